"""The builtins, registered by Maple name, plus the packages they can load."""
from __future__ import annotations

from . import (basic, evaluation, kernel, numeric, printing, rtables,  # noqa: F401  (registration)
               sequences, strings)
from . import lists  # noqa: F401  (registration)
from . import listtools  # noqa: F401  (registration)
from .registry import BUILTINS


def builtins() -> dict:
    """Every global builtin name, including the DeepLearning package module."""
    from ..deeplearning import package
    table = dict(BUILTINS)
    table["DeepLearning"] = package()
    return table
