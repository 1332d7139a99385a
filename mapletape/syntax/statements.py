"""Splits Maple source into top-level statements as it is read, so that a script runs
while the rest of it is still being read: a cheap scanner proposes where a statement may
end, and the Lark parser decides. A line whose first character but blanks is `?` is a
help request (`?Fit`, `?DeepLearning:-Constant`), which needs no terminator, as at
Maple's prompt."""
from __future__ import annotations

import bisect
import dataclasses
import functools
import re
from dataclasses import dataclass, field
from typing import Iterator, TextIO

from . import ast
from .parser import MapleSyntaxError, parse_program

# What the scanner must see outside strings, names and comments: quotes and comment
# openers, brackets, terminators (`:=`, `::` and `:-` are not), and the words that open
# or close a block. A keyword glued to a number (`10do`) is missed; the parser then
# reports the statement incomplete and the splitter reads on.
_CODE = re.compile(r'"|`|#|\(\*|\*\)|[()\[\]{}]|:[=:\-]|[;:]'
                   r"|(?<![\w?])(?:proc|module|do|if|try|use|end|fi|od|until)(?![\w?])")
_TERMINATOR = re.compile(r";|:(?![=:\-])")
_IN_STRING = re.compile(r'[\\"]')
_IN_COMMENT = re.compile(r"\(\*|\*\)")
_OPENERS = frozenset(("(", "[", "{", "proc", "module", "do", "if", "try", "use"))
_CLOSERS = frozenset((")", "]", "}", "fi", "od", "until"))


def _lines(text: str) -> Iterator[str]:
    """The lines of `text`, each with its newline, as a StringIO's readline gives them."""
    start = 0
    while (end := text.find("\n", start)) >= 0:
        yield text[start:end + 1]
        start = end + 1
    if start < len(text):
        yield text[start:]


class Scanner:
    """Tracks strings, quoted names, comments, brackets and blocks across lines, to find
    the terminators that may end a top-level statement."""

    def __init__(self):
        self.reset()

    def reset(self) -> None:
        self.mode = None          # '"', '`' or '(*' while inside one
        self.comments = 0         # nesting of (* *) comments
        self.depth = 0            # open brackets and blocks
        self.after_end = False    # `end if`: the word after `end` opens nothing

    def find_end(self, line: str, pos: int) -> int | None:
        """The column just after the next terminator at depth 0 in `line` from `pos`,
        or None when the line ends first (the state carries on to the next line)."""
        while pos < len(line):
            if self.mode is not None:
                pos = self._inside(line, pos)
                if pos is None:
                    return None
                continue
            match = _CODE.search(line, pos)
            if match is None:
                return None
            token, pos = match.group(), match.end()
            after_end, self.after_end = self.after_end, False
            if token in ('"', "`"):
                self.mode = token
            elif token == "#":
                return None
            elif token == "(*":
                self.mode, self.comments = "(*", 1
            elif token in (";", ":"):
                if self.depth == 0:
                    return pos
            elif token == "end":
                self.depth = max(self.depth - 1, 0)
                self.after_end = True
            elif token in _CLOSERS:
                self.depth = max(self.depth - 1, 0)
            elif token in _OPENERS and not after_end:
                self.depth += 1
        return None

    def _inside(self, line: str, pos: int) -> int | None:
        """Move through a string, quoted name or comment; None when the line ends in it."""
        if self.mode == "(*":
            match = _IN_COMMENT.search(line, pos)
            if match is None:
                return None
            self.comments += 1 if match.group() == "(*" else -1
            if self.comments == 0:
                self.mode = None
            return match.end()
        if self.mode == "`":
            end = line.find("`", pos)
            if end < 0:
                return None
            self.mode = None           # a doubled `` reopens the name at once
            return end + 1
        match = _IN_STRING.search(line, pos)
        if match is None:
            return None
        if match.group() == "\\":
            return match.end() + 1
        self.mode = None               # a doubled "" reopens the string at once
        return match.end()


@dataclass
class Step:
    """One thing the splitter found: a statement to run, a help request (its topic, "" for
    the list of topics), a syntax error, or a failure of the parser itself (anything else
    raised while parsing). `echo` holds the source lines first shown by this step, as typed."""
    echo: list[str] = field(default_factory=list)
    statement: ast.TopStatement | None = None
    help: str | None = None
    error: MapleSyntaxError | None = None
    failure: BaseException | None = None


class Chunk:
    """Source handed to the parser: its text, the number of the line it starts on and how
    far into that line it starts (`base`: the statements before it there), with line numbers
    found by bisection (a chunk may hold many statements). Offsets into a chunk count from
    the start of its first line, as the parser's positions do."""

    def __init__(self, text: str, first_line: int, base: int = 0):
        self.text = text
        self.first_line = first_line
        self.base = base
        self.newlines = [m.start() + base for m in re.finditer("\n", text)]

    def line(self, offset: int) -> int:
        """The number of the line holding the character at `offset` (from the start of the
        chunk's first line)."""
        return self.first_line + bisect.bisect_left(self.newlines, offset)

    def position(self, offset: int) -> tuple[int, int]:
        """(line, column) of an offset."""
        before = bisect.bisect_left(self.newlines, offset)
        return self.first_line + before, offset - (self.newlines[before - 1] + 1 if before else 0)


class Splitter:
    """Reads a text or file object line by line and yields its statements as Steps.
    Only the lines of the statement being read are kept, so memory stays flat."""

    def __init__(self, source: str | TextIO):
        # a text's lines are cut from it as they are read: a StringIO would hold a copy of
        # it at four bytes a character
        self.readline = (functools.partial(next, _lines(source), "") if isinstance(source, str)
                         else source.readline)
        self.lines: list[str] = []     # buffered lines, the first being line number `first`
        self.offsets: list[int] = []   # where each buffered line starts in the whole input
        self.first = 0                 # (lines are numbered from 0 here)
        self.eof = False
        self.start = (0, 0)            # (line, column) where the next statement starts
        self.scanned = (0, 0)          # where the scanner goes on
        self.scanner = Scanner()
        self.echoed = 0                # lines before this one have been echoed

    # ------------------------------------------------------------ reading
    def _line(self, number: int) -> str | None:
        while number - self.first >= len(self.lines):
            if self.eof:
                return None
            line = self.readline()
            if not line:
                self.eof = True
                return None
            self.offsets.append(self.offsets[-1] + len(self.lines[-1]) if self.lines else 0)
            self.lines.append(line)
        return self.lines[number - self.first]

    def _candidate(self) -> tuple[int, int] | None:
        """The next place the current statement may end; None at the end of the input."""
        number, column = self.scanned
        while True:
            line = self._line(number)
            if line is None:
                self.scanned = (number, 0)
                return None
            end = self.scanner.find_end(line, column)
            if end is not None:
                self.scanned = (number, end)
                return self.scanned
            number, column = number + 1, 0

    def _length(self, stop: tuple[int, int]) -> int:
        """How long the chunk up to `stop` would be, without building it."""
        end = self.offsets[stop[0] - self.first] + stop[1]
        return end - self.offsets[self.start[0] - self.first]

    def _chunk(self, stop: tuple[int, int] | None) -> Chunk:
        """The source from the statement's start to `stop` (or all that is buffered). It
        holds none of the first line before the start, which the chunk's base counts:
        the statements of a long line cost their own length each, not the line's."""
        line, column = self.start
        if stop is None:
            block = "".join(self.lines[line - self.first:])
            return Chunk(block[column:], line, column)
        last = self._line(stop[0])
        block = "".join(self.lines[line - self.first:stop[0] - self.first + 1])
        return Chunk(block[column:len(block) - len(last) + stop[1]], line, column)

    def _move_to(self, position: tuple[int, int]) -> None:
        """Start the next statement at `position` and forget the lines before it."""
        self.start = position
        drop = position[0] - self.first
        if drop > 0:
            del self.lines[:drop]
            del self.offsets[:drop]
            self.first = position[0]

    # ------------------------------------------------------------ echo and errors
    def _echo(self, chunk: Chunk, start: int, end: int) -> list[str]:
        """The lines holding chunk.text[start:end] not yet echoed."""
        last = chunk.line(max(end - 1, start))
        shown = [self._line(n).rstrip("\r\n")
                 for n in range(max(chunk.line(start), self.echoed), last + 1)]
        self.echoed = max(self.echoed, last + 1)
        return shown

    def _echo_failed(self, chunk: Chunk, statements, error: MapleSyntaxError) -> list[str]:
        """The lines of the statement that failed, from its first word to the fault."""
        text, base = chunk.text, chunk.base
        start = (statements[-1].end if statements else base) - base     # into text
        while start < len(text) and (text[start].isspace() or text[start] == "#"):
            if text[start] == "#":
                newline = text.find("\n", start)
                start = len(text) if newline < 0 else newline
            start += 1
        return self._echo(chunk, min(start + base, error.offset), error.offset + 1)

    def _located(self, chunk: Chunk, error: MapleSyntaxError) -> MapleSyntaxError:
        """The error with the line number and line text of the whole input."""
        line = chunk.first_line + error.line - 1
        return dataclasses.replace(error, line=line + 1,
                                   source_line=self._line(line).rstrip("\r\n"))

    def _resume_after(self, chunk: Chunk, offset: int) -> tuple[int, int] | None:
        """Just past the first terminator at or after the fault, where errorbreak 0 goes
        on; None when the input ends first."""
        found = _TERMINATOR.search(chunk.text, offset - chunk.base)
        if found:
            return chunk.position(found.end() + chunk.base)
        number, column = chunk.position(len(chunk.text) + chunk.base)
        while (line := self._line(number)) is not None:
            found = _TERMINATOR.search(line, column)
            if found:
                return number, found.end()
            number, column = number + 1, 0
        return None

    def _help_line(self) -> int | None:
        """The number of the line where the next statement would start when it is a help
        request: past blank lines, its first character but blanks is `?`."""
        number, column = self.start
        while (line := self._line(number)) is not None:
            rest = line[column:]
            if rest.strip():
                return number if rest.lstrip().startswith("?") and not line[:column].strip() \
                    else None
            number, column = number + 1, 0
        return None

    # ------------------------------------------------------------ the statements
    def __iter__(self) -> Iterator[Step]:
        retry = 0          # a chunk found incomplete is tried again once it has doubled,
        while True:        # so a scanner that guesses wrong cannot make parsing quadratic
            if retry == 0 and (number := self._help_line()) is not None:
                line = self._line(number).rstrip("\r\n")
                self.echoed = max(self.echoed, number + 1)
                self._move_to((number + 1, 0))
                self.scanned = self.start
                yield Step([line], help=line.strip().lstrip("?").strip().rstrip(";:").strip())
                continue
            stop = self._candidate()
            if stop is not None and self._length(stop) < retry:
                continue
            chunk = self._chunk(stop)
            try:
                program = parse_program(chunk.text, whole=stop is None, base=chunk.base)
            except Exception as exc:          # the parser itself failed: report, go on
                text, base = chunk.text, chunk.base
                shown = self._echo(chunk, base + len(text) - len(text.lstrip()), base + len(text))
                yield Step(shown, failure=exc)
                if stop is None:
                    return
                self._move_to(stop)
                retry = 0
                continue
            for top in program.statements:
                yield Step(self._echo(chunk, top.start, top.end), statement=top)
            error = program.error
            if error is None:
                if stop is None:
                    return
                self._move_to(stop)
                retry = 0
            elif error.at_end and stop is not None:
                retry = 2 * self._length(stop)
            else:
                yield Step(self._echo_failed(chunk, program.statements, error),
                           error=self._located(chunk, error))
                resume = None if error.at_end else self._resume_after(chunk, error.offset)
                if resume is None:
                    return
                self._move_to(resume)
                self.scanned = resume
                self.scanner.reset()
                retry = 0


def is_complete(text: str) -> bool:
    """True when the text needs no more input: it parses, or fails before its end."""
    seen = False
    for step in Splitter(text):
        if step.error is not None:
            return not step.error.at_end
        seen = True
    return seen or not text.strip()
