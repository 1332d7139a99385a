"""rtables: Maple's Matrix, Vector and Array, backed by numpy arrays, built from entries or
`<...>`, and Maple's rules for
`+`, `*`, `.` and `^` on them (the entry arithmetic itself is in matrices.py)."""
from __future__ import annotations

import numpy as np

from ..errors import MapleError
from . import arith, matrices
from . import numbers as num
from .core import (FAIL, FALSE, TRUE, Factorial, Function, Indexed, MapleValue, MList, MSet, Name, Power,
                   Product, Range, Relation, Sum, make_seq)
from .matrices import to_maple_scalar
from .operands import free_names

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
        if datatype.startswith("float"):
            data = np.frompyfunc(lambda x: float(x) if num.is_number(x) else x, 1, 1)(data)
        elif datatype.startswith("complex"):
            data = np.frompyfunc(_complex_value, 1, 1)(data)
        if datatype == "truefalse":
            data = np.frompyfunc(_truth_value, 1, 1)(data)
        if datatype.startswith("integer") and not all(isinstance(x, int) for x in data.flat):
            raise ValueError(datatype)        # 1.5 is not stored as 1
        return data.astype(DATATYPES[datatype])
    except (TypeError, ValueError, OverflowError):
        raise MapleError(f"unable to store entries when datatype={datatype}") from None



def _complex_value(x) -> complex:
    """A complex[8] entry from a number or an `a + b*I` of numbers (1 + 2*I, 0.5*I)."""
    if num.is_number(x):
        return complex(float(x))
    if x == _I:
        return 1j
    if isinstance(x, Sum):
        return sum(map(_complex_value, x.terms))
    if isinstance(x, Product):
        result = 1 + 0j
        for f in x.factors:
            result *= _complex_value(f)
        return result
    raise ValueError(x)


_I = Name("I")


def _datatype_value(datatype: str):
    """A datatype's name as a Maple value: `anything`, or `float[8]` an indexed name."""
    if "[" not in datatype:
        return Name(datatype)
    base, size = datatype[:-1].split("[")
    return Indexed(Name(base), (int(size),))


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
    """`kind` is Matrix, Vector[column], Vector[row] or Array; entries live in `data`.
    `lows` are an Array's lower index bounds when one is not 1 (`Array(0 .. 2)`), else None;
    Matrices and Vectors are always indexed from 1."""

    def __init__(self, data: np.ndarray, kind: str, datatype: str | None = None, lows=None):
        self.data = data
        self.kind = kind
        self.datatype = datatype or datatype_of(data.dtype)
        self.lows = tuple(lows) if lows is not None and any(low != 1 for low in lows) else None

    def __eq__(self, other):
        return (isinstance(other, Rtable) and self.kind == other.kind and self.lows == other.lows
                and self.data.shape == other.data.shape and bool(np.all(self.data == other.data)))

    __hash__ = MapleValue.__hash__

    @property
    def shape(self) -> tuple[int, ...]:
        return self.data.shape

    @property
    def bounds(self) -> list[tuple[int, int]]:
        """(first, last) index of each dimension, as Maple numbers them."""
        lows = self.lows or (1,) * self.data.ndim
        return [(low, low + n - 1) for low, n in zip(lows, self.data.shape)]

    def entry(self, index: tuple[int, ...]):
        """The Maple value at a 0-based index."""
        return to_maple_scalar(self.data[index])

    def map_entries(self, f) -> "Rtable":
        """A new rtable of this kind, datatype and bounds with f applied to every entry."""
        data = np.empty(self.shape, dtype=object)
        for index in np.ndindex(self.shape):
            data[index] = f(self.entry(index))
        return Rtable(typed_entries(data, self.datatype), self.kind, self.datatype, self.lows)

    def evaluated(self, evaluate) -> "Rtable":
        """The rtable with `evaluate` applied to its entries (help page rtable_eval): the
        rtable itself when no entry changes. Hardware entries are numbers already."""
        if self.data.dtype != object:
            return self
        changed = [(index, y) for index, x in np.ndenumerate(self.data) if (y := evaluate(x)) is not x]
        if not changed:
            return self
        data = self.data.copy()
        for index, y in changed:
            data[index] = y
        return Rtable(data, self.kind, self.datatype, self.lows)

    def programmer_place(self, indices: tuple, growing: bool = False) -> tuple[int, ...]:
        """The 0-based place of `A(i, j)` (help page rtable_indexing, programmer indexing):
        counted from 1 whatever the index ranges, one index per dimension or a single index
        running through every entry in storage order (Fortran_order); past the end, an
        assignment grows the rtable (`growing`) where a selection is an error."""
        if not indices or not all(isinstance(i, int) and i > 0 for i in indices) \
                or len(indices) not in (1, self.data.ndim):
            raise MapleError("invalid subscript selector")
        if len(indices) == 1 and self.data.ndim > 1:
            if indices[0] > self.data.size:
                raise MapleError(f"{self.kind.split('[')[0]} index out of range")
            return np.unravel_index(indices[0] - 1, self.shape, order="F")
        place = tuple(i - 1 for i in indices)
        if any(p >= n for p, n in zip(place, self.shape)):
            if not growing:
                raise MapleError(f"{self.kind.split('[')[0]} index out of range")
            self.grow(tuple(max(p + 1, n) for p, n in zip(place, self.shape)))
        return place

    def grow(self, shape: tuple[int, ...]) -> None:
        """Enlarge the rtable in place to `shape`, new entries 0 in its datatype, as
        programmer indexing and `,=` grow it (help pages rtable_indexing, assignment)."""
        data = typed_entries(np.zeros(shape, dtype=object), self.datatype) \
            if self.data.dtype == object else np.zeros(shape, dtype=self.data.dtype)
        data[tuple(slice(0, n) for n in self.shape)] = self.data
        self.data = data

    def maple_operands(self) -> tuple:
        """op(1..3) of an rtable (help page rtable): its dimensions (an Array's index ranges),
        the set of its entries as `(i, j) = entry`, and its options, as lprint writes them."""
        if self.kind == "Array":
            dims = make_seq(Range(low, high) for low, high in self.bounds)
        else:
            dims = make_seq(self.shape)
        lows = [low for low, _ in self.bounds]
        entries = MSet.of(Relation("=", make_seq(i + low for i, low in zip(index, lows)), self.entry(index))
                          for index in np.ndindex(self.shape))
        options = [Relation("=", Name("datatype"), _datatype_value(self.datatype)),
                   Relation("=", Name("storage"), Name("rectangular")),
                   Relation("=", Name("order"), Name("Fortran_order"))]
        if self.kind != "Array":
            options.append(Relation("=", Name("shape"), MList(())))
        return dims, entries, make_seq(options)

    def maple_binary(self, op: str, other, reflected: bool):
        a, b = (other, self) if reflected else (self, other)
        if op not in OPERATIONS or not all(isinstance(x, Rtable) or is_scalar(x) for x in (a, b)):
            return NotImplemented
        return OPERATIONS[op](a, b)

    def maple_unary(self, op: str):
        if op != "-":
            return NotImplemented
        return self.rebuild(matrices.negate(self.data))

    def rebuild(self, data: np.ndarray) -> "Rtable":
        """An rtable of the same kind and bounds holding new entries."""
        return Rtable(data, self.kind, lows=self.lows)

    def as_matrix(self) -> np.ndarray:
        """The entries as a 2-D grid: a column Vector is one column, a row Vector one row."""
        if self.kind == "Vector[column]":
            return self.data.reshape(-1, 1)
        return self.data.reshape(1, -1) if self.kind == "Vector[row]" else self.data

    def describe(self) -> str:
        dims = ", ".join(f"{low} .. {high}" for low, high in self.bounds)
        return f"{self.kind}({dims})"


# ---------------------------------------------------------------- Maple's rtable arithmetic
# The rules are those of Maple's help pages "rtable_algebra" (sums and products), "dot"
# (the `.` operator) and "Student/LinearAlgebra/Operators" (a symbolic scalar times a
# Matrix multiplies every entry; a scalar plus a Matrix adds it on the diagonal).

_SCALAR_TYPES = (Name, Function, Indexed, Sum, Product, Power, Factorial)


def is_scalar(value) -> bool:
    """A number or an algebraic expression: what may multiply or be added to an rtable."""
    return num.is_number(value) or (isinstance(value, _SCALAR_TYPES)
                                    and value not in (TRUE, FALSE, FAIL))


def _split(a, b):
    """(the rtable, the scalar) of an rtable-and-scalar pair."""
    return (a, b) if isinstance(a, Rtable) else (b, a)


def _sum(a, b):
    """`a + b`: rtables of one kind and shape add entry by entry; a scalar goes onto a
    Matrix's diagonal and onto every entry of an Array; a Vector takes no scalar."""
    if isinstance(a, Rtable) and isinstance(b, Rtable):
        if a.kind != b.kind or a.shape != b.shape:
            raise MapleError(f"invalid input: dimensions do not match: {a.describe()} cannot be "
                             f"added to {b.describe()}", procname="rtable/Sum")
        return a.rebuild(matrices.entrywise("+", a.data, b.data))
    r, s = _split(a, b)
    if r.kind.startswith("Vector"):
        raise MapleError("invalid arguments", procname="rtable/Sum")
    if r.kind == "Matrix":
        diagonal = np.zeros(r.shape, dtype=object)
        np.fill_diagonal(diagonal, s)
        s = diagonal
    return r.rebuild(matrices.entrywise("+", r.data, s))


def _product(a, b):
    """`a * b`: a scalar multiplies every entry, Arrays multiply entry by entry, and
    Matrices and Vectors must use `.` (or `*~`)."""
    if isinstance(a, Rtable) and isinstance(b, Rtable):
        if a.kind != "Array" or b.kind != "Array":
            raise MapleError("use *~ for elementwise multiplication of Vectors or Matrices; "
                             "use . (dot) for Vector/Matrix multiplication", procname="rtable/Product")
        if a.shape != b.shape:
            raise MapleError(f"invalid input: dimensions do not match: {a.describe()} cannot be "
                             f"multiplied by {b.describe()}", procname="rtable/Product")
        return a.rebuild(matrices.entrywise("*", a.data, b.data))
    r, s = _split(a, b)
    return r.rebuild(matrices.entrywise("*", r.data, s))


def _dot(a, b):
    """`a . b`: a number scales, Vectors of one orientation give their dot product,
    Matrices and Vectors otherwise multiply as matrices, Arrays multiply entry by entry
    over their common part; anything else stays unevaluated (None)."""
    if not (isinstance(a, Rtable) and isinstance(b, Rtable)):
        r, s = _split(a, b)
        return r.rebuild(matrices.entrywise("*", r.data, s)) if num.is_number(s) else None
    if a.kind == "Array" or b.kind == "Array":
        if a.kind != b.kind or a.data.ndim != b.data.ndim:
            return None
        common = tuple(slice(0, min(m, n)) for m, n in zip(a.shape, b.shape))
        return a.rebuild(matrices.entrywise("*", a.data[common], b.data[common]))
    if a.kind == b.kind and a.kind.startswith("Vector"):
        return dot_product(a, b)
    return _multiply(a, b)


def dot_product(a, b):
    """LinearAlgebra:-DotProduct of two Vectors of one dimension: the sum of
    conjugate(a[i])*b[i]."""
    if a.shape != b.shape:
        raise MapleError("vectors must have the same dimension", procname="LinearAlgebra:-DotProduct")
    return to_maple_scalar(matrices.product(conjugates(a.data).reshape(1, -1), b.data.reshape(-1, 1))[0, 0])


def _multiply(a, b):
    """LinearAlgebra:-Multiply: a Vector is a one-column (or one-row) Matrix; a row Vector
    times a column Vector is a number, a Matrix times a column Vector a column Vector, a
    row Vector times a Matrix a row Vector."""
    x, y = a.as_matrix(), b.as_matrix()
    if x.shape[1] != y.shape[0]:
        if a.kind == b.kind == "Matrix":
            raise MapleError(f"first matrix column dimension ({x.shape[1]}) <> second matrix row "
                             f"dimension ({y.shape[0]})", procname="LinearAlgebra:-Multiply")
        raise MapleError(f"invalid input: dimensions do not match: {a.describe()} cannot be "
                         f"multiplied by {b.describe()}", procname="LinearAlgebra:-Multiply")
    result = matrices.product(x, y)
    if a.kind == "Vector[row]" and b.kind == "Vector[column]":
        return to_maple_scalar(result[0, 0])
    if a.kind == "Vector[row]" or b.kind == "Vector[column]":
        return Rtable(result.reshape(-1), "Vector[row]" if a.kind == "Vector[row]" else "Vector[column]")
    return Rtable(result, "Matrix")


def conjugates(data: np.ndarray) -> np.ndarray:
    """The complex conjugates of a Vector's entries, as LinearAlgebra:-DotProduct takes
    them: numbers and constant expressions are real; other expressions stay `conjugate(x)`."""
    if matrices.is_hardware(data):
        return np.conj(data)
    return np.asarray(np.frompyfunc(_conjugate, 1, 1)(matrices.entries(data)), dtype=object)


def _conjugate(x):
    return x if num.is_number(x) or not free_names(x) else Function(Name("conjugate"), (x,))


TRANSPOSES = (Name("%T"), Name("%H"))
_TRANSPOSED_KIND = {"Vector[column]": "Vector[row]", "Vector[row]": "Vector[column]"}


def transpose(a: Rtable, hermitian: bool = False) -> Rtable:
    """`M^%T` (LinearAlgebra:-Transpose): rows become columns and a column Vector a row
    Vector; `M^%H` (LinearAlgebra:-HermitianTranspose) also conjugates the entries."""
    data = conjugates(a.data) if hermitian else a.data
    if a.kind in _TRANSPOSED_KIND:
        return Rtable(data.copy(), _TRANSPOSED_KIND[a.kind])
    return Rtable(data.T.copy(), a.kind)


def _power(a, b):
    """`a ^ b`: a Matrix or Vector to `%T` or `%H` its transpose, a Matrix to an integer power (its inverse for a negative one), an Array
    entry by entry; a symbolic exponent or an rtable exponent stays unevaluated (None)."""
    if not isinstance(a, Rtable) or isinstance(b, Rtable):
        return None
    if b in TRANSPOSES and a.kind != "Array":
        return transpose(a, hermitian=b == TRANSPOSES[1])
    if a.kind == "Array":
        return a.rebuild(matrices.entrywise("^", a.data, b))
    if not num.is_number(b):
        return None
    if a.kind != "Matrix" or a.shape[0] != a.shape[1]:
        raise MapleError(f"invalid input: rtable/Power expects its 1st argument, A, to be of type "
                         f"Matrix(square), but received {a.describe()}", unlocated=True)
    if not isinstance(b, int):
        raise MapleError("invalid input: rtable/Power expects its 2nd argument, n, to be of type "
                         "integer, but received %1", b, unlocated=True)
    try:
        return a.rebuild(matrices.power(a.data, b))
    except MapleError as err:
        raise err.in_procedure("rtable/Power") from None


OPERATIONS = {
    "+": _sum,
    "-": lambda a, b: _sum(a, arith.neg(b)),
    "*": _product,
    "/": lambda a, b: _product(a, arith.power(b, -1)),
    ".": _dot,
    "^": _power,
}


def entries_array(rows, datatype: str | None) -> np.ndarray:
    """A numpy array for Maple entries, a list or a list of row lists."""
    data = np.empty((len(rows), len(rows[0])) if rows and isinstance(rows[0], list) else (len(rows),),
                    dtype=object)
    for index in np.ndindex(data.shape):
        item = rows
        for i in index:
            item = item[i]
        data[index] = item
    return typed_entries(data, datatype)


def angle_constructor(columns: list[list]) -> Rtable:
    """`<a, b>` is a column Vector, `<a | b>` a row Vector; Vectors inside make a Matrix."""
    if any(isinstance(x, Rtable) for col in columns for x in col):
        try:      # the blocks stacked down each column, then the columns side by side
            blocks = [np.concatenate([_as_column_block(x) for x in col], axis=0) for col in columns]
            data = np.concatenate(blocks, axis=1)
        except ValueError:
            raise MapleError("dimensions do not match", procname="rtable/Constructor") from None
        return Rtable(data, "Matrix")
    if len(columns) == 1:
        return Rtable(entries_array(columns[0], None), "Vector[column]")
    if all(len(c) == 1 for c in columns):
        return Rtable(entries_array([c[0] for c in columns], None), "Vector[row]")
    if len({len(c) for c in columns}) != 1:
        raise MapleError("dimensions do not match", procname="rtable/Constructor")
    rows = [[col[i] for col in columns] for i in range(len(columns[0]))]
    return Rtable(entries_array(rows, None), "Matrix")


def angle_rows(rows: list[list]) -> Rtable:
    """`<a, b; c, d>`: always a Matrix, each row its entries side by side; a Vector in a
    row, column or row Vector alike, is a row (help page LinearAlgebra/General/MVshortcut)."""
    try:
        blocks = [np.concatenate([_as_row_block(x) for x in row], axis=1) for row in rows]
        data = np.concatenate(blocks, axis=0)
    except ValueError:
        raise MapleError("dimensions do not match", procname="rtable/Constructor") from None
    return Rtable(data, "Matrix")


def _as_row_block(x) -> np.ndarray:
    if isinstance(x, Rtable) and x.kind.startswith("Vector"):
        return x.data.astype(object).reshape(1, -1)
    return _as_column_block(x)


def _as_column_block(x) -> np.ndarray:
    if isinstance(x, Rtable):
        if x.kind == "Vector[column]" or (x.data.ndim == 1 and x.kind != "Vector[row]"):
            return x.data.astype(object).reshape(-1, 1)
        if x.kind == "Vector[row]":
            return x.data.astype(object).reshape(1, -1)
        return x.data.astype(object)
    return np.array([[x]], dtype=object)
