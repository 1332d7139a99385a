"""The builtins, registered by Maple name, plus the packages they can load."""
from __future__ import annotations

from . import (basic, evaluation, kernel, numeric, printing, rtables,  # noqa: F401  (registration)
               sequences, strings)
from . import linearalgebra  # noqa: F401  (registration)
from .registry import BUILTINS


def builtins() -> dict:
    """Every global builtin name, including the DeepLearning and LinearAlgebra package modules."""
    from ..deeplearning import package
    table = dict(BUILTINS)
    table["DeepLearning"] = package()
    table["LinearAlgebra"] = linearalgebra.package()
    return table
