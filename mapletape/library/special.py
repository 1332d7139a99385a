"""Special functions on mpmath: GAMMA, lnGAMMA, Psi, Beta, erf, erfc, Zeta, LambertW, the
Bessel and the Airy functions, exact where Maple is exact, floats to Digits for float
arguments, else unevaluated. mpmath is imported when a float is first asked for."""
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


# name -> (the mpmath function of the arguments, given mpmath and their number, or None
# where it has none; the numbers of arguments), for evalf too
SPECIAL_FLOATS: dict[str, tuple[object, tuple[int, ...]]] = {}


def _float_function(name: str, args):
    entry = SPECIAL_FLOATS.get(name)
    if entry is None or len(args) not in entry[1] or not all(num.is_number(a) for a in args) \
            or not any(is_float(a) for a in args):
        return None
    return entry[0](_mpmath(), args)


def float_call(name: str, args):
    """evalf of name(args...) once every argument is a number and one a float, else None."""
    function = _float_function(name, args)
    return None if function is None else _float(name, function, args)


def _register(name: str, arities, mp_function, exact, help_text: str):
    """`name` with `arities` numbers of arguments: a float by mp_function(mpmath, args) for
    float arguments, else `exact(*args)` or unevaluated."""
    arities = (arities,) if isinstance(arities, int) else arities
    SPECIAL_FLOATS[name] = (mp_function, arities)

    def fn(ev, args):
        expect_count(args, name, min(arities), max(arities))
        for a in args:
            _check_algebraic(name, a)
        result = float_call(name, args)
        if result is None:
            result = exact(*args)
        return v.Function(v.Name(name), tuple(args)) if result is None else result
    fn.__doc__ = help_text
    builtin(name)(fn)


def _mp(mp_name: str):
    """The mpmath function of that name, for every float argument list."""
    return lambda mp, args: getattr(mp, mp_name)


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


_register("GAMMA", 1, _mp("gamma"), _gamma_exact,
          "GAMMA(x): the gamma function; GAMMA(n) is (n-1)!, GAMMA(1/2) is Pi^(1/2), a float for "
          "a float x (help page GAMMA).")
_register("lnGAMMA", 1, _mp("loggamma"), _no_exact,
          "lnGAMMA(x): the logarithm of the gamma function, a float for a float x > 0.")
_register("Psi", 1, _mp("digamma"), _no_exact,
          "Psi(x): the digamma function GAMMA'(x)/GAMMA(x), a float for a float x.")
_register("Beta", 2, _mp("beta"), _beta_exact,
          "Beta(x, y): GAMMA(x)*GAMMA(y)/GAMMA(x + y), exact where those are, a float for floats.")
_register("erf", 1, _mp("erf"), _known("erf", ((0, 0),), odd=True),
          "erf(x): the error function; erf(0) is 0, erf(-x) is -erf(x), a float for a float x.")
_register("erfc", 1, _mp("erfc"), _known("erfc", ((0, 1),), odd=None),
          "erfc(x): 1 - erf(x); erfc(0) is 1, a float for a float x.")
_register("Zeta", 1, _mp("zeta"), _zeta_exact,
          "Zeta(s): the Riemann zeta function; exact at 0, the negative integers and the even "
          "positive ones (Zeta(2) is Pi^2/6), a float for a float s.")
_register("LambertW", 1, _mp("lambertw"), _known("LambertW", ((0, 0),), odd=None),
          "LambertW(x): the principal branch W with W(x)*exp(W(x)) = x; a float for a float x "
          ">= -exp(-1).")
_register("BesselJ", 2, _mp("besselj"), _bessel_at_zero,
          "BesselJ(v, x): the Bessel function of the first kind; a float for floats.")
_register("BesselY", 2, _mp("bessely"), _no_exact,
          "BesselY(v, x): the Bessel function of the second kind; a float for floats.")
_register("BesselI", 2, _mp("besseli"), _bessel_at_zero,
          "BesselI(v, x): the modified Bessel function of the first kind; a float for floats.")
_register("BesselK", 2, _mp("besselk"), _no_exact,
          "BesselK(v, x): the modified Bessel function of the second kind; a float for floats.")


def _airy(mp_name: str):
    """mpmath's Airy function: AiryAi(x), or AiryAi(n, x) the n-th derivative for an integer
    n >= 0 (given as a float too by evalf); None for another n (unevaluated)."""
    def function(mp, args):
        if len(args) == 1:
            return getattr(mp, mp_name)
        n = args[0]
        if not (num.is_number(n) and n >= 0 and n == int(n)):
            return None
        return lambda order, x: getattr(mp, mp_name)(x, derivative=int(order))
    return function


def _airy_exact(name: str, at_zero):
    """AiryAi(0) = 3^(1/3)/(3*GAMMA(2/3)) and AiryBi(0) = 3^(5/6)/(3*GAMMA(2/3)), the help
    page's examples (1) and (2); AiryAi(0, x) is AiryAi(x)."""
    def exact(*args):
        if len(args) == 2:
            return (exact(args[1]) or v.Function(v.Name(name), (args[1],))) if args[0] == 0 else None
        if args[0] != 0:
            return None
        return arith.mul_all([Fraction(1, 3), v.Power(3, at_zero),
                              arith.power(v.Function(v.Name("GAMMA"), (Fraction(2, 3),)), -1)])
    return exact


_register("AiryAi", (1, 2), _airy("airyai"), _airy_exact("AiryAi", Fraction(1, 3)),
          "AiryAi(x): the Airy wave function Ai, the solution of w'' = x*w that decays as "
          "x -> infinity; AiryAi(n, x) its n-th derivative (AiryAi(1, x) = D(AiryAi)(x)); "
          "AiryAi(0) is 1/3*3^(1/3)/GAMMA(2/3), a float for a float x: AiryAi(1.23) is "
          "0.1021992656 (help page Airy).")
_register("AiryBi", (1, 2), _airy("airybi"), _airy_exact("AiryBi", Fraction(5, 6)),
          "AiryBi(x): the Airy wave function Bi, the second solution of w'' = x*w; AiryBi(n, x) "
          "its n-th derivative; AiryBi(0) is 1/3*3^(5/6)/GAMMA(2/3), a float for a float x "
          "(help page Airy).")
