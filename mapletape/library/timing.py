"""time() and time[real](): CPU and wall-clock seconds, so a worksheet can time its loops."""
from __future__ import annotations

import time as clock
from decimal import Decimal

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
