# Maple-level rules of a GradientTape, with TensorFlow's wording.
with(DeepLearning):
tape := GradientTape():
tape:-Reset();
Enter(tape):
Enter(tape);
n := Constant([1, 2]);
tape:-Watch(n);
tape:-Watch(3);
x := Constant([1.0, 2.0]):
tape:-Watch(x);
y := x^2:
# Reset forgets y := x^2 and the watch list; only what follows is recorded
tape:-Reset();
tape:-Watch(x);
y := 3*x:
Exit(tape);
Exit(tape);
convert(tape:-Gradient(y, x), list);
GradientTape(persistent = maybe);
GradientTape(depth = 2);
later := GradientTape():
later:-Watch(x);
tape:-Gradient(y, n);
tape:-Gradient(y);
tape:-Frobnicate(y);
