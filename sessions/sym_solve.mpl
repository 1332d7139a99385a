# solve on SymPy (issue 29). Calling sequences and result forms: Maple help page solve,
# https://maplesoft.com/support/help/view.aspx?path=solve (one variable: a sequence of
# values; a set of variables: sets of equations; a list: a list of lists; no variables: all
# of them, a free one as x = x; no solution NULL, or [] for a list of variables), and help
# page solve/scalar (path=solve%2Fscalar): every root as often as its multiplicity, radicals
# up to degree 4, RootOf(..., index = k) beyond; a root without a closed form is a RootOf of
# _Z (help page RootOf). The values are exact algebra; rational roots come in increasing
# order (1, 2, 3 as solve/scalar shows), which may not be Maple's for every equation.
solve(x^2 - 4, x);
# help page solve/scalar, examples (2) and (3) (path=solve%2Fscalar)
solve(x^3 - 6*x^2 + 11*x - 6, x);
solve(x^3 - 6*x^2 + 11*x - 6, [x]);
# help page solve/float, example (1): Maple gives 2.996662955, 0.00333704529 (the larger
# root first) and, in its example of solve/scalar, the one root Pi - arccos(y - 9) of
# cos(x) + y = 9 where mapletape gives both of SymPy's: the orders and the second root differ
solve(x^2 - 3*x + 0.01, x);
solve(cos(x) + y = 9, x);
solve(x^2 + x - 6 = 0, x);
solve(a*x + b = 0, x);
solve({x + y = 3, x - y = 1}, {x, y});
solve({x + y = 3, x - y = 1}, [x, y]);
solve(x^2 = 4, {x});
solve(x + y = 1);
solve(x^2 + 1, x);
solve(x^5 - x + 1, x);
solve((x - 1)^2*(x + 2), x);
solve(x^55 - x + 1, x)[55];
solve(exp(x) = 0, x);
# help page solve: no solution is NULL, or [] for a list of variables
solve(exp(x) = 0, [x]);
solve(x = cos(x), x);
solve(x < 1, x);
