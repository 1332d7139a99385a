"""Row reduction and what rests on it: Rank, ReducedRowEchelonForm, GaussianElimination,
Pivot, LinearSolve, NullSpace, RowSpace, ColumnSpace, LeastSquares, LUDecomposition.

Exact entries are reduced over Python Fractions (Maple's exact answers); hardware floats
with partial pivoting in numpy, a pivot counted as zero below a relative tolerance."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from ...values import arith, matrices
from ...values import core as v
from ...values.rtable import Rtable
from . import common as c
from .common import command
from .constructors import _positions

EPS = np.finfo(np.float64).eps


def reduce_exact(rows: list[list[Fraction]], full: bool = True, columns: int | None = None):
    """Gauss-Jordan (full) or Gaussian elimination on Fraction rows in place, the first
    nonzero entry as the pivot, as Maple does for exact entries; only the first `columns`
    columns are pivot candidates. Returns the pivot columns and the row swaps."""
    m = len(rows)
    n = len(rows[0]) if rows else 0
    pivots, swaps, r = [], [], 0
    for col in range(n if columns is None else columns):
        if r == m:
            break
        p = next((i for i in range(r, m) if rows[i][col] != 0), None)
        if p is None:
            continue
        if p != r:
            rows[r], rows[p] = rows[p], rows[r]
            swaps.append((r, p))
        if full:
            lead = rows[r][col]
            rows[r] = [e / lead for e in rows[r]]
        pivot_row = rows[r]
        for i in range(m) if full else range(r + 1, m):
            factor = rows[i][col] / pivot_row[col] if i != r else 0
            if factor:
                rows[i] = [a - factor * b for a, b in zip(rows[i], pivot_row)]
        pivots.append(col)
        r += 1
    return pivots, swaps


def reduce_float(a: np.ndarray, full: bool = True, columns: int | None = None):
    """The same with partial pivoting on a float or complex array (a copy); an entry below
    n * eps * (largest entry) counts as zero. Returns (array, pivots, swaps)."""
    a = np.array(a, dtype=np.complex128 if a.dtype.kind == "c" else np.float64)
    m, n = a.shape
    tol = max(m, n, 1) * EPS * (np.abs(a).max() if a.size else 0)
    pivots, swaps, r = [], [], 0
    for col in range(n if columns is None else columns):
        if r == m:
            break
        p = r + int(np.argmax(np.abs(a[r:, col])))
        if abs(a[p, col]) <= tol:
            a[r:, col] = 0
            continue
        if p != r:
            a[[r, p]] = a[[p, r]]
            swaps.append((r, p))
        if full:
            a[r] = a[r] / a[r, col]
            others = np.arange(m) != r
        else:
            others = np.arange(m) > r
        factors = a[others, col] / a[r, col]
        a[others] -= np.outer(factors, a[r])
        a[others, col] = 0
        pivots.append(col)
        r += 1
    return a, pivots, swaps


def _reduced(a: Rtable, name: str, what: str, full: bool = True):
    """(domain, reduced grid as Fraction rows or an array, pivot columns)."""
    kind, grid = c.numeric_grid(a, name, what)
    if kind == "exact":
        rows = c.fractions(grid)
        pivots, _ = reduce_exact(rows, full)
        return kind, rows, pivots
    reduced, pivots, _ = reduce_float(c.floats(grid), full)
    return kind, reduced, pivots


@command("Rank")
def rank(ev, args):
    """Rank(A): the rank of the Matrix A: by Gaussian elimination for exact entries, from
    the singular values for floats (as Maple's help page LinearAlgebra/Rank says)."""
    c.count(args, "Rank", 1)
    a = c.expect(args, 0, "Rank", "A", ("Matrix",))
    kind, grid = c.numeric_grid(a, "Rank", "the rank")
    if kind == "exact":
        rows = c.fractions(grid)
        return len(reduce_exact(rows, full=False)[0])
    return int(np.linalg.matrix_rank(c.floats(grid))) if grid.size else 0


@command("ReducedRowEchelonForm")
def reduced_row_echelon_form(ev, args):
    """ReducedRowEchelonForm(A): the reduced row echelon form of the Matrix A (Gauss-Jordan
    elimination): each pivot is 1 and the only nonzero entry of its column."""
    c.count(args, "ReducedRowEchelonForm", 1)
    a = c.expect(args, 0, "ReducedRowEchelonForm", "A", ("Matrix",))
    return c.matrix(_reduced(a, "ReducedRowEchelonForm", "row reduction")[1])


@command("GaussianElimination")
def gaussian_elimination(ev, args):
    """GaussianElimination(A): an upper triangular (row echelon) form of the Matrix A by
    Gaussian elimination: the first nonzero pivot for exact entries, partial pivoting for
    floats; the pivots are not scaled to 1."""
    c.count(args, "GaussianElimination", 1)
    a = c.expect(args, 0, "GaussianElimination", "A", ("Matrix",))
    return c.matrix(_reduced(a, "GaussianElimination", "row reduction", full=False)[1])


@command("Pivot")
def pivot(ev, args):
    """Pivot(A, i, j), Pivot(A, i, j, L): A pivoted about its nonzero entry A[i, j]: a
    multiple of row i added to every other row (only the rows L, an index, range or list,
    when given) so that column j is zero but for A[i, j]; inplace = true stores the result
    in A (help page LinearAlgebra/Pivot)."""
    name = "Pivot"
    positional, options = c.options(args, name, {"inplace": v.FALSE, "outputoptions": None})
    c.count(positional, name, 3, 4)
    a = c.expect(positional, 0, name, "A", ("Matrix",))
    m, n = a.shape
    i = _positions(positional[1], m, name, 1, "i")
    j = _positions(positional[2], n, name, 2, "j")
    if len(i) != 1 or len(j) != 1 or isinstance(positional[1], (v.Range, v.MList)) \
            or isinstance(positional[2], (v.Range, v.MList)):
        raise c.fail(name, "invalid input: i and j must be integers")
    i, j = i[0], j[0]
    rows = range(m) if len(positional) == 3 else _positions(positional[3], m, name, 3, "L")
    grid = matrices.entries(a.data).copy()
    lead = grid[i, j]
    if lead == 0:
        raise c.fail(name, "invalid input: the pivot entry A[i, j] must be nonzero")
    for k in dict.fromkeys(rows):
        if k != i and grid[k, j] != 0:
            factor = arith.div(grid[k, j], lead)
            grid[k] = [arith.sub(x, arith.mul(factor, y)) for x, y in zip(grid[k], grid[i])]
            grid[k, j] = 0          # exactly, also for floats
    if options["inplace"] != v.TRUE:
        if a.data.dtype.kind in "fc":          # a hardware Matrix stays one
            return Rtable(c.floats(grid), "Matrix", a.datatype)
        return Rtable(grid, "Matrix")
    try:
        a.data[...] = grid if a.data.dtype == object else grid.astype(a.data.dtype)
    except (TypeError, ValueError):
        raise c.fail(name, f"unable to store the result in a Matrix of datatype {a.datatype}") from None
    return a


# ---------------------------------------------------------------- LinearSolve

LINEARSOLVE_METHODS = ("none", "solve", "subs", "Cholesky", "LU", "QR", "hybrid", "modular",
                       "SparseLU", "SparseDirect", "SparseIterative")


@command("LinearSolve")
def linear_solve(ev, args):
    """LinearSolve(A, B), LinearSolve(A) (A the augmented Matrix [A | b]), with options
    method = name and free = name: the Vector (or Matrix, for a Matrix B) X with A . X = B.
    LinearSolve([P, L, U], B) and LinearSolve([L], B) take the factors that
    LUDecomposition gives (PLU, or Cholesky's L).

    Exact entries give Maple's exact answer; a system with many solutions is parametrized
    by free variables _t1[j], _t2[j], ... (a new name for each such solution in a session,
    as Maple's tools/genglobal makes them), or free[j] with free = name. Floats are solved
    in hardware floats (LAPACK through numpy/SciPy). No solution is the error
    `inconsistent system`.
    """
    positional, opts = c.options(args, "LinearSolve", {
        "method": None, "free": None, "conjugate": v.TRUE, "inplace": v.FALSE,
        "methodoptions": None, "outputoptions": None})
    c.count(positional, "LinearSolve", 1, 2)
    method = c.check_method(opts["method"], "LinearSolve", LINEARSOLVE_METHODS)
    if isinstance(positional[0], v.MList) and len(positional) == 2:
        return _prefactored(ev, positional[0], positional[1])
    a = c.expect(positional, 0, "LinearSolve", "A", ("Matrix",))
    if len(positional) == 2:
        b = c.expect(positional, 1, "LinearSolve", "B", ("Matrix", "Vector[column]"))
        coefficients, rhs = a.data, b.as_matrix()
        if coefficients.shape[0] != rhs.shape[0]:
            raise c.fail("LinearSolve", f"invalid input: the number of rows of A "
                                        f"({coefficients.shape[0]}) and of B ({rhs.shape[0]}) differ")
        vector_result = b.kind.startswith("Vector")
    else:
        if a.shape[1] < 1:
            raise c.type_error("LinearSolve", 0, "A", "Matrix with at least one column", a)
        coefficients, rhs, vector_result = a.data[:, :-1], a.data[:, -1:], True
    free = opts["free"]
    if free is not None and not isinstance(free, v.Name):
        raise c.keyword_error("LinearSolve", "free", "name", free)
    kind = _domain(coefficients, rhs, "LinearSolve", "solving")
    if kind == "hardware":
        solution = _float_solve(ev, coefficients, rhs, method, free)
    else:
        solution = _exact_solve(ev, coefficients, rhs, free)
    if vector_result:
        return c.vector(solution[:, 0] if isinstance(solution, np.ndarray) else
                        [row[0] for row in solution])
    return c.matrix(solution)


def _prefactored(ev, factors: v.MList, b):
    """LinearSolve([P, L, U], B) with the factors of LUDecomposition (A = P . L . U), or
    LinearSolve([L], B) with a Cholesky factor (A = L . L^%H): two triangular solves."""
    from .basic import hermitian_transpose, multiply, transpose_
    from .systems import backward_substitute, forward_substitute
    items = list(factors.items)
    if not (len(items) in (1, 3) and all(isinstance(x, Rtable) and x.kind == "Matrix"
                                         for x in items)):
        raise c.type_error("LinearSolve", 0, "A", "{Matrix, [Matrix, Matrix, Matrix], [Matrix]}",
                           factors)
    c.expect([factors, b], 1, "LinearSolve", "B", ("Matrix", "Vector[column]"))
    if len(items) == 1:
        lower = items[0]
        y = forward_substitute(ev, [lower, b])
        return backward_substitute(ev, [hermitian_transpose(ev, [lower]), y])
    p, lower, upper = items
    y = forward_substitute(ev, [lower, multiply(ev, [transpose_(ev, [p]), b])])
    return backward_substitute(ev, [upper, y])


def _domain(a: np.ndarray, b: np.ndarray, name: str, what: str) -> str:
    """How A . X = B is computed (common.numeric_grid of both)."""
    if matrices.is_hardware(a) and matrices.is_hardware(b):
        return "hardware"
    both = np.concatenate([a.astype(object), b.astype(object)], axis=1)
    return c.numeric_grid(Rtable(both, "Matrix"), name, what)[0]


def _free_name(ev, free):
    """The base of the free variables: the free = name given, else the session's next
    _t1, _t2, ... ."""
    if free is not None:
        return free
    counter = vars(ev.host).get("linear_algebra_free", 0) + 1
    vars(ev.host)["linear_algebra_free"] = counter
    return v.Name(f"_t{counter}")


def _exact_solve(ev, coefficients, rhs, free):
    n, p = coefficients.shape[1], rhs.shape[1]
    rows = [list(x) + list(y) for x, y in zip(c.fractions(coefficients) if n else
                                               [[] for _ in range(rhs.shape[0])],
                                               c.fractions(rhs))]
    pivots, _ = reduce_exact(rows, full=True)
    return _parametrized(ev, rows, pivots, n, p, free)


def _parametrized(ev, rows, pivots, n, p, free):
    """The solutions from a reduced augmented system (rows of Fractions, or of hardware
    floats): inconsistent when a pivot lies in the right-hand side, else the pivot
    variables in terms of the free ones."""
    if any(col >= n for col in pivots):
        raise c.fail("LinearSolve", "inconsistent system")
    free_columns = [j for j in range(n) if j not in pivots]
    base = _free_name(ev, free) if free_columns else None
    names = {}
    for j in free_columns:
        for k in range(p):
            names[j, k] = v.Indexed(base, (j + 1,) if p == 1 else (j + 1, k + 1))
    solution = [[0] * p for _ in range(n)]
    for (j, k), name in names.items():
        solution[j][k] = name
    for r, col in enumerate(pivots):
        for k in range(p):
            terms = [c.exact(rows[r][n + k])]
            terms += [arith.mul(c.exact(arith.neg(rows[r][j])), names[j, k])
                      for j in free_columns if rows[r][j] != 0]
            solution[col][k] = arith.add_all(terms) if len(terms) > 1 else terms[0]
    return solution


def _float_solve(ev, coefficients, rhs, method, free):
    """Hardware floats: LAPACK's solvers for a nonsingular square A (LU by default, QR or
    Cholesky when asked), else row reduction with free variables as in the exact case."""
    a, b = c.floats(coefficients), c.floats(rhs)
    m, n = a.shape
    if m == n and n:
        try:
            if method in ("QR", "Cholesky"):
                from scipy import linalg   # lazily: SciPy is only needed here
                if method == "Cholesky":
                    return linalg.cho_solve(linalg.cho_factor(a, lower=True), b)
                q, r = np.linalg.qr(a)
                return linalg.solve_triangular(r, q.conj().T @ b, lower=False)
            return np.linalg.solve(a, b)
        except np.linalg.LinAlgError:
            if method == "Cholesky":
                raise c.fail("LinearSolve", "Matrix is not positive-definite") from None
    if method == "Cholesky":
        raise c.fail("LinearSolve", "Matrix is not positive-definite")
    reduced, pivots, _ = reduce_float(np.concatenate([a, b], axis=1))
    rows = [[c.hardware_scalar(x) for x in row] for row in reduced]
    solution = _parametrized(ev, rows, pivots, n, b.shape[1], free)
    if n == len(pivots):                 # unique: a float[8] (complex[8]) result
        return np.array(reduced[:n, n:])
    return solution


# ---------------------------------------------------------------- spaces

def _kernel(kind, reduced, pivots, n):
    """The null space basis from a reduced row echelon form: one Vector per free column,
    that column's entry 1 (Maple's help page NullSpace)."""
    basis = []
    for j in [j for j in range(n) if j not in pivots]:
        if kind == "exact":
            items = [Fraction(0)] * n
            items[j] = Fraction(1)
            for r, col in enumerate(pivots):
                items[col] = -reduced[r][j]
            basis.append(c.vector(items))
        else:
            items = np.zeros(n, dtype=reduced.dtype)
            items[j] = 1
            for r, col in enumerate(pivots):
                items[col] = -reduced[r, j]
            basis.append(c.vector(items))
    return basis


@command("NullSpace")
def null_space(ev, args):
    """NullSpace(A): a basis of the null space (kernel) of the Matrix A, a set of column
    Vectors: for exact entries one Vector per free column of the reduced row echelon form,
    with 1 in that column; for floats an orthonormal basis from the singular value
    decomposition."""
    positional, _ = c.options(args, "NullSpace", {"outputoptions": None})
    c.count(positional, "NullSpace", 1)
    a = c.expect(positional, 0, "NullSpace", "A", ("Matrix",))
    kind, grid = c.numeric_grid(a, "NullSpace", "the null space")
    if kind == "exact":
        rows = c.fractions(grid)
        pivots, _ = reduce_exact(rows)
        return v.MSet.of(_kernel(kind, rows, pivots, a.shape[1]))
    values = c.floats(grid)
    if not values.size:
        return v.MSet.of([c.vector(np.eye(a.shape[1])[:, j]) for j in range(a.shape[1])])
    _, s, vh = np.linalg.svd(values)
    tol = max(values.shape) * EPS * (s[0] if s.size else 0)
    r = int((s > tol).sum())
    return v.MSet.of([c.vector(vh[k].conj()) for k in range(r, values.shape[1])])


def _row_basis(a: Rtable, name: str):
    """The nonzero rows of the reduced row echelon form."""
    _, reduced, pivots = _reduced(a, name, "a basis")
    return [reduced[r] for r in range(len(pivots))]


@command("RowSpace")
def row_space(ev, args):
    """RowSpace(A): a basis of the row space of the Matrix A, a list of row Vectors in
    canonical form (the nonzero rows of the reduced row echelon form, leading entries 1);
    the empty list for a zero Matrix."""
    positional, _ = c.options(args, "RowSpace", {"outputoptions": None})
    c.count(positional, "RowSpace", 1)
    a = c.expect(positional, 0, "RowSpace", "A", ("Matrix",))
    return v.MList(tuple(c.vector(row, "Vector[row]") for row in _row_basis(a, "RowSpace")))


@command("ColumnSpace")
def column_space(ev, args):
    """ColumnSpace(A): a basis of the column space of the Matrix A, a list of column Vectors
    in canonical form (leading entries 1): the row space of the transpose."""
    positional, _ = c.options(args, "ColumnSpace", {"outputoptions": None})
    c.count(positional, "ColumnSpace", 1)
    a = c.expect(positional, 0, "ColumnSpace", "A", ("Matrix",))
    transposed = Rtable(a.data.T.copy(), "Matrix")
    return v.MList(tuple(c.vector(row) for row in _row_basis(transposed, "ColumnSpace")))


# ---------------------------------------------------------------- LeastSquares

@command("LeastSquares")
def least_squares(ev, args):
    """LeastSquares(A, B), with free = name: the X that minimizes the 2-norm of A . X - B.

    Exact entries: the solution of the normal equations A^%H . A . X = A^%H . B, with free
    variables when A has dependent columns. Floats: LAPACK's minimum-norm solution.
    """
    positional, opts = c.options(args, "LeastSquares", {"free": None, "optimize": v.FALSE,
                                                        "method": None, "conjugate": v.TRUE})
    c.count(positional, "LeastSquares", 2)
    a = c.expect(positional, 0, "LeastSquares", "A", ("Matrix",))
    b = c.expect(positional, 1, "LeastSquares", "B", ("Matrix", "Vector[column]"))
    rhs = b.as_matrix()
    if a.shape[0] != rhs.shape[0]:
        raise c.fail("LeastSquares", f"invalid input: the number of rows of A ({a.shape[0]}) "
                                     f"and of B ({rhs.shape[0]}) differ")
    kind = _domain(a.data, rhs, "LeastSquares", "least squares")
    if kind == "hardware":
        solution = np.linalg.lstsq(c.floats(a.data), c.floats(rhs), rcond=None)[0]
        rows = solution
    else:
        x, y = c.fractions(a.data), c.fractions(rhs)
        n = a.shape[1]
        normal = [[sum((x[k][i] * x[k][j] for k in range(len(x))), Fraction(0)) for j in range(n)]
                  + [sum((x[k][i] * y[k][q] for k in range(len(x))), Fraction(0))
                     for q in range(rhs.shape[1])] for i in range(n)]
        pivots, _ = reduce_exact(normal)
        rows = _parametrized(ev, normal, pivots, n, rhs.shape[1], opts["free"])
    if b.kind.startswith("Vector"):
        return c.vector(rows[:, 0] if isinstance(rows, np.ndarray) else [r[0] for r in rows])
    return c.matrix(rows)
