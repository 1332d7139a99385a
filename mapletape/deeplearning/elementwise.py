"""Element-wise functions on Tensors (exp(t), sin(t), ... through Maple's function
mechanism), the pairwise Maximum and Minimum, and the logical operators on truefalse
Tensors."""
from __future__ import annotations

import math

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..values import core as v
from .commands import method, tensorflow_errors
from .objects import Tensor, wrap
from .operations import operands
from .sizes import check_broadcast
from .properties import tensor_argument
from .tf import tensorflow

# Maple name: (TensorFlow function in tf.math, what it computes), as the help pages
# DeepLearning/Tensor/sin, DeepLearning/Tensor/abs, DeepLearning/Tensor/betainc and
# DeepLearning/Tensor/argument list them (ln beside log, Maple's own name)
FUNCTIONS = {
    "abs": ("abs", "absolute value (the modulus of a complex entry)"),
    "exp": ("exp", "exponential"),
    "ln": ("log", "natural logarithm"), "log": ("log", "natural logarithm"),
    "sqrt": ("sqrt", "square root"), "sin": ("sin", "sine"), "cos": ("cos", "cosine"),
    "tan": ("tan", "tangent"), "sec": ("sec", "secant"), "csc": ("csc", "cosecant"),
    "cot": ("cot", "cotangent"), "sinh": ("sinh", "hyperbolic sine"),
    "cosh": ("cosh", "hyperbolic cosine"), "tanh": ("tanh", "hyperbolic tangent"),
    "sech": ("sech", "hyperbolic secant"), "csch": ("csch", "hyperbolic cosecant"),
    "coth": ("coth", "hyperbolic cotangent"),
    "arcsin": ("asin", "inverse sine"), "arccos": ("acos", "inverse cosine"),
    "arcsec": ("asec", "inverse secant, arccos(1/x)"),
    "arccsc": ("acsc", "inverse cosecant, arcsin(1/x)"),
    "arccot": ("acot", "inverse cotangent, Pi/2 - arctan(x) (values in (0, Pi))"),
    "arcsinh": ("asinh", "inverse hyperbolic sine"),
    "arccosh": ("acosh", "inverse hyperbolic cosine"),
    "arctanh": ("atanh", "inverse hyperbolic tangent"),
    "arcsech": ("asech", "inverse hyperbolic secant, arccosh(1/x)"),
    "arccsch": ("acsch", "inverse hyperbolic cosecant, arcsinh(1/x)"),
    "arccoth": ("acoth", "inverse hyperbolic cotangent, arctanh(1/x)"),
    "sigmoid": ("sigmoid", "logistic sigmoid 1/(1+exp(-x))"),
    "log_sigmoid": ("log_sigmoid", "ln of the logistic sigmoid, -ln(1+exp(-x))"),
    "erf": ("erf", "error function"),
    "erfc": ("erfc", "complementary error function"), "floor": ("floor", "floor"),
    "ceil": ("ceil", "ceiling"), "round": ("round", "nearest integer (halves to even)"),
    "sign": ("sign", "sign (-1, 0 or 1)"), "expm1": ("expm1", "exp(x)-1"),
    "log1p": ("log1p", "ln(1+x)"), "rsqrt": ("rsqrt", "reciprocal square root"),
    "lnGAMMA": ("lgamma", "ln of the absolute value of the Gamma function"),
    "lgamma": ("lgamma", "ln of the absolute value of the Gamma function"),
    "Psi": ("digamma", "digamma function, the derivative of lnGAMMA"),
    "argument": ("angle", "argument (the angle of a complex entry, in (-Pi, Pi])"),
    "conjugate": ("conj", "complex conjugate"),
    "real": ("real", "real part"), "imag": ("imag", "imaginary part"),
}
# the functions TensorFlow lacks, from the ones it has: (function of x, argument of it)
_COMPOSED = {
    "sec": ("cos", "x"), "csc": ("sin", "x"), "cot": ("tan", "x"),
    "sech": ("cosh", "x"), "csch": ("sinh", "x"), "coth": ("tanh", "x"),
    "asec": ("acos", "1/x"), "acsc": ("asin", "1/x"),
    "asech": ("acosh", "1/x"), "acsch": ("asinh", "1/x"), "acoth": ("atanh", "1/x"),
}


def _tf_function(name: str):
    tf = tensorflow()
    tf_name = FUNCTIONS[name][0]
    if tf_name in _COMPOSED:
        base, of = _COMPOSED[tf_name]
        base = getattr(tf.math, base)
        if of == "x":                   # the reciprocal of a function of x
            return lambda x: tf.math.reciprocal(base(x))
        return lambda x: base(tf.math.reciprocal(x))
    if tf_name == "acot":
        # Maple's branch, continuous through 0: arccot(-1) = 3*Pi/4, not arctan(-1)
        return lambda x: tf.constant(math.pi / 2, dtype=x.dtype) - tf.math.atan(x)
    return getattr(tf.math, tf_name)


def _register(name: str):
    what = FUNCTIONS[name][1]

    def elementwise(ev, args):
        positional, _ = split_options(args, name, {"name": None})
        expect_count(positional, name, 1)
        t = tensor_argument(positional[0], name)
        return wrap(_tf_function(name)(t.tensor))

    elementwise.__doc__ = f"{name}(t): the {what} of each entry of a Tensor or Variable."
    method(name)(elementwise)


for _name in FUNCTIONS:
    _register(_name)


def _same_dtype(values, name: str):
    """Tensors, Variables or numbers as tensors of the first Tensor's dtype, each pair
    held to the size limit before TensorFlow broadcasts them."""
    first = next((x for x in values if isinstance(x, Tensor)), None)
    if first is None:
        raise MapleError(f"invalid input: {name} expects Tensors or Variables, but received "
                         f"{', '.join(lprint(x) for x in values)}")
    tensors = [operands(first, x, name)[1] for x in values]
    for i, x in enumerate(tensors):
        for y in tensors[i + 1:]:
            check_broadcast(x, y)
    return tensors


@method("betainc")
def betainc(ev, args):
    """betainc(a, b, x): the regularized incomplete Beta function I_x(a, b) entry by entry,
    with broadcasting between Tensors and numbers (TensorFlow's betainc(a, b, x))."""
    positional, _ = split_options(args, "betainc", {"name": None})
    expect_count(positional, "betainc", 3)
    return wrap(tensorflow().math.betainc(*_same_dtype(positional, "betainc")))


@method("lbeta")
def lbeta(ev, args):
    """lbeta(t): ln(|Beta(t[..., 1], ..., t[..., n])|) over the last dimension of t, the
    multivariate Beta function of each row: a Tensor of shape [2, 3] gives shape [2]."""
    positional, _ = split_options(args, "lbeta", {"name": None})
    expect_count(positional, "lbeta", 1)
    return wrap(tensorflow().math.lbeta(tensor_argument(positional[0], "lbeta").tensor))


@method("Zeta")
def zeta(ev, args):
    """Zeta(t): the Riemann zeta function of each entry; Zeta(0, t, q): the Hurwitz zeta
    function sum((k + q)^(-t), k = 0..infinity) entry by entry, as Maple's Zeta(0, z, v)
    (Zeta(t) is its q = 1). TensorFlow defines it for t > 1 and q > 0 (else undefined)."""
    positional, _ = split_options(args, "Zeta", {"name": None})
    expect_count(positional, "Zeta", 1, 3)
    tf = tensorflow()
    if len(positional) == 1:
        t = tensor_argument(positional[0], "Zeta").tensor
        return wrap(tf.math.zeta(t, tf.ones_like(t)))
    if len(positional) == 2:
        raise MapleError("invalid input: Zeta expects Zeta(t) or Zeta(0, t, q) with Tensors, "
                         "but received 2 arguments")
    if isinstance(positional[0], Tensor) or positional[0] != 0:
        raise MapleError("invalid input: Zeta(n, t, q) of Tensors takes n = 0 (TensorFlow has "
                         f"no derivatives of zeta), but received n = {lprint(positional[0])}")
    return wrap(tf.math.zeta(*_same_dtype(positional[1:], "Zeta")))


@method("arctan")
def arctan(ev, args):
    """arctan(t): the inverse tangent of each entry; arctan(y, x): the angle of the point
    (x, y) entry by entry, in (-Pi, Pi], with broadcasting between Tensors and numbers."""
    positional, _ = split_options(args, "arctan", {"name": None})
    tf = tensorflow()
    expect_count(positional, "arctan", 1, 2)
    if len(positional) == 2:
        y, x = operands(*positional, "arctan")
        check_broadcast(y, x)
        return wrap(tf.math.atan2(y, x))
    return wrap(tf.math.atan(tensor_argument(positional[0], "arctan").tensor))


def _pairwise(name: str, tf_name: str, args):
    positional, _ = split_options(args, name, {"name": None})
    expect_count(positional, name, 2)
    x, y = operands(positional[0], positional[1], name)
    check_broadcast(x, y)
    return wrap(getattr(tensorflow().math, tf_name)(x, y))


@method("Maximum")
def maximum(ev, args):
    """Maximum(x, y): the larger of x and y entry by entry; x and y are Tensors, Variables
    or numbers, broadcast against each other."""
    return _pairwise("Maximum", "maximum", args)


@method("Minimum")
def minimum(ev, args):
    """Minimum(x, y): the smaller of x and y entry by entry; x and y are Tensors, Variables
    or numbers, broadcast against each other."""
    return _pairwise("Minimum", "minimum", args)


# the logical operators of DeepLearning/Tensor/and, entry by entry on truefalse Tensors
_LOGICAL = {"and": "logical_and", "or": "logical_or", "xor": "logical_xor"}


def logical(op: str, values):
    """`x and y`, `x or y`, `x xor y`, `x implies y` or `not x` with a Tensor operand: a
    truefalse Tensor, its other operand a truefalse Tensor (broadcast) or true or false."""
    with tensorflow_errors(f"DeepLearning:-Tensor:-`{op}`"):
        tf = tensorflow()
        tensors = [_truefalse(x, op) for x in values]
        if op == "not":
            return wrap(tf.math.logical_not(tensors[0]))
        x, y = tensors
        check_broadcast(x, y)
        if op == "implies":
            return wrap(tf.math.logical_or(tf.math.logical_not(x), y))
        return wrap(getattr(tf.math, _LOGICAL[op])(x, y))


def _truefalse(value, op: str):
    if isinstance(value, Tensor) and value.tensor.dtype.is_bool:
        return value.tensor
    if value == v.TRUE or value == v.FALSE:
        return tensorflow().constant(value == v.TRUE)
    what = f"a Tensor of datatype {value.datatype}" if isinstance(value, Tensor) else lprint(value)
    raise MapleError(f"invalid input: `{op}` expects truefalse Tensors, true or false, "
                     f"but received {what}; compare entries first or Cast to truefalse")
