# LinearAlgebra:-GenerateMatrix, GenerateEquations, LinearSolve on the result, and the
# triangular solvers (issue 25, item 2).
# Source: Maple help page Student/LinearAlgebra/GenerateMatrix, examples (1) and (2),
# https://maplesoft.com/support/help/view.aspx?path=Student%2FLinearAlgebra%2FGenerateMatrix
# (A = [[3,2,3,-2],[1,1,1,0],[1,2,1,-1]], b = <1,3,2>); LinearAlgebra/GenerateMatrix:
# a Matrix-Vector pair unless augmented = true, expressions taken as equal to 0,
# https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra/GenerateMatrix;
# LinearAlgebra/GenerateEquations (B omitted: right-hand sides 0, or the last column when
# one unknown fewer is given),
# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=LinearAlgebra/GenerateEquations.
# The solutions are exact arithmetic, checked by substitution (A . x = b).
with(LinearAlgebra):
sys := [3*x1 + 2*x2 + 3*x3 - 2*x4 = 1, x1 + x2 + x3 = 3, x1 + 2*x2 + x3 - x4 = 2]:
var := [x1, x2, x3, x4]:
A, b := GenerateMatrix(sys, var);
GenerateMatrix(sys, var, augmented = true);
GenerateEquations(A, var, b);
x := LinearSolve(A, b, free = s);
Equal(A . x, b);
GenerateEquations(Matrix([[1, 2, 5], [3, 4, 6]]), [u, v]);
GenerateMatrix([2*u + 3*v - 5, u - v], [u, v]);
BackwardSubstitute(Matrix([[2, 1], [0, 4]]), <3, 8>);
ForwardSubstitute(Matrix([[2, 0], [1, 4]]), <2, 9>);
GenerateMatrix([u*v = 1], [u, v]);
BackwardSubstitute(Matrix([[2, 1], [1, 4]]), <3, 8>);
