# Cast to another datatype; Concatenate along an axis counted from 0.
with(DeepLearning):
t := Constant([1.7, -2.2, 3.5]);
i := Cast(t, integer[4]);
convert(i, list);
Datatype(Cast(i, float[8]));
Cast(t, truefalse);
convert(Cast(Constant([0, 2]), truefalse), list);
a := Ones([2, 3]):
b := Zeros([4, 3]):
c := Concatenate([a, b], 0);
convert(Concatenate([a, Fill([2, 1], 5.0)], 1), Matrix);
convert(Concatenate([Constant([1, 2]), Constant([3])]), list);
Concatenate([a, Zeros([2, 2])], 0);
Concatenate([a, b], 2);
Concatenate(a, 0);
Cast(t, float[5]);
