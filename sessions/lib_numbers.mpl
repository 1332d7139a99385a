# integer quotient and remainder: https://maplesoft.com/support/help/view.aspx?path=irem
irem(23, 4, 'q');
q;
iquo(23, 4, 'r');
r;
irem(-23, 4), iquo(-23, 4);
irem(23, -4), iquo(23, -4);
irem(-23, -4), iquo(-23, -4);
irem(x, 3);
# a kernel builtin's argument error, in the form of Maple's `coeff(f, x*y)` error in the
# session quoted in SageMath's issue 9505 (github.com/sagemath/sage/issues/9505)
irem(5, 2.3);
# positive representation modulo m: https://maplesoft.com/support/help/view.aspx?path=mod
modp(-5, 3);
modp(1/2, 5);
# integer parts: https://maplesoft.com/support/help/view.aspx?path=trunc
trunc(7), trunc(8/3), trunc(-2.4), trunc(Pi);
round(2.5), round(-2.5), round(-8/3);
floor(-3.5), ceil(-3.5), floor(Pi), ceil(-8/3);
frac(8/3), frac(-3.5), frac(Pi);
floor(x);
# https://maplesoft.com/support/help/view.aspx?path=igcd
igcd(), ilcm();
igcd(10, 6, 8);
ilcm(10, 6, 8);
igcd(a, a*b);
# https://www.maplesoft.com/support/help/view.aspx?path=isprime
isprime(1), isprime(2), isprime(17), isprime(21);
isprime(11! + 1);
# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=ifactor and type/facint
ifactor(60);
lprint(ifactor(60));
a := ifactor(2520);
b := ifactor(81/8);
lprint(b);
ifactor(-120);
ifactor(61);
ifactor(2^64 + 1);
# https://www.maplesoft.com/support/help/view.aspx?path=convert%2Frational
convert(0.125, rational);
convert(2.345, rational);
convert(0.3333333333, rational);
convert(0.3333333333, rational, exact);
convert(evalf(Pi), rational);
convert(evalf(Pi), rational, 3);
convert(0.75, rational);
# https://www.maplesoft.com/support/help/errors/view.aspx?path=convert%2Ffloat
convert(1/2, float);
convert(Pi, float, 3);
# time values vary: compare them only (https://maplesoft.com/support/help/view.aspx?path=time)
st := time():
add(i^2, i = 1..1000):
evalb(time() - st >= 0);
evalb(time[real]() >= 0);
# Maple names mapletape lacks: unevaluated, with one warning per name per session
rsolve(x^2 = 4, x);
rsolve(x^3 = 8, x);
dsolve(y(x) = 4, y(x));
with(plottools);
