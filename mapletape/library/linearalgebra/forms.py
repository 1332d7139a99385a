"""Normal forms of integer Matrices (HermiteForm, SmithForm), SylvesterMatrix, BilinearForm
and Map2."""
from __future__ import annotations

import numpy as np

from ...values import matrices
from ...values import core as v
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

