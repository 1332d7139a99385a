"""Characteristic polynomials over the rationals and their roots where they are rational or
come in quadratic pairs (radicals): the exact side of Eigenvalues and SingularValues."""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ...values import arith
from ...values import core as v


def characteristic(rows: list[list[Fraction]]) -> list[Fraction]:
    """The coefficients of det(x I - A), highest power first (monic), by the
    Faddeev-LeVerrier recurrence in exact rationals."""
    n = len(rows)
    coefficients = [Fraction(1)]
    m = [[Fraction(0)] * n for _ in range(n)]           # M_0 = 0
    for k in range(1, n + 1):
        # M_k = A M_{k-1} + c_{k-1} I ;  c_k = -trace(A M_k) / k
        product = [[sum((rows[i][t] * m[t][j] for t in range(n)), Fraction(0)) for j in range(n)]
                   for i in range(n)]
        for i in range(n):
            product[i][i] += coefficients[-1]
        m = product
        trace = sum((sum((rows[i][t] * m[t][i] for t in range(n)), Fraction(0)) for i in range(n)),
                    Fraction(0))
        coefficients.append(-trace / k)
    return coefficients


def evaluate(coefficients: list[Fraction], x: Fraction) -> Fraction:
    total = Fraction(0)
    for a in coefficients:
        total = total * x + a
    return total


def deflate(coefficients: list[Fraction], root: Fraction) -> list[Fraction]:
    """The quotient of the polynomial by (x - root) (synthetic division)."""
    out = [coefficients[0]]
    for a in coefficients[1:-1]:
        out.append(a + out[-1] * root)
    return out


def rational_roots(coefficients: list[Fraction]) -> tuple[list[Fraction], list[Fraction]]:
    """(the rational roots with multiplicity, ascending; the remaining factor). Candidates
    come from numerical roots, each checked exactly: a rational root p/q of an integer
    polynomial has q dividing the leading coefficient."""
    roots = []
    while len(coefficients) > 1:
        if coefficients[-1] == 0:
            roots.append(Fraction(0))
            coefficients = coefficients[:-1]
            continue
        scale = math.lcm(*(a.denominator for a in coefficients))
        integers = [int(a * scale) for a in coefficients]
        lead = abs(integers[0])
        found = None
        for z in np.roots([float(a) for a in integers]):
            if abs(z.imag) > 1e-6 * max(1.0, abs(z.real)):
                continue
            for q in _divisors(lead):
                candidate = Fraction(round(z.real * q), q)
                if evaluate(coefficients, candidate) == 0:
                    found = candidate
                    break
            if found is not None:
                break
        if found is None:
            break
        roots.append(found)
        coefficients = deflate(coefficients, found)
    return sorted(roots), coefficients


def _divisors(n: int) -> list[int]:
    if n > 10 ** 6:
        return [n]
    return [d for d in range(1, n + 1) if n % d == 0]


def square_root(r: Fraction):
    """sqrt(r) for a rational r as a Maple value: rational when r is a square, a multiple
    of sqrt(k) for a squarefree integer k otherwise, I times that for r < 0."""
    if r < 0:
        return arith.mul(square_root(-r), v.Name("I"))
    p, q = r.numerator, r.denominator
    inner = p * q                                  # sqrt(p/q) = sqrt(p*q)/q
    outer = 1
    for f in range(2, math.isqrt(inner) + 1):
        while inner % (f * f) == 0:
            inner //= f * f
            outer *= f
        if f * f > inner:
            break
    factor = Fraction(outer, q)
    if inner == 1:
        return _exact(factor)
    return arith.mul(_exact(factor), arith.power(inner, Fraction(1, 2)))


def _exact(x: Fraction):
    return x.numerator if x.denominator == 1 else x


def quadratic_roots(coefficients: list[Fraction]) -> list:
    """The two roots of a x^2 + b x + c, the one with + sqrt first, as Maple lists them
    (help page Student/LinearAlgebra/Eigenvalues: -1/2 + sqrt(35)/2, -1/2 - sqrt(35)/2)."""
    a, b, c = coefficients
    centre = -b / (2 * a)
    radical = square_root((b * b - 4 * a * c) / (4 * a * a))
    return [arith.add(_exact(centre), radical), arith.sub(_exact(centre), radical)]


def roots(coefficients: list[Fraction]) -> list | None:
    """All roots (with multiplicity) when they are rational or quadratic radicals: the
    rational ones ascending, then a quadratic pair; None when a factor of higher degree
    remains (Maple would give RootOf)."""
    found, rest = rational_roots(coefficients)
    if len(rest) == 1:
        return [_exact(r) for r in found]
    if len(rest) == 3:
        return [_exact(r) for r in found] + quadratic_roots(rest)
    return None


def polynomial(coefficients: list[Fraction], x) -> object:
    """The Maple polynomial with these coefficients (highest power first) in x."""
    n = len(coefficients) - 1
    terms = [arith.mul(_exact(a), arith.power(x, n - k))
             for k, a in enumerate(coefficients) if a != 0]
    return arith.add_all(terms) if terms else 0
