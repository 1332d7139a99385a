"""Procedures: definition (implicit locals), calls (parameter binding and type checks), recursion."""
from __future__ import annotations

import itertools

from ..errors import MapleError
from ..syntax import ast
from ..values import core as v
from ..display.lineprint import lprint
from ..display.messages import ordinal
from .scopes import ENVIRONMENT_VARIABLES, UNREAD, Frame, MissingArgument
from .signals import BreakSignal, NextSignal, ReturnSignal

CALLS = itertools.count(1)         # tells one call's locals from another's


def assigned_names(statements, out: list[str]):
    """Names a body assigns to or loops over, in order of first appearance."""
    for s in statements:
        if isinstance(s, ast.Assignment):
            for t in s.targets:
                if isinstance(t, ast.Name) and t.name not in out:
                    out.append(t.name)
        elif isinstance(s, ast.Loop):
            if s.var and s.var not in out:
                out.append(s.var)
            assigned_names(s.body, out)
        elif isinstance(s, ast.If):
            for _, body in s.branches:
                assigned_names(body, out)
            if s.otherwise:
                assigned_names(s.otherwise, out)
        elif isinstance(s, ast.Use):
            assigned_names(s.body, out)
        elif isinstance(s, ast.Try):
            assigned_names(s.body, out)
            for c in s.catches:
                assigned_names(c.body, out)
            if s.final:
                assigned_names(s.final, out)
    return out


def make_procedure(ev, node: ast.ProcedureExpr, frame, name: str | None = None) -> v.Procedure:
    """The procedure a `proc ... end proc` or arrow evaluates to. Names it assigns without
    declaring become locals, with Maple's warning, unless an enclosing procedure has them
    (lexical scoping)."""
    declared = {p.name for p in node.params} | {p.name for p in node.locals} | set(node.globals)
    closure = frame if frame is not ev.top else None
    implicit = tuple(n for n in assigned_names(node.body, [])
                     if n not in declared and n not in ENVIRONMENT_VARIABLES
                     and not _enclosing_local(n, closure))
    if id(node) not in ev.defined:
        # Maple warns when it reads a definition, so a loop redefining it warns once;
        # keeping the node keeps its id from being reused.
        ev.defined[id(node)] = node
        where = name or "anonymous procedure"
        for local in implicit:
            ev.host.warning(f"(in {where}) `{local}` is implicitly declared local")
    return v.Procedure(node, name, closure, implicit)


def remember_procedure(name: str) -> v.Procedure:
    """What `f(x) := y` makes of an unassigned f: a procedure that returns its calls
    unevaluated, `proc() option remember; 'procname(args)' end proc`, to hold the entry."""
    call = ast.Call(ast.Name("procname"), (ast.Name("args"),))
    definition = ast.ProcedureExpr(params=(), locals=(), globals=(), options=("remember",),
                                   description=None, body=(ast.ExprStatement(ast.Uneval(call)),))
    return v.Procedure(definition, name)


def _enclosing_local(name: str, frame) -> bool:
    while frame is not None:
        if name in frame.names:
            return True
        frame = frame.parent
    return False


class Signature:
    """What a call needs to know of a procedure's definition, worked out once per
    procedure; `body` is its body compiled by the evaluator `compiled_by`, made on the
    first call."""

    def __init__(self, proc: v.Procedure):
        d = proc.definition
        # names Maple replaces by the arguments in the body (see Scopes.parameter_value)
        self.parameters = frozenset({p.name for p in d.params} | {k.name for k in d.keywords}
                                    | {"args", "nargs", "procname"})
        self.declared_globals = frozenset(d.globals)
        self.keywords = {k.name: k for k in d.keywords}
        self.modified = any(modifier(p) for p in d.params)     # see Evaluator._modified_args
        self.procname = v.Name(proc.name or "unknown")
        self.remember = "remember" in d.options
        self.body = self.compiled_by = None
        # a call with one argument for each parameter of no type or default binds them as
        # they come; locals without a value are their own names
        self.plain = not d.keywords and all(p.type is None and p.default is None for p in d.params)
        self.arity = len(d.params)
        self.parameter_names = tuple(p.name for p in d.params)
        self.unassigned_locals = None
        if all(local.default is None for local in d.locals):
            names = [local.name for local in d.locals] + list(proc.implicit_locals)
            self.unassigned_locals = {name: UNREAD for name in names}
        # args, nargs and procname, bound only for a body that names them somewhere
        written = ast.names_in((*d.body, *d.params, *d.keywords, *d.locals))
        self.binds = tuple(name for name in ("args", "nargs", "procname") if name in written)


def call_procedure(ev, proc: v.Procedure, args: tuple, signature: Signature | None = None):
    remembered = proc.remember
    # filled by option remember or by `f(x) := y` (its own entries read: no __len__ call)
    if remembered._entries and args in remembered:
        return remembered[args]
    if ev.depth >= ev.recursion_limit:
        raise MapleError("too many levels of recursion", procname=proc.name or "unknown")
    if signature is None:
        signature = ev.signature(proc)
    name = proc.name or "unknown"
    call = next(CALLS)
    if signature.plain and len(args) == signature.arity:
        names = dict(zip(signature.parameter_names, args))
        frame = Frame(name, names, proc, args, proc.closure, signature.parameters,
                      signature.declared_globals, call)
        positional = args
    else:
        names = {}
        frame = Frame(name, names, proc, args, proc.closure, signature.parameters,
                      signature.declared_globals, call)
        positional = _bind_parameters(ev, proc.definition, name, args, frame, signature.keywords)
    unassigned = signature.unassigned_locals
    if unassigned is None:
        for local in proc.definition.locals:
            names[local.name] = UNREAD if local.default is None else ev.evaluate(local.default, frame)
        for local in proc.implicit_locals:
            names[local] = UNREAD
    elif unassigned:
        names.update(unassigned)
    if signature.binds:
        names["nargs"] = len(positional)
        names["args"] = args[0] if len(args) == 1 else v.ExprSeq(tuple(args)) if args else v.NULL
        names["procname"] = signature.procname
    # the environment variables (scopes.ENVIRONMENT_VARIABLES), which a procedure's
    # assignments change only until it returns
    stored = ev.globals
    digits, printlevel = stored.get("Digits"), stored.get("printlevel")
    ev.depth += 1
    try:
        body = signature.body if signature.compiled_by is ev else None
        result = ev.run_body(proc, frame, signature) if body is None else body(frame)
    except ReturnSignal as ret:
        result = ret.value
    except (BreakSignal, NextSignal):
        # a loop statement never spans a call: the caller's loop must not see it
        raise MapleError("break or next not in loop", procname=name) from None
    except MapleError as err:
        raise err.in_procedure(name)
    except RecursionError:
        raise MapleError("too many levels of recursion", procname=name) from None
    finally:
        ev.depth -= 1
        if stored.get("Digits") is not digits or stored.get("printlevel") is not printlevel:
            ev.restore_environment(digits, printlevel)
    if type(result) is MissingArgument:
        result.fail()
    if signature.remember:
        remembered[args] = result
    return result


def _bind_parameters(ev, d: ast.ProcedureExpr, name: str, args: tuple, frame, keywords: dict) -> tuple:
    """Give every parameter its argument, default or a MissingArgument; returns the
    arguments that were not keyword options."""
    positional, options = ([], {}) if keywords else (args, None)
    for arg in args if keywords else ():
        key = _keyword_of(arg, keywords)
        if key is None:
            positional.append(arg)
        else:
            options[key] = v.TRUE if arg == v.Name(key) else arg.rhs
    if d.closed and len(positional) > len(d.params):
        raise MapleError(f"invalid input: too many and/or wrong type of arguments passed to "
                         f"{name}; first unused argument is {lprint(positional[len(d.params)])}",
                         unlocated=True)
    for i, param in enumerate(d.params):
        if i < len(positional):
            if param.type is not None:
                _check(ev, name, param, positional[i], frame,
                       lambda t: f"its {ordinal(i + 1)} argument, {param.name}, to be of type {t}")
            frame.names[param.name] = positional[i]
        elif param.default is not None:
            frame.names[param.name] = ev.evaluate(param.default, frame)
        else:
            frame.names[param.name] = MissingArgument(name, i, param.name)
    for key, param in keywords.items():
        if key in options:
            _check(ev, name, param, options[key], frame,
                   lambda t: f"value for the keyword parameter {key} to be of type {t}")
            frame.names[key] = options[key]
        else:
            frame.names[key] = v.Name(key) if param.default is None else ev.evaluate(param.default, frame)
    return tuple(positional)


def _keyword_of(arg, keywords: dict) -> str | None:
    """The keyword an argument sets: `opt = value`, or a bare `opt` for a truefalse one."""
    if isinstance(arg, v.Relation) and arg.op == "=" and isinstance(arg.lhs, v.Name) \
            and arg.lhs.name in keywords:
        return arg.lhs.name
    if isinstance(arg, v.Name) and arg.name in keywords and _is_truefalse(keywords[arg.name]):
        return arg.name
    return None


def modifier(param: ast.Parameter) -> str | None:
    """`uneval` or `evaln` when a parameter is declared with that modifier, which says how
    the caller evaluates the argument (see Evaluator._modified_args), not a type to check."""
    kind = param.type
    if isinstance(kind, ast.Call):
        kind = kind.function                   # evaln(integer)
    if isinstance(kind, ast.Name) and kind.name in ("uneval", "evaln"):
        return kind.name
    return None


def _is_truefalse(param: ast.Parameter) -> bool:
    return isinstance(param.type, ast.Name) and param.type.name == "truefalse"


def _check(ev, name: str, param: ast.Parameter, value, frame, expectation):
    """Maple's argument type check; its error names no procedure, as Maple's does not."""
    if param.type is None or modifier(param):
        return
    expected = ev.evaluate(param.type, frame)
    if not ev.type_check(value, expected):
        raise MapleError(f"invalid input: {name} expects {expectation(lprint(expected))}, "
                         f"but received {lprint(value)}", unlocated=True)
