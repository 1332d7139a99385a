# + - * / ^ between Tensors, Variables and numbers, with broadcasting.
with(DeepLearning):
x := Constant([1.0, 2.0, 4.0]):
M := Constant([[1.0, 2.0, 4.0], [2.0, 4.0, 8.0]]):
convert(x + 1, list);
convert(1 - x, list);
convert(3*x, list);
convert(x/2, list);
convert(2/x, list);
convert(x^2, list);
convert(2^x, list);
convert(x^x, list);
convert(-x, list);
convert(M + x, Matrix);
convert(M*x - M, Matrix);
convert(M / Constant([[1.0], [2.0]]), Matrix);
v := Variable([1.0, 1.0, 1.0]):
convert(v*x + v, list);
convert(x + [10.0, 20.0, 30.0], list);
n := Constant([1, 2, 3]):
convert(n*2 + 1, list);
convert(n/2, list);
n*0.5;
x + Constant([1.0, 2.0]);
x + Constant([1.0, 2.0, 3.0], datatype = float[8]);
x + "a";
