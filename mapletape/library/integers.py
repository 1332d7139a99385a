"""Integer arithmetic: iquo, irem, modp, igcd, ilcm, ifactor, isprime, ithprime, nextprime,
prevprime, convert(f, rational)."""
from __future__ import annotations

import math
import random
from decimal import Decimal
from fractions import Fraction

from ..display.lineprint import lprint
from ..display.messages import ordinal
from ..errors import MapleError
from ..syntax import ast
from ..values import arith
from ..values import core as v
from ..values import operands
from ..values import numbers as num
from .registry import builtin, conversion, expect_count

_ORDINALS = ("1st", "2nd", "3rd")


def _is_symbolic(x) -> bool:
    return not num.is_number(x)


def _integer_argument(name: str, x, position: int, parameter: str):
    """x when it is an integer; else the argument error of Maple's kernel builtins, as
    `coeff(f, x*y)` shows it: `invalid input: coeff received x*y, which is not valid for
    its 2nd argument, x` (a Maple session quoted in SageMath's issue 9505,
    github.com/sagemath/sage/issues/9505)."""
    if not isinstance(x, int):
        raise MapleError(f"invalid input: {name} received {lprint(x)}, which is not valid for "
                         f"its {_ORDINALS[position]} argument, {parameter}")
    return x


def _quotient_remainder(name: str, m: int, n: int) -> tuple[int, int]:
    """Maple's division: m = n*q + r with abs(r) < abs(n) and r of m's sign (truncation)."""
    if n == 0:
        raise MapleError("division by zero", procname=name)
    q = abs(m) // abs(n) * (1 if (m >= 0) == (n > 0) else -1)
    return q, m - n * q


def _division(name: str, which: int):
    """iquo (which=0) or irem (which=1), the other result going to the optional 3rd name."""
    def fn(ev, arg_nodes, frame):
        # special only for the caller's frame, where the 3rd argument's name is assigned
        args = ev.evaluate_args(arg_nodes, frame)
        if len(args) == 2 and type(args[0]) is int and type(args[1]) is int and args[1]:
            return _quotient_remainder(name, *args)[which]      # the loop's case, directly
        expect_count(args, name, 2, 3)
        m, n = args[:2]
        if _is_symbolic(m) or _is_symbolic(n):
            return v.Function(v.Name(name), (m, n))
        _integer_argument(name, m, 0, "m")
        _integer_argument(name, n, 1, "n")
        results = _quotient_remainder(name, m, n)
        if len(args) == 3:
            target = args[2]
            if not isinstance(target, v.Name):
                raise MapleError("illegal use of an object as a name", procname=name)
            ev.assign(ast.Name(target.name), results[1 - which], frame)
        return results[which]
    return fn


_iquo = _division("iquo", 0)
_iquo.__doc__ = """iquo(m, n), iquo(m, n, 'r'): the integer quotient of m divided by n,
    truncated toward zero: iquo(23, 4) is 5, iquo(-23, 4) is -5. With a 3rd argument, the
    name r is assigned the remainder irem(m, n). Symbolic m or n: unevaluated."""
builtin("iquo", special=True)(_iquo)

_irem = _division("irem", 1)
_irem.__doc__ = """irem(m, n), irem(m, n, 'q'): the integer remainder of m divided by n, with
    m = n*q + r, abs(r) < abs(n) and r of m's sign: irem(23, 4) is 3, irem(-23, 4) is -3.
    With a 3rd argument, the name q is assigned the quotient iquo(m, n). Symbolic m or n:
    unevaluated."""
builtin("irem", special=True)(_irem)


@builtin("modp")
def modp(ev, args):
    """modp(e, m): e modulo m in the positive representation, in 0 .. abs(m)-1, for an
    integer or rational e (a/b is a times the inverse of b modulo m) and a nonzero integer m;
    modp(-5, 3) is 1, modp(1/2, 5) is 3. Symbolic e: unevaluated."""
    expect_count(args, "modp", 2)
    e, m = args
    if _is_symbolic(e) or _is_symbolic(m):
        return v.Function(v.Name("modp"), (e, m))
    _integer_argument("modp", m, 1, "m")
    if m == 0:
        raise MapleError("division by zero", procname="modp")
    if not num.is_exact(e):
        raise MapleError(f"invalid input: modp received {lprint(e)}, which is not valid for "
                         f"its 1st argument, e")
    q, modulus = Fraction(e), abs(m)
    try:
        inverse = pow(q.denominator, -1, modulus)
    except ValueError:
        raise MapleError("the modular inverse does not exist", procname="modp") from None
    return q.numerator * inverse % modulus


def _integers(name: str, args):
    """The integer arguments, or None when one is symbolic (the call stays unevaluated). A
    number that is not an integer, or a list, set or string, is the kernel's argument error,
    as irem's (`igcd received 2.5, which is not valid for its 1st argument`); igcd and ilcm
    take any number of arguments, so no parameter name follows."""
    def invalid(i, a):
        return MapleError(f"invalid input: {name} received {lprint(a)}, which is not valid for "
                          f"its {ordinal(i + 1)} argument")
    for i, a in enumerate(args):
        if isinstance(a, (v.MList, v.MSet, str, v.ExprSeq, v.Relation, v.Range)) \
                or num.is_number(a) and not isinstance(a, int):
            raise invalid(i, a)
    return None if any(_is_symbolic(a) for a in args) else args


def _nearest_root(x: int, k: int) -> int:
    """The integer nearest x^(1/k) for x >= 0: r or r + 1 with r = floor(x^(1/k)), the
    second when r + 1/2 is below the root, (2r + 1)^k < 2^k x (never equal: odd, even)."""
    r = num.integer_root(x, k)
    return r + 1 if (2 * r + 1) ** k < (2 ** k) * x else r


def _root_argument(name: str, x, n=2):
    for position, value, label in ((1, x, "x"), (2, n, "n")):
        if not isinstance(value, int):
            raise MapleError(f"invalid input: {name} expects its {ordinal(position)} argument, "
                             f"{label}, to be of type integer, but received {lprint(value)}")
    if n < 1:
        raise MapleError(f"invalid input: {name} expects its 2nd argument, n, to be positive, "
                         f"but received {n}")


@builtin("isqrt")
def isqrt(ev, args):
    """isqrt(x): the integer nearest the square root of x, exact for perfect squares; 0 for
    x < 0 (help page isqrt: isqrt(8) is 3, isqrt(10) is 3)."""
    expect_count(args, "isqrt", 1)
    _root_argument("isqrt", args[0])
    return 0 if args[0] < 0 else _nearest_root(args[0], 2)


@builtin("iroot", special=True)
def iroot(ev, arg_nodes, frame):
    """iroot(x, n) or iroot(x, n, 'exact'): the integer nearest the n-th root of x; the
    name exact is set to whether it is exact. For x < 0 it is 0 when n is even and
    -iroot(-x, n) when n is odd (help page isqrt: iroot(100, 3) is 5)."""
    # special only for the caller's frame, where the 3rd argument's name is assigned
    args = ev.evaluate_args(arg_nodes, frame)
    expect_count(args, "iroot", 2, 3)
    x, n = args[0], args[1]
    _root_argument("iroot", x, n)
    if x < 0 and n % 2 == 0:
        root = 0
    else:
        root = _nearest_root(abs(x), n) * (1 if x >= 0 else -1)
    if len(args) == 3:
        if not isinstance(args[2], v.Name):
            raise MapleError(f"invalid input: iroot expects its 3rd argument, exact, to be a "
                             f"name, but received {lprint(args[2])}")
        ev.assign(ast.Name(args[2].name), v.truth(root ** n == x), frame)
    return root


@builtin("factorial")
def factorial(ev, args):
    """factorial(n): n!, the same as the ! operator (help page factorial)."""
    expect_count(args, "factorial", 1)
    return arith.factorial(args[0])


@builtin("igcd")
def igcd(ev, args):
    """igcd(x1, x2, ...): the greatest common divisor of any number of integers; igcd() is
    0, igcd(10, 6, 8) is 2. A symbolic argument leaves the call unevaluated."""
    integers = _integers("igcd", args)
    return v.Function(v.Name("igcd"), tuple(args)) if integers is None else math.gcd(*integers)


@builtin("ilcm")
def ilcm(ev, args):
    """ilcm(x1, x2, ...): the least common multiple of any number of integers; ilcm() is
    1, ilcm(10, 6, 8) is 120. A symbolic argument leaves the call unevaluated."""
    integers = _integers("ilcm", args)
    return v.Function(v.Name("ilcm"), tuple(args)) if integers is None else math.lcm(*integers)


# ---------------------------------------------------------------- primes and factoring

_SMALL_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def is_prime(n: int) -> bool:
    """Miller-Rabin with the first 13 primes as bases: deterministic below 3.3*10^24,
    and beyond that wrong only for numbers built against exactly these bases."""
    if n < 2:
        return False
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _SMALL_PRIMES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho(n: int, rng: random.Random) -> int:
    """A nontrivial factor of the composite odd n, by Pollard's rho (Brent's variant)."""
    while True:
        c, y = rng.randrange(1, n), rng.randrange(0, n)
        g, r, q = 1, 1, 1
        while g == 1:
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(128, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += 128
            r *= 2
        if g == n:                  # the batch overshot: step one at a time
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g


def prime_factors(n: int) -> dict[int, int]:
    """The prime factorization of n > 0 as {prime: multiplicity}."""
    factors: dict[int, int] = {}
    for p in (2, 3, 5):
        while n % p == 0:
            factors[p] = factors.get(p, 0) + 1
            n //= p
    f = 7
    while f * f <= n and f < 10 ** 4:
        while n % f == 0:
            factors[f] = factors.get(f, 0) + 1
            n //= f
        f += 2
    rng = random.Random(n)          # a fixed seed: the same number factors the same way
    pending = [n] if n > 1 else []
    while pending:
        m = pending.pop()
        if is_prime(m):
            factors[m] = factors.get(m, 0) + 1
        else:
            d = _rho(m, rng)
            pending += [d, m // d]
    return dict(sorted(factors.items()))


@builtin("isprime")
def isprime(ev, args):
    """isprime(n): true when the integer n is prime, else false; isprime(1) is false,
    isprime(17) is true. A strong pseudo-prime test with 13 bases, exact below 3.3*10^24."""
    expect_count(args, "isprime", 1)
    n = args[0]
    if not isinstance(n, int):
        raise MapleError(f"invalid input: isprime expects its 1st argument, n, to be of type "
                         f"integer, but received {lprint(n)}")
    return v.TRUE if is_prime(n) else v.FALSE


def _integer_or_unevaluated(name: str, args):
    """The one integer argument of a prime command, or None when it is symbolic."""
    expect_count(args, name, 1)
    n = args[0]
    if _is_symbolic(n):
        return None
    if not isinstance(n, int):
        raise MapleError(f"invalid input: {name} expects its 1st argument, n, to be of type "
                         f"integer, but received {lprint(n)}")
    return n


@builtin("nextprime")
def nextprime(ev, args):
    """nextprime(n): the smallest prime greater than the integer n: nextprime(1000) is 1009,
    nextprime(-5) is 2. Symbolic n: unevaluated."""
    n = _integer_or_unevaluated("nextprime", args)
    if n is None:
        return v.Function(v.Name("nextprime"), tuple(args))
    m = max(n + 1, 2)
    while not is_prime(m):
        m += 1
    return m


@builtin("prevprime")
def prevprime(ev, args):
    """prevprime(n): the largest prime less than the integer n > 2: prevprime(1000) is 997;
    prevprime(2) is an error. Symbolic n: unevaluated."""
    n = _integer_or_unevaluated("prevprime", args)
    if n is None:
        return v.Function(v.Name("prevprime"), tuple(args))
    if n <= 2:
        # the words of help page nextprime's example prevprime(2)
        raise MapleError(f"there are no primes less than {n}", procname="prevprime")
    m = n - 1
    while not is_prime(m):
        m -= 1
    return m


ITHPRIME_LIMIT = 10 ** 7            # the sieve below holds about 2*10^8 numbers at this index
_PRIMES = [2, 3, 5, 7, 11, 13]


def ith_prime(i: int) -> int:
    """The ith prime, by a sieve up to Rosser's bound i (ln i + ln ln i) (i >= 6),
    remembered across calls."""
    if i > len(_PRIMES):
        import numpy as np
        bound = int(i * (math.log(i) + math.log(math.log(i)))) + 10
        sieve = np.ones(bound + 1, dtype=bool)
        sieve[:2] = False
        for p in range(2, math.isqrt(bound) + 1):
            if sieve[p]:
                sieve[p * p::p] = False
        _PRIMES[:] = np.flatnonzero(sieve).tolist()
    return _PRIMES[i - 1]


@builtin("ithprime")
def ithprime(ev, args):
    """ithprime(i): the ith prime, for a positive integer i: ithprime(1) is 2, ithprime(100)
    is 541. Symbolic i: unevaluated. mapletape goes up to i = 10^7."""
    expect_count(args, "ithprime", 1)
    i = args[0]
    if _is_symbolic(i):
        return v.Function(v.Name("ithprime"), (i,))
    if not isinstance(i, int) or i <= 0:
        raise MapleError(f"invalid input: ithprime expects its 1st argument, i, to be of type "
                         f"posint, but received {lprint(i)}")
    if i > ITHPRIME_LIMIT:
        raise MapleError("object too large", procname="ithprime")
    return ith_prime(i)


def _factored(n: int, sign: int):
    """``(p)^e for each prime power of n, with the exponents multiplied by sign."""
    return [arith.power(v.Function(v.Name(""), (p,)), sign * e) for p, e in prime_factors(n).items()]


@builtin("ifactor")
def ifactor(ev, args):
    """ifactor(n): the integer factorization of an integer or rational n, as
    u*``(p1)^e1*...*``(pm)^em with u the sign of n and each prime an unevaluated ``(p)
    call: ifactor(60) displays as (2)^2 (3) (5) and lprints as ``(2)^2*``(3)*``(5); the
    denominator's primes get negative exponents. expand() would multiply the factors again.
    ifactor(0) is 0 and ifactor(1) is 1."""
    expect_count(args, "ifactor", 1, 2)
    n = args[0]
    if not num.is_exact(n):
        raise MapleError(f"invalid input: ifactor expects its 1st argument, n, to be of type "
                         f"{{integer, rational}}, but received {lprint(n)}")
    q = Fraction(n)
    if abs(q.numerator) <= 1 and q.denominator == 1:
        return n
    factors = _factored(abs(q.numerator), 1) + _factored(q.denominator, -1)
    product = v.Product(tuple(factors)) if len(factors) > 1 else factors[0]
    return arith.neg(product) if q < 0 else product


# ---------------------------------------------------------------- convert(f, rational)

def _convergents(q: Fraction):
    """The continued-fraction convergents of q, simplest first, ending with q itself."""
    h0, h1, k0, k1 = 0, 1, 1, 0
    while True:
        a = math.floor(q)
        h0, h1, k0, k1 = h1, a * h1 + h0, k1, a * k1 + k0
        yield Fraction(h1, k1)
        if q == a:
            return
        q = 1 / (q - a)


def _significant(q: Fraction, digits: int) -> Decimal:
    with num.float_context(digits):
        return Decimal(q.numerator) / Decimal(q.denominator)


def rational_of(x, digits: int):
    """The simplest rational that rounds to the float x at `digits` significant digits."""
    exact = _exact_value(x)
    target = _significant(exact, digits)
    for c in _convergents(exact):
        if _significant(c, digits) == target:
            return num.normalize(c)
    return num.normalize(exact)


def _exact_value(x) -> Fraction:
    return Fraction(x) if isinstance(x, Decimal) else Fraction(Decimal(repr(x)))


def _rationalized(value, of_float):
    """value with each finite float in it replaced by of_float(float), rebuilt and simplified."""
    if isinstance(value, (Decimal, float)):
        return of_float(value) if num.is_finite(value) else value
    if operands.is_compound(value):
        return operands.rebuild(value, [_rationalized(x, of_float) for x in operands.operands(value)])
    return value


@conversion("rational", "fraction")
def _to_rational(ev, value, extra):
    """rational (or fraction): each float, alone or inside an expression or list, becomes
    the simplest rational that agrees with it to Digits digits (convert(0.75, rational) is
    3/4, convert(0.3333333333, rational) is 1/3), or to n digits with a 3rd argument n;
    with 3rd argument exact, the float's exact value (convert(0.125, rational, exact) is
    1/8). Exact numbers are unchanged."""
    if extra == (v.Name("exact"),):
        return _rationalized(value, lambda x: num.normalize(_exact_value(x)))
    if extra and not (len(extra) == 1 and isinstance(extra[0], int) and extra[0] > 0):
        raise MapleError(f"invalid input: convert/rational expects its 3rd argument, digits, "
                         f"to be a positive integer or exact, but received {lprint(extra[0])}")
    digits = extra[0] if extra else num.DIGITS.get()
    return _rationalized(value, lambda x: rational_of(x, digits))
