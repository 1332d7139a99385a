"""Random numbers: rand, randomize and the RandomTools package's Generate, after Maple's help
pages rand, randomize, RandomTools/Generate and RandomTools/flavor/*. One generator per
session (Python's Mersenne Twister), so the numbers are reproducible after randomize(n) but
are not Maple's own numbers."""
from __future__ import annotations

import random
import time
import weakref
from decimal import Decimal

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_size
from ..values import core as v
from ..values import numbers as num
from .registry import builtin, expect_count

EXPORTS: dict = {}
PACKAGE = "RandomTools"
# the session's generator, by evaluator: restart (a new evaluator) starts the sequence again
_GENERATORS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_INITIAL_SEED = 1                   # what a fresh session starts from, as Maple's is fixed
TWELVE_DIGITS = 10 ** 12            # rand() gives 12-digit nonnegative integers


def generator(ev) -> random.Random:
    found = _GENERATORS.get(ev)
    if found is None:
        found = _GENERATORS[ev] = random.Random(_INITIAL_SEED)
    return found


def _range_ends(name: str, r: v.Range):
    low, high = r.low, r.high
    if isinstance(low, int) and isinstance(high, int) or num.is_number(low) and num.is_number(high):
        if low > high:
            raise MapleError(f"invalid input: the range {lprint(r)} is empty: its left end is "
                             f"greater than its right end", procname=name)
        return low, high
    raise MapleError(f"invalid input: {name} expects a range of numbers, but received {lprint(r)}")


def _uniform_float(rng: random.Random, low, high, digits: int) -> Decimal:
    """A float drawn uniformly from low .. high, to `digits` digits."""
    with num.float_context(digits):
        low_d, high_d = num.sfloat(low, digits + 5), num.sfloat(high, digits + 5)
        fraction = Decimal(rng.randrange(10 ** digits)) / Decimal(10 ** digits)
        return +(low_d + (high_d - low_d) * fraction)


def _integer_procedure(ev, low: int, high: int) -> v.Builtin:
    def draw(inner_ev, args):
        return generator(inner_ev).randint(low, high)
    return v.Builtin("rand", draw, f"A random integer in {low} .. {high}, from rand.")


def _float_procedure(ev, low, high) -> v.Builtin:
    def draw(inner_ev, args):
        return _uniform_float(generator(inner_ev), low, high, num.DIGITS.get())
    return v.Builtin("rand", draw, f"A random float in {lprint(low)} .. {lprint(high)}, from rand.")


@builtin("rand")
def rand(ev, args):
    """rand(): a random 12-digit nonnegative integer (0 .. 10^12 - 1). rand(a..b): a
    procedure that returns a random integer in a..b at each call (r := rand(1..6): r();),
    or a random float when a or b is a float. rand(n): the same for 0 .. n-1. The sequence
    starts the same in every session; randomize() or randomize(n) changes it. The numbers
    are not Maple's own."""
    expect_count(args, "rand", 0, 1)
    if not args:
        return generator(ev).randrange(TWELVE_DIGITS)
    spec = args[0]
    if isinstance(spec, int) and spec > 0:
        return _integer_procedure(ev, 0, spec - 1)
    if isinstance(spec, v.Range):
        low, high = _range_ends("rand", spec)
        if isinstance(low, int) and isinstance(high, int):
            return _integer_procedure(ev, low, high)
        return _float_procedure(ev, low, high)
    raise MapleError(f"invalid input: rand expects its 1st argument, r, to be of type "
                     f"{{posint, range}}, but received {lprint(spec)}")


@builtin("randomize")
def randomize(ev, args):
    """randomize(): reseed rand and RandomTools from the clock and return the seed;
    randomize(n) reseeds with the positive integer n and returns n, so that the numbers
    that follow are the same each time."""
    expect_count(args, "randomize", 0, 1)
    if args:
        seed = args[0]
        if not isinstance(seed, int) or seed <= 0:
            raise MapleError(f"invalid input: randomize expects its 1st argument, seed, to be "
                             f"of type posint, but received {lprint(seed)}")
    else:
        seed = time.time_ns() % TWELVE_DIGITS or 1
    _GENERATORS[ev] = random.Random(seed)
    return seed


# ---------------------------------------------------------------- RandomTools:-Generate

# default ranges of the integer flavors (help pages RandomTools/flavor/integer, posint, ...)
_INTEGER_FLAVORS = {
    "integer": (-499999999994, 499999999994),
    "posint": (1, 99999999989),
    "nonnegint": (0, 99999999989),
    "negint": (-99999999989, -1),
    "nonposint": (-99999999988, 0),
}


def _options(flavor: v.Function) -> dict:
    options = {}
    for a in flavor.args:
        if not (isinstance(a, v.Relation) and a.op == "=" and isinstance(a.lhs, v.Name)):
            raise MapleError(f"invalid input: RandomTools:-Generate received the flavor "
                             f"{lprint(flavor)}, whose options must be equations")
        options[a.lhs.name] = a.rhs
    return options


def _integer_bounds(kind: str, options: dict) -> tuple[int, int]:
    low, high = _INTEGER_FLAVORS[kind]
    if "range" not in options:
        return low, high
    r = options["range"]
    if kind == "integer":
        if not (isinstance(r, v.Range) and isinstance(r.low, int) and isinstance(r.high, int)):
            raise MapleError(f"invalid input: the range of the flavor integer must be a range "
                             f"of integers, but received {lprint(r)}")
        if r.low > r.high:
            raise MapleError(f"invalid input: the range {lprint(r)} of the flavor integer is "
                             f"empty")
        return r.low, r.high
    if not isinstance(r, int) or (r < low if high > 0 else r > high):
        raise MapleError(f"invalid input: the range of the flavor {kind} must be an integer "
                         f"of type {kind}, but received {lprint(r)}")
    return (low, r) if high > 0 else (r, high)


def _generate(ev, flavor):
    """One value of the flavor."""
    rng = generator(ev)
    kind = flavor.name if isinstance(flavor, v.Name) else \
        flavor.head.name if isinstance(flavor, v.Function) and isinstance(flavor.head, v.Name) else None
    arguments = flavor.args if isinstance(flavor, v.Function) else ()
    if kind in _INTEGER_FLAVORS:
        options = _options(flavor) if arguments else {}
        low, high = _integer_bounds(kind, options)
        excluded = options.get("exclude", v.MSet(()))
        excluded = {x for x in excluded.items} if isinstance(excluded, v.MSet) else set()
        if high - low + 1 <= len(excluded) and all(x in excluded for x in range(low, high + 1)):
            raise MapleError("invalid input: the flavor excludes every integer of its range")
        while True:
            x = rng.randint(low, high)
            if x not in excluded:
                return x
    if kind == "float":
        options = _options(flavor) if arguments else {}
        r = options.get("range", v.Range(0, 1))
        if not isinstance(r, v.Range):
            raise MapleError(f"invalid input: the range of the flavor float must be a range, "
                             f"but received {lprint(r)}")
        low, high = _range_ends("RandomTools:-Generate", r)
        digits = options.get("digits", num.DIGITS.get())
        if not isinstance(digits, int) or digits <= 0:
            raise MapleError(f"invalid input: the digits of the flavor float must be a "
                             f"positive integer, but received {lprint(digits)}")
        check_size(ev.host, digits, "RandomTools:-Generate")
        return _uniform_float(rng, low, high, digits)
    if kind in ("list", "set") and len(arguments) == 2 and isinstance(arguments[1], int) \
            and arguments[1] >= 0:
        check_size(ev.host, arguments[1], "RandomTools:-Generate")
        items = [_generate(ev, arguments[0]) for _ in range(arguments[1])]
        return v.MList(tuple(items)) if kind == "list" else v.MSet.of(items)
    if kind == "truefalse":
        return v.truth(rng.random() < 0.5)
    raise MapleError(f"invalid input: RandomTools:-Generate does not know the flavor "
                     f"{lprint(flavor)} in mapletape (integer, posint, nonnegint, negint, "
                     f"nonposint, float, truefalse, list(flavor, n), set(flavor, n))")


@builtin("Generate", table=EXPORTS, module=PACKAGE)
def generate(ev, args):
    """RandomTools:-Generate(flavor): a random value of the flavor: integer (default range
    -499999999994 .. 499999999994), integer(range = a..b), integer(range = a..b, exclude =
    {...}), posint, nonnegint (their right end: posint(range = b)), negint, nonposint (their
    left end), float (default range 0 .. 1, Digits digits; float(range = a..b, digits = n)),
    truefalse, list(flavor, n) and set(flavor, n). With makeproc = true, a procedure that
    generates one at each call."""
    expect_count(args, "RandomTools:-Generate", 1, 2)
    flavor = args[0]
    if len(args) == 2:
        option = args[1]
        if not (isinstance(option, v.Relation) and option.lhs == v.Name("makeproc")):
            raise MapleError(f"invalid input: RandomTools:-Generate does not accept the "
                             f"option {lprint(option)}")
        if option.rhs == v.TRUE:
            return v.Builtin("Generate", lambda inner_ev, a: _generate(inner_ev, flavor),
                             f"A random {lprint(flavor)}, from RandomTools:-Generate.")
    return _generate(ev, flavor)


def package() -> v.Module:
    return v.Module(PACKAGE, dict(EXPORTS), package=True)
