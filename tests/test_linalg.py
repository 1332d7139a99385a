"""Matrix, Vector and Array arithmetic: Maple's rules for `+`, `*`, `.`, `^` and inverses.

Expected numbers come from exact arithmetic done by hand (stated per case); the rules and
the verified error texts from Maple's help pages: "rtable_algebra" (sums, products),
"dot" (the `.` operator), "Student/LinearAlgebra/Operators" (symbolic scalars, the
Multiply dimension error), the error-message guides "rtable_product" and "rtable/Sum"
dimension mismatch, and a MaplePrimes transcript of the DotProduct dimension error.
"""
from __future__ import annotations

import io
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mapletape.errors import MapleError
from mapletape.session import Session
from mapletape.values import arith
from mapletape.values.rtable import Rtable

SETUP = ("M := Matrix([[1, 2], [3, 4]]): N := Matrix([[0, 1], [1, 0]]): "
         "V := Vector([1, 2]): R := Vector[row]([1, 2]): ")


def value(code: str) -> str:
    """What a fresh session prints for `code` in 1-D form on one line (after SETUP)."""
    session = Session(io.StringIO(), width=400)
    session.run("interface(prettyprint=0):\n" + SETUP + code)
    return session.out.getvalue().rstrip("\n")


@pytest.mark.parametrize("code, shown", [
    # M^2 = M.M: [1*1+2*3, 1*2+2*4; 3*1+4*3, 3*2+4*4]
    ("M^2;", "Matrix(2, 2, [[7,10],[15,22]])"),
    ("M^3;", "Matrix(2, 2, [[37,54],[81,118]])"),
    # det M = -2, so M^(-1) = adj(M)/det = [4, -2; -3, 1]/(-2)
    ("M^(-1);", "Matrix(2, 2, [[-2,1],[3/2,-1/2]])"),
    ("1/M;", "Matrix(2, 2, [[-2,1],[3/2,-1/2]])"),
    # (M^(-1))^2: [4+3/2, -2-1/2; -3-3/4, 3/2+1/4]
    ("M^(-2);", "Matrix(2, 2, [[11/2,-5/2],[-15/4,7/4]])"),
    ("M^0;", "Matrix(2, 2, [[1,0],[0,1]])"),
    ("M^1;", "Matrix(2, 2, [[1,2],[3,4]])"),
    ("M^(-1) . M;", "Matrix(2, 2, [[1,0],[0,1]])"),
    # 2/M = 2 * M^(-1)
    ("2/M;", "Matrix(2, 2, [[-4,2],[3,-1]])"),
    # det = 1/10 - 1/12 = 1/60: the inverse 60*[1/5, -1/3; -1/4, 1/2] has integer entries
    ("Matrix([[1/2, 1/3], [1/4, 1/5]])^(-1);", "Matrix(2, 2, [[12,-20],[-15,30]])"),
    ("Matrix([[0, 1], [1, 0]])^(-1);", "Matrix(2, 2, [[0,1],[1,0]])"),
    ("Matrix([[2, 0], [0, 2]])^(-3);", "Matrix(2, 2, [[1/8,0],[0,1/8]])"),
    ("Matrix(3, 3, [[2, 0, 0], [0, 0, 3], [0, 1, 0]])^(-1);",
     "Matrix(3, 3, [[1/2,0,0],[0,0,1],[0,1/3,0]])"),
    # symbolic entries: products by the expression arithmetic
    ("Matrix([[a, b], [0, 1]])^2;", "Matrix(2, 2, [[a^2,a*b+b],[0,1]])"),
])
def test_integer_powers_and_inverses_are_exact(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("Matrix([[1, 2], [2, 4]])^(-1);", "Error, (in rtable/Power) singular matrix"),
    ("1/Matrix(2, 2);", "Error, (in rtable/Power) singular matrix"),
    ("Matrix([[1., 2.], [2., 4.]], datatype = float[8])^(-1);", "Error, (in rtable/Power) singular matrix"),
    ("Matrix(2, 3)^2;", "Error, invalid input: rtable/Power expects its 1st argument, A, to be of "
                        "type Matrix(square), but received Matrix(1 .. 2, 1 .. 3)"),
    ("V^2;", "Error, invalid input: rtable/Power expects its 1st argument, A, to be of "
             "type Matrix(square), but received Vector[column](1 .. 2)"),
    ("M^(1/2);", "Error, invalid input: rtable/Power expects its 2nd argument, n, to be of "
                 "type integer, but received 1/2"),
    ("M^(10^8);", "Error, (in rtable/Power) integer too large in context"),
    ("Matrix([[a, b], [c, d]])^(-1);", "Error, (in rtable/Power) inverting a Matrix with symbolic "
                                       "entries is not supported; its entries must be numbers"),
])
def test_power_errors(code, shown):
    assert value(code) == shown


def test_a_symbolic_exponent_stays_unevaluated():
    assert value("M^n;") == "Matrix(2, 2, [[1,2],[3,4]])^n"


@pytest.mark.parametrize("code, shown", [
    # 1*4 + 2*5 + 3*6
    ("Vector([1, 2, 3]) . Vector([4, 5, 6]);", "32"),
    ("Vector[row]([1, 2, 3]) . Vector[row]([4, 5, 6]);", "32"),
    ("R . V;", "5"),
    ("V . R;", "Matrix(2, 2, [[1,2],[2,4]])"),
    # [1*1+2*2, 3*1+4*2]
    ("M . V;", "Vector[column](2, [5,11])"),
    # [1*1+2*3, 1*2+2*4]
    ("R . M;", "Vector[row](2, [7,10])"),
    ("M . N;", "Matrix(2, 2, [[2,1],[4,3]])"),
    ("N . M;", "Matrix(2, 2, [[3,4],[1,2]])"),
    ("M . M . V;", "Vector[column](2, [27,59])"),
    ("Matrix([[1, 2, 3]]) . Matrix([[1], [1], [1]]);", "Matrix(1, 1, [[6]])"),
    ("Vector([1/2, 1/3]) . Vector([2/3, 3]);", "4/3"),
    # DotProduct conjugates its first argument; real constants are their own conjugate
    ("Vector([a, b]) . Vector([c, d]);", "conjugate(a)*c+conjugate(b)*d"),
    ("2 . M;", "Matrix(2, 2, [[2,4],[6,8]])"),
    ("M . 2;", "Matrix(2, 2, [[2,4],[6,8]])"),
    ("x . M;", "x . Matrix(2, 2, [[1,2],[3,4]])"),
    ("x . y;", "x . y"),
    ("2 . x;", "2*x"),
    # `.` called by name is n-ary and left-associative (help page "dot")
    ("`.`(M, M, V);", "Vector[column](2, [27,59])"),
])
def test_dot_products(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("M . Matrix(3, 3);", "Error, (in LinearAlgebra:-Multiply) first matrix column dimension (2) <> "
                          "second matrix row dimension (3)"),
    ("Vector(2) . Vector(3);", "Error, (in LinearAlgebra:-DotProduct) vectors must have the same dimension"),
    ("M . Vector(3);", "Error, (in LinearAlgebra:-Multiply) invalid input: dimensions do not match: "
                       "Matrix(1 .. 2, 1 .. 2) cannot be multiplied by Vector[column](1 .. 3)"),
    ("M . R;", "Error, (in LinearAlgebra:-Multiply) invalid input: dimensions do not match: "
               "Matrix(1 .. 2, 1 .. 2) cannot be multiplied by Vector[row](1 .. 2)"),
])
def test_dimension_mismatches_in_products(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("2*M;", "Matrix(2, 2, [[2,4],[6,8]])"),
    ("M*2;", "Matrix(2, 2, [[2,4],[6,8]])"),
    ("M/2;", "Matrix(2, 2, [[1/2,1],[3/2,2]])"),
    ("-M;", "Matrix(2, 2, [[-1,-2],[-3,-4]])"),
    ("x*M;", "Matrix(2, 2, [[x,2*x],[3*x,4*x]])"),
    ("M/x;", "Matrix(2, 2, [[1/x,2/x],[3/x,4/x]])"),
    ("M + N;", "Matrix(2, 2, [[1,3],[4,4]])"),
    ("M - N;", "Matrix(2, 2, [[1,1],[2,4]])"),
    ("M - M;", "Matrix(2, 2, [[0,0],[0,0]])"),
    ("V + V;", "Vector[column](2, [2,4])"),
    # a scalar is added on the main diagonal, as the scalar times the identity
    ("M + 1;", "Matrix(2, 2, [[2,2],[3,5]])"),
    ("1 - M;", "Matrix(2, 2, [[0,-2],[-3,-3]])"),
    ("M + x;", "Matrix(2, 2, [[x+1,2],[3,x+4]])"),
    ("Matrix(2, 3) + 5;", "Matrix(2, 3, [[5,0,0],[0,5,0]])"),
    ("M + 1/2;", "Matrix(2, 2, [[3/2,2],[3,9/2]])"),
])
def test_scalar_products_and_sums(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("M * N;", "Error, (in rtable/Product) use *~ for elementwise multiplication of Vectors or "
               "Matrices; use . (dot) for Vector/Matrix multiplication"),
    ("M * M;", "Error, (in rtable/Product) use *~ for elementwise multiplication of Vectors or "
               "Matrices; use . (dot) for Vector/Matrix multiplication"),
    ("M * V;", "Error, (in rtable/Product) use *~ for elementwise multiplication of Vectors or "
               "Matrices; use . (dot) for Vector/Matrix multiplication"),
    ("M + Matrix(3, 3);", "Error, (in rtable/Sum) invalid input: dimensions do not match: "
                          "Matrix(1 .. 2, 1 .. 2) cannot be added to Matrix(1 .. 3, 1 .. 3)"),
    ("V + R;", "Error, (in rtable/Sum) invalid input: dimensions do not match: "
               "Vector[column](1 .. 2) cannot be added to Vector[row](1 .. 2)"),
    ("Matrix([[1], [2]]) + V;", "Error, (in rtable/Sum) invalid input: dimensions do not match: "
                                "Matrix(1 .. 2, 1 .. 1) cannot be added to Vector[column](1 .. 2)"),
    ("V + 1;", "Error, (in rtable/Sum) invalid arguments"),
    ("M + [1, 2];", "Error, invalid terms in sum: [1, 2]"),
])
def test_sum_and_product_errors(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("A := Array([1, 2, 3]): A*A;", "Array(1 .. 3, [1,4,9])"),
    ("A := Array([1, 2, 3]): A + 1;", "Array(1 .. 3, [2,3,4])"),
    ("A := Array([1, 2, 3]): A^2;", "Array(1 .. 3, [1,4,9])"),
    ("A := Array([1, 2, 3]): A + A;", "Array(1 .. 3, [2,4,6])"),
    # `.` multiplies Arrays entry by entry over their common part
    ("Array([1, 2, 3]) . Array([4, 5]);", "Array(1 .. 2, [4,10])"),
])
def test_arrays_work_entry_by_entry(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    # hardware floats: the exact inverse [-2, 1; 3/2, -1/2], to 15 digits
    ("Matrix([[1, 2], [3, 4]], datatype = float[8])^(-1);",
     "Matrix(2, 2, [[-2.,1.],[1.5,-0.5]], datatype = float[8])"),
    ("Matrix([[1., 2.], [3., 4.]]) . M;", "Matrix(2, 2, [[7.,10.],[15.,22.]], datatype = float[8])"),
    ("Matrix([[1, 2], [3, 4]], datatype = float[8])/3;",
     "Matrix(2, 2, [[0.333333333333333,0.666666666666667],[1.,1.33333333333333]], datatype = float[8])"),
    ("Matrix(2, 2, fill = 1.5, datatype = float[4]) + 1;",
     "Matrix(2, 2, [[2.5,1.5],[1.5,2.5]], datatype = float[4])"),
    ("Vector([1.5, 2]) . Vector([2, 2]);", "7."),
    # software float entries stay software floats in sums
    ("Matrix([[1.5, 2]]) + Matrix([[1, 1]]);", "Matrix(1, 2, [[2.5,3]])"),
])
def test_float_matrices_use_hardware_floats(code, shown):
    assert value(code) == shown


def test_above_digits_15_floats_invert_in_software():
    # the elimination rounds to 20 digits; the exact inverse is [-2, 1; 3/2, -1/2]
    shown = value("Digits := 20: Matrix([[1., 2.], [3., 4.]])^(-1);")
    assert shown.startswith("Matrix(2, 2, [[-1.99999999999999999") and "datatype" not in shown


def test_tensors_still_take_over_from_rtables():
    assert value("with(DeepLearning): whattype(Vector([1., 2.]) + Constant([1., 2.]));") \
        == "Tensor"


square_grids = st.integers(1, 4).flatmap(
    lambda n: st.lists(st.lists(st.integers(-9, 9), min_size=n, max_size=n), min_size=n, max_size=n))


@settings(max_examples=60, deadline=None)
@given(square_grids)
def test_exact_inverse_times_matrix_is_the_identity(rows):
    """Property, by exact arithmetic: M^(-1) . M is the identity for every nonsingular
    integer Matrix, every entry is an int or a Fraction in lowest terms (never n/1), and
    a singular Matrix is Maple's error."""
    m = Rtable(np.array(rows, dtype=object), "Matrix")
    if _determinant([[Fraction(x) for x in r] for r in rows]) == 0:
        with pytest.raises(MapleError, match="singular matrix"):
            arith.power(m, -1)
        return
    inverse = arith.power(m, -1)
    assert all(isinstance(e, int) or (isinstance(e, Fraction) and e.denominator != 1)
               for e in inverse.data.flat)
    assert arith.dot(inverse, m) == Rtable(np.eye(len(rows), dtype=int).astype(object), "Matrix")


def _determinant(rows) -> Fraction:
    """By cofactor expansion along the first row (independent of the elimination tested)."""
    if not rows:
        return Fraction(1)
    return sum((-1) ** j * rows[0][j] * _determinant([r[:j] + r[j + 1:] for r in rows[1:]])
               for j in range(len(rows)))
