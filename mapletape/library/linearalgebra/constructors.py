"""LinearAlgebra's constructors (IdentityMatrix, ZeroMatrix, DiagonalMatrix, HilbertMatrix,
Toeplitz, Hankel, Vandermonde and band Matrices, random ones) and selectors (Row, Column,
SubMatrix, SubVector, DeleteRow, DeleteColumn, Diagonal, Copy)."""
from __future__ import annotations

import random

import numpy as np

from ...display.lineprint import lprint
from ...errors import MapleError
from ...limits import check_shape
from ...values import arith, matrices
from ...values import core as v
from ...values import numbers as num
from ...values.rtable import Rtable
from ..registry import builtin, expect_count, split_options
from . import common as c
from .common import ORDINALS, PACKAGE, command


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


def _oriented(name: str, make):
    """`name` and its variants `name[row]`, `name[column]`: make(ev, args, kind)."""
    def variant(indices):
        if len(indices) == 1 and indices[0] in (v.Name("row"), v.Name("column")):
            kind = f"Vector[{indices[0].name}]"
            return v.Builtin(f"{name}[{indices[0].name}]", lambda ev, args: make(ev, args, kind),
                             make.__doc__ or "", False, PACKAGE)
        return None
    def plain(ev, args):
        return make(ev, args, "Vector[column]")
    plain.__doc__ = make.__doc__
    builtin(name, table=c.EXPORTS, module=PACKAGE, indexed=variant)(plain)
    return make


def _size(ev, args, position: int, name: str, parameter: str = "d") -> int:
    n = c.expect_integer(args, position, name, parameter)
    check_shape(ev.host, (n,), c.where(name))
    return n


def _filled(ev, args, name: str, value) -> Rtable:
    rows, columns = _dimensions(ev, args, name)
    return Rtable(np.full((rows, columns), value, dtype=object), "Matrix")


@command("ZeroMatrix")
def zero_matrix(ev, args):
    """ZeroMatrix(n), ZeroMatrix(r, c): the r x c Matrix of zeros."""
    return _filled(ev, args, "ZeroMatrix", 0)


@command("ConstantMatrix")
def constant_matrix(ev, args):
    """ConstantMatrix(x, n), ConstantMatrix(x, r, c): the r x c Matrix with every entry x."""
    expect_count(args, c.where("ConstantMatrix"), 2, 3)
    return _filled(ev, args[1:], "ConstantMatrix", args[0])


@command("ScalarMatrix")
def scalar_matrix(ev, args):
    """ScalarMatrix(s, n), ScalarMatrix(s, r, c): s on the diagonal, zeros elsewhere."""
    expect_count(args, c.where("ScalarMatrix"), 2, 3)
    out = _filled(ev, args[1:], "ScalarMatrix", 0)
    np.fill_diagonal(out.data, args[0])
    return out


def _zero_vector(ev, args, kind):
    """ZeroVector(d), ZeroVector[row](d): the Vector of d zeros."""
    expect_count(args, c.where("ZeroVector"), 1)
    return Rtable(np.full(_size(ev, args, 0, "ZeroVector"), 0, dtype=object), kind)


def _constant_vector(ev, args, kind):
    """ConstantVector(x, d), ConstantVector[row](x, d): the Vector of d entries x."""
    expect_count(args, c.where("ConstantVector"), 2)
    return Rtable(np.full(_size(ev, args, 1, "ConstantVector"), args[0], dtype=object), kind)


def _unit_vector(ev, args, kind):
    """UnitVector(i, d), UnitVector[row](i, d): the d-Vector with 1 in place i, else 0."""
    expect_count(args, c.where("UnitVector"), 2)
    d = _size(ev, args, 1, "UnitVector")
    i = c.expect_integer(args, 0, "UnitVector", "i", 1)
    if i > d:
        raise c.fail("UnitVector", f"invalid input: index {i} is larger than the dimension {d}")
    out = np.full(d, 0, dtype=object)
    out[i - 1] = 1
    return Rtable(out, kind)


def _scalar_vector(ev, args, kind):
    """ScalarVector(s, i, d), ScalarVector[row](s, i, d): the d-Vector with s in place i."""
    expect_count(args, c.where("ScalarVector"), 3)
    out = _unit_vector(ev, args[1:], kind)
    out.data[list(out.data).index(1)] = args[0]
    return out


for _name, _make in (("ZeroVector", _zero_vector), ("ConstantVector", _constant_vector),
                     ("UnitVector", _unit_vector), ("ScalarVector", _scalar_vector)):
    _oriented(_name, _make)


def _items(value, name: str, position: int, parameter: str) -> list:
    """The entries of a list or a Vector."""
    if isinstance(value, v.MList):
        return list(value.items)
    if isinstance(value, Rtable) and value.kind.startswith("Vector"):
        return list(matrices.entries(value.data))
    raise c.type_error(name, position, parameter, "{list, Vector}", value)


@command("DiagonalMatrix")
def diagonal_matrix(ev, args):
    """DiagonalMatrix(V), DiagonalMatrix(V, r, c): the Matrix with the entries of the list or
    Vector V on its diagonal; Matrices among them are placed as diagonal blocks."""
    positional, _ = split_options(args, c.where("DiagonalMatrix"), {"outputoptions": None,
                                                                    "shape": None})
    expect_count(positional, c.where("DiagonalMatrix"), 1, 3)
    blocks = [e.data if isinstance(e, Rtable) and e.kind == "Matrix" else np.array([[e]], dtype=object)
              for e in _items(positional[0], "DiagonalMatrix", 0, "V")]
    m = sum(b.shape[0] for b in blocks)
    n = sum(b.shape[1] for b in blocks)
    rows = positional[1] if len(positional) > 1 else m
    columns = positional[2] if len(positional) > 2 else (rows if len(positional) > 1 else n)
    rows, columns = _dimensions(ev, [rows, columns], "DiagonalMatrix")
    out = np.full((max(rows, m), max(columns, n)), 0, dtype=object)
    i = j = 0
    for b in blocks:
        out[i:i + b.shape[0], j:j + b.shape[1]] = b
        i, j = i + b.shape[0], j + b.shape[1]
    return Rtable(out[:rows, :columns].copy(), "Matrix")


@command("HilbertMatrix")
def hilbert_matrix(ev, args):
    """HilbertMatrix(n), HilbertMatrix(r, c), HilbertMatrix(r, c, x): the Matrix of entries
    1/(i + j - x), x = 1 by default."""
    expect_count(args, c.where("HilbertMatrix"), 1, 3)
    x = args[2] if len(args) == 3 else 1
    rows, columns = _dimensions(ev, list(args[:2]), "HilbertMatrix")
    out = np.empty((rows, columns), dtype=object)
    for i, j in np.ndindex(out.shape):
        out[i, j] = _call_div(1, arith.sub(i + j + 2, x), "HilbertMatrix")
    return Rtable(out, "Matrix")


def _call_div(a, b, name: str):
    try:
        return arith.div(a, b)
    except MapleError as err:
        raise err.in_procedure(c.where(name)) from None


@command("VandermondeMatrix")
def vandermonde_matrix(ev, args):
    """VandermondeMatrix(V), VandermondeMatrix(V, r, c): the Matrix whose row i is 1, V[i],
    V[i]^2, ... (n x n for n entries of the list or Vector V)."""
    positional, _ = split_options(args, c.where("VandermondeMatrix"), {"outputoptions": None})
    expect_count(positional, c.where("VandermondeMatrix"), 1, 3)
    items = _items(positional[0], "VandermondeMatrix", 0, "V")
    rows = positional[1] if len(positional) > 1 else len(items)
    columns = positional[2] if len(positional) > 2 else rows
    rows, columns = _dimensions(ev, [rows, columns], "VandermondeMatrix")
    if rows > len(items):
        raise c.fail("VandermondeMatrix", f"invalid input: {rows} rows need {rows} entries, "
                                          f"but V has {len(items)}")
    out = np.empty((rows, columns), dtype=object)
    for i, j in np.ndindex(out.shape):
        out[i, j] = arith.power(items[i], j)
    return Rtable(out, "Matrix")


@command("ToeplitzMatrix")
def toeplitz_matrix(ev, args):
    """ToeplitzMatrix(L), ToeplitzMatrix(L, r), ToeplitzMatrix(L, r, symmetric): the r x r
    Matrix constant along each diagonal, entry (i, j) = L[r - i + j] for a list or Vector L
    of 2r - 1 entries (r entries and entry L[abs(i - j) + 1] when symmetric)."""
    expect_count(args, c.where("ToeplitzMatrix"), 1, 3)
    items = _items(args[0], "ToeplitzMatrix", 0, "L")
    symmetric = v.Name("symmetric") in args[1:]
    sizes = [a for a in args[1:] if a != v.Name("symmetric")]
    r = sizes[0] if sizes else (len(items) if symmetric else (len(items) + 1) // 2)
    r = _dimensions(ev, [r], "ToeplitzMatrix")[0]
    need = r if symmetric else 2 * r - 1
    if len(items) < need:
        raise c.fail("ToeplitzMatrix", f"invalid input: a {r} x {r} Toeplitz Matrix needs "
                                       f"{need} entries, but received {len(items)}")
    out = np.empty((r, r), dtype=object)
    for i, j in np.ndindex(out.shape):
        out[i, j] = items[abs(i - j)] if symmetric else items[r - 1 - i + j]
    return Rtable(out, "Matrix")


@command("HankelMatrix")
def hankel_matrix(ev, args):
    """HankelMatrix(L), HankelMatrix(L, r): the r x r Matrix constant along each
    antidiagonal, entry (i, j) = L[i + j - 1] for a list or Vector L of 2r - 1 entries."""
    expect_count(args, c.where("HankelMatrix"), 1, 2)
    items = _items(args[0], "HankelMatrix", 0, "L")
    r = args[1] if len(args) == 2 else (len(items) + 1) // 2
    r = _dimensions(ev, [r], "HankelMatrix")[0]
    if len(items) < 2 * r - 1:
        raise c.fail("HankelMatrix", f"invalid input: a {r} x {r} Hankel Matrix needs "
                                     f"{2 * r - 1} entries, but received {len(items)}")
    out = np.empty((r, r), dtype=object)
    for i, j in np.ndindex(out.shape):
        out[i, j] = items[i + j]
    return Rtable(out, "Matrix")


@command("BandMatrix")
def band_matrix(ev, args):
    """BandMatrix(L), BandMatrix(L, k, n), BandMatrix(L, k, n, m): the n x m band Matrix
    whose diagonals are the entries of L, from the k-th subdiagonal up (k = (nops(L) - 1)/2
    by default); a list entry fills its diagonal, a scalar is repeated along it."""
    positional, _ = split_options(args, c.where("BandMatrix"), {"outputoptions": None})
    expect_count(positional, c.where("BandMatrix"), 1, 4)
    diagonals = _items(positional[0], "BandMatrix", 0, "L")
    diagonals = [list(d.items) if isinstance(d, v.MList) else
                 list(matrices.entries(d.data)) if isinstance(d, Rtable) else d for d in diagonals]
    k = positional[1] if len(positional) > 1 else (len(diagonals) - 1) // 2
    if not isinstance(k, int) or not 0 <= k < max(len(diagonals), 1):
        raise c.type_error("BandMatrix", 1, "k", "nonnegint", k)
    main = diagonals[k] if k < len(diagonals) else 0
    n = positional[2] if len(positional) > 2 else (len(main) if isinstance(main, list) else None)
    if n is None:
        raise c.fail("BandMatrix", "invalid input: the dimension n is needed when the diagonals "
                                   "are not lists")
    m = positional[3] if len(positional) > 3 else n
    n, m = _dimensions(ev, [n, m], "BandMatrix")
    out = np.full((n, m), 0, dtype=object)
    for t, d in enumerate(diagonals):
        offset = t - k
        cells = [(i, i + offset) for i in range(n) if 0 <= i + offset < m]
        for q, (i, j) in enumerate(cells):
            if isinstance(d, list):
                if q < len(d):
                    out[i, j] = d[q]
            else:
                out[i, j] = d
    return Rtable(out, "Matrix")


def _random_vector(ev, args, kind):
    """RandomVector(d), RandomVector[row](d, generator = lo..hi): a Vector of random
    integers (-99..99 by default) or, for a float range, uniform hardware floats."""
    positional, options = split_options(args, c.where("RandomVector"),
                                        {"generator": v.Range(-99, 99), "outputoptions": None})
    expect_count(positional, c.where("RandomVector"), 1)
    d = _size(ev, positional, 0, "RandomVector")
    grid = random_matrix(ev, [d, 1, v.Relation("=", v.Name("generator"), options["generator"])])
    return Rtable(grid.data.reshape(-1).copy(), kind)


_oriented("RandomVector", _random_vector)


# ---------------------------------------------------------------- selectors

def _positions(spec, size: int, name: str, position: int, parameter: str) -> list[int]:
    """0-based positions from an index (negative from the end), a range or a list of them."""
    if isinstance(spec, v.MList):
        return [p for item in spec.items for p in _positions(item, size, name, position, parameter)]
    if isinstance(spec, v.Range):
        low = 1 if spec.low == v.NULL else spec.low
        high = size if spec.high == v.NULL else spec.high
        lo, hi = (_position(x, size, name, position, parameter) for x in (low, high))
        return list(range(lo, hi + 1))
    return [_position(spec, size, name, position, parameter)]


def _position(index, size: int, name: str, position: int, parameter: str) -> int:
    if not isinstance(index, int) or isinstance(index, bool) or index == 0 or abs(index) > size:
        raise c.fail(name, f"invalid input: {lprint(index)} is not a valid index for "
                           f"{parameter} of dimension {size}") if isinstance(index, int) \
            else c.type_error(name, position, parameter, "{integer, range, list}", index)
    return index - 1 if index > 0 else size + index


@command("Row")
def row(ev, args):
    """Row(A, i): row i of the Matrix A as a row Vector; Row(A, i..j) or Row(A, [i, j]) the
    sequence of those rows."""
    positional, _ = split_options(args, c.where("Row"), {"outputoptions": None})
    expect_count(positional, c.where("Row"), 2)
    a = c.expect(positional, 0, "Row", "A", ("Matrix",))
    picks = _positions(positional[1], a.shape[0], "Row", 1, "i")
    return v.make_seq([Rtable(a.data[i].copy(), "Vector[row]") for i in picks])


@command("Column")
def column(ev, args):
    """Column(A, j): column j of the Matrix A as a column Vector; Column(A, i..j) or
    Column(A, [i, j]) the sequence of those columns."""
    positional, _ = split_options(args, c.where("Column"), {"outputoptions": None})
    expect_count(positional, c.where("Column"), 2)
    a = c.expect(positional, 0, "Column", "A", ("Matrix",))
    picks = _positions(positional[1], a.shape[1], "Column", 1, "j")
    return v.make_seq([Rtable(a.data[:, j].copy(), "Vector[column]") for j in picks])


@command("SubMatrix")
def sub_matrix(ev, args):
    """SubMatrix(A, r, c): the Matrix of the rows r and columns c of A, each an index, a
    range or a list of them (a Vector counts as a one-row or one-column Matrix)."""
    positional, _ = split_options(args, c.where("SubMatrix"), {"outputoptions": None})
    expect_count(positional, c.where("SubMatrix"), 3)
    a = c.expect(positional, 0, "SubMatrix", "A", ("Matrix", "Vector"))
    grid = a.as_matrix()
    rows = _positions(positional[1], grid.shape[0], "SubMatrix", 1, "r")
    columns = _positions(positional[2], grid.shape[1], "SubMatrix", 2, "c")
    return Rtable(grid[np.ix_(rows, columns)].copy(), "Matrix")


@command("SubVector")
def sub_vector(ev, args):
    """SubVector(V, i): the Vector of the entries i (an index, range or list) of V, in V's
    orientation; SubVector(A, r, c) of a Matrix: a part of one row (a row Vector) or of
    one column (a column Vector)."""
    positional, _ = split_options(args, c.where("SubVector"), {"outputoptions": None})
    expect_count(positional, c.where("SubVector"), 2, 3)
    a = c.expect(positional, 0, "SubVector", "A", ("Matrix", "Vector"))
    if a.kind.startswith("Vector"):
        expect_count(positional, c.where("SubVector"), 2)
        picks = _positions(positional[1], a.shape[0], "SubVector", 1, "i")
        return Rtable(a.data[picks].copy(), a.kind)
    expect_count(positional, c.where("SubVector"), 3)
    rows = _positions(positional[1], a.shape[0], "SubVector", 1, "r")
    columns = _positions(positional[2], a.shape[1], "SubVector", 2, "c")
    if len(rows) == 1:
        return Rtable(a.data[rows[0], columns].copy(), "Vector[row]")
    if len(columns) == 1:
        return Rtable(a.data[rows, columns[0]].copy(), "Vector[column]")
    raise c.fail("SubVector", "invalid input: the entries must lie in one row or one column")


def _delete(args, name: str, axis: int):
    positional, _ = split_options(args, c.where(name), {"outputoptions": None})
    expect_count(positional, c.where(name), 2)
    a = c.expect(positional, 0, name, "A", ("Matrix",))
    picks = _positions(positional[1], a.shape[axis], name, 1, "L")
    return Rtable(np.delete(a.data, picks, axis=axis), "Matrix")


@command("DeleteRow")
def delete_row(ev, args):
    """DeleteRow(A, L): the Matrix A without the rows L (an index, a range or a list)."""
    return _delete(args, "DeleteRow", 0)


@command("DeleteColumn")
def delete_column(ev, args):
    """DeleteColumn(A, L): the Matrix A without the columns L (an index, a range or a list)."""
    return _delete(args, "DeleteColumn", 1)


@command("Diagonal")
def diagonal(ev, args):
    """Diagonal(A), Diagonal(A, k): the k-th diagonal of the Matrix A (k > 0 above the main
    diagonal, k < 0 below) as a column Vector."""
    positional, _ = split_options(args, c.where("Diagonal"), {"outputoptions": None})
    expect_count(positional, c.where("Diagonal"), 1, 2)
    a = c.expect(positional, 0, "Diagonal", "A", ("Matrix",))
    k = positional[1] if len(positional) == 2 else 0
    if not isinstance(k, int) or isinstance(k, bool):
        raise c.type_error("Diagonal", 1, "k", "integer", k)
    return Rtable(np.diagonal(a.data, k).copy(), "Vector[column]")


@command("Copy")
def copy(ev, args):
    """Copy(A): a new Matrix or Vector with the entries of A, which can change apart from A."""
    expect_count(args, c.where("Copy"), 1)
    a = c.expect(args, 0, "Copy", "A", ("Matrix", "Vector", "Array"))
    return Rtable(a.data.copy(), a.kind, a.datatype)


# ---------------------------------------------------------------- rotations and permutations

@command("GivensRotationMatrix")
def givens_rotation_matrix(ev, args):
    """GivensRotationMatrix(V, i, j), GivensRotationMatrix(V, i, j, d): the square Matrix G
    of the Givens rotation that takes V[j] to zero: with r = (V[i]^2 + V[j]^2)^(1/2),
    G[i, i] = G[j, j] = V[i]/r, G[i, j] = -G[j, i] = V[j]/r, the rest of the identity; of
    V's dimension or d x d; compact = true gives the 2 x 2 rotation alone (help page
    LinearAlgebra/GivensRotationMatrix)."""
    name = "GivensRotationMatrix"
    positional, options = split_options(args, c.where(name), {"compact": v.FALSE,
                                                              "outputoptions": None})
    expect_count(positional, c.where(name), 3, 4)
    vec = c.expect(positional, 0, name, "V", ("Vector",))
    n = vec.shape[0]
    i, j = (_position(positional[k], n, name, k, "ij"[k - 1]) for k in (1, 2))
    if i == j:
        raise c.fail(name, "invalid input: the indices i and j must differ")
    d = positional[3] if len(positional) == 4 else n
    if not isinstance(d, int) or isinstance(d, bool) or d < 2:
        raise c.type_error(name, 3, "d", "integer[2 .. infinity]", d)
    if max(i, j) >= d:
        raise c.fail(name, f"invalid input: the indices must be at most the dimension {d}")
    check_shape(ev.host, (d, d), c.where(name))
    x, y = matrices.entries(vec.data)[[i, j]]
    r = ev.apply(ev.builtins["sqrt"], (arith.add(arith.power(x, 2), arith.power(y, 2)),))
    if r == 0:
        raise c.fail(name, "invalid input: V[i] and V[j] must not both be zero")
    cosine, sine = arith.div(x, r), arith.div(y, r)
    if options["compact"] == v.TRUE:
        out = c.matrix([[cosine, sine], [arith.neg(sine), cosine]]).data
    else:
        out = np.full((d, d), 0, dtype=object)
        for k in range(d):
            out[k, k] = 1
        out[i, i] = out[j, j] = cosine
        out[i, j], out[j, i] = sine, arith.neg(sine)
    if vec.data.dtype.kind in "fc":            # a hardware float Vector: a float[8] Matrix
        return Rtable(c.floats(out), "Matrix", "float[8]")
    return Rtable(out, "Matrix")


@command("CreatePermutation")
def create_permutation(ev, args):
    """CreatePermutation(V), CreatePermutation(V, d), output = Vector or Matrix: the
    permutation of a NAG pivot Vector V (before the i-th pivot rows i and V[i] are swapped):
    the Vector U whose i-th entry is the row of A that the swaps bring to row i, or the
    permutation Matrix P with P[U[i], i] = 1, so that A = P . L . U for
    LUDecomposition's L and U; of dimension d (at least that of V) when given; datatype
    integer[8] (help page LinearAlgebra/CreatePermutation)."""
    name = "CreatePermutation"
    positional, options = split_options(args, c.where(name), {"output": None,
                                                              "outputoptions": None})
    expect_count(positional, c.where(name), 1, 2)
    pivots = c.expect(positional, 0, name, "V", ("Vector",))
    swaps = list(matrices.entries(pivots.data))
    d = positional[1] if len(positional) == 2 else len(swaps)
    if not isinstance(d, int) or isinstance(d, bool) or d < len(swaps):
        raise c.type_error(name, 1, "d", f"integer[{len(swaps)} .. infinity]", d)
    check_shape(ev.host, (d, d), c.where(name))
    rows = list(range(1, d + 1))
    for k, target in enumerate(swaps):
        if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= d:
            raise c.fail(name, f"invalid input: the pivot Vector's entries must be integers in "
                               f"1 .. {d}, but received {lprint(target)}")
        rows[k], rows[target - 1] = rows[target - 1], rows[k]
    chosen = c.output_option(options["output"], name, ("Vector", "Matrix"), ["Vector"])
    if len(chosen) != 1:
        raise c.fail(name, "invalid input: output must be one of Vector or Matrix")
    if chosen[0] == "Vector":
        return Rtable(np.array(rows, dtype=np.int64), "Vector[column]", "integer[8]")
    out = np.zeros((d, d), dtype=np.int64)
    for k, row in enumerate(rows):
        out[row - 1, k] = 1
    return Rtable(out, "Matrix", "integer[8]")
