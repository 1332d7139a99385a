"""The LinearAlgebra package: a Maple module of Matrix and Vector commands, exact over the
rationals and in hardware floats (numpy) for float Matrices. Behaviour and wording follow
Maple's help pages LinearAlgebra/<Command>."""
from __future__ import annotations

import random

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_shape
from ..values import arith, matrices
from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable, dot_product, transpose
from .registry import builtin, expect_count, split_options

EXPORTS: dict = {}
PACKAGE = "LinearAlgebra"
ORDINALS = ("1st", "2nd", "3rd")


def command(name: str):
    """Register a package export, reached as `LinearAlgebra:-name`, `LinearAlgebra[name]`
    or, after `with(LinearAlgebra)`, as `name`."""
    return builtin(name, table=EXPORTS, module=PACKAGE)


def _expect(args, position: int, name: str, parameter: str, kinds: tuple, square: bool = False):
    """The argument at `position`, which must be an rtable of one of `kinds` (Matrix,
    Vector): Maple's wording for a typed parameter otherwise."""
    value = args[position]
    fits = isinstance(value, Rtable) and any(value.kind.startswith(k) for k in kinds)
    if fits and square:
        fits = value.shape[0] == value.shape[1]
    if not fits:
        wanted = " or ".join(kinds) if not square else "Matrix(square)"
        shown = value.describe() if isinstance(value, Rtable) else lprint(value)
        raise MapleError(f"invalid input: {PACKAGE}:-{name} expects its {ORDINALS[position]} "
                         f"argument, {parameter}, to be of type {wanted}, but received {shown}")
    return value


def _call(ev, name: str, *args):
    """A global command (abs, sqrt, max) applied as Maple would."""
    return ev.apply(ev.builtins[name], args)


@command("Determinant")
def determinant(ev, args):
    """Determinant(A): the determinant of the square Matrix A.

    Exact (fraction-exact elimination) for rational entries, a hardware float for float
    entries, the cofactor expansion for symbolic entries.
    """
    expect_count(args, f"{PACKAGE}:-Determinant", 1)
    a = _expect(args, 0, "Determinant", "A", ("Matrix",), square=True)
    return matrices.determinant(a.data)


@command("MatrixInverse")
def matrix_inverse(ev, args):
    """MatrixInverse(A): the inverse of the square Matrix A.

    Exact for rational entries, hardware floats for float entries; a singular A is the
    error `singular matrix`.
    """
    expect_count(args, f"{PACKAGE}:-MatrixInverse", 1)
    a = _expect(args, 0, "MatrixInverse", "A", ("Matrix",), square=True)
    return Rtable(matrices.inverse(a.data), "Matrix")


@command("Transpose")
def transpose_(ev, args):
    """Transpose(A): the transpose of a Matrix or Vector, as A^%T: a column Vector becomes
    a row Vector and the other way round."""
    expect_count(args, f"{PACKAGE}:-Transpose", 1)
    return transpose(_expect(args, 0, "Transpose", "A", ("Matrix", "Vector")))


@command("Trace")
def trace(ev, args):
    """Trace(A): the sum of the diagonal entries of the square Matrix A."""
    expect_count(args, f"{PACKAGE}:-Trace", 1)
    a = _expect(args, 0, "Trace", "A", ("Matrix",), square=True)
    return arith.add_all([a.entry((i, i)) for i in range(a.shape[0])])


@command("DotProduct")
def dot_product_command(ev, args):
    """DotProduct(U, V): the sum of conjugate(U[i])*V[i] for Vectors U and V of one
    dimension (either orientation)."""
    expect_count(args, f"{PACKAGE}:-DotProduct", 2)
    u = _expect(args, 0, "DotProduct", "U", ("Vector",))
    w = _expect(args, 1, "DotProduct", "V", ("Vector",))
    return dot_product(u, w)


@command("CrossProduct")
def cross_product(ev, args):
    """CrossProduct(U, V): the cross product of two Vectors of dimension 3: a row Vector
    when both are row Vectors, else a column Vector."""
    expect_count(args, f"{PACKAGE}:-CrossProduct", 2)
    u = _expect(args, 0, "CrossProduct", "U", ("Vector",))
    w = _expect(args, 1, "CrossProduct", "V", ("Vector",))
    if u.shape != (3,) or w.shape != (3,):
        raise MapleError("both vectors must have dimension 3", procname=f"{PACKAGE}:-CrossProduct")
    a, b = [u.entry((i,)) for i in range(3)], [w.entry((i,)) for i in range(3)]
    out = np.empty(3, dtype=object)
    for i in range(3):
        j, k = (i + 1) % 3, (i + 2) % 3
        out[i] = arith.sub(arith.mul(a[j], b[k]), arith.mul(a[k], b[j]))
    both_rows = u.kind == w.kind == "Vector[row]"
    return Rtable(out, "Vector[row]" if both_rows else "Vector[column]")


@command("Norm")
def norm(ev, args):
    """Norm(A), Norm(A, p): the p-norm of a Matrix or Vector; by default the infinity norm.

    Vectors: p = infinity (largest magnitude), a positive number p ((sum of |V[i]|^p)^(1/p)),
    Euclidean or Frobenius (the 2-norm). Matrices: infinity (largest row sum of
    magnitudes), 1 (largest column sum), Frobenius (square root of the sum of squared
    magnitudes), 2 (largest singular value, as a hardware float).
    """
    expect_count(args, f"{PACKAGE}:-Norm", 1, 2)
    a = _expect(args, 0, "Norm", "A", ("Matrix", "Vector"))
    p = args[1] if len(args) == 2 else v.INFINITY
    p = {v.Name("Euclidean"): 2}.get(p, p)
    magnitudes = np.frompyfunc(lambda x: _call(ev, "abs", x), 1, 1)(matrices.entries(a.data))
    if a.kind.startswith("Vector"):
        if p == v.INFINITY:
            return _largest(ev, list(magnitudes))
        if p == v.Name("Frobenius"):
            p = 2
        if not (num.is_number(p) and num.compare(p, 0) > 0):
            raise MapleError(f"invalid input: {PACKAGE}:-Norm expects its 2nd argument, p, to be "
                             f"of type {{positive, infinity, Euclidean, Frobenius}}, but received "
                             f"{lprint(p)}")
        return _root(ev, [arith.power(m, p) for m in magnitudes], p)
    if p == v.INFINITY:
        return _largest(ev, [arith.add_all(list(row)) for row in magnitudes])
    if p == 1:
        return _largest(ev, [arith.add_all(list(column)) for column in magnitudes.T])
    if p == v.Name("Frobenius"):
        return _root(ev, [arith.power(m, 2) for m in magnitudes.flat], 2)
    if p == 2:
        if not all(num.is_number(x) for x in matrices.entries(a.data).flat):
            raise MapleError("the 2-norm of a Matrix with symbolic entries is not available in "
                             "mapletape", procname=f"{PACKAGE}:-Norm")
        values = np.asarray(np.frompyfunc(complex, 1, 1)(matrices.entries(a.data)), dtype=complex)
        return float(np.linalg.norm(values, 2))
    raise MapleError(f"invalid input: {PACKAGE}:-Norm expects its 2nd argument, p, to be of type "
                     f"{{1, 2, infinity, Frobenius}} for a Matrix, but received {lprint(p)}")


def _largest(ev, values):
    return _call(ev, "max", *values) if values else 0


def _root(ev, powers, p):
    total = arith.add_all(powers)
    return _call(ev, "sqrt", total) if p == 2 else arith.power(total, arith.power(p, -1))


def _dimensions(ev, args, name: str) -> tuple[int, int]:
    """(rows, columns) from `n` or `r, c`, each a nonnegative integer, held to the session's
    size limit before any entry is made."""
    expect_count(args, f"{PACKAGE}:-{name}", 1, 2)
    for i, a in enumerate(args):
        if not isinstance(a, int) or a < 0:
            raise MapleError(f"invalid input: {PACKAGE}:-{name} expects its {ORDINALS[i]} "
                             f"argument to be of type nonnegint, but received {lprint(a)}")
    check_shape(ev.host, (args[0], args[-1]), f"{PACKAGE}:-{name}")
    return args[0], args[-1]


@command("IdentityMatrix")
def identity_matrix(ev, args):
    """IdentityMatrix(n), IdentityMatrix(r, c): the n x n (r x c) Matrix with ones on the
    diagonal and zeros elsewhere."""
    rows, columns = _dimensions(ev, args, "IdentityMatrix")
    out = np.zeros((rows, columns), dtype=object)
    np.fill_diagonal(out, 1)
    return Rtable(out, "Matrix")


@command("RandomMatrix")
def random_matrix(ev, args):
    """RandomMatrix(r), RandomMatrix(r, c, generator = lo..hi): an r x c Matrix of random
    integers, by default from -99..99 (Maple's default); a float range such as
    generator = 0.0 .. 1.0 gives uniformly distributed hardware floats.

    Each session has its own generator, seeded from the system; mapletape's numbers are
    not Maple's, and randomize() does not seed it.
    """
    positional, options = split_options(args, "RandomMatrix", {"generator": v.Range(-99, 99)})
    rows, columns = _dimensions(ev, positional, "RandomMatrix")
    generator = options["generator"]
    if not (isinstance(generator, v.Range) and num.is_number(generator.low)
            and num.is_number(generator.high)):
        raise MapleError(f"invalid input: {PACKAGE}:-RandomMatrix expects generator to be a "
                         f"range of numbers, but received {lprint(generator)}")
    source = vars(ev).setdefault("linear_algebra_random", random.Random())
    low, high = generator.low, generator.high
    if isinstance(low, int) and isinstance(high, int):
        draw = lambda: source.randint(min(low, high), max(low, high))  # noqa: E731
    else:
        low, high = float(low), float(high)
        draw = lambda: source.uniform(low, high)  # noqa: E731
    out = np.empty((rows, columns), dtype=object)
    for index in np.ndindex(out.shape):
        out[index] = draw()
    return Rtable(out, "Matrix")


@command("LinearSolve")
def linear_solve(ev, args):
    """LinearSolve(A, B): the solution X of A . X = B for a square nonsingular Matrix A and a
    Vector (or Matrix) B; exact for rational entries, hardware floats for float entries.

    mapletape solves only systems with a unique solution: for a singular A it gives an
    error instead of Maple's solution with free parameters.
    """
    expect_count(args, f"{PACKAGE}:-LinearSolve", 2)
    a = _expect(args, 0, "LinearSolve", "A", ("Matrix",))
    b = _expect(args, 1, "LinearSolve", "B", ("Matrix", "Vector"))
    rhs = b.data.reshape(-1, 1) if b.kind.startswith("Vector") else b.data
    if a.shape[0] != rhs.shape[0]:
        raise MapleError(f"invalid input: the row dimension of A ({a.shape[0]}) and of B "
                         f"({rhs.shape[0]}) must be the same", procname=f"{PACKAGE}:-LinearSolve")
    if a.shape[0] != a.shape[1]:
        raise MapleError("mapletape solves only square systems", procname=f"{PACKAGE}:-LinearSolve")
    try:
        solution = matrices.solve(a.data, rhs)
    except MapleError as err:
        if err.args and err.args[0] == "singular matrix":
            raise MapleError("the system is singular; mapletape gives only unique solutions",
                             procname=f"{PACKAGE}:-LinearSolve") from None
        raise err.in_procedure(f"{PACKAGE}:-LinearSolve") from None
    if b.kind.startswith("Vector"):
        return Rtable(solution.reshape(-1), "Vector[column]")
    return Rtable(solution, "Matrix")


@command("Eigenvalues")
def eigenvalues(ev, args):
    """Eigenvalues(A): the eigenvalues of the square Matrix A as a column Vector, for a
    Matrix of floats (hardware floats, as Maple computes them): a symmetric Matrix gives
    real eigenvalues in ascending order, any other complex[8] values.

    Exact eigenvalues (roots of the characteristic polynomial) are beyond mapletape: for
    a Matrix of exact numbers it gives an error; use Eigenvalues(evalf(A)).
    """
    expect_count(args, f"{PACKAGE}:-Eigenvalues", 1)
    a = _expect(args, 0, "Eigenvalues", "A", ("Matrix",), square=True)
    grid = matrices.entries(a.data)
    if not all(num.is_number(x) for x in grid.flat):
        raise MapleError("eigenvalues of a Matrix with symbolic entries are not available in "
                         "mapletape", procname=f"{PACKAGE}:-Eigenvalues")
    if not matrices.is_hardware(a.data) and all(num.is_exact(x) for x in grid.flat):
        raise MapleError("exact eigenvalues are not available in mapletape; use "
                         "Eigenvalues(evalf(A)) for floats", procname=f"{PACKAGE}:-Eigenvalues")
    values = np.asarray(np.frompyfunc(complex, 1, 1)(grid), dtype=complex)
    if np.allclose(values.imag, 0) and np.array_equal(values.real, values.real.T):
        return Rtable(np.linalg.eigvalsh(values.real), "Vector[column]")
    return Rtable(np.linalg.eigvals(values).astype(np.complex128), "Vector[column]")


@command("Dimension")
def dimension(ev, args):
    """Dimension(A): the row and column dimensions of a Matrix (a sequence), the number of
    entries of a Vector."""
    expect_count(args, f"{PACKAGE}:-Dimension", 1)
    a = _expect(args, 0, "Dimension", "A", ("Matrix", "Vector"))
    return v.make_seq(a.shape)


@command("RowDimension")
def row_dimension(ev, args):
    """RowDimension(A): the number of rows of the Matrix A."""
    expect_count(args, f"{PACKAGE}:-RowDimension", 1)
    return _expect(args, 0, "RowDimension", "A", ("Matrix",)).shape[0]


@command("ColumnDimension")
def column_dimension(ev, args):
    """ColumnDimension(A): the number of columns of the Matrix A."""
    expect_count(args, f"{PACKAGE}:-ColumnDimension", 1)
    return _expect(args, 0, "ColumnDimension", "A", ("Matrix",)).shape[1]


def package() -> v.Module:
    return v.Module(PACKAGE, dict(EXPORTS), package=True)
