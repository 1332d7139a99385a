# Reductions over all entries or along axes counted from 0.
with(DeepLearning):
M := Constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], datatype = float[8]):
convert(ReduceSum(M), float);
convert(ReduceSum(M, axis = 0), list);
convert(ReduceSum(M, axis = 1), list);
convert(ReduceSum(M, axis = -1), list);
convert(ReduceSum(M, axis = [0, 1]), float);
convert(ReduceMean(M, axis = 0), list);
convert(ReduceMax(M, axis = 1), list);
convert(ReduceMin(M), float);
convert(ReduceProduct(M, axis = 0), list);
convert(ReduceLogSumExp(Constant([0.0, 0.0], datatype = float[8])), float);
Shape(ReduceMean(M, axis = 1));
convert(ReduceAll(Constant([true, false])), list);
convert(ReduceAny(Constant([true, false])), list);
ReduceSum(M, axis = 2);
ReduceSum(M, axis = x);
ReduceSum(M, keepdims = true);
ReduceSum([1, 2]);
