"""Maple types for `type`, `::` parameter declarations and type assertions."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable


def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


# the names of Maple's `constants` (help page ininames/constants), and I
_CONSTANT_NAMES = frozenset({"false", "gamma", "infinity", "true", "Catalan", "FAIL", "Pi", "I"})


def is_constant(x) -> bool:
    """Maple's type constant (help page type/constant): numbers, the constant names, and
    sums, products, powers and calls (sin(1), f(3, 5)) made of constants only."""
    if num.is_number(x):
        return True
    if isinstance(x, v.Name):
        return type(x) is v.Name and x.name in _CONSTANT_NAMES
    if isinstance(x, (v.Sum, v.Product)):
        return all(is_constant(t) for t in (x.terms if isinstance(x, v.Sum) else x.factors))
    if isinstance(x, v.Power):
        return is_constant(x.base) and is_constant(x.exponent)
    if isinstance(x, v.Function):
        return isinstance(x.head, v.Name) and all(is_constant(a) for a in x.args)
    return False


SIMPLE_TYPES = {
    "integer": _is_int,
    "posint": lambda x: _is_int(x) and x > 0,
    "negint": lambda x: _is_int(x) and x < 0,
    "nonnegint": lambda x: _is_int(x) and x >= 0,
    "even": lambda x: _is_int(x) and x % 2 == 0,
    "odd": lambda x: _is_int(x) and x % 2 == 1,
    "rational": lambda x: _is_int(x) or isinstance(x, Fraction),
    "fraction": lambda x: isinstance(x, Fraction),
    "float": lambda x: isinstance(x, (Decimal, float)),
    "sfloat": lambda x: isinstance(x, Decimal),
    "hfloat": lambda x: isinstance(x, float),
    "numeric": num.is_number,
    "positive": lambda x: num.is_number(x) and x > 0,
    "negative": lambda x: num.is_number(x) and x < 0,
    "nonnegative": lambda x: num.is_number(x) and x >= 0,
    "string": lambda x: isinstance(x, str),
    "name": lambda x: isinstance(x, (v.Name, v.Indexed)),
    "symbol": lambda x: isinstance(x, v.Name),
    "list": lambda x: isinstance(x, v.MList),
    "set": lambda x: isinstance(x, v.MSet),
    "truefalse": lambda x: x in (v.TRUE, v.FALSE),
    "boolean": lambda x: x in (v.TRUE, v.FALSE, v.FAIL) or isinstance(x, (v.Relation, v.Logical)),
    "relation": lambda x: isinstance(x, v.Relation),
    "equation": lambda x: isinstance(x, v.Relation) and x.op == "=",
    "range": lambda x: isinstance(x, v.Range),
    "procedure": lambda x: isinstance(x, (v.Procedure, v.Builtin)),
    "function": lambda x: isinstance(x, v.Function),
    "indexed": lambda x: isinstance(x, v.Indexed),
    "module": lambda x: isinstance(x, (v.Module, v.MapleObject)),
    "table": lambda x: isinstance(x, v.Table),
    "rtable": lambda x: isinstance(x, Rtable),
    "Matrix": lambda x: isinstance(x, Rtable) and x.kind == "Matrix",
    "Vector": lambda x: isinstance(x, Rtable) and x.kind.startswith("Vector"),
    "Array": lambda x: isinstance(x, Rtable) and x.kind == "Array",
    "`+`": lambda x: isinstance(x, v.Sum),
    "`*`": lambda x: isinstance(x, v.Product),
    "`^`": lambda x: isinstance(x, v.Power),
    "anything": lambda x: not (isinstance(x, v.ExprSeq) and len(x.items) != 1),
    "algebraic": lambda x: num.is_number(x) or isinstance(
        x, (v.Name, v.Sum, v.Product, v.Power, v.Function, v.Indexed, v.Factorial)),
    "constant": lambda x: is_constant(x),
}
SIMPLE_TYPES["+"] = SIMPLE_TYPES["`+`"]
SIMPLE_TYPES["*"] = SIMPLE_TYPES["`*`"]
SIMPLE_TYPES["^"] = SIMPLE_TYPES["`^`"]


def type_check(ev, value, t) -> bool:
    if isinstance(t, (v.Builtin, v.Procedure)) and t.name:
        t = v.Name(t.name)
    if isinstance(t, v.Name):
        check = SIMPLE_TYPES.get(t.name)
        if check is not None:
            return bool(check(value))
        object_type = getattr(value, "maple_type", None)
        if object_type is not None:
            return t.name in object_type()
        raise MapleError(f"type `{t.name}` does not exist")
    if isinstance(t, v.MSet):
        return any(type_check(ev, value, u) for u in t.items)
    if isinstance(t, v.Function) and isinstance(t.head, v.Name):
        head, inner = t.head.name, t.args
        if head in ("list", "set") and len(inner) == 1:
            return type_check(ev, value, v.Name(head)) and all(type_check(ev, x, inner[0]) for x in value.items)
        if head == "And":
            return all(type_check(ev, value, u) for u in inner)
        if head == "Or":
            return any(type_check(ev, value, u) for u in inner)
        if head == "Not" and len(inner) == 1:
            return not type_check(ev, value, inner[0])
    if isinstance(t, v.Range):
        return all(num.is_number(x) for x in (t.low, t.high, value)) and \
            num.compare(t.low, value) <= 0 <= num.compare(t.high, value)
    if isinstance(t, v.Indexed) and isinstance(t.base, v.Name) and t.base.name in ("Vector", "Matrix"):
        return type_check(ev, value, t.base)
    raise MapleError(f"type `{lprint(t)}` does not exist")
