"""The LinearAlgebra package (issue 25, item 2): exact results over the rationals, hardware
floats against numpy/SciPy computed here, Maple's result forms and errors.

Sources of expected values, cited per case: Maple help pages LinearAlgebra/<Command> and
Student/LinearAlgebra/<Command> (their examples, as decoded from the pages), the Error
Message Guide page "inconsistent system", numpy/SciPy, and exact arithmetic shown in the
comment beside the case.
"""
from __future__ import annotations

import io
from fractions import Fraction

import numpy as np
import pytest

from maple import one_d
from mapletape.session import Session
from mapletape.values.rtable import Rtable

WITH = "with(LinearAlgebra):\n"


def value(code: str) -> str:
    return one_d(WITH + code, width=400)


def stored(code: str, name: str = "X"):
    """The value a fresh session assigns to `name` after running `code`."""
    session = Session(io.StringIO())
    session.run(WITH + code)
    return session.evaluator.globals[name]


def floats(code: str, name: str = "X") -> np.ndarray:
    result = stored(code, name)
    assert isinstance(result, Rtable)
    return np.asarray(result.data, dtype=np.complex128 if result.data.dtype.kind == "c" else float)


# ---------------------------------------------------------------- help page examples

@pytest.mark.parametrize("code, shown", [
    # Student/LinearAlgebra/LinearSolve, example (1)
    ("A := <<1,2,3>|<4,5,6>|<7,8,0>>: b := <3,2,-2>: LinearSolve(A, b);",
     "Vector[column](3, [-2,2/3,1/3])"),
    # the same page, (2): the augmented Matrix, its last column the right-hand side
    ("M := <<1,1,1,4>|<1,1,-2,1>|<3,1,1,8>|<-1,1,-1,-1>|<0,1,1,0>>: LinearSolve(M);",
     "Vector[column](4, [25/6,4/3,-5/2,-2])"),
    # the same page, (4): -7/6 + _t1[4]/2, -1, 7/6 - 3*_t1[4]/2, _t1[4] (the terms print in
    # mapletape's order)
    ("R := <<1,2,3>|<4,5,7>|<7,8,9>|<10,11,12>>: LinearSolve(R, <3,2,0>);",
     "Vector[column](4, [1/2*_t1[4]-7/6,-1,-3/2*_t1[4]+7/6,_t1[4]])"),
    # LinearAlgebra/LinearSolve: free = name is the base name of the free variables
    ("LinearSolve(Matrix([[1,2],[2,4]]), <1,2>, free = s);", "Vector[column](2, [-2*s[2]+1,s[2]])"),
    # Student/LinearAlgebra/Eigenvalues, (2) and (4): -1/2 + 3*sqrt(5)/2, -1/2 - 3*sqrt(5)/2;
    # 2, I, -I
    ("Eigenvalues(<<1,3>|<3,-2>>);", "Vector[column](2, [3/2*5^(1/2)-1/2,-3/2*5^(1/2)-1/2])"),
    ("Eigenvalues(<<1,4,-2>|<-1,0,1>|<-1,2,1>>);", "Vector[column](3, [2,I,-I])"),
    # Student/LinearAlgebra/Eigenvectors, (2)
    ("Eigenvectors(<<-1,-3,-6>|<3,5,6>|<-3,-3,-4>>);",
     "Vector[column](3, [-4,2,2]), Matrix(3, 3, [[1/2,-1,1],[1/2,0,1],[1,1,0]])"),
    # Student/LinearAlgebra/NullSpace, (4) (its (1) is test_nullspace_help_example)
    ("NullSpace(IdentityMatrix(3));", "{}"),
    # LinearAlgebra/Rank, (4) and (7); Student/LinearAlgebra/Rank, (2)
    ("Rank(<<-7,1,2>|<2,1,-1>|<3,0,-1>|<2,7,-3>>);", "2"),
    ("Rank(Matrix([[1/5,1/3,8/25],[2/5,1/3,11/25],[4/5,-1/3,7/25]], datatype = float[8]));", "2"),
    ("B := <<-7,1,2>|<2,1,-1>|<3,0,-1>|<2,7,-3>>: nops(RowSpace(B));", "2"),
    # LinearAlgebra/RowSpace: canonical form, leading entries 1; a zero Matrix gives []
    ("RowSpace(Matrix([[2,4,6],[1,2,4]]));", "[Vector[row](3, [1,2,0]), Vector[row](3, [0,0,1])]"),
    ("ColumnSpace(Matrix([[2,1],[4,2],[6,4]]));",
     "[Vector[column](3, [1,2,0]), Vector[column](3, [0,0,1])]"),     # the RowSpace above
    ("RowSpace(ZeroMatrix(2, 3)), ColumnSpace(ZeroMatrix(2));", "[], []"),
    # Student/LinearAlgebra/LUDecomposition: LUDecomposition(A) is output = [P, L, U]
    ("P, L, U := LUDecomposition(Matrix([[0,1],[2,3]])): P, L, U;",
     "Matrix(2, 2, [[0,1],[1,0]]), Matrix(2, 2, [[1,0],[0,1]]), Matrix(2, 2, [[2,3],[0,1]])"),
])
def test_help_page_examples(code, shown):
    assert value(code) == shown


def test_nullspace_help_example():
    # Student/LinearAlgebra/NullSpace, (1): {<2,-3,0,1>, <1,-2,1,0>}, a set (in any order)
    basis = stored("X := NullSpace(<<1,2,3,4>|<5,6,7,8>|<9,10,11,12>|<13,14,15,16>>):")
    assert all(b.kind == "Vector[column]" for b in basis.items)
    assert sorted(tuple(b.data) for b in basis.items) == [(1, -2, 1, 0), (2, -3, 0, 1)]


def test_linearsolve_takes_prefactored_systems():
    # LinearAlgebra/LinearSolve: a list [P, L, U] from LUDecomposition, or [L] from its
    # Cholesky method, stands for A
    assert value("A := Matrix([[0,2,1],[1,1,0],[3,0,1]]): b := <1,2,3>: "
                 "Equal(LinearSolve([LUDecomposition(A)], b), LinearSolve(A, b));") == "true"
    x = floats(f"X := LinearSolve([LUDecomposition({MAPLE_A}, method = Cholesky)], <1.,2.,3.>):")
    assert np.allclose(x, np.linalg.solve(A, [1., 2., 3.]))


def test_inconsistent_system_is_maples_error():
    # Maple's Error Message Guide, "inconsistent system"
    assert value("LinearSolve(Matrix([[1,2],[2,4]]), <1,1>);") == \
        "Error, (in LinearAlgebra:-LinearSolve) inconsistent system"
    assert value("LinearSolve(Matrix([[1.,2.],[2.,4.]]), <1.,1.>);") == \
        "Error, (in LinearAlgebra:-LinearSolve) inconsistent system"


def test_each_parametrized_solution_gets_new_free_names():
    # tools/genglobal makes _t1, _t2, ... so that two solutions never share a parameter
    code = "S := Matrix([[1,1]]): LinearSolve(S, <1>), LinearSolve(S, <2>);"
    assert value(code) == "Vector[column](2, [-_t1[2]+1,_t1[2]]), Vector[column](2, [-_t2[2]+2,_t2[2]])"


# ---------------------------------------------------------------- exact identities

@pytest.mark.parametrize("matrix", [
    "Matrix([[2,1,1],[4,3,3],[8,7,9]])",
    "Matrix([[0,2,1],[1,1,0],[3,0,1]])",
    "Matrix([[1,2,3],[2,4,7],[1,1,1]])",
    "Matrix([[1/2,1/3],[1/4,1/5]])",
    "Matrix([[1,2,3,4],[2,4,6,9]])",
])
def test_plu_multiplies_back_to_a(matrix):
    code = f"A := {matrix}: P, L, U := LUDecomposition(A):"
    a, p, low, up = (exact_grid(code, name) for name in "APLU")
    assert (p @ low @ up == a).all()
    assert all(low[i, j] == (1 if i == j else 0) for i in range(len(low)) for j in range(i, len(low)))
    assert all(up[i, j] == 0 for i in range(up.shape[0]) for j in range(min(i, up.shape[1])))
    assert sorted(map(tuple, p.tolist())) == sorted(map(tuple, np.eye(len(p), dtype=int).tolist()))


def exact_grid(code: str, name: str) -> np.ndarray:
    """An exact rtable's entries as an object array of Fractions."""
    return np.vectorize(Fraction, otypes=[object])(stored(code, name).data)


@pytest.mark.parametrize("matrix, rhs", [
    ("Matrix([[2,1,1],[4,3,3],[8,7,9]])", "<1,2,3>"),
    ("Matrix([[0,2,1],[1,1,0],[3,0,1]])", "<1/2,0,-1>"),
    ("Matrix([[1,2],[3,4],[5,6]])", "<1,2,3>"),           # consistent, overdetermined
])
def test_linearsolve_solves(matrix, rhs):
    assert value(f"A := {matrix}: b := {rhs}: Equal(A . LinearSolve(A, b), b);") == "true"


def test_nullspace_vectors_are_mapped_to_zero():
    code = ("A := Matrix([[1,2,3,4],[2,4,6,8],[1,0,1,0]]): "
            "map(v -> Equal(A . v, ZeroVector(3)), NullSpace(A)), nops(NullSpace(A));")
    assert value(code) == "{true}, 2"


def test_adjoint_times_a_is_the_determinant():
    # A . Adjoint(A) = Determinant(A) * I: for [[1,2],[3,4]], [[4,-2],[-3,1]] and -2
    assert value("A := Matrix([[1,2],[3,4]]): Adjoint(A), Determinant(A);") == \
        "Matrix(2, 2, [[4,-2],[-3,1]]), -2"
    assert value("A := Matrix([[2,0,1],[1,3,2],[1,1,1]]): "
                 "Equal(A . Adjoint(A), Determinant(A) * IdentityMatrix(3));") == "true"


@pytest.mark.parametrize("code, shown", [
    # (x - 1)(x - 4) - 6 = x^2 - 5x - 2
    ("CharacteristicPolynomial(Matrix([[1,2],[3,4]]), x);", "x^2-5*x-2"),
    # a triangular Matrix: (x - 2)^2 (x - 3)
    ("CharacteristicPolynomial(Matrix([[2,1,0],[0,2,5],[0,0,3]]), t);", "t^3-7*t^2+16*t-12"),
    # rank of a Matrix whose third row is the sum of the first two
    ("Rank(Matrix([[1,2,3],[4,5,6],[5,7,9]]));", "2"),
    # Gauss-Jordan: row 3 - 2 row 2 + row 1 = 0
    ("ReducedRowEchelonForm(Matrix([[1,2,3],[4,5,6],[7,8,9]]));",
     "Matrix(3, 3, [[1,0,-1],[0,1,2],[0,0,0]])"),
    ("GaussianElimination(Matrix([[1,2,3],[4,5,6],[7,8,9]]));",
     "Matrix(3, 3, [[1,2,3],[0,-3,-6],[0,0,0]])"),
    # normal equations of the line fit to (1,1), (2,2), (3,2): [[3,6],[6,14]] x = [5,11]
    ("LeastSquares(Matrix([[1,1],[1,2],[1,3]]), <1,2,2>);", "Vector[column](2, [2/3,1/2])"),
    # ||A||_inf = 7, ||A^-1||_inf = 3
    ("ConditionNumber(Matrix([[1,2],[3,4]]));", "21"),
    ("MatrixPower(Matrix([[1,1],[0,1]]), 5), MatrixPower(Matrix([[2,0],[0,4]]), -1);",
     "Matrix(2, 2, [[1,5],[0,1]]), Matrix(2, 2, [[1/2,0],[0,1/4]])"),
    ("Minor(Matrix([[1,2,3],[4,5,6],[7,8,10]]), 1, 1);", "2"),             # 5*10 - 6*8
    ("Minor(Matrix([[1,2],[3,4]]), 2, 1, output = matrix);", "Matrix(1, 1, [[2]])"),
    ("SingularValues(Matrix([[3,0],[0,-4]]));", "Vector[column](2, [4,3])"),
    ("SingularValues(Matrix([[1,1],[1,1]]));", "Vector[column](2, [2,0])"),
    ("Eigenvalues(Matrix([[2,1],[1,2]]), output = list);", "[1, 3]"),
    ("Eigenvectors(Matrix([[2,1],[0,2]]));",            # defective: a zero column
     "Vector[column](2, [2,2]), Matrix(2, 2, [[1,0],[0,0]])"),
    ("Eigenvectors(Matrix([[2,0],[0,3]]), output = list);",
     "[[2, 1, {Vector[column](2, [1,0])}], [3, 1, {Vector[column](2, [0,1])}]]"),
    # Gram-Schmidt: <1,0,1> - (1/2)<1,1,0>
    ("GramSchmidt([<1,1,0>, <1,0,1>, <2,1,1>]);",
     "[Vector[column](3, [1,1,0]), Vector[column](3, [1/2,-1/2,1])]"),
    ("GramSchmidt([<3,4>], normalized);", "[Vector[column](2, [3/5,4/5])]"),
    # QR of [[3],[4]]: Q = [3/5, 4/5], R = [5]
    ("QRDecomposition(Matrix([[3],[4]]));", "Matrix(2, 1, [[3/5],[4/5]]), Matrix(1, 1, [[5]])"),
    ("IsDefinite(Matrix([[2,-1],[-1,2]])), IsDefinite(Matrix([[1,2],[2,1]])), "
     "IsDefinite(Matrix([[1,1],[1,1]]), query = positive_semidefinite), "
     "IsDefinite(Matrix([[1,2],[2,1]]), query = indefinite), "
     "IsDefinite(Matrix([[-2,0],[0,-1]]), query = negative_definite);",
     "true, false, true, true, true"),
    ("LUDecomposition(Matrix([[1,2],[3,4]]), output = ['L', 'U', 'determinant', 'rank']);",
     "Matrix(2, 2, [[1,0],[3,1]]), Matrix(2, 2, [[1,2],[0,-2]]), -2, 2"),
    # U = U1 . R with R the reduced row echelon form
    ("LUDecomposition(Matrix([[1,2,3],[2,4,7]]), output = ['U1', 'R']);",
     "Matrix(2, 2, [[1,3],[0,1]]), Matrix(2, 3, [[1,2,0],[0,0,1]])"),
    ("LinearSolve(Matrix([[1,2,3],[4,5,6],[7,8,10]]), Matrix([[1,0],[0,1],[0,0]]));",
     "Matrix(3, 2, [[-2/3,-4/3],[-2/3,11/3],[1,-2]])"),
])
def test_exact_results(code, shown):
    assert value(code) == shown


# ---------------------------------------------------------------- constructors, selectors

@pytest.mark.parametrize("code, shown", [
    ("HilbertMatrix(2, 3);", "Matrix(2, 3, [[1,1/2,1/3],[1/2,1/3,1/4]])"),
    ("HilbertMatrix(2, 2, 0);", "Matrix(2, 2, [[1/2,1/3],[1/3,1/4]])"),
    ("VandermondeMatrix([a, b]);", "Matrix(2, 2, [[1,a],[1,b]])"),
    ("ToeplitzMatrix([a, b, c]);", "Matrix(2, 2, [[b,c],[a,b]])"),
    ("ToeplitzMatrix([a, b], 2, symmetric);", "Matrix(2, 2, [[a,b],[b,a]])"),
    ("HankelMatrix([a, b, c]);", "Matrix(2, 2, [[a,b],[b,c]])"),
    ("BandMatrix([1, 2, 3], 1, 3);", "Matrix(3, 3, [[2,3,0],[1,2,3],[0,1,2]])"),
    ("BandMatrix([[1,1],[2,2,2],[3,3]]);", "Matrix(3, 3, [[2,3,0],[1,2,3],[0,1,2]])"),
    ("DiagonalMatrix([1, 2]), DiagonalMatrix(<a, b>, 2, 3);",
     "Matrix(2, 2, [[1,0],[0,2]]), Matrix(2, 3, [[a,0,0],[0,b,0]])"),
    ("DiagonalMatrix([Matrix([[1,2],[3,4]]), 5]);", "Matrix(3, 3, [[1,2,0],[3,4,0],[0,0,5]])"),
    ("ZeroMatrix(2, 1), ZeroVector(2), ZeroVector[row](2);",
     "Matrix(2, 1, [[0],[0]]), Vector[column](2, [0,0]), Vector[row](2, [0,0])"),
    ("ConstantMatrix(x, 2), ConstantVector[row](1/2, 2);",
     "Matrix(2, 2, [[x,x],[x,x]]), Vector[row](2, [1/2,1/2])"),
    ("UnitVector(2, 3), UnitVector[row](1, 2), ScalarVector(s, 2, 2);",
     "Vector[column](3, [0,1,0]), Vector[row](2, [1,0]), Vector[column](2, [0,s])"),
    ("ScalarMatrix(s, 2, 3);", "Matrix(2, 3, [[s,0,0],[0,s,0]])"),
    ("A := Matrix([[1,2,3],[4,5,6],[7,8,9]]): Row(A, 2), Column(A, -1);",
     "Vector[row](3, [4,5,6]), Vector[column](3, [3,6,9])"),
    ("A := Matrix([[1,2,3],[4,5,6],[7,8,9]]): Row(A, 1..2);",
     "Vector[row](3, [1,2,3]), Vector[row](3, [4,5,6])"),
    ("A := Matrix([[1,2,3],[4,5,6],[7,8,9]]): SubMatrix(A, [1, 3], 2..3);",
     "Matrix(2, 2, [[2,3],[8,9]])"),
    ("A := Matrix([[1,2,3],[4,5,6],[7,8,9]]): SubVector(A, 2, 1..2), SubVector(A, 1..3, 3);",
     "Vector[row](2, [4,5]), Vector[column](3, [3,6,9])"),
    ("SubVector(<1,2,3,4>, [4, 1]);", "Vector[column](2, [4,1])"),
    ("A := Matrix([[1,2,3],[4,5,6],[7,8,9]]): DeleteRow(A, 2), DeleteColumn(A, [1, 3]);",
     "Matrix(2, 3, [[1,2,3],[7,8,9]]), Matrix(3, 1, [[2],[5],[8]])"),
    ("A := Matrix([[1,2,3],[4,5,6],[7,8,9]]): Diagonal(A), Diagonal(A, 1), Diagonal(A, -2);",
     "Vector[column](3, [1,5,9]), Vector[column](2, [2,6]), Vector[column](1, [7])"),
    ("A := Matrix([[1,2],[3,4]]): B := Copy(A): B[1, 1] := 9: A[1, 1];", "1"),
])
def test_constructors_and_selectors(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("A := Matrix([[1,2],[3,4]]): Add(A, A), Add(A, IdentityMatrix(2), 1, -1);",
     "Matrix(2, 2, [[2,4],[6,8]]), Matrix(2, 2, [[0,2],[3,3]])"),
    ("MatrixAdd(Matrix([[1]]), Matrix([[2]]), 3, x), VectorAdd(<1,2>, <3,4>);",
     "Matrix(1, 1, [[2*x+3]]), Vector[column](2, [4,6])"),
    ("ScalarMultiply(<1,2>, a), MatrixScalarMultiply(Matrix([[1,2]]), 1/2);",
     "Vector[column](2, [a,2*a]), Matrix(1, 2, [[1/2,1]])"),
    ("Multiply(Matrix([[1,2],[3,4]]), <1,1>), Multiply(<1,2>^%T, <3,4>);",
     "Vector[column](2, [3,7]), 11"),
    ("Multiply(<1,2>, <3,4>^%T);", "Matrix(2, 2, [[3,4],[6,8]])"),     # the outer product
    ("Equal(<1,2>, <1,2>), Equal(<1,2>, <1,2>^%T), Equal(<1>, <1.>), Equal(<1,2>, <1,3>);",
     "true, false, true, false"),
    ("KroneckerProduct(Matrix([[1,2]]), Matrix([[a],[b]]));", "Matrix(2, 2, [[a,2*a],[b,2*b]])"),
    ("KroneckerProduct(<1,2>, <3,4>);", "Vector[column](4, [3,4,6,8])"),
    ("VectorNorm(<3,-4>, 2), VectorNorm(<3,-4>), MatrixNorm(Matrix([[1,-2],[3,4]]), 1);",
     "5, 4, 6"),
    ("Normalize(<3,4>, Euclidean), Normalize(<1,-2>);",
     "Vector[column](2, [3/5,4/5]), Vector[column](2, [1/2,-1])"),
    ("HermitianTranspose(<1, x>);", "Vector[row](2, [1,conjugate(x)])"),
])
def test_arithmetic_commands(code, shown):
    assert value(code) == shown


# ---------------------------------------------------------------- hardware floats vs numpy

A = [[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]]          # symmetric positive definite
N = [[1., 2., 0.], [3., 4., 5.], [0., 1., 7.]]          # not symmetric
MAPLE_A = "Matrix([[4.,1.,2.],[1.,5.,3.],[2.,3.,6.]])"
MAPLE_N = "Matrix([[1.,2.,0.],[3.,4.,5.],[0.,1.,7.]])"


def test_float_linearsolve_is_lapacks():
    x = floats(f"X := LinearSolve({MAPLE_N}, <1., 2., 3.>):")
    assert np.allclose(x, np.linalg.solve(N, [1., 2., 3.]), rtol=1e-14)
    for method in ("LU", "QR", "Cholesky"):
        x = floats(f"X := LinearSolve({MAPLE_A}, <1., 2., 3.>, method = {method}):")
        assert np.allclose(x, np.linalg.solve(A, [1., 2., 3.]), rtol=1e-13)


def test_float_decompositions_are_lapacks():
    from scipy import linalg
    w = floats(f"X := Eigenvalues({MAPLE_A}):")
    assert np.array_equal(w, np.linalg.eigvalsh(A))             # ascending, real
    w = floats(f"X := Eigenvalues({MAPLE_N}):")
    assert w.dtype.kind == "c" and np.allclose(w, np.linalg.eigvals(N))
    s = floats(f"X := SingularValues({MAPLE_N}):")
    assert np.allclose(s, np.linalg.svd(N, compute_uv=False))
    expm = floats(f"X := MatrixExponential({MAPLE_N}):")
    assert np.allclose(expm, linalg.expm(np.array(N)), rtol=1e-14)
    p, low, up = (floats(f"P, L, U := LUDecomposition({MAPLE_N}):", n) for n in "PLU")
    sp, sl, su = linalg.lu(np.array(N))
    assert np.array_equal(p, sp) and np.allclose(low, sl) and np.allclose(up, su)
    chol = floats(f"X := LUDecomposition({MAPLE_A}, method = Cholesky):")
    assert np.allclose(chol, np.linalg.cholesky(A))
    q, r = (floats(f"Q, R := QRDecomposition({MAPLE_N}):", n) for n in "QR")
    nq, nr = np.linalg.qr(np.array(N))
    assert np.allclose(q, nq) and np.allclose(r, nr)
    inv = floats(f"X := MatrixInverse({MAPLE_N}):")
    assert np.allclose(inv, np.linalg.inv(N))


def test_float_eigenvectors_satisfy_the_eigen_equation():
    values = floats(f"X, Y := Eigenvectors({MAPLE_N}):", "X")
    vectors = floats(f"X, Y := Eigenvectors({MAPLE_N}):", "Y")
    assert np.allclose(np.array(N) @ vectors, vectors * values)


def test_float_results_are_float8_rtables():
    assert value(f"LinearSolve({MAPLE_A}, <1.,0.,0.>);").endswith("datatype = float[8])")
    assert value(f"Eigenvalues({MAPLE_N});").endswith("datatype = complex[8])")
    assert value(f"Rank({MAPLE_N}), Rank(Matrix([[1.,2.],[2.,4.]]));") == "3, 1"
    # Maple shows a hardware float with 15 significant digits, keeping its point: 70.
    assert value(f"Determinant({MAPLE_A});") == ("%.15g" % np.linalg.det(A)).rstrip(".") + "."


def test_complex8_entries_show_their_zero_imaginary_part():
    # Maple shows the complex[8] eigenvalues of a non-symmetric float Matrix with their
    # imaginary part, `+ 0. I` when it is zero (help page LinearAlgebra/Eigenvalues, float
    # examples); the values are numpy's, at 15 significant digits
    low, high = sorted(np.linalg.eigvals(np.array([[1., 2.], [3., 4.]])).real)
    out = io.StringIO()
    Session(out).run("LinearAlgebra:-Eigenvalues(Matrix([[1., 2.], [3., 4.]]));")
    rows = [line.strip() for line in out.getvalue().splitlines() if line.strip()]
    assert rows[0].replace(" ", "") == f"[{low:.15g}+0.I]"
    assert rows[2].replace(" ", "") == f"[{high:.15g}+0.I]"
    assert value("Vector([1 + 2*I, 1/2*I], datatype = complex[8]);") == \
        "Vector[column](2, [1.+2.*I,0.+0.5*I], datatype = complex[8])"


def test_float_condition_number_and_definiteness():
    cond = stored(f"X := ConditionNumber({MAPLE_N}, 2):")
    assert abs(cond - np.linalg.cond(N, 2)) < 1e-12 * np.linalg.cond(N, 2)
    assert value(f"IsDefinite({MAPLE_A}), IsDefinite({MAPLE_N} + {MAPLE_N}^%T);") == "true, false"


# ---------------------------------------------------------------- bad input

@pytest.mark.parametrize("code, message", [
    ("LinearSolve(3, 4);", "Error, invalid input: LinearAlgebra:-LinearSolve expects its 1st "
     "argument, A, to be of type Matrix, but received 3"),
    ("LinearSolve(Matrix([[1,2],[3,4]]), <1,2>, method = foo);", "Error, invalid input: "
     "LinearAlgebra:-LinearSolve expects value for keyword parameter method to be of type "
     "identical(none, solve, subs, Cholesky, LU, QR, hybrid, modular, SparseLU, SparseDirect, "
     "SparseIterative), but received foo"),
    ("Rank(Matrix([[1,2],[3,4]]), 5);", "Error, invalid input: LinearAlgebra:-Rank expects 1 "
     "argument, but received 2"),
    ("MatrixInverse(Matrix([[1,2],[2,4]]));", "Error, (in LinearAlgebra:-MatrixInverse) singular matrix"),
    ("Eigenvalues(Matrix(2, 3));", "Error, invalid input: LinearAlgebra:-Eigenvalues expects its "
     "1st argument, A, to be of type Matrix(square), but received Matrix(1 .. 2, 1 .. 3)"),
    ("LUDecomposition(Matrix([[1,2],[2,-1]]), method = Cholesky);",
     "Error, (in LinearAlgebra:-LUDecomposition) an exact Cholesky decomposition is not "
     "available in mapletape; use evalf(A)"),
    ("LUDecomposition(Matrix([[1.,2.],[2.,-1.]]), method = Cholesky);",
     "Error, (in LinearAlgebra:-LUDecomposition) matrix is not positive-definite"),
    ("Rank(Matrix([[x,1],[1,x]]));", "Error, (in LinearAlgebra:-Rank) the rank of a Matrix with "
     "symbolic entries is not available in mapletape"),
    ("Row(Matrix([[1,2],[3,4]]), 3);", "Error, (in LinearAlgebra:-Row) invalid input: 3 is not a "
     "valid index for i of dimension 2"),
    ("MatrixExponential(Matrix([[0,1],[0,0]]));", "Error, (in LinearAlgebra:-MatrixExponential) "
     "the exact (symbolic) exponential is not available in mapletape; use "
     "MatrixExponential(evalf(A))"),
    ("IsDefinite(Matrix([[1]]), query = sometimes);", "Error, invalid input: "
     "LinearAlgebra:-IsDefinite expects value for keyword parameter query to be of type "
     "identical(positive_definite, positive_semidefinite, negative_definite, "
     "negative_semidefinite, indefinite), but received sometimes"),
])
def test_bad_input(code, message):
    assert value(code).replace("\n", " ") == message


def test_software_floats_are_refused_not_rounded():
    assert value("Digits := 20: Rank(Matrix([[1.,2.],[3.,4.]]));").replace("\n", " ").endswith(
        "Error, (in LinearAlgebra:-Rank) the rank in software floats (Digits > 15) is not "
        "available in mapletape; set Digits to 15 or less")


def test_sizes_are_held_to_the_limit():
    assert value("ZeroMatrix(10^5, 10^5);") == "Error, (in LinearAlgebra:-ZeroMatrix) object too large"
    assert value("HilbertMatrix(10^4);") == "Error, (in LinearAlgebra:-HilbertMatrix) object too large"


def test_exact_characteristic_polynomial_matches_numpy():
    grid = [[2, -1, 0, 3], [1, 4, 2, -2], [0, 5, -3, 1], [7, 0, 1, 1]]
    from mapletape.library.linearalgebra import exactpoly
    coefficients = exactpoly.characteristic([[Fraction(e) for e in row] for row in grid])
    assert np.allclose([float(q) for q in coefficients], np.poly(np.array(grid, dtype=float)))


# ---------------------------------------------------------------- systems and structure

@pytest.mark.parametrize("code, shown", [
    # Student/LinearAlgebra/GenerateMatrix, (1) and (2)
    ("GenerateMatrix([3*x1 + 2*x2 + 3*x3 - 2*x4 = 1, x1 + x2 + x3 = 3, x1 + 2*x2 + x3 - x4 = 2], "
     "[x1, x2, x3, x4]);",
     "Matrix(3, 4, [[3,2,3,-2],[1,1,1,0],[1,2,1,-1]]), Vector[column](3, [1,3,2])"),
    # LinearAlgebra/GenerateMatrix: an expression is an equation = 0; a coefficient may be
    # symbolic; 2*(y - z) is distributed
    ("GenerateMatrix([x + 2*(y - z) = 3, 3*z = a*x], [x, y, z], augmented = true);",
     "Matrix(2, 4, [[1,2,-2,3],[-a,0,3,0]])"),
    ("GenerateMatrix([2*u + 3*v - 5], [u, v]);", "Matrix(1, 2, [[2,3]]), Vector[column](1, [5])"),
    # LinearAlgebra/GenerateEquations, with B, without, and augmented
    ("GenerateEquations(Matrix([[1,2],[3,4]]), [x, y], <5, 6>);", "[x+2*y = 5, 3*x+4*y = 6]"),
    ("GenerateEquations(Matrix([[1,0],[0,2]]), [x, y]);", "[x = 0, 2*y = 0]"),
    ("GenerateEquations(Matrix([[1,2,5],[3,4,6]]), [x, y]);", "[x+2*y = 5, 3*x+4*y = 6]"),
    # 4 y = 8, then 2 x + y = 3
    ("BackwardSubstitute(Matrix([[2,1],[0,4]]), <3,8>);", "Vector[column](2, [1/2,2])"),
    ("ForwardSubstitute(Matrix([[2,0],[1,4]]), <2,9>);", "Vector[column](2, [1,2])"),
    ("BackwardSubstitute(Matrix([[2,1,3],[0,4,8]]));", "Vector[column](2, [1/2,2])"),
    ("RowOperation(Matrix([[1,2],[3,4]]), [1,2]), RowOperation(Matrix([[1,2],[3,4]]), 2, 5), "
     "RowOperation(Matrix([[1,2],[3,4]]), [2,1], -3);",
     "Matrix(2, 2, [[3,4],[1,2]]), Matrix(2, 2, [[1,2],[15,20]]), Matrix(2, 2, [[1,2],[0,-2]])"),
    ("ColumnOperation(Matrix([[1,2],[3,4]]), [2,1], -2);", "Matrix(2, 2, [[1,0],[3,-2]])"),
    ("CharacteristicMatrix(Matrix([[1,2],[3,4]]), lambda);",
     "Matrix(2, 2, [[lambda-1,-2],[-3,lambda-4]])"),
    # x^3 - 2 x + 5: ones below the diagonal, -5, 2, 0 in the last column
    ("CompanionMatrix(x^3 - 2*x + 5, x), CompanionMatrix([1, 2, 3]);",
     "Matrix(3, 3, [[0,0,-5],[1,0,2],[0,1,0]]), Matrix(2, 2, [[0,-1/3],[1,-2/3]])"),
    ("CharacteristicPolynomial(CompanionMatrix(x^3 - 2*x + 5, x), x);", "x^3-2*x+5"),
    ("JordanBlockMatrix([[2, 2], [5, 1]]);", "Matrix(3, 3, [[2,1,0],[0,2,0],[0,0,5]])"),
    ("OuterProductMatrix(<1,2>, <3,4,5>);", "Matrix(2, 3, [[3,4,5],[6,8,10]])"),
    # I - 2 v v^T / 2 for v = <1, 1>
    ("HouseholderMatrix(<1, 1>);", "Matrix(2, 2, [[0,-1],[-1,0]])"),
    ("M := Matrix([[1,2],[3,4]]): Map(x -> x^2, M): M;", "Matrix(2, 2, [[1,4],[9,16]])"),
    ("Zip(`+`, <1,2,3>, <10,20>), Zip((x, y) -> x*y, Matrix([[1,2]]), 3);",
     "Vector[column](2, [11,22]), Matrix(1, 2, [[3,6]])"),
    # 1*4 + 2*3; a*d + b*c; all 3! permutations of ones
    ("Permanent(Matrix([[1,2],[3,4]])), Permanent(Matrix([[a,b],[c,d]])), "
     "Permanent(Matrix(3, 3, fill = 1));", "10, a*d+b*c, 6"),
    # 2 I: x - 2; [[1,2],[3,4]]: its characteristic polynomial; a Jordan block of 2 and a 2
    ("MinimalPolynomial(Matrix([[2,0],[0,2]]), x), MinimalPolynomial(Matrix([[1,2],[3,4]]), x), "
     "MinimalPolynomial(Matrix([[2,1,0],[0,2,0],[0,0,2]]), t);", "x-2, x^2-5*x-2, t^2-4*t+4"),
    ("Basis([<1,2>, <2,4>, <0,1>]);", "[Vector[column](2, [1,2]), Vector[column](2, [0,1])]"),
    ("SumBasis([[<1,0,0>], [<2,0,0>, <0,1,0>]]);",
     "[Vector[column](3, [1,0,0]), Vector[column](3, [0,1,0])]"),
    ("IsOrthogonal(Matrix([[0,1],[1,0]])), IsOrthogonal(Matrix([[1,1],[0,1]])), "
     "IsUnitary(Matrix([[0.,1.],[-1.,0.]])), IsUnitary(Matrix([[I,0],[0,1]]));",
     "true, false, true, true"),
    ("VectorAngle(<1,0>, <0,1>), VectorAngle(<1,1>, <-2,-2>), VectorAngle(<1,2>, <2,4>);",
     "1/2*Pi, Pi, 0"),
])
def test_systems_and_structure(code, shown):
    assert value(code) == shown


def test_float_forms_are_scipys():
    from scipy import linalg
    import math
    assert math.isclose(stored("X := VectorAngle(<1.,0.>, <1.,1.>):"), math.pi / 4, rel_tol=1e-15)
    h = floats(f"X := HessenbergForm({MAPLE_N}):")
    assert np.allclose(h, linalg.hessenberg(np.array(N)))
    z, t = (floats(f"Z, T := SchurForm({MAPLE_N}, output = ['Z', 'T']):", n) for n in "ZT")
    assert np.allclose(z @ t @ z.T, N)
    assert np.allclose(t, linalg.schur(np.array(N))[0])


@pytest.mark.parametrize("code, message", [
    ("GenerateMatrix([x*y = 1], [x, y]);",
     "Error, (in LinearAlgebra:-GenerateMatrix) the equations are not linear in [x, y]"),
    ("BackwardSubstitute(Matrix([[2,1],[1,4]]), <3,8>);",
     "Error, (in LinearAlgebra:-BackwardSubstitute) invalid input: the Matrix must be upper "
     "triangular"),
    ("ForwardSubstitute(Matrix([[0,0],[1,4]]), <2,9>);",
     "Error, (in LinearAlgebra:-ForwardSubstitute) singular matrix"),
    ("SchurForm(Matrix([[1,2],[3,4]]));", "Error, (in LinearAlgebra:-SchurForm) an exact "
     "SchurForm is not available in mapletape; use evalf(A)"),
])
def test_systems_bad_input(code, message):
    assert value(code).replace("\n", " ") == message


@pytest.mark.parametrize("code, shown", [
    # the Hermite and Smith normal forms are unique; these are the standard textbook
    # examples (their forms checked by hand: H is row-equivalent over the integers, upper
    # triangular with reduced entries above its positive pivots; 2 | 6 | 12)
    ("HermiteForm(Matrix([[2,3,6,2],[5,6,1,6],[8,3,1,1]]));",
     "Matrix(3, 4, [[1,0,50,-11],[0,3,28,-2],[0,0,61,-13]])"),
    ("SmithForm(Matrix([[2,4,4],[-6,6,12],[10,-4,-16]]));", "Matrix(3, 3, [[2,0,0],[0,6,0],[0,0,12]])"),
    ("SmithForm(Matrix([[1,2],[3,4]])), SmithForm(Matrix([[0,0],[0,0]]));",
     "Matrix(2, 2, [[1,0],[0,2]]), Matrix(2, 2, [[0,0],[0,0]])"),
    # resultant of x^2 + 2x + 3 and 4x + 5: 16 * p(-5/4) = 33
    ("S := SylvesterMatrix(x^2 + 2*x + 3, 4*x + 5, x): S, Determinant(S);",
     "Matrix(3, 3, [[1,2,3],[4,5,0],[0,4,5]]), 33"),
    ("BilinearForm(<1,2>, <3,4>), BilinearForm(<1,2>, <3,4>, Matrix([[1,0],[0,2]]));", "11, 19"),
    ("M := Matrix([[1,2]]): Map2((a, e) -> a*e, 10, M): M;", "Matrix(1, 2, [[10,20]])"),
    ("HermitianTranspose(Matrix([[1, 2*I], [3 - I, y]]));",
     "Matrix(2, 2, [[1,3+I],[-2*I,conjugate(y)]])"),
])
def test_normal_forms(code, shown):
    assert value(code) == shown


def test_smith_form_invariants_divide_and_match_the_determinant():
    from mapletape.library.linearalgebra.forms import smith
    import random
    source = random.Random(25)
    for _ in range(30):
        rows = [[source.randint(-9, 9) for _ in range(3)] for _ in range(3)]
        d = smith(rows)
        assert all(b % a == 0 for a, b in zip(d, d[1:]) if a)
        det = round(np.linalg.det(np.array(rows, dtype=float)))
        assert (np.prod(d) if len(d) == 3 else 0) == abs(det)


def test_commands_read_entries_evaluated_as_selecting_them_does():
    # help page rtable_eval: evaluation of rtable elements is deferred until they are
    # referenced; a command reading M after a := 3 sees 3 (det [[3, 1], [1, 1]] = 2)
    setup = "M := Matrix([[a, 1], [1, 1]]): a := 3: "
    assert value(setup + "LinearAlgebra:-Determinant(M);") == "2"
    assert value(setup + "LinearAlgebra:-Rank(M);") == "2"
