"""Calculus builtins: diff, D and subs, and their composition with eval."""
from __future__ import annotations

import io
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mapletape.library.registry import BUILTINS
from mapletape.session import Session
from maple import one_d as run

# Sources of expected values:
#   DIFF = Maple help page "diff" (maplesoft.com/support/help/view.aspx?path=diff), Examples
#   MAPLE_TRANSCRIPT = a Maple session printed at
#       cs.princeton.edu/courses/archive/fall09/cos323/differential/maple.html
#   DHELP = Maple help pages "D" (maplesoft.com/support/help/view.aspx?path=D) and
#       "D vs. diff" (path=operators/D): D(sin) is cos, D(ln)(x) = diff(ln(x), x)
#   EXACT = the derivative worked by hand with exact rational arithmetic




@pytest.mark.parametrize("code, shown", [
    # DIFF
    ("diff(x, x);", "1"),
    ("diff(exp(x), x);", "exp(x)"),
    ("diff(sin(x), x);", "cos(x)"),
    ("diff(sqrt(x^2), x);", "x/(x^2)^(1/2)"),
    ("diff(x*sin(cos(x)), x);", "sin(cos(x))-x*cos(cos(x))*sin(x)"),
    ("diff(sin(x), x, x, x);", "-cos(x)"),
    ("diff(3*x^3+2*x^2+23*x+2342, x, x);", "18*x+4"),
    ("diff(sin(x), y);", "0"),
    ("diff(x*y^2+x^2, x);", "y^2+2*x"),
    ("diff(y^2+2*x, y);", "2*y"),
    ("diff(x*y^2+x^2, y, x);", "2*y"),
    ("diff(f(x), x$4);", "diff(diff(diff(diff(f(x),x),x),x),x)"),
    ("diff(g(x, y, z), []);", "g(x,y,z)"),
    # DIFF: tan's derivative is 1 + tan(x)^2; our sums keep the constant last
    ("diff(tan(x), x);", "tan(x)^2+1"),
    # MAPLE_TRANSCRIPT
    ("diff(3*x^4, x);", "12*x^3"),
    ("diff(sin(x)+cos(2*x), x);", "cos(x)-2*sin(2*x)"),
    ("diff(log(5*x), x);", "1/x"),
    ("diff(a*x^n+b*x^(n-1)+c, x);", "a*x^n*n/x+b*x^(n-1)*(n-1)/x"),
    ("diff(a*x^2+b*x+c, x);", "2*a*x+b"),
    ("diff(3*x^4+4*y^5+2*z^2, y);", "20*y^4"),
    ("diff(x^4, x$2);", "12*x^2"),
    # EXACT
    ("diff(x^3, x);", "3*x^2"),
    ("diff(sin(x)^2, x);", "2*sin(x)*cos(x)"),
    ("diff(exp(2*x), x);", "2*exp(2*x)"),
    ("diff(ln(x), x);", "1/x"),
    ("diff(sqrt(x), x);", "1/2/x^(1/2)"),
    ("diff(arctan(x), x);", "1/(x^2+1)"),
    ("diff(1/x, x);", "-1/x^2"),
    ("diff(1/(x^2+1), x);", "-2*x/(x^2+1)^2"),
    ("diff(x^x, x);", "x^x*(ln(x)+1)"),
    ("diff(2^x, x);", "2^x*ln(2)"),
    ("diff(x^2*sin(x), x);", "2*x*sin(x)+x^2*cos(x)"),
    ("diff(x^2, [x, x]);", "2"),
    ("diff(x^2*y^3, x, y);", "6*x*y^2"),
    ("diff(3.0*x^2, x);", "6.0*x"),
    ("diff([x^2, x^3], x);", "[2*x, 3*x^2]"),
    ("diff(x^2 = y, x);", "2*x = 0"),
    ("diff(a[1]^2, a[1]);", "2*a[1]"),
    ("diff(f(x), x);", "diff(f(x),x)"),
    ("diff(f(x^2), x);", "2*D(f)(x^2)*x"),
    ("diff(f(y), x);", "0"),
    ("diff(cos(x), x);", "-sin(x)"),
    ("diff(Matrix([[x^2, 1]]), x);", "Matrix(1, 2, [[2*x,0]])"),
])
def test_diff(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("diff(x^2, 2);", "Error, invalid input: diff received 2, which is not valid for its 2nd argument"),
    ("diff(x, x, 2);", "Error, invalid input: diff received 2, which is not valid for its 3rd argument"),
    ("diff(x^2);", "Error, invalid input: diff expects 2 or more arguments, but received 1"),
    ("x := 3: diff(x^2, x);", "Error, invalid input: diff received 3, which is not valid for its 2nd argument"),
    ("subs(3, x);", "Error, invalid input: subs received 3, which is not valid for its 1st argument"),
    ("diff(\"s\", x);", "Error, invalid input: diff received \"s\", which is not valid for its 1st\nargument"),
    ("D(sin, cos);", "Error, invalid input: D expects 1 argument, but received 2"),
])
def test_errors(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    # DHELP
    ("D(sin);", "cos"),
    ("D(ln)(x) - diff(ln(x), x);", "0"),
    ("D(exp);", "exp"),
    # EXACT
    ("D(x -> x^2);", "x -> 2*x"),
    ("D(x -> x^2)(3);", "6"),
    ("f := x -> x^3 + sin(x): D(f);", "x -> 3*x^2 + cos(x)"),
    ("f := proc(t) t^2*exp(t) end proc: D(f)(0);", "0"),
    ("D(ln);", "a -> 1/a"),
    ("D(cos)(0);", "0"),
    ("D(g);", "D(g)"),
    ("D(g)(x);", "D(g)(x)"),
    ("D(5);", "0"),
    ("D('sin');", "cos"),
    ("D(sqrt);", "a -> 1/2/a^(1/2)"),
    ("D(sqrt)(4);", "1/4"),
    ("D(print);", "D(print)"),
    ("D(x -> x*f(x));", "D(x -> x*f(x))"),
])
def test_D(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    # Maple help page "subs" (path=subs): substitution is syntactic and not followed by
    # evaluation, so subs(x = 0, sin(x)) is sin(0) while eval gives 0
    ("subs(x = 0, sin(x));", "sin(0)"),
    ("eval(sin(x), x = 0);", "0"),
    ("subs(x = 2, x^2 + x);", "6"),
    ("subs(x = y, y = 3, x^2);", "9"),
    ("subs([x = y, y = x], x - 2*y);", "y-2*x"),
    ("subs({x = 1, y = 2}, [x, y, z]);", "[1, 2, z]"),
    ("subs(x = 3.0, x^2*sin(x));", "9.00*sin(3.0)"),
])
def test_subs(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    # help page "D": D(f)(x) is the derivative of f at x, so an unknown function's
    # derivative evaluated at a point is D(f) at that point
    ("eval(diff(f(x), x), x = 3);", "D(f)(3)"),
    ("eval(x*diff(f(x), x), x = 3);", "3*D(f)(3)"),
    ("eval(diff(f(x), x), x = y);", "diff(f(y),y)"),
])
def test_eval_of_unknown_derivative(code, shown):
    assert run(code) == shown


def test_eval_of_diff_at_a_float():
    # EXACT: d/dx x^2 sin(x) = 2 x sin(x) + x^2 cos(x); at 3.0 with 10 digits
    import math
    expected = 2 * 3 * math.sin(3) + 9 * math.cos(3)
    shown = run("eval(diff(x^2*sin(x), x), x = 3.0);")
    assert abs(float(shown) - expected) < 1e-8


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-20, 20), min_size=1, max_size=6), st.fractions(-5, 5, max_denominator=7))
def test_polynomial_derivative_is_exact(coefficients, point):
    # EXACT: the derivative of sum c_k x^k at a rational point, by Python's Fractions
    polynomial = "+".join(f"({c})*x^{k}" for k, c in enumerate(coefficients))
    expected = sum(Fraction(k * c) * point ** (k - 1) for k, c in enumerate(coefficients) if k)
    shown = run(f"eval(diff({polynomial}, x), x = {point.numerator}/{point.denominator});")
    assert Fraction(shown) == expected


def test_help_text():
    for name in ("diff", "D", "subs"):
        assert BUILTINS[name].help


def pretty(code: str) -> list[str]:
    """The 2-D lines a fresh session prints, leading spaces and blank lines removed."""
    session = Session(io.StringIO(), width=40)
    session.run(code)
    lines = session.out.getvalue().splitlines()
    margin = min(len(line) - len(line.lstrip()) for line in lines if line.strip())
    return [line[margin:] for line in lines if line.strip()]


def test_unevaluated_derivative_prints_as_d_over_dx():
    # Maple help page "diff": an unevaluated derivative is shown by the pretty printer
    # in 2-D form, d/dx over a bar, the highest order on the d
    assert pretty("diff(f(x), x);") == ["d", "-- f(x)", "dx"]
    assert pretty("diff(f(x, y), x, x, y);") == [
        "   3", "  d", "------ f(x, y)", "     2", "dy dx"]


def test_arrow_with_a_rational_exponent_prints_it_raised():
    # the exponent 1/2 typed in an arrow procedure is one rational, as Maple reads it
    assert pretty("k := a -> a^(1/2);") == ["           1/2", "k := a -> a"]
