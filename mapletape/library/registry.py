"""Builtins are registered by their Maple name with a decorator; the docstring is the help text."""
from __future__ import annotations

import inspect

from ..display.lineprint import lprint
from ..errors import MapleError
from ..values.core import FALSE, TRUE, Builtin, Name, Relation

BUILTINS: dict[str, Builtin] = {}
# Makers of the packages that layers above the library add (DeepLearning), registered by
# them on import with `package_maker`, so that the library never imports them.
PACKAGE_MAKERS: list = []


def package_maker(make):
    """Register `make()`, which builds a fresh package module, for every session's builtins."""
    PACKAGE_MAKERS.append(make)
    return make
# convert(value, form, ...): form name -> fn(ev, value, extra arguments), returning the
# converted value or NotImplemented when the value has no such form
CONVERSIONS: dict[str, object] = {}


def builtin(name: str, *, special: bool = False, table: dict | None = None, module: str | None = None,
            indexed=None, guard=None):
    """Register `fn(ev, args)` as the Maple procedure `name`. With `special` it receives
    the argument syntax trees and the calling frame instead of evaluated arguments;
    `indexed(indices)` gives the variant `name[indices]` selects (None for none);
    `guard(exc)` is what an exception of fn's own, other than a Maple error, becomes."""
    def register(fn):
        target = BUILTINS if table is None else table
        target[name] = Builtin(name, fn, inspect.cleandoc(fn.__doc__ or ""), special, module,
                               indexed, guard)
        return fn
    return register


def conversion(*forms: str):
    """Register `fn(ev, value, extra)` as what convert(value, form, extra...) does for each
    form, so that each library module adds its own forms (the forms go in ?convert)."""
    def register(fn):
        for form in forms:
            CONVERSIONS[form] = fn
        return fn
    return register


def split_options(args, name: str, allowed: dict[str, object]):
    """Separate `key=value` options from positional arguments; unknown keys are errors.
    Returns (positional, options), the options starting from `allowed`'s defaults. As
    everywhere in Maple, the bare name of an option whose default is true or false means
    `key=true`."""
    positional, options = [], dict(allowed)
    for a in args:
        if isinstance(a, Name) and allowed.get(a.name, None) in (TRUE, FALSE):
            options[a.name] = TRUE
        elif isinstance(a, Relation) and a.op == "=" and isinstance(a.lhs, Name):
            if a.lhs.name not in allowed:
                raise MapleError(f"invalid input: {name} does not accept the option {lprint(a)}")
            options[a.lhs.name] = a.rhs
        else:
            positional.append(a)
    return positional, options


def expect_count(args, name: str, low: int, high: int | None = None):
    """Maple's `invalid input: f expects 1 or 2 arguments, but received 3`; a `high` of 99
    or more means no upper limit."""
    high = low if high is None else high
    if not low <= len(args) <= high:
        count = str(low) if low == high else f"{low} or {high}" if high == low + 1 \
            else f"{low} to {high}" if high < 99 else f"at least {low}"
        word = "argument" if count.endswith(" 1") or count == "1" else "arguments"
        raise MapleError(f"invalid input: {name} expects {count} {word}, but received {len(args)}")
