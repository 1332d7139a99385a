"""Elision of long outputs: a displayed integer of very many digits shows its first and last
digits around a count of the rest, and a sequence, list, set, sum or argument list of very many
terms shows its first and last terms around a count of the rest.

Maple's interface variables elisiondigitsthreshold, elisiondigitsbefore, elisiondigitsafter,
elisiontermsthreshold, elisiontermsbefore and elisiontermsafter control it (Maple's help page
for interface, https://www.maplesoft.com/support/help/view.aspx?path=interface). Elision is a
feature of displayed results (2-D and, under prettyprint = 0, 1-D, and `print`); lprint, printf,
sprintf and conversions to strings keep every digit and term, because their text is Maple input.
"""
from __future__ import annotations

import contextvars
from dataclasses import dataclass
from decimal import MAX_EMAX, MIN_EMIN, Context, Decimal, localcontext

from ..values.numbers import integer_text

# The defaults the session's interface settings start from (session.py). They and the
# markers' form (`...[N digits]...`) are our reading of Maple's: the text of the help page at
# hand lists the variables without describing them, so both wait for a check against Maple.
# A threshold is passed by an integer of more digits (a sequence of more terms) than it.
DEFAULTS = {
    "elisiondigitsthreshold": 10000, "elisiondigitsbefore": 100, "elisiondigitsafter": 100,
    "elisiontermsthreshold": 10000, "elisiontermsbefore": 100, "elisiontermsafter": 100,
}
# log10(2) rounded up: an integer of b bits has at most b * _LOG10_2 + 1 digits
_LOG10_2 = 0.30103
# digits past the shown ones that an approximation must get right to be trusted (see _leading)
_GUARD = 16


@dataclass(frozen=True)
class Elision:
    digits_threshold: float
    digits_before: int
    digits_after: int
    terms_threshold: float
    terms_before: int
    terms_after: int

    @staticmethod
    def of(settings: dict) -> "Elision":
        def get(key):
            value = settings.get(key, DEFAULTS[key])
            return value if isinstance(value, int) else float("inf")     # infinity: never elide
        return Elision(*(get(key) for key in DEFAULTS))


# the elision of the result being displayed; None (elide nothing) outside render_result
ELISION: contextvars.ContextVar[Elision | None] = contextvars.ContextVar("elision", default=None)


def integer_display(n: int) -> str:
    """The digits of an integer as a displayed result shows them: all of them, or, past the
    threshold, e.g. `1234...[9800 digits]...6789` (with the default 100 digits before and after)."""
    elision = ELISION.get()
    if elision is None or n.bit_length() * _LOG10_2 + 1 <= elision.digits_threshold:
        return integer_text(n)          # too short to be elided, whatever its exact digit count
    before, after = elision.digits_before, elision.digits_after
    m = abs(n)
    count, lead = _leading(m, before)
    if count <= elision.digits_threshold or count <= before + after:
        return integer_text(n)
    # the last digits by one division by a small power of ten: linear in the size of n
    trail = str(m % 10 ** after).zfill(after) if after else ""
    sign = "-" if n < 0 else ""
    return f"{sign}{lead}...[{count - before - after} digits]...{trail}"


def _leading(m: int, before: int) -> tuple[int, str]:
    """The digit count of m > 0 and its first `before` digits, without writing m in decimal
    (CPython's int-to-decimal conversion takes quadratic time, and even the divide-and-conquer
    one of values/numbers.py n^1.6): m's top bits times a power of two, in Decimal arithmetic
    at a precision of a few more digits than are shown. The approximation is trusted when the
    _GUARD digits after the shown ones are neither all 0 nor all 9, as the error cannot then
    carry into a shown digit or change the count; else (m is within a hair of a number with
    `before` digits and then zeros, as a power of ten is) the exact conversion decides."""
    precision = before + _GUARD + 10
    shift = max(0, m.bit_length() - int(precision * 3.33) - 8)
    with localcontext(Context(prec=precision, Emax=MAX_EMAX, Emin=MIN_EMIN)):
        approximation = Decimal(m >> shift) * Decimal(2) ** shift
    digits = "".join(map(str, approximation.as_tuple().digits))
    # (past the first digit even when none is shown: 9.99... rounding to 10.0 changes the count)
    guard = digits[max(before, 1):max(before, 1) + _GUARD]
    if len(guard) == _GUARD and guard.strip("0") and guard.strip("9"):
        return approximation.adjusted() + 1, digits[:before]
    text = integer_text(m)
    return len(text), text[:before]


def elided_terms(items: tuple) -> tuple[tuple, int, tuple] | None:
    """(first terms, how many are left out, last terms) of a displayed sequence past the
    terms threshold, or None when all of it is shown."""
    elision = ELISION.get()
    if elision is None or len(items) <= elision.terms_threshold:
        return None
    before, after = elision.terms_before, elision.terms_after
    if len(items) <= before + after:
        return None
    return items[:before], len(items) - before - after, items[len(items) - after:]


def terms_marker(count: int) -> str:
    """What stands for the terms left out: `...[999800 terms]...`."""
    return f"...[{count} terms]..."
