"""Matrix, Vector and Array constructors, and the `<...>` angle-bracket forms."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import DATATYPES, Rtable
from .registry import builtin, split_options


def _entries_array(rows, datatype: str | None) -> np.ndarray:
    """A numpy array for Maple entries: a float datatype makes hardware floats."""
    def convert(x):
        if datatype and datatype.startswith(("float", "complex")) and num.is_number(x):
            return float(x)
        return x

    data = np.empty((len(rows), len(rows[0])) if rows and isinstance(rows[0], list) else (len(rows),),
                    dtype=object)
    for index in np.ndindex(data.shape):
        item = rows
        for i in index:
            item = item[i]
        data[index] = convert(item)
    if datatype and datatype in DATATYPES and datatype != "anything":
        try:
            return data.astype(DATATYPES[datatype])
        except (TypeError, ValueError):
            raise MapleError(f"unable to store entries when datatype={datatype}") from None
    return data


def _datatype_name(value) -> str | None:
    if value is None:
        return None
    from ..display.lineprint import lprint
    return lprint(value)


def _rows_of(value) -> list:
    if isinstance(value, v.MList):
        return [list(r.items) if isinstance(r, v.MList) else r for r in value.items]
    if isinstance(value, Rtable):
        from ..values.rtable import to_maple_scalar
        return [[to_maple_scalar(x) for x in row] if value.data.ndim == 2 else to_maple_scalar(row)
                for row in value.data]
    raise MapleError("invalid input: expected a list of lists")


@builtin("Matrix")
def matrix(ev, args):
    """Matrix(rows) or Matrix(m, n, entries, datatype=...): a two-dimensional rtable.

    Calling sequences: Matrix([[1, 2], [3, 4]]); Matrix(2, 3); Matrix(2, 2, fill=0);
    Matrix([[1., 2.]], datatype=float[8]).
    """
    positional, options = split_options(args, "Matrix", {"datatype": None, "fill": 0, "shape": None})
    datatype = _datatype_name(options["datatype"])
    dims = [a for a in positional if isinstance(a, int)]
    init = [a for a in positional if not isinstance(a, int)]
    if init:
        rows = _rows_of(init[0])
        rows = [r if isinstance(r, list) else [r] for r in rows]
        width = max((len(r) for r in rows), default=0)
        m = dims[0] if dims else len(rows)
        n = dims[1] if len(dims) > 1 else width
        grid = [[rows[i][j] if i < len(rows) and j < len(rows[i]) else options["fill"]
                 for j in range(n)] for i in range(m)]
    else:
        m = dims[0] if dims else 0
        n = dims[1] if len(dims) > 1 else m
        grid = [[options["fill"]] * n for _ in range(m)]
    data = _entries_array(grid, datatype) if m and n else np.empty((m, n), dtype=object)
    return Rtable(data, "Matrix", datatype)


@builtin("Vector")
def vector(ev, args):
    """Vector(entries) or Vector(n, entries): a column Vector; Vector[row](...) for a row.

    Calling sequences: Vector([1, 2, 3]); Vector(3); Vector(3, fill=1.0); Vector[row]([1, 2]).
    """
    return make_vector(args, "Vector[column]")


def vector_of_kind(orientation: str) -> v.Builtin:
    """`Vector[row]` and `Vector[column]` as builtins of their own."""
    kind = f"Vector[{orientation}]"
    return v.Builtin(kind, lambda ev, args: make_vector(args, kind), vector.__doc__ or "")


def make_vector(args, kind: str) -> Rtable:
    positional, options = split_options(args, "Vector", {"datatype": None, "fill": 0})
    datatype = _datatype_name(options["datatype"])
    dims = [a for a in positional if isinstance(a, int)]
    init = [a for a in positional if not isinstance(a, int)]
    items = list(init[0].items) if init and isinstance(init[0], v.MList) else \
        [x for x in init[0].data.flat] if init and isinstance(init[0], Rtable) else []
    n = dims[0] if dims else len(items)
    items = (items + [options["fill"]] * n)[:n]
    return Rtable(_entries_array(items, datatype), kind, datatype)


@builtin("Array")
def array(ev, args):
    """Array(entries) or Array(1..n, ...): a general rtable indexed from 1.

    Calling sequences: Array([1, 2, 3]); Array([[1, 2], [3, 4]]); Array(1..3, fill=0).
    """
    positional, options = split_options(args, "Array", {"datatype": None, "fill": 0})
    datatype = _datatype_name(options["datatype"])
    ranges = [a for a in positional if isinstance(a, v.Range)]
    init = [a for a in positional if not isinstance(a, v.Range)]
    if init:
        rows = _rows_of(init[0])
        return Rtable(_entries_array(rows, datatype), "Array", datatype)
    shape = [r.high - r.low + 1 for r in ranges]
    data = np.full(shape, options["fill"], dtype=object)
    if datatype in DATATYPES and datatype != "anything":
        data = data.astype(DATATYPES[datatype])
    return Rtable(data, "Array", datatype)


def angle_constructor(columns: list[list]) -> Rtable:
    """`<a, b>` is a column Vector, `<a | b>` a row Vector; Vectors inside make a Matrix."""
    if any(isinstance(x, Rtable) for col in columns for x in col):
        blocks = [np.concatenate([_as_column_block(x) for x in col], axis=0) for col in columns]
        try:
            data = np.concatenate(blocks, axis=1)
        except ValueError:
            raise MapleError("(in rtable/Constructor) dimensions do not match") from None
        return Rtable(data, "Matrix")
    if len(columns) == 1:
        return Rtable(_entries_array(columns[0], None), "Vector[column]")
    if all(len(c) == 1 for c in columns):
        return Rtable(_entries_array([c[0] for c in columns], None), "Vector[row]")
    if len({len(c) for c in columns}) != 1:
        raise MapleError("(in rtable/Constructor) dimensions do not match")
    rows = [[col[i] for col in columns] for i in range(len(columns[0]))]
    return Rtable(_entries_array(rows, None), "Matrix")


def _as_column_block(x) -> np.ndarray:
    if isinstance(x, Rtable):
        if x.kind == "Vector[column]" or (x.data.ndim == 1 and x.kind != "Vector[row]"):
            return x.data.astype(object).reshape(-1, 1)
        if x.kind == "Vector[row]":
            return x.data.astype(object).reshape(1, -1)
        return x.data.astype(object)
    return np.array([[x]], dtype=object)

