"""Symbolic commands on SymPy (issue 29): the conversion both ways, term order against
Maple's help pages, Maple's argument errors, the size limit and time limits. Expected values
cite their help page (maplesoft.com/support/help/view.aspx?path=NAME) or are exact algebra."""
from __future__ import annotations

import subprocess
import sys

import pytest

from maple import one_d as run


@pytest.mark.parametrize("code, shown", [
    # help page coeff prints r := x^2 + 4*x - 6*x*y + 9 as x^2 - 6*x*y + 4*x + 9
    ("expand(x^2 + 4*x - 6*x*y + 9);", "x^2-6*x*y+4*x+9"),
    ("expand((x + 1)^2);", "x^2+2*x+1"),                       # descending powers
    # the session at pastebin.com/HKhcfrRw: Maple's expand((y^3+5)^2*(2*y-1)^3)
    ("expand((y^3 + 5)^2*(2*y - 1)^3);",
     "8*y^9-12*y^8+6*y^7+79*y^6-120*y^5+60*y^4+190*y^3-300*y^2+150*y-25"),
    # SageMath's Maple interface doctest: Maple's factor(x^5 - y^5)
    ("factor(x^5 - y^5);", "(x-y)*(x^4+x^3*y+x^2*y^2+x*y^3+y^4)"),
    # help page taylor, examples (1) to (4): increasing powers, the order term last
    ("taylor(exp(x), x = 0, 4);", "1+x+1/2*x^2+1/6*x^3+O(x^4)"),
    ("taylor(1/x, x = 1, 3);", "1-(x-1)+(x-1)^2+O((x-1)^3)"),
    ("taylor(sin(x), x = Pi);", "-(x-Pi)+1/6*(x-Pi)^3-1/120*(x-Pi)^5+O((x-Pi)^7)"),
    ("taylor(sqrt(1 + x), x, 8);",
     "1+1/2*x-1/8*x^2+1/16*x^3-5/128*x^4+7/256*x^5-21/1024*x^6+33/2048*x^7+O(x^8)"),
    # help page VectorCalculus/series, examples (1) and (3)
    ("series(sin(t), t = 0);", "t-1/6*t^3+1/120*t^5+O(t^7)"),
    ("series(log(1 + z), z);", "z-1/2*z^2+1/3*z^3-1/4*z^4+1/5*z^5+O(z^6)"),
    # help page taylor: convert(..., polynom) drops the order term, keeping the order
    ("convert(taylor(exp(x), x = 0, 4), polynom);", "1+x+1/2*x^2+1/6*x^3"),
])
def test_term_order_follows_the_help_pages(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    # help page coeff, examples (1) to (4)
    ("p := 2*x^2 + 3*y^3 - 5: coeff(p, x, 2), coeff(p, x^2), coeff(p, x, 0), coeff(p, y^3);",
     "2, 2, 3*y^3-5, 3"),
    # help page simplify, examples (1), (2), (4), (5)
    ("simplify(4^(1/2) + 3);", "5"),
    ("simplify(exp(a + ln(b*exp(c))));", "b*exp(a+c)"),
    ("simplify(sin(x)^2 + ln(2*x) + cos(x)^2, trig);", "ln(2*x)+1"),
    ("simplify(sqrt(x^2), assume = positive);", "x"),
    # help page degree: 0 has degree -infinity and ldegree infinity; FAIL for no polynomial
    ("degree(0, x), ldegree(0, x), degree(sin(x), x), ldegree(x^3 + x^(-2), x);",
     "-infinity, infinity, FAIL, -2"),
    # help page limit: two-sided by default; student(deprecated)/Limit's value 117
    ("limit(1/x, x = 0), limit(1/x, x = 0, right), limit(x^3 + 3*x^2 + x + 1, x = 4);",
     "undefined, infinity, 117"),
    # help page sum, examples (1), (2), (4), (5)
    ("sum(k^2, k), sum(k, k = 0 .. n - 1), sum(1/k!, k = 0 .. infinity), sum(k + 1, k = 0 .. 6);",
     "1/3*k^3-1/2*k^2+1/6*k, 1/2*n^2-1/2*n, exp(1), 28"),
    # help page solve/scalar: multiple roots as often as their multiplicity, 1, 2, 3 in order,
    # RootOf beyond degree 4 (without locating the 55 roots)
    ("solve((x - 1)^2*(x + 2), x), solve(x^3 - 6*x^2 + 11*x - 6, x);", "-2, 1, 1, 1, 2, 3"),
    ("solve(x^55 - x + 1, x)[55];", "RootOf(_Z^55-_Z+1,index = 55)"),
    # help page solve: a free variable comes back as x = x
    ("solve(x + y = 1);", "{x = -y+1, y = y}"),
])
def test_help_page_values(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    ("expand(f(x + 1)*(x + 1));", "x*f(x+1)+f(x+1)"),          # unknown functions stay calls
    ("int(f(x), x);", "int(f(x),x)"),                          # no closed form: unevaluated
    ("expand((a[1] + 1)^2);", "a[1]^2+2*a[1]+1"),               # indexed names come back
    ("expand((x + 0.1)^2);", "x^2+0.2*x+0.01"),                 # floats at Digits
    ("Digits := 20: expand((x + 1/3.)^2);", "x^2+0.66666666666666666666*x+0.11111111111111111111"),
    ("expand(exp(x + 1));", "exp(1)*exp(x)"),                   # E is exp(1)
    ("expand(Pi*(I + 1));", "Pi+I*Pi"),
    ("limit(sin(1/x), x = 0);", "-1 .. 1"),                     # help page limit: a range
    ("int(1/(1 + x^2), x = -infinity .. infinity);", "Pi"),
    ("solve(x^5 - x + 1, x)[1];", "RootOf(_Z^5-_Z+1,index = 1)"),
    # a RootOf goes back to SymPy as the root it names
    ("r := solve(x^5 - x + 1, x)[1]: testeq(r^5 = r - 1), testeq(r = 0);", "true, false"),
    # int and limit go member by member through lists and equations
    ("int([x, x^2], x), int(x = x^2, x);", "[1/2*x^2, 1/3*x^3], 1/2*x^2 = 1/3*x^3"),
    ("limit([x, 1/x], x = 1);", "[1, 1]"),
])
def test_conversion_both_ways(code, shown):
    assert run(code) == shown


@pytest.mark.parametrize("code, shown", [
    # Maple's unevaluated calls keep depending on their variables (exact calculus)
    ("int(diff(f(x), x), x);", "f(x)"),
    ("sum(a[k], k = 1 .. n);", "sum(a[k],k = 1 .. n)"),
    ("int(D(f)(x), x);", "int(D(f)(x),x)"),
    ("expand(D(f)(x)*(x + 1));", "x*D(f)(x)+D(f)(x)"),
    ("expand(int(f(x), x)*(y + 1));", "y*int(f(x),x)+int(f(x),x)"),
])
def test_unevaluated_calls_are_not_constants(code, shown):
    assert run(code) == shown


def test_a_procedure_local_survives_the_round_trip():
    # the local t comes back as the same local, not the global t
    assert run("g := proc() local t; t, expand((t + 1)^2) end proc: s := g(): "
               "has(s[2], s[1]), has(s[2], t);") == "true, false"


@pytest.mark.parametrize("code, message", [
    ("coeff(x^2 + x*y, x*y);", "Error, invalid input: coeff received x*y, which is not valid "
                               "for its 2nd argument"),
    ("coeff((x + 1)^2, x, 1);", "Error, (in coeff) unable to compute coeff"),
    ("factor(1, 2, 3);", "Error, invalid input: factor expects 1 or 2 arguments, but received 3"),
    ("expand(\"s\");", "Error, invalid input: expand expects its 1st argument to be an algebraic "
                       "expression, but received \"s\""),
    ("int(x, 2);", "Error, invalid input: int expects its 2nd argument, x, to be of type "
                   "{name, name = range}, but received 2"),
    ("simplify(x, nonsense);", "Error, invalid input: simplify does not accept the option nonsense"),
    ("degree([x^2], x);", "Error, invalid input: degree expects its 1st argument to be an "
                          "algebraic expression, but received [x^2]"),
    # held to kernelopts(maxsize) before SymPy starts
    ("expand((x + y)^100000000);", "Error, (in expand) object too large"),
    ("kernelopts(maxsize = 100): expand((a + b + c)^20);", "Error, (in expand) object too large"),
    ("series(sin(x), x, 1000000000);", "Error, (in series) object too large"),
    # a result is counted as it comes back from SymPy
    ("kernelopts(maxsize = 5): factor(x^30 - 1);", "Error, (in factor) object too large"),
])
def test_maple_errors(code, message):
    # a long message is wrapped at a space, as the screen width asks
    assert run(code).replace("\n", " ").endswith(message)


def test_a_long_computation_stops_at_its_time_limit():
    # Risch on this integrand runs far past a second; timelimit stops it inside SymPy and
    # the session goes on. In a process of its own, with a deadline: a stop that were lost
    # would fail here rather than leave the suite running (it once ran on for 15 minutes
    # in a full -n 2 run, never alone: not yet explained)
    statements = "timelimit(1, int(exp(x^3)*sin(x)^5*ln(x)^3/(x^7 + x + 1), x)); 1 + 1;"
    done = subprocess.run([sys.executable, "-m", "mapletape", "-q", "-c", statements],
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    shown = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    assert shown == ["Error, (in timelimit) time expired", "2"], done.stdout + done.stderr


@pytest.mark.parametrize("code, shown", [
    # help page fsolve: all real roots of a polynomial, in order; the digits are those of
    # +-sqrt(2) +- sqrt(3) and of the root of x = cos(x), rounded to Digits
    ("fsolve(x^4 - 10*x^2 + 1, x);", "-3.146264370, -0.3178372452, 0.3178372452, 3.146264370"),
    ("fsolve(cos(x) = x, x);", "0.7390851332"),
    ("fsolve(x^2 - 2, x = 0 .. 5);", "1.414213562"),
    ("fsolve({x + y = 3, x*y = 2}, {x, y});", "{x = 1., y = 2.}"),
    ("fsolve(exp(x) = 0, x);", "fsolve(exp(x) = 0,x)"),      # no root: unevaluated
    # help page solve/float: the error for a name that is not solved for
    ("fsolve(x^2 + y = 1, x);", "Error, (in fsolve) y is in the equation, and is not solved for"),
])
def test_fsolve(code, shown):
    assert run(code) == shown


def test_testeq_on_the_help_page_example():
    # help page testeq, examples (1) to (3), and verify/testeq: a = b although evalb and
    # expand do not see it; an unknown function is outside testeq's class: FAIL
    setup = ("a := (sin(x)^2 - cos(x)*tan(x))*(sin(x)^2 + cos(x)*tan(x))^2: "
             "b := 1/4*sin(2*x)^2 - 1/2*sin(2*x)*cos(x) - 2*cos(x)^2 + 1/2*sin(2*x)*cos(x)^3 "
             "+ 3*cos(x)^4 - cos(x)^6: ")
    assert run(setup + "evalb(expand(a) = expand(b)), testeq(a = b), "
               "testeq(a, sin(x)^2 - cos(x)*tan(x)), testeq(f(x) = g(x));") == \
        "false, true, false, FAIL"


@pytest.mark.parametrize("text", [
    "x^2 + 2*x + 1", "sin(x)*cos(y) - 3/4", "1/2*x", "x^(1/2) + 2^(1/2)", "Pi*I + exp(1)",
    "f(x, y)^3", "a[1] + a[2]*x", "1.5*x + 0.25", "x/(x + 1)", "ln(x) - arctan(y)",
    "GAMMA(x)*erf(y)", "-infinity", "undefined",
])
def test_a_value_comes_back_as_itself(text):
    # the round trip alone, with no command between: structurally the same Maple value
    import io
    from mapletape.library.symbolic.conversion import Conversion
    from mapletape.session import Session
    session = Session(io.StringIO())
    session.run(f"e__ := {text}:")
    value = session.evaluator.globals["e__"]
    conversion = Conversion("test")
    assert conversion.from_sympy(conversion.to_sympy(value)) == value
