"""Matrix operations on Tensors: MatrixMultiply (also the `.` operator) and Transpose."""
from __future__ import annotations

from ..errors import MapleError
from ..library.registry import expect_count
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
    if len(x.shape) == 2 and len(y.shape) == 2:
        return wrap(tf.linalg.matmul(x, y))
    return wrap(tf.tensordot(x, y, axes=1))


@method("MatrixMultiply")
def matrix_multiply(ev, args):
    """MatrixMultiply(x, y): the Matrix product of two Tensors of rank 1 or 2, the same as x . y.

    A [m, n] Tensor times a [n, p] one gives [m, p]; a Tensor of rank 1 counts as a
    vector, so a [n] times [n] product is their dot product, a Tensor of shape [].
    """
    expect_count(args, "MatrixMultiply", 2)
    return matrix_product(*operands(args[0], args[1], "MatrixMultiply"))


@method("Transpose")
def transpose(ev, args):
    """Transpose(t): the Tensor with its dimensions in reverse order; a [m, n] Tensor
    gives [n, m]."""
    expect_count(args, "Transpose", 1)
    t = tensor_argument(args[0], "Transpose")
    return wrap(tensorflow().transpose(t.tensor))
