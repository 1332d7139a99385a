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
# the relation types `=`, `<>`, `<`, `<=` (help page type/structure: a relation of its op)
for _op in ("=", "<>", "<", "<="):
    SIMPLE_TYPES[_op] = lambda x, op=_op: isinstance(x, v.Relation) and x.op == op

# Maple's types mapletape lacks (help page type, Defined Types): each is an error, never a
# silent false, whether named or, parameterized, in place of a call named t (`name(type*)`)
LACKED_TYPES = frozenset({
    "realcons", "embedded_real", "complexcons", "extended_numeric", "nonposint", "nonpositive",
    "atomic", "literal", "listlist", "mathfunc", "radical", "sqrt", "algnum", "radnum",
    "series", "logical", "protected",
    "polynom", "ratpoly", "linear", "quadratic", "cubic", "quartic", "algfun", "radfun",
    "taylor", "laurent", "complex", "freeof", "dependent", "monomial", "patfunc", "patlist",
    "Array", "array", "Matrix", "Vector", "range", "&+", "&*", "record", "module", "evaln",
    "specindex", "anyindex", "suffixed", "prefixed",
})


def _head(f):
    """The name of a call's head or of a type's function name, else None."""
    return f.name if isinstance(f, (v.Name, v.Builtin, v.Procedure)) else None


def _names(f) -> set:
    """specfunc's f: a name or a set of names (help page type/specfunc)."""
    return {_head(g) for g in (f.items if isinstance(f, v.MSet) else (f,))}


def _all(ev, items, t) -> bool:
    return all(type_check(ev, x, t) for x in items)


def _each(ev, items, types) -> bool:
    """The items one to one of the types, as many as they."""
    return len(items) == len(types) and all(type_check(ev, x, u) for x, u in zip(items, types))


def _specfunc(ev, x, args):
    """specfunc(f), specfunc(t, f): a call of f (a name, or a set of names) whose arguments
    are all of type t (help page type/specfunc)."""
    if len(args) not in (1, 2):
        raise MapleError("specfunc expects 1 or 2 arguments")
    t, f = (v.Name("anything"), args[0]) if len(args) == 1 else args
    return isinstance(x, v.Function) and _head(x.head) in _names(f) and _all(ev, x.args, t)


def _true(result) -> bool:
    """A predicate's answer: true, or And, Or, Xor, Implies, Not of answers, read as the
    boolean operators (help page type/satisfies)."""
    combine = _COMBINE.get(_head(result.head)) if isinstance(result, v.Function) else None
    if combine is not None:
        return combine([_true(r) for r in result.args])
    return result == v.TRUE


_COMBINE = {"And": all, "Or": any, "Xor": lambda p: sum(p) % 2 == 1,
            "Implies": lambda p: len(p) == 2 and (not p[0] or p[1]),
            "Not": lambda p: len(p) == 1 and not p[0]}


def _satisfies(ev, x, predicates):
    """satisfies(P1, P2, ...): every Pk(x) is true (help page type/satisfies)."""
    if not predicates:
        raise MapleError("satisfies expects at least 1 argument")
    return all(_true(ev.apply(p, (x,))) for p in predicates)


def _assigned(ev, x, t) -> bool:
    """name(t): x is assigned a value of type t, taken as it is (help page type/name)."""
    value = ev.globals.get(x.name)
    return value is not None and v.identity(value) != v.identity(x) and type_check(ev, value, t)


# the structured types t(...), one rule each (help pages type/structure, type/And,
# type/specfunc, type/satisfies, type/function, type/identical)
STRUCTURED = {
    "list": lambda ev, x, a: len(a) == 1 and isinstance(x, v.MList) and _all(ev, x.items, a[0]),
    "set": lambda ev, x, a: len(a) == 1 and isinstance(x, v.MSet) and _all(ev, x.items, a[0]),
    "function": lambda ev, x, a: len(a) == 1 and isinstance(x, v.Function) and _all(ev, x.args, a[0]),
    "And": lambda ev, x, a: all(type_check(ev, x, u) for u in a),
    "Or": lambda ev, x, a: any(type_check(ev, x, u) for u in a),
    "Not": lambda ev, x, a: len(a) == 1 and not type_check(ev, x, a[0]),
    "specfunc": _specfunc,
    "anyfunc": lambda ev, x, a: isinstance(x, v.Function) and _each(ev, x.args, a),
    "identical": lambda ev, x, a: any(v.identity(x) == v.identity(e) for e in a),
    "satisfies": _satisfies,
    "name": lambda ev, x, a: len(a) == 1 and isinstance(x, v.Name) and _assigned(ev, x, a[0]),
}
STRUCTURED["Non"] = STRUCTURED["Not"]


def type_check(ev, value, t) -> bool:
    """Whether value is of type t: a type name, or a structured type (help page
    type/structure), by one rule per constructor."""
    if isinstance(t, (v.Builtin, v.Procedure)) and t.name:
        t = v.Name(t.name)
    if isinstance(t, v.Name):
        check = SIMPLE_TYPES.get(t.name)
        if check is not None:
            return bool(check(value))
        object_type = getattr(value, "maple_type", None)
        if object_type is not None:
            return t.name in object_type()
        if t.name in LACKED_TYPES:
            raise MapleError(f"type `{t.name}` is not available in mapletape")
        raise MapleError(f"type `{t.name}` does not exist")
    if num.is_number(t) or isinstance(t, str):      # a number or string matches itself
        return v.identity(value) == v.identity(t)
    if isinstance(t, v.MSet):                        # alternation
        return any(type_check(ev, value, u) for u in t.items)
    if isinstance(t, v.MList):                       # a list of exactly those types
        return isinstance(value, v.MList) and _each(ev, value.items, t.items)
    if isinstance(t, v.Relation):                    # a relation of the corresponding types
        return isinstance(value, v.Relation) and value.op == t.op and \
            type_check(ev, value.lhs, t.lhs) and type_check(ev, value.rhs, t.rhs)
    if isinstance(t, v.Function) and isinstance(t.head, v.Name):
        rule = STRUCTURED.get(t.head.name)
        if rule is not None:
            return rule(ev, value, t.args)
        if t.head.name in LACKED_TYPES:
            raise MapleError(f"type `{lprint(t)}` is not available in mapletape")
        # name(type*): a call of that name with arguments of the given types
        return isinstance(value, v.Function) and _head(value.head) == t.head.name and \
            _each(ev, value.args, t.args)
    if isinstance(t, v.Range):
        if isinstance(value, v.Range):               # a range of the corresponding types
            return type_check(ev, value.low, t.low) and type_check(ev, value.high, t.high)
        return all(num.is_number(x) for x in (t.low, t.high, value)) and \
            num.compare(t.low, value) <= 0 <= num.compare(t.high, value)
    if isinstance(t, v.Indexed) and isinstance(t.base, v.Name) and t.base.name in ("Vector", "Matrix"):
        return type_check(ev, value, t.base)
    raise MapleError(f"type `{lprint(t)}` does not exist")
