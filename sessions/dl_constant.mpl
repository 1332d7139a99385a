# Constant: datatype inferred from the data, or chosen with datatype=.
with(DeepLearning):
Constant(2.0);
Constant([1, 2, 3]);
Constant([1, 2.5]);
Constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]);
Constant(<1.0, 2.0, 3.0>);
Constant(<<1.0, 2.0> | <3.0, 4.0>>);
Constant([1, 2], datatype = float[8]);
Constant([true, false, true]);
Constant(["a", "b"]);
c := Constant([0.5, 0.25], name = "halves"):
Name(c);
convert(Constant(c, datatype = float[8]), list);
Constant([1.5, 2], datatype = integer[4]);
Constant([1, 2], datatype = float[3]);
Constant([[1, 2], [3]]);
Constant(x + 1);
Constant([1.0], shape = [1]);
