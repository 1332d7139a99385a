"""Maple's symbolic values: names, sequences, lists, sets, calls, relations and expression trees.

Integers are Python ints, rationals `fractions.Fraction`, software floats
`decimal.Decimal`, hardware floats Python floats and strings Python strs. Values are
equal when their `identity` is, never by Python's own equality of numbers.
"""
from __future__ import annotations

import functools
import itertools
import weakref
from collections import Counter
from collections.abc import MutableMapping
from dataclasses import dataclass, field, fields
from decimal import Decimal
from fractions import Fraction
from typing import Any, Callable, ClassVar, Optional

from ..limits import check_operation
from . import numbers as num


class MapleValue:
    """Base of every Maple value that is not a Python number or string."""
    __slots__ = ()


def identity(value):
    """Maple's structural identity of a value as a hashable key, the one equality for `=`,
    sets, like terms, remember tables and tables. It is type-tagged and recursive, so that
    Python's 1 == 1.0 == Decimal(1) == Fraction(1) never reaches Maple: 1, 1/1 (which is 1),
    1.0, 1.00 (Maple's Float(100, -2)) and the hardware float 1. are different values, at
    the top level and inside lists, calls or sums. Sums and products are the same whatever
    the order of their operands, as in Maple's simplification table. Procedures, modules,
    tables, rtables and objects are identified by address, as Maple does."""
    kind = type(value)
    if kind is int or kind is str:
        return value            # no other identity is a bare int or str
    atom = _ATOMS.get(kind)
    if atom is not None:
        return atom(value)
    if isinstance(value, Structure):
        return value.identity()
    if kind is tuple:
        return tuple(map(identity, value))
    return (_ADDRESS, id(value))   # every holder of such a key also holds the value: no id reuse


_ADDRESS = object()


def _no_bool(value):
    raise TypeError("a Python bool is not a Maple value; use true or false")


_ATOMS = {
    bool: _no_bool,
    Fraction: lambda x: (Fraction, x.numerator, x.denominator),
    Decimal: lambda x: (Decimal,) + x.as_tuple(),
    float: lambda x: (float, x.hex()),
}


class Structure(MapleValue):
    """A value that is its operands: equal and hashed by `identity`, never by Python's
    field equality (which would say [1] = [1.0])."""
    __slots__ = ()
    unordered = False           # its one operand tuple is a multiset (sums, products)
    operand_fields: tuple = ()  # set by @structure

    def identity(self):
        cached = self.__dict__.get("_identity")
        if cached is None:
            parts = tuple(identity(getattr(self, f)) for f in self.operand_fields)
            if self.unordered:
                parts = frozenset(Counter(parts[0]).items())
            cached = (type(self), parts)
            object.__setattr__(self, "_identity", cached)
        return cached

    def __eq__(self, other):
        return self is other or (type(other) is type(self) and self.identity() == other.identity())

    def __hash__(self):
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(self.identity())
            object.__setattr__(self, "_hash", cached)
        return cached


class IdentityDict(MutableMapping):
    """A dict whose keys are told apart by `identity`: remember tables and Maple tables,
    where f(1) and f(1.0), T[1] and T[1.0] are different entries. Keeps the keys as given."""

    def __init__(self, items=()):
        self._entries: dict = {}
        for key, value in (items.items() if isinstance(items, (dict, MutableMapping)) else items):
            self[key] = value

    def __getitem__(self, key):
        return self._entries[identity(key)][1]

    def __setitem__(self, key, value):
        self._entries[identity(key)] = (key, value)

    def __delitem__(self, key):
        del self._entries[identity(key)]

    def __contains__(self, key):
        return identity(key) in self._entries

    def __iter__(self):
        return (key for key, _ in self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def items(self):
        return list(self._entries.values())


def structure(cls):
    """A frozen dataclass equal by `identity`: dataclass's own __eq__ is switched off."""
    cls = dataclass(frozen=True, eq=False)(cls)
    cls.operand_fields = tuple(f.name for f in fields(cls))
    return cls


@structure
class Name(Structure):
    """A symbol: unassigned names evaluate to themselves."""
    name: str

    def __repr__(self) -> str:
        return self.name


def symbol_text(value) -> str | None:
    """The text of a string or a name (where Maple takes either as a word), else None. A
    named procedure stands for its name (Maple's last-name evaluation): activation = tanh
    names the word tanh although tanh is a command."""
    if isinstance(value, str):
        return value
    if isinstance(value, Name):
        return value.name
    if isinstance(value, (Builtin, Procedure)) and value.name:
        return value.name
    return None


@structure
class Local(Name):
    """A procedure's local name: printed as its name but equal only to itself, never to
    the global of the same spelling nor to another call's local (Maple's escaped locals:
    Programming Guide, Procedures, on local variables). `call` tells the calls apart."""
    call: int = 0


TRUE, FALSE, FAIL = Name("true"), Name("false"), Name("FAIL")
UNDEFINED, INFINITY = Name("undefined"), Name("infinity")


def truth(flag: bool) -> Name:
    return TRUE if flag else FALSE


@structure
class ExprSeq(Structure):
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
            # `[op(L), op(L)]` is twice L's size: held to the limit before it is made
            check_operation(len(out) + len(v.items))
            out.extend(v.items)
        else:
            out.append(v)
    return tuple(out)


def make_seq(values) -> Any:
    items = flatten(values)
    return items[0] if len(items) == 1 else ExprSeq(items)


@structure
class MList(Structure):
    items: tuple = ()


@structure
class MSet(Structure):
    """A set: duplicates removed, displayed in a canonical order (see `set_order`)."""
    items: tuple = ()

    @staticmethod
    def of(values) -> "MSet":
        unique = {}
        for v in flatten(values):
            unique.setdefault(identity(v), v)
        # one member needs no order: nested sets `{{{...}}}` must not pay for it at each level
        members = tuple(unique.values())
        if len(members) < 2:
            return MSet(members)
        if all(type(v) in _PLAIN_RANKS and v == v for v in members):     # no NaN
            return MSet(tuple(sorted(members, key=_plain_order)))
        for v in members:           # first seen, first placed, as Maple's allocation order
            if _set_rank(v) == 4:
                _address(v)
        return MSet(tuple(sorted(members, key=set_order)))


# The commonest members, numbers other than undefined, strings and names, have their set
# order as a plain key, the order _set_compare gives them without a Python call for each
# comparison (a union of two sets of 80000 integers took 0.27-0.6 s, most of it comparing):
# numbers by exact value (Python compares int, Fraction, Decimal and float exactly), then
# kind, then 1.0 before 1.00, as num.total_order; strings by text; names by name
_PLAIN_RANKS = {int: 0, Fraction: 0, Decimal: 0, float: 0, str: 1, Name: 2, Local: 2}


def _plain_order(value) -> tuple:
    rank = _PLAIN_RANKS[type(value)]
    if rank == 0:
        exponent = value.as_tuple().exponent if type(value) is Decimal else 0
        return 0, value, num.KIND_ORDER[type(value)], \
            -exponent if isinstance(exponent, int) else 0
    return rank, value.name if rank == 2 else value


def _set_compare(a, b) -> int:
    """Maple orders sets: numbers by exact value (1 before 1.0 before the hardware 1.),
    then strings, then names, then compound values (by kind, then operand by operand, so
    f(9) comes before f(10)), then procedures, modules and other objects."""
    ra, rb = _set_rank(a), _set_rank(b)
    if ra != rb:
        return ra - rb
    if ra == 0:
        return num.total_order(a, b)
    if ra == 3:
        if type(a) is not type(b):
            return _compare(type(a).__name__, type(b).__name__)
        if type(a) is MSet and len(a.items) != len(b.items):
            # smaller sets first: choose({a, b, c}) is {{}, {a}, {b}, {c}, {a, b}, ...}
            # (help page combinat/choose)
            return len(a.items) - len(b.items)
        for f in a.operand_fields:
            c = _compare_operands(getattr(a, f), getattr(b, f))
            if c:
                return c
        return 0
    if ra == 4:
        return _compare((type(a).__name__, _address(a)), (type(b).__name__, _address(b)))
    return _compare(a.name, b.name) if ra == 2 else _compare(a, b)


def _compare_operands(x, y) -> int:
    if isinstance(x, tuple) and isinstance(y, tuple):
        for p, q in zip(x, y):
            c = _set_compare(p, q)
            if c:
                return c
        return len(x) - len(y)
    return _set_compare(x, y)


def _compare(x, y) -> int:
    return (x > y) - (x < y)


_ADDRESSES = weakref.WeakKeyDictionary()
_NEXT_ADDRESS = itertools.count()


def _address(value) -> int:
    """A stand-in for the address Maple orders rtables, procedures and tables by in a set:
    given when the value first enters a set, so a set prints the same on every run (Python's
    id() would not) and keeps that order for the value's life."""
    try:
        found = _ADDRESSES.get(value)
        if found is None:
            found = _ADDRESSES[value] = next(_NEXT_ADDRESS)
        return found
    except TypeError:           # not weakly referable: only id() is stable for its life
        return id(value)


def _set_rank(value) -> int:
    if num.is_number(value):
        return 0
    if isinstance(value, str):
        return 1
    return 2 if isinstance(value, Name) else 3 if isinstance(value, Structure) else 4


set_order = functools.cmp_to_key(_set_compare)


@structure
class Function(Structure):
    """An unevaluated function call such as `f(x)` or `GradientTape()`."""
    head: Any
    args: tuple = ()


@structure
class Indexed(Structure):
    """An indexed name such as `float[4]` or `a[1]` with `a` unassigned."""
    base: Any
    indices: tuple = ()


@structure
class Relation(Structure):
    """`a = b`, `a <> b`, `a < b`, `a <= b` (Maple turns `>` into `<` with swapped sides)."""
    op: str
    lhs: Any
    rhs: Any


@structure
class Logical(Structure):
    """An unevaluated boolean combination: `and`, `or`, `xor`, `implies`, `not`."""
    op: str
    operands: tuple


@structure
class Range(Structure):
    low: Any
    high: Any


@structure
class Sum(Structure):
    """A sum of terms in their order of appearance; like terms are already collected."""
    terms: tuple
    unordered = True


@structure
class Product(Structure):
    """A product; a numeric coefficient, when present, comes first."""
    factors: tuple
    unordered = True


@structure
class Power(Structure):
    base: Any
    exponent: Any


@structure
class Factorial(Structure):
    operand: Any


@structure
class Uneval(Structure):
    """A value that keeps its quotes for one more evaluation: `''x''`."""
    value: Any


@dataclass(eq=False)
class Procedure(MapleValue):
    """A user procedure; `definition` is its ast.ProcedureExpr."""
    definition: Any
    name: Optional[str] = None
    closure: Any = None          # the frame it was defined in, for nested procedures
    implicit_locals: tuple = ()
    remember: IdentityDict = field(default_factory=IdentityDict)
    # what the evaluator works out of the definition on the first call, kept for the next
    signature: Any = field(default=None, repr=False)


@dataclass(eq=False)
class Builtin(MapleValue):
    """A procedure implemented in Python. `fn(ev, args)` gets evaluated arguments,
    or the argument AST nodes when `special` (for `seq`, `add`, `evalb`, ...)."""
    name: str
    fn: Callable
    help: str = ""
    special: bool = False
    module: Optional[str] = None   # the package that exports it, for error messages
    indexed: Optional[Callable] = None   # indices -> the variant `f[...]` selects, or None
    # for fn calling a foreign library: what its exceptions (other than Maple errors) become
    guard: Optional[Callable] = None

    @property
    def qualified_name(self) -> str:
        return f"{self.module}:-{self.name}" if self.module else self.name


class Module(MapleValue):
    """A module or package: named exports reached by `m:-e` or `m[e]`. A package's
    `unavailable` exports are Maple's that mapletape lacks: reachable, but not listed."""

    def __init__(self, name: str, exports: dict[str, Any], package: bool = False,
                 unavailable: dict[str, Any] | None = None):
        self.name = name
        self.exports = exports
        self.package = package
        self.unavailable = unavailable or {}

    def export_names(self) -> list[str]:
        return sorted(self.exports)

    def member(self, name: str):
        found = self.exports.get(name)
        return self.unavailable.get(name) if found is None else found

    def declarations(self) -> list[str]:
        """How its printed form declares it: `export e1, e2`, ... (help page module)."""
        return [f"export {', '.join(self.export_names())}"]

    def applier(self):
        """What calling the module calls (help page ModuleApply), or None."""
        return self.member("ModuleApply")


class MapleObject(MapleValue):
    """An object with methods, for Maple's function mechanism: `Enter(tape)` calls
    the object's `Enter` when `Enter` is otherwise unassigned."""

    # the object's methods by name, for its kind (a class attribute: read on every call of
    # the function mechanism and of `obj:-name`, without a call of its own)
    methods: ClassVar[dict[str, Builtin]] = {}

    def display_rows(self) -> list[str]:
        """Description rows for the bracketed one-column display (design.md §2)."""
        raise NotImplementedError

    def lprint_form(self) -> str:
        return " ".join(self.display_rows())


class Table(MapleValue):
    """A Maple table: created by assigning `T[i] := v` to an unassigned name."""

    def __init__(self, entries=()):
        self.entries = IdentityDict(entries)


