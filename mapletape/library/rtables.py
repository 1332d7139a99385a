"""Matrix, Vector and Array constructors, from sizes or index ranges and an initializer (a
list, an rtable, a set of `index = entry` equations or a procedure of the indices), and
rtable_eval."""
from __future__ import annotations

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape
from ..values import core as v
from ..values.rtable import DATATYPES, Rtable, entries_array, to_maple_scalar, typed_entries
from .registry import builtin, split_options

# The options every constructor takes (help pages Matrix, Vector, Array); `storage`, `order`
# and `shape` take only the values of a dense rtable, which lprint writes out.
_OPTIONS = {"datatype": None, "fill": 0, "storage": None, "order": None, "shape": None}
_DENSE = {"storage": ("rectangular",), "order": ("Fortran_order", "C_order")}


def _datatype(value) -> str | None:
    """The `datatype=` option's name; `float` and `complex` alone mean float[8] and complex[8]."""
    if value is None:
        return None
    name = lprint(value)
    name = {"float": "float[8]", "complex": "complex[8]"}.get(name, name)
    if name not in DATATYPES:
        raise MapleError(f"invalid input: datatype must be one of {', '.join(DATATYPES)}, "
                         f"but received {name}")
    return name


def _options(args, name: str):
    """(positional arguments, datatype, fill) of a constructor call; a storage, order or
    shape that is not dense rectangular storage is refused rather than ignored."""
    positional, options = split_options(args, name, _OPTIONS)
    for key, allowed in _DENSE.items():
        if options[key] is not None and lprint(options[key]) not in allowed:
            raise MapleError(f"{key} = {lprint(options[key])} is not available in mapletape")
    shape = options["shape"]
    if shape is not None and shape != v.MList(()):
        raise MapleError(f"shape = {lprint(shape)} is not available in mapletape")
    return positional, _datatype(options["datatype"]), options["fill"]


def _is_initializer(a) -> bool:
    return isinstance(a, (v.MList, v.MSet, Rtable, v.Procedure, v.Builtin))


def _arguments(ev, name: str, positional, dimensions: int):
    """A constructor's up to `dimensions` sizes (nonnegative integers or integer ranges,
    from 1 except for an Array), their lower bounds and its one initializer; sizes beyond
    the session's limit are refused before anything is allocated."""
    sizes, lows, init = [], [], None
    for a in positional:
        bound = _dimension(a, name == "Array")
        if bound is not None and len(sizes) < dimensions and init is None:
            lows.append(bound[0])
            sizes.append(bound[1])
        elif _is_initializer(a) and init is None:
            init = a
        else:
            sizes_word = "ranges" if name == "Array" else "sizes"
            raise MapleError(f"invalid input: {name} expects {sizes_word} and a list, rtable, set "
                             f"of equations or procedure of entries, but received {lprint(a)}")
    check_shape(ev.host, sizes, name)
    return sizes, lows, init


def _dimension(a, any_low: bool):
    """(lower bound, size) of a size argument, else None: n, 1 .. n, or for an Array any
    integer range a .. b."""
    if isinstance(a, int) and a >= 0:
        return 1, a
    if isinstance(a, v.Range) and isinstance(a.low, int) and isinstance(a.high, int) \
            and (a.low == 1 or any_low) and a.high >= a.low - 1:
        return a.low, a.high - a.low + 1
    return None


def _rows_of(init) -> list:
    """The entries of a list, a list of lists or an rtable as a list of rows (a column
    Vector gives one-entry rows)."""
    if isinstance(init, v.MList):
        return [list(r.items) if isinstance(r, v.MList) else r for r in init.items]
    entries = [to_maple_scalar(x) for x in init.data.flat]
    if init.data.ndim == 2:
        n = init.shape[1]
        return [entries[k:k + n] for k in range(0, len(entries), n)]
    return [[x] for x in entries] if init.kind == "Vector[column]" else [entries]


def _rectangular(rows: list, m: int, n: int, fill) -> list:
    """An m x n grid of the rows, an entry that is no list taken as a one-entry row, and
    `fill` where the rows are short."""
    rows = [r if isinstance(r, list) else [r] for r in rows]
    return [[rows[i][j] if i < len(rows) and j < len(rows[i]) else fill for j in range(n)]
            for i in range(m)]


def _equations(init: v.MSet, rank: int) -> dict:
    """A set of `index = entry` equations, `{(1, 2) = a}` or `{3 = b}`, as {indices: entry}."""
    placed = {}
    for e in init.items:
        index = e.lhs.items if isinstance(e, v.Relation) and isinstance(e.lhs, v.ExprSeq) else \
            (e.lhs,) if isinstance(e, v.Relation) else ()
        if not (isinstance(e, v.Relation) and e.op == "=" and len(index) == rank
                and all(isinstance(i, int) for i in index)):
            raise MapleError(f"invalid input: the initializer set must hold equations index = entry "
                             f"with {rank} integer indices, but received {lprint(e)}")
        placed[tuple(index)] = e.rhs
    return placed


def _place(data: np.ndarray, lows, placed: dict) -> None:
    """Entries of a set of equations put at their indices, which must be within bounds."""
    for index, entry in placed.items():
        place = tuple(i - low for i, low in zip(index, lows))
        if not all(0 <= p < n for p, n in zip(place, data.shape)):
            raise MapleError(f"index {lprint(v.make_seq(index))} is out of the rtable's bounds")
        data[place] = entry


def _filled(ev, init, sizes, lows, fill) -> np.ndarray:
    """The entries from a procedure of the indices, a set of equations, or the fill value."""
    data = np.full(sizes, fill, dtype=object)
    if isinstance(init, v.MSet):
        _place(data, lows, _equations(init, len(sizes)))
    elif init is not None:
        for place in np.ndindex(*sizes):
            data[place] = ev.apply(init, tuple(p + low for p, low in zip(place, lows)))
    return data


def _inferred_sizes(init, rank: int) -> list[int]:
    """The sizes a set of equations asks for without given sizes: its largest indices."""
    placed = _equations(init, rank)
    return [max((index[k] for index in placed), default=0) for k in range(rank)]


@builtin("Matrix")
def matrix(ev, args):
    """Matrix(rows) or Matrix(m, n, init, datatype=..., fill=...): a two-dimensional rtable.

    Calling sequences: Matrix([[1, 2], [3, 4]]); Matrix(2, 3); Matrix(2, 2, fill=0);
    Matrix(2, 2, [1, 2, 3, 4]) (filled row by row); Matrix([[1., 2.]], datatype=float[8]);
    Matrix(3, 3, (i, j) -> 1/(i + j - 1)); Matrix(2, 2, {(1, 1) = a, (2, 2) = b}).
    """
    positional, datatype, fill = _options(args, "Matrix")
    sizes, lows, init = _arguments(ev, "Matrix", positional, 2)
    if not isinstance(init, (v.MList, Rtable)):
        if isinstance(init, v.MSet) and not sizes:
            sizes = _inferred_sizes(init, 2)
        sizes = sizes * 2 if len(sizes) == 1 else sizes or [0, 0]      # Matrix(n) is n x n
        return Rtable(typed_entries(_filled(ev, init, sizes, [1, 1], fill), datatype), "Matrix", datatype)
    rows = _rows_of(init)
    if rows and not any(isinstance(r, list) for r in rows):
        # a flat list is one row, or fills the given shape row by row
        n = sizes[1] if len(sizes) == 2 else len(rows)
        rows = [rows[k:k + n] for k in range(0, len(rows), n)] if n else []
    rows = [r if isinstance(r, list) else [r] for r in rows]
    m = sizes[0] if sizes else len(rows)
    n = sizes[1] if len(sizes) == 2 else max((len(r) for r in rows), default=0)
    grid = _rectangular(rows, m, n, fill)
    data = entries_array(grid, datatype) if m and n else np.empty((m, n), dtype=object)
    return Rtable(data, "Matrix", datatype)


def _vector_variant(indices):
    if len(indices) == 1 and indices[0] in (v.Name("row"), v.Name("column")):
        return vector_of_kind(indices[0].name)
    return None


@builtin("Vector", indexed=_vector_variant)
def vector(ev, args):
    """Vector(entries) or Vector(n, init): a column Vector; Vector[row](...) for a row.

    Calling sequences: Vector([1, 2, 3]); Vector(3); Vector(3, fill=1.0); Vector[row]([1, 2]);
    Vector(4, i -> i^2); Vector(3, {2 = x}).
    """
    return make_vector(ev, args, "Vector[column]")


def vector_of_kind(orientation: str) -> v.Builtin:
    """`Vector[row]` and `Vector[column]` as builtins of their own."""
    kind = f"Vector[{orientation}]"
    return v.Builtin(kind, lambda ev, args: make_vector(ev, args, kind), vector.__doc__ or "")


def make_vector(ev, args, kind: str) -> Rtable:
    positional, datatype, fill = _options(args, "Vector")
    sizes, lows, init = _arguments(ev, "Vector", positional, 1)
    if not isinstance(init, (v.MList, Rtable)):
        if isinstance(init, v.MSet) and not sizes:
            sizes = _inferred_sizes(init, 1)
        data = _filled(ev, init, sizes or [0], [1], fill)
        return Rtable(typed_entries(data, datatype), kind, datatype)
    items = list(init.items) if isinstance(init, v.MList) else [to_maple_scalar(x) for x in init.data.flat]
    n = sizes[0] if sizes else len(items)
    items = (items + [fill] * n)[:n]
    return Rtable(entries_array(items, datatype), kind, datatype)


@builtin("Array")
def array(ev, args):
    """Array(entries) or Array(a..b, ..., init): a general rtable indexed over the ranges.

    Calling sequences: Array([1, 2, 3]); Array([[1, 2], [3, 4]]); Array(1..3, fill=0);
    Array(1..2, 1..3, [[1, 2, 3], [4, 5, 6]]); Array(0..4, i -> i^2); Array(-1..1, {0 = x}).
    """
    positional, datatype, fill = _options(args, "Array")
    sizes, lows, init = _arguments(ev, "Array", positional, 63)
    if not isinstance(init, (v.MList, Rtable)):
        if isinstance(init, v.MSet) and not sizes:
            sizes = _inferred_sizes(init, 1)
            lows = [1]
        data = _filled(ev, init, sizes or [0], lows or [1], fill)
        return Rtable(typed_entries(data, datatype), "Array", datatype, lows)
    if isinstance(init, Rtable):
        data = typed_entries(init.data.astype(object), datatype)
    else:
        rows = _rows_of(init)
        if any(isinstance(r, list) for r in rows):      # short rows padded, as Matrix pads them
            width = max(len(r) if isinstance(r, list) else 1 for r in rows)
            rows = _rectangular(rows, len(rows), width, fill)
        data = entries_array(rows, datatype)
    if sizes and list(data.shape) != sizes:
        data = _padded(data, sizes, fill, datatype)
    return Rtable(data, "Array", datatype, lows or None)


def _padded(data: np.ndarray, sizes: list[int], fill, datatype) -> np.ndarray:
    """Entries of a list given with ranges: placed from the first index, the rest `fill`
    (Array(1..4, [1, 2]) is [1, 2, 0, 0]); entries beyond the ranges are an error."""
    if data.ndim != len(sizes) or any(m > n for m, n in zip(data.shape, sizes)):
        raise MapleError("dimensions do not match the entries", procname="Array")
    out = np.full(sizes, fill, dtype=object)
    out[tuple(slice(0, m) for m in data.shape)] = data
    return typed_entries(out, datatype)


@builtin("rtable_eval")
def rtable_eval(ev, args):
    """rtable_eval(A) or rtable_eval(A, inplace): A with its entries evaluated (a new rtable,
    or A itself when no entry changes); with inplace, A's own entries are replaced.

    Calling sequences: M := Matrix([[a]]): a := 2: rtable_eval(M); rtable_eval(M, inplace).
    """
    positional, options = split_options(args, "rtable_eval", {"inplace": v.FALSE})
    if len(positional) != 1 or not isinstance(positional[0], Rtable):
        raise MapleError("invalid input: rtable_eval expects its 1st argument, A, to be of type "
                         "rtable, but received %1", v.make_seq(positional))
    r = positional[0]
    evaluated = r.evaluated(ev.entry_value)
    if options["inplace"] == v.TRUE and evaluated is not r:
        r.data[...] = evaluated.data
        return r
    return evaluated


@builtin(",=")
def append(ev, args):
    """A ,= x (help page assignment, operator assignments): appends x to a Vector or
    one-dimensional Array in place, growing it by one entry, or to a list or sequence.

    Calling sequences: A := Array([1, 2]): A ,= 3: A; L := [a]: L ,= b: L.
    """
    target, x = args
    if isinstance(target, Rtable):
        if target.data.ndim != 1:
            raise MapleError("invalid input: ,= appends to a Vector or a one-dimensional Array, "
                             "but received %1", target, procname=",=")
        check_shape(ev.host, [target.shape[0] + 1], ",=")
        target.grow((target.shape[0] + 1,))
        target.data[-1] = typed_entries(np.array([x], dtype=object), target.datatype)[0]
        return target
    if isinstance(target, v.MList):
        return v.MList(target.items + v.flatten((x,)))
    return v.make_seq((target, x))
