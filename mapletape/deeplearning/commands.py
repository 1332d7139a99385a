"""Where DeepLearning commands register: package exports, Tensor methods, and the
translation of TensorFlow's exceptions into Maple errors."""
from __future__ import annotations

import re

from ..errors import MapleError
from ..values import core as v
from ..library.registry import builtin
from .datatypes import TF_TO_MAPLE
from .graphmode import graph_aware
from .tf import is_loaded, tensorflow

EXPORTS: dict = {}
TENSOR_METHODS: dict = {}
TAPE_METHODS: dict = {}


def nonempty_list(value, kind: type, name: str, what: str) -> tuple:
    """The items of the 1st argument of `name`, which must be a nonempty list of `kind`
    (`what` names them in the error, e.g. "Tensors")."""
    if not isinstance(value, v.MList) or not value.items or \
            not all(isinstance(x, kind) for x in value.items):
        raise MapleError(f"invalid input: {name} expects its 1st argument to be a nonempty "
                         f"list of {what}, but received %1", value)
    return value.items


def register(name: str, table: dict, module: str):
    """Register `fn(ev, args)` in table; whatever Python or TensorFlow raises inside it
    reaches the user as a Maple error, never as a traceback (the builtin's guard, which
    its callers apply: no wrapper of its own). The one wrapper, graph_aware, builds fn's
    operations in the session's dataflow graph while its eager execution is off."""
    def decorate(fn):
        builtin(name, table=table, module=module, guard=translated)(graph_aware(fn))
        return fn
    return decorate


def translated(exc: BaseException) -> BaseException:
    """What a command raises for exc: a Maple error, or exc itself when it is no error of
    TensorFlow's or Python's (see _translated)."""
    return _located(exc, None)


def command(name: str):
    """Register a package export, reached as `DeepLearning:-name` or after `with`."""
    return register(name, EXPORTS, "DeepLearning")


def method(name: str):
    """Register a Tensor method, reached by Maple's function mechanism: `name(t, ...)`."""
    return register(name, TENSOR_METHODS, "DeepLearning")


# TensorFlow decorates op errors with the kernel that raised them and the op's name
_KERNEL = re.compile(r"^\{\{function_node [^}]*\}\}\s*")
_OP_SUFFIX = re.compile(r"\s*\[Op:[^\]]*\].*$")
# errors about a datatype an op does not take, which name dtypes in TensorFlow's C++ words
_DISALLOWED_DTYPE = re.compile(r"Value for attr '\w+' of (\w+) is not in the list of allowed values")
_NO_KERNEL = re.compile(r"No OpKernel was registered .*\bdtype=DT_(\w+)")
_MIXED_DTYPES = re.compile(r"cannot compute \w+ as input #\d+\(zero-based\) was expected to be "
                           r"a (\w+) tensor but is a (\w+) tensor")
_CPP_DTYPES = {"float": "float32", "double": "float64", "half": "float16",
               "complex": "complex64"}
# messages in Python's or TensorFlow's own words, and the Maple wording for each
_EAGER_CONVERSION = re.compile(r"Cannot convert (.*) to EagerTensor of dtype (\w+)")
_CAST = re.compile(r"Cast (\w+) to (\w+) is not supported")
_CONCAT = re.compile(r"ConcatOp ?:.*shape\[\d+\] = (\[[^\]]*\]) vs\. shape\[\d+\] = (\[[^\]]*\])")
_NO_GRADIENT = re.compile(r"gradient registry has no entry for: (\w+)")
_OUT_OF_RANGE = re.compile(r"out-of-range integer|Python int too large|too large to convert|"
                           r"index-sized integer|cannot fit 'int'|OverflowError")
# dtypes as TensorFlow and numpy write them in messages: tf.int32, DT_FLOAT, float64
_DTYPE_WORD = re.compile(r"\btf\.(\w+)|\bDT_([A-Z0-9]+)\b|\b((?:float|int|uint|complex)(?:8|16|32|64|128))\b")
# what gives a message away as Python's rather than Maple's
_FOREIGN = re.compile(r"Python|EagerTensor|NoneType|numpy|ndarray|__\w+__|<class |"
                      r"object has no attribute|unsupported operand")


def _maple_dtype(cpp_name: str) -> str:
    """The Maple datatype for TensorFlow's C++ name of a dtype (float, double, int32, ...)."""
    name = cpp_name.lower()
    name = _CPP_DTYPES.get(name, name)
    return TF_TO_MAPLE.get(name, name)


def _unsupported(m) -> str:
    return f"not defined for Tensors of datatype {_maple_dtype(m.group(1))}"


# TensorFlow's messages that name datatypes or shapes (how each is found in the message's
# first line, and how it reads in Maple's words)
_TRANSLATIONS = [
    (_DISALLOWED_DTYPE.match, _unsupported),
    (_NO_KERNEL.match, _unsupported),
    (_MIXED_DTYPES.match, lambda m: f"datatypes do not match: {_maple_dtype(m.group(2))} where "
                                    f"{_maple_dtype(m.group(1))} is expected; use Cast to convert"),
    (_EAGER_CONVERSION.match,
     lambda m: f"cannot convert {m.group(1)} to datatype {_maple_dtype(m.group(2))}"),
    (_CAST.match, lambda m: f"cannot Cast a Tensor of datatype {_maple_dtype(m.group(1))} to "
                            f"{_maple_dtype(m.group(2))}"),
    (_NO_GRADIENT.match, lambda m: f"cannot differentiate: TensorFlow defines no gradient for "
                                   f"the operation {m.group(1)}"),
    (_CONCAT.search, lambda m: f"dimensions do not match: Tensors of shapes {_shape_text(m.group(1))} "
                               f"and {_shape_text(m.group(2))} cannot be joined along this axis"),
]


def tensorflow_message(exc: Exception) -> str:
    """An exception from TensorFlow or Python in Maple's words, on one line: datatypes as
    Maple names them (float[4], integer[8]), never a Python type, dtype or method name.
    TensorFlow's own wording passes through only where it reads as plain English."""
    if isinstance(exc, (AssertionError, NameError)):     # TensorFlow's own Python tripped
        return "invalid input: the arguments cannot be used together"
    text = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    lines = text.strip().splitlines() or [type(exc).__name__]
    first = _OP_SUFFIX.sub("", _KERNEL.sub("", lines[0])).strip()
    for find, say in _TRANSLATIONS:
        found = find(first)
        if found:
            return say(found)
    if first.startswith("OOM when allocating") or isinstance(exc, MemoryError):
        return "out of memory"
    if _OUT_OF_RANGE.search(first) or isinstance(exc, OverflowError):
        return "integer too large for the datatype"
    if _FOREIGN.search(first):
        return "invalid input: the arguments cannot be used together"
    return _DTYPE_WORD.sub(lambda m: _maple_dtype(next(g for g in m.groups() if g)), first)


def _shape_text(tensorflow_shape: str) -> str:
    """TensorFlow's `[2,3]` as Maple writes a list, `[2, 3]`."""
    return "[" + ", ".join(d.strip() for d in tensorflow_shape[1:-1].split(",") if d.strip()) + "]"


# what Python raises inside TensorFlow code (LookupError: also TensorFlow's for an operation
# without a gradient; AssertionError and UnboundLocalError, a NameError, from TensorFlow's
# own Python on arguments it did not expect, as ApplyOperation can give it); TensorFlow's
# own errors are added once loaded
_PYTHON_ERRORS = (ArithmeticError, AssertionError, AttributeError, BufferError, LookupError,
                  MemoryError, NameError, OSError, RuntimeError, SystemError, TypeError,
                  ValueError)


def _translated(exc: Exception) -> Exception:
    """What a command raises for an exception of its TensorFlow code: a Maple error, or
    the exception itself when it is none of TensorFlow's or Python's (a MapleError, an
    interrupt). An op error can only come from a TensorFlow already loaded."""
    if isinstance(exc, _PYTHON_ERRORS) or (is_loaded() and isinstance(exc, tensorflow().errors.OpError)):
        return MapleError(tensorflow_message(exc))
    return exc


def raise_translated(exc: BaseException, procedure: str | None):
    """While exc is handled (an except clause, tensorflow_errors' exit): raise the Maple
    error for it, located in `procedure`, or exc itself when it is no error of TensorFlow's
    or Python's."""
    translated = _located(exc, procedure)
    if translated is exc:
        raise exc
    raise translated from None


class tensorflow_errors:
    """`with tensorflow_errors():` runs TensorFlow code; whatever it raises reaches the user
    as a Maple error, located in `procedure` when one is given and the error names none.
    (A class rather than a generator: it wraps every Tensor operation.)"""

    def __init__(self, procedure: str | None = None):
        self.procedure = procedure

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, traceback):
        if exc is not None:
            raise_translated(exc, self.procedure)
        return False


def _located(exc: BaseException, procedure: str | None):
    """What is raised for exc (see _translated), located in `procedure` when one is given
    and the error names none."""
    translated = _translated(exc)
    if procedure is not None and isinstance(translated, MapleError):
        translated.in_procedure(procedure)
    return translated
