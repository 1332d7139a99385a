"""Layers called as functions, as the Layer help page describes them ("a callable object
which takes one or more Tensors as input and output one or more Tensors",
https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FLayer), against
the same Keras layer with the same weights."""
from __future__ import annotations

import numpy as np

from mapletape.deeplearning.tf import tensorflow
from tests.test_deeplearning import error_of, run

tf = tensorflow()
keras = tf.keras

X = [[1.0, -2.0], [0.5, 3.0]]


def keras_twin(layer):
    """A Keras Dense layer of 3 relu units holding the weights of the called `layer`."""
    twin = keras.layers.Dense(3, activation="relu")
    twin.build((None, 2))
    twin.set_weights(layer.get_weights())
    return twin


def test_a_called_layer_is_a_tensor_and_keeps_its_weights():
    session, output = run(f"L := DenseLayer(3, activation = \"relu\"): x := Constant({X}):\n"
                          "a := L(x): b := L(x):")
    assert "Error" not in output, output
    g = session.evaluator.globals
    layer = g["L"].called
    np.testing.assert_array_equal(g["a"].numpy(), g["b"].numpy())
    np.testing.assert_allclose(g["a"].numpy(), keras_twin(layer)(tf.constant(X)).numpy(),
                               rtol=1e-6)


def test_gradients_flow_through_a_called_layer():
    session, output = run(
        f"L := DenseLayer(3, activation = \"relu\"): x := Constant({X}):\n"
        "gt := GradientTape(): Enter(gt): gt:-Watch(x): y := ReduceSum(L(x)^2): Exit(gt):\n"
        "g := gt:-Gradient(y, x):")
    assert "Error" not in output, output
    g = session.evaluator.globals
    twin = keras_twin(g["L"].called)
    x = tf.constant(X)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.reduce_sum(twin(x) ** 2)
    np.testing.assert_allclose(g["g"].numpy(), tape.gradient(y, x).numpy(), rtol=1e-5)


def test_a_layer_call_is_held_to_maxsize():
    assert "object too large" in error_of(
        "kernelopts(maxsize = 1000): L := DenseLayer(600): L(Constant([[1., 2.]]));")


def test_softmax_layer_normalizes_along_its_zero_based_dimension():
    # SoftmaxLayer's help page: "dim specifies the (zero-based) dimension ... along which
    # the softmax normalization is applied", by tf.keras.layers.Softmax
    # (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FSoftmaxLayer)
    data = [[[1.0, 2.0, 3.0], [0.0, -1.0, 4.0]]]
    for dim in (1, 2):
        session, output = run(f"s := SoftmaxLayer({dim})(Constant({data})):")
        assert "Error" not in output, output
        np.testing.assert_allclose(session.evaluator.globals["s"].numpy(),
                                   keras.layers.Softmax(axis=dim)(tf.constant(data)).numpy(),
                                   rtol=1e-6)
    assert "SoftmaxLayer expects dim to be a positive integer" in error_of("SoftmaxLayer(0);")
