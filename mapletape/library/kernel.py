"""kernelopts: query and set the kernel options a session has."""
from __future__ import annotations

import sys

from .. import __version__
from ..display.lineprint import lprint
from ..errors import MapleError
from ..values import core as v
from .registry import builtin

# read-only facts: Maple's own options of these names
_FACTS = {
    "version": lambda: f"mapletape {__version__}",
    "wordsize": lambda: 64 if sys.maxsize > 2 ** 32 else 32,
}


@builtin("kernelopts")
def kernelopts(ev, args):
    """kernelopts(name=value, ...): set kernel options and return their old values;
    kernelopts(name, ...) returns their values (one value per argument, as a sequence).

    Options:
      maxsize    the largest object a statement may build: elements of a sequence, list,
                 set, Matrix, Vector, Array or DeepLearning Tensor, and characters of a
                 string; larger requests fail at once with `Error, (in NAME) object too
                 large`. Default 10^7; a positive integer, or infinity for no limit; the
                 command line's --max-size N sets it for a whole run. (A mapletape
                 extension: Maple has no such option.)
      version    the interpreter's name and version (read-only)
      wordsize   the machine word size in bits (read-only)

    Examples: kernelopts(maxsize) is 10000000 by default; kernelopts(maxsize = 1000)
    sets the limit and returns the old one; kernelopts(version, wordsize) returns both.
    `restart` restores maxsize to the run's starting value. In restricted mode maxsize may
    be lowered but not raised past the run's starting value. Any other option is an
    `Error, (in kernelopts) invalid option NAME`.
    """
    options = ev.host.kernelopts
    results = []
    for a in args:
        if isinstance(a, v.Relation) and a.op == "=" and isinstance(a.lhs, v.Name):
            key = a.lhs.name
            if key in _FACTS:
                raise MapleError(f"kernelopts({key}) cannot be set", procname="kernelopts")
            if key not in options:
                raise MapleError(f"invalid option {key}", procname="kernelopts")
            value = _size_value(key, a.rhs)
            if ev.host.restricted and value > ev.host.initial_kernelopts[key]:
                # an untrusted worksheet may lower the run's limit, never lift it
                raise MapleError("permission denied in restricted mode", procname="kernelopts")
            results.append(_shown(options[key]))
            options[key] = value
        elif isinstance(a, v.Name) and a.name in options:
            results.append(_shown(options[a.name]))
        elif isinstance(a, v.Name) and a.name in _FACTS:
            results.append(_FACTS[a.name]())
        else:
            raise MapleError(f"invalid option {lprint(a)}", procname="kernelopts")
    return v.make_seq(results) if results else v.NULL


def _shown(limit):
    return v.INFINITY if limit == float("inf") else limit


def _size_value(key: str, value):
    if value == v.INFINITY:
        return float("inf")
    if not isinstance(value, int) or value < 1:
        raise MapleError(f"invalid value for {key}: {lprint(value)}; it must be a positive "
                         "integer or infinity", procname="kernelopts")
    return value
