"""The evaluator's one dispatch: every statement and expression class of the syntax tree
has its `_exec_<class>` or `_eval_<class>` handler."""
import inspect

import pytest

from mapletape.errors import MapleError
from mapletape.evaluator import Evaluator
from mapletape.syntax import ast


def test_every_syntax_node_class_has_a_handler():
    nodes = [c for _, c in inspect.getmembers(ast, inspect.isclass) if c.__module__ == ast.__name__]
    for node in nodes:
        if issubclass(node, ast.Statement) and node is not ast.Statement:
            assert hasattr(Evaluator, "_exec_" + node.__name__), node
        elif issubclass(node, ast.Expr) and node is not ast.Expr:
            assert hasattr(Evaluator, "_eval_" + node.__name__), node


def test_an_unknown_node_is_a_maple_error_not_a_python_one():
    class Unknown(ast.Expr):
        pass
    with pytest.raises(MapleError, match="unsupported expression Unknown"):
        Evaluator._expressions[Unknown]
