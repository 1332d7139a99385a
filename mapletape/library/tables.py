"""entries and indices: the contents of a table."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from .registry import builtin, expect_count

_OPTIONS = ("nolist", "pairs", "indexorder")


def _table_and_options(name: str, args) -> tuple[v.Table, set[str]]:
    expect_count(args, name, 1, 3)
    table, options = args[0], set()
    if not isinstance(table, v.Table):
        raise MapleError(f"invalid input: {name} expects its 1st argument, t, to be of type "
                         f"table, but received {lprint(table)}")
    for option in args[1:]:
        if not (isinstance(option, v.Name) and option.name in _OPTIONS):
            raise MapleError(f"invalid input: {name} expects its optional arguments to be "
                             f"nolist, pairs or indexorder, but received {lprint(option)}")
        options.add(option.name)
    return table, options


def _items(table: v.Table, options: set[str]) -> list:
    items = list(table.entries.items())
    if "indexorder" in options:
        items.sort(key=lambda item: v.set_order(v.MList(item[0])))
    return items


def _key(indices: tuple):
    return indices[0] if len(indices) == 1 else v.ExprSeq(indices)


@builtin("entries")
def entries(ev, args):
    """entries(t): the values of table t as a sequence of one-element lists; with nolist the
    values themselves, with pairs the equations index = value, with indexorder sorted by
    index (help page entries). Tables keep no order of their own in Maple; here they come
    in the order they were stored."""
    table, options = _table_and_options("entries", args)
    items = _items(table, options)
    if "pairs" in options:
        return v.make_seq(v.Relation("=", _key(k), x) for k, x in items)
    if "nolist" in options:
        return v.make_seq(x for _, x in items)
    return v.make_seq(v.MList((x,)) for _, x in items)


@builtin("indices")
def indices(ev, args):
    """indices(t): the indices of table t as a sequence of lists ([1], [1, 2]); with nolist
    the indices themselves, with pairs the equations index = value, with indexorder sorted
    (help page indices)."""
    table, options = _table_and_options("indices", args)
    items = _items(table, options)
    if "pairs" in options:
        return v.make_seq(v.Relation("=", _key(k), x) for k, x in items)
    if "nolist" in options:
        return v.make_seq(_key(k) for k, _ in items)
    return v.make_seq(v.MList(k) for k, _ in items)
