"""Loads grammar/maple.lark once and parses source text into top-level statements."""
from __future__ import annotations

import functools
import gc
import re
from dataclasses import dataclass
from pathlib import Path

from lark import Lark, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..errors import MapleError
from . import ast, lalr
from .cache import build_parser
from .transform import RESERVED, SyntaxProblem, ToAst


def grammar_path() -> Path:
    """Inside a wheel the grammar ships in the package; in a checkout it is at the top."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "grammar" / "maple.lark", here.parent / "grammar" / "maple.lark"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("grammar/maple.lark not found beside the mapletape package")


@functools.cache
def lark_parser() -> Lark:
    return build_parser(grammar_path().read_text(encoding="utf-8"))


@dataclass
class MapleSyntaxError(Exception):
    """A syntax error located in its source: 1-based line and column of the caret."""
    reason: str
    line: int
    column: int
    source_line: str
    at_end: bool          # the input stopped before the statement was complete
    offset: int           # where parsing failed, as an offset into the text

    def __str__(self) -> str:
        return f"on line {self.line}, syntax error, {self.reason}"


@dataclass
class Program:
    """What a parse yields: the statements before any error, and the error."""
    statements: list[ast.TopStatement]
    error: MapleSyntaxError | None = None


_OPERANDS = {"NAME", "INT", "FLOAT", "STRING", "BACKQUOTED", "DITTO"}


def _locate(text: str, offset: int) -> tuple[int, int, str]:
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return line, offset - start + 1, text[start: len(text) if end < 0 else end]


def _error(text: str, exc: Exception) -> MapleSyntaxError:
    at_end = False
    if isinstance(exc, SyntaxProblem):
        reason, offset = exc.reason, exc.offset
    elif isinstance(exc, UnexpectedCharacters) and text[exc.pos_in_stream] in '"`':
        # an opening quote the lexer cannot match has no closing one: a string or name
        # that goes on past the input, which the REPL continues on the next line
        return _error(text, UnexpectedEOF([]))
    elif isinstance(exc, UnexpectedCharacters):
        reason, offset = f"`{text[exc.pos_in_stream]}` unexpected", exc.pos_in_stream
    elif isinstance(exc, UnexpectedEOF) or (
            isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        at_end = True
        stripped = text.rstrip()
        offset = max(len(stripped) - 1, 0)
        reason = "unexpected end of input"
    else:
        token = exc.token
        offset = token.end_pos - 1
        if token.type == "CARET":
            reason = "ambiguous use of `^`, please use parentheses"
        elif token.type in _OPERANDS and "SEMICOLON" in exc.expected:
            reason = "missing operator or `;`"
        elif token.value in RESERVED:
            reason = f"reserved word `{token.value}` unexpected"
        else:
            reason = f"`{token.value}` unexpected"
    line, column, source_line = _locate(text, offset)
    return MapleSyntaxError(reason, line, column, source_line, at_end, offset)


def _last_boundary(text: str) -> int:
    """Offset just after the last complete top-level statement before the error."""
    boundary = 0
    ip = lark_parser().parse_interactive(text)
    previous = None
    try:
        for token in ip.iter_parse():
            if previous is not None and previous.type in ("SEMICOLON", "COLON") \
                    and "$END" in ip.accepts():
                boundary = previous.end_pos
            previous = token
    except UnexpectedInput:
        pass
    return boundary


_OPENINGS = re.compile(r'["`#]|\(\*')
_STRING_REST = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"', re.S)   # up to the closing quote
_COMMENT_MARKS = re.compile(r"\(\*|\*\)")


def blank_block_comments(text: str) -> str:
    """`(* ... *)` comments (which nest) turned into spaces, keeping every offset and
    newline, so that positions in errors and echo still refer to the text as typed.
    A regular grammar cannot match nesting, hence this pass before the lexer. It jumps
    from one quote or comment to the next by regular expressions and copies the text
    between them whole, so that a long string costs neither a step nor a list entry
    per character."""
    if "(*" not in text:
        return text
    pieces, done, pos = [], 0, 0
    while (found := _OPENINGS.search(text, pos)) is not None:
        mark, pos = found.group(), found.end()
        if mark == '"':
            rest = _STRING_REST.match(text, pos)
            if rest is None:            # the string goes on to the end of the text
                break
            pos = rest.end()
        elif mark == "`":
            pos = text.find("`", pos) + 1
            if pos == 0:
                break
        elif mark == "#":
            pos = text.find("\n", pos)
            if pos < 0:
                break
        else:
            depth, start = 1, found.start()
            for inner in _COMMENT_MARKS.finditer(text, pos):
                depth += 1 if inner.group() == "(*" else -1
                if depth == 0:
                    pos = inner.end()
                    break
            else:                       # a comment left open blanks the rest
                pos = len(text)
            pieces += [text[done:start], "\n".join(" " * len(line)
                                                    for line in text[start:pos].split("\n"))]
            done = pos
    pieces.append(text[done:])
    return "".join(pieces)


def parse_program(text: str, *, whole: bool = True, base: int = 0) -> Program:
    """Parse every statement; on an error keep those completed before it. When the text
    is not the `whole` input, an unexpected end only means that more is to be read, and
    the statements before it are not looked for (the search costs a second parse).
    `text` starts `base` characters into its first line (a statement after others on that
    line), which positions, offsets and columns count as if they were blanks: the splitter
    hands over one statement of a long line without copying the line before it."""
    blanked = blank_block_comments(text)
    # The nodes made while parsing make no cycles, but the collector, counting them, would
    # walk the whole growing tree again and again (a sixth of the time of a long statement).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return Program(lalr.tables(lark_parser()).parse(blanked, base))
    except MapleError:  # nested too deep for the evaluator: no parse tree is made of it
        raise
    except Exception:   # a syntax error, a statement Maple rejects, a literal too long to read:
        # Lark's own path says what it is
        return parse_with_lark(" " * base + text, " " * base + blanked, whole)
    finally:
        if collecting:
            gc.enable()


def parse_with_lark(typed: str, text: str, whole: bool) -> Program:
    """Lark's own parse into a tree, then ToAst over it: four to five times slower than the
    fast path of `lalr`, and where every syntax error is found and described (`text` is
    `typed` with its block comments blanked). The tests hold the fast path to its results."""
    error = None
    try:
        tree = lark_parser().parse(text)
    except UnexpectedInput as exc:
        error = _error(typed, exc)
        wanted = error.offset > 0 and (whole or not error.at_end)
        boundary = _last_boundary(text) if wanted else 0
        tree = lark_parser().parse(text[:boundary]) if boundary else None
    statements: list[ast.TopStatement] = []
    # each statement is built on its own, so that one the grammar accepts but Maple does not
    # (a SyntaxProblem) keeps the statements before it
    transformer = ToAst()
    for child in tree.children if tree is not None else ():
        try:
            statements.append(transformer.transform(child))
        except SyntaxProblem as problem:
            error = _error(typed, problem)
            break
    return Program(statements, error)
