# The LinearAlgebra package, element-wise operators and the transpose (issue 11).
# Sources: Maple help pages operators/elementwise, updates/Maple13/language,
# LinearAlgebra/Norm (Norm(A) is the infinity norm), LinearAlgebra/CrossProduct and
# LinearAlgebra/Transpose; the other values are exact arithmetic.
<1, 2, 3> *~ <4, 5, 6>;
f := x -> x^2:
f~(<a, b, c>);
myjob := proc(x, y, z) x*y^z end proc:
A := Matrix([[1, 2, 3], [4, 5, 6]]):
myjob~(A, A, 2);
[1, 2, 3] +~ 10, 2 ^~ [1, 2, 3], [1, 2] /~ [3, 4];
sin~([0, x]);
x +~ y;
[1, 2] +~ [1, 2, 3];
A^%T;
<1, 2, 3>^%T;
with(LinearAlgebra);
M := Matrix([[1, 2], [3, 4]]);
Determinant(M), LinearAlgebra:-Trace(M), LinearAlgebra[Determinant](M);
MatrixInverse(M);
M . MatrixInverse(M);
Transpose(M);
Determinant(Matrix([[a, b], [c, d]]));
Determinant(Matrix([[1/2, 1/3], [1/4, 1/5]]));
DotProduct(<1, 2, 3>, <4, 5, 6>);
CrossProduct(<1, 2, 3>, <2, 3, 4>);
Norm(<1, -5, 3>), Norm(<3, 4>, 2), Norm(<1, 1>, Euclidean);
Norm(M), Norm(M, 1), Norm(M, Frobenius);
IdentityMatrix(3);
LinearSolve(M, <5, 6>);
Dimension(A), RowDimension(A), ColumnDimension(A), Dimension(<1, 2, 3>);
Eigenvalues(Matrix([[2., 1.], [1., 2.]]));
Eigenvalues(M);
Determinant(A);
MatrixInverse(Matrix([[1, 2], [2, 4]]));
CrossProduct(<1, 2>, <3, 4>);
