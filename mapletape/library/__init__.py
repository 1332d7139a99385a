"""The builtins, registered by Maple name, plus the packages they can load."""
from __future__ import annotations

from . import (basic, evaluation, kernel, numeric, printing, rtables,  # noqa: F401  (registration)
               sequences, strings)
from . import integers  # noqa: F401
from . import timing  # noqa: F401
from .registry import BUILTINS


def builtins() -> dict:
    """Every global builtin name, including the DeepLearning package module."""
    from ..deeplearning import package
    table = dict(BUILTINS)
    table["DeepLearning"] = package()
    return table
