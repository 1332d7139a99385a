"""LUDecomposition (PLU, PLU1R, Cholesky), QRDecomposition and GramSchmidt."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from ...values import arith, matrices
from ...values import core as v
from . import common as c
from . import exactpoly
from .common import command
from .elimination import EPS, reduce_exact, reduce_float

LU_OUTPUTS = ("P", "L", "U", "U1", "R", "NAG", "handle", "determinant", "rank")
LU_METHODS = ("GaussianElimination", "RREF", "FractionFree", "Cholesky", "SparseDirect",
              "SparseDirectMKL", "none")


def _lu_exact(rows: list[list[Fraction]]):
    """A = P . L . U with the first nonzero pivot of each column (Maple's exact PLU):
    returns (permutation as a list of original rows, L rows, U rows, pivot columns)."""
    m, n = len(rows), len(rows[0]) if rows else 0
    u = [list(r) for r in rows]
    lower = [[Fraction(int(i == j)) for j in range(m)] for i in range(m)]
    order = list(range(m))
    pivots, r = [], 0
    for col in range(n):
        if r == m:
            break
        p = next((i for i in range(r, m) if u[i][col] != 0), None)
        if p is None:
            continue
        if p != r:
            u[r], u[p] = u[p], u[r]
            order[r], order[p] = order[p], order[r]
            for j in range(r):
                lower[r][j], lower[p][j] = lower[p][j], lower[r][j]
        for i in range(r + 1, m):
            factor = u[i][col] / u[r][col]
            if factor:
                lower[i][r] = factor
                u[i] = [a - factor * b for a, b in zip(u[i], u[r])]
        pivots.append(col)
        r += 1
    return order, lower, u, pivots


def _lu_float(a: np.ndarray):
    """The same with partial pivoting (LAPACK's dgetrf for a square Matrix, through SciPy)."""
    m, n = a.shape
    if m == n and n:
        from scipy import linalg     # lazily: only LUDecomposition of floats needs it
        p, lower, u = linalg.lu(a)
        order = [int(i) for i in np.argmax(p, axis=0)]
        tol = max(m, n) * EPS * np.abs(u).max()
        pivots, r = [], 0
        for col in range(n):
            if r < m and abs(u[r, col]) > tol:
                pivots.append(col)
                r += 1
        return order, lower, u, pivots
    u = a.copy()
    lower = np.eye(m, dtype=a.dtype)
    order = list(range(m))
    tol = max(m, n, 1) * EPS * (np.abs(a).max() if a.size else 0)
    pivots, r = [], 0
    for col in range(n):
        if r == m:
            break
        p = r + int(np.argmax(np.abs(u[r:, col])))
        if abs(u[p, col]) <= tol:
            continue
        if p != r:
            u[[r, p]] = u[[p, r]]
            order[r], order[p] = order[p], order[r]
            lower[[r, p], :r] = lower[[p, r], :r]
        factors = u[r + 1:, col] / u[r, col]
        lower[r + 1:, r] = factors
        u[r + 1:] -= np.outer(factors, u[r])
        u[r + 1:, col] = 0
        pivots.append(col)
        r += 1
    return order, lower, u, pivots


def _permutation(order: list[int], hardware: bool):
    m = len(order)
    grid = np.zeros((m, m)) if hardware else [[0] * m for _ in range(m)]
    for i, row in enumerate(order):
        grid[row][i] = 1
    return c.matrix(grid)


def _sign(order: list[int]) -> int:
    seen, sign = [False] * len(order), 1
    for i in range(len(order)):
        if not seen[i]:
            j, length = i, 0
            while not seen[j]:
                seen[j], j, length = True, order[j], length + 1
            sign *= -1 if length % 2 == 0 else 1
    return sign


@command("LUDecomposition")
def lu_decomposition(ev, args):
    """LUDecomposition(A), with output = [...] (of P, L, U, U1, R, rank, determinant) and
    method = GaussianElimination or Cholesky: the factors of A = P . L . U (the default
    output [P, L, U]), L square unit lower triangular, U upper triangular of A's shape, P
    a permutation Matrix; U1 and R give A = P . L . U1 . R with R the reduced row echelon
    form. Exact entries pivot on the first nonzero entry, floats on the largest (LAPACK).
    method = Cholesky gives the lower triangular L of A = L . L^%H for a symmetric positive
    definite float Matrix.
    """
    positional, opts = c.options(args, "LUDecomposition", {
        "output": None, "method": None, "conjugate": v.TRUE, "inplace": v.FALSE,
        "outputoptions": None})
    c.count(positional, "LUDecomposition", 1)
    a = c.expect(positional, 0, "LUDecomposition", "A", ("Matrix",))
    method = c.check_method(opts["method"], "LUDecomposition", LU_METHODS)
    outputs = c.output_option(opts["output"], "LUDecomposition", LU_OUTPUTS, ["P", "L", "U"])
    kind, grid = c.numeric_grid(a, "LUDecomposition", "an LU decomposition")
    if method == "Cholesky":
        return _cholesky(kind, grid, a)
    if "U" in outputs and ("U1" in outputs or "R" in outputs):
        raise c.fail("LUDecomposition", "invalid input: either U or the pair U1 and R may be "
                                        "returned, but not both")
    for unavailable in ("NAG", "handle"):
        if unavailable in outputs:
            raise c.fail("LUDecomposition", f"output = {unavailable} is not available in mapletape")
    m, n = a.shape
    if kind == "exact":
        order, lower, u, pivots = _lu_exact(c.fractions(grid))
    else:
        order, lower, u, pivots = _lu_float(c.floats(grid))
    parts = {"P": lambda: _permutation(order, kind != "exact"), "L": lambda: c.matrix(lower),
             "U": lambda: c.matrix(u), "rank": lambda: len(pivots)}
    parts["determinant"] = lambda: _determinant(kind, u, order, m, n)
    parts["R"] = lambda: c.matrix(_rref_of(kind, u))
    parts["U1"] = lambda: c.matrix(_u1(kind, u, pivots, m))
    return v.make_seq([parts[o]() for o in outputs])


def _determinant(kind, u, order, m, n):
    if m != n:
        raise c.fail("LUDecomposition", "the determinant of a non-square Matrix does not exist")
    product = Fraction(1) if kind == "exact" else 1.0
    for i in range(n):
        product *= u[i][i]
    product *= _sign(order)
    return c.exact(product) if kind == "exact" else c.hardware_scalar(product)


def _rref_of(kind, u):
    if kind == "exact":
        rows = [list(r) for r in u]
        reduce_exact(rows)
        return rows
    return reduce_float(np.asarray(u))[0]


def _u1(kind, u, pivots, m):
    """The square upper triangular U1 with U = U1 . R: the pivot columns of U, then the
    identity below the rank."""
    zero, one = (Fraction(0), Fraction(1)) if kind == "exact" else (0.0, 1.0)
    grid = [[zero] * m for _ in range(m)]
    for k, col in enumerate(pivots):
        for i in range(m):
            grid[i][k] = u[i][col]
    for k in range(len(pivots), m):
        grid[k][k] = one
    return np.array(grid) if kind != "exact" else grid


def _cholesky(kind, grid, a):
    if kind == "exact":
        raise c.fail("LUDecomposition", "an exact Cholesky decomposition is not available in "
                                        "mapletape; use evalf(A)")
    values = c.floats(grid)
    if a.shape[0] != a.shape[1] or not np.allclose(values, values.conj().T):
        raise c.fail("LUDecomposition", "matrix is not symmetric")
    try:
        return c.matrix(np.linalg.cholesky(values))
    except np.linalg.LinAlgError:
        raise c.fail("LUDecomposition", "matrix is not positive-definite") from None


# ---------------------------------------------------------------- QR and Gram-Schmidt

def _orthogonal_exact(columns: list[list[Fraction]]):
    """Classical Gram-Schmidt in rationals: the orthogonal (unnormalized) columns and the
    coefficients r[i][j] = (q_i . a_j) / (q_i . q_i); dependent columns are dropped."""
    basis, squares, coefficients = [], [], []
    for col in columns:
        w = list(col)
        row = []
        for q, s in zip(basis, squares):
            t = sum((x * y for x, y in zip(q, col)), Fraction(0)) / s
            row.append(t)
            w = [x - t * y for x, y in zip(w, q)]
        coefficients.append(row)
        s = sum((x * x for x in w), Fraction(0))
        if s != 0:
            basis.append(w)
            squares.append(s)
    return basis, squares, coefficients


@command("QRDecomposition")
def qr_decomposition(ev, args):
    """QRDecomposition(A): Q and R with A = Q . R, Q with orthonormal columns, R upper
    triangular (output = [Q, R] by default, or Q, R, rank, or a list of them; fullspan =
    true for a square Q). Floats: LAPACK's Householder QR; exact entries: Gram-Schmidt, R
    with a positive diagonal (entries with square roots)."""
    positional, opts = c.options(args, "QRDecomposition", {
        "output": None, "fullspan": v.FALSE, "conjugate": v.TRUE, "outputoptions": None})
    c.count(positional, "QRDecomposition", 1)
    a = c.expect(positional, 0, "QRDecomposition", "A", ("Matrix",))
    outputs = c.output_option(opts["output"], "QRDecomposition", ("Q", "R", "rank", "NAG"),
                              ["Q", "R"])
    kind, grid = c.numeric_grid(a, "QRDecomposition", "a QR decomposition")
    m, n = a.shape
    if kind == "exact":
        if opts["fullspan"] == v.TRUE:
            raise c.fail("QRDecomposition", "fullspan = true for exact entries is not available "
                                            "in mapletape")
        columns = [[row[j] for row in c.fractions(grid)] for j in range(n)]
        basis, squares, _ = _orthogonal_exact(columns)
        roots = [exactpoly.square_root(s) for s in squares]
        q = [[arith.mul(c.exact(b[i] / s), r) for b, s, r in zip(basis, squares, roots)]
             for i in range(m)]
        # R[k][j] = (q_k . a_j) = (b_k . a_j) / sqrt(s_k)
        r = [[arith.mul(c.exact(sum((x * y for x, y in zip(b, col)), Fraction(0)) / s), root)
              for col in columns] for b, s, root in zip(basis, squares, roots)]
        parts = {"Q": lambda: c.matrix(q) if q and q[0] else c.matrix([[]] * m),
                 "R": lambda: c.matrix(r), "rank": lambda: len(basis)}
    else:
        values = c.floats(grid)
        mode = "complete" if opts["fullspan"] == v.TRUE else "reduced"
        qf, rf = np.linalg.qr(values, mode=mode)
        parts = {"Q": lambda: c.matrix(qf), "R": lambda: c.matrix(rf),
                 "rank": lambda: int(np.linalg.matrix_rank(values))}
    if "NAG" in outputs:
        raise c.fail("QRDecomposition", "output = NAG is not available in mapletape")
    return v.make_seq([parts[o]() for o in outputs])


@command("GramSchmidt")
def gram_schmidt(ev, args):
    """GramSchmidt(V), GramSchmidt(V, normalized): the orthogonal Vectors that the
    Gram-Schmidt process makes from the list (or set) of Vectors V, dependent ones dropped;
    normalized makes them unit Vectors."""
    positional, opts = c.options(args, "GramSchmidt", {"normalized": v.FALSE, "conjugate": v.TRUE})
    c.count(positional, "GramSchmidt", 1)
    given = positional[0]
    if not (isinstance(given, (v.MList, v.MSet)) and all(
            getattr(x, "kind", "").startswith("Vector") for x in given.items)):
        raise c.type_error("GramSchmidt", 0, "V", "{list, set}(Vector)", given)
    vectors = list(given.items)
    if not vectors:
        return given
    kind = vectors[0].kind
    grids = [x.data.reshape(-1, 1) for x in vectors]
    domain, _ = c.numeric_grid(c.matrix_from_columns(grids), "GramSchmidt", "Gram-Schmidt")
    if domain == "exact":
        columns = [[Fraction(e) for e in matrices.entries(x.data)] for x in vectors]
        basis, squares, _ = _orthogonal_exact(columns)
        if opts["normalized"] == v.TRUE:
            out = [c.vector([arith.mul(c.exact(e / s), exactpoly.square_root(s)) for e in b], kind)
                   for b, s in zip(basis, squares)]
        else:
            out = [c.vector(b, kind) for b in basis]
    else:
        out, basis = [], []
        for x in vectors:
            w = c.floats(x.data).astype(np.complex128 if x.data.dtype.kind == "c" else np.float64)
            size = np.linalg.norm(w)
            for q in basis:
                w = w - np.vdot(q, w) / np.vdot(q, q) * q
            if np.linalg.norm(w) > len(w) * EPS * max(size, 1.0):
                basis.append(w)
        out = [c.vector(q / np.linalg.norm(q) if opts["normalized"] == v.TRUE else q, kind)
               for q in basis]
    return type(given)(tuple(out)) if isinstance(given, v.MList) else v.MSet.of(out)
