"""Typeset output for notebooks: a result as LaTeX (`text/latex`), as Maple's worksheets
typeset it, beside its 2-D text; None for a value that has no typeset form (procedures,
DeepLearning objects, plots), which keeps its text and HTML forms alone."""
from __future__ import annotations

import re
from fractions import Fraction

from ..values import core as v
from ..values import numbers as num
from ..values.rtable import Rtable
from .atoms import is_negative, number_text, string_text
from .elision import elided_terms, terms_marker
from .lineprint import number_binding, printed_terms, split_quotient, split_sign
from .precedence import (ATOM, FACTORIAL, LOGICAL, NEUTRAL, NOT, POWER, PRODUCT, RANGE, RELATION,
                         SEQ, SUM, infix_operator, infix_strength, prefix_operator)

# Maple typesets these names as their symbols (Maple's Typesetting of Greek names; Pi is
# the constant, pi the letter)
_GREEK = {name: "\\" + name for name in (
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi pi rho sigma "
    "tau upsilon phi chi psi omega Gamma Delta Theta Lambda Xi Sigma Upsilon Phi Psi Omega"
).split()}
_GREEK.update({"Pi": "\\pi", "infinity": "\\infty", "I": "\\mathrm{I}"})
# functions LaTeX sets upright by their own commands
_FUNCTIONS = {name: "\\" + name for name in (
    "sin cos tan cot sec csc sinh cosh tanh coth arcsin arccos arctan ln log exp max min "
    "det gcd").split()}
_RELATIONS = {"=": "=", "<>": "\\neq", "<": "<", "<=": "\\leq", ">": ">", ">=": "\\geq",
              "in": "\\in", "subset": "\\subseteq"}
_INFIX = {"union": "\\cup", "intersect": "\\cap", "minus": "\\setminus", ".": "\\cdot",
          "@": "\\circ", "@@": "^{@@}", "subset": "\\subseteq"}
_SPECIAL = re.compile(r"([#$%&_{}])|(\\)|(\^)|(~)")


def _infix(op: str) -> str:
    """An infix operator in LaTeX; a neutral operator `&M` is set as its text."""
    return _INFIX.get(op) or f"\\mathbin{{\\text{{{escape_text(op)}}}}}"


def escape_text(text: str) -> str:
    """Text set as it is inside LaTeX (\\text{...}, \\mathit{...})."""
    return _SPECIAL.sub(lambda m: "\\" + m.group(1) if m.group(1) else
                        "\\backslash{}" if m.group(2) else
                        "\\hat{}" if m.group(3) else "\\sim{}", text)


class LatexPrinter:
    """Writes a Maple value as LaTeX math, dispatching on its class (`_print_Sum`, ...,
    looked up along the class's MRO), as SymPy's printers do. `rtablesize` is
    interface(rtablesize): a bigger rtable has no typeset form (its summary is text)."""

    def __init__(self, rtablesize: int = 10):
        self.rtablesize = rtablesize

    def doprint(self, value) -> str | None:
        """The value's LaTeX, or None when it has no typeset form."""
        try:
            return self._print(value)[0]
        except (_NoForm, RecursionError):   # nested past Python's stack: the text form only
            return None

    def _print(self, value) -> tuple[str, int]:
        """(LaTeX, binding strength) of one value."""
        if num.is_number(value):
            return self._number(value)
        for kind in type(value).__mro__:
            method = getattr(self, f"_print_{kind.__name__}", None)
            if method is not None:
                return method(value)
        raise _NoForm

    def _wrapped(self, value, binding: int) -> str:
        text, strength = self._print(value)
        return f"\\left({text}\\right)" if strength < binding else text

    def _number(self, value) -> tuple[str, int]:
        if isinstance(value, Fraction):
            sign = "-" if value < 0 else ""
            return f"{sign}\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}", number_binding(value)
        text = number_text(value)
        if "*10^" in text:          # a float past 10^15: mantissa, then 10 to its power
            mantissa, exponent = text.split("*10^")
            text = f"{mantissa}\\,10^{{{exponent.strip('()')}}}"
        return text, number_binding(value)

    def _print_str(self, value: str):
        return f"\\text{{{escape_text(string_text(value))}}}", ATOM

    def _print_Name(self, value: v.Name):
        return _name(value.name), ATOM

    def _terms(self, items, each) -> str:
        elided = elided_terms(items)
        if elided is None:
            return ", ".join(map(each, items))
        head, count, tail = elided
        return ", ".join([*map(each, head), f"\\text{{{terms_marker(count)}}}", *map(each, tail)])

    def _print_ExprSeq(self, value: v.ExprSeq):
        if not value.items:
            return "\\mathrm{NULL}", ATOM
        return self._terms(value.items, lambda x: self._wrapped(x, SEQ + 1)), SEQ

    def _print_MList(self, value: v.MList):
        return f"\\left[{self._terms(value.items, self._latex)}\\right]", ATOM

    def _print_MSet(self, value: v.MSet):
        return f"\\left\\{{{self._terms(value.items, self._latex)}\\right\\}}", ATOM

    def _latex(self, value) -> str:
        return self._print(value)[0]

    def _print_Function(self, value: v.Function):
        head = getattr(value.head, "name", None)
        if head == "abs" and len(value.args) == 1:
            return f"\\left|{self._latex(value.args[0])}\\right|", ATOM
        if head == "sqrt" and len(value.args) == 1:
            return f"\\sqrt{{{self._latex(value.args[0])}}}", ATOM
        if head == "exp" and len(value.args) == 1:
            return f"\\mathrm{{e}}^{{{self._latex(value.args[0])}}}", POWER
        if head == "diff" and len(value.args) == 2:
            x = self._wrapped(value.args[1], POWER + 1)
            return f"\\frac{{d}}{{d{x}}}\\,{self._wrapped(value.args[0], PRODUCT + 1)}", PRODUCT
        op = infix_operator(value)
        if op is not None:
            strength = infix_strength(op)
            return f" {_infix(op)} ".join(self._wrapped(a, strength + (i > 0))
                                          for i, a in enumerate(value.args)), strength
        op = prefix_operator(value)
        if op is not None:
            return f"{_infix(op)} {self._wrapped(value.args[0], NEUTRAL + 1)}", NEUTRAL
        name = _FUNCTIONS.get(head) if head is not None else None
        text = name or self._wrapped(value.head, ATOM)
        return f"{text}\\left({self._terms(value.args, self._latex)}\\right)", ATOM

    def _print_Indexed(self, value: v.Indexed):
        indices = ", ".join(map(self._latex, value.indices))
        return f"{{{self._wrapped(value.base, ATOM)}}}_{{{indices}}}", ATOM

    def _print_Relation(self, value: v.Relation):
        return (f"{self._wrapped(value.lhs, RANGE)} {_RELATIONS.get(value.op, value.op)} "
                f"{self._wrapped(value.rhs, RANGE)}"), RELATION

    def _print_Range(self, value: v.Range):
        return f"{self._wrapped(value.low, SUM)} .. {self._wrapped(value.high, SUM)}", RANGE

    def _print_Logical(self, value: v.Logical):
        if value.op == "not":
            return f"\\mathbf{{not}}\\ {self._wrapped(value.operands[0], NOT)}", NOT
        strength = LOGICAL[value.op]
        return f"\\ \\mathbf{{{value.op}}}\\ ".join(
            self._wrapped(x, strength + 1) for x in value.operands), strength

    def _print_Sum(self, value: v.Sum):
        terms = printed_terms(value.terms)
        elided = elided_terms(terms)
        if elided is not None:
            head, count, tail = elided
            terms = (*head, _Marker(count), *tail)
        parts = []
        for i, term in enumerate(terms):
            if isinstance(term, _Marker):
                parts.append(f" + \\text{{{terms_marker(term.count)}}}")
                continue
            negative, magnitude = split_sign(term)
            if negative:
                parts.append(("-" if i == 0 else " - ") + self._wrapped(magnitude, SUM + 1))
            else:
                parts.append(("" if i == 0 else " + ") + self._wrapped(term, SUM))
        return "".join(parts), SUM

    def _print_Product(self, value: v.Product):
        factors = list(value.factors)
        sign = ""
        if num.is_number(factors[0]) and is_negative(factors[0]):
            sign, factors[0] = "-", num.negate(factors[0])
            if factors[0] == 1 and num.is_exact(factors[0]):
                factors.pop(0)
        top, bottom = split_quotient(factors)
        if top and isinstance(top[0], Fraction):     # 3/4*x is \frac{3 x}{4}, as Maple sets it
            coefficient = top.pop(0)
            bottom.insert(0, coefficient.denominator)
            if coefficient.numerator != 1 or not top:
                top.insert(0, coefficient.numerator)

        def product(items) -> str:
            if len(items) == 1:         # alone above or below the bar: no parentheses
                return self._latex(items[0]) if bottom else self._wrapped(items[0], PRODUCT)
            return "\\,".join(self._wrapped(x, PRODUCT + 1 if i else PRODUCT)
                              for i, x in enumerate(items))
        if bottom:
            body = f"\\frac{{{product(top) if top else '1'}}}{{{product(bottom)}}}"
        else:
            body = product(top)
        return (sign + body, SUM) if sign else (body, PRODUCT)

    def _print_Power(self, value: v.Power):
        if num.is_number(value.exponent) and is_negative(value.exponent):
            return self._print_Product(v.Product((value,)))
        if value.exponent == Fraction(1, 2):
            return f"\\sqrt{{{self._latex(value.base)}}}", ATOM
        return f"{{{self._wrapped(value.base, POWER + 1)}}}^{{{self._latex(value.exponent)}}}", POWER

    def _print_Factorial(self, value: v.Factorial):
        return f"{self._wrapped(value.operand, FACTORIAL)}!", FACTORIAL

    def _print_Rtable(self, value: Rtable):
        if 0 in value.shape or value.data.ndim > 2 or any(n > self.rtablesize for n in value.shape):
            raise _NoForm
        if value.data.ndim == 1:
            cells = [self._latex(value.entry((i,))) for i in range(value.shape[0])]
            rows = [cells] if value.kind in ("Vector[row]", "Array") else [[c] for c in cells]
        else:
            rows = [[self._latex(value.entry((i, j))) for j in range(value.shape[1])]
                    for i in range(value.shape[0])]
        body = " \\\\ ".join(" & ".join(row) for row in rows)
        return f"\\left[\\begin{{array}}{{{'c' * len(rows[0])}}}{body}\\end{{array}}\\right]", ATOM


class _NoForm(Exception):
    """The value (or a part of it) has no typeset form."""


class _Marker:
    """Where a long sum's elided terms stand."""

    def __init__(self, count: int):
        self.count = count


def _name(name: str) -> str:
    if name in _GREEK:
        return _GREEK[name]
    if len(name) == 1 and name.isalpha():
        return name
    return f"\\mathit{{{escape_text(name)}}}"


def latex(value, label: str | None = None, rtablesize: int = 10) -> str | None:
    """A result as a notebook's text/latex: `label := value` in display style, set inline
    so that it stands left-aligned as Maple's worksheets show results; None when the value
    has no typeset form."""
    body = LatexPrinter(rtablesize).doprint(value)
    if body is None:
        return None
    if label is not None:
        body = f"{_name(label)} := {body}"
    return f"$\\displaystyle {body}$"
