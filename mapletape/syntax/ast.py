"""The abstract syntax tree: frozen dataclass nodes for Maple statements and expressions."""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Optional


@dataclass(frozen=True)
class Pos:
    """Where a node starts in its source: 1-based line and column, 0-based offset."""
    line: int
    column: int
    offset: int


@dataclass(frozen=True)
class Node:
    pos: Optional[Pos] = field(default=None, compare=False, kw_only=True, repr=False)


# ---------------------------------------------------------------- expressions

class Expr(Node):
    pass


@dataclass(frozen=True)
class Integer(Expr):
    value: int


@dataclass(frozen=True)
class Float(Expr):
    text: str            # as typed: `2.` and `2.0` display differently


@dataclass(frozen=True)
class String(Expr):
    value: str


@dataclass(frozen=True)
class Name(Expr):
    name: str


@dataclass(frozen=True)
class GlobalName(Expr):
    name: str            # `:-x`


@dataclass(frozen=True)
class Ditto(Expr):
    depth: int           # % is 1, %% is 2, %%% is 3


@dataclass(frozen=True)
class Sequence(Expr):
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class ListExpr(Expr):
    items: tuple[Expr, ...]

    @functools.cached_property
    def literal(self) -> bool:
        """Whether every item is a number, a string or such a list, so that the list's
        value depends on nothing. Kept once found (outside the fields: equality and the
        fields stay as they were), so that asking it at every level of lists nested n deep
        costs n steps in all, not n^2."""
        return all(isinstance(item, (Integer, Float, String))
                   or (isinstance(item, ListExpr) and item.literal) for item in self.items)


@dataclass(frozen=True)
class SetExpr(Expr):
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class AngleExpr(Expr):
    """`<a, b | c, d>`: columns separated by `|`, each a tuple of entries."""
    columns: tuple[tuple[Expr, ...], ...]


@dataclass(frozen=True)
class AngleRows(Expr):
    """`<a, b; c, d>`: rows separated by `;`, each a tuple of entries."""
    rows: tuple[tuple[Expr, ...], ...]


@dataclass(frozen=True)
class Call(Expr):
    function: Expr
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class ElementwiseCall(Expr):
    """`f~(args)`: f applied to each entry of the containers among the arguments."""
    function: Expr
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class Index(Expr):
    base: Expr
    indices: tuple[Expr, ...]


@dataclass(frozen=True)
class Member(Expr):
    module: Expr
    name: str            # the right side of `:-` is never evaluated


@dataclass(frozen=True)
class BinaryOp(Expr):
    op: str              # + - * / . ^ mod = <> < <= > >= in and or xor implies || :: $
                         # union minus intersect subset @ @@, and +~ -~ *~ /~ .~ ^~
    left: Expr
    right: Expr


@dataclass(frozen=True)
class UnaryOp(Expr):
    op: str              # - + not ! $ -~ +~
    operand: Expr


@dataclass(frozen=True)
class Range(Expr):
    low: Expr
    high: Expr


@dataclass(frozen=True)
class Uneval(Expr):
    expr: Expr


@dataclass(frozen=True)
class Parameter(Node):
    name: str
    type: Optional[Expr] = None
    default: Optional[Expr] = None


@dataclass(frozen=True)
class ProcedureExpr(Expr):
    """`proc ... end proc` or an arrow; a `uses` clause is a `Use` around the body."""
    params: tuple[Parameter, ...]
    locals: tuple[Parameter, ...]
    globals: tuple[str, ...]
    options: tuple[str, ...]
    description: Optional[str]
    body: tuple["Statement", ...]
    arrow: bool = False
    keywords: tuple[Parameter, ...] = ()    # `{opt := default}`, passed as `opt = value`
    return_type: Optional[Expr] = None      # `proc(x)::integer;`
    closed: bool = False                    # `proc(x, $)`: no arguments beyond the parameters


@dataclass(frozen=True)
class UseBinding(Node):
    """One binding of `use` or `uses`: a module (`use m in`, its exports by their short
    names), or a name standing for a value (`use d = m:-f in`: `name` set)."""
    value: Expr
    name: Optional[str] = None


@dataclass(frozen=True)
class ModuleExpr(Expr):
    """`module() export ...; local ...; ... end module`; `module m() ...` when named
    (help pages module, module/named)."""
    name: Optional[str]
    exports: tuple[Parameter, ...]
    locals: tuple[Parameter, ...]
    globals: tuple[str, ...]
    options: tuple[str, ...]
    description: Optional[str]
    body: tuple["Statement", ...]          # in a `Use` when the definition `uses` modules


# ---------------------------------------------------------------- statements

class Statement(Node):
    pass


@dataclass(frozen=True)
class ExprStatement(Statement):
    expr: Expr


@dataclass(frozen=True)
class Assignment(Statement):
    targets: tuple[Expr, ...]
    value: Expr


@dataclass(frozen=True)
class If(Statement):
    branches: tuple[tuple[Expr, tuple[Statement, ...]], ...]
    otherwise: Optional[tuple[Statement, ...]]


@dataclass(frozen=True)
class IfExpr(Expr):
    """Maple 2019's `if` used as a value (`y := if c then a else b end if`): the chosen
    branch runs without display and gives its last value. Standing alone as a statement
    it is just that statement."""
    statement: If


@dataclass(frozen=True)
class Loop(Statement):
    """Every `for`/`while`/`do` form; absent clauses are None."""
    var: Optional[str]
    start: Optional[Expr]
    step: Optional[Expr]
    stop: Optional[Expr]
    condition: Optional[Expr]
    iterable: Optional[Expr]
    body: tuple[Statement, ...]
    until: Optional[Expr] = None            # `do ... until cond`


@dataclass(frozen=True)
class Catch(Node):
    prefixes: tuple[str, ...]   # empty: catches everything
    body: tuple[Statement, ...]


@dataclass(frozen=True)
class Try(Statement):
    body: tuple[Statement, ...]
    catches: tuple[Catch, ...]
    final: Optional[tuple[Statement, ...]]


@dataclass(frozen=True)
class ErrorStatement(Statement):
    args: Optional[Expr]


@dataclass(frozen=True)
class Return(Statement):
    value: Optional[Expr]


@dataclass(frozen=True)
class Break(Statement):
    levels: int = 1      # `break 2` leaves two enclosing loops


@dataclass(frozen=True)
class Next(Statement):
    pass


@dataclass(frozen=True)
class Quit(Statement):
    pass


@dataclass(frozen=True)
class Read(Statement):
    file: Expr


@dataclass(frozen=True)
class Use(Statement):
    """`use bindings in body end use` (help page use)."""
    bindings: tuple[UseBinding, ...]
    body: tuple[Statement, ...]


@dataclass(frozen=True)
class TopStatement(Node):
    """A top-level statement with its terminator and where it lies in the source."""
    statement: Optional[Statement]   # None for an empty statement
    show: bool                       # ended in `;` rather than `:`
    start: int                       # offsets of the source text, terminator included
    end: int


# ---------------------------------------------------------------- walking

def children(node: Node):
    """The nodes directly inside `node`, in the order of its fields (inside tuples too:
    an `if`'s branches, a procedure's parameters): the one view every walker of the tree
    uses, so that a new node kind is walked without teaching each walker."""
    for name in _node_fields(type(node)):
        yield from _nodes_in(getattr(node, name))


@functools.cache
def _node_fields(kind: type) -> tuple[str, ...]:
    from dataclasses import fields
    return tuple(f.name for f in fields(kind) if f.name != "pos")


def _nodes_in(value):
    if isinstance(value, Node):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _nodes_in(item)


def names_in(nodes) -> set[str]:
    """Every name written anywhere in these nodes (inner procedures included), iteratively,
    so that deep nesting costs no recursion."""
    found, stack = set(), list(nodes)
    while stack:
        node = stack.pop()
        if isinstance(node, (Name, GlobalName)):
            found.add(node.name)
        stack.extend(children(node))
    return found
