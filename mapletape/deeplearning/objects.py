"""The DeepLearning objects: Tensor, Variable and GradientTape, as Maple objects."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from ..values import core as v
from ..values.rtable import Rtable
from .datatypes import maple_name, python_data
from .tf import tensorflow


def shape_text(shape) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


class Tensor(v.MapleObject):
    """A TensorFlow tensor (or, in the subclass, a tf.Variable) seen from Maple."""
    kind = "Tensor"

    def __init__(self, tensor):
        self.tensor = tensor

    def display_rows(self) -> list[str]:
        return [f"DeepLearning {self.kind}", f"Shape: {shape_text(self.tensor.shape)}",
                f"Data Type: {maple_name(self.tensor.dtype)}"]

    def lprint_form(self) -> str:
        return f"DeepLearning:-{self.kind}({shape_text(self.tensor.shape)}, {maple_name(self.tensor.dtype)})"

    def maple_type(self) -> list[str]:
        return [self.kind, "Tensor"]

    def methods(self) -> dict:
        from .commands import TENSOR_METHODS
        return TENSOR_METHODS

    # arithmetic: TensorFlow records it on every entered tape
    def maple_binary(self, op: str, other, reflected: bool):
        from .operations import binary
        return binary(op, other, self) if reflected else binary(op, self, other)

    def maple_unary(self, op: str):
        from .operations import unary
        return unary(op, self)

    def maple_index(self, indices):
        if not indices:
            return self
        from .operations import index
        return index(self, indices)

    def maple_convert(self, target: str):
        from .operations import convert
        return convert(self, target)

    def numpy(self) -> np.ndarray:
        return np.asarray(self.tensor.numpy() if hasattr(self.tensor, "numpy") else self.tensor)


class Variable(Tensor):
    kind = "Variable"

    def display_rows(self) -> list[str]:
        rows = super().display_rows()
        return rows[:1] + [f"Name: {self.tensor.name}"] + rows[1:]


def wrap(tensor):
    """A TensorFlow result as a Maple value: None is NULL, tensors become Tensors."""
    if tensor is None:
        return v.NULL
    if isinstance(tensor, (list, tuple)):
        return v.MList(tuple(wrap(t) for t in tensor))
    tf = tensorflow()
    if isinstance(tensor, tf.Variable):
        return Variable(tensor)
    return Tensor(tensor)


def to_tensor(value, dtype=None):
    """A Maple value (Tensor, Variable, number, list, rtable) as a TensorFlow tensor."""
    if isinstance(value, Tensor):
        return value.tensor
    tf = tensorflow()
    data, datatype = python_data(value)
    from .datatypes import tf_dtype
    return tf.constant(data, dtype=dtype or tf_dtype(datatype))


def rtable_from(t: Tensor, kind: str) -> Rtable:
    data = t.numpy()
    datatype = maple_name(t.tensor.dtype)
    if kind == "Vector" and data.ndim != 1:
        raise MapleError("cannot convert a Tensor of rank "
                         f"{data.ndim} to a Vector")
    if kind == "Matrix" and data.ndim != 2:
        raise MapleError(f"cannot convert a Tensor of rank {data.ndim} to a Matrix")
    if data.dtype == np.bool_:
        data = np.array([v.truth(bool(x)) for x in data.flat], dtype=object).reshape(data.shape)
    return Rtable(np.array(data), {"Vector": "Vector[column]"}.get(kind, kind),
                  datatype if datatype in ("float[4]", "float[8]", "integer[4]", "integer[8]") else None)


class GradientTape(v.MapleObject):
    """A Maple GradientTape: owns its tf.GradientTape and enforces the Maple-level rules."""

    def __init__(self, persistent: bool):
        self.persistent = persistent
        self.tape = tensorflow().GradientTape(persistent=persistent)
        self.recording = False
        self.used = False
        self.watched: list = []

    def display_rows(self) -> list[str]:
        return ["DeepLearning GradientTape", repr(self.tape)]

    def lprint_form(self) -> str:
        return f"DeepLearning:-GradientTape({repr(self.tape)})"

    def maple_type(self) -> list[str]:
        return ["GradientTape"]

    def methods(self) -> dict:
        from .tape import TAPE_METHODS
        return TAPE_METHODS

