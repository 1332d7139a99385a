# Indexing Tensors counts from 1 like every Maple index; t[] is the whole Tensor.
with(DeepLearning):
M := Constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]):
M[2];
convert(M[2], list);
convert(M[2, 3], float);
convert(M[-1, -1], float);
convert(M[1, 2..3], list);
convert(M[1..2, 1], list);
convert(M[], Matrix);
V := Variable([10.0, 20.0, 30.0]):
convert(V[2..3], list);
M[3];
M[0];
M[1, 1, 1];
M[a];
