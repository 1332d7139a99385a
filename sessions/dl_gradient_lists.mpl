# Gradient of a list of targets (their sum) for a list of sources, shaped like the sources.
with(DeepLearning):
a := Constant([1.0, 2.0]):
b := Constant(3.0):
tape := GradientTape():
Enter(tape):
tape:-Watch([a, b]);
y1 := a*b;
y2 := b^2;
Exit(tape);
grads := tape:-Gradient([y1, y2], [a, b]);
convert(grads[1], list);
convert(grads[2], float);
nops(grads);
