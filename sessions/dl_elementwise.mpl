# Element-wise functions: Maple's own names apply entry by entry to a Tensor.
with(DeepLearning):
x := Constant([0.0, 0.5, 1.0], datatype = float[8]):
convert(exp(x), list);
convert(ln(x + 1), list);
convert(log(x + 1), list);
convert(sqrt(4*x), list);
convert(sin(x), list);
convert(cos(x), list);
convert(tan(x), list);
convert(sinh(x), list);
convert(cosh(x), list);
convert(tanh(x), list);
convert(arcsin(x), list);
convert(arccos(x), list);
convert(arctan(x), list);
convert(arctan(x, Constant([1.0, 1.0, -1.0], datatype = float[8])), list);
convert(sigmoid(x), list);
convert(erf(x), list);
y := Constant([-1.5, -0.5, 0.5, 2.5], datatype = float[8]):
convert(abs(y), list);
convert(floor(y), list);
convert(ceil(y), list);
convert(round(y), list);
convert(sign(y), list);
e := exp(Constant([1.0, 2.0]));
exp(Constant([1, 2]));
exp(x, x);
exp(2.0);
