"""ImportMatrix and ExportMatrix for text tables (csv, tsv, delimited), through files.py.

Source: Maple help page "ImportMatrix" (ImportMatrix, ExportMatrix),
https://maplesoft.com/support/help/Maple/view.aspx?path=ImportMatrix: the options source,
delimiter, skiplines, datatype, fill, direct, transpose and target; the default delimiter
of delimited files is a tab; ExportMatrix returns the number of bytes written (Maple
Programming Guide, chapter 10, example 3: a 5 x 4 integer Matrix written as 67 bytes)."""
from __future__ import annotations

import csv
import re
from pathlib import Path

import numpy as np

from ..display.atoms import number_text
from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape, check_size
from ..values import core as v
from ..values import numbers as num
from ..values.numbers import parse_float
from ..values.rtable import DATATYPES, Rtable, entries_array, to_maple_scalar
from .fileio import file_name, read_text, write_table
from .registry import builtin, split_options

SOURCES = ("auto", "csv", "tsv", "delimited")
_INTEGER = re.compile(r"[-+]?\d+")
_FLOAT = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")


def source_of(name: str, source: str) -> str:
    """auto is the file's extension: .csv and .tsv files are those, any other delimited."""
    if source != "auto":
        return source
    suffix = Path(name).suffix.lower()
    return {".csv": "csv", ".tsv": "tsv"}.get(suffix, "delimited")


def parse_table(text: str, source: str, delimiter: str | None, skiplines: int,
                host, procname: str) -> list[list[str]]:
    """The cells of a text table, row by row, after `skiplines` lines; blank lines end
    nothing and are dropped. A delimited table without a delimiter is split at tabs
    (Maple's default); a space delimiter splits at each run of white space."""
    lines = [line for line in text.splitlines()[skiplines:] if line.strip()]
    if source == "csv" or (source == "tsv" and delimiter is None):
        separator = delimiter or ("," if source == "csv" else "\t")
        rows = list(csv.reader(lines, delimiter=separator))
    else:
        separator = delimiter or "\t"
        rows = [line.split() if separator == " " else line.split(separator) for line in lines]
    check_size(host, sum(len(r) for r in rows), procname)
    return rows


def cell_value(cell: str):
    """A table cell as a Maple value: an integer, a float, a string, or None when empty."""
    text = cell.strip()
    if not text:
        return None
    if _INTEGER.fullmatch(text):
        return int(text)
    if _FLOAT.fullmatch(text):
        return parse_float(text)
    return text


def datatype_name(value, procname: str) -> str | None:
    if value is None:
        return None
    name = lprint(value)
    name = {"float": "float[8]", "complex": "complex[8]", "integer": "integer[8]"}.get(name, name)
    if name not in DATATYPES:
        raise MapleError(f"invalid input: datatype must be one of {', '.join(DATATYPES)}, "
                         f"but received {name}", procname=procname)
    return name


def grid_matrix(grid: list[list], datatype: str | None, fill, host, procname: str) -> Rtable:
    """A Matrix of rows of values, short rows (and empty cells, None) filled with `fill`."""
    m, n = len(grid), max((len(r) for r in grid), default=0)
    check_shape(host, (m, n), procname)
    rows = [[fill if j >= len(r) or r[j] is None else r[j] for j in range(n)] for r in grid]
    data = entries_array(rows, datatype) if m and n else np.empty((m, n), dtype=object)
    return Rtable(data, "Matrix", datatype)


# Maple's other table formats (binary or spreadsheet files), which are not built here
OTHER_SOURCES = ("dif", "Excel", "MATLAB", "Matlab", "MatrixMarket", "ods", "sxc")


def _option_name(value, key: str, allowed: tuple, procname: str) -> str:
    name = value.name if isinstance(value, v.Name) else None
    if name in OTHER_SOURCES:
        raise MapleError(f"{key} = {name} is not available in mapletape; {key} is one of "
                         f"{', '.join(allowed)}", procname=procname)
    if name not in allowed:
        raise MapleError(f"invalid input: {key} must be one of {', '.join(allowed)}, but received "
                         f"{lprint(value)}", procname=procname)
    return name


def _delimiter(value, procname: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) != 1:
        raise MapleError("invalid input: delimiter must be a string of one character, but "
                         f"received {lprint(value)}", procname=procname)
    return value


def _skiplines(value, procname: str) -> int:
    if not isinstance(value, int) or value < 0:
        raise MapleError("invalid input: skiplines must be a nonnegative integer, but received "
                         f"{lprint(value)}", procname=procname)
    return value


def _format(value, procname: str) -> None:
    """Only rectangular storage is built here: the entries format is refused, not guessed."""
    if value not in (None, v.Name("rectangular")):
        raise MapleError(f"format = {lprint(value)} is not available in mapletape; only "
                         "format = rectangular is", procname=procname)


@builtin("ImportMatrix")
def import_matrix(ev, args):
    """ImportMatrix(f, options): the Matrix of the table in the text file f.

    Options: source = auto (from the extension: .csv, .tsv, else delimited, split at tabs
    or, with no tab in the file, at white space), csv, tsv or delimited; delimiter = "c"
    (delimited files: a tab by default, " " any white space);
    skiplines = n lines ignored first; datatype = float[8], integer[8], anything (the
    default) ...; fill = value for missing entries (0); transpose = true; direct = true
    (f is the data itself, not a file name); format = rectangular.
    Cells that are integers or floats become numbers, other cells strings.
    Files are read as `read` reads them; refused in restricted mode."""
    procname = "ImportMatrix"
    positional, options = split_options(args, procname, {
        "source": v.Name("auto"), "delimiter": None, "skiplines": 0, "datatype": None,
        "fill": 0, "transpose": v.FALSE, "direct": v.FALSE, "format": None, "skiprows": 0})
    if len(positional) != 1:
        raise MapleError(f"invalid input: ImportMatrix expects 1 file name, but received "
                         f"{len(positional)} arguments", procname=procname)
    _format(options["format"], procname)
    source = _option_name(options["source"], "source", SOURCES, procname)
    skip = _skiplines(options["skiplines"], procname) + _skiplines(options["skiprows"], procname)
    if options["direct"] == v.TRUE:
        if not isinstance(positional[0], str):
            raise MapleError("invalid input: with direct = true the data must be a string",
                             procname=procname)
        text, source = positional[0], "delimited" if source == "auto" else source
    else:
        name = file_name(positional[0], procname)
        text, source = read_text(ev, name, procname), source_of(name, source)
    delimiter = _delimiter(options["delimiter"], procname)
    if options["source"] == v.Name("auto") and source == "delimited" and delimiter is None \
            and "\t" not in text:
        delimiter = " "       # guessed: a plain table with no tab is split at white space
    rows = parse_table(text, source, delimiter, skip, ev.host, procname)
    grid = [[cell_value(c) for c in r] for r in rows]
    if options["transpose"] == v.TRUE:
        n = max((len(r) for r in grid), default=0)
        grid = [[r[i] if i < len(r) else None for r in grid] for i in range(n)]
    return grid_matrix(grid, datatype_name(options["datatype"], procname), options["fill"],
                       ev.host, procname)


def cell_text(value, csv_quoting: bool) -> str:
    """An entry as a table cell: numbers as Maple prints them, strings as they are
    (quoted in a csv file when they hold a comma, a quote or a line break)."""
    if isinstance(value, str):
        if csv_quoting and any(c in value for c in ',"\n\r'):
            return '"' + value.replace('"', '""') + '"'
        return value
    return number_text(value) if num.is_number(value) else lprint(value)


def table_text(rows: list[list], delimiter: str, csv_quoting: bool) -> str:
    return "".join(delimiter.join(cell_text(x, csv_quoting) for x in row) + "\n" for row in rows)


@builtin("ExportMatrix")
def export_matrix(ev, args):
    """ExportMatrix(f, M, options): write the Matrix (or Vector) M to the text file f, one
    row a line; returns the number of bytes written.

    Options: target = auto (csv for a .csv file, tsv for .tsv, else delimited), csv, tsv
    or delimited; delimiter = "c" (a tab by default, a comma for csv); transpose = true;
    format = rectangular. The file is replaced in one step; a symbolic link or a
    read-only file there is refused. Refused in restricted mode."""
    procname = "ExportMatrix"
    positional, options = split_options(args, procname, {
        "target": v.Name("auto"), "delimiter": None, "transpose": v.FALSE, "format": None})
    if len(positional) != 2 or not isinstance(positional[1], Rtable) or positional[1].data.ndim > 2:
        raise MapleError("invalid input: ExportMatrix expects a file name and a Matrix or Vector",
                         procname=procname)
    _format(options["format"], procname)
    name = file_name(positional[0], procname)
    target = source_of(name, _option_name(options["target"], "target", SOURCES, procname))
    rows = [[to_maple_scalar(x) for x in row] for row in positional[1].as_matrix()]
    if options["transpose"] == v.TRUE:
        rows = [list(c) for c in zip(*rows)]
    separator = _delimiter(options["delimiter"], procname) or {"csv": ","}.get(target, "\t")
    return write_table(ev, name, table_text(rows, separator, target == "csv"), procname)
