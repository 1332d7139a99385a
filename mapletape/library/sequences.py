"""seq, add and mul (which evaluate their first argument once per index value), and map."""
from __future__ import annotations

from itertools import chain

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..evaluator.logic import truth_value
from ..limits import check_size
from ..syntax import ast
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.rtable import Rtable
from ..values.selection import loop_items
from .registry import builtin

_UNSET = object()


def _index_values(name: str, ev, spec, frame):
    """The values an index takes: `i = a..b`, `i = L` and `i in L` give (name, values)."""
    if isinstance(spec, ast.BinaryOp) and spec.op in ("=", "in") and isinstance(spec.left, ast.Name):
        over = ev.evaluate(spec.right, frame)
        return spec.left.name, over
    raise MapleError(f"invalid input: {name} expects its 2nd argument to be of the form "
                     f"name = range or name in container, but received {lprint(ev.evaluate(spec, frame))}")


def _range_values(name: str, r: v.Range, step=1):
    """The numbers low, low + step, ... up to high, as a lazy iterable and its length."""
    low, high = r.low, r.high
    if not all(num.is_number(x) and num.is_finite(x) for x in (low, high, step)):
        # a kernel builtin: its errors name no procedure (an empty procname); an infinite or
        # undefined bound would never end (Maple sends infinite ranges to sum and product)
        raise MapleError(f"unable to execute {name}", procname="")
    if step == 0:
        raise MapleError(f"invalid input: {name} expects a nonzero step")
    if all(isinstance(x, int) for x in (low, high, step)):
        values = range(low, high + (1 if step > 0 else -1), step)
        return values, len(values)
    return _steps(low, high, step), _count(low, high, step)


def _steps(x, high, step):
    ascending = num.compare(step, 0) > 0
    while (num.compare(x, high) <= 0) if ascending else (num.compare(x, high) >= 0):
        yield x
        x = num.add(x, step)


def _count(low, high, step) -> float:
    """How many values a non-integer range has, near enough to hold it to the size limit."""
    try:
        return max(0.0, (float(high) - float(low)) / float(step) + 1)
    except OverflowError:
        return float("inf")


def _iterate(name: str, ev, arg_nodes, frame, limit: bool):
    """Evaluate the first argument once per index value; yields each value. With `limit`,
    a range with more values than the session's size limit is refused before any work."""
    if not 2 <= len(arg_nodes) <= 3:
        raise MapleError(f"invalid input: {name} expects 2 or 3 arguments, but received {len(arg_nodes)}")
    body, spec = arg_nodes[0], arg_nodes[1]
    index, over = _index_values(name, ev, spec, frame)
    step = ev.evaluate(arg_nodes[2], frame) if len(arg_nodes) == 3 else 1
    if isinstance(over, v.Range):
        values, count = _range_values(name, over, step)
    else:
        values = loop_items(over)
        count = len(values)
    if limit:
        check_size(ev.host, count, name)
    return _evaluations(ev, index, values, body, frame)


def _evaluations(ev, index: str, values, body, frame):
    saved = _binding(ev, index, frame)
    value_of, bind = ev.compiled(body), ev.setter(index)      # the body compiled once
    try:
        for x in values:
            bind(x, frame)
            yield value_of(frame)
    finally:
        _restore(ev, index, frame, saved)


def _collect(ev, name: str, values) -> tuple:
    """The flattened values, held to the size limit as they grow (a body may itself be a
    sequence, so the index count alone does not bound the result)."""
    items: list = []
    for value in values:
        if isinstance(value, v.ExprSeq):
            items.extend(value.items)
        else:
            items.append(value)
        check_size(ev.host, len(items), name)
    return tuple(items)


def _binding(ev, name: str, frame):
    """Where the index lives and its value, so the call leaves it as it was."""
    scope = frame
    while scope is not None and scope is not ev.top:
        if name in scope.names:
            return scope, scope.names[name]
        scope = scope.parent
    return None, ev.globals.get(name, _UNSET)


def _restore(ev, name: str, frame, saved):
    scope, value = saved
    if scope is not None:
        scope.names[name] = value
    elif value is _UNSET:
        ev.drop_global(name)
    else:
        ev.store_global(name, value)     # (an index over Digits moved the precision too)


@builtin("seq", special=True)
def seq(ev, arg_nodes, frame):
    """seq(f, i = a..b) or seq(f, i = a..b, step): the sequence of f for each i;
    seq(f, i in L) runs over the operands of L; seq(a..b) gives a, a+1, ..., b and
    seq(L) the operands of L. The index name is left as it was."""
    if len(arg_nodes) == 1:
        items = tuple(_operand_values(ev, "seq", arg_nodes[0], frame))
    else:
        items = _collect(ev, "seq", _iterate("seq", ev, arg_nodes, frame, limit=True))
    return v.make_seq(items) if items else v.NULL


def _operand_values(ev, name: str, node, frame):
    """The values seq(x), add(x) and mul(x) run over: a range's values, else x's operands."""
    value = ev.evaluate(node, frame)
    if isinstance(value, v.Range):
        values, count = _range_values(name, value)
        check_size(ev.host, count, name)
        return values
    return loop_items(value)


def _fold(name: str, combine, empty, help_text: str):
    """Register `add` or `mul`: combine the values of the first argument over the index,
    or the operands of a one argument (help page add: add(x)). `combine` is add_all or
    mul_all, which fold as `+` or `*` would one value at a time but collect each run of
    symbolic values at once: add(x[i], i = 1 .. n) takes n steps, not n squared."""
    def fn(ev, arg_nodes, frame):
        values = _operand_values(ev, name, arg_nodes[0], frame) if len(arg_nodes) == 1 \
            else _iterate(name, ev, arg_nodes, frame, limit=False)
        return combine(chain((empty,), values))
    fn.__doc__ = help_text
    builtin(name, special=True)(fn)


_fold("add", arith.add_all, 0,
      "add(f, i = a..b) or add(f, i in L): the sum of f over the index values (0 when none);\n"
      "add(L): the sum of the operands of L.")
_fold("mul", arith.mul_all, 1,
      "mul(f, i = a..b) or mul(f, i in L): the product of f over the index values (1 when none);\n"
      "mul(L): the product of the operands of L.")


@builtin("map")
def map_(ev, args):
    """map(f, e, x2, ...): apply f to each operand of e (a list, set, sequence, rtable or
    expression), passing x2, ... as extra arguments: map(f, [a, b]) is [f(a), f(b)]."""
    if len(args) < 2:
        raise MapleError(f"invalid input: map expects at least 2 arguments, but received {len(args)}")
    f, target, extra = args[0], args[1], tuple(args[2:])
    return _map_into(ev, target, lambda x: ev.apply(f, (x,) + extra))


@builtin("map2")
def map2(ev, args):
    """map2(f, a1, e, a3, ...): apply f to a1 and each operand of e, with a3, ... after it:
    map2(f, a, [b, c]) is [f(a, b), f(a, c)] (help page map)."""
    if len(args) < 3:
        raise MapleError(f"invalid input: map2 expects at least 3 arguments, but received {len(args)}")
    f, first, target, extra = args[0], args[1], args[2], tuple(args[3:])
    return _map_into(ev, target, lambda x: ev.apply(f, (first, x) + extra))


@builtin("apply")
def apply(ev, args):
    """apply(f, x1, x2, ...): the call f(x1, x2, ...) (help page apply)."""
    if not args:
        raise MapleError("invalid input: apply expects at least 1 argument, but received 0")
    return ev.apply(args[0], tuple(args[1:]))


@builtin("applyop")
def applyop(ev, args):
    """applyop(f, i, e, x2, ...): e with its i-th operand replaced by f(op(i, e), x2, ...)
    (help page applyop: applyop(f, 2, a + b) is a + f(b))."""
    if len(args) < 3:
        raise MapleError(f"invalid input: applyop expects at least 3 arguments, but received {len(args)}")
    f, i, e, extra = args[0], args[1], args[2], tuple(args[3:])
    parts = list(operands.operands(e)) if operands.is_compound(e) else [e]
    if not isinstance(i, int) or not 1 <= abs(i) <= len(parts):
        raise MapleError(f"invalid input: applyop expects its 2nd argument, i, to be an operand "
                         f"position of e from 1 to {len(parts)}, but received {lprint(i)}")
    place = i - 1 if i > 0 else len(parts) + i
    parts[place] = ev.apply(f, (parts[place],) + extra)
    return operands.rebuild(e, parts) if operands.is_compound(e) else parts[0]


def _truth_map(name: str, stop, ev, args):
    """andmap and ormap (help page andmap): p applied to the operands of e in turn, with
    the further arguments after each, until one gives `stop`; FAIL when one fails and none
    gave `stop`."""
    if len(args) < 2:
        raise MapleError(f"invalid input: {name} expects at least 2 arguments, but received {len(args)}")
    p, target, extra = args[0], args[1], tuple(args[2:])
    failed, wanted = False, stop == v.TRUE
    for x in loop_items(target):
        answer = truth_value(ev.apply(p, (x,) + extra))    # as `if` decides: 1 < y is an error
        if answer is wanted:
            return stop
        failed = failed or answer is None
    return v.FAIL if failed else v.truth(not wanted)


@builtin("andmap")
def andmap(ev, args):
    """andmap(p, e, x2, ...): true when p(x, x2, ...) is true for every operand x of e
    (help page andmap); it stops at the first false."""
    return _truth_map("andmap", v.FALSE, ev, args)


@builtin("ormap")
def ormap(ev, args):
    """ormap(p, e, x2, ...): true when p(x, x2, ...) is true for some operand x of e
    (help page andmap); it stops at the first true."""
    return _truth_map("ormap", v.TRUE, ev, args)


def _map_into(ev, target, call):
    """`call` applied to each operand of target, rebuilt as map builds its result."""
    mapper = getattr(target, "maple_map", None)       # DataFrame, DataSeries
    if mapper is not None:
        return mapper(call)
    if isinstance(target, Rtable):
        # the entries as selecting them gives them (evaluated), into a new rtable
        data = np.empty(target.shape, dtype=object)
        for index in np.ndindex(target.shape):
            data[index] = call(ev.entry_value(target.entry(index)))
        return Rtable(data, target.kind, lows=target.lows)
    if isinstance(target, v.Function):
        head = ev.lookup(target.head.name, ev.top) if isinstance(target.head, v.Name) else target.head
        return ev.apply(head, v.flatten(call(a) for a in target.args))
    if operands.is_compound(target):
        return operands.rebuild(target, [call(x) for x in operands.operands(target)])
    return call(target)
