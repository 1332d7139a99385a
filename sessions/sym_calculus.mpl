# int, limit, series, taylor and sum on SymPy (issue 29).
# series: Maple help page VectorCalculus/series, examples (1) to (3),
# https://www.maplesoft.com/support/help/view.aspx?path=VectorCalculus%2Fseries (series of
# sin(t), exp(t), sin(t)/t, (1 - cos(t))/t and log(1 + z)); taylor: Maple help page taylor,
# examples (1) to (5), https://maplesoft.com/support/help/view.aspx?path=taylor. Maple gives
# (1 - cos(t))/t as 1/2*t - 1/24*t^3 + O(t^5), one term less than mapletape's
# 1/2*t - 1/24*t^3 + 1/720*t^5 + O(t^7): Maple's truncation order counts before the division.
series(sin(t), t = 0);
series(exp(t), t = 0);
series(sin(t)/t, t = 0);
series((1 - cos(t))/t, t = 0);
series(log(1 + z), z);
taylor(exp(x), x = 0, 4);
taylor(1/x, x = 1, 3);
taylor(sin(x), x = Pi);
taylor(sqrt(1 + x), x, 8);
taylor(sqrt(1 + x), x = 0, 8);
series(1/(x*(1 - x)), x, 3);
series(exp(1/x), x = infinity, 3);
# help page taylor: a Taylor series converted to a polynomial drops its order term
convert(series(exp(x), x, 3), polynom);
convert(taylor(1/x, x = 1, 3), polynom);
# int: calling sequences of the help page int, https://maplesoft.com/support/help/view.aspx?path=int
# (no constant of integration; x = a .. b; a list of variables); values by exact calculus;
# an integrand without a closed form stays int(...)
int(x^2, x);
int(1/x, x);
int(exp(-x^2), x);
int(exp(-x^2), x = 0 .. infinity);
int(x^2, x = 0 .. 1);
int(x*y, [x, y]);
int(exp(x^3)*sin(x), x);
int(1/x, x = -1 .. 1);
int(x^2, 2);
# limit: help page limit, https://maplesoft.com/support/help/view.aspx?path=limit (two-sided
# by default, from one side at infinity; a range for a bounded result), and
# student(deprecated)/Limit, whose value(Limit(x^3 + 3*x^2 + x + 1, x = 4)) is 117
limit(x^3 + 3*x^2 + x + 1, x = 4);
limit(sin(x)/x, x = 0);
limit(1/x, x = 0);
limit(1/x, x = 0, right), limit(1/x, x = 0, left);
limit((1 + 1/x)^x, x = infinity);
limit(sin(1/x), x = 0);
limit(x, y);
# sum: Maple help page sum, examples (1) to (5), https://maplesoft.com/support/help/view.aspx?path=sum
# (sum(k^2, k) is 1/3*k^3 - 1/2*k^2 + 1/6*k; sum(k, k = 0 .. n - 1) is 1/2*n^2 - 1/2*n;
# sum(1/k!, k = 0 .. infinity) is exp(1); sum(k + 1, k = 0 .. 6) is 28; Maple writes
# sum(k + 1, k = 0 .. n) as 1/2*(n + 1)^2 + 1/2 + 1/2*n, the same polynomial as mapletape's
# 1/2*n^2 + 3/2*n + 1); unevaluated where there is no closed form; the others exact
sum(k^2, k);
sum(k, k = 0 .. n - 1);
sum(k + 1, k = 0 .. n);
sum(1/k!, k = 0 .. infinity);
sum(k + 1, k = 0 .. 6);
sum(2^k, k);
sum(1/k^2, k = 1 .. infinity);
sum(1/ln(k)^k!, k = 2 .. infinity);
sum(k, 3);
