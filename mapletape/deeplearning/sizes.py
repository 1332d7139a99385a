"""Element counts of TensorFlow results, known from the operands' shapes before TensorFlow
allocates them, and held to kernelopts(maxsize) as the constructors' requests are: a
broadcast, a product or an ApplyOperation could otherwise ask for gigabytes in one line."""
from __future__ import annotations

import math

import numpy as np

from ..limits import check_operation, check_size
from .tf import tensorflow


def broadcast_shape(*shapes: tuple) -> tuple:
    """The shape TensorFlow's broadcasting gives operands of these shapes (numpy's rule),
    or the longest of them where they do not broadcast (TensorFlow then says why)."""
    rank = max(len(s) for s in shapes)
    padded = [(1,) * (rank - len(s)) + tuple(s) for s in shapes]
    return tuple(max((d for d in dims if d != 1), default=1) for dims in zip(*padded))


def check_broadcast(x, y, procname: str | None = None) -> None:
    """Refuse the result of an element-wise operation of two tensors that broadcast to more
    elements than the running session allows (equal shapes and a scalar never grow)."""
    sx, sy = x.shape, y.shape
    if sx != sy and sx.rank and sy.rank:
        check_operation(math.prod(broadcast_shape(tuple(sx), tuple(sy))), procname)


def check_result_size(host, operation, arguments: list, options: dict, procname: str) -> None:
    """Refuse an operation whose results would hold more than the session's limit of
    elements, before it runs (see _result_count). `arguments` and `options` are as the
    operation is called, without its name (a graph needs a string there)."""
    tf = tensorflow()
    arguments = [_eager(a, tf) for a in arguments]
    options = {k: _eager(a, tf) for k, a in options.items()}
    try:
        key = (operation, tuple(_key(a, tf) for a in arguments),
               tuple((k, _key(a, tf)) for k, a in options.items()))
        hash(key)
    except TypeError:           # an argument with no key: counted afresh
        key = None
    count = _COUNTS.get(key) if key is not None else None
    if count is None:
        count = _result_count(operation, arguments, options, tf)
        if key is not None:
            _COUNTS[key] = count
            if len(_COUNTS) > 256:
                _COUNTS.pop(next(iter(_COUNTS)))
    check_size(host, count, procname)


# result counts by operation and operands (their shapes; an integer tensor's entries too):
# a loop applies the same operation to operands of the same shapes on every step, and
# building its graph costs about half a millisecond
_COUNTS: dict = {}


def _result_count(operation, arguments: list, options: dict, tf) -> int:
    """The elements the operation's results hold: it is built once in a graph with the
    arguments as constants or placeholders, where TensorFlow's shape inference gives the
    results' shapes without computing them. A dimension that depends on the data
    (bincount's length, unique's count) is taken to be as large as the largest integer or
    dimension among the operands, plus one. An operation that cannot be built in a graph
    (a Python test of a Tensor's value, a number converted otherwise than eager execution
    converts it) is held to what it could make from its operands: their elements, or the
    square of their largest integer (eye(n) has n^2 entries), whichever is more."""
    operands = [*arguments, *options.values()]
    try:
        with tf.Graph().as_default():
            made = operation(*[_constant(a, tf) for a in arguments],
                             **{k: _constant(a, tf) for k, a in options.items()})
    except Exception:
        given = sum(a.shape.num_elements() for a in operands if isinstance(a, tf.Tensor))
        return max(given, _largest(operands, dimensions=False) ** 2)
    results = [t for t in tf.nest.flatten(made, expand_composites=True) if isinstance(t, tf.Tensor)]
    bound = _largest(operands) + 1
    rank = max((len(a.shape) for a in arguments if isinstance(a, tf.Tensor)), default=1)
    count = 0
    for t in results:
        dims = t.shape.as_list() if t.shape.rank is not None else [None] * max(rank, 1)
        count += math.prod(bound if d is None else d for d in dims)
    return count


def _eager(value, tf):
    """An argument as a graph can take it: a Variable as the tensor of its value, a numpy
    array (an rtable's data) as a tensor."""
    if isinstance(value, (tf.Variable, np.ndarray)):
        return tf.convert_to_tensor(value)
    return value


def _key(value, tf):
    """What the result's size can depend on in an operand: a tensor's dtype and shape, and
    an integer tensor's entries; any other operand itself."""
    if isinstance(value, tf.Tensor):
        if not value.dtype.is_integer:
            return value.dtype.name, tuple(value.shape)
        if value.shape.num_elements() > 256:
            raise TypeError("too many entries to keep")     # no key: the cache stays small
        return value.dtype.name, tuple(value.shape), value.numpy().tobytes()
    return value


def _constant(value, tf):
    """An operand in the graph: an integer tensor as a constant (its entries may be sizes
    or indices, which shape inference reads), any other as a placeholder of its shape."""
    if not isinstance(value, tf.Tensor):
        return value
    if value.dtype.is_integer:
        return tf.constant(value.numpy())
    return tf.compat.v1.placeholder(value.dtype, value.shape)


def _largest(values, dimensions: bool = True) -> int:
    """The largest integer among the operands, their entries included, and with
    `dimensions` also the largest of their dimensions (1 if none)."""
    largest = 1
    for value in values:
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            largest = max(largest, abs(value))
        elif isinstance(value, (list, tuple)):
            largest = max(largest, _largest(value, dimensions))
        elif hasattr(value, "shape") and hasattr(value, "dtype"):
            if dimensions:
                largest = max(largest, *value.shape.as_list(), 1)
            if value.dtype.is_integer and value.shape.num_elements():
                largest = max(largest, int(np.abs(value.numpy().astype(np.float64)).max()))
    return largest
