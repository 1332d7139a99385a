"""Element-wise operators, `f~(...)`, `M^%T` and the LinearAlgebra package."""
from __future__ import annotations

import io

import pytest

from mapletape.session import Session
from mapletape.syntax import ast
from mapletape.syntax.parser import parse_program


def value(code: str) -> str:
    """What a fresh session prints for `code` in 1-D form."""
    session = Session(io.StringIO())
    session.run("interface(prettyprint=0):\n" + code)
    return session.out.getvalue().rstrip("\n")


def first_expr(code: str) -> ast.Expr:
    program = parse_program(code)
    assert program.error is None
    return program.statements[0].statement.expr


# ---------------------------------------------------------------- element-wise operators
# Expected values: Maple help page operators/elementwise
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=operators%2Felementwise)
# and updates/Maple13/language, else exact arithmetic entry by entry.

@pytest.mark.parametrize("code, shown", [
    ("<1,2,3> *~ <4,5,6>;", "Vector[column](3, [4,10,18])"),          # help page, (1)
    ("<1,2,3> ^~ <4,5,6>;", "Vector[column](3, [1,32,729])"),         # Maple 13 updates, (1)
    ("f := x -> x^2: f~(<a,b,c>);", "Vector[column](3, [a^2,b^2,c^2])"),  # help page, (3)
    ("myjob := proc(x,y,z) x*y^z; end: A := Matrix([[1,2,3],[4,5,6]]): myjob~(A,A,2);",
     "Matrix(2, 3, [[1,8,27],[64,125,216]])"),                        # Maple 13 updates, (3)
    ("[1,2,3] +~ [4,5,6];", "[5, 7, 9]"),
    ("[1,2,3] -~ 1;", "[0, 1, 2]"),
    ("[1,2,3] *~ 2;", "[2, 4, 6]"),
    ("[1,2] /~ [3,4];", "[1/3, 1/2]"),
    ("2 ^~ [1,2,3];", "[2, 4, 8]"),
    ("[1,2] .~ [3,4];", "[3, 8]"),
    ("-~[1,-2];", "[-1, 2]"),
    ("{1,2,3} *~ 0;", "{0}"),
    ("sin~([0, x]);", "[0, sin(x)]"),
    ("x +~ y;", "x+y"),                  # no container: the operator itself
    ("[1,2,3] +~ 1 *~ 2;", "[3, 4, 5]"),  # `*~` binds as `*`
    ("Matrix([[1,2],[3,4]]) +~ 1;", "Matrix(2, 2, [[2,3],[4,5]])"),  # unlike `+`, every entry
])
def test_elementwise(code, shown):
    assert value(code) == shown


def test_elementwise_sizes_must_agree():
    assert value("[1,2] +~ [1,2,3];").startswith("Error, (in ~) invalid input: element-wise")
    assert value("<1,2> *~ <1,2,3>;").startswith("Error, (in ~) invalid input: element-wise")


def test_elementwise_parses_at_its_operators_level():
    expr = first_expr("a +~ b *~ c ^~ d;")
    assert expr == ast.BinaryOp("+~", ast.Name("a"), ast.BinaryOp(
        "*~", ast.Name("b"), ast.BinaryOp("^~", ast.Name("c"), ast.Name("d"))))
    assert first_expr("f~(x, 1);") == ast.ElementwiseCall(ast.Name("f"), (ast.Name("x"), ast.Integer(1)))


def test_procedure_text_keeps_elementwise_forms():
    code = "p := proc(L) L *~ 2 +~ f~(L, 1), -~L, L^%T end proc: lprint(eval(p));"
    assert value(code) == "proc(L) L *~ 2 +~ f~(L, 1), -~L, L^%T end proc"


# ---------------------------------------------------------------- transpose
# Maple help page LinearAlgebra/Transpose: A^%T is the transpose, A^%H the Hermitian one.

@pytest.mark.parametrize("code, shown", [
    ("Matrix([[1,2,3],[4,5,6]])^%T;", "Matrix(3, 2, [[1,4],[2,5],[3,6]])"),
    ("<1,2,3>^%T;", "Vector[row](3, [1,2,3])"),
    ("<1|2>^%T;", "Vector[column](2, [1,2])"),
    ("Matrix([[1,2],[3,4]])^%H;", "Matrix(2, 2, [[1,3],[2,4]])"),   # real entries
    ("x^%T;", "x^%T"),
])
def test_transpose(code, shown):
    assert value(code) == shown
