"""The network of sessions/dl_mlp_tape_loop.mpl trained by 200 steps of a loop with a
GradientTape and an Adam optimizer, as plain Python TensorFlow; twin of mlp.mpl."""
import tensorflow as tf

tf.keras.utils.set_random_seed(2021)
X = tf.constant([[0.0, 0.1], [0.2, 0.0], [0.1, 0.3], [0.3, 0.2],
                 [1.0, 1.1], [1.2, 0.9], [0.9, 1.0], [1.1, 1.2],
                 [0.0, 1.0], [0.2, 1.2], [0.1, 0.9], [0.3, 1.1]])
T = tf.constant([[1.0, 0.0, 0.0]] * 4 + [[0.0, 1.0, 0.0]] * 4 + [[0.0, 0.0, 1.0]] * 4)
model = tf.keras.Sequential([tf.keras.Input(shape=(2,)),
                             tf.keras.layers.Dense(8, activation="relu"),
                             tf.keras.layers.Dense(3, activation="softmax")])
opt = tf.keras.optimizers.Adam(0.05)
W = model.trainable_variables
for epoch in range(200):
    with tf.GradientTape() as tape:
        loss = -tf.reduce_mean(tf.reduce_sum(T * tf.math.log(model(X)), axis=1))
    opt.apply_gradients(zip(tape.gradient(loss, W), W))
print(f"final training loss {float(loss):.4f}")
