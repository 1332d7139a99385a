"""DataFrame and DataSeries: their constructors, ColumnLabels and RowLabels, and Import and
Export of CSV files as DataFrames (through files.py; refused in restricted mode).

Sources: Maple help pages "DataFrame/Constructor"
(https://maplesoft.com/support/help/view.aspx?path=DataFrame%2FConstructor), "DataSeries",
"DataFrame/ColumnLabels" (ColumnLabels, RowLabels), "DataSeries/Labels", "Import"
(https://maplesoft.com/support/help/view.aspx?path=Import), "Export" and "Formats/CSV"
(https://www.maplesoft.com/support/help/view.aspx?path=Formats%2FCSV: Import of a CSV file
gives a DataFrame, output = Matrix a Matrix)."""
from __future__ import annotations

import os
import tempfile

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from ..values.dataframe import DataFrame, DataSeries, default_labels
from ..values.rtable import Rtable, to_maple_scalar
from .fileio import file_name, read_text
from .matrixio import cell_value, grid_matrix, parse_table, table_text, write_table
from .registry import builtin, expect_count, split_options
from .types import SIMPLE_TYPES

ANYTHING = v.Name("anything")
# type(e, DataFrame) answers for any e, not only for a DataFrame
SIMPLE_TYPES["DataFrame"] = lambda x: isinstance(x, DataFrame)
SIMPLE_TYPES["DataSeries"] = lambda x: isinstance(x, DataSeries)


def _labels(value, procname: str, what: str) -> tuple | None:
    """The rows = or columns = option: a list, Vector or Array of labels."""
    if value is None:
        return None
    if isinstance(value, v.MList):
        return value.items
    if isinstance(value, Rtable) and value.data.ndim == 1:
        return tuple(to_maple_scalar(x) for x in value.data)
    raise MapleError(f"invalid input: {what} must be a list of labels, but received {lprint(value)}",
                     procname=procname)


def _column_values(value, procname: str) -> tuple:
    """A column given as a list, a one-dimensional rtable or a DataSeries."""
    if isinstance(value, v.MList):
        return value.items
    if isinstance(value, DataSeries):
        return value.values
    if isinstance(value, Rtable) and value.data.ndim == 1:
        return tuple(to_maple_scalar(x) for x in value.data)
    raise MapleError("invalid input: the columns of a DataFrame must be lists, Vectors or "
                     f"DataSeries, but received {lprint(value)}", procname=procname)


def make_frame(columns: list[tuple], rows, names, datatypes, procname: str) -> DataFrame:
    count = len(columns[0]) if columns else 0
    datatypes = datatypes.items if isinstance(datatypes, v.MList) else (ANYTHING,) * len(columns)
    if len(datatypes) != len(columns):
        raise MapleError(f"invalid input: {len(datatypes)} datatypes given for {len(columns)} "
                         "columns", procname=procname)
    return DataFrame(tuple(columns), rows if rows is not None else default_labels(count),
                     names if names is not None else default_labels(len(columns)), datatypes)


@builtin("DataFrame")
def dataframe(ev, args):
    """DataFrame(M, rows = [...], columns = [...]): a DataFrame of the rows and columns of
    the Matrix (or 2-D Array) M, labelled by the lists given (1, 2, ... by default).
    DataFrame([c1, c2, ...]) takes its columns from lists, Vectors or DataSeries;
    DataFrame(ds1, ds2, ...) and DataFrame(A = ds1, B = ds2, ...) from DataSeries (the
    rows labelled as the first one is); datatypes = [t1, ...] gives the columns' types.
    DF[c] is a column (a DataSeries) by position or label, DF[r, c] an entry, DF[r, ..]
    a row; ranges and lists of indices select sub-DataFrames."""
    procname = "DataFrame"
    # `label = ds` gives a column, not an option
    labelled = [a for a in args if isinstance(a, v.Relation) and a.op == "="
                and isinstance(a.rhs, DataSeries)]
    positional, options = split_options([a for a in args if not any(a is b for b in labelled)],
                                        procname, {"rows": None, "columns": None, "datatypes": None})
    positional += labelled
    rows = _labels(options["rows"], procname, "rows")
    names = _labels(options["columns"], procname, "columns")
    if len(positional) == 1 and isinstance(positional[0], Rtable) and positional[0].data.ndim == 2:
        data = positional[0]
        columns = [tuple(data.entry((i, j)) for i in range(data.shape[0])) for j in range(data.shape[1])]
        return make_frame(columns, rows, names, options["datatypes"], procname)
    if len(positional) == 1 and isinstance(positional[0], DataFrame):
        frame = positional[0]
        return make_frame(list(frame.columns), rows or frame.row_labels, names or frame.column_labels,
                          v.MList(frame.datatypes), procname)
    if len(positional) == 1 and isinstance(positional[0], v.MList):
        columns = [_column_values(c, procname) for c in positional[0].items]
        first = next((c for c in positional[0].items if isinstance(c, DataSeries)), None)
        return make_frame(columns, rows or (first.labels if first else None), names,
                          options["datatypes"], procname)
    if positional and all(isinstance(a, DataSeries) or (isinstance(a, v.Relation) and a.op == "="
                                                        and isinstance(a.rhs, DataSeries))
                          for a in positional):
        series = [a.rhs if isinstance(a, v.Relation) else a for a in positional]
        labelled = [a.lhs for a in positional if isinstance(a, v.Relation)]
        if labelled and len(labelled) != len(positional):
            raise MapleError("invalid input: either every DataSeries is labelled or none",
                             procname=procname)
        return make_frame([s.values for s in series], rows or series[0].labels,
                          names or (tuple(labelled) if labelled else None),
                          v.MList(tuple(s.datatype for s in series)), procname)
    raise MapleError("invalid input: DataFrame expects a Matrix, a list of columns or "
                     "DataSeries", procname=procname)


@builtin("DataSeries")
def dataseries(ev, args):
    """DataSeries(L, labels = [...], datatype = t): a DataSeries of the values of the list,
    Vector or Array L, labelled 1, 2, ... unless labels are given. DS[i] is the i-th value
    (negative from the end), DS[label] the value with that label."""
    procname = "DataSeries"
    positional, options = split_options(args, procname, {"labels": None, "datatype": ANYTHING})
    expect_count(positional, procname, 0, 1)
    values = _column_values(positional[0], procname) if positional else ()
    labels = _labels(options["labels"], procname, "labels")
    return DataSeries(values, labels if labels is not None else default_labels(len(values)),
                      options["datatype"])


def _labels_of(args, name: str, which: str):
    expect_count(args, name, 1, 2)
    frame = args[0]
    if not isinstance(frame, DataFrame):
        raise MapleError(f"invalid input: {name} expects its 1st argument, DF, to be of type "
                         f"DataFrame, but received {lprint(frame)}")
    labels = frame.row_labels if which == "rows" else frame.column_labels
    if len(args) == 1:
        return v.MList(labels)
    i = args[1]
    n = len(labels)
    if isinstance(i, int) and (1 <= i <= n or -n <= i <= -1):
        return labels[i - 1 if i > 0 else n + i]
    raise MapleError(f"invalid input: {name} expects its 2nd argument, i, to be a nonzero "
                     f"integer of at most {n} in size, but received {lprint(i)}")


@builtin("ColumnLabels")
def column_labels(ev, args):
    """ColumnLabels(DF): the list of DF's column labels; ColumnLabels(DF, i) the i-th."""
    return _labels_of(args, "ColumnLabels", "columns")


@builtin("RowLabels")
def row_labels(ev, args):
    """RowLabels(DF): the list of DF's row labels; RowLabels(DF, i) the i-th."""
    return _labels_of(args, "RowLabels", "rows")


@builtin("Labels")
def labels(ev, args):
    """Labels(DS): the list of the DataSeries DS's labels (help page DataSeries/Labels)."""
    expect_count(args, "Labels", 1)
    if not isinstance(args[0], DataSeries):
        raise MapleError("invalid input: Labels expects its 1st argument, DS, to be of type "
                         f"DataSeries, but received {lprint(args[0])}")
    return v.MList(args[0].labels)


# ------------------------------------------------------------------ Import and Export (CSV)
def _csv_format(value, name: str, procname: str) -> None:
    """Only CSV is built here: a format or extension that is not CSV is an error."""
    form = value if isinstance(value, str) else None
    if value is None and name.lower().endswith(".csv"):
        return
    if form is None or form.upper() != "CSV":
        shown = lprint(value) if value is not None else f"the format of `{name}`"
        raise MapleError(f"{shown} is not available in mapletape: Import and Export read and "
                         'write CSV files only (format = "CSV")', procname=procname)


def _is_header(row: list) -> bool:
    return bool(row) and all(isinstance(cell_value(c), str) for c in row if c.strip())


# Import's base directories (help page Import: "base : one of bindir, currentdir, datadir,
# homedir, mapledir, tempdir, toolboxdir, or worksheetdir", each kernelopts' or
# interface's): those a machine without Maple has
BASES = {"currentdir": os.getcwd, "homedir": lambda: os.path.expanduser("~"),
         "tempdir": tempfile.gettempdir}
MAPLE_BASES = ("bindir", "datadir", "mapledir", "toolboxdir", "worksheetdir")


def _based(name: str, base, procname: str) -> str:
    """A file name under the directory that base = d names (help page Import: "Any local
    file specified with parameter origin will be interpreted as a relative path under this
    directory"); Maple's own directories are not on a machine without Maple."""
    if base is None:
        return name
    word = v.symbol_text(base)
    if word in MAPLE_BASES:
        raise MapleError(f"base = {word} is not available in mapletape: there is no Maple "
                         f"installation; base is one of {', '.join(BASES)}", procname=procname)
    if word not in BASES:
        raise MapleError(f"invalid input: base must be one of {', '.join((*MAPLE_BASES, *BASES))}, "
                         f"but received {lprint(base)}", procname=procname)
    return os.path.join(BASES[word](), name)


@builtin("Import")
def import_(ev, args):
    """Import(f) or Import(f, format = "CSV", output = DataFrame or Matrix): the CSV file f
    as a DataFrame, or with output = Matrix as a Matrix. A first row of words gives the
    column labels (names, or strings with labeltype = string); when its first cell is empty,
    the first column gives the row labels. Also skiplines = n, datatype = t (Matrix) and
    base = currentdir, homedir or tempdir, the directory f is under. Refused in restricted
    mode."""
    procname = "Import"
    positional, options = split_options(args, procname, {
        "format": None, "output": v.Name("DataFrame"), "labeltype": v.Name("symbol"),
        "skiplines": 0, "datatype": None, "base": None})
    expect_count(positional, procname, 1)
    ev.require_access(procname)         # before a base directory is looked up
    name = _based(file_name(positional[0], procname), options["base"], procname)
    _csv_format(options["format"], name, procname)
    output = options["output"]
    output = v.Name(output.name) if isinstance(output, v.Builtin) else output   # Matrix evaluated
    if output not in (v.Name("DataFrame"), v.Name("Matrix")):
        raise MapleError(f"output = {lprint(output)} is not available in mapletape: output is "
                         "DataFrame or Matrix", procname=procname)
    skip = options["skiplines"]
    if not isinstance(skip, int) or skip < 0:
        raise MapleError(f"invalid input: skiplines must be a nonnegative integer, but received "
                         f"{lprint(skip)}", procname=procname)
    rows = parse_table(read_text(ev, name, procname), "csv", None, skip, ev.host, procname)
    if output == v.Name("Matrix"):
        from .matrixio import datatype_name
        return grid_matrix([[cell_value(c) for c in r] for r in rows],
                           datatype_name(options["datatype"], procname), 0, ev.host, procname)
    as_label = (lambda s: s) if options["labeltype"] == v.Name("string") else v.Name
    header = rows[0] if len(rows) > 1 and _is_header(rows[0]) else None
    body = rows[1:] if header is not None else rows
    row_names = None
    if header is not None and not header[0].strip():
        row_names = tuple(_label(r[0], as_label) for r in body)
        header, body = header[1:], [r[1:] for r in body]
    width = max([len(r) for r in body] + [len(header) if header else 0])
    grid = [[cell_value(r[j]) if j < len(r) else None for j in range(width)] for r in body]
    columns = [tuple(0 if row[j] is None else row[j] for row in grid) for j in range(width)]
    names = None if header is None else tuple(_label(c, as_label) for c in header)
    return make_frame(columns, row_names, names, None, procname)


def _label(cell: str, as_label):
    value = cell_value(cell)
    return as_label(value) if isinstance(value, str) else value


@builtin("Export")
def export(ev, args):
    """Export(f, data) or Export(f, data, format = "CSV"): write the DataFrame or Matrix data
    to the CSV file f; returns the number of bytes written. A DataFrame's first line holds
    its column labels after an empty cell, each row starts with its row label. The file is
    replaced in one step (no symbolic link followed). Refused in restricted mode."""
    procname = "Export"
    positional, options = split_options(args, procname, {"format": None})
    expect_count(positional, procname, 2)
    name = file_name(positional[0], procname)
    _csv_format(options["format"], name, procname)
    data = positional[1]
    if isinstance(data, DataFrame):
        rows = [["", *data.column_labels]] + [[label, *row] for label, row
                                               in zip(data.row_labels, data.entry_rows())]
        rows = [[lprint(x) if isinstance(x, v.Name) else x for x in row] for row in rows]
    elif isinstance(data, Rtable) and data.data.ndim <= 2:
        rows = [[to_maple_scalar(x) for x in row] for row in data.as_matrix()]
    else:
        raise MapleError("invalid input: Export writes a DataFrame or a Matrix to a CSV file, "
                         f"but received {lprint(data)}", procname=procname)
    return write_table(ev, name, table_text(rows, ",", True), procname)
