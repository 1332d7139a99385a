"""Package commands that make a Tensor from others: AddMultiple, EinsteinSummation, OneHot,
ApplyOperation; and value, which gives back a Tensor eager execution has already computed."""
from __future__ import annotations

import inspect

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape
from ..library.registry import expect_count, split_options
from ..values import core as v
from .commands import command, method, nonempty_list
from .datatypes import option_dtype, python_data
from .objects import Tensor, to_tensor, wrap
from .properties import tensor_argument
from .restricted import PURE_OPERATIONS, WORD
from .sizes import check_result_size
from .tf import tensorflow


@command("AddMultiple")
def add_multiple(ev, args):
    """AddMultiple(L): the sum of the Tensors in the list L, which must have one shape and
    one datatype."""
    positional, _ = split_options(args, "AddMultiple", {"name": None})
    expect_count(positional, "AddMultiple", 1)
    tensors = [t.tensor for t in nonempty_list(positional[0], Tensor, "AddMultiple", "Tensors")]
    if len({tuple(t.shape) for t in tensors}) > 1:
        raise MapleError("dimensions do not match: AddMultiple expects Tensors of one shape, but "
                         "received shapes " + ", ".join(lprint(v.MList(tuple(t.shape))) for t in tensors))
    return wrap(tensorflow().math.add_n(tensors))


@command("EinsteinSummation")
def einstein_summation(ev, args):
    """EinsteinSummation(rule, t1, ..., tn): the contraction of the Tensors the rule, a
    string in Einstein's notation, describes: "ij,jk->ik" is the Matrix product, "ii->" the
    trace, "ij->ji" the transpose, "i,i->" the dot product."""
    positional, _ = split_options(args, "EinsteinSummation", {"name": None})
    expect_count(positional, "EinsteinSummation", 2, 99)
    rule = positional[0]
    if not isinstance(rule, str):
        raise MapleError(f"invalid input: EinsteinSummation expects its 1st argument, rule, to "
                         f"be a string, but received {lprint(rule)}")
    tensors = [tensor_argument(t, "EinsteinSummation", _ordinal(i + 2)).tensor
               for i, t in enumerate(positional[1:])]
    check_result_size(ev.host, tensorflow().einsum, [rule, *tensors], {},
                      "DeepLearning:-EinsteinSummation")
    return wrap(tensorflow().einsum(rule, *tensors))


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


@command("OneHot")
def one_hot(ev, args):
    """OneHot(indices, depth, axis=-1, on_value=1, off_value=0, datatype=d): the Tensor that
    has on_value where a position along the new dimension of size depth equals the index
    there, and off_value elsewhere.

    indices is a list of integers or an integer Tensor; the new dimension is at axis (counting
    from 0, -1 the last). The datatype is d, else that of on_value or off_value, else float[4].
    """
    positional, options = split_options(args, "OneHot", {"axis": -1, "on_value": None,
                                                         "off_value": None, "datatype": None,
                                                         "name": None})
    expect_count(positional, "OneHot", 2)
    given, depth = positional
    indices = to_tensor(given)
    if not indices.dtype.is_integer:
        raise MapleError(f"invalid input: OneHot expects its 1st argument, indices, to be "
                         f"integers, but received {lprint(given)}")
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0:
        raise MapleError(f"invalid input: OneHot expects its 2nd argument, depth, to be a "
                         f"non-negative integer, but received {lprint(depth)}")
    axis = options["axis"]
    rank = len(indices.shape)
    if not isinstance(axis, int) or isinstance(axis, bool) or not -1 <= axis <= rank:
        raise MapleError(f"invalid input: OneHot expects axis to be an integer from -1 to "
                         f"{rank}, but received {lprint(axis)}")
    check_shape(ev.host, (*indices.shape, depth), "DeepLearning:-OneHot")
    dtype = option_dtype(options["datatype"])
    values = {key: None if options[key] is None else to_tensor(options[key], dtype)
              for key in ("on_value", "off_value")}
    if dtype is None:
        given_dtypes = [t.dtype for t in values.values() if t is not None]
        dtype = given_dtypes[0] if given_dtypes else None
        values = {key: None if t is None else to_tensor(Tensor(t), dtype)
                  for key, t in values.items()}
    return wrap(tensorflow().one_hot(indices, depth, axis=axis, dtype=dtype, **values))


# where ApplyOperation finds operations: TensorFlow's numerical modules only, so no name
# reaches TensorFlow's file, Python or state modules (restricted mode narrows it further)
_OPERATION_MODULES = ("math", "linalg", "nn")


def _operation(name):
    """The TensorFlow function a name such as "tf.math.sin", "tensorflow.linalg.det" or
    "tf.sin" (the same function as tf.math.sin) stands for, with its name as
    restricted.PURE_OPERATIONS writes it ("math.sin"); None for any other name."""
    tf = tensorflow()
    if not isinstance(name, str):
        return None
    parts = name.split(".")
    if parts[0] in ("tf", "tensorflow"):
        parts = parts[1:]
    if len(parts) == 2 and parts[0] in _OPERATION_MODULES and not parts[1].startswith("_"):
        found = getattr(getattr(tf, parts[0]), parts[1], None)
        if callable(found) and not isinstance(found, type):
            return found, ".".join(parts)
    if len(parts) == 1 and not parts[0].startswith("_"):
        found = getattr(tf, parts[0], None)
        for module in _OPERATION_MODULES:
            if callable(found) and found is getattr(getattr(tf, module), parts[0], object()):
                return found, f"{module}.{parts[0]}"
    return None


def _python_argument(value, restricted: bool):
    """A Maple argument or option value as TensorFlow takes it. In restricted mode a string
    is only ever a word (restricted.WORD), never a path, and no Tensor holds strings."""
    if isinstance(value, Tensor):
        argument = value.tensor
    elif value in (v.TRUE, v.FALSE):
        return value == v.TRUE
    elif isinstance(value, str):
        if restricted and not WORD.fullmatch(value):
            raise MapleError("permission denied in restricted mode")
        return value
    else:
        argument = to_tensor(value) if isinstance(value, v.MList) else python_data(value)[0]
    if restricted and getattr(argument, "dtype", None) == tensorflow().string:
        raise MapleError("permission denied in restricted mode")
    return argument


@command("ApplyOperation")
def apply_operation(ev, args):
    """ApplyOperation(oper, t1, ..., tn, opts): the TensorFlow operation named by the string
    oper applied to the Tensors or numbers t1, ..., tn, with the options opts (such as
    axis = 0) passed on as its keyword arguments.

    oper is a function of tf.math, tf.linalg or tf.nn, fully qualified ("tf.math.sin") or,
    where TensorFlow has the same function at its top level, short ("tf.sin"). In restricted
    mode only the numerical functions of that list run (none that reads a file or calls
    back into Python), and a string argument must be a word such as "SAME"; anything else
    is `permission denied in restricted mode`. A result larger than kernelopts(maxsize)
    elements is refused before TensorFlow makes it.
    """
    restricted = ev.host.restricted
    positional, options = [], {}
    for a in args:
        if isinstance(a, v.Relation) and a.op == "=" and isinstance(a.lhs, v.Name):
            if a.lhs.name != "name":
                options[a.lhs.name] = a.rhs
        else:
            positional.append(a)
    expect_count(positional, "ApplyOperation", 1, 99)
    found = _operation(positional[0])
    if found is None:
        raise MapleError(f"invalid input: ApplyOperation expects its 1st argument, oper, to name "
                         f"a function of tf.math, tf.linalg or tf.nn, such as \"tf.math.sin\", "
                         f"but received {lprint(positional[0])}")
    operation, qualified = found
    if restricted and qualified not in PURE_OPERATIONS:
        raise MapleError("permission denied in restricted mode")
    arguments = [_python_argument(a, restricted) for a in positional[1:]]
    options = {key: _python_argument(value, restricted) for key, value in options.items()}
    try:
        bound = inspect.signature(operation).bind(*arguments, **options)
    except TypeError:
        given = f" and the options {', '.join(options)}" if options else ""
        raise MapleError(f"invalid input: the TensorFlow operation {positional[0]} does not "
                         f"accept the arguments{given} it was given") from None
    # the op's name is TensorFlow's, never a worksheet's, also where an argument lands on it
    # by position: a graph refuses a name that is no string, which eager execution ignores
    bound.arguments.pop("name", None)
    arguments, options = list(bound.args), bound.kwargs
    check_result_size(ev.host, operation, arguments, options, "DeepLearning:-ApplyOperation")
    return wrap(operation(*arguments, **options))


@method("value")
def value(ev, args):
    """value(t): the value of the Tensor t. Eager execution computes every Tensor when it
    is made, so this is t itself."""
    expect_count(args, "value", 1)
    return tensor_argument(args[0], "value")
