"""How costs grow with the size of the input or of a value (issues 31 and 26): for each
case, a script at sizes n, 2n (and 4n) run on fresh Sessions side by side in this run, the
CPU time of its timed part taken, and time(2n)/time(n) printed for each doubling (target:
below 2.3, i.e. linear with room for noise; a quadratic cost gives 4). A case's setup
(making the value to print, sort or unite) runs on the same Session untimed. For the two
shapes whose memory grew too, the peak of Python's allocations while the script is split
and parsed (tracemalloc, in a child process of its own for each size) and its ratio.
Run: python bench/doubling.py [ROUNDS] [CASE...] (default 5 rounds, the best counts; CASE
a word of the case names, e.g. `sort`)."""
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
    return "nops([" + ", ".join(map(str, range(1, n + 1))) + "]);\n"


def set_literal(n: int) -> str:
    """Typed out in a shuffled order, so that making the set sorts it."""
    return "nops({" + ", ".join(map(str, shuffled(n))) + "});\n"


def one_line(n: int) -> str:
    return "".join(f"x{i} := {i}: " for i in range(n)) + "\n"


def long_proc(n: int) -> str:
    return "p := proc()\n" + "".join(f"x := {i};\n" for i in range(n)) + "end proc:\n"


def nested_proc(n: int) -> str:
    return "f := " + "proc() " * n + "1" + " end proc" * n + ":\n"


def long_string(n: int) -> str:
    return 'length("' + "a" * n + '");\n'


def shuffled(n: int) -> list[int]:
    """0 .. n-1 in an order with no pattern a sort could exploit (7919 is prime, no n here
    a multiple of it)."""
    return [i * 7919 % n for i in range(1, n + 1)]


# the values the value cases print, sort or unite, made by their setup: L the list
# 1 .. n, Z n shuffled integers, N, Q and F the same as names, strings and floats, A and
# B n-element sets, a third of them in common
VALUES = {
    "L": "L := [seq(i, i = 1 .. {n})]:",
    "Z": "Z := [seq(irem(7919*i, {n}), i = 1 .. {n})]:",
    "N": "N := map2(cat, x, Z):",
    "Q": "Q := map(convert, Z, string):",
    "F": "F := map(evalf, Z /~ 3):",
    "A": "A := {{seq(2*i, i = 1 .. {n})}}: B := {{seq(3*i, i = 1 .. {n})}}:",
}


def made(*names: str, settings: str = ""):
    """The setup making these values (Z first when another is made from it)."""
    needed = ("Z",) * any(x in "NQF" for x in names) + names
    return lambda n: settings + "\n".join(VALUES[x].format(n=n) for x in needed) + "\n"


def timed(statement: str, repeat: int = 1):
    """The timed script: the statement `repeat` times, for a case too fast to time once."""
    return lambda n: (statement if repeat == 1 else f"to {repeat} do {statement} end do:") + "\n"


IN_FULL = "interface(elisiontermsthreshold = infinity):\n"
SIZES = (40000, 80000, 160000)

# case: (the setup of size n, the timed script of size n, the sizes n, whether its memory
# is measured); the parse shapes' sizes are near issue 31's where the nesting limit allows
# (a proc level takes three parser states, a list level one)
CASES = {
    "nested list (compile)": (None, nested_list, (1400, 2800), False),
    "long list [1, ..., n]": (None, long_list, (20000, 40000, 80000), False),
    "set literal {..., n}": (None, set_literal, (20000, 40000, 80000), False),
    "statements on one line": (None, one_line, (20000, 40000), False),
    "statements in one proc": (None, long_proc, (25000, 50000), False),
    "nested procs": (None, nested_proc, (1600, 3200), True),
    "string literal": (None, long_string, (5_000_000, 10_000_000), True),
    "print list in 2-D": (made("L", settings=IN_FULL), timed("L;"), SIZES, False),
    "print list, lprint": (made("L"), timed("lprint(L);"), SIZES, False),
    "sort integers": (made("Z"), timed("sort(Z):", 10), SIZES, False),
    "sort names": (made("N"), timed("sort(N):", 4), SIZES, False),
    "sort strings": (made("Q"), timed("sort(Q):", 4), SIZES, False),
    "sort floats": (made("F"), timed("sort(F):", 4), SIZES, False),
    "set of floats": (made("F"), timed("{op(F)}:"), SIZES, False),
    "set union": (made("A"), timed("A union B:", 2), SIZES, False),
    "add(x[i], i = 1 .. n)": (None, lambda n: f"add(x[i], i = 1 .. {n}):\n", (4000, 8000, 16000),
                              False),
}


def run_time(setup: str | None, text: str) -> float:
    """The CPU time of `text` on a fresh Session that ran `setup` first (either failing
    stops the run: a case that ends in an error measures nothing)."""
    from mapletape.session import Session
    out = io.StringIO()
    session = Session(out)
    if setup:
        session.run(setup)
    gc.collect()                # the runs before leave no garbage for this one to collect
    start = time.process_time()
    session.run(text)
    seconds = time.process_time() - start
    if "Error," in out.getvalue():
        raise SystemExit(out.getvalue()[-2000:])
    return seconds


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


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    chosen = [word.lower() for word in sys.argv[2:]]
    run_time(None, "1;")                              # imports and the parser, once
    print(f"{'case':24} {'n':>9} {'t(n) s':>8} {'t(2n) s':>8} {'ratio':>6}"
          f" {'peak(n) MB':>11} {'peak(2n) MB':>11} {'ratio':>6} {'B/char':>7}")
    worst = 0.0
    for name, (setup, make, sizes, memory) in CASES.items():
        if chosen and not any(word in name.lower() for word in chosen):
            continue
        times: dict[int, list[float]] = {n: [] for n in sizes}
        for _ in range(rounds):                      # the sizes in turn
            for n in sizes:
                times[n].append(run_time(setup and setup(n), make(n)))
        for n, m in zip(sizes, sizes[1:]):
            t1, t2 = min(times[n]), min(times[m])
            worst = max(worst, t2 / t1)
            line = f"{name:24} {n:>9} {t1:8.3f} {t2:8.3f} {t2 / t1:6.2f}"
            if memory:
                small, large = make(n), make(m)
                p1, p2 = peak_bytes(small), peak_bytes(large)
                line += (f" {p1 / 1e6:11.1f} {p2 / 1e6:11.1f} {p2 / p1:6.2f}"
                         f" {p2 / len(large):7.1f}")
            print(line, "" if t2 / t1 < TARGET else " over", flush=True)
    print(f"worst time ratio {worst:.2f} (target below {TARGET})")
    return 0 if worst < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
