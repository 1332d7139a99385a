"""argument, csgn, Heaviside and anames, as their Maple help pages define them; expected
values are the pages' own examples or exact arithmetic (atan2 from Python's math for
hardware floats)."""
from __future__ import annotations

import math
from decimal import Decimal

from maple import one_d as run


# https://maplesoft.com/support/help/view.aspx?path=argument : the principal value in
# (-Pi, Pi]; examples (3)-(8): argument(1/2. - 1/3*I) is -0.5880026035, argument(-1/2. -
# 1/3*I) is -2.553590050, their conjugates positive; argument(1/2) is 0, argument(-1/2) Pi
def test_argument_help_page_examples():
    assert run("argument(1/2. - 1/3*I), argument(-1/2. - 1/3*I), argument(1/2. + 1/3*I), "
               "argument(-1/2. + 1/3*I);") == "-0.5880026035, -2.553590050, 0.5880026035, 2.553590050"
    assert run("argument(1/2), argument(-1/2);") == "0, Pi"


def test_argument_exact_and_symbolic():
    # exact arithmetic: the angle of I is Pi/2, of -1 - I is -3/4*Pi; arctan(b/a) for a > 0,
    # and that plus Pi (b > 0) or minus Pi (b < 0) for a < 0
    assert run("argument(0), argument(I), argument(-3*I), argument(-1 - I), argument(1 + 2*I), "
               "argument(x);") == "0, 1/2*Pi, -1/2*Pi, -3/4*Pi, arctan(2), argument(x)"
    assert run("argument(-1 + 2*I);") == "-arctan(2)+Pi"
    assert run("argument(Vector([-2.], datatype = float[8])[1]);") == "%.15g" % math.atan2(0, -2.)
    assert run("argument([1]);").startswith("Error, invalid input: argument expects its 1st")


# https://maplesoft.com/support/help/view.aspx?path=csgn : 1 when Re(x) > 0 or Re(x) = 0 and
# Im(x) > 0, -1 when Re(x) < 0 or Re(x) = 0 and Im(x) < 0; csgn(0) is _Envsignum0 (0 when
# unassigned), csgn(0, x, y) sets _Envsignum0 = y for the call; csgn(1, x), the derivative,
# is 0 for a number that is not purely imaginary
def test_csgn():
    assert run("csgn(2), csgn(-3.5), csgn(I), csgn(-2*I), csgn(1 - I), csgn(-1 + 5*I), "
               "csgn(Pi), csgn(-sqrt(2));") == "1, -1, 1, -1, 1, -1, 1, -1"
    assert run("csgn(0), csgn(0, 0, 7), csgn(1, 3), csgn(1, I), csgn(x), csgn(-x);") == \
        "0, 7, 0, csgn(1,I), csgn(x), -csgn(x)"
    assert run("_Envsignum0 := 1: csgn(0);") == "1"
    assert run("csgn(2, 3);").startswith("Error, invalid input: csgn expects csgn(x)")


# https://www.maplesoft.com/support/help/maple/view.aspx?path=Heaviside : 0 for x < 0, 1 for
# x > 0, Heaviside(0) returns undefined; example (1) diff(Heaviside(x), x) is Dirac(x),
# example (2) Heaviside(4) is 1
def test_heaviside():
    assert run("Heaviside(4), Heaviside(-2), Heaviside(0), Heaviside(2.5), Heaviside(-Pi), "
               "Heaviside(x);") == "1, 0, undefined, 1, 0, Heaviside(x)"
    assert run("diff(Heaviside(x), x);") == "Dirac(x)"


# https://maplesoft.com/support/help/view.aspx?path=anames : the assigned global names;
# anames(type) those with a value of that type; anames(user) without environment variables
# and names with '/' or a leading '_'; anames(environment) the environment variables
def test_anames():
    setup = "a := 1: f := proc(x) x end proc: b := [1, 2]: _Envsignum0 := 1: c := 2.5:\n"
    assert run(setup + "anames(user);") == "a, f, b, c"
    assert run(setup + "anames(alluser);") == "a, f, b, _Envsignum0, c"
    assert run(setup + "anames(environment);") == "Digits, printlevel, _Envsignum0"
    assert run(setup + "anames(procedure); anames(list);") == "f\nb"
    assert run(setup + "{anames()} minus {anames(user)};") == "{Digits, _Envsignum0, printlevel}"
    assert run("anames(1, 2);") == \
        "Error, invalid input: anames expects 0 or 1 arguments, but received 2"


def test_argument_software_floats_follow_digits():
    # exact arithmetic: argument(-1 - 2*I) = arctan(2) - Pi, 20 digits of it from Decimal
    # series arctan(2) = Pi/2 - arctan(1/2)
    from decimal import getcontext
    getcontext().prec = 40
    x, total, k = Decimal(1) / 2, Decimal(0), 0
    while abs(term := (-1) ** k * x ** (2 * k + 1) / (2 * k + 1)) > Decimal(10) ** -38:
        total, k = total + term, k + 1
    pi = Decimal("3.14159265358979323846264338327950288419716939937510")
    true = pi / 2 - total - pi
    assert run("Digits := 20: argument(-1. - 2.*I);") == str(round(true, 19))
