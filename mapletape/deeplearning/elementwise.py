"""Element-wise functions on Tensors (exp(t), sin(t), ... through Maple's function
mechanism) and the pairwise Maximum and Minimum."""
from __future__ import annotations

from ..library.registry import expect_count, split_options
from .commands import method
from .objects import wrap
from .operations import operands
from .sizes import check_broadcast
from .properties import tensor_argument
from .tf import tensorflow

# Maple name: (TensorFlow function in tf.math, what it computes)
FUNCTIONS = {
    "abs": ("abs", "absolute value"), "exp": ("exp", "exponential"),
    "ln": ("log", "natural logarithm"), "log": ("log", "natural logarithm"),
    "sqrt": ("sqrt", "square root"), "sin": ("sin", "sine"), "cos": ("cos", "cosine"),
    "tan": ("tan", "tangent"), "sec": ("sec", "secant"), "csc": ("csc", "cosecant"),
    "cot": ("cot", "cotangent"), "sinh": ("sinh", "hyperbolic sine"),
    "cosh": ("cosh", "hyperbolic cosine"), "tanh": ("tanh", "hyperbolic tangent"),
    "arcsin": ("asin", "inverse sine"), "arccos": ("acos", "inverse cosine"),
    "arcsinh": ("asinh", "inverse hyperbolic sine"),
    "arccosh": ("acosh", "inverse hyperbolic cosine"),
    "arctanh": ("atanh", "inverse hyperbolic tangent"),
    "sigmoid": ("sigmoid", "logistic sigmoid 1/(1+exp(-x))"), "erf": ("erf", "error function"),
    "erfc": ("erfc", "complementary error function"), "floor": ("floor", "floor"),
    "ceil": ("ceil", "ceiling"), "round": ("round", "nearest integer (halves to even)"),
    "sign": ("sign", "sign (-1, 0 or 1)"), "expm1": ("expm1", "exp(x)-1"),
    "log1p": ("log1p", "ln(1+x)"), "rsqrt": ("rsqrt", "reciprocal square root"),
}
# reciprocal trigonometric functions TensorFlow lacks, from the ones it has
_RECIPROCALS = {"sec": "cos", "csc": "sin", "cot": "tan"}


def _tf_function(name: str):
    tf = tensorflow()
    tf_name = FUNCTIONS[name][0]
    if tf_name in _RECIPROCALS:
        base = getattr(tf.math, _RECIPROCALS[tf_name])
        return lambda x: tf.math.reciprocal(base(x))
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
