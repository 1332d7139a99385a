"""Maple's message formatting for errors and warnings: %1 substitution and ordinals."""
from __future__ import annotations

import re

from ..errors import MapleError
from .lineprint import lprint


def error_message(err: MapleError) -> str:
    """An error's message as printed: its template with its values substituted, so that
    the layers that raise errors carry values and never print them."""
    if not err.args_:
        return err.template
    return format_message(err.template, err.args_, verbatim_strings=err.verbatim_strings)


def format_message(template: str, args, *, verbatim_strings: bool) -> str:
    """Maple's %1, %2, ... substitution (%-1 gives the ordinal, %0 all arguments); strings
    go in as they are, or with `verbatim_strings` off, in their quotes."""

    def text(i):
        if 1 <= i <= len(args):
            a = args[i - 1]
            return a if isinstance(a, str) and verbatim_strings else lprint(a)
        return ""

    def replace(m):
        if m.group(1) == "%":
            return "%"
        if m.group(1) == "0":
            return ", ".join(text(i) for i in range(1, len(args) + 1))
        if m.group(1).startswith("-"):
            i = int(m.group(1)[1:])
            arg = args[i - 1] if 1 <= i <= len(args) else None
            return ordinal(arg) if isinstance(arg, int) else text(i)
        return text(int(m.group(1)))

    return re.sub(r"%(%|-?\d+)", replace, template)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
