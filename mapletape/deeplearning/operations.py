"""Operations on Tensors: arithmetic with broadcasting, indexing and conversion to Maple data."""
from __future__ import annotations

import functools

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable, to_maple_scalar
from .commands import raise_translated, tensorflow_errors
from .datatypes import kind_of, maple_name
from .objects import Tensor, to_tensor, wrap
from .sizes import check_broadcast
from .tf import tensorflow


def matching(value, dtype):
    """A Maple operand as a tensor of `dtype`: numbers, lists and rtables adapt; Tensors
    must already agree, as TensorFlow never converts silently. None for other values.
    The result is for an operation that makes a new tensor, never for a user: a number
    becomes a tensor shared by every operation it meets (see _float_operand)."""
    if isinstance(value, Tensor):
        if value.tensor.dtype is not dtype and value.tensor.dtype != dtype:
            raise MapleError(f"datatypes do not match: {maple_name(dtype)} and "
                             f"{maple_name(value.tensor.dtype)}; use Cast to convert one of them")
        return value.tensor
    if type(value) in num.NUMBER_KINDS:
        # not zeros (0.0 and -0.0 are one key for two tensors) nor NaN (a key never found
        # again)
        if value and value == value:
            try:
                operand = _float_operand(value, dtype)
            except (ValueError, TypeError, OverflowError):
                operand = None                  # to_tensor says why
            if operand is not None:
                return operand
        return to_tensor(value, dtype)
    if isinstance(value, (v.MList, Rtable)):
        return to_tensor(value, dtype)
    return None


@functools.lru_cache(maxsize=256, typed=True)
def _float_operand(value, dtype):
    """A number operand of a float Tensor's operation, made once per number and dtype (None
    for a dtype of another kind): a loop meets the same learning rate or exponent on every
    step. Safe to share because an eager tensor never changes and no user holds this one
    (every caller of matching hands it to an operation that makes a new tensor), so no tape
    can watch it."""
    if kind_of(dtype) != "float":
        return None
    return to_tensor(value, dtype)          # the general path's constant, made once


def _tensors(a, b):
    """The operands of a pairwise operation with at least one Tensor as tensors of that
    Tensor's dtype (the first Tensor's); None for an operand that cannot be one."""
    if isinstance(a, Tensor):
        x = a.tensor
        # (matching's test, without its call, for the other operand a Tensor alike)
        return x, b.tensor if isinstance(b, Tensor) and b.tensor.dtype is x.dtype else matching(b, x.dtype)
    y = b.tensor
    return matching(a, y.dtype), y


def operands(a, b, name: str):
    """Both operands of a pairwise operation as tensors of one dtype; the first Tensor
    among them sets the dtype."""
    x, y = _tensors(a, b)
    if x is None or y is None:
        other = lprint(a if x is None else b)
        raise MapleError(f"invalid input: {name} expects Tensors, Variables or numbers, "
                         f"but received {other}")
    return x, y


# the TensorFlow function of each arithmetic operator, by name in the tf module
_OPERATORS = {"+": "add", "-": "subtract", "*": "multiply", "/": "divide", "^": "pow"}
# the op each of those functions runs on two tensors of one dtype other than string (tf.add
# joins strings with another op), called directly: the same kernel without the Python
# layers around it (dispatch, conversion, name scopes), about half a small op's cost
_RAW_OPERATORS = {"+": "AddV2", "-": "Sub", "*": "Mul", "^": "Pow"}
# where an operator's errors are located
_LABELS = {op: f"DeepLearning:-Tensor:-`{op}`" for op in ("+", "-", "*", "/", "^", ".")}


def binary(op: str, a, b):
    """`a op b` with a Tensor operand, NotImplemented when the other operand is no number,
    list, rtable or Tensor. Errors name the operator, as Maple's do."""
    try:        # as `with tensorflow_errors(label):`, without its calls on every operation
        x, y = _tensors(a, b)
        if x is None or y is None:
            return NotImplemented
        check_broadcast(x, y)
        # TensorFlow's call early in this function (see tf.py)
        tf, raw = tensorflow(), _RAW_OPERATORS.get(op)
        if raw is not None and x.dtype is not tf.string:      # dtypes are interned
            return Tensor(getattr(tf.raw_ops, raw)(x=x, y=y))      # an op gives a tensor: no wrap
        if op == ".":
            from .linalg import matrix_product
            return matrix_product(x, y)
        return wrap(getattr(tf, _OPERATORS[op])(x, y))
    except BaseException as exc:
        raise_translated(exc, _LABELS.get(op) or f"DeepLearning:-Tensor:-`{op}`")


def unary(op: str, a: Tensor):
    """`-a`, the one prefix operator on Tensors."""
    if op != "-":
        return NotImplemented
    with tensorflow_errors(f"DeepLearning:-Tensor:-`{op}`"):
        return wrap(tensorflow().negative(a.tensor))


def index(t: Tensor, indices):
    """`t[i]`, `t[i, j]`, `t[i..j]`: 1-based like every Maple index, negative from the end;
    `t[]` is the whole Tensor."""
    shape = t.shape
    if len(indices) > len(shape):
        raise MapleError(f"invalid subscript selector: a Tensor of rank {len(shape)} "
                         f"takes at most {len(shape)} indices")
    selectors = tuple(_selector(i, size) for i, size in zip(indices, shape))
    with tensorflow_errors():
        return wrap(tensorflow().convert_to_tensor(t.tensor)[selectors])


def _selector(i, size: int):
    if isinstance(i, int) and not isinstance(i, bool):
        return _position(i, size)
    if isinstance(i, v.Range) and isinstance(i.low, int) and isinstance(i.high, int):
        low, high = _position(i.low, size), _position(i.high, size)
        return slice(low, max(low, high + 1))
    raise MapleError(f"invalid subscript selector: {lprint(i)}")


def _position(i: int, size: int) -> int:
    if i == 0 or not -size <= i <= size:
        raise MapleError(f"index out of bounds: {i} is not in 1 .. {size}")
    return i - 1 if i > 0 else size + i


def convert(t: Tensor, target: str):
    if target in ("Matrix", "Vector", "Array"):
        return _rtable(t, target)
    if target == "list":
        data = t.numpy()
        return _nested(data) if data.ndim else v.MList((_entry(data[()]),))
    if target == "float":
        data = t.numpy()
        if data.size != 1:
            raise MapleError(f"cannot convert a Tensor of shape {list(data.shape)} to a float; "
                             "it must have exactly one element")
        if data.dtype.kind not in "biuf":          # truefalse, integer or float entries
            raise MapleError(f"cannot convert a Tensor of datatype {t.datatype} to a float")
        return float(data.reshape(()))
    return NotImplemented


def _rtable(t: Tensor, kind: str) -> Rtable:
    data = t.numpy()
    rank = {"Vector": 1, "Matrix": 2}.get(kind)
    if rank is not None and data.ndim != rank:
        raise MapleError(f"cannot convert a Tensor of rank {data.ndim} to a {kind}; "
                         f"it must have rank {rank}")
    if data.ndim == 0:
        data = data.reshape(1)
    datatype = t.datatype
    if data.dtype == np.bool_ or data.dtype == object:
        data = np.array([_entry(x) for x in data.flat], dtype=object).reshape(data.shape)
    keep = datatype in ("float[4]", "float[8]", "integer[4]", "integer[8]")
    return Rtable(np.array(data), "Vector[column]" if kind == "Vector" else kind,
                  datatype if keep else None)


def _nested(data):
    if np.ndim(data) == 0:
        return _entry(data[()] if isinstance(data, np.ndarray) else data)
    return v.MList(tuple(_nested(row) for row in data))


def _entry(x):
    """One Tensor entry as a Maple value; TensorFlow keeps strings as bytes."""
    if isinstance(x, bytes):
        return x.decode("utf-8", "replace")
    return to_maple_scalar(x)
