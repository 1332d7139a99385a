"""The DeepLearning package as a Maple module; TensorFlow loads only when a command runs."""
from __future__ import annotations

from ..values.core import Module
from . import commands


def package() -> Module:
    return Module("DeepLearning", dict(commands.EXPORTS), package=True)
