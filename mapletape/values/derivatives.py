"""Symbolic derivatives of Maple values: the sum, product, power and chain rules, with
results collected by values/arith.py so that they come out in Maple's form."""
from __future__ import annotations

from fractions import Fraction

from . import arith
from . import core as v
from . import numbers as num
from . import operands

DIFF = v.Name("diff")
D = v.Name("D")


def _call(name: str, *args):
    return v.Function(v.Name(name), args)


# the derivative of each known function of one argument, as a value of that argument
KNOWN = {
    "sin": lambda u: _call("cos", u),
    "cos": lambda u: arith.neg(_call("sin", u)),
    "tan": lambda u: arith.add(1, arith.power(_call("tan", u), 2)),
    "exp": lambda u: _call("exp", u),
    "ln": lambda u: arith.power(u, -1),
    "arctan": lambda u: arith.power(arith.add(1, arith.power(u, 2)), -1),
    "sinh": lambda u: _call("cosh", u),
    "cosh": lambda u: _call("sinh", u),
    "tanh": lambda u: arith.sub(1, arith.power(_call("tanh", u), 2)),
    "arcsin": lambda u: arith.power(arith.sub(1, arith.power(u, 2)), Fraction(-1, 2)),
    "arccos": lambda u: arith.neg(arith.power(arith.sub(1, arith.power(u, 2)), Fraction(-1, 2))),
    "GAMMA": lambda u: arith.mul(_call("GAMMA", u), _call("Psi", u)),
    "lnGAMMA": lambda u: _call("Psi", u),
    "erf": lambda u: arith.mul(arith.mul(2, arith.power(v.Name("Pi"), Fraction(-1, 2))),
                               _call("exp", arith.neg(arith.power(u, 2)))),
    "erfc": lambda u: arith.mul(arith.mul(-2, arith.power(v.Name("Pi"), Fraction(-1, 2))),
                                _call("exp", arith.neg(arith.power(u, 2)))),
    "sec": lambda u: arith.mul(_call("sec", u), _call("tan", u)),
    "csc": lambda u: arith.neg(arith.mul(_call("csc", u), _call("cot", u))),
    "cot": lambda u: arith.sub(-1, arith.power(_call("cot", u), 2)),
    "arcsec": lambda u: arith.power(arith.mul(arith.power(u, 2), arith.power(
        arith.sub(1, arith.power(u, -2)), Fraction(1, 2))), -1),
    "arccsc": lambda u: arith.neg(arith.power(arith.mul(arith.power(u, 2), arith.power(
        arith.sub(1, arith.power(u, -2)), Fraction(1, 2))), -1)),
    "arcsinh": lambda u: arith.power(arith.add(arith.power(u, 2), 1), Fraction(-1, 2)),
    "arctanh": lambda u: arith.power(arith.sub(1, arith.power(u, 2)), -1),
    "arccosh": lambda u: arith.power(arith.mul(arith.power(arith.sub(u, 1), Fraction(1, 2)),
                                               arith.power(arith.add(u, 1), Fraction(1, 2))), -1),
    "arccot": lambda u: arith.neg(arith.power(arith.add(1, arith.power(u, 2)), -1)),
    # arcsech(u) = arccosh(1/u), arccsch(u) = arcsinh(1/u), arccoth(u) = arctanh(1/u): the
    # chain rule through 1/u, whose derivative is -1/u^2
    "arcsech": lambda u: arith.mul(arith.neg(arith.power(u, -2)), KNOWN["arccosh"](arith.power(u, -1))),
    "arccsch": lambda u: arith.mul(arith.neg(arith.power(u, -2)), KNOWN["arcsinh"](arith.power(u, -1))),
    "arccoth": lambda u: arith.power(arith.sub(1, arith.power(u, 2)), -1),
    "Heaviside": lambda u: _call("Dirac", u),
    "AiryAi": lambda u: _call("AiryAi", 1, u),
    "AiryBi": lambda u: _call("AiryBi", 1, u),
}
# AiryAi(1, u) and AiryBi(1, u), the derivatives: by the Airy equation w'' = u*w (help page
# Airy), their derivatives are u*AiryAi(u) and u*AiryBi(u)
SECOND = {"AiryAi": lambda u: arith.mul(u, _call("AiryAi", u)),
          "AiryBi": lambda u: arith.mul(u, _call("AiryBi", u))}


def depends_on(value, x) -> bool:
    """Whether x occurs in value (a derivative with respect to x can be other than 0)."""
    if value == x:
        return True
    if isinstance(x, v.Name) and not isinstance(value, (v.Name, v.Indexed)):
        return x.name in operands.free_names(value)
    return any(depends_on(part, x) for part in operands.parts(value))


def derivative(value, x):
    """d value / dx for a name (or indexed name) x; what cannot be differentiated stays
    the unevaluated call diff(value, x), as Maple returns it."""
    if value == x:
        return 1
    if isinstance(value, (v.MList, v.MSet, v.Relation)):
        return operands.rebuild(value, [derivative(part, x) for part in operands.operands(value)])
    if not depends_on(value, x):
        return 0
    if isinstance(value, v.Sum):
        return arith.add_all([derivative(t, x) for t in value.terms])
    if isinstance(value, v.Product):
        return _product_rule(value.factors, x)
    if isinstance(value, v.Power):
        return _power_rule(value.base, value.exponent, x)
    if isinstance(value, v.Function):
        return _chain_rule(value, x)
    return v.Function(DIFF, (value, x))


def _product_rule(factors, x):
    terms = []
    for i, factor in enumerate(factors):
        if depends_on(factor, x):
            terms.append(arith.mul_all([*factors[:i], derivative(factor, x), *factors[i + 1:]]))
    return arith.add_all(terms) if terms else 0


def _power_rule(base, exponent, x):
    if not depends_on(exponent, x):
        if num.is_number(exponent):
            # n*u^(n-1)*u': x^3 gives 3 x^2
            return arith.mul_all([exponent, arith.power(base, num.add(exponent, -1)),
                                  derivative(base, x)])
        # Maple writes d/dx x^n as x^n n / x
        return arith.mul_all([v.Power(base, exponent), exponent, derivative(base, x),
                              arith.power(base, -1)])
    # u^w = exp(w ln u): u^w (w' ln(u) + w u'/u)
    inner = arith.add(arith.mul(derivative(exponent, x), _call("ln", base)),
                      arith.mul_all([exponent, derivative(base, x), arith.power(base, -1)]))
    return arith.mul(v.Power(base, exponent), inner)


def _chain_rule(call: v.Function, x):
    head, args = call.head, call.args
    if isinstance(head, v.Name) and head.name in KNOWN and len(args) == 1:
        return arith.mul(KNOWN[head.name](args[0]), derivative(args[0], x))
    if isinstance(head, v.Name) and head.name in SECOND and len(args) == 2 and args[0] in (0, 1):
        rule = KNOWN if args[0] == 0 else SECOND
        return arith.mul(rule[head.name](args[1]), derivative(args[1], x))
    if len(args) == 1 and args[0] != x and isinstance(head, v.Name) and head not in (DIFF, D):
        # an unknown function of an expression: D(f)(u) u'
        return arith.mul(v.Function(v.Function(D, (head,)), args), derivative(args[0], x))
    return v.Function(DIFF, (call, x))


def is_variable(value) -> bool:
    """Whether diff can differentiate with respect to value: a name or an indexed name."""
    return isinstance(value, (v.Name, v.Indexed))



def at_points(value, pairs):
    """The value ready for substituting `pairs` (old, new): a derivative of an unknown
    function at a variable that becomes a non-name, diff(f(x), x) at x = 3, turns into
    D(f)(x), so that it becomes D(f)(3) as in Maple, not a derivative with respect to 3."""
    points = [old for old, new in pairs if is_variable(old) and not is_variable(new)]
    if not points:
        return value
    return _operators(value, points)


def _operators(value, points):
    function, variables = _derivative_chain(value)
    if variables and variables[0] in points and all(y == variables[0] for y in variables) \
            and function.args == (variables[0],) and isinstance(function.head, v.Name):
        operator = function.head
        for _ in variables:
            operator = v.Function(D, (operator,))
        return v.Function(operator, function.args)
    if not operands.is_compound(value):
        return value
    h = operands.head(value)
    return operands.rebuild(value, [_operators(part, points) for part in operands.operands(value)],
                            None if h is None else _operators(h, points))


def _derivative_chain(value):
    """(f(...), [x, ...]) for diff(...diff(f(...), x)...), the innermost variable first;
    (value, []) for anything else."""
    variables = []
    while isinstance(value, v.Function) and value.head == DIFF and len(value.args) == 2:
        variables.insert(0, value.args[1])
        value = value.args[0]
    return (value, variables) if isinstance(value, v.Function) else (value, [])
