# LinearAlgebra's arithmetic commands (issue 25, item 2).
# Source: Maple help pages LinearAlgebra/Add (c1*A + c2*B), Multiply (A . B),
# ScalarMultiply, Equal, Adjoint (A . Adjoint(A) = Determinant(A) * I), Minor,
# MatrixPower, KroneckerProduct, CharacteristicPolynomial (det(lambda I - A)), Trace,
# ConditionNumber (Norm(A) * Norm(A^(-1)), the infinity norm by default), VectorNorm,
# Normalize (by the infinity norm by default) and IsDefinite (query = positive_definite by
# default), https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra%2FDetails;
# the values are exact arithmetic, stated beside each.
with(LinearAlgebra):
A := Matrix([[1, 2], [3, 4]]):
Add(A, IdentityMatrix(2), 1, -1);
Multiply(A, <1, 1>), Multiply(<1, 2>, <3, 4>^%T);
ScalarMultiply(A, 1/2);
Equal(A . MatrixInverse(A), IdentityMatrix(2)), Equal(A, A^%T);
# Adjoint: [[4, -2], [-3, 1]], Determinant -2
Adjoint(A), Determinant(A);
# Minor(A, 1, 1) of [[1,2,3],[4,5,6],[7,8,10]]: 5*10 - 6*8 = 2
Minor(Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 10]]), 1, 1);
MatrixPower(A, 3), MatrixPower(Matrix([[2, 0], [0, 4]]), -2);
KroneckerProduct(A, Matrix([[0, 1], [1, 0]]));
# (x - 1)(x - 4) - 6
CharacteristicPolynomial(A, x);
# Norm(A) = 7, Norm(A^(-1)) = 3
ConditionNumber(A);
VectorNorm(<3, -4>, 2), VectorNorm(<3, -4>), Normalize(<3, 4>, Euclidean);
IsDefinite(Matrix([[2, -1], [-1, 2]])), IsDefinite(A, query = indefinite);
GramSchmidt([<1, 1, 0>, <1, 0, 1>]);
MatrixExponential(Matrix([[0., 1.], [-1., 0.]]));
Add(A, <1, 2>);
