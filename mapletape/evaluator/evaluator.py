"""Statements, control flow, scopes and Maple's evaluation rules."""
from __future__ import annotations

import sys
import weakref
from collections import deque
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from ..errors import MapleError
from ..limits import check_size
from ..syntax import ast
from ..values import arith, elementwise
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.rtable import Rtable, typed_entries
from .signals import BreakSignal, NextSignal, QuitSignal, RestartSignal, ReturnSignal
from . import logic
from ..display.messages import error_message
from .quoting import ARITH, quote
from .procedures import (ENVIRONMENT_VARIABLES, MissingArgument, call_procedure, make_procedure,
                         modifier, remember_procedure)

# Maple call depth. A level costs 10-40 Python frames; Python's limit is raised to cover
# that, but kept low enough that the C stack (8 MB) cannot overflow before Python's
# RecursionError, which becomes Maple's error: measured, 10000 frames that each re-enter
# C are safe where 15000 crash.
RECURSION_LIMIT = 400
PYTHON_FRAMES = 12000
NAME_CHAIN_LIMIT = 100   # x := y: y := 'x': is a cycle Maple reports as recursion
LONG_LIST = 100          # Maple refuses element assignment into longer lists


class Host(Protocol):
    """What the evaluator needs from its session: output, settings, and whether files and
    the environment are off limits (restricted mode, `mapletape --restricted`)."""
    def show(self, value, label: str | None = None) -> None: ...
    def write(self, text: str) -> None: ...
    def warning(self, message: str) -> None: ...
    def read_file(self, path: str) -> None: ...
    settings: dict
    restricted: bool
    tapes: Any          # the session's GradientTapes (a WeakSet), stopped by restart
    kernelopts: dict


class Frame:
    """The locals of one procedure call; the top level has none and uses globals."""

    def __init__(self, name: str | None, names: dict, proc=None, args=(), parent: "Frame | None" = None):
        self.name = name
        self.names = names           # declared locals and parameters: name -> value
        self.proc = proc
        self.args = tuple(args)
        self.parent = parent
        self.history: deque = deque(maxlen=3)
        self.declared_globals: set[str] = set()
        # names Maple replaces by the arguments in the body (see `parameter_value`)
        self.parameters = _parameter_names(proc.definition) if proc is not None else frozenset()


PROTECTED_CONSTANTS = {"true", "false", "FAIL", "NULL", "Pi", "infinity", "undefined", "I", "gamma"}


class Evaluator:
    def __init__(self, host: Host, builtins: dict):
        self.host = host
        self.builtins = builtins
        self.globals: dict[str, Any] = {"Digits": 10, "printlevel": 1}
        self.imported: dict[str, Any] = {}        # exports made visible by with()
        self.top = Frame(None, {})
        self.depth = 0
        self.recursion_limit = RECURSION_LIMIT
        sys.setrecursionlimit(max(sys.getrecursionlimit(), PYTHON_FRAMES))
        self.last_exception = None
        self.reading = 0                  # files being read by `read`: restart is refused
        # procedure texts already read; weakly, so that a long script's definitions are let go
        self.defined: weakref.WeakValueDictionary[int, ast.ProcedureExpr] = weakref.WeakValueDictionary()

    # ------------------------------------------------------------ statements
    def execute_top(self, top: ast.TopStatement):
        """Run one top-level statement, displaying its results when it ended in `;`."""
        if top.statement is not None:
            num.DIGITS.set(self._digits())
            try:
                with num.statement_context():
                    self.execute(top.statement, self.top, 0, top.show)
            except ReturnSignal:
                pass                            # a top-level `return` ends its statement
            except (BreakSignal, NextSignal):
                self.last_exception = MapleError("break or next not in loop")
                raise self.last_exception from None
            except MapleError as err:
                self.last_exception = err       # uncaught errors set lastexception too
                raise

    def execute_block(self, statements, frame: Frame, level: int, show: bool):
        result = v.NULL
        for statement in statements:
            result = self.execute(statement, frame, level, show)
        return result

    def execute(self, stmt: ast.Statement, frame: Frame, level: int, show: bool):
        """Run a statement; returns its value (for a procedure's last statement)."""
        display = show and level <= self._printlevel()
        if isinstance(stmt, ast.ExprStatement):
            if isinstance(stmt.expr, ast.Name) and stmt.expr.name == "restart" and frame is self.top:
                if self.reading:
                    raise MapleError("restart is not allowed in a file being read")
                raise RestartSignal()
            value = self.evaluate(stmt.expr, frame)
            self._remember(frame, value)
            if display and value != v.NULL:
                self.host.show(value)
            return value
        if isinstance(stmt, ast.Assignment):
            return self._assignment(stmt, frame, display)
        if isinstance(stmt, ast.If):
            for condition, body in stmt.branches:
                if logic.condition(self, self.evaluate(condition, frame)):
                    return self.execute_block(body, frame, level + 1, show)
            if stmt.otherwise is not None:
                return self.execute_block(stmt.otherwise, frame, level + 1, show)
            return v.NULL
        if isinstance(stmt, ast.Loop):
            return self._loop(stmt, frame, level, show)
        if isinstance(stmt, ast.Try):
            return self._try(stmt, frame, level, show)
        if isinstance(stmt, ast.ErrorStatement):
            raise self._error_statement(stmt, frame)
        if isinstance(stmt, ast.Return):
            raise ReturnSignal(v.NULL if stmt.value is None else self.evaluate(stmt.value, frame))
        if isinstance(stmt, ast.Break):
            raise BreakSignal(stmt.levels)
        if isinstance(stmt, ast.Next):
            raise NextSignal()
        if isinstance(stmt, ast.Quit):
            raise QuitSignal(0)
        if isinstance(stmt, ast.Read):
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
        raise MapleError(f"unsupported statement {type(stmt).__name__}")

    def require_access(self, procname: str) -> None:
        """Refuse, in restricted mode, an operation on files or the environment; every
        statement or builtin that touches them asks here first."""
        if self.host.restricted:
            raise MapleError("permission denied in restricted mode", procname=procname)

    def _remember(self, frame: Frame, value):
        if value != v.NULL:
            frame.history.appendleft(value)

    def _assignment(self, stmt: ast.Assignment, frame: Frame, display: bool):
        target = stmt.targets[0]
        if isinstance(stmt.value, ast.ProcedureExpr) and isinstance(target, ast.Name):
            # `f := proc ...` names the procedure: its errors and warnings say `(in f)`
            value = make_procedure(self, stmt.value, frame, target.name)
        else:
            value = self.evaluate(stmt.value, frame)
        targets = stmt.targets
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
        from ..display.lineprint import lprint
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
        base = target.base
        indices = v.flatten(self.evaluate(i, frame) for i in target.indices)
        container = self.evaluate(base, frame)
        updated = self._store_index(container, indices, value, base)
        if updated is not None:
            self.assign(base, updated, frame)
        return lprint(v.Indexed(container if not isinstance(container, (v.Table, Rtable, v.MList))
                                else v.Name(lprint_target(base)), indices))

    def _assign_remembered(self, target: ast.Call, value, frame: Frame) -> str:
        """`f(x) := y`: an entry of f's remember table, f(x) then gives y without running f.
        An unassigned f becomes a procedure that keeps its other calls unevaluated."""
        from ..display.lineprint import lprint
        function = self.evaluate(target.function, frame)
        args = self.evaluate_args(target.args, frame)
        if isinstance(function, v.Name) and isinstance(target.function, (ast.Name, ast.GlobalName)):
            procedure = remember_procedure(function.name)
            self.assign(target.function, procedure, frame)
            function = procedure
        if isinstance(function, v.Builtin):
            raise _protected(function.name)
        if not isinstance(function, v.Procedure):
            raise MapleError("invalid left hand side in assignment")
        function.remember[args] = value
        return lprint(v.Function(v.Name(lprint_target(target.function)), args))

    def _store_index(self, container, indices, value, base):
        """Set an entry; returns a new container to bind when the old one cannot change."""
        if isinstance(container, Rtable):
            from ..library.selection import position
            if len(indices) != container.data.ndim:
                raise MapleError("invalid subscript selector")
            index = tuple(position(i, n) for i, n in zip(indices, container.shape))
            container.data[index] = _entry_for(container, value)
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
            from ..library.selection import position
            items[position(indices[0], len(items))] = value
            return v.MList(tuple(items))
        if isinstance(container, (v.Name, v.Indexed)) or container == v.NULL:
            return v.Table({indices: value})
        if isinstance(container, v.MSet):
            raise MapleError("cannot reassign the entries in a set")
        if isinstance(container, v.MapleObject):
            raise MapleError(f"cannot assign to an entry of a {container.display_rows()[0]}: "
                             f"Tensors never change; make a Variable and change it with Assign")
        raise MapleError("invalid subscript selector")

    def set_name(self, name: str, value, frame: Frame):
        scope = self._scope_of(name, frame)
        if scope is not None and name in scope.parameters:
            # Maple puts the argument in the parameter's place: a name is assigned to,
            # anything else cannot be
            argument = self.lookup(name, scope)
            if not isinstance(argument, v.Name):
                raise MapleError("illegal use of a formal parameter")
            if value != argument and argument.name in operands.free_names(value):
                raise MapleError("recursive assignment")
            self.set_global(argument.name, value)
            return
        if scope is not None:
            scope.names[name] = value
            return
        self.set_global(name, value)

    def set_global(self, name: str, value):
        if name in PROTECTED_CONSTANTS or name in self.builtins:
            raise _protected(name)
        if name == "Digits":
            if not isinstance(value, int) or value < 1:
                raise MapleError("Digits must be a positive integer")
            num.DIGITS.set(value)
        if value == v.Name(name):           # `x := 'x'` unassigns x
            self.globals.pop(name, None)
            return
        self.globals[name] = value

    def _scope_of(self, name: str, frame: Frame) -> Frame | None:
        f = frame
        while f is not None and f is not self.top:
            if name in f.declared_globals:
                return None
            if name in f.names:
                return f
            f = f.parent
        return None

    def save_environment(self) -> dict:
        """Environment variables (Digits, printlevel): a procedure's changes to them are
        undone when it returns, as in Maple."""
        return {name: self.globals.get(name) for name in ENVIRONMENT_VARIABLES}

    def restore_environment(self, saved: dict):
        for name, value in saved.items():
            if value is None:
                self.globals.pop(name, None)
            else:
                self.globals[name] = value
        num.DIGITS.set(self._digits())

    def _digits(self) -> int:
        digits = self.globals.get("Digits", 10)
        return digits if isinstance(digits, int) and digits > 0 else 10

    def _printlevel(self) -> int:
        level = self.globals.get("printlevel", 1)
        return level if isinstance(level, int) else 1

    # ------------------------------------------------------------ loops
    def _loop(self, stmt: ast.Loop, frame: Frame, level: int, show: bool):
        from ..library.sequences import loop_items
        values = (loop_items(self.evaluate(stmt.iterable, frame))
                  if stmt.iterable is not None else self._count(stmt, frame))
        try:
            for value in values:
                if stmt.var is not None:
                    self.set_name(stmt.var, value, frame)
                if stmt.condition is not None and not logic.condition(self, self.evaluate(stmt.condition, frame)):
                    break
                try:
                    self.execute_block(stmt.body, frame, level + 1, show)
                except NextSignal:
                    pass
                if stmt.until is not None and logic.condition(self, self.evaluate(stmt.until, frame)):
                    break
        except BreakSignal as signal:
            if signal.levels > 1:                 # `break n` leaves n enclosing loops
                raise BreakSignal(signal.levels - 1) from None
        return v.NULL

    def _count(self, stmt: ast.Loop, frame: Frame):
        """The values of `for i from a by b to c` (endless without `to`). A loop that runs
        to its end leaves i one step past c, as in Maple."""
        start = 1 if stmt.start is None else self.evaluate(stmt.start, frame)
        step = 1 if stmt.step is None else self.evaluate(stmt.step, frame)
        stop = None if stmt.stop is None else self.evaluate(stmt.stop, frame)
        for bound, what in ((start, "initial value"), (step, "increment"), (stop, "final value")):
            # a float undefined (the one value unequal to itself) would never reach the end
            if bound is not None and (not num.is_number(bound) or bound != bound) \
                    and bound != v.INFINITY:
                from ..display.lineprint import lprint
                raise MapleError(f"{what} in for loop must be numeric or character, got {lprint(bound)}")
        if stop == v.INFINITY:
            stop = None
        direction = 1 if num.compare(step, 0) >= 0 else -1
        i = start
        while stop is None or num.compare(i, stop) * direction <= 0:
            yield i
            i = num.add(i, step)
        if stmt.var is not None:
            self.set_name(stmt.var, i, frame)

    # ------------------------------------------------------------ errors
    def _try(self, stmt: ast.Try, frame: Frame, level: int, show: bool):
        try:
            return self.execute_block(stmt.body, frame, level + 1, show)
        except MapleError as err:
            text = error_message(err)
            self.last_exception = err
            for catch in stmt.catches:
                if not catch.prefixes or any(text.startswith(p) for p in catch.prefixes):
                    return self.execute_block(catch.body, frame, level + 1, show)
            raise
        finally:
            if stmt.final is not None:
                self.execute_block(stmt.final, frame, level + 1, show)

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
        from ..display.lineprint import lprint
        if not isinstance(template, str):
            message = ", ".join(lprint(x) for x in values)
            return MapleError(message, procname=procname)
        return MapleError(template, *rest, procname=procname, verbatim_strings=True)

    # ------------------------------------------------------------ expressions
    def evaluate(self, node: ast.Expr, frame: Frame):
        method = getattr(self, "_eval_" + type(node).__name__)
        return method(node, frame)

    def evaluate_args(self, nodes, frame: Frame) -> tuple:
        return v.flatten(self.evaluate(n, frame) for n in nodes)

    def _eval_Integer(self, node, frame):
        return node.value

    def _eval_Float(self, node, frame):
        return num.parse_float(node.text)

    def _eval_String(self, node, frame):
        return node.value

    def _eval_Name(self, node, frame):
        return self.lookup(node.name, frame)

    def _eval_GlobalName(self, node, frame):
        return self.lookup(node.name, self.top)

    def lookup(self, name: str, frame: Frame):
        f = frame
        while f is not None and f is not self.top:
            if name in f.declared_globals:
                break
            if name in f.names:
                value = f.names[name]
                if isinstance(value, MissingArgument):
                    value.fail()
                return value
            f = f.parent
        if name in self.globals:
            return self.resolve(self.globals[name], hops=1)
        if name in self.imported:
            return self.imported[name]
        if name in self.builtins:
            return self.builtins[name]
        if name == "NULL":
            return v.NULL
        if name in _EXCEPTION_NAMES and self.last_exception is not None:
            return _EXCEPTION_NAMES[name](self.last_exception)
        return v.Name(name)

    def resolve(self, value, levels: int | None = None, frame: Frame | None = None,
                hops: int = 0, force: bool = False):
        """Evaluation of a value: assigned names inside it take their values (each
        evaluated `levels - 1` more levels, fully when `levels` is None), calls inside it
        are made again when their arguments changed (or were quoted, or `force`), indexed
        names select again and one level of quotes is stripped. Names are looked up in
        `frame` (parameters and locals) at the first level only, since a stored value
        refers to globals. `hops` counts names followed, so `x := y: y := x:` ends in
        Maple's error."""
        if frame is self.top:
            frame = None
        if isinstance(value, v.Name):
            if frame is None and value.name not in self.globals:
                return value
            return self._resolve_name(value.name, levels, frame, hops)
        if not operands.is_compound(value) or (
                frame is None and not force and not operands.needs_evaluation(value, self.globals)):
            return value
        if isinstance(value, v.Uneval):
            return value.value
        def inner(x):
            return self.resolve(x, levels, frame, hops, force)
        old = operands.operands(value)
        args = [inner(x) for x in old]
        if isinstance(value, v.Function):
            function = inner(value.head)
            if function == value.head and not force and not operands.is_pending(value) \
                    and all(a is b for a, b in zip(args, old)):
                return value                # made already, with these arguments
            if isinstance(function, v.Name):
                function = self.lookup(function.name, self.top)     # a builtin's own name
            return self.apply(function, v.flatten(args))
        if isinstance(value, v.Indexed):
            return self.index(inner(value.base), v.flatten(args), value.base)
        if isinstance(value, v.Logical):
            return logic.combine(self, value.op, args)
        return operands.rebuild(value, args)

    def _resolve_name(self, name: str, levels, frame, hops: int):
        if frame is not None and self._scope_of(name, frame) is not None:
            value = self.lookup(name, frame)       # a local or parameter: one level
            return value if levels is None or levels <= 1 else self.resolve(value, levels - 1, frame)
        if name not in self.globals:
            return v.Name(name)
        if levels is not None and levels <= 1:
            return self.globals[name]
        if hops >= NAME_CHAIN_LIMIT:
            raise MapleError("too many levels of recursion")
        return self.resolve(self.globals[name], None if levels is None else levels - 1, None, hops + 1)

    def index(self, base, indices: tuple, base_name=None):
        """Select from an evaluated base. A table without the entry leaves the indexed name
        (`T[5]`), as Maple does for the table's name."""
        from ..library.selection import select
        if isinstance(base, v.Table) and indices not in base.entries and isinstance(base_name, v.Name):
            return v.Indexed(base_name, indices)
        return select(self, base, indices)

    def _eval_Stored(self, node, frame):
        return self.resolve(node.value)

    def _eval_Ditto(self, node, frame):
        history = frame.history
        if len(history) < node.depth:
            return v.NULL
        return self.resolve(history[node.depth - 1])     # ditto re-evaluates

    def _eval_Sequence(self, node, frame):
        return v.make_seq(self.evaluate(x, frame) for x in node.items) if node.items else v.NULL

    def _eval_ListExpr(self, node, frame):
        return v.MList(self.evaluate_args(node.items, frame))

    def _eval_SetExpr(self, node, frame):
        return v.MSet.of(self.evaluate_args(node.items, frame))

    def _eval_AngleExpr(self, node, frame):
        from ..library.rtables import angle_constructor
        columns = [[self.evaluate(x, frame) for x in column] for column in node.columns]
        return angle_constructor(columns)

    def _eval_Uneval(self, node, frame):
        return quote(self, node.expr, frame)

    def parameter_value(self, name: str, frame: Frame):
        """The argument of a parameter (or `args`, `nargs`, `procname`) visible from frame;
        None for any other name. Maple puts these into the body, even inside quotes."""
        owner = self._scope_of(name, frame)
        if owner is None or name not in owner.parameters:
            return None
        return self.lookup(name, frame)

    def _eval_IfExpr(self, node, frame):
        return self.execute(node.statement, frame, 0, show=False)

    def _eval_ProcedureExpr(self, node, frame):
        return make_procedure(self, node, frame)

    def _eval_Range(self, node, frame):
        return v.Range(self.evaluate(node.low, frame), self.evaluate(node.high, frame))

    def _eval_UnaryOp(self, node, frame):
        operand = self.evaluate(node.operand, frame)
        if node.op.endswith("~"):
            return elementwise.unary(node.op[:-1], operand)
        if node.op == "-":
            return arith.neg(operand)
        if node.op == "+":
            return operand
        if node.op == "not":
            return logic.logical_not(self, operand)
        if node.op == "$":
            return _dollar_range(operand, self.host)
        if node.op == "!":
            if isinstance(operand, int) and operand >= 0:
                return num.factorial(operand)
            if num.is_number(operand):
                raise MapleError("numeric exception: factorial of a negative or non-integer number")
            return v.Factorial(operand)
        raise MapleError(f"unknown operator {node.op}")

    def _eval_BinaryOp(self, node, frame):
        op = node.op
        if op.endswith("~"):
            return elementwise.binary(op[:-1], self.evaluate(node.left, frame), self.evaluate(node.right, frame))
        if op in ("and", "or", "xor", "implies"):
            return logic.logical(self, op, node, frame)
        if op == "$":
            return self._dollar(node, frame)
        if op in ARITH:
            return self._arithmetic(node, frame)
        left = self.evaluate(node.left, frame)
        if op == "||":
            return _concat(left, node.right, self, frame)
        right = self.evaluate(node.right, frame)
        if op == "mod":
            return arith.modulo(left, right)
        if op in arith.SET_OPERATIONS:
            return arith.SET_OPERATIONS[op](left, right)
        if op in ("@", "@@"):
            return v.Function(v.Name(op), (left, right))
        if op in ("=", "<>", "<", "<=", "in"):
            return v.Relation(op, left, right)
        if op == ">":
            return v.Relation("<", right, left)
        if op == ">=":
            return v.Relation("<=", right, left)
        if op == "::":
            from ..library.types import type_check
            return v.truth(type_check(self, left, right))
        raise MapleError(f"unknown operator {op}")

    def _arithmetic(self, node, frame):
        """`+ - * / . ^`. A left-nested run such as `1 + 2 + ... + n` typed on one line is
        folded in a loop, so that its length is not bounded by Python's recursion limit."""
        spine = []
        while isinstance(node, ast.BinaryOp) and node.op in ARITH:
            spine.append(node)
            node = node.left
        value = self.evaluate(node, frame)
        run, fold = [], None   # a run of `+`/`-` or of `*`, collected at once (n steps, not n^2)
        for step in reversed(spine):
            right = self.evaluate(step.right, frame)
            for operand in (value, right) if not run else (right,):
                if isinstance(operand, v.ExprSeq) and len(operand.items) != 1:
                    from ..display.lineprint import lprint
                    raise MapleError(f"invalid input: {_OPNAME[step.op]} received {lprint(operand)}, "
                                     f"which is not valid for its {'1st' if operand is value else '2nd'} argument")
            family = _RUNS.get(step.op)
            if run and family is not fold:
                value, run = fold([value, *run]), []
            if family is not None:
                fold = family
                run.append(arith.neg(right) if step.op == "-" else right)
                continue
            value = ARITH[step.op](value, right)
        return fold([value, *run]) if run else value

    def _dollar(self, node, frame):
        """`e $ i = a..b` is seq(e, i = a..b); `e $ n` is n copies of e, evaluated once."""
        right = node.right
        if isinstance(right, ast.BinaryOp) and right.op == "=" and isinstance(right.left, ast.Name):
            return self.call_builtin(self.builtins["seq"], (node.left, right), frame)
        value = self.evaluate(node.left, frame)
        count = self.evaluate(right, frame)
        if not isinstance(count, int):
            from ..display.lineprint import lprint
            raise MapleError(f"invalid input: `$` expects its 2nd argument, to be of type "
                             f"{{name = range, nonnegint}}, but received {lprint(count)}")
        copies = len(value.items) if isinstance(value, v.ExprSeq) else 1
        check_size(self.host, copies * max(count, 0))
        return v.make_seq([value] * max(count, 0))

    def _eval_Call(self, node, frame):
        fnode = node.function
        function = self.evaluate(fnode, frame)
        if function == v.Name("if"):
            return self._if_operator(node.args, frame)
        if isinstance(function, v.Builtin) and function.special:
            return self.call_builtin(function, node.args, frame)
        if isinstance(function, v.Procedure) and any(modifier(p) for p in function.definition.params):
            args = self._modified_args(function.definition.params, node.args, frame)
        else:
            args = self.evaluate_args(node.args, frame)
        return self.apply(function, args, frame)

    def _modified_args(self, params, arg_nodes, frame) -> tuple:
        """Arguments for parameters declared `::uneval` (passed as if quoted) or `::evaln`
        (evaluated to a name only) are not evaluated as usual."""
        values = []
        for i, node in enumerate(arg_nodes):
            how = modifier(params[i]) if i < len(params) else None
            if how == "uneval":
                values.append(quote(self, node, frame))
            elif how == "evaln":
                values.append(self._evaln(node, frame))
            else:
                values.append(self.evaluate(node, frame))
        return v.flatten(values)

    def _evaln(self, node, frame):
        """An argument evaluated to a name, as `::evaln` asks: indices are evaluated, the
        name itself is not."""
        if isinstance(node, (ast.Name, ast.GlobalName)):
            return quote(self, node, frame)
        if isinstance(node, ast.Index) and isinstance(node.base, ast.Name):
            return v.Indexed(v.Name(node.base.name), self.evaluate_args(node.indices, frame))
        raise MapleError("illegal use of an object as a name")

    def apply(self, function, args: tuple, frame: Frame | None = None):
        """Call any Maple value with evaluated arguments."""
        if isinstance(function, v.Builtin):
            # Only a global function yields to an object's method of the same name; a
            # method already bound (`tape:-Gradient`) is the object's own.
            is_global = function in (self.builtins.get(function.name), self.imported.get(function.name))
            override = _object_method(function.name, args) if is_global else None
            if function.special and override is None:
                args = tuple(_as_node(a) for a in args)     # `seq` called again by evaluation
            return self.call_builtin(override or function, args, frame or self.top)
        if isinstance(function, v.Procedure):
            return call_procedure(self, function, args)
        if isinstance(function, v.Name):
            method = _object_method(function.name, args)
            if method is not None:
                return self.call_builtin(method, args, frame or self.top)
            if function.name in OPERATOR_FUNCTIONS:
                return OPERATOR_FUNCTIONS[function.name](args)
            return v.Function(function, args)
        if isinstance(function, v.Module):
            apply = function.member("ModuleApply")
            if apply is not None:
                return self.apply(apply, args, frame)
        if num.is_number(function):
            return function
        if isinstance(function, v.Function) and function.head in (v.Name("@"), v.Name("@@")):
            return self._compose(function, args, frame)
        return v.Function(function, args)

    def _if_operator(self, arg_nodes, frame):
        """`` `if`(c, a, b) ``: only the chosen branch is evaluated."""
        if len(arg_nodes) != 3:
            raise MapleError(f"invalid input: `if` expects 3 arguments, but received {len(arg_nodes)}")
        chosen = 1 if logic.condition(self, self.evaluate(arg_nodes[0], frame)) else 2
        return self.evaluate(arg_nodes[chosen], frame)

    def _compose(self, composition: v.Function, args: tuple, frame):
        """`(f@g)(x)` is f(g(x)); `(f@@n)(x)` applies f n times."""
        outer, inner = composition.args
        if composition.head == v.Name("@"):
            return self.apply(outer, v.flatten([self.apply(inner, args, frame)]), frame)
        if not isinstance(inner, int) or inner < 0:
            return v.Function(composition, args)
        value = v.make_seq(args)
        for _ in range(inner):
            value = self.apply(outer, v.flatten([value]), frame)
        return value

    def call_builtin(self, builtin: v.Builtin, args, frame: Frame):
        try:
            if builtin.special:
                return builtin.fn(self, args, frame)
            return builtin.fn(self, args)
        except MapleError as err:
            if err.procname is None and not err.template.startswith(("invalid input:", "numeric exception")):
                err.procname = builtin.qualified_name
            raise

    def _eval_ElementwiseCall(self, node, frame):
        return elementwise.apply(self, self.evaluate(node.function, frame), self.evaluate_args(node.args, frame))

    def _eval_Index(self, node, frame):
        base = self.evaluate(node.base, frame)
        indices = self.evaluate_args(node.indices, frame)
        name = v.Name(node.base.name) if isinstance(node.base, (ast.Name, ast.GlobalName)) else None
        return self.index(base, indices, name)

    def _eval_Member(self, node, frame):
        module = self.evaluate(node.module, frame)
        from ..display.lineprint import lprint
        if isinstance(module, v.Module):
            member = module.member(node.name)
            if member is None:
                raise MapleError(f"module does not export `{node.name}`")
            return member
        if isinstance(module, v.MapleObject):
            method = module.methods().get(node.name)
            if method is None:
                raise MapleError(f"module does not export `{node.name}`")
            return bound_method(method, module)
        raise MapleError(f"module or object expected in {lprint(module)}:-{node.name}")


def _object_method(name: str, args) -> v.Builtin | None:
    """Maple's object function mechanism: an object argument's method of the same name
    takes the call, so `Enter(tape)` and `exp(t)` reach the tape's and the Tensor's own."""
    for arg in args:
        if isinstance(arg, v.MapleObject):
            method = arg.methods().get(name)
            if method is not None:
                return method
    return None


def bound_method(method: v.Builtin, obj) -> v.Builtin:
    """`tape:-Watch` is the tape's Watch with the tape as first argument."""
    return v.Builtin(method.name, lambda ev, args: method.fn(ev, (obj,) + tuple(args)),
                     method.help, module=method.module)


@dataclass(frozen=True)
class Stored(ast.Expr):
    """A value standing where a builtin with special evaluation rules expects syntax."""
    value: Any


def _as_node(value) -> ast.Expr:
    """The syntax of a value as far as `seq`, `add`, `mul` and `eval` read it: names,
    `i = a..b` and `i in L`; anything else evaluates to itself once more."""
    if isinstance(value, v.Name):
        return ast.Name(value.name)
    if isinstance(value, v.Relation) and value.op in ("=", "in"):
        return ast.BinaryOp(value.op, _as_node(value.lhs), _as_node(value.rhs))
    if isinstance(value, v.Range):
        return ast.Range(_as_node(value.low), _as_node(value.high))
    return Stored(value)


def _protected(name: str) -> MapleError:
    return MapleError(f"attempting to assign to `{name}` which is protected.  "
                      f"Try declaring `local {name}`; see ?protect for details.")


def _parameter_names(d: ast.ProcedureExpr) -> frozenset:
    return frozenset({p.name for p in d.params} | {k.name for k in d.keywords}
                     | {"args", "nargs", "procname"})


def lprint_target(node: ast.Expr) -> str:
    if isinstance(node, (ast.Name, ast.GlobalName)):
        return node.name
    return "?"


_EXCEPTION_NAMES = {
    # (procedure name or 0, unformatted message, its arguments)
    "lastexception": lambda err: v.ExprSeq((v.Name(err.procname) if err.procname else 0,
                                            err.template) + tuple(err.args_)),
    # the message as printed
    "lasterror": error_message,
}

def _binary_function(op: str, combine):
    def call(args):
        if len(args) != 2:
            raise MapleError(f"invalid input: `{op}` expects 2 arguments, but received {len(args)}")
        return combine(*args)
    return call


def _fold(combine, unit):
    def call(args):
        result = unit if not args else args[0]
        for a in args[1:]:
            result = combine(result, a)
        return result
    return call


# Operators called by their backquoted names: `+`(1, 2) is 3, as after convert(L, `+`).
OPERATOR_FUNCTIONS = {
    "+": _fold(arith.add, 0), "*": _fold(arith.mul, 1), ".": _fold(arith.dot, 1),
    "^": _binary_function("^", arith.power),
    "..": _binary_function("..", v.Range),
    **{op: _binary_function(op, lambda a, b, op=op: v.Relation(op, a, b))
       for op in ("=", "<>", "<", "<=")},
    **{op: _fold(combine, v.MSet(())) for op, combine in arith.SET_OPERATIONS.items()
       if op in ("union", "intersect")},
    "minus": _binary_function("minus", arith.SET_OPERATIONS["minus"]),
}

_RUNS = {"+": arith.add_all, "-": arith.add_all, "*": arith.mul_all}
_OPNAME = {"+": "`+`", "-": "`-`", "*": "`*`", "/": "`/`", "^": "`^`", ".": "`.`"}


def _concat(left, right_node, ev: Evaluator, frame: Frame):
    if isinstance(right_node, ast.Name):
        right = right_node.name
    else:
        right = ev.evaluate(right_node, frame)
    prefix = concat_text(left)
    if isinstance(right, v.Range) and isinstance(right.low, int) and isinstance(right.high, int):
        check_size(ev.host, right.high - right.low + 1)
        return v.make_seq(_join(ev, prefix, concat_text(i), left) for i in range(right.low, right.high + 1))
    return _join(ev, prefix, concat_text(right), left)


def concat_text(value) -> str:
    """What `||` and cat join: a string or name as it is, an integer's digits, any other
    value in its lprint form."""
    from ..display.lineprint import lprint
    if isinstance(value, str):
        return value
    if isinstance(value, v.Name):
        return value.name
    return lprint(value)


def _join(ev, prefix: str, suffix: str, left):
    check_size(ev.host, len(prefix) + len(suffix))
    return prefix + suffix if isinstance(left, str) else v.Name(prefix + suffix)


def _dollar_range(r, host):
    """`$a..b`: the integers from a to b."""
    if isinstance(r, v.Range) and isinstance(r.low, int) and isinstance(r.high, int):
        check_size(host, r.high - r.low + 1)
        return v.make_seq(range(r.low, r.high + 1))
    from ..display.lineprint import lprint
    raise MapleError(f"invalid input: `$` expects a range of integers, but received {lprint(r)}")


def _entry_for(r: Rtable, value):
    """A value as the rtable's datatype stores it; one the datatype cannot hold is an error."""
    return typed_entries(np.array([value], dtype=object), r.datatype)[0]