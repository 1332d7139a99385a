"""The DeepLearning package's exported commands, registered by their Maple names."""
from __future__ import annotations

from ..errors import MapleError
from ..library.registry import builtin, split_options
from ..values import core as v
from .datatypes import python_data, tf_dtype
from .objects import GradientTape, Tensor, Variable
from .tf import tensorflow

EXPORTS: dict = {}
TENSOR_METHODS: dict = {}


def command(name: str):
    return builtin(name, table=EXPORTS, module="DeepLearning")


def _tensor_from(value, datatype, name: str):
    tf = tensorflow()
    if isinstance(value, Tensor):
        tensor = value.tensor
        return tensor if datatype is None else tf.cast(tensor, tf_dtype(datatype))
    data, inferred = python_data(value)
    try:
        return tf.constant(data, dtype=tf_dtype(datatype if datatype is not None else inferred))
    except (ValueError, TypeError) as exc:
        raise MapleError(f"invalid input: {str(exc).splitlines()[0]}") from None


@command("Constant")
def constant(ev, args):
    """Constant(value, datatype=float[4]): a constant Tensor from a number, list of lists,
    Matrix, Vector or Array.

    Without datatype, a list of floats gives float[4] and a list of integers integer[4];
    a Matrix, Vector or Array of floats gives float[8].
    """
    positional, options = split_options(args, "Constant", {"datatype": None, "name": None})
    if len(positional) != 1:
        raise MapleError(f"invalid input: Constant expects 1 argument, but received {len(positional)}")
    return Tensor(_tensor_from(positional[0], options["datatype"], "Constant"))


@command("Variable")
def variable(ev, args):
    """Variable(value, trainable=true, name="Variable", datatype=...): a mutable Tensor.

    Trainable Variables are watched by every GradientTape automatically.
    """
    positional, options = split_options(args, "Variable",
                                        {"datatype": None, "name": None, "trainable": v.TRUE})
    if len(positional) != 1:
        raise MapleError(f"invalid input: Variable expects 1 argument, but received {len(positional)}")
    initial = _tensor_from(positional[0], options["datatype"], "Variable")
    name = options["name"]
    kwargs = {"trainable": options["trainable"] == v.TRUE}
    if name is not None:
        kwargs["name"] = name if isinstance(name, str) else name.name
    return Variable(tensorflow().Variable(initial, **kwargs))


@command("GradientTape")
def gradient_tape(ev, args):
    """GradientTape(persistent=false): a tape recording operations for differentiation.

    A persistent tape can compute several gradients; a non-persistent one only one set.
    Use Enter(gt), gt:-Watch(x), ..., Exit(gt), then gt:-Gradient(y, x).
    """
    positional, options = split_options(args, "GradientTape", {"persistent": v.FALSE})
    if positional:
        raise MapleError(f"invalid input: GradientTape expects 0 arguments, but received {len(positional)}")
    persistent = options["persistent"]
    if persistent not in (v.TRUE, v.FALSE):
        raise MapleError("invalid input: persistent must be true or false")
    return GradientTape(persistent == v.TRUE)


def _tensor_arg(args, name: str) -> Tensor:
    if len(args) != 1 or not isinstance(args[0], Tensor):
        raise MapleError(f"invalid input: {name} expects a Tensor or Variable")
    return args[0]


@builtin("Shape", table=TENSOR_METHODS, module="DeepLearning")
def shape(ev, args):
    """Shape(t): the shape of a Tensor as a list of dimensions."""
    return v.MList(tuple(int(d) for d in _tensor_arg(args, "Shape").tensor.shape))


@builtin("Rank", table=TENSOR_METHODS, module="DeepLearning")
def rank(ev, args):
    """Rank(t): the number of dimensions of a Tensor."""
    return len(_tensor_arg(args, "Rank").tensor.shape)


@builtin("Datatype", table=TENSOR_METHODS, module="DeepLearning")
def datatype(ev, args):
    """Datatype(t): the Maple datatype of a Tensor's entries, such as float[4]."""
    from .datatypes import maple_name
    text = maple_name(_tensor_arg(args, "Datatype").tensor.dtype)
    if "[" in text:
        base, size = text[:-1].split("[")
        return v.Indexed(v.Name(base), (int(size),))
    return v.Name(text)


