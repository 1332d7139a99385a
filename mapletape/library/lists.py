"""Lists and sets: zip, select, remove, selectremove, member, sort, numelems, convert to `+`/`*`."""
from __future__ import annotations

import functools
from decimal import Decimal

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..evaluator.logic import truth_value
from ..syntax import ast
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.operands import operands_of
from ..values.rtable import Rtable
from .registry import builtin, conversion, expect_count, split_options

# the kinds select and remove rebuild from the operands they keep (Maple's ?select)
_SELECTABLE = (v.MList, v.MSet, v.Sum, v.Product, v.Function)


def _argument_error(name: str, position: str, parameter: str, expected: str, received):
    return MapleError(f"invalid input: {name} expects its {position} argument, {parameter}, "
                      f"to be of type {expected}, but received {lprint(received)}")


def decide(value, why: str, procname=None) -> bool:
    """Whether a predicate's result counts as true: true, or a relation or boolean
    expression that evaluates to true (`x -> x > 2` gives `2 < 3`). false and FAIL do not;
    anything else is an error naming what the result was for."""
    if isinstance(value, (v.Relation, v.Logical)) or value in (v.TRUE, v.FALSE, v.FAIL):
        return truth_value(value) is True
    raise MapleError(f"{why} must return true or false", procname=procname)


def _split(ev, name: str, args):
    """select, remove and selectremove: (kept, dropped) operands of args[1] and how to rebuild."""
    expect_count(args, name, 2, 99)
    f, target, extra = args[0], args[1], tuple(args[2:])
    if not isinstance(target, _SELECTABLE):
        raise MapleError(f"invalid input: {name} expects its 2nd argument, e, to be a list, set, "
                         f"sum, product or function call, but received {lprint(target)}")
    kept, dropped = [], []
    for x in operands.operands(target):
        # a kernel builtin: its errors name no procedure (an empty procname)
        chosen = decide(ev.apply(f, (x,) + extra), "selecting function", procname="")
        (kept if chosen else dropped).append(x)
    return target, kept, dropped


@builtin("select")
def select(ev, args):
    """select(f, e, b1, ...): the operands x of e (a list, set, sum, product or function
    call) for which f(x, b1, ...) is true, in an object of the same kind as e:
    select(type, [1, x, 2.5], integer) is [1]; select(x -> x > 2, {1, 3, 5}) is {3, 5}."""
    target, kept, _ = _split(ev, "select", args)
    return operands.rebuild(target, kept)


@builtin("remove")
def remove(ev, args):
    """remove(f, e, b1, ...): the operands x of e for which f(x, b1, ...) is not true, in
    an object of the same kind as e: remove(type, [1, x, 2.5], integer) is [x, 2.5]."""
    target, _, dropped = _split(ev, "remove", args)
    return operands.rebuild(target, dropped)


@builtin("selectremove")
def selectremove(ev, args):
    """selectremove(f, e, b1, ...): select(f, e, b1, ...), remove(f, e, b1, ...) as a
    sequence of two, with f called once per operand."""
    target, kept, dropped = _split(ev, "selectremove", args)
    return v.ExprSeq((operands.rebuild(target, kept), operands.rebuild(target, dropped)))


def _members(s) -> list:
    """(position, value) for each member of s, positions as member's third argument gets them."""
    if isinstance(s, v.Table):
        return [(v.make_seq(key), value) for key, value in s.entries.items()]
    if isinstance(s, Rtable):
        return [(v.make_seq(tuple(i + 1 for i in index)), s.entry(index))
                for index in np.ndindex(s.shape)]
    if isinstance(s, _SELECTABLE):
        return list(enumerate(operands.operands(s), start=1))
    raise MapleError(f"invalid input: member expects its 2nd argument, s, to be a list, set, "
                     f"sum, product, function call, table or rtable, but received {lprint(s)}")


@builtin("member", special=True)
def member(ev, arg_nodes, frame):
    """member(x, s) is true when x is a member of s (a list, set, sum, product, function
    call, the values of a table, the entries of an rtable), else false; members are
    compared by structure, so member(1, [1.0]) is false. member(x, s, 'p') also assigns
    to p the position of the first x in s when there is one."""
    # special only to know the caller's frame, where p is assigned (a local p stays local)
    args = ev.evaluate_args(arg_nodes, frame)
    expect_count(args, "member", 2, 3)
    x, s = args[0], args[1]
    target = args[2] if len(args) == 3 else None
    if target is not None and not isinstance(target, v.Name):
        raise MapleError(f"invalid input: member expects its 3rd argument, p, to be an "
                         f"unevaluated name, but received {lprint(target)}")
    key = v.identity(x)
    for position, value in _members(s):
        if v.identity(value) == key:
            if target is not None:
                ev.assign(ast.Name(target.name), position, frame)
            return v.TRUE
    return v.FALSE


_NEGATIVE_INFINITY = arith.neg(v.INFINITY)
_NUMBER_KEY = functools.cmp_to_key(num.compare)


def _is_numeric(x) -> bool:
    return num.is_number(x) or x == v.INFINITY or x == _NEGATIVE_INFINITY


def _numeric_key(x):
    if x == v.INFINITY:
        return (1, 0)
    if x == _NEGATIVE_INFINITY:
        return (-1, 0)
    return (0, _NUMBER_KEY(x))


def _lexorder_key(x):
    text = v.symbol_text(x)
    if text is not None:
        return text
    raise MapleError(f"invalid input: sort expects a list of strings or names to sort in "
                     f"lexorder, but received {lprint(x)}")


def _relation_order(op: str):
    """`<` and `>` between two members that are not all numbers or all strings: the
    relation must be decidable (Maple's comparison through the operator)."""
    def before(a, b) -> bool:
        return truth_value(v.Relation("<", a, b) if op == "<" else v.Relation("<", b, a)) is True
    return before


def _order_by_function(items, before) -> list:
    """A stable merge of items where before(a, b) true means a may come before b (Maple's
    non-strict comparison): b goes first only when before(a, b) is false."""
    return sorted(range(len(items)),
                  key=functools.cmp_to_key(lambda i, j: 0 if before(items[j], items[i]) else -1))


def _order_by_key(items, key, descending=False) -> list:
    return sorted(range(len(items)), key=lambda i: key(items[i]), reverse=descending)


_ONE_FLOAT_KIND = ({Decimal}, {float})


def _sort_order(ev, items: tuple, order) -> list:
    """The permutation that sorts items: the 0-based place in items of each sorted member."""
    if order == v.Name("numeric"):
        order = v.Name("<")
    if order is None or order == v.Name("<") or order == v.Name(">"):
        descending = order == v.Name(">")
        kinds = set(map(type, items))
        if kinds <= num.EXACT_KINDS or (kinds in _ONE_FLOAT_KIND and all(x == x for x in items)):
            # exact numbers, or floats of one kind and no undefined: Python compares them
            # exactly, as num.compare does (it rounds only when the kinds mix)
            return sorted(range(len(items)), key=items.__getitem__, reverse=descending)
        if all(_is_numeric(x) for x in items):
            return _order_by_key(items, _numeric_key, descending)
        if all(isinstance(x, str) for x in items):
            return _order_by_key(items, str, descending)
        if order is None:
            if all(isinstance(x, (str, v.Name)) for x in items):
                return _order_by_key(items, _lexorder_key)
            # Maple falls back to machine addresses, which differ from run to run; the
            # order of sets is as good and stays the same
            return _order_by_key(items, v.set_order)
        return _order_by_function(items, _relation_order(order.name))
    if order in (v.Name("lexorder"), v.Name("string")):
        return _order_by_key(items, _lexorder_key)
    return _order_by_function(
        items, lambda a, b: decide(ev.apply(order, (a, b)), "comparison function"))


_OUTPUTS = {"sorted": lambda sorted_, order: sorted_,
            "permutation": lambda sorted_, order: v.MList(tuple(i + 1 for i in order))}


def _output(form):
    """output = sorted, permutation or [sorted, permutation]: what sort returns."""
    forms = form.items if isinstance(form, v.MList) else (form,)
    if not forms or not all(isinstance(f, v.Name) and f.name in _OUTPUTS for f in forms):
        raise MapleError(f"invalid input: sort expects output to be sorted, permutation or a "
                         f"list of them, but received {lprint(form)}")
    return [_OUTPUTS[f.name] for f in forms]


@builtin("sort")
def sort(ev, args):
    """sort(L) or sort(L, F): the list L sorted, stably. Without F numbers go in ascending
    order and strings and names in lexicographic order; F may be `<` or `>` (ascending or
    descending numbers, or strings), lexorder, or a procedure F(a, b) that is true when a
    may come before b: sort([3, 1, 2], `>`) is [3, 2, 1]. A Vector is sorted the same way.
    sort(L, output = permutation) gives the positions in L of the sorted members instead
    (sort([30, 10, 20], output = permutation) is [2, 3, 1]); output = [sorted, permutation]
    gives both."""
    positional, options = split_options(args, "sort", {"output": v.Name("sorted")})
    expect_count(positional, "sort", 1, 2)
    target = positional[0]
    order = positional[1] if len(positional) == 2 else None
    if isinstance(target, Rtable) and target.data.ndim == 1:
        items = tuple(target.entry((i,)) for i in range(target.shape[0]))
    elif isinstance(target, v.MList):
        items = target.items
    else:
        raise _argument_error("sort", "1st", "L", "{list, Vector}", target)
    outputs = _output(options["output"])
    permutation = _sort_order(ev, items, order)
    sorted_ = [items[i] for i in permutation]
    if isinstance(target, Rtable):
        data = np.empty(target.shape, dtype=target.data.dtype)
        for i, x in enumerate(sorted_):
            data[i] = x
        result = Rtable(data, target.kind, target.datatype)
    else:
        result = v.MList(tuple(sorted_))
    return v.make_seq([out(result, permutation) for out in outputs])


@builtin("zip")
def zip_(ev, args):
    """zip(f, u, v) applies the binary function f to the pairs of entries of u and v
    (lists, or rtables of the same shape): zip((x, y) -> x + y, [1, 2, 3], [4, 5, 6]) is
    [5, 7, 9], as long as the shorter list. zip(f, u, v, d) pads the shorter list with
    d and is as long as the longer. A scalar u or v is paired with every entry."""
    expect_count(args, "zip", 3, 4)
    f, u, w = args[0], args[1], args[2]

    def call(a, b):
        return ev.apply(f, (a, b))

    if isinstance(u, Rtable) or isinstance(w, Rtable):
        return _zip_rtables(call, u, w)
    if isinstance(u, v.MList) and isinstance(w, v.MList):
        a, b = list(u.items), list(w.items)
        if len(args) == 4:
            longest = max(len(a), len(b))
            a += [args[3]] * (longest - len(a))
            b += [args[3]] * (longest - len(b))
        return v.MList(v.flatten(call(x, y) for x, y in zip(a, b)))
    if isinstance(u, v.MList):
        return v.MList(v.flatten(call(x, w) for x in u.items))
    if isinstance(w, v.MList):
        return v.MList(v.flatten(call(u, y) for y in w.items))
    return call(u, w)


def _zip_rtables(call, u, w):
    shape = u.shape if isinstance(u, Rtable) else w.shape
    if isinstance(u, Rtable) and isinstance(w, Rtable) and u.shape != w.shape:
        raise MapleError("invalid input: zip expects its rtable arguments to have the same "
                         "dimensions")
    if not all(isinstance(x, Rtable) or not isinstance(x, (v.MList, v.MSet)) for x in (u, w)):
        raise MapleError("invalid input: zip cannot pair an rtable with a list")
    data = np.empty(shape, dtype=object)
    for index in np.ndindex(shape):
        data[index] = call(u.entry(index) if isinstance(u, Rtable) else u,
                           w.entry(index) if isinstance(w, Rtable) else w)
    return Rtable(data, (u if isinstance(u, Rtable) else w).kind)


@builtin("numelems")
def numelems(ev, args):
    """numelems(e): the number of elements of e: the members of a list or set (nested
    lists count once), the entries of an rtable (as its bounds give them), the
    assigned entries of a table, or the characters of a string."""
    expect_count(args, "numelems", 1)
    x = args[0]
    if isinstance(x, (v.MList, v.MSet)):
        return len(x.items)
    if isinstance(x, Rtable):
        return int(x.data.size)
    if isinstance(x, v.Table):
        return len(x.entries)
    if isinstance(x, str):
        return len(x)
    if hasattr(x, "numelems"):         # DataFrame and DataSeries (values/dataframe.py)
        return x.numelems()
    raise _argument_error("numelems", "1st", "t", "indexable", x)


def _bounds(x, name: str) -> tuple:
    """The (low, high) index bounds of each dimension of an rtable, a list, a set, a string
    or a DataFrame or DataSeries (their help page "upperbound": a list of lists is one
    dimension)."""
    if isinstance(x, Rtable):
        return tuple((1, n) for n in x.shape)
    if isinstance(x, (v.MList, v.MSet)):
        return ((1, len(x.items)),)
    if isinstance(x, str):
        return ((1, len(x)),)
    if hasattr(x, "bounds"):
        return x.bounds()
    raise _argument_error(name, "1st", "a", "{rtable, list, set, string, DataFrame, DataSeries}", x)


def _bound(args, name: str, side: int):
    expect_count(args, name, 1, 2)
    bounds = _bounds(args[0], name)
    if len(args) == 1:
        return v.make_seq(b[side] for b in bounds)
    dim = args[1]
    if not isinstance(dim, int) or not 1 <= dim <= len(bounds):
        raise MapleError(f"invalid input: {name} expects its 2nd argument, dim, to be a positive "
                         f"integer at most {len(bounds)}, but received {lprint(dim)}")
    return bounds[dim - 1][side]


@builtin("upperbound")
def upperbound(ev, args):
    """upperbound(a) or upperbound(a, dim): the last index of each dimension of a (a
    sequence), or of dimension dim: upperbound(Matrix(2, 3)) is 2, 3; for a list, a set
    or a string its number of elements; for a DataFrame its rows and columns."""
    return _bound(args, "upperbound", 1)


@builtin("lowerbound")
def lowerbound(ev, args):
    """lowerbound(a) or lowerbound(a, dim): the first index of each dimension of a, 1 for
    Matrices, Vectors, lists, sets, strings, DataFrames and DataSeries."""
    return _bound(args, "lowerbound", 0)


@conversion("+")
def _to_sum(ev, value, extra):
    """convert(e, `+`): the sum of the operands of e (a list, a product, a call)."""
    return arith.add_all(list(operands_of(value))) if operands_of(value) else 0


@conversion("*")
def _to_product(ev, value, extra):
    """convert(e, `*`): the product of the operands of e."""
    return arith.mul_all(list(operands_of(value))) if operands_of(value) else 1


# ---------------------------------------------------------------- subsop

def _improper_position():
    # a kernel builtin's error, as op's: no procedure named
    return MapleError("improper op or subscript selector", procname="")


def _position_index(position, count: int, has_head: bool) -> int:
    """The 0-based operand index of a position (negative ones count from the end), or -1
    for op 0, the head of a call."""
    if not isinstance(position, int):
        raise _improper_position()
    if position == 0 and has_head:
        return -1
    index = position - 1 if position > 0 else count + position
    if not 0 <= index < count:
        raise _improper_position()
    return index


def _substituted(e, replacements: list[tuple[list, object]]):
    """e with the operand at each position (a path of operand numbers) replaced, every
    position counted in e as it was given, so NULL removes its operand only."""
    if any(not path for path, _ in replacements):
        return [x for path, x in replacements if not path][-1]
    items = list(operands_of(e))
    head = operands.head(e)
    grouped: dict[int, list] = {}
    for path, x in replacements:
        index = _position_index(path[0], len(items), head is not None)
        grouped.setdefault(index, []).append((path[1:], x))
    for index, inner in grouped.items():
        old = head if index == -1 else items[index]
        new = _substituted(old, inner)
        if index == -1:
            head = new
        else:
            items[index] = new
    if not operands.is_compound(e):
        return items[0]
    try:
        return operands.rebuild(e, v.flatten(items), head if operands.head(e) is not None else None)
    except (TypeError, ValueError, IndexError):
        raise MapleError(f"invalid input: subsop cannot make {lprint(e)} of these operands") from None


@builtin("subsop")
def subsop(ev, args):
    """subsop(p = x, e): e with its p-th operand replaced by x, as op numbers them:
    subsop(2 = b, [1, 2, 3]) is [1, b, 3]; x = NULL removes it: subsop(2 = NULL, [1, 2, 3])
    is [1, 3]. Negative p counts from the end, 0 is a call's function, a list [i, j] is the
    j-th operand of the i-th. Several equations, subsop(p1 = x1, p2 = x2, e), replace at the
    positions of e as given."""
    if not args:
        expect_count(args, "subsop", 1, 99)
    *specs, e = args
    replacements = []
    for spec in specs:
        if not (isinstance(spec, v.Relation) and spec.op == "="):
            raise MapleError(f"invalid input: subsop expects its arguments before the last to "
                             f"be equations p = x, but received {lprint(spec)}", procname="")
        position = spec.lhs
        path = list(position.items) if isinstance(position, v.MList) else [position]
        replacements.append((path, spec.rhs))
    return _substituted(e, replacements) if replacements else e
