# https://maplesoft.com/support/help/view.aspx?path=rtable_indexing, "Assigning Subblocks",
# and https://maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra%2FGeneral%2FMVassignment:
# the selected entries are replaced by the corresponding entries of the right-hand side,
# unspecified entries are set to 0, a scalar fills the subblock; the assignment shows the
# subscripted name and the value given
A := Vector([1, 2, 3, 4]):
A[2 .. 3] := 9;
A[[1, 3]] := [10, 30];
A;
M := Matrix(2, 2):
M[1, ..] := <5 | 6>:
M[.., 2] := Vector([7, 8]):
M;
B := Matrix([[9, 9, 9, 9], [9, 9, 9, 9], [9, 9, 9, 9], [9, 9, 9, 9]]):
B[1 .. 2, 2 .. 4] := Matrix([[5, 6], [7, 8]]);
B;
F := Vector(3, datatype = float[8]):
F[1 .. 2] := [1, 1/2]:
F;
A[1 .. 2] := <1, 2, 3>;
