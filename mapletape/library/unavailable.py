"""The Maple commands and packages mapletape does not have, with what each does in Maple:
a call still returns unevaluated, as Maple leaves an unknown function, but the session
warns once that the name is not available here, and `?name` says so."""
from __future__ import annotations

from ..values.core import Builtin, Function, Name

UNAVAILABLE: dict[str, str] = {
    # calculus and equations
    "int": "definite and indefinite integration",
    "solve": "solving equations and inequalities symbolically",
    "fsolve": "solving equations numerically",
    "dsolve": "solving ordinary differential equations",
    "pdsolve": "solving partial differential equations",
    "rsolve": "solving recurrence equations",
    "isolve": "solving equations over the integers",
    "msolve": "solving equations modulo an integer",
    "limit": "limits",
    "series": "series expansions",
    "taylor": "Taylor series expansions",
    "sum": "symbolic and definite sums",
    "product": "symbolic and definite products",
    "maximize": "the maximum of an expression",
    "minimize": "the minimum of an expression",
    "laplace": "the Laplace transform",
    "invlaplace": "the inverse Laplace transform",
    "fourier": "the Fourier transform",
    # algebraic manipulation
    "simplify": "simplifying expressions",
    "expand": "expanding products and powers",
    "factor": "factoring polynomials",
    "factors": "the list of a polynomial's factors",
    "normal": "normalizing rational expressions",
    "combine": "combining terms by rules of algebra",
    "collect": "collecting coefficients of like powers",
    "coeff": "a coefficient of a polynomial",
    "coeffs": "all coefficients of a polynomial",
    "degree": "the degree of a polynomial",
    "ldegree": "the low degree of a polynomial",
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
    # exports of packages mapletape has only in part, by their long names
}


def unavailable_exports(package: str) -> dict[str, Builtin]:
    """The exports of Maple's `package` that mapletape lacks, by short name: calling one
    warns once per session, by its long name, and returns the call unevaluated."""
    prefix = f"{package}:-"

    def stub(name: str) -> Builtin:
        def call(ev, args):
            ev.host.unavailable(prefix + name)
            return Function(Name(name), tuple(args))
        return Builtin(name, call, unavailable_help(prefix + name), module=package)
    return {key[len(prefix):]: stub(key[len(prefix):]) for key in UNAVAILABLE if key.startswith(prefix)}


def unavailable_help(name: str) -> str | None:
    """What `?name` says for a Maple name mapletape lacks, else None."""
    what = UNAVAILABLE.get(name)
    return None if what is None else (f"{name} is not available in mapletape; a call returns "
                                      f"unevaluated.\n(In Maple: {what}.)")
