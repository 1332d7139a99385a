"""The LinearAlgebra package: a Maple module of Matrix and Vector commands, exact over the
rationals and in hardware floats (numpy, SciPy) for float Matrices. Behaviour and wording
follow Maple's help pages LinearAlgebra/<Command>; one module per area."""
from __future__ import annotations

from ...values import core as v
from . import (basic, constructors, decompositions, elimination, forms, results,  # noqa: F401
               spectral, structure, systems)
from .common import EXPORTS, PACKAGE


def package() -> v.Module:
    return v.Module(PACKAGE, dict(EXPORTS), package=True)
