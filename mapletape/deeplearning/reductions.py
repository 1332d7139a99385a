"""Reductions of a Tensor over all its entries or over chosen axes, which count from 0."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..values import core as v
from .commands import method
from .objects import wrap
from .properties import tensor_argument
from .tf import tensorflow

# Maple name: (function in tf.math, or in tf.strings after a dot, what it computes)
REDUCTIONS = {
    "ReduceSum": ("reduce_sum", "sum"), "ReduceMean": ("reduce_mean", "mean"),
    "ReduceMax": ("reduce_max", "largest entry"), "ReduceMin": ("reduce_min", "smallest entry"),
    "ReduceProduct": ("reduce_prod", "product"),
    "ReduceLogSumExp": ("reduce_logsumexp", "ln of the sum of the exponentials"),
    "ReduceAll": ("reduce_all", "logical and (of a truefalse Tensor)"),
    "ReduceAny": ("reduce_any", "logical or (of a truefalse Tensor)"),
    "ReduceJoin": ("strings.reduce_join", "concatenation, in order (of a string Tensor)"),
}


def axes(value, rank: int, name: str):
    """The 0-based axes an `axis=` option names (an integer or a list of integers);
    a negative axis counts from the last one, -1 being the last."""
    items = value.items if isinstance(value, v.MList) else (value,)
    chosen = []
    for axis in items:
        if not isinstance(axis, int) or isinstance(axis, bool) or not -rank <= axis < rank:
            allowed = (f"an integer from {-rank} to {rank - 1} (axes count from 0) or a list "
                       "of them" if rank else "absent: a Tensor of shape [] has no axes")
            raise MapleError(f"invalid input: {name} expects axis to be {allowed}, "
                             f"but received {lprint(axis)}")
        chosen.append(axis % rank)
    return chosen


def _register(name: str):
    tf_name, what = REDUCTIONS[name]

    def reduction(ev, args):
        positional, options = split_options(args, name, {"axis": None, "name": None})
        expect_count(positional, name, 1)
        t = tensor_argument(positional[0], name)
        axis = None if options["axis"] is None else axes(options["axis"], len(t.shape), name)
        tf = tensorflow()
        module, function = ("math", tf_name) if "." not in tf_name else tf_name.split(".")
        return wrap(getattr(getattr(tf, module), function)(t.tensor, axis=axis))

    reduction.__doc__ = (f"{name}(t, axis=a): the {what} of the entries of a Tensor or Variable.\n\n"
                         "Without axis, over all entries (a Tensor of shape []); with axis, an\n"
                         "integer or a list of integers, over those axes only, which are removed\n"
                         "from the shape. Axes count from 0, as in Concatenate: axis=0 is the\n"
                         "first dimension, axis=-1 the last.")
    method(name)(reduction)


for _name in REDUCTIONS:
    _register(_name)
