"""Maple's `.m` serialisation, as the base64 payloads of a `.mw` hold it, decoded into a tree.

The format is undocumented; what this reads was worked out from public worksheets (the
files are named in tests/test_worksheet_dotm.py) against the printed form Maple saved
beside each value. One printable character is a tag per Maple structure, in the order of
Maple's internal structures (INTNEG `!`, INTPOS `"`, RATIONAL `#`, FLOAT `$`, NAME `%`,
TABLEREF `&`, POWER `)`, PROD `*`, SERIES `+`, SUM `,`, FUNCTION `-`, UNEVAL `.`,
EQUATION `/`, INEQUAT `0`, LESSEQ `1`, LESSTHAN `2`, AND `3`, NOT `4`, OR `5`, EXPSEQ `6`,
LIST `7`, LOCAL `8`, PARAM `9`, PROC `:`, RANGE `;`, SET `<`, TABLE `=`, ASSIGN `>`, ...,
STATSEQ `C`), then later additions: `I` a name with attributes, `Q` a string, `_` a module
member, and `F` + n a reference to the n-th structure of the payload (counted from 1, in
the order they start). A count is one character, its code minus 33, up to 57; a larger
one is base-16 digits from the least significant, `[`..`j` for 0..15, the last one from
`k` up (`en` is 10 + 16*3 = 58, `hfl` 13 + 16*11 + 256*1 = 445, a list of 444 read whole);
for a structure of variable length it is Maple's length, which counts the header, so
`7$` is a list of two.
Integers give their number of decimal digits, then the digits from the least significant
end: a character under 43 (`+`) is one digit, any other two (its code minus 43).
"""
from __future__ import annotations

from dataclasses import dataclass


class DotMError(ValueError):
    """A payload that is not `.m` text, or that holds a structure this reader does not
    know; the message names it."""


@dataclass(frozen=True)
class Node:
    """A decoded structure: its Maple name (INTPOS, NAME, FUNCTION, ...) and its fields.
    Integers are Python ints in `fields[0]`; names and strings their text."""
    kind: str
    fields: tuple

    def __repr__(self) -> str:
        return f"{self.kind}{self.fields!r}"


# structures of a fixed number of operands
FIXED = {"#": ("RATIONAL", 2), "$": ("FLOAT", 2), "&": ("TABLEREF", 2), ")": ("POWER", 2),
         "-": ("FUNCTION", 2), ".": ("UNEVAL", 1), "/": ("EQUATION", 2),
         "0": ("INEQUAT", 2), "1": ("LESSEQ", 2), "2": ("LESSTHAN", 2), "3": ("AND", 2),
         "4": ("NOT", 1), "5": ("OR", 2), ";": ("RANGE", 2), ">": ("ASSIGN", 2),
         "_": ("MEMBER", 2)}
# structures whose count (Maple's length, with the header) gives their operands
COUNTED = {"*": "PROD", ",": "SUM", "6": "EXPSEQ", "7": "LIST", "<": "SET", "C": "STATSEQ"}
# Maple's structures this reader has not seen decoded against a printed form: named, refused
KNOWN_UNREAD = {"'": "STRING", "(": "CATENATE", "+": "SERIES", "8": "LOCAL", "9": "PARAM",
                ":": "PROC", "=": "TABLE", "?": "FOR", "@": "IF", "A": "READ", "B": "SAVE",
                "D": "STOP", "f": "PROC"}

MAX_DEPTH = 150        # a hostile payload must not exhaust Python's stack (3 frames a level)
# lengths and references: under SHORT_LIMIT one character; else base-16 digits in
# SHORT_LIMIT..CLOSING-1, closed by a digit from CLOSING up
SHORT_LIMIT, CLOSING = 58, 74        # a hostile payload must not exhaust Python's stack


def decode(data: bytes) -> Node:
    """The structure a whole payload holds; DotMError when it is cut short, has bytes
    left over or holds a structure not read here."""
    reader = _Reader(data)
    node = reader.expression(0)
    if reader.at != len(data):
        raise DotMError(f"{len(data) - reader.at} bytes left after the value")
    return node


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.at = data, 0
        self.structures: list[Node | None] = []

    def char(self) -> int:
        if self.at >= len(self.data):
            raise DotMError("the value is cut short")
        c = self.data[self.at]
        self.at += 1
        if not 33 <= c <= 126:
            raise DotMError(f"byte {c} is not .m text")
        return c

    def count(self) -> int:
        """A length or reference: one character for 0 to 57; past that, base-16 digits
        from the least significant, each `[` to `j` (code minus 91), closed by a digit
        from `k` (code minus 107)."""
        d = self.char() - 33
        if d < SHORT_LIMIT:
            return d
        value, scale = 0, 1
        while d < CLOSING:
            value += (d - SHORT_LIMIT) * scale
            scale *= 16
            d = self.char() - 33
            if d < SHORT_LIMIT:
                raise DotMError("a length or reference is not closed")
        return value + (d - CLOSING) * scale

    def text(self, n: int) -> str:
        chunk = self.data[self.at:self.at + n]
        if len(chunk) < n:
            raise DotMError("the value is cut short")
        self.at += n
        try:
            return chunk.decode("utf-8")
        except UnicodeDecodeError:
            raise DotMError("a name or string is not UTF-8") from None

    def expression(self, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise DotMError("the value is nested too deeply")
        tag = chr(self.char())
        if tag == "F":
            index = self.count()
            if not 1 <= index <= len(self.structures) or self.structures[index - 1] is None:
                raise DotMError(f"reference to structure {index}, not read yet")
            return self.structures[index - 1]
        slot = len(self.structures)
        self.structures.append(None)          # numbered where it starts
        node = self._structure(tag, depth + 1)
        self.structures[slot] = node
        return node

    def _structure(self, tag: str, depth: int) -> Node:
        if tag in '"!':
            value = self.integer()
            return Node("INTPOS" if tag == '"' else "INTNEG", (value if tag == '"' else -value,))
        if tag in "I%":
            name = self.text(self.count())
            if chr(self.char()) != "G":
                raise DotMError(f"name `{name}` is not closed by G")
            attributes = self.expression(depth) if tag == "I" else None
            return Node("NAME", (name, attributes))
        if tag == "Q":
            return Node("STRING", (self.text(self.count()), self.expression(depth)))
        if tag in FIXED:
            kind, arity = FIXED[tag]
            return Node(kind, tuple(self.expression(depth) for _ in range(arity)))
        if tag in COUNTED:
            n = self.count() - 1
            if n < 0:
                raise DotMError(f"{COUNTED[tag]} of negative length")
            return Node(COUNTED[tag], tuple(self.expression(depth) for _ in range(n)))
        kind = KNOWN_UNREAD.get(tag)
        raise DotMError(f"structure {kind} (`{tag}`) is not read by mapletape" if kind
                        else f"unknown structure tag `{tag}`")

    def integer(self) -> int:
        digits = self.count()
        if digits < 1:
            raise DotMError("an integer without digits")
        parts: list[str] = []
        have = 0
        while have < digits:
            v = self.char() - 33
            if v < 10:
                parts.append(str(v))
                have += 1
            else:
                parts.append(f"{v - 10:02d}")
                have += 2
        if have != digits:
            raise DotMError("an integer's digits do not match its length")
        return int("".join(reversed(parts)))


# ------------------------------------------------------------------ as Maple values
_RELATIONS = {"EQUATION": "=", "INEQUAT": "<>", "LESSEQ": "<=", "LESSTHAN": "<"}
_LOGICAL = {"AND": "and", "OR": "or", "NOT": "not"}


def to_value(node: Node):
    """The Maple value a decoded output holds, in mapletape's value model (sums and
    products rebuilt by our arithmetic, so they compare as ours do); DotMError for a
    structure that has no value here (a statement, a procedure)."""
    from ..values import arith
    from ..values import core as v
    kind, f = node.kind, node.fields
    if kind in ("INTPOS", "INTNEG"):
        return f[0]
    if kind == "RATIONAL":
        from fractions import Fraction
        return Fraction(_integer(f[0]), _integer(f[1]))
    if kind == "FLOAT":
        return _float(f[0], f[1])
    if kind == "NAME":
        return v.Name(f[0])
    if kind == "STRING":
        return f[0]
    if kind == "EXPSEQ":
        return v.make_seq([to_value(x) for x in f])
    if kind == "LIST":
        return v.MList(v.flatten([to_value(x) for x in f]))
    if kind == "SET":
        return v.MSet.of([to_value(x) for x in f])
    if kind == "TABLEREF":
        return v.Indexed(to_value(f[0]), _operands(f[1]))
    if kind == "POWER":
        return arith.power(to_value(f[0]), to_value(f[1]))
    if kind == "PROD":
        return arith.mul_all([arith.power(to_value(f[i]), to_value(f[i + 1]))
                              for i in range(0, len(f) - 1, 2)])
    if kind == "SUM":
        return arith.add_all([arith.mul(to_value(f[i]), to_value(f[i + 1]))
                              for i in range(0, len(f) - 1, 2)])
    if kind in _RELATIONS:
        return v.Relation(_RELATIONS[kind], to_value(f[0]), to_value(f[1]))
    if kind in _LOGICAL:
        return v.Logical(_LOGICAL[kind], tuple(to_value(x) for x in f))
    if kind == "RANGE":
        return v.Range(to_value(f[0]), to_value(f[1]))
    if kind == "UNEVAL":
        return v.Uneval(to_value(f[0]))
    if kind == "FUNCTION":
        head = f[0]
        if head.kind == "NAME" and head.fields[0] == "RTABLE":
            # seen only in typeset forms (entries as Typesetting trees), never as a value
            raise DotMError("an RTABLE is not read by mapletape")
        if _saved_apart(f[1]):
            raise DotMError("an rtable saved apart from its output (`%id`) is not read "
                            "by mapletape")
        return v.Function(to_value(head), _operands(f[1]))
    raise DotMError(f"a {kind} has no value in mapletape")


def _saved_apart(args: Node) -> bool:
    """Vector(%id = N): Maple's reference to an rtable kept in the worksheet's <RTable>."""
    return (args.kind == "EXPSEQ" and len(args.fields) == 1 and args.fields[0].kind == "EQUATION"
            and args.fields[0].fields[0].kind == "NAME" and args.fields[0].fields[0].fields[0] == "%id")


def _integer(node: Node) -> int:
    if node.kind not in ("INTPOS", "INTNEG"):
        raise DotMError(f"a number holds a {node.kind}")
    return node.fields[0]


def _float(mantissa: Node, exponent: Node):
    """Maple's Float(m, e) as the Decimal holding the same digits (Float(1500, -2) is
    15.00, as mapletape's software floats keep them)."""
    from decimal import Decimal
    m, e = _integer(mantissa), _integer(exponent)
    return Decimal((1 if m < 0 else 0, tuple(int(d) for d in str(abs(m))), e))


def _operands(seq: Node) -> tuple:
    from ..values import core as v
    if seq.kind != "EXPSEQ":
        return (to_value(seq),)
    return v.flatten([to_value(x) for x in seq.fields])


def output_value(node: Node):
    """What an output holds: for Typesetting:-mprintslash([displayed], [values]) (Maple's
    form of a result it printed) the values; for an assignment (a .mws's `p := 7`, in a
    sequence of one) the value assigned; else the node's value."""
    if node.kind == "EXPSEQ" and len(node.fields) == 1:
        node = node.fields[0]
    if node.kind == "ASSIGN":
        return to_value(node.fields[1])
    if _typeset(node):
        raise DotMError("Maple saved only the typeset form of this output, not its value")
    if node.kind == "FUNCTION" and _member_name(node.fields[0]) == "mprintslash":
        args = node.fields[1].fields if node.fields[1].kind == "EXPSEQ" else ()
        if len(args) == 2 and args[1].kind == "LIST":
            return to_value(Node("EXPSEQ", args[1].fields))
    return to_value(node)


def _typeset(node: Node) -> bool:
    """A Typesetting element (mrow(...), mi(...)): its head a name Maple tags with
    modulename = Typesetting."""
    if node.kind != "FUNCTION" or node.fields[0].kind != "NAME":
        return False
    attributes = node.fields[0].fields[1]
    items = attributes.fields if attributes is not None and attributes.kind == "EXPSEQ" else ()
    return any(x.kind == "EQUATION" and x.fields[0].kind == "NAME"
               and x.fields[0].fields[0] == "modulename" and x.fields[1].kind == "NAME"
               and x.fields[1].fields[0] == "Typesetting" for x in items)


def _member_name(node: Node) -> str | None:
    if node.kind == "MEMBER" and node.fields[1].kind == "NAME":
        return node.fields[1].fields[0]
    return None
