"""Structured types in type(e, t) and in parameter declarations. Expected values: Maple help
pages type/structure (https://www.maplesoft.com/support/help/view.aspx?path=type/structure:
its grammar: {type*} alternation, [type*] a list of the given types, a string or number
matches itself, type = type and the other relations, type .. type a range, specfunc,
anyfunc, identical, name(type*)), type/And (path=type/And: And, Or, Not, Non and its
examples), type/satisfies (path=type/satisfies: every Pk(expr) true, or And, Or, Xor,
Implies, Not of answers), type/name (path=type/name: name(t) is a name assigned a value of
type t, its examples 8-10), type/function and type/applied (function(vtype): every argument
of type vtype, examples 4-6 of type/applied) and the type page's note that a missing type
is an error."""
from __future__ import annotations

import pytest

from maple import one_d as run


@pytest.mark.parametrize("code, shown", [
    # type/And: all of the types; Or: one of them, in order; Not and Non: not of the type
    ("type(3, And(integer, positive)), type(-3, And(integer, positive));", "true, false"),
    ("type(3, Or(name, integer)), type(3.5, Or(name, integer));", "true, false"),
    ("type(3, Not(integer)), type(3.0, Not(integer)), type(3.0, Non(integer));",
     "false, true, true"),
    # type/structure: {t1, t2} alternation, [t1, t2] a list of exactly those types
    ("type(x, {integer, name}), type(1/2, {integer, name});", "true, false"),
    ("type([1, x], [integer, name]), type([1, x, 2], [integer, name]), type([x, 1], [integer, name]);",
     "true, false, false"),
    ("type([1, 2], list(integer)), type({1, x}, set(integer));", "true, false"),
    # type = type, type <= type: a relation of that operator with sides of those types
    ("type(x = 1, name = integer), type(x = y, name = integer), type(x < 1, name = integer);",
     "true, false, false"),
    ("type(x <= 1, name <= integer), type(a <= b, `<=`), type(a < b, `<=`), type(a = b, `=`);",
     "true, true, false, true"),
    ("type(1 .. 2, integer .. integer), type(1 .. x, integer .. integer);", "true, false"),
    # a string or a number matches itself exactly
    ('type("abc", "abc"), type("ab", "abc"), type(3, 3), type(3, 3.0);', "true, false, true, false"),
    # specfunc(t, f): a call of f with every argument of type t; specfunc(f): any arguments
    ("type(sin(x), specfunc(sin)), type(cos(x), specfunc(sin));", "true, false"),
    ("type(f(1, 2), specfunc(integer, f)), type(f(1, x), specfunc(integer, f));", "true, false"),
    ("type(f(), specfunc(integer, f)), type(g(1), specfunc(integer, {f, g}));", "true, true"),
    # anyfunc(t1, ..., tn): a call of any name with n arguments of the types
    ("type(f(1, x), anyfunc(integer, name)), type(f(1, x), anyfunc(integer)), type(3, anyfunc());",
     "true, false, false"),
    # name(type*): a call of that name with arguments of the given types
    ("type(f(1, x), f(integer, name)), type(g(1, x), f(integer, name));", "true, false"),
    # type/function, type/applied examples 5 and 6: every argument of the type
    ("type(f(x, y, z), function(name)), type(f(1, y, z), function(name));", "true, false"),
    ("type(x, identical(x)), type(y, identical(x)), type([1, 2], identical([1, 2]));",
     "true, false, true"),
])
def test_structured_types(code, shown):
    assert run(code) == shown


def test_name_of_a_type_is_a_name_assigned_a_value_of_that_type():
    # type/name examples 8-10: false before a := 3, true after, with the name quoted
    assert run("type(a, name(integer)); a := 3: type('a', name(integer)), type(a, name(integer));") \
        == "false\ntrue, false"


@pytest.mark.parametrize("code, shown", [
    ("type(3, satisfies(isprime)), type(4, satisfies(isprime));", "true, false"),
    ("type(5, satisfies(x -> evalb(x > 2), isprime)), type(2, satisfies(x -> evalb(x > 2), isprime));",
     "true, false"),
    # an And, Or, Not answer is read as the boolean operators
    ("type(1, satisfies(x -> And(true, Not(false)))), type(1, satisfies(x -> Or(false, false)));",
     "true, false"),
])
def test_satisfies_is_every_predicate_true(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("f := proc(x::And(integer, positive)) x end proc: f(3);", "3"),
    ("f := proc(x::And(integer, positive)) x end proc: f(-3);",
     "Error, invalid input: f expects its 1st argument, x, to be of type And(integer,positive), "
     "but received -3"),
    ("f := proc(x::specfunc(integer, F)) x end proc: f(F(1, 2));", "F(1,2)"),
    ("f := proc(x::satisfies(isprime)) x end proc: f(4);",
     "Error, invalid input: f expects its 1st argument, x, to be of type satisfies(isprime), "
     "but received 4"),
    ("f := proc(x::[integer, name]) x end proc: f([1, y]);", "[1, y]"),
    ("f := proc(x::(name = integer)) x end proc: f(y = 2);", "y = 2"),
])
def test_parameter_declarations_take_structured_types(code, shown):
    assert run(code).replace("\n", " ") == shown


@pytest.mark.parametrize("code, shown", [
    ("type(x^2 + 1, polynom(integer));",
     "Error, (in type) type `polynom(integer)` is not available in mapletape"),
    ("type(3, realcons);", "Error, (in type) type `realcons` is not available in mapletape"),
    ("type(3, Or(realcons, name));", "Error, (in type) type `realcons` is not available in mapletape"),
    ("type(3, nosuchtype);", "Error, (in type) type `nosuchtype` does not exist"),
])
def test_a_type_mapletape_lacks_is_an_error_never_false(code, shown):
    assert run(code) == shown


def test_indets_takes_a_structured_type():
    # type/satisfies: structured types serve facilities such as two-argument indets
    assert run("indets(sin(x) + cos(y) + sin(2), specfunc(sin));") == "{sin(2), sin(x)}"
    assert run("indets([1, 4, 7, x], satisfies(e -> evalb(e = 7 or e = x)));") == "{7, x}"
