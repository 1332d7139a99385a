# A persistent tape computes two gradients from one recording.
with(DeepLearning):
x := Constant(3.0);
tape := GradientTape(persistent = true):
Enter(tape):
tape:-Watch(x);
y := x*x;
z := y*y;
Exit(tape);
dz := tape:-Gradient(z, x):
convert(dz, float);
dy := tape:-Gradient(y, x):
convert(dy, float);
# entering the persistent tape again continues its recording
Enter(tape):
w := y*x;
Exit(tape);
convert(tape:-Gradient(w, x), float);
convert(tape:-Gradient(z, x), float);
