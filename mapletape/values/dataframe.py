"""Maple's DataSeries and DataFrame: labelled data containers, indexed by position or label.

Source: Maple help pages "DataFrame" (overview and indexing),
https://maplesoft.com/support/help/view.aspx?path=DataFrame, "DataFrame/Constructor",
"DataSeries", "DataFrame/numelems" and "DataSeries/numelems". A DataSeries is a column of
values with a label for each; a DataFrame is a list of such columns sharing the row labels,
each column with its own label. An integer index is a position (negative from the end),
any other index a label; a range or a list of indices selects several."""
from __future__ import annotations

from ..errors import MapleError
from . import core as v


def _positions(index, labels: tuple, what: str) -> list[int] | int:
    """The 0-based position (one index) or positions (a range or list) that `index` selects
    among `labels`: an integer is a position, anything else a label."""
    if isinstance(index, v.MList):
        return [_one(i, labels, what) for i in index.items]
    if isinstance(index, v.Range):
        low = 0 if index.low == v.NULL else _one(index.low, labels, what)
        high = len(labels) - 1 if index.high == v.NULL else _one(index.high, labels, what)
        return list(range(low, high + 1))
    return _one(index, labels, what)


def _one(index, labels: tuple, what: str) -> int:
    if isinstance(index, int):
        n = len(labels)
        if 1 <= index <= n:
            return index - 1
        if -n <= index <= -1:
            return n + index
        raise MapleError(f"invalid index into {what}: {index}")
    key = v.identity(index)
    for k, label in enumerate(labels):
        if v.identity(label) == key:
            return k
    raise MapleError(f"invalid index into {what}: %1", index)


def check_labels(labels: tuple, count: int, what: str) -> tuple:
    """Labels for `count` rows or columns: as many as there are, and no two alike."""
    if len(labels) != count:
        raise MapleError(f"invalid input: {len(labels)} {what} labels given for {count} {what}s")
    if len({v.identity(x) for x in labels}) != len(labels):
        raise MapleError(f"invalid input: the {what} labels must be unique")
    return labels


def default_labels(count: int) -> tuple:
    return tuple(range(1, count + 1))


def _entrywise(op: str):
    from . import arith
    return {"+": arith.add, "*": arith.mul, "/": arith.div, "^": arith.power}.get(op)


def _scalar(x) -> bool:
    """What combines with each entry of a DataSeries: anything but a container."""
    from .rtable import Rtable
    return not isinstance(x, (DataSeries, DataFrame, Rtable, v.MList, v.MSet, v.ExprSeq, str))


class DataSeries(v.MapleValue):
    """`values[k]` labelled `labels[k]`; `datatype` is the type its entries have."""

    def __init__(self, values: tuple, labels: tuple, datatype=v.Name("anything")):
        self.values = tuple(values)
        self.labels = check_labels(tuple(labels), len(self.values), "row")
        self.datatype = datatype

    def maple_type(self) -> list[str]:
        return ["DataSeries"]

    def maple_index(self, indices):
        if len(indices) != 1:
            raise MapleError("invalid index into DataSeries: expected a single index")
        where = _positions(indices[0], self.labels, "DataSeries")
        if isinstance(where, int):
            return self.values[where]
        return DataSeries(tuple(self.values[k] for k in where), tuple(self.labels[k] for k in where),
                          self.datatype)

    def rebuild(self, values) -> "DataSeries":
        return DataSeries(tuple(values), self.labels)

    def maple_binary(self, op: str, other, reflected: bool):
        """Entry by entry, with a scalar or a DataSeries as long (by position): ds + 1,
        2*ds, ds1 - ds2; the labels stay."""
        fn = _entrywise(op)
        if fn is None:
            return NotImplemented
        if isinstance(other, DataSeries):
            if len(other.values) != len(self.values):
                raise MapleError("invalid input: the DataSeries must have the same length")
            pairs = zip(other.values, self.values) if reflected else zip(self.values, other.values)
        elif _scalar(other):
            pairs = ((other, x) if reflected else (x, other) for x in self.values)
        else:
            return NotImplemented
        return self.rebuild(fn(a, b) for a, b in pairs)

    def maple_unary(self, op: str):
        if op != "-":
            return NotImplemented
        from . import arith
        return self.rebuild(arith.neg(x) for x in self.values)

    def maple_map(self, call) -> "DataSeries":
        return self.rebuild(call(x) for x in self.values)

    def maple_store(self, indices, value) -> None:
        """DS[i] := x changes the DataSeries (DataSeries are mutable, as DataFrames are)."""
        where = _positions(indices[0], self.labels, "DataSeries") if len(indices) == 1 else None
        if not isinstance(where, int):
            raise MapleError("invalid index into DataSeries: expected a single position or label")
        values = list(self.values)
        values[where] = value
        self.values = tuple(values)

    def numelems(self) -> int:
        return len(self.values)

    def bounds(self) -> tuple[tuple[int, int], ...]:
        return ((1, len(self.values)),)

    def display_grid(self):
        """Each label beside its value (Maple's typeset DataSeries); nothing when empty."""
        return [[label, value] for label, value in zip(self.labels, self.values)]

    def maple_convert(self, target: str):
        if target == "list":
            return v.MList(self.values)
        if target == "set":
            return v.MSet.of(self.values)
        if target in ("Vector", "Array"):
            from .rtable import Rtable, entries_array
            return Rtable(entries_array(list(self.values), None),
                          "Vector[column]" if target == "Vector" else "Array")
        return NotImplemented


class DataFrame(v.MapleValue):
    """`columns[j][i]` is the entry in row i and column j; rows labelled `row_labels`,
    columns `column_labels`, column j's entries of type `datatypes[j]`."""

    def __init__(self, columns: tuple, row_labels: tuple, column_labels: tuple, datatypes: tuple):
        self.columns = tuple(tuple(c) for c in columns)
        count = len(self.columns[0]) if self.columns else len(row_labels)
        if any(len(c) != count for c in self.columns):
            raise MapleError("invalid input: the columns of a DataFrame must have the same length")
        self.row_labels = check_labels(tuple(row_labels), count, "row")
        self.column_labels = check_labels(tuple(column_labels), len(self.columns), "column")
        self.datatypes = tuple(datatypes)

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.row_labels), len(self.columns)

    def maple_type(self) -> list[str]:
        return ["DataFrame"]

    def column(self, j: int) -> DataSeries:
        return DataSeries(self.columns[j], self.row_labels, self.datatypes[j])

    def row(self, i: int) -> DataSeries:
        return DataSeries(tuple(c[i] for c in self.columns), self.column_labels)

    def select(self, rows: list[int], columns: list[int]) -> "DataFrame":
        return DataFrame(tuple(tuple(self.columns[j][i] for i in rows) for j in columns),
                         tuple(self.row_labels[i] for i in rows),
                         tuple(self.column_labels[j] for j in columns),
                         tuple(self.datatypes[j] for j in columns))

    def maple_index(self, indices):
        """DF[c]: a column (a DataSeries) or, for a range or list, a DataFrame of those
        columns; DF[r, c]: an entry, a row or column DataSeries, or a sub-DataFrame."""
        if len(indices) == 1:
            where = _positions(indices[0], self.column_labels, "DataFrame")
            if isinstance(where, int):
                return self.column(where)
            return self.select(list(range(self.shape[0])), where)
        if len(indices) != 2:
            raise MapleError("invalid index into DataFrame: expected one or two indices")
        rows = _positions(indices[0], self.row_labels, "DataFrame")
        columns = _positions(indices[1], self.column_labels, "DataFrame")
        if isinstance(rows, int) and isinstance(columns, int):
            return self.columns[columns][rows]
        if isinstance(rows, int):
            return self.select([rows], columns).row(0)
        if isinstance(columns, int):
            return self.select(rows, [columns]).column(0)
        return self.select(rows, columns)

    def maple_map(self, call) -> "DataFrame":
        return DataFrame(tuple(tuple(call(x) for x in c) for c in self.columns), self.row_labels,
                         self.column_labels, self.datatypes)

    def maple_store(self, indices, value) -> None:
        """DF[r, c] := x changes the entry ("DataFrames are mutable", help page DataFrame);
        DF[c] := [...] or a DataSeries replaces a column."""
        if len(indices) == 2:
            i = _positions(indices[0], self.row_labels, "DataFrame")
            j = _positions(indices[1], self.column_labels, "DataFrame")
            if not (isinstance(i, int) and isinstance(j, int)):
                raise MapleError("invalid index into DataFrame: expected a row and a column")
            column = list(self.columns[j])
            column[i] = value
        elif len(indices) == 1:
            j = _positions(indices[0], self.column_labels, "DataFrame")
            column = list(value.values if isinstance(value, DataSeries)
                          else value.items if isinstance(value, v.MList) else ())
            if not isinstance(j, int) or len(column) != self.shape[0]:
                raise MapleError("invalid input: a column of a DataFrame is replaced by a list or "
                                 f"DataSeries of {self.shape[0]} entries")
        else:
            raise MapleError("invalid index into DataFrame: expected one or two indices")
        self.columns = self.columns[:j] + (tuple(column),) + self.columns[j + 1:]

    def numelems(self) -> int:
        rows, columns = self.shape
        return rows * columns

    def bounds(self) -> tuple[tuple[int, int], ...]:
        rows, columns = self.shape
        return (1, rows), (1, columns)

    def entry_rows(self) -> list[list]:
        return [[c[i] for c in self.columns] for i in range(self.shape[0])]

    def display_grid(self):
        """The column labels above the entries and the row labels before them, with an
        empty corner (None), as Maple's typeset DataFrame shows them."""
        return [[None, *self.column_labels]] + [[label, *row] for label, row
                                                 in zip(self.row_labels, self.entry_rows())]

    def maple_convert(self, target: str):
        if target in ("Matrix", "Array"):
            from .rtable import Rtable, entries_array
            import numpy as np
            rows, columns = self.shape
            data = entries_array(self.entry_rows(), None) if rows and columns \
                else np.empty((rows, columns), dtype=object)
            return Rtable(data, target)
        if target == "listlist":
            return v.MList(tuple(v.MList(tuple(r)) for r in self.entry_rows()))
        if target == "list":          # the columns, each a DataSeries (Maple's list of columns)
            return v.MList(tuple(self.column(j) for j in range(self.shape[1])))
        return NotImplemented


def data_container(value) -> str | None:
    """"DataFrame" or "DataSeries" for one of them (or a call of either left unevaluated),
    else None: for the commands that do not take them yet, to say so."""
    if isinstance(value, (DataFrame, DataSeries)):
        return type(value).__name__
    if isinstance(value, v.Function) and isinstance(value.head, v.Name) \
            and value.head.name in ("DataFrame", "DataSeries"):
        return value.head.name
    return None
