"""Truth values: conditions of if/while, evalb, and the rule compiling the boolean operators."""
from __future__ import annotations

import operator

from ..display.lineprint import lprint
from ..errors import MapleError
from ..syntax import ast
from ..values import core as v
from ..values import numbers as num
from .compiler import compile_expression


def truth_value(value):
    """True, False, or None (FAIL) for a value in a boolean context; error when undecidable."""
    if value == v.TRUE:
        return True
    if value == v.FALSE:
        return False
    if value == v.FAIL:
        return None
    if isinstance(value, v.Relation):
        return relation_truth(value)
    if isinstance(value, v.Logical):
        parts = [truth_value(x) for x in value.operands]
        if value.op == "not":
            return None if parts[0] is None else not parts[0]
        return _combine(value.op, parts)
    raise MapleError(f"invalid boolean expression: {lprint(value)}")


class UndecidedRelation(MapleError):
    """An inequality between symbols: evalb leaves it unevaluated, `if` reports it."""


def relation_truth(rel: v.Relation):
    a, b = rel.lhs, rel.rhs
    if rel.op == "in" and isinstance(b, (v.MList, v.MSet)):
        key = v.identity(a)
        return any(v.identity(x) == key for x in b.items)
    if rel.op in ("=", "<>"):
        equal = _equal(a, b)
        return equal if rel.op == "=" else not equal
    if num.is_number(a) and num.is_number(b):
        c = num.compare(a, b)
        return c < 0 if rel.op == "<" else c <= 0
    if isinstance(a, str) and isinstance(b, str):
        return a < b if rel.op == "<" else a <= b
    for side in (a, b):
        if isinstance(side, v.MapleObject):
            # a Tensor holds numbers, but it is not one: say how to get at them
            raise MapleError(f"cannot compare a {side.display_rows()[0]} with `{rel.op}`; "
                             f"compare numbers, e.g. convert(T, float) or convert(T, list)")
    raise UndecidedRelation(f"cannot determine if this expression is true or false: {lprint(rel)}")


def _equal(a, b) -> bool:
    """Maple's evalb(a = b): two numbers are compared by value (1 = 1.0 is true), anything
    else by structure, so [1] = [1.0] and f(1) = f(1.0) are false."""
    if num.is_number(a) and num.is_number(b):
        return num.compare(a, b) == 0
    return v.identity(a) == v.identity(b)


def condition(ev, value) -> bool:
    """if/while: FAIL counts as false."""
    return bool(truth_value(value))


def evalb(value):
    if isinstance(value, (v.Relation, v.Logical)) or value in (v.TRUE, v.FALSE, v.FAIL):
        try:
            t = truth_value(value)
        except UndecidedRelation:
            if isinstance(value, v.Relation):
                return value
            raise
        return v.FAIL if t is None else v.truth(t)
    return value


def _combine(op: str, parts):
    if op == "and":
        if False in parts:
            return False
        return None if None in parts else True
    if op == "or":
        if True in parts:
            return True
        return None if None in parts else False
    if None in parts:
        return None
    if op == "xor":
        return parts[0] != parts[1]
    return (not parts[0]) or parts[1]        # implies


def _as_boolean(value):
    """A boolean operand: relations are decided when they can be, else kept symbolic."""
    if value in (v.TRUE, v.FALSE, v.FAIL):
        return truth_value(value)
    if isinstance(value, (v.Relation, v.Logical)):
        try:
            return truth_value(value)
        except MapleError:
            return value
    return value


OPERATORS = ("and", "or", "xor", "implies")


def logical(ev, node):
    """`a and b`, `a or b` (b evaluated only when a does not decide), `xor`, `implies`."""
    op = node.op
    left, right = compile_expression(ev, node.left), compile_expression(ev, node.right)
    decided = {"and": (False, v.FALSE), "or": (True, v.TRUE)}.get(op)

    def logical(frame):
        a = left(frame)
        if decided is not None and _as_boolean(a) is decided[0]:
            return decided[1]
        return combine(ev, op, (a, right(frame)))
    return logical


def compile_condition(ev, node):
    """The truth of an `if`/`while` condition, as `condition` decides it; numbers compared
    directly."""
    if isinstance(node, ast.BinaryOp) and node.op in _COMPARISONS:
        left, right = compile_expression(ev, node.left), compile_expression(ev, node.right)
        compare, op = _COMPARISONS[node.op], node.op

        def comparison(frame):
            a, b = left(frame), right(frame)
            if type(a) is int and type(b) is int:
                return compare(a, b)
            if type(a) in num.NUMBER_KINDS and type(b) in num.NUMBER_KINDS:
                return compare(num.compare(a, b), 0)     # as relation_truth decides
            return condition(ev, v.Relation(op, a, b) if op not in _TURNED else
                             v.Relation(_TURNED[op], b, a))
        return comparison
    value = compile_expression(ev, node)
    return lambda frame: condition(ev, value(frame))


_COMPARISONS = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "=": operator.eq, "<>": operator.ne,
}
_TURNED = {">": "<", ">=": "<="}      # Maple keeps `a > b` as `b < a`


def _object_logic(op: str, operands):
    """The result of an operand that computes the operator itself (a truefalse Tensor's
    entry by entry, through its `maple_logical`), else None."""
    for value in operands:
        method = getattr(type(value), "maple_logical", None)
        if method is not None:
            return method(value, op, operands)
    return None


def combine(ev, op: str, operands):
    """A boolean operator applied to values: decided when its operands are, else kept."""
    if op == "not":
        return logical_not(ev, operands[0])
    computed = _object_logic(op, operands)
    if computed is not None:
        return computed
    parts = [_as_boolean(x) for x in operands]
    if all(p is None or isinstance(p, bool) for p in parts):
        result = _combine(op, parts)
        return v.FAIL if result is None else v.truth(result)
    def back(p):
        return v.FAIL if p is None else v.truth(p) if isinstance(p, bool) else p
    return v.Logical(op, tuple(back(p) for p in parts))


def logical_not(ev, value):
    computed = _object_logic("not", (value,))
    if computed is not None:
        return computed
    b = _as_boolean(value)
    if b is None:
        return v.FAIL
    if isinstance(b, bool):
        return v.truth(not b)
    return v.Logical("not", (value,))
