# coeff, degree and ldegree (issue 29), which read a polynomial as it is collected.
# Source: Maple help page coeff, examples (1) to (5),
# https://maplesoft.com/support/help/view.aspx?path=coeff (p := 2*x^2 + 3*y^3 - 5:
# coeff(p, x, 2) and coeff(p, x^2) are 2, coeff(p, x, 0) is 3*y^3 - 5, coeff(p, y^3) is 3;
# r := x^2 + 4*x - 6*x*y + 9 prints x^2 - 6*x*y + 4*x + 9 there, and coeff(r, x*y) is an
# error); Maple help page degree, https://maplesoft.com/support/help/view.aspx?path=degree
# (negative powers allowed; 0 has degree -infinity and ldegree infinity; FAIL for no
# polynomial; the total degree without x). The numbers are exact arithmetic.
p := 2*x^2 + 3*y^3 - 5;
coeff(p, x, 2);
coeff(p, x^2);
coeff(p, x, 0);
coeff(p, y^3);
r := x^2 + 4*x - 6*x*y + 9;
coeff(r, x*y);
coeff((x + 1)^2, x, 1);
coeff(expand((x + 1)^2), x, 1);
degree(p, x), degree(p, y), degree(p);
degree(x^3 + x^(-2), x), ldegree(x^3 + x^(-2), x);
degree(0, x), ldegree(0, x);
degree(sin(x), x);
degree((x + 1)^3*x, x), degree(x*y^2 + x^3, {x, y}), ldegree(x*y^2 + x^3, {x, y});
