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
