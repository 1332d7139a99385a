# Getting numbers out of Tensors: Matrix, Vector, Array, list, float.
with(DeepLearning):
M := Constant([[1.0, 0.5], [0.25, 2.0]]):
convert(M, Matrix);
convert(M, Array);
convert(M, list);
v := Constant([0.1, 2.0]):
convert(v, Vector);
convert(v, list);
convert(Constant([0.1], datatype = float[8]), list);
convert(Constant([7]), float);
convert(Constant(2.5), list);
convert(Constant([[[1, 2], [3, 4]]]), list);
A := convert(Constant([[[1, 2], [3, 4]]]), Array):
A[1, 2, 1];
convert(v, Matrix);
convert(M, Vector);
convert(v, float);
convert(M, set);
