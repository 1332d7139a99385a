"""Maple's element-wise operators (`+~ -~ *~ /~ ^~ .~`) and element-wise application
`f~(...)`: an operation distributed over the entries of lists, sets and rtables, with
non-container operands broadcast (Maple help page operators/elementwise)."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from . import arith
from .core import MList, MSet, flatten
from .rtable import Rtable

OPERATORS = {"+": arith.add, "-": arith.sub, "*": arith.mul, "/": arith.div,
             "^": arith.power, ".": arith.dot}
UNARY = {"-": arith.neg, "+": lambda x: x}


def binary(op: str, left, right):
    """`left op~ right`."""
    return distribute(OPERATORS[op], (left, right))


def unary(op: str, operand):
    """`-~x` and `+~x`."""
    return distribute(UNARY[op], (operand,))


def apply(ev, function, args: tuple):
    """`f~(args)`: f applied to each entry, the way `ev.apply` calls it."""
    return distribute(lambda *xs: ev.apply(function, xs), args)


def _is_container(value) -> bool:
    return isinstance(value, (MList, MSet, Rtable))


def distribute(combine, args: tuple):
    """combine applied entry by entry across the containers among args, the other
    arguments passed whole to every call; without containers, combine(*args) itself.
    The containers must be of one type and size (a list with a list, a Matrix with a
    Matrix); the result is a container like the first."""
    containers = [a for a in args if _is_container(a)]
    if not containers:
        return combine(*args)
    first = containers[0]
    if isinstance(first, Rtable):
        if any(not isinstance(c, Rtable) or c.shape != first.shape for c in containers):
            raise MapleError("invalid input: element-wise operands must be rtables of the same "
                             f"dimensions, but received {_sizes(containers)}", procname="~")
        out = np.empty(first.shape, dtype=object)
        for index in np.ndindex(first.shape):
            out[index] = combine(*(a.entry(index) if isinstance(a, Rtable) else a for a in args))
        return Rtable(out, first.kind)
    kind = type(first)
    if any(type(c) is not kind or len(c.items) != len(first.items) for c in containers):
        raise MapleError("invalid input: element-wise operands must be containers of the same "
                         f"type and size, but received {_sizes(containers)}", procname="~")
    items = [combine(*(a.items[i] if _is_container(a) else a for a in args))
             for i in range(len(first.items))]
    return MList(flatten(items)) if kind is MList else MSet.of(items)


def _sizes(containers) -> str:
    words = []
    for c in containers:
        if isinstance(c, Rtable):
            words.append(c.describe())
        else:
            words.append(f"a {'list' if isinstance(c, MList) else 'set'} of {len(c.items)} elements")
    return " and ".join(words)
