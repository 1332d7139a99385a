"""Changing a Variable's value in place: Assign, AssignAdd and AssignSubtract."""
from __future__ import annotations

from ..errors import MapleError
from ..library.registry import expect_count
from .commands import method, tensorflow_errors
from .objects import Variable, to_tensor


def _update(name: str, args, how: str):
    expect_count(args, name, 2)
    target = args[0]
    if not isinstance(target, Variable):
        from ..display.lineprint import lprint
        raise MapleError(f"invalid input: {name} expects its 1st argument to be a Variable, "
                         f"but received {lprint(target)}")
    with tensorflow_errors():
        getattr(target.tensor, how)(to_tensor(args[1], target.tensor.dtype))
    return target


@method("Assign")
def assign(ev, args):
    """Assign(V, value): give the Variable V a new value (a Tensor, number, list or rtable
    of V's shape) and return V."""
    return _update("Assign", args, "assign")


@method("AssignAdd")
def assign_add(ev, args):
    """AssignAdd(V, value): add value (of V's shape) to the Variable V and return V."""
    return _update("AssignAdd", args, "assign_add")


@method("AssignSubtract")
def assign_subtract(ev, args):
    """AssignSubtract(V, value): subtract value (of V's shape) from the Variable V and
    return V; `AssignSubtract(w, rate*grad)` is one step of gradient descent."""
    return _update("AssignSubtract", args, "assign_sub")
