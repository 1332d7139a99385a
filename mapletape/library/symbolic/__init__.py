"""Symbolic algebra on SymPy (imported when a symbolic command first runs): the conversion
between Maple values and SymPy expressions, and the commands on it."""
from __future__ import annotations

from . import analysis, equations, polynomials  # noqa: F401
