# simplify on SymPy (issue 29). Source: Maple help page simplify, examples (1) to (5),
# https://maplesoft.com/support/help/view.aspx?path=simplify: simplify(4^(1/2) + 3) is 5,
# simplify(exp(a + ln(b*exp(c)))) is b*exp(c + a), simplify(sin(x)^2 + ln(2*x) + cos(x)^2)
# is ln(2) + ln(x) + 1, with trig only ln(2*x) + 1, and simplify(sqrt(x^2),
# assume = positive) is x. Maple orders the sums ln(2) + ln(x) + 1 and exp(c + a) where
# mapletape prints ln(x) + ln(2) + 1 and exp(a + c): the same values.
simplify(4^(1/2) + 3);
simplify(exp(a + ln(b*exp(c))));
simplify(sin(x)^2 + ln(2*x) + cos(x)^2);
simplify(sin(x)^2 + ln(2*x) + cos(x)^2, trig);
simplify(sqrt(x^2), assume = positive);
simplify(sin(x)^2 + cos(x)^2 = 1);
simplify(x, nonsense);
