"""Names in compiled code: reading a name's value from a frame and binding one, with the
fast paths for globals and locals that hold plain values."""
from __future__ import annotations

from types import MappingProxyType

from ..syntax import ast
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from .compiler import expression_rule
from .scopes import ENVIRONMENT_VARIABLES, EXCEPTION_NAMES, PROTECTED_CONSTANTS, MissingArgument

# What a name's stored value may be for a lookup to return it as it is: evaluating it
# again could change a name or a compound value (see Expressions.resolve), nothing else.
COMPOUND = operands.COMPOUND_KINDS
EVALUATED_AGAIN = COMPOUND | {v.Name, MissingArgument}
NUMBERS = num.NUMBER_KINDS                      # (a module name: read in hot paths)
ABSENT = MissingArgument("", 0, "")             # never stored: a name's value is missing


def name_getter(ev, name: str):
    """The value of a name from a frame, as Scopes.lookup gives it."""
    top, stored, lookup, needs_evaluation = ev.top, ev.globals, ev.lookup, operands.needs_evaluation
    imported, builtins = ev.imported, ev.builtins
    # what Scopes.lookup gives an unassigned global that is nothing else: the name itself,
    # made once (a name is immutable)
    unassigned = None if name == "NULL" or name in EXCEPTION_NAMES else v.Name(name)

    def get(frame):
        if frame is not top:
            value = frame.names.get(name, ABSENT)      # a local or parameter, as it is
            if value is not ABSENT:
                if type(value) is not MissingArgument:
                    return value
                return lookup(name, frame)      # missing, or a local not yet read
            if frame.parent is not None and name not in frame.declared_globals:
                return lookup(name, frame)      # an enclosing procedure's, perhaps
        value = stored.get(name, ABSENT)
        if value is ABSENT:
            if unassigned is None:
                return lookup(name, frame)
            if name in imported:
                return imported[name]
            return builtins.get(name, unassigned)
        kind = type(value)
        if kind not in EVALUATED_AGAIN or (kind in COMPOUND and not needs_evaluation(value, stored)):
            return value        # as Expressions.resolve finds it
        return lookup(name, frame)
    return get


@expression_rule(ast.Name)
def _name(ev, node: ast.Name):
    return name_getter(ev, node.name)


@expression_rule(ast.GlobalName)
def _global_name(ev, node: ast.GlobalName):
    lookup, top, name = ev.lookup, ev.top, node.name
    return lambda frame: lookup(name, top)


def plain_global(ev, name: str) -> bool:
    """Whether a global of this name takes any value but a sequence or a name as it comes,
    without Scopes.set_name's checks (no protected name, no builtin: the builtins never
    change; no named module's name, protected before the statement is compiled)."""
    return name not in PROTECTED_CONSTANTS and name not in ENVIRONMENT_VARIABLES \
        and name not in ev.builtins and name not in ev.protected_names


def name_setter(ev, name: str):
    """`setter(value, frame)` binds a name as Scopes.set_name does."""
    top, stored, set_name, plain = ev.top, ev.globals, ev.set_name, plain_global(ev, name)

    def set(value, frame):
        if type(value) in EVALUATED_AGAIN:
            set_name(name, value, frame)
        elif frame is top:
            if plain:
                stored[name] = value
            else:
                set_name(name, value, frame)
        elif name in frame.names and name not in frame.declared_globals and name not in frame.parameters:
            frame.names[name] = value
        else:
            set_name(name, value, frame)
    return set


def in_place(ev, node):
    """Where a compiled closure reads an operand's value at top level without its getter's
    call: (the globals, its name) for a name, whose value the getter gives as it is stored
    unless its type is in EVALUATED_AGAIN (absent included); else (nowhere, None), where
    nothing is found. The closure calls the getter for anything not found so."""
    if type(node) is ast.Name:
        return ev.globals, node.name
    return _NOWHERE, None


_NOWHERE = MappingProxyType({})
