"""1-D output: the `lprint` form, which is valid Maple input."""
from __future__ import annotations

import contextvars
from fractions import Fraction
from functools import singledispatch

import numpy as np

from ..values import core as v
from ..values import numbers as num
from ..values.dataframe import DataFrame, DataSeries
from ..values.rtable import Rtable, to_maple_scalar
from .atoms import is_negative, name_text, number_text, string_text
from .elision import elided_terms, terms_marker
from .precedence import (ATOM, FACTORIAL, LOGICAL, NEUTRAL, NOT, POWER, PRODUCT, RANGE, RELATION, SEQ,
                         SUM, infix_operator, infix_strength, infix_text, prefix_operator)
from .procedures import one_line


def lprint(value) -> str:
    return _form(value)[0]


def _wrap(form: tuple[str, int], binding: int) -> str:
    text, strength = form
    return f"({text})" if strength < binding else text


@singledispatch
def _form(value) -> tuple[str, int]:
    if num.is_number(value):
        return number_text(value), number_binding(value)
    form = getattr(value, "lprint_form", None)
    if form is not None:
        return form(), ATOM
    return repr(value), ATOM


def number_binding(value) -> int:
    """A negative number binds like a sum, a rational like a quotient."""
    if is_negative(value):
        return SUM
    return PRODUCT if isinstance(value, Fraction) else ATOM


@_form.register
def _(value: str):
    return string_text(value), ATOM


@_form.register
def _(value: v.Name):
    return name_text(value.name), ATOM


def _terms(elided, text, separator: str = ", ") -> str:
    """The terms of an elided sequence (`elided` as elided_terms gives it) written by
    `text` and joined around the marker. When nothing is elided the callers join the terms
    in their own frames: a value nested thousands deep prints through them, and each frame
    more per level is a level less before Python's recursion limit."""
    head, count, tail = elided
    return separator.join([*map(text, head), terms_marker(count), *map(text, tail)])


@_form.register
def _(value: v.ExprSeq):
    if not value.items:
        return "NULL", ATOM
    elided = elided_terms(value.items)
    if elided is None:
        return ", ".join(_wrap(_form(x), SEQ + 1) for x in value.items), SEQ
    return _terms(elided, lambda x: _wrap(_form(x), SEQ + 1)), SEQ


@_form.register
def _(value: v.MList):
    elided = elided_terms(value.items)
    if elided is None:
        return "[" + ", ".join(lprint(x) for x in value.items) + "]", ATOM
    return "[" + _terms(elided, lprint) + "]", ATOM


@_form.register
def _(value: v.MSet):
    elided = elided_terms(value.items)
    if elided is None:
        return "{" + ", ".join(lprint(x) for x in value.items) + "}", ATOM
    return "{" + _terms(elided, lprint) + "}", ATOM


def _head_text(head) -> str:
    return _wrap(_form(head), ATOM)


@_form.register
def _(value: v.Function):
    op = infix_operator(value)
    if op is not None:
        strength = infix_strength(op)
        return infix_text(op).join(_wrap(_form(a), strength + (i > 0)) for i, a in enumerate(value.args)), strength
    op = prefix_operator(value)
    if op is not None:
        return f"{op} {_wrap(_form(value.args[0]), NEUTRAL + 1)}", NEUTRAL
    elided = elided_terms(value.args)
    if elided is None:
        return _head_text(value.head) + "(" + ",".join(lprint(a) for a in value.args) + ")", ATOM
    return _head_text(value.head) + "(" + _terms(elided, lprint, ",") + ")", ATOM


@_form.register
def _(value: v.Indexed):
    return _head_text(value.base) + "[" + ",".join(lprint(a) for a in value.indices) + "]", ATOM


@_form.register
def _(value: v.Relation):
    return f"{_wrap(_form(value.lhs), RANGE)} {value.op} {_wrap(_form(value.rhs), RANGE)}", RELATION


@_form.register
def _(value: v.Range):
    return f"{_wrap(_form(value.low), SUM)} .. {_wrap(_form(value.high), SUM)}", RANGE


@_form.register
def _(value: v.Logical):
    strength = LOGICAL[value.op]
    if value.op == "not":
        return "not " + _wrap(_form(value.operands[0]), NOT), NOT
    return f" {value.op} ".join(_wrap(_form(x), strength + 1) for x in value.operands), strength


@_form.register
def _(value: v.Sum):
    terms = printed_terms(value.terms)
    elided = elided_terms(terms)
    if elided is None:
        return _sum_text(terms), SUM
    head, count, tail = elided
    return f"{_sum_text(head)}{'+' if head else ''}{terms_marker(count)}{_sum_text(tail, True)}", SUM


def _sum_text(terms, after_others: bool = False) -> str:
    parts = []
    for i, term in enumerate(terms):
        negative, magnitude = split_sign(term)
        text = _wrap(_form(magnitude), SUM + 1) if negative else _wrap(_form(term), SUM)
        parts.append(("-" if negative else ("+" if i or after_others else "")) + text)
    return "".join(parts)


_I = v.Name("I")


def _imaginary(term) -> bool:
    """Whether a term is the imaginary part of a complex number: I or a number times I."""
    return term == _I or (isinstance(term, v.Product) and len(term.factors) == 2
                          and num.is_number(term.factors[0]) and term.factors[1] == _I)


def printed_terms(terms) -> tuple:
    """The terms of a sum in the order Maple prints them: a complex number is one atom to
    Maple, its real part first (`2.1+0.5*I`, help page "complex", and `10+55*I`, help page
    "I": https://www.maplesoft.com/support/help/view.aspx?path=I), so the imaginary part
    goes after the numeric term, which this sum keeps last."""
    if not any(map(_imaginary, terms)):
        return terms
    return (tuple(t for t in terms if not _imaginary(t))
            + tuple(t for t in terms if _imaginary(t)))


def split_sign(term):
    """(True, -term) when a term of a sum prints with a leading minus."""
    if num.is_number(term) and is_negative(term):
        return True, num.negate(term)
    if isinstance(term, v.Product) and num.is_number(term.factors[0]) and is_negative(term.factors[0]):
        coeff = num.negate(term.factors[0])
        rest = term.factors[1:]
        if coeff == 1 and num.is_exact(coeff):
            return True, rest[0] if len(rest) == 1 else v.Product(rest)
        return True, v.Product((coeff,) + rest)
    return False, term


def split_quotient(factors) -> tuple[list, list]:
    """The factors above the line and those below it (powers with a negative exponent,
    inverted): x*y^(-2) is ([x], [y^2])."""
    above, below = [], []
    for factor in factors:
        if isinstance(factor, v.Power) and num.is_number(factor.exponent) and is_negative(factor.exponent):
            exponent = num.negate(factor.exponent)
            below.append(factor.base if exponent == 1 else v.Power(factor.base, exponent))
        else:
            above.append(factor)
    return above, below


@_form.register
def _(value: v.Product):
    """`2*x/y`, `-1/3*x`, `-x`, `1/x/y`: the factors above the line first, then each one below."""
    above, below = split_quotient(value.factors)
    out = ""
    for i, factor in enumerate(above):
        if i == 0 and num.is_number(factor):
            minus_one = factor == -1 and num.is_exact(factor) and len(above) > 1
            out = "-" if minus_one else number_text(factor)
        else:
            out += ("" if i == 0 or out == "-" else "*") + _wrap(_form(factor), PRODUCT)
    out = out or "1"
    for factor in below:
        out += "/" + _wrap(_form(factor), POWER)
    return out, SUM if out.startswith("-") else PRODUCT


@_form.register
def _(value: v.Power):
    if num.is_number(value.exponent) and is_negative(value.exponent):
        return _form(v.Product((value,)))
    return f"{_wrap(_form(value.base), POWER + 1)}^{_wrap(_form(value.exponent), POWER + 1)}", POWER


@_form.register
def _(value: v.Factorial):
    return _wrap(_form(value.operand), FACTORIAL) + "!", FACTORIAL


@_form.register
def _(value: v.Uneval):
    return "'" + lprint(value.value) + "'", ATOM


@_form.register
def _(value: v.Procedure):
    return one_line(value.definition), ATOM


@_form.register
def _(value: v.Builtin):
    # a builtin shows by its name, as Maple's last-name evaluation does
    return name_text(value.name), ATOM


@_form.register
def _(value: v.Table):
    # a multiple index is a sequence in parentheses: table([(1, 1) = a])
    entries = ", ".join(f"{lprint(k[0]) if len(k) == 1 else '(' + lprint(v.ExprSeq(k)) + ')'} = "
                        f"{lprint(x)}" for k, x in value.entries.items())
    return f"table([{entries}])", ATOM


@_form.register
def _(value: v.Module):
    return "".join(["module() ", *(f"{d}; " for d in value.declarations()), "end module"]), ATOM


@_form.register
def _(value: Rtable):
    """`Matrix(2, 2, [[1,2],[3,4]])`, `Vector[row](2, [6,11])`: the form Maple's
    test mode prints, with the datatype when it is not anything; the long form under
    long_lprint."""
    if LONG_RTABLES.get():
        return long_form(value), ATOM
    extra = "" if value.datatype == "anything" else f", datatype = {value.datatype}"
    return f"{value.kind}({_dimensions(value)}, {_entries(value.data)}{extra})", ATOM


# Set while the lprint command prints: rtables in Maple's long form.
LONG_RTABLES = contextvars.ContextVar("long_rtables", default=False)


def long_lprint(value) -> str:
    """What the lprint command prints: rtables in their long form."""
    token = LONG_RTABLES.set(True)
    try:
        return lprint(value)
    finally:
        LONG_RTABLES.reset(token)


def long_form(value: Rtable) -> str:
    """Maple's long 1-D form of an rtable, every entry at its index, as lprint prints it:
    `Matrix(2, 2, {(1, 1) = a, (1, 2) = 2*a, (2, 1) = 3*a, (2, 2) = a^2}, datatype = anything,
    storage = rectangular, order = Fortran_order, shape = [])`; an Array has no shape."""
    lows = [low for low, _ in value.bounds]
    entries = ", ".join(
        f"({', '.join(str(i + low) for i, low in zip(index, lows))}) = "
        f"{_wrap(_form(value.entry(index)), RELATION + 1)}" for index in np.ndindex(value.shape))
    shape = "" if value.kind == "Array" else ", shape = []"
    return (f"{value.kind}({_dimensions(value)}, {{{entries}}}, datatype = {value.datatype}, "
            f"storage = rectangular, order = Fortran_order{shape})")


def _dimensions(value: Rtable) -> str:
    """`2, 2` for a Matrix, `3` for a Vector, `0 .. 2, 1 .. 3` for an Array."""
    if value.kind == "Array":
        return ", ".join(f"{low} .. {high}" for low, high in value.bounds)
    return ", ".join(str(n) for n in value.shape)


@_form.register
def _(value: DataSeries):
    return (f"DataSeries({lprint(v.MList(value.values))}, labels = {lprint(v.MList(value.labels))}, "
            f"datatype = {lprint(value.datatype)})"), ATOM


@_form.register
def _(value: DataFrame):
    """`DataFrame(Matrix(2, 3, [...]), rows = [...], columns = [...])`, which reads back."""
    rows, columns = value.shape
    grid = lprint(v.MList(tuple(v.MList(tuple(r)) for r in value.entry_rows())))
    return (f"DataFrame(Matrix({rows}, {columns}, {grid}), rows = {lprint(v.MList(value.row_labels))}, "
            f"columns = {lprint(v.MList(value.column_labels))})"), ATOM


def _entries(data) -> str:
    """Nested lists of the entries, one level per dimension."""
    if data.ndim == 1:
        return "[" + ",".join(lprint(to_maple_scalar(x)) for x in data) + "]"
    return "[" + ",".join(_entries(part) for part in data) + "]"
