"""Modules: a module definition's one rule (its body runs once, when the definition is
evaluated, on a frame holding its exports and locals, which the procedures made there
see lexically), and `use` (help pages module, module/export, module/local, module/named,
thismodule, ModuleApply, use; Programming Guide, chapter 8)."""
from __future__ import annotations

from collections.abc import Mapping

from ..display.lineprint import lprint
from ..display.procedures import expression_text
from ..errors import MapleError
from ..syntax import ast
from ..values import core as v
from .compiler import compile_block, expression_rule, statement_rule
from .procedures import CALLS, assigned_names
from .scopes import ENVIRONMENT_VARIABLES, UNREAD, Frame, local_value, protected

# Maple's name for the module being defined, inside its body (help page thismodule)
THIS_MODULE = "thismodule"


class Members(Mapping):
    """The exports (or the locals) of a module instance, as they are now: the values of
    those names on the module's frame, an unassigned one its own local name."""

    def __init__(self, frame: Frame, names: tuple[str, ...]):
        self.frame, self.names = frame, names

    def __getitem__(self, name: str):
        if name not in self.names:
            raise KeyError(name)
        return local_value(self.frame, name)

    def __iter__(self):
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)


class UserModule(v.Module):
    """A module made by evaluating a module definition (as against the packages mapletape
    implements in Python): its members live on its frame; its definition says how it
    prints. A local ModuleApply is its call as much as an exported one is (help page
    ModuleApply)."""

    def __init__(self, name: str | None, definition: ast.ModuleExpr, frame: Frame,
                 local_names: tuple[str, ...]):
        exports = tuple(p.name for p in definition.exports)
        super().__init__(name, Members(frame, exports), package="package" in definition.options)
        self.definition = definition
        self.locals = Members(frame, local_names)

    def export_names(self) -> list[str]:
        return list(self.exports)

    def declarations(self) -> list[str]:
        """`local ...`, `export ...`, `global ...`, `option ...`, `description ...`, those
        it has, in the order Maple prints them (help page module/description)."""
        d = self.definition
        parts = [("local", ", ".join(self.locals)), ("export", ", ".join(self.exports)),
                 ("global", ", ".join(d.globals)), ("option", ", ".join(d.options)),
                 ("description", "" if d.description is None else lprint(d.description))]
        return [f"{kind} {items}" for kind, items in parts if items]

    def applier(self):
        found = self.exports.get("ModuleApply")
        return self.locals.get("ModuleApply") if found is None else found


def make_module(ev, node: ast.ModuleExpr, body, frame: Frame, name: str | None = None) -> UserModule:
    """The module a definition evaluates to, its body run. A named module (`module m()`)
    is assigned to its name, which is then protected (help page module/named); `name` is
    the name an assignment `m := module() ...` gives it. The procedures its body assigns
    to its members are named `m:-f` for its errors, as Maple's are."""
    name = _qualified(node.name or name, frame)
    # a named module's global name, protected once it is made; a local one is a new
    # module at each call of its procedure (help page module/named)
    global_name = node.name is not None and ev._scope_of(node.name, frame) is None
    if global_name and node.name in ev.protected_names:
        raise protected(node.name)
    declared = {p.name for p in node.exports} | {p.name for p in node.locals} | set(node.globals)
    implicit = tuple(n for n in assigned_names(node.body, [])
                     if n not in declared and n not in ENVIRONMENT_VARIABLES and n != THIS_MODULE)
    if id(node) not in ev.defined:
        ev.defined[id(node)] = node                 # warned once, as a procedure's are
        for local in implicit:
            ev.host.warning(f"(in {name or 'anonymous module'}) `{local}` is implicitly declared local")
    local_names = tuple(p.name for p in node.locals) + implicit
    module_frame = Frame(name, {}, parent=frame if frame is not ev.top else None,
                         declared_globals=frozenset(node.globals), call=next(CALLS))
    module = UserModule(name, node, module_frame, local_names)
    names = module_frame.names
    names[THIS_MODULE] = module
    for p in node.exports + node.locals:
        names[p.name] = UNREAD if p.default is None else ev.evaluate(p.default, module_frame)
    for local in implicit:
        names[local] = UNREAD
    if body is not None:
        body(module_frame)
    if name is not None:
        for member in module.export_names() + list(local_names):
            value = names[member]
            if isinstance(value, v.Procedure) and value.name == member and value.signature is None:
                value.name = f"{name}:-{member}"
    if node.name is not None:
        ev.set_name(node.name, module, frame)
        if global_name:
            ev.protected_names.add(node.name)
    return module


def _qualified(name: str | None, frame: Frame) -> str | None:
    """A member module's name after its module's, `Outer:-Inner`, for its procedures'
    errors: when the nearest module or procedure around it is a named module."""
    while name is not None and frame is not None:
        if THIS_MODULE in frame.names:          # a module's frame (frame.name: its name)
            return name if frame.name is None else f"{frame.name}:-{name}"
        if frame.proc is not None:              # a procedure's (or a use inside one)
            return name
        frame = frame.parent                    # a use statement's, or the top level
    return name


def module_maker(ev, node: ast.ModuleExpr):
    """`make(frame, name)`: the module, for the rule and for `m := module() ...`."""
    body = compile_block(ev, node.body, 0, False) if node.body else None
    return lambda frame, name=None: make_module(ev, node, body, frame, name)


@expression_rule(ast.ModuleExpr)
def _module(ev, node: ast.ModuleExpr):
    make = module_maker(ev, node)
    return lambda frame: make(frame)


def assign_member(ev, target: ast.Member, value, frame: Frame) -> str:
    """`m:-e := value`: an export is assignable from outside the module (help page
    module/export), unless the module is a package, whose exports are protected (help page
    module/package), mapletape's own packages included."""
    module = ev.evaluate(target.module, frame)
    if not isinstance(module, v.Module):
        raise MapleError(f"module or object expected in {lprint(module)}:-{target.name}")
    if module.member(target.name) is None:
        raise MapleError(f"module does not export `{target.name}`")
    if module.package or not isinstance(module, UserModule):
        raise protected(target.name)
    module.exports.frame.names[target.name] = value
    return expression_text(target)


def bind_uses(ev, bindings, frame: Frame) -> Frame:
    """A frame inside `frame` where the names `use` binds stand for their values: each
    export of a module by its short name, `d = m:-f` as d (help page use)."""
    names = {}
    for binding in bindings:
        value = ev.evaluate(binding.value, frame)
        if binding.name is not None:
            names[binding.name] = value
        elif isinstance(value, v.Module):
            names.update((export, value.member(export)) for export in value.export_names())
        else:
            raise MapleError(f"invalid input: use expects a module or an equation, "
                             f"but received {lprint(value)}")
    return Frame(frame.name, names, frame.proc, frame.args, frame, call=frame.call)


@statement_rule(ast.Use)
def _use(ev, stmt: ast.Use, level: int, show: bool):
    body = compile_block(ev, stmt.body, level, show)
    return lambda frame: body(bind_uses(ev, stmt.bindings, frame))
