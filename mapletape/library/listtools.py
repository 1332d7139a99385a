"""The ListTools package: Reverse, Flatten and Enumerate, reached by with(ListTools),
ListTools:-Name or ListTools[Name]."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import arith
from ..values import core as v
from .registry import builtin, expect_count

EXPORTS: dict = {}


def _export(name: str):
    return builtin(name, table=EXPORTS, module="ListTools")


def _list_argument(name: str, value) -> v.MList:
    if not isinstance(value, v.MList):
        raise MapleError(f"invalid input: ListTools:-{name} expects its 1st argument, L, to be "
                         f"of type list, but received {lprint(value)}")
    return value


@_export("Reverse")
def reverse(ev, args):
    """ListTools:-Reverse(L): the list L in reverse order: Reverse([1, 2, 3]) is [3, 2, 1]."""
    expect_count(args, "ListTools:-Reverse", 1)
    return v.MList(_list_argument("Reverse", args[0]).items[::-1])


def _flattened(items, depth) -> list:
    out = []
    for x in items:
        if isinstance(x, v.MList) and depth != 0:
            out.extend(_flattened(x.items, None if depth is None else depth - 1))
        else:
            out.append(x)
    return out


@_export("Flatten")
def flatten(ev, args):
    """ListTools:-Flatten(L): the list L with every list inside it (at any depth) replaced
    by its members: Flatten([1, [2, [3]]]) is [1, 2, 3]. Flatten(L, N) flattens N levels."""
    expect_count(args, "ListTools:-Flatten", 1, 2)
    depth = None
    if len(args) == 2:
        depth = args[1]
        if not isinstance(depth, int) or depth < 0:
            raise MapleError(f"invalid input: ListTools:-Flatten expects its 2nd argument, N, "
                             f"to be of type nonnegint, but received {lprint(depth)}")
    return v.MList(tuple(_flattened(_list_argument("Flatten", args[0]).items, depth)))


@_export("Enumerate")
def enumerate_(ev, args):
    """ListTools:-Enumerate(L): the list of [i, L[i]] pairs: Enumerate([a, b]) is
    [[1, a], [2, b]]. Enumerate(L, n) numbers from n instead of 1."""
    expect_count(args, "ListTools:-Enumerate", 1, 2)
    items = _list_argument("Enumerate", args[0]).items
    start = args[1] if len(args) == 2 else 1
    return v.MList(tuple(v.MList((arith.add(start, i), x)) for i, x in enumerate(items)))


def package() -> v.Module:
    return v.Module("ListTools", dict(EXPORTS), package=True)
