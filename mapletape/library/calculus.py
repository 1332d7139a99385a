"""Calculus builtins: diff, D and subs."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..display.messages import ordinal
from ..errors import MapleError
from ..syntax.parser import parse_program
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.derivatives import KNOWN, derivative, is_variable
from ..values.rtable import Rtable
from .registry import builtin


def _variables(args) -> list:
    """The differentiation variables of diff(f, x1, x2, ...): `x$2` has already become
    x, x, and a list [x, y] stands for its elements."""
    out = []
    for position, a in enumerate(args, start=2):
        for x in (a.items if isinstance(a, v.MList) else (a,)):
            if not is_variable(x):
                raise MapleError(f"invalid input: diff received %1, which is not valid for "
                                 f"its {ordinal(position)} argument", x)
            out.append(x)
    return out


@builtin("diff")
def diff(ev, args):
    """diff(f, x): the derivative of the expression f with respect to the name x.
    diff(f, x, y) differentiates with respect to x, then y; diff(f, x$2) and diff(f, [x, x])
    give the second derivative, and diff(f, []) is f. Polynomials, rational expressions,
    exp, ln, sin, cos, tan, arctan, sqrt and powers with symbolic exponents are
    differentiated (diff(x^3, x) is 3*x^2, diff(sin(x)^2, x) is 2*sin(x)*cos(x)); lists,
    sets, equations, Matrices, Vectors and Arrays are differentiated element by element; a derivative of an unknown
    function stays unevaluated: diff(f(x), x). To check a derivative at a point:
    eval(diff(x^2*sin(x), x), x = 3.0)."""
    if len(args) < 2:
        raise MapleError(f"invalid input: diff expects 2 or more arguments, but received {len(args)}")
    result, variables = args[0], _variables(args[1:])
    if isinstance(result, Rtable):
        # a Matrix, Vector or Array is differentiated entry by entry
        return ev.apply(ev.builtins["map"], (ev.builtins["diff"], result, *variables))
    if isinstance(result, (str, v.MapleObject, v.Module, v.Table)):
        raise MapleError("invalid input: diff received %1, which is not valid for its 1st "
                         "argument", result)
    for x in variables:
        result = derivative(result, x)
    return result


def _unapply(ev, body, parameter: str) -> v.Procedure:
    """The arrow procedure `parameter -> body`, read from the body's 1-D text by our own
    parser, so it prints and runs as if typed."""
    program = parse_program(f"{parameter} -> {lprint(body)};")
    return ev.evaluate(program.statements[0].statement.expr, ev.top)


# builtins D knows by their values at a symbol (the rest, like print, must not be called)
_DIFFERENTIABLE = set(KNOWN) | {"sqrt", "log"}


@builtin("D")
def d_operator(ev, args):
    """D(f): the derivative of a function of one argument, as a function. D(sin) is cos,
    D(exp) is exp, D(ln) is a -> 1/a, D(sqrt) is a -> 1/(2*a^(1/2)), D(x -> x^2) is
    x -> 2*x, and D(f)(3) is that derivative at 3. A procedure is differentiated by
    calling it with a symbol, so its body must work on symbols. D of an unknown name f
    stays unevaluated: D(f)(x) is the derivative of f at x, and D(3) is 0."""
    if len(args) != 1:
        raise MapleError(f"invalid input: D expects 1 argument, but received {len(args)}")
    f = args[0]
    if num.is_number(f):
        return 0            # a number is a constant function
    if isinstance(f, v.Procedure) and len(f.definition.params) == 1:
        parameter = f.definition.params[0].name
    elif isinstance(f, v.Name) or isinstance(f, v.Builtin) and f.name in _DIFFERENTIABLE:
        parameter = "a"     # Maple's name for it: D(ln) is a -> 1/a
    else:
        return v.Function(v.Name("D"), (f,))
    a = v.Name(parameter)
    slope = derivative(ev.apply(f, (a,)), a)
    if "diff" in operands.free_names(slope):
        return v.Function(v.Name("D"), (f,))        # f is unknown: D(f) stays
    if not isinstance(f, v.Procedure) and isinstance(slope, v.Function) \
            and slope.args == (a,) and slope.head.name in ev.builtins:
        return ev.builtins[slope.head.name]         # D(sin) is cos itself
    return _unapply(ev, slope, parameter)


@builtin("subs")
def subs(ev, args):
    """subs(x = a, e): e with every occurrence of x replaced by a, simplified but not
    evaluated (subs(x = 0, sin(x)) is sin(0); use eval for the value).
    subs(s1, s2, ..., e) substitutes s1 first, then s2, and so on; each s may be an
    equation or a list or set of equations, whose substitutions are made at once."""
    if len(args) < 2:
        raise MapleError(f"invalid input: subs expects 2 or more arguments, but received {len(args)}")
    result = args[-1]
    for position, s in enumerate(args[:-1], start=1):
        equations = s.items if isinstance(s, (v.MList, v.MSet)) else (s,)
        if not all(isinstance(e, v.Relation) and e.op == "=" for e in equations):
            raise MapleError(f"invalid input: subs received %1, which is not valid for its "
                             f"{ordinal(position)} argument", s)
        result = operands.substitute(result, [(e.lhs, e.rhs) for e in equations])
    return result
