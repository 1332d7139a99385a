"""Element-wise operators, `f~(...)`, `M^%T` and the LinearAlgebra package."""
from __future__ import annotations

import io

import pytest

from mapletape.session import Session
from maple import one_d as value
from mapletape.syntax import ast
from mapletape.syntax.parser import parse_program




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


@pytest.mark.parametrize("code, shown", [
    ("2: 3^%;", "9"),                # `%` after `^` is still the ditto
    ("a*~b;", "a*b"),                # `*~` is one token, not `*` then a name `~b`
    ("x^%T + 1;", "x^%T+1"),         # a name's transpose stays unevaluated, printed bare
])
def test_tilde_and_transpose_tokens(code, shown):
    assert value(code) == shown


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


# ---------------------------------------------------------------- LinearAlgebra
# Expected values cite Maple's help pages LinearAlgebra/<Command>
# (https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra/<Command>)
# or are exact arithmetic worked by hand beside them.

A = "A := Matrix([[1,2],[3,4]]):"


@pytest.mark.parametrize("code, shown", [
    # exact: det [[1,2],[3,4]] = 1*4 - 2*3; the inverse is 1/det * [[4,-2],[-3,1]]
    (A + "Determinant(A);", "-2"),
    (A + "LinearAlgebra:-Determinant(A);", "-2"),
    (A + "LinearAlgebra[Determinant](A);", "-2"),
    ("with(LinearAlgebra): " + A + "LinearAlgebra[Determinant](A);", "-2"),
    ("Determinant(Matrix([[1,2,3],[4,5,6],[7,8,10]]));", "-3"),
    ("Determinant(Matrix([[1/2,1/3],[1/4,1/5]]));", "1/60"),
    ("Determinant(Matrix([[0,1],[1,0]]));", "-1"),       # a row swap changes the sign
    ("Determinant(Matrix([[1,2],[2,4]]));", "0"),
    ("Determinant(Matrix([[a,b],[c,d]]));", "a*d-b*c"),
    ("Determinant(Matrix([[2.,0.],[0.,3.]]));", "6."),
    (A + "MatrixInverse(A);", "Matrix(2, 2, [[-2,1],[3/2,-1/2]])"),
    (A + "Transpose(A);", "Matrix(2, 2, [[1,3],[2,4]])"),
    ("Transpose(<1,2>);", "Vector[row](2, [1,2])"),
    (A + "Trace(A);", "5"),
    ("DotProduct(<1,2,3>, <4,5,6>);", "32"),
    # LinearAlgebra/CrossProduct: U2*V3-U3*V2, -U1*V3+U3*V1, U1*V2-U2*V1; a row Vector only
    # when both are rows (Student/LinearAlgebra/CrossProduct example: <1,2,3> x <2,3,4>)
    ("CrossProduct(<1,2,3>, <2,3,4>);", "Vector[column](3, [-1,2,-1])"),
    ("CrossProduct(<1|2|3>, <2|3|4>);", "Vector[row](3, [-1,2,-1])"),
    ("CrossProduct(<1|2|3>, <2,3,4>);", "Vector[column](3, [-1,2,-1])"),
    # LinearAlgebra/Norm: Norm(A) is the infinity norm
    ("Norm(<1,-5,3>);", "5"),
    ("Norm(<3,4>, 2);", "5"),
    ("Norm(<1,1>, Euclidean);", "2^(1/2)"),
    ("Norm(<1,-2,2>, 1);", "5"),
    ("Norm(<3,4>, Frobenius);", "5"),
    (A + "Norm(A);", "7"),                  # largest row sum |3|+|4|
    (A + "Norm(A, infinity);", "7"),
    (A + "Norm(A, 1);", "6"),               # largest column sum |2|+|4|
    (A + "Norm(A, Frobenius);", "30^(1/2)"),
    ("IdentityMatrix(2);", "Matrix(2, 2, [[1,0],[0,1]])"),
    ("IdentityMatrix(2, 3);", "Matrix(2, 3, [[1,0,0],[0,1,0]])"),
    # A . <-4, 9/2> = <-4 + 9, -12 + 18> = <5, 6>
    (A + "LinearSolve(A, <5, 6>);", "Vector[column](2, [-4,9/2])"),
    (A + "LinearSolve(A, IdentityMatrix(2)) = MatrixInverse(A);",
     "Matrix(2, 2, [[-2,1],[3/2,-1/2]]) = Matrix(2, 2, [[-2,1],[3/2,-1/2]])"),
    ("Dimension(Matrix(2, 3));", "2, 3"),
    ("Dimension(<1,2,3>);", "3"),
    ("RowDimension(Matrix(2, 3));", "2"),
    ("ColumnDimension(Matrix(2, 3));", "3"),
    ("Dimension(RandomMatrix(2, 3));", "2, 3"),
    ("RandomMatrix(2, 2, generator = 7..7);", "Matrix(2, 2, [[7,7],[7,7]])"),
    # [[2,1],[1,2]] has eigenvalues 1 and 3; a symmetric float Matrix gives them ascending
    ("Norm(<x,-2>);", "max(2,abs(x))"),
    ("Norm(<1,2>, 3);", "9^(1/3)"),          # (1^3 + 2^3)^(1/3)
    ("Trace(Matrix([[x,1],[2,y]]));", "x+y"),
    ("CrossProduct(<a,b,c>, <d,e,f>);", "Vector[column](3, [b*f-c*e,c*d-a*f,a*e-b*d])"),
    ("LinearSolve(Matrix([[1.,2.],[3.,4.]]), <1,2>);",
     "Vector[column](2, [0.,0.5], datatype = float[8])"),
    ("Eigenvalues(Matrix([[2.,1.],[1.,2.]]));", "Vector[column](2, [1.,3.], datatype = float[8])"),
])
def test_linear_algebra(code, shown):
    assert value("with(LinearAlgebra):\n" + code) == shown


def test_with_lists_the_exports():
    # `with` lists the package's commands sorted, as Maple does
    from mapletape.library.linearalgebra import EXPORTS
    shown = value("with(LinearAlgebra);")
    assert shown.replace("\n", " ") == "[" + ", ".join(sorted(EXPORTS)) + "]"
    assert shown.startswith("[Add, Adjoint, BackwardSubstitute,")


def test_random_matrix_entries_lie_in_the_generator_range():
    code = "M := LinearAlgebra:-RandomMatrix(4, 5): evalb(max(seq(seq(abs(M[i,j]), j=1..5), i=1..4)) <= 99);"
    assert value(code) == "true"


def test_eigenvalues_of_a_float_matrix_are_numpy_s():
    import numpy as np
    expected = np.linalg.eigvals(np.array([[1., 2.], [3., 4.]])).real
    # hardware floats show 15 digits; a complex[8] entry keeps its zero imaginary part
    shown = ",".join("%.15g+0.*I" % x for x in expected)
    assert value("LinearAlgebra:-Eigenvalues(Matrix([[1.,2.],[3.,4.]]));", width=400) == (
        f"Vector[column](2, [{shown}], datatype = complex[8])")


@pytest.mark.parametrize("code, message", [
    ("Determinant(Matrix(2, 3));", "Error, invalid input: LinearAlgebra:-Determinant expects its "
     "1st argument, A, to be of type Matrix(square), but received Matrix(1 .. 2, 1 .. 3)"),
    ("Determinant(3);", "Error, invalid input: LinearAlgebra:-Determinant expects its 1st "
     "argument, A, to be of type Matrix(square), but received 3"),
    ("MatrixInverse(Matrix([[1,2],[2,4]]));", "Error, (in LinearAlgebra:-MatrixInverse) singular matrix"),
    ("DotProduct(<1,2>, <1,2,3>);", "Error, (in LinearAlgebra:-DotProduct) vectors must have the "
     "same dimension"),
    ("CrossProduct(<1,2>, <1,2>);", "Error, (in LinearAlgebra:-CrossProduct) both vectors must "
     "have dimension 3"),
    # x^3 - 3*x - 1 has no rational root: Maple answers with RootOf, which mapletape lacks
    ("Eigenvalues(Matrix([[0,1,0],[0,0,1],[1,3,0]]));", "Error, (in LinearAlgebra:-Eigenvalues) "
     "exact eigenvalues that are roots of an irreducible polynomial of degree 3 or more (RootOf) "
     "are not available in mapletape; use evalf(A) for floats"),
    ("Norm(Matrix([[x]]), 2);", "Error, (in LinearAlgebra:-Norm) the 2-norm of a Matrix with "
     "symbolic entries is not available in mapletape"),
    ("Determinant(Matrix([[1]]), 5);", "Error, invalid input: LinearAlgebra:-Determinant expects "
     "1 argument, but received 2"),
    # help page "inconsistent system" (Error Message Guide)
    ("LinearSolve(Matrix([[1,2],[2,4]]), <1,1>);", "Error, (in LinearAlgebra:-LinearSolve) "
     "inconsistent system"),
])
def test_linear_algebra_errors(code, message):
    assert value("with(LinearAlgebra):\n" + code).replace("\n", " ") == message


def test_help_pages_of_the_package():
    from mapletape.help import Help
    help_ = Help(Session(io.StringIO()))
    assert "infinity norm" in help_.text("LinearAlgebra:-Norm")
    assert help_.text("Determinant").startswith("Determinant(A)")
    assert help_.text("LinearAlgebra").startswith("LinearAlgebra: a package; its commands are")


def test_identity_and_random_matrices_are_held_to_the_size_limit():
    # issue 9: every size a user can ask for is bounded (kernelopts(maxsize), default 10^7)
    assert value("with(LinearAlgebra): IdentityMatrix(10^6); RandomMatrix(10^5, 10^5);") == \
        "Error, (in LinearAlgebra:-IdentityMatrix) object too large\n" \
        "Error, (in LinearAlgebra:-RandomMatrix) object too large"
