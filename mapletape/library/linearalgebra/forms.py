"""Normal forms of integer Matrices (HermiteForm, SmithForm), SylvesterMatrix, BezoutMatrix,
BilinearForm and Map2."""
from __future__ import annotations

import numpy as np

from ...values import arith, matrices
from ...values import core as v
from ...values.operands import free_names
from ...values.rtable import Rtable
from . import common as c
from .common import command
from .structure import apply_in_place, polynomial_coefficients


def _integers(args, name: str) -> list[list[int]]:
    c.count(args, name, 1)
    a = c.expect(args, 0, name, "A", ("Matrix",))
    grid = matrices.entries(a.data)
    if not all(isinstance(e, int) and not isinstance(e, bool) for e in grid.flat):
        raise c.fail(name, f"a {name} of a Matrix that is not of integers is not available in "
                           f"mapletape")
    return [list(row) for row in grid]


def hermite(rows: list[list[int]]) -> list[list[int]]:
    """The row Hermite normal form: upper echelon, each pivot positive, the entries above a
    pivot reduced to 0 <= e < pivot; zero rows last."""
    rows = [list(r) for r in rows]
    m = len(rows)
    n = len(rows[0]) if rows else 0
    r = 0
    for col in range(n):
        if r == m:
            break
        # Euclid on the column below r until one nonzero entry is left
        while True:
            nonzero = [i for i in range(r, m) if rows[i][col] != 0]
            if not nonzero:
                break
            p = min(nonzero, key=lambda i: abs(rows[i][col]))
            rows[r], rows[p] = rows[p], rows[r]
            done = True
            for i in range(r + 1, m):
                q = rows[i][col] // rows[r][col]
                if q:
                    rows[i] = [a - q * b for a, b in zip(rows[i], rows[r])]
                if rows[i][col]:
                    done = False
            if done:
                break
        if rows[r][col] == 0:
            continue
        if rows[r][col] < 0:
            rows[r] = [-a for a in rows[r]]
        for i in range(r):
            q = rows[i][col] // rows[r][col]
            if q:
                rows[i] = [a - q * b for a, b in zip(rows[i], rows[r])]
        r += 1
    return rows


def smith(rows: list[list[int]]) -> list[int]:
    """The invariant factors d1 | d2 | ... (nonnegative) of an integer Matrix."""
    grid = [list(r) for r in rows]
    m = len(grid)
    n = len(grid[0]) if grid else 0
    factors = []
    for t in range(min(m, n)):
        cells = [(i, j) for i in range(t, m) for j in range(t, n) if grid[i][j] != 0]
        if not cells:
            break
        while True:
            i, j = min(cells, key=lambda ij: abs(grid[ij[0]][ij[1]]))
            grid[t], grid[i] = grid[i], grid[t]
            for row in grid:
                row[t], row[j] = row[j], row[t]
            pivot = grid[t][t]
            clean = True
            for i in range(t + 1, m):
                q = grid[i][t] // pivot
                grid[i] = [a - q * b for a, b in zip(grid[i], grid[t])]
                clean &= grid[i][t] == 0
            for j in range(t + 1, n):
                q = grid[t][j] // pivot
                for row in grid:
                    row[j] -= q * row[t]
                clean &= grid[t][j] == 0
            if clean:
                # the pivot must divide every remaining entry, else fold a row in
                bad = next((i for i in range(t + 1, m) for j in range(t + 1, n)
                            if grid[i][j] % pivot), None)
                if bad is None:
                    break
                grid[t] = [a + b for a, b in zip(grid[t], grid[bad])]
            cells = [(i, j) for i in range(t, m) for j in range(t, n) if grid[i][j] != 0]
        factors.append(abs(grid[t][t]))
    return factors


@command("HermiteForm")
def hermite_form(ev, args):
    """HermiteForm(A): the (row) Hermite normal form of the integer Matrix A: upper
    triangular by integer row operations, pivots positive, entries above each pivot
    reduced into 0 .. pivot - 1."""
    return c.matrix(hermite(_integers(args, "HermiteForm")))


@command("SmithForm")
def smith_form(ev, args):
    """SmithForm(A): the Smith normal form of the integer Matrix A, the diagonal Matrix of
    its invariant factors d1, d2, ... (each dividing the next), of A's shape."""
    rows = _integers(args, "SmithForm")
    m, n = len(rows), len(rows[0]) if rows else 0
    out = [[0] * n for _ in range(m)]
    for k, d in enumerate(smith(rows)):
        out[k][k] = d
    return c.matrix(out) if m else Rtable(np.empty((0, n), dtype=object), "Matrix")


@command("SylvesterMatrix")
def sylvester_matrix(ev, args):
    """SylvesterMatrix(p, q, x): the Sylvester Matrix of the polynomials p and q in x, whose
    determinant is their resultant: deg(q) rows of p's coefficients (highest first), each
    shifted one place, then deg(p) rows of q's."""
    c.count(args, "SylvesterMatrix", 3)
    x = args[2]
    if not isinstance(x, v.Name):
        raise c.type_error("SylvesterMatrix", 2, "x", "name", x)
    p = list(reversed(polynomial_coefficients(args[0], x, "SylvesterMatrix")))
    q = list(reversed(polynomial_coefficients(args[1], x, "SylvesterMatrix")))
    m, n = len(p) - 1, len(q) - 1
    size = m + n
    out = np.full((size, size), 0, dtype=object)
    for i in range(n):
        out[i, i:i + m + 1] = p
    for i in range(m):
        out[n + i, i:i + n + 1] = q
    return Rtable(out, "Matrix")


def _convolve(a: list, b: list) -> list:
    """The coefficients (constant first) of the product of two polynomials."""
    out = [0] * (len(a) + len(b) - 1) if a and b else []
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] = arith.add(out[i + j], arith.mul(x, y))
    return out


def _bezout_rows(p: list, q: list) -> list[list]:
    """The help page's Bezout Matrix of P = sum(p[i] x^i) of degree n and Q of degree m <= n:
    for i = 1..m, row m-i+1 holds the coefficients of x^(n-1), ..., x^0 in
    (sum(q[m-r] x^(n-r), r = i..m)) (sum(p[n-r+1] x^(i-r), r = 1..i))
    - (sum(p[n-r] x^(n-r), r = i..n)) (sum(q[m-r+1] x^(i-r), r = 1..i)); the rows m+1..n
    hold q[m], ..., q[0], row i starting in column i-m."""
    n, m = len(p) - 1, len(q) - 1

    def power_sum(coefficient, low, high, exponent):
        out = [0] * n
        for r in range(low, high + 1):
            out[exponent(r)] = arith.add(out[exponent(r)], coefficient(r))
        return out
    rows = [[0] * n for _ in range(n)]
    for i in range(1, m + 1):
        first = _convolve(power_sum(lambda r: q[m - r], i, m, lambda r: n - r),
                          power_sum(lambda r: p[n - r + 1], 1, i, lambda r: i - r))
        second = _convolve(power_sum(lambda r: p[n - r], i, n, lambda r: n - r),
                           power_sum(lambda r: q[m - r + 1], 1, i, lambda r: i - r))
        difference = [arith.sub(a, b) for a, b in zip(first + [0] * n, second + [0] * n)]
        rows[m - i] = [difference[n - j] if n - j < len(difference) else 0 for j in range(1, n + 1)]
    for i in range(m + 1, n + 1):
        for j in range(1, m + 2):
            rows[i - 1][i - m - 2 + j] = q[m - j + 1]
    return rows


def _bezoutian(p: list, q: list, increasing: bool) -> list[list]:
    """The symmetric Bezout Matrix B of (P(x) Q(y) - P(y) Q(x))/(x - y) = X . B . Y^%T, X and
    Y the powers x^(n-1), ..., 1 (or 1, ..., x^(n-1) increasing): its coefficient of
    x^a y^b is the sum of N[a+1+k, b-k], k = 0..b, N the numerator's coefficients."""
    n = len(p) - 1
    q = q + [0] * (n + 1 - len(q))
    numerator = [[arith.sub(arith.mul(p[a], q[b]), arith.mul(p[b], q[a])) for b in range(n + 1)]
                 for a in range(n + 1)]
    coefficient = [[arith.add_all([numerator[a + 1 + k][b - k] for k in range(b + 1)
                                   if a + 1 + k <= n]) for b in range(n)] for a in range(n)]
    order = range(n) if increasing else range(n - 1, -1, -1)
    return [[coefficient[a][b] for b in order] for a in order]


@command("BezoutMatrix")
def bezout_matrix(ev, args):
    """BezoutMatrix(P, Q), BezoutMatrix(P, Q, x): the Bezout Matrix of the polynomials P
    and Q in x (found when P and Q have one indeterminate), of dimension deg(P) >= deg(Q),
    with the help page's entries; its determinant is their resultant. method = symmetric
    gives the symmetric B with (P(x) Q(y) - P(y) Q(x))/(x - y) = <x^(n-1), ..., 1>^%T . B .
    <y^(n-1), ..., 1>, methodoptions = increasing_degree the powers 1, ..., x^(n-1) (help
    page LinearAlgebra/BezoutMatrix)."""
    name = "BezoutMatrix"
    positional, options = c.options(args, name, {"method": None, "methodoptions": None,
                                                 "outputoptions": None})
    c.count(positional, name, 2, 3)
    if len(positional) == 3:
        x = positional[2]
        if not isinstance(x, v.Name):
            raise c.type_error(name, 2, "x", "name", x)
    else:
        names = free_names(positional[0]) | free_names(positional[1])
        if len(names) != 1:
            raise c.fail(name, "invalid input: the variable x must be given unless P and Q have "
                               "exactly one indeterminate")
        x = v.Name(next(iter(names)))
    p = polynomial_coefficients(positional[0], x, name)
    q = polynomial_coefficients(positional[1], x, name)
    if len(q) > len(p):
        raise c.fail(name, "invalid input: the degree of Q must not exceed the degree of P")
    if len(p) < 2:
        raise c.fail(name, "invalid input: P must have degree at least 1")
    method = c.check_method(options["method"], name, ("symmetric",))
    increasing = options["methodoptions"]
    if increasing is not None and increasing not in (v.Name("increasing_degree"),
                                                     v.Name("decreasing_degree")):
        raise c.keyword_error(name, "methodoptions", "identical(increasing_degree, "
                                                     "decreasing_degree)", increasing)
    if method == "symmetric":
        rows = _bezoutian(p, q, increasing == v.Name("increasing_degree"))
    else:
        if increasing == v.Name("increasing_degree"):
            raise c.fail(name, "methodoptions = increasing_degree goes with method = symmetric")
        rows = _bezout_rows(p, q)
    return c.matrix(rows)


@command("BilinearForm")
def bilinear_form(ev, args):
    """BilinearForm(U, V), BilinearForm(U, V, A): the number U^%T . A . V (A the identity by
    default); with conjugate = true (the default) U is conjugated: U^%H . A . V."""
    positional, opts = c.options(args, "BilinearForm", {"conjugate": v.TRUE})
    c.count(positional, "BilinearForm", 2, 3)
    u = c.expect(positional, 0, "BilinearForm", "U", ("Vector",))
    w = c.expect(positional, 1, "BilinearForm", "V", ("Vector",))
    left = c.conjugates(u.data) if opts["conjugate"] == v.TRUE else u.data
    right = w.data.reshape(-1, 1)
    if len(positional) == 3:
        a = c.expect(positional, 2, "BilinearForm", "A", ("Matrix",))
        if a.shape != (len(u.data), len(w.data)):
            raise c.fail("BilinearForm", "invalid input: the dimensions of U, V and A do not match")
        right = matrices.product(a.data, right)
    elif len(u.data) != len(w.data):
        raise c.fail("BilinearForm", "invalid input: the Vectors must have the same dimension")
    return matrices.to_maple_scalar(matrices.product(left.reshape(1, -1), right)[0, 0])


@command("Map2")
def map2(ev, args):
    """Map2(f, a, A): applies f(a, entry) to each entry of the Matrix or Vector A in place
    and returns A."""
    c.count(args, "Map2", 3, 99)
    f, first, a = args[:3]
    if not isinstance(a, Rtable):
        raise c.type_error("Map2", 2, "A", "{Matrix, Vector}", a)
    return apply_in_place(a, lambda e: ev.apply(f, (first, e, *args[3:])), "Map2")

