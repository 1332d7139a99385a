# fsolve (issue 29), on SymPy's real_roots and Newton's method. Source: Maple help page
# fsolve, https://maplesoft.com/support/help/maple/view.aspx?path=fsolve (the roots of one
# equation are a sequence; of a set of equations, sets of equations; for one polynomial in
# one variable with real coefficients all its real roots; complex for the complex ones),
# and the error of help page solve/float (path=solve%2Ffloat), `x is in the equation, and
# is not solved for`. The digits are those of the exact roots (sqrt(2), the root of
# x = cos(x), the roots of x^4 - 10*x^2 + 1, which are +-sqrt(2) +- sqrt(3)), rounded to Digits.
fsolve(x^2 = 2, x);
fsolve(x^4 - 10*x^2 + 1, x);
fsolve(x^3 - x + 1, x);
fsolve(x^3 - x + 1, x, complex);
fsolve(x^2 - 2, x = 0 .. 5);
fsolve(cos(x) = x, x);
fsolve(sin(x), x = 3 .. 4);
fsolve({x + y = 3, x*y = 2}, {x, y});
fsolve(x^2 = 4);
Digits := 20:
fsolve(x^2 = 2, x);
Digits := 10:
# no root: the call stays unevaluated
fsolve(exp(x) = 0, x);
fsolve(x^2 + y = 1, x);
fsolve(x^2 = 2, x, 3);
