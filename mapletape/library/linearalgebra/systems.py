"""Linear systems as equations and triangular systems: GenerateMatrix, GenerateEquations,
BackwardSubstitute, ForwardSubstitute."""
from __future__ import annotations

import numpy as np

from ...display.lineprint import lprint
from ...values import arith, matrices
from ...values import core as v
from ...values import numbers as num
from ...values.operands import free_names
from ...values.rtable import Rtable
from . import common as c
from .common import command


def _unknowns(value, name: str, position: int) -> list:
    """The unknowns: a list or set of names (or a Vector of them)."""
    items = value.items if isinstance(value, (v.MList, v.MSet)) else \
        list(matrices.entries(value.data)) if isinstance(value, Rtable) else None
    if items is None or not all(isinstance(x, v.Name) or (isinstance(x, v.Indexed) and
                                                          isinstance(x.base, v.Name)) for x in items):
        raise c.type_error(name, position, "vars", "{list, set}(name)", value)
    return list(items)


def linear_parts(expr, unknowns: list, name: str):
    """(coefficient of each unknown, the rest) of an expression linear in the unknowns;
    sums and numeric or unknown-free factors are distributed, anything else is Maple's
    error for a nonlinear system."""
    names = frozenset(u.name if isinstance(u, v.Name) else u.base.name for u in unknowns)

    def mentions(e) -> bool:
        return bool(free_names(e) & names)

    def walk(e):
        if any(e == u for u in unknowns):
            return {e: 1}, 0
        if isinstance(e, v.Sum):
            coefficients, rest = {}, []
            for term in e.terms:
                part, constant = walk(term)
                for k, q in part.items():
                    coefficients[k] = arith.add(coefficients.get(k, 0), q)
                rest.append(constant)
            return coefficients, arith.add_all(rest) if rest else 0
        if isinstance(e, v.Product):
            inner = [f for f in e.factors if mentions(f)]
            if len(inner) > 1:
                raise c.fail(name, f"the equations are not linear in {lprint(v.MList(tuple(unknowns)))}")
            if not inner:
                return {}, e
            scale = arith.mul_all([f for f in e.factors if f is not inner[0]])
            part, constant = walk(inner[0])
            return {k: arith.mul(scale, q) for k, q in part.items()}, arith.mul(scale, constant)
        if not mentions(e):
            return {}, e
        raise c.fail(name, f"the equations are not linear in {lprint(v.MList(tuple(unknowns)))}")

    return walk(expr)


@command("GenerateMatrix")
def generate_matrix(ev, args):
    """GenerateMatrix(eqns, vars): the coefficient Matrix A and the right-hand side Vector b
    of the linear equations eqns (a list or set of equations or expressions, = 0) in the
    unknowns vars, so that A . Vector(vars) = b; augmented = true gives the Matrix <A | b>."""
    positional, opts = c.options(args, "GenerateMatrix", {"augmented": v.FALSE})
    c.count(positional, "GenerateMatrix", 2)
    eqns = positional[0]
    if not isinstance(eqns, (v.MList, v.MSet)):
        raise c.type_error("GenerateMatrix", 0, "eqns", "{list, set}", eqns)
    unknowns = _unknowns(positional[1], "GenerateMatrix", 1)
    rows, rhs = [], []
    for e in eqns.items:
        if isinstance(e, v.Relation):
            if e.op != "=":
                raise c.type_error("GenerateMatrix", 0, "eqns", "{list, set}(equation)", eqns)
            e = arith.sub(e.lhs, e.rhs)
        coefficients, constant = linear_parts(e, unknowns, "GenerateMatrix")
        rows.append([coefficients.get(u, 0) for u in unknowns])
        rhs.append(arith.neg(constant))
    a = c.matrix(rows) if rows else Rtable(np.empty((0, len(unknowns)), dtype=object), "Matrix")
    b = c.vector(rhs)
    if opts["augmented"] == v.TRUE:
        return Rtable(np.concatenate([a.data, b.data.reshape(-1, 1)], axis=1), "Matrix")
    return v.make_seq([a, b])


@command("GenerateEquations")
def generate_equations(ev, args):
    """GenerateEquations(A, vars), GenerateEquations(A, vars, B): the list of equations
    A . Vector(vars) = B; without B the right-hand sides are 0, or, when vars has one
    unknown fewer than A has columns, A's last column (A is then an augmented Matrix)."""
    c.count(args, "GenerateEquations", 2, 3)
    a = c.expect(args, 0, "GenerateEquations", "A", ("Matrix",))
    unknowns = _unknowns(args[1], "GenerateEquations", 1)
    rhs = [0] * a.shape[0]
    if len(args) == 3:
        b = c.expect(args, 2, "GenerateEquations", "B", ("Vector",))
        if b.shape[0] != a.shape[0]:
            raise c.fail("GenerateEquations", "invalid input: the dimensions of A and B differ")
        rhs = list(matrices.entries(b.data))
    elif len(unknowns) == a.shape[1] - 1:
        rhs = list(matrices.entries(a.data[:, -1]))
        a = Rtable(a.data[:, :-1], "Matrix")
    if len(unknowns) != a.shape[1]:
        raise c.fail("GenerateEquations", f"invalid input: {a.shape[1]} unknowns are needed, "
                                          f"but received {len(unknowns)}")
    grid = matrices.entries(a.data)
    out = []
    for i in range(a.shape[0]):
        terms = [arith.mul(grid[i, j], unknowns[j]) for j in range(a.shape[1]) if grid[i, j] != 0]
        lhs = arith.add_all(terms) if terms else 0
        out.append(v.Relation("=", lhs, rhs[i]))
    return v.MList(tuple(out))


def _substitute(args, name: str, lower: bool):
    c.count(args, name, 1, 2)
    a = c.expect(args, 0, name, "A", ("Matrix",))
    if len(args) == 2:
        b = c.expect(args, 1, name, "B", ("Matrix", "Vector[column]"))
        coefficients, rhs = a.data, b.as_matrix()
        vector_result = b.kind.startswith("Vector")
    else:
        if a.shape[1] < 1:
            raise c.type_error(name, 0, "A", "Matrix with at least one column", a)
        coefficients, rhs, vector_result = a.data[:, :-1], a.data[:, -1:], True
    m, n = coefficients.shape
    if rhs.shape[0] != m:
        raise c.fail(name, f"invalid input: the number of rows of A ({m}) and of B "
                           f"({rhs.shape[0]}) differ")
    if m != n:
        raise c.fail(name, "invalid input: the Matrix must be square and triangular")
    grid, right = matrices.entries(coefficients), matrices.entries(rhs)
    triangle = (np.triu if lower else np.tril)(np.ones((n, n), dtype=bool), -1 if not lower else 1)
    if any(grid[i, j] != 0 for i, j in zip(*np.nonzero(triangle))):
        raise c.fail(name, f"invalid input: the Matrix must be {'lower' if lower else 'upper'} "
                           f"triangular")
    if c.domain(coefficients, rhs) == "hardware":
        from scipy import linalg     # lazily: only triangular float systems need it
        x = c.floats(coefficients)
        if any(x[i, i] == 0 for i in range(n)):
            raise c.fail(name, "singular matrix")
        solution = linalg.solve_triangular(x, c.floats(rhs), lower=lower)
        return c.vector(solution[:, 0]) if vector_result else c.matrix(solution)
    solution = np.empty((n, rhs.shape[1]), dtype=object)
    order = range(n) if lower else range(n - 1, -1, -1)
    for k in range(rhs.shape[1]):
        for i in order:
            if grid[i, i] == 0 or (num.is_number(grid[i, i]) and num.compare(grid[i, i], 0) == 0):
                raise c.fail(name, "singular matrix")
            known = [arith.mul(grid[i, j], solution[j, k]) for j in (range(i) if lower else
                                                                    range(i + 1, n))]
            total = arith.sub(right[i, k], arith.add_all(known)) if known else right[i, k]
            solution[i, k] = arith.div(total, grid[i, i])
    return c.vector(solution[:, 0]) if vector_result else c.matrix(solution)


@command("BackwardSubstitute")
def backward_substitute(ev, args):
    """BackwardSubstitute(A, B), BackwardSubstitute(A) (A augmented): the solution X of
    A . X = B for a square upper triangular A, by back substitution."""
    return _substitute(args, "BackwardSubstitute", lower=False)


@command("ForwardSubstitute")
def forward_substitute(ev, args):
    """ForwardSubstitute(A, B), ForwardSubstitute(A) (A augmented): the solution X of
    A . X = B for a square lower triangular A, by forward substitution."""
    return _substitute(args, "ForwardSubstitute", lower=True)
