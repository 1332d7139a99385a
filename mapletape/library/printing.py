"""printf and sprintf: C-style formatting with Maple's %a and %q codes."""
from __future__ import annotations

import math
import re
import sys
from decimal import Decimal
from fractions import Fraction

from ..display.atoms import visible
from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_size
from ..values import core as v
from ..values import numbers as num
from ..values.numbers import integer_decimal, integer_text
from .registry import builtin

# flags, width, precision and the conversion character of one format code
_CODE = re.compile(r"%([-+ 0#]*)(\*|\d+)?(?:\.(\*|\d*))?([a-zA-Z%])")
_CONVERSIONS = set("dioxXcfeEgGsaAqQm%")


def format_text(name: str, fmt, args, host) -> str:
    """Expand a printf format with its arguments, as Maple's printf family does. Widths,
    precisions and the whole text are held to the session's size limit before any
    padding is made."""
    if not isinstance(fmt, str):
        raise MapleError(f"format string expected, got {lprint(fmt)}", procname=name)
    out, queue, position, size = [], list(args), 0, 0

    def bounded(count) -> int:
        check_size(host, int(count), name)
        return int(count)

    def take():
        if not queue:
            raise MapleError("insufficient arguments for format", procname=name)
        return queue.pop(0)

    for match in _CODE.finditer(fmt):
        out.append(fmt[position:match.start()])
        position = match.end()
        flags, width, precision, code = match.groups()
        if code not in _CONVERSIONS:
            raise MapleError(f"invalid format string, unknown conversion %{code}", procname=name)
        if code == "%":
            out.append("%")
            continue
        if width == "*":
            # C's rule: a negative width from the arguments left-justifies
            width = _integer(take(), name)
            flags += "-" if width < 0 else ""
            width = str(abs(width))
        if precision == "*":
            # and a negative precision counts as none
            precision = _integer(take(), name)
            precision = str(precision) if precision >= 0 else None
        if width:
            bounded(width)
        if precision:
            bounded(precision)
        if code in "qQ":
            text = ", ".join(x if code == "Q" and isinstance(x, str) else lprint(x) for x in queue)
            queue.clear()
        else:
            text = _convert(name, code, flags, precision, take(), bounded)
        out.append(_pad(text, flags, width, code))
        size = bounded(size + len(out[-2]) + len(out[-1]))
    out.append(fmt[position:])
    return "".join(out)


def _integer(value, name: str) -> int:
    if not isinstance(value, int):
        raise MapleError("integer expected for integer format", procname=name)
    return value


def _convert(name: str, code: str, flags: str, precision: str | None, value, bounded) -> str:
    spec = "%" + flags.replace("-", "") + (f".{precision}" if precision is not None else "")
    if code in "di":
        return _integer_format(flags, precision, _integer(value, name))
    if code in "oxX":
        return (spec + code) % _integer(value, name)
    if code in "fFeEgG":
        if not num.is_number(value):
            raise MapleError("number expected for floating point format", procname=name)
        if code in "fF":
            bounded(_whole_digits(value) + int(precision or 6))
        return _float_format(flags, precision, code, value)
    if code == "c":
        if not isinstance(value, str):
            raise MapleError("string expected for character format", procname=name)
        return value[:1]
    if code in "sA":
        text = value if isinstance(value, str) else value.name if isinstance(value, v.Name) else lprint(value)
    else:
        text = lprint(value)
    return text[:int(precision or 0)] if precision is not None else text


def _integer_format(flags: str, precision: str | None, value: int) -> str:
    """%d of an integer of any size: C's sign flags and minimum digit count."""
    digits = integer_text(abs(value)).rjust(int(precision or 1), "0")
    if precision == "0" and value == 0:
        digits = ""
    sign = "-" if value < 0 else "+" if "+" in flags else " " if " " in flags else ""
    return sign + digits


def _whole_digits(value) -> int:
    """How many digits a number has before its point."""
    if isinstance(value, Decimal):
        return max(value.adjusted() + 1, 1) if value.is_finite() else 1
    if isinstance(value, float):
        return len(f"{abs(value):.0f}") if math.isfinite(value) else 1
    return len(integer_text(abs(int(value))))


def _float_format(flags: str, precision: str | None, code: str, value) -> str:
    """A number in a C float format. A software float keeps every digit it has (no trip
    through a Python float), and so does an exact number beyond the range of a double."""
    if isinstance(value, float) or (num.is_exact(value) and abs(value) <= sys.float_info.max):
        spec = "%" + flags.replace("-", "") + (f".{precision}" if precision is not None else "") + code
        return spec % float(value)
    if num.is_exact(value):
        digits = abs(int(value)).bit_length() * 30103 // 100000 + 1     # log10(2) = 0.30103
        with num.float_context(digits + int(precision or 6) + 1):
            value = integer_decimal(value.numerator) / integer_decimal(value.denominator) \
                if isinstance(value, Fraction) else integer_decimal(value)
    sign = "-" if value.is_signed() else "+" if "+" in flags else " " if " " in flags else ""
    return sign + decimal_format(value.copy_abs(), 6 if precision is None else int(precision), code, "#" in flags)


def decimal_format(x: Decimal, precision: int, code: str, alternate: bool = False) -> str:
    """C's %f, %e and %g of a Decimal >= 0, exactly rounded (half to even) from its digits:
    the exponent has at least two digits, and %g drops trailing zeros unless `alternate`."""
    if not x.is_finite():
        text = "inf" if x.is_infinite() else "nan"
        return text.upper() if code.isupper() else text
    with num.float_context(max(precision, 1) + max(x.adjusted(), 0) + 2):
        if code in "gG":
            precision = max(precision, 1)
            exponent = 0 if x.is_zero() else _rounded_exponent(x, precision)
            if -4 <= exponent < precision:
                text = decimal_format(x, precision - 1 - exponent, "f", alternate)
            else:
                text = decimal_format(x, precision - 1, "E" if code == "G" else "e", alternate)
            if not alternate and "." in text:
                mantissa, e, tail = text.partition("E" if code == "G" else "e")
                text = mantissa.rstrip("0").rstrip(".") + e + tail
            return text
        text = format(x, f".{precision}{'e' if code in 'eE' else 'f'}")
        if x.is_zero() and code in "eE":
            text = format(Decimal(0), f".{precision}f") + "e+00"   # Decimal would say 0.000e+3
    mantissa, e, exponent = text.partition("e")
    if alternate and "." not in mantissa:
        mantissa += "."         # C's # flag: the point stays even with no digits after it
    return f"{mantissa}{code}{exponent[0]}{exponent[1:].rjust(2, '0')}" if e else mantissa


def _rounded_exponent(x: Decimal, digits: int) -> int:
    """The decimal exponent of x once rounded to `digits` significant digits (9.99 -> 10.0)."""
    return int(format(x, f".{digits - 1}e").partition("e")[2])


def _pad(text: str, flags: str, width: str | None, code: str) -> str:
    if not width:
        return text
    if "-" in flags:
        return text.ljust(int(width))
    if "0" in flags and code in "dioxXfFeEgG":
        sign = text[0] if text[:1] in "+- " else ""
        return sign + text[len(sign):].rjust(int(width) - len(sign), "0")
    return text.rjust(int(width))


@builtin("printf")
def printf(ev, args):
    """printf(fmt, x1, x2, ...): print the arguments formatted by fmt; no newline is added.
    Control characters other than newline and tab print as escapes: "\\e[2J" as \\e[2J.

    Codes: %d (integer), %f %e %g (floats), %s (string or name), %a (any value in lprint
    form), %q (all remaining arguments, comma separated), %c, %x, %o and %% (a percent
    sign), with C widths, flags and precisions such as %5d, %-8s, %.3f, %10.4e.
    """
    if not args:
        raise MapleError("invalid input: printf expects at least 1 argument, but received 0")
    # Maple's printf writes every character as it is; here a control character other than
    # newline and tab is written as its escape (ESC as \e), so that a worksheet cannot send
    # the terminal an escape sequence (display/atoms.py)
    ev.host.write(visible(format_text("printf", args[0], args[1:], ev.host)))
    return v.NULL


@builtin("sprintf")
def sprintf(ev, args):
    """sprintf(fmt, x1, x2, ...): the string printf would print."""
    if not args:
        raise MapleError("invalid input: sprintf expects at least 1 argument, but received 0")
    return format_text("sprintf", args[0], args[1:], ev.host)

