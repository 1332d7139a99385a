"""The two seed worksheets repeated in a loop, as plain Python TensorFlow; twin of
seed_loop.mpl. The Jacobian is computed as mapletape does for small results (one gradient
per row of the target on a persistent tape, seeded with one-hot rows made once per size),
so both sides do the same TensorFlow work."""
import functools

import tensorflow as tf


@functools.cache
def seeds(n):
    return tf.unstack(tf.eye(n))


def jacobian(tape, y, x):
    rows = [tape.gradient(y, x, output_gradients=seed) for seed in seeds(len(y))]
    return tf.stack(rows)


for i in range(300):
    x = tf.constant([3.0, 5.0])
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x ** 2
    grad = tape.gradient(y, x)
    with tf.GradientTape(persistent=True) as tape:
        x = tf.constant([1.0, 2.0])
        tape.watch(x)
        y = x ** 2
    J = jacobian(tape, y, x)
G = grad.numpy()
M = J.numpy()
print(f"gradient {G[0]:.1f} {G[1]:.1f}")
print(f"Jacobian {M[0, 0]:.1f} {M[0, 1]:.1f} {M[1, 0]:.1f} {M[1, 1]:.1f}")
