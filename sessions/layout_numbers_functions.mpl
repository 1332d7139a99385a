# Numeric functions are exact where Maple is exact, floats for floats, unevaluated for symbols.
sqrt(16), sqrt(2), sqrt(8), sqrt(9/4), sqrt(-4);
sqrt(x);
sqrt(2.0);
exp(0), exp(1), exp(1.0), ln(1), ln(2.);
sin(0), sin(Pi), cos(Pi), sin(Pi/2), cos(Pi/2);
sin(-x), cos(-x), tan(-2);
sin(1.0), cos(1.0), tan(1.0), arctan(1.0);
arctan(1);
abs(-3/4), abs(x), floor(7/2), ceil(7/2), round(5/2), floor(-2.5);
max(1, 5/2, 2.), min(3, 1.5, 2), max(x, 1, 2);
evalf(sqrt(2)), evalf(exp(1)), evalf(Pi);
evalf[20](Pi);
evalf[5](sin(1) + 1/3);
Digits := 20:
exp(1.0);
Digits := 10:
log(x);
sin(x)^2 + cos(x)^2;
sin([1, 2]);
sin(Pi/6), cos(Pi/3), sin(Pi/4), cos(5*Pi/6), tan(3*Pi/4), sin(Pi/5);
tan(Pi/2);
