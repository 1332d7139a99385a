"""Maple's symbolic values: names, sequences, lists, sets, calls, relations and expression trees.

Integers are Python ints, rationals `fractions.Fraction`, software floats
`decimal.Decimal`, hardware floats Python floats and strings Python strs.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional


class MapleValue:
    """Base of every Maple value that is not a Python number or string."""
    __slots__ = ()


@dataclass(frozen=True)
class Name(MapleValue):
    """A symbol: unassigned names evaluate to themselves."""
    name: str

    def __repr__(self) -> str:
        return self.name


TRUE, FALSE, FAIL = Name("true"), Name("false"), Name("FAIL")
UNDEFINED, INFINITY = Name("undefined"), Name("infinity")


def truth(flag: bool) -> Name:
    return TRUE if flag else FALSE


@dataclass(frozen=True)
class ExprSeq(MapleValue):
    """An expression sequence; the empty one is NULL. Sequences never nest."""
    items: tuple = ()

    def __len__(self) -> int:
        return len(self.items)


NULL = ExprSeq(())


def flatten(values) -> tuple:
    """Splice sequences into their surroundings, so NULL vanishes from lists and arguments."""
    out = []
    for v in values:
        if isinstance(v, ExprSeq):
            out.extend(v.items)
        else:
            out.append(v)
    return tuple(out)


def free_names(value) -> frozenset:
    """The names a value mentions where full evaluation could replace them, cached on
    the value so that looking up a big stored list does not walk it every time."""
    if isinstance(value, Name):
        return frozenset((value.name,))
    parts = _PARTS.get(type(value))
    if parts is None:
        return frozenset()
    cached = value.__dict__.get("_free_names")
    if cached is None:
        cached = frozenset().union(*(free_names(x) for x in parts(value)))
        object.__setattr__(value, "_free_names", cached)
    return cached


def make_seq(values) -> Any:
    items = flatten(values)
    return items[0] if len(items) == 1 else ExprSeq(items)


@dataclass(frozen=True)
class MList(MapleValue):
    items: tuple = ()


@dataclass(frozen=True)
class MSet(MapleValue):
    """A set: duplicates removed, displayed in a canonical order (see `set_order`)."""
    items: tuple = ()

    @staticmethod
    def of(values) -> "MSet":
        unique = []
        for v in flatten(values):
            if not any(v == u and type(v) is type(u) for u in unique):
                unique.append(v)
        # one member needs no order: nested sets `{{{...}}}` must not pay for it at each level
        return MSet(tuple(sorted(unique, key=set_order)) if len(unique) > 1 else tuple(unique))


def set_order(value) -> tuple:
    """Maple orders sets: numbers by value, then strings, then names, then the rest."""
    from decimal import Decimal
    from fractions import Fraction
    if isinstance(value, (int, Fraction, Decimal, float)) and not isinstance(value, bool):
        return (0, float(value), "")
    if isinstance(value, str):
        return (1, 0.0, value)
    if isinstance(value, Name):
        return (2, 0.0, value.name)
    return (3, 0.0, repr(value))


@dataclass(frozen=True)
class Function(MapleValue):
    """An unevaluated function call such as `f(x)` or `GradientTape()`."""
    head: Any
    args: tuple = ()


@dataclass(frozen=True)
class Indexed(MapleValue):
    """An indexed name such as `float[4]` or `a[1]` with `a` unassigned."""
    base: Any
    indices: tuple = ()


@dataclass(frozen=True)
class Relation(MapleValue):
    """`a = b`, `a <> b`, `a < b`, `a <= b` (Maple turns `>` into `<` with swapped sides)."""
    op: str
    lhs: Any
    rhs: Any


@dataclass(frozen=True)
class Logical(MapleValue):
    """An unevaluated boolean combination: `and`, `or`, `xor`, `implies`, `not`."""
    op: str
    operands: tuple


@dataclass(frozen=True)
class Range(MapleValue):
    low: Any
    high: Any


@dataclass(frozen=True)
class Sum(MapleValue):
    """A sum of terms in their order of appearance; like terms are already collected."""
    terms: tuple


@dataclass(frozen=True)
class Product(MapleValue):
    """A product; a numeric coefficient, when present, comes first."""
    factors: tuple


@dataclass(frozen=True)
class Power(MapleValue):
    base: Any
    exponent: Any


@dataclass(frozen=True)
class Factorial(MapleValue):
    operand: Any


@dataclass(frozen=True)
class Uneval(MapleValue):
    """A value that keeps its quotes for one more evaluation: `''x''`."""
    value: Any


@dataclass(eq=False)
class Procedure(MapleValue):
    """A user procedure; `definition` is its ast.ProcedureExpr."""
    definition: Any
    name: Optional[str] = None
    closure: Any = None          # the frame it was defined in, for nested procedures
    implicit_locals: tuple = ()
    remember: dict = field(default_factory=dict)


@dataclass(eq=False)
class Builtin(MapleValue):
    """A procedure implemented in Python. `fn(ev, args)` gets evaluated arguments,
    or the argument AST nodes when `special` (for `seq`, `add`, `evalb`, ...)."""
    name: str
    fn: Callable
    help: str = ""
    special: bool = False
    module: Optional[str] = None   # the package that exports it, for error messages

    @property
    def qualified_name(self) -> str:
        return f"{self.module}:-{self.name}" if self.module else self.name


class Module(MapleValue):
    """A module or package: named exports reached by `m:-e` or `m[e]`."""

    def __init__(self, name: str, exports: dict[str, Any], package: bool = False):
        self.name = name
        self.exports = exports
        self.package = package

    def export_names(self) -> list[str]:
        return sorted(self.exports)

    def member(self, name: str):
        return self.exports.get(name)


class MapleObject(MapleValue):
    """An object with methods, for Maple's function mechanism: `Enter(tape)` calls
    the object's `Enter` when `Enter` is otherwise unassigned."""

    def methods(self) -> dict[str, Builtin]:
        return {}

    def display_rows(self) -> list[str]:
        """Description rows for the bracketed one-column display (design.md §2)."""
        raise NotImplementedError

    def lprint_form(self) -> str:
        return " ".join(self.display_rows())


class Table(MapleValue):
    """A Maple table: created by assigning `T[i] := v` to an unassigned name."""

    def __init__(self, entries: dict | None = None):
        self.entries = dict(entries or {})

    def lprint_form(self) -> str:
        from ..display.lineprint import lprint
        items = ", ".join(f"{lprint(make_seq(k))} = {lprint(v)}" for k, v in self.entries.items())
        return f"table([{items}])"


# What full evaluation looks inside (see `free_names`).
_PARTS = {
    ExprSeq: lambda x: x.items, MList: lambda x: x.items, MSet: lambda x: x.items,
    Function: lambda x: (x.head,) + x.args, Relation: lambda x: (x.lhs, x.rhs),
    Range: lambda x: (x.low, x.high), Sum: lambda x: x.terms, Product: lambda x: x.factors,
    Power: lambda x: (x.base, x.exponent),
}
