"""Arithmetic on Maple values: numbers fold, symbols build collected expression trees,
and rtables or Tensors take over through their `maple_binary`/`maple_unary` methods."""
from __future__ import annotations

import functools
from fractions import Fraction

from ..errors import MapleError
from . import numbers as num
from .core import (ExprSeq, Factorial, Function, MList, MSet, Name, Power, Product, Range, Relation, Sum,
                   identity, truth)


def _foreign(a, b, op: str):
    """Let an rtable or Tensor operand compute the result, or None if neither does."""
    for value, reflected in ((a, False), (b, True)):
        method = getattr(value, "maple_binary", None)
        if method is not None:
            other = b if not reflected else a
            result = method(op, other, reflected)
            if result is not NotImplemented:
                return result
    return None


_NOT_OPERANDS = (str, MList, MSet, ExprSeq, Relation, Range)


def _check_operand(value, op: str):
    if isinstance(value, _NOT_OPERANDS):
        raise MapleError(f"invalid {_op_word(op)}: %1", value)


def _op_word(op: str) -> str:
    return {"+": "terms in sum", "*": "terms in product", "^": "argument to ^"}.get(op, "operand")


# ---------------------------------------------------------------- sums

def _split_term(term):
    """A term as (coefficient, rest): `3*x*y` is (3, x*y); a number is (n, None)."""
    if num.is_number(term):
        return term, None
    if isinstance(term, Product) and num.is_number(term.factors[0]):
        rest = term.factors[1:]
        return term.factors[0], rest[0] if len(rest) == 1 else Product(rest)
    return 1, term


def _operator(op: str, numeric):
    """A binary operator: numbers fold with `numeric`, an rtable or Tensor operand computes
    the result itself, and anything else goes to the decorated symbolic rule."""
    def decorate(symbolic):
        @functools.wraps(symbolic)
        def operator(a, b):
            if num.is_number(a) and num.is_number(b):
                return numeric(a, b)
            result = _foreign(a, b, op)
            return symbolic(a, b) if result is None else result
        return operator
    return decorate


@_operator("+", num.add)
def add(a, b):
    _check_operand(a, "+")
    _check_operand(b, "+")
    return make_sum([a, b])


def add_all(terms):
    """`t1 + t2 + ... + tn`, as folding `add` gives it, but with each run of symbolic terms
    collected at once, so that a sum typed with n terms takes n steps, not n squared.
    `terms` may be any iterable of at least one term, taken one at a time."""
    return _fold(terms, add, make_sum)


def mul_all(factors):
    """`f1 * f2 * ... * fn` in the same way, through make_product."""
    return _fold(factors, mul, make_product)


def _fold(operands, pairwise, collect):
    operands = iter(operands)
    total, run = next(operands), []
    for operand in operands:
        # a number so far is combined at once: its check first (add(i, i = 1 .. n))
        if (run or (type(total) not in num.NUMBER_KINDS and _symbolic(total)
                    and not num.is_number(total))) and _symbolic(operand):
            run.append(operand)
            continue
        if run:
            total, run = collect([total, *run]), []
        total = pairwise(total, operand)
    return collect([total, *run]) if run else total


def _symbolic(value) -> bool:
    """Whether `add` and `mul` would hand this value to make_sum or make_product as it is."""
    return getattr(value, "maple_binary", None) is None and not isinstance(value, _NOT_OPERANDS)


def _collect(pairs, combine):
    """Like parts gathered (`x` and `3*x`; `x` and `x^2`): (key, combined value) pairs in
    order of first appearance. Keys are told apart by identity: f(1) and f(1.0) are not
    like terms. A dict, so that a sum of n terms takes n steps, not n squared."""
    collected: dict = {}
    for key, value in pairs:
        k = identity(key)
        seen = collected.get(k)
        collected[k] = (key, value) if seen is None else (seen[0], combine(seen[1], value))
    return collected.values()


def make_sum(terms):
    constant = 0
    symbolic = []                       # (rest, coefficient)
    float_seen = False
    for term in terms:
        for t in (term.terms if isinstance(term, Sum) else (term,)):
            coeff, rest = _split_term(t)
            if rest is None:
                float_seen |= not num.is_exact(coeff)
                constant = num.add(constant, coeff)
            else:
                symbolic.append((rest, coeff))
    collected = _collect(symbolic, num.add)
    out = [_scale(rest, coeff) for rest, coeff in collected if coeff != 0 or not num.is_exact(coeff)]
    if constant != 0 or float_seen:
        out.append(constant)
    if not out:
        return 0
    return out[0] if len(out) == 1 else Sum(tuple(out))


def _scale(rest, coeff):
    if coeff == 1 and num.is_exact(coeff):
        return rest
    factors = rest.factors if isinstance(rest, Product) else (rest,)
    return Product((coeff,) + factors)


# ---------------------------------------------------------------- products

def _split_factor(factor):
    """A factor as (base, exponent) for collecting like factors. Only numeric exponents
    combine, as in Maple: x^2*x is x^3, but x^n/x stays x^n/x (Maple's diff(x^n, x))."""
    if isinstance(factor, Power) and num.is_number(factor.exponent):
        return factor.base, factor.exponent
    return factor, 1


@_operator("*", num.mul)
def mul(a, b):
    _check_operand(a, "*")
    _check_operand(b, "*")
    return make_product([a, b])


def make_product(factors):
    coeff = 1
    symbolic = []                       # (base, exponent)
    for factor in factors:
        for f in (factor.factors if isinstance(factor, Product) else (factor,)):
            if num.is_number(f):
                coeff = num.mul(coeff, f)
            else:
                symbolic.append(_split_factor(f))
    collected = _collect(symbolic, add)
    rest = []
    for base, e in collected:
        if e != 0:
            r = power(base, e) if e != 1 else base
            if num.is_number(r):        # I*I is -1
                coeff = num.mul(coeff, r)
            else:
                rest.append(r)
    if coeff == 0:
        return coeff           # 0*x is 0, and 0.*x is 0.
    if not rest:
        return coeff
    if len(rest) == 1 and coeff == 1 and num.is_exact(coeff):
        return rest[0]
    if len(rest) == 1 and isinstance(rest[0], Sum) and num.is_exact(coeff):
        # Maple distributes a numeric coefficient over a sum: 2*(x+1) is 2 x + 2.
        return make_sum([mul(coeff, t) for t in rest[0].terms])
    flat = []
    for r in rest:
        flat.extend(r.factors if isinstance(r, Product) else (r,))
    return Product(((coeff,) if coeff != 1 or not num.is_exact(coeff) else ()) + tuple(flat))


# ---------------------------------------------------------------- powers

_I = Name("I")


def _radical(a, b):
    """A root of a positive rational constant in Maple's canonical form (help page sqrt):
    a^(n/d) is a^q * a^(r/d) with n = q*d + r and 0 <= r < d, and (a/b)^(n/d) is
    a^(n/d) * b^(-n/d); so 3^(5/2) is 9*3^(1/2) and 1/sqrt(3) is 3^(1/2)/3."""
    if not (isinstance(b, Fraction) and num.is_exact(a)) or a <= 0:
        return Power(a, b)
    if isinstance(a, Fraction):
        return mul(power(a.numerator, b), power(a.denominator, -b))
    q, r = divmod(b.numerator, b.denominator)
    if q == 0:
        return Power(a, b)
    return mul(power(a, q), power(a, Fraction(r, b.denominator)))


def power(a, b):
    if num.is_number(a) and num.is_number(b):
        result = num.power(a, b)
        if result is not None:
            return result
        return _radical(a, b)
    result = _foreign(a, b, "^")
    if result is not None:
        return result
    _check_operand(a, "^")
    _check_operand(b, "^")
    if b == 0 and num.is_exact(b):
        return 1
    if b == 1 and num.is_exact(b):
        return a
    if isinstance(b, int):
        if a == _I:
            # Maple's I is sqrt(-1): its integer powers cycle (help page "I")
            return (1, _I, -1, Product((-1, _I)))[b % 4]
        if isinstance(a, Power) and num.is_exact(a.exponent):
            return power(a.base, num.mul(a.exponent, b))
        if isinstance(a, Product):
            return make_product([power(f, b) for f in a.factors])
    return Power(a, b)


def factorial(x):
    """x!: an integer's factorial, unevaluated for a symbol, an error for another number."""
    if isinstance(x, int) and x >= 0:
        return num.factorial(x)
    if num.is_number(x):
        raise MapleError("numeric exception: factorial of a negative or non-integer number")
    return Factorial(x)


def neg(a):
    method = getattr(a, "maple_unary", None)
    if method is not None:
        result = method("-")
        if result is not NotImplemented:
            return result
    if num.is_number(a):
        return num.negate(a)
    return mul(-1, a)


@_operator("-", lambda a, b: num.add(a, num.negate(b)))
def sub(a, b):
    return add(a, neg(b))


@_operator("/", num.div)
def div(a, b):
    if b == 0 and num.is_number(b):
        raise MapleError("numeric exception: division by zero")
    return mul(a, power(b, -1))


@_operator(".", num.mul)
def dot(a, b):
    """`a . b` that no rtable or Tensor computed: `*` when a factor is a number, else it
    stays unevaluated, as Maple's noncommutative product (help page "dot")."""
    if num.is_number(a) or num.is_number(b):
        return mul(a, b)
    return Function(Name("."), (a, b))


def modulo(a, b):
    """`a mod m` (Maple's modp): a rational reduces to 0 .. m-1, and a polynomial has its
    coefficients reduced, so `(3*y + 5) mod 3` is 2."""
    if not isinstance(b, int):
        return Function(Name("mod"), (a, b))
    if b == 0:
        raise MapleError("numeric exception: division by zero")
    if num.is_number(a) and not num.is_exact(a) or not _exact_polynomial(a):
        return Function(Name("mod"), (a, b))
    return _reduce(a, abs(b))


def _exact_polynomial(a) -> bool:
    if isinstance(a, (Sum, Product)):
        return all(_exact_polynomial(t) for t in (a.terms if isinstance(a, Sum) else a.factors))
    return num.is_exact(a) or not num.is_number(a)


def _reduce(a, m: int):
    if isinstance(a, int):
        return a % m
    if isinstance(a, Fraction):
        try:
            inverse = pow(a.denominator, -1, m)
        except ValueError:
            raise MapleError("the modular inverse does not exist") from None
        return (a.numerator * inverse) % m
    if isinstance(a, Sum):
        return make_sum([_reduce(t, m) for t in a.terms])
    if isinstance(a, Product) and num.is_number(a.factors[0]):
        return make_product([_reduce(a.factors[0], m)] + list(a.factors[1:]))
    return a


# ---------------------------------------------------------------- sets

def _set_operation(op: str, combine):
    def operation(a, b):
        if isinstance(a, MSet) and isinstance(b, MSet):
            return combine(a, b)
        if isinstance(a, (MSet, Name, Function)) and isinstance(b, (MSet, Name, Function)):
            if op in ("union", "intersect"):
                return _symbolic_nary(op, combine, a, b)
            return Function(Name(op), (a, b))        # stays unevaluated on symbols
        bad = b if isinstance(a, MSet) else a
        raise MapleError(f"invalid input: `{op}` received %1, which is not valid for "
                         f"its {'2nd' if bad is b else '1st'} argument", bad)
    return operation


def _symbolic_nary(op: str, combine, a, b):
    """union and intersect with a symbolic operand: associative and commutative n-ary
    operators (help page union), so their set operands combine into one set, written after
    the symbols: {3, 4} union a union {3, 7} is a union {3, 4, 7}."""
    terms = []
    for x in (a, b):
        is_same = isinstance(x, Function) and x.head == Name(op)
        terms.extend(x.args if is_same else (x,))
    sets = [x for x in terms if isinstance(x, MSet)]
    others = list(dict.fromkeys(x for x in terms if not isinstance(x, MSet)))
    if sets:
        merged = sets[0]
        for s in sets[1:]:
            merged = combine(merged, s)
        if op == "intersect" and not merged.items:
            return merged                           # nothing is in the empty set
        if op == "intersect" or merged.items:
            others.append(merged)
    return others[0] if len(others) == 1 else Function(Name(op), tuple(others))


def _select(a: MSet, b: MSet, inside: bool) -> MSet:
    """The elements of a that are (or are not) elements of b: 1 and 1.0 are different."""
    keys = {identity(y) for y in b.items}
    return MSet.of(x for x in a.items if (identity(x) in keys) == inside)


SET_OPERATIONS = {
    "union": _set_operation("union", lambda a, b: MSet.of(a.items + b.items)),
    "minus": _set_operation("minus", lambda a, b: _select(a, b, False)),
    "intersect": _set_operation("intersect", lambda a, b: _select(a, b, True)),
    "subset": lambda a, b: _subset(a, b),
}


def _subset(a, b):
    if isinstance(a, MSet) and isinstance(b, MSet):
        return truth(not _select(a, b, False).items)
    return Function(Name("subset"), (a, b))
