"""Maple's file commands: fopen, fclose, fprintf, fscanf, readline, writeline, fflush, feof,
readdata and writedata, every one through mapletape/files.py and refused in restricted mode.

Sources: Maple help pages "fopen" (https://maplesoft.com/support/help/Maple/view.aspx?path=fopen),
"fclose", "fprintf", "fscanf", "readline", "writeline", "feof", "fflush", "readdata"
(https://www.maplesoft.com/support/help/Maple/view.aspx?path=readdata) and "writedata"
(https://www.maplesoft.com/support/help/Maple/view.aspx?path=writedata)."""
from __future__ import annotations

import os
import weakref
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterator

from ..display.atoms import visible
from ..display.lineprint import lprint
from ..errors import MapleError
from ..files import (MAX_TEXT_BYTES, UnreadableFile, UnsafePath, open_for_writing, read_maple_text,
                     replace_file)
from ..limits import check_size
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable
from .printing import format_text
from .registry import builtin, expect_count
from .strings import scan

# Maple's limit on the files open at once ("fopen generates an error" past it)
MAX_OPEN_FILES = 64
MODES = ("READ", "WRITE", "APPEND")
TERMINAL = ("terminal", "default")       # the session's own output, as Maple's DIRECT files


@dataclass
class OpenFile:
    """A file a worksheet opened: a READ file's whole text and the position reached, or a
    WRITE or APPEND file's stream and the bytes written to it so far."""
    descriptor: int
    name: str
    mode: str
    text: str = ""
    at: int = 0
    writer: BinaryIO | None = None
    written: int = 0
    implicit: bool = False       # opened by readline or fprintf, not fopen: closed at the end

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


class FileTable:
    """The files one session has open, by descriptor (the smallest free, from 0)."""

    def __init__(self) -> None:
        self.files: dict[int, OpenFile] = {}

    def named(self, name: str) -> OpenFile | None:
        return next((f for f in self.files.values() if f.name == name), None)

    def free_descriptor(self, procname: str) -> int:
        if len(self.files) >= MAX_OPEN_FILES:
            raise MapleError("too many files already open", procname=procname)
        return next(n for n in range(MAX_OPEN_FILES) if n not in self.files)


# Each Session's files (weakly held: a Session no longer used closes its files as it goes).
_TABLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def files_of(ev) -> FileTable:
    table = _TABLES.get(ev.host)
    if table is None:
        table = _TABLES[ev.host] = FileTable()
    return table


@contextmanager
def file_errors(procname: str, name: str, verb: str) -> Iterator[None]:
    """What the operating system refuses, as Maple errors that say why: a missing, binary,
    huge or unreadable file (files.UnreadableFile), a symlink or a read-only file refused
    for writing (files.UnsafePath), any other failure's reason."""
    try:
        yield
    except (UnreadableFile, UnsafePath) as exc:
        raise MapleError(str(exc), procname=procname) from None
    except OSError as exc:
        raise MapleError(f"unable to {verb} `{name}`: {exc.strerror or exc}", procname=procname) from None


def file_name(value, procname: str, position: str = "1st") -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, v.Name):
        return value.name
    raise MapleError(f"invalid input: {procname} expects its {position} argument to be a file "
                     f"name or descriptor, but received {lprint(value)}")


def read_text(ev, name: str, procname: str) -> str:
    """The whole text of a data file (UTF-8, at most files.MAX_TEXT_BYTES, as `read` reads)."""
    ev.require_access(procname)
    with file_errors(procname, name, "read"):
        return read_maple_text(name)


def open_file(ev, name: str, mode: str, procname: str, implicit: bool = False) -> OpenFile:
    ev.require_access(procname)
    table = files_of(ev)
    if table.named(name) is not None:
        raise MapleError("file already open", procname=procname)
    descriptor = table.free_descriptor(procname)
    entry = OpenFile(descriptor, name, mode, implicit=implicit)
    if mode == "READ":
        entry.text = read_text(ev, name, procname)
    else:
        with file_errors(procname, name, "write"):
            entry.writer = open_for_writing(name, append=mode == "APPEND")
            entry.written = os.fstat(entry.writer.fileno()).st_size     # what APPEND adds to
    table.files[descriptor] = entry
    return entry


def close_file(ev, entry: OpenFile, procname: str) -> None:
    files_of(ev).files.pop(entry.descriptor, None)
    with file_errors(procname, entry.name, "write"):
        entry.close()


def find_file(ev, value, procname: str, mode: str | None) -> OpenFile | None:
    """The open file `value` names (a descriptor, or a file name), None for the terminal.
    A name not open is opened in `mode` (readline opens for reading, fprintf for writing);
    with no `mode` it must be open already."""
    if isinstance(value, v.Name) and value.name in TERMINAL:
        return None                    # the session's output: no file, even in restricted mode
    ev.require_access(procname)
    table = files_of(ev)
    if isinstance(value, int):
        entry = table.files.get(value)
        if entry is None:
            raise MapleError("file descriptor not in use", procname=procname)
    else:
        name = file_name(value, procname)
        entry = table.named(name)
        if entry is None:
            if mode is None:
                raise MapleError("file descriptor not in use", procname=procname)
            entry = open_file(ev, name, mode, procname, implicit=True)
    if mode is not None and (mode == "READ") != (entry.mode == "READ"):
        # Maple reopens the file in the other mode at the same offset; not built here
        opened = "reading" if entry.mode == "READ" else "writing"
        raise MapleError(f"file `{entry.name}` is open for {opened}; switching a file's mode is "
                         "not available in mapletape: fclose it first", procname=procname)
    return entry


def write_text(ev, entry: OpenFile | None, text: str, procname: str) -> int:
    """Write text to an open file (or the terminal); the number of characters written, as
    Maple counts (help page writeline: it may differ from the bytes on disk). A file holds
    at most files.MAX_TEXT_BYTES, so that a loop cannot fill the disk."""
    data = text.encode("utf-8")
    if entry is None:
        ev.host.write(visible(text))
        return len(text)
    if entry.written + len(data) > MAX_TEXT_BYTES:
        raise MapleError(f"unable to write `{entry.name}`: larger than {MAX_TEXT_BYTES} bytes, "
                         "the most mapletape writes to one file", procname=procname)
    with file_errors(procname, entry.name, "write"):
        entry.writer.write(data)
    entry.written += len(data)
    return len(text)


def write_table(ev, name: str, text: str, procname: str) -> int:
    """Give the file `name` the text in one step (files.replace_file: no symlink followed,
    no read-only file replaced); the number of bytes written."""
    ev.require_access(procname)
    data = text.encode("utf-8")
    check_size(ev.host, len(data), procname)
    with file_errors(procname, name, "write"):
        replace_file(Path(name), data)
    return len(data)



# ------------------------------------------------------------------ commands
@builtin("fopen")
def fopen(ev, args):
    """fopen(name, mode) or fopen(name, mode, type): open the file for reading (READ) or
    writing (WRITE, which empties it, or APPEND); returns its file descriptor, a small
    integer. type is TEXT (the default) or BINARY, the same on this platform.
    A file already open, or one that cannot be read or written, is an error that says why;
    a symbolic link is never written through. Refused in restricted mode."""
    expect_count(args, "fopen", 2, 3)
    name = file_name(args[0], "fopen")
    mode = args[1].name if isinstance(args[1], v.Name) else None
    if mode not in MODES:
        raise MapleError("invalid input: fopen expects its 2nd argument, mode, to be of type "
                         f"identical(READ, WRITE, APPEND), but received {lprint(args[1])}")
    if len(args) == 3 and args[2] not in (v.Name("TEXT"), v.Name("BINARY")):
        raise MapleError("invalid input: fopen expects its 3rd argument, type, to be of type "
                         f"identical(TEXT, BINARY), but received {lprint(args[2])}")
    return open_file(ev, name, mode, "fopen").descriptor


@builtin("fclose")
def fclose(ev, args):
    """fclose(f1, f2, ...): close the files, each a descriptor or a file name; what was
    written is then in the file. A file not open is an error (file descriptor not in use)."""
    for value in args:
        entry = find_file(ev, value, "fclose", None)
        if entry is not None:
            close_file(ev, entry, "fclose")
    return v.NULL


@builtin("fflush")
def fflush(ev, args):
    """fflush(f1, ...): write out what is buffered for the files (descriptors or names)."""
    for value in args:
        entry = find_file(ev, value, "fflush", None)
        if entry is not None and entry.writer is not None:
            with file_errors("fflush", entry.name, "write"):
                entry.writer.flush()
    return v.NULL


@builtin("feof")
def feof(ev, args):
    """feof(f): true when every character of the file open for reading has been read."""
    expect_count(args, "feof", 1)
    entry = find_file(ev, args[0], "feof", None)
    return v.truth(entry is not None and entry.mode == "READ" and entry.at >= len(entry.text))


@builtin("fprintf")
def fprintf(ev, args):
    """fprintf(f, fmt, x1, ...): write the arguments formatted as printf does to the file f
    (a descriptor or a file name, opened for writing if it is not open; terminal for the
    session's output, as is default); returns the number of characters written."""
    expect_count(args, "fprintf", 2, 99)
    entry = find_file(ev, args[0], "fprintf", "WRITE")
    return write_text(ev, entry, format_text("fprintf", args[1], args[2:], ev.host), "fprintf")


@builtin("writeline")
def writeline(ev, args):
    """writeline(f, s1, s2, ...): write each string followed by a newline to the file f
    (default or terminal: the session's output); returns the number of characters written.
    With no strings, a newline alone is written."""
    expect_count(args, "writeline", 1, 99)
    for k, s in enumerate(args[1:], 2):
        if not isinstance(s, str):
            raise MapleError(f"invalid input: writeline expects its {_ordinal(k)} argument to be "
                             f"of type string, but received {lprint(s)}")
    entry = find_file(ev, args[0], "writeline", "WRITE")
    lines = args[1:] or ("",)
    return write_text(ev, entry, "".join(s + "\n" for s in lines), "writeline")


def _ordinal(k: int) -> str:
    return f"{k}{'st' if k == 1 else 'nd' if k == 2 else 'rd' if k == 3 else 'th'}"


def _reader(ev, value, procname: str) -> OpenFile:
    entry = find_file(ev, value, procname, "READ")
    if entry is None:
        raise MapleError("reading from the terminal is not available in mapletape", procname=procname)
    return entry


def _finished(ev, entry: OpenFile, procname: str) -> None:
    """At the end of a file readline or readdata opened itself, it is closed again."""
    if entry.implicit:
        close_file(ev, entry, procname)


@builtin("readline")
def readline(ev, args):
    """readline(f): the next line of the file f (a descriptor or a file name, opened for
    reading if it is not open) without its newline, or 0 at the end of the file."""
    expect_count(args, "readline", 1)
    entry = _reader(ev, args[0], "readline")
    if entry.at >= len(entry.text):
        _finished(ev, entry, "readline")
        return 0
    end = entry.text.find("\n", entry.at)
    end = len(entry.text) if end < 0 else end
    check_size(ev.host, end - entry.at, "readline")      # a string of that many characters
    line, entry.at = entry.text[entry.at:end], end + 1
    return line[:-1] if line.endswith("\r") else line


@builtin("fscanf")
def fscanf(ev, args):
    """fscanf(f, fmt): read from the file f as sscanf reads a string, going on where the
    last read stopped; the list of what was read, or 0 at the end of the file."""
    expect_count(args, "fscanf", 2)
    if not isinstance(args[1], str):
        raise MapleError("invalid input: fscanf expects its 2nd argument to be of type string, "
                         f"but received {lprint(args[1])}")
    entry = _reader(ev, args[0], "fscanf")
    if not entry.text[entry.at:].strip():
        entry.at = len(entry.text)
        return 0
    found, entry.at = scan(ev, entry.text, args[1], entry.at)
    return v.MList(tuple(found))


# ------------------------------------------------------------------ readdata, writedata
_FORMATS = {"integer": "%d", "float": "%f", "string": "%s"}


def _formats(value, procname: str) -> list[str]:
    items = value.items if isinstance(value, v.MList) else (value,)
    if not items or not all(isinstance(x, v.Name) and x.name in _FORMATS for x in items):
        raise MapleError(f"invalid input: {procname} expects a format of integer, float or string, "
                         f"or a list of them, but received {lprint(value)}")
    return [x.name for x in items]


@builtin("readdata")
def readdata(ev, args):
    """readdata(f, n), readdata(f, format, n), readdata(f, format): read n columns (1 by
    default) of white-space separated numbers from the file f, as floats, or as the format
    says (integer, float or string, or a list of them, one per column). One column gives
    the list of its values, more the list of each line's values."""
    expect_count(args, "readdata", 1, 3)
    formats, count = ["float"], None
    for a in args[1:]:
        if isinstance(a, int) and a > 0 and count is None:
            count = a
        else:
            formats = _formats(a, "readdata")
    count = count or (len(formats) if len(formats) > 1 else 1)
    check_size(ev.host, count, "readdata")      # the pattern has a piece per column
    pattern = " ".join(_FORMATS[formats[min(k, len(formats) - 1)]] for k in range(count))
    entry = _reader(ev, args[0], "readdata")
    rows, total = [], 0
    for line in entry.text[entry.at:].splitlines():
        found = scan(ev, line, pattern)[0]
        if not found:
            continue
        total += len(found)
        check_size(ev.host, total, "readdata")
        rows.append(found[0] if count == 1 else v.MList(tuple(found)))
    entry.at = len(entry.text)
    _finished(ev, entry, "readdata")
    return v.MList(tuple(rows))


def _written(value, form: str, procname: str) -> str:
    """One datum as writedata writes it: integer truncates, float is C's %g of the value
    as a float, string writes a string as it is."""
    if form == "string":
        if not isinstance(value, str):
            raise MapleError(f"invalid input: {procname} cannot write {lprint(value)} as a string")
        return value
    if not num.is_number(value) or isinstance(value, complex):
        raise MapleError(f"invalid input: {procname} cannot write {lprint(value)} as a number")
    if form == "integer":
        return str(int(value))
    return format(float(value), "g")


def _data_rows(data, procname: str) -> list[list]:
    if isinstance(data, Rtable):
        if data.data.ndim == 1:
            return [[data.entry((i,))] for i in range(data.shape[0])]
        return [[data.entry((i, j)) for j in range(data.shape[1])] for i in range(data.shape[0])]
    if isinstance(data, v.MList):
        return [list(x.items) if isinstance(x, v.MList) else [x] for x in data.items]
    raise MapleError(f"invalid input: {procname} expects a list, a list of lists, a Vector or "
                     f"a Matrix of data, but received {lprint(data)}")


@builtin("writedata")
def writedata(ev, args):
    """writedata(f, data) or writedata(f, data, format): write a list or Vector one value
    a line, or a list of lists or Matrix one row a line with its values separated by tabs,
    to the file f (terminal for the session's output). format is float (the default,
    written as C's %g), integer (truncated) or string, or a list of them, one per column."""
    if len(args) == 4:
        raise MapleError("a default procedure for non-numeric data is not available in mapletape",
                         procname="writedata")
    expect_count(args, "writedata", 2, 3)
    formats = _formats(args[2], "writedata") if len(args) == 3 else ["float"]
    rows = _data_rows(args[1], "writedata")
    text = "".join("\t".join(_written(x, formats[min(j, len(formats) - 1)], "writedata")
                             for j, x in enumerate(row)) + "\n" for row in rows)
    target = args[0]
    if isinstance(target, int) or (isinstance(target, v.Name) and target.name in TERMINAL):
        write_text(ev, find_file(ev, target, "writedata", "WRITE"), text, "writedata")
        return v.NULL
    name = file_name(target, "writedata")
    if files_of(ev).named(name) is None:      # a file name: the whole file, in one step
        write_table(ev, name, text, "writedata")
    else:
        write_text(ev, find_file(ev, target, "writedata", "WRITE"), text, "writedata")
    return v.NULL
