# Symbolic differentiation (diff, D), substitution (subs) and evaluation at a point (eval).
# Expected forms: Maple help page "diff" (maplesoft.com/support/help/view.aspx?path=diff),
# a Maple session at cs.princeton.edu/courses/archive/fall09/cos323/differential/maple.html,
# help pages "D" (path=D) and "subs" (path=subs); the rest is exact arithmetic.
diff(x^3, x);
diff(sin(x)^2, x);
diff(exp(2*x), x);
diff(ln(x), x);
diff(sqrt(x), x);
diff(tan(x), x);
diff(arctan(x), x);
diff(1/(x^2 + 1), x);
diff(x*sin(cos(x)), x);
diff(a*x^n + b*x^(n - 1) + c, x);
diff(3*x^3 + 2*x^2 + 23*x + 2342, x, x);
diff(x^4, x$2);
diff(x*y^2 + x^2, [y, x]);
diff(f(x), x);
diff(f(x, y), x, x, y);
diff(x^2, 2);
D(sin);
D(ln);
D(sqrt)(4);
g := x -> x^2*sin(x);
dg := D(g);
dg(Pi);
subs(x = 0, sin(x));
eval(sin(x), x = 0);
eval(diff(f(x), x), x = 3);
subs([x = y, y = x], x - 2*y);
subs(x = y, y = 3, x^2);
# A tape gradient checked against the exact derivative at the same point: both are
# 2 x sin(x) + x^2 cos(x) at x = 3, the tape's in float[4], so they agree to about 6 digits.
exact := eval(diff(x^2*sin(x), x), x = 3.0);
with(DeepLearning):
t := Constant(3.0):
tape := GradientTape():
Enter(tape):
tape:-Watch(t);
y := t^2*sin(t):
Exit(tape);
taped := convert(tape:-Gradient(y, t), float);
evalb(abs(taped - exact) < 1e-5);
