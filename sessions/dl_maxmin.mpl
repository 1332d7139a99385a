# Maximum and Minimum, entry by entry, with broadcasting.
with(DeepLearning):
a := Constant([1.0, 5.0, 3.0]):
b := Constant([4.0, 2.0, 3.0]):
convert(Maximum(a, b), list);
convert(Minimum(a, b), list);
convert(Maximum(a, 2.5), list);
convert(Minimum(2.5, a), list);
convert(Maximum(Constant([[1.0], [4.0]]), a), Matrix);
Maximum(a, Constant([1.0, 2.0]));
Maximum(a);
Maximum(a, x);
