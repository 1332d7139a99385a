# Tensors of one value: Zeros, Ones, Fill, IdentityMatrix.
with(DeepLearning):
z := Zeros([2, 3]);
convert(z, Matrix);
o := Ones([3], datatype = integer[8]);
convert(o, Vector);
like := Ones(Constant([[1, 2], [3, 4]]));
convert(like, list);
f := Fill([2, 2], 7);
convert(f, Matrix);
convert(IdentityMatrix(3), Matrix);
I23 := IdentityMatrix(2, 3, datatype = float[8]);
convert(I23, Matrix);
Zeros([2, -1]);
Fill([2], [1, 2]);
IdentityMatrix(2.5);
