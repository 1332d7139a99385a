"""Neutral operators `a &M b` and `&M a` (help pages neutral and operators/precedence):
how they group, that they are calls of the function `&M`, and how those calls print."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from maple import one_d as run
from mapletape.display.lineprint import lprint
from mapletape.values import arith
from mapletape.values import core as v
from test_grammar import expr, shape
from test_lprint_roundtrip import SESSION, evaluate


# help page neutral: "Alphanumeric and symbol neutral operators can be used as unary prefix
# operators, binary infix operators, or as function calls. They generate function calls, with
# the name of the function the same as the name of the neutral operator."
@pytest.mark.parametrize("text, grouping", [
    ("a &M b;", "&M(a, b)"),
    ("&M a;", "&M(a)"),
    ("`&M`(a, b);", "&M(a, b)"),
    ("a&M(b);", "&M(a, b)"),
    ("x &my_op2 y;", "&my_op2(x, y)"),
    # neutral: a symbol neutral operator is `&` and one special character, then any of the
    # "further characters"; "it must be separated by a space" from a following one of them
    ("a &+ b;", "&+(a, b)"),
    ("a&+b;", "&+(a, b)"),
    ("a &<> b;", "&<>(a, b)"),
    ("a &+- b;", "&+-(a, b)"),
    ("&~ x;", "&~(x)"),
    # neutral: "Most binary neutral operators are left-associative"
    ("a &M b &N c;", "&N(&M(a, b), c)"),
    ("&M a &M b;", "&M(&M(a), b)"),
    ("a &M &N b;", "&M(a, &N(b))"),
    # operators/precedence, highest first: `::` and calls, then the &-operators, then `!`,
    # then `^`, then `*`, then `+` and unary minus
    ("a &M b!;", "(&M(a, b)!)"),
    ("a &M b^2;", "(&M(a, b) ^ 2)"),
    ("a*b &M c;", "(a * &M(b, c))"),
    ("-a &M b;", "(-&M(a, b))"),
    ("a &M b + c;", "(&M(a, b) + c)"),
    ("f(x) &M y[1];", "&M(f(x), y[1])"),
    ("x::integer &M y;", "&M((x :: integer), y)"),
    # `&*` is not an alphanumeric neutral operator; it stays where it was, at the `*` level
    ("a &* b &M c;", "(a . &M(b, c))"),
    # `!` still binds more tightly than `^` (operators/precedence)
    ("n!^2;", "((n!) ^ 2)"),
])
def test_neutral_operators_group_as_operators_precedence_says(text, grouping):
    assert shape(expr(text)) == grouping


def test_without_a_definition_the_call_stays_and_prints_as_typed():
    # neutral: "Maple imposes no semantics on the neutral operators": an unassigned `&M` leaves
    # the call unevaluated, and it prints with the operator infix or prefix
    assert run("a &M b;") == "a &M b"
    assert run("`&M`(a, b);") == "a &M b"
    assert run("&M a;") == "&M a"
    assert run("lprint(x &M y);") == "x &M y"
    # operators/precedence: left-associative, so only a right operand of the same kind needs
    # parentheses; `!` and `^` bind more loosely, so their operands need them
    assert run("(a &M b) &M c;") == "a &M b &M c"
    assert run("a &M (b &M c);") == "a &M (b &M c)"
    assert run("(a &M b)!;") == "a &M b!"
    assert run("a &M (b!);") == "a &M (b!)"
    assert run("a &M (b^2);") == "a &M (b^2)"
    assert run("&M (a + b);") == "&M (a+b)"
    assert run("(x &M y) + 1;") == "x &M y+1"
    assert run("lprint(a &+ b, &- a, (a &+ b) &<> c);") == "a &+ b, &- a, a &+ b &<> c"
    # a call with three arguments has no operator form
    assert run("`&M`(a, b, c);") == "`&M`(a,b,c)"


def test_a_procedure_named_after_the_operator_is_called():
    # neutral: the user may "write procedures with the same names as the neutral operators, in
    # which case expressions using those operators will invoke the procedures"
    code = "`&M` := proc(a, b) a^2 + b^2 end proc:\n"
    assert run(code + "2 &M 3;") == "13"                          # 2^2 + 3^2
    assert run(code + "`&M`(2, 3);") == "13"
    assert run(code + "1 &M 2 &M 3;") == "34"                     # (1 + 4)^2 + 3^2 = 25 + 9
    assert run("`&neg` := x -> -x:\n&neg 5;") == "-5"


def test_procedure_bodies_print_the_operators_as_typed():
    # the body is printed from its parse, so it reads back to the same calls
    assert run("f := proc(x, y) (x &M y)! + &M x end proc:\nlprint(eval(f));") == \
        "proc(x, y) x &M y! + &M x end proc"


def test_two_d_output_keeps_the_operator_between_its_operands():
    assert run("interface(prettyprint=2):\nx &M y;").strip() == "x &M y"


# lprint's help page: its output is valid Maple input. Neutral calls nested in each other and in
# sums, products, powers and factorials print back to the same value.
_HEADS = st.sampled_from(["&M", "&+", "&<>", "&~"]).map(v.Name)
_NAMES = st.sampled_from(["x", "y", "z"]).map(v.Name)


def _neutral(children):
    calls = st.one_of(st.builds(lambda h, a, b: v.Function(h, (a, b)), _HEADS, children, children),
                      st.builds(lambda h, a: v.Function(h, (a,)), _HEADS, children))
    return st.one_of(
        calls,
        st.builds(arith.add, children, children),
        st.builds(arith.mul, children, children),
        st.builds(arith.power, children, st.integers(2, 3)),
        st.builds(v.Factorial, st.one_of(_NAMES, calls)),
    )


@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.recursive(_NAMES, _neutral, max_leaves=6))
def test_lprint_of_neutral_calls_parses_back_to_the_same_value(value):
    text = lprint(value)
    assert evaluate(SESSION, text) == value, text
