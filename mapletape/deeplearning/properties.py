"""What a Tensor is: Shape, Rank, Datatype and Name; and Cast to another datatype."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count
from ..values import core as v
from .commands import method
from .datatypes import tf_dtype
from .objects import Tensor, Variable, wrap
from .tf import tensorflow


def tensor_argument(value, name: str, position: str = "1st") -> Tensor:
    if not isinstance(value, Tensor):
        raise MapleError(f"invalid input: {name} expects its {position} argument to be a Tensor "
                         f"or Variable, but received {lprint(value)}")
    return value


def datatype_value(text: str):
    """A Maple datatype as the value Maple shows: `float[4]` is an indexed name."""
    if "[" in text:
        base, size = text[:-1].split("[")
        return v.Indexed(v.Name(base), (int(size),))
    return v.Name(text)


@method("Shape")
def shape(ev, args):
    """Shape(t): the shape of a Tensor or Variable as a list of dimensions ([] for a scalar)."""
    expect_count(args, "Shape", 1)
    return v.MList(tensor_argument(args[0], "Shape").shape)


@method("Rank")
def rank(ev, args):
    """Rank(t): the number of dimensions of a Tensor or Variable."""
    expect_count(args, "Rank", 1)
    return len(tensor_argument(args[0], "Rank").shape)


@method("Datatype")
def datatype(ev, args):
    """Datatype(t): the Maple datatype of a Tensor's entries, such as float[4]."""
    expect_count(args, "Datatype", 1)
    return datatype_value(tensor_argument(args[0], "Datatype").datatype)


@method("Name")
def name(ev, args):
    """Name(t): the TensorFlow name of a Variable (such as "Variable:0") as a string, or of
    a Constant made with name=. Other Tensors have no name in eager execution."""
    expect_count(args, "Name", 1)
    t = tensor_argument(args[0], "Name")
    if isinstance(t, Variable):
        return t.tensor.name
    if t.label is None:
        raise MapleError("Tensor.name is undefined when eager execution is enabled.")
    return f"{t.label}:0"


@method("Cast")
def cast(ev, args):
    """Cast(t, datatype): the entries of t converted to datatype, one of float[4], float[8],
    integer[4], integer[8], complex[8], truefalse and string."""
    expect_count(args, "Cast", 2)
    t = tensor_argument(args[0], "Cast")
    return wrap(tensorflow().cast(t.tensor, tf_dtype(args[1])))
