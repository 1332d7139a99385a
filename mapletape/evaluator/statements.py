"""Statements: assignment (to names, table, list and rtable entries, remember tables),
if, loops, try/catch/finally, error, return, break/next, quit and read."""
from __future__ import annotations

import itertools

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
from ..values.selection import loop_items, position, rtable_place
from . import logic
from .procedures import make_procedure, remember_procedure
from .scopes import Frame, protected
from .signals import BreakSignal, NextSignal, QuitSignal, RestartSignal, ReturnSignal


LONG_LIST = 100          # Maple refuses element assignment into longer lists


class Statements:
    """Running statements, for the Evaluator; `execute` dispatches on the statement's class
    to its `_exec_<class>` method."""

    def execute_top(self, top: ast.TopStatement):
        """Run one top-level statement, displaying its results when it ended in `;`."""
        self.compile_top(top)()

    def compile_top(self, top: ast.TopStatement):
        """A top-level statement made ready to run, as often as wanted, as execute_top runs
        it: compiled once (unless the walker alone runs), as Python compiles before exec."""
        if top.statement is None:
            return lambda: None
        run, frame = self.runner(top.statement, top.show), self.top

        def execute():
            try:
                with self._statement_context():       # first: see deeplearning/tf.py
                    run(frame)
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

    def _statement_context(self):
        """The decimal context of a top-level statement, Digits set as the session has it."""
        num.DIGITS.set(self._digits())
        return num.statement_context()

    def execute_block(self, statements, frame: Frame, level: int, show: bool):
        result = v.NULL
        for statement in statements:
            result = self.execute(statement, frame, level, show)
        return result

    def execute(self, stmt: ast.Statement, frame: Frame, level: int, show: bool):
        """Run a statement; returns its value (for a procedure's last statement)."""
        return self._statements[type(stmt)](self, stmt, frame, level, show)

    def _displays(self, level: int, show: bool) -> bool:
        return show and level <= self._printlevel()

    def _exec_ExprStatement(self, stmt: ast.ExprStatement, frame: Frame, level: int, show: bool):
        display = self._displays(level, show)
        if isinstance(stmt.expr, ast.Name) and stmt.expr.name == "restart" and frame is self.top:
            if self.reading:
                raise MapleError("restart is not allowed in a file being read")
            raise RestartSignal()
        value = self.evaluate(stmt.expr, frame)
        self._remember(frame, value)
        if display and value != v.NULL:
            self.host.show(value)
        return value

    def _exec_If(self, stmt: ast.If, frame: Frame, level: int, show: bool):
        for condition, body in stmt.branches:
            if logic.condition(self, self.evaluate(condition, frame)):
                return self.execute_block(body, frame, level + 1, show)
        if stmt.otherwise is not None:
            return self.execute_block(stmt.otherwise, frame, level + 1, show)
        return v.NULL

    def _exec_ErrorStatement(self, stmt: ast.ErrorStatement, frame: Frame, level: int, show: bool):
        raise self._error_statement(stmt, frame)

    def _exec_Return(self, stmt: ast.Return, frame: Frame, level: int, show: bool):
        raise ReturnSignal(v.NULL if stmt.value is None else self.evaluate(stmt.value, frame))

    def _exec_Break(self, stmt: ast.Break, frame: Frame, level: int, show: bool):
        raise BreakSignal(stmt.levels)

    def _exec_Next(self, stmt: ast.Next, frame: Frame, level: int, show: bool):
        raise NextSignal()

    def _exec_Quit(self, stmt: ast.Quit, frame: Frame, level: int, show: bool):
        raise QuitSignal(0)

    def _exec_Read(self, stmt: ast.Read, frame: Frame, level: int, show: bool):
        self.require_access("read")
        path = self.evaluate(stmt.file, frame)
        if not isinstance(path, (str, v.Name)):
            raise MapleError("invalid input: read expects a file name")
        self.reading += 1
        try:
            self.host.read_file(path if isinstance(path, str) else path.name)
        finally:
            self.reading -= 1
        return v.NULL

    def require_access(self, procname: str) -> None:
        """Refuse, in restricted mode, an operation on files or the environment; every
        statement or builtin that touches them asks here first."""
        if self.host.restricted:
            raise MapleError("permission denied in restricted mode", procname=procname)

    def _remember(self, frame: Frame, value):
        if value != v.NULL:
            frame.history.appendleft(value)

    def _exec_Assignment(self, stmt: ast.Assignment, frame: Frame, level: int, show: bool):
        display = self._displays(level, show)
        target = stmt.targets[0]
        if isinstance(stmt.value, ast.ProcedureExpr) and isinstance(target, ast.Name):
            # `f := proc ...` names the procedure: its errors and warnings say `(in f)`
            value = make_procedure(self, stmt.value, frame, target.name)
        else:
            value = self.evaluate(stmt.value, frame)
        return self.assign_all(stmt.targets, value, frame, display)

    def assign_all(self, targets, value, frame: Frame, display: bool):
        """The rest of an assignment statement once its right side is evaluated."""
        if len(targets) == 1:
            values = [value]
        else:
            values = list(value.items) if isinstance(value, v.ExprSeq) else [value]
            if len(values) != len(targets):
                raise MapleError("ambiguous multiple assignment")
        labels = [self.assign(target, val, frame) for target, val in zip(targets, values)]
        self._remember(frame, value)
        if display:
            self.host.show(value, ", ".join(labels))     # `a, b := 1, 2` shows as typed
        return value

    def assign(self, target: ast.Expr, value, frame: Frame) -> str:
        """Store a value; returns the label the assignment displays with."""
        if isinstance(target, ast.GlobalName):
            self.set_global(target.name, value)
            return target.name
        if isinstance(target, ast.Name):
            if value != v.Name(target.name) and target.name in operands.free_names(value):
                raise MapleError("recursive assignment")      # `x := x + 1` with x unassigned
            self.set_name(target.name, value, frame)
            return target.name
        if isinstance(target, ast.Call):
            return self._assign_remembered(target, value, frame)
        if not isinstance(target, ast.Index):
            # an indexed store that must rebind a base which is no name: `(x::t)[1] := 0`
            raise MapleError("invalid left hand side in assignment")
        indices = v.flatten(self.evaluate(i, frame) for i in target.indices)
        return self.store_entry(target.base, self.evaluate(target.base, frame), indices, value, frame)

    def store_entry(self, base: ast.Expr, container, indices: tuple, value, frame: Frame) -> str:
        """`base[indices] := value` once the indices and then the base are evaluated."""
        updated = self._store_index(container, indices, value, base)
        if updated is not None:
            self.assign(base, updated, frame)
        return lprint(v.Indexed(container if not isinstance(container, (v.Table, Rtable, v.MList))
                                else v.Name(lprint_target(base)), indices))

    def _assign_remembered(self, target: ast.Call, value, frame: Frame) -> str:
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
            return lprint(v.Function(v.Name(lprint_target(target.function)), args))
        if isinstance(function, v.Builtin):
            raise protected(function.name)
        if not isinstance(function, v.Procedure):
            raise MapleError("invalid left hand side in assignment")
        function.remember[args] = value
        return lprint(v.Function(v.Name(lprint_target(target.function)), args))

    def _store_index(self, container, indices, value, base):
        """Set an entry; returns a new container to bind when the old one cannot change."""
        if isinstance(container, Rtable):
            if len(indices) != container.data.ndim:
                raise MapleError("invalid subscript selector")
            if not all(isinstance(i, int) for i in indices):
                raise MapleError("invalid subscript selector")
            container.data[rtable_place(container, indices)] = _entry_for(container, value)
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
    def _exec_Loop(self, stmt: ast.Loop, frame: Frame, level: int, show: bool):
        def expression(node):
            return None if node is None else lambda f: self.evaluate(node, f)

        def condition(node):
            return None if node is None else lambda f: logic.condition(self, self.evaluate(node, f))

        setter = None if stmt.var is None else lambda value, f: self.set_name(stmt.var, value, f)
        return self.run_loop(frame, setter, expression(stmt.iterable),
                             (expression(stmt.start), expression(stmt.step), expression(stmt.stop)),
                             condition(stmt.condition), condition(stmt.until),
                             (lambda f: self.execute_block(stmt.body, f, level + 1, show),))

    def run_loop(self, frame: Frame, setter, iterable, bounds, condition, until, body, fast=False):
        """Every `for`/`while`/`do` loop, its parts given as functions of the frame (the
        walker's or compiled ones): `setter(value, frame)` binds the loop variable,
        `condition` and `until` say whether to go on, `body` is a sequence of statements;
        absent parts are None."""
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
    def _exec_Try(self, stmt: ast.Try, frame: Frame, level: int, show: bool):
        def block(statements):
            return lambda f: self.execute_block(statements, f, level + 1, show)
        return self.run_try(frame, block(stmt.body),
                            tuple((catch.prefixes, block(catch.body)) for catch in stmt.catches),
                            None if stmt.final is None else block(stmt.final))

    def run_try(self, frame: Frame, body, catches, final):
        """Every `try` statement, its blocks given as functions of the frame (the walker's or
        compiled ones): `catches` pairs each catch's message prefixes (none: any error) with
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

    def _error_statement(self, stmt: ast.ErrorStatement, frame: Frame) -> MapleError:
        procname = frame.name if frame is not self.top else None
        if stmt.args is None:
            if self.last_exception is None:
                return MapleError("invalid error statement", procname=procname)
            return self.last_exception
        values = v.flatten([self.evaluate(stmt.args, frame)])
        if not values:
            return MapleError("", procname=procname)
        template, rest = values[0], values[1:]
        if not isinstance(template, str):
            message = ", ".join(lprint(x) for x in values)
            return MapleError(message, procname=procname)
        return MapleError(template, *rest, procname=procname, verbatim_strings=True)


def lprint_target(node: ast.Expr) -> str:
    if isinstance(node, (ast.Name, ast.GlobalName)):
        return node.name
    return "?"


def _entry_for(r: Rtable, value):
    """A value as the rtable's datatype stores it; one the datatype cannot hold is an error."""
    return typed_entries(np.array([value], dtype=object), r.datatype)[0]
