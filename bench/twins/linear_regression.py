"""Fit a line y = 2 x + 1 by 500 steps of gradient descent on Variables, as plain Python
TensorFlow; twin of linear_regression.mpl."""
import tensorflow as tf

X = tf.constant([0.0, 1.0, 2.0, 3.0, 4.0], dtype=tf.float64)
Y = tf.constant([1.0, 3.0, 5.0, 7.0, 9.0], dtype=tf.float64)
slope = tf.Variable([0.0], dtype=tf.float64, name="slope")
intercept = tf.Variable([0.0], dtype=tf.float64, name="intercept")
rate = 0.05
for step in range(500):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((slope * X + intercept - Y) ** 2)
    grads = tape.gradient(loss, [slope, intercept])
    slope.assign_sub(rate * grads[0])
    intercept.assign_sub(rate * grads[1])
print(f"{float(slope[0]):.6f} {float(intercept[0]):.6f} {float(loss):.3e}")
