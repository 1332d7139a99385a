"""The DeepLearning objects: Tensor, Variable and GradientTape, as Maple objects."""
from __future__ import annotations

import re
from decimal import Decimal

import numpy as np

from ..display.atoms import escaped
from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from ..values import numbers as num
from .commands import TAPE_METHODS, TENSOR_METHODS
from .datatypes import kind_of, maple_name, python_data, scalar_entry, tf_dtype
from .tf import internals, tensorflow


def shape_text(shape) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


class Tensor(v.MapleObject):
    """A TensorFlow tensor (or, in the subclass, a tf.Variable) seen from Maple.
    `label` is the name= a Constant was given, since eager tensors keep no name."""
    kind = "Tensor"

    def __init__(self, tensor, label: str | None = None):
        self.tensor = tensor
        self.label = label

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.tensor.shape.as_list())

    @property
    def datatype(self) -> str:
        return maple_name(self.tensor.dtype)

    def display_rows(self) -> list[str]:
        return [f"DeepLearning {self.kind}", f"Shape: {shape_text(self.shape)}",
                f"Data Type: {self.datatype}"]

    def lprint_form(self) -> str:
        return f"DeepLearning:-{self.kind}({shape_text(self.shape)}, {self.datatype})"

    def maple_type(self) -> list[str]:
        return [self.kind, "Tensor"]

    methods = TENSOR_METHODS

    # arithmetic: TensorFlow records it on every entered tape
    def maple_binary(self, op: str, other, reflected: bool):
        if reflected:
            return operations.binary(op, other, self)
        return operations.binary(op, self, other)

    def maple_unary(self, op: str):
        return operations.unary(op, self)

    def maple_logical(self, op: str, values):
        # `and`, `or`, `xor`, `implies`, `not` entry by entry (DeepLearning/Tensor/and)
        return elementwise.logical(op, values)

    def maple_index(self, indices):
        return operations.index(self, indices)

    def maple_convert(self, target: str):
        if target == "python":
            return PythonObject(self.tensor)
        return operations.convert(self, target)

    def numpy(self) -> np.ndarray:
        return np.asarray(self.tensor.numpy())


class Variable(Tensor):
    """A tf.Variable: its value changes by Assign, AssignAdd and AssignSubtract."""
    kind = "Variable"

    def display_rows(self) -> list[str]:
        rows = super().display_rows()
        return rows[:1] + [f"Name: {self.tensor.name}"] + rows[1:]


class PythonObject(v.MapleValue):
    """A Python object as Maple holds one: opaque, shown as `<Python object: ...>` with the
    object's str (help page convert/python, https://www.maplesoft.com/support/help/maple/
    view.aspx?path=convert%2Fpython, and convert/DeepLearning's `<Python object: tf.Tensor(...)>`);
    Python's None is `Python:-None`, as SetRandomSeed returns it (help page
    DeepLearning/SetRandomSeed). convert(p, DeepLearning) gives back the DeepLearning object
    (`maple`, when p was made of one) or a Tensor or Variable of a TensorFlow one."""
    __slots__ = ("python", "maple")

    def __init__(self, python, maple=None):
        self.python = python
        self.maple = maple

    def lprint_form(self) -> str:
        if self.python is None:
            return "Python:-None"
        # one line, as every other value's lprint form: a matrix's str has a line a row
        text = _LINE_BREAK.sub(" ", _OPENING_BREAK.sub("(", str(self.python)))
        return escaped(f"<Python object: {text}>")

    def maple_type(self) -> list[str]:
        return ["python"]

    def maple_convert(self, target: str):
        if target != "DeepLearning":
            return NotImplemented
        if self.maple is not None:
            return self.maple
        tf = tensorflow()
        if isinstance(self.python, (tf.Tensor, tf.Variable)):
            return wrap(self.python)
        raise MapleError(f"unable to convert {self.lprint_form()} to DeepLearning: it is no "
                         f"TensorFlow object with a DeepLearning equivalent")


PYTHON_NONE = PythonObject(None)
_OPENING_BREAK = re.compile(r"\(\s*\n\s*")
_LINE_BREAK = re.compile(r"\s*\n\s*")


def wrap(tensor):
    """A TensorFlow result as a Maple value: None is NULL, tensors become Tensors."""
    if type(tensor) is internals().EagerTensor:     # an op's result: no Variable, no list
        return Tensor(tensor)
    if tensor is None:
        return v.NULL
    if isinstance(tensor, (list, tuple)):
        return v.MList(tuple(wrap(t) for t in tensor))
    if isinstance(tensor, tensorflow().Variable):
        return Variable(tensor)
    return Tensor(tensor)


def to_tensor(value, dtype=None):
    """A Maple value (Tensor, Variable, number, list, rtable) as a TensorFlow tensor,
    converted to `dtype` when one is given."""
    if isinstance(value, Tensor):
        tf = tensorflow()
        tensor = tf.convert_to_tensor(value.tensor)
        return tensor if dtype is None or tensor.dtype == dtype else tf.cast(tensor, dtype)
    if dtype is not None and type(value) in num.NUMBER_TYPES and kind_of(dtype) == "float":
        # a number meeting a float Tensor (a learning rate, an exponent): the entry
        # data_tensor makes of it, without its walk over nested data
        return _constant(value, scalar_entry(value), dtype, "float")
    return data_tensor(value, dtype)


def data_tensor(value, dtype=None):
    """A number, list or rtable as a tensor, its datatype inferred unless `dtype` is given."""
    if type(value) is v.MList and value.items and _FLOATS.issuperset(map(type, value.items)):
        # a list of floats, as a training step makes its data: what python_data gives it
        data = list(map(float, value.items))
        if dtype is None:
            try:
                # TensorFlow makes float32 (Maple's float[4]) of Python floats itself, sooner
                # than when it is told the dtype; but it refuses a float beyond float32's
                # range there, which it makes infinity when told
                return tensorflow().constant(data)
            except (ValueError, TypeError, OverflowError):
                return _constant(value, data, tf_dtype("float[4]"), "float")
        return _constant(value, data, dtype)
    data, inferred = python_data(value)
    if _nested_shape(data) is None:
        raise MapleError(f"invalid input: cannot make a Tensor of {lprint(value)}: its "
                         "sublists have different lengths")
    return _constant(value, data, dtype if dtype is not None else tf_dtype(inferred))


_FLOATS = frozenset((float, Decimal))       # Maple's software floats are Decimals


def _constant(value, data, dtype, kind: str | None = None):
    """tf.constant of `data`, the entries of the Maple `value`, as `dtype` (whose kind_of
    is `kind` when the caller knows it)."""
    try:
        if (kind or kind_of(dtype)) in ("integer", "truefalse"):
            data = _whole_numbers(data, dtype)
        elif isinstance(data, float) and data == 0:
            # TensorFlow caches eager constants of Python scalars by value, where 0.0 and
            # -0.0 are one key: after x*(-0.), OneHot's off_value 0.0 came out -0.
            data = np.asarray(data, dtype=dtype.as_numpy_dtype)
        return tensorflow().constant(data, dtype=dtype)
    except (ValueError, TypeError, OverflowError):
        raise MapleError(f"cannot convert {lprint(value)} to datatype {maple_name(dtype)}") from None


def _nested_shape(data):
    """The shape of nested lists, or None when they are ragged (no Tensor has them)."""
    if not isinstance(data, list):
        return ()
    shapes = {_nested_shape(x) for x in data}
    if len(shapes) > 1 or None in shapes:
        return None
    return (len(data),) + (shapes.pop() if shapes else ())


def _whole_numbers(data, dtype) -> np.ndarray:
    """The entries as an array of an integer or truefalse dtype; numpy would silently
    truncate fractions and wrap around out-of-range integers, so those raise ValueError."""
    entries = np.asarray(data, dtype=object)
    low, high = (np.iinfo(dtype.as_numpy_dtype).min, np.iinfo(dtype.as_numpy_dtype).max) \
        if dtype.is_integer else (0, 1)
    for x in entries.flat:
        if isinstance(x, (str, bytes)) or not float(x).is_integer() or not low <= x <= high:
            raise ValueError(x)
    return entries.astype(dtype.as_numpy_dtype)


class TensorFlowObject(v.MapleObject):
    """A DeepLearning object shown as the TensorFlow object it holds, `python`: a box
    `DeepLearning KIND` over TensorFlow's repr of it, and of Maple type KIND."""
    kind: str

    @property
    def python(self):
        raise NotImplementedError

    def display_rows(self) -> list[str]:
        return [f"DeepLearning {self.kind}", repr(self.python)]

    def lprint_form(self) -> str:
        return f"DeepLearning:-{self.kind}({self.python!r})"

    def maple_type(self) -> list[str]:
        return [self.kind]


class GradientTape(TensorFlowObject):
    """A Maple GradientTape: owns its tf.GradientTape, whose own state (recording or not)
    decides what may happen next. The tf tape is always persistent, so that a Jacobian can be
    computed a row of gradients at a time; a Maple tape that is not persistent allows one
    set of derivatives per recording, enforced here."""

    def __init__(self, persistent: bool, recording: set):
        self.persistent = persistent
        self.spent = False
        self.tape = tensorflow().GradientTape(persistent=True)
        # the session's recording tapes, which restart stops: this one while it records
        # (a plain set kept by enter and exit costs a step less than a WeakSet of all tapes)
        self.recording_tapes = recording

    @property
    def recording(self) -> bool:
        return self.tape._recording

    def enter(self) -> None:
        """Start recording; a spent tape starts afresh, as a used tf tape does."""
        if self.spent and not self.recording:
            self.tape = tensorflow().GradientTape(persistent=True)
            self.spent = False
        self.tape.__enter__()
        self.recording_tapes.add(self)

    def use(self) -> None:
        """Claim the tape for one set of derivatives: a non-persistent tape stops recording
        and cannot be claimed again until it is entered afresh."""
        if self.persistent:
            return
        if self.spent:
            raise MapleError("A non-persistent GradientTape can only be used to compute one "
                             "set of gradients (or jacobians)")
        self.exit()
        self.spent = True

    def exit(self) -> None:
        """Stop recording; a tape that is not recording stays as it is."""
        if self.tape._recording:
            self.tape.__exit__(None, None, None)
        self.recording_tapes.discard(self)

    kind = "GradientTape"

    @property
    def python(self):
        return self.tape

    def maple_convert(self, target: str):
        return PythonObject(self.tape, self) if target == "python" else NotImplemented

    methods = TAPE_METHODS


# last: the operations on Tensors need the classes above (a per-call import inside the
# methods cost more than a small Tensor operation's own Python work)
from . import elementwise, operations  # noqa: E402
