"""Calculus builtins: diff, D and subs, and the VectorCalculus package's Hessian, Jacobian and
Laplacian."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..display.messages import ordinal
from ..errors import MapleError
from ..syntax.parser import parse_program
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.derivatives import KNOWN, at_points, derivative, is_variable
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


# ---------------------------------------------------------------- VectorCalculus
# Hessian, Jacobian and Laplacian in Cartesian coordinates, the commands whose results are
# plain Matrices and expressions (help pages VectorCalculus/Hessian, VectorCalculus/Jacobian,
# VectorCalculus/Laplacian). Gradient, Divergence and Curl return vector fields, which Maple
# shows in its basis vectors; they stay in the catalogue of commands mapletape lacks.
VECTOR_CALCULUS: dict = {}


def _vc_export(name: str):
    return builtin(name, table=VECTOR_CALCULUS, module="VectorCalculus")


def _coordinates(name: str, spec, position: str):
    """The variables of `[x, y]` or `[x, y] = [a, b]`, and the point's equations (or None)."""
    point = None
    if isinstance(spec, v.Relation) and spec.op == "=":
        spec, point = spec.lhs, spec.rhs
    if not (isinstance(spec, v.MList) and spec.items and all(is_variable(x) for x in spec.items)):
        raise MapleError(f"invalid input: VectorCalculus:-{name} expects its {position} argument "
                         f"to be a list of names, or such a list = a list of values, but received "
                         f"{lprint(spec)}")
    names = list(spec.items)
    if point is None:
        return names, None
    if not (isinstance(point, v.MList) and len(point.items) == len(names)):
        raise MapleError(f"invalid input: the point must be a list of {len(names)} values, but "
                         f"received {lprint(point)}", procname=f"VectorCalculus:-{name}")
    return names, list(zip(names, point.items))


def _at(ev, value, pairs):
    """value at the point, evaluated, as eval(value, [x = a, ...]) gives it."""
    if pairs is None:
        return value
    return ev.resolve(operands.substitute(at_points(value, pairs), pairs), force=True)


def _matrix(rows) -> Rtable:
    import numpy as np
    data = np.empty((len(rows), len(rows[0])), dtype=object)
    for i, row in enumerate(rows):
        for j, x in enumerate(row):
            data[i, j] = x
    return Rtable(data, "Matrix")


def _components(name: str, f) -> list:
    if isinstance(f, v.MList):
        return list(f.items)
    if isinstance(f, Rtable) and f.kind.startswith("Vector"):
        return [f.entry((i,)) for i in range(f.shape[0])]
    raise MapleError(f"invalid input: VectorCalculus:-{name} expects its 1st argument to be a "
                     f"list or Vector of expressions, but received {lprint(f)}")


def _scalar(name: str, f):
    if isinstance(f, (v.MList, v.MSet, str, Rtable, v.Relation)):
        raise MapleError(f"invalid input: VectorCalculus:-{name} expects its 1st argument to be "
                         f"an algebraic expression, but received {lprint(f)}")
    return f


@_vc_export("Jacobian")
def jacobian(ev, args):
    """VectorCalculus:-Jacobian(f, [x1, ..., xn]): the Matrix of the derivatives
    diff(f[i], xj) of the list or Vector f of expressions; Jacobian(f, [x, y] = [a, b]) that
    Matrix at the point: Jacobian([x^2*y, 5*x + sin(y)], [x, y]) is
    Matrix([[2*x*y, x^2], [5, cos(y)]]). With a 3rd argument determinant (determinant =
    true), the Matrix and its determinant (help page VectorCalculus/Jacobian)."""
    if len(args) not in (2, 3):
        raise MapleError(f"invalid input: VectorCalculus:-Jacobian expects 2 or 3 arguments, "
                         f"but received {len(args)}")
    names, pairs = _coordinates("Jacobian", args[1], "2nd")
    rows = [[_at(ev, derivative(fi, x), pairs) for x in names] for fi in _components("Jacobian", args[0])]
    if not rows:
        raise MapleError("invalid input: VectorCalculus:-Jacobian received an empty list of "
                         "expressions")
    matrix = _matrix(rows)
    if len(args) == 3:
        option = args[2]
        if option == v.Name("determinant"):
            option = v.Relation("=", option, v.TRUE)
        if not (isinstance(option, v.Relation) and option.lhs == v.Name("determinant")
                and option.rhs in (v.TRUE, v.FALSE)):
            raise MapleError(f"invalid input: VectorCalculus:-Jacobian expects its 3rd argument "
                             f"to be determinant = true or false, but received {lprint(args[2])}")
        if option.rhs == v.FALSE:
            return matrix
        if len(rows) != len(names):
            raise MapleError("a non-square Jacobian has no determinant",
                             procname="VectorCalculus:-Jacobian")
        determinant = ev.apply(ev.builtins["LinearAlgebra"].exports["Determinant"], (matrix,))
        return v.ExprSeq((matrix, determinant))
    return matrix


@_vc_export("Hessian")
def hessian(ev, args):
    """VectorCalculus:-Hessian(f, [x1, ..., xn]): the Matrix of the second derivatives
    diff(f, xi, xj) of the expression f; Hessian(f, [x, y] = [a, b]) that Matrix at the
    point: Hessian(x^2*y, [x, y]) is Matrix([[2*y, 2*x], [2*x, 0]])."""
    if len(args) != 2:
        raise MapleError(f"invalid input: VectorCalculus:-Hessian expects 2 arguments, but "
                         f"received {len(args)}")
    f = _scalar("Hessian", args[0])
    names, pairs = _coordinates("Hessian", args[1], "2nd")
    return _matrix([[_at(ev, derivative(derivative(f, xi), xj), pairs) for xj in names]
                    for xi in names])


@_vc_export("Laplacian")
def laplacian(ev, args):
    """VectorCalculus:-Laplacian(f, [x1, ..., xn]): the Laplacian of the expression f in
    Cartesian coordinates, the sum of diff(f, xi, xi): Laplacian(x^2 + y^3, [x, y]) is
    2 + 6*y."""
    if len(args) != 2:
        raise MapleError(f"invalid input: VectorCalculus:-Laplacian expects 2 arguments, but "
                         f"received {len(args)}")
    f = _scalar("Laplacian", args[0])
    names, pairs = _coordinates("Laplacian", args[1], "2nd")
    total = 0
    for x in names:
        total = arith.add(total, derivative(derivative(f, x), x))
    return _at(ev, total, pairs)


def vector_calculus() -> v.Module:
    return v.Module("VectorCalculus", dict(VECTOR_CALCULUS), package=True)
