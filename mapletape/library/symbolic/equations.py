"""solve, fsolve and testeq on SymPy, returning what Maple's return (help pages solve,
fsolve and testeq): for one variable a sequence of its values, for a set or list of
variables sets or lists of equations."""
from __future__ import annotations

from fractions import Fraction

from ...display.lineprint import lprint
from ...errors import MapleError
from ...values import core as v
from ...values import numbers as num
from ...values.derivatives import is_variable
from ..registry import expect_count
from ..subexpressions import indets
from .conversion import Conversion, sympy
from .engine import command


def _equations(value) -> list:
    items = value.items if isinstance(value, (v.MSet, v.MList)) else (value,)
    for e in items:
        if isinstance(e, v.Relation) and e.op != "=" or isinstance(e, (str, v.MList, v.MSet, v.Range)):
            raise MapleError(f"invalid input: solve expects equations or expressions, but "
                             f"received {lprint(e)}; inequalities are not available in mapletape",
                             procname="solve")
    return list(items)


@command("solve")
def solve(ev, args):
    """solve(eqn, x): the values of x that satisfy the equation eqn (an expression stands for
    expression = 0), as a sequence: solve(x^2 - 4, x) is the sequence of 2 and -2 in some
    order. solve(eqns, {x, y}) with a set of equations gives a set of equations
    {x = ..., y = ...} for each solution, solve(eqns, [x, y]) a list of lists; solve(eqn) solves
    for every indeterminate. Roots of a polynomial without radicals come as RootOf(..., index =
    k); no solution is NULL (help page solve)."""
    expect_count(args, "solve", 1, 2)
    equations = _equations(args[0])
    if len(args) == 2:
        spec = args[1]
        variables = list(spec.items) if isinstance(spec, (v.MSet, v.MList)) else [spec]
        if not all(is_variable(x) for x in variables):
            raise MapleError(f"invalid input: solve expects its 2nd argument, vars, to be a name "
                             f"or a set or list of names, but received {lprint(spec)}")
    else:
        spec = None
        variables = [x for x in indets(ev, (v.MList(tuple(equations)),)).items if isinstance(x, v.Name)]
    sp = sympy()
    conversion = Conversion("solve")
    exprs = [conversion.to_sympy(e.lhs) - conversion.to_sympy(e.rhs) if isinstance(e, v.Relation)
             else conversion.to_sympy(e) for e in equations]
    symbols = [conversion.to_sympy(x) for x in variables]
    single = spec is not None and not isinstance(spec, (v.MSet, v.MList)) and \
        not isinstance(args[0], (v.MSet, v.MList))
    if single:
        found = _polynomial_roots(sp, conversion, exprs[0], symbols[0])
        if found is not None:
            return v.make_seq(found)
        try:
            roots = sp.solve(exprs[0], symbols[0])
        except NotImplementedError:
            # Maple's answer for an equation it has no closed form for: solve(x = cos(x), x)
            # is RootOf(_Z - cos(_Z))
            return v.Function(v.Name("RootOf"), (conversion.from_sympy(
                exprs[0].subs(symbols[0], sp.Symbol("_Z"))),))
        return v.make_seq(conversion.from_sympy(r) for r in roots)
    solutions = sp.solve(exprs, symbols, dict=True)
    found = []
    for solution in solutions:
        pairs = [v.Relation("=", x, conversion.from_sympy(solution[s]) if s in solution else x)
                 for x, s in zip(variables, symbols)]
        found.append(v.MList(tuple(pairs)) if isinstance(spec, v.MList) else v.MSet.of(pairs))
    if isinstance(spec, v.MList):
        return v.MList(tuple(found))
    return v.make_seq(found)


def _polynomial_roots(sp, conversion, e, x):
    """The roots of a polynomial in x with rational coefficients as Maple's solve gives
    them (help page solve/scalar): factor by factor, each as often as its multiplicity, by
    radicals up to degree 4 and as RootOf(f(_Z), index = k) beyond, without locating them
    so that solve(x^55 - x + 1, x) is immediate; None for any other equation."""
    if not e.is_polynomial(x):
        return None
    poly = sp.Poly(e, x)
    if poly.degree() < 1 or not all(c.is_Rational for c in poly.all_coeffs()):
        return None
    found = []
    # the rational roots first, increasing (1, 2, 3 in help page solve/scalar), then the
    # other factors as SymPy lists them
    factors = sorted(sp.factor_list(poly)[1], key=lambda fm: (fm[0].degree() > 1, fm[0].degree() == 1
                     and -fm[0].all_coeffs()[1] / fm[0].all_coeffs()[0]))
    for factor, multiplicity in factors:
        roots = sp.roots(factor, multiple=True) if factor.degree() <= 4 else []
        if len(roots) == factor.degree():
            values = [conversion.from_sympy(r) for r in roots]
        else:
            z = conversion.from_sympy(factor.as_expr(sp.Symbol("_Z")))
            values = [v.Function(v.Name("RootOf"), (z, v.Relation("=", v.Name("index"), k)))
                      for k in range(1, factor.degree() + 1)]
        found += values * multiplicity
    return found


# ---------------------------------------------------------------- fsolve

# where Newton's method starts when no interval is given, in turn
_STARTS = (0, 1, -1, 2, -2, 0.5, -0.5, 5, -5, 10, -10)


def _interval(spec):
    """(variables, (low, high) or None) of fsolve's 2nd argument: x, x = a .. b, or a set
    or list of names."""
    if isinstance(spec, v.Relation) and spec.op == "=" and isinstance(spec.rhs, v.Range) \
            and is_variable(spec.lhs):
        return [spec.lhs], (spec.rhs.low, spec.rhs.high)
    variables = list(spec.items) if isinstance(spec, (v.MSet, v.MList)) else [spec]
    if not all(is_variable(x) for x in variables):
        raise MapleError(f"invalid input: fsolve expects its 2nd argument, vars, to be a name, "
                         f"a set or list of names, or a name = range, but received {lprint(spec)}")
    return variables, None


@command("fsolve")
def fsolve(ev, args):
    """fsolve(eqn, x): the roots of the equation eqn in floats of Digits digits. For a
    polynomial in x with real coefficients all its real roots, in increasing order:
    fsolve(x^2 = 2, x) is -1.414213562, 1.414213562; fsolve(p, x, complex) all its complex
    roots; for another equation one root: fsolve(cos(x) = x, x) is 0.7390851332.
    fsolve(eqn, x = a .. b) looks in the interval only; fsolve({eqns}, {x, y}) solves a
    system, giving a set of equations. fsolve(eqn) solves for the one name in eqn. Another
    name in the equations is an error; when no root is found the call stays unevaluated
    (help page fsolve)."""
    expect_count(args, "fsolve", 1, 3)
    equations = _equations(args[0])
    rest = list(args[1:])
    complex_roots = bool(rest) and rest[-1] == v.Name("complex")
    if complex_roots:
        rest.pop()
    if rest:
        variables, interval = _interval(rest.pop(0))
    else:
        variables = [x for x in indets(ev, (v.MList(tuple(equations)),)).items if isinstance(x, v.Name)]
        interval = None
    if rest:
        if interval is not None or not isinstance(rest[0], v.Range):
            raise MapleError(f"invalid input: fsolve expects its 3rd argument to be a range or "
                             f"complex, but received {lprint(rest[0])}")
        interval = (rest[0].low, rest[0].high)
    sp = sympy()
    conversion = Conversion("fsolve")
    conversion.trim = False          # roots to Digits digits: 3.146264370
    exprs = [conversion.to_sympy(e.lhs) - conversion.to_sympy(e.rhs) if isinstance(e, v.Relation)
             else conversion.to_sympy(e) for e in equations]
    symbols = [conversion.to_sympy(x) for x in variables]
    for e in exprs:
        for s in e.free_symbols - set(symbols):
            raise MapleError(f"{s} is in the equation, and is not solved for", procname="fsolve")
    bounds = None if interval is None else tuple(sp.sympify(conversion.to_sympy(b)) for b in interval)
    if bounds is not None and not all(b.is_real for b in bounds):
        raise MapleError(f"invalid input: fsolve expects a range of real numbers, but received "
                         f"{lprint(v.Range(*interval))}")
    digits = num.DIGITS.get()
    unevaluated = v.Function(v.Name("fsolve"), tuple(args))
    if len(exprs) == 1 and len(symbols) == 1:
        roots = _roots(sp, exprs[0], symbols[0], bounds, complex_roots, digits)
        if roots is None:
            return unevaluated
        values = [conversion.from_sympy(r) for r in roots]
        if isinstance(args[0], (v.MSet, v.MList)) or (len(args) > 1 and isinstance(args[1], (v.MSet, v.MList))):
            return v.make_seq(v.MSet.of([v.Relation("=", variables[0], x)]) for x in values)
        return v.make_seq(values)
    point = _newton(sp, exprs, symbols, digits)
    if point is None:
        return unevaluated
    pairs = [v.Relation("=", x, conversion.from_sympy(p)) for x, p in zip(variables, point)]
    return v.MList(tuple(pairs)) if isinstance(args[1] if len(args) > 1 else None, v.MList) \
        else v.MSet.of(pairs)


def _roots(sp, e, x, bounds, complex_roots: bool, digits: int):
    """The roots fsolve gives of e in x, or None when it finds none."""
    poly = e.as_poly(x) if e.is_polynomial(x) else None
    if poly is not None and poly.degree() > 0 and all(c.is_number for c in poly.all_coeffs()):
        if complex_roots:
            found = [r.evalf(digits + 5) for r in poly.nroots(n=digits + 5)]
        else:
            found = [r.evalf(digits + 5) for r in sp.real_roots(poly)]
        if bounds is not None:
            found = [r for r in found if bounds[0] <= sp.re(r) <= bounds[1]]
        return found or None
    starts = _STARTS if bounds is None else [bounds[0] + (bounds[1] - bounds[0]) * k / 8 for k in range(9)]
    for start in starts:
        root = _newton(sp, [e], [x], digits, [start])
        if root is not None and (bounds is None or bounds[0] <= root[0] <= bounds[1]):
            return [root[0]]
    return None


def _newton(sp, exprs, symbols, digits: int, start=None):
    """A common root of exprs by Newton's method from start (or each of a few points), or
    None when it does not converge."""
    # the starts of a system differ from one unknown to the next: on the diagonal x = y the
    # Jacobian of a symmetric system such as {x + y = 3, x*y = 2} is singular
    starts = [start] if start is not None else \
        [[s + 0.37 * i for i in range(len(symbols))] for s in _STARTS]
    for point in starts:
        try:
            found = sp.nsolve(exprs if len(exprs) > 1 else exprs[0],
                              symbols if len(symbols) > 1 else symbols[0],
                              point if len(point) > 1 else point[0], prec=digits + 5)
        except (ValueError, ZeroDivisionError, TypeError):
            continue
        values = list(found) if isinstance(found, sp.MatrixBase) else [found]
        if all(x.is_real for x in values) and _is_root(sp, exprs, symbols, values, digits):
            return values
    return None


def _is_root(sp, exprs, symbols, values, digits: int) -> bool:
    """Whether the equations hold at the point to well past Digits and, for one equation,
    Newton's next step f/f' is below Digits too: Newton's method stops where exp(x) is below
    its tolerance, at x = -21.9, which is no root of exp(x) = 0 (its step there is 1)."""
    at = dict(zip(symbols, values))
    tolerance = sp.Float(10) ** -(digits + 3)
    if not all(abs(e.evalf(2 * digits + 10, subs=at)) < tolerance for e in exprs):
        return False
    if len(exprs) > 1:
        return True
    slope = sp.diff(exprs[0], symbols[0]).evalf(2 * digits + 10, subs=at)
    if slope == 0:
        return True
    step = abs(exprs[0].evalf(2 * digits + 10, subs=at) / slope)
    return step < sp.Float(10) ** -digits * max(1, abs(values[0]))


# ---------------------------------------------------------------- testeq

# the points testeq tries, one value per name in turn: rationals of no special meaning
_POINTS = (Fraction(7, 13), Fraction(-11, 17), Fraction(23, 19), Fraction(5, 29),
           Fraction(-31, 37), Fraction(41, 43), Fraction(-3, 47))


@command("testeq")
def testeq(ev, args):
    """testeq(a = b), testeq(a, b), testeq(a): whether a equals b (or a is 0) for all values
    of its names, tested at random points as Maple's testeq does: false is always right, true
    wrong with a very low probability, FAIL where the test does not apply (an unknown
    function) or finds no point where both sides are defined (help page testeq)."""
    expect_count(args, "testeq", 1, 2)
    if len(args) == 1 and isinstance(args[0], v.Relation) and args[0].op == "=":
        a, b = args[0].lhs, args[0].rhs
    else:
        a, b = args[0], args[1] if len(args) == 2 else 0
    sp = sympy()
    conversion = Conversion("testeq")
    d = conversion.to_sympy(a) - conversion.to_sympy(b)
    if d.has(sp.core.function.AppliedUndef, sp.Derivative, sp.Integral):
        return v.FAIL
    names = sorted(d.free_symbols, key=lambda s: s.name)
    checked = 0
    for shift in range(len(_POINTS)):
        at = {s: sp.Rational(*_point(shift + i)) for i, s in enumerate(names)}
        value = d.evalf(40, subs=at)
        if not value.is_number or value.has(sp.nan, sp.zoo, sp.oo, -sp.oo):
            continue
        scale = max([1, *(abs(t.evalf(40, subs=at)) for t in sp.Add.make_args(sp.expand(d)))])
        if abs(value) > sp.Float(10) ** -25 * scale:
            return v.FALSE
        checked += 1
        if checked == 3:
            return v.TRUE
    return v.FAIL if not checked else v.TRUE


def _point(k: int) -> tuple[int, int]:
    q = _POINTS[k % len(_POINTS)]
    return q.numerator, q.denominator
