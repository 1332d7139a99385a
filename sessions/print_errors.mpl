# Errors from builtins are worded as Maple words them, flush left, and the session goes on.
evalf();
nops(1, 2);
sin([1, 2, 3]);
sqrt("four");
printf("%d\n", 1.5);
printf("%f\n", x);
printf("%d and %d\n", 1);
convert(x + 1, Matrix);
type(1, nosuchtype);
interface(nosuchvariable = 1);
interface(screenwidth = 2);
op(4, [a, b]);
add(k, k = 1 .. n);
ln(0);
tan(Pi/2);
f := proc(n) if n > 3 then error "n is too large: %1 > %2, with the rest %3", n, 3, [seq(i, i = 1 .. n)] end if; n end proc:
f(2);
f(12);
"the session goes on";
