# MatrixMultiply and the . operator; Transpose.
with(DeepLearning):
A := Constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]):
B := Constant([[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]]):
C := MatrixMultiply(A, B);
convert(C, Matrix);
convert(B . A, Matrix);
v := Constant([1.0, 1.0]):
convert(A . v, list);
convert(v . v, float);
T := Transpose(A);
convert(T, Matrix);
W := Variable([[2.0, 0.0], [0.0, 2.0]]):
convert(MatrixMultiply(A, W), Matrix);
MatrixMultiply(A, A);
A . Constant([1.0, 2.0], datatype = float[8]);
MatrixMultiply(A, 2.0);
Transpose(A, B);
