# LinearAlgebra:-LUDecomposition, QRDecomposition, SingularValues (issue 25, item 2).
# Source: Maple help pages LinearAlgebra/LUDecomposition, calling sequence and
# description: output = ['P', 'L', 'U'] by default, A = P . L . U with L unit lower
# triangular, U of A's shape; U1 and R with A = P . L . U1 . R, R the reduced row echelon
# form; method = Cholesky,
# https://maplesoft.com/support/help/Maple/view.aspx?path=LinearAlgebra%2FLUDecomposition
# and Student/LinearAlgebra/LUDecomposition ("Either U or the pair U1 and R may be
# returned, but not both"); exact entries pivot on the first nonzero entry, floats on the
# largest (linalg(deprecated)/LUdecomp). The exact factors below are checked by
# multiplying back; the float ones are LAPACK's (scipy.linalg.lu, numpy.linalg.qr and
# numpy.linalg.svd give the same numbers), but for SingularValues(F), whose second value
# is sqrt(15 - sqrt(221)) = 0.36596619062625782... (exact arithmetic), correctly rounded
# to 15 digits here; LAPACK builds differ in its last digit.
with(LinearAlgebra):
A := Matrix([[0, 2, 1], [1, 1, 0], [3, 0, 1]]):
P, L, U := LUDecomposition(A);
Equal(P . L . U, A);
LUDecomposition(A, output = ['U', 'determinant', 'rank']);
R2 := Matrix([[1, 2, 3], [2, 4, 7]]):
P2, L2, U1, R := LUDecomposition(R2, output = ['P', 'L', 'U1', 'R']);
Equal(P2 . L2 . U1 . R, R2);
LUDecomposition(R2, output = ['U', 'R']);
F := Matrix([[1., 2.], [3., 4.]]):
LUDecomposition(F);
LUDecomposition(Matrix([[4., 2.], [2., 3.]]), method = Cholesky);
Q, R3 := QRDecomposition(Matrix([[3, 1], [4, 2]]));
Equal(Q . R3, Matrix([[3, 1], [4, 2]]));
QRDecomposition(F);
SingularValues(Matrix([[3, 0], [0, -4]]));
SingularValues(F);
LUDecomposition(A, output = [X]);
