"""time() and time[real](): CPU and wall-clock seconds, so a worksheet can time its loops;
timelimit(t, e): give up evaluating e after t seconds."""
from __future__ import annotations

import time as clock
from decimal import Decimal
from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..timelimit import TimeExpired, available, time_limit
from ..values import core as v
from .registry import builtin, expect_count


def _seconds(t: float) -> Decimal:
    """Seconds to the millisecond, as Maple shows them (0.140)."""
    return Decimal(round(t * 1000)).scaleb(-3)


def _timed(name: str, now):
    """time or time[real]: `now()` with no argument; with one, the time its evaluation took."""
    def fn(ev, arg_nodes, frame):
        expect_count(arg_nodes, name, 0, 1)
        if not arg_nodes:
            return _seconds(now(ev))
        start = now(ev)
        ev.evaluate(arg_nodes[0], frame)
        return _seconds(now(ev) - start)
    return fn


def _cpu(ev) -> float:
    return clock.process_time()


def _real(ev) -> float:
    return clock.monotonic() - ev.host.started


_time = _timed("time", _cpu)
_time.__doc__ = """time(): the CPU seconds this session has used, a float to the millisecond
    (0.140); time(e): the CPU seconds evaluating e takes. Time a loop with
    `st := time(): ... : time() - st;`.

    time[real](), time[real](e): the same in wall-clock (real) seconds, counted from the
    session's start."""
real_time = v.Builtin("time[real]", _timed("time[real]", _real),
                      "time[real](): wall-clock seconds since the session started; "
                      "time[real](e): the real seconds evaluating e takes.", True)
builtin("time", special=True,
        indexed=lambda indices: real_time if indices == (v.Name("real"),) else None)(_time)


@builtin("timelimit", special=True)
def _timelimit(ev, arg_nodes, frame):
    """timelimit(t, e): the value of e, or the error `time expired` when its evaluation takes
    longer than t seconds (t a positive number, fractions of a second allowed). Catch it
    with `try ... catch "time expired":` around the call; a try...catch inside e does not
    catch it. mapletape counts wall-clock seconds, where Maple counts CPU seconds.

    Example: `timelimit(1, proc() do od end proc())` stops after a second with
    `Error, (in timelimit) time expired`."""
    expect_count(arg_nodes, "timelimit", 2, 2)
    seconds = ev.evaluate(arg_nodes[0], frame)
    if (isinstance(seconds, bool) or not isinstance(seconds, (int, Fraction, Decimal, float))
            or not 0 < seconds < float("inf")):
        raise MapleError("invalid input: timelimit expects its 1st argument, t, to be of type "
                         f"positive, but received {lprint(seconds)}")
    if not available():
        raise MapleError("time limits are available in the main thread only",
                         procname="timelimit")
    limit = None
    try:
        with time_limit(float(seconds)) as limit:
            return ev.evaluate(arg_nodes[1], frame)
    except TimeExpired as expired:
        if limit is not None and expired.limit is not limit:
            raise                        # an enclosing limit's, to stop what it limits
        raise MapleError("time expired", procname="timelimit") from None
