# LinearAlgebra:-LinearSolve (issue 25, item 2).
# Source: Maple help page Student/LinearAlgebra/LinearSolve, examples (1) to (4),
# https://www.maplesoft.com/support/help/view.aspx?path=Student%2FLinearAlgebra%2FLinearSolve
# (its M[1..-1, 1..-2] is written with SubMatrix and Column here); LinearAlgebra/LinearSolve
# for free = name and method = name,
# https://www.maplesoft.com/support/help/maple/view.aspx?path=LinearAlgebra/LinearSolve;
# the error from the Error Message Guide page "inconsistent system",
# https://www.maplesoft.com/support/help/maple/view.aspx?path=inconsistentsystem.
# Maple prints -7/6 + _t1[4]/2 where mapletape puts the constant last; the values agree.
with(LinearAlgebra):
A := <<1, 2, 3>|<4, 5, 6>|<7, 8, 0>>:
b := <3, 2, -2>:
LinearSolve(A, b);
M := <<1, 1, 1, 4>|<1, 1, -2, 1>|<3, 1, 1, 8>|<-1, 1, -1, -1>|<0, 1, 1, 0>>:
M_sol := LinearSolve(M);
Equal(SubMatrix(M, 1 .. 4, 1 .. 4) . M_sol, Column(M, 5));
R := <<1, 2, 3>|<4, 5, 7>|<7, 8, 9>|<10, 11, 12>>:
z := <3, 2, 0>:
LinearSolve(R, z);
LinearSolve(Matrix([[1, 2], [2, 4]]), <1, 2>, free = s);
LinearSolve(A, b, method = LU), LinearSolve(A, b, method = QR);
LinearSolve(Matrix([[1., 2.], [3., 4.]]), <5., 6.>);
LinearSolve(Matrix([[2, 1], [1, 3]]), Matrix([[1, 0], [0, 1]]));
LinearSolve(Matrix([[1, 2], [2, 4]]), <1, 1>);
LinearSolve(A, <1, 2>);
LinearSolve(A, b, method = Gauss);
