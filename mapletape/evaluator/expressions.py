"""Expressions: Maple's evaluation rules (names and stored values evaluated fully or to a
number of levels, selection), and the rules compiling literals, operators, `$` and `||`."""
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
from .arithmetic import ARITH, arithmetic, modulo
from .compiler import compile_expression, compile_statement, compiled, expression_rule
from .names import ABSENT, EVALUATED_AGAIN, in_place
from .procedures import make_procedure
from .quoting import quote
from .scopes import Frame


# Entries that evaluate to themselves, passed by entry_value untouched.
PLAIN_ENTRIES = frozenset((int, float, str, Fraction, Decimal))

NAME_CHAIN_LIMIT = 100   # x := y: y := 'x': is a cycle Maple reports as recursion


class Expressions:
    """Evaluation rules on values, for the Evaluator, and the syntax of commands that take
    theirs unevaluated (seq, eval, defaults), compiled once and run."""

    def evaluate(self, node: ast.Expr, frame: Frame):
        return compiled(self, node)(frame)

    def evaluate_args(self, nodes, frame: Frame) -> tuple:
        return v.flatten([compiled(self, n)(frame) for n in nodes])

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
        return self.resolve(entry) if type(entry) not in PLAIN_ENTRIES else entry

    def displayed(self, value):
        """A result as it is displayed: an rtable's entries evaluated, also the rtables
        directly inside a sequence, list or set (help page rtable_eval)."""
        if isinstance(value, Rtable):
            return value.evaluated(self.entry_value)
        if isinstance(value, (v.ExprSeq, v.MList, v.MSet)) and any(isinstance(x, Rtable) for x in value.items):
            return type(value)(tuple(self.displayed(x) for x in value.items))
        return value


# ---------------------------------------------------------------- rules

@expression_rule(ast.Integer, ast.String)
def _literal(ev, node):
    value = node.value
    return lambda frame: value


@expression_rule(ast.Float)
def _float(ev, node: ast.Float):
    value = num.parse_float(node.text)    # as typed, whatever Digits is
    return lambda frame: value


@expression_rule(ast.Ditto)
def _ditto(ev, node: ast.Ditto):
    depth, resolve = node.depth, ev.resolve

    def ditto(frame):
        history = frame.history
        if len(history) < depth:
            return v.NULL
        return resolve(history[depth - 1])     # ditto re-evaluates
    return ditto


@expression_rule(ast.Sequence)
def _sequence_expr(ev, node: ast.Sequence):
    items = sequence(ev, node.items)
    return lambda frame: v.make_seq(items(frame))


@expression_rule(ast.SetExpr)
def _set(ev, node: ast.SetExpr):
    items = sequence(ev, node.items)
    return lambda frame: v.MSet.of(items(frame))


@expression_rule(ast.AngleExpr)
def _angle(ev, node: ast.AngleExpr):
    columns = tuple(tuple(compile_expression(ev, x) for x in column) for column in node.columns)
    return lambda frame: angle_constructor([[x(frame) for x in column] for column in columns])


@expression_rule(ast.AngleRows)
def _angle_rows(ev, node: ast.AngleRows):
    rows = tuple(tuple(compile_expression(ev, x) for x in row) for row in node.rows)
    return lambda frame: angle_rows([[x(frame) for x in row] for row in rows])


@expression_rule(ast.Uneval)
def _uneval(ev, node: ast.Uneval):
    expr = node.expr
    return lambda frame: quote(ev, expr, frame)


@expression_rule(ast.IfExpr)
def _if_expression(ev, node: ast.IfExpr):
    return compile_statement(ev, node.statement, 0, False)


@expression_rule(ast.ProcedureExpr)
def _procedure(ev, node: ast.ProcedureExpr):
    return lambda frame: make_procedure(ev, node, frame)


@expression_rule(ast.Range)
def _range(ev, node: ast.Range):
    low, high = compile_expression(ev, node.low), compile_expression(ev, node.high)
    return lambda frame: v.Range(low(frame), high(frame))


_UNARY = {
    "+": lambda ev, x: x,
    "not": logic.logical_not,
    "$": lambda ev, x: _dollar_range(x, ev.host),
    "!": lambda ev, x: arith.factorial(x),
}


@expression_rule(ast.UnaryOp)
def _unary(ev, node: ast.UnaryOp):
    op, operand = node.op, compile_expression(ev, node.operand)
    if op == "-":
        def minus(frame):
            value = operand(frame)
            return -value if type(value) is int else arith.neg(value)
        return minus
    if op.endswith("~"):
        return lambda frame: elementwise.unary(op[:-1], operand(frame))
    combine = _UNARY.get(op)
    if combine is None:
        return _unknown(op)
    return lambda frame: combine(ev, operand(frame))


def _unknown(op: str):
    def unknown(frame):
        raise MapleError(f"unknown operator {op}")
    return unknown


def _relation(op: str):
    """`a op b` as Maple keeps it: `>` and `>=` turned round."""
    if op == ">":
        return lambda a, b: v.Relation("<", b, a)
    if op == ">=":
        return lambda a, b: v.Relation("<=", b, a)
    return lambda a, b: v.Relation(op, a, b)


def _binary_operator(ev, op: str):
    """The value of `a op b` from the values of a and b, for the operators with no rule of
    their own; None for an operator Maple does not have."""
    if op.endswith("~"):
        return lambda a, b: elementwise.binary(op[:-1], a, b)
    if op in arith.SET_OPERATIONS:
        return arith.SET_OPERATIONS[op]
    if op in ("@", "@@"):
        return lambda a, b: v.Function(v.Name(op), (a, b))
    if op in ("=", "<>", "<", "<=", "in", ">", ">="):
        return _relation(op)
    if op == "::":
        return lambda a, b: v.truth(ev.type_check(a, b))
    return None


@expression_rule(ast.BinaryOp)
def _binary(ev, node: ast.BinaryOp):
    op = node.op
    if op in ARITH:
        return arithmetic(ev, node)
    if op == "mod":
        return modulo(ev, node)
    if op in logic.OPERATORS:
        return logic.logical(ev, node)
    if op == "$":
        return _dollar(ev, node)
    if op == "||":
        return _concat(ev, node)
    combine = _binary_operator(ev, op)
    if combine is None:
        return _unknown(op)
    left, right = compile_expression(ev, node.left), compile_expression(ev, node.right)
    return lambda frame: combine(left(frame), right(frame))


@expression_rule(ast.Index)
def _index(ev, node: ast.Index):
    base = compile_expression(ev, node.base)
    indices = tuple(compile_expression(ev, i) for i in node.indices)
    name = v.Name(node.base.name) if isinstance(node.base, (ast.Name, ast.GlobalName)) else None
    index, entry_value = ev.index, ev.entry_value
    if len(indices) != 1:
        return lambda frame: index(base(frame), v.flatten(i(frame) for i in indices), name)
    only, = indices

    def select(frame):
        container, i = base(frame), only(frame)
        if type(i) is int and i > 0:
            kind = type(container)
            if kind is v.MList and i <= len(container.items):
                return container.items[i - 1]
            if kind is Rtable and container.data.ndim == 1 and i <= container.data.shape[0] \
                    and container.lows is None:
                return entry_value(container.entry((i - 1,)))
        return index(container, v.flatten((i,)), name)
    return select


def sequence(ev, nodes):
    """The values of expressions with sequences spliced in, as Expressions.evaluate_args
    gives them."""
    parts = tuple(compile_expression(ev, n) for n in nodes)
    if all(is_literal(n) for n in nodes):
        values = tuple(p(ev.top) for p in parts)        # no literal is a sequence
        return lambda frame: values
    top = ev.top
    if len(parts) == 1:
        only, = parts
        if type(nodes[0]) is not ast.Name:
            def sequence(frame):
                value = only(frame)
                return value.items if type(value) is v.ExprSeq else (value,)     # as flatten does
            return sequence
        stored, name = in_place(ev, nodes[0])

        def sequence(frame):
            value = stored.get(name, ABSENT) if frame is top else ABSENT
            if type(value) in EVALUATED_AGAIN:     # not a global's value as it is
                value = only(frame)
                if type(value) is v.ExprSeq:
                    return value.items
            return (value,)
    elif len(parts) == 2:
        first, second = parts
        (first_stored, first_name), (second_stored, second_name) = (in_place(ev, n) for n in nodes)

        def sequence(frame):
            # each in turn: evaluating the first may assign the second
            a = first_stored.get(first_name, ABSENT) if frame is top else ABSENT
            if type(a) in EVALUATED_AGAIN:
                a = first(frame)
            b = second_stored.get(second_name, ABSENT) if frame is top else ABSENT
            if type(b) in EVALUATED_AGAIN:
                b = second(frame)
            if type(a) is not v.ExprSeq and type(b) is not v.ExprSeq:
                return a, b
            return v.flatten((a, b))
    else:
        def sequence(frame):
            return v.flatten([p(frame) for p in parts])
    return sequence


_LITERALS = (ast.Integer, ast.Float, ast.String)


def is_literal(node) -> bool:
    """A number, a string or a list of literals: an expression whose value depends on nothing."""
    return isinstance(node, _LITERALS) or (isinstance(node, ast.ListExpr) and node.literal)


@expression_rule(ast.ListExpr)
def _list(ev, node: ast.ListExpr):
    items = sequence(ev, node.items)
    if is_literal(node):
        # a list of literals is one value, as Maple keeps one copy of equal lists
        value = v.MList(items(ev.top))
        return lambda frame: value
    return lambda frame: v.MList(items(frame))



def _concat(ev, node: ast.BinaryOp):
    """`a || b`: b is taken as a name when it is one, unevaluated; `a || (1..3)` is a
    sequence of names."""
    left = compile_expression(ev, node.left)
    if isinstance(node.right, ast.Name):
        suffix = node.right.name
        return lambda frame: concatenation(ev, left(frame), suffix)
    right = compile_expression(ev, node.right)

    def concat(frame):
        prefix = left(frame)
        return concatenation(ev, prefix, right(frame))
    return concat


def concatenation(ev, left, right):
    prefix = concat_text(left)
    if isinstance(right, v.Range) and isinstance(right.low, int) and isinstance(right.high, int):
        check_size(ev.host, right.high - right.low + 1)
        return v.make_seq(_join(ev, prefix, concat_text(i), left) for i in range(right.low, right.high + 1))
    return _join(ev, prefix, concat_text(right), left)


def _dollar(ev, node: ast.BinaryOp):
    """`e $ i = a..b` is seq(e, i = a..b); `e $ n` is n copies of e, evaluated once."""
    right = node.right
    if isinstance(right, ast.BinaryOp) and right.op == "=" and isinstance(right.left, ast.Name):
        arguments = (node.left, right)
        return lambda frame: ev.call_builtin(ev.builtins["seq"], arguments, frame)
    value_of, count_of = compile_expression(ev, node.left), compile_expression(ev, right)

    def copies(frame):
        value = value_of(frame)
        count = count_of(frame)
        if not isinstance(count, int):
            raise MapleError(f"invalid input: `$` expects its 2nd argument, to be of type "
                             f"{{name = range, nonnegint}}, but received {lprint(count)}")
        size = len(value.items) if isinstance(value, v.ExprSeq) else 1
        check_size(ev.host, size * max(count, 0))
        return v.make_seq([value] * max(count, 0))
    return copies


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
