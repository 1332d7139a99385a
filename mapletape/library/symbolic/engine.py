"""How a symbolic command runs on SymPy: over the members of lists, sets and the sides of
equations as Maple's commands map over them, its size held to kernelopts(maxsize), and
SymPy's own exceptions turned into Maple errors."""
from __future__ import annotations

from math import comb

from ...errors import MapleError
from ...limits import check_size
from ...values import core as v
from ...values import operands
from .conversion import Conversion, sympy


def translated(name: str):
    """The guard of a command on SymPy: an exception SymPy raises for what it cannot do is
    Maple's error of the command; running out of memory or stack stays what it is."""
    def guard(exc: Exception):
        if isinstance(exc, (MemoryError, RecursionError)):
            return exc
        return MapleError(f"unable to compute {name}: {exc}" if str(exc) else f"unable to compute {name}",
                          procname=name)
    return guard


def mapped(compute, value):
    """compute(value), or compute on each member of a list or set and each side of an
    equation, as expand, factor, normal and simplify map over them."""
    if isinstance(value, (v.MList, v.MSet, v.Relation)):
        return operands.rebuild(value, [mapped(compute, part) for part in operands.operands(value)])
    return compute(value)


def run(name: str, value, compute, frozen=()):
    """compute(e) on the SymPy form e of value, and its result as a Maple value; the values
    in `frozen` stay as they are, unexpanded and unfactored."""
    conversion = Conversion(name)
    for f in frozen:
        conversion.freeze(f)
    return conversion.from_sympy(compute(conversion.to_sympy(value)))


def check_expansion(ev, name: str, expr) -> None:
    """Refuse, before the work, an expansion of more terms than kernelopts(maxsize):
    (x + y)^n has n + 1 terms, a product of sums the product of their lengths."""
    check_size(ev.host, expanded_terms(expr, ev.host.kernelopts["maxsize"]), name)


def expanded_terms(expr, cap: int) -> int:
    """An upper bound of the number of terms of the expansion of expr, at most cap + 1."""
    sp = sympy()
    if expr.is_Add:
        return min(cap + 1, sum(expanded_terms(t, cap) for t in expr.args))
    if expr.is_Mul:
        total = 1
        for f in expr.args:
            total = min(cap + 1, total * expanded_terms(f, cap))
        return total
    if expr.is_Pow and expr.exp.is_Integer and expr.exp > 0:
        k, n = expanded_terms(expr.base, cap), int(expr.exp)
        if k == 1:
            return 1
        if n > cap:
            return cap + 1
        return min(cap + 1, comb(n + k - 1, k - 1))
    if isinstance(expr, sp.Function):
        return max([1, *(expanded_terms(a, cap) for a in expr.args)])
    return 1
