"""Maple datatype names for TensorFlow dtypes, and inference from Maple values."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable
from .tf import tensorflow

MAPLE_TO_TF = {
    "float[4]": "float32", "float[8]": "float64", "float[2]": "float16",
    "integer[1]": "int8", "integer[2]": "int16", "integer[4]": "int32", "integer[8]": "int64",
    "complex[8]": "complex128", "complex[4]": "complex64", "truefalse": "bool", "string": "string",
}
TF_TO_MAPLE = {tf_name: maple for maple, tf_name in MAPLE_TO_TF.items()}


def maple_name(dtype) -> str:
    return TF_TO_MAPLE.get(dtype.name, dtype.name)


def tf_dtype(datatype):
    """The TensorFlow dtype for a Maple datatype given as `float[4]` (an indexed name)."""
    text = lprint(datatype) if not isinstance(datatype, str) else datatype
    name = MAPLE_TO_TF.get(text)
    if name is None:
        raise MapleError(f"invalid datatype: {text}; expected one of {', '.join(MAPLE_TO_TF)}")
    return getattr(tensorflow(), name)


def option_dtype(datatype, default: str | None = None):
    """The dtype a `datatype=` option asks for, else the default's (None: no default)."""
    if datatype is None:
        return None if default is None else tf_dtype(default)
    return tf_dtype(datatype)


def kind_of(dtype) -> str:
    """float, complex, integer, truefalse or other: what DType's is_floating and its kin
    tell, remembered per dtype (they ask numpy on every call, and a training step asks
    several times). TensorFlow interns its dtypes, so one is known by its identity."""
    found = _KINDS.get(id(dtype))
    if found is None or found[0] is not dtype:
        found = _KINDS[id(dtype)] = (dtype, "float" if dtype.is_floating else "complex" if dtype.is_complex
                                     else "integer" if dtype.is_integer else "truefalse" if dtype.is_bool
                                     else "other")
        if found[1] in DIFFERENTIABLE:
            DIFFERENTIABLE_DTYPES[id(dtype)] = dtype
    return found[1]


_KINDS: dict[int, tuple] = {}      # id of a dtype -> (the dtype, its kind)


# the kinds (kind_of) TensorFlow differentiates: real floating and complex tensors
DIFFERENTIABLE = frozenset(("float", "complex"))
# id of a dtype -> the dtype, for each kind_of has found differentiable: a training step's
# commands test a dtype `DIFFERENTIABLE_DTYPES.get(id(dtype)) is dtype` without a call, and
# ask kind_of when that fails (a dtype it has not met yet, or another kind)
DIFFERENTIABLE_DTYPES: dict[int, object] = {}


def python_data(value):
    """Nested Python lists (or a numpy array) of entries from a Maple number, list or
    rtable; returns (data, inferred Maple datatype) as design.md section 2 says. A complex
    entry (a + b*I) makes all of them complex[8], as DeepLearning/Tensor/argument's
    Constant(<2.1+0.5*I, 3.0+0.75*I>) shows."""
    if isinstance(value, Rtable):
        if value.data.dtype != object:
            return value.data, value.datatype if value.datatype != "anything" else "float[8]"
        data = np.frompyfunc(scalar_entry, 1, 1)(value.data).tolist()
        kinds = _kinds(data)
        return data, "integer[8]" if kinds == {"integer"} else "truefalse" if kinds == {"truefalse"} \
            else "complex[8]" if "complex" in kinds else "float[8]"
    data = _convert(value)
    kinds = _kinds(data)
    if "complex" in kinds:
        return data, "complex[8]"
    if "truefalse" in kinds:
        return data, "truefalse"
    if "string" in kinds:
        return data, "string"
    return data, "float[4]" if "float" in kinds or not kinds else "integer[4]"


def _convert(value):
    if isinstance(value, v.MList):
        return [_convert(x) for x in value.items]
    return scalar_entry(value)


def scalar_entry(x):
    """One Maple number, truefalse or string as the Python entry TensorFlow takes."""
    if isinstance(x, (bool, int, float)):
        return x
    if isinstance(x, (Decimal, Fraction)):
        return float(x)
    if x == v.TRUE or x == v.FALSE:
        return x == v.TRUE
    if isinstance(x, str):
        return x
    z = _complex(x)
    if z is not None:
        return z
    raise MapleError(f"invalid input: cannot make a Tensor entry from {lprint(x)}")


_I = v.Name("I")


def _complex(x) -> complex | None:
    """A complex constant in Maple's form, a + b*I with numbers a and b (or b*I, or I), as
    a Python complex; None for anything else."""
    if x == _I:
        return 1j
    if isinstance(x, v.Product) and len(x.factors) == 2 and x.factors[1] == _I \
            and num.is_number(x.factors[0]):
        return complex(0, float(x.factors[0]))
    if isinstance(x, v.Sum):
        total = 0j
        for term in x.terms:
            part = float(term) if num.is_number(term) else \
                None if isinstance(term, v.Sum) else _complex(term)
            if part is None:
                return None
            total += part
        return total
    return None


def _kinds(data) -> set[str]:
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, bool):
            found.add("truefalse")
        elif isinstance(item, int):
            found.add("integer")
        elif isinstance(item, float):
            found.add("float")
        elif isinstance(item, complex):
            found.add("complex")
        elif isinstance(item, str):
            found.add("string")
    return found
