# factor and normal on SymPy (issue 29). Calling sequences: Maple help pages factor
# (factor(a), factor(a, K) over the rationals with K adjoined),
# https://maplesoft.com/support/help/view.aspx?path=factor, and normal (normal(f),
# normal(f, expanded)), https://maplesoft.com/support/help/view.aspx?path=normal.
# factor does not factor integers nor the integer content of a polynomial's coefficients
# (help page factor), so 12 stays 12 and 6*x^2 + 18*x - 24 keeps its 6 whole.
# factor(x^5 - y^5) is (x-y)*(x^4+x^3*y+x^2*y^2+x*y^3+y^4) as Maple returned it in the
# doctest of SageMath's Maple interface (sage/interfaces/maple.py); the rest is exact
# arithmetic.
factor(x^2 - 1);
factor(x^5 - y^5);
factor(6*x^2 + 18*x - 24);
factor(12);
factor(x^3 - x);
factor(x^2 - 2);
factor(x^2 - 2, sqrt(2));
factor(x^2 + 1, I);
factor((x^2 - 1)/(x^2 + 2*x + 1));
factor(x^2 - 1, 2*x);
normal((x^2 - y^2)/(x - y));
normal(1/x + x/(x + 1));
normal(1/x + x/(x + 1), expanded);
normal([1/x + 1, (x^2 - 1)/(x - 1)]);
numer(1/x + 1), denom(1/x + 1);
