"""How a symbolic command runs on SymPy: over the members of lists, sets and the sides of
equations as Maple's commands map over them, its size held to kernelopts(maxsize), and
SymPy's own exceptions turned into Maple errors."""
from __future__ import annotations

from math import comb

from ...errors import MapleError
from ...limits import check_size
from ...values import core as v
from ...values import operands
from ..registry import builtin
from .conversion import sympy


def translated(name: str):
    """The guard of a command on SymPy: an exception SymPy raises for what it cannot do is
    Maple's error of the command (without SymPy's message, which is in Python's syntax);
    running out of memory or stack stays what it is."""
    def guard(exc: Exception):
        if isinstance(exc, (MemoryError, RecursionError)):
            return exc
        return MapleError(f"unable to compute {name}", procname=name)
    return guard


def command(name: str):
    """Register a symbolic command by its Maple name, with SymPy's exceptions translated."""
    return builtin(name, guard=translated(name))


def mapped(compute, value):
    """compute(value), or compute on each member of a list or set and each side of an
    equation, as expand, factor, normal and simplify map over them."""
    if isinstance(value, (v.MList, v.MSet, v.Relation)):
        return operands.rebuild(value, [mapped(compute, part) for part in operands.operands(value)])
    return compute(value)


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
