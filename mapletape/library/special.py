"""Special functions on mpmath: GAMMA, lnGAMMA, Psi, Beta, erf, erfc, Zeta, LambertW and the
Bessel functions, exact where Maple is exact, floats to Digits for float arguments, else
unevaluated. mpmath is imported when a float is first asked for."""
from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from .numeric import PI, _check_algebraic, _known, is_float
from .registry import builtin, expect_count


def _mpmath():
    import mpmath
    return mpmath


def _float(name: str, function, args):
    """function(*args) in floats: hardware floats at double precision, software floats to
    Digits (computed with guard digits and rounded once)."""
    mp = _mpmath()
    hardware = any(isinstance(a, float) for a in args)
    digits = num.DIGITS.get()
    with (mp.workprec(53) if hardware else mp.workdps(digits + 8)):
        try:
            result = function(*(mp.mpf(repr(a)) if isinstance(a, float) else mp.mpf(str(a))
                                for a in args))
        except (ValueError, ZeroDivisionError):
            raise MapleError("numeric exception: division by zero", procname=name) from None
        if isinstance(result, mp.mpc):
            if result.imag != 0:
                raise MapleError(f"{name}({', '.join(lprint(a) for a in args)}) is not a real "
                                 f"number, and complex floats are not available in mapletape")
            result = result.real
        if mp.isinf(result) or mp.isnan(result):
            raise MapleError("numeric exception: division by zero", procname=name)
        if hardware:
            return float(result)
        text = mp.nstr(result, digits + 5, min_fixed=-math.inf, max_fixed=math.inf)
    with num.float_context(digits):
        return +Decimal(text)


# name -> (mpmath's function name, number of arguments), for evalf too
SPECIAL_FLOATS: dict[str, tuple[str, int]] = {}


def float_call(name: str, args):
    """evalf of name(args...) once every argument is a number and one a float, else None."""
    entry = SPECIAL_FLOATS.get(name)
    if entry is None or len(args) != entry[1] or not all(num.is_number(a) for a in args) \
            or not any(is_float(a) for a in args):
        return None
    return _float(name, getattr(_mpmath(), entry[0]), args)


def _register(name: str, arity: int, mp_name: str, exact, help_text: str):
    SPECIAL_FLOATS[name] = (mp_name, arity)

    def fn(ev, args):
        expect_count(args, name, arity)
        for a in args:
            _check_algebraic(name, a)
        if any(is_float(a) for a in args) and all(num.is_number(a) for a in args):
            return _float(name, getattr(_mpmath(), mp_name), args)
        result = exact(*args)
        return v.Function(v.Name(name), tuple(args)) if result is None else result
    fn.__doc__ = help_text
    builtin(name)(fn)


def _pole(name: str):
    raise MapleError("numeric exception: division by zero", procname=name)


def _gamma_exact(x):
    """GAMMA(n) = (n-1)! for a positive integer, GAMMA(n + 1/2) = (2n)!/(4^n n!) Pi^(1/2);
    the poles 0, -1, ... are division by zero."""
    if isinstance(x, int):
        return num.factorial(x - 1) if x > 0 else _pole("GAMMA")
    if isinstance(x, Fraction) and x.denominator == 2:
        n = x - Fraction(1, 2)            # an integer, of either sign
        n = int(n)
        if n >= 0:
            coefficient = Fraction(math.factorial(2 * n), 4 ** n * math.factorial(n))
        else:   # GAMMA(1/2 - m) = (-4)^m m!/(2m)! Pi^(1/2)
            m = -n
            coefficient = Fraction((-4) ** m * math.factorial(m), math.factorial(2 * m))
        return arith.mul(coefficient, arith.power(PI, Fraction(1, 2)))
    return None


def _bernoulli(n: int) -> Fraction:
    """The Bernoulli number B_n (B_1 = -1/2), by the Akiyama-Tanigawa algorithm."""
    a = [Fraction(0)] * (n + 1)
    for m in range(n + 1):
        a[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1):
            a[j - 1] = j * (a[j - 1] - a[j])
    return a[0] if n != 1 else Fraction(-1, 2)


def _zeta_exact(s):
    """Zeta(0) = -1/2; Zeta(2n) = (-1)^(n+1) B_2n (2 Pi)^(2n) / (2 (2n)!); Zeta(1) a pole;
    Zeta(-n) = -B_(n+1)/(n+1)."""
    if not isinstance(s, int):
        return None
    if s == 1:
        return _pole("Zeta")
    if s == 0:
        return Fraction(-1, 2)
    if s < 0:
        return -_bernoulli(1 - s) / (1 - s)
    if s % 2 == 0 and s <= 200:
        coefficient = Fraction((-1) ** (s // 2 + 1)) * _bernoulli(s) * 2 ** s / (2 * math.factorial(s))
        return arith.mul(coefficient, arith.power(PI, s))
    return None


def _beta_exact(a, b):
    ga, gb, gab = _gamma_exact(a), _gamma_exact(b), None
    if num.is_number(a) and num.is_number(b) and num.is_exact(a) and num.is_exact(b):
        gab = _gamma_exact(num.add(a, b))
    if None in (ga, gb, gab):
        return None
    return arith.mul(arith.mul(ga, gb), arith.power(gab, -1))


def _bessel_at_zero(order, x):
    """J_n(0) and I_n(0) for an integer order n: 1 for n = 0, else 0."""
    if x == 0 and isinstance(order, int):
        return 1 if order == 0 else 0
    return None


def _no_exact(*args):
    return None


_register("GAMMA", 1, "gamma", _gamma_exact,
          "GAMMA(x): the gamma function; GAMMA(n) is (n-1)!, GAMMA(1/2) is Pi^(1/2), a float for "
          "a float x (help page GAMMA).")
_register("lnGAMMA", 1, "loggamma", _no_exact,
          "lnGAMMA(x): the logarithm of the gamma function, a float for a float x > 0.")
_register("Psi", 1, "digamma", _no_exact,
          "Psi(x): the digamma function GAMMA'(x)/GAMMA(x), a float for a float x.")
_register("Beta", 2, "beta", _beta_exact,
          "Beta(x, y): GAMMA(x)*GAMMA(y)/GAMMA(x + y), exact where those are, a float for floats.")
_register("erf", 1, "erf", _known("erf", ((0, 0),), odd=True),
          "erf(x): the error function; erf(0) is 0, erf(-x) is -erf(x), a float for a float x.")
_register("erfc", 1, "erfc", _known("erfc", ((0, 1),), odd=None),
          "erfc(x): 1 - erf(x); erfc(0) is 1, a float for a float x.")
_register("Zeta", 1, "zeta", _zeta_exact,
          "Zeta(s): the Riemann zeta function; exact at 0, the negative integers and the even "
          "positive ones (Zeta(2) is Pi^2/6), a float for a float s.")
_register("LambertW", 1, "lambertw", _known("LambertW", ((0, 0),), odd=None),
          "LambertW(x): the principal branch W with W(x)*exp(W(x)) = x; a float for a float x "
          ">= -exp(-1).")
_register("BesselJ", 2, "besselj", _bessel_at_zero,
          "BesselJ(v, x): the Bessel function of the first kind; a float for floats.")
_register("BesselY", 2, "bessely", _no_exact,
          "BesselY(v, x): the Bessel function of the second kind; a float for floats.")
_register("BesselI", 2, "besseli", _bessel_at_zero,
          "BesselI(v, x): the modified Bessel function of the first kind; a float for floats.")
_register("BesselK", 2, "besselk", _no_exact,
          "BesselK(v, x): the modified Bessel function of the second kind; a float for floats.")
