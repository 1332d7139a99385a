"""2-D output (prettyprint=1): every Maple value as a Picture, dispatched on its type."""
from __future__ import annotations

import contextvars
from fractions import Fraction
from functools import singledispatch

from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable
from .atoms import escaped, is_negative, name_text, number_text, string_text
from .elision import elided_terms, terms_marker
from .lineprint import long_form, lprint, number_binding, printed_terms, split_quotient, split_sign
from .picture import Picture, beside, grid, join, stack
from .precedence import (ARROW, ATOM, FACTORIAL, LOGICAL, NEUTRAL, NOT, POWER, PRODUCT, RANGE,
                         RELATION, SEQ, SUM, infix_operator, infix_strength, infix_text,
                         prefix_operator)
from .procedures import arrow_body, arrow_parameters, as_value, one_line


RTABLESIZE = contextvars.ContextVar("rtablesize", default=10)


def picture(value, rtablesize: int = 10) -> Picture:
    token = RTABLESIZE.set(rtablesize)
    try:
        return _pict(value)
    finally:
        RTABLESIZE.reset(token)


def scientific(text: str, binding: int) -> Picture:
    """A float written `m*10^e` shows as `m 10` with the exponent raised."""
    if "*10^" not in text:
        return Picture.text(text, binding)
    mantissa, exponent = text.split("*10^")
    raised = Picture.text(exponent.strip("()"))
    return beside(Picture.text(mantissa + " "), superscript(Picture.text("10"), raised),
                  binding=PRODUCT)


def _wrap(p: Picture, binding: int) -> Picture:
    return p.parens() if p.binding < binding else p


@singledispatch
def _pict(value) -> Picture:
    if num.is_number(value):
        return scientific(number_text(value), number_binding(value))
    rows = getattr(value, "display_rows", None)
    if rows is not None:
        return _column(rows())
    cells = getattr(value, "display_grid", None)
    if cells is not None:
        return _labelled_grid(value, cells())
    return Picture.text(lprint(value))


def _labelled_grid(value, rows: list[list]) -> Picture:
    """A DataFrame or DataSeries: its rows of labels and entries as a bracketed grid (None
    an empty cell), or a summary line when it has more rows or columns than rtablesize."""
    if not rows:
        return Picture.text("")
    limit = RTABLESIZE.get()
    if len(rows) - (rows[0][0] is None) > limit or len(rows[0]) - 1 > limit:
        shape = getattr(value, "shape", None)
        size = f"{shape[0]} x {shape[1]}" if shape else f"{len(rows)} element"
        return _column([f"{size} {type(value).__name__}"])
    return grid([[Picture.text("") if x is None else _pict(x) for x in row] for row in rows])


@_pict.register
def _(value: str):
    return Picture.text(string_text(value))


@_pict.register
def _(value: v.Name):
    return Picture.text(escaped(value.name))


def _terms(items, pict=None) -> list[Picture]:
    """The pictures of a sequence's terms, those past the elision threshold of a displayed
    result left out (display/elision.py)."""
    pict = pict or _pict
    elided = elided_terms(items)
    if elided is None:
        return [pict(x) for x in items]
    head, count, tail = elided
    return [*map(pict, head), Picture.text(terms_marker(count)), *map(pict, tail)]


@_pict.register
def _(value: v.ExprSeq):
    return join(_terms(value.items, lambda x: _wrap(_pict(x), SEQ + 1)), ", ", binding=SEQ)


@_pict.register
def _(value: v.MList):
    return join(_terms(value.items), ", ").parens("[", "]")


@_pict.register
def _(value: v.MSet):
    return join(_terms(value.items), ", ").parens("{", "}")


@_pict.register
def _(value: v.Function):
    if value.head == v.Name("abs") and len(value.args) == 1:
        return _pict(value.args[0]).parens("|", "|")
    if value.head == v.Name("diff") and len(value.args) == 2:
        return _derivative(value)
    op = infix_operator(value)
    if op is not None:
        strength = infix_strength(op)
        return join([_wrap(_pict(a), strength + (i > 0)) for i, a in enumerate(value.args)],
                    infix_text(op), binding=strength)
    op = prefix_operator(value)
    if op is not None:
        return join([Picture.text(op), _wrap(_pict(value.args[0]), NEUTRAL + 1)], " ", binding=NEUTRAL)
    return beside(_wrap(_pict(value.head), ATOM), join(_terms(value.args), ", ").parens())


def _derivative(value: v.Function) -> Picture:
    """An unevaluated derivative as Maple's pretty printer shows it: `d/dx f(x)` stacked,
    a nested diff(diff(f(x, y), x), y) as one d^2 over `dy dx`."""
    variables = []
    while isinstance(value, v.Function) and value.head == v.Name("diff") and len(value.args) == 2:
        variables.append(value.args[1])
        value = value.args[0]
    runs: list[list] = []                   # outermost first: d^2/(dy dx) f
    for x in variables:
        if runs and runs[-1][0] == x:
            runs[-1][1] += 1
        else:
            runs.append([x, 1])
    order = Picture.text(str(len(variables)))
    numerator = superscript(Picture.text("d"), order) if len(variables) > 1 else Picture.text("d")
    differentials = [beside(Picture.text("d"), _wrap(_pict(x), POWER + 1)) for x, _ in runs]
    differentials = [superscript(p, Picture.text(str(n))) if n > 1 else p
                     for p, (_, n) in zip(differentials, runs)]
    operator = fraction(numerator, join(differentials, " "))
    return beside(operator, Picture.text(" "), _wrap(_pict(value), PRODUCT + 1), binding=PRODUCT)


@_pict.register
def _(value: v.Indexed):
    return beside(_wrap(_pict(value.base), ATOM), join([_pict(a) for a in value.indices], ", ").parens("[", "]"))


@_pict.register
def _(value: v.Relation):
    return beside(_wrap(_pict(value.lhs), RANGE), Picture.text(f" {value.op} "),
                  _wrap(_pict(value.rhs), RANGE), binding=RELATION)


@_pict.register
def _(value: v.Range):
    return beside(_wrap(_pict(value.low), SUM), Picture.text(" .. "), _wrap(_pict(value.high), SUM),
                  binding=RANGE)


@_pict.register
def _(value: v.Logical):
    strength = LOGICAL[value.op]
    if value.op == "not":
        return beside(Picture.text("not "), _wrap(_pict(value.operands[0]), NOT), binding=NOT)
    return join([_wrap(_pict(x), strength + 1) for x in value.operands], f" {value.op} ", binding=strength)


@_pict.register
def _(value: v.Sum):
    terms = printed_terms(value.terms)
    elided = elided_terms(terms)
    if elided is None:
        return beside(*_sum_parts(terms), binding=SUM)
    head, count, tail = elided
    marker = Picture.text((" + " if head else "") + terms_marker(count))
    return beside(*_sum_parts(head), marker, *_sum_parts(tail, True), binding=SUM)


def _sum_parts(terms, after_others: bool = False) -> list[Picture]:
    parts: list[Picture] = []
    for i, term in enumerate(terms):
        negative, magnitude = split_sign(term)
        if negative:
            parts.append(Picture.text(" - " if i or after_others else "-"))
            parts.append(_wrap(_pict(magnitude), SUM + 1))
        else:
            if i or after_others:
                parts.append(Picture.text(" + "))
            parts.append(_wrap(_pict(term), SUM))
    return parts


def fraction(numerator: Picture, denominator: Picture) -> Picture:
    width = max(numerator.width, denominator.width)
    bar = Picture.text("-" * width)
    return stack(numerator, bar, denominator, baseline=numerator.height).with_binding(PRODUCT)


@_pict.register
def _(value: v.Product):
    factors = list(value.factors)
    sign = ""
    if num.is_number(factors[0]) and is_negative(factors[0]):
        sign = "-"
        factors[0] = num.negate(factors[0])
        if factors[0] == 1 and num.is_exact(factors[0]):
            factors.pop(0)
    top, bottom = split_quotient(factors)

    def product(items):
        if len(items) == 1:
            return _pict(items[0])
        return join([_wrap(_pict(x), PRODUCT + 1 if i else PRODUCT) for i, x in enumerate(items)], " ",
                    binding=PRODUCT)

    if bottom and top and isinstance(top[0], Fraction):
        # over a symbolic denominator a rational coefficient splits: 1/(2 x), not 1/2 over x
        coefficient = top.pop(0)
        bottom.insert(0, coefficient.denominator)
        if coefficient.numerator != 1 or not top:
            top.insert(0, coefficient.numerator)
    if bottom:
        numerator = product(top) if top else Picture.text("1")
        body = fraction(numerator.with_binding(100), product(bottom).with_binding(100))
    else:
        body = product(top)
    if sign:
        # a minus before a bar stands apart from it: `- ---`
        return beside(Picture.text("- " if bottom else "-"), body, binding=SUM)
    return body


@_pict.register
def _(value: v.Power):
    if num.is_number(value.exponent) and is_negative(value.exponent):
        return _pict(v.Product((value,)))
    return superscript(_wrap(_pict(value.base), POWER + 1), _exponent(value.exponent))


def _exponent(exponent) -> Picture:
    """Simple exponents stand bare (`2`, `1/2`, `n`); others go in parentheses on one
    line: `(n + 1)`, `(-x)`, `(2 n)`, `(a/b)`."""
    if num.is_number(exponent) and not is_negative(exponent) or \
            isinstance(exponent, (v.Name, v.Function, v.Indexed)):
        return _pict(exponent)
    inner = _pict(exponent)
    if inner.height > 1:
        inner = Picture.text(lprint(exponent))
    return inner.parens()


def superscript(base: Picture, exponent: Picture) -> Picture:
    """The exponent to the right of the base, its last line just above the base's baseline
    (so over a tall base it shares lines with the base: `(x  + 1)` with `2     3` above)."""
    base, exponent = base.padded(), exponent.padded()
    top = base.baseline - exponent.height          # first exponent row, in base rows
    shift = max(0, -top)
    height = shift + base.height
    rows = []
    for i in range(height):
        j = i - shift                               # row of the base
        left = base.lines[j] if 0 <= j < base.height else " " * base.width
        k = i - (top + shift)                       # row of the exponent
        right = exponent.lines[k] if 0 <= k < exponent.height else ""
        rows.append(left + right)
    return Picture(tuple(rows), base.baseline + shift, POWER)


@_pict.register
def _(value: v.Factorial):
    return beside(_wrap(_pict(value.operand), FACTORIAL), Picture.text("!"), binding=FACTORIAL)


@_pict.register
def _(value: v.Procedure):
    body = arrow_body(value.definition)
    if body is None:
        return Picture.text(one_line(value.definition))
    return beside(Picture.text(arrow_parameters(value.definition) + " -> "), _wrap(_pict(as_value(body)), ARROW))


@_pict.register
def _(value: v.Builtin):
    return Picture.text(name_text(value.name))


@_pict.register
def _(value: Rtable):
    if value.lows is not None:
        # an Array not indexed from 1 shows its indices: Maple prints its long form
        return Picture.text(long_form(value))
    if 0 in value.shape:
        return Picture.text("[]")
    if any(n > RTABLESIZE.get() for n in value.shape) or value.data.ndim > 2:
        return _column(summary_rows(value))
    if value.data.ndim == 1:
        cells = [_pict(value.entry((i,))) for i in range(value.shape[0])]
        return grid([cells]) if value.kind in ("Vector[row]", "Array") else grid([[c] for c in cells])
    return grid([[_pict(value.entry((i, j))) for j in range(value.shape[1])] for i in range(value.shape[0])])


def summary_rows(r: Rtable) -> list[str]:
    """What stands for an rtable too big to show: `2500 x 4 Matrix`, its datatype and storage."""
    dims = " x ".join(str(n) for n in r.shape)
    shape = f"{dims} {r.kind}" if r.data.ndim > 1 else f"{dims} Element {r.kind}"
    return [shape, f"Data Type: {r.datatype}", "Storage: rectangular", "Order: Fortran_order"]


def _column(rows: list[str]) -> Picture:
    """Lines of text as a one-column bracketed grid, as DeepLearning objects display."""
    return grid([[Picture.text(row)] for row in rows])


__all__ = ["picture"]
