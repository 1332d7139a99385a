"""How the cost of reading large inputs grows (issue 31): for each input shape, a script at
size n and at 2n run on fresh Sessions side by side in this run, and time(2n)/time(n)
printed (target: below 2.3, i.e. linear with room for noise; a quadratic cost gives 4).
For the two shapes whose memory grew too, the peak of Python's allocations while the
script is split and parsed (tracemalloc, in a child process of its own for each size)
and its ratio. Run: python bench/doubling.py [ROUNDS] (default 5; the best round counts)."""
from __future__ import annotations

import gc
import io
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET = 2.3


def nested_list(n: int) -> str:
    return "x := " + "[" * n + "1" + "]" * n + ":\nnops(x);\n"


def long_list(n: int) -> str:
    return "nops([" + ", ".join(map(str, range(n))) + "]);\n"


def one_line(n: int) -> str:
    return "".join(f"x{i} := {i}: " for i in range(n)) + "\n"


def long_proc(n: int) -> str:
    return "p := proc()\n" + "".join(f"x := {i};\n" for i in range(n)) + "end proc:\n"


def nested_proc(n: int) -> str:
    return "f := " + "proc() " * n + "1" + " end proc" * n + ":\n"


def long_string(n: int) -> str:
    return 'length("' + "a" * n + '");\n'


# shape: (make, n, whether its memory is measured); sizes near the where the
# nesting limit allows (a proc level takes three parser states, a list level one)
SHAPES = {
    "nested list (compile)": (nested_list, 1400, False),
    "long list [1, ..., n]": (long_list, 40000, False),
    "statements on one line": (one_line, 20000, False),
    "statements in one proc": (long_proc, 25000, False),
    "nested procs": (nested_proc, 1600, True),
    "string literal": (long_string, 5_000_000, True),
}


def run_time(text: str) -> float:
    from mapletape.session import Session
    session = Session(io.StringIO())
    gc.collect()                # the runs before leave no garbage for this one to collect
    start = time.perf_counter()
    session.run(text)
    return time.perf_counter() - start


PEAK = """
import json, sys, tracemalloc
sys.path.insert(0, sys.argv[1])
from mapletape.syntax import Splitter, parse_program
parse_program("1;")                      # the parser built (or loaded) before measuring
text = sys.stdin.read()
tracemalloc.start()
for step in Splitter(text):
    assert step.error is None and step.failure is None, step
print(json.dumps(tracemalloc.get_traced_memory()[1]))
"""


def peak_bytes(text: str) -> int:
    """The peak of Python's allocations while `text` is split and parsed, in a fresh process."""
    done = subprocess.run([sys.executable, "-c", PEAK, str(ROOT)], input=text, text=True,
                          capture_output=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    run_time("1;")                                    # imports and the parser, once
    print(f"{'shape':26} {'n':>9} {'t(n) s':>8} {'t(2n) s':>8} {'ratio':>6}"
          f" {'peak(n) MB':>11} {'peak(2n) MB':>11} {'ratio':>6} {'B/char':>7}")
    worst = 0.0
    for name, (make, n, memory) in SHAPES.items():
        small, large = make(n), make(2 * n)
        times = {n: [], 2 * n: []}
        for _ in range(rounds):                      # the two sizes alternately
            times[n].append(run_time(small))
            times[2 * n].append(run_time(large))
        t1, t2 = min(times[n]), min(times[2 * n])
        worst = max(worst, t2 / t1)
        line = f"{name:26} {n:>9} {t1:8.3f} {t2:8.3f} {t2 / t1:6.2f}"
        if memory:
            p1, p2 = peak_bytes(small), peak_bytes(large)
            line += f" {p1 / 1e6:11.1f} {p2 / 1e6:11.1f} {p2 / p1:6.2f} {p2 / len(large):7.1f}"
        print(line, flush=True)
    print(f"worst time ratio {worst:.2f} (target below {TARGET})")


if __name__ == "__main__":
    main()
