"""assign, unassign and anames: assignments made by a call rather than by `:=`, and the
names assigned."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..display.messages import ordinal
from ..evaluator.scopes import ENVIRONMENT_VARIABLES
from ..errors import MapleError
from ..evaluator.scopes import unassigned_local
from ..syntax import ast
from ..values import core as v
from .registry import builtin


def _store(ev, target, value, frame) -> None:
    """target := value for an evaluated target: a name, or an indexed name (a table or
    rtable entry, `T[1]`); anything else is not a name (Error Message Guide, "illegal use
    of an object as a name")."""
    if isinstance(target, v.Name):
        ev.assign(ast.Name(target.name), value, frame)
    elif isinstance(target, v.Indexed) and isinstance(target.base, v.Name):
        base = ast.Name(target.base.name)
        ev.store_entry(base, ev.lookup(target.base.name, frame), target.indices, value, frame)
    else:
        raise MapleError("illegal use of an object as a name")


@builtin("assign", special=True)
def assign(ev, arg_nodes, frame):
    """assign(a, B), assign(a = B): a := B; assign([a = 1, b = 2]) or a set or sequence of
    equations makes each assignment. The arguments are evaluated first, so a name assigned
    a name assigns that one (help page assign). Returns NULL."""
    # special only for the caller's frame, where a local is assigned
    args = ev.evaluate_args(arg_nodes, frame)
    if len(args) == 2 and not isinstance(args[0], v.Relation):
        _store(ev, args[0], args[1], frame)
        return v.NULL
    equations = args[0].items if len(args) == 1 and isinstance(args[0], (v.MList, v.MSet)) else args
    for equation in equations:
        if not (isinstance(equation, v.Relation) and equation.op == "="):
            raise MapleError(f"invalid input: assign expects an equation or a list or set of "
                             f"equations, but received {lprint(equation)}")
        _store(ev, equation.lhs, equation.rhs, frame)
    return v.NULL


@builtin("assigned", special=True)
def assigned(ev, arg_nodes, frame):
    """assigned(n): true when the name (or table entry T[i]) n has a value other than its
    own name (help page assigned); its argument is taken as a name, not evaluated."""
    if len(arg_nodes) != 1:
        raise MapleError(f"invalid input: assigned expects 1 argument, but received {len(arg_nodes)}")
    node = arg_nodes[0]
    if isinstance(node, (ast.Name, ast.GlobalName)):
        owner = ev._scope_of(node.name, frame) if frame is not ev.top and \
            isinstance(node, ast.Name) else None
        if owner is not None:
            return v.truth(not unassigned_local(owner, node.name))
        return v.truth(node.name in ev.globals or node.name in ev.builtins
                       or node.name in ev.imported)
    if isinstance(node, ast.Index) and isinstance(node.base, ast.Name):
        container = ev.evaluate(node.base, frame)
        if isinstance(container, v.Table):
            indices = v.flatten(ev.evaluate(i, frame) for i in node.indices)
            return v.truth(indices in container.entries)
        return v.truth(not isinstance(container, v.Name))
    if isinstance(node, ast.Call):
        return v.FALSE          # a call with no remembered value
    raise MapleError("illegal use of an object as a name")


@builtin("unassign", special=True)
def unassign(ev, arg_nodes, frame):
    """unassign('a', 'T[1, 1]', ...): each name loses its value and each table entry is
    removed; the names must be quoted so that they reach unassign unevaluated (help page
    unassign). Returns NULL."""
    for position, target in enumerate(ev.evaluate_args(arg_nodes, frame), start=1):
        if isinstance(target, v.Name):
            owner = ev._scope_of(target.name, frame) if frame is not ev.top else None
            if owner is not None:
                owner.names[target.name] = v.Local(target.name, owner.call)
            else:
                ev.set_global(target.name, v.Name(target.name))
            continue
        if isinstance(target, v.Indexed) and isinstance(target.base, v.Name):
            table = ev.lookup(target.base.name, frame)
            if isinstance(table, v.Table):
                table.entries.pop(target.indices, None)
                continue
        raise MapleError(f"invalid input: unassign expects its {ordinal(position)} argument, "
                         f"name{position}, to be of type name, but received {lprint(target)}")
    return v.NULL


def _is_environment(name: str) -> bool:
    """An environment variable: Digits, printlevel (the ones a procedure restores) and the
    names beginning _Env (help page envvar)."""
    return name in ENVIRONMENT_VARIABLES or name.startswith("_Env")


# anames(selector): which assigned global names it returns (help page anames)
_SELECTORS = {
    "environment": _is_environment,
    # Digits and printlevel are Maple's own; an _Env name the user assigns is the user's
    "user": lambda n: n not in ENVIRONMENT_VARIABLES and "/" not in n and not n.startswith("_"),
    "alluser": lambda n: n not in ENVIRONMENT_VARIABLES,
    "active": lambda n: True,
}


@builtin("anames")
def anames(ev, args):
    """anames(): the sequence of global names assigned a value other than their own name, in
    the order they were first assigned; anames(t): those whose value is of type t;
    anames('user'): the user's names (not Digits or printlevel, none with a '/' or a
    leading '_'); anames('alluser'): the same without that filter; anames('environment'):
    the environment variables (Digits, printlevel, _Env...). Maple's own library names, which
    mapletape builds in, are not among them (help page anames)."""
    if len(args) > 1:
        raise MapleError(f"invalid input: anames expects 0 or 1 arguments, but received {len(args)}")
    names = list(ev.globals)
    if not args:
        chosen = names
    elif isinstance(args[0], v.Name) and args[0].name in _SELECTORS:
        chosen = [n for n in names if _SELECTORS[args[0].name](n)]
    else:
        of_type = ev.builtins["type"]
        chosen = [n for n in names if ev.apply(of_type, (ev.globals[n], args[0])) == v.TRUE]
    return v.ExprSeq(tuple(v.Name(n) for n in chosen))
