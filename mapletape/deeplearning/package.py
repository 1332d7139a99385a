"""The DeepLearning package as a Maple module; TensorFlow loads only when a command runs."""
from __future__ import annotations

from ..values.core import Module
from . import (assignment, constructors, elementwise, layers, linalg, models, properties,
               reductions, tape)
from .commands import EXPORTS

# importing these modules registers their commands and methods
COMMAND_MODULES = (assignment, constructors, elementwise, layers, linalg, models, properties,
                   reductions, tape)


def package() -> Module:
    return Module("DeepLearning", dict(EXPORTS), package=True)
