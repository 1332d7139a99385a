"""The DeepLearning package as a Maple module; TensorFlow loads only when a command runs."""
from __future__ import annotations

from ..library.registry import package_maker
from ..library.unavailable import unavailable_exports
from ..values.core import Module
from . import (assignment, combine, constructors, elementwise, estimators, execution, graph,
               layers, linalg, models, properties, reductions, tape)
from .commands import EXPORTS

# importing these modules registers their commands and methods
COMMAND_MODULES = (assignment, combine, constructors, elementwise, estimators, execution, graph,
                   layers, linalg, models, properties, reductions, tape)


@package_maker
def package() -> Module:
    return Module("DeepLearning", dict(EXPORTS), package=True,
                  unavailable=unavailable_exports("DeepLearning", EXPORTS))
