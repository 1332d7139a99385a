"""The FileTools package, its basics: TemporaryDirectory, TemporaryFile, TemporaryFilename,
Exists, IsDirectory and Remove, through files.py and refused in restricted mode.

Sources: Maple help pages "FileTools" (https://www.maplesoft.com/support/help/view.aspx?path=FileTools),
"FileTools/TemporaryFilename" (TemporaryFilename, TemporaryFile: names of the form
prefixXXXXXXsuffix, X random, Maple's default prefix "Maple"),
"FileTools/TemporaryDirectory", "FileTools/Exists", "FileTools/IsDirectory", "FileTools/Remove"."""
from __future__ import annotations

import os
import secrets
import stat
import tempfile

from ..errors import MapleError
from ..files import new_temporary_file, remove_file
from ..values import core as v
from .fileio import file_errors, file_name
from .registry import builtin, expect_count, split_options

EXPORTS: dict = {}


def _export(name: str):
    return builtin(name, table=EXPORTS, module="FileTools")


def _affixes(positional, procname: str) -> tuple[str, str]:
    if len(positional) > 2 or not all(isinstance(a, str) for a in positional):
        raise MapleError(f"invalid input: {procname} expects an optional prefix and suffix, "
                         "each a string", procname=procname)
    prefix, suffix = (list(positional) + ["Maple", ""][len(positional):])[:2]
    if "/" in prefix + suffix or "\0" in prefix + suffix:
        raise MapleError("invalid input: a prefix or suffix cannot hold a / or a null character",
                         procname=procname)
    return prefix, suffix


@_export("TemporaryDirectory")
def temporary_directory(ev, args):
    """FileTools:-TemporaryDirectory(): a folder for temporary files (the system's, /tmp
    or $TMPDIR)."""
    ev.require_access("FileTools:-TemporaryDirectory")
    expect_count(args, "FileTools:-TemporaryDirectory", 0)
    return tempfile.gettempdir()


@_export("TemporaryFilename")
def temporary_filename(ev, args):
    """FileTools:-TemporaryFilename(prefix, suffix): a file name prefixXXXXXXsuffix (X random;
    prefix "Maple" by default), a name only: no file is made."""
    procname = "FileTools:-TemporaryFilename"
    ev.require_access(procname)
    prefix, suffix = _affixes(args, procname)
    return f"{prefix}{secrets.token_hex(3)}{suffix}"


@_export("TemporaryFile")
def temporary_file(ev, args):
    """FileTools:-TemporaryFile(prefix, suffix, directory = d): the path of a new, empty
    file prefixXXXXXXsuffix in the temporary folder (or d), made with mode 600 and only if
    no such file was there, so that no one else can have made or linked it first. A
    worksheet that writes files writes them there and keeps other runs' files apart."""
    procname = "FileTools:-TemporaryFile"
    ev.require_access(procname)
    positional, options = split_options(args, procname, {"directory": None})
    prefix, suffix = _affixes(positional, procname)
    folder = options["directory"]
    folder = tempfile.gettempdir() if folder is None else file_name(folder, procname)
    with file_errors(procname, folder, "write in"):
        return str(new_temporary_file(folder, prefix, suffix))


def _status(ev, args, procname: str) -> os.stat_result | None:
    ev.require_access(procname)
    expect_count(args, procname, 1)
    name = file_name(args[0], procname)
    try:
        return os.stat(name)
    except OSError:
        return None


@_export("Exists")
def exists(ev, args):
    """FileTools:-Exists(f): whether the file or folder f exists."""
    return v.truth(_status(ev, args, "FileTools:-Exists") is not None)


@_export("IsDirectory")
def is_directory(ev, args):
    """FileTools:-IsDirectory(f): whether f is a folder."""
    info = _status(ev, args, "FileTools:-IsDirectory")
    return v.truth(info is not None and stat.S_ISDIR(info.st_mode))


@_export("Remove")
def remove(ev, args):
    """FileTools:-Remove(f1, f2, ...): delete the files (a symbolic link itself, never what it
    points to); a folder or a missing file is an error."""
    procname = "FileTools:-Remove"
    ev.require_access(procname)
    for a in args:
        name = file_name(a, procname)
        with file_errors(procname, name, "remove"):
            remove_file(name)
    return v.NULL


def package() -> v.Module:
    return v.Module("FileTools", dict(EXPORTS), package=True)
