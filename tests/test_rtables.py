"""rtables as Maple has them (issue 25 item 1): entries evaluated when selected and shown,
rtable_eval, eval/subs/map into them, initializer procedures, Array index ranges, op/nops,
convert, the `<a, b; c, d>` form, lprint's long form, programmer indexing and `,=`.
Each expected value cites the Maple help page whose rule gives it; the numbers are exact
arithmetic."""
from __future__ import annotations

import io

import pytest

from mapletape.session import Session


def value(code: str) -> str:
    """What a fresh session prints for `code` in 1-D form, results one a line, unwrapped."""
    session = Session(io.StringIO(), width=10000)
    session.run("interface(prettyprint=0):\n" + code)
    return session.out.getvalue().rstrip("\n")


# ---------------------------------------------------------------- evaluation (help page rtable_eval)

def test_entries_are_evaluated_when_selected_and_shown_while_the_rtable_keeps_the_names():
    code = "M := Matrix([[a, 2*a], [3*a, a^2]]): a := 5: "
    assert value(code + "M[2, 2];") == "25"
    assert value(code + "M;") == "Matrix(2, 2, [[5,10],[15,25]])"
    # eval(M, 1) is M itself, whose stored entries still hold a ('Applying eval() to an
    # rtable returns immediately without changing the given rtable')
    assert value(code + "a := 'a': M;") == "Matrix(2, 2, [[a,2*a],[3*a,a^2]])"


def test_a_vector_entry_selected_in_a_loop_or_a_procedure_is_evaluated():
    assert value("V := Vector([b, b + 1]): b := 2: add(V[i], i = 1 .. 2);") == "5"
    assert value("V := Vector([b]): f := proc(W) W[1] end proc: b := 3: f(V);") == "3"


def test_print_lprint_and_evalf_see_the_evaluated_entries():
    assert value("M := Matrix([[a]]): a := 1/3: print(M); evalf(M);") == \
        "Matrix(1, 1, [[1/3]])\nMatrix(1, 1, [[0.3333333333]])"


def test_rtable_eval_returns_an_evaluated_copy_and_inplace_changes_the_rtable():
    code = "M := Matrix([[a, 1]]): a := 2: N := rtable_eval(M): a := 'a': "
    assert value(code + "N; M;") == "Matrix(1, 2, [[2,1]])\nMatrix(1, 2, [[a,1]])"
    assert value(code + "rtable_eval(M, inplace): M; evalb(rtable_eval(M, inplace) = M);") == \
        "Matrix(1, 2, [[a,1]])\ntrue"
    assert value("M := Matrix([[a]]): a := 2: rtable_eval(M, inplace): a := 'a': M;") == \
        "Matrix(1, 1, [[2]])"


def test_eval_subs_and_map_go_into_the_entries():
    J = "J := Matrix([[2*x1, 2*x2], [x2, x1]]): "
    assert value(J + "eval(J, {x1 = 1, x2 = 2});") == "Matrix(2, 2, [[2,4],[2,1]])"
    assert value(J + "subs(x1 = y, J); J;") == \
        "Matrix(2, 2, [[2*y,2*x2],[x2,y]])\nMatrix(2, 2, [[2*x1,2*x2],[x2,x1]])"
    assert value("eval(Vector([sin(x)]), x = 0);") == "Vector[column](1, [0])"
    assert value("map(t -> t^2, Vector[row]([a, 2]));") == "Vector[row](2, [a^2,4])"
    assert value("a := 3: map(t -> t + 1, Matrix([[a]]));") == "Matrix(1, 1, [[4]])"


# ---------------------------------------------------------------- constructors (help pages Matrix, Vector, Array)

def test_initializer_procedures_get_the_indices():
    assert value("Matrix(3, 3, (i, j) -> 1/(i + j - 1));") == \
        "Matrix(3, 3, [[1,1/2,1/3],[1/2,1/3,1/4],[1/3,1/4,1/5]])"
    assert value("n := 4: Vector(n, i -> i^2);") == "Vector[column](4, [1,4,9,16])"
    assert value("Vector[row](3, i -> x^i);") == "Vector[row](3, [x,x^2,x^3])"
    assert value("Array(1 .. 3, i -> 2*i);") == "Array(1 .. 3, [2,4,6])"
    assert value("Matrix(2, 2, (i, j) -> i, datatype = float[8]);") == \
        "Matrix(2, 2, [[1.,1.],[2.,2.]], datatype = float[8])"


def test_sets_of_equations_place_entries_and_the_rest_is_the_fill():
    assert value("Matrix(2, 2, {(1, 2) = a});") == "Matrix(2, 2, [[0,a],[0,0]])"
    assert value("Vector(3, {2 = b}, fill = 1);") == "Vector[column](3, [1,b,1])"


def test_an_array_is_indexed_within_its_ranges():
    code = "A := Array(0 .. 2, i -> i^2): "
    assert value(code + "A[0], A[2];") == "0, 4"
    assert value(code + "A[3];") == "Error, Array index out of range"
    assert value(code + "A[1] := x: A[1];") == "x"
    assert value("B := Array(-1 .. 0, 1 .. 2, (i, j) -> i + j): B[-1, 2], op(1, B);") == \
        "1, -1 .. 0, 1 .. 2"
    # a list fills from the first index; the rest is the fill value
    assert value("Array(1 .. 4, [1, 2]);") == "Array(1 .. 4, [1,2,0,0])"


def test_storage_and_shapes_we_do_not_keep_are_refused_not_ignored():
    assert value("Matrix(2, 2, shape = identity);") == \
        "Error, (in Matrix) shape = identity is not available in mapletape"
    assert value("Vector(2, storage = sparse);") == \
        "Error, (in Vector) storage = sparse is not available in mapletape"


# ---------------------------------------------------------------- the angle-bracket forms (help page LinearAlgebra/General/MVshortcut)

def test_semicolons_separate_rows_and_bars_columns():
    assert value("<1, 2; 3, 4>;") == "Matrix(2, 2, [[1,2],[3,4]])"
    assert value("<a, b, c; d, e, f>;") == "Matrix(2, 3, [[a,b,c],[d,e,f]])"
    assert value("<1, 2 | 3, 4>;") == "Matrix(2, 2, [[1,3],[2,4]])"
    # 'all Vectors, whether rows or columns, are interpreted as row Vectors'
    assert value("<<1, 2>; <3 | 4>>;") == "Matrix(2, 2, [[1,2],[3,4]])"
    assert value("<1, 2; 3>;") == "Error, (in rtable/Constructor) dimensions do not match"


# ---------------------------------------------------------------- op and nops (help page rtable)

def test_op_gives_dimensions_entries_and_options():
    code = "M := Matrix([[1, 2], [3, 4]]): "
    assert value(code + "op(1, M);") == "2, 2"
    assert value(code + "op(2, M);") == "{(1, 1) = 1, (1, 2) = 2, (2, 1) = 3, (2, 2) = 4}"
    assert value(code + "op(3, M);") == \
        "datatype = anything, storage = rectangular, order = Fortran_order, shape = []"
    assert value(code + "nops(M);") == "3"
    assert value("op(1, Vector([a, b, c]));") == "3"
    assert value("op(3, Array(1 .. 2, datatype = float[8]));") == \
        "datatype = float[8], storage = rectangular, order = Fortran_order"


# ---------------------------------------------------------------- convert (help pages convert/list, convert/listlist, convert/set, convert/Matrix)

def test_convert_to_lists_sets_and_rtables():
    code = "M := Matrix([[1, 2], [3, 4]]): "
    # 'the order of elements will depend on the storage order of the rtable': Fortran_order
    assert value(code + "convert(M, list);") == "[1, 3, 2, 4]"
    assert value(code + "convert(M, list, nested), convert(M, listlist);") == \
        "[[1, 2], [3, 4]], [[1, 2], [3, 4]]"
    assert value(code + "convert(M, set);") == "{1, 2, 3, 4}"
    assert value("convert(Vector([1, 2]), Vector[row]);") == "Vector[row](2, [1,2])"
    assert value("convert(Vector[row]([1, 2]), Vector[column]);") == "Vector[column](2, [1,2])"
    assert value(code + "convert(M, Array);") == "Array(1 .. 2, 1 .. 2, [[1,2],[3,4]])"
    assert value("convert([[1, 2]], Matrix, datatype = float[8]);") == \
        "Matrix(1, 2, [[1.,2.]], datatype = float[8])"
    assert value("M := Matrix([[a]]): a := 7: convert(M, list);") == "[7]"


# ---------------------------------------------------------------- lprint (help page lprint; Maple's own output)

def test_lprint_prints_the_long_form():
    # the form of Maple's lprint of a Matrix, as quoted from Maple in public code:
    # "Matrix(4, 1, {(1, 1) = b1-c1, ...}, datatype = anything, storage = rectangular,
    # order = Fortran_order, shape = [])"
    assert value("M := Matrix([[a, 2*a], [3*a, a^2]]): lprint(M);") == (
        "Matrix(2, 2, {(1, 1) = a, (1, 2) = 2*a, (2, 1) = 3*a, (2, 2) = a^2}, datatype = anything, "
        "storage = rectangular, order = Fortran_order, shape = [])")
    assert value("lprint(Vector[row]([1, 2.5]));") == (
        "Vector[row](2, {(1) = 1, (2) = 2.5}, datatype = anything, storage = rectangular, "
        "order = Fortran_order, shape = [])")
    assert value("lprint(Array(0 .. 1, [x, y], datatype = anything));") == (
        "Array(0 .. 1, {(0) = x, (1) = y}, datatype = anything, storage = rectangular, "
        "order = Fortran_order)")


@pytest.mark.parametrize("code", [
    "Matrix([[a, 2*a], [3*a, a^2]])", "Vector([1, 2])", "Vector[row]([x = 1, 2])",
    "Matrix([[1.5, 2.]], datatype = float[8])", "Array(0 .. 2, i -> i^2)",
])
def test_the_long_form_reads_back_as_the_same_rtable(code):
    text = value(f"lprint({code});")
    assert value(f"lprint({text});") == text


# ---------------------------------------------------------------- programmer indexing and ,= (help pages rtable_indexing, assignment)

def test_round_brackets_select_from_one_and_through_the_storage_order():
    code = "M := Matrix([[1, 2], [3, 4]]): "
    assert value(code + "M(2, 1), M(2), M(3);") == "3, 3, 2"
    assert value("A := Array(0 .. 2, [a, b, c]): A(1);") == "a"
    assert value(code + "M(5);") == "Error, Matrix index out of range"


def test_an_assignment_past_the_end_grows_the_rtable():
    assert value("A := Array([1, 2]): A(4) := 9: A;") == "Array(1 .. 4, [1,2,0,9])"
    assert value("M := Matrix([[1]]): M(2, 2) := x: M;") == "Matrix(2, 2, [[1,0],[0,x]])"
    assert value("V := Vector(1, datatype = float[8]): V(2) := 3: V;") == \
        "Vector[column](2, [0.,3.], datatype = float[8])"


def test_the_append_operator_grows_vectors_and_arrays_in_place():
    assert value("A := Array([1]): B := A: A ,= 2: B;") == "Array(1 .. 2, [1,2])"
    assert value("V := Vector[row]([a]): V ,= b;") == "V := Vector[row](2, [a,b])"
    assert value("L := [1]: L ,= 2;") == "L := [1, 2]"
    assert value("M := Matrix(2, 2): M ,= 1;") == \
        "Error, (in ,=) invalid input: ,= appends to a Vector or a one-dimensional Array, " \
        "but received Matrix(2, 2, [[0,0],[0,0]])"


# ---------------------------------------------------------------- subblocks (rtable_indexing)

def test_a_range_or_list_index_selects_a_subblock_of_its_kind():
    # help page rtable_indexing, "Extracting Subblocks": ranges and lists select a new rtable;
    # one row of a Matrix with a range of columns is a row Vector, one column a column Vector;
    # Student/LinearAlgebra/Eigenvectors uses EV[1..-1, 2] for column 2
    code = "A := Matrix([[1, 2, 3], [4, 5, 6]]): "
    assert value(code + "A[.., 1];") == "Vector[column](2, [1,4])"
    assert value(code + "A[2, 2..3];") == "Vector[row](2, [5,6])"
    assert value(code + "A[1..-1, 2..3];") == "Matrix(2, 2, [[2,3],[5,6]])"
    assert value(code + "A[[2, 1], [3]];") == "Matrix(2, 1, [[6],[3]])"
    assert value("V := <a, b, c, d>: V[2..3], V[[4, 1]];") == \
        "Vector[column](2, [b,c]), Vector[column](2, [d,a])"
    assert value("B := Array([[1, 2], [3, 4]]): B[1, ..];") == "Array(1 .. 2, [1,2])"


def test_a_subblock_of_an_array_with_its_own_index_ranges_keeps_them():
    # help page rtable_indexing: "Indexing with square brackets respects the actual index"
    # of an Array whose dimensions do not begin at 1 (A[10, -43] of Array(10..12, -43..-42)),
    # and a negative index is an error unless it is within the bounds; a range selects
    # those actual indices and keeps them as the new Array's range, a list is indexed from 1
    code = "A := Array(0 .. 3, [1, 2, 3, 4]): "
    assert value(code + "A[1 .. 2];") == "Array(1 .. 2, [2,3])"
    assert value(code + "A[0 .. 1];") == "Array(0 .. 1, [1,2])"
    assert value(code + "A[..];") == "Array(0 .. 3, [1,2,3,4])"
    assert value(code + "A[[0, 3]];") == "Array(1 .. 2, [1,4])"
    assert value(code + "A[2 .. 3][3];") == "4"          # A[3] of the original
    assert value(code + "A[-1 .. 1];") == "Error, Array index out of range"
    assert value(code + "A[x .. 2];") == "Error, invalid subscript selector"
    code = "B := Array(0 .. 1, 1 .. 3, [[1, 2, 3], [4, 5, 6]]): "
    assert value(code + "B[1, 2 .. 3];") == "Array(2 .. 3, [5,6])"
    assert value(code + "B[0 .. 1, 1];") == "Array(0 .. 1, [1,4])"
    assert value(code + "B[.., [3, 1]];") == "Array(0 .. 1, 1 .. 2, [[3,1],[6,4]])"


def test_a_subblock_is_a_copy_and_a_bad_selector_an_error():
    assert value("A := Matrix([[1, 2], [3, 4]]): C := A[.., 1]: C[1] := 9: A[1, 1];") == "1"
    assert value("A := Matrix([[1, 2], [3, 4]]): A[3, ..];") == "Error, invalid subscript selector"
    assert value("A := Matrix([[1, 2], [3, 4]]): A[1..2, x];") == "Error, invalid subscript selector"


# ---------------------------------------------------------------- assigning subblocks (rtable_indexing)
# https://maplesoft.com/support/help/view.aspx?path=rtable_indexing, "Modifying Elements:
# Assigning Subblocks", and https://maplesoft.com/support/help/Maple/view.aspx?path=
# LinearAlgebra%2FGeneral%2FMVassignment: "Entries selected in the left-hand side of the
# assignment statement are replaced by the corresponding entries of the right-hand side.
# Unspecified entries are set to 0. The number of dimensions in such an assignment statement
# must match; a Vector can be assigned to a submatrix, provided it is a 1 x n submatrix."

def test_a_scalar_fills_the_subblock():
    assert value("A := Vector([1, 2, 3, 4]): A[2..3] := 9: A;") == "Vector[column](4, [1,9,9,4])"
    assert value("M := Matrix(2, 3): M[.., 2..3] := x: M;") == "Matrix(2, 3, [[0,x,x],[0,x,x]])"
    # Array indices are the actual ones, as in selecting a subblock
    assert value("B := Array(0 .. 3, [1, 2, 3, 4]): B[0 .. 1] := 7: B[0], B[1], B[2];") == "7, 7, 3"


def test_an_rtable_or_a_list_fills_the_subblock_entry_by_entry():
    assert value("M := Matrix(2, 2): M[1, ..] := <5|6>: M[.., 2] := Vector([7, 8]): M;") == \
        "Matrix(2, 2, [[5,7],[0,8]])"
    assert value("A := Vector([1, 2, 3, 4]): A[[1, 3]] := [10, 30]: A;") == \
        "Vector[column](4, [10,2,30,4])"
    assert value("M := Matrix(2, 3): M[.., ..] := [[1, 2, 3], [4, 5, 6]]: M;") == \
        "Matrix(2, 3, [[1,2,3],[4,5,6]])"
    # "A[[3, 1], 1..-1] := B replaces row 3 and row 1 of A with, respectively, row 1 and
    # row 2 of ... B" (MVassignment)
    assert value("A := Matrix(3, 2): A[[3, 1], 1..-1] := Matrix([[1, 2], [3, 4]]): A;") == \
        "Matrix(3, 2, [[3,4],[0,0],[1,2]])"
    # "a Vector can be assigned to a submatrix, provided it is a 1 x n submatrix"
    assert value("C := Matrix(2, 3): C[2..2, ..] := <1|2|3>: C;") == "Matrix(2, 3, [[0,0,0],[1,2,3]])"


def test_entries_the_right_hand_side_does_not_reach_are_set_to_0():
    # MVassignment's example: A[1..2, 2..4] := Matrix([[5, 6], [7, 8]]) on a Matrix of 9s
    # gives rows [9, 5, 6, 0] and [9, 7, 8, 0]; "The entries A[1, 4] and A[2, 4] are set to 0."
    code = "A := Matrix([[9,9,9,9],[9,9,9,9],[9,9,9,9],[9,9,9,9]]): A[1..2, 2..4] := Matrix([[5, 6], [7, 8]]): "
    assert value(code + "A;") == "Matrix(4, 4, [[9,5,6,0],[9,7,8,0],[9,9,9,9],[9,9,9,9]])"


def test_a_right_hand_side_too_large_or_of_other_dimensions_is_an_error():
    # "The number of dimensions in such an assignment statement must match" (MVassignment);
    # neither page shows the message: the wording follows Maple's error for a sum of
    # mismatched rtables, "invalid input: dimensions do not match: Matrix(1 .. 2, 1 .. 1)
    # cannot be added to Vector[column](1 .. 2)" (Maple's Error Message Guide)
    code = "A := Vector([1, 2, 3, 4]): "
    assert value(code + "A[1..2] := <1, 2, 3>;") == \
        "Error, invalid input: dimensions do not match: Vector[column](1 .. 3) cannot be " \
        "assigned to a subblock with dimensions 1 .. 2"
    assert value(code + "A[1..2] := [[1, 2]];") == \
        "Error, invalid input: dimensions do not match: a list with dimensions 1 .. 1, 1 .. 2 " \
        "cannot be assigned to a subblock with dimensions 1 .. 2"
    assert value("M := Matrix(2, 2): M[.., ..] := <1, 2>;") == \
        "Error, invalid input: dimensions do not match: Vector[column](1 .. 2) cannot be " \
        "assigned to a subblock with dimensions 1 .. 2, 1 .. 2"


def test_subblock_entries_are_stored_as_the_datatype_asks_all_or_none():
    # as one entry is (help page Vector, datatype option): float[8] stores hardware floats
    # (printed as design.md section 2 has them), and an integer[4] rtable cannot hold 2.5,
    # so nothing of the block changes
    assert value("F := Vector(3, datatype = float[8]): F[1..2] := [1, 1/2]: F[1], F[2], F[3];") == \
        "1., 0.5, 0."
    assert value("J := Vector(3, datatype = integer[4]): J[2..3] := [1, 2.5];") == \
        "Error, unable to store entries when datatype=integer[4]"
    assert value("J := Vector(3, datatype = integer[4]): J[2..3] := [1, 2.5]; J[2];") == \
        "Error, unable to store entries when datatype=integer[4]\n0"


def test_a_subblock_assignment_shows_the_right_hand_side():
    # MVassignment shows A[1..2, 2..4] := Matrix([[5, 6], [7, 8]]) as the subscripted name
    # := the Matrix given
    assert value("A := Vector([1, 2, 3, 4]): A[2..3] := 9;") == "A[2 .. 3] := 9"
    assert value("A := Vector([1, 2, 3, 4]): A[[1, 3]] := [10, 30];") == "A[[1, 3]] := [10, 30]"
