"""Arithmetic on grids of rtable entries: entry-wise operations, matrix products, inverses and
integer powers; exact for exact entries, in hardware floats via numpy for float entries."""
from __future__ import annotations

import operator
from decimal import Decimal
from fractions import Fraction

import numpy as np

from ..errors import MapleError
from . import arith
from . import numbers as num
from .core import Name, Product, Sum, truth

# Entry-wise operators with their exact (Maple value) and hardware (numpy) forms.
ENTRYWISE = {"+": (arith.add, np.add), "*": (arith.mul, np.multiply), "^": (arith.power, None)}
HARDWARE_DIGITS = 15     # Maple's linear algebra uses hardware floats up to this Digits


def to_maple_scalar(x):
    """A numpy scalar as a Maple value: floats are hardware floats, ints stay exact, booleans
    are true and false, complex numbers are `a + b*I`, bytes (a string Tensor's entries)
    are strings."""
    if isinstance(x, (bool, np.bool_)):
        return truth(bool(x))
    if isinstance(x, np.generic):
        if isinstance(x, np.floating):
            return float(x)
        if isinstance(x, np.integer):
            return int(x)
        if isinstance(x, np.complexfloating):
            if x.imag == 0:
                # a complex[8] entry keeps its zero imaginary part: Maple shows
                # Eigenvalues of a float Matrix as -0.372281323269014 + 0. I
                return Sum((float(x.real), Product((float(x.imag), Name("I")))))
            return arith.add(float(x.real), arith.mul(float(x.imag), Name("I")))
        x = x.item()
    if isinstance(x, bytes):
        return x.decode("utf-8", "replace")
    return x


def entries(data: np.ndarray) -> np.ndarray:
    """An entry grid as an object array of Maple values."""
    if data.dtype == object:
        return data
    return np.asarray(np.frompyfunc(to_maple_scalar, 1, 1)(data), dtype=object)


def is_hardware(data) -> bool:
    """Whether a grid is stored in hardware floats (float[4], float[8], complex[8])."""
    return isinstance(data, np.ndarray) and data.dtype.kind in "fc"


def _all_numbers(data) -> bool:
    return all(num.is_number(x) for x in np.asarray(data, dtype=object).flat)


def _as_hardware(data, dtype):
    """Numbers in hardware floats of `dtype` (a single number as a Python number, so that
    it does not widen a float[4] grid); exact and software floats are rounded."""
    if is_hardware(data):
        return data
    if not isinstance(data, np.ndarray):
        return complex(data) if dtype.kind == "c" else float(data)
    return np.asarray(np.frompyfunc(float, 1, 1)(data), dtype=dtype)


def _hardware_pair(x, y, linear_algebra: bool):
    """Both operands in hardware floats when Maple computes in them, else None: an operand
    stored as float[8] (or float[4], complex[8]) takes numeric partners along, and the
    linear-algebra operations (products, inverses) also use hardware floats for float
    entries while Digits is at most 15."""
    operands = [d for d in (x, y) if d is not None]
    if not all(is_hardware(d) or _all_numbers(d) for d in operands):
        return None
    stored = [d.dtype for d in operands if is_hardware(d)]
    if not stored and not (linear_algebra and num.DIGITS.get() <= HARDWARE_DIGITS
                           and any(isinstance(e, (float, Decimal)) for d in operands
                                   for e in np.asarray(d, dtype=object).flat)):
        return None
    dtype = np.result_type(*stored) if stored else np.dtype(np.float64)
    return tuple(_as_hardware(d, dtype) for d in operands)


def entrywise(op: str, x, y) -> np.ndarray:
    """`x op y` entry by entry, either operand an entry grid or a single Maple value
    (broadcast over the other)."""
    exact, hardware = ENTRYWISE[op]
    pair = _hardware_pair(x, y, False) if hardware is not None else None
    if pair is not None:
        with np.errstate(all="ignore"):
            return hardware(*pair)
    result = np.frompyfunc(exact, 2, 1)(_grid(x), _grid(y))
    return np.asarray(result, dtype=object)


def _grid(operand) -> np.ndarray:
    return entries(operand) if isinstance(operand, np.ndarray) else np.asarray(operand, dtype=object)


def negate(x: np.ndarray) -> np.ndarray:
    """-x entry by entry."""
    if is_hardware(x):
        return -x
    return np.asarray(np.frompyfunc(arith.neg, 1, 1)(entries(x)), dtype=object)


def product(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The matrix product of two 2-D grids whose inner dimensions agree."""
    pair = _hardware_pair(x, y, True)
    if pair is not None:
        with np.errstate(all="ignore"):
            return np.matmul(*pair)
    x, y = entries(x), entries(y)
    if _all_exact(x) and _all_exact(y):
        # Python's own int and Fraction operators: exact, and far quicker than Maple sums
        return _normalized(np.matmul(x, y) if x.shape[1] else np.zeros((x.shape[0], y.shape[1]), dtype=object))
    out = np.empty((x.shape[0], y.shape[1]), dtype=object)
    for i, j in np.ndindex(out.shape):
        out[i, j] = arith.make_sum([arith.mul(p, q) for p, q in zip(x[i, :], y[:, j])])
    return out


def _all_exact(x: np.ndarray) -> bool:
    return all(num.is_exact(e) for e in x.flat)


def _normalized(x: np.ndarray) -> np.ndarray:
    """Exact entries with rationals of denominator 1 as integers."""
    return np.asarray(np.frompyfunc(num.normalize, 1, 1)(x), dtype=object)


def identity(n: int, like: np.ndarray) -> np.ndarray:
    """The n x n identity, in hardware floats when `like` is stored in them."""
    if is_hardware(like):
        return np.eye(n, dtype=like.dtype)
    out = np.zeros((n, n), dtype=object)
    np.fill_diagonal(out, 1)
    return out


def inverse(x: np.ndarray) -> np.ndarray:
    """The inverse of a square grid: Gauss-Jordan elimination on exact rationals (or on
    software floats above Digits 15), numpy for hardware floats."""
    return solve(x, identity(x.shape[0], x))


def solve(x: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """The grid s with x . s = rhs for a square nonsingular x, as `inverse` computes."""
    pair = _hardware_pair(x, rhs, True)
    if pair is not None:
        try:
            return np.linalg.solve(*pair)
        except np.linalg.LinAlgError:
            raise MapleError("singular matrix") from None
    x = entries(x)
    if not _all_numbers(x):
        raise MapleError("inverting a Matrix with symbolic entries is not supported; "
                         "its entries must be numbers")
    return _gauss_jordan(x, entries(rhs))


def determinant(x: np.ndarray):
    """The determinant of a square grid: fraction-exact elimination for exact entries,
    numpy for hardware floats, elimination in software floats above Digits 15, and the
    cofactor expansion for symbolic entries."""
    pair = _hardware_pair(x, None, True)
    if pair is not None:
        return to_maple_scalar(np.linalg.det(pair[0]))
    x = entries(x)
    if not _all_numbers(x):
        return _cofactor_determinant(x)
    exact = _all_exact(x)
    sub, mul, div = _EXACT_FIELD if exact else _FLOAT_FIELD
    rows = [[Fraction(e) if exact else e for e in row] for row in x]
    result = Fraction(1) if exact else 1
    n = len(rows)
    for col in range(n):
        candidates = [r for r in range(col, n) if rows[r][col] != 0]
        if not candidates:
            return 0
        pivot = candidates[0] if exact else max(candidates, key=lambda r: abs(rows[r][col]))
        if pivot != col:
            rows[col], rows[pivot] = rows[pivot], rows[col]
            result = num.negate(result) if not exact else -result
        result = mul(result, rows[col][col])
        for r in range(col + 1, n):
            factor = div(rows[r][col], rows[col][col])
            rows[r] = [sub(a, mul(factor, b)) for a, b in zip(rows[r], rows[col])]
    return num.normalize(result) if exact else result


def _cofactor_determinant(x: np.ndarray):
    n = x.shape[0]
    if n == 0:
        return 1
    if n == 1:
        return x[0, 0]
    terms = []
    for j in range(n):
        if x[0, j] != 0:
            minor = np.delete(x[1:], j, axis=1)
            term = arith.mul(x[0, j], _cofactor_determinant(minor))
            terms.append(arith.neg(term) if j % 2 else term)
    return arith.make_sum(terms) if terms else 0


# Field operations (subtract, multiply, divide) for elimination: Python's on exact
# rationals, Maple's on software floats (rounded to Digits).
_EXACT_FIELD = (operator.sub, operator.mul, operator.truediv)
_FLOAT_FIELD = (lambda a, b: num.add(a, num.negate(b)), num.mul, num.div)


def _gauss_jordan(x: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    n = x.shape[0]
    exact = _all_exact(x) and _all_exact(rhs)
    sub, mul, div = (np.frompyfunc(f, 2, 1) for f in (_EXACT_FIELD if exact else _FLOAT_FIELD))
    rows = np.concatenate([x, rhs], axis=1).astype(object)
    if exact:
        rows = np.frompyfunc(Fraction, 1, 1)(rows)
    for col in range(n):
        candidates = [r for r in range(col, n) if rows[r, col] != 0]
        if not candidates:
            raise MapleError("singular matrix")
        # exact entries take the first nonzero pivot; floats the largest, for stability
        pivot = candidates[0] if exact else max(candidates, key=lambda r: abs(rows[r, col]))
        rows[[col, pivot]] = rows[[pivot, col]]
        rows[col] = div(rows[col], rows[col, col])
        for r in range(n):
            if r != col and rows[r, col] != 0:
                rows[r] = sub(rows[r], mul(rows[r, col], rows[col]))
    solution = rows[:, n:]
    return _normalized(solution) if exact else solution


def power(x: np.ndarray, n: int) -> np.ndarray:
    """x^n for a square grid and an integer n, by repeated squaring; a negative n powers
    the inverse."""
    if n < 0:
        x, n = inverse(x), -n
    _check_size(x, n)
    result = identity(x.shape[0], x)
    while n:
        if n & 1:
            result = product(result, x)
        n >>= 1
        if n:
            x = product(x, x)
    return result


def _check_size(x: np.ndarray, n: int) -> None:
    """Refuse, as exact number powers do, an exact power whose entries would run to
    millions of digits: they grow by about n * log2(size * largest entry) bits."""
    if is_hardware(x) or not _all_exact(x):
        return
    largest = max((max(abs(Fraction(e).numerator), Fraction(e).denominator) for e in x.flat), default=1)
    if n * (largest * x.shape[0]).bit_length() > num.MAX_INTEGER_BITS:
        raise MapleError("integer too large in context")
