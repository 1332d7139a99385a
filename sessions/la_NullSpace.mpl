# LinearAlgebra:-NullSpace, RowSpace, ColumnSpace, Rank (issue 25, item 2).
# Source: Maple help pages Student/LinearAlgebra/NullSpace, examples (1) to (4),
# https://maplesoft.com/support/help/view.aspx?path=Student%2FLinearAlgebra%2FNullSpace
# (kern = {<2,-3,0,1>, <1,-2,1,0>}; a set of Vectors prints in no fixed order, so here
# it is its size and A . k for each member; tests/test_linearalgebra.py checks the members); LinearAlgebra/Rank, examples (3) to (7),
# https://maplesoft.com/support/help/view.aspx?path=LinearAlgebra%2FRank; LinearAlgebra/RowSpace
# (ColumnSpace): bases in canonical form with leading entries 1, the empty list for a zero
# Matrix, https://www.maplesoft.com/support/help/view.aspx?L=E&path=LinearAlgebra%2FRowSpace.
with(LinearAlgebra):
A := <<1, 2, 3, 4>|<5, 6, 7, 8>|<9, 10, 11, 12>|<13, 14, 15, 16>>:
kern := NullSpace(A):
nops(kern);
seq(A . k, k in kern);
NullSpace(IdentityMatrix(3));
B := <<-7, 1, 2>|<2, 1, -1>|<3, 0, -1>|<2, 7, -3>>;
Rank(B);
RowSpace(B);
numelems(RowSpace(B));
ColumnSpace(B);
F := Matrix([[1/5, 1/3, 8/25], [2/5, 1/3, 11/25], [4/5, -1/3, 7/25]], datatype = float[8]);
Rank(F);
RowSpace(ZeroMatrix(2, 3));
ReducedRowEchelonForm(B);
GaussianElimination(B);
