# One Newton step for f(x) = x1^4 + x2^4 + x1*x2 from x = [1, 2], as a Maple user writes it:
# the gradient from an inner tape, the Hessian as the Jacobian of that gradient on an outer
# persistent tape, then x - H^(-1) g with MatrixInverse. By hand (exact arithmetic):
# g = [4*x1^3 + x2, 4*x2^3 + x1] = [6, 33], H = [[12*x1^2, 1], [1, 12*x2^2]] = [[12, 1], [1, 48]],
# H^(-1) g = [51/115, 78/115], so the new x is [64/115, 152/115] = [0.5565..., 1.3217...].
with(DeepLearning):
x := Variable([1., 2.], datatype = float[8]);
outer := GradientTape(persistent):
inner := GradientTape():
Enter(outer):
Enter(inner):
f := ReduceSum(x^4) + ReduceProduct(x);
Exit(inner):
g := inner:-Gradient(f, x);
Exit(outer):
convert(g, list);
H := outer:-Jacobian(g, x);
convert(H, Matrix);
step := MatrixInverse(H) . g:
convert(step, list);
xnew := x - step;
convert(xnew, list);
# the persistent tape can be asked again: the Hessian is symmetric
convert(Transpose(outer:-Jacobian(g, x)) - H, Matrix);
convert(Determinant(H), float);
