"""The StringTools package: case mapping, joining, splitting, substitution, message formatting."""
from __future__ import annotations

import re
import string

from ..display.lineprint import lprint
from ..display.messages import format_message
from ..errors import MapleError
from ..values import core as v
from .registry import builtin, expect_count
from .strings import span

EXPORTS: dict = {}
# StringTools treats strings as 8-bit ASCII (each of its help pages says so): only the
# letters A-Z and a-z change case
_UPPER = str.maketrans(string.ascii_lowercase, string.ascii_uppercase)
_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_WHITESPACE = " \t\n\r\f\v"


def command(name: str):
    """Register a StringTools export, reached as `StringTools:-name`, `StringTools[name]`
    or, after with(StringTools), `name`."""
    return builtin(name, table=EXPORTS, module="StringTools")


def _string(value, name: str, position: str, parameter: str) -> str:
    if not isinstance(value, str):
        raise MapleError(f"invalid input: StringTools:-{name} expects its {position} argument, "
                         f"{parameter}, to be of type string, but received %1", value)
    return value


@command("UpperCase")
def upper_case(ev, args):
    """UpperCase(s, rng): s with each lowercase letter a-z made uppercase; other characters
    are kept. With the integer range rng, only the characters in it change (positions as
    for substring). UpperCase("Hello, World!") is "HELLO, WORLD!"."""
    return _change_case(args, "UpperCase", _UPPER)


@command("LowerCase")
def lower_case(ev, args):
    """LowerCase(s, rng): s with each uppercase letter A-Z made lowercase; other characters
    are kept. With the integer range rng, only the characters in it change (positions as
    for substring). LowerCase("Hello, World!") is "hello, world!"."""
    return _change_case(args, "LowerCase", _LOWER)


def _change_case(args, name: str, table) -> str:
    expect_count(args, f"StringTools:-{name}", 1, 2)
    text = _string(args[0], name, "1st", "s")
    if len(args) == 1:
        return text.translate(table)
    rng = args[1]
    if not (isinstance(rng, v.Range) and isinstance(rng.low, int) and isinstance(rng.high, int)):
        raise MapleError(f"invalid input: StringTools:-{name} expects its 2nd argument, rng, "
                         "to be of type range(integer), but received %1", rng)
    part = span(len(text), rng.low, rng.high)
    start, stop, _ = part.indices(len(text))
    return text[:start] + text[part].translate(table) + text[max(start, stop):]


@command("Join")
def join(ev, args):
    """Join(L, sep): the strings of the list L concatenated in order, with the string sep
    (a single space when omitted) between consecutive ones; Join([]) is "".
    Join(["a", "b", "c"], ", ") is "a, b, c". It is an approximate inverse of Split."""
    expect_count(args, "StringTools:-Join", 1, 2)
    items = args[0]
    if not isinstance(items, v.MList) or not all(isinstance(x, str) for x in items.items):
        raise MapleError("invalid input: StringTools:-Join expects its 1st argument, "
                         "stringList, to be of type list(string), but received %1", items)
    sep = _string(args[1], "Join", "2nd", "sep") if len(args) == 2 else " "
    return sep.join(items.items)


@command("Split")
def split(ev, args):
    """Split(s, sep): the list of the pieces of s between the separator characters: each
    character of the string sep separates (white space when sep is omitted), so adjacent
    separators give an empty string. Split("a,b,,c", ",") is ["a", "b", "", "c"]."""
    expect_count(args, "StringTools:-Split", 1, 2)
    text = _string(args[0], "Split", "1st", "s")
    separators = _string(args[1], "Split", "2nd", "sep") if len(args) == 2 else _WHITESPACE
    if not separators:
        return v.MList((text,))
    return v.MList(tuple(re.split("[" + re.escape(separators) + "]", text)))


@command("Substitute")
def substitute(ev, args):
    """Substitute(s, from, to): s with the first occurrence of the string from replaced
    by the string to (s itself when from does not occur; strings are immutable).
    Substitute("abuvuv", "uv", "UV") is "abUVuv"."""
    expect_count(args, "StringTools:-Substitute", 3)
    text, old, new = (_string(a, "Substitute", p, n) for a, p, n in
                      zip(args, ("1st", "2nd", "3rd"), ("s", "from", "to")))
    return text.replace(old, new, 1)


_PARAMETER = re.compile(r"%-?\d")


@command("FormatMessage")
def format_message_(ev, args):
    """FormatMessage(fmt, a1, a2, ...): the message an `error` statement with these
    arguments would print, as a string without the "Error, " prefix: %1, %2, ... are
    replaced by a1, a2, ... (strings as they are, other values in 1-D form), %-n by
    the ordinal of an integer an (%-2 of 3 is "3rd"), %0 by all of them separated by
    ", ", and %% by %. A format with no %-parameter, or a first argument that is not
    a string, gives all the arguments joined by ", ".
    FormatMessage("%1 is not of type %2", x, integer) is "x is not of type integer"."""
    expect_count(args, "StringTools:-FormatMessage", 1, 99)
    template, rest = args[0], args[1:]
    if isinstance(template, str) and (_PARAMETER.search(template) or not rest):
        return format_message(template, rest, verbatim_strings=True)
    return ", ".join(a if isinstance(a, str) else lprint(a) for a in args)


def package() -> v.Module:
    return v.Module("StringTools", dict(EXPORTS), package=True)

