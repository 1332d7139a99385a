"""solve on SymPy, returning what Maple's solve returns (help page solve): for one
variable a sequence of its values, for a set or list of variables sets or lists of
equations."""
from __future__ import annotations

from ...display.lineprint import lprint
from ...errors import MapleError
from ...values import core as v
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
