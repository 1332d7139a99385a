# Nested tapes: the outer tape records the inner gradient, giving the second derivative.
with(DeepLearning):
x := Constant(5.0):
outer := GradientTape():
inner := GradientTape():
Enter(outer):
outer:-Watch(x);
Enter(inner):
inner:-Watch(x);
y := x^3:
Exit(inner);
dy := inner:-Gradient(y, x):
Exit(outer);
d2y := outer:-Gradient(dy, x):
convert(dy, float);
convert(d2y, float);
