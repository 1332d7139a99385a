"""Commands that make Tensors and Variables: Constant, Variable, Zeros, Ones, Fill,
IdentityMatrix, RandomTensor (with SetRandomSeed) and Concatenate."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape, check_size
from ..library.registry import expect_count, split_options
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable
from .commands import command
from .datatypes import maple_name, option_dtype
from .objects import PYTHON_NONE, Tensor, Variable, to_tensor, wrap
from .properties import tensor_argument
from .reductions import axes
from .tf import tensorflow


def _string_option(value, option: str, name: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise MapleError(f"invalid input: {name} expects {option} to be a string, but received {lprint(value)}")


def truefalse_option(value, option: str, name: str) -> bool:
    """The value of an option that must be true or false."""
    if value is v.TRUE or value is v.FALSE:        # the defaults, in every training step
        return value is v.TRUE
    if value not in (v.TRUE, v.FALSE):
        raise MapleError(f"invalid input: {name} expects {option} to be true or false, "
                         f"but received {lprint(value)}")
    return value == v.TRUE


def _is_dimension(d) -> bool:
    """A non-negative integer that fits TensorFlow's 64-bit dimensions."""
    return isinstance(d, int) and not isinstance(d, bool) and 0 <= d < 2 ** 63


def _shape(ev, value, name: str, position: str = "1st", alternative: str = "") -> list[int]:
    """The dimensions a shape argument lists, held to the session's size limit before
    TensorFlow allocates; `alternative` names what else the command takes there."""
    if isinstance(value, v.MList) and all(_is_dimension(d) for d in value.items):
        check_shape(ev.host, value.items)
        return list(value.items)
    raise MapleError(f"invalid input: {name} expects its {position} argument, shape, to be a list "
                     f"of non-negative integers{alternative}, but received {lprint(value)}")


@command("Constant")
def constant(ev, args):
    """Constant(value, datatype=d, name=s): a constant Tensor from a number, a list (of lists),
    a Matrix, Vector or Array, or another Tensor or Variable.

    Without datatype, floats in a list (or a lone float) give float[4] and integers integer[4];
    a Matrix, Vector or Array of floats gives float[8]. datatype is one of float[4], float[8],
    integer[4], integer[8], complex[8], truefalse, string.
    """
    if len(args) == 1 and not isinstance(args[0], (v.Name, v.Relation)):
        return Tensor(to_tensor(args[0]))          # no options: a training step's data
    positional, options = split_options(args, "Constant", {"datatype": None, "name": None})
    expect_count(positional, "Constant", 1)
    label = _string_option(options["name"], "name", "Constant")
    return Tensor(to_tensor(positional[0], option_dtype(options["datatype"])), label)


@command("Variable")
def variable(ev, args):
    """Variable(value, trainable=true, name=s, datatype=d): a Variable, a Tensor whose value
    can change (Assign, AssignAdd, AssignSubtract); value as for Constant.

    Every GradientTape watches a trainable Variable automatically; trainable=false opts out.
    Its name is shown as TensorFlow's, name:0 (Variable:0 by default).
    """
    positional, options = split_options(
        args, "Variable", {"datatype": None, "name": None, "trainable": v.TRUE})
    expect_count(positional, "Variable", 1)
    initial = to_tensor(positional[0], option_dtype(options["datatype"]))
    kwargs = {"trainable": truefalse_option(options["trainable"], "trainable", "Variable")}
    label = _string_option(options["name"], "name", "Variable")
    if label is not None:
        kwargs["name"] = label
    return Variable(tensorflow().Variable(initial, **kwargs))


def _filled(ev, name: str, args, fill):
    """Zeros and Ones: from a shape list (datatype float[4] unless given) or like a Tensor
    (its shape and datatype unless given)."""
    positional, options = split_options(args, name, {"datatype": None, "name": None})
    expect_count(positional, name, 1)
    source = positional[0]
    if isinstance(source, Tensor):
        shape, dtype = list(source.shape), option_dtype(options["datatype"]) or source.tensor.dtype
    else:
        shape = _shape(ev, source, name, alternative=" or a Tensor")
        dtype = option_dtype(options["datatype"], "float[4]")
    return wrap(fill(shape, dtype=dtype))


@command("Zeros")
def zeros(ev, args):
    """Zeros(shape, datatype=float[4]) or Zeros(t): a Tensor of zeros with the given shape
    (a list of dimensions), or with the shape and datatype of the Tensor t."""
    return _filled(ev, "Zeros", args, tensorflow().zeros)


@command("Ones")
def ones(ev, args):
    """Ones(shape, datatype=float[4]) or Ones(t): a Tensor of ones with the given shape
    (a list of dimensions), or with the shape and datatype of the Tensor t."""
    return _filled(ev, "Ones", args, tensorflow().ones)


@command("Fill")
def fill(ev, args):
    """Fill(shape, value, datatype=float[4]): a Tensor of the given shape (a list of
    dimensions) with every entry equal to value."""
    positional, options = split_options(args, "Fill", {"datatype": None, "name": None})
    expect_count(positional, "Fill", 2)
    dtype = option_dtype(options["datatype"], "float[4]")
    value = to_tensor(positional[1], dtype)
    if value.shape.rank != 0:
        raise MapleError(f"invalid input: Fill expects its 2nd argument, value, to be a number, "
                         f"but received {lprint(positional[1])}")
    return wrap(tensorflow().fill(_shape(ev, positional[0], "Fill"), value))


@command("IdentityMatrix")
def identity_matrix(ev, args):
    """IdentityMatrix(m, datatype=float[4]) or IdentityMatrix(m, n): the m x m (or m x n)
    Tensor with ones on the diagonal and zeros elsewhere."""
    positional, options = split_options(args, "IdentityMatrix", {"datatype": None, "name": None})
    expect_count(positional, "IdentityMatrix", 1, 2)
    for size in positional:
        if not _is_dimension(size):
            raise MapleError(f"invalid input: IdentityMatrix expects its dimensions to be "
                             f"non-negative integers, but received {lprint(size)}")
    rows, columns = positional[0], positional[-1]
    check_shape(ev.host, (rows, columns))
    return wrap(tensorflow().eye(rows, columns,
                                 dtype=option_dtype(options["datatype"], "float[4]")))


def _parameters(distribution, count: int, what: str, valid) -> list[float]:
    """The numeric parameters of a distribution, checked by `valid`."""
    params = distribution.args
    if len(params) != count or not all(num.is_number(p) for p in params):
        raise MapleError(f"invalid input: RandomTensor expects {lprint(distribution.head)} to have "
                         f"{count} numeric parameter{'s' if count > 1 else ''}, but received "
                         f"{lprint(distribution)}")
    values = [float(p) for p in params]
    if not valid(*values):
        raise MapleError(f"invalid input: invalid {what} in {lprint(distribution)}")
    return values


# the distributions of the help page DeepLearning/RandomTensor: the datatypes each can be
# drawn in, and how its parameters read there
_DISTRIBUTIONS = {
    "Gamma": ("float", "Gamma(a, b), shape a and scale b"),
    "Normal": ("float", "Normal(a, b), mean a and standard deviation b"),
    "Poisson": ("float or integer", "Poisson(a), mean a"),
    "TruncatedNormal": ("float", "TruncatedNormal(a, b), mean a and standard deviation b "
                                 "without the values more than 2 b from a"),
    "Uniform": ("float or integer", "Uniform(a, b), over the interval [a, b]"),
}


def _sample(distribution, shape: list[int], dtype):
    """Draw from a distribution as DeepLearning/RandomTensor's table says (see
    _DISTRIBUTIONS) on TensorFlow's samplers; tf.random.gamma takes a rate, 1/scale."""
    tf = tensorflow()
    kind = distribution.head.name if isinstance(distribution, v.Function) and \
        isinstance(distribution.head, v.Name) else None
    if kind not in _DISTRIBUTIONS:
        raise MapleError(f"invalid input: RandomTensor expects a distribution Gamma(a, b), "
                         f"Normal(a, b), Poisson(a), TruncatedNormal(a, b) or Uniform(a, b), "
                         f"but received {lprint(distribution)}")
    kinds = _DISTRIBUTIONS[kind][0]
    if not (dtype.is_floating or dtype.is_integer and "integer" in kinds):
        raise MapleError(f"invalid input: RandomTensor draws from {kind} only with a "
                         f"{kinds} datatype, but received {maple_name(dtype)}")
    if kind == "Normal":
        mean, sd = _parameters(distribution, 2, "standard deviation", lambda m, s: s >= 0)
        return tf.random.normal(shape, mean=mean, stddev=sd, dtype=dtype)
    if kind == "TruncatedNormal":
        mean, sd = _parameters(distribution, 2, "standard deviation", lambda m, s: s >= 0)
        return tf.random.truncated_normal(shape, mean=mean, stddev=sd, dtype=dtype)
    if kind == "Uniform":
        low, high = _parameters(distribution, 2, "bounds", lambda a, b: a < b)
        if dtype.is_integer:
            return tf.random.uniform(shape, minval=int(low), maxval=int(high), dtype=dtype)
        return tf.random.uniform(shape, minval=low, maxval=high, dtype=dtype)
    if kind == "Poisson":
        (mean,) = _parameters(distribution, 1, "mean", lambda a: a > 0)
        return tf.random.poisson(shape, lam=mean, dtype=dtype)
    form, scale = _parameters(distribution, 2, "parameters", lambda a, b: a > 0 and b > 0)
    return tf.random.gamma(shape, alpha=form, beta=1 / scale, dtype=dtype)


def _seed(value, expectation: str) -> int:
    """The seed `value`, an integer; `expectation` says where it was given, in the error."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise MapleError(f"invalid input: {expectation} to be of type integer, but received "
                         f"{lprint(value)}")
    return value


@command("RandomTensor")
def random_tensor(ev, args):
    """RandomTensor(X, shape, datatype=float[4], seed=n): a Tensor of the given shape with
    entries drawn from the distribution X, with numeric parameters a and b:
    Gamma(a, b) (shape a, scale b), Normal(a, b) (mean a, standard deviation b), Poisson(a)
    (mean a), TruncatedNormal(a, b) (Normal(a, b) without the values more than 2 b from a)
    or Uniform(a, b) (over [a, b]). Poisson and Uniform also draw integer datatypes.

    seed=n is the same as calling SetRandomSeed(n) first, so the same seed gives the same
    Tensor again.
    """
    positional, options = split_options(args, "RandomTensor",
                                        {"datatype": None, "name": None, "seed": None})
    expect_count(positional, "RandomTensor", 2)
    if options["seed"] is not None:
        tensorflow().random.set_seed(_seed(options["seed"], "RandomTensor expects seed"))
    shape = _shape(ev, positional[1], "RandomTensor", "2nd")
    return wrap(_sample(positional[0], shape, option_dtype(options["datatype"], "float[4]")))


@command("SetRandomSeed")
def set_random_seed(ev, args):
    """SetRandomSeed(n): make the random numbers of RandomTensor, and the initial weights of
    layers, repeatable: after the same seed the same sequence follows."""
    expect_count(args, "SetRandomSeed", 1)
    # Keras's, which seeds TensorFlow's too: layers draw their initial weights from it
    tensorflow().keras.utils.set_random_seed(_seed(args[0], "SetRandomSeed expects its 1st argument, seed,"))
    return PYTHON_NONE      # what TensorFlow's set_seed returns, as the help page shows it


@command("Concatenate")
def concatenate(ev, args):
    """Concatenate(L, axis): join the Tensors or Variables of the list or Array L along
    axis, which counts from 0 (the default): [2, 3] and [4, 3] Tensors along axis 0 give
    [6, 3]. Of a list or Array of Layers, the Layer that joins their outputs."""
    positional, _ = split_options(args, "Concatenate", {"name": None})
    expect_count(positional, "Concatenate", 1, 2)
    pieces = positional[0]
    # help page DeepLearning/Concatenate: "L - list or Array of Tensor or Variable objects"
    if isinstance(pieces, Rtable) and pieces.kind == "Array" and len(pieces.shape) == 1:
        items = list(pieces.data)
    elif isinstance(pieces, v.MList):
        items = pieces.items
    else:
        items = []
    if not items:
        raise MapleError(f"invalid input: Concatenate expects its 1st argument to be a nonempty "
                         f"list or Array of Tensors, but received {lprint(pieces)}")
    from .layers import Layer, concatenated_layers     # (layers.py imports this module)
    if isinstance(items[0], Layer):
        return concatenated_layers(list(items), positional[1] if len(positional) == 2 else 0)
    tensors = [tensor_argument(t, "Concatenate").tensor for t in items]
    rank = len(tensors[0].shape)
    axis = axes(positional[1], rank, "Concatenate")[0] if len(positional) == 2 else 0
    check_size(ev.host, sum(t.shape.num_elements() for t in tensors), "DeepLearning:-Concatenate")
    return wrap(tensorflow().concat(tensors, axis))
