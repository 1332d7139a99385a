# log10, log[b], frem and the integer commands' argument errors.
# Source: Maple help page convert/log (path=convert%2Flog): "Maple ... automatically converts
# log[b](x) to ln(x)/ln(b)", its example log10(x) is ln(x)/ln(10); help page ln (path=ln):
# log10(x) = log[10](x). Help page frem (path=frem), examples 1-4. The argument error of a
# kernel builtin (irem, iquo, modp) has the form of Maple's coeff(f, x*y) error quoted in
# SageMath's issue 9505 (github.com/sagemath/sage/issues/9505).
log10(x);
log10(100);
log10(1000.);
log[2](8);
log(8, 2);
evalf(log10(2));
frem(2.2, 3);
frem(-2.2, 3);
frem(2, 3);
irem(2, 3);
irem(5, 2.3);
iquo(5.0, 2);
modp(1.5, 7);
