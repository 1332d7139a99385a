"""The builtins, registered by Maple name, plus the packages they can load."""
from __future__ import annotations

from . import (assignment, basic, calculus, combinat, dataframes, evaluation, fileio,  # noqa: F401
               filetools, integers, kernel, linearalgebra, lists, listtools, matrixio, numeric,
               printing, procedures, randomtools, rtables, sequences, special, statistics,
               stringtools, strings,
               subexpressions, symbolic, tables, timing)
from . import plots, unavailable  # noqa: F401
from .registry import BUILTINS, PACKAGE_MAKERS


def builtins() -> dict:
    """Every global builtin name, and a fresh module for each package (those registered
    by the layers above with registry.package_maker, DeepLearning, then LinearAlgebra,
    ListTools, StringTools, plots, combinat, RandomTools, Statistics, VectorCalculus,
    FileTools), with the members Maple has and they lack, and a package of such members
    only for each of Maple's packages mapletape lacks."""
    table = dict(BUILTINS)
    for package in (*PACKAGE_MAKERS, linearalgebra.package, listtools.package, stringtools.package,
                    plots.package, combinat.package, randomtools.package, statistics.package,
                    calculus.vector_calculus, filetools.package):
        module = package()
        table[module.name] = module
    unavailable.attach(table)
    return table
