"""Plain Maple loops against the same work in CPython, both measured in this run: integer
arithmetic, list and Array entries, calls of a small procedure, a while loop with an if,
and software floats under Digits. Repetitions alternate the two sides; each case reports
the median of its per-repetition ratios against issue 13's target of 30x, and the
walker's time (Evaluator.compiling off) for comparison.
Run: python bench/loops.py [REPETITIONS]"""
from __future__ import annotations

import io
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mapletape.session import Session  # noqa: E402

TARGET = 30            # Maple time / CPython time, issue 13

# name: (Maple statements ending in `lprint(result):`, CPython statements leaving `result`).
# The Python side runs as module-level code, as the Maple side runs at the top level.
CASES = {
    "arithmetic": (
        "s := 0: for i to 10^5 do s := s + i^2 end do: lprint(s):",
        "s = 0\nfor i in range(1, 10**5 + 1):\n    s = s + i**2\nresult = s\n"),
    "list/Array entries": (
        "L := [seq(j, j = 1..100)]: A := Array(1..100): s := 0:\n"
        "for k to 500 do for i to 100 do A[i] := L[i] + k; s := s + A[i] end do end do: lprint(s):",
        "L = list(range(1, 101))\nA = [0] * 100\ns = 0\nfor k in range(1, 501):\n"
        "    for i in range(1, 101):\n        A[i - 1] = L[i - 1] + k\n        s = s + A[i - 1]\nresult = s\n"),
    "procedure calls": (
        "f := proc(x) x^2 + 1 end proc: s := 0: for i to 5*10^4 do s := s + f(i) end do: lprint(s):",
        "def f(x):\n    return x**2 + 1\ns = 0\nfor i in range(1, 5 * 10**4 + 1):\n    s = s + f(i)\nresult = s\n"),
    "while with if": (
        "n := 0: c := 0: while n < 10^5 do n := n + 1; if n mod 3 = 0 then c := c + 1 end if end do: lprint(c):",
        "n = 0\nc = 0\nwhile n < 10**5:\n    n = n + 1\n    if n % 3 == 0:\n        c = c + 1\nresult = c\n"),
    "software floats": (
        "x := 0.: for i to 2*10^4 do x := x + 0.5*i end do: lprint(x):",
        "from decimal import Decimal, localcontext\nwith localcontext() as ctx:\n    ctx.prec = 10\n"
        "    x = Decimal(0)\n    for i in range(1, 2 * 10**4 + 1):\n        x = x + Decimal('0.5') * i\n"
        "result = x\n"),
}


def run_maple(source: str, compiling: bool = True) -> tuple[float, str]:
    session = Session(io.StringIO())
    session.evaluator.compiling = compiling
    start = time.perf_counter()
    session.run(source)
    return time.perf_counter() - start, session.out.getvalue().strip()


def run_python(source: str) -> tuple[float, str]:
    code = compile(source, "<loop>", "exec")
    namespace: dict = {}
    start = time.perf_counter()
    exec(code, namespace)
    return time.perf_counter() - start, str(namespace["result"])


def main(repetitions: int) -> int:
    print(f"{'case':20} {'CPython':>9} {'mapletape':>10} {'ratio':>7} {'walker':>9}   target {TARGET}x")
    ratios = []
    for name, (maple, python) in CASES.items():
        maple_times, python_times, case_ratios = [], [], []
        for _ in range(repetitions):
            p, expected = run_python(python)
            m, shown = run_maple(maple)
            if shown != expected:
                print(f"{name}: mapletape printed {shown!r}, CPython {expected!r}")
                return 1
            maple_times.append(m)
            python_times.append(p)
            case_ratios.append(m / p)
        walker, _ = run_maple(maple, compiling=False)
        ratio = statistics.median(case_ratios)
        ratios.append(ratio)
        print(f"{name:20} {statistics.median(python_times) * 1000:7.1f}ms "
              f"{statistics.median(maple_times) * 1000:8.1f}ms {ratio:6.1f}x "
              f"{walker * 1000:7.0f}ms   {'met' if ratio <= TARGET else 'MISSED'}")
    worst = max(ratios)
    print(f"worst ratio {worst:.1f}x, geometric mean {statistics.geometric_mean(ratios):.1f}x: "
          f"target {TARGET}x {'met' if worst <= TARGET else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
