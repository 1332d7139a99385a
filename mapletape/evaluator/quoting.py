"""Unevaluation quotes: the value of `'expr'` is its structure with no name looked up and
no function called; only parameters are replaced, as Maple substitutes them into the body."""
from __future__ import annotations

from ..syntax import ast
from ..values import arith
from ..values import core as v
from ..values import operands
from .arithmetic import ARITH

_RELATIONS = {"=": False, "<>": False, "<": False, "<=": False, "in": False, ">": True, ">=": True}
_FLIPPED = {">": "<", ">=": "<="}


def quote(ev, node: ast.Expr, frame):
    """The value of `node` inside quotes. Kinds with no structure of their own to keep
    (procedures, `if` expressions, `%`, Matrix brackets, `m:-e`) evaluate as usual."""
    build = _BUILDERS.get(type(node))
    if build is None:
        return ev.evaluate(node, frame)
    return build(ev, node, frame)


def _name(ev, node, frame):
    value = ev.parameter_value(node.name, frame)
    return v.Name(node.name) if value is None else value


def _binary(ev, node, frame):
    op = node.op
    left, right = quote(ev, node.left, frame), quote(ev, node.right, frame)
    if op in ARITH:
        return ARITH[op](left, right)
    if op in _RELATIONS:
        if _RELATIONS[op]:
            return v.Relation(_FLIPPED[op], right, left)
        return v.Relation(op, left, right)
    if op in ("and", "or", "xor", "implies"):
        return v.Logical(op, (left, right))
    if op in arith.SET_OPERATIONS:
        return arith.SET_OPERATIONS[op](left, right)
    if op in ("@", "@@"):
        return v.Function(v.Name(op), (left, right))
    return ev.evaluate(node, frame)


def _unary(ev, node, frame):
    operand = quote(ev, node.operand, frame)
    if node.op == "-":
        return arith.neg(operand)
    if node.op == "+":
        return operand
    if node.op == "not":
        return v.Logical("not", (operand,))
    if node.op == "!":
        return operands.mark_pending(v.Factorial(operand))
    return ev.evaluate(node, frame)


def _items(ev, nodes, frame) -> tuple:
    return v.flatten(quote(ev, n, frame) for n in nodes)


_BUILDERS = {
    ast.Integer: lambda ev, node, frame: node.value,
    ast.String: lambda ev, node, frame: node.value,
    ast.Float: lambda ev, node, frame: ev.evaluate(node, frame),
    ast.Name: _name,
    ast.GlobalName: lambda ev, node, frame: v.Name(node.name),
    ast.Sequence: lambda ev, node, frame: v.make_seq(_items(ev, node.items, frame)),
    ast.ListExpr: lambda ev, node, frame: v.MList(_items(ev, node.items, frame)),
    ast.SetExpr: lambda ev, node, frame: v.MSet.of(_items(ev, node.items, frame)),
    ast.Call: lambda ev, node, frame: operands.mark_pending(
        v.Function(quote(ev, node.function, frame), _items(ev, node.args, frame))),
    ast.Index: lambda ev, node, frame: v.Indexed(quote(ev, node.base, frame),
                                                 _items(ev, node.indices, frame)),
    ast.Range: lambda ev, node, frame: v.Range(quote(ev, node.low, frame), quote(ev, node.high, frame)),
    ast.Uneval: lambda ev, node, frame: v.Uneval(quote(ev, node.expr, frame)),
    ast.BinaryOp: _binary,
    ast.UnaryOp: _unary,
}
