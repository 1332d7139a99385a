"""Maple numbers: exact integers and rationals, software floats under Digits, hardware floats."""
from __future__ import annotations

import contextvars
import functools
import math
import re
from decimal import (MAX_EMAX, MAX_PREC, MIN_EMIN, ROUND_HALF_EVEN, Context, Decimal, DivisionByZero,
                     InvalidOperation, localcontext)
from fractions import Fraction

from ..errors import MapleError

DIGITS = contextvars.ContextVar("Digits", default=10)
NUMBER_TYPES = (int, Fraction, Decimal, float)
# the exact types of numbers, for `type(x) in NUMBER_KINDS`: is_number without its call
# (bool, a subclass of int, is none)
NUMBER_KINDS = frozenset(NUMBER_TYPES)
EXACT_KINDS = frozenset((int, Fraction))        # is_exact's, for `EXACT_KINDS.issuperset(...)`
MAX_INTEGER_BITS = 2 ** 26     # exact powers beyond ~20 million digits are refused, not computed


def is_number(value) -> bool:
    return isinstance(value, NUMBER_TYPES) and not isinstance(value, bool)


def is_finite(value) -> bool:
    """False for a float infinity or undefined (hardware ones come out of Tensors and rtables)."""
    if isinstance(value, float):
        return math.isfinite(value)
    return not isinstance(value, Decimal) or value.is_finite()


def is_exact(value) -> bool:
    return isinstance(value, (int, Fraction)) and not isinstance(value, bool)


def normalize(value):
    """Rationals with denominator 1 become integers."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


# Python refuses str(int) and int(str) beyond 4300 digits, a guard against their quadratic
# cost; below this many bits the built-ins are safe and fastest, above it the
# divide-and-conquer conversions here (after CPython 3.12's _pylong) take n^1.6 time.
_SMALL_BITS = 10_000
_SMALL_DIGITS = 3_000


def integer_text(n: int) -> str:
    """The decimal digits of an integer of any size."""
    return str(n) if n.bit_length() <= _SMALL_BITS else str(integer_decimal(n))


def integer_decimal(n: int) -> Decimal:
    """An integer of any size as an exact Decimal (Decimal(n) itself takes quadratic time)."""
    if n.bit_length() <= _SMALL_BITS:
        return Decimal(n)
    powers: dict[int, Decimal] = {}

    def power_of_two(w: int) -> Decimal:
        if w not in powers:
            half = w >> 1
            powers[w] = Decimal(2) ** w if w <= 128 else power_of_two(half) * power_of_two(w - half)
        return powers[w]

    def convert(m: int, w: int) -> Decimal:
        if w <= _SMALL_BITS:
            return Decimal(m)
        half = w >> 1
        high = m >> half
        return convert(m - (high << half), half) + convert(high, w - half) * power_of_two(half)

    with localcontext(Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN)):
        value = convert(abs(n), abs(n).bit_length())
    return value.copy_negate() if n < 0 else value


def parse_integer(text: str) -> int:
    """An integer from its decimal digits (an optional sign, then digits), of any length."""
    digits = text.lstrip("+-")
    if len(digits) <= _SMALL_DIGITS:
        return int(text)
    powers: dict[int, int] = {}

    def power_of_five(w: int) -> int:
        if w not in powers:
            half = w >> 1
            powers[w] = 5 ** w if w <= _SMALL_DIGITS else power_of_five(half) * power_of_five(w - half)
        return powers[w]

    def convert(a: int, b: int) -> int:
        if b - a <= _SMALL_DIGITS:
            return int(digits[a:b])
        mid = (a + b + 1) >> 1
        return convert(mid, b) + ((convert(a, mid) * power_of_five(b - mid)) << (b - mid))

    value = convert(0, len(digits))
    return -value if text.startswith("-") else value


_FLOAT = re.compile(r"(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\Z")


def parse_float(text: str) -> Decimal:
    """A float literal as a software float. Like Maple's, the exponent range is bounded
    (Maple_floats(MAX_EXP)); a literal beyond it overflows to Float(infinity) and one
    below it underflows to 0. (Maple's DefaultOverflow and DefaultUnderflow)."""
    whole, fraction, exponent = _FLOAT.match(text).groups()
    whole, fraction = whole.lstrip("0"), fraction or ""
    power = parse_integer(exponent) if exponent else 0
    if not (whole + fraction).strip("0"):
        return Decimal(0) if abs(power) > MAX_EMAX else Decimal(text)
    # the exponent of the leading digit
    adjusted = power + len(whole) - 1 if whole else power - (len(fraction) - len(fraction.lstrip("0"))) - 1
    if adjusted > MAX_EMAX:
        return Decimal("Infinity")
    if adjusted < MIN_EMIN:
        return Decimal(0)
    return Decimal(text)


def float_context(digits: int | None = None):
    """A decimal context for software floats: `digits` (default Digits) significant digits
    and, like Maple's, an exponent range far beyond Python's default of a million, where
    overflow gives Float(infinity) rather than an exception."""
    return localcontext(_settings(digits))


def _settings(digits: int | None = None) -> Context:
    """The context float_context makes current (a copy of it: these are shared)."""
    digits = digits or DIGITS.get()
    if digits > MAX_PREC:
        raise MapleError("integer too large in context")
    return _context_of(digits)


@functools.lru_cache(maxsize=64)
def _context_of(digits: int) -> Context:
    return Context(prec=digits, rounding=ROUND_HALF_EVEN, Emin=MIN_EMIN, Emax=MAX_EMAX,
                   traps=[InvalidOperation, DivisionByZero])


def session_settings() -> Context:
    """The decimal context a session's statements run in: Python's default precision, but
    Maple's exponent range, so that abs, comparisons and the like of a float such as
    1.0e99999 never raise decimal's Overflow (float_context sets Digits where arithmetic
    rounds)."""
    return Context(rounding=ROUND_HALF_EVEN, Emin=MIN_EMIN, Emax=MAX_EMAX,
                   traps=[InvalidOperation, DivisionByZero])


def sfloat(value, digits: int | None = None) -> Decimal:
    """A number as a software float rounded to Digits significant digits (`evalf`)."""
    context = _settings(digits)
    if isinstance(value, Fraction):
        return context.divide(integer_decimal(value.numerator), integer_decimal(value.denominator))
    if isinstance(value, float):
        return context.plus(Decimal(repr(value)))
    return context.plus(integer_decimal(value) if isinstance(value, int) else value)


def _context(op):
    def wrapped(a, b):
        with float_context():
            return op(a, b)
    return wrapped


def hfloat(x) -> float:
    """A number as a hardware float; one beyond the double range is an infinity."""
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def integer_digits_allowed(digits: int) -> None:
    """Refuse an exact integer of this many decimal digits past what exact powers allow."""
    if digits > MAX_INTEGER_BITS * 0.30103:
        raise MapleError("integer too large in context")


def _promote(a, b):
    """Bring two numbers to a common kind: hardware float > software float > exact."""
    if isinstance(a, float) or isinstance(b, float):
        return hfloat(a), hfloat(b)
    if isinstance(a, Decimal) or isinstance(b, Decimal):
        return (a if isinstance(a, Decimal) else sfloat(a)), (b if isinstance(b, Decimal) else sfloat(b))
    return a, b


def _sfloat_result(value: Decimal, context: Context | None = None) -> Decimal:
    """Round to Digits (or in `context`); a zero result is Maple's `0.` whatever exponent
    it came with."""
    value = +value if context is None else context.plus(value)
    return Decimal(0) if value.is_zero() else value


# Sums and products compute in their context's methods rather than making it current:
# the same rounding, at a fraction of the cost of entering a context in a loop.

def add(a, b):
    if type(a) is int and type(b) is int:
        return a + b
    a, b = _promote(a, b)
    if isinstance(a, Decimal):
        context = _settings()
        return _sfloat_result(context.add(a, b), context)
    return normalize(a + b)


def mul(a, b):
    if type(a) is int and type(b) is int:
        return a * b
    a, b = _promote(a, b)
    if isinstance(a, Decimal):
        context = _settings()
        return _sfloat_result(context.multiply(a, b), context)
    return normalize(a * b)


@_context
def div(a, b):
    if b == 0:
        raise MapleError("numeric exception: division by zero")
    if is_exact(a) and is_exact(b):
        return normalize(Fraction(a) / Fraction(b))
    a, b = _promote(a, b)
    return _sfloat_result(a / b) if isinstance(a, Decimal) else a / b


def power(a, b):
    """a^b for numbers; returns None when the result is not a number (`2^(1/2)`)."""
    if a == 0 and b == 0 and is_exact(a) and is_exact(b):
        raise MapleError("0^0 is undefined")
    if isinstance(b, int):
        if is_exact(a):
            if abs(b) * max(abs(Fraction(a).numerator).bit_length(),
                            Fraction(a).denominator.bit_length()) > MAX_INTEGER_BITS:
                raise MapleError("integer too large in context")
            if b < 0:
                if a == 0:
                    raise MapleError("numeric exception: division by zero")
                return normalize(Fraction(1) / Fraction(a) ** -b)
            return normalize(Fraction(a) ** b)
        if isinstance(a, Decimal):
            if a == 0 and b < 0:
                raise MapleError("numeric exception: division by zero")
            return _sfloat_power(a, b)
        return _hfloat_power(float(a), b)
    if is_exact(a) and is_exact(b):
        root = _exact_root(a, b)
        return root
    a, b = _promote(a, b)
    if a < 0:
        return None             # a complex result: the power stays unevaluated
    if a == 0 and b < 0:
        raise MapleError("numeric exception: division by zero")
    return _sfloat_power(a, b) if isinstance(a, Decimal) else _hfloat_power(a, b)


def factorial(n: int) -> int:
    """n! for an integer n >= 0, refused (as exact powers are) when it would be too big
    to compute: log2(n!) < n * bits(n)."""
    if n * n.bit_length() > MAX_INTEGER_BITS:
        raise MapleError("integer too large in context")
    return math.factorial(n)


def _sfloat_power(a: Decimal, b):
    """`undefined` for 0.^0 and Float(infinity) past the exponent range."""
    with float_context():
        try:
            return _sfloat_result(a ** b)
        except InvalidOperation:
            from .core import UNDEFINED
            return UNDEFINED


def _hfloat_power(a: float, b) -> float:
    try:
        return a ** b
    except OverflowError:
        return math.inf
    except ZeroDivisionError:
        raise MapleError("numeric exception: division by zero") from None


def _exact_root(a, b: Fraction):
    """(p/q)^(r/s) when it is rational, else None."""
    a, b = Fraction(a), Fraction(b)
    if a < 0:
        return None
    num = _int_root(a.numerator, b.denominator)
    den = _int_root(a.denominator, b.denominator)
    if num is None or den is None:
        return None
    if abs(b.numerator) * max(num.bit_length(), den.bit_length()) > MAX_INTEGER_BITS:
        raise MapleError("integer too large in context")
    return normalize(Fraction(num, den) ** b.numerator)


def _int_root(n: int, k: int):
    """The exact k-th root of n >= 0 when n is a perfect k-th power, else None."""
    r = integer_root(n, k)
    return r if r ** k == n else None


def integer_root(n: int, k: int) -> int:
    """floor(n^(1/k)) for n >= 0, in integers alone (Newton's method from above), so that
    no root of a big integer goes through a float."""
    if k == 2:
        return math.isqrt(n)
    if n < 2:
        return n
    if k >= n.bit_length():
        return 1                                # 2^k > n, so the root is below 2
    x = 1 << -(-n.bit_length() // k)            # 2^ceil(bits/k) > n^(1/k)
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x
        x = y


# Among numbers of equal value: 1 before 1/1 (never made) before 1.0 before the hardware 1.
# (also the set order's plain key, values/core.py)
KIND_ORDER = {int: 0, Fraction: 1, Decimal: 2, float: 3}


def total_order(a, b) -> int:
    """An exact total order on numbers (for sets): by value, compared without rounding
    (Python compares int, Fraction, Decimal and float exactly with one another), then by
    kind, then 1.0 before 1.00; undefined values (NaN) last."""
    nan_a, nan_b = _is_nan(a), _is_nan(b)
    if not (nan_a or nan_b) and a != b:
        return -1 if a < b else 1
    if nan_a != nan_b:
        return 1 if nan_a else -1
    ka, kb = KIND_ORDER[type(a)], KIND_ORDER[type(b)]
    if ka != kb:
        return ka - kb
    if isinstance(a, Decimal):
        ea, eb = a.as_tuple().exponent, b.as_tuple().exponent
        if isinstance(ea, int) and isinstance(eb, int) and ea != eb:
            return eb - ea
    return 0


def _is_nan(x) -> bool:
    return isinstance(x, (float, Decimal)) and x != x


def compare(a, b) -> int:
    a, b = _promote(a, b)
    return (a > b) - (a < b)


def negate(a):
    return a.copy_negate() if isinstance(a, Decimal) else normalize(-a)
