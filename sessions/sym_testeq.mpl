# testeq (issue 29): equality tested at points of its names. Source: Maple help page
# testeq, examples (1) to (3), https://maplesoft.com/support/help/Maple/view.aspx?path=testeq
# (evalb(a = b) and evalb(expand(a) = expand(b)) are false, testeq(a = b) true), and help
# page verify/testeq (path=verify%2Ftesteq): a equals b but not sin(x)^2 - cos(x)*tan(x).
# FAIL for an unknown function, as the help page says of expressions outside its class.
a := (sin(x)^2 - cos(x)*tan(x))*(sin(x)^2 + cos(x)*tan(x))^2:
b := 1/4*sin(2*x)^2 - 1/2*sin(2*x)*cos(x) - 2*cos(x)^2 + 1/2*sin(2*x)*cos(x)^3 + 3*cos(x)^4 - cos(x)^6:
evalb(a = b);
evalb(expand(a) = expand(b));
testeq(a = b);
testeq(b, a), testeq(a, sin(x)^2 - cos(x)*tan(x));
testeq((x + 1)^2 - x^2 - 2*x - 1);
testeq(f(x) = f(x + 0));
testeq(f(x) + 1 = f(x) + 2);
testeq(f(x) = g(x));
