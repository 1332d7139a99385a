# A non-persistent tape gives one set of gradients; a second request is an error.
with(DeepLearning):
x := Constant([1.0, 2.0]):
tape := GradientTape():
Enter(tape):
tape:-Watch(x);
y := x^3:
Exit(tape);
g := tape:-Gradient(y, x):
convert(g, list);
tape:-Gradient(y, x);
tape:-Jacobian(y, x);
# entering the used tape again starts a new recording
Enter(tape):
tape:-Watch(x);
w := 2*x:
Exit(tape);
convert(tape:-Gradient(w, x), list);
