"""Does a persistent tf.GradientTape cost a training step more than a non-persistent one?
mapletape records every Maple tape on a persistent tf tape (for row-by-row Jacobians), so
this bounds what that choice can cost: the linear-regression twin's step in plain Python
TensorFlow, both kinds of tape interleaved in one process, CPU ms per step and their ratio.

    python bench/persistent_tape.py [ROUNDS]
"""
from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
import tensorflow as tf  # noqa: E402

STEPS = 500


def steps(persistent: bool, variables, data) -> float:
    """CPU milliseconds per step of STEPS gradient-descent steps on one kind of tape."""
    slope, intercept = variables
    x, y = data
    start = time.process_time()
    for _ in range(STEPS):
        with tf.GradientTape(persistent=persistent) as tape:
            loss = tf.reduce_mean((slope * x + intercept - y) ** 2)
        grads = tape.gradient(loss, [slope, intercept])
        slope.assign_sub(0.05 * grads[0])
        intercept.assign_sub(0.05 * grads[1])
        del tape
    return (time.process_time() - start) / STEPS * 1000


def main(rounds: int) -> None:
    data = (tf.constant([0.0, 1.0, 2.0, 3.0, 4.0], dtype=tf.float64),
            tf.constant([1.0, 3.0, 5.0, 7.0, 9.0], dtype=tf.float64))
    variables = (tf.Variable([0.0], dtype=tf.float64), tf.Variable([0.0], dtype=tf.float64))
    steps(False, variables, data), steps(True, variables, data)      # warm-up
    found = {False: [], True: []}
    for r in range(rounds):
        for persistent in ((False, True) if r % 2 == 0 else (True, False)):
            found[persistent].append(steps(persistent, variables, data))
    plain, persistent = (statistics.median(found[k]) for k in (False, True))
    print(f"non-persistent tape {plain:.3f} ms/step   persistent tape {persistent:.3f} ms/step   "
          f"ratio {persistent / plain:.3f} (median of {rounds} interleaved rounds)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 9)
