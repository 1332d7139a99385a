"""Integrals, limits, series and sums on SymPy, with Maple's calling sequences (help pages
int, limit, series, taylor, sum); what has no closed form stays an unevaluated call, as
Maple returns it."""
from __future__ import annotations

from fractions import Fraction

from ...display.lineprint import lprint
from ...errors import MapleError
from ...limits import check_size
from ...values import arith
from ...values import core as v
from ...values.derivatives import is_variable
from ..registry import conversion, expect_count
from .conversion import Conversion, sympy
from .engine import command, mapped
from .polynomials import _algebraic


def _variable(name: str, spec, what: str = "x"):
    """(variable, (low, high) or None) of `x` or `x = a .. b`."""
    if is_variable(spec):
        return spec, None
    if isinstance(spec, v.Relation) and spec.op == "=" and is_variable(spec.lhs) \
            and isinstance(spec.rhs, v.Range):
        return spec.lhs, (spec.rhs.low, spec.rhs.high)
    raise MapleError(f"invalid input: {name} expects its 2nd argument, {what}, to be of type "
                     f"{{name, name = range}}, but received {lprint(spec)}")


# ---------------------------------------------------------------- int

@command("int")
def integrate(ev, args):
    """int(f, x): an antiderivative of f with respect to x, without a constant of
    integration: int(x^2, x) is 1/3*x^3. int(f, x = a .. b): the definite integral, with
    infinity as a bound for an improper one. int(f, [x, y]) integrates in x, then y. An
    integral SymPy finds no closed form for stays the unevaluated int(f, x), as Maple
    returns it (help page int). Lists, sets and equations are integrated member by member."""
    expect_count(args, "int", 2)
    spec = args[1]
    specs = list(spec.items) if isinstance(spec, v.MList) else [spec]
    for s in specs:
        _variable("int", s)
    sp = sympy()

    def compute(f):
        _algebraic("int", f)
        conversion = Conversion("int")
        result = conversion.to_sympy(f)
        for s in specs:
            x, bounds = _variable("int", s)
            target = conversion.to_sympy(x)
            if bounds is not None:
                target = (target, *(conversion.to_sympy(b) for b in bounds))
            result = sp.integrate(result, target, conds="none")
            # no closed form, or one on SymPy's polar branches (exp_polar), which have no
            # Maple form: the integral stays unevaluated
            if result.has(sp.Integral, sp.exp_polar, sp.polar_lift):
                return v.Function(v.Name("int"), (f, spec))
        return conversion.from_sympy(result)
    return mapped(compute, args[0])


# ---------------------------------------------------------------- limit

_DIRECTIONS = {"left": "-", "right": "+", "real": "+-", "complex": "+-"}


@command("limit")
def limit(ev, args):
    """limit(f, x = a): the limit of f as x approaches a, from both sides: limit(sin(x)/x,
    x = 0) is 1; undefined when the sides differ, as limit(1/x, x = 0). limit(f, x = a,
    left) and limit(f, x = a, right) are the one-sided limits; a may be infinity or
    -infinity. A limit that oscillates between bounds is the range of them (limit(sin(1/x),
    x = 0) is -1 .. 1) (help page limit). Lists, sets and equations go member by member."""
    expect_count(args, "limit", 2, 3)
    spec = args[1]
    if not (isinstance(spec, v.Relation) and spec.op == "=" and is_variable(spec.lhs)):
        raise MapleError(f"invalid input: limit expects its 2nd argument, x = a, to be an "
                         f"equation of a name and a point, but received {lprint(spec)}")
    direction = "+-"
    if len(args) == 3:
        d = args[2]
        if not (isinstance(d, v.Name) and d.name in _DIRECTIONS):
            raise MapleError(f"invalid input: limit expects its 3rd argument, dir, to be left, "
                             f"right, real or complex, but received {lprint(d)}")
        direction = _DIRECTIONS[d.name]
    sp = sympy()

    def compute(f):
        _algebraic("limit", f)
        conversion = Conversion("limit")
        e, x, a = (conversion.to_sympy(w) for w in (f, spec.lhs, spec.rhs))
        towards = ("-" if a == sp.oo else "+") if a in (sp.oo, -sp.oo) else direction
        try:
            result = sp.limit(e, x, a, dir=towards)
        except ValueError:           # the one-sided limits differ
            return v.UNDEFINED
        if isinstance(result, sp.AccumBounds):
            return v.Range(conversion.from_sympy(result.min), conversion.from_sympy(result.max))
        if result.has(sp.Limit):
            return v.Function(v.Name("limit"), (f, *args[1:]))
        return conversion.from_sympy(result)
    return mapped(compute, args[0])


# ---------------------------------------------------------------- series

def _series(ev, name: str, args):
    expect_count(args, name, 1 if name == "series" else 2, 3)
    f = _algebraic(name, args[0], containers=False)
    spec = args[1] if len(args) > 1 else None
    if is_variable(spec):
        x, a = spec, 0
    elif isinstance(spec, v.Relation) and spec.op == "=" and is_variable(spec.lhs):
        x, a = spec.lhs, spec.rhs
    else:
        raise MapleError(f"invalid input: {name} expects its 2nd argument, eqn, to be a name "
                         f"or an equation x = a, but received {lprint(spec)}")
    n = args[2] if len(args) == 3 else ev.globals.get("Order", 6)     # Maple's Order
    if not isinstance(n, int) or n < 0:
        raise MapleError(f"invalid input: {name} expects its 3rd argument, n, to be a "
                         f"non-negative integer, but received {lprint(n)}")
    check_size(ev.host, n, name)
    sp = sympy()
    conversion = Conversion(name)
    e, point = conversion.to_sympy(f), conversion.to_sympy(a)
    h = sp.Dummy("h")
    at_infinity = point in (sp.oo, -sp.oo)
    shifted = e.subs(conversion.to_sympy(x), (1 / h if point == sp.oo else -1 / h) if at_infinity
                     else h + point)
    expansion = sp.series(shifted, h, 0, n + 1)
    exact = not expansion.has(sp.Order)
    powers: dict = {}
    for term in sp.Add.make_args(expansion.removeO()):
        c, k = term.as_coeff_exponent(h)
        powers[k] = powers.get(k, 0) + c
    # the order term: x^n, or x^(n+1) when the x^n term is 0 (sin(x) is x - 1/6*x^3 +
    # 1/120*x^5 + O(x^7), help page VectorCalculus/series)
    order = n + 1 if not any(n <= k < n + 1 for k in powers) else n
    kept = sorted(k for k in powers if k < order and powers[k] != 0)
    base = arith.power(x, -1) if point == sp.oo else arith.neg(arith.power(x, -1)) if at_infinity \
        else x if a == 0 else arith.sub(x, a)
    terms = []
    for k in kept:
        term = _term(conversion.from_sympy(sp.expand(powers[k])), arith.power(base, _exponent(k)))
        terms.extend(term.terms if isinstance(term, v.Sum) else (term,))     # a + 1 + x + ...
    if not exact or any(k >= order for k in powers):
        terms.append(v.Function(v.Name("O"), (arith.power(base, order),)))
    if not terms:
        return 0
    # Maple's series structure lists its terms by increasing power, the order term last
    return terms[0] if len(terms) == 1 else v.Sum(tuple(terms))


def _term(c, p):
    """c*(x - a)^k as a term of Maple's series: a number before x - a is not distributed
    over it (1 - (x - 1) + (x - 1)^2 + O((x - 1)^3), help page taylor)."""
    if isinstance(p, v.Sum) and isinstance(c, (int, Fraction)):
        return p if c == 1 else v.Product((c, p))
    return arith.mul(c, p)


def _exponent(k):
    return int(k) if k.is_Integer else Fraction(int(k.p), int(k.q))


@command("series")
def series(ev, args):
    """series(f, x = a, n): the series expansion of f about x = a, to the truncation order
    n (default Order, which is 6 unless assigned), its terms by increasing power of x - a and an order term
    O(...) last when it is not exact: series(exp(x), x) is 1 + x + 1/2*x^2 + 1/6*x^3 +
    1/24*x^4 + 1/120*x^5 + O(x^6). series(f, x) expands about 0; x = infinity gives an
    asymptotic expansion in 1/x; Laurent and Puiseux series have negative and fractional
    powers (help pages series and VectorCalculus/series)."""
    return _series(ev, "series", args)


_ORDER = v.Name("O")


@conversion("polynom")
def _to_polynomial(ev, value, extra):
    """convert(s, polynom): the series s without its order term, its terms in the series'
    order: convert(series(exp(x), x, 3), polynom) is 1 + x + 1/2*x^2 (help page taylor,
    Converting a Taylor series to a polynomial). Any other expression is itself."""
    terms = value.terms if isinstance(value, v.Sum) else (value,)
    kept = tuple(t for t in terms if not (isinstance(t, v.Function) and t.head == _ORDER))
    if len(kept) == len(terms):
        return value
    return 0 if not kept else kept[0] if len(kept) == 1 else v.Sum(kept)


@command("taylor")
def taylor(ev, args):
    """taylor(f, x = a, n): the Taylor series of f about x = a to order n (default 6), as
    series gives it: taylor(exp(x), x = 0, 4) is 1 + x + 1/2*x^2 + 1/6*x^3 + O(x^4) (help
    page taylor)."""
    return _series(ev, "taylor", args)


# ---------------------------------------------------------------- sum

@command("sum")
def summation(ev, args):
    """sum(f, k = m .. n): the sum of f for k from m to n, in closed form for symbolic
    bounds: sum(k, k = 1 .. n) is 1/2*n^2 + 1/2*n; n may be infinity (sum(1/k^2, k = 1 ..
    infinity) is 1/6*Pi^2). sum(f, k): the indefinite sum, F(k) with F(k + 1) - F(k) = f(k),
    by Gosper's algorithm: sum(k^2, k) is 1/3*k^3 - 1/2*k^2 + 1/6*k, sum(2^k, k) is 2^k. A sum with no closed form stays
    the unevaluated sum(...) (help page sum). Use add for a sum of numbers that are known
    one by one."""
    expect_count(args, "sum", 2)
    f, spec = _algebraic("sum", args[0], containers=False), args[1]
    k, bounds = _variable("sum", spec, "k")
    sp = sympy()
    conversion = Conversion("sum")
    e, index = conversion.to_sympy(f), conversion.to_sympy(k)
    if bounds is None:
        result = _antidifference(sp, e, index)
        if result is None:
            return v.Function(v.Name("sum"), tuple(args))
        return conversion.from_sympy(result)
    else:
        low, high = (conversion.to_sympy(b) for b in bounds)
        result = sp.summation(e, (index, low, high))
    if result.has(sp.Sum):
        return v.Function(v.Name("sum"), tuple(args))
    if isinstance(result, sp.Piecewise):
        result = result.args[-1][0]       # Maple's generic case: sum(a^k, k = 0 .. n), a <> 1
    return conversion.from_sympy(result)


def _antidifference(sp, f, k):
    """Gosper's F(k) = R(k)*f(k) with F(k + 1) - F(k) = f(k), or None when f has no
    hypergeometric antidifference; a polynomial F expanded."""
    from sympy.concrete.gosper import gosper_term
    ratio = gosper_term(f, k)
    if ratio is None:
        return None
    antidifference = ratio * f
    return sp.expand(antidifference) if antidifference.is_polynomial(k) else sp.simplify(antidifference)
