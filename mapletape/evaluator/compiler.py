"""The one way Maple code runs: each syntax node kind has one rule, registered here by its
class, that turns a node, once, into a Python function of the frame; fast paths are guard
clauses inside those functions. The rules live beside this module (names.py, arithmetic.py,
expressions.py, logic.py, calls.py, statements.py); evaluator.py imports them all."""
from __future__ import annotations

from typing import Callable

from ..errors import MapleError
from ..syntax import ast
from ..values import core as v

# node class -> rule(ev, node) for expressions, rule(ev, node, level, show) for statements
EXPRESSIONS: dict[type, Callable] = {}
STATEMENTS: dict[type, Callable] = {}


def _registrar(table: dict):
    def rule_for(*kinds: type):
        def register(rule):
            for kind in kinds:
                table[kind] = rule
            return rule
        return register
    return rule_for


# decorators: @expression_rule(ast.Call) registers the rule compiling that class
expression_rule = _registrar(EXPRESSIONS)
statement_rule = _registrar(STATEMENTS)


def compile_expression(ev, node: ast.Expr):
    """A function of the frame giving the value of `node`."""
    rule = EXPRESSIONS.get(type(node))
    if rule is None:
        raise MapleError(f"unsupported expression {type(node).__name__}")
    return rule(ev, node)


def compile_statement(ev, stmt: ast.Statement, level: int, show: bool):
    """A function of the frame that runs `stmt` at nesting `level` (its result is displayed
    when `show` and printlevel allow) and returns its value."""
    rule = STATEMENTS.get(type(stmt))
    if rule is None:
        raise MapleError(f"unsupported statement {type(stmt).__name__}")
    return rule(ev, stmt, level, show)


def compile_statements(ev, statements, level: int, show: bool) -> tuple:
    """Each statement of a sequence compiled."""
    return tuple(compile_statement(ev, s, level, show) for s in statements)


def compile_block(ev, statements, level: int, show: bool):
    """A statement sequence; its value is the last statement's (NULL when empty)."""
    parts = compile_statements(ev, statements, level, show)
    if len(parts) == 1:
        return parts[0]

    def block(frame):
        result = v.NULL
        for part in parts:
            result = part(frame)
        return result
    return block


def compiled(ev, node: ast.Expr):
    """`node` compiled for `ev`, once: kept on the node, for the commands that evaluate
    their arguments' syntax themselves, again and again (seq, add, eval, defaults)."""
    kept = node.__dict__.get("_compiled")       # (frozen nodes still have a __dict__)
    if kept is None or kept[0] is not ev:
        kept = node.__dict__["_compiled"] = (ev, compile_expression(ev, node))
    return kept[1]
