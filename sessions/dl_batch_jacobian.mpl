# BatchJacobian: one Jacobian per row of a batch.
with(DeepLearning):
g := GradientTape(persistent = true):
Enter(g):
x := Constant([[1., 2.], [3., 4.]], datatype = float[4]);
g:-Watch(x);
y := x^2;
Exit(g);
bj := g:-BatchJacobian(y, x);
convert(bj, list);
J := g:-Jacobian(y, x):
Shape(J);
# without g:- the call stays unevaluated, as on the help page
BatchJacobian(y, x);
v := Constant([1., 2.]):
Enter(g):
g:-Watch(v);
u := v^2:
Exit(g);
g:-BatchJacobian(u, v);
