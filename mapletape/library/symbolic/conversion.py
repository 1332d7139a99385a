"""Maple values to SymPy expressions and back. SymPy is imported when a symbolic command
first runs; results come back through values/arith.py, so that they collect, print and
compare as any other Maple value."""
from __future__ import annotations

import functools
from decimal import Decimal
from fractions import Fraction

from ...display.lineprint import lprint
from ...errors import MapleError
from ...limits import check_operation
from ...values import arith
from ...values import core as v
from ...values import numbers as num


def sympy():
    import sympy as sp
    return sp


# Maple's function names and SymPy's, where they differ only in spelling
_FUNCTIONS = {
    "sin": "sin", "cos": "cos", "tan": "tan", "sec": "sec", "csc": "csc", "cot": "cot",
    "sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "sech": "sech", "csch": "csch", "coth": "coth",
    "arcsin": "asin", "arccos": "acos", "arctan": "atan", "arcsec": "asec", "arccsc": "acsc",
    "arccot": "acot", "arcsinh": "asinh", "arccosh": "acosh", "arctanh": "atanh",
    "arcsech": "asech", "arccsch": "acsch", "arccoth": "acoth",
    "exp": "exp", "ln": "log", "abs": "Abs", "signum": "sign", "GAMMA": "gamma",
    "lnGAMMA": "loggamma", "Psi": "digamma", "Beta": "beta", "erf": "erf", "erfc": "erfc",
    "Zeta": "zeta", "LambertW": "LambertW", "BesselJ": "besselj", "BesselY": "bessely",
    "BesselI": "besseli", "BesselK": "besselk", "binomial": "binomial", "floor": "floor",
    "ceil": "ceiling", "Heaviside": "Heaviside", "Dirac": "DiracDelta", "Re": "re", "Im": "im",
    "conjugate": "conjugate", "Ei": "Ei", "Si": "Si", "Ci": "Ci", "Shi": "Shi", "Chi": "Chi",
    "FresnelS": "fresnels", "FresnelC": "fresnelc", "erfi": "erfi", "Li": "li",
    "harmonic": "harmonic", "pochhammer": "RisingFactorial", "argument": "arg", "max": "Max",
    "min": "Min",
}
# the two-argument forms of Maple's functions whose one-argument form is above:
# GAMMA(a, x), Psi(n, x) and Ei(a, x)
_BINARY = {"GAMMA": "uppergamma", "Psi": "polygamma", "Ei": "expint"}
_CONSTANTS = {"Pi": "pi", "I": "I", "infinity": "oo", "gamma": "EulerGamma", "Catalan": "Catalan",
              "undefined": "nan"}


@functools.cache
def _tables():
    sp = sympy()
    to = {name: getattr(sp, target) for name, target in _FUNCTIONS.items()}
    binary = {name: getattr(sp, target) for name, target in _BINARY.items()}
    back = {cls: v.Name(name) for table in (to, binary) for name, cls in table.items()}
    constants = {name: getattr(sp, target) for name, target in _CONSTANTS.items()}
    return to, back, constants, binary


class Conversion:
    """One command's round trip: a procedure's locals stand in as dummy symbols, calls of
    anything but a name (D(f)(x), a procedure) as SymPy functions of their arguments, and
    come back as they were; Maple's names for SymPy's own constants (Pi, I) stay Maple's,
    and Maple's unevaluated diff, int, sum and limit are SymPy's Derivative, Integral, Sum
    and Limit, so that they keep depending on their variables."""

    def __init__(self, procname: str):
        self.procname = procname
        self.atoms: dict = {}        # SymPy symbol -> the Maple value it stands for
        self._symbols: dict = {}     # identity of a Maple value -> its symbol
        self._frozen = False
        self._heads: dict = {}       # SymPy function name -> the Maple function it stands for
        # floats without the trailing zeros of SymPy's binary precision (arithmetic, as
        # Maple's 2*0.1 is 0.2), else to all of Digits (computed values: fsolve's roots)
        self.trim = True

    def freeze(self, value) -> None:
        """Have value stand in as one symbol, so that SymPy leaves it whole."""
        self._stand_in(value)
        self._frozen = True

    # ------------------------------------------------------------ to SymPy
    def to_sympy(self, value):
        sp = sympy()
        if self._frozen:
            found = self._symbols.get(v.identity(value))
            if found is not None:
                return found
        kind = type(value)
        if kind is int:
            return sp.Integer(value)
        if kind is Fraction:
            return sp.Rational(value.numerator, value.denominator)
        if kind is Decimal:
            if not value.is_finite():
                return sp.nan if value.is_nan() else sp.oo if value > 0 else -sp.oo
            return sp.Float(str(value), max(num.DIGITS.get(), len(value.as_tuple().digits)))
        if kind is float:
            return sp.Float(value)
        if isinstance(value, v.Local):
            return self._stand_in(value)
        if kind is v.Indexed:
            if type(value.base) is not v.Name:
                return self._stand_in(value)
            return sp.IndexedBase(value.base.name)[tuple(self.to_sympy(i) for i in value.indices)]
        if kind is v.Name:
            constant = _tables()[2].get(value.name)
            return constant if constant is not None else sp.Symbol(value.name)
        if kind is v.Sum:
            return sp.Add(*map(self.to_sympy, value.terms))
        if kind is v.Product:
            return sp.Mul(*map(self.to_sympy, value.factors))
        if kind is v.Power:
            return sp.Pow(self.to_sympy(value.base), self.to_sympy(value.exponent))
        if kind is v.Factorial:
            return sp.factorial(self.to_sympy(value.operand))
        if kind is v.Function:
            return self._call(value)
        raise MapleError(f"invalid input: {self.procname} expects an algebraic expression, "
                         f"but received {lprint(value)}")

    def _stand_in(self, value):
        key = v.identity(value)
        symbol = self._symbols.get(key)
        if symbol is None:
            symbol = self._symbols[key] = sympy().Dummy(lprint(value))
            self.atoms[symbol] = value
        return symbol

    def _call(self, call: v.Function):
        sp = sympy()
        head, args = call.head, call.args
        if type(head) is not v.Name:
            name = f"_F{len(self._heads)}"
            self._heads[name] = head
            return sp.Function(name)(*(self.to_sympy(a) for a in args))
        name = head.name
        if name == "exp" and args == (1,):
            return sp.E
        if name == "log" and len(args) == 1:
            name = "ln"
        if name in _UNEVALUATED:
            try:
                return _UNEVALUATED[name](self, sp, *args)
            except (TypeError, ValueError):     # not of the shape SymPy's form has
                return self._stand_in(call)
        converted = [self.to_sympy(a) for a in args]
        if name == "arctan" and len(args) == 2:
            return sp.atan2(*converted)
        if name == "dilog" and len(args) == 1:
            return sp.polylog(2, 1 - converted[0])          # Maple's dilog(x)
        target = (_tables()[3] if len(args) == 2 else _tables()[0]).get(name) or _tables()[0].get(name)
        if target is not None:
            try:
                return target(*converted)
            except TypeError:                # the wrong number of arguments for SymPy
                pass
        return sp.Function(name)(*converted)

    def _bounded_form(self, spec):
        """(x,) of a name x, (x, a, b) of x = a .. b."""
        if isinstance(spec, v.Relation) and spec.op == "=" and isinstance(spec.rhs, v.Range):
            return (self.to_sympy(spec.lhs), self.to_sympy(spec.rhs.low), self.to_sympy(spec.rhs.high))
        if isinstance(spec, (v.Name, v.Indexed)):
            return (self.to_sympy(spec),)
        raise ValueError(spec)

    # ------------------------------------------------------------ from SymPy
    def from_sympy(self, expr):
        sp = sympy()
        if expr.is_Integer:
            return int(expr)
        if expr.is_Rational:
            return Fraction(int(expr.p), int(expr.q))
        if expr.is_Float:
            return _float(Decimal(sp.sstr(expr, full_prec=True)), self.trim)
        if expr.is_Symbol:
            found = self.atoms.get(expr)
            return found if found is not None else v.Name(expr.name)
        if expr.is_Add:
            check_operation(len(expr.args), self.procname)     # a result held to maxsize
            return arith.add_all([self.from_sympy(t) for t in _ordered_terms(expr)])
        if expr.is_Mul:
            check_operation(len(expr.args), self.procname)
            # all at once: 6*(x - 1)*(x + 4) keeps its 6 apart, as Maple's factor gives it
            return arith.make_product([self.from_sympy(f) for f in expr.as_ordered_factors()])
        if expr.is_Pow:
            base, exponent = expr.as_base_exp()
            if base is sp.E:
                return v.Function(v.Name("exp"), (self.from_sympy(exponent),))
            return arith.power(self.from_sympy(base), self.from_sympy(exponent))
        return self._special(expr)

    def _special(self, expr):
        sp = sympy()
        if expr is sp.pi:
            return v.Name("Pi")
        if expr is sp.E:
            return v.Function(v.Name("exp"), (1,))
        if expr is sp.I:
            return v.Name("I")
        if expr is sp.oo:
            return v.INFINITY
        if expr is sp.S.NegativeInfinity:
            return arith.neg(v.INFINITY)
        if expr is sp.nan or expr is sp.zoo:
            return v.UNDEFINED          # complex infinity: Maple's limit(1/x, x = 0)
        if expr is sp.EulerGamma:
            return v.Name("gamma")
        if expr is sp.Catalan:
            return v.Name("Catalan")
        if expr is sp.true or expr is sp.false:
            return v.truth(bool(expr))
        if isinstance(expr, sp.Order):
            return v.Function(v.Name("O"), (self.from_sympy(expr.expr),))
        if isinstance(expr, sp.factorial):
            return arith.factorial(self.from_sympy(expr.args[0]))
        if isinstance(expr, sp.atan2):
            return v.Function(v.Name("arctan"), tuple(self.from_sympy(a) for a in expr.args))
        if isinstance(expr, sp.polylog) and expr.args[0] == 2:
            # Maple's dilog(x) is polylog(2, 1 - x)
            return v.Function(v.Name("dilog"), (self.from_sympy(1 - expr.args[1]),))
        if isinstance(expr, sp.lowergamma):   # Maple has the upper one: GAMMA(a) - GAMMA(a, x)
            return self.from_sympy(sp.gamma(expr.args[0]) - sp.uppergamma(*expr.args))
        if isinstance(expr, sp.Integral):
            return self._integral(expr)
        if isinstance(expr, sp.Derivative):
            variables = [self.from_sympy(x) for x, n in expr.variable_count for _ in range(n)]
            return v.Function(v.Name("diff"), (self.from_sympy(expr.expr), *variables))
        if isinstance(expr, sp.Sum):
            return self._bounded("sum", expr)
        if isinstance(expr, sp.Product):
            return self._bounded("product", expr)
        if isinstance(expr, sp.Piecewise):
            return self._piecewise(expr)
        if isinstance(expr, sp.Rel):
            return self._relation(expr)
        if isinstance(expr, sp.CRootOf):
            # Maple's RootOf(_Z^2 - 2, index = 1) for SymPy's CRootOf(x**2 - 2, 0)
            poly = self.from_sympy(expr.poly.as_expr(sp.Symbol("_Z")))
            return v.Function(v.Name("RootOf"), (poly, v.Relation("=", v.Name("index"), expr.index + 1)))
        if isinstance(expr, sp.Indexed):
            return v.Indexed(v.Name(expr.base.label.name), tuple(self.from_sympy(i) for i in expr.indices))
        if isinstance(expr, sp.Limit):
            f, x, a, _ = expr.args
            return v.Function(v.Name("limit"), (self.from_sympy(f), v.Relation(
                "=", self.from_sympy(x), self.from_sympy(a))))
        if isinstance(expr, sp.core.function.AppliedUndef):
            name = expr.func.__name__
            head = self._heads.get(name, v.Name(name))
            return v.Function(head, tuple(self.from_sympy(a) for a in expr.args))
        if isinstance(expr, sp.Function):
            name = _tables()[1].get(expr.func)
            if name is not None:
                return v.Function(name, tuple(self.from_sympy(a) for a in expr.args))
        raise MapleError(f"the result has a function of SymPy's, {type(expr).__name__}, that "
                         f"has no form in mapletape", procname=self.procname)

    def _integral(self, expr):
        (x, *bounds), = expr.limits
        f, x = self.from_sympy(expr.function), self.from_sympy(x)
        if bounds:
            x = v.Relation("=", x, v.Range(*(self.from_sympy(b) for b in bounds)))
        return v.Function(v.Name("int"), (f, x))

    def _bounded(self, name: str, expr):
        (k, low, high), = expr.limits
        return v.Function(v.Name(name), (self.from_sympy(expr.function), v.Relation(
            "=", self.from_sympy(k), v.Range(self.from_sympy(low), self.from_sympy(high)))))

    def _piecewise(self, expr):
        args = []
        for value, condition in expr.args:
            if condition is sympy().true and args:
                args.append(self.from_sympy(value))     # Maple's `otherwise`
            else:
                args += [self.from_sympy(condition), self.from_sympy(value)]
        return v.Function(v.Name("piecewise"), tuple(args))

    def _relation(self, expr):
        sp = sympy()
        lhs, rhs = self.from_sympy(expr.lhs), self.from_sympy(expr.rhs)
        if isinstance(expr, (sp.StrictGreaterThan, sp.GreaterThan)):
            lhs, rhs = rhs, lhs                  # Maple turns a > b into b < a
        op = {sp.Equality: "=", sp.Unequality: "<>", sp.StrictLessThan: "<",
              sp.LessThan: "<=", sp.StrictGreaterThan: "<", sp.GreaterThan: "<="}[type(expr)]
        return v.Relation(op, lhs, rhs)


def _derivative(conversion, sp, f, *variables):
    return sp.Derivative(conversion.to_sympy(f), *(conversion.to_sympy(x) for x in variables))


def _integral(conversion, sp, f, spec):
    return sp.Integral(conversion.to_sympy(f), conversion._bounded_form(spec))


def _sum(conversion, sp, f, spec):
    bounds = conversion._bounded_form(spec)
    if len(bounds) != 3:
        raise ValueError(spec)              # an indefinite sum has no SymPy form
    return sp.Sum(conversion.to_sympy(f), bounds)


def _limit(conversion, sp, f, spec):
    if not (isinstance(spec, v.Relation) and spec.op == "="):
        raise ValueError(spec)
    return sp.Limit(conversion.to_sympy(f), conversion.to_sympy(spec.lhs),
                    conversion.to_sympy(spec.rhs), dir="+-")


def _root_of(conversion, sp, poly, *options):
    """RootOf(p(_Z), index = k) as SymPy's CRootOf(p, k - 1); a RootOf without an index (of
    an equation such as _Z = cos(_Z)) stays one symbol."""
    if len(options) != 1 or not (isinstance(options[0], v.Relation) and options[0].lhs == v.Name("index")
                                 and isinstance(options[0].rhs, int)):
        raise ValueError(options)
    return sp.CRootOf(conversion.to_sympy(poly), options[0].rhs - 1)


# Maple's unevaluated calls as SymPy's unevaluated forms
_UNEVALUATED = {"diff": _derivative, "int": _integral, "sum": _sum, "limit": _limit,
                "RootOf": _root_of}


def _float(value: Decimal, trim: bool) -> Decimal:
    """A SymPy float as a software float of Digits digits, an integer one as `2.`; when
    `trim`, without the trailing zeros of SymPy's binary precision: expand((x + 0.1)^2) is
    x^2 + 0.2*x + 0.01."""
    value = num.sfloat(value)
    if not value.is_finite() or value.is_zero():
        return value
    if value == value.to_integral_value():
        return value.quantize(Decimal(1))
    return value.normalize() if trim else value


def _ordered_terms(expr):
    """The terms of a SymPy sum in SymPy's printing order: by descending powers of the
    variables taken alphabetically, the number last (x^2 + 2*x + 1; x^2 - 6*x*y + 4*x + 9,
    as the help page coeff shows r)."""
    return expr.as_ordered_terms()
