"""Expressions: Maple's evaluation rules (names and stored values evaluated fully or to a
number of levels, selection), literals, operators, arithmetic, `$` and `||`."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_size
from ..syntax import ast
from ..values import arith, elementwise
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.rtable import Rtable, angle_constructor, angle_rows
from ..values.selection import select
from . import logic
from .procedures import make_procedure
from .quoting import ARITH, quote
from .scopes import Frame


# Entries that evaluate to themselves, passed by entry_value untouched.
_PLAIN_ENTRIES = frozenset((int, float, str, Fraction, Decimal))

NAME_CHAIN_LIMIT = 100   # x := y: y := 'x': is a cycle Maple reports as recursion


class Expressions:
    """Evaluating expressions, for the Evaluator; `evaluate` dispatches on the node's class
    to its `_eval_<class>` method."""

    def evaluate(self, node: ast.Expr, frame: Frame):
        return self._expressions[type(node)](self, node, frame)

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
        if force and isinstance(value, Rtable):
            # eval(M, x = 1): the new rtable's entries evaluated as well
            return value.evaluated(lambda x: self.resolve(x, force=True))
        if isinstance(value, v.Name):
            if type(value) is v.Local:
                # a local evaluates one level; eval(p, 2) follows it only in its own call
                owner = None if frame is None else self._scope_of(value.name, frame)
                if owner is None or owner.call != value.call:
                    return value
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
        if isinstance(base, v.Table) and indices not in base.entries and isinstance(base_name, v.Name):
            return v.Indexed(base_name, indices)
        if isinstance(base, v.Module):
            # `LinearAlgebra[Determinant]`, also after `with` has bound the short name to
            # the export itself (Maple's last-name evaluation gives the name)
            index = indices[0] if len(indices) == 1 else None
            name = index.name if isinstance(index, (v.Name, v.Builtin, v.Procedure)) else None
            member = None if name is None else base.member(name)
            if member is not None:
                return member
            raise MapleError(f"module does not export `{lprint(v.make_seq(indices))}`")
        if isinstance(base, Rtable):
            return self.entry_value(select(base, indices))
        return select(base, indices)

    def entry_value(self, entry):
        """An rtable entry as selecting it gives it: evaluated, while the rtable keeps
        what was stored (help page rtable_eval: evaluation of rtable elements is deferred
        until elements are referenced)."""
        return self.resolve(entry) if type(entry) not in _PLAIN_ENTRIES else entry

    def displayed(self, value):
        """A result as it is displayed: an rtable's entries evaluated, also the rtables
        directly inside a sequence, list or set (help page rtable_eval)."""
        if isinstance(value, Rtable):
            return value.evaluated(self.entry_value)
        if isinstance(value, (v.ExprSeq, v.MList, v.MSet)) and any(isinstance(x, Rtable) for x in value.items):
            return type(value)(tuple(self.displayed(x) for x in value.items))
        return value

    def _eval_Index(self, node, frame):
        base = self.evaluate(node.base, frame)
        indices = self.evaluate_args(node.indices, frame)
        name = v.Name(node.base.name) if isinstance(node.base, (ast.Name, ast.GlobalName)) else None
        return self.index(base, indices, name)

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
        columns = [[self.evaluate(x, frame) for x in column] for column in node.columns]
        return angle_constructor(columns)

    def _eval_AngleRows(self, node, frame):
        return angle_rows([[self.evaluate(x, frame) for x in row] for row in node.rows])

    def _eval_Uneval(self, node, frame):
        return quote(self, node.expr, frame)

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
            return arith.factorial(operand)
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
            return v.truth(self.type_check(left, right))
        raise MapleError(f"unknown operator {op}")

    def _arithmetic(self, node, frame):
        """`+ - * / . ^`. A left-nested run such as `1 + 2 + ... + n` typed on one line is
        folded in a loop, so that its length is not bounded by Python's recursion limit."""
        first, spine = arithmetic_spine(node)
        return fold_arithmetic(self.evaluate(first, frame),
                               ((step.op, self.evaluate(step.right, frame)) for step in spine))

    def _dollar(self, node, frame):
        """`e $ i = a..b` is seq(e, i = a..b); `e $ n` is n copies of e, evaluated once."""
        right = node.right
        if isinstance(right, ast.BinaryOp) and right.op == "=" and isinstance(right.left, ast.Name):
            return self.call_builtin(self.builtins["seq"], (node.left, right), frame)
        value = self.evaluate(node.left, frame)
        count = self.evaluate(right, frame)
        if not isinstance(count, int):
            raise MapleError(f"invalid input: `$` expects its 2nd argument, to be of type "
                             f"{{name = range, nonnegint}}, but received {lprint(count)}")
        copies = len(value.items) if isinstance(value, v.ExprSeq) else 1
        check_size(self.host, copies * max(count, 0))
        return v.make_seq([value] * max(count, 0))


_RUNS = {"+": arith.add_all, "-": arith.add_all, "*": arith.mul_all}


def arithmetic_spine(node):
    """A left-nested run of arithmetic as its first operand and the steps after it, in
    order: `a + b * c - d` is (a, [`+ b*c`, `- d`])."""
    spine = []
    while isinstance(node, ast.BinaryOp) and node.op in ARITH:
        spine.append(node)
        node = node.left
    return node, spine[::-1]


def fold_arithmetic(value, steps):
    """Combine a first operand with (operator, operand) steps; `steps` may evaluate each
    operand as it is asked for, so that an error stops before the next is evaluated."""
    run, fold = [], None   # a run of `+`/`-` or of `*`, collected at once (n steps, not n^2)
    for op, right in steps:
        for operand in (value, right) if not run else (right,):
            if isinstance(operand, v.ExprSeq) and len(operand.items) != 1:
                raise MapleError(f"invalid input: {_OPNAME[op]} received {lprint(operand)}, "
                                 f"which is not valid for its {'1st' if operand is value else '2nd'} argument")
        family = _RUNS.get(op)
        if run and family is not fold:
            value, run = fold([value, *run]), []
        if family is not None:
            fold = family
            run.append(arith.neg(right) if op == "-" else right)
            continue
        value = ARITH[op](value, right)
    return fold([value, *run]) if run else value


_OPNAME = {"+": "`+`", "-": "`-`", "*": "`*`", "/": "`/`", "^": "`^`", ".": "`.`"}


def _concat(left, right_node, ev, frame: Frame):
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
    text = v.symbol_text(value)
    return text if text is not None else lprint(value)


def _join(ev, prefix: str, suffix: str, left):
    check_size(ev.host, len(prefix) + len(suffix))
    return prefix + suffix if isinstance(left, str) else v.Name(prefix + suffix)


def _dollar_range(r, host):
    """`$a..b`: the integers from a to b."""
    if isinstance(r, v.Range) and isinstance(r.low, int) and isinstance(r.high, int):
        check_size(host, r.high - r.low + 1)
        return v.make_seq(range(r.low, r.high + 1))
    raise MapleError(f"invalid input: `$` expects a range of integers, but received {lprint(r)}")
