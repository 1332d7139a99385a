"""How the time to display a result grows with its size: time(2n)/time(n) for an n-digit
integer and an n-term sequence, as shown by default (elided, Maple's interface variables
elisiondigitsthreshold and elisiontermsthreshold) and in full (the thresholds set to
infinity), both sizes timed back to back in each of ROUNDS rounds of this run, the ratio the
median of the rounds' (issue 31 targets a ratio below 2.3).
Only the display is timed (render_result: picture, wrapping, centring), not computing the value.
Run: python bench/display_scaling.py [ROUNDS]"""
from __future__ import annotations

import gc
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mapletape.display import render_result  # noqa: E402
from mapletape.session import DEFAULT_SETTINGS  # noqa: E402
from mapletape.values import core as v  # noqa: E402

TARGET = 2.3
ROUNDS = 5
ELIDED = dict(DEFAULT_SETTINGS)
IN_FULL = dict(DEFAULT_SETTINGS, elisiondigitsthreshold=v.INFINITY, elisiontermsthreshold=v.INFINITY)
LOG3 = 0.47712125472        # log10(3): 3^k has about k*LOG3 digits


def integer(digits: int) -> int:
    """A power of 3 of about `digits` digits: digits with no pattern, as a result has."""
    return 3 ** int(digits / LOG3)


def sequence(terms: int) -> v.ExprSeq:
    return v.ExprSeq(tuple(range(1, terms + 1)))


# (case, n, the value of size n, settings, displays per sample): the value of size 2n is
# made the same way
CASES = [
    ("n-digit integer, elided", 10 ** 6, integer, ELIDED, 10),
    ("n-digit power of ten, elided", 10 ** 6, lambda n: 10 ** n, ELIDED, 3),
    ("n-term sequence, elided", 10 ** 6, sequence, ELIDED, 10),
    ("n-digit integer, in full", 5 * 10 ** 5, integer, IN_FULL, 3),
    ("n-term sequence, in full", 5 * 10 ** 4, sequence, IN_FULL, 3),
]


def seconds(value, settings, repeat: int) -> float:
    """The fastest of `repeat` displays, as timeit takes it: the slower ones were slowed by
    whatever else ran. The garbage of the last sample is collected first, so that no sample
    pays for another's (a collection walks the whole million-term tuple)."""
    gc.collect()
    fastest = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        render_result(value, None, settings)
        fastest = min(fastest, time.perf_counter() - start)
    return fastest


def main(rounds: int = ROUNDS) -> int:
    print(f"{'case':32} {'n':>9} {'time(n) s':>10} {'time(2n) s':>11} {'ratio':>6}")
    worst = 0.0
    for label, n, make, settings, repeat in CASES:
        small, large = make(n), make(2 * n)
        times: dict[int, list[float]] = {n: [], 2 * n: []}
        for k in range(rounds):
            # the two sizes back to back, in turn first, so that a busy spell of the shared
            # machine falls on both sides of a round's ratio
            for size, value in ((n, small), (2 * n, large))[::1 if k % 2 else -1]:
                times[size].append(seconds(value, settings, repeat))
        ratio = statistics.median(b / a for a, b in zip(times[n], times[2 * n]))
        worst = max(worst, ratio)
        print(f"{label:32} {n:>9} {statistics.median(times[n]):>10.4f} "
              f"{statistics.median(times[2 * n]):>11.4f} {ratio:>6.2f}")
    print(f"largest ratio {worst:.2f} (target below {TARGET})")
    return 0 if worst < TARGET else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS))
