"""Matrix operations on Tensors: MatrixMultiply (also the `.` operator), DotProduct,
CrossProduct, Transpose, Determinant, MatrixInverse, Trace, Norm, Diagonal and Unstack."""
from __future__ import annotations

import math

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_operation
from ..library.registry import expect_count, split_options
from ..values import core as v
from ..values import numbers as num
from .commands import method
from .objects import shape_text, wrap
from .operations import operands
from .properties import tensor_argument
from .tf import tensorflow


def matrix_product(x, y):
    """The Matrix product of two tensors of rank 1 or 2, Maple-style: a row-by-column
    contraction, so a vector . vector is their dot product (a scalar Tensor)."""
    tf = tensorflow()
    for t in (x, y):
        if len(t.shape) not in (1, 2):
            raise MapleError(f"invalid input: expected Tensors of rank 1 or 2, but received "
                             f"one of shape {shape_text(t.shape)}")
    inner_x, inner_y = x.shape[-1], y.shape[0]
    if inner_x != inner_y:
        raise MapleError(f"dimensions do not match: a Tensor of shape {shape_text(x.shape)} "
                         f"cannot be multiplied by one of shape {shape_text(y.shape)}")
    # [m, n] . [n, p] is m*p entries, which may be far more than either operand has (a
    # dataflow graph's dimension of any size allocates nothing until a Session runs it)
    if x.shape.is_fully_defined() and y.shape.is_fully_defined():
        check_operation(math.prod(x.shape[:-1]) * math.prod(y.shape[1:]))
    if len(x.shape) == 2 and len(y.shape) == 2:
        return wrap(tf.linalg.matmul(x, y))
    return wrap(tf.tensordot(x, y, axes=1))


def _two_tensors(args, name: str):
    positional, _ = split_options(args, name, {"name": None})
    expect_count(positional, name, 2)
    return operands(positional[0], positional[1], name)


def _one_tensor(args, name: str, low: int = 1, high: int | None = None):
    """The Tensor argument of a command, the other positional arguments after it."""
    positional, _ = split_options(args, name, {"name": None})
    expect_count(positional, name, low, high)
    return tensor_argument(positional[0], name), positional[1:]


@method("MatrixMultiply")
def matrix_multiply(ev, args):
    """MatrixMultiply(x, y): the Matrix product of two Tensors of rank 1 or 2, the same as x . y.

    A [m, n] Tensor times a [n, p] one gives [m, p]; a Tensor of rank 1 counts as a
    vector, so a [n] times [n] product is their dot product, a Tensor of shape [].
    """
    return matrix_product(*_two_tensors(args, "MatrixMultiply"))


@method("DotProduct")
def dot_product(ev, args):
    """DotProduct(x, y): the dot product of two Tensors of rank 1 or 2, as a Matrix product:
    two [n] Tensors give a Tensor of shape [], a [3, 1] and a [1, 3] one a [3, 3] Tensor."""
    return matrix_product(*_two_tensors(args, "DotProduct"))


@method("CrossProduct")
def cross_product(ev, args):
    """CrossProduct(x, y): the cross product of two Tensors whose last dimension is 3 (pairs
    of 3-vectors along the other dimensions)."""
    x, y = _two_tensors(args, "CrossProduct")
    if tuple(x.shape)[-1:] != (3,) or tuple(x.shape) != tuple(y.shape):
        raise MapleError(f"invalid input: CrossProduct expects Tensors of the same shape with "
                         f"last dimension 3, but received shapes {shape_text(x.shape)} and "
                         f"{shape_text(y.shape)}")
    return wrap(tensorflow().linalg.cross(x, y))


@method("Transpose")
def transpose(ev, args):
    """Transpose(t): the Tensor with its dimensions in reverse order; a [m, n] Tensor
    gives [n, m]."""
    t, _ = _one_tensor(args, "Transpose")
    return wrap(tensorflow().transpose(t.tensor))


def _square(t, name: str):
    """A Tensor whose last two dimensions are equal: a square Matrix, or a stack of them."""
    if len(t.shape) < 2 or t.shape[-1] != t.shape[-2]:
        raise MapleError(f"invalid input: {name} expects a square Tensor (shape [n, n]), but "
                         f"received one of shape {shape_text(t.shape)}")
    return t.tensor


@method("Determinant")
def determinant(ev, args):
    """Determinant(x): the determinant of a square float or complex Tensor, a Tensor of
    shape []; of each Matrix of a stack [..., n, n], a Tensor of shape [...]."""
    t, _ = _one_tensor(args, "Determinant")
    return wrap(tensorflow().linalg.det(_square(t, "Determinant")))


@method("MatrixInverse")
def matrix_inverse(ev, args):
    """MatrixInverse(x): the inverse of a square float or complex Tensor (of each Matrix of
    a stack [..., n, n]); a singular Matrix is an error."""
    t, _ = _one_tensor(args, "MatrixInverse")
    tensor = _square(t, "MatrixInverse")
    tf = tensorflow()
    try:
        return wrap(tf.linalg.inv(tensor))
    except tf.errors.InvalidArgumentError as exc:
        if "not invertible" in str(exc):
            raise MapleError("singular matrix") from None
        raise


@method("Trace")
def trace(ev, args):
    """Trace(x): the sum of the diagonal entries of a Tensor of rank 2 (of each Matrix of a
    stack [..., m, n])."""
    t, _ = _one_tensor(args, "Trace")
    if len(t.shape) < 2:
        raise MapleError(f"invalid input: Trace expects a Tensor of rank at least 2, but "
                         f"received one of shape {shape_text(t.shape)}")
    return wrap(tensorflow().linalg.trace(t.tensor))


def _norm_order(ord_, rank: int):
    """Maple's ord (a positive real, infinity or Frobenius) as tf.norm's, and the axes it
    applies to: a Matrix norm for a Tensor of rank 2, a vector norm otherwise."""
    if ord_ == v.Name("Frobenius"):
        if rank != 2:
            raise MapleError("invalid input: the Frobenius norm is for Tensors of rank 2")
        return "fro", [-2, -1]
    if ord_ == v.Name("infinity"):
        order = np.inf
    elif num.is_number(ord_) and num.is_finite(ord_) and not isinstance(ord_, bool) \
            and num.compare(ord_, 0) > 0:
        order = int(ord_) if isinstance(ord_, int) else float(ord_)
    else:
        raise MapleError(f"invalid input: Norm expects its 2nd argument, ord, to be a positive "
                         f"real number, infinity or Frobenius, but received {lprint(ord_)}")
    if rank == 2:
        if order not in (1, 2, np.inf):
            raise MapleError("invalid input: the norm of a Tensor of rank 2 is of order 1, 2, "
                             "infinity or Frobenius")
        return order, [-2, -1]
    return order, None


@method("Norm")
def norm(ev, args):
    """Norm(x, ord): the norm of order ord of a Tensor, a Tensor of shape [].

    ord is a positive real number (the p-norm), infinity or Frobenius; without it, the
    Euclidean norm (for a Matrix, the Frobenius norm). A Tensor of rank 2 has the Matrix
    norms of order 1, 2, infinity and Frobenius; any other Tensor is taken as a vector.
    """
    t, rest = _one_tensor(args, "Norm", 1, 2)
    order, axis = _norm_order(rest[0], len(t.shape)) if rest else ("euclidean", None)
    return wrap(tensorflow().norm(t.tensor, ord=order, axis=axis))


@method("Diagonal")
def diagonal(ev, args):
    """Diagonal(x): the Tensor with the entries of x on its diagonal and zeros elsewhere; a
    [n] Tensor gives [n, n] (a [..., n] one a stack [..., n, n])."""
    t, _ = _one_tensor(args, "Diagonal")
    if not t.shape:
        raise MapleError("invalid input: Diagonal expects a Tensor of rank at least 1, but "
                         "received one of shape []")
    return wrap(tensorflow().linalg.diag(t.tensor))


@method("Unstack")
def unstack(ev, args):
    """Unstack(x, axis): the sequence of Tensors x splits into along dimension axis, which
    counts from 1 (the default), as on Maple's help page; each piece has that dimension
    removed from its shape."""
    t, rest = _one_tensor(args, "Unstack", 1, 2)
    rank = len(t.shape)
    axis = rest[0] if rest else 1
    if not isinstance(axis, int) or isinstance(axis, bool) or not 1 <= axis <= rank:
        allowed = f"an integer from 1 to {rank}" if rank else "absent: a Tensor of shape [] " \
                                                             "has no dimensions"
        raise MapleError(f"invalid input: Unstack expects its 2nd argument, axis, to be "
                         f"{allowed}, but received {lprint(axis)}")
    return v.make_seq(tuple(wrap(p) for p in tensorflow().unstack(t.tensor, axis=axis - 1)))
