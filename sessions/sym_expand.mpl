# expand on SymPy (issue 29). Calling sequences: Maple help page expand,
# https://maplesoft.com/support/help/Maple/view.aspx?path=expand (expand(expr, expr1, ...)
# keeps expr1 ... whole; of a quotient only the numerator is expanded). Expected values:
# exact arithmetic and the addition rules of sin, cos and exp; expand((y^3+5)^2*(2*y-1)^3)
# as Maple printed it in the session at pastebin.com/HKhcfrRw; term order as the help page
# coeff prints x^2 + 4*x - 6*x*y + 9 (x^2 - 6*x*y + 4*x + 9): by descending powers.
expand((x + 1)^2);
expand((x + 1)*(x + 2));
expand((y^3 + 5)^2*(2*y - 1)^3);
expand(sin(x + y));
expand(cos(2*x));
expand(exp(a + b));
expand((x + 1)*(y + z));
expand((x + 1)*(y + z), x + 1);
expand((x + 1)^2/((x + 2)*(x + 3)));
expand([(x + 1)^2, a*(b + c)]);
expand((x + 1)^2 = y*(y + 1));
# held to kernelopts(maxsize) before any work: 10^8 + 1 terms
expand((x + y)^100000000);
expand("text");
expand();
