"""GetResultDataType and GetResultShape: the datatype and the shape a command building a new
Matrix or Vector from one or two others gives its result (help pages
LinearAlgebra/GetResultDataType and LinearAlgebra/GetResultShape)."""
from __future__ import annotations

import math

from ...display.lineprint import lprint
from ...values import core as v
from ...values import numbers as num
from . import common as c
from .common import HARDWARE_DIGITS, command

# the real datatypes that are not floats, smallest first: hardware integers (by size) <
# integer < rational < extended_numeric (numeric is reported as extended_numeric and fraction
# as rational)
_EXACT = ("integer[1]", "integer[2]", "integer[4]", "integer[8]", "integer", "rational",
          "extended_numeric")
_ALIASES = {"fraction": "rational", "numeric": "extended_numeric"}
_FLOATS = ("float", "sfloat", "float[4]", "float[8]")


def _parse_type(t, name: str, position: int):
    """(real part's name, complex?) of a datatype: float[8], integer, complex(rational),
    complex[8] (hardware complex floats), or anything (None)."""
    text = lprint(t).replace(" ", "")
    if text == "anything":
        return None
    complex_ = False
    if text == "complex[8]":
        return "float[8]", True
    if text.startswith("complex(") and text.endswith(")"):
        text, complex_ = text[len("complex("):-1], True
    text = _ALIASES.get(text, text)
    if text not in _EXACT and text not in _FLOATS:
        raise c.type_error("GetResultDataType", position, "t1" if position == 0 else "t2",
                           "a Matrix or Vector datatype", t)
    return text, complex_


def _datatype(real: str, complex_: bool):
    if complex_:
        if real == "float[8]":
            return v.Indexed(v.Name("complex"), (8,))
        return v.Function(v.Name("complex"), (_datatype(real, False),))
    if "[" in real:
        base, size = real[:-1].split("[")
        return v.Indexed(v.Name(base), (int(size),))
    return v.Name(real)


@command("GetResultDataType")
def get_result_datatype(ev, args):
    """GetResultDataType(t1, t2, h): the datatype for a Matrix or Vector made from ones of
    datatypes t1 and t2: when either is a float type and both numeric, float[8] (complex[8]
    if either is complex) for h = true, or h = deduced and Digits <= 15, else sfloat
    (complex(sfloat)); otherwise the larger of the two in hardware integer < integer <
    rational < extended_numeric, complex when either is (numeric reads as extended_numeric,
    fraction as rational); anything with anything (help page
    LinearAlgebra/GetResultDataType). The 4th argument, an operation other than
    multiplication, is not available."""
    name = "GetResultDataType"
    c.count(args, name, 3, 4)
    if len(args) == 4:
        raise c.fail(name, f"the operation {lprint(args[3])} is not available in mapletape; "
                           f"multiplication is assumed without it")
    h = args[2]
    if h == v.Name("UseHardwareFloats"):        # the environment variable, deduced by default
        h = v.Name("deduced")
    if h not in (v.TRUE, v.FALSE, v.Name("deduced")):
        raise c.type_error(name, 2, "h", "{truefalse, identical(deduced)}", h)
    first, second = (_parse_type(t, name, k) for k, t in enumerate(args[:2]))
    if first is None or second is None:
        return v.Name("anything")
    complex_ = first[1] or second[1]
    if first[0] in _FLOATS or second[0] in _FLOATS:
        hardware = h == v.TRUE or h == v.Name("deduced") and num.DIGITS.get() <= HARDWARE_DIGITS
        return _datatype("float[8]" if hardware else "sfloat", complex_)
    return _datatype(max(first[0], second[0], key=_EXACT.index), complex_)


# ---------------------------------------------------------------- shapes

_SYMMETRIES = {"symmetric": "symmetric", "skewsymmetric": "skewsymmetric",
               "hermitian": "hermitian", "skewhermitian": "skewhermitian"}
_INF = math.inf


def _parse_shape(s):
    """(lower bandwidth, upper bandwidth, symmetries, unit diagonal?) of a recognized shape,
    or None: a diagonal Matrix is also symmetric."""
    if isinstance(s, v.Name):
        if s.name in _SYMMETRIES:
            return _INF, _INF, {s.name}, False
        if s.name == "diagonal":
            return 0, 0, {"symmetric"}, False
        return None
    if not (isinstance(s, v.Indexed) and isinstance(s.base, v.Name)):
        return None
    base, indices = s.base.name, s.indices
    if base == "band" and len(indices) == 2 and all(isinstance(k, int) and k >= 0 for k in indices):
        return indices[0], indices[1], set(), False
    words = tuple(i.name if isinstance(i, v.Name) else None for i in indices)
    if base == "triangular" and words in (("upper",), ("lower",), ("upper", "unit"), ("lower", "unit")):
        return (0, _INF, set(), len(words) == 2) if words[0] == "upper" else (_INF, 0, set(), len(words) == 2)
    if base == "Hessenberg" and words in (("upper",), ("lower",)):
        return (1, _INF, set(), False) if words[0] == "upper" else (_INF, 1, set(), False)
    return None


def _shape_name(low, high, symmetries, unit, band_allowed: bool):
    """The one recognized shape that holds every Matrix of that structure, as a list; []
    when none does."""
    if (low, high) == (0, 0) and not unit:
        return [v.Name("diagonal")]
    if symmetries:
        return [v.Name(next(iter(symmetries)))]
    triangle = {(0, _INF): "upper", (_INF, 0): "lower"}.get((low, high))
    if triangle:
        indices = (v.Name(triangle), v.Name("unit")) if unit else (v.Name(triangle),)
        return [v.Indexed(v.Name("triangular"), indices)]
    hessenberg = {(1, _INF): "upper", (_INF, 1): "lower"}.get((low, high))
    if hessenberg:
        return [v.Indexed(v.Name("Hessenberg"), (v.Name(hessenberg),))]
    if band_allowed and low < _INF and high < _INF:
        return [v.Indexed(v.Name("band"), (int(low), int(high)))]
    return []


@command("GetResultShape")
def get_result_shape(ev, args):
    """GetResultShape(s1, s2, opn): a list of the shape of the result of opn (add,
    multiply, inverse or transpose) on Matrices of shapes s1 and s2, [] for none (help page
    LinearAlgebra/GetResultShape): the recognized shape holding every such result. A sum
    keeps the common structure (two upper triangular Matrices: triangular[upper], their
    unit diagonal lost; band[l1, u1] + band[l2, u2] is band[max(l1, l2), max(u1, u2)]); a
    product of triangular, Hessenberg and diagonal Matrices keeps the bands, a product of
    two bands is [] since its bands depend on the dimension; the inverse keeps diagonal,
    triangular and symmetry shapes; the transpose swaps the bands. Unrecognized shapes
    give []."""
    name = "GetResultShape"
    c.count(args, name, 3)
    s1, s2, opn = args[0], args[1], c.as_name(args[2])
    if not (isinstance(opn, v.Name) and opn.name in ("add", "multiply", "inverse", "transpose")):
        raise c.type_error(name, 2, "opn", "identical(add, multiply, inverse, transpose)", opn)
    first = _parse_shape(s1)
    if opn.name in ("inverse", "transpose"):
        if first is None:
            return v.MList(())
        low, high, symmetries, unit = first
        if opn.name == "transpose":
            return v.MList(tuple(_shape_name(high, low, symmetries, unit, True)))
        if (low, high) not in ((0, 0), (0, _INF), (_INF, 0)):
            low, high = _INF, _INF          # the inverse of a band Matrix is full
        return v.MList(tuple(_shape_name(low, high, symmetries, unit, False)))
    second = _parse_shape(s2)
    if first is None or second is None:
        return v.MList(())
    (l1, h1, y1, u1), (l2, h2, y2, u2) = first, second
    if opn.name == "add":
        return v.MList(tuple(_shape_name(max(l1, l2), max(h1, h2), y1 & y2, False, True)))
    low, high = l1 + l2, h1 + h2
    unit = u1 and u2 and (l1, h1) == (l2, h2)
    symmetries = set()                      # a product of symmetric Matrices is not one
    return v.MList(tuple(_shape_name(low, high, symmetries, unit, (l1, h1) == (0, 0) or
                                     (l2, h2) == (0, 0))))
