"""Changing a Variable's value in place: Assign, AssignAdd and AssignSubtract."""
from __future__ import annotations

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count
from .commands import method
from .objects import Tensor, Variable, shape_text, to_tensor, wrap
from .operations import matching
from .tf import tensorflow


def _update(name: str, args, how: str):
    expect_count(args, name, 2)
    target, given = args
    if not isinstance(target, Variable):
        raise MapleError(f"invalid input: {name} expects its 1st argument to be a Variable, "
                         f"but received {lprint(target)}")
    # a Tensor of another datatype is a mistake, as in arithmetic; Maple data adapt
    dtype = target.tensor.dtype
    value = matching(given, dtype) if isinstance(given, Tensor) else to_tensor(given, dtype)
    shape, onto = tuple(value.shape), target.shape
    if shape != onto:
        if not _broadcasts(shape, onto):
            raise MapleError(f"dimensions do not match: a value of shape {shape_text(shape)} "
                             f"cannot be assigned to a Variable of shape {shape_text(onto)}")
        value = tensorflow().broadcast_to(value, onto)
    # TensorFlow's result: the Variable's `_UnreadVariable`, which reads its value when used,
    # and which DeepLearning/Tensor/Assign shows as `Name: UnreadVariable`
    return wrap(getattr(target.tensor, how)(value))


def _broadcasts(shape: tuple, onto: tuple) -> bool:
    try:
        return np.broadcast_shapes(shape, onto) == onto
    except ValueError:
        return False


@method("Assign")
def assign(ev, args):
    """Assign(V, value): give the Variable V a new value; value is a Tensor or Variable of
    V's datatype, or a number, list or rtable, of V's shape or one that broadcasts to it (a
    number fills V). The result is V as TensorFlow returns it, a Variable named
    UnreadVariable that reads V's value whenever it is used."""
    return _update("Assign", args, "assign")


@method("AssignAdd")
def assign_add(ev, args):
    """AssignAdd(V, value): add value (of V's shape, or broadcast to it) to the Variable V;
    the result is V's UnreadVariable, as for Assign."""
    return _update("AssignAdd", args, "assign_add")


@method("AssignSubtract")
def assign_subtract(ev, args):
    """AssignSubtract(V, value): subtract value (of V's shape, or broadcast to it) from the
    Variable V; the result is V's UnreadVariable, as for Assign. `AssignSubtract(w,
    rate*grad)` is one step of gradient descent."""
    return _update("AssignSubtract", args, "assign_sub")
