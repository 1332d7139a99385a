# What a Tensor is: Shape, Rank, Datatype, Name.
with(DeepLearning):
t := Constant(<<1.0, 2.0, 3.0, 4.0, 5.0, 6.0>>);
Shape(t);
Rank(t);
Datatype(t);
s := Constant(1.5):
Shape(s);
Rank(s);
V := Variable([1, 2, 3], datatype = integer[8]):
Shape(V);
Rank(V);
Datatype(V);
Name(V);
Name(t);
Shape(t, t);
Shape([1, 2]);
