"""has, hastype and indets: what an expression holds, as Maple's help pages define it."""
from __future__ import annotations

from ..values import core as v
from ..values import numbers as num
from ..values import operands
from .registry import builtin, expect_count
from .types import is_constant, type_check


def _subexpressions(value, heads: bool = True):
    """The value and every part inside it, with the function of each call and the base of
    each indexed name when `heads` (has(f(x), f) is true; indets(f(x), name) is {x})."""
    inside = operands.parts if heads else operands.operands
    stack = [value]
    while stack:
        x = stack.pop()
        yield x
        stack.extend(reversed(inside(x)))


@builtin("has")
def has(ev, args):
    """has(f, x): true when x is f or a subexpression of f; a list or set x asks whether
    f has any of its members (help page has)."""
    expect_count(args, "has", 2)
    f, x = args
    wanted = x.items if isinstance(x, (v.MList, v.MSet)) else (x,)
    keys = {v.identity(w) for w in wanted}
    return v.truth(any(v.identity(s) in keys for s in _subexpressions(f)))


@builtin("hastype")
def hastype(ev, args):
    """hastype(e, t): true when some subexpression of e, e included, is of type t (help
    page hastype)."""
    expect_count(args, "hastype", 2)
    e, t = args
    return v.truth(any(type_check(ev, s, t) for s in _subexpressions(e)))


@builtin("indets")
def indets(ev, args):
    """indets(e): the set of e's indeterminates, e seen as a rational expression: names
    and non-constant calls such as sin(x) and f(x, y), and non-integer powers, with the
    indeterminates inside them; indets(e, t): every subexpression of type t (help page
    indets: indets(x*y + z/x) is {x, y, z})."""
    expect_count(args, "indets", 1, 2)
    if len(args) == 2:
        return v.MSet.of(s for s in _subexpressions(args[0], heads=False) if type_check(ev, s, args[1]))
    found = []
    _indeterminates(args[0], found)
    return v.MSet.of(found)


def _indeterminates(value, found: list) -> None:
    if num.is_number(value) or isinstance(value, str) or is_constant(value):
        return
    if isinstance(value, (v.Name, v.Indexed)):
        found.append(value)
        return
    if isinstance(value, v.Power) and isinstance(value.exponent, int):
        _indeterminates(value.base, found)
        return
    if isinstance(value, (v.Power, v.Function)):
        found.append(value)
    for part in operands.operands(value):
        _indeterminates(part, found)
