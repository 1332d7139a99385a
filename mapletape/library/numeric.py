"""Numeric functions: exact where Maple is exact, floats for float arguments, else unevaluated."""
from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from .registry import BUILTINS, builtin, expect_count

PI = v.Name("Pi")
I = v.Name("I")


def _digits() -> int:
    return num.DIGITS.get()


def is_float(x) -> bool:
    return isinstance(x, (Decimal, float))


def _unevaluated(name: str, *args):
    return v.Function(v.Name(name), args)


def _negated(x):
    """-x when x prints with a leading minus (a negative number or coefficient), else None."""
    if num.is_number(x) and x < 0:
        return num.negate(x)
    if isinstance(x, v.Product) and num.is_number(x.factors[0]) and x.factors[0] < 0:
        return arith.neg(x)
    return None


def _mirrored(name: str, x, odd: bool):
    """f(-x) written as -f(x) (odd f) or f(x) (even f) when x prints with a leading minus,
    else None (not known)."""
    minus = _negated(x)
    if minus is None:
        return None
    call = _unevaluated(name, minus)
    return arith.neg(call) if odd else call


def _known(name: str, points, odd: bool | None):
    """The exact rule of a function known at a few points (pairs of x and f(x)) and odd,
    even or neither (None)."""
    def exact(x):
        for point, value in points:
            if x == point:
                return value
        return None if odd is None else _mirrored(name, x, odd)
    return exact


def _pi_multiple(x):
    """k when x is k*Pi with k rational, else None."""
    if x == PI:
        return Fraction(1)
    if isinstance(x, v.Product) and len(x.factors) == 2 and x.factors[1] == PI \
            and num.is_exact(x.factors[0]):
        return Fraction(x.factors[0])
    return None


# ---------------------------------------------------------------- software-float series

def _series(terms, digits: int) -> Decimal:
    """Sum a convergent series at a few guard digits beyond `digits`."""
    with num.float_context(digits + 5) as ctx:
        total, k = Decimal(0), 0
        while True:
            term = terms(k, ctx)
            if term == 0 or abs(term) < Decimal(10) ** (-(digits + 8)) * max(abs(total), Decimal(1)):
                return total + term
            total += term
            k += 1


def _decimal_pi(digits: int) -> Decimal:
    with num.float_context(digits + 5):
        # Machin's formula: pi = 16 arctan(1/5) - 4 arctan(1/239)
        return 16 * _arctan_small(Decimal(1) / 5, digits + 5) - 4 * _arctan_small(Decimal(1) / 239, digits + 5)


def _arctan_small(x: Decimal, digits: int) -> Decimal:
    return _series(lambda k, ctx: (-1) ** k * x ** (2 * k + 1) / (2 * k + 1), digits)


def _reduce(x: Decimal, digits: int) -> Decimal:
    """x modulo 2 pi, into (-pi, pi], so the Taylor series converges quickly."""
    with num.float_context(digits + 10 + max(0, x.adjusted())) as ctx:
        pi = _decimal_pi(ctx.prec)
        x = x.remainder_near(2 * pi)
    return x


def _sin(x: Decimal, digits: int) -> Decimal:
    x = _reduce(x, digits)
    return _series(lambda k, ctx: (-1) ** k * x ** (2 * k + 1) / math.factorial(2 * k + 1), digits)


def _cos(x: Decimal, digits: int) -> Decimal:
    x = _reduce(x, digits)
    return _series(lambda k, ctx: (-1) ** k * x ** (2 * k) / math.factorial(2 * k), digits)


def _arctan(x: Decimal, digits: int) -> Decimal:
    with num.float_context(digits + 5):
        if abs(x) > 1:
            half_pi = _decimal_pi(digits) / 2
            return (half_pi if x > 0 else -half_pi) - _arctan(1 / x, digits)
        if abs(x) > Decimal("0.4"):
            # arctan x = 2 arctan(x / (1 + sqrt(1 + x^2))) brings x closer to 0
            return 2 * _arctan(x / (1 + (1 + x * x).sqrt()), digits)
    return _arctan_small(x, digits)


def _sinh(x: Decimal, digits: int) -> Decimal:
    if abs(x) < 1:      # the series: (e^x - e^-x)/2 would cancel its leading digits
        return _series(lambda k, ctx: x ** (2 * k + 1) / math.factorial(2 * k + 1), digits)
    with num.float_context(digits + 5):
        e = x.exp()
        return (e - 1 / e) / 2


def _cosh(x: Decimal, digits: int) -> Decimal:
    with num.float_context(digits + 5):
        e = x.exp()
        return (e + 1 / e) / 2


def _arcsin(x: Decimal, digits: int) -> Decimal:
    with num.float_context(digits + 5):
        if abs(x) == 1:
            half_pi = _decimal_pi(digits) / 2
            return half_pi if x > 0 else -half_pi
        return _arctan(x / (1 - x * x).sqrt(), digits)


def _arcsinh(x: Decimal, digits: int) -> Decimal:
    if abs(x) < Decimal("0.5"):     # the series: ln(x + sqrt(x^2 + 1)) would lose digits near 0
        return _series(lambda k, ctx: (-1) ** k * math.factorial(2 * k) * x ** (2 * k + 1)
                       / (4 ** k * math.factorial(k) ** 2 * (2 * k + 1)), digits)
    with num.float_context(digits + 5):
        y = abs(x)
        result = (y + (y * y + 1).sqrt()).ln()
        return result if x > 0 else -result


def _arctanh(x: Decimal, digits: int) -> Decimal:
    if abs(x) < Decimal("0.5"):
        return _series(lambda k, ctx: x ** (2 * k + 1) / (2 * k + 1), digits)
    with num.float_context(digits + 5):
        return ((1 + x) / (1 - x)).ln() / 2


def _arccosh(x: Decimal, digits: int) -> Decimal:
    with num.float_context(digits + 5):
        return (x + (x * x - 1).sqrt()).ln()


def _rounded(value: Decimal) -> Decimal:
    with num.float_context(_digits()):
        return +value


def _float_of(x) -> Decimal:
    return x if isinstance(x, Decimal) else num.sfloat(x, _digits() + 5)


FLOAT_FUNCTIONS = {
    "sin": (math.sin, lambda x, d: _sin(x, d)),
    "cos": (math.cos, lambda x, d: _cos(x, d)),
    "tan": (math.tan, lambda x, d: _sin(x, d + 2) / _cos(x, d + 2)),
    "arctan": (math.atan, lambda x, d: _arctan(x, d)),
    "exp": (math.exp, lambda x, d: x.exp()),
    "ln": (math.log, lambda x, d: x.ln()),
    "sinh": (math.sinh, lambda x, d: _sinh(x, d)),
    "cosh": (math.cosh, lambda x, d: _cosh(x, d)),
    "tanh": (math.tanh, lambda x, d: _sinh(x, d + 2) / _cosh(x, d + 2)),
    "arcsin": (math.asin, lambda x, d: _arcsin(x, d)),
    "arccos": (math.acos, lambda x, d: _decimal_pi(d + 2) / 2 - _arcsin(x, d + 2)),
    "sec": (lambda x: 1 / math.cos(x), lambda x, d: 1 / _cos(x, d + 2)),
    "csc": (lambda x: 1 / math.sin(x), lambda x, d: 1 / _sin(x, d + 2)),
    "cot": (lambda x: 1 / math.tan(x), lambda x, d: _cos(x, d + 2) / _sin(x, d + 2)),
    "arcsec": (lambda x: math.acos(1 / x), lambda x, d: _decimal_pi(d + 2) / 2 - _arcsin(1 / x, d + 2)),
    "arccsc": (lambda x: math.asin(1 / x), lambda x, d: _arcsin(1 / x, d)),
    "arcsinh": (math.asinh, lambda x, d: _arcsinh(x, d)),
    "arctanh": (math.atanh, lambda x, d: _arctanh(x, d)),
    "arccosh": (math.acosh, lambda x, d: _arccosh(x, d)),
    "arccot": (lambda x: math.pi / 2 - math.atan(x),
               lambda x, d: _decimal_pi(d + 2) / 2 - _arctan(x, d + 2)),
    "arcsech": (lambda x: math.acosh(1 / x), lambda x, d: _arccosh(1 / x, d)),
    "arccsch": (lambda x: math.asinh(1 / x), lambda x, d: _arcsinh(1 / x, d)),
    "arccoth": (lambda x: math.atanh(1 / x), lambda x, d: _arctanh(1 / x, d)),
}
# arguments whose value is complex (or infinite): Maple gives a complex float or a
# Float(infinity), mapletape an error
_REAL_DOMAIN = {"arcsin": lambda x: abs(x) <= 1, "arccos": lambda x: abs(x) <= 1,
                "arcsec": lambda x: abs(x) >= 1, "arccsc": lambda x: abs(x) >= 1,
                "arctanh": lambda x: abs(x) < 1, "arccosh": lambda x: x >= 1,
                "arcsech": lambda x: 0 < x <= 1, "arccoth": lambda x: abs(x) > 1}
# arguments at which the value is infinite: division by zero, as for the exact argument
_POLES = {"arccsch": lambda x: x == 0}


def float_value(name: str, x):
    """The float result of a numeric function at a float argument, as Maple computes it."""
    hardware, software = FLOAT_FUNCTIONS[name]
    pole = _POLES.get(name)
    if pole is not None and pole(x):
        raise MapleError("numeric exception: division by zero", procname=name)
    inside = _REAL_DOMAIN.get(name)
    if inside is not None and not inside(x):
        raise MapleError(f"{name}({lprint(x)}) is not a real number, and complex floats are "
                         f"not available in mapletape")
    if name == "ln" and x <= 0:
        if x == 0:
            raise MapleError("numeric exception: division by zero", procname="ln")
        return arith.add(float_value("ln", num.negate(x)), arith.mul(float_value_pi(x), I))
    if isinstance(x, float):
        try:
            return hardware(x)
        except OverflowError:
            return float("inf")
        except ValueError:            # sin(infinity): IEEE's undefined, as numpy gives it
            return math.nan
    digits = _digits()
    with num.float_context(digits + 5):
        try:
            result = _rounded(software(_float_of(x), digits))
            # an underflow leaves a zero with a huge negative exponent
            return Decimal(0) if result.is_zero() and result.adjusted() < -digits else result
        except ArithmeticError:
            # beyond the exponent range of software floats
            return Decimal("Infinity") if x > 0 else Decimal(0)


def float_value_pi(like):
    return math.pi if isinstance(like, float) else _rounded(_decimal_pi(_digits()))


def _numeric_function(name: str, exact, help_text: str):
    """Register `name`: floats for float arguments, `exact(x)` for other arguments when it
    knows a closed form (None otherwise), and unevaluated for the rest."""
    def fn(ev, args):
        expect_count(args, name, 1)
        x = args[0]
        if is_float(x):
            return float_value(name, x)
        _check_algebraic(name, x)
        result = exact(x)
        return _unevaluated(name, x) if result is None else result
    fn.__doc__ = help_text
    builtin(name)(fn)


def _check_algebraic(name: str, x):
    if isinstance(x, (v.MList, v.MSet, str, v.ExprSeq, v.Relation, v.Range)):
        raise MapleError(f"invalid input: {name} expects its 1st argument, x, to be of type "
                         f"algebraic, but received {lprint(x)}")


def _half_root(n: int):
    """sqrt(n)/2 as Maple writes it: 1/2*n^(1/2)."""
    return arith.mul(Fraction(1, 2), v.Power(n, Fraction(1, 2)))


# sin(k*Pi) for k in [0, 1/2] with denominators 1, 2, 3, 4, 6; the rest follows by symmetry
_SINE_AT = {Fraction(0): 0, Fraction(1, 6): Fraction(1, 2), Fraction(1, 4): _half_root(2),
            Fraction(1, 3): _half_root(3), Fraction(1, 2): 1}


def _sine_of_pi_multiple(k: Fraction):
    """sin(k*Pi) when Maple knows it exactly, else None."""
    k = k % 2
    sign = 1
    if k >= 1:
        k, sign = k - 1, -1
    if k > Fraction(1, 2):
        k = 1 - k
    value = _SINE_AT.get(k)
    if value is None:
        return None
    return value if sign == 1 else arith.neg(value)


def _pi_argument(x):
    return Fraction(0) if x == 0 else _pi_multiple(x)


def _sin_exact(x):
    k = _pi_argument(x)
    if k is not None:
        return _sine_of_pi_multiple(k)
    return _mirrored("sin", x, odd=True)


def _cos_exact(x):
    k = _pi_argument(x)
    if k is not None:
        return _sine_of_pi_multiple(k + Fraction(1, 2))
    return _mirrored("cos", x, odd=False)


def _tan_exact(x):
    k = _pi_argument(x)
    if k is not None and (4 * k).denominator == 1:
        value = {0: 0, 1: 1, 3: -1}.get(int(4 * k) % 4)
        if value is None:
            raise MapleError("numeric exception: division by zero", procname="tan")
        return value
    return _mirrored("tan", x, odd=True)


_arctan_exact = _known("arctan", ((0, 0), (1, arith.mul(Fraction(1, 4), PI)),
                                  (-1, arith.mul(Fraction(-1, 4), PI))), odd=True)


def _exp_exact(x):
    if x == 0:
        return 1
    if isinstance(x, v.Function) and x.head == v.Name("ln") and len(x.args) == 1:
        return x.args[0]
    return None


def _ln_exact(x):
    if x == 1:
        return 0
    if x == 0:
        raise MapleError("numeric exception: division by zero", procname="ln")
    if isinstance(x, v.Function) and x.head == v.Name("exp") and len(x.args) == 1:
        return x.args[0]
    return None


_numeric_function("sin", _sin_exact,
                  "sin(x): the sine of x; exact at multiples of Pi/6 and Pi/4, a float for a float x.")
_numeric_function("cos", _cos_exact,
                  "cos(x): the cosine of x; exact at multiples of Pi/6 and Pi/4, a float for a float x.")
_numeric_function("tan", _tan_exact,
                  "tan(x): the tangent of x; exact at multiples of Pi/4, a float for a float x.")
_numeric_function("arctan", _arctan_exact,
                  "arctan(x): the inverse tangent of x; arctan(1) is Pi/4, a float for a float x.")
_numeric_function("exp", _exp_exact,
                  "exp(x): the exponential function; exp(0) is 1, exp(1) stays exp(1), "
                  "a float for a float x.")
_numeric_function("ln", _ln_exact,
                  "ln(x): the natural logarithm; ln(1) is 0, a float for a float x.")


# arcsin at 1/2, sqrt(2)/2, sqrt(3)/2 and 1 (exact arithmetic: sin(Pi/6) = 1/2, ...)
_ARCSIN_AT = ((Fraction(1, 2), Fraction(1, 6)), (_half_root(2), Fraction(1, 4)),
              (_half_root(3), Fraction(1, 3)), (1, Fraction(1, 2)))


def _arcsin_exact(x):
    for value, k in _ARCSIN_AT:
        if x == value:
            return arith.mul(k, PI)
        if x == arith.neg(value):
            return arith.mul(-k, PI)
    return 0 if x == 0 else _mirrored("arcsin", x, odd=True)


def _arccos_exact(x):
    # arccos(x) = Pi/2 - arcsin(x) where arcsin is exact
    if x == 0:
        return arith.mul(Fraction(1, 2), PI)
    for value, k in _ARCSIN_AT:
        if x == value:
            return arith.mul(Fraction(1, 2) - k, PI)
        if x == arith.neg(value):
            return arith.mul(Fraction(1, 2) + k, PI)
    return None


def _reciprocal(name: str, of, odd: bool):
    """sec, csc, cot: the reciprocal of cos, sin, tan where that is exact; sec is even, csc
    and cot odd."""
    def exact(x):
        if _pi_argument(x) is not None:
            value = of(x)
            if value is None:
                return None
            if value == 0:
                raise MapleError("numeric exception: division by zero", procname=name)
            return arith.power(value, -1)
        return _mirrored(name, x, odd)
    return exact


def _cot_exact(x):
    if _pi_argument(x) is not None:
        c, s = _cos_exact(x), _sin_exact(x)
        if c is None or s is None:
            return None
        if s == 0:
            raise MapleError("numeric exception: division by zero", procname="cot")
        return arith.mul(c, arith.power(s, -1))
    return _mirrored("cot", x, odd=True)


_numeric_function("sec", _reciprocal("sec", _cos_exact, odd=False),
                  "sec(x): the secant 1/cos(x); sec(0) is 1, a float for a float x.")
_numeric_function("csc", _reciprocal("csc", _sin_exact, odd=True),
                  "csc(x): the cosecant 1/sin(x); csc(Pi/2) is 1, a float for a float x.")
_numeric_function("cot", _cot_exact,
                  "cot(x): the cotangent cos(x)/sin(x); cot(Pi/4) is 1, a float for a float x.")


def _has_call(x) -> bool:
    return isinstance(x, v.Function) or any(_has_call(p) for p in operands.operands(x))


def _inverse_of_reciprocal(name: str, of, odd: bool | None):
    """arcsec(x) = arccos(1/x), arccsc(x) = arcsin(1/x), arcsech(x) = arccosh(1/x) ...
    where those are closed forms (no call left: arccsc(-3) is -arccsc(3), not
    -arcsin(1/3)); 0 is a pole (help page invtrig)."""
    def exact(x):
        if x == 0:
            raise MapleError("numeric exception: division by zero", procname=name)
        if num.is_number(x) and num.is_exact(x):
            value = of(num.div(1, x))
            if value is not None and not _has_call(value):
                return value
        return None if odd is None else _mirrored(name, x, odd)
    return exact


_numeric_function("arcsec", _inverse_of_reciprocal("arcsec", _arccos_exact, odd=None),
                  "arcsec(x): the inverse secant arccos(1/x); arcsec(2) is Pi/3, a float for a "
                  "float x with abs(x) >= 1.")
_numeric_function("arccsc", _inverse_of_reciprocal("arccsc", _arcsin_exact, odd=True),
                  "arccsc(x): the inverse cosecant arcsin(1/x); arccsc(2) is Pi/6, a float for a "
                  "float x with abs(x) >= 1.")
_arcsinh_exact = _known("arcsinh", ((0, 0),), odd=True)
_arccosh_exact = _known("arccosh", ((1, 0),), odd=None)
_numeric_function("arcsinh", _arcsinh_exact,
                  "arcsinh(x): the inverse hyperbolic sine; arcsinh(0) is 0, a float for a float x.")
_numeric_function("arctanh", _known("arctanh", ((0, 0),), odd=True),
                  "arctanh(x): the inverse hyperbolic tangent; arctanh(0) is 0, a float for a float x in (-1, 1).")
_numeric_function("arccosh", _arccosh_exact,
                  "arccosh(x): the inverse hyperbolic cosine; arccosh(1) is 0, a float for a float x >= 1.")
_numeric_function("sinh", _known("sinh", ((0, 0),), odd=True),
                  "sinh(x): the hyperbolic sine; sinh(0) is 0, sinh(-x) is -sinh(x), a float for a float x.")
_numeric_function("cosh", _known("cosh", ((0, 1),), odd=False),
                  "cosh(x): the hyperbolic cosine; cosh(0) is 1, cosh(-x) is cosh(x), a float for a float x.")
_numeric_function("tanh", _known("tanh", ((0, 0),), odd=True),
                  "tanh(x): the hyperbolic tangent; tanh(0) is 0, tanh(-x) is -tanh(x), a float for a float x.")
_numeric_function("arcsin", _arcsin_exact,
                  "arcsin(x): the inverse sine; arcsin(1/2) is Pi/6, a float for a float x in -1 .. 1.")
_numeric_function("arccos", _arccos_exact,
                  "arccos(x): the inverse cosine; arccos(0) is Pi/2, a float for a float x in -1 .. 1.")


def _arccot_exact(x):
    """arccot(x) = Pi/2 - arctan(x), continuous through 0 with values in (0, Pi) for real x:
    arccot(0) is Pi/2, arccot(-1) is 3/4*Pi."""
    if num.is_number(x) and x in (0, 1, -1):
        return arith.sub(arith.mul(Fraction(1, 2), PI), _arctan_exact(x))
    return None


def _arccoth_exact(x):
    """arctanh(1/x): infinite at 1 and -1, arccoth(0) is 1/2*I*Pi (arctanh at infinity),
    odd."""
    if num.is_number(x) and x in (1, -1):
        raise MapleError("numeric exception: division by zero", procname="arccoth")
    if x == 0:
        return arith.mul(arith.mul(Fraction(1, 2), I), PI)
    return _mirrored("arccoth", x, odd=True)


_numeric_function("arccot", _arccot_exact,
                  "arccot(x): the inverse cotangent Pi/2 - arctan(x), in (0, Pi) for real x; "
                  "arccot(1) is Pi/4, arccot(-1) is 3/4*Pi, a float for a float x (help page "
                  "invtrig).")
_numeric_function("arcsech", _inverse_of_reciprocal("arcsech", _arccosh_exact, odd=None),
                  "arcsech(x): the inverse hyperbolic secant arccosh(1/x); arcsech(1) is 0, a float "
                  "for a float x in (0, 1] (help page invtrig).")
_numeric_function("arccsch", _inverse_of_reciprocal("arccsch", _arcsinh_exact, odd=True),
                  "arccsch(x): the inverse hyperbolic cosecant arcsinh(1/x); arccsch(-x) is "
                  "-arccsch(x), a float for a float x other than 0 (help page invtrig).")
_numeric_function("arccoth", _arccoth_exact,
                  "arccoth(x): the inverse hyperbolic cotangent arctanh(1/x); arccoth(-x) is "
                  "-arccoth(x), a float for a float x with abs(x) > 1 (help page invtrig).")


def _real_constant(x) -> bool:
    """A real number or a constant made of real ones (Pi, 2^(1/2)); not I."""
    if num.is_number(x) or x == PI:
        return True
    if isinstance(x, v.Power):
        return num.is_number(x.base) and num.compare(x.base, 0) > 0 and num.is_number(x.exponent)
    if isinstance(x, (v.Sum, v.Product)):
        return all(_real_constant(t) for t in (x.terms if isinstance(x, v.Sum) else x.factors))
    return False


def _parts(x):
    """(real part, imaginary part) of a + b*I with a, b real constants, else None."""
    if x == I:
        return 0, 1
    if _real_constant(x):
        return x, 0
    if isinstance(x, v.Product) and I in x.factors:
        rest = list(x.factors)
        rest.remove(I)
        coefficient = arith.make_product(rest)
        return (0, coefficient) if _real_constant(coefficient) else None
    if isinstance(x, v.Sum):
        parts = [_parts(t) for t in x.terms]
        if None in parts:
            return None
        return (arith.make_sum([p[0] for p in parts]), arith.make_sum([p[1] for p in parts]))
    return None


def _complex_part(name: str, pick, help_text: str):
    def fn(ev, args):
        expect_count(args, name, 1)
        _check_algebraic(name, args[0])
        parts = _parts(args[0])
        return _unevaluated(name, args[0]) if parts is None else pick(*parts)
    fn.__doc__ = help_text
    builtin(name)(fn)


_complex_part("Re", lambda a, b: a,
              "Re(z): the real part of z = a + b*I (a, b real constants); a symbol stays Re(x).")
_complex_part("Im", lambda a, b: b,
              "Im(z): the imaginary part of z = a + b*I (a, b real constants); a symbol stays Im(x).")
_complex_part("conjugate", lambda a, b: arith.sub(a, arith.mul(b, I)),
              "conjugate(z): a - b*I for z = a + b*I (a, b real constants); a symbol stays "
              "conjugate(x).")


@builtin("signum")
def signum(ev, args):
    """signum(x): x/abs(x) for a number x other than 0, so -1 or 1 (-1. or 1. for a
    float); signum(0) is _Envsignum0 when it is assigned, else 0; a symbol stays
    signum(x) (help page signum)."""
    expect_count(args, "signum", 1)
    x = args[0]
    if not num.is_number(x):
        _check_algebraic("signum", x)
        return _mirrored("signum", x, odd=True) or _unevaluated("signum", x)
    if x == 0:
        return ev.globals.get("_Envsignum0", x if is_float(x) else 0)
    sign = 1 if num.compare(x, 0) > 0 else -1
    return float(sign) if isinstance(x, float) else num.sfloat(sign) if is_float(x) else sign


def _constant_sign(x):
    """1 or -1 for a nonzero real number or a product of one with Pi and roots of positive
    numbers, 0 for zero, else None (not known without evaluating)."""
    if num.is_number(x):
        return (x > 0) - (x < 0)
    if x == PI or isinstance(x, v.Power) and num.is_number(x.base) and x.base > 0 \
            and num.is_number(x.exponent):
        return 1
    if isinstance(x, v.Product):
        signs = [_constant_sign(f) for f in x.factors]
        return None if None in signs else math.prod(signs)
    return None


def _signs(x):
    """(sign of the real part, sign of the imaginary part) of a + b*I, or None."""
    parts = _parts(x)
    if parts is None:
        return None
    signs = tuple(_constant_sign(p) for p in parts)
    return None if None in signs else signs


def _csgn(ev, x, zero):
    signs = _signs(x)
    if signs is None:
        _check_algebraic("csgn", x)
        return _mirrored("csgn", x, odd=True) or _unevaluated("csgn", x)
    real, imaginary = signs
    if real == imaginary == 0:
        return zero() if zero is not None else ev.globals.get("_Envsignum0", 0)
    return real or imaginary


@builtin("csgn")
def csgn(ev, args):
    """csgn(x): the sign of a real or complex x by half-plane: 1 when Re(x) > 0 or Re(x) = 0
    and Im(x) > 0, -1 in the other half; csgn(0) is _Envsignum0 when it is assigned, else 0;
    csgn(0, x, y) takes _Envsignum0 = y; csgn(1, x), the derivative, is 0 off the imaginary
    axis; csgn(-x) is -csgn(x), a symbol stays csgn(x) (help page csgn)."""
    expect_count(args, "csgn", 1, 3)
    if len(args) == 1:
        return _csgn(ev, args[0], None)
    if len(args) == 3 and args[0] == 0:
        return _csgn(ev, args[1], lambda: args[2])
    if len(args) == 2 and args[0] == 1:
        signs = _signs(args[1])
        return 0 if signs is not None and signs[0] != 0 else _unevaluated("csgn", *args)
    raise MapleError(f"invalid input: csgn expects csgn(x), csgn(1, x) or csgn(0, x, y), but "
                     f"received csgn({', '.join(lprint(a) for a in args)})")


def _atan2(b, a):
    """The angle of a + b*I in (-Pi, Pi] for real floats a, b not both 0."""
    if isinstance(a, float) or isinstance(b, float):
        return math.atan2(float(b), float(a))
    digits = _digits()
    with num.float_context(digits + 5):
        a, b = _float_of(a), _float_of(b)
        pi = _decimal_pi(digits + 2)
        if a == 0:
            angle = pi / 2 if b > 0 else -pi / 2
        else:
            angle = _arctan(b / a, digits + 2)
            if a < 0:
                angle += pi if b >= 0 else -pi
        return _rounded(angle)


@builtin("argument")
def argument(ev, args):
    """argument(z): the principal argument of z = a + b*I, in (-Pi, Pi]: argument(-1/2) is Pi,
    argument(1/2) and argument(0) are 0, argument(I) is Pi/2, argument(1 + 2*I) is
    arctan(2); a float for float parts: argument(-12. - 13*I) is -2.553590050 (help page
    argument). A symbol stays argument(z)."""
    expect_count(args, "argument", 1)
    z = args[0]
    _check_algebraic("argument", z)
    parts = _parts(z)
    if parts is None or not all(num.is_number(p) for p in parts):
        return _unevaluated("argument", z)
    a, b = parts
    if is_float(a) or is_float(b):
        return _atan2(b, a) if a != 0 or b != 0 else (0. if isinstance(a, float) else num.sfloat(0))
    if b == 0:
        return PI if a < 0 else 0
    if a == 0:
        return arith.mul(Fraction(1 if b > 0 else -1, 2), PI)
    angle = ev.apply(ev.builtins["arctan"], (num.div(b, a),))
    return angle if a > 0 else arith.add(angle, PI if b > 0 else arith.neg(PI))


@builtin("Heaviside")
def heaviside(ev, args):
    """Heaviside(x): the step function, 0 for x < 0 and 1 for x > 0, undefined at 0 (Maple's
    convention: Heaviside(0) is undefined); Heaviside(Pi - 4) needs the sign of a sum and
    stays unevaluated, as a symbol does; diff(Heaviside(x), x) is Dirac(x) (help page
    Heaviside)."""
    expect_count(args, "Heaviside", 1)
    x = args[0]
    _check_algebraic("Heaviside", x)
    sign = _constant_sign(x)
    if sign is None:
        return _unevaluated("Heaviside", x)
    return v.UNDEFINED if sign == 0 else 1 if sign > 0 else 0


def _log_base(ev, x, b):
    """log[b](x) as Maple writes it, ln(x)/ln(b) (help page convert/log: Maple "automatically
    converts log[b](x) to ln(x)/ln(b)"); a float for a float x, to Digits digits."""
    ln = ev.builtins["ln"]
    if is_float(x) and num.is_number(b) and x > 0 and b > 0:
        if isinstance(x, float):
            return math.log(x) / math.log(float(b))
        digits = _digits()
        with num.float_context(digits + 5):
            quotient = _float_of(x).ln() / _float_of(b).ln()
        return _rounded(quotient)
    return arith.div(ev.apply(ln, (x,)), ev.apply(ln, (b,)))


def _log_variant(indices):
    if len(indices) != 1:
        return None

    def fn(ev, args):
        expect_count(args, "log", 1)
        return _log_base(ev, args[0], indices[0])
    return v.Builtin("log", fn, BUILTINS["log"].help, indexed=_log_variant)


@builtin("log", indexed=_log_variant)
def log(ev, args):
    """log(x): the natural logarithm, the same as ln(x). log[b](x) and log(x, b): the
    logarithm to the base b, which Maple writes ln(x)/ln(b): log[2](8) is ln(8)/ln(2),
    log[10](100.) is 2.000000000."""
    expect_count(args, "log", 1, 2)
    if len(args) == 2:
        return _log_base(ev, args[0], args[1])
    return ev.apply(ev.builtins["ln"], args)


@builtin("log10")
def log10(ev, args):
    """log10(x): the common logarithm log[10](x), which Maple writes ln(x)/ln(10):
    log10(100) is ln(100)/ln(10); log10(1000.) is 3.000000000 (help pages ln and
    convert/log)."""
    expect_count(args, "log10", 1)
    _check_algebraic("log10", args[0])
    return _log_base(ev, args[0], 10)


@builtin("log2")
def log2(ev, args):
    """log2(x): the binary logarithm log[2](x), which Maple writes ln(x)/ln(2)."""
    expect_count(args, "log2", 1)
    _check_algebraic("log2", args[0])
    return _log_base(ev, args[0], 2)


def _nearest_even(q: Fraction) -> int:
    """The integer nearest q, the even one on a tie."""
    n = math.floor(q)
    rest = q - n
    return n + 1 if rest > Fraction(1, 2) or rest == Fraction(1, 2) and n % 2 else n


@builtin("frem")
def frem(ev, args):
    """frem(x, y): the floating-point remainder x - y*n, n the integer nearest the exact
    x/y (the even one on a tie); always a float: frem(2.2, 3) is -0.8, frem(-2.2, 3) is 0.8,
    frem(2, 3) is -1. (help page frem). Symbolic x or y: unevaluated."""
    expect_count(args, "frem", 2)
    x, y = args
    if not (num.is_number(x) and num.is_number(y)):
        for a in args:
            _check_algebraic("frem", a)
        return _unevaluated("frem", x, y)
    if y == 0:
        raise MapleError("numeric exception: invalid operation", procname="frem")
    if isinstance(x, float) or isinstance(y, float):
        return math.remainder(float(x), float(y))
    digits = _digits()
    n = _nearest_even(Fraction(x) / Fraction(y))
    with num.float_context(digits):
        fx = x if isinstance(x, Decimal) else num.sfloat(x, digits)
        fy = y if isinstance(y, Decimal) else num.sfloat(y, digits)
        return fx - fy * n


@builtin("sqrt")
def sqrt(ev, args):
    """sqrt(x): the square root; exact for perfect squares (sqrt(16) is 4), sqrt(8) is
    2*2^(1/2), a float for a float x, and x^(1/2) for a symbol x."""
    expect_count(args, "sqrt", 1)
    x = args[0]
    _check_algebraic("sqrt", x)
    if is_float(x):
        root = math.sqrt(abs(x)) if isinstance(x, float) else _rounded(_float_of(abs(x)).sqrt())
        return arith.mul(root, I) if x < 0 else root
    if num.is_exact(x):
        return exact_sqrt(Fraction(x))
    return arith.power(x, Fraction(1, 2))


# trial division goes this far; a larger square factor shows only when the rest is a square
_TRIAL_LIMIT = 10 ** 4


def exact_sqrt(q: Fraction):
    """sqrt of a rational as Maple writes it: a rational times the root of an integer with
    no square factor found (every one, unless it hides in a product of two large primes)."""
    if q < 0:
        return arith.mul(exact_sqrt(-q), I)
    n = q.numerator * q.denominator           # sqrt(p/d) = sqrt(p*d)/d
    outside, inside, f = 1, 1, 2
    while f * f <= n and f < _TRIAL_LIMIT:
        while n % (f * f) == 0:
            outside, n = outside * f, n // (f * f)
        if n % f == 0:
            inside, n = inside * f, n // f
        f += 1
    root = math.isqrt(n)
    if root * root == n:
        outside, n = outside * root, 1
    inside *= n
    coefficient = num.normalize(Fraction(outside, q.denominator))
    if inside == 1:
        return coefficient
    return arith.mul(coefficient, v.Power(inside, Fraction(1, 2)))


@builtin("abs")
def abs_(ev, args):
    """abs(x): the absolute value of a number; abs(x) stays unevaluated for a symbol."""
    expect_count(args, "abs", 1)
    x = args[0]
    _check_algebraic("abs", x)
    if num.is_number(x):
        return num.negate(x) if x < 0 else x
    minus = _negated(x)
    return _unevaluated("abs", minus if minus is not None else x)


def _integer_part(name: str, of_fraction, help_text: str):
    def fn(ev, args):
        expect_count(args, name, 1)
        x = args[0]
        _check_algebraic(name, x)
        if isinstance(x, int):
            return x
        if num.is_number(x) and not num.is_finite(x):
            return x                    # Float(infinity) and Float(undefined) have no integer part
        if isinstance(x, Decimal):
            num.integer_digits_allowed(x.adjusted())
        if num.is_number(x):
            return of_fraction(Fraction(x))
        return _of_constant(ev, of_fraction, x, name)
    fn.__doc__ = help_text
    builtin(name)(fn)


def _of_constant(ev, of_fraction, x, name: str):
    """A constant such as Pi is evaluated to a float at Digits, as Maple does; when the
    float is too near a boundary to tell which integer it gives, the call stays unevaluated."""
    approx = ev.apply(ev.builtins["evalf"], (x,))
    if not (isinstance(approx, Decimal) and num.is_finite(approx)):
        return _unevaluated(name, x)
    q = Fraction(approx)
    margin = abs(q) * Fraction(1, 10 ** (_digits() - 2)) + Fraction(1, 10 ** _digits())
    low, high = of_fraction(q - margin), of_fraction(q + margin)
    return low if low == high else _unevaluated(name, x)


def _round_half_away(q: Fraction) -> int:
    return math.floor(q + Fraction(1, 2)) if q >= 0 else -math.floor(-q + Fraction(1, 2))


# Maple's help page ?trunc: a constant argument (Pi, sqrt(2)) is evaluated to a float first
_integer_part("floor", math.floor,
              "floor(x): the greatest integer not above x: floor(-3.5) is -4, floor(7/2) is 3.\n"
              "A constant x such as Pi is evaluated to a float first; a symbol stays unevaluated.")
_integer_part("ceil", math.ceil,
              "ceil(x): the least integer not below x: ceil(-3.5) is -3, ceil(7/2) is 4.\n"
              "A constant x such as Pi is evaluated to a float first; a symbol stays unevaluated.")
_integer_part("round", _round_half_away,
              "round(x): the integer nearest x, halves rounded away from zero: round(2.5) is 3,\n"
              "round(-2.5) is -3. A constant x such as Pi is evaluated to a float first.")
_integer_part("trunc", math.trunc,
              "trunc(x): x truncated toward zero: trunc(8/3) is 2, trunc(-2.4) is -2,\n"
              "trunc(Pi) is 3. A symbol x stays unevaluated.")


@builtin("frac")
def frac(ev, args):
    """frac(x): the fractional part x - trunc(x), of x's kind: frac(8/3) is 2/3,
    frac(-3.5) is -0.5, frac(Pi) is Pi - 3 (trunc of a constant goes through a float). A
    symbol x stays unevaluated."""
    expect_count(args, "frac", 1)
    x = args[0]
    if num.is_number(x) and not num.is_finite(x):
        return x
    whole = ev.apply(ev.builtins["trunc"], (x,))
    if not isinstance(whole, int):
        return _unevaluated("frac", x)
    return arith.add(x, -whole)


def _extreme(name: str, better, empty):
    def fn(ev, args):
        items = [x for a in args for x in (a.items if isinstance(a, (v.MList, v.MSet)) else (a,))]
        numbers = [x for x in items if num.is_number(x)]
        others = [x for x in items if not num.is_number(x)]
        best = None
        for x in numbers:
            if best is None or better(num.compare(x, best)):
                best = x
        if not others:
            return empty if best is None else best
        for x in others:
            _check_algebraic(name, x)
        return v.Function(v.Name(name), tuple(([best] if best is not None else []) + others))
    fn.__doc__ = (f"{name}(x1, x2, ...): the {'largest' if name == 'max' else 'smallest'} of "
                  f"numbers (lists and sets are searched); symbols stay unevaluated.")
    builtin(name)(fn)


_extreme("max", lambda c: c > 0, arith.neg(v.INFINITY))
_extreme("min", lambda c: c < 0, v.INFINITY)
