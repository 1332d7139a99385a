# Neutral operators (help pages neutral and operators/precedence): `a &M b` and `&M a` are
# calls of the function `&M`; with no definition they stay unevaluated and print as typed.
a &M b;
`&M`(a, b);
&M a;
lprint(a &M b, &M a);
# symbol forms: `&` and a special character, then any of the page's "further characters"
a &+ b, &- a, a &<> b;
# left-associative; the &-operators bind above `!` and `^`, below calls and `::`
a &M b &M c;
a &M (b &M c);
lprint(a &M b!, a &M (b!));
lprint(a &M b^2, a*b &M c, -a &M b);
f(x) &M y[1];
# a call of three arguments has no operator form
`&M`(a, b, c);
# "write procedures with the same names as the neutral operators, in which case expressions
# using those operators will invoke the procedures" (help page neutral)
`&M` := proc(a, b) a^2 + b^2 end proc:
2 &M 3;
`&M`(2, 3);
1 &M 2 &M 3;
`&dbl` := x -> 2*x:
&dbl 21;
&dbl (a &N b);
# in a procedure body the operators print as typed
g := proc(x, y) x &N y + &N x end proc;
g(p, q);
