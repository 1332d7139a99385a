# Tensor linear algebra, following Maple's help pages (DeepLearning/Tensor/Determinant,
# Diagonal, CrossProduct, DotProduct, Unstack; DeepLearning/AddMultiple, EinsteinSummation,
# OneHot). The help pages show only the boxes; the numbers are exact arithmetic:
# the Vandermonde Matrix of 3., 5., 7. (the Determinant page's example) has determinant
# (5-3)*(7-3)*(7-5) = 16, trace 1+5+49 = 55, and inverse [[35/8, -21/4, 15/8],
# [-3/2, 5/2, -1], [1/8, -1/4, 1/8]].
with(DeepLearning):
M := Matrix([[1., 3., 9.], [1., 5., 25.], [1., 7., 49.]]);
t := Constant(M);
Determinant(t);
convert(Determinant(t), float);
convert(MatrixInverse(t), Matrix);
convert(Trace(t), float);
convert(Transpose(t), Matrix);
# Norms: 1 is the largest column sum 83, infinity the largest row sum 57, Frobenius
# sqrt(3193) = 56.5066...; the Euclidean norm of [3, 4] is 5
convert(Norm(t, 1), float);
convert(Norm(t, infinity), float);
convert(Norm(Constant([3., 4.]), 2), float);
convert(Norm(t, Frobenius), float);
# the Diagonal and CrossProduct pages' vector; V x [1, 0, 0] = [0, 41, -65], V . V = 7131
V := Constant([-35.0, 65.0, 41.0], datatype = float[8]);
DV := Diagonal(V);
convert(DV, Matrix);
Norm(V, Frobenius);
convert(CrossProduct(V, Constant([1., 0., 0.], datatype = float[8])), list);
# the DotProduct page: a [3, 1] and a [1, 3] Tensor give [3, 3]
DotProduct(Constant([[1.], [2.], [3.]]), Constant([[1., 2., 3.]]));
convert(DotProduct(V, V), float);
# Unstack counts dimensions from 1
Unstack(t, 1);
r1, r2, r3 := Unstack(t, 2):
convert(r2, list);
# the AddMultiple page
t1 := Ones([3, 4], datatype = float[8]):
t2 := Zeros([3, 4], datatype = float[8]):
AddMultiple([t1, t2]);
convert(AddMultiple([t1, t1, t2]), Matrix);
convert(EinsteinSummation("ij,jk->ik", t, t), Matrix);
convert(EinsteinSummation("ii->", t), float);
# OneHot: on_value where the new dimension's position equals the index
h := OneHot([0, 2, 1], 3);
convert(h, Matrix);
convert(OneHot([0, 2, 1], 3, axis = 0, on_value = 5, off_value = -1), Matrix);
# with LinearAlgebra too, a Tensor takes the call; a Matrix goes to LinearAlgebra
with(LinearAlgebra):
Determinant(t);
Determinant(Matrix([[1, 2], [3, 4]]));
MatrixInverse(Constant([[1., 2.], [2., 4.]]));
Norm(t, -1);
OneHot([0.5], 2);
Unstack(t, 3);
# exports of Maple's package that mapletape lacks warn once
DeepLearning:-Placeholder(float[4]);
DeepLearning:-Placeholder(float[8]);
