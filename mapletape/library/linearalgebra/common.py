"""What every LinearAlgebra command shares: registration, Maple's argument errors, and the
three ways of computing (exact rationals, hardware floats, Maple's symbolic arithmetic)."""
from __future__ import annotations

import functools
from decimal import Decimal
from fractions import Fraction

import numpy as np

from ...display.lineprint import lprint
from ...errors import MapleError
from ...values import core as v
from ...values import arith, matrices
from ...values import numbers as num
from ...values.rtable import Rtable
from ..registry import builtin, expect_count, split_options

EXPORTS: dict = {}
PACKAGE = "LinearAlgebra"
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")
HARDWARE_DIGITS = matrices.HARDWARE_DIGITS


def command(name: str):
    """Register a package export, reached as `LinearAlgebra:-name`, `LinearAlgebra[name]`
    or, after `with(LinearAlgebra)`, as `name`. Hardware float overflow gives infinities
    as in Maple, never numpy's RuntimeWarning on standard error. The command reads an
    rtable's entries as selecting them gives them, evaluated (help page rtable_eval): a
    Matrix holding `a` after `a := 3` is one holding 3."""
    register = builtin(name, table=EXPORTS, module=PACKAGE)

    def decorate(fn):
        @functools.wraps(fn)
        def quiet(ev, args):
            args = tuple(a.evaluated(ev.entry_value) if isinstance(a, Rtable) else a
                         for a in args)
            with np.errstate(all="ignore"):
                return fn(ev, args)
        register(quiet)
        return fn
    return decorate


def where(name: str) -> str:
    """The procedure name Maple's errors carry: `LinearAlgebra:-Rank`."""
    return f"{PACKAGE}:-{name}"


def fail(name: str, message: str) -> MapleError:
    return MapleError(message, procname=where(name))


def count(args, name: str, low: int, high: int | None = None) -> None:
    expect_count(args, where(name), low, high)


def options(args, name: str, allowed: dict):
    """(positional arguments, options) with Maple's error for an option `name` lacks."""
    return split_options(args, where(name), allowed)


def type_error(name: str, position: int, parameter: str, wanted: str, value) -> MapleError:
    """Maple's wording for an argument of the wrong type."""
    shown = value.describe() if isinstance(value, Rtable) else lprint(value)
    return MapleError(f"invalid input: {where(name)} expects its {ORDINALS[min(position, 5)]} "
                      f"argument, {parameter}, to be of type {wanted}, but received {shown}")


def expect(args, position: int, name: str, parameter: str, kinds: tuple, square: bool = False):
    """The argument at `position`, an rtable of one of `kinds` (Matrix, Vector, Vector[row]),
    square when asked."""
    value = args[position] if position < len(args) else v.NULL
    fits = isinstance(value, Rtable) and any(value.kind.startswith(k) for k in kinds)
    if fits and square:
        fits = value.shape[0] == value.shape[1]
    if not fits:
        raise type_error(name, position, parameter,
                         "Matrix(square)" if square else " or ".join(kinds), value)
    return value


def expect_integer(args, position: int, name: str, parameter: str, low: int = 0) -> int:
    value = args[position]
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        wanted = "nonnegint" if low == 0 else "posint"
        raise type_error(name, position, parameter, wanted, value)
    return value


# ---------------------------------------------------------------- how a grid is computed

EXACT_TYPES = frozenset((int, Fraction))
REAL_TYPES = frozenset((int, Fraction, float, Decimal))


def _types(grid: np.ndarray) -> set:
    return set(map(type, grid.ravel().tolist()))


def domain(*grids: np.ndarray) -> str:
    """'hardware' when Maple computes in hardware floats (a float or complex datatype, or
    numeric entries with a float among them while Digits <= 15, as Maple's
    UseHardwareFloats = deduced does), 'exact' for rationals only, 'software' for floats
    above Digits 15, else 'symbolic'. Entry types are collected at C speed: a 200 x 200
    grid is judged in a millisecond."""
    types = set()
    for g in grids:
        if not matrices.is_hardware(g):
            types |= _types(g)
    if not types <= REAL_TYPES and not all(_complex_float(e) for g in grids
                                           if not matrices.is_hardware(g) for e in g.flat):
        return "symbolic"
    if any(matrices.is_hardware(g) for g in grids):
        return "hardware"
    if types <= EXACT_TYPES:
        return "exact"
    return "hardware" if num.DIGITS.get() <= HARDWARE_DIGITS else "software"


def _complex_float(e) -> bool:
    """A number, or `a + b*I` with numbers a and b, as a complex rtable's entries come back."""
    try:
        complex(_as_complex(e))
    except (TypeError, ValueError):
        return False
    return True


def _as_complex(e):
    if num.is_number(e):
        return complex(float(e))
    if e == v.Name("I"):
        return 1j
    if isinstance(e, v.Sum):
        return sum(_as_complex(t) for t in e.terms)
    if isinstance(e, v.Product):
        out = 1
        for f in e.factors:
            out *= _as_complex(f)
        return out
    raise TypeError(e)


def conjugate(e):
    """The complex conjugate of an entry: numbers are real, I becomes -I inside sums and
    products of numbers; an expression with other names stays conjugate(e)."""
    from ...values.operands import free_names
    if num.is_number(e):
        return e
    if e == v.Name("I"):
        return arith.neg(e)
    names = free_names(e)
    if names <= {"I"} and isinstance(e, (v.Sum, v.Product)):
        parts = [conjugate(t) for t in (e.terms if isinstance(e, v.Sum) else e.factors)]
        return arith.add_all(parts) if isinstance(e, v.Sum) else arith.mul_all(parts)
    return v.Function(v.Name("conjugate"), (e,)) if names else e


def conjugates(data: np.ndarray) -> np.ndarray:
    """Each entry's complex conjugate (numpy's for a hardware grid)."""
    if matrices.is_hardware(data):
        return np.conj(data)
    return np.asarray(np.frompyfunc(conjugate, 1, 1)(matrices.entries(data)), dtype=object)


def floats(data: np.ndarray) -> np.ndarray:
    """A grid of numbers as float64, or complex128 when an entry is complex."""
    if matrices.is_hardware(data):
        return data.astype(np.complex128 if data.dtype.kind == "c" else np.float64, copy=False)
    try:
        return np.asarray(data, dtype=np.float64)       # each entry's __float__, in C
    except TypeError:                                   # a + b*I entries
        pass
    values = [_as_complex(e) for e in matrices.entries(data).flat]
    if any(c.imag for c in values):
        return np.array(values, dtype=np.complex128).reshape(data.shape)
    return np.array([c.real for c in values], dtype=np.float64).reshape(data.shape)


def fractions(data: np.ndarray) -> list[list[Fraction]]:
    """A 2-D grid of exact numbers as rows of Fractions."""
    return [[Fraction(e) for e in row] for row in matrices.entries(data)]


def numeric_grid(a: Rtable, name: str, what: str) -> tuple[str, np.ndarray]:
    """(domain, grid) for a command that needs numbers: symbolic entries and software
    floats are refused, saying so, rather than computed wrongly."""
    grid = a.as_matrix()
    kind = domain(grid)
    if kind == "symbolic":
        raise fail(name, f"{what} of a Matrix with symbolic entries is not available in mapletape")
    if kind == "software":
        raise fail(name, f"{what} in software floats (Digits > {HARDWARE_DIGITS}) is not "
                         f"available in mapletape; set Digits to {HARDWARE_DIGITS} or less")
    return kind, grid


# ---------------------------------------------------------------- results

def exact(x):
    """A Fraction as a Maple number: an integer when whole."""
    return num.normalize(x) if isinstance(x, Fraction) else x


def hardware_scalar(x):
    """A numpy float or complex as Maple's hardware float (a complex one as a + b*I)."""
    return matrices.to_maple_scalar(np.asarray(x)[()])


def matrix(rows) -> Rtable:
    """A Matrix from rows of Maple values or Fractions, or from a float/complex numpy array."""
    if isinstance(rows, np.ndarray) and rows.dtype.kind in "fc":
        return Rtable(np.ascontiguousarray(rows), "Matrix")
    rows = [list(r) for r in rows]
    data = np.empty((len(rows), len(rows[0]) if rows else 0), dtype=object)
    for i, row in enumerate(rows):
        for j, e in enumerate(row):
            data[i, j] = exact(e)
    return Rtable(data, "Matrix")


def vector(items, kind: str = "Vector[column]") -> Rtable:
    """A Vector of Maple values or Fractions, or of a float/complex numpy array."""
    if isinstance(items, np.ndarray) and items.dtype.kind in "fc":
        return Rtable(np.ascontiguousarray(items.reshape(-1)), kind)
    items = list(items)
    data = np.empty(len(items), dtype=object)
    for i, e in enumerate(items):
        data[i] = exact(e)
    return Rtable(data, kind)


def same_orientation(template: Rtable, data) -> Rtable:
    """A Vector oriented as `template` (or a Matrix), holding new entries."""
    return vector(data, template.kind) if template.kind.startswith("Vector") else matrix(data)


def as_name(value):
    """A name whose value is a builtin of that name, as `output = Matrix` or an unquoted
    `add` give it, read as the name; any other value unchanged."""
    return v.Name(value.name) if isinstance(value, v.Builtin) else value


def output_option(value, name: str, allowed: tuple[str, ...], default: list[str]) -> list[str]:
    """The names of `output = obj` or `output = [obj, ...]`, each one of `allowed`."""
    if value is None:
        return default
    items = value.items if isinstance(value, v.MList) else (value,)
    names = []
    for item in map(as_name, items):
        if not (isinstance(item, v.Name) and item.name in allowed):
            raise MapleError(f"invalid input: {where(name)} expects value for keyword parameter "
                             f"output to be of type {{list({choices(allowed)}), "
                             f"{choices(allowed)}}}, but received {lprint(value)}",
                             unlocated=True)
        names.append(item.name)
    return names


def keyword_error(name: str, keyword: str, wanted: str, value) -> MapleError:
    """Maple's wording for an option of the wrong type, reported (as Maple's parameter
    checks are) without the procedure's name in front."""
    return MapleError(f"invalid input: {where(name)} expects value for keyword parameter "
                      f"{keyword} to be of type {wanted}, but received {lprint(value)}",
                      unlocated=True)


def choices(allowed) -> str:
    return "identical(" + ", ".join(allowed) + ")"


def check_method(value, name: str, allowed: tuple[str, ...]) -> str | None:
    """The name of a `method = name` option, one of `allowed`."""
    if value is None:
        return None
    if not (isinstance(value, v.Name) and value.name in allowed):
        raise MapleError(f"invalid input: {where(name)} expects value for keyword parameter "
                         f"method to be of type {choices(allowed)}, but received {lprint(value)}",
                         unlocated=True)
    return value.name


def matrix_from_columns(columns: list[np.ndarray]) -> Rtable:
    """A Matrix whose columns are the given one-column grids (for a domain test)."""
    return Rtable(np.concatenate([g.astype(object) for g in columns], axis=1), "Matrix")
