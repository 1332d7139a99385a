"""Integers and numbers (iquo, irem, modp, trunc/frac/round/floor/ceil, igcd, ilcm, ifactor,
isprime, convert to rational), time(), the documented kernelopts and interface, and the
warning for Maple names mapletape lacks."""
from __future__ import annotations

import io
import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mapletape.library.integers import is_prime, prime_factors
from mapletape.library.registry import BUILTINS
from mapletape.session import Session
from maple import one_d as run





# https://maplesoft.com/support/help/view.aspx?path=irem (Examples 1-11)
@pytest.mark.parametrize("code, shown", [
    ("irem(23, 4, q); q;", "3\n5"),
    ("iquo(23, 4, 'r'); r;", "5\n3"),
    ("irem(-23, 4);", "-3"),
    ("iquo(-23, 4);", "-5"),
    ("irem(23, -4);", "3"),
    ("iquo(23, -4);", "-5"),
    ("irem(-23, -4);", "-3"),
    ("iquo(-23, -4);", "5"),
    ("irem(x, 3);", "irem(x,3)"),
    ("iquo(10, 3);", "3"),          # ?examples/NumberTheory/Divisibility
    ("irem(28, 5, quot); quot;", "3\n5"),
])
def test_iquo_irem(code, shown):
    assert run(code) == shown


def test_irem_assigns_a_procedure_local():
    # the 3rd argument is a name of the caller's scope
    assert run("f := proc(m) local q; irem(m, 4, q); q end proc: f(23); q;") == "5\nq"


@pytest.mark.parametrize("code, message", [
    # a kernel builtin's argument error, as Maple prints `coeff(f, x*y)`'s in the session
    # quoted in SageMath's issue 9505 (github.com/sagemath/sage/issues/9505)
    ("irem(5, 2.3);", "Error, invalid input: irem received 2.3, which is not valid for its "
                      "2nd argument, n"),
    ("iquo(5.0, 2);", "Error, invalid input: iquo received 5.0, which is not valid for its "
                      "1st argument, m"),
    ("modp(0.5, 3);", "Error, invalid input: modp received 0.5, which is not valid for its "
                      "1st argument, e"),
    ("iquo(5, 0);", "Error, (in iquo) division by zero"),
    ("irem(5, 3, 4);", "Error, (in irem) illegal use of an object as a name"),
    ("modp(1/2, 4);", "Error, (in modp) the modular inverse does not exist"),
])
def test_integer_division_errors(code, message):
    assert message in run(code).replace("\n", " ")


@given(st.integers(-10 ** 30, 10 ** 30), st.integers(-10 ** 6, 10 ** 6).filter(bool))
def test_irem_identity(m, n):
    # ?irem: m = n*q + r, abs(r) < abs(n), 0 <= m*r
    q, r = (int(s) for s in run(f"iquo({m}, {n}), irem({m}, {n});").split(", "))
    assert m == n * q + r and abs(r) < abs(n) and m * r >= 0


@pytest.mark.parametrize("code, shown", [
    ("modp(-5, 3);", "1"),           # positive representation: ?mod, range [0, abs(m)-1]
    ("modp(12, -5);", "2"),
    ("modp(1/2, 5);", "3"),          # 2*3 = 6 = 1 mod 5
    ("modp(x, 5);", "modp(x,5)"),
])
def test_modp(code, shown):
    assert run(code) == shown


# https://maplesoft.com/support/help/view.aspx?path=trunc : trunc rounds toward 0, round
# rounds halves away from 0, frac(x) = x - trunc(x); trunc(7), trunc(8/3), trunc(-2.4),
# trunc(Pi) are its examples
@pytest.mark.parametrize("code, shown", [
    ("trunc(7);", "7"), ("trunc(8/3);", "2"), ("trunc(-2.4);", "-2"), ("trunc(Pi);", "3"),
    ("trunc(-8/3);", "-2"), ("trunc(x);", "trunc(x)"),
    ("round(2.5);", "3"), ("round(-2.5);", "-3"), ("round(-8/3);", "-3"), ("round(Pi);", "3"),
    ("floor(-3.5);", "-4"), ("floor(-8/3);", "-3"), ("floor(Pi);", "3"), ("floor(-Pi);", "-4"),
    ("ceil(-3.5);", "-3"), ("ceil(7/2);", "4"), ("ceil(Pi);", "4"), ("floor(sqrt(2));", "1"),
    ("floor(x + 1);", "floor(x+1)"),
    ("frac(8/3);", "2/3"), ("frac(-8/3);", "-2/3"), ("frac(-3.5);", "-0.5"), ("frac(3.7);", "0.7"),
    ("frac(7);", "0"), ("frac(Pi);", "Pi-3"), ("frac(x);", "frac(x)"),
])
def test_integer_parts(code, shown):
    assert run(code) == shown


# https://maplesoft.com/support/help/view.aspx?path=igcd (Examples 1-8)
@pytest.mark.parametrize("code, shown", [
    ("igcd();", "0"), ("ilcm();", "1"), ("igcd(10, 6, 8);", "2"), ("ilcm(10, 6, 8);", "120"),
    ("igcd(a, a*b);", "igcd(a,a*b)"), ("a := 6: b := 9: ilcm(a, b); igcd(a, b);", "18\n3"),
    ("igcd(-4, 6);", "2"), ("ilcm(-4, 6);", "12"), ("ilcm(0, 5);", "0"),
])
def test_igcd_ilcm(code, shown):
    assert run(code) == shown


# igcd and ilcm are kernel builtins: a wrong argument is the kernel's error, as irem's
# (issue 25 quotes Maple's `irem received 2.3, which is not valid for its 2nd argument, n`);
# the help page's parameters are x1, x2, ..., so no parameter name follows the position
@pytest.mark.parametrize("code, position, shown", [
    ("igcd(2.5, 3)", "1st", "2.5"), ("ilcm(6, 1/2)", "2nd", "1/2"), ("igcd(a, 2.5)", "2nd", "2.5"),
    ("igcd(6, [1])", "2nd", "[1]"), ("ilcm(4, 6, \"s\")", "3rd", '"s"'),
])
def test_igcd_ilcm_argument_errors(code, position, shown):
    name = code[:4]
    assert " ".join(run(code + ";").split()) == \
        f"Error, invalid input: {name} received {shown}, which is not valid for its {position} argument"


# https://www.maplesoft.com/support/help/view.aspx?path=isprime (Examples 1-6)
@pytest.mark.parametrize("n, prime", [
    ("1", "false"), ("2", "true"), ("17", "true"), ("21", "false"), ("11!+1", "true"),
    ("2^30330+7", None), ("2^(2^5)+1", "false"),   # Euler: 641 divides F5
])
def test_isprime(n, prime):
    if prime is not None:
        assert run(f"isprime({n});") == prime


def test_isprime_agrees_with_trial_division():
    def trial(n):
        return n >= 2 and all(n % d for d in range(2, math.isqrt(n) + 1))
    assert [n for n in range(2000) if is_prime(n)] == [n for n in range(2000) if trial(n)]
    # strong pseudoprimes to several small bases are still found composite
    for n in (2047, 1373653, 25326001, 3215031751, 2152302898747, 3474749660383, 341550071728321):
        assert not is_prime(n)


def test_isprime_needs_an_integer():
    assert ("Error, invalid input: isprime expects its 1st argument, n, to be of type integer, "
            "but received x") in run("isprime(x);").replace("\n", " ")


# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=ifactor : u*``(f1)^e1*...
# https://www.maplesoft.com/support/help/maplesim/view.aspx?path=type%2Ffacint : 2520 and 81/8
@pytest.mark.parametrize("code, shown", [
    ("ifactor(60);", "``(2)^2*``(3)*``(5)"),
    ("ifactor(2520);", "``(2)^3*``(3)^2*``(5)*``(7)"),
    ("ifactor(81/8);", "``(3)^4/``(2)^3"),
    ("ifactor(8/18);", "``(2)^2/``(3)^2"),
    ("ifactor(-120);", "-``(2)^3*``(3)*``(5)"),
    ("ifactor(61);", "``(61)"),
    ("ifactor(0);", "0"), ("ifactor(1);", "1"), ("ifactor(-1);", "-1"),
    ("ifactor(2^64+1);", "``(274177)*``(67280421310721)"),
])
def test_ifactor(code, shown):
    assert run(code) == shown


def test_ifactor_displays_as_maple_does():
    session = Session(io.StringIO())
    session.run("ifactor(60);")
    assert session.out.getvalue().splitlines()[:3] == [" " * 36 + "2", " " * 33 + "(2)  (3) (5)", ""]


@given(st.integers(2, 10 ** 18))
def test_prime_factors_multiply_back(n):
    factors = prime_factors(n)
    assert math.prod(p ** e for p, e in factors.items()) == n
    assert all(is_prime(p) for p in factors)


# https://www.maplesoft.com/support/help/view.aspx?path=convert%2Frational (Examples 1-7)
@pytest.mark.parametrize("code, shown", [
    ("convert(0.125, rational);", "1/8"),
    ("convert(2.345, rational);", "469/200"),
    ("convert(0.3333333333, rational);", "1/3"),
    ("convert(0.3333333333, rational, exact);", "3333333333/10000000000"),
    ("convert(evalf(Pi), rational);", "104348/33215"),
    ("convert(evalf(Pi), rational, 3);", "22/7"),
    ("convert(evalf(Pi), rational, exact);", "1570796327/500000000"),
    ("convert(0.75, rational);", "3/4"),
    ("convert(-0.75, fraction);", "-3/4"),
    ("convert(2/3, rational);", "2/3"),
    # ?convert/rational: the floats inside an expression are converted
    ("convert(0.5*x + 0.25, rational);", "1/2*x+1/4"),
    ("convert([0.5, 0.25, y], rational);", "[1/2, 1/4, y]"),
    ("convert(x, rational);", "x"),
    ("convert(0.1, rational, exact);", "1/10"),
])
def test_convert_rational(code, shown):
    assert run(code) == shown


# https://www.maplesoft.com/support/help/errors/view.aspx?path=convert%2Ffloat (Examples 1-4)
@pytest.mark.parametrize("code, shown", [
    ("convert(1/2, float);", "0.5000000000"),
    ("convert(Pi, float);", "3.141592654"),
    ("convert(Pi, float, 3);", "3.14"),
    ("convert(sin(1), float);", "0.8414709848"),
])
def test_convert_float(code, shown):
    assert run(code) == shown


@given(st.fractions(max_denominator=999).filter(lambda q: abs(q) < 100))
def test_convert_rational_recovers_small_fractions(q):
    # a fraction with a 3-digit denominator is the simplest one rounding to its own 10 digits
    shown = run(f"convert(evalf({q.numerator}/{q.denominator}), rational);")
    assert Fraction(shown) == q


@pytest.mark.parametrize("name", ["iquo", "irem", "modp", "trunc", "frac", "round", "ceil",
                                  "floor", "igcd", "ilcm", "ifactor", "isprime"])
def test_help_text(name):
    assert BUILTINS[name].help.startswith(f"{name}(")


# https://maplesoft.com/support/help/view.aspx?path=time : CPU seconds as a float,
# time(x) the time evaluating x takes, time[real] the real time; values only compared
@pytest.mark.parametrize("code", [
    "t := time(): add(i, i = 1..1000): evalb(time() >= t);",
    "t := time[real](): evalb(time[real]() >= t);",
    "evalb(time() >= 0 and time[real]() >= 0);",
    "type(time(), float) and type(time[real](), float);",
    "evalb(time(add(i, i = 1..1000)) >= 0) and evalb(time[real](add(i, i = 1..1000)) >= 0);",
])
def test_time_compares(code):
    assert run(code) == "true"


def test_time_evaluates_its_argument():
    assert run("f := proc() global z; z := 5 end proc: time(f()): z;") == "5"
    assert run("time[real](proc() global w; w := 7 end proc()): w;") == "7"


def test_time_counts_cpu_seconds():
    session = Session(io.StringIO())
    session.run("st := time(): s := add(i^2, i = 1..100000): d := time() - st:")
    d = session.evaluator.globals["d"]
    assert d >= 0 and d.as_tuple().exponent == -3       # to the millisecond


def test_time_arguments():
    assert "Error, invalid input: time expects 0 or 1 argument, but received 2" in run("time(1, 2);")
    assert BUILTINS["time"].help.startswith("time()") and "time[real]" in BUILTINS["time"].help


# ---------------------------------------------------------------- interface and kernelopts

def test_interface_help_documents_every_variable():
    from mapletape.session import DEFAULT_SETTINGS
    help_text = BUILTINS["interface"].help
    for variable in DEFAULT_SETTINGS:
        assert f"\n  {variable} " in help_text, variable


def test_kernelopts_help_documents_every_option():
    from mapletape.library.kernel import _FACTS
    session = Session(io.StringIO())
    help_text = BUILTINS["kernelopts"].help
    for option in list(session.kernelopts) + list(_FACTS):
        assert f"\n  {option} " in help_text, option


def test_help_page_shows_the_variables():
    from mapletape.help import Help
    page = Help(Session(io.StringIO())).text("interface")
    assert "screenwidth" in page and "warnlevel" in page and "errorbreak" in page


# ---------------------------------------------------------------- names mapletape lacks

def test_unavailable_names_are_common_maple_names_we_do_not_define():
    from mapletape.library import builtins
    from mapletape.library.unavailable import UNAVAILABLE, is_implemented
    assert len(UNAVAILABLE) >= 60
    implemented = {name for name, value in builtins().items() if is_implemented(value)}
    assert not set(UNAVAILABLE) & implemented
    for name in ("rsolve", "dsolve", "plot3d", "plottools", "pdsolve", "product", "laplace",
                 "minimize", "CurveFitting"):
        assert name in UNAVAILABLE


def test_calling_an_unavailable_name_warns_once_and_returns_unevaluated():
    out = run("rsolve(x, x); rsolve(x^2, x); dsolve(x = 1, x); rsolve(1, x);")
    assert out.splitlines() == [
        "Warning, rsolve is not available in mapletape", "rsolve(x,x)", "rsolve(x^2,x)",
        "Warning, dsolve is not available in mapletape", "dsolve(x = 1,x)", "rsolve(1,x)"]


def test_the_warning_is_once_per_session_not_per_process():
    for _ in range(2):
        assert run("pdsolve(x);").startswith("Warning, pdsolve is not available in mapletape")


def test_the_warning_survives_restart_and_procedures():
    out = run("f := proc() plot3d(x) end proc: f(); restart; f := proc() plot3d(x) end proc: f();")
    assert out.count("Warning, plot3d is not available in mapletape") == 1


def test_with_an_unavailable_package_says_so():
    # nothing of plottools is listed, and its commands warn when called
    out = run("with(plottools); circle([0, 0], 1);")
    assert out.splitlines() == ["Warning, plottools is not available in mapletape", "[]",
                                "Warning, plottools:-circle is not available in mapletape",
                                "circle([0, 0],1)"]


def test_a_user_procedure_of_that_name_is_no_warning():
    assert run("pdsolve := proc(e) e end proc: pdsolve(x);").splitlines()[-1] == "x"
    assert "Warning" not in run("myfunction(x); f(1);")


def test_warnlevel_zero_silences_the_warning():
    assert run("interface(warnlevel = 0): minimize(x, x = 0);").splitlines() == ["minimize(x,x = 0)"]


def test_help_on_an_unavailable_name():
    from mapletape.help import Help
    page = Help(Session(io.StringIO())).text("rsolve")
    assert page.startswith("rsolve is not available in mapletape; a call returns unevaluated.")
    assert "solving recurrence equations" in page
    # a package export we lack answers ?Package:-name the same way
    page = Help(Session(io.StringIO())).text("LinearAlgebra:-JordanForm")
    assert page.startswith("LinearAlgebra:-JordanForm is not available in mapletape")


def test_iquo_irem_take_a_sequence_and_map():
    assert run("irem(op([23, 4]));") == "3"
    assert run("map(irem, [7, 8, -9], 4);") == "[3, 0, -1]"


def test_factorial_is_the_bang_operator_and_evalhf_gives_hardware_floats():
    # help page factorial: factorial(n) is n!; help page evalhf: double precision, shown
    # with 15 digits (Python's float repr of pi, 3.14159265358979, computed here)
    import math
    assert run("factorial(5), factorial(n), factorial(0);") == "120, n!, 1"
    assert run("factorial(-1);") == "Error, numeric exception: factorial of a negative or non-integer number"
    assert run("evalhf(Pi);") == "%.15g" % math.pi
    assert run("evalhf(x + 1);") == "Error, (in evalhf) cannot handle unevaluated name `x` in evalhf"


def test_signum():
    # help page signum: x/abs(x) for x <> 0 (a float for a float); signum(0) is
    # _Envsignum0 when assigned; symbols stay, signum(-x) is -signum(x) as x/abs(x) is
    assert run("signum(-3), signum(2/3), signum(0), signum(-2.5), signum(x), signum(-x);") == \
        "-1, 1, 0, -1., signum(x), -signum(x)"
    assert run("_Envsignum0 := 7: signum(0);") == "7"


def test_real_and_imaginary_parts():
    # help pages Re and conjugate: z = a + b*I has real part a, imaginary part b and
    # conjugate a - b*I; a symbol may be complex, so its parts stay unevaluated
    assert run("Re(3 + 2*I), Im(3 + 2*I), conjugate(3 + 2*I), Re(2.5), Im(5), Im(sqrt(-4));") == \
        "3, 2, 3-2*I, 2.5, 0, 2"
    assert run("Re(x), conjugate(x), Im(1/2 + sqrt(2)*I), Re(Pi + I);") == \
        "Re(x), conjugate(x), 2^(1/2), Pi"


def test_isqrt_and_iroot_are_the_nearest_integer():
    # help page isqrt, examples (1) to (9): the nearest integer, exact for perfect powers
    assert run("isqrt(4), isqrt(5), isqrt(8), isqrt(10), iroot(100, 3), iroot(200, 8), "
               "isqrt(-4);") == "2, 2, 3, 3, 5, 2, 0"
    assert run("r := iroot(10, 2, 'e'): r, e; r := iroot(50653, 3, 'e'): r, e;") == \
        "3, false\n37, true"
    # odd roots of negative numbers are -iroot(-x, n); even ones 0
    assert run("iroot(-8, 3), iroot(-8, 2), isqrt(10^100 + 1) - 10^50;") == "-2, 0, 0"
