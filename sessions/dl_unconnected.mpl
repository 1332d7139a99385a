# Sources the target does not depend on: NULL by default, or undefined, or zeros.
with(DeepLearning):
x := Constant([1.0, 2.0]):
z := Constant([5.0, 6.0]):
tape := GradientTape(persistent = true):
Enter(tape):
tape:-Watch([x, z]);
y := 2*x:
Exit(tape);
tape:-Gradient(y, z);
tape:-Gradient(y, z, unconnected = NULL);
tape:-Gradient(y, z, unconnected = undefined);
g0 := tape:-Gradient(y, z, unconnected = 0);
convert(g0, list);
gs := tape:-Gradient(y, [x, z]);
nops(gs);
tape:-Gradient(y, [x, z], unconnected = undefined);
tape:-Gradient(y, z, unconnected = 1);
