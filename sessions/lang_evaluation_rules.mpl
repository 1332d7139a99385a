# Maple's evaluation rules, run on the examples of Maple's help pages (maplesoft.com/support/help).
# uneval page (path=uneval): quotes delay evaluation; each evaluation strips one level
x := 2:
y := 3:
f := 'x + y';
f;
a := 1;
''a'';
'a';
a;
'2';
x := 5;
x := 'x';
x;
# last_name_eval page (path=last_name_eval): names evaluate fully, at each use
b := 'b': a := 'a':
b := a;
b;
a := 2;
a;
b;
# eval page (path=eval): evaluation to n levels, and at a point
a := 'a': b := 'b':
a := b: b := c: c := x + 1:
a;
eval(a, 1);
eval(a, 2);
eval(a, 3);
eval(x^2 + 3*x + 2, x = 1);
poly := x*y + 3*z + 2:
eval(poly, [x = 2, y = 3, z = t]);
# remember page (path=remember): a function assignment F(n) := ... fills F's remember
# table, so F runs in linear time; F(30) is the 30th Fibonacci number, 832040
F := proc(n) F(n) := F(n - 1) + F(n - 2) end proc:
F(0) := 0;
F(1) := 1;
F(30);
# assignment to a call of an unassigned name makes a procedure holding the entry
# (Maple FAQ 6.61, "Assigning to a Function: a(1)"): whattype(eval(a)) is procedure, and
# once a is 12 it is no procedure and has no remember table
a := 'a':
a(1) := 1;
whattype(eval(a));
a := 12;
a(1);
a(1) := 1;
# assigning to a formal parameter assigns the name passed as its argument (R. Israel,
# Maple Advisor: "Don't use formal parameters as local variables"); a value passed
# cannot be assigned, Maple's "illegal use of a formal parameter"
setp := proc(p) p := 7 end proc:
setp(w):
w;
setp(3);
# the evaln modifier passes the name itself (R. Israel's Maple Advisor, same page): the
# body assigns it, and reads it back unevaluated, d - 1
f := proc(a, b, c::evaln) c := a + b end proc:
u := v: f(1, 2, u):
u;
g := proc(a, b::evaln) b := a + 1; b - 1 end proc:
g(c, d);
# an argument that is no name cannot pass as one (help page
# path=illegaluseofanobjectasaname, Example 3)
myProcedure := proc(n::evaln) n^2 end proc:
myProcedure(3);
N := 3;
myProcedure(N);
