"""Matrix, Vector and Array constructors."""
from __future__ import annotations

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape
from ..values import core as v
from ..values.rtable import DATATYPES, Rtable, entries_array, to_maple_scalar, typed_entries
from .registry import builtin, split_options


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


def _arguments(ev, name: str, positional, dimensions: int):
    """A constructor's up to `dimensions` sizes (nonnegative integers, or integer ranges from
    1 for an Array) and its one initializer, a list or an rtable; sizes beyond the
    session's limit are refused before anything is allocated."""
    sizes, init = [], None
    for a in positional:
        if isinstance(a, v.Range) and name == "Array" and a.low == 1 and isinstance(a.high, int):
            a = a.high
        if isinstance(a, int) and 0 <= a and len(sizes) < dimensions and init is None:
            sizes.append(a)
        elif isinstance(a, (v.MList, Rtable)) and init is None:
            init = a
        else:
            sizes_word = "ranges 1 .. n" if name == "Array" else "sizes"
            raise MapleError(f"invalid input: {name} expects {sizes_word} and a list or rtable of "
                             f"entries, but received {lprint(a)}")
    check_shape(ev.host, sizes, name)
    return sizes, init


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


@builtin("Matrix")
def matrix(ev, args):
    """Matrix(rows) or Matrix(m, n, entries, datatype=...): a two-dimensional rtable.

    Calling sequences: Matrix([[1, 2], [3, 4]]); Matrix(2, 3); Matrix(2, 2, fill=0);
    Matrix(2, 2, [1, 2, 3, 4]) (filled row by row); Matrix([[1., 2.]], datatype=float[8]).
    """
    positional, options = split_options(args, "Matrix", {"datatype": None, "fill": 0, "shape": None})
    datatype = _datatype(options["datatype"])
    sizes, init = _arguments(ev, "Matrix", positional, 2)
    rows = [] if init is None else _rows_of(init)
    if rows and not any(isinstance(r, list) for r in rows):
        # a flat list is one row, or fills the given shape row by row
        n = sizes[1] if len(sizes) == 2 else len(rows)
        rows = [rows[k:k + n] for k in range(0, len(rows), n)] if n else []
    rows = [r if isinstance(r, list) else [r] for r in rows]
    m = sizes[0] if sizes else len(rows)
    n = sizes[1] if len(sizes) == 2 else max((len(r) for r in rows), default=m if init is None else 0)
    grid = _rectangular(rows, m, n, options["fill"])
    data = entries_array(grid, datatype) if m and n else np.empty((m, n), dtype=object)
    return Rtable(data, "Matrix", datatype)


def _vector_variant(indices):
    if len(indices) == 1 and indices[0] in (v.Name("row"), v.Name("column")):
        return vector_of_kind(indices[0].name)
    return None


@builtin("Vector", indexed=_vector_variant)
def vector(ev, args):
    """Vector(entries) or Vector(n, entries): a column Vector; Vector[row](...) for a row.

    Calling sequences: Vector([1, 2, 3]); Vector(3); Vector(3, fill=1.0); Vector[row]([1, 2]).
    """
    return make_vector(ev, args, "Vector[column]")


def vector_of_kind(orientation: str) -> v.Builtin:
    """`Vector[row]` and `Vector[column]` as builtins of their own."""
    kind = f"Vector[{orientation}]"
    return v.Builtin(kind, lambda ev, args: make_vector(ev, args, kind), vector.__doc__ or "")


def make_vector(ev, args, kind: str) -> Rtable:
    positional, options = split_options(args, "Vector", {"datatype": None, "fill": 0})
    datatype = _datatype(options["datatype"])
    sizes, init = _arguments(ev, "Vector", positional, 1)
    items = [] if init is None else list(init.items) if isinstance(init, v.MList) else \
        [to_maple_scalar(x) for x in init.data.flat]
    n = sizes[0] if sizes else len(items)
    items = (items + [options["fill"]] * n)[:n]
    return Rtable(entries_array(items, datatype), kind, datatype)


@builtin("Array")
def array(ev, args):
    """Array(entries) or Array(1..n, ...): a general rtable indexed from 1.

    Calling sequences: Array([1, 2, 3]); Array([[1, 2], [3, 4]]); Array(1..3, fill=0);
    Array(1..2, 1..3, [[1, 2, 3], [4, 5, 6]]).
    """
    positional, options = split_options(args, "Array", {"datatype": None, "fill": 0})
    datatype = _datatype(options["datatype"])
    sizes, init = _arguments(ev, "Array", positional, 3)
    if init is None:
        data = typed_entries(np.full(sizes or [0], options["fill"], dtype=object), datatype)
        return Rtable(data, "Array", datatype)
    if isinstance(init, Rtable):
        data = typed_entries(init.data.astype(object), datatype)
    else:
        rows = _rows_of(init)
        if any(isinstance(r, list) for r in rows):      # short rows padded, as Matrix pads them
            width = max(len(r) if isinstance(r, list) else 1 for r in rows)
            rows = _rectangular(rows, len(rows), width, options["fill"])
        data = entries_array(rows, datatype)
    if sizes and list(data.shape) != sizes:
        raise MapleError("dimensions do not match the entries", procname="Array")
    return Rtable(data, "Array", datatype)
