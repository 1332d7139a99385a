# The inverse trigonometric and hyperbolic functions of
# https://maplesoft.com/support/help/maple/view.aspx?path=invtrig not built before:
# arccot(x) = Pi/2 - arctan(x), in (0, Pi) for real x; arcsech(x) = arccosh(1/x),
# arccsch(x) = arcsinh(1/x), arccoth(x) = arctanh(1/x)
arccot(0), arccot(1), arccot(-1), arccot(x);
arccot(2.);
arcsech(1), arccsch(-2), arccoth(-x), arccoth(0);
arcsech(0.5), arccsch(1.), arccoth(2.);
arccoth(1);
diff(arccot(x), x);
diff(arccoth(x), x);
# https://maplesoft.com/support/help/view.aspx?path=argument, examples (3)-(8)
argument(1/2. - 1/3*I);
argument(-1/2. - 1/3*I);
argument(1/2), argument(-1/2);
argument(I), argument(1 + 2*I), argument(z);
# https://maplesoft.com/support/help/view.aspx?path=csgn: the half-plane of x;
# csgn(0) is _Envsignum0, 0 when unassigned
csgn(2), csgn(-3.5), csgn(I), csgn(-2*I), csgn(1 - I), csgn(0);
csgn(-x);
# https://www.maplesoft.com/support/help/maple/view.aspx?path=Heaviside: examples (1), (2);
# Heaviside(0) returns undefined
diff(Heaviside(x), x);
Heaviside(4), Heaviside(-2), Heaviside(0);
# https://maplesoft.com/support/help/view.aspx?path=Airy, examples (1), (2), (3), (5), (6)
AiryAi(0);
AiryBi(0);
AiryAi(1.23);
AiryAi(1, x);
AiryBi(2, x);
# https://maplesoft.com/support/help/view.aspx?path=anames: the assigned names
a := 1: f := proc(t) t end proc: L := [1, 2]:
anames(user);
anames(procedure);
