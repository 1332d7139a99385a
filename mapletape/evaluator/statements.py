"""Statements: assignment (to names, table, list and rtable entries, remember tables),
if, loops, try/catch/finally, error, return, break/next, quit and read."""
from __future__ import annotations

import itertools
from functools import partial

import numpy as np

from ..display.lineprint import lprint
from ..display.messages import error_message
from ..errors import MapleError
from ..limits import check_shape
from ..syntax import ast
from ..timelimit import PENDING, deliver
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.rtable import Rtable, typed_entries
from ..values.selection import assign_subblock, loop_items, position, rtable_place
from .compiler import compile_block, compile_expression, compile_statement, compile_statements, statement_rule
from .expressions import PLAIN_ENTRIES
from .logic import compile_condition
from .names import EVALUATED_AGAIN, name_setter, plain_global
from .modules import assign_member, module_maker
from .procedures import make_procedure, remember_procedure
from .scopes import ACTIVE, Frame, protected
from .signals import BreakSignal, NextSignal, QuitSignal, RestartSignal, ReturnSignal


LONG_LIST = 100          # Maple refuses element assignment into longer lists

# values an rtable of any entries stores as they are (no numpy conversion to fear)
_STORED_AS_IS = PLAIN_ENTRIES | {v.Name}


class Statements:
    """Running statements, for the Evaluator: top-level statements, and the parts of
    assignments, loops and `try` that their compiled rules share."""

    def execute_top(self, top: ast.TopStatement):
        """Run one top-level statement, displaying its results when it ended in `;`."""
        self.compile_top(top)()

    def compile_top(self, top: ast.TopStatement):
        """A top-level statement made ready to run, as often as wanted, as execute_top runs
        it: compiled once, as Python compiles before exec."""
        if top.statement is None:
            return lambda: None
        run, frame = compile_statement(self, top.statement, 0, top.show), self.top

        context, active = self.context, ACTIVE

        def execute():
            try:
                # in the session's own context (its Digits), entered unless a statement of
                # this session is running already (`read`); the call first: see
                # deeplearning/tf.py
                if active.get() is self:
                    run(frame)
                else:
                    context.run(run, frame)
                if PENDING:          # a stop that came inside TensorFlow (timelimit.py)
                    deliver()
            except ReturnSignal:
                pass                            # a top-level `return` ends its statement
            except (BreakSignal, NextSignal):
                self.last_exception = MapleError("break or next not in loop")
                raise self.last_exception from None
            except MapleError as err:
                self.last_exception = err       # uncaught errors set lastexception too
                raise
        return execute

    def execute(self, stmt: ast.Statement, frame: Frame, level: int = 0, show: bool = False):
        """Run a statement once (`parse(s, statement)`); returns its value."""
        return compile_statement(self, stmt, level, show)(frame)

    def require_access(self, procname: str) -> None:
        """Refuse, in restricted mode, an operation on files or the environment; every
        statement or builtin that touches them asks here first."""
        if self.host.restricted:
            raise MapleError("permission denied in restricted mode", procname=procname)

    def assign_all(self, targets, value, frame: Frame, display: bool):
        """The rest of an assignment statement once its right side is evaluated."""
        if len(targets) == 1:
            values = [value]
        else:
            values = list(value.items) if isinstance(value, v.ExprSeq) else [value]
            if len(values) != len(targets):
                raise MapleError("ambiguous multiple assignment")
        labels = [self.assign(target, val, frame, display) for target, val in zip(targets, values)]
        remember(frame, value)
        if display:
            self.host.show(value, ", ".join(labels))     # `a, b := 1, 2` shows as typed
        return value

    def assign(self, target: ast.Expr, value, frame: Frame, labelled: bool = False) -> str:
        """Store a value; returns the label the assignment displays with when `labelled`
        (an entry's label is lprinted: made only for a display), else ""."""
        if isinstance(target, ast.GlobalName):
            self.set_global(target.name, value)
            return target.name
        if isinstance(target, ast.Name):
            if value != v.Name(target.name) and self._scope_of(target.name, frame) is None \
                    and target.name in operands.free_names(value):
                # `x := x + 1` with x an unassigned global (a local x is another name)
                raise MapleError("recursive assignment")
            self.set_name(target.name, value, frame)
            return target.name
        if isinstance(target, ast.Call):
            return self._assign_remembered(target, value, frame, labelled)
        if isinstance(target, ast.Member):
            return assign_member(self, target, value, frame)
        if not isinstance(target, ast.Index):
            # an indexed store that must rebind a base which is no name: `(x::t)[1] := 0`
            raise MapleError("invalid left hand side in assignment")
        indices = v.flatten(self.evaluate(i, frame) for i in target.indices)
        return self.store_entry(target.base, self.evaluate(target.base, frame), indices, value, frame,
                                labelled)

    def store_entry(self, base: ast.Expr, container, indices: tuple, value, frame: Frame,
                    labelled: bool = False) -> str:
        """`base[indices] := value` once the indices and then the base are evaluated."""
        updated = self._store_index(container, indices, value, base)
        if updated is not None:
            self.assign(base, updated, frame)
        if not labelled:
            return ""
        return lprint(v.Indexed(container if not isinstance(container, (v.Table, Rtable, v.MList))
                                else v.Name(lprint_target(base)), indices))

    def _assign_remembered(self, target: ast.Call, value, frame: Frame, labelled: bool) -> str:
        """`f(x) := y`: an entry of f's remember table, f(x) then gives y without running f.
        An unassigned f becomes a procedure that keeps its other calls unevaluated."""
        function = self.evaluate(target.function, frame)
        args = self.evaluate_args(target.args, frame)
        if isinstance(function, v.Name) and isinstance(target.function, (ast.Name, ast.GlobalName)):
            procedure = remember_procedure(function.name)
            self.assign(target.function, procedure, frame)
            function = procedure
        if isinstance(function, Rtable):
            # A(i) := x: programmer indexing, which grows the rtable past its end
            check_shape(self.host, [max(n, i) if isinstance(i, int) else n
                                    for n, i in zip(function.shape, args)], "rtable")
            place = function.programmer_place(args, growing=True)
            function.data[place] = _entry_for(function, value)
            return lprint(v.Function(v.Name(lprint_target(target.function)), args)) if labelled else ""
        if isinstance(function, v.Builtin):
            raise protected(function.name)
        if not isinstance(function, v.Procedure):
            raise MapleError("invalid left hand side in assignment")
        function.remember[args] = value
        return lprint(v.Function(v.Name(lprint_target(target.function)), args)) if labelled else ""

    def _store_index(self, container, indices, value, base):
        """Set an entry; returns a new container to bind when the old one cannot change."""
        if isinstance(container, Rtable):
            if len(indices) != container.data.ndim:
                raise MapleError("invalid subscript selector")
            if all(isinstance(i, int) for i in indices):
                container.data[rtable_place(container, indices)] = _entry_for(container, value)
            else:
                assign_subblock(container, indices, value)
            return None
        if isinstance(container, v.Table):
            container.entries[indices] = value
            return None
        if isinstance(container, v.MList):
            if len(indices) != 1 or not isinstance(indices[0], int):
                raise MapleError("invalid subscript selector")
            items = list(container.items)
            if len(items) > LONG_LIST:
                raise MapleError("assigning to a long list, please use Arrays")
            if not 1 <= abs(indices[0]) <= len(items):
                raise MapleError("out of bound assignment to a list")
            items[position(indices[0], len(items))] = value
            return v.MList(tuple(items))
        if isinstance(container, (v.Name, v.Indexed)) or container == v.NULL:
            return v.Table({indices: value})
        if isinstance(container, v.MSet):
            raise MapleError("cannot reassign the entries in a set")
        store = getattr(container, "maple_store", None)   # DataFrame, DataSeries: mutable
        if store is not None:
            store(indices, value)
            return None
        if isinstance(container, v.MapleObject):
            raise MapleError(f"cannot assign to an entry of a {container.display_rows()[0]}: "
                             f"Tensors never change; make a Variable and change it with Assign")
        raise MapleError("invalid subscript selector")

    # ------------------------------------------------------------ loops
    def run_loop(self, frame: Frame, setter, iterable, bounds, condition, until, body, fast=False):
        """Every `for`/`while`/`do` loop, its parts given as compiled functions of the
        frame: `setter(value, frame)` binds the loop variable, `condition` and `until` say
        whether to go on, `body` is a sequence of statements; absent parts are None."""
        try:
            # the body is called early in this function (see deeplearning/tf.py): setting
            # the variable and asking `while` are _iterations'
            for _ in self._iterations(frame, setter, iterable, bounds, condition, fast):
                try:
                    for statement in body:
                        statement(frame)
                except NextSignal:
                    pass
                if PENDING:          # a stop that came inside TensorFlow (timelimit.py)
                    deliver()
                if until is not None and until(frame):
                    break
        except BreakSignal as signal:
            if signal.levels > 1:                 # `break n` leaves n enclosing loops
                raise BreakSignal(signal.levels - 1) from None
        return v.NULL

    def _iterations(self, frame: Frame, setter, iterable, bounds, condition, fast: bool):
        """A loop's runs of its body, each once the loop variable is set and `while` holds."""
        values = loop_items(iterable(frame)) if iterable is not None else self._count(frame, setter, bounds, fast)
        for value in values:
            if setter is not None:
                setter(value, frame)
            if condition is not None and not condition(frame):
                return
            yield

    def _count(self, frame: Frame, setter, bounds, fast: bool):
        """The values of `for i from a by b to c` (endless without `to`). A loop that runs
        to its end leaves i one step past c, as in Maple. `fast` counts integers with
        Python's own arithmetic."""
        start, step, stop = (None if bound is None else bound(frame) for bound in bounds)
        start = 1 if start is None else start
        step = 1 if step is None else step
        for bound, what in ((start, "initial value"), (step, "increment"), (stop, "final value")):
            # a float undefined (the one value unequal to itself) would never reach the end
            if bound is not None and (not num.is_number(bound) or bound != bound) \
                    and bound != v.INFINITY:
                raise MapleError(f"{what} in for loop must be numeric or character, got {lprint(bound)}")
        if stop == v.INFINITY:
            stop = None
        i = start
        if fast and type(start) is int and type(step) is int and step and (stop is None or type(stop) is int):
            # Python's own counters, which this generator hands on without running a line
            if stop is None:
                yield from itertools.count(start, step)
            steps = range(start, stop + (1 if step > 0 else -1), step)
            yield from steps
            i = steps[-1] + step if steps else start
        else:
            direction = 1 if num.compare(step, 0) >= 0 else -1
            while stop is None or num.compare(i, stop) * direction <= 0:
                yield i
                i = num.add(i, step)
        if setter is not None:
            setter(i, frame)

    # ------------------------------------------------------------ errors
    def run_try(self, frame: Frame, body, catches, final):
        """Every `try` statement, its blocks given as functions of the frame (compiled):
        `catches` pairs each catch's message prefixes (none: any error) with
        its block; only Maple errors are caught, and every one that reaches the statement
        becomes lastexception, caught or not."""
        try:
            return body(frame)
        except MapleError as err:
            text = error_message(err)
            self.last_exception = err
            for prefixes, handler in catches:
                if not prefixes or any(text.startswith(p) for p in prefixes):
                    return handler(frame)
            raise
        finally:
            if final is not None:
                final(frame)

# ---------------------------------------------------------------- rules

def _displays(ev, level: int, show: bool):
    """Whether a statement's result is shown, asked before it runs (printlevel may change
    as it runs); None when it never is."""
    if not show:
        return None
    return lambda: level <= ev._printlevel()


def remember(frame, value):
    if type(value) is not v.ExprSeq or value.items:      # NULL is not remembered
        frame.history.appendleft(value)


@statement_rule(ast.ExprStatement)
def _expression_statement(ev, stmt: ast.ExprStatement, level: int, show: bool):
    value_of, displays, host = compile_expression(ev, stmt.expr), _displays(ev, level, show), ev.host

    def run(frame):
        display = displays is not None and displays()
        value = value_of(frame)
        if type(value) is not v.ExprSeq or value.items:      # NULL is not remembered
            frame.history.appendleft(value)
        if display and value != v.NULL:
            host.show(value)
        return value
    if isinstance(stmt.expr, ast.Name) and stmt.expr.name == "restart":
        return _restart(ev, run)
    return run


@statement_rule(ast.Assignment)
def _assignment(ev, stmt: ast.Assignment, level: int, show: bool):
    target = stmt.targets[0]
    if len(stmt.targets) != 1 or isinstance(stmt.value, (ast.ProcedureExpr, ast.ModuleExpr)):
        return _assign_all(ev, stmt, level, show)
    value_of, displays, host = compile_expression(ev, stmt.value), _displays(ev, level, show), ev.host
    if isinstance(target, ast.Name):
        set_name, assign_all, label = name_setter(ev, target.name), ev.assign_all, target.name
        top, stored, plain = ev.top, ev.globals, plain_global(ev, label)

        def assign_name(frame):
            display = displays is not None and displays()
            value = value_of(frame)
            if type(value) in EVALUATED_AGAIN:
                return assign_all(stmt.targets, value, frame, display)
            if frame is top and plain:
                stored[label] = value           # as set_name does, without its call
            else:
                set_name(value, frame)
            frame.history.appendleft(value)        # no sequence: assign_all took those
            if display:
                host.show(value, label)
            return value
        return assign_name
    if isinstance(target, ast.Index) and len(target.indices) == 1:
        return _assign_entry(ev, target, value_of, displays)
    return _assign_all(ev, stmt, level, show)


def _assign_all(ev, stmt: ast.Assignment, level: int, show: bool):
    """Any assignment: several targets, a remember-table entry, a named procedure or module."""
    target, targets, displays = stmt.targets[0], stmt.targets, _displays(ev, level, show)
    if isinstance(stmt.value, ast.ProcedureExpr) and isinstance(target, ast.Name):
        # `f := proc ...` names the procedure: its errors and warnings say `(in f)`
        definition, name = stmt.value, target.name

        def value_of(frame):
            return make_procedure(ev, definition, frame, name)
    elif isinstance(stmt.value, ast.ModuleExpr) and isinstance(target, ast.Name):
        make, name = module_maker(ev, stmt.value), target.name       # `m := module() ...`

        def value_of(frame):
            return make(frame, name)
    else:
        value_of = compile_expression(ev, stmt.value)

    def assign(frame):
        display = displays is not None and displays()
        return ev.assign_all(targets, value_of(frame), frame, display)
    return assign


def _assign_entry(ev, target: ast.Index, value_of, displays):
    """`A[i] := value`: a 1-dimensional rtable of any entries takes a plain value in place."""
    index, base = compile_expression(ev, target.indices[0]), compile_expression(ev, target.base)
    store_entry, host = ev.store_entry, ev.host

    def assign_entry(frame):
        display = displays is not None and displays()
        value = value_of(frame)
        i = index(frame)
        container = base(frame)
        kind = type(container)
        if display or type(i) is v.ExprSeq or type(value) is v.ExprSeq:
            label = store_entry(target.base, container, v.flatten((i,)), value, frame, display)
        elif (kind is Rtable and type(i) is int and type(value) in _STORED_AS_IS
                and container.datatype in (None, "anything")
                and container.data.ndim == 1 and 0 < i <= container.data.shape[0]
                and container.lows is None):
            container.data[i - 1] = value       # as _store_index stores it, directly
        elif kind is v.Table:
            container.entries[(i,)] = value
        else:
            store_entry(target.base, container, (i,), value, frame)
        remember(frame, value)
        if display:
            host.show(value, label)
        return value
    return assign_entry


@statement_rule(ast.If)
def _if(ev, stmt: ast.If, level: int, show: bool):
    branches = tuple((compile_condition(ev, c), compile_block(ev, body, level + 1, show))
                     for c, body in stmt.branches)
    otherwise = None if stmt.otherwise is None else compile_block(ev, stmt.otherwise, level + 1, show)

    def run(frame):
        for condition, body in branches:
            if condition(frame):
                return body(frame)
        return v.NULL if otherwise is None else otherwise(frame)
    return run


@statement_rule(ast.Loop)
def _loop(ev, stmt: ast.Loop, level: int, show: bool):
    def expression(node):
        return None if node is None else compile_expression(ev, node)

    def condition(node):
        return None if node is None else compile_condition(ev, node)

    # a partial, not a closure: one Python frame fewer under every statement of the body
    # (see deeplearning/tf.py)
    return partial(ev.run_loop, setter=None if stmt.var is None else name_setter(ev, stmt.var),
                   iterable=expression(stmt.iterable),
                   bounds=(expression(stmt.start), expression(stmt.step), expression(stmt.stop)),
                   condition=condition(stmt.condition), until=condition(stmt.until),
                   body=compile_statements(ev, stmt.body, level + 1, show), fast=True)


@statement_rule(ast.Try)
def _try(ev, stmt: ast.Try, level: int, show: bool):
    """`try ... catch ... finally ... end try` (a training step's `try Enter(gt); ...
    finally Exit(gt); end try`), run by Statements.run_try on the compiled blocks."""
    def block(statements):
        return None if statements is None else compile_block(ev, statements, level + 1, show)

    # a partial, not a closure: one Python frame fewer under every statement of the blocks
    return partial(ev.run_try, body=block(stmt.body),
                   catches=tuple((catch.prefixes, block(catch.body)) for catch in stmt.catches),
                   final=block(stmt.final))


@statement_rule(ast.Return)
def _return(ev, stmt: ast.Return, level: int, show: bool):
    value_of = None if stmt.value is None else compile_expression(ev, stmt.value)

    def run(frame):
        raise ReturnSignal(v.NULL if value_of is None else value_of(frame))
    return run


@statement_rule(ast.Break)
def _break(ev, stmt: ast.Break, level: int, show: bool):
    def run(frame):
        raise BreakSignal(stmt.levels)
    return run


@statement_rule(ast.Next)
def _next(ev, stmt: ast.Next, level: int, show: bool):
    def run(frame):
        raise NextSignal()
    return run


def _restart(ev, evaluate):
    """`restart` at the top level starts the session again; inside a procedure it is a
    name, `evaluate`d as any expression statement."""
    def restart(frame):
        if frame is ev.top:
            if ev.reading:
                raise MapleError("restart is not allowed in a file being read")
            raise RestartSignal()
        return evaluate(frame)
    return restart


@statement_rule(ast.Quit)
def _quit(ev, stmt: ast.Quit, level: int, show: bool):
    def run(frame):
        raise QuitSignal(0)
    return run


@statement_rule(ast.Read)
def _read(ev, stmt: ast.Read, level: int, show: bool):
    path_of = compile_expression(ev, stmt.file)

    def read(frame):
        ev.require_access("read")
        path = path_of(frame)
        if not isinstance(path, (str, v.Name)):
            raise MapleError("invalid input: read expects a file name")
        ev.reading += 1
        try:
            ev.host.read_file(path if isinstance(path, str) else path.name)
        finally:
            ev.reading -= 1
        return v.NULL
    return read


@statement_rule(ast.ErrorStatement)
def _error(ev, stmt: ast.ErrorStatement, level: int, show: bool):
    """`error "template", args` (its arguments flattened), or `error` alone: the last one again."""
    args_of = None if stmt.args is None else compile_expression(ev, stmt.args)

    def error(frame):
        procname = frame.name if frame is not ev.top else None
        if args_of is None:
            if ev.last_exception is None:
                raise MapleError("invalid error statement", procname=procname)
            raise ev.last_exception
        values = v.flatten([args_of(frame)])
        if not values:
            raise MapleError("", procname=procname)
        template, rest = values[0], values[1:]
        if not isinstance(template, str):
            raise MapleError(", ".join(lprint(x) for x in values), procname=procname)
        raise MapleError(template, *rest, procname=procname, verbatim_strings=True)
    return error


def lprint_target(node: ast.Expr) -> str:
    if isinstance(node, (ast.Name, ast.GlobalName)):
        return node.name
    return "?"


def _entry_for(r: Rtable, value):
    """A value as the rtable's datatype stores it; one the datatype cannot hold is an error."""
    return typed_entries(np.array([value], dtype=object), r.datatype)[0]
