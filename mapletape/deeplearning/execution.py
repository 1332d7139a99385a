"""GetEagerExecution and SetEagerExecution: whether Tensors are computed when they are made
(the default since Maple 2021) or are built into the session's dataflow graph, for a
Session to run (graph.py)."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count
from ..values import core as v
from . import graphmode
from .commands import command
from .graph import dataflow


@command("GetEagerExecution")
def get_eager_execution(ev, args):
    """GetEagerExecution(): true when eager execution is on (the default), false when it has
    been turned off by SetEagerExecution(false)."""
    expect_count(args, "GetEagerExecution", 0)
    return v.truth(graphmode.eager(ev))


@command("SetEagerExecution")
def set_eager_execution(ev, args):
    """SetEagerExecution(s): turn eager execution on (s = true) or off (s = false); returns
    whether it was on before.

    With eager execution on, a Tensor is computed when it is made. With it off, Tensors,
    Placeholders and Variables are built into the session's dataflow graph (GetDefaultGraph)
    and computed by a Session: sess:-Run(t, [x = data]). restart turns it on again.
    """
    expect_count(args, "SetEagerExecution", 1)
    if args[0] not in (v.TRUE, v.FALSE):
        raise MapleError(f"invalid input: SetEagerExecution expects its 1st argument to be true "
                         f"or false, but received {lprint(args[0])}")
    before = graphmode.eager(ev)
    if args[0] == v.TRUE:
        graphmode.turn_on_eager(ev)
    else:
        graphmode.turn_off_eager(ev, dataflow(ev))
    return v.truth(before)
