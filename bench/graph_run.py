"""Graph mode's `sess:-Run` speed: mapletape's time over TensorFlow's own compat.v1
`Session.run` on the same work, both measured in this run. Each case is a loop of Runs of
one graph, y = tanh(x . W + b) for a Placeholder x fed a float[8] Matrix of data on every
Run (a training or prediction loop's shape of work); the Python side feeds the same data
as a numpy array through feed_dict. The per-Run cost is the loop's time over its count.
The two sides of a case run alternately, and its ratio is the median of the per-repeat
ratios, in CPU time (the process's, which other jobs on a shared machine lengthen far
less than wall time), then in wall time.
Run: python bench/graph_run.py [REPEATS]"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.jacobian import interleaved, maple  # noqa: E402

GRAPH = """with(DeepLearning):
SetEagerExecution(false):
x := Placeholder(float[8], [none, {n}]):
W := Tensor([seq([seq(1.0*(j - k)/{n}, k = 1 .. {n})], j = 1 .. {n})], datatype = float[8]):
b := Tensor([seq(1.0*k/{n}, k = 1 .. {n})], datatype = float[8]):
y := tanh(x . W + b):
X := Matrix([seq([seq(1.0*(j + k)/{n}, k = 1 .. {n})], j = 1 .. {rows})], datatype = float[8]):
sess := Session():
for i to {loops} do
  r := sess:-Run(y, [x = X]):
end do:
"""


def python(tf, np, n: int, rows: int, loops: int):
    graph = tf.Graph()
    with graph.as_default():
        x = tf.compat.v1.placeholder(tf.float64, [None, n])
        w = tf.constant([[(j - k) / n for k in range(1, n + 1)] for j in range(1, n + 1)],
                        dtype=tf.float64)
        b = tf.constant([k / n for k in range(1, n + 1)], dtype=tf.float64)
        y = tf.tanh(tf.linalg.matmul(x, w) + b)
    data = np.array([[(j + k) / n for k in range(1, n + 1)] for j in range(1, rows + 1)])
    sess = tf.compat.v1.Session(graph=graph)

    def run():
        for _ in range(loops):
            sess.run(y, feed_dict={x: data})
    return run


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    import numpy as np
    from mapletape.deeplearning.tf import tensorflow
    tf = tensorflow()
    print(f"mapletape sess:-Run / compat.v1 Session.run (median of {repeats} interleaved "
          f"ratios; below 1 is faster)")
    for n, rows, loops in ((2, 1, 200), (16, 16, 200), (64, 64, 200), (256, 256, 50)):
        ours = maple(GRAPH.format(n=n, rows=rows, loops=loops))
        theirs = python(tf, np, n, rows, loops)
        a, b, ratio = interleaved(ours, theirs, repeats, time.process_time)
        wall = interleaved(ours, theirs, repeats)[2]
        print(f"  {rows}x{n} data, {n}x{n} W, {loops} Runs  mapletape {a / loops * 1e6:8.1f} us/Run  "
              f"Session.run {b / loops * 1e6:8.1f} us/Run  CPU ratio {ratio:6.3f}  wall ratio {wall:6.3f}")


if __name__ == "__main__":
    main()
