"""The combinat package (permutations, combinations, partitions and counting) and binomial,
after Maple's help pages combinat, combinat/choose, combinat/permute, combinat/partition and
the other commands' pages; every count is exact."""
from __future__ import annotations

import math
from fractions import Fraction

from ..display.lineprint import lprint
from ..errors import MapleError
from ..limits import check_size
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from .basic import to_float
from .registry import builtin, expect_count

EXPORTS: dict = {}
PACKAGE = "combinat"


def _export(name: str):
    """Register a member of combinat; binomial and the like are also global commands."""
    return builtin(name, table=EXPORTS, module=PACKAGE)


def _symbolic(*args) -> bool:
    return any(not num.is_number(a) for a in args)


def _nonnegative(name: str, x, position: str, parameter: str) -> int:
    if not isinstance(x, int) or x < 0:
        raise MapleError(f"invalid input: {name} expects its {position} argument, {parameter}, "
                         f"to be of type nonnegint, but received {lprint(x)}")
    return x


def _objects(name: str, n) -> tuple[list, bool]:
    """The objects of a list, a set or the integer n (1 .. n), and whether they came as a set."""
    if isinstance(n, v.MList):
        return list(n.items), False
    if isinstance(n, v.MSet):
        return list(n.items), True
    if isinstance(n, int) and n >= 0:
        return list(range(1, n + 1)), False
    raise MapleError(f"invalid input: {name} expects its 1st argument, n, to be of type "
                     f"{{list, set, nonnegint}}, but received {lprint(n)}")


def _counts(objects: list) -> list[tuple[object, int]]:
    """The distinct objects in order of first appearance, each with its multiplicity."""
    seen: dict = {}
    for x in objects:
        key = v.identity(x)
        item, count = seen.get(key, (x, 0))
        seen[key] = (item, count + 1)
    return list(seen.values())


def _bounded(ev, count: int, name: str) -> None:
    check_size(ev.host, count, name)


# ---------------------------------------------------------------- binomial and friends

def binomial_value(n, k):
    """binomial(n, k) for a number n and an integer k, by the falling factorial (exact for
    exact n); negative k as Maple's limit definition gives it."""
    if k < 0:
        # for integers k <= n < 0 the limit is binomial(n, n - k); else 0
        return binomial_value(n, n - k) if isinstance(n, int) and k <= n < 0 else 0
    if isinstance(n, int) and n >= 0:
        return math.comb(n, k)
    q, result = Fraction(n), Fraction(1)
    for i in range(k):
        result = result * (q - i) / (i + 1)
    if isinstance(n, float):
        return float(result)
    return num.normalize(result) if num.is_exact(n) else to_float(result, num.DIGITS.get())


@builtin("binomial")
@_export("binomial")
def binomial(ev, args):
    """binomial(n, r): the binomial coefficient n!/(r! (n-r)!): binomial(5, 2) is 10,
    binomial(-3, 2) is 6, binomial(1/2, 2) is -1/8. A symbolic argument, or an r that is no
    integer (where Maple's answer is in terms of GAMMA), leaves the call unevaluated."""
    expect_count(args, "binomial", 2)
    n, r = args
    if _symbolic(n, r) or not isinstance(r, int):
        return v.Function(v.Name("binomial"), (n, r))
    if r > 10 ** 7:
        raise MapleError("object too large", procname="binomial")
    return binomial_value(n, r)


@_export("multinomial")
def multinomial(ev, args):
    """multinomial(n, k1, ..., km): n!/(k1! ... km!) when k1 + ... + km = n, else 0:
    multinomial(8, 2, 3, 3) is 560."""
    if not args:
        expect_count(args, "combinat:-multinomial", 1, 99)
    if _symbolic(*args):
        return v.Function(v.Name("multinomial"), tuple(args))
    n = _nonnegative("combinat:-multinomial", args[0], "1st", "n")
    ks = [_nonnegative("combinat:-multinomial", k, "2nd", "k") for k in args[1:]]
    if sum(ks) != n:
        return 0
    result = math.factorial(n)
    for k in ks:
        result //= math.factorial(k)
    return result


def _fibonacci(n: int) -> int:
    """F(n) by fast doubling; F(-n) = (-1)^(n+1) F(n)."""
    def pair(m: int) -> tuple[int, int]:
        if m == 0:
            return 0, 1
        a, b = pair(m // 2)
        c, d = a * (2 * b - a), a * a + b * b
        return (d, c + d) if m % 2 else (c, d)
    f = pair(abs(n))[0]
    return -f if n < 0 and n % 2 == 0 else f


def _fibonacci_polynomial(n: int, x):
    """F(n, x) = x F(n-1, x) + F(n-2, x), F(0, x) = 0, F(1, x) = 1, expanded in x."""
    previous, current = [], [1]                 # coefficients, lowest power first
    for _ in range(abs(n) - 1):
        shifted = [0] + current
        previous, current = current, [a + (previous[i] if i < len(previous) else 0)
                                      for i, a in enumerate(shifted)]
    coefficients = current if n else []
    if n < 0 and n % 2 == 0:
        coefficients = [-c for c in coefficients]
    terms = [arith.mul(c, arith.power(x, k)) for k, c in enumerate(coefficients) if c]
    return arith.add_all(terms[::-1]) if terms else 0


@_export("fibonacci")
def fibonacci(ev, args):
    """combinat:-fibonacci(n): the nth Fibonacci number, with fibonacci(0) = 0, fibonacci(1)
    = 1 and fibonacci(n) = fibonacci(n-1) + fibonacci(n-2) for every integer n:
    fibonacci(10) is 55, fibonacci(-4) is -3. fibonacci(n, x): the nth Fibonacci polynomial,
    fibonacci(4, x) is x^3 + 2*x. A non-integer n: unevaluated."""
    expect_count(args, "combinat:-fibonacci", 1, 2)
    n = args[0]
    if not isinstance(n, int):
        return v.Function(v.Name("fibonacci"), tuple(args))
    if abs(n) > 10 ** 7 or len(args) == 2 and abs(n) > 10 ** 4:
        raise MapleError("object too large", procname="combinat:-fibonacci")
    return _fibonacci(n) if len(args) == 1 else _fibonacci_polynomial(n, args[1])


@_export("stirling1")
def stirling1(ev, args):
    """combinat:-stirling1(n, m): the Stirling number of the first kind (signed), the
    coefficient of x^m in x (x-1) ... (x-n+1): stirling1(10, 6) is 63273, stirling1(5, 2) is -50."""
    return _stirling(args, "stirling1", lambda row, n: [
        (row[k - 1] if k else 0) - (n - 1) * (row[k] if k < len(row) else 0)
        for k in range(len(row) + 1)])


@_export("stirling2")
def stirling2(ev, args):
    """combinat:-stirling2(n, m): the Stirling number of the second kind, the number of
    partitions of a set of n elements into m nonempty subsets: stirling2(10, 6) is 22827."""
    return _stirling(args, "stirling2", lambda row, n: [
        (row[k - 1] if k else 0) + k * (row[k] if k < len(row) else 0)
        for k in range(len(row) + 1)])


def _stirling(args, name: str, step):
    expect_count(args, f"combinat:-{name}", 2)
    n, m = args
    if _symbolic(n, m):
        return v.Function(v.Name(name), (n, m))
    n = _nonnegative(f"combinat:-{name}", n, "1st", "n")
    m = _nonnegative(f"combinat:-{name}", m, "2nd", "m")
    if n > 5000:
        raise MapleError("object too large", procname=f"combinat:-{name}")
    row = [1]                       # row n: the numbers for k = 0 .. n
    for i in range(1, n + 1):
        row = step(row, i)
    return row[m] if m < len(row) else 0


@_export("bell")
def bell(ev, args):
    """combinat:-bell(n): the nth Bell number, the number of partitions of a set of n
    elements: bell(4) is 15, bell(10) is 115975."""
    expect_count(args, "combinat:-bell", 1)
    n = args[0]
    if _symbolic(n):
        return v.Function(v.Name("bell"), (n,))
    n = _nonnegative("combinat:-bell", n, "1st", "n")
    if n > 5000:
        raise MapleError("object too large", procname="combinat:-bell")
    row = [1]                       # Bell's triangle
    for _ in range(n):
        nxt = [row[-1]]
        for x in row:
            nxt.append(nxt[-1] + x)
        row = nxt
    return row[0]


# ---------------------------------------------------------------- permutations

def _permutations(counts: list[list], size: int):
    """The permutations of `size` objects of the multiset, lexicographic in the objects'
    order of first appearance (so duplicates give each arrangement once)."""
    if size == 0:
        yield []
        return
    for entry in counts:
        if entry[1]:
            entry[1] -= 1
            for rest in _permutations(counts, size - 1):
                yield [entry[0], *rest]
            entry[1] += 1


def _count_arrangements(counts: list[int], size: int, ordered: bool) -> int:
    """How many selections (ordered: arrangements) of `size` objects the multiset has, by
    the (exponential) generating function prod_i sum_{j <= c_i} x^j (/ j!)."""
    poly = [Fraction(1)]
    for c in counts:
        terms = [Fraction(1, math.factorial(j)) if ordered else Fraction(1) for j in range(c + 1)]
        new = [Fraction(0)] * min(len(poly) + c, size + 1)
        for i, a in enumerate(poly):
            for j, b in enumerate(terms):
                if i + j <= size:
                    new[i + j] += a * b
        poly = new
    coefficient = poly[size] if size < len(poly) else Fraction(0)
    return int(coefficient * (math.factorial(size) if ordered else 1))


def _size_argument(name: str, args, objects) -> int | None:
    if len(args) < 2:
        return None
    return _nonnegative(name, args[1], "2nd", "r")


@_export("permute")
def permute(ev, args):
    """combinat:-permute(n), permute(n, r): the list of permutations of the list n (or of
    [1, ..., n] for an integer n), of r of its elements with r given: permute(3, 2) is
    [[1, 2], [1, 3], [2, 1], [2, 3], [3, 1], [3, 2]]; duplicates in n give each
    arrangement once: permute([a, a, b]) is [[a, a, b], [a, b, a], [b, a, a]]."""
    expect_count(args, "combinat:-permute", 1, 2)
    objects, _ = _objects("combinat:-permute", args[0])
    size = _size_argument("combinat:-permute", args, objects)
    size = len(objects) if size is None else size
    counts = _counts(objects)
    if size > len(objects):
        return v.MList(())
    _bounded(ev, _count_arrangements([c for _, c in counts], size, True) * max(size, 1),
             "combinat:-permute")
    table = [[x, c] for x, c in counts]
    return v.MList(tuple(v.MList(tuple(p)) for p in _permutations(table, size)))


@_export("numbperm")
def numbperm(ev, args):
    """combinat:-numbperm(n), numbperm(n, r): the number of permutations of the list n (or
    of n objects), of r of them with r given: numbperm(4, 2) is 12,
    numbperm([a, a, b]) is 3."""
    expect_count(args, "combinat:-numbperm", 1, 2)
    objects, _ = _objects("combinat:-numbperm", args[0])
    size = _size_argument("combinat:-numbperm", args, objects)
    size = len(objects) if size is None else size
    if size > len(objects):
        return 0
    return _count_arrangements([c for _, c in _counts(objects)], size, True)


@_export("randperm")
def randperm(ev, args):
    """combinat:-randperm(n): a random permutation of the list or set n, or of [1, ..., n]
    for an integer n (uses the generator rand and randomize use)."""
    from .randomtools import generator
    expect_count(args, "combinat:-randperm", 1)
    objects, _ = _objects("combinat:-randperm", args[0])
    _bounded(ev, len(objects), "combinat:-randperm")
    generator(ev).shuffle(objects)
    return v.MList(tuple(objects))


# ---------------------------------------------------------------- combinations

def _combinations(counts: list[tuple[object, int]], size: int, start: int = 0):
    """The combinations of `size` objects of the multiset, each once, lexicographic in the
    objects' order of first appearance."""
    if size == 0:
        yield []
        return
    for i in range(start, len(counts)):
        x, c = counts[i]
        for take in range(min(c, size), 0, -1):
            for rest in _combinations(counts, size - take, i + 1):
                yield [x] * take + rest


def _combination_sizes(args, objects) -> range:
    size = _size_argument("combinat:-choose", args, objects)
    return range(len(objects) + 1) if size is None else range(size, size + 1)


@_export("choose")
def choose(ev, args):
    """combinat:-choose(n), choose(n, m): the combinations of the list or set n (or of
    [1, ..., n] for an integer n), of m elements with m given, else of every size, as
    powerset lists them: choose(3, 2) is [[1, 2], [1, 3], [2, 3]]; choose({a, b, c}) is the
    set of its 8 subsets; duplicates count: choose([a, b, b, c], 2) is
    [[a, b], [a, c], [b, b], [b, c]], choose([a, a, b]) is
    [[], [a], [b], [a, b], [a, a], [a, a, b]]. A set gives a set of sets."""
    expect_count(args, "combinat:-choose", 1, 2)
    objects, as_set = _objects("combinat:-choose", args[0])
    counts = _counts(objects)
    sizes = _combination_sizes(args, objects)
    total = sum(_count_arrangements([c for _, c in counts], s, False) * max(s, 1) for s in sizes)
    _bounded(ev, total, "combinat:-choose")
    if len(args) == 1:
        found = _power_list(objects)        # help page combinat/choose: the power set
    else:
        found = list(_combinations(counts, sizes[0]))
    if as_set:
        return v.MSet.of(v.MSet.of(c) for c in found)
    return v.MList(tuple(v.MList(tuple(c)) for c in found))


@_export("numbcomb")
def numbcomb(ev, args):
    """combinat:-numbcomb(n), numbcomb(n, m): the number of combinations of the list or set n
    (or of n objects), of m elements with m given, else of every size; duplicates count:
    numbcomb(3, 2) is 3, numbcomb([a, a, b]) is 6, numbcomb({a, b, c}) is 8."""
    expect_count(args, "combinat:-numbcomb", 1, 2)
    objects, _ = _objects("combinat:-numbcomb", args[0])
    counts = [c for _, c in _counts(objects)]
    return sum(_count_arrangements(counts, s, False) for s in _combination_sizes(args, objects))


def _power_list(items: list) -> list[list]:
    """The sublists of the list, each once, in the order of help page combinat/powerset
    (powerset([a, a, b]) is [[], [a], [b], [a, b], [a, a], [a, a, b]]): the subsets of the
    first copies of the objects, in binary order, then those that add a second copy of an
    object to the ones holding its first, and so on; each sublist in the list's order."""
    counts = _counts(items)
    subsets = [(0,) * len(counts)]
    for copy in range(1, max((c for _, c in counts), default=0) + 1):
        for k, (_, c) in enumerate(counts):
            if c >= copy:
                subsets += [s[:k] + (copy,) + s[k + 1:] for s in subsets if s[k] == copy - 1]
    return [[x for (x, _), n in zip(counts, s) for _ in range(n)] for s in subsets]


@_export("powerset")
def powerset(ev, args):
    """combinat:-powerset(s): the set of all subsets of the set s (of {1, ..., n} for an
    integer n); of a list, the list of its sublists, each once: powerset([a, b, c]) is
    [[], [a], [b], [a, b], [c], [a, c], [b, c], [a, b, c]], powerset([a, a, b]) is
    [[], [a], [b], [a, b], [a, a], [a, a, b]]."""
    expect_count(args, "combinat:-powerset", 1)
    s = args[0]
    objects, as_set = _objects("combinat:-powerset", s)
    as_set = as_set or isinstance(s, int)
    if len(objects) > 60:
        raise MapleError("object too large", procname="combinat:-powerset")
    _bounded(ev, 2 ** len(objects) * max(len(objects), 1) // 2, "combinat:-powerset")
    subsets = _power_list(objects)
    if as_set:
        return v.MSet.of(v.MSet.of(c) for c in subsets)
    return v.MList(tuple(v.MList(tuple(c)) for c in subsets))


# ---------------------------------------------------------------- partitions

def _partitions(n: int, largest: int):
    """The partitions of n into parts of at most `largest`, each in nondecreasing order,
    ordered by their largest part, as combinat:-partition lists them."""
    if n == 0:
        yield []
        return
    for k in range(1, min(n, largest) + 1):
        for rest in _partitions(n - k, k):
            yield rest + [k]


_PARTITION_COUNTS = [1]


def partition_count(n: int) -> int:
    """p(n), by Euler's pentagonal number recurrence, remembered across calls."""
    p = _PARTITION_COUNTS
    while len(p) <= n:
        m, total, k = len(p), 0, 1
        while True:
            g1, g2 = k * (3 * k - 1) // 2, k * (3 * k + 1) // 2
            if g1 > m:
                break
            sign = 1 if k % 2 else -1
            total += sign * p[m - g1]
            if g2 <= m:
                total += sign * p[m - g2]
            k += 1
        p.append(total)
    return p[n]


@_export("numbpart")
def numbpart(ev, args):
    """combinat:-numbpart(n): the number of partitions of the integer n: numbpart(5) is 7,
    numbpart(100) is 190569292."""
    expect_count(args, "combinat:-numbpart", 1, 2)
    n = args[0]
    if _symbolic(n):
        return v.Function(v.Name("numbpart"), tuple(args))
    n = _nonnegative("combinat:-numbpart", n, "1st", "n")
    if len(args) == 2:
        m = _nonnegative("combinat:-numbpart", args[1], "2nd", "m")
        return _restricted_count(n, m)
    if n > 10 ** 5:
        raise MapleError("object too large", procname="combinat:-numbpart")
    return partition_count(n)


def _restricted_count(n: int, m: int) -> int:
    """The number of partitions of n into parts of at most m."""
    if n > 10 ** 5:
        raise MapleError("object too large", procname="combinat:-numbpart")
    ways = [1] + [0] * n
    for part in range(1, min(m, n) + 1):
        for total in range(part, n + 1):
            ways[total] += ways[total - part]
    return ways[n]


@_export("partition")
def partition(ev, args):
    """combinat:-partition(n), partition(n, m): the list of partitions of the integer n
    (into parts of at most m), each a list of its parts in nondecreasing order: partition(5)
    is [[1, 1, 1, 1, 1], [1, 1, 1, 2], [1, 2, 2], [1, 1, 3], [2, 3], [1, 4], [5]]."""
    expect_count(args, "combinat:-partition", 1, 2)
    n = _nonnegative("combinat:-partition", args[0], "1st", "n")
    m = _nonnegative("combinat:-partition", args[1], "2nd", "m") if len(args) == 2 else n
    _bounded(ev, _restricted_count(n, m) * max(n, 1) // 2, "combinat:-partition")
    return v.MList(tuple(v.MList(tuple(p)) for p in _partitions(n, m)))


def _compositions(n: int, k: int):
    if k == 1:
        yield [n]
        return
    for first in range(1, n - k + 2):
        for rest in _compositions(n - first, k - 1):
            yield [first, *rest]


@_export("composition")
def composition(ev, args):
    """combinat:-composition(n, k): the set of the ordered ways to write n as a sum of k
    positive integers, each a list: composition(4, 2) is {[1, 3], [2, 2], [3, 1]}."""
    expect_count(args, "combinat:-composition", 2)
    n = _nonnegative("combinat:-composition", args[0], "1st", "n")
    k = _nonnegative("combinat:-composition", args[1], "2nd", "k")
    if k == 0 or k > n:
        return v.MSet.of([v.MList(())] if n == k == 0 else [])
    _bounded(ev, math.comb(n - 1, k - 1) * k, "combinat:-composition")
    return v.MSet.of(v.MList(tuple(c)) for c in _compositions(n, k))


@_export("numbcomp")
def numbcomp(ev, args):
    """combinat:-numbcomp(n, k): the number of compositions of n into k parts, binomial(n-1,
    k-1): numbcomp(8, 5) is 35."""
    expect_count(args, "combinat:-numbcomp", 2)
    n = _nonnegative("combinat:-numbcomp", args[0], "1st", "n")
    k = _nonnegative("combinat:-numbcomp", args[1], "2nd", "k")
    if k == 0:
        return 1 if n == 0 else 0
    return math.comb(n - 1, k - 1) if n >= k else 0


def package() -> v.Module:
    return v.Module(PACKAGE, dict(EXPORTS), package=True)
