"""The fuzz test's long mode: N inputs (default 10^4) mutated from sessions/*.mpl with a
seed, each run on a fresh Session; prints the counts of faults and the slowest input, and
exits 1 when any input raised, printed an internal error or wrote to standard error.
Run: python bench/fuzz.py [COUNT] [SEED] [--show N]"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fuzzing import make_case, run_case  # noqa: E402
from mapletape.deeplearning.tf import tensorflow  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=10_000)
    parser.add_argument("seed", nargs="?", type=int, default=0)
    parser.add_argument("--show", type=int, default=5, metavar="N",
                        help="print the first N failing inputs of each kind (default 5)")
    args = parser.parse_args(argv)
    tensorflow()      # imported before the clock starts, so the slowest input is not the first
    counts: Counter[str] = Counter()
    shown: Counter[str] = Counter()
    slowest, slowest_text = 0.0, ""
    for i in range(args.count):
        case = make_case(random.Random(f"{args.seed}:{i}"))
        report = run_case(case)
        counts["inputs run"] += 1
        kinds = [kind for kind, hit in (("exceptions escaped", report.escaped is not None),
                                        ("internal errors", report.internal),
                                        ("stderr writes", bool(report.stderr))) if hit]
        for kind in kinds:
            counts[kind] += 1
            shown[kind] += 1
            if shown[kind] <= args.show:
                print(f"--- input {i} ({kind}): {report.describe()}\n{case.text!r}", flush=True)
        if report.seconds > slowest:
            slowest, slowest_text = report.seconds, case.text
    for kind in ("inputs run", "exceptions escaped", "internal errors", "stderr writes"):
        print(f"{kind}: {counts[kind]}")
    print(f"slowest input: {slowest:.3f} s\n{slowest_text!r}")
    failures = counts["exceptions escaped"] + counts["internal errors"] + counts["stderr writes"]
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
