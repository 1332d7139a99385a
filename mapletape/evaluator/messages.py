"""Maple's message formatting for `error` and `WARNING`: %1 substitution and ordinals."""
from __future__ import annotations

import re


def format_message(template: str, args) -> str:
    """Maple's %1, %2, ... substitution (%-1 gives the ordinal, %0 all arguments)."""
    from ..display.lineprint import lprint

    def text(i):
        if 1 <= i <= len(args):
            a = args[i - 1]
            return a if isinstance(a, str) else lprint(a)
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
