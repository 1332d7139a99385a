"""Indexing (`L[i]`, `L[i..j]`, `L[]`, `M[i, j]`, `P[Cmd]`): Maple's selection rules."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from ..values.rtable import Rtable


def position(i, n: int) -> int:
    """The 0-based place of Maple index i (1-based, negative from the end) among n."""
    if not isinstance(i, int) or i == 0 or not -n <= i <= n:
        raise MapleError("invalid subscript selector")
    return i - 1 if i > 0 else n + i


def _slice(r: v.Range, n: int) -> slice:
    low = 1 if r.low == v.NULL else r.low
    high = -1 if r.high == v.NULL else r.high
    if not isinstance(low, int) or not isinstance(high, int):
        raise MapleError("invalid subscript selector")
    start = low - 1 if low > 0 else n + low
    stop = high if high > 0 else n + high + 1
    return slice(max(start, 0), max(stop, 0))


def _indexed_builtin(base: v.Builtin, indices: tuple):
    """`evalf[n]` and `Vector[row]`: builtins whose index chooses a variant."""
    if base.name == "evalf" and len(indices) == 1:
        from .basic import evalf_digits
        return evalf_digits(indices[0])
    if base.name == "Vector" and len(indices) == 1 and indices[0] in (v.Name("row"), v.Name("column")):
        from .rtables import vector_of_kind
        return vector_of_kind(indices[0].name)
    return None


def select(ev, base, indices: tuple):
    if isinstance(base, v.Builtin):
        variant = _indexed_builtin(base, indices)
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
            inner = select(ev, base, indices[:1])
            if isinstance(inner, v.MList):
                return select(ev, inner, indices[1:])
        raise MapleError("invalid subscript selector")
    if isinstance(base, Rtable):
        if not indices:
            return base
        if len(indices) != base.data.ndim or not all(isinstance(i, int) for i in indices):
            raise MapleError("invalid subscript selector")
        return base.entry(tuple(position(i, n) for i, n in zip(indices, base.shape)))
    if isinstance(base, v.Module):
        index = indices[0] if len(indices) == 1 else None
        if isinstance(index, (v.Builtin, v.Procedure)) and index.name:
            # last-name evaluation: after with(P), P[Name] still names the export
            index = v.Name(index.name)
        if isinstance(index, v.Name):
            member = base.member(index.name)
            if member is not None:
                return member
        raise MapleError(f"module does not export `{lprint(v.make_seq(indices))}`")
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
