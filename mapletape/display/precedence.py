"""Binding strengths of Maple's printed operators, loosest first, for placing parentheses."""
from __future__ import annotations

SEQ, ARROW, IMPLIES, XOR, OR, AND, NOT, RELATION, RANGE, SUM, PRODUCT, POWER, POSTFIX, ATOM = range(1, 15)

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


def infix_text(op: str) -> str:
    """An infix operator as printed between its operands: words and `.` are spaced
    (`A union B`, `x . M`), `@` is not (`f@g`)."""
    return f" {op} " if op.isalpha() or op == "." else op


def infix_operator(value):
    """The operator name when an unevaluated call prints infix (`A union B`), else None."""
    head = getattr(value, "head", None)
    name = getattr(head, "name", None)
    if name in INFIX_FUNCTIONS and len(value.args) >= 2 and (name in ("union", "intersect", "@", ".")
                                                               or len(value.args) == 2):
        return name
    return None
