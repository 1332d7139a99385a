"""Indexing (`L[i]`, `L[i..j]`, `L[]`, `M[i, j]`, `P[Cmd]`) and iteration (`for x in e`): Maple's selection rules."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from . import core as v
from .operands import operands_of
from .rtable import Rtable, to_maple_scalar


def position(i, n: int) -> int:
    """The 0-based place of Maple index i (1-based, negative from the end) among n."""
    if not isinstance(i, int) or i == 0 or not -n <= i <= n:
        raise MapleError("invalid subscript selector")
    return i - 1 if i > 0 else n + i


def rtable_place(r: Rtable, indices: tuple) -> tuple[int, ...]:
    """The 0-based place of an rtable's entry: from 1 (negative from the end) in a Matrix,
    a Vector or an Array indexed from 1, within its index ranges in any other Array."""
    if r.lows is None:
        return tuple(position(i, n) for i, n in zip(indices, r.shape))
    if not all(low <= i <= high for i, (low, high) in zip(indices, r.bounds)):
        raise MapleError("Array index out of range")
    return tuple(i - low for i, (low, _) in zip(indices, r.bounds))


def _slice(r: v.Range, n: int) -> slice:
    low = 1 if r.low == v.NULL else r.low
    high = -1 if r.high == v.NULL else r.high
    if not isinstance(low, int) or not isinstance(high, int):
        raise MapleError("invalid subscript selector")
    start = low - 1 if low > 0 else n + low
    stop = high if high > 0 else n + high + 1
    return slice(max(start, 0), max(stop, 0))


def _block_places(spec, n: int) -> list[int]:
    """The 0-based places an index, a range (`..` alone: all) or a list of them selects."""
    if isinstance(spec, v.MList):
        return [p for item in spec.items for p in _block_places(item, n)]
    if isinstance(spec, v.Range):
        low = 1 if spec.low == v.NULL else spec.low
        high = n if spec.high == v.NULL else spec.high
        first = position(low, n)
        if high == low - 1 or (isinstance(high, int) and high < 0 and high == low - n - 1):
            return []                               # i..i-1 selects nothing
        return list(range(first, position(high, n) + 1))
    return [position(spec, n)]


def _bounded_places(spec, bounds: tuple[int, int]) -> tuple[list[int], int]:
    """The 0-based places an index, range or list selects in a dimension of an Array with
    its own index range (`Array(0 .. 3)`), where indices are the actual ones, never counted
    from the end; and the lower bound of the selected dimension: a range keeps its own
    indices, a list is indexed from 1."""
    low, high = bounds

    def place(i):
        if not isinstance(i, int):
            raise MapleError("invalid subscript selector")
        if not low <= i <= high:
            raise MapleError("Array index out of range")
        return i - low
    if isinstance(spec, v.MList):
        return [p for item in spec.items for p in _bounded_places(item, bounds)[0]], 1
    if isinstance(spec, v.Range):
        first = low if spec.low == v.NULL else spec.low
        last = high if spec.high == v.NULL else spec.high
        if not (isinstance(first, int) and isinstance(last, int)):
            raise MapleError("invalid subscript selector")
        if last == first - 1:
            return [], first                        # i..i-1 selects nothing
        return list(range(place(first), place(last) + 1)), first
    return [place(spec)], 1


def _subblock(r: Rtable, indices: tuple) -> Rtable:
    """`A[1..2, ..]`, `A[.., 2]`, `V[[1, 3]]`: a new rtable of the selected entries (help
    page rtable_indexing, extracting subblocks). A Matrix row with a range of columns is a
    row Vector, a range of rows in one column a column Vector; an Array drops the
    dimensions given one index. In an Array with its own index ranges the indices are the
    actual ones, as for one entry, and a range keeps them: `Array(0 .. 3, [1, 2, 3, 4])[0 ..
    1]` is `Array(0 .. 1, [1, 2])`."""
    if r.lows is None:
        places, lows = [_block_places(i, n) for i, n in zip(indices, r.shape)], None
    else:
        selected = [_bounded_places(i, b) for i, b in zip(indices, r.bounds)]
        places, lows = [p for p, _ in selected], [low for _, low in selected]
    data = r.data[np.ix_(*places)].copy()
    scalar = [isinstance(i, int) for i in indices]
    if r.kind == "Matrix":
        kind = "Vector[row]" if scalar[0] else "Vector[column]" if scalar[1] else "Matrix"
    else:
        kind = r.kind
    if kind != "Matrix":
        data = data.reshape([len(p) for p, one in zip(places, scalar) if not one])
        if lows is not None:
            lows = [low for low, one in zip(lows, scalar) if not one]
    return Rtable(data, kind, r.datatype, lows)


def select(base, indices: tuple):
    """`base[indices]` for an evaluated base; a module's exports are the evaluator's to select."""
    if isinstance(base, v.Builtin) and base.indexed is not None:
        variant = base.indexed(indices)      # `evalf[n]`, `Vector[row]`
        if variant is not None:
            return variant
    if isinstance(base, (v.MList, v.ExprSeq, v.MSet)):
        items = base.items
        if not indices:
            return v.ExprSeq(items) if len(items) != 1 else items[0]
        if len(indices) == 1:
            i = indices[0]
            if isinstance(i, v.Range):
                part = items[_slice(i, len(items))]
                return type(base)(part) if not isinstance(base, v.ExprSeq) else v.ExprSeq(part)
            if isinstance(i, int):
                return items[position(i, len(items))]
        if isinstance(base, v.MList) and all(isinstance(i, int) for i in indices):
            # L[i, j] is L[i][j], through lists only
            inner = select(base, indices[:1])
            if isinstance(inner, v.MList):
                return select(inner, indices[1:])
        raise MapleError("invalid subscript selector")
    if isinstance(base, Rtable):
        if not indices:
            return base
        if len(indices) != base.data.ndim:
            raise MapleError("invalid subscript selector")
        if all(isinstance(i, int) for i in indices):
            return base.entry(rtable_place(base, indices))
        return _subblock(base, indices)
    if isinstance(base, v.Table):
        return base.entries.get(indices, v.Indexed(v.Name("table"), indices))
    if isinstance(base, str):
        if len(indices) != 1:
            raise MapleError("invalid subscript selector")
        i = indices[0]
        if isinstance(i, v.Range):
            return base[_slice(i, len(base))]
        return base[position(i, len(base))]
    selector = getattr(base, "maple_index", None)
    if selector is not None:
        return selector(indices)
    return v.Indexed(base, indices)


def loop_items(value) -> tuple:
    """What `seq(f, x in e)` (and `for x in e`) runs over: the operands of e, the entries
    of an rtable, the characters of a string."""
    if isinstance(value, Rtable):
        return tuple(to_maple_scalar(x) for x in value.data.flat)
    if isinstance(value, str):
        return tuple(value)
    return operands_of(value)
