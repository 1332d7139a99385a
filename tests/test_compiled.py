"""Compiled code, the one way Maple code runs (evaluator/compiler.py): top-level statements
compiled once and run again, and the fast paths inside the rules against Maple's general
evaluation of the same expression (`eval('e')` builds e unevaluated and evaluates it by the
rules on values, with no compiled operator between)."""
from __future__ import annotations

import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mapletape.session import Session

# The first Session raises Python's recursion limit for good; made before hypothesis runs,
# so that hypothesis does not warn that it cannot restore the limit it found.
Session(io.StringIO())


def transcript(text: str) -> str:
    session = Session(io.StringIO())
    session.run(text)
    return session.out.getvalue()


def test_a_top_statement_compiled_once_runs_each_time_it_is_called():
    from mapletape.errors import MapleError
    from mapletape.syntax import parse_program
    session = Session(io.StringIO())
    ev = session.evaluator
    session.run("n := 0:")
    increment, failing = (ev.compile_top(top) for top in
                          parse_program("n := n + 1: error \"at %1\", n;").statements)
    increment(), increment(), increment()
    assert ev.globals["n"] == 3
    with pytest.raises(MapleError) as raised:
        failing()
    assert ev.last_exception is raised.value       # lastexception, as execute_top sets it
    session.run("lprint(StringTools:-FormatMessage(lastexception[2 .. -1]));")
    assert session.out.getvalue().strip() == '"at 3"'


def test_a_compiled_loop_computes_the_sum_of_squares():
    # 1^2 + ... + n^2 = n (n + 1) (2 n + 1) / 6 (exact arithmetic)
    n = 10**4
    shown = transcript(f"s := 0: for i to {n} do s := s + i^2 end do: lprint(s, i);")
    assert shown.strip() == f"{n * (n + 1) * (2 * n + 1) // 6}, {n + 1}"


NAMES = ("a", "b", "c", "x")
# Maple simplifies as it reads (`0 * e` and `e^0` and `e - e` whatever e is, help page
# arithop), so a quoted expression may lose an operand that its evaluation meets: no
# zeros, floats or failing subscripts here, which would tell the two apart.
ATOMS = st.sampled_from(["1", "2", "3", "(-1)", "7", "12", "1/2", "2^70", "a", "b", "c",
                         "x", "i"])


def _expressions():
    def extend(inner):
        return st.one_of(
            st.tuples(inner, st.sampled_from(["+", "-", "*", "/", "mod"]), inner)
            .map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
            st.tuples(inner, st.sampled_from([-2, -1, 1, 2, 3, 4])).map(lambda t: f"({t[0]})^({t[1]})"),
            inner.map(lambda e: f"(-({e}))"),
            st.tuples(st.sampled_from(["L", "A"]), st.integers(1, 3)).map(lambda t: f"{t[0]}[{t[1]}]"),
            inner.map(lambda e: f"f({e})"),
            st.tuples(inner, inner).map(lambda t: f"g({t[0]}, {t[1]})"),
            inner.map(lambda e: f"m({e})"),
        )
    return st.recursive(ATOMS, extend, max_leaves=6)


EXPRESSIONS = _expressions()
SETUP = ("L := [1, 5/2, x, 4]: A := Array(1..3): a := 2: b := 3: c := 3/2: d := 0: "
         "f := proc(y) y^2 + 1 end proc: g := proc(p, q) if p < q then p else q - p end if end proc: "
         "m := proc(n) option remember; n + 1 end proc:\n")


# the same examples on every run (derandomised), so that the suite cannot flake
@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(digits=st.sampled_from(["", "Digits := 4: ", "Digits := 15: "]), expression=EXPRESSIONS)
def test_an_expression_is_what_its_general_evaluation_gives(digits, expression):
    # the compiled operators' fast paths (integers, numbers, list and Array entries, calls)
    # give what Maple's evaluation of the quoted expression gives, errors alike
    shown = transcript("interface(prettyprint=0):\n" + SETUP + digits + f"lprint({expression});\n"
                       + f"printf(\"--\\n\");\nlprint(eval('{expression}'));\n")
    compiled, general = shown.split("--\n")
    assert compiled == general.replace("Error, (in eval) ", "Error, "), expression
