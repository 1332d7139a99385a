"""The LinearAlgebra commands on Matrices and Vectors as they are: Determinant, inverse,
transposes, products, sums, norms, Trace, dimensions, Equal, Adjoint, Minor, MatrixPower,
KroneckerProduct."""
from __future__ import annotations

import numpy as np

from ...display.lineprint import lprint
from ...errors import MapleError
from ...values import arith, matrices
from ...values import core as v
from ...values import numbers as num
from ...values.rtable import Rtable, _multiply, dot_product, transpose
from . import common as c
from .common import PACKAGE, command
from .common import expect as _expect
from ..registry import expect_count


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
    if a.shape[0] and c.domain(a.data) == "hardware":
        return c.hardware_scalar(np.linalg.det(c.floats(a.data)))
    return matrices.determinant(a.data)


@command("MatrixInverse")
def matrix_inverse(ev, args):
    """MatrixInverse(A): the inverse of the square Matrix A.

    Exact for rational entries, hardware floats for float entries; a singular A is the
    error `singular matrix`.
    """
    expect_count(args, f"{PACKAGE}:-MatrixInverse", 1)
    a = _expect(args, 0, "MatrixInverse", "A", ("Matrix",), square=True)
    if a.shape[0] and c.domain(a.data) == "hardware":
        try:
            return c.matrix(np.linalg.inv(c.floats(a.data)))
        except np.linalg.LinAlgError:
            raise c.fail("MatrixInverse", "singular matrix") from None
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
    return arith.add_all([a.entry((i, i)) for i in range(a.shape[0])]) if a.shape[0] else 0


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


@command("HermitianTranspose")
def hermitian_transpose(ev, args):
    """HermitianTranspose(A): the conjugate transpose of a Matrix or Vector, as A^%H."""
    c.count(args, "HermitianTranspose", 1)
    a = transpose(_expect(args, 0, "HermitianTranspose", "A", ("Matrix", "Vector")))
    return a.rebuild(c.conjugates(a.data))


def _in(name: str, compute):
    """compute(), its Maple errors reported as `name`'s (rtable/Sum and friends inside)."""
    try:
        return compute()
    except MapleError as err:
        raise err.in_procedure(c.where(name)) from None


@command("Multiply")
def multiply(ev, args):
    """Multiply(A, B): the product of Matrices and Vectors, as A . B: a row Vector times a
    column Vector is a number, a column Vector times a row Vector a Matrix (the outer
    product)."""
    positional, _ = c.options(args, "Multiply", {"outputoptions": None, "inplace": v.FALSE})
    c.count(positional, "Multiply", 2)
    a = _expect(positional, 0, "Multiply", "A", ("Matrix", "Vector"))
    b = _expect(positional, 1, "Multiply", "B", ("Matrix", "Vector"))
    return _product(a, b)


def _product(a: Rtable, b: Rtable):
    """A . B; numbers with floats among them multiply in hardware floats at numpy's speed."""
    x, y = a.as_matrix(), b.as_matrix()
    if x.shape[1] == y.shape[0] and x.size and y.size and c.domain(x, y) == "hardware":
        return _multiply(Rtable(c.floats(x), "Matrix") if a.kind == "Matrix" else
                         Rtable(c.floats(a.data), a.kind),
                         Rtable(c.floats(y), "Matrix") if b.kind == "Matrix" else
                         Rtable(c.floats(b.data), b.kind))
    return _multiply(a, b)


for _name, _kinds in (("MatrixMatrixMultiply", (("Matrix",), ("Matrix",))),
                      ("MatrixVectorMultiply", (("Matrix",), ("Vector[column]",))),
                      ("VectorMatrixMultiply", (("Vector[row]",), ("Matrix",)))):
    def _typed_product(ev, args, name=_name, kinds=_kinds):
        positional, _ = c.options(args, name, {"outputoptions": None, "inplace": v.FALSE})
        c.count(positional, name, 2)
        return _product(_expect(positional, 0, name, "A", kinds[0]),
                        _expect(positional, 1, name, "B", kinds[1]))
    _typed_product.__doc__ = (f"{_name}(A, B): the product A . B of a {' and a '.join(k[0] for k in _kinds)}"
                              f" (Multiply for these types).")
    command(_name)(_typed_product)


def _sum_of(name: str, args, kinds):
    """Add(A, B, c1, c2): c1*A + c2*B for rtables of one kind and shape."""
    positional, _ = c.options(args, name, {"outputoptions": None, "inplace": v.FALSE})
    c.count(positional, name, 2, 4)
    a = _expect(positional, 0, name, "A", kinds)
    b = _expect(positional, 1, name, "B", kinds)
    c1, c2 = (list(positional[2:]) + [1, 1])[:2]
    if a.kind != b.kind or a.shape != b.shape:
        raise c.fail(name, f"invalid input: dimensions do not match: {a.describe()} and "
                           f"{b.describe()}")
    return _in(name, lambda: a.rebuild(matrices.entrywise(
        "+", matrices.entrywise("*", a.data, c1), matrices.entrywise("*", b.data, c2))))


@command("Add")
def add(ev, args):
    """Add(A, B), Add(A, B, c1, c2): the sum c1*A + c2*B of two Matrices or two Vectors of
    one orientation and size (c1 = c2 = 1 by default)."""
    return _sum_of("Add", args, ("Matrix", "Vector"))


@command("MatrixAdd")
def matrix_add(ev, args):
    """MatrixAdd(A, B, c1, c2): Add for two Matrices."""
    return _sum_of("MatrixAdd", args, ("Matrix",))


@command("VectorAdd")
def vector_add(ev, args):
    """VectorAdd(U, V, c1, c2): Add for two Vectors."""
    return _sum_of("VectorAdd", args, ("Vector",))


def _scaled(name: str, args, kinds):
    positional, _ = c.options(args, name, {"outputoptions": None, "inplace": v.FALSE})
    c.count(positional, name, 2)
    a = _expect(positional, 0, name, "A", kinds)
    return _in(name, lambda: a.rebuild(matrices.entrywise("*", a.data, positional[1])))


@command("ScalarMultiply")
def scalar_multiply(ev, args):
    """ScalarMultiply(A, s): every entry of the Matrix or Vector A times the scalar s."""
    return _scaled("ScalarMultiply", args, ("Matrix", "Vector"))


@command("MatrixScalarMultiply")
def matrix_scalar_multiply(ev, args):
    """MatrixScalarMultiply(A, s): ScalarMultiply for a Matrix."""
    return _scaled("MatrixScalarMultiply", args, ("Matrix",))


@command("VectorScalarMultiply")
def vector_scalar_multiply(ev, args):
    """VectorScalarMultiply(V, s): ScalarMultiply for a Vector."""
    return _scaled("VectorScalarMultiply", args, ("Vector",))


@command("Equal")
def equal(ev, args):
    """Equal(A, B): true when A and B are rtables of one kind (Matrix, column or row Vector)
    and shape with equal entries (1 and 1. are equal), else false."""
    positional, _ = c.options(args, "Equal", {"compare": None})
    c.count(positional, "Equal", 2)
    a, b = positional
    if not (isinstance(a, Rtable) and isinstance(b, Rtable)) or a.kind != b.kind \
            or a.shape != b.shape:
        return v.FALSE
    x, y = matrices.entries(a.data), matrices.entries(b.data)
    return v.truth(all(arith.sub(p, q) == 0 for p, q in zip(x.flat, y.flat)))


@command("Minor")
def minor(ev, args):
    """Minor(A, i, j), Minor(A, i, j, output = matrix): the determinant of A without its row
    i and column j (output = matrix: that Matrix itself)."""
    positional, opts = c.options(args, "Minor", {"output": None})
    c.count(positional, "Minor", 3)
    a = _expect(positional, 0, "Minor", "A", ("Matrix",), square=True)
    i = c.expect_integer(positional, 1, "Minor", "r", 1)
    j = c.expect_integer(positional, 2, "Minor", "c", 1)
    if i > a.shape[0] or j > a.shape[1]:
        raise c.fail("Minor", f"invalid input: row {i} or column {j} is out of range")
    outputs = c.output_option(opts["output"], "Minor", ("matrix", "determinant"), ["determinant"])
    reduced = np.delete(np.delete(a.data, i - 1, axis=0), j - 1, axis=1)
    results = [Rtable(reduced, "Matrix") if o == "matrix" else matrices.determinant(reduced)
               for o in outputs]
    return v.make_seq(results)


@command("Adjoint")
def adjoint(ev, args):
    """Adjoint(A): the adjoint (adjugate) of the square Matrix A, the transpose of its
    cofactor Matrix, so that A . Adjoint(A) = Determinant(A) * I."""
    c.count(args, "Adjoint", 1)
    a = _expect(args, 0, "Adjoint", "A", ("Matrix",), square=True)
    n = a.shape[0]
    if n == 1:
        return Rtable(np.array([[1]], dtype=object), "Matrix")
    out = np.empty((n, n), dtype=object)
    for i in range(n):
        for j in range(n):
            cofactor = matrices.determinant(np.delete(np.delete(a.data, i, axis=0), j, axis=1))
            out[j, i] = arith.neg(cofactor) if (i + j) % 2 else cofactor
    return Rtable(np.asarray(out, dtype=np.float64) if matrices.is_hardware(a.data) else out,
                  "Matrix")


@command("MatrixPower")
def matrix_power(ev, args):
    """MatrixPower(A, n): the square Matrix A to the integer power n (its inverse's power
    for a negative n), as A^n."""
    c.count(args, "MatrixPower", 2)
    a = _expect(args, 0, "MatrixPower", "A", ("Matrix",), square=True)
    n = args[1]
    if not isinstance(n, int) or isinstance(n, bool):
        raise c.fail("MatrixPower", f"a power {lprint(n)} that is not an integer is not "
                                    f"available in mapletape")
    return _in("MatrixPower", lambda: Rtable(matrices.power(a.data, n), "Matrix"))


@command("KroneckerProduct")
def kronecker_product(ev, args):
    """KroneckerProduct(A, B): the block Matrix of the blocks A[i, j]*B (Vectors as one
    column or row; two Vectors of one orientation give a Vector)."""
    positional, _ = c.options(args, "KroneckerProduct", {"outputoptions": None})
    c.count(positional, "KroneckerProduct", 2)
    a = _expect(positional, 0, "KroneckerProduct", "A", ("Matrix", "Vector"))
    b = _expect(positional, 1, "KroneckerProduct", "B", ("Matrix", "Vector"))
    x, y = a.as_matrix(), b.as_matrix()
    if matrices.is_hardware(x) and matrices.is_hardware(y):
        data = np.kron(x, y)
    else:
        x, y = matrices.entries(x), matrices.entries(y)
        data = np.empty((x.shape[0] * y.shape[0], x.shape[1] * y.shape[1]), dtype=object)
        for (i, j), e in np.ndenumerate(x):
            block = matrices.entrywise("*", y, e)
            data[i * y.shape[0]:(i + 1) * y.shape[0], j * y.shape[1]:(j + 1) * y.shape[1]] = block
    if a.kind == b.kind and a.kind.startswith("Vector"):
        return Rtable(data.reshape(-1), a.kind)
    return Rtable(data, "Matrix")


@command("VectorNorm")
def vector_norm(ev, args):
    """VectorNorm(V, p): Norm for a Vector (p = infinity by default)."""
    _expect(args, 0, "VectorNorm", "V", ("Vector",))
    return _in("VectorNorm", lambda: norm(ev, args))


@command("MatrixNorm")
def matrix_norm(ev, args):
    """MatrixNorm(A, p): Norm for a Matrix (p = infinity by default)."""
    _expect(args, 0, "MatrixNorm", "A", ("Matrix",))
    return _in("MatrixNorm", lambda: norm(ev, args))


@command("Normalize")
def normalize(ev, args):
    """Normalize(V), Normalize(V, p): the Vector V divided by its p-norm (p = infinity by
    default, so that the largest magnitude becomes 1; Euclidean for a unit Vector)."""
    positional, _ = c.options(args, "Normalize", {"outputoptions": None, "inplace": v.FALSE,
                                                  "conjugate": v.TRUE})
    c.count(positional, "Normalize", 1, 2)
    a = _expect(positional, 0, "Normalize", "V", ("Vector",))
    size = norm(ev, positional)
    if size == 0:
        raise c.fail("Normalize", "cannot normalize a zero Vector")
    return _in("Normalize", lambda: a.rebuild(matrices.entrywise("*", a.data, arith.power(size, -1))))


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
