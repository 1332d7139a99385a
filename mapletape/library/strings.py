"""Strings and names: cat, length, substring, and reading Maple text: parse, sscanf."""
from __future__ import annotations

import itertools
import re

from ..display.messages import ordinal
from ..errors import MapleError
from ..evaluator.expressions import concat_text
from ..limits import check_size
from ..syntax import ast, parse_program
from ..values import core as v
from ..values.numbers import integer_text, parse_float
from .registry import CONVERSIONS, builtin, conversion, expect_count


@builtin("cat")
def cat(ev, args):
    """cat(a, b, ...): the arguments joined into one string (when a is a string) or name;
    integers give their digits, other values their lprint form: cat("x", 10^3) is "x1000".
    An integer range, or a range of single characters, among the arguments gives the
    sequence over its values: cat(a, 1..3) is a1, a2, a3, and cat(x, 1..2, "a".."b") is
    x1a, x1b, x2a, x2b. A result longer than kernelopts(maxsize) characters is refused."""
    choices = [[concat_text(a)] if values is None else values
               for a, values in zip(args, map(_range_values, args))]
    count = 1
    for values in choices:
        count *= len(values)
    if count:     # checked before any text is made: cat(a, 1..10^9) is refused at once
        widest = (max(len(str(values[0])), len(str(values[-1]))) for values in choices)
        check_size(ev.host, count * sum(widest), "cat")
    kind = str if args and isinstance(args[0], str) else v.Name
    return v.make_seq(kind("".join(map(str, parts))) for parts in itertools.product(*choices))


def _range_values(value):
    """The values a range argument of cat stands for, in order (integers, or characters
    of a range of single characters); None for any other argument."""
    if not isinstance(value, v.Range):
        return None
    low, high = value.low, value.high
    if isinstance(low, int) and isinstance(high, int):
        return range(low, high + 1)
    if isinstance(low, str) and isinstance(high, str) and len(low) == len(high) == 1:
        return [chr(k) for k in range(ord(low), ord(high) + 1)]
    return None


@builtin("length")
def length(ev, args):
    """length(e): the number of decimal digits of an integer (0 for 0, the sign not
    counted), or the number of characters of a string or name. Other expressions stay
    unevaluated (Maple counts their words of storage)."""
    if len(args) == 1:
        x = args[0]
        if isinstance(x, int) and not isinstance(x, bool):
            return 0 if x == 0 else len(integer_text(abs(x)))
        if isinstance(x, str):
            return len(x)
        if isinstance(x, v.Name):
            return len(x.name)
    return v.Function(v.Name("length"), tuple(args))


@builtin("substring")
def substring(ev, args):
    """substring(s, m..n): the characters m to n of the string or name s (the first is 1;
    a negative position counts from the end, -1 being the last, so 1..-1 is all of s);
    substring(s, m) is the one character m. Past the end of s it stops there, and a
    start past the end gives the empty string; substring(s, 1..0) is empty too.
    The result is of the kind of s, or as a third argument says: string, name or symbol.
    substring("abcdef", 2..4) is "bcd", substring("abcdef", -3..-1) is "def"."""
    expect_count(args, "substring", 2, 3)
    s, where = args[:2]
    kind = args[2] if len(args) == 3 else None
    if kind not in (None, v.Name("string"), v.Name("name"), v.Name("symbol")):
        raise MapleError("invalid input: substring expects its 3rd argument, type, to be one "
                         "of symbol, name or string, but received %1", kind)
    if not isinstance(s, (str, v.Name)):
        raise MapleError("invalid input: substring expects its 1st argument, s, to be of type "
                         "{name, string}, but received %1", s)
    text = s if isinstance(s, str) else s.name
    low, high = (where.low, where.high) if isinstance(where, v.Range) else (where, where)
    if not all(isinstance(k, int) for k in (low, high)):
        raise MapleError("invalid input: substring expects its 2nd argument, r, to be of type "
                         "{integer, integer..integer}, but received %1", where)
    if 0 in (low, high) and (low, high) != (1, 0):
        raise MapleError("invalid input: substring expects nonzero positions, but received %1", where)
    part = text[span(len(text), low, high)]
    as_string = kind == v.Name("string") or (kind is None and isinstance(s, str))
    return part if as_string else v.Name(part)


def span(length: int, low: int, high: int) -> slice:
    """The characters low..high of a string of `length`, as Maple counts them: from 1, a
    negative position from the right end (-1 the last), clipped to the string; ..0 is none."""
    start, stop = (k if k > 0 else length + k + 1 for k in (low, high))
    return slice(max(start, 1) - 1, max(stop, 0) if high else 0)


@builtin("parse")
def parse(ev, args):
    """parse(s): the Maple expression written in the string s, parsed and returned
    unevaluated (automatic simplification only: parse("1+2+a") is a+3, and
    parse("sin(3.0)") is sin(3.0), which `%` then evaluates).
    parse(s, statement): s is one statement (an assignment, for instance), which is
    evaluated, at the top level, and its value returned.
    A missing `;` is supplied (the option nosemicolon suppresses this); a syntax error is
    `incorrect syntax in parse: ... (near n'th character of parsed string)`."""
    expect_count(args, "parse", 1, 99)
    text, options = args[0], set()
    for option in args[1:]:
        if option not in (v.Name("statement"), v.Name("nosemicolon")):
            raise MapleError("invalid input: parse does not accept the option %1", option)
        options.add(option.name)
    if not isinstance(text, str):
        raise MapleError("invalid input: parse expects its 1st argument, s, to be of type "
                         "string, but received %1", text)
    source = text if "nosemicolon" in options or text.rstrip().endswith((";", ":")) else text + ";"
    program = parse_program(source + "\n")
    if program.error is not None:
        # a kernel routine: the message names parse itself, and no `(in parse)` precedes it
        raise MapleError(f"incorrect syntax in parse: {program.error.reason} (near "
                         f"{ordinal(program.error.offset + 1)} character of parsed string)",
                         procname="")
    statement = next((top.statement for top in program.statements if top.statement is not None), None)
    if statement is None:
        return v.NULL
    if "statement" in options:
        # the statement's value is parse's result, which the caller's statement remembers
        # for `%`: running it must not add to that history itself
        history = list(ev.top.history)
        try:
            return ev.execute(statement, ev.top, 0, False)
        finally:
            ev.top.history.clear()
            ev.top.history.extend(history)
    if not isinstance(statement, ast.ExprStatement):
        raise MapleError("incorrect syntax in parse: a statement where an expression was "
                         "expected; use parse(s, statement)", procname="")
    return ev.evaluate(ast.Uneval(statement.expr), ev.top)


# sscanf conversions: the text each reads (after skipping white space, except %c)
_SCANNED = {kind: re.compile(pattern) for kind, pattern in (
    ("d", r"[-+]?\d+"), ("f", r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"),
    ("s", r"\S+"), ("c", r"(?s:.)"), ("a", r"\S+"))}
_SPACE = re.compile(r"\s*")


@builtin("sscanf")
def sscanf(ev, args):
    """sscanf(s, fmt): scan the string s as the format fmt says and return the list of
    what was read: %d an integer, %f (or %e, %g) a float, %s a word (up to white space),
    %c one character, %a a Maple expression (parsed, unevaluated). White space in fmt
    matches any white space, other characters themselves; %% is a literal %. Scanning
    stops at the first mismatch, returning what was read so far.
    sscanf("x = 123.45, 9.10", "x = %f, %d.%d") is [123.45, 9, 10]."""
    expect_count(args, "sscanf", 2)
    text, fmt = args
    for position, value in (("1st", text), ("2nd", fmt)):
        if not isinstance(value, str):
            raise MapleError(f"invalid input: sscanf expects its {position} argument to be of "
                             "type string, but received %1", value)
    return v.MList(tuple(scan(ev, text, fmt)[0]))


def scan(ev, text: str, fmt: str, at: int = 0) -> tuple[list, int]:
    """What sscanf reads of `text` from `at` as `fmt` says, and where it stopped (fscanf
    and readdata go on from there)."""
    found, i = [], 0
    while i < len(fmt):
        c = fmt[i]
        if c.isspace():
            at = _SPACE.match(text, at).end()
            i += 1
            continue
        if c != "%" or fmt[i + 1: i + 2] == "%":
            i += 2 if c == "%" else 1
            if not text.startswith(c, at):
                break
            at += 1
            continue
        kind = fmt[i + 1: i + 2]
        kind = "f" if kind in ("e", "g") else kind
        if kind not in _SCANNED:
            raise MapleError("invalid format: %1", fmt[i: i + 2])
        i += 2
        if kind != "c":
            at = _SPACE.match(text, at).end()
        match = _SCANNED[kind].match(text, at)
        if match is None:
            break
        at = match.end()
        word = match.group()
        found.append(int(word) if kind == "d" else parse_float(word) if kind == "f"
                     else parse(ev, (word,)) if kind == "a" else word)
    return found, at


@conversion("symbol")
def _to_symbol(ev, value, extra):
    """convert(e, symbol) is convert(e, name): the name of e's 1-D form (help page convert/name)."""
    return CONVERSIONS["name"](ev, value, extra)
