"""Package commands that make a Tensor from others: AddMultiple, EinsteinSummation, OneHot,
ApplyOperation; and value, which gives back a Tensor eager execution has already computed."""
from __future__ import annotations

import inspect

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape, check_size
from ..library.registry import expect_count, split_options
from ..values import core as v
from ..values.matrices import to_maple_scalar
from .commands import command, method, nonempty_list
from .datatypes import MAPLE_TO_TF, TF_TO_MAPLE, option_dtype, python_data, tf_dtype
from .objects import PYTHON_NONE, PythonObject, Tensor, to_tensor, wrap
from .properties import datatype_value, tensor_argument
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
    from 0, -1 the last). The datatype is d, else that of on_value or off_value as given,
    else that of the default on_value, the integer 1: integer[4].
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
        # "By default, the datatype is inferred from on_value or off_value" (help page
        # DeepLearning/OneHot), whose defaults are the integers 1 and 0: a Tensor of 1's
        # datatype (Constant(1)'s) when neither is given, where tf.one_hot makes float32
        given_dtypes = [t.dtype for t in values.values() if t is not None]
        dtype = given_dtypes[0] if given_dtypes else to_tensor(1).dtype
        values = {key: None if t is None else to_tensor(Tensor(t), dtype)
                  for key, t in values.items()}
    return wrap(tensorflow().one_hot(indices, depth, axis=axis, dtype=dtype, **values))


# where restricted mode's ApplyOperation finds operations: TensorFlow's numerical modules
# only, so that no name reaches TensorFlow's file, Python or state modules (and of those
# modules only restricted.PURE_OPERATIONS run)
_PURE_MODULES = ("math", "linalg", "nn")


def _operation(name, restricted: bool):
    """The TensorFlow function a name such as "tf.math.sin", "tensorflow.linalg.det" or
    "tf.reshape" stands for, and its name without the prefix; None for any other name.
    In restricted mode only functions of tf.math, tf.linalg and tf.nn are found, with their
    name as restricted.PURE_OPERATIONS writes it ("tf.sin" is "math.sin")."""
    if not isinstance(name, str):
        return None
    parts = name.split(".")
    prefixed = parts[0] in ("tf", "tensorflow")
    if prefixed:
        parts = parts[1:]
    if not parts or any(not part or part.startswith("_") for part in parts):
        return None
    if restricted:
        return _pure_operation(parts)
    if not prefixed:
        return None         # a fully qualified name (help page), not Python's os.system
    found = tensorflow()
    for part in parts:
        if not inspect.ismodule(found):
            return None     # a method of a class is no function of TensorFlow's API
        found = getattr(found, part, None)
    if not callable(found) or not getattr(found, "__module__", "").startswith(_TF_MODULES):
        return None
    return found, ".".join(parts)


# the packages TensorFlow's API functions are defined in: a module's attribute that is
# Python's (os, sys) is none of them
_TF_MODULES = ("tensorflow", "keras", "tf_keras")
# the functions of these build operations, which a graph can build without running them:
# their results' sizes are known first (sizes.check_result_size); the others are Python
# functions (tf.io.gfile's) that would do their work twice
_OPS_MODULES = ("tensorflow.python.ops", "tensorflow.python.framework", "keras")


def _pure_operation(parts: list):
    tf = tensorflow()
    if len(parts) == 2 and parts[0] in _PURE_MODULES:
        found = getattr(getattr(tf, parts[0]), parts[1], None)
        if callable(found) and not isinstance(found, type):
            return found, ".".join(parts)
    if len(parts) == 1:
        found = getattr(tf, parts[0], None)
        for module in _PURE_MODULES:
            if callable(found) and found is getattr(getattr(tf, module), parts[0], object()):
                return found, f"{module}.{parts[0]}"
    return None


def _python_argument(value, restricted: bool):
    """A Maple argument or option value as TensorFlow takes it: a list as a Python list, a
    datatype such as float[8] as its dtype. In restricted mode a string is only ever a word
    (restricted.WORD), never a path, a list is a Tensor and no Tensor holds strings."""
    if isinstance(value, Tensor):
        argument = value.tensor
    elif value in (v.TRUE, v.FALSE):
        return value == v.TRUE
    elif isinstance(value, str):
        if restricted and not WORD.fullmatch(value):
            raise MapleError("permission denied in restricted mode")
        return value
    elif isinstance(value, (v.Indexed, v.Name)) and lprint(value) in MAPLE_TO_TF:
        return tf_dtype(value)
    elif isinstance(value, v.MList) and not restricted:
        # a Python list, which TensorFlow converts where it takes a Tensor, and which is
        # what a function taking a list of axes or of Tensors wants
        return [_python_argument(x, False) for x in value.items]
    else:
        argument = to_tensor(value) if isinstance(value, v.MList) else python_data(value)[0]
    if restricted and getattr(argument, "dtype", None) == tensorflow().string:
        raise MapleError("permission denied in restricted mode")
    return argument


def _maple_result(result):
    """What a TensorFlow function returns as a Maple value: Tensors and Variables as
    themselves, Python's numbers, booleans and strings as Maple's, a shape as a list of its
    dimensions (undefined for one unknown), a dtype as its Maple datatype, a tuple or list
    as a list, None and anything else as a Python object."""
    tf = tensorflow()
    if isinstance(result, (tf.Tensor, tf.Variable)):
        return wrap(result)
    if isinstance(result, (list, tuple)):
        return v.MList(tuple(_maple_result(x) for x in result))
    if isinstance(result, tf.TensorShape):
        if result.rank is None:
            return v.UNDEFINED
        return v.MList(tuple(v.UNDEFINED if d is None else d for d in result.as_list()))
    if isinstance(result, tf.DType) and result.name in TF_TO_MAPLE:
        return datatype_value(TF_TO_MAPLE[result.name])
    if isinstance(result, np.ndarray):
        return wrap(tf.constant(result))
    if isinstance(result, complex):
        result = np.complex128(result)          # which to_maple_scalar writes a + b*I
    if isinstance(result, (bool, int, float, str, bytes, np.generic)):
        return to_maple_scalar(result)
    return PYTHON_NONE if result is None else PythonObject(result)


def _result_size(result) -> int:
    """The entries of the tensors in a result, for a function whose size was not known first."""
    tf = tensorflow()
    return sum(t.shape.num_elements() or 0 for t in tf.nest.flatten(result, expand_composites=True)
               if isinstance(t, (tf.Tensor, tf.Variable, np.ndarray)) and t.shape.num_elements())


@command("ApplyOperation")
def apply_operation(ev, args):
    """ApplyOperation(oper, t1, ..., tn, opts): the TensorFlow function named by the string
    oper applied to the Tensors, numbers, lists or strings t1, ..., tn, with the options
    opts (such as axis = 0, or dtype = float[8]) passed on as its keyword arguments.

    oper is a fully qualified function name of TensorFlow's Python API, "tf.math.sin" or
    "tensorflow.reshape" ("tf." is short for "tensorflow."). A result that is not a Tensor
    becomes a Maple value: a number, string, true or false, a list for a tuple or a shape,
    a datatype, or a Python object (Python:-None for None). A result larger than
    kernelopts(maxsize) elements is refused, before TensorFlow makes it where the function
    builds TensorFlow operations.

    In restricted mode only the numerical functions of tf.math, tf.linalg and tf.nn run
    (none that reads a file or calls back into Python), and a string argument must be a
    word such as "SAME"; anything else is `permission denied in restricted mode`.
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
    found = _operation(positional[0], restricted)
    if found is None:
        functions = "a function of tf.math, tf.linalg or tf.nn" if restricted else \
            "a function of TensorFlow"
        raise MapleError(f"invalid input: ApplyOperation expects its 1st argument, oper, to name "
                         f"{functions}, such as \"tf.math.sin\", but received "
                         f"{lprint(positional[0])}")
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
    except ValueError:
        bound = None        # a function whose signature Python cannot read: called as given
    if bound is not None:
        # the op's name is TensorFlow's, never a worksheet's, also where an argument lands
        # on it by position: a graph refuses a name that is no string, which eager
        # execution ignores
        bound.arguments.pop("name", None)
        arguments, options = list(bound.args), bound.kwargs
    builds = getattr(operation, "__module__", "").startswith(_OPS_MODULES)
    if builds:
        check_result_size(ev.host, operation, arguments, options, "DeepLearning:-ApplyOperation")
    result = operation(*arguments, **options)
    if not builds:
        check_size(ev.host, _result_size(result), "DeepLearning:-ApplyOperation")
    return _maple_result(result)


@method("value")
def value(ev, args):
    """value(t): the value of the Tensor t. Eager execution computes every Tensor when it
    is made, so this is t itself."""
    expect_count(args, "value", 1)
    return tensor_argument(args[0], "value")
