"""lprint's promise (Maple's lprint help: its output is valid Maple input): the 1-D form of a
value parses and evaluates back to the same value, by Maple's structural identity."""
from __future__ import annotations

import io
from decimal import Decimal
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mapletape.display.lineprint import lprint
from mapletape.session import Session
from mapletape.syntax import parse_program
from mapletape.values import arith
from mapletape.values import core as v

# Unassigned in a fresh session, so they evaluate to themselves; `my x` needs backquotes.
NAMES = st.sampled_from(["x", "y", "z", "a", "b", "my x", "x1", "_t"]).map(v.Name)

def rationals(max_denominator):
    """Maple's rationals: a denominator of 1 is an integer."""
    return st.fractions(max_denominator=max_denominator).map(
        lambda q: q.numerator if q.denominator == 1 else q)


NUMBERS = st.one_of(
    st.integers(-10**40, 10**40),
    rationals(10**6),
    # software floats as typed: mantissa and exponent are kept (1.50 is not 1.5)
    st.decimals(allow_nan=False, allow_infinity=False, places=4, min_value=-10**6, max_value=10**6)
      .map(lambda d: Decimal(d)),
)

def _algebraic(children):
    symbolic = st.one_of(NAMES, st.builds(v.Function, NAMES, st.lists(children, max_size=3).map(tuple)))
    return st.one_of(
        st.builds(arith.add, children, symbolic),
        st.builds(arith.mul, children, symbolic),
        st.builds(arith.power, symbolic, st.one_of(st.integers(-5, 5), NAMES, rationals(9))),
        symbolic,
    )


ALGEBRAIC = st.recursive(st.one_of(NUMBERS, NAMES), _algebraic, max_leaves=8)


def _containers(children):
    return st.one_of(
        st.lists(children, max_size=4).map(lambda xs: v.MList(tuple(xs))),
        st.lists(children, max_size=4).map(v.MSet.of),
        st.builds(lambda op, l, r: v.Relation(op, l, r), st.sampled_from(["=", "<>", "<", "<="]),
                  ALGEBRAIC, ALGEBRAIC),
        st.builds(v.Range, ALGEBRAIC, ALGEBRAIC),
        st.builds(v.Indexed, NAMES, st.lists(children, min_size=1, max_size=2).map(tuple)),
        st.builds(v.Function, NAMES, st.lists(children, max_size=3).map(tuple)),
    )


VALUES = st.recursive(st.one_of(ALGEBRAIC, st.text("abc xyz\"\\\n", max_size=6)), _containers,
                      max_leaves=12)
# One session for every example: nothing is assigned, and its start-up raises Python's
# recursion limit once, before hypothesis watches it.
SESSION = Session(io.StringIO())


def evaluate(session: Session, text: str):
    program = parse_program(text + ";")
    assert program.error is None, f"lprint gave {text!r}, which does not parse: {program.error}"
    (top,) = program.statements
    ev = session.evaluator
    return ev.context.run(ev.evaluate, top.statement.expr, ev.top)      # its Digits


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(VALUES)
def test_lprint_parses_back_to_the_same_value(value):
    text = lprint(value)
    assert evaluate(SESSION, text) == value, text


def test_examples_that_need_care():
    for value in (Fraction(-1, 2), Decimal("-0.5"), arith.power(v.Name("x"), Fraction(1, 2)),
                  arith.mul(-1, v.Name("x")), arith.power(arith.add(v.Name("x"), 1), -1),
                  v.Relation("=", v.Range(1, 2), v.MList(())), "a\"b\\c\n"):
        assert evaluate(SESSION, lprint(value)) == value, lprint(value)
