"""Where DeepLearning commands register: package exports, Tensor methods, and the
translation of TensorFlow's exceptions into Maple errors."""
from __future__ import annotations

import functools
import re
from contextlib import contextmanager

from ..errors import MapleError
from ..library.registry import builtin
from .datatypes import TF_TO_MAPLE
from .tf import tensorflow

EXPORTS: dict = {}
TENSOR_METHODS: dict = {}


def register(name: str, table: dict, module: str):
    """Register `fn(ev, args)` in table; whatever Python or TensorFlow raises inside it
    reaches the user as a Maple error, never as a traceback."""
    def decorate(fn):
        @functools.wraps(fn)
        def guarded(ev, args):
            with tensorflow_errors():
                return fn(ev, args)
        builtin(name, table=table, module=module)(guarded)
        return fn
    return decorate


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


def _maple_dtype(cpp_name: str) -> str:
    """The Maple datatype for TensorFlow's C++ name of a dtype (float, double, int32, ...)."""
    name = cpp_name.lower()
    name = _CPP_DTYPES.get(name, name)
    return TF_TO_MAPLE.get(name, name)


def tensorflow_message(exc: Exception) -> str:
    """TensorFlow's own wording of an exception, on one line without its op decorations;
    a datatype an operation does not take is named as Maple names it."""
    text = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    first = _KERNEL.sub("", text.strip().splitlines()[0])
    unsupported = _DISALLOWED_DTYPE.match(first) or _NO_KERNEL.match(first)
    if unsupported:
        return f"not defined for Tensors of datatype {_maple_dtype(unsupported.group(1))}"
    mixed = _MIXED_DTYPES.match(first)
    if mixed:
        return (f"datatypes do not match: {_maple_dtype(mixed.group(2))} where "
                f"{_maple_dtype(mixed.group(1))} is expected; use Cast to convert")
    return _OP_SUFFIX.sub("", first).strip()


@contextmanager
def tensorflow_errors():
    """Run TensorFlow code; whatever it raises reaches the user as a Maple error."""
    tf = tensorflow()
    try:
        yield
    except (tf.errors.OpError, ArithmeticError, AttributeError, IndexError, KeyError,
            RuntimeError, TypeError, ValueError) as exc:
        raise MapleError(tensorflow_message(exc)) from None
