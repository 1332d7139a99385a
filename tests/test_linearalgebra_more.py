"""LinearAlgebra's GivensRotationMatrix, CreatePermutation, BezoutMatrix, Pivot,
StronglyConnectedBlocks, IntersectionBasis, TridiagonalForm, BidiagonalForm and IsSimilar.
Expected values: the examples of their Maple help pages (LinearAlgebra/<Command>, and where
named the Student/LinearAlgebra, LinearAlgebra/Generic and linalg pages of the same
command), the pages' definitions worked in exact arithmetic in the comments, and for float
forms the defining identities checked with numpy here."""
from __future__ import annotations

import numpy as np
import pytest

from tests.test_linearalgebra import floats, value


@pytest.mark.parametrize("code, shown", [
    # LinearAlgebra/GivensRotationMatrix: G[i,i] = G[j,j] = V[i]/r, G[i,j] = -G[j,i] =
    # V[j]/r, r = (V[i]^2 + V[j]^2)^(1/2); for V = <3, 4, 5>, i, j = 1, 2: r = 5, G . V =
    # <5, 0, 5>
    ("G := GivensRotationMatrix(<3, 4, 5>, 1, 2): G; G . <3, 4, 5>;",
     "Matrix(3, 3, [[3/5,4/5,0],[-4/5,3/5,0],[0,0,1]])\nVector[column](3, [5,0,5])"),
    # i, j = 2, 1 and d = 3: G[2,2] = G[1,1] = 4/5, G[2,1] = -G[1,2] = 3/5, so that
    # (G . V)[1] = 4/5*3 - 3/5*4 = 0; compact: the 2 x 2 rotation, r = 34^(1/2) for V[1] = 3,
    # V[3] = 5
    ("GivensRotationMatrix(<3, 4>, 2, 1, 3);", "Matrix(3, 3, [[4/5,-3/5,0],[3/5,4/5,0],[0,0,1]])"),
    ("GivensRotationMatrix(<3, 4, 5>, 1, 3, compact = true);",
     "Matrix(2, 2, [[3/34*34^(1/2),5/34*34^(1/2)],[-5/34*34^(1/2),3/34*34^(1/2)]])"),
    # LinearAlgebra/CreatePermutation: before the i-th pivot rows i and V[i] are swapped:
    # <2, 3, 3> swaps rows 1, 2 then 2, 3: [1, 2, 3] -> [2, 1, 3] -> [2, 3, 1]
    ("CreatePermutation(<2, 3, 3>);", "Vector[column](3, [2,3,1], datatype = integer[8])"),
    ("CreatePermutation(<2, 2>, 4);", "Vector[column](4, [2,1,3,4], datatype = integer[8])"),
    # A = P . L . U: for A the cyclic permutation, LUDecomposition's P is A, and pivoting
    # on the first nonzero entry gives the pivot Vector <2, 3, 3>
    ("A := Matrix([[0,0,1],[1,0,0],[0,1,0]]): Equal(CreatePermutation(<2, 3, 3>, output = "
     "Matrix), LUDecomposition(A)[1]);", "true"),
    # LinearAlgebra/Pivot and Student/LinearAlgebra/Pivot, examples (1)-(3)
    ("A := <<1,5,9,3>|<2,6,0,4>|<3,7,1,5>|<4,8,2,6>>: P := Pivot(A, 1, 1): P; Pivot(P, 2, 2);",
     "Matrix(4, 4, [[1,2,3,4],[0,-4,-8,-12],[0,-18,-26,-34],[0,-2,-4,-6]])\n"
     "Matrix(4, 4, [[1,0,-1,-2],[0,-4,-8,-12],[0,0,10,20],[0,0,0,0]])"),
    # only the rows L are changed
    ("A := <<1,5,9,3>|<2,6,0,4>|<3,7,1,5>|<4,8,2,6>>: Pivot(A, 1, 1, [4, 1]);",
     "Matrix(4, 4, [[1,2,3,4],[5,6,7,8],[9,0,1,2],[0,-2,-4,-6]])"),
    ("A := Matrix([[2, 1], [4, 3]]): Pivot(A, 1, 1, inplace = true): A;",
     "Matrix(2, 2, [[2,1],[0,1]])"),
    # linalg(deprecated)/bezout, example (3), the superseded form of BezoutMatrix, whose
    # help page gives the same entries: p = a + b x + c x^2, q = d + e x + f x^2
    ("BezoutMatrix(a + b*x + c*x^2, d + e*x + f*x^2, x);",
     "Matrix(2, 2, [[d*c-a*f,d*b-a*e],[e*c-b*f,d*c-a*f]])"),
    # the help page's rows i = m+1 .. n for deg Q = m < n = deg P: P = x^2 + 3x + 2,
    # Q = x + 5: row 1 from i = 1: q0 x p2 - (p1 x + p0) q1 = 2x - 2; row 2: q1, q0
    ("BezoutMatrix(x^2 + 3*x + 2, x + 5);", "Matrix(2, 2, [[2,-2],[1,5]])"),
    # method = symmetric: (P(x) Q(y) - P(y) Q(x))/(x - y) = <x, 1> . B . <y, 1>
    ("BezoutMatrix(a + b*x + c*x^2, d + e*x + f*x^2, x, method = symmetric);",
     "Matrix(2, 2, [[c*e-b*f,c*d-a*f],[c*d-a*f,b*d-a*e]])"),
    ("BezoutMatrix(a + b*x + c*x^2, d + e*x + f*x^2, x, method = symmetric, "
     "methodoptions = increasing_degree);", "Matrix(2, 2, [[b*d-a*e,c*d-a*f],[c*d-a*f,c*e-b*f]])"),
])
def test_constructors_and_pivot(code, shown):
    assert value(code) == shown


def test_bezout_determinant_is_the_resultant():
    # linalg(deprecated)/bezout: the determinant is resultant(p, q, x), the determinant of
    # the Sylvester Matrix
    code = "P := 3*x^4 - 2*x^3 + x - 7: Q := 2*x^3 + 5*x^2 - x + 4: "
    assert value(code + "Determinant(BezoutMatrix(P, Q)) - Determinant(SylvesterMatrix(P, Q, "
                        "x)), Determinant(SylvesterMatrix(P, Q, x));") == "0, 112775"


@pytest.mark.parametrize("code, shown", [
    # the example of Simon Lo's SCCBlocks, the procedure of LinearAlgebra's
    # StronglyConnectedBlocks: the blocks of rows 5, 4 and 1, 2; row 3 is a zero block
    ("A := Matrix([[a,b,c,d,e],[f,g,h,i,j],[0,0,0,0,k],[0,0,0,v,w],[0,0,0,x,y]]): "
     "StronglyConnectedBlocks(A); StronglyConnectedBlocks(A, outputform = rowlist);",
     "[Matrix(2, 2, [[y,x],[w,v]]), Matrix(2, 2, [[a,b],[f,g]])]\n[[5, 4], [1, 2]]"),
    # LinearAlgebra/Generic/StronglyConnectedBlocks, example: one zero block, [[k]], [[a,b],[e,f]]
    ("StronglyConnectedBlocks(Matrix([[a,b,c,d],[e,f,g,h],[0,0,k,l],[0,0,0,0]]));",
     "[Matrix(1, 1, [[k]]), Matrix(2, 2, [[a,b],[e,f]])]"),
    # a dense Matrix is one block, itself
    ("StronglyConnectedBlocks(Matrix([[1,2],[3,4]]));", "[Matrix(2, 2, [[1,2],[3,4]])]"),
    # a 300-cycle is one block, found without recursion
    ("nops(StronglyConnectedBlocks(Matrix(300, 300, (i, j) -> `if`(j = i + 1 or i = 300 and "
     "j = 1, 1, 0))));", "1"),
])
def test_strongly_connected_blocks(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    # linalg(deprecated)/intbasis, examples (5) and (6), with LinearAlgebra's list form
    ("v1 := <1,0,1,0>: v2 := <0,1,0,1>: v3 := <1,2,1,1>: v4 := <-1,-2,1,0>: "
     "IntersectionBasis([[v1, v2, v3], [v4]]);", "[]"),
    ("v1 := <1,0,1,0>: v2 := <0,1,0,1>: v3 := <1,2,1,1>: v4 := <-1,-2,1,0>: "
     "IntersectionBasis([[v1, v2, v3], [v3, v4], [v2, v3]]);", "[Vector[column](4, [1,2,1,1])]"),
    # LinearAlgebra/Basis: IntersectionBasis([]) is the empty set; sets give a set; the
    # x-y plane meets the y-z plane in the y axis (exact arithmetic)
    ("IntersectionBasis([]);", "{}"),
    ("IntersectionBasis([{<1,0,0>, <0,1,0>}, {<0,1,1>, <0,0,1>}]);",
     "{Vector[column](3, [0,-1,0])}"),
    ("IntersectionBasis([<1,2>, [<1,0>, <0,1>]]);", "{Vector[column](2, [1/2,1])}"),
])
def test_intersection_basis(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    # Student/LinearAlgebra/IsSimilar, examples (1) and (4): similar Matrices
    ("IsSimilar(<<1,2>|<3,4>>, <<9,17>|<-2,-4>>);", "true"),
    ("IsSimilar(<<3,1>|<2,2>>, DiagonalMatrix([1, 4]));", "true"),
    # exact arithmetic: a Jordan block is not similar to a diagonal Matrix; Jordan blocks of
    # sizes 2 + 2 and 3 + 1 share (x - 2)^4 and the rank of A - 2 I but are not similar;
    # P . J . P^(-1) is similar to J
    ("IsSimilar(<<3,0>|<1,3>>, <<3,0>|<0,3>>);", "false"),
    ("J1 := Matrix([[2,1,0,0],[0,2,0,0],[0,0,2,1],[0,0,0,2]]): "
     "J2 := Matrix([[2,1,0,0],[0,2,1,0],[0,0,2,0],[0,0,0,2]]): IsSimilar(J1, J2);", "false"),
    ("J := Matrix([[2,1,0,0],[0,2,0,0],[0,0,2,1],[0,0,0,2]]): "
     "P := Matrix([[1,2,0,1],[0,1,3,0],[1,0,1,1],[2,1,0,3]]): "
     "IsSimilar(J, P . J . MatrixInverse(P));", "true"),
    # floats become rationals first (LinearAlgebra/IsSimilar)
    ("IsSimilar(Matrix([[1.5, 0], [0, 2]]), Matrix([[2, 0], [0, 3/2]]));", "true"),
    ("IsSimilar(<<1,2>|<3,4>>, <<1,2>|<3,4>>, output = C);",
     "Error, (in LinearAlgebra:-IsSimilar) output = C (the transformation Matrix) is not "
     "available in mapletape"),
])
def test_is_similar(code, shown):
    assert value(code).replace("\n", " ") == shown


S = [[4., 1., 2., 0.5], [1., 3., 0., 1.], [2., 0., 1., -1.], [0.5, 1., -1., 2.]]
MAPLE_S = "Matrix(" + repr(S) + ", datatype = float[8])"


def _bidiagonal_mask(m: int, n: int) -> np.ndarray:
    mask = np.zeros((m, n), dtype=bool)
    for i in range(min(m, n)):
        mask[i, i] = True
        if m >= n and i + 1 < n:
            mask[i, i + 1] = True
        if m < n and i + 1 < m:
            mask[i + 1, i] = True
    return mask


def test_tridiagonal_form_is_an_orthogonal_similarity():
    # LinearAlgebra/TridiagonalForm: A = Q . T . Q^%T, T tridiagonal, for a real symmetric A
    q = floats(f"Q, X := TridiagonalForm({MAPLE_S}, output = ['Q', 'T']):", "Q")
    t = floats(f"Q, X := TridiagonalForm({MAPLE_S}, output = ['Q', 'T']):")
    assert np.allclose(q @ t @ q.T, S) and np.allclose(q.T @ q, np.eye(4))
    assert np.allclose(np.triu(t, 2), 0) and np.allclose(t, t.T)
    assert np.allclose(np.linalg.eigvalsh(t), np.linalg.eigvalsh(S))
    assert "must be symmetric or hermitian" in value("TridiagonalForm(Matrix([[1.,2.],[3.,4.]]));")


@pytest.mark.parametrize("rows, columns, complex_", [(5, 3, False), (3, 5, False), (4, 4, True)])
def test_bidiagonal_form_factors_the_matrix(rows, columns, complex_):
    # LinearAlgebra/BidiagonalForm: A = U . B . Vt, U and Vt orthogonal (unitary), B real,
    # upper bidiagonal when A has at least as many rows as columns, else lower
    rng = np.random.default_rng(rows * 10 + columns)
    a = rng.standard_normal((rows, columns)) + (1j * rng.standard_normal((rows, columns))
                                                if complex_ else 0)
    maple = "Matrix([" + ", ".join("[" + ", ".join(
        f"{float(x.real)!r} + ({float(x.imag)!r})*I" if complex_ else repr(float(x)) for x in row) + "]"
        for row in a) + "], datatype = " + ("complex[8]" if complex_ else "float[8]") + ")"
    code = f"U, X, Vt := BidiagonalForm({maple}, output = [U, B, Vt]):"
    u, b, vt = floats(code, "U"), floats(code), floats(code, "Vt")
    assert np.allclose(u @ b @ vt, a)
    assert np.allclose(u.conj().T @ u, np.eye(rows)) and np.allclose(vt @ vt.conj().T, np.eye(columns))
    assert np.allclose(b[~_bidiagonal_mask(rows, columns)], 0) and np.allclose(np.imag(b), 0)
    assert np.allclose(np.linalg.svd(b, compute_uv=False), np.linalg.svd(a, compute_uv=False))


def test_exact_forms_are_not_available():
    assert value("BidiagonalForm(Matrix([[1,2],[3,4]]));").replace("\n", " ") == \
        "Error, (in LinearAlgebra:-BidiagonalForm) an exact BidiagonalForm is not available " \
        "in mapletape; use evalf(A)"


@pytest.mark.parametrize("code, shown", [
    # LinearAlgebra/GetResultDataType, examples: with UseHardwareFloats = deduced,
    # float with float is float[8] at Digits = 10 and sfloat beyond evalhf(Digits) = 15
    ("UseHardwareFloats := deduced: GetResultDataType(float, float, UseHardwareFloats);",
     "float[8]"),
    ("Digits := 20: GetResultDataType(float, float, deduced), GetResultDataType(float, integer, "
     "true), GetResultDataType(complex(float), float[8], false);",
     "sfloat, float[8], complex(sfloat)"),
    # the page's ordering: hardware integer < integer < rational < numeric < extended_numeric,
    # real < complex; numeric reads as extended_numeric and fraction as rational
    ("GetResultDataType(integer[4], rational, true), GetResultDataType(integer[1], integer[4], "
     "false), GetResultDataType(numeric, integer, true), GetResultDataType(fraction, integer, "
     "true), GetResultDataType(complex(rational), integer, true), GetResultDataType(complex[8], "
     "integer, true);",
     "rational, integer[4], extended_numeric, rational, complex(rational), complex[8]"),
    # LinearAlgebra/GetResultShape, example: two upper triangular Matrices add to one
    ("GetResultShape(triangular[upper], triangular[upper], 'add');", "[triangular[upper]]"),
    # exact arithmetic on the structures: a unit diagonal survives a product, not a sum;
    # a symmetric plus a diagonal Matrix is symmetric, a product of symmetric ones is not;
    # band[1,2] + band[2,0] has bands 2, 2; the transpose of band[2,1] is band[1,2]; the
    # inverse of a Hessenberg Matrix is full, of a unit lower triangular one unit lower
    # triangular; the page's product of two band Matrices is []; an unknown shape gives []
    ("GetResultShape(triangular[upper,unit], triangular[upper,unit], multiply), "
     "GetResultShape(triangular[upper,unit], triangular[upper,unit], 'add'), "
     "GetResultShape(symmetric, diagonal, 'add'), GetResultShape(symmetric, symmetric, multiply), "
     "GetResultShape(band[1,2], band[2,0], 'add'), GetResultShape(band[2,1], x, transpose), "
     "GetResultShape(Hessenberg[upper], x, inverse), GetResultShape(triangular[lower,unit], x, "
     "inverse), GetResultShape(band[1,1], band[1,1], multiply), GetResultShape(Hessenberg[upper], "
     "triangular[upper], multiply), GetResultShape(foo, diagonal, 'add');",
     "[triangular[upper,unit]], [triangular[upper]], [symmetric], [], [band[2,2]], [band[1,2]], "
     "[], [triangular[lower,unit]], [], [Hessenberg[upper]], []"),
])
def test_result_datatype_and_shape(code, shown):
    assert value(code) == shown
