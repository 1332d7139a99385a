"""rtables: Maple's Matrix, Vector and Array, backed by numpy arrays."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from . import arith
from . import numbers as num
from .core import FALSE, TRUE, MapleValue, Name, truth

# Maple datatype names and the numpy dtypes that hold them.
DATATYPES = {
    "float[4]": np.float32, "float[8]": np.float64,
    "integer[1]": np.int8, "integer[2]": np.int16, "integer[4]": np.int32, "integer[8]": np.int64,
    "complex[8]": np.complex128, "truefalse": np.bool_, "anything": object,
}


def typed_entries(data: np.ndarray, datatype: str | None) -> np.ndarray:
    """Entries (an object array) stored as the datatype asks: a float or complex datatype
    makes hardware numbers; an entry the datatype cannot hold is an error."""
    if datatype is None or datatype == "anything":
        return data
    try:
        if datatype.startswith(("float", "complex")):
            data = np.frompyfunc(lambda x: float(x) if num.is_number(x) else x, 1, 1)(data)
        if datatype == "truefalse":
            data = np.frompyfunc(_truth_value, 1, 1)(data)
        if datatype.startswith("integer") and not all(isinstance(x, int) for x in data.flat):
            raise ValueError(datatype)        # 1.5 is not stored as 1
        return data.astype(DATATYPES[datatype])
    except (TypeError, ValueError, OverflowError):
        raise MapleError(f"unable to store entries when datatype={datatype}") from None



def _truth_value(x) -> bool:
    """A truefalse entry: only true and false can be stored."""
    if x not in (TRUE, FALSE):
        raise ValueError(x)
    return x == TRUE


def datatype_of(dtype) -> str:
    for name, np_type in DATATYPES.items():
        if np_type is not object and np.dtype(np_type) == dtype:
            return name
    return "anything"


class Rtable(MapleValue):
    """`kind` is Matrix, Vector[column], Vector[row] or Array; entries live in `data`."""

    def __init__(self, data: np.ndarray, kind: str, datatype: str | None = None):
        self.data = data
        self.kind = kind
        self.datatype = datatype or datatype_of(data.dtype)

    def __eq__(self, other):
        return (isinstance(other, Rtable) and self.kind == other.kind
                and self.data.shape == other.data.shape and bool(np.all(self.data == other.data)))

    __hash__ = MapleValue.__hash__

    @property
    def shape(self) -> tuple[int, ...]:
        return self.data.shape

    def entry(self, index: tuple[int, ...]):
        """The Maple value at a 0-based index."""
        return to_maple_scalar(self.data[index])

    def maple_binary(self, op: str, other, reflected: bool):
        if op not in "+-*/.^":
            return NotImplemented
        a, b = (other, self) if reflected else (self, other)
        if op == "." or (op == "*" and isinstance(a, Rtable) and isinstance(b, Rtable)):
            if not (isinstance(a, Rtable) and isinstance(b, Rtable)):
                return NotImplemented if op == "." else None
            try:
                result = np.matmul(a.data, b.data)
            except ValueError:
                raise MapleError("first argument (a Matrix) must have the same number of columns "
                                 "as the second has rows", procname="LinearAlgebra:-Multiply") from None
            kind = "Matrix" if result.ndim == 2 else a.kind if b.kind == "Matrix" else b.kind
            return Rtable(np.asarray(result), kind if result.ndim else "Matrix") \
                if np.ndim(result) else to_maple_scalar(result)
        left = a.data if isinstance(a, Rtable) else _scalar(a)
        right = b.data if isinstance(b, Rtable) else _scalar(b)
        if left is None or right is None:
            return NotImplemented
        if isinstance(a, Rtable) and isinstance(b, Rtable) and a.data.shape != b.data.shape:
            raise MapleError(f"invalid input: dimensions do not match: {a.describe()} cannot be "
                             f"added to {b.describe()}", procname="rtable/Sum")
        ops = {"+": arith.add, "-": arith.sub, "*": arith.mul, "/": arith.div, "^": arith.power}
        result = np.vectorize(lambda x, y: ops[op](to_maple_scalar(x), to_maple_scalar(y)),
                              otypes=[object])(left, right)
        return Rtable(_tighten(result, self.data.dtype), self.kind)

    def maple_unary(self, op: str):
        if op != "-":
            return NotImplemented
        negated = np.frompyfunc(lambda x: arith.neg(to_maple_scalar(x)), 1, 1)(self.data)
        return Rtable(_tighten(negated, self.data.dtype), self.kind)

    def describe(self) -> str:
        dims = ", ".join(f"1 .. {n}" for n in self.data.shape)
        return f"{self.kind}({dims})"


def _scalar(value):
    if num.is_number(value):
        return np.asarray(value, dtype=object)
    return None


def _tighten(result: np.ndarray, dtype) -> np.ndarray:
    """Keep a float rtable's hardware datatype when every entry is still a number."""
    if dtype != object and all(num.is_number(x) for x in result.flat):
        return result.astype(dtype)
    return result


def to_maple_scalar(x):
    """A numpy scalar as a Maple value: floats are hardware floats, ints stay exact, booleans
    are true and false, complex numbers are `a + b*I`."""
    if isinstance(x, (bool, np.bool_)):
        return truth(bool(x))
    if isinstance(x, np.generic):
        if isinstance(x, np.floating):
            return float(x)
        if isinstance(x, np.integer):
            return int(x)
        if isinstance(x, np.complexfloating):
            return arith.add(float(x.real), arith.mul(float(x.imag), Name("I")))
        return x.item()
    return x
