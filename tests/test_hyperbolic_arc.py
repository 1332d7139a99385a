"""sinh, cosh, tanh, arcsin and arccos: exact values, floats and derivatives. Expected
values: exact arithmetic (sinh(0) = 0, cosh(0) = 1, arcsin(1/2) = Pi/6, arccos(x) =
Pi/2 - arcsin(x)), Python's math module (IEEE double functions) for hardware floats and
Decimal arithmetic at 40 digits for software floats, computed here; derivatives are the
calculus rules (d tanh = 1 - tanh^2, d arcsin = 1/sqrt(1 - u^2))."""
from __future__ import annotations

import math
from decimal import Decimal, getcontext

import pytest

from maple import one_d as run


def test_exact_values_and_symmetry():
    assert run("sinh(0), cosh(0), tanh(0), tanh(-x), cosh(-x), sinh(-2*y);") == \
        "0, 1, 0, -tanh(x), cosh(x), -sinh(2*y)"
    assert run("arcsin(1/2), arcsin(-1), arccos(1/2), arccos(0), arccos(-1), "
               "arcsin(1/2*sqrt(2)), arcsin(0), arcsin(-x);") == \
        "1/6*Pi, -1/2*Pi, 1/3*Pi, 1/2*Pi, Pi, 1/4*Pi, 0, -arcsin(x)"


@pytest.mark.parametrize("name, x", [("sinh", 1.0), ("cosh", 1.0), ("tanh", 0.5),
                                     ("arcsin", 0.5), ("arccos", 0.5)])
def test_software_floats_round_the_true_value_to_digits(name, x):
    getcontext().prec = 40
    d = Decimal(x)
    e = d.exp()
    true = {"sinh": (e - 1 / e) / 2, "cosh": (e + 1 / e) / 2,
            "tanh": (e - 1 / e) / (e + 1 / e),
            "arcsin": Decimal(math.asin(x)), "arccos": Decimal(math.acos(x))}[name]
    shown = run(f"{name}({x});")
    assert Decimal(shown) == round(true, 10 - true.adjusted() - 1), shown


def test_hardware_floats_are_math_s():
    assert run("sinh(Vector([1.], datatype = float[8])[1]);") == "%.15g" % math.sinh(1.0)


def test_derivatives_and_the_complex_domain():
    assert run("diff(tanh(x), x), diff(sinh(2*x), x), diff(cosh(x), x);") == \
        "-tanh(x)^2+1, 2*cosh(2*x), sinh(x)"
    assert run("diff(arcsin(x), x), diff(arccos(x), x);") == \
        "1/(-x^2+1)^(1/2), -1/(-x^2+1)^(1/2)"
    assert run("arcsin(2.);").startswith("Error, (in arcsin) arcsin(2.) is not a real number")


def test_reciprocal_trigonometric_and_inverse_hyperbolic_functions():
    # exact arithmetic: sec = 1/cos, csc = 1/sin, cot = cos/sin at the standard angles;
    # arcsinh(0) = arctanh(0) = arccosh(1) = 0
    assert run("sec(0), csc(Pi/2), cot(Pi/4), cot(Pi/2), sec(-x), csc(-x), sec(Pi/3), "
               "csc(Pi/6);") == "1, 1, 1, 0, sec(x), -csc(x), 2, 2"
    assert run("arcsinh(0), arctanh(0), arccosh(1), arcsinh(-x);") == "0, 0, 0, -arcsinh(x)"
    assert run("cot(0);") == "Error, (in cot) numeric exception: division by zero"
    assert run("arccosh(0.5);").startswith("Error, (in arccosh) arccosh(0.5) is not a real")


@pytest.mark.parametrize("name, x, true", [
    # Python's math module, IEEE doubles, rounded here to 10 digits
    ("sec", 1.0, 1 / math.cos(1.0)), ("csc", 1.0, 1 / math.sin(1.0)), ("cot", 1.0, 1 / math.tan(1.0)),
    ("arcsinh", 0.5, math.asinh(0.5)), ("arctanh", 0.5, math.atanh(0.5)),
    ("arccosh", 2.0, math.acosh(2.0)), ("arcsinh", 2.0, math.asinh(2.0)),
])
def test_more_software_floats(name, x, true):
    assert run(f"{name}({x});") == f"{true:.10g}"


def test_more_derivatives():
    assert run("diff(sec(x), x), diff(cot(x), x), diff(arctanh(x), x);") == \
        "sec(x)*tan(x), -cot(x)^2-1, 1/(-x^2+1)"
    assert run("diff(arcsinh(x), x), diff(arccosh(x), x);") == \
        "1/(x^2+1)^(1/2), 1/(x-1)^(1/2)/(x+1)^(1/2)"


def test_arcsec_and_arccsc():
    # arcsec(x) = arccos(1/x), arccsc(x) = arcsin(1/x) (exact arithmetic: arccos(1/2) = Pi/3)
    assert run("arcsec(2), arccsc(2), arcsec(1), arccsc(-1), arcsec(x);") == \
        "1/3*Pi, 1/6*Pi, 0, -1/2*Pi, arcsec(x)"
    assert run("arcsec(2.), arccsc(2.), arcsec(-2.);") == ", ".join(
        f"{t:.10g}" for t in (math.acos(0.5), math.asin(0.5), math.acos(-0.5)))
    assert run("arcsec(0.5);").startswith("Error, (in arcsec) arcsec(0.5) is not a real")
    assert run("diff(arcsec(x), x);") == "1/x^2/(-1/x^2+1)^(1/2)"


def test_arccsc_of_a_negative_number_is_odd():
    # arccsc is odd (help page invtrig: arccsc(x) = arcsin(1/x), arcsin odd): arccsc(-3) is
    # -arccsc(3), not a call of arcsin
    assert run("arccsc(-3), arccsc(-x);") == "-arccsc(3), -arccsc(x)"


# https://maplesoft.com/support/help/maple/view.aspx?path=invtrig : arccot, arcsech, arccsch
# and arccoth, the inverses of cot, sech, csch and coth; arccot(x) = Pi/2 - arctan(x), values
# in (0, Pi) for real x (so arccot(-1) = 3/4*Pi, as DeepLearning's arccot on Tensors has it),
# arcsech(x) = arccosh(1/x), arccsch(x) = arcsinh(1/x), arccoth(x) = arctanh(1/x)
def test_arccot_arcsech_arccsch_arccoth_exact():
    assert run("arccot(0), arccot(1), arccot(-1), arccot(x);") == \
        "1/2*Pi, 1/4*Pi, 3/4*Pi, arccot(x)"
    # arccosh(1) = 0; arcsinh and arctanh are odd; arctanh(1/0) is 1/2*I*Pi
    assert run("arcsech(1), arcsech(1/2), arccsch(-2), arccoth(-x), arccoth(0);") == \
        "0, arcsech(1/2), -arccsch(2), -arccoth(x), 1/2*I*Pi"
    for call in ("arccoth(1)", "arccsch(0)", "arcsech(0)", "arccsch(0.)"):
        name = call[:call.index("(")]
        assert run(call + ";") == f"Error, (in {name}) numeric exception: division by zero"
    assert run("arcsech(2.);").startswith("Error, (in arcsech) arcsech(2.) is not a real")
    assert run("arccoth(0.5);").startswith("Error, (in arccoth) arccoth(0.5) is not a real")


@pytest.mark.parametrize("name, x, true", [
    ("arccot", 2.0, math.pi / 2 - math.atan(2.0)), ("arccot", -1.0, 3 * math.pi / 4),
    ("arcsech", 0.5, math.acosh(2.0)), ("arccsch", 1.0, math.asinh(1.0)),
    ("arccsch", -0.5, math.asinh(-2.0)), ("arccoth", 2.0, math.atanh(0.5)),
])
def test_arccot_and_inverse_reciprocal_hyperbolic_floats(name, x, true):
    # Python's math (IEEE doubles) from the definitions above, rounded to 10 digits
    assert Decimal(run(f"{name}({x});")) == Decimal(f"{true:.10g}")
    assert run(f"{name}(Vector([{x}], datatype = float[8])[1]);") == "%.15g" % true


def test_arccot_software_float_digits():
    # Pi/2 - arctan(1/3) = arctan(3), at 40 digits by Decimal's own series here
    getcontext().prec = 50
    x, total, k = Decimal(1) / 3, Decimal(0), 0
    while True:
        term = (-1) ** k * x ** (2 * k + 1) / (2 * k + 1)
        if abs(term) < Decimal(10) ** -45:
            break
        total, k = total + term, k + 1
    pi = Decimal("3.14159265358979323846264338327950288419716939937510")
    assert run("Digits := 30: arccot(1/3.);") == str(round(pi / 2 - total, 29))


def test_arccot_arcsech_arccsch_arccoth_derivatives():
    # d arccot = -1/(1 + u^2); the others by the chain rule through 1/u (d(1/u) = -1/u^2)
    # and d arccosh(w) = 1/((w-1)^(1/2) (w+1)^(1/2)), d arcsinh(w) = 1/(w^2+1)^(1/2),
    # d arctanh(w) = 1/(1 - w^2), which for w = 1/u gives 1/(1 - u^2) again
    assert run("diff(arccot(x), x); diff(arcsech(x), x); diff(arccsch(x), x); "
               "diff(arccoth(x), x);") == \
        "-1/(x^2+1)\n-1/x^2/(1/x-1)^(1/2)/(1/x+1)^(1/2)\n-1/x^2/(1/x^2+1)^(1/2)\n1/(-x^2+1)"
