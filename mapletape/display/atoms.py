"""How Maple writes atoms: numbers (software floats as stored, hardware floats to 15 digits),
names (backquoted when they must be) and strings."""
from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from ..syntax.transform import RESERVED
from .elision import integer_display

_PLAIN_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_?]*\Z")
# the exponents of `M^%T` and `M^%H`, which Maple writes bare
_TRANSPOSE_NAMES = ("%T", "%H")


# Control characters never reach the terminal raw from a worksheet (an escape sequence could
# clear the screen, retitle the window or forge output). Those Maple's input has an escape for
# (help page "backslash": https://www.maplesoft.com/support/help/Maple/view.aspx?path=backslash)
# are written with it, as a string is typed; the other C0 controls, DEL and the C1 controls
# (U+0080-U+009F, which some terminals obey as escape sequences) as \xHH, the page's hexadecimal
# escape. A tab stays a tab: it moves the cursor, and commands nothing.
_CONTROLS = {c: f"\\x{c:02X}" for c in (*range(0x20), 0x7F, *range(0x80, 0xA0)) if c != 0x09}
_CONTROLS.update({ord(c): e for c, e in (("\a", "\\a"), ("\b", "\\b"), ("\x1b", "\\e"),
                                            ("\f", "\\f"), ("\n", "\\n"), ("\r", "\\r"), ("\v", "\\v"))})
# text that may break lines (printf, messages) keeps its newlines
_CONTROLS_BUT_NEWLINE = {c: e for c, e in _CONTROLS.items() if c != 0x0A}


def escaped(text: str) -> str:
    """Text with every control character but tab written as its escape, newline too."""
    return text.translate(_CONTROLS)


def visible(text: str) -> str:
    """Text as it may reach the terminal: newlines and tabs kept, every other control
    character written as its escape (`\\e` for ESC)."""
    return text.translate(_CONTROLS_BUT_NEWLINE)


def name_text(name: str) -> str:
    if (_PLAIN_NAME.match(name) and name not in RESERVED) or name in _TRANSPOSE_NAMES:
        return name
    return "`" + escaped(name.replace("`", "``")) + "`"


def string_text(s: str) -> str:
    return '"' + escaped(s.replace("\\", "\\\\").replace('"', '\\"')) + '"'


def sfloat_text(value: Decimal) -> str:
    """`2.`, `3.0`, `15.00`, `0.3333333333`, `-0.5`; very large or small ones as `1.*10^(-12)`."""
    sign, digits, exponent = value.as_tuple()
    if not isinstance(exponent, int):
        return "Float(undefined)" if value.is_nan() else ("-" if sign else "") + "Float(infinity)"
    text = "".join(map(str, digits))
    minus = "-" if sign else ""
    if exponent >= 0:
        if len(text) + exponent > 30:
            return f"{minus}{text[0]}.{text[1:]}*10^{len(text) - 1 + exponent}"
        return f"{minus}{text}{'0' * exponent}."
    point = len(text) + exponent
    if point > 0:
        return f"{minus}{text[:point]}.{text[point:]}"
    if point < -30:
        return f"{minus}{text[0]}.{text[1:]}*10^({point - 1})"
    return f"{minus}0.{'0' * -point}{text}"


def hfloat_text(value: float) -> str:
    """Up to 15 significant digits, trailing zeros dropped, keeping the point."""
    if value != value:
        return "Float(undefined)"
    if value in (float("inf"), float("-inf")):
        return "Float(infinity)" if value > 0 else "-Float(infinity)"
    text = f"{value:.15g}"
    if "e" in text:
        mantissa, exponent = text.split("e")
        if "." not in mantissa:
            mantissa += "."
        return f"{mantissa}*10^({int(exponent)})" if int(exponent) < 0 else f"{mantissa}*10^{int(exponent)}"
    if "." not in text:
        text += "."
    return text


def number_text(value) -> str:
    if isinstance(value, bool):
        raise TypeError("Python bool is not a Maple value")
    if isinstance(value, int):
        return integer_display(value)
    if isinstance(value, Fraction):
        return f"{integer_display(value.numerator)}/{integer_display(value.denominator)}"
    if isinstance(value, Decimal):
        return sfloat_text(value)
    if isinstance(value, float):
        return hfloat_text(value)
    if isinstance(value, complex):
        return f"{hfloat_text(value.real)}+{hfloat_text(value.imag)}*I"
    raise TypeError(type(value))


def is_negative(value) -> bool:
    try:
        return value < 0
    except TypeError:
        return False
