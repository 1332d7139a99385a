# structured types in type and parameter declarations (help pages type/structure,
# type/And, type/specfunc, type/satisfies, type/name, type/function)
# type/And examples: And all of the types, Or one of them, Not and Non not of the type
type(3, And(integer, positive));
type(-3, Or(positive, negint));
type(3.0, Not(integer)), type(3.0, Non(integer));
# type/structure: {t1, t2} any of the types; [t1, t2] a list of exactly those types
type(x, {integer, name});
type([1, x], [integer, name]), type([1, x, 2], [integer, name]);
type([1, 2, 3], list(posint)), type({1, -2}, set(posint));
# type = type, type <= type: relations of the corresponding types; `<=` the relation type
type(x = 1, name = integer), type(x = y, name = integer);
type(a <= b, `<=`), type(a < b, `<=`);
type(1 .. 2, integer .. integer);
# a string or number matches itself exactly
type("abc", "abc"), type(3, 3), type(3, 3.0);
# specfunc(f) and specfunc(t, f): a call of f, every argument of type t
type(sin(x), specfunc(sin)), type(cos(x), specfunc(sin));
type(f(1, 2), specfunc(integer, f)), type(f(1, x), specfunc(integer, f));
# anyfunc(t1, ..., tn): any call with n arguments of those types; f(t1, t2): a call of f
type(g(1, x), anyfunc(integer, name)), type(g(1, x), anyfunc(integer));
type(f(1, x), f(integer, name)), type(g(1, x), f(integer, name));
type(f(x, y, z), function(name)), type(f(1, y, z), function(name));
type(x, identical(x)), type(y, identical(x));
# type/satisfies: every predicate true
type(7, satisfies(isprime)), type(8, satisfies(isprime));
type(7, satisfies(x -> evalb(x > 5), isprime)), type(3, satisfies(x -> evalb(x > 5), isprime));
# type/name examples 8-10: name(t) is a name assigned a value of type t
type(a, name(integer));
a := 3;
type('a', name(integer));
# parameter declarations check the same types
f := proc(x::And(integer, positive)) 2*x end proc:
f(4);
f(-4);
g := proc(e::specfunc(integer, F), p::satisfies(isprime)) [e, p] end proc:
g(F(1, 2), 3);
g(F(1, y), 3);
g(F(1, 2), 4);
# a type Maple has and mapletape lacks is an error, never false
type(x^2 + 1, polynom(integer));
type(3, realcons);
