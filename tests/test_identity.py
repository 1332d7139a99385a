"""Structural identity of Maple values: `=`/evalb, sets and their order, like terms,
remember tables and tables tell 1, 1.0 and the hardware float 1. apart; exact roots."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from maple import one_d as value
from mapletape.values import core as v
from mapletape.values import numbers as num




# ---------------------------------------------------------------- identity itself

def test_numbers_of_different_kinds_have_different_identities():
    # Maple's integer 1, software floats 1.0 = Float(10, -1) and 1.00 = Float(100, -2) (a
    # software float "is represented internally ... by a pair of integers (the mantissa M and
    # the exponent E)", maplesoft.com/support/help/maple/view.aspx?path=float), and the
    # hardware float 1. are different objects (Python says they are all equal)
    keys = [v.identity(x) for x in (1, Decimal("1.0"), Decimal("1.00"), 1.0, Fraction(1, 2), "1")]
    assert len(set(keys)) == len(keys)
    assert v.identity(Fraction(1, 2)) == v.identity(Fraction(2, 4))


def test_compound_values_compare_by_identity_not_python_equality():
    assert v.MList((1,)) != v.MList((1.0,))
    assert v.Function(v.Name("f"), (1,)) != v.Function(v.Name("f"), (Decimal("1.0"),))
    assert v.MList((1, v.Name("x"))) == v.MList((1, v.Name("x")))
    assert hash(v.MList((2, v.Name("x")))) == hash(v.MList((2, v.Name("x"))))
    assert len({v.MList((1,)), v.MList((1.0,)), v.MList((1,))}) == 2


def test_python_bools_are_not_maple_values():
    with pytest.raises(TypeError):
        v.identity(True)
    with pytest.raises(TypeError):
        v.MSet.of([1, True])


def test_identity_dict_keeps_1_and_1_0_apart():
    d = v.IdentityDict()
    d[(1,)] = "integer"
    d[(1.0,)] = "hardware float"
    d[(Decimal("1.0"),)] = "software float"
    assert len(d) == 3 and d[(1,)] == "integer" and (Decimal("1.00"),) not in d
    assert [k for k, _ in d.items()] == [(1,), (1.0,), (Decimal("1.0"),)]


# ---------------------------------------------------------------- = and evalb

@pytest.mark.parametrize("code, shown", [
    # numbers at the top level compare by value: the equation help page says comparisons of
    # numeric values are carried out in the numeric computation environment
    # (https://maplesoft.com/support/help/view.aspx?path=equation); evalb(0.5 = 1/2) is true
    ("evalb(1 = 1.0);", "true"),
    ("evalb(0.5 = 1/2);", "true"),
    # inside a list they are compared as structures: evalb([0.5] = [1/2]) is false and
    # evalb([0.5] = [0.5]) is true (a Maple T.A. grading note on evalb of lists, reproduced
    # in the nvidia/Nemotron-CC-Math-v1 corpus)
    ("evalb([0.5] = [1/2]);", "false"),
    ("evalb([0.5] = [0.5]);", "true"),
    ("evalb([1] = [1.0]);", "false"),
    ("evalb(f(1) = f(1.0));", "false"),
    ("evalb(x + 1 = x + 1.0);", "false"),
    ("evalb({1} = {1.0});", "false"),
    # a+b and b+a are one expression to Maple: + is commutative in its simplifier
    # (IRCAM notes on Maple, recherche.ircam.fr/equipes/analyse-synthese/tassart/doc/notes/node5.html)
    ("evalb(x + y = y + x);", "true"),
    ("evalb(2*x*y = y*x*2);", "true"),
    ("evalb(1 in [1.0]);", "false"),
    ("evalb(1.0 in [1, 1.0]);", "true"),
])
def test_evalb_equality(code, shown):
    assert value(code) == shown


# ---------------------------------------------------------------- sets

@pytest.mark.parametrize("code, shown", [
    # {1, 1.0} has two elements: the set help page (maplesoft.com/support/help/view.aspx?path=set)
    # makes a set of distinct expressions, and 1 and 1.0 are distinct (see evalb above)
    ("nops({1, 1.0});", "2"),
    ("nops({1, 1, 1.0, 1.0});", "2"),
    ("nops({[1], [1.0]});", "2"),
    ("{1, 1.0} minus {1};", "{1.0}"),
    ("{1, 1.0} intersect {1.0, 2};", "{1.0}"),
    ("{1} subset {1.0};", "false"),
    # ordered without float(), which overflows past 10^308 (exact arithmetic: -10^400 < 1 < 10^400)
    ("S := {10^400, 1, -10^400}: evalb(S[1] = -10^400), evalb(S[2] = 1), evalb(S[3] = 10^400);",
     "true, true, true"),
])
def test_sets(code, shown):
    assert value(code) == shown


def test_set_order_is_exact():
    # exact arithmetic: 10^400 + 1 > 10^400 > 10^400 - 1, which floats cannot tell apart
    big = 10 ** 400
    s = v.MSet.of([big + 1, big, big - 1, Fraction(1, 3), Decimal("0.3333333333")])
    assert s.items == (Decimal("0.3333333333"), Fraction(1, 3), big - 1, big, big + 1)
    # equal values keep apart and in one order whatever order they came in
    assert v.MSet.of([1.0, Decimal("1.0"), 1]).items == v.MSet.of([1, Decimal("1.0"), 1.0]).items
    assert len(v.MSet.of([1.0, Decimal("1.0"), 1]).items) == 3
    assert num.total_order(Decimal("1e999999999"), 10 ** 400) == 1


def test_compound_elements_are_ordered_by_their_operands():
    # operands are ordered as numbers are (exact arithmetic: 9 < 10), not as text ("10" < "9")
    assert value("{f(10), f(9), f(1.0), f(1)};") == "{f(1), f(1.0), f(9), f(10)}"
    assert value("{[1, 2], [1], [b], [a]};") == "{[1], [1, 2], [a], [b]}"
    # a list holding an integer of 5001 digits is ordered without turning it into text
    assert value("nops({[10^5000], [1], [10^5000]});") == "2"


# ---------------------------------------------------------------- like terms

@pytest.mark.parametrize("code, shown", [
    # f(1) and f(1.0) are different expressions (evalb above), so they are not like terms
    ("f(1) + f(1.0);", "f(1)+f(1.0)"),
    ("f(1) + f(1);", "2*f(1)"),
    ("f([1]) - f([1.0]);", "f([1])-f([1.0])"),
    ("f(1)*f(1.0);", "f(1)*f(1.0)"),
    ("f(1.0)*f(1.0);", "f(1.0)^2"),
])
def test_like_terms(code, shown):
    assert value(code) == shown


# ---------------------------------------------------------------- remember tables and tables

@pytest.mark.parametrize("code, shown", [
    # evalb compares rtables and tables by address: EqualEntries exists to compare "in a
    # deeper way than what evalb does" (EqualEntries help page, as above)
    ("M := Matrix([[1]]): N := Matrix([[1]]): evalb(M = N), evalb(M = M);", "false, true"),
    ("A := table([1 = 2]): B := table([1 = 2]): evalb(A = B), evalb(A = A);", "false, true"),
    ("M := Matrix([[1]]): N := Matrix([[1]]): nops({M, N, M});", "2"),
])
def test_mutable_containers_are_identified_by_address(code, shown):
    assert value(code) == shown


def test_remember_table_tells_1_and_1_0_apart():
    # with option remember, a call with 1.0 is not the remembered call with 1: the body runs
    # (counted in `calls`) and computes with the float (exact arithmetic: 1^2 + 1 = 2)
    assert value("calls := 0: g := proc(x) option remember; global calls; calls := calls + 1; "
                 "x^2 + 1 end proc: g(1), g(1.0), g(1), calls;") == "2, 2.00, 2, 2"


@pytest.mark.parametrize("code, shown", [
    ("T[1] := a: T[1.0] := b: T[1], T[1.0];", "a, b"),
    ("U := table([1 = a, 1.0 = b]): U[1], U[1.0];", "a, b"),
    ("W[[1]] := a: evalb(W[[1]] = a), evalb(W[[1.0]] = a);", "true, false"),
    # "an index of 1.0 in one table will not compare equally with 1.00 in the other table"
    # (EqualEntries help page, maplesoft.com/support/help/addons/view.aspx?path=EqualEntries)
    ("X[1.0] := a: evalb(X[1.0] = a), evalb(X[1.00] = a);", "true, false"),
])
def test_tables(code, shown):
    assert value(code) == shown


# ---------------------------------------------------------------- exact roots

@pytest.mark.parametrize("code, shown", [
    # exact arithmetic: (10^200)^2 = 10^400, 2^3 = 8, (10^30)^2 = 10^60, (10^100)^4 = 10^400,
    # (2/3)^3 = 8/27
    ("sqrt(10^400) - 10^200;", "0"),
    ("8^(1/3);", "2"),
    ("(10^60)^(1/2) - 10^30;", "0"),
    ("(10^400)^(1/4) - 10^100;", "0"),
    ("(3^300)^(1/3) - 3^100;", "0"),
    ("(8/27)^(2/3);", "4/9"),
    # no integer is the cube root of 2 or of 10^400 + 1: the power stays symbolic
    ("2^(1/3);", "2^(1/3)"),
    ("type((10^60 + 1)^(1/2), integer);", "false"),
    ("2^(1/10^9);", "2^(1/1000000000)"),
])
def test_exact_roots(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    # Maple's I is the square root of -1 (help page "I"): I^2 = -1 is exact arithmetic,
    # and a product collects its factors of I first
    ("I*I;", "-1"), ("I^2;", "-1"), ("I^3;", "-I"), ("I^4;", "1"), ("1/I;", "-I"),
    ("(2*I)*(3*I);", "-6"), ("x*I*y*I;", "-x*y"), ("sqrt(-4)^2;", "-4"),
])
def test_integer_powers_of_I(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, shown", [
    # help page sqrt: Maple writes roots of rational constants canonically, a^(n/d) as
    # a^q * a^(r/d) with 0 <= r < d and (a/b)^(n/d) as a^(n/d) * b^(-n/d): its examples
    # 3^(5/2) = 9*3^(1/2) and (5/3)^(1/2) = 5^(1/2)*3^(1/2)/3
    ("3^(5/2);", "9*3^(1/2)"), ("(5/3)^(1/2);", "1/3*5^(1/2)*3^(1/2)"),
    ("1/sqrt(3);", "1/3*3^(1/2)"), ("2^(-3/2);", "1/4*2^(1/2)"), ("sqrt(8);", "2*2^(1/2)"),
    ("sqrt(2)*sqrt(2);", "2"), ("2^(1/3);", "2^(1/3)"),
    # so 1/sqrt(3) evaluates as 3^(1/2)/3: 1.732050808/3 at 10 digits
    ("evalf(1/sqrt(3));", "0.5773502693"),
])
def test_roots_of_rational_constants_are_canonical(code, shown):
    assert value(code) == shown


def test_integer_root_is_exact_for_big_integers():
    for k in (2, 3, 5, 7):
        for n in (0, 1, 2, 10 ** 400, 10 ** 400 - 1, 3 ** 1001 + 5):
            r = num.integer_root(n, k)
            assert r ** k <= n < (r + 1) ** k


# ---------------------------------------------------------------- printf of software floats

@pytest.mark.parametrize("code, shown", [
    # evalf[30](1/3) has 30 threes; %.20f shows 20 of them (exact arithmetic), not the
    # 0.33333333333333331483 of a double
    ('printf("%.20f", evalf[30](1/3));', "0.33333333333333333333"),
    ('printf("%.25e", evalf[30](2/3));', "6.6666666666666666666666667e-01"),
    ('printf("%.22g", evalf[30](1/7));', "0.1428571428571428571429"),
    # C's %g drops trailing zeros and has a two-digit exponent
    ('printf("%g|%g|%G", 1.50000, 0.00001234, 1.0e-20);', "1.5|1.234e-05|1E-20"),
    ('printf("%+.3f|% .1e|%08.2f|%-8.1f|", 2.0, 15.0, -2.5, 1.25);', "+2.000| 1.5e+01|-0002.50|1.2     |"),
    ('printf("%#.0f|%.0f|%.0e", 3.0, 2.5, 0.);', "3.|2|0e+00"),
    ('printf("%.3e", 1.5e-999999);', "1.500e-999999"),
    # more digits than Python's default decimal context keeps (28)
    ('printf("%.40e", evalf[50](-1/3));', "-3." + "3" * 40 + "e-01"),
    # an exact number beyond a double: (10^320 - 1)/3 = 33...3 (320 threes), exact arithmetic
    ('printf("%.1f", (10^320 - 1)/3);', "3" * 319 + "3.0"),
])
def test_printf_software_floats(code, shown):
    assert value(code) == shown
