"""Polynomials and rational expressions on SymPy: expand, factor, normal, simplify and
collect, and Maple's coeff, degree and ldegree, which read an expression as it is
collected (help pages expand, factor, normal, simplify, collect, coeff, degree)."""
from __future__ import annotations

from ...display.lineprint import lprint
from ...display.messages import ordinal
from ...errors import MapleError
from ...values import arith
from ...values import core as v
from ...values import numbers as num
from ...values.derivatives import depends_on
from ..registry import builtin, expect_count
from ..subexpressions import indets
from .conversion import Conversion, sympy
from .engine import check_expansion, command, mapped


def _algebraic(name: str, value, position: int = 1, containers: bool = True):
    """value, when it is an algebraic expression (or, with `containers`, a list, set or
    equation of them, which the command maps over), else Maple's argument error."""
    if not containers and isinstance(value, (v.MList, v.MSet, v.Relation)) or \
            isinstance(value, (str, v.ExprSeq, v.Range, v.MapleObject, v.Module, v.Table)) or \
            not isinstance(value, (v.MapleValue, *num.NUMBER_TYPES)):
        raise MapleError(f"invalid input: {name} expects its {ordinal(position)} argument to be "
                         f"an algebraic expression, but received {lprint(value)}")
    return value


def _converted(ev, name: str, value, frozen=()):
    """An algebraic argument of the command `name` checked and made a SymPy expression, held
    to the size limit, with the Conversion that brings the result back; the `frozen`
    subexpressions go across as symbols (expand(e, f))."""
    _algebraic(name, value)
    conversion = Conversion(name)
    for f in frozen:
        conversion.freeze(f)
    e = conversion.to_sympy(value)
    check_expansion(ev, name, e)
    return conversion, e


# ---------------------------------------------------------------- expand

def _expand(sp, e):
    """Maple's expand: products over sums, powers of sums, and the functions' addition
    rules (sin(x + y), exp(a + b)); of a quotient only the numerator is expanded, each of
    its terms over the denominator as it is."""
    if e.is_Add:
        return sp.Add(*(_expand(sp, t) for t in e.args))
    numerator, denominator = [], []
    for f in sp.Mul.make_args(e):
        (denominator if f.is_Pow and f.exp.is_negative else numerator).append(f)
    top = sp.expand(sp.Mul(*numerator), trig=True)
    if not denominator:
        return top
    bottom = sp.Mul(*denominator)
    return sp.Add(*(t * bottom for t in sp.Add.make_args(top)))


@command("expand")
def expand(ev, args):
    """expand(e): e with products distributed over sums and powers of sums multiplied out,
    and sin, cos, exp and the like of sums expanded by their addition rules:
    expand((x + 1)^2) is x^2 + 2*x + 1, expand(sin(x + y)) is sin(x)*cos(y) + cos(x)*sin(y).
    Of a quotient only the numerator is expanded. expand(e, e1, e2, ...) leaves the
    subexpressions e1, e2, ... whole (help page expand). Lists, sets and equations are
    expanded member by member."""
    if not args:
        raise MapleError("invalid input: expand expects 1 or more arguments, but received 0")
    sp = sympy()

    def compute(value):
        conversion, e = _converted(ev, "expand", value, args[1:])
        return conversion.from_sympy(_expand(sp, e))
    return mapped(compute, args[0])


# ---------------------------------------------------------------- factor

@command("factor")
def factor(ev, args):
    """factor(e): the polynomial or rational expression e factored over the rationals:
    factor(x^2 - 1) is (x - 1)*(x + 1), factor(x^2 - 2) stays x^2 - 2; factor(e, K) factors
    over the field of the rationals with the algebraic numbers K (a radical such as
    sqrt(2), I, or a list or set of them) adjoined (help page factor)."""
    expect_count(args, "factor", 1, 2)
    sp = sympy()

    def compute(value):
        conversion, e = _converted(ev, "factor", value)
        if len(args) == 1:
            return conversion.from_sympy(sp.factor(e))
        field = args[1]
        extension = [conversion.to_sympy(k) for k in
                     (field.items if isinstance(field, (v.MList, v.MSet)) else (field,))]
        if not all(k.is_algebraic and k.is_number for k in extension):
            raise MapleError(f"invalid input: factor expects its 2nd argument, K, to be an "
                             f"algebraic number or a list or set of them, but received {lprint(field)}")
        return conversion.from_sympy(sp.factor(e, extension=extension))
    return mapped(compute, args[0])


# ---------------------------------------------------------------- normal

def _normal(sp, e, expanded: bool):
    """Maple's factored normal form: numerator over denominator with their common factors
    cancelled, the numerator expanded, the denominator a product as it came (expanded
    when `expanded`): normal(1/x + x/(x + 1)) is (x^2 + x + 1)/(x*(x + 1))."""
    if e.is_Atom:
        return e
    combined = sp.together(e)
    numerator, denominator = combined.as_numer_denom()
    cancelled = sp.cancel(numerator / denominator)
    top, bottom = cancelled.as_numer_denom()
    if not expanded and sp.expand(bottom - denominator) == 0:
        bottom = sp.Mul(*(sp.expand(f) for f in sp.Mul.make_args(denominator)))
    elif not expanded and sp.expand(bottom + denominator) == 0:
        top, bottom = -top, sp.Mul(*(sp.expand(f) for f in sp.Mul.make_args(denominator)))
    return sp.expand(top) / (sp.expand(bottom) if expanded else bottom)


@command("normal")
def normal(ev, args):
    """normal(e): the rational expression e as one quotient of polynomials with no common
    factor, numerator expanded: normal((x^2 - y^2)/(x - y)) is x + y. normal(e, expanded)
    expands the denominator too (help page normal)."""
    expect_count(args, "normal", 1, 2)
    expanded = len(args) == 2
    if expanded and args[1] != v.Name("expanded"):
        raise MapleError(f"invalid input: normal expects its 2nd argument to be expanded, but "
                         f"received {lprint(args[1])}")
    sp = sympy()

    def compute(value):
        conversion, e = _converted(ev, "normal", value)
        return conversion.from_sympy(_normal(sp, e, expanded))
    return mapped(compute, args[0])


# ---------------------------------------------------------------- simplify

_RULES = ("trig", "exp", "ln", "sqrt", "power", "radical", "symbolic", "size")


@command("simplify")
def simplify(ev, args):
    """simplify(e): e simplified by the rules for sin and cos, exp and ln, powers and
    radicals: simplify(sin(x)^2 + cos(x)^2) is 1. simplify(e, trig) applies only the
    trigonometric rules (the names of Maple's other rule sets, exp, ln, sqrt, power,
    radical, symbolic and size, are accepted and apply all of them); simplify(e, assume =
    positive) takes every name in e as positive, so that simplify(sqrt(x^2), assume =
    positive) is x (help page simplify)."""
    if not args:
        raise MapleError("invalid input: simplify expects 1 or more arguments, but received 0")
    sp = sympy()
    rules, positive = [], False
    for a in args[1:]:
        if isinstance(a, v.Name) and a.name in _RULES:
            rules.append(a.name)
        elif isinstance(a, v.Relation) and a.lhs == v.Name("assume") and a.rhs == v.Name("positive"):
            positive = True
        else:
            raise MapleError(f"invalid input: simplify does not accept the option {lprint(a)}")

    def compute(value):
        conversion, e = _converted(ev, "simplify", value)
        back = {}
        if positive:
            back = {sp.Symbol(s.name, positive=True): s for s in e.free_symbols}
            e = e.xreplace({s: p for p, s in back.items()})
        # Fu's rules touch only the trigonometric functions: ln(2*x) stays whole
        result = sp.trigsimp(e, method="fu") if rules == ["trig"] else sp.simplify(e)
        return conversion.from_sympy(result.xreplace(back))
    return mapped(compute, args[0])


# ---------------------------------------------------------------- collect

def _variables(name: str, x) -> list:
    xs = list(x.items) if isinstance(x, (v.MList, v.MSet)) else [x]
    for y in xs:
        if num.is_number(y) or not isinstance(y, (v.Name, v.Indexed, v.Function, v.Power)):
            raise MapleError(f"invalid input: {name} expects its 2nd argument, x, to be of type "
                             f"{{indeterminate, list(indeterminate), set(indeterminate)}}, but "
                             f"received {lprint(x)}")
    return xs


@command("collect")
def collect(ev, args):
    """collect(a, x): the expression a as a polynomial in x, the coefficients of each power
    of x gathered, highest power first: collect((x + 1)*(x + 2)*y + x, x) is
    y*x^2 + (3*y + 1)*x + 2*y. collect(a, [x, y])
    collects in x, then each coefficient in y; collect(a, [x, y], distributed) gathers the
    monomials in x and y; a procedure as the last argument is applied to each coefficient,
    as in collect(a, x, factor) (help page collect)."""
    expect_count(args, "collect", 2, 4)
    value, x, rest = args[0], args[1], list(args[2:])
    xs = _variables("collect", x)
    form = "recursive"
    if rest and isinstance(rest[0], v.Name) and rest[0].name in ("recursive", "distributed"):
        form = rest.pop(0).name
    func = rest.pop(0) if rest else None
    if rest or (func is not None and not isinstance(func, (v.Builtin, v.Procedure, v.Name))):
        raise MapleError(f"invalid input: collect expects its last argument to be recursive, "
                         f"distributed or a procedure, but received {lprint(args[-1])}")
    apply = (lambda c: c) if func is None else (lambda c: ev.apply(func, (c,)))
    sp = sympy()

    def compute(value):
        conversion, e = _converted(ev, "collect", value)
        gens = [conversion.to_sympy(y) for y in xs]
        expanded = sp.expand(e)
        if form == "distributed":
            return _gathered(conversion, sp, expanded, gens, apply)
        return _recursive(conversion, sp, expanded, gens, apply)
    return mapped(compute, value)


def _powers(sp, e, x) -> list:
    """(coefficient, power of x) pairs of e, highest power first, the power 1 for x^0."""
    parts = sp.collect(e, x, evaluate=False)
    order = sorted(parts, key=lambda p: -(p.as_base_exp()[1] if p != 1 else 0))
    return [(parts[p], p) for p in order]


def _recursive(conversion, sp, e, gens, apply):
    x, inner = gens[0], gens[1:]
    terms = []
    for c, p in _powers(sp, e, x):
        coefficient = _recursive(conversion, sp, c, inner, apply) if inner else apply(conversion.from_sympy(c))
        terms.append(arith.mul(coefficient, conversion.from_sympy(p)))
    return arith.add_all(terms) if terms else 0


def _gathered(conversion, sp, e, gens, apply):
    poly = sp.Poly(e, *gens)
    terms = []
    for monomial, c in poly.terms():
        power = sp.Mul(*(g ** k for g, k in zip(gens, monomial)))
        terms.append(arith.mul(apply(conversion.from_sympy(c)), conversion.from_sympy(power)))
    return arith.add_all(terms) if terms else 0


# ---------------------------------------------------------------- coeff

def _monomial(term, x, name: str):
    """(power of x, coefficient) of a term of a polynomial collected in x."""
    k, rest = 0, []
    for f in (term.factors if isinstance(term, v.Product) else (term,)):
        if f == x:
            k += 1
        elif isinstance(f, v.Power) and f.base == x and isinstance(f.exponent, int):
            k += f.exponent
        elif depends_on(f, x):
            raise MapleError(f"unable to compute {name}", procname=name)
        else:
            rest.append(f)
    return k, (arith.mul_all(rest) if rest else 1)


@builtin("coeff")
def coeff(ev, args):
    """coeff(p, x, n): the coefficient of x^n in the polynomial p, collected in x;
    coeff(p, x^n) is the same for n <> 0, and coeff(p, x) is coeff(p, x, 1). With
    p := 2*x^2 + 3*y^3 - 5, coeff(p, x, 2) is 2 and coeff(p, x, 0) is 3*y^3 - 5 (help page
    coeff). A number or a product as x is an error; collect or expand p first when it is
    not collected in x."""
    expect_count(args, "coeff", 2, 3)
    p, x = _algebraic("coeff", args[0], containers=False), args[1]
    if len(args) == 3:
        n = args[2]
        if not isinstance(n, int):
            raise MapleError(f"invalid input: coeff expects its 3rd argument, n, to be of type "
                             f"integer, but received {lprint(n)}")
    elif isinstance(x, v.Power) and isinstance(x.exponent, int):
        x, n = x.base, x.exponent
    else:
        n = 1
    if num.is_number(x) or isinstance(x, (v.Product, v.Sum)) or not isinstance(x, v.MapleValue):
        raise MapleError(f"invalid input: coeff received {lprint(args[1])}, which is not valid "
                         f"for its 2nd argument")
    found = []
    for term in (p.terms if isinstance(p, v.Sum) else (p,)):
        k, c = _monomial(term, x, "coeff")
        if k == n:
            found.append(c)
    return arith.add_all(found) if found else 0


# ---------------------------------------------------------------- degree

def _degree(e, xs, low: bool):
    """The (low) degree of e in the indeterminates xs together, or None when e is not a
    polynomial in them (negative integer powers allowed)."""
    if any(e == x for x in xs):
        return 1
    if not any(depends_on(e, x) for x in xs):
        return 0
    if isinstance(e, v.Sum):
        degrees = [_degree(t, xs, low) for t in e.terms]
        return None if None in degrees else (min if low else max)(degrees)
    if isinstance(e, v.Product):
        degrees = [_degree(f, xs, low) for f in e.factors]
        return None if None in degrees else sum(degrees)
    if isinstance(e, v.Power) and isinstance(e.exponent, int):
        d = _degree(e.base, xs, low if e.exponent > 0 else not low)
        if d is None or (e.exponent < 0 and isinstance(e.base, v.Sum)):
            return None
        return d * e.exponent
    return None


def _degree_of(ev, name: str, args, low: bool):
    expect_count(args, name, 1, 2)
    a = _algebraic(name, args[0], containers=False)
    xs = _variables(name, args[1]) if len(args) == 2 else list(indets(ev, (a,)).items)
    if a == 0:
        return v.INFINITY if low else arith.neg(v.INFINITY)
    d = _degree(a, xs, low)
    return v.FAIL if d is None else d


@builtin("degree")
def degree(ev, args):
    """degree(a, x): the degree of the polynomial a in x, which may have negative integer
    powers of x; degree(a) is its total degree in all its indeterminates, degree(a, [x, y])
    or degree(a, {x, y}) the total degree in x and y. 0 has degree -infinity; FAIL when a is
    no polynomial in x. a must be collected: expand or collect it first when terms may
    cancel (help page degree)."""
    return _degree_of(ev, "degree", args, False)


@builtin("ldegree")
def ldegree(ev, args):
    """ldegree(a, x): the low degree of the polynomial a in x, the least power of x in it;
    ldegree(a) the least total degree of its terms. 0 has ldegree infinity; FAIL when a is no
    polynomial in x (help page degree)."""
    return _degree_of(ev, "ldegree", args, True)
