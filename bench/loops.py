"""Plain Maple programs against the same work in CPython, both measured in this run: the
loop shapes of issue 13 (integer arithmetic, list and Array entries, calls of a small
procedure, a while loop with an if, software floats under Digits) and the ordinary programs
of issue 26 (a recursive fib, seq with add and mod, an Array prime sieve, a collatz while
loop with irem/iquo, a table fill, cat in a loop, integer sort). Repetitions alternate the
two sides; each case reports the median of its per-repetition ratios against issue 26's
target of 20x CPU time.
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

TARGET = 20            # Maple time / CPython time, issue 26

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
    "recursive fib": (
        "fib := proc(n) if n < 2 then n else fib(n - 1) + fib(n - 2) end if end proc: lprint(fib(20)):",
        "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nresult = fib(20)\n"),
    "seq with add": (
        "L := [seq(i^2 mod 7, i = 1 .. 10^5)]: lprint(add(x, x in L)):",
        "L = [i**2 % 7 for i in range(1, 10**5 + 1)]\nresult = sum(L)\n"),
    "Array sieve": (
        "N := 3*10^4: P := Array(1..N, fill = true): P[1] := false:\n"
        "for i from 2 while i*i <= N do if P[i] then for j from i*i by i to N do P[j] := false end do end if end do:\n"
        "c := 0: for i to N do if P[i] then c := c + 1 end if end do: lprint(c):",
        "N = 3 * 10**4\nP = [True] * (N + 1)\nP[1] = False\ni = 2\nwhile i * i <= N:\n    if P[i]:\n"
        "        for j in range(i * i, N + 1, i):\n            P[j] = False\n    i += 1\n"
        "result = sum(1 for i in range(1, N + 1) if P[i])\n"),
    "collatz while": (
        "m := 0: for s to 3000 do n := s: k := 0: while n <> 1 do if irem(n, 2) = 0 then n := iquo(n, 2) "
        "else n := 3*n + 1 end if; k := k + 1 end do; if k > m then m := k end if end do: lprint(m):",
        "m = 0\nfor s in range(1, 3001):\n    n = s\n    k = 0\n    while n != 1:\n"
        "        if n % 2 == 0:\n            n = n // 2\n        else:\n            n = 3 * n + 1\n"
        "        k += 1\n    if k > m:\n        m = k\nresult = m\n"),
    "table fill": (
        "T := table(): for i to 5*10^4 do T[i] := i^2 end do: lprint(T[777]):",
        "T = {}\nfor i in range(1, 5 * 10**4 + 1):\n    T[i] = i**2\nresult = T[777]\n"),
    "cat in a loop": (
        "s := \"\": for i to 2*10^4 do s := cat(s, \"a\") end do: lprint(length(s)):",
        "s = ''\nfor i in range(1, 2 * 10**4 + 1):\n    s = s + 'a'\nresult = len(s)\n"),
    "integer sort": (
        "L := [seq(irem(i*7919, 10007), i = 1 .. 10^5)]: S := sort(L): lprint(S[5000]):",
        "L = [(i * 7919) % 10007 for i in range(1, 10**5 + 1)]\nS = sorted(L)\nresult = S[4999]\n"),
}


def run_maple(source: str) -> tuple[float, str]:
    session = Session(io.StringIO())
    start = time.process_time()
    session.run(source)
    return time.process_time() - start, session.out.getvalue().strip()


def run_python(source: str) -> tuple[float, str]:
    code = compile(source, "<loop>", "exec")
    namespace: dict = {}
    start = time.process_time()
    exec(code, namespace)
    return time.process_time() - start, str(namespace["result"])


def main(repetitions: int) -> int:
    print(f"{'case':20} {'CPython':>9} {'mapletape':>10} {'ratio':>7}   target {TARGET}x (CPU time)")
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
        ratio = statistics.median(case_ratios)
        ratios.append(ratio)
        print(f"{name:20} {statistics.median(python_times) * 1000:7.1f}ms "
              f"{statistics.median(maple_times) * 1000:8.1f}ms {ratio:6.1f}x   "
              f"{'met' if ratio <= TARGET else 'MISSED'}")
    worst = max(ratios)
    print(f"worst ratio {worst:.1f}x, geometric mean {statistics.geometric_mean(ratios):.1f}x: "
          f"target {TARGET}x {'met' if worst <= TARGET else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
