# Datatype mistakes a user makes with Tensors and Variables, each a clear Maple error.
with(DeepLearning):
# integer datatypes hold only whole numbers in their range: nothing wraps around
Constant(3000000000);
Constant(3000000000, datatype = integer[8]);
Constant(300, datatype = integer[1]);
Constant([0.5, 1], datatype = integer[4]);
Constant([1, 0, 2], datatype = truefalse);
Fill([2], "s");
# a Variable keeps its datatype: Maple numbers adapt, a Tensor of another datatype does not
v := Variable([1, 2]);
Assign(v, [3, 4]):
convert(v, list);
Assign(v, Constant([1.5, 2.5]));
AssignAdd(v, Cast(Constant([1.5, 2.5]), integer[4])):
convert(v, list);
s := Variable("text"):
AssignAdd(s, "more");
# operations TensorFlow does not define for a datatype name it as Maple does
b := Constant([true, false]):
-b;
ReduceAll(Constant([1.0, 0.0]));
ReduceAll(b);
Concatenate([Constant([1.0]), Constant([1])]);
RandomTensor(Uniform(0, 1), [2], datatype = truefalse);
convert(Constant("text"), float);
ReduceSum(Constant(3.0), axis = 0);
