"""The builtins, registered by Maple name, plus the packages they can load."""
from __future__ import annotations

from . import (basic, calculus, evaluation, integers, kernel, linearalgebra,  # noqa: F401
               lists, listtools, numeric, printing, rtables, sequences, stringtools, strings,
               timing)
from .registry import BUILTINS


def builtins() -> dict:
    """Every global builtin name, including the package modules (DeepLearning, StringTools,
    LinearAlgebra)."""
    from ..deeplearning import package
    table = dict(BUILTINS)
    table["DeepLearning"] = package()
    table["StringTools"] = stringtools.package()
    table["LinearAlgebra"] = linearalgebra.package()
    return table
