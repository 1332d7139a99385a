# LinearAlgebra's constructors and selectors (issue 25, item 2).
# Source: Maple help pages LinearAlgebra/HilbertMatrix (entries 1/(i + j - x), x = 1 by
# default), LinearAlgebra/ToeplitzMatrix, HankelMatrix, VandermondeMatrix, BandMatrix,
# DiagonalMatrix, ZeroMatrix, ScalarMatrix, UnitVector, Row, Column, SubMatrix,
# SubVector, DeleteRow, DeleteColumn and Diagonal,
# https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra%2FDetails
# (each command's own page is linked from there); the entries follow from those
# definitions.
with(LinearAlgebra):
HilbertMatrix(3);
HilbertMatrix(2, 3, 0);
ToeplitzMatrix([a, b, c, d, e]);
ToeplitzMatrix([a, b, c], 3, symmetric);
HankelMatrix([a, b, c, d, e]);
VandermondeMatrix([x, y, z]);
BandMatrix([[1, 1, 1], [2, 2, 2, 2], [3, 3, 3]]);
DiagonalMatrix([1, 2, 3]);
DiagonalMatrix([Matrix([[1, 2], [3, 4]]), 5]);
ZeroMatrix(2, 3), ZeroVector[row](3);
ScalarMatrix(lambda, 2), UnitVector(2, 3), ConstantVector(c, 2);
M := Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]]):
Row(M, 2), Column(M, -1);
SubMatrix(M, [1, 3], 2 .. 3);
SubVector(M, 2, 1 .. 2);
DeleteRow(M, 2), DeleteColumn(M, [1, 3]);
Diagonal(M), Diagonal(M, 1);
Row(M, 4);
HankelMatrix([a, b], 2);
