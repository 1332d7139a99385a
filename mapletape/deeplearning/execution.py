"""GetEagerExecution and SetEagerExecution: mapletape always computes a Tensor when it is
made (Maple's default since 2021); the dataflow graphs of eager execution off are not here."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count
from ..values import core as v
from .commands import command


@command("GetEagerExecution")
def get_eager_execution(ev, args):
    """GetEagerExecution(): whether Tensors are computed when they are made; always true."""
    expect_count(args, "GetEagerExecution", 0)
    return v.TRUE


@command("SetEagerExecution")
def set_eager_execution(ev, args):
    """SetEagerExecution(true): keep computing Tensors when they are made, the only mode
    mapletape has; SetEagerExecution(false), Maple's dataflow graphs run in a Session, is
    an error."""
    expect_count(args, "SetEagerExecution", 1)
    if args[0] == v.TRUE:
        return v.NULL
    if args[0] == v.FALSE:
        raise MapleError("eager execution cannot be turned off: dataflow graphs and Sessions "
                         "are not available in mapletape")
    raise MapleError(f"invalid input: SetEagerExecution expects its 1st argument to be true "
                     f"or false, but received {lprint(args[0])}")
