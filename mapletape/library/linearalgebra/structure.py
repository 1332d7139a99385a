"""Row and column operations, special Matrices built from others (CharacteristicMatrix,
CompanionMatrix, JordanBlockMatrix, OuterProductMatrix, HouseholderMatrix), Map and Zip,
Permanent, MinimalPolynomial, bases of spans and their intersections, orthogonality tests,
VectorAngle, and the float Hessenberg, Schur, tridiagonal and bidiagonal forms."""
from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

from ...values import arith, matrices
from ...values import core as v
from ...values.operands import free_names
from ...values.rtable import Rtable
from . import common as c
from . import exactpoly
from .common import command
from .elimination import EPS, reduce_exact, reduce_float


def _index(value, size: int, name: str, position: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= size:
        raise c.type_error(name, position, "i", f"integer[1 .. {size}]", value)
    return value - 1


def _operation(args, name: str, axis: int):
    positional, _ = c.options(args, name, {"inplace": v.FALSE, "outputoptions": None})
    c.count(positional, name, 2, 3)
    a = c.expect(positional, 0, name, "A", ("Matrix",))
    grid = matrices.entries(a.data).copy()
    if axis:
        grid = grid.T
    size = grid.shape[0]
    which = positional[1]
    if isinstance(which, v.MList) and len(which.items) == 2:
        i, j = (_index(x, size, name, 1) for x in which.items)
        if len(positional) == 2:                         # swap
            grid[[i, j]] = grid[[j, i]]
        else:                                            # add s times j to i
            grid[i] = matrices.entrywise("+", grid[i], matrices.entrywise("*", grid[j], positional[2]))
    else:
        if len(positional) != 3:
            raise c.fail(name, "invalid input: a scalar is needed to multiply a single row or column")
        i = _index(which, size, name, 1)
        grid[i] = matrices.entrywise("*", grid[i], positional[2])
    return Rtable(grid.T.copy() if axis else grid, "Matrix")


@command("RowOperation")
def row_operation(ev, args):
    """RowOperation(A, [i, j]) swaps rows i and j; RowOperation(A, i, s) multiplies row i by
    s; RowOperation(A, [i, j], s) adds s times row j to row i (a new Matrix)."""
    return _operation(args, "RowOperation", 0)


@command("ColumnOperation")
def column_operation(ev, args):
    """ColumnOperation(A, [i, j]), ColumnOperation(A, i, s), ColumnOperation(A, [i, j], s):
    RowOperation for columns."""
    return _operation(args, "ColumnOperation", 1)


@command("CharacteristicMatrix")
def characteristic_matrix(ev, args):
    """CharacteristicMatrix(A, lambda): the Matrix lambda * I - A."""
    c.count(args, "CharacteristicMatrix", 2)
    a = c.expect(args, 0, "CharacteristicMatrix", "A", ("Matrix",), square=True)
    grid = matrices.negate(matrices.entries(a.data))
    for i in range(a.shape[0]):
        grid[i, i] = arith.add(args[1], grid[i, i])
    return Rtable(grid, "Matrix")


def polynomial_coefficients(p, x, name: str) -> list:
    """The coefficients of the polynomial p in x, constant term first."""
    terms = p.terms if isinstance(p, v.Sum) else (p,)
    found: dict[int, object] = {}
    for term in terms:
        factors = term.factors if isinstance(term, v.Product) else (term,)
        degree, rest = 0, []
        for f in factors:
            if f == x:
                degree += 1
            elif isinstance(f, v.Power) and f.base == x and isinstance(f.exponent, int) \
                    and f.exponent > 0:
                degree += f.exponent
            elif x.name in free_names(f):
                raise c.fail(name, f"invalid input: the 1st argument is not a polynomial in {x.name}")
            else:
                rest.append(f)
        found[degree] = arith.add(found.get(degree, 0), arith.mul_all(rest) if rest else 1)
    top = max(found)
    return [found.get(k, 0) for k in range(top + 1)]


@command("CompanionMatrix")
def companion_matrix(ev, args):
    """CompanionMatrix(p, x): the companion Matrix of the polynomial p in x (or of the list
    or Vector of its coefficients, constant first), made monic: ones below the diagonal and
    minus the coefficients in the last column, so that its characteristic polynomial is
    p divided by its leading coefficient."""
    c.count(args, "CompanionMatrix", 1, 2)
    p = args[0]
    if isinstance(p, v.MList):
        coefficients = list(p.items)
    elif isinstance(p, Rtable) and p.kind.startswith("Vector"):
        coefficients = list(matrices.entries(p.data))
    else:
        if len(args) != 2 or not isinstance(args[1], v.Name):
            raise c.type_error("CompanionMatrix", 1, "x", "name", args[1] if len(args) == 2 else v.NULL)
        coefficients = polynomial_coefficients(p, args[1], "CompanionMatrix")
    n = len(coefficients) - 1
    if n < 1:
        raise c.fail("CompanionMatrix", "invalid input: the polynomial must have degree at least 1")
    lead = coefficients[-1]
    out = np.full((n, n), 0, dtype=object)
    for i in range(1, n):
        out[i, i - 1] = 1
    for i in range(n):
        out[i, n - 1] = arith.neg(arith.div(coefficients[i], lead))
    return Rtable(out, "Matrix")


@command("JordanBlockMatrix")
def jordan_block_matrix(ev, args):
    """JordanBlockMatrix([[x1, n1], [x2, n2], ...]): the block diagonal Matrix of Jordan
    blocks, block k of size nk with xk on its diagonal and 1 just above it."""
    c.count(args, "JordanBlockMatrix", 1)
    blocks = args[0]
    if not (isinstance(blocks, v.MList) and all(
            isinstance(b, v.MList) and len(b.items) == 2 and isinstance(b.items[1], int)
            and b.items[1] >= 0 for b in blocks.items)):
        raise c.type_error("JordanBlockMatrix", 0, "L", "list([anything, nonnegint])", blocks)
    n = sum(b.items[1] for b in blocks.items)
    from ...limits import check_shape
    check_shape(ev.host, (n, n), c.where("JordanBlockMatrix"))
    out = np.full((n, n), 0, dtype=object)
    k = 0
    for b in blocks.items:
        x, size = b.items
        for i in range(size):
            out[k + i, k + i] = x
            if i + 1 < size:
                out[k + i, k + i + 1] = 1
        k += size
    return Rtable(out, "Matrix")


@command("OuterProductMatrix")
def outer_product_matrix(ev, args):
    """OuterProductMatrix(U, V): the Matrix of U[i] * V[j]."""
    c.count(args, "OuterProductMatrix", 2)
    u = c.expect(args, 0, "OuterProductMatrix", "U", ("Vector",))
    w = c.expect(args, 1, "OuterProductMatrix", "V", ("Vector",))
    return Rtable(matrices.product(u.data.reshape(-1, 1), w.data.reshape(1, -1)), "Matrix")


@command("HouseholderMatrix")
def householder_matrix(ev, args):
    """HouseholderMatrix(V): the reflection I - 2 V . V^%H / (V^%H . V) through the plane
    orthogonal to the Vector V."""
    c.count(args, "HouseholderMatrix", 1)
    u = c.expect(args, 0, "HouseholderMatrix", "V", ("Vector",))
    column = u.data.reshape(-1, 1)
    row = c.conjugates(u.data).reshape(1, -1)
    square = matrices.product(row, column)[0, 0]
    if square == 0:
        raise c.fail("HouseholderMatrix", "invalid input: the Vector must not be zero")
    outer = matrices.product(column, row)
    scaled = matrices.entrywise("*", outer, arith.div(-2, matrices.to_maple_scalar(square)))
    return Rtable(matrices.entrywise("+", matrices.identity(len(u.data), scaled), scaled)
                  if not matrices.is_hardware(scaled) else np.eye(len(u.data)) + scaled, "Matrix")


@command("Map")
def map_entries(ev, args):
    """Map(f, A): applies f to each entry of the Matrix or Vector A in place (A changes)
    and returns A; Map[...] entry selection is not available."""
    c.count(args, "Map", 2, 99)
    f, a = args[0], args[1]
    if not isinstance(a, Rtable):
        raise c.type_error("Map", 1, "A", "{Matrix, Vector}", a)
    return apply_in_place(a, lambda e: ev.apply(f, (e, *args[2:])), "Map")


def apply_in_place(a: Rtable, fn, name: str) -> Rtable:
    """a with fn applied to each entry, stored back into a (as Map and Map2 do)."""
    grid = matrices.entries(a.data)
    results = np.empty(grid.shape, dtype=object)
    for index in np.ndindex(grid.shape):
        results[index] = fn(grid[index])
    try:
        a.data[...] = results if a.data.dtype == object else results.astype(a.data.dtype)
    except (TypeError, ValueError):
        raise c.fail(name, f"unable to store the results in a Matrix of datatype {a.datatype}") from None
    return a


@command("Zip")
def zip_entries(ev, args):
    """Zip(f, A, B): the Matrix or Vector of f(A[i, j], B[i, j]) over the common part of
    A and B (a scalar B is paired with every entry)."""
    c.count(args, "Zip", 3, 4)
    f, a, b = args[:3]
    if not isinstance(a, Rtable):
        raise c.type_error("Zip", 1, "A", "{Matrix, Vector}", a)
    x = matrices.entries(a.data)
    if isinstance(b, Rtable):
        y = matrices.entries(b.data)
        if x.ndim != y.ndim:
            raise c.fail("Zip", "invalid input: A and B must have the same number of dimensions")
        common = tuple(slice(0, min(p, q)) for p, q in zip(x.shape, y.shape))
        x, y = x[common], y[common]
    else:
        y = np.full(x.shape, b, dtype=object)
    out = np.empty(x.shape, dtype=object)
    for index in np.ndindex(x.shape):
        out[index] = ev.apply(f, (x[index], y[index]))
    return Rtable(out, a.kind)


@command("Permanent")
def permanent(ev, args):
    """Permanent(A): the permanent of the square Matrix A, the determinant's sum without
    its signs (Ryser's formula for numbers, up to 20 x 20; the sum over permutations for
    symbolic entries, up to 8 x 8)."""
    c.count(args, "Permanent", 1)
    a = c.expect(args, 0, "Permanent", "A", ("Matrix",), square=True)
    n = a.shape[0]
    if n > 20:
        raise c.fail("Permanent", "the permanent of a Matrix larger than 20 x 20 is not "
                                  "available in mapletape")
    grid = matrices.entries(a.data)
    if n == 0:
        return 1
    if c.domain(grid) == "symbolic":
        # the sum over permutations, term by term, so that a*d + b*c comes out expanded
        if n > 8:
            raise c.fail("Permanent", "the permanent of a symbolic Matrix larger than 8 x 8 is "
                                      "not available in mapletape")
        return arith.add_all([arith.mul_all([grid[i, p[i]] for i in range(n)])
                              for p in itertools.permutations(range(n))])
    total = []
    for size in range(1, n + 1):
        for columns in itertools.combinations(range(n), size):
            product = arith.mul_all([arith.add_all([grid[i, j] for j in columns]) for i in range(n)])
            total.append(product if (n - size) % 2 == 0 else arith.neg(product))
    return arith.add_all(total)


@command("MinimalPolynomial")
def minimal_polynomial(ev, args):
    """MinimalPolynomial(A, x): the monic polynomial p of least degree with p(A) = 0, for a
    square Matrix of rationals (the first power of A that depends on the lower ones)."""
    c.count(args, "MinimalPolynomial", 2)
    a = c.expect(args, 0, "MinimalPolynomial", "A", ("Matrix",), square=True)
    if not isinstance(args[1], v.Name):
        raise c.type_error("MinimalPolynomial", 1, "x", "name", args[1])
    kind, grid = c.numeric_grid(a, "MinimalPolynomial", "the minimal polynomial")
    if kind != "exact":
        raise c.fail("MinimalPolynomial", "the minimal polynomial of a float Matrix is not "
                                          "available in mapletape")
    rows = c.fractions(grid)
    n = len(rows)
    powers = [[[Fraction(int(i == j)) for j in range(n)] for i in range(n)]]
    for degree in range(1, n + 1):
        last = powers[-1]
        powers.append([[sum((last[i][t] * rows[t][j] for t in range(n)), Fraction(0))
                        for j in range(n)] for i in range(n)])
        # columns: the flattened powers; a dependency gives the coefficients
        system = [[p[i][j] for p in powers] for i in range(n) for j in range(n)]
        pivots, _ = reduce_exact(system)
        if len(pivots) < len(powers):
            free = next(j for j in range(len(powers)) if j not in pivots)
            coefficients = [Fraction(0)] * len(powers)
            coefficients[free] = Fraction(1)
            for r, col in enumerate(pivots):
                coefficients[col] = -system[r][free]
            lead = coefficients[free]
            monic = [q / lead for q in reversed(coefficients[:free + 1])]
            return exactpoly.polynomial(monic, args[1])
    raise AssertionError("Cayley-Hamilton")    # the characteristic polynomial annihilates A


def _vectors(value, name: str, position: int) -> list[Rtable]:
    if isinstance(value, Rtable) and value.kind.startswith("Vector"):
        return [value]
    if isinstance(value, (v.MList, v.MSet)) and all(
            isinstance(x, Rtable) and x.kind.startswith("Vector") for x in value.items):
        return list(value.items)
    raise c.type_error(name, position, "V", "{Vector, list(Vector), set(Vector)}", value)


def _independent(vectors: list[Rtable], name: str) -> list[int]:
    """The positions of a maximal independent subset, the first vectors kept first."""
    if not vectors:
        return []
    if len({len(x.data) for x in vectors}) != 1:
        raise c.fail(name, "invalid input: the Vectors must have the same dimension")
    columns = c.matrix_from_columns([x.data.reshape(-1, 1) for x in vectors])
    kind, grid = c.numeric_grid(columns, name, "a basis")
    if kind == "exact":
        rows = c.fractions(grid)
        return reduce_exact(rows, full=False)[0]
    return reduce_float(c.floats(grid), full=False)[1]


@command("Basis")
def basis(ev, args):
    """Basis(V): a basis of the space spanned by the Vectors V (a list, a set or one
    Vector): those of them, in order, that do not depend on the ones before."""
    c.count(args, "Basis", 1)
    vectors = _vectors(args[0], "Basis", 0)
    keep = [vectors[k] for k in _independent(vectors, "Basis")]
    return v.MSet.of(keep) if isinstance(args[0], v.MSet) else v.MList(tuple(keep))


@command("SumBasis")
def sum_basis(ev, args):
    """SumBasis([V1, V2, ...]): a basis of the sum of the spaces spanned by each Vi (a
    Vector, a list or a set of Vectors)."""
    c.count(args, "SumBasis", 1)
    spaces = args[0]
    if not isinstance(spaces, (v.MList, v.MSet)):
        raise c.type_error("SumBasis", 0, "VS", "{list, set}", spaces)
    vectors = [x for space in spaces.items for x in _vectors(space, "SumBasis", 0)]
    keep = [vectors[k] for k in _independent(vectors, "SumBasis")]
    return v.MSet.of(keep) if isinstance(spaces, v.MSet) else v.MList(tuple(keep))


def _intersection(first: list[Rtable], second: list[Rtable], name: str) -> list[Rtable]:
    """A basis of span(first) meet span(second), both independent: for each free column of
    the reduced row echelon form of [first | -second] (the solutions x, y of
    sum(x[k] first[k]) = sum(y[k] second[k]), that column's unknown 1, as NullSpace has
    them), the Vector sum(y[k] second[k])."""
    if not first or not second:
        return []
    columns = c.matrix_from_columns([x.data.reshape(-1, 1) for x in first] +
                                    [matrices.negate(x.data.reshape(-1, 1)) for x in second])
    kind, grid = c.numeric_grid(columns, name, "the intersection")
    p, n = len(first), grid.shape[1]
    if kind == "exact":
        reduced = c.fractions(grid)
        pivots, _ = reduce_exact(reduced)
        targets = [[Fraction(e) for e in x.data] for x in second]
        zero = Fraction(0)
    else:
        reduced, pivots, _ = reduce_float(c.floats(grid))
        targets = [c.floats(x.data) for x in second]
        zero = 0.0
    basis = []
    for j in (j for j in range(n) if j not in pivots):
        unknowns = [zero] * n
        unknowns[j] = 1
        for r, col in enumerate(pivots):
            unknowns[col] = -reduced[r][j]
        items = [zero] * len(targets[0])
        for y, target in zip(unknowns[p:], targets):
            items = [a + y * b for a, b in zip(items, target)]
        basis.append(items if kind == "exact" else np.array(items))
    return [c.same_orientation(first[0], items) for items in basis]


@command("IntersectionBasis")
def intersection_basis(ev, args):
    """IntersectionBasis([V1, V2, ...]): a basis of the intersection of the spaces spanned
    by each Vi (a Vector, a list or a set of Vectors), a list when every Vi is a list, else
    a set; IntersectionBasis([]) is the empty set (help page LinearAlgebra/Basis). Each
    space after the first is met with the intersection so far: its basis Vectors are the
    combinations of the earlier basis that lie in the next space."""
    c.count(args, "IntersectionBasis", 1)
    spaces = args[0]
    if not isinstance(spaces, (v.MList, v.MSet)):
        raise c.type_error("IntersectionBasis", 0, "VS", "{list, set}", spaces)
    as_list = isinstance(spaces, v.MList) and bool(spaces.items) and \
        all(isinstance(space, v.MList) for space in spaces.items)
    result = None
    for space in spaces.items:
        vectors = _vectors(space, "IntersectionBasis", 0)
        independent = [vectors[k] for k in _independent(vectors, "IntersectionBasis")]
        if result is None:
            result = independent
        else:
            if result and independent and len(result[0].data) != len(independent[0].data):
                raise c.fail("IntersectionBasis", "invalid input: the Vectors must have the same "
                                                  "dimension")
            result = _intersection(result, independent, "IntersectionBasis")
    result = result or []
    return v.MList(tuple(result)) if as_list else v.MSet.of(result)


def _is_identity(grid, kind: str) -> bool:
    if kind == "hardware":
        values = grid.astype(np.complex128)
        return bool(np.allclose(values, np.eye(len(values)), atol=len(values) * 1e3 * EPS))
    return all(arith.sub(grid[i, j], int(i == j)) == 0 for i, j in np.ndindex(grid.shape))


def _orthogonality(args, name: str, hermitian: bool):
    c.count(args, name, 1)
    a = c.expect(args, 0, name, "A", ("Matrix",))
    if a.shape[0] != a.shape[1]:
        return v.FALSE
    kind, grid = c.numeric_grid(a, name, "orthogonality")
    left = c.conjugates(grid).T if hermitian else grid.T
    if kind == "hardware":
        values = c.floats(grid)
        product = (values.conj().T if hermitian else values.T) @ values
    else:
        product = matrices.product(np.ascontiguousarray(left), grid)
    return v.truth(_is_identity(np.asarray(product), kind))


@command("IsOrthogonal")
def is_orthogonal(ev, args):
    """IsOrthogonal(A): whether the square Matrix A satisfies A^%T . A = I (to rounding for
    floats)."""
    return _orthogonality(args, "IsOrthogonal", False)


@command("IsUnitary")
def is_unitary(ev, args):
    """IsUnitary(A): whether the square Matrix A satisfies A^%H . A = I (to rounding for
    floats)."""
    return _orthogonality(args, "IsUnitary", True)


@command("VectorAngle")
def vector_angle(ev, args):
    """VectorAngle(U, V): the angle arccos(U . V / (||U|| ||V||)) between two real Vectors,
    a hardware float for floats; for exact Vectors only the angles 0, Pi/2 and Pi."""
    c.count(args, "VectorAngle", 2)
    u = c.expect(args, 0, "VectorAngle", "U", ("Vector",))
    w = c.expect(args, 1, "VectorAngle", "V", ("Vector",))
    if u.shape != w.shape:
        raise c.fail("VectorAngle", "invalid input: the Vectors must have the same dimension")
    kind, grid = c.numeric_grid(c.matrix_from_columns([u.data.reshape(-1, 1), w.data.reshape(-1, 1)]),
                                "VectorAngle", "the angle")
    if kind == "exact":
        rows = c.fractions(grid)
        dot = sum((r[0] * r[1] for r in rows), Fraction(0))
        squares = sum((r[0] ** 2 for r in rows), Fraction(0)) * sum((r[1] ** 2 for r in rows), Fraction(0))
        if squares == 0:
            raise c.fail("VectorAngle", "invalid input: the Vectors must not be zero")
        if dot == 0:
            return arith.div(v.Name("Pi"), 2)
        if dot * dot == squares:
            return 0 if dot > 0 else v.Name("Pi")
        raise c.fail("VectorAngle", "the exact angle (arccos) is not available in mapletape; use "
                                    "evalf of the Vectors")
    x, y = c.floats(grid[:, 0]), c.floats(grid[:, 1])
    cosine = float(np.real(np.vdot(x, y))) / (np.linalg.norm(x) * np.linalg.norm(y))
    return math.acos(max(-1.0, min(1.0, cosine)))


def _float_form(args, name: str, outputs: tuple, default: list, compute):
    positional, opts = c.options(args, name, {"output": None, "outputoptions": None})
    c.count(positional, name, 1)
    a = c.expect(positional, 0, name, "A", ("Matrix",), square=True)
    chosen = c.output_option(opts["output"], name, outputs, default)
    kind, grid = c.numeric_grid(a, name, f"the {name}")
    if kind != "hardware":
        raise c.fail(name, f"an exact {name} is not available in mapletape; use evalf(A)")
    parts = compute(c.floats(grid))
    return v.make_seq([c.matrix(parts[o]) for o in chosen])


@command("HessenbergForm")
def hessenberg_form(ev, args):
    """HessenbergForm(A), output = [Q, H]: the upper Hessenberg form H = Q^%H . A . Q of a
    float Matrix A (LAPACK's, through SciPy); exact entries are not available."""
    def compute(values):
        from scipy import linalg     # lazily
        h, q = linalg.hessenberg(values, calc_q=True)
        return {"H": h, "Q": q}
    return _float_form(args, "HessenbergForm", ("H", "Q"), ["H"], compute)


@command("SchurForm")
def schur_form(ev, args):
    """SchurForm(A), output = [Z, T]: the Schur form T = Z^%H . A . Z of a float Matrix A
    (LAPACK's, through SciPy: quasi-triangular for a real A, triangular for a complex
    one); exact entries are not available."""
    def compute(values):
        from scipy import linalg     # lazily
        t, z = linalg.schur(values, output="complex" if values.dtype.kind == "c" else "real")
        return {"T": t, "Z": z}
    return _float_form(args, "SchurForm", ("Z", "T"), ["T"], compute)


@command("TridiagonalForm")
def tridiagonal_form(ev, args):
    """TridiagonalForm(A), output = [Q, T]: the tridiagonal form T of a real symmetric or
    complex hermitian float Matrix A, with A = Q . T . Q^%H and Q orthogonal (unitary): the
    Householder reduction to Hessenberg form (LAPACK's, through SciPy), which for such an A
    is tridiagonal; exact entries are not available (help page
    LinearAlgebra/TridiagonalForm)."""
    def compute(values):
        from scipy import linalg     # lazily
        if not np.allclose(values, values.conj().T, rtol=1e-12, atol=0):
            raise c.fail("TridiagonalForm", "invalid input: the Matrix must be symmetric or "
                                            "hermitian")
        h, q = linalg.hessenberg(values, calc_q=True)
        band = np.triu(np.tril(h, 1), -1)
        return {"T": (band + band.conj().T) / 2, "Q": q}
    return _float_form(args, "TridiagonalForm", ("T", "Q"), ["T"], compute)


def _reflector(x: np.ndarray):
    """LAPACK's elementary reflector (dlarfg, zlarfg): (tau, v, beta) with v[0] = 1, beta
    real, and (I - tau v v^%H)^%H . x = beta e1."""
    alpha, rest = x[0], x[1:]
    norm = np.linalg.norm(rest)
    if norm == 0 and np.imag(alpha) == 0:
        return 0.0, np.eye(len(x), 1, dtype=x.dtype)[:, 0], np.real(alpha)
    beta = -np.copysign(np.hypot(abs(alpha), norm), np.real(alpha))
    v = np.concatenate(([1], rest / (alpha - beta))).astype(x.dtype)
    return (beta - alpha) / beta, v, beta


def _bidiagonal(a: np.ndarray):
    """LAPACK's bidiagonal reduction (dgebrd, zgebrd) with the factors formed: U, B, Vt
    with A = U . B . Vt, B upper bidiagonal when A has at least as many rows as columns,
    else lower bidiagonal."""
    a = a.copy()
    m, n = a.shape
    u, vt = np.eye(m, dtype=a.dtype), np.eye(n, dtype=a.dtype)
    b = np.zeros((m, n))

    def left(i, j):              # a reflector of column j, rows i.., applied from the left
        tau, v, beta = _reflector(a[i:, j])
        a[i:, j:] -= np.outer(tau.conjugate() * v, v.conj() @ a[i:, j:])
        u[:, i:] -= np.outer(u[:, i:] @ v, tau * v.conj())
        return beta

    def right(i, j):             # a reflector of row i, columns j.., applied from the right
        tau, v, beta = _reflector(a[i, j:].conj())
        a[i:, j:] -= np.outer(a[i:, j:] @ v, tau * v.conj())
        vt[j:, :] -= np.outer(np.conj(tau) * v, v.conj() @ vt[j:, :])
        return beta
    for i in range(min(m, n)):
        if m >= n:
            b[i, i] = left(i, i)
            if i + 1 < n:
                b[i, i + 1] = right(i, i + 1)
        else:
            b[i, i] = right(i, i)
            if i + 1 < m:
                b[i + 1, i] = left(i + 1, i)
    return u, b, vt


@command("BidiagonalForm")
def bidiagonal_form(ev, args):
    """BidiagonalForm(A), output = [U, B, Vt]: the bidiagonal form B of a float Matrix A,
    with A = U . B . Vt and U, Vt orthogonal (unitary): upper bidiagonal when A has at least
    as many rows as columns, else lower; B is real. LAPACK's Householder reduction (dgebrd,
    zgebrd); exact entries are not available (help page LinearAlgebra/BidiagonalForm)."""
    name = "BidiagonalForm"
    positional, opts = c.options(args, name, {"output": None, "outputoptions": None,
                                              "inplace": v.FALSE})
    c.count(positional, name, 1)
    a = c.expect(positional, 0, name, "A", ("Matrix",))
    chosen = c.output_option(opts["output"], name, ("U", "B", "Vt"), ["B"])
    kind, grid = c.numeric_grid(a, name, f"the {name}")
    if kind != "hardware":
        raise c.fail(name, f"an exact {name} is not available in mapletape; use evalf(A)")
    u, b, vt = _bidiagonal(c.floats(grid))
    parts = {"U": u, "B": b, "Vt": vt}
    return v.make_seq([c.matrix(parts[o]) for o in chosen])



def _strong_components(grid: np.ndarray) -> list[list[int]]:
    """The strongly connected components of the graph with an edge i -> j for each nonzero
    M[i, j], in the order Tarjan's algorithm completes them, each in its stack order, the
    depth-first search starting at vertex 1 and taking the columns in order: the order of
    Maple's StronglyConnectedBlocks (whose example, Matrix 5 x 5 below, gives the block of
    rows 5, 4 before that of rows 1, 2). Iterative, so any size is safe."""
    n = grid.shape[0]
    edges = [[j for j in range(n) if grid[i, j] != 0] for i in range(n)]
    number, low, on_stack = [0] * n, [0] * n, [False] * n
    stack, components, counter = [], [], 0
    for root in range(n):
        if number[root]:
            continue
        counter += 1
        number[root] = low[root] = counter
        stack.append(root)
        on_stack[root] = True
        work = [(root, 0)]
        while work:
            vertex, k = work[-1]
            if k < len(edges[vertex]):
                work[-1] = (vertex, k + 1)
                w = edges[vertex][k]
                if not number[w]:
                    counter += 1
                    number[w] = low[w] = counter
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, 0))
                elif number[w] < number[vertex] and on_stack[w]:
                    low[vertex] = min(low[vertex], number[w])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[vertex])
            if low[vertex] == number[vertex]:
                t = len(stack)
                while t > 0 and number[stack[t - 1]] >= number[vertex]:
                    t -= 1
                for w in stack[t:]:
                    on_stack[w] = False
                components.append(stack[t:])
                del stack[t:]
    return components


@command("StronglyConnectedBlocks")
def strongly_connected_blocks(ev, args):
    """StronglyConnectedBlocks(M): the list of the nonzero strongly connected blocks of the
    square Matrix M, the square submatrices that a row and column permutation puts on the
    diagonal (rows and columns of a strongly connected component of the graph of M's
    nonzero entries); zero blocks are left out, so Determinant(M) is the product of the
    blocks' determinants, or 0 when some are left out; outputform = rowlist gives each
    block's rows instead (help page LinearAlgebra/StronglyConnectedBlocks)."""
    name = "StronglyConnectedBlocks"
    positional, opts = c.options(args, name, {"outputform": v.Name("matrixlist"),
                                              "returnsingular": v.TRUE})
    c.count(positional, name, 1)
    a = c.expect(positional, 0, name, "M", ("Matrix",), square=True)
    form = opts["outputform"]
    if form not in (v.Name("matrixlist"), v.Name("rowlist")):
        raise c.keyword_error(name, "outputform", "identical(matrixlist, rowlist)", form)
    if opts["returnsingular"] not in (v.TRUE, v.FALSE):
        raise c.keyword_error(name, "returnsingular", "truefalse", opts["returnsingular"])
    grid = matrices.entries(a.data)
    blocks = [k for k in _strong_components(grid) if len(k) > 1 or grid[k[0], k[0]] != 0]
    if opts["returnsingular"] == v.FALSE and sum(map(len, blocks)) < a.shape[0]:
        raise c.fail(name, "returnsingular = false is not available in mapletape")
    if form == v.Name("rowlist"):
        return v.MList(tuple(v.MList(tuple(i + 1 for i in k)) for k in blocks))
    return v.MList(tuple(Rtable(grid[np.ix_(k, k)].copy(), "Matrix") for k in blocks))
