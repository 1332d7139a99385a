# Variables on a tape: watched automatically, in creation order; Watch adds constants.
with(DeepLearning):
b := Variable([1.0, -1.0], name = "b"):
w := Variable([[1.0, 2.0], [3.0, 4.0]], name = "w"):
x := Constant([1.0, 1.0]):
tape := GradientTape():
Enter(tape):
tape:-WatchedVariables();
y := ReduceSum(w . x + b);
Exit(tape);
map(Name, tape:-WatchedVariables());
gs := tape:-Gradient(y, [w, b]):
convert(gs[1], Matrix);
convert(gs[2], list);
