"""Strings and names: cat and length."""
from __future__ import annotations

from ..evaluator.expressions import concat_text
from ..limits import check_size
from ..values import core as v
from ..values.numbers import integer_text
from .registry import builtin


@builtin("cat")
def cat(ev, args):
    """cat(a, b, ...): the arguments joined into one string (when a is a string) or name;
    integers give their digits, other values their lprint form: cat("x", 10^3) is "x1000".
    A result longer than kernelopts(maxsize) characters is refused."""
    parts = [concat_text(a) for a in args]
    check_size(ev.host, sum(map(len, parts)), "cat")
    text = "".join(parts)
    return text if args and isinstance(args[0], str) else v.Name(text)


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
