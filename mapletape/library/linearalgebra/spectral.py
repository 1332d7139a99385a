"""Eigenvalues, Eigenvectors, SingularValues, CharacteristicPolynomial, ConditionNumber,
MatrixExponential, IsDefinite and IsSimilar: LAPACK (numpy/SciPy) for floats, exact
characteristic polynomials for rationals."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from ...values import arith, matrices
from ...values import numbers as num
from ...values import core as v
from ...values.rtable import Rtable
from . import common as c
from . import exactpoly
from .common import command
from .elimination import _kernel, reduce_exact


def _is_symmetric(values: np.ndarray) -> bool:
    """Real symmetric or complex Hermitian, exactly: Maple then uses the symmetric solver
    and returns real eigenvalues in ascending order."""
    return bool(np.array_equal(values, values.conj().T))


def _exact_eigenvalues(grid, name: str) -> list:
    rows = c.fractions(grid)
    found = exactpoly.roots(exactpoly.characteristic(rows))
    if found is None:
        raise c.fail(name, "exact eigenvalues that are roots of an irreducible polynomial of "
                           "degree 3 or more (RootOf) are not available in mapletape; use "
                           "evalf(A) for floats")
    return found


def _values_form(values, output: str):
    if output == "list":
        return v.MList(tuple(values if not isinstance(values, np.ndarray)
                             else [c.hardware_scalar(x) for x in values]))
    kind = "Vector[row]" if output == "Vector[row]" else "Vector[column]"
    return c.vector(values, kind)


@command("Eigenvalues")
def eigenvalues(ev, args):
    """Eigenvalues(A), Eigenvalues(A, output = list): the eigenvalues of the square Matrix A
    as a column Vector (output = Vector[row] or list for those forms).

    Floats: LAPACK's; a symmetric (Hermitian) Matrix gives real float[8] values in
    ascending order, any other complex[8] values. Exact entries: the roots of the
    characteristic polynomial when they are rational (ascending) or a quadratic pair of
    radicals; a root of a higher irreducible factor (Maple's RootOf) is an error here.
    """
    positional, opts = c.options(args, "Eigenvalues", {"output": None, "implicit": v.FALSE,
                                                       "outputoptions": None})
    c.count(positional, "Eigenvalues", 1)
    output = c.output_option(opts["output"], "Eigenvalues",
                             ("Vector", "Vector[row]", "Vector[column]", "list"), ["Vector"])[0]
    a = c.expect(positional, 0, "Eigenvalues", "A", ("Matrix",), square=True)
    kind, grid = c.numeric_grid(a, "Eigenvalues", "eigenvalues")
    if kind == "exact":
        return _values_form(_exact_eigenvalues(grid, "Eigenvalues"), output)
    values = c.floats(grid)
    if _is_symmetric(values):
        return _values_form(np.linalg.eigvalsh(values), output)
    return _values_form(np.linalg.eigvals(values).astype(np.complex128), output)


@command("Eigenvectors")
def eigenvectors(ev, args):
    """Eigenvectors(A): the sequence of a column Vector of eigenvalues and a Matrix whose
    column i is an eigenvector for eigenvalue i; output = list gives [[value, multiplicity,
    {vectors}], ...]; output = values or vectors (or a list of them) picks parts.

    Floats: LAPACK's (unit eigenvectors; real for a symmetric Matrix, complex[8]
    otherwise). Exact: rational eigenvalues, each eigenspace's basis from its null space
    (the last free variable first, as on Maple's help page Student/LinearAlgebra/
    Eigenvectors); a defective Matrix has zero columns for the missing eigenvectors.
    """
    positional, opts = c.options(args, "Eigenvectors", {"output": None, "implicit": v.FALSE,
                                                        "outputoptions": None})
    c.count(positional, "Eigenvectors", 1)
    outputs = c.output_option(opts["output"], "Eigenvectors", ("values", "vectors", "list"),
                              ["values", "vectors"])
    a = c.expect(positional, 0, "Eigenvectors", "A", ("Matrix",), square=True)
    kind, grid = c.numeric_grid(a, "Eigenvectors", "eigenvectors")
    n = a.shape[0]
    if kind == "exact":
        values = _exact_eigenvalues(grid, "Eigenvectors")
        if not all(isinstance(x, (int, Fraction)) for x in values):
            raise c.fail("Eigenvectors", "eigenvectors for irrational eigenvalues are not "
                                         "available in mapletape; use evalf(A) for floats")
        pairs = []                               # (value, multiplicity, basis)
        for x in values:
            if pairs and pairs[-1][0] == x:
                pairs[-1][1] += 1
                continue
            rows = c.fractions(grid)
            for i in range(n):
                rows[i][i] -= Fraction(x)
            pivots, _ = reduce_exact(rows)
            pairs.append([x, 1, list(reversed(_kernel("exact", rows, pivots, n)))])
        if outputs == ["list"]:
            return v.MList(tuple(v.MList((x, m, v.MSet.of(basis))) for x, m, basis in pairs))
        columns = []
        for x, m, basis in pairs:
            columns += [b.data for b in basis[:m]] + [np.full(n, 0, dtype=object)] * (m - len(basis))
        vectors = Rtable(np.stack(columns, axis=1) if columns else np.empty((0, 0), dtype=object),
                         "Matrix")
        value_vector = c.vector(values)
    else:
        values = c.floats(grid)
        if _is_symmetric(values):
            w, e = np.linalg.eigh(values)
        else:
            w, e = np.linalg.eig(values)
            w, e = w.astype(np.complex128), e.astype(np.complex128)
        if outputs == ["list"]:
            return v.MList(tuple(v.MList((c.hardware_scalar(w[i]), 1, v.MSet.of([c.vector(e[:, i])])))
                                 for i in range(n)))
        value_vector, vectors = c.vector(w), c.matrix(e)
    if "list" in outputs:
        raise c.fail("Eigenvectors", "output = list cannot be combined with values or vectors")
    return v.make_seq([value_vector if o == "values" else vectors for o in outputs])


@command("SingularValues")
def singular_values(ev, args):
    """SingularValues(A): the singular values of the Matrix A, descending, as a column
    Vector of hardware floats; output = [U, S, Vt] (or any of U, S, Vt, list) gives the
    factors of the decomposition A = U . DiagonalMatrix(S) . Vt (U and Vt square).

    Exact entries: the square roots of the eigenvalues of A^%T . A when those are rational
    or radicals."""
    positional, opts = c.options(args, "SingularValues", {"output": None, "conjugate": v.TRUE,
                                                          "outputoptions": None})
    c.count(positional, "SingularValues", 1)
    outputs = c.output_option(opts["output"], "SingularValues", ("U", "S", "Vt", "list"), ["S"])
    a = c.expect(positional, 0, "SingularValues", "A", ("Matrix",))
    kind, grid = c.numeric_grid(a, "SingularValues", "singular values")
    if kind == "exact" and outputs in (["S"], ["list"]):
        rows = c.fractions(grid)
        m, n = len(rows), a.shape[1]
        gram = [[sum((rows[k][i] * rows[k][j] for k in range(m)), Fraction(0)) for j in range(n)]
                for i in range(n)]
        squares = exactpoly.roots(exactpoly.characteristic(gram)) if n <= m else \
            exactpoly.roots(exactpoly.characteristic(
                [[sum((rows[i][k] * rows[j][k] for k in range(n)), Fraction(0)) for j in range(m)]
                 for i in range(m)]))
        if squares is None or not all(isinstance(s, (int, Fraction)) for s in squares):
            raise c.fail("SingularValues", "exact singular values that are not square roots of "
                                           "rationals are not available in mapletape; use evalf(A)")
        values = [exactpoly.square_root(Fraction(s)) for s in sorted(squares, reverse=True)]
        return _values_form(values, "list" if outputs == ["list"] else "Vector")
    values = c.floats(grid)
    if outputs in (["S"], ["list"]):
        s = np.linalg.svd(values, compute_uv=False)
        return _values_form(s, "list" if outputs == ["list"] else "Vector")
    u, s, vt = np.linalg.svd(values)
    parts = {"U": c.matrix(u), "S": c.vector(s), "Vt": c.matrix(vt),
             "list": v.MList(tuple(c.hardware_scalar(x) for x in s))}
    return v.make_seq([parts[o] for o in outputs])


@command("CharacteristicPolynomial")
def characteristic_polynomial(ev, args):
    """CharacteristicPolynomial(A, x): the characteristic polynomial det(x I - A) of the
    square Matrix A, expanded in descending powers of x."""
    c.count(args, "CharacteristicPolynomial", 2)
    a = c.expect(args, 0, "CharacteristicPolynomial", "A", ("Matrix",), square=True)
    x = args[1]
    if not isinstance(x, (v.Name, v.Indexed)):
        raise c.type_error("CharacteristicPolynomial", 1, "lambda", "name", x)
    kind, grid = c.numeric_grid(a, "CharacteristicPolynomial", "the characteristic polynomial")
    if kind == "exact":
        return exactpoly.polynomial(exactpoly.characteristic(c.fractions(grid)), x)
    coefficients = np.poly(c.floats(grid))            # monic: its leading 1 stays exact
    terms = [arith.mul(c.hardware_scalar(q) if k else 1, arith.power(x, len(coefficients) - 1 - k))
             for k, q in enumerate(coefficients)]
    return arith.add_all(terms)


@command("ConditionNumber")
def condition_number(ev, args):
    """ConditionNumber(A), ConditionNumber(A, p): the condition number Norm(A, p) *
    Norm(A^(-1), p) of the square Matrix A, p = infinity by default (1, 2, infinity or
    Frobenius); exact for exact entries."""
    c.count(args, "ConditionNumber", 1, 2)
    a = c.expect(args, 0, "ConditionNumber", "A", ("Matrix",), square=True)
    from .basic import matrix_inverse, norm
    try:
        inverse = matrix_inverse(ev, [a])
    except c.MapleError as err:
        raise err.in_procedure(c.where("ConditionNumber")) from None
    p = list(args[1:])
    return arith.mul(norm(ev, [a] + p), norm(ev, [inverse] + p))


@command("MatrixExponential")
def matrix_exponential(ev, args):
    """MatrixExponential(A): the exponential of the square Matrix A, in hardware floats
    (SciPy's Pade approximation) for a Matrix of numbers with floats; an exact or symbolic
    Matrix (or MatrixExponential(A, t)) is not available in mapletape."""
    c.count(args, "MatrixExponential", 1, 2)
    a = c.expect(args, 0, "MatrixExponential", "A", ("Matrix",), square=True)
    kind, grid = c.numeric_grid(a, "MatrixExponential", "the exponential")
    if kind == "exact" or len(args) == 2:
        raise c.fail("MatrixExponential", "the exact (symbolic) exponential is not available in "
                                          "mapletape; use MatrixExponential(evalf(A))")
    from scipy import linalg        # lazily: start-up never imports SciPy
    return c.matrix(linalg.expm(c.floats(grid)))


DEFINITE_QUERIES = ("positive_definite", "positive_semidefinite", "negative_definite",
                    "negative_semidefinite", "indefinite")


@command("IsDefinite")
def is_definite(ev, args):
    """IsDefinite(A), IsDefinite(A, query = q): whether the square Matrix A is
    positive_definite (the default query), positive_semidefinite, negative_definite,
    negative_semidefinite or indefinite, judged on its symmetric part (A + A^%T)/2."""
    positional, opts = c.options(args, "IsDefinite", {"query": v.Name("positive_definite")})
    c.count(positional, "IsDefinite", 1)
    a = c.expect(positional, 0, "IsDefinite", "A", ("Matrix",), square=True)
    query = opts["query"]
    if not (isinstance(query, v.Name) and query.name in DEFINITE_QUERIES):
        raise c.keyword_error("IsDefinite", "query", c.choices(DEFINITE_QUERIES), query)
    kind, grid = c.numeric_grid(a, "IsDefinite", "definiteness")
    if kind == "exact":
        rows = c.fractions(grid)
        n = len(rows)
        sym = [[(rows[i][j] + rows[j][i]) / 2 for j in range(n)] for i in range(n)]
        # det(x I - S) of a symmetric S has real roots: all are >= 0 exactly when the
        # coefficients alternate in sign (Descartes), > 0 when moreover det(S) <> 0
        coefficients = exactpoly.characteristic(sym)
        alternating = all(q * (-1) ** k >= 0 for k, q in enumerate(coefficients))
        same_sign = all(q >= 0 for q in coefficients)
        nonsingular = coefficients[-1] != 0
        verdict = {"positive_semidefinite": alternating, "negative_semidefinite": same_sign,
                   "positive_definite": alternating and nonsingular,
                   "negative_definite": same_sign and nonsingular}
    else:
        values = c.floats(grid)
        w = np.linalg.eigvalsh((values + values.conj().T) / 2)
        tol = max(len(w), 1) * np.finfo(float).eps * (np.abs(w).max() if w.size else 0)
        verdict = {"positive_semidefinite": bool((w >= -tol).all()),
                   "negative_semidefinite": bool((w <= tol).all()),
                   "positive_definite": bool((w > tol).all()),
                   "negative_definite": bool((w < -tol).all())}
    verdict["indefinite"] = not (verdict["positive_semidefinite"] or verdict["negative_semidefinite"])
    return v.truth(verdict[query.name])



# the largest dimension IsSimilar decides: its test row-reduces n^2 x n^2 Matrices exactly
SIMILAR_LIMIT = 10


def _rationals(a: Rtable, name: str) -> list[list[Fraction]]:
    """A Matrix's entries as rationals, floats converted as convert(f, rational) does (the
    simplest rational agreeing to Digits digits)."""
    from ..integers import rational_of
    grid = matrices.entries(a.as_matrix())
    if not all(num.is_number(e) for e in grid.flat):
        raise c.fail(name, "similarity of Matrices with symbolic entries is not available in "
                           "mapletape")
    digits = num.DIGITS.get()
    return [[Fraction(e) if num.is_exact(e) else Fraction(rational_of(e, digits)) for e in row]
            for row in grid]


def _commutator_rank(x: list[list[Fraction]], y: list[list[Fraction]]) -> int:
    """The rank of I (x) X - Y^%T (x) I, the Matrix of C -> X . C - C . Y on n x n C."""
    n = len(x)
    rows = []
    for i in range(n):
        for j in range(n):              # the equation for entry (i, j) of X . C - C . Y
            row = [Fraction(0)] * (n * n)
            for k in range(n):
                row[k * n + j] += x[i][k]
                row[i * n + k] -= y[k][j]
            rows.append(row)
    return len(reduce_exact(rows, full=False)[0])


@command("IsSimilar")
def is_similar(ev, args):
    """IsSimilar(A, B): whether the square Matrices A and B are similar, C . A = B . C for
    an invertible C; floats are converted to rationals first (help page
    LinearAlgebra/IsSimilar). Decided exactly for numeric Matrices up to 10 x 10: equal
    characteristic polynomials and, by Byrnes and Gauger's criterion, equal ranks of the
    maps C -> A.C - C.A, C -> B.C - C.B and C -> A.C - C.B. output = C, the transformation,
    is not available."""
    name = "IsSimilar"
    positional, opts = c.options(args, name, {"output": None})
    c.count(positional, name, 2)
    a = c.expect(positional, 0, name, "A", ("Matrix",), square=True)
    b = c.expect(positional, 1, name, "B", ("Matrix",), square=True)
    chosen = c.output_option(opts["output"], name, ("query", "C"), ["query"])
    if "C" in chosen:
        raise c.fail(name, "output = C (the transformation Matrix) is not available in mapletape")
    if a.shape != b.shape:
        return v.make_seq([v.FALSE] * len(chosen))
    if a.shape[0] > SIMILAR_LIMIT:
        raise c.fail(name, f"similarity of Matrices larger than {SIMILAR_LIMIT} x "
                           f"{SIMILAR_LIMIT} is not available in mapletape")
    x, y = _rationals(a, name), _rationals(b, name)
    similar = exactpoly.characteristic(x) == exactpoly.characteristic(y) and \
        _commutator_rank(x, x) == _commutator_rank(y, y) == _commutator_rank(x, y)
    return v.make_seq([v.truth(similar)] * len(chosen))
