"""Jacobian and BatchJacobian speed: mapletape's time over TensorFlow's default
`tape.jacobian` / `tape.batch_jacobian` on the same work, both measured in this run (the
seed worksheet's 2x2 Jacobian in a loop, then n x n results), and the crossover between
rows of gradients and TensorFlow's vectorised Jacobian that sets tape.ROWS_LIMIT. The two
sides of a case (and of each crossover size) run alternately, and its ratio is the median of
the per-repeat ratios.
Run: python bench/jacobian.py [REPEATS]"""
from __future__ import annotations

import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mapletape.deeplearning import tape as maple_tape  # noqa: E402
from mapletape.session import Session  # noqa: E402

SEED = """with(DeepLearning):
for i to {loops} do
  tape := GradientTape():
  Enter(tape):
  x := Constant([1.0, 2.0]):
  tape:-Watch(x):
  y := x^2:
  J := tape:-Jacobian(y, x):
  Exit(tape):
end do:
"""

SIZED = """with(DeepLearning):
x := Constant([seq(1.0*k/{n}, k = 1 .. {n})]):
W := Constant([seq([seq(1.0*(j - k)/{n}, k = 1 .. {n})], j = 1 .. {n})]):
for i to {loops} do
  tape := GradientTape():
  Enter(tape):
  tape:-Watch(x):
  y := tanh(W . x):
  Exit(tape):
  J := tape:-Jacobian(y, x):
end do:
"""

BATCHED = """with(DeepLearning):
x := Constant([seq([seq(1.0*(j + k)/{n}, k = 1 .. {n})], j = 1 .. 4)]):
for i to {loops} do
  tape := GradientTape():
  Enter(tape):
  tape:-Watch(x):
  y := x^3:
  Exit(tape):
  J := tape:-BatchJacobian(y, x):
end do:
"""


def interleaved(ours, theirs, repeats: int, clock=time.perf_counter) -> tuple[float, float, float]:
    """Median seconds of each side and the median of the per-repeat ratios, the two sides
    run alternately (which goes first alternates too) after one warm-up run each, so that
    the machine's drift over the seconds of a case falls on both alike. `clock` is
    wall time unless given (time.process_time: the process's CPU time, which the other
    jobs of a shared machine do not lengthen)."""
    ours(), theirs()
    times: tuple[list, list] = ([], [])
    for k in range(repeats):
        for side in ((0, 1) if k % 2 == 0 else (1, 0)):
            start = clock()
            (ours, theirs)[side]()
            times[side].append(clock() - start)
    return (statistics.median(times[0]), statistics.median(times[1]),
            statistics.median(a / b for a, b in zip(*times)))


def maple(source: str):
    """The loop (the source from `for` on) timed in a Session that has run what precedes it."""
    setup, loop = source.split("for i", 1)
    out = io.StringIO()
    session = Session(out)
    session.run(setup)

    def run():
        session.run("for i" + loop)
        if "Error" in out.getvalue():
            raise SystemExit(out.getvalue())
    return run


def tf_seed(tf, loops: int):
    def run():
        for _ in range(loops):
            with tf.GradientTape() as tape:
                x = tf.constant([1.0, 2.0])
                tape.watch(x)
                y = x ** 2
                tape.jacobian(y, x)
    return run


def tf_sized(tf, n: int, loops: int):
    x = tf.constant([k / n for k in range(1, n + 1)])
    w = tf.constant([[(j - k) / n for k in range(1, n + 1)] for j in range(1, n + 1)])

    def run():
        for _ in range(loops):
            with tf.GradientTape() as tape:
                tape.watch(x)
                y = tf.tanh(tf.linalg.matvec(w, x))
            tape.jacobian(y, x)
    return run


def tf_batched(tf, n: int, loops: int):
    x = tf.constant([[(j + k) / n for k in range(1, n + 1)] for j in range(1, 5)])

    def run():
        for _ in range(loops):
            with tf.GradientTape() as tape:
                tape.watch(x)
                y = x ** 3
            tape.batch_jacobian(y, x)
    return run


def crossover(tf, repeats: int) -> None:
    """Rows of gradients against TensorFlow's vectorised Jacobian on one persistent tape, by
    the number of rows (the target's entries)."""
    print("\ncrossover (one n-entry target of an n-entry source): rows / vectorised")
    for n in (16, 32, 64, 96, 128, 256, 512):
        x = tf.random.stateless_normal([n], seed=[1, 2])
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            y = tf.sin(x) * tf.reduce_sum(x)
        none = tf.UnconnectedGradients.NONE
        entries = maple_tape._entries(y, False)
        rows, vectorised, ratio = interleaved(
            lambda: maple_tape._rows(tape, y, entries, x, none, False), lambda: tape.jacobian(y, x),
            repeats)
        print(f"  n={n:4d}  rows {rows * 1e3:8.1f} ms  vectorised {vectorised * 1e3:8.1f} ms  "
              f"ratio {ratio:6.2f}")


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    from mapletape.deeplearning.tf import tensorflow
    tf = tensorflow()
    print(f"mapletape / TensorFlow default (median of {repeats} interleaved ratios; below 1 "
          f"is faster); "
          f"ROWS_LIMIT = {maple_tape.ROWS_LIMIT}")
    loops = 20
    cases = [(f"seed 2x2 Jacobian, {loops} loops", maple(SEED.format(loops=loops)),
              tf_seed(tf, loops))]
    for n, count in ((2, 20), (10, 10), (100, 2)):
        cases.append((f"{n}x{n} Jacobian, {count} loops", maple(SIZED.format(n=n, loops=count)),
                      tf_sized(tf, n, count)))
    for n, count in ((2, 20), (10, 10), (100, 2)):
        cases.append((f"4x{n}x{n} BatchJacobian, {count} loops",
                      maple(BATCHED.format(n=n, loops=count)), tf_batched(tf, n, count)))
    for name, ours, theirs in cases:
        a, b, ratio = interleaved(ours, theirs, repeats)
        print(f"  {name:34s} mapletape {a * 1e3:8.1f} ms  TensorFlow {b * 1e3:8.1f} ms  "
              f"ratio {ratio:6.3f}")
    crossover(tf, repeats)


if __name__ == "__main__":
    main()
