"""Indexing (`L[i]`, `L[i..j]`, `L[]`, `M[i, j]`, `P[Cmd]`) and iteration (`for x in e`): Maple's selection rules."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from . import core as v
from .operands import operands_of
from .rtable import Rtable, to_maple_scalar, typed_entries


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


def _block(r: Rtable, indices: tuple) -> tuple[list[list[int]], list[int] | None]:
    """The 0-based places each index of a subblock selects, and the lower bounds the
    subblock keeps (None for an rtable indexed from 1)."""
    if r.lows is None:
        return [_block_places(i, n) for i, n in zip(indices, r.shape)], None
    selected = [_bounded_places(i, b) for i, b in zip(indices, r.bounds)]
    return [p for p, _ in selected], [low for _, low in selected]


def _subblock(r: Rtable, indices: tuple) -> Rtable:
    """`A[1..2, ..]`, `A[.., 2]`, `V[[1, 3]]`: a new rtable of the selected entries (help
    page rtable_indexing, extracting subblocks). A Matrix row with a range of columns is a
    row Vector, a range of rows in one column a column Vector; an Array drops the
    dimensions given one index. In an Array with its own index ranges the indices are the
    actual ones, as for one entry, and a range keeps them: `Array(0 .. 3, [1, 2, 3, 4])[0 ..
    1]` is `Array(0 .. 1, [1, 2])`."""
    places, lows = _block(r, indices)
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


def assign_subblock(r: Rtable, indices: tuple, value) -> None:
    """`A[2..3] := 9`, `M[1, ..] := <5|6>`, `A[[1, 3]] := [10, 30]`: a scalar goes into every
    entry of the subblock, an rtable or a list (of row lists) into the corresponding
    entries, zeros into those it does not reach; it has the subblock's number of
    dimensions (a Vector also fills a 1 x n subblock) and is nowhere larger (help pages
    rtable_indexing, assigning subblocks; LinearAlgebra/General/MVassignment). Entries are
    stored as the datatype asks, all or none."""
    places, _ = _block(r, indices)
    block = [len(p) for p in places]
    if isinstance(value, (Rtable, v.MList)):
        entries = value.data.astype(object) if isinstance(value, Rtable) else _list_entries(value)
        shape = [n for n, i in zip(block, indices) if not isinstance(i, int)]
        if entries.ndim == 1 and len(shape) == 2 and shape[0] == 1:
            entries = entries.reshape(1, -1)
        if entries.ndim != len(shape) or any(m > n for m, n in zip(entries.shape, shape)):
            given = value.describe() if isinstance(value, Rtable) else \
                f"a list with dimensions {_dimensions(entries.shape)}"
            raise MapleError(f"invalid input: dimensions do not match: {given} cannot be "
                             f"assigned to a subblock with dimensions {_dimensions(shape)}")
        filled = np.zeros(shape, dtype=object)
        filled[tuple(slice(0, m) for m in entries.shape)] = entries
        entries = filled.reshape(block)
    else:
        entries = np.full(block, value, dtype=object)
    r.data[np.ix_(*places)] = typed_entries(entries, r.datatype)


def _list_entries(value: v.MList) -> np.ndarray:
    """A list's entries as a 1-dimensional array, a list of equally long lists' as a grid;
    other nested lists are single entries."""
    rows = value.items
    grid = bool(rows) and all(isinstance(row, v.MList) and len(row.items) == len(rows[0].items)
                              for row in rows)
    data = np.empty((len(rows), len(rows[0].items)) if grid else (len(rows),), dtype=object)
    for k, row in enumerate(rows):
        if grid:
            for j, x in enumerate(row.items):
                data[k, j] = x
        else:
            data[k] = row
    return data


def _dimensions(shape) -> str:
    return ", ".join(f"1 .. {n}" for n in shape)


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
