"""The Maple commands and packages mapletape does not have: every name of Maple's catalogue
(library/catalogue.py) that mapletape does not implement. A call still returns unevaluated, as
Maple leaves an unknown function, but the session warns once that the name is not available
here, whether it is reached globally, after with(Package) or as Package:-Name, and `?name`
says so. Names mapletape implements, builtins and package exports, always win."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache

from ..values.core import Builtin, Function, Module, Name

# What some of those names do in Maple, for `?name`.
WHAT: dict[str, str] = {
    # calculus and equations
    "dsolve": "solving ordinary differential equations",
    "pdsolve": "solving partial differential equations",
    "rsolve": "solving recurrence equations",
    "isolve": "solving equations over the integers",
    "msolve": "solving equations modulo an integer",
    "product": "symbolic and definite products",
    "maximize": "the maximum of an expression",
    "minimize": "the minimum of an expression",
    "laplace": "the Laplace transform",
    "invlaplace": "the inverse Laplace transform",
    "fourier": "the Fourier transform",
    # algebraic manipulation
    "factors": "the list of a polynomial's factors",
    "combine": "combining terms by rules of algebra",
    "coeffs": "all coefficients of a polynomial",
    "numer": "the numerator of an expression",
    "denom": "the denominator of an expression",
    "rationalize": "rationalizing denominators",
    "radnormal": "normalizing expressions with radicals",
    "evalc": "evaluating in the complex numbers",
    "evala": "evaluating in algebraic number fields",
    "RootOf": "placeholders for roots of equations",
    "allvalues": "the values of an expression with RootOfs",
    "identify": "closed forms of floating-point numbers",
    "piecewise": "piecewise-defined functions",
    "unapply": "making a procedure from an expression",
    "lhs": "the left-hand side of an equation or range",
    "rhs": "the right-hand side of an equation or range",
    "has": "whether an expression contains a subexpression",
    "indets": "the indeterminates of an expression",
    "assign": "assigning the values of equations",
    "unassign": "unassigning names",
    "assume": "assumptions on variables",
    "is": "testing properties under assumptions",
    # complex numbers and special functions
    "Re": "the real part of a complex expression",
    "Im": "the imaginary part of a complex expression",
    "conjugate": "the complex conjugate",
    "argument": "the argument of a complex number",
    "signum": "the sign of a real or complex expression",
    "csgn": "the sign of a complex expression",
    "arcsin": "the inverse sine",
    "arccos": "the inverse cosine",
    "sinh": "the hyperbolic sine",
    "cosh": "the hyperbolic cosine",
    "tanh": "the hyperbolic tangent",
    "sec": "the secant",
    "csc": "the cosecant",
    "cot": "the cotangent",
    "sech": "the hyperbolic secant",
    "csch": "the hyperbolic cosecant",
    "coth": "the hyperbolic cotangent",
    "arcsec": "the inverse secant",
    "arccsc": "the inverse cosecant",
    "arccot": "the inverse cotangent",
    "arcsinh": "the inverse hyperbolic sine",
    "arccosh": "the inverse hyperbolic cosine",
    "arctanh": "the inverse hyperbolic tangent",
    "arcsech": "the inverse hyperbolic secant",
    "arccsch": "the inverse hyperbolic cosecant",
    "arccoth": "the inverse hyperbolic cotangent",
    "log10": "the base-10 logarithm",
    "GAMMA": "the Gamma function",
    "erf": "the error function",
    "erfc": "the complementary error function",
    "lnGAMMA": "the logarithm of the Gamma function",
    "Psi": "the digamma and polygamma functions",
    "Zeta": "the Riemann and Hurwitz zeta functions",
    "sign": "the sign of the leading coefficient of a polynomial",
    "binomial": "binomial coefficients",
    "LambertW": "the Lambert W function",
    "Heaviside": "the Heaviside step function",
    # integers
    "ifactors": "the integer factorization as a list",
    "ithprime": "the i-th prime number",
    "nextprime": "the next larger prime",
    "prevprime": "the next smaller prime",
    "rand": "random number generators",
    "randomize": "seeding the random number generator",
    # graphics
    "plot3d": "three-dimensional plots",
    "plottools": "the package of plot building blocks",
    # files and the system
    "fopen": "opening files",
    "fclose": "closing files",
    "fprintf": "formatted printing to files",
    "readline": "reading a line from a file",
    "readdata": "reading numeric data from files",
    "writedata": "writing numeric data to files",
    "ImportMatrix": "reading a Matrix from a file",
    "ExportMatrix": "writing a Matrix to a file",
    "Import": "reading data from files and URLs",
    "Export": "writing data to files",
    "system": "running an operating-system command",
    "ssystem": "running an operating-system command and capturing its output",
    # packages
    "Statistics": "the statistics package",
    "Optimization": "the numerical optimization package",
    "CurveFitting": "the curve-fitting package",
    "NumberTheory": "the number theory package",
    "numtheory": "the older number theory package",
    "combinat": "the combinatorics package",
    "ArrayTools": "the Array manipulation package",
    "CodeTools": "the code profiling and testing package",
    "DocumentTools": "the document and embedded-component package",
    "Physics": "the physics package",
    "VectorCalculus": "the vector calculus package",
    "Student": "the packages for students of calculus and algebra",
    "DEtools": "the differential equations tools package",
    "PDEtools": "the partial differential equations tools package",
    "RandomTools": "the random objects package",
    "Units": "the units package",
    "ScientificConstants": "the physical constants package",
    "FileTools": "the file handling package",
    "GraphTheory": "the graph theory package",
    "PolynomialTools": "the polynomial tools package",
    "SignalProcessing": "the signal processing package",
    "ImageTools": "the image processing package",
    "Threads": "the parallel programming package",
    "Grid": "the distributed computing package",
    "CodeGeneration": "translating Maple code to other languages",
    "linalg": "the older linear algebra package",
}


class Unavailable(Builtin):
    """A Maple command mapletape lacks, reached as a package member: a call warns once per
    session, by the long name, and returns the call unevaluated."""


class Members(Mapping):
    """The members of Maple's `package` that mapletape lacks, by short name, made when first
    reached: those the catalogue lists that `exports` lacks; of a package mapletape lacks
    entirely, any name at all (`Statistics:-Mean`). Nested packages (`Student:-Calculus1`)
    are packages of the same kind. With `exports` None, the package's are looked up."""

    def __init__(self, package: str, exports: dict | None = None):
        self.package = package
        self.exports = exports
        self.made: dict[str, Builtin | Module] = {}

    def get(self, name, default=None):
        found = self.made.get(name)
        if found is None:
            long_name = f"{self.package}:-{name}"
            if not is_unavailable(long_name):
                return default
            if name == "ModuleApply":        # `Statistics(...)` calls the package itself
                found = _command(self.package, self.package, None)
            elif long_name in _catalogue().PACKAGES:
                found = package_lacked(long_name)
            else:
                found = _command(long_name, name, self.package)
            self.made[name] = found
        return found

    def __getitem__(self, name):
        found = self.get(name)
        if found is None:
            raise KeyError(name)
        return found

    def __iter__(self) -> Iterator[str]:
        exports = self._exports()
        return (name for name in _members(self.package) if name not in exports)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        # Module() tests `unavailable or {}` when a package is built; that must not read
        # the catalogue (start-up), and a Members is never worth replacing by {}
        return True

    def _exports(self):
        return _implemented()[1].get(self.package, {}) if self.exports is None else self.exports


class Catalogue(Mapping):
    """Every Maple name mapletape lacks, by name (`int`, `Statistics`, `LinearAlgebra:-Rank`),
    with what it does in Maple where WHAT says so, else "". `name in UNAVAILABLE` also holds
    for any member of a package mapletape lacks entirely."""

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and is_unavailable(name)

    def __getitem__(self, name: str) -> str:
        if name not in self:
            raise KeyError(name)
        return WHAT.get(name, "")

    def __iter__(self) -> Iterator[str]:
        catalogue = _catalogue()
        names = [*_top_level(), *(p for p in catalogue.PACKAGES if ":-" not in p)]
        names += [f"{p}:-{m}" for p in catalogue.PACKAGES for m in _members(p)]
        return (name for name in dict.fromkeys(names) if is_unavailable(name))

    def __len__(self) -> int:
        return sum(1 for _ in self)


UNAVAILABLE = Catalogue()


def is_unavailable(name: str) -> bool:
    """Whether `name` (a global name or a `Package:-member` long name) is one of Maple's
    that mapletape lacks."""
    implemented, exports = _implemented()
    package, _, member = name.rpartition(":-")
    if not package:
        return name not in implemented and (name in _top_level() or name in _catalogue().PACKAGES)
    if package in exports:
        # a package whose members the catalogue does not list (FileTools): any member
        # mapletape lacks is one of Maple's
        listed = _members(package)
        return member not in exports[package] and (member in listed or not listed)
    return package in _catalogue().PACKAGES


def attach(table: dict) -> None:
    """Give each package of the builtins `table` the members it lacks, and add a package of
    lacked members only for each package of the catalogue mapletape lacks entirely."""
    packages = _catalogue().PACKAGES
    for name, value in list(table.items()):
        if isinstance(value, Module) and value.package:
            value.unavailable = Members(name, value.exports)
    for name in packages:
        if ":-" not in name and name not in table:
            table[name] = package_lacked(name)


def package_lacked(name: str) -> Module:
    """Maple's package `name`, which mapletape lacks: no exports, every member unavailable."""
    return Module(name, {}, package=True, unavailable=Members(name, {}))


def is_implemented(value) -> bool:
    """Whether a with()-imported or builtin value is mapletape's own, not an unavailable one."""
    return value is not None and not isinstance(value, Unavailable) and not (
        isinstance(value, Module) and not value.exports)


def unavailable_exports(package: str, exports: dict) -> Members:
    """The members of Maple's `package` that mapletape lacks (its `exports` are those it
    has), by short name: calling one warns once per session, by its long name, and
    returns the call unevaluated."""
    return Members(package, exports)


def unavailable_help(name: str) -> str | None:
    """What `?name` says for a Maple name mapletape lacks, else None."""
    if name not in UNAVAILABLE:
        return None
    what = WHAT.get(name)
    text = f"{name} is not available in mapletape; a call returns unevaluated."
    return text if what is None else f"{text}\n(In Maple: {what}.)"


def _command(long_name: str, name: str, package: str | None) -> Unavailable:
    def call(ev, args):
        ev.host.unavailable(long_name)
        return Function(Name(name), tuple(args))
    return Unavailable(name, call, unavailable_help(long_name) or "", module=package)


def _catalogue():
    from . import catalogue          # read when a name is first looked up, not at import
    return catalogue


@cache
def _top_level() -> frozenset[str]:
    return frozenset(_catalogue().TOP_LEVEL.split())


@cache
def _members(package: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_catalogue().PACKAGES.get(package, "").split()))


def _implemented() -> tuple[frozenset[str], dict[str, dict]]:
    """The global names mapletape implements, and the exports of each package it has
    (those of the packages registered so far: a layer above may register one later)."""
    from .registry import PACKAGE_MAKERS
    return _implemented_with(len(PACKAGE_MAKERS))


@cache
def _implemented_with(packages: int) -> tuple[frozenset[str], dict[str, dict]]:
    from . import builtins
    table = builtins()
    names = frozenset(name for name, value in table.items() if is_implemented(value))
    return names, {name: value.exports for name, value in table.items()
                   if isinstance(value, Module) and value.exports}
