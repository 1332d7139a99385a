# A teacher's round trip (issue 25, "Done when"): measured points from a CSV file, a
# Jacobian evaluated at a point, LinearSolve on it, and a plot of the data and the fit.
# Sources: Maple help pages ImportMatrix (source = csv reads a comma-separated file into a
# Matrix), VectorCalculus/Jacobian (a list of expressions and a list of variables give the
# Matrix of partial derivatives), LinearAlgebra/LinearSolve, LinearAlgebra/Norm, and
# plots/display; the numbers are exact arithmetic: the points (0, 1), (1, 3), (2, 7),
# (3, 13) lie on x^2 + x + 1, so one Gauss-Newton step from a = b = c = 0 (the normal
# equations J^T J s = -J^T r) gives s = [1, 1, 1] with residual 0; for
# F = [x1^2 + x2^2 - 4, x1*x2 - 1] at (1, 2), J = [[2, 4], [2, 1]], F = [1, 1], and the
# Newton step solving J s = -F is [-1/2, 0]. The character plot follows plot_basics.mpl
# (our reading of Maple's char plot device).
with(LinearAlgebra):
P := ImportMatrix("teacher_points.csv", source = csv);
n := RowDimension(P);
r := [seq(a*P[i, 1]^2 + b*P[i, 1] + c - P[i, 2], i = 1 .. n)];
J := VectorCalculus:-Jacobian(r, [a, b, c]);
J0 := eval(J, {a = 0, b = 0, c = 0});
r0 := Vector(eval(r, {a = 0, b = 0, c = 0}));
step := LinearSolve(Transpose(J0) . J0, -Transpose(J0) . r0);
fit := eval(a*x^2 + b*x + c, {a = step[1], b = step[2], c = step[3]});
Norm(Vector(eval(r, {a = step[1], b = step[2], c = step[3]})));
plots:-display(plots:-pointplot(convert(P, listlist)), plot(fit, x = 0 .. 3), title = "data and fit");
F := [x1^2 + x2^2 - 4, x1*x2 - 1]:
JF := VectorCalculus:-Jacobian(F, [x1, x2]);
p := {x1 = 1, x2 = 2}:
eval(JF, p), Vector(eval(F, p));
LinearSolve(eval(JF, p), -Vector(eval(F, p)));
