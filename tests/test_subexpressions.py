"""has, hastype, indets and type constant. Expected values: Maple help pages indets
(https://maplesoft.com/support/help/view.aspx?path=indets, examples 1-3 and its rules: an
expression is seen as a rational one; constants such as sin(1), f(3, 5) and 2 are not
indeterminates), has, hastype and type/constant."""
from __future__ import annotations

import pytest

from maple import one_d as run


@pytest.mark.parametrize("code, shown", [
    ("indets(x*y + z/x);", "{x, y, z}"),                                  # indets example 1
    ("indets(3*x^2 - 5*x*y + 6*y^2);", "{x, y}"),                         # example 2
    ("indets(a^5*x^3*sin(y) + x*y^4 + exp(z^2));", "{a, x, y, z, exp(z^2), sin(y)}"),
    ("indets(sin(x) + Pi + f(3, 5) + 2);", "{x, sin(x)}"),                 # constants are not
    ("indets(x^(1/2));", "{x, x^(1/2)}"),
    ("indets([x, 1, y[2]], name);", "{x, y[2]}"),                          # of a type
    ("indets(x + 1/2 + 3/4*y, fraction);", "{1/2, 3/4}"),
])
def test_indets(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    # has: x is the expression or a subexpression; a list or set asks for any member
    ("has(x^2 + y, x), has(x^2 + y, z);", "true, false"),
    ("has(x^2 + y, {z, y}), has(f(sin(x)), sin(x)), has([a, [b]], [b]);", "true, true, true"),
    # hastype: some subexpression, the expression included, is of the type
    ("hastype(x + 1/2, fraction), hastype(x + 1, fraction), hastype(1/2, fraction);",
     "true, false, true"),
    # type/constant: numbers, the constant names, and what is built of them only
    ("type(Pi, constant), type(sin(1), constant), type(Pi + 1, constant), type(I, constant);",
     "true, true, true, true"),
    ("type(x, constant), type(sin(x), constant), type(\"a\", constant);", "false, false, false"),
])
def test_has_hastype_and_constant(code, shown):
    assert run(code) == shown


def test_wrong_argument_counts_are_maple_errors():
    assert run("has(x);").startswith("Error, invalid input: has expects 2 arguments")
    assert run("indets(x, y, z);").startswith("Error, invalid input: indets expects")


def test_lhs_rhs_numer_denom():
    # help page lhs: the sides of a relation and the ends of a range; x > 1 is 1 < x
    assert run("lhs(x = 1), rhs(x = 1), lhs(x > 1), lhs(a .. b), rhs(a .. b);") == "x, 1, 1, a, b"
    assert run("lhs(3);").startswith("Error, invalid input: lhs received 3")
    # help page numer: numerator and denominator (exact arithmetic)
    assert run("numer(3/4), denom(3/4), numer(x/y), denom(x/y), numer(2*x/(3*y^2)), "
               "denom(2*x/(3*y^2)), numer(x + 1), denom(x + 1);") == "3, 4, x, y, 2*x, 3*y^2, x+1, 1"
    # a sum of fractions is put over a common denominator first, as normal does (help page
    # numer; normal(1/x + 1) is (x + 1)/x by exact arithmetic)
    assert run("numer(1/x + 1), denom(1/x + 1);") == "x+1, x"
