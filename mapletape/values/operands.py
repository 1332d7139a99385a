"""Maple's operand view of compound values (op/nops): each kind lists its operands and
rebuilds itself from new ones; full evaluation, free names, op, nops and map walk through it."""
from __future__ import annotations

from . import arith
from . import core as v
from . import numbers as num


def _factorial(operand):
    if isinstance(operand, int) and operand >= 0:
        return num.factorial(operand)
    return v.Factorial(operand)


# kind: (its operands, the value rebuilt from the old one and new operands). A function
# call's and an indexed name's op(0), the head, is not among them (see `head`).
_KINDS = {
    v.MList: (lambda x: x.items, lambda x, ops: v.MList(v.flatten(ops))),
    v.MSet: (lambda x: x.items, lambda x, ops: v.MSet.of(ops)),
    v.ExprSeq: (lambda x: x.items, lambda x, ops: v.ExprSeq(v.flatten(ops))),
    v.Sum: (lambda x: x.terms, lambda x, ops: arith.make_sum(list(ops))),
    v.Product: (lambda x: x.factors, lambda x, ops: arith.make_product(list(ops))),
    v.Power: (lambda x: (x.base, x.exponent), lambda x, ops: arith.power(*ops)),
    v.Relation: (lambda x: (x.lhs, x.rhs), lambda x, ops: v.Relation(x.op, *ops)),
    v.Logical: (lambda x: x.operands, lambda x, ops: v.Logical(x.op, tuple(ops))),
    v.Range: (lambda x: (x.low, x.high), lambda x, ops: v.Range(*ops)),
    v.Factorial: (lambda x: (x.operand,), lambda x, ops: _factorial(*ops)),
    v.Function: (lambda x: x.args, lambda x, ops: v.Function(x.head, v.flatten(ops))),
    v.Indexed: (lambda x: x.indices, lambda x, ops: v.Indexed(x.base, v.flatten(ops))),
    v.Uneval: (lambda x: (x.value,), lambda x, ops: v.Uneval(*ops)),
}


COMPOUND_KINDS = frozenset(_KINDS)


def is_compound(value) -> bool:
    return type(value) in _KINDS


def operands(value) -> tuple:
    """op(1..nops) of a compound value; an atom has none (op and nops treat it as its own
    single operand)."""
    kind = _KINDS.get(type(value))
    return kind[0](value) if kind is not None else ()


def head(value):
    """op(0) of a function call (the function) or an indexed name (the base); else None."""
    if isinstance(value, v.Function):
        return value.head
    if isinstance(value, v.Indexed):
        return value.base
    return None


def rebuild(value, new_operands, new_head=None):
    """The value of the same kind made of new operands (and a new head for calls and
    indexed names), simplified as Maple simplifies what it builds: sums collect terms."""
    rebuilt = _KINDS[type(value)][1](value, tuple(new_operands))
    if new_head is None:
        return rebuilt
    if isinstance(rebuilt, v.Function):
        return v.Function(new_head, rebuilt.args)
    return v.Indexed(new_head, rebuilt.indices)


def parts(value) -> tuple:
    """The head (when there is one) and the operands: everything a walker looks inside."""
    h = head(value)
    return operands(value) if h is None else (h,) + operands(value)


def substitute(value, pairs):
    """The value with every part equal to a left side of `pairs` replaced by its right
    side, all at once (Maple's syntactic substitution; evaluation is the caller's)."""
    for old, new in pairs:
        if value == old and type(value) is type(old):
            return new
    if type(value) not in _KINDS:
        entrywise = getattr(value, "map_entries", None)    # an rtable: a new one, substituted
        return value if entrywise is None else entrywise(lambda x: substitute(x, pairs))
    h = head(value)
    return rebuild(value, [substitute(x, pairs) for x in operands(value)],
                   None if h is None else substitute(h, pairs))


def free_names(value) -> frozenset:
    """The names evaluation of a value could replace (heads and indices included, names
    under quotes not), cached on the value so that looking up a big stored list does not
    walk it every time."""
    return _summary(value)[0]


def needs_evaluation(value, assigned) -> bool:
    """Whether evaluating a value could change it: it mentions an assigned name or holds
    quotes to strip or a quoted call or factorial not made yet (see `mark_pending`)."""
    names, pending = _summary(value)
    return pending or not assigned.keys().isdisjoint(names)


def mark_pending(value):
    """Mark a call or factorial built inside quotes: the next evaluation makes it, where a
    call already made is made again only when its arguments change."""
    object.__setattr__(value, "_pending", True)
    return value


def is_pending(value) -> bool:
    return isinstance(value, v.Uneval) or value.__dict__.get("_pending", False)


_ATOM = (frozenset(), False)


def _summary(value) -> tuple:
    """(the names inside, whether quotes or a quoted call wait inside)."""
    if isinstance(value, v.Name):
        return frozenset((value.name,)), False
    if type(value) not in _KINDS:
        return _ATOM
    cached = value.__dict__.get("_summary")
    if cached is None:
        # names under quotes are not evaluated: the quotes are stripped, no more
        inner = [_summary(x) for x in parts(value)] if not isinstance(value, v.Uneval) else []
        if inner.count(_ATOM) == len(inner) and not is_pending(value):
            cached = _ATOM          # atoms only, as a list of numbers or Tensors holds
        else:
            cached = (frozenset().union(*(names for names, _ in inner)),
                      is_pending(value) or any(pending for _, pending in inner))
        object.__setattr__(value, "_summary", cached)
    return cached


def operands_of(value) -> tuple:
    """Maple's operands; an atom (a name, a number, an rtable) is its own one operand."""
    return operands(value) if is_compound(value) else (value,)
