"""Binding strengths of Maple's printed operators, loosest first, for placing parentheses."""
from __future__ import annotations

import re

# `!` binds more loosely than the neutral operators `a &M b` (help page operators/precedence).
(SEQ, ARROW, IMPLIES, XOR, OR, AND, NOT, RELATION, RANGE, SUM, PRODUCT, POWER, FACTORIAL, NEUTRAL,
 POSTFIX, ATOM) = range(1, 17)

LOGICAL = {"implies": IMPLIES, "xor": XOR, "or": OR, "and": AND, "not": NOT}

BINARY = {
    **LOGICAL,
    "=": RELATION, "<>": RELATION, "<": RELATION, "<=": RELATION, ">": RELATION,
    ">=": RELATION, "in": RELATION, "subset": RANGE, "$": NOT,
    "+": SUM, "-": SUM, "mod": SUM, "union": SUM, "minus": SUM,
    "*": PRODUCT, "/": PRODUCT, ".": PRODUCT, "intersect": PRODUCT, "@": PRODUCT,
    "^": POWER, "@@": POWER, "||": POSTFIX, "::": POSTFIX,
}

# Operators whose unevaluated calls (`union(A, B)` for symbolic A, B) print infix, as typed.
INFIX_FUNCTIONS = {op: BINARY[op] for op in ("union", "minus", "intersect", "subset", "@", "@@", ".")}


_NEUTRAL = re.compile(r'&[A-Za-z_][A-Za-z0-9_]*|&[!$%+\-./<=>?@\\^|~][!"$)*+,\-./=>?@\\\]^|}~]*')


def is_neutral(name) -> bool:
    """A neutral operator's name as the grammar reads it, `&M` or `&+` (help page neutral)."""
    return isinstance(name, str) and _NEUTRAL.fullmatch(name) is not None


def infix_strength(op: str) -> int:
    return NEUTRAL if is_neutral(op) else INFIX_FUNCTIONS[op]


def infix_text(op: str) -> str:
    """An infix operator as printed between its operands: words, neutral operators and `.`
    are spaced (`A union B`, `a &M b`, `x . M`), `@` is not (`f@g`)."""
    return f" {op} " if op.isalpha() or op == "." or is_neutral(op) else op


def infix_operator(value):
    """The operator name when an unevaluated call prints infix (`A union B`, `a &M b`), else None."""
    head = getattr(value, "head", None)
    name = getattr(head, "name", None)
    if name in INFIX_FUNCTIONS and len(value.args) >= 2 and (name in ("union", "intersect", "@", ".")
                                                               or len(value.args) == 2):
        return name
    if is_neutral(name) and len(value.args) == 2:
        return name
    return None


def prefix_operator(value):
    """The neutral operator's name when a call of it on one argument prints `&M a`, else None."""
    head = getattr(value, "head", None)
    name = getattr(head, "name", None)
    return name if is_neutral(name) and len(value.args) == 1 else None
