"""The evaluator's one dispatch: every statement and expression class of the syntax tree
has its compiling rule (evaluator/compiler.py), and a node without one is a Maple error."""
import inspect

import pytest

from mapletape.errors import MapleError
from mapletape.evaluator import compiler
from mapletape.evaluator.calls import Stored
from mapletape.syntax import ast


def test_every_syntax_node_class_has_a_rule():
    nodes = [c for _, c in inspect.getmembers(ast, inspect.isclass) if c.__module__ == ast.__name__]
    for node in nodes:
        if issubclass(node, ast.Statement) and node is not ast.Statement:
            assert node in compiler.STATEMENTS, node
        elif issubclass(node, ast.Expr) and node is not ast.Expr:
            assert node in compiler.EXPRESSIONS, node
    assert Stored in compiler.EXPRESSIONS


def test_an_unknown_node_is_a_maple_error_not_a_python_one():
    class Unknown(ast.Expr):
        pass

    class Unheard(ast.Statement):
        pass
    with pytest.raises(MapleError, match="unsupported expression Unknown"):
        compiler.compile_expression(None, Unknown())
    with pytest.raises(MapleError, match="unsupported statement Unheard"):
        compiler.compile_statement(None, Unheard(), 0, False)
