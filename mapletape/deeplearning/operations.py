"""Operations on Tensors: arithmetic with broadcasting, indexing and conversion to Maple data."""
from __future__ import annotations

from ..errors import MapleError
from ..values import core as v
from ..values import numbers as num
from .objects import Tensor, rtable_from, to_tensor, wrap
from .tf import tensorflow


def _operand(value, like):
    """A Maple operand as a tensor; plain numbers take the other operand's dtype."""
    if isinstance(value, Tensor):
        return value.tensor
    if num.is_number(value):
        return tensorflow().constant(float(value) if like.dtype.is_floating else value, dtype=like.dtype)
    if isinstance(value, v.MList):
        return to_tensor(value, like.dtype)
    return None


def _run(fn, *args):
    """Call TensorFlow, turning its exceptions into Maple errors with its own wording."""
    tf = tensorflow()
    try:
        return fn(*args)
    except (tf.errors.InvalidArgumentError, ValueError, TypeError) as exc:
        message = getattr(exc, "message", None) or str(exc)
        raise MapleError(message.strip().splitlines()[0]) from None


def binary(op: str, a, b):
    tf = tensorflow()
    left_like = a.tensor if isinstance(a, Tensor) else b.tensor
    x, y = _operand(a, left_like), _operand(b, left_like)
    if x is None or y is None:
        return NotImplemented
    if op == "^" and num.is_number(b):
        return wrap(_run(tf.pow, x, y))
    fns = {"+": tf.add, "-": tf.subtract, "*": tf.multiply, "/": tf.divide, "^": tf.pow,
           ".": tf.linalg.matmul}
    return wrap(_run(fns[op], x, y))


def unary(op: str, a: Tensor):
    if op == "-":
        return wrap(_run(tensorflow().negative, a.tensor))
    return NotImplemented


def index(t: Tensor, indices):
    """`t[i]`, `t[i, j]`, `t[i..j]`: 1-based like every Maple index."""
    selectors = []
    for i, size in zip(indices, t.tensor.shape):
        if isinstance(i, int):
            if i == 0 or not -size <= i <= size:
                raise MapleError("invalid subscript selector")
            selectors.append(i - 1 if i > 0 else size + i)
        elif isinstance(i, v.Range) and isinstance(i.low, int) and isinstance(i.high, int):
            low = i.low - 1 if i.low > 0 else size + i.low
            high = i.high if i.high > 0 else size + i.high + 1
            selectors.append(slice(low, high))
        else:
            raise MapleError("invalid subscript selector")
    if len(indices) > len(t.tensor.shape):
        raise MapleError("invalid subscript selector")
    return wrap(t.tensor[tuple(selectors)])


def convert(t: Tensor, target: str):
    if target in ("Matrix", "Vector", "Array"):
        return rtable_from(t, target)
    if target == "list":
        return _nested(t.numpy())
    if target == "float":
        data = t.numpy()
        if data.size != 1:
            raise MapleError("cannot convert a Tensor with more than one element to a float")
        return float(data.reshape(()))
    return NotImplemented


def _nested(data):
    from ..values.rtable import to_maple_scalar
    if data.ndim == 0:
        return to_maple_scalar(data[()])
    return v.MList(tuple(_nested(row) for row in data))
