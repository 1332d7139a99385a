"""GAMMA, lnGAMMA, Psi, Beta, erf, erfc, Zeta, LambertW and the Bessel functions. Exact
values are exact arithmetic (GAMMA(n) = (n-1)!, GAMMA(1/2) = Pi^(1/2), Zeta(2) = Pi^2/6,
Zeta(-1) = -1/12, Beta(2, 3) = 1/12); float values are mpmath's, computed here at 30 digits
and rounded to 10; hardware floats are Python's math module's."""
from __future__ import annotations

import math
from decimal import Decimal

import mpmath
import pytest

from maple import one_d as run


def test_exact_values():
    assert run("GAMMA(5), GAMMA(1/2), GAMMA(3/2), GAMMA(-1/2), GAMMA(x);") == \
        "24, Pi^(1/2), 1/2*Pi^(1/2), -2*Pi^(1/2), GAMMA(x)"
    assert run("Zeta(2), Zeta(4), Zeta(0), Zeta(-1), Zeta(3);") == \
        "1/6*Pi^2, 1/90*Pi^4, -1/2, -1/12, Zeta(3)"
    assert run("erf(0), erf(-x), erfc(0), Beta(2, 3), Beta(1/2, 1/2), LambertW(0), BesselJ(0, 0);") == \
        "0, -erf(x), 1, 1/12, Pi, 0, 1"
    assert run("GAMMA(0);") == "Error, (in GAMMA) numeric exception: division by zero"


@pytest.mark.parametrize("call, mp", [
    ("GAMMA(2.5)", lambda: mpmath.gamma(2.5)), ("erf(1.)", lambda: mpmath.erf(1)),
    ("erfc(0.5)", lambda: mpmath.erfc(0.5)), ("Zeta(2.5)", lambda: mpmath.zeta(2.5)),
    ("LambertW(1.)", lambda: mpmath.lambertw(1).real), ("BesselJ(0, 1.)", lambda: mpmath.besselj(0, 1)),
    ("BesselY(1, 2.)", lambda: mpmath.bessely(1, 2)), ("BesselK(0, 1.)", lambda: mpmath.besselk(0, 1)),
    ("lnGAMMA(10.)", lambda: mpmath.loggamma(10)), ("Psi(1.)", lambda: mpmath.digamma(1)),
    ("evalf(GAMMA(1/3))", lambda: mpmath.gamma(mpmath.mpf(1) / 3)),
    ("evalf(Beta(1/3, 1/4))", lambda: mpmath.beta(mpmath.mpf(1) / 3, mpmath.mpf(1) / 4)),
])
def test_floats_are_mpmath_s_rounded_to_digits(call, mp):
    with mpmath.workdps(30):
        true = Decimal(mpmath.nstr(mp(), 25))
    assert Decimal(run(call + ";")) == round(true, 10 - true.adjusted() - 1)


def test_digits_and_hardware_floats():
    with mpmath.workdps(40):
        zeta3 = mpmath.nstr(mpmath.zeta(3), 30)
    assert run("evalf[30](Zeta(3));") == zeta3
    assert run("GAMMA(Vector([2.5], datatype = float[8])[1]);") == "%.15g" % math.gamma(2.5)


def test_complex_values_are_errors_and_derivatives():
    assert run("LambertW(-1.);").startswith("Error, (in LambertW) LambertW(-1.) is not a real")
    assert run("diff(GAMMA(x), x), diff(erf(2*x), x);") == \
        "GAMMA(x)*Psi(x), 4*exp(-4*x^2)/Pi^(1/2)"


# https://maplesoft.com/support/help/view.aspx?path=Airy : examples (1) AiryAi(0) =
# 3^(1/3)/(3*GAMMA(2/3)), (2) AiryBi(0) = 3^(5/6)/(3*GAMMA(2/3)), (3) AiryAi(1.23) =
# 0.1021992656, (5)-(6) AiryAi(1, x) and AiryBi(2, x) stay; AiryAi(1, x) = D(AiryAi)(x)
def test_airy_help_page_examples():
    assert run("AiryAi(0); AiryBi(0);") == "1/3*3^(1/3)/GAMMA(2/3)\n1/3*3^(5/6)/GAMMA(2/3)"
    assert run("AiryAi(1.23);") == "0.1021992656"
    assert run("AiryAi(1, x), AiryBi(2, x), AiryAi(0, x);") == "AiryAi(1,x), AiryBi(2,x), AiryAi(x)"
    # the derivative of AiryAi is AiryAi(1, x); of AiryAi(1, x), x*AiryAi(x) (w'' = x*w)
    assert run("diff(AiryAi(x^2), x); diff(AiryBi(1, x), x);") == "2*AiryAi(1,x^2)*x\nx*AiryBi(x)"


@pytest.mark.parametrize("call, mp", [
    ("AiryBi(1.23)", lambda: mpmath.airybi(mpmath.mpf("1.23"))),
    ("AiryAi(-2.5)", lambda: mpmath.airyai(mpmath.mpf("-2.5"))),
    ("AiryAi(1, 1.23)", lambda: mpmath.airyai(mpmath.mpf("1.23"), derivative=1)),
    ("evalf(AiryBi(1, 2))", lambda: mpmath.airybi(2, derivative=1)),
    ("evalf(AiryAi(2))", lambda: mpmath.airyai(2)),
])
def test_airy_floats_are_mpmath_s(call, mp):
    with mpmath.workdps(30):
        true = Decimal(mpmath.nstr(mp(), 25))
    assert Decimal(run(call + ";")) == round(true, 10 - true.adjusted() - 1)
