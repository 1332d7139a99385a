"""Parts of an expression and what it holds: lhs, rhs, numer, denom, has, hastype and
indets, as Maple's help pages define them."""
from __future__ import annotations

from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from .registry import builtin, expect_count
from .types import is_constant, type_check


def _side(name: str, args, left: bool):
    expect_count(args, name, 1)
    e = args[0]
    if isinstance(e, v.Relation):
        return e.lhs if left else e.rhs
    if isinstance(e, v.Range):
        return e.low if left else e.high
    raise MapleError(f"invalid input: {name} received {lprint(e)}, which is not valid for its "
                     f"1st argument, expr")


@builtin("lhs")
def lhs(ev, args):
    """lhs(e): the left side of an equation, inequation or inequality, or the low end of a
    range (help page lhs: lhs(a = b) is a; x > 1 is 1 < x, so its lhs is 1)."""
    return _side("lhs", args, True)


@builtin("rhs")
def rhs(ev, args):
    """rhs(e): the right side of an equation, inequation or inequality, or the high end of a
    range (help page lhs)."""
    return _side("rhs", args, False)


def _fraction(e) -> tuple:
    """(numerator, denominator) of an expression that is no sum of fractions."""
    if isinstance(e, Fraction):
        return e.numerator, e.denominator
    if isinstance(e, v.Power) and num.is_number(e.exponent) and num.compare(e.exponent, 0) < 0:
        return 1, arith.power(e.base, num.negate(e.exponent))
    if isinstance(e, v.Product):
        tops, bottoms = zip(*(_fraction(f) for f in e.factors))
        return arith.make_product(tops), arith.make_product(bottoms)
    if isinstance(e, v.Sum) and any(_fraction(t)[1] != 1 for t in e.terms):
        raise _Unnormalized
    return e, 1


class _Unnormalized(Exception):
    """A sum of fractions inside: its numerator is that of its normal form."""


def _parts(ev, e) -> tuple:
    """(numerator, denominator) of e, over a common denominator as normal gives it (help
    page numer: numer(1/x + 1) is x + 1)."""
    try:
        return _fraction(e)
    except _Unnormalized:
        return _fraction(ev.apply(ev.builtins["normal"], (e,)))


@builtin("numer")
def numer(ev, args):
    """numer(e): the numerator of e, over a common denominator (help page numer:
    numer(3/4) is 3, numer(x/y) is x, numer(1/x + 1) is x + 1)."""
    expect_count(args, "numer", 1)
    return _parts(ev, args[0])[0]


@builtin("denom")
def denom(ev, args):
    """denom(e): the denominator of e (help page numer: denom(x/y) is y)."""
    expect_count(args, "denom", 1)
    return _parts(ev, args[0])[1]


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
