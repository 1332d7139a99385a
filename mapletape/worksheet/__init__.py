"""Maple worksheets (.mw, .mws) read into the statements they run and the outputs Maple
saved with them: mw.py and mws.py read the files, dotm.py decodes Maple's saved values,
typesetting.py turns 2-D input into 1-D Maple, run.py runs and checks a worksheet,
export.py writes it as a script or a notebook."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Output:
    """One saved output: `kind` is value (`payload`, the base64-decoded .m bytes), error,
    warning or printed (`text`), or skipped (`text` says what: a plot, a component)."""
    kind: str
    payload: bytes = b""
    text: str = ""


@dataclass
class Block:
    """One part of a worksheet in order. `kind` is input (`text` the 1-D Maple, or None
    with `problem` saying why it could not be had), comment (text, a title or a section
    heading) or skipped (a plot or an embedded component, `text` says which). `group` is
    the execution group's number, counted from 1 in the file."""
    kind: str
    text: str | None
    group: int = 0
    problem: str | None = None
    outputs: list[Output] = field(default_factory=list)


@dataclass
class Worksheet:
    path: str
    blocks: list[Block]

    @property
    def inputs(self) -> list[Block]:
        return [b for b in self.blocks if b.kind == "input"]


class WorksheetError(ValueError):
    """A worksheet that cannot be read: the message names the file and the reason."""


SUFFIXES = (".mw", ".mws")


def is_worksheet(path) -> bool:
    return str(path).lower().endswith(SUFFIXES)


def read_worksheet(path) -> Worksheet:
    """The worksheet at `path` (.mw or .mws), read through files.py's bounded reader;
    WorksheetError (or files.UnreadableFile) when it cannot be read."""
    from ..files import read_maple_bytes
    data = read_maple_bytes(path)
    if str(path).lower().endswith(".mws"):
        from .mws import parse_mws
        return parse_mws(data, str(path))
    from .mw import parse_mw
    return parse_mw(data, str(path))
