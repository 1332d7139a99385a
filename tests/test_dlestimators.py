"""Feature columns and Estimators (Maple 2018) against TensorFlow computed here: the feature
columns' displays against tf.feature_column's reprs, their dense inputs against TensorFlow's
own feature-column transformation, and each trained Estimator against a Keras network made
from the same seed and trained as TensorFlow 1.x's canned estimator trains (its documented
defaults: tensorflow/python/estimator/canned/dnn.py, linear.py, dnn_linear_combined.py,
head.py, and tf.estimator.inputs.numpy_input_fn's batches of 128)."""
from __future__ import annotations

import io
import math
import os
import signal
import threading
import time

import numpy as np
import pytest

from mapletape import timelimit
from mapletape.deeplearning.commands import EXPORTS
from mapletape.deeplearning.featurecolumns import Preprocessing, feature_data
from mapletape.deeplearning.tf import tensorflow
from mapletape.session import Session
from tests.test_deeplearning import error_of, run, values

tf = tensorflow()
keras = tf.keras
from tensorflow.python.feature_column import feature_column_v2 as fc_v2  # noqa: E402

X = [0.5, -1.0, 2.0, 0.0, 1.5]
Y = [1.0, 0.5, -0.5, 2.0, 0.0]
XY = np.array([X, Y]).T          # the columns in TensorFlow's order: sorted by key
COLUMNS = "fc := [NumericColumn(y), NumericColumn(x)]:"
DATA = f"[x = {X}, y = {Y}]"


def keras_dnn(seed: int, widths: list[int]):
    """A network of Dense relu layers and a linear output layer, Glorot-uniform kernels and
    zero biases (tf.layers.dense's defaults, which TensorFlow 1.x's dnn.py uses)."""
    keras.utils.set_random_seed(seed)
    return keras.Sequential([keras.Input((widths[0],))]
                            + [keras.layers.Dense(u, activation="relu") for u in widths[1:-1]]
                            + [keras.layers.Dense(widths[-1])])


def tf1_batches(count: int, steps: int) -> list[np.ndarray]:
    """numpy_input_fn(batch_size=128, shuffle=False, num_epochs=None): the examples in order,
    repeated without end, 128 at a time."""
    stream = np.tile(np.arange(count), math.ceil(128 * steps / count) + 1)
    return [stream[128 * i:128 * (i + 1)] for i in range(steps)]


def train_tf1(parts, inputs, labels, steps, loss_fn):
    """TensorFlow 1.x's training: each step the loss summed over the batch (SUM reduction),
    each part's weights updated by its own optimizer."""
    for index in tf1_batches(len(labels), steps):
        with tf.GradientTape(persistent=True) as tape:
            logits = tf.add_n([net(tf.gather(x, index)) for x, (net, _) in zip(inputs, parts)])
            loss = tf.reduce_sum(loss_fn(logits, tf.gather(labels, index)))
        for net, optimizer in parts:
            weights = net.trainable_variables
            optimizer.apply_gradients(zip(tape.gradient(loss, weights), weights))


def softmax_loss(logits, labels):
    return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)


def tf1_adagrad(rate):
    # tf.train.AdagradOptimizer: accumulators start at 0.1, no epsilon
    return keras.optimizers.Adagrad(rate, initial_accumulator_value=0.1, epsilon=0.0)


def probabilities(predictions) -> np.ndarray:
    return np.array([row.entries[("probabilities",)].data for row in predictions.items])


# ---------------------------------------------------------------- feature columns
@pytest.mark.parametrize("maple, tensorflow_column", [
    ('NumericColumn("SepalLength", shape = [1], datatype = float[8])',
     lambda: tf.feature_column.numeric_column("SepalLength", shape=(1,), dtype=tf.float64)),
    ("NumericColumn(x)", lambda: tf.feature_column.numeric_column("x")),
    ("NumericColumn(m, shape = [3, 3], datatype = integer[4])",
     lambda: tf.feature_column.numeric_column("m", shape=(3, 3), dtype=tf.int32)),
    ("BucketizedColumn(NumericColumn(p), [1, 2.5, 4])",
     lambda: tf.feature_column.bucketized_column(tf.feature_column.numeric_column("p"), [1, 2.5, 4])),
    ('CategoricalColumn("color", ["red", "green", "blue"])',
     lambda: tf.feature_column.categorical_column_with_vocabulary_list("color", ["red", "green", "blue"])),
    ("CategoricalColumn(k, [3, 1, 2], datatype = integer[4])",
     lambda: tf.feature_column.categorical_column_with_vocabulary_list("k", [3, 1, 2], dtype=tf.int32)),
    # the datatypes of the NumericColumn and CategoricalColumn pages' Options
    # (sessions/dl_help_numericcolumn.mpl, dl_help_categoricalcolumn.mpl)
    ('NumericColumn("PetalWidth", datatype = float[4])',
     lambda: tf.feature_column.numeric_column("PetalWidth", dtype=tf.float32)),
    ('NumericColumn("Count", datatype = integer[8])',
     lambda: tf.feature_column.numeric_column("Count", dtype=tf.int64)),
    ('NumericColumn("Pixels", shape = [3, 3], datatype = float[8])',
     lambda: tf.feature_column.numeric_column("Pixels", shape=(3, 3), dtype=tf.float64)),
    ('CategoricalColumn("S", ["setosa", "virginica"], datatype = string)',
     lambda: tf.feature_column.categorical_column_with_vocabulary_list("S", ["setosa", "virginica"],
                                                                       dtype=tf.string)),
    ("CategoricalColumn(p, [3, 4, 5], datatype = integer[8])",
     lambda: tf.feature_column.categorical_column_with_vocabulary_list("p", [3, 4, 5], dtype=tf.int64)),
    ("CategoricalColumn(p, [3, 4, 5])",
     lambda: tf.feature_column.categorical_column_with_vocabulary_list("p", [3, 4, 5])),
])
def test_a_feature_column_displays_as_the_help_pages_show_tensorflows_column(maple, tensorflow_column):
    # Source: Maple help page DeepLearning/FeatureColumn,
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FFeatureColumn:
    # the box is "Feature Column" over TensorFlow's repr of the column
    column = values(f"c := {maple}:", "c")
    assert column.display_rows() == ["Feature Column", repr(tensorflow_column())]


def test_dense_inputs_are_tensorflows_feature_column_transformation():
    """Numbers, buckets (a value on a boundary goes up) and categories (one not in the list
    gives zeros) as TensorFlow's own feature columns make them, in TensorFlow's column order."""
    session, _ = run('cols := [NumericColumn(b, shape = [2]), BucketizedColumn(NumericColumn(a), '
                     '[0.1, 1, 3]), CategoricalColumn(c, ["u", "v"]), CategoricalColumn(d, [7, 5])]:')
    columns = list(session.evaluator.globals["cols"].items)
    data, count = feature_data(columns, dict_table(session, {
        "a": "[0.1, 1.0, -2.0, 3.5]", "b": "[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]",
        "c": '["v", "u", "w", "v"]', "d": "[5, 7, 6, 5]"}), "test")
    ours = Preprocessing(columns)(data).numpy()
    features = {"a": tf.constant([[0.1], [1.0], [-2.0], [3.5]]),
                "b": tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]),
                "c": tf.constant(["v", "u", "w", "v"]), "d": tf.constant([5, 7, 6, 5], tf.int64)}
    fc = tf.feature_column
    theirs = [fc.bucketized_column(fc.numeric_column("a"), [0.1, 1, 3]), fc.numeric_column("b", shape=(2,)),
              fc.indicator_column(fc.categorical_column_with_vocabulary_list("c", ["u", "v"])),
              fc.indicator_column(fc.categorical_column_with_vocabulary_list("d", [7, 5]))]
    cache = fc_v2.FeatureTransformationCache(features)
    expected = np.concatenate([np.reshape(c.get_dense_tensor(cache, None).numpy(), (count, -1))
                               for c in theirs], axis=1)
    np.testing.assert_array_equal(ours, expected)


def dict_table(session, entries: dict):
    session.run("T := [" + ", ".join(f"{k} = {v}" for k, v in entries.items()) + "]:")
    return session.evaluator.globals["T"]


# ---------------------------------------------------------------- estimators against Keras
def test_dnn_classifier_trains_as_tensorflow_1s_canned_estimator():
    predictions, measures = values(
        f"SetRandomSeed(11): {COLUMNS}\n"
        "c := DNNClassifier(fc, hidden_units = [6, 4], num_classes = 3):\n"
        f"c:-Train({DATA}, [0, 1, 2, 1, 0], steps = 3, shuffle = false):\n"
        f"p := c:-Predict({DATA}): e := c:-Evaluate({DATA}, [0, 1, 2, 1, 0]):", "p", "e")
    network = keras_dnn(11, [2, 6, 4, 3])
    labels = tf.constant([0, 1, 2, 1, 0], tf.int64)
    train_tf1([(network, tf1_adagrad(0.05))], [tf.constant(XY, tf.float32)], labels, 3, softmax_loss)
    logits = network(tf.constant(XY, tf.float32))
    np.testing.assert_allclose(probabilities(predictions), tf.nn.softmax(logits).numpy(), rtol=1e-5)
    losses = softmax_loss(logits, labels).numpy()
    entries = measures.entries
    assert entries[("global_step",)] == 3
    np.testing.assert_allclose(entries[("average_loss",)], losses.mean(), rtol=1e-5)
    np.testing.assert_allclose(entries[("loss",)], losses.sum(), rtol=1e-5)     # one batch
    assert entries[("accuracy",)] == np.mean(np.argmax(logits, 1) == labels.numpy())


def test_a_two_class_dnn_classifier_has_one_logit_and_sigmoid_cross_entropy():
    predictions = values(
        f"SetRandomSeed(5): {COLUMNS}\n"
        "c := DNNClassifier(fc, hidden_units = [5]):\n"
        f"c:-Train({DATA}, [1, 0, 1, 1, 0], steps = 4, shuffle = false): p := c:-Predict({DATA}):", "p")
    network = keras_dnn(5, [2, 5, 1])
    labels = tf.constant([1.0, 0.0, 1.0, 1.0, 0.0])
    train_tf1([(network, tf1_adagrad(0.05))], [tf.constant(XY, tf.float32)], labels, 4,
              lambda logits, y: tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits[:, 0]))
    logistic = tf.sigmoid(network(tf.constant(XY, tf.float32))).numpy()[:, 0]
    np.testing.assert_allclose(probabilities(predictions), np.stack([1 - logistic, logistic], 1), rtol=1e-5)
    ids = [row.entries[("class_ids",)].data[0] for row in predictions.items]
    assert ids == [int(p > 0.5) for p in logistic]


def test_dnn_regressor_minimises_the_squared_error_summed_over_the_batch():
    predictions = values(
        f"SetRandomSeed(2): {COLUMNS}\n"
        "r := DNNRegressor(fc, hidden_units = [4, 4]):\n"
        f"r:-Train({DATA}, [1.0, 2.0, 0.5, -1.0, 3.0], steps = 5, shuffle = false):\n"
        f"p := r:-Predict({DATA}):", "p")
    network = keras_dnn(2, [2, 4, 4, 1])
    train_tf1([(network, tf1_adagrad(0.05))], [tf.constant(XY, tf.float32)],
              tf.constant([[1.0], [2.0], [0.5], [-1.0], [3.0]]), 5,
              lambda out, y: tf.reduce_sum(tf.square(out - y), axis=1))
    ours = [row.entries[("predictions",)].data[0] for row in predictions.items]
    # float32 sums in another order differ in the last bits: a prediction near 0 needs atol
    np.testing.assert_allclose(ours, network(tf.constant(XY, tf.float32)).numpy()[:, 0],
                               rtol=1e-5, atol=1e-6)


def linear_input():
    """A bucketized x and a numeric y as TensorFlow's feature columns make their dense input
    (a linear model's weighted sum of them is a Dense layer on it)."""
    fc = tf.feature_column
    cache = fc_v2.FeatureTransformationCache({"x": tf.constant(XY[:, :1], tf.float32),
                                              "y": tf.constant(XY[:, 1:], tf.float32)})
    columns = [fc.bucketized_column(fc.numeric_column("x"), [0.0, 1.0]), fc.numeric_column("y")]
    return tf.concat([tf.reshape(c.get_dense_tensor(cache, None), (5, -1)) for c in columns], 1)


def zero_linear(width: int, outputs: int):
    # linear_model's weights and bias start at zero
    return keras.Sequential([keras.Input((width,)), keras.layers.Dense(outputs, kernel_initializer="zeros")])


def test_linear_regressor_is_ftrl_on_zero_weights():
    predictions = values(
        "fc := [BucketizedColumn(NumericColumn(x), [0.0, 1.0]), NumericColumn(y)]:\n"
        "r := LinearRegressor(fc):\n"
        f"r:-Train({DATA}, [1.0, 2.0, 0.5, -1.0, 3.0], steps = 6, shuffle = false):\n"
        f"p := r:-Predict({DATA}):", "p")
    network = zero_linear(4, 1)
    # linear.py: Ftrl at min(0.2, 1/sqrt(number of feature columns))
    optimizer = keras.optimizers.Ftrl(min(0.2, 1 / math.sqrt(2)))
    inputs = linear_input()
    train_tf1([(network, optimizer)], [inputs], tf.constant([[1.0], [2.0], [0.5], [-1.0], [3.0]]), 6,
              lambda out, y: tf.reduce_sum(tf.square(out - y), axis=1))
    ours = [row.entries[("predictions",)].data[0] for row in predictions.items]
    np.testing.assert_allclose(ours, network(inputs).numpy()[:, 0], rtol=1e-5, atol=1e-6)


def test_linear_classifier_learning_rate_shrinks_with_many_columns():
    names = [f"f{i}" for i in range(30)]
    predictions = values(
        f"fc := [seq(NumericColumn(u), u in {names})]:\n"
        "c := LinearClassifier(fc, num_classes = 3):\n"
        "c:-Train(Matrix([seq([seq(0.1*i*j, j = 1 .. 30)], i = 1 .. 3)]), [0, 1, 2], steps = 2,"
        " shuffle = false):\n"
        "p := c:-Predict(Matrix([seq([seq(0.1*i*j, j = 1 .. 30)], i = 1 .. 3)])):", "p")
    data = np.array([[i * j / 10 for j in range(1, 31)] for i in range(1, 4)], dtype=np.float32)
    order = np.argsort(names, kind="stable")         # TensorFlow sorts the columns by name
    inputs = tf.constant(data[:, order])
    network = zero_linear(30, 3)
    train_tf1([(network, keras.optimizers.Ftrl(min(0.2, 1 / math.sqrt(30))))], [inputs],
              tf.constant([0, 1, 2], tf.int64), 2, softmax_loss)
    # logits, not probabilities: a tail probability of 1e-11 magnifies float32 rounding
    logits = np.array([row.entries[("logits",)].data for row in predictions.items])
    np.testing.assert_allclose(logits, network(inputs).numpy(), rtol=1e-5, atol=1e-5)


def test_dnn_linear_combined_classifier_trains_each_part_with_its_optimizer():
    predictions = values(
        "SetRandomSeed(4): lfc := [BucketizedColumn(NumericColumn(x), [0.0, 1.0]), NumericColumn(y)]:\n"
        "dfc := [NumericColumn(y), NumericColumn(x)]:\n"
        "c := DNNLinearCombinedClassifier(lfc, dfc, hidden_units = [3], num_classes = 3):\n"
        f"c:-Train({DATA}, [0, 1, 2, 1, 0], steps = 3, shuffle = false): p := c:-Predict({DATA}):", "p")
    deep = keras_dnn(4, [2, 3, 3])
    linear = zero_linear(4, 3)
    # dnn_linear_combined.py: Adagrad at 0.001, Ftrl at min(0.005, 1/sqrt(2))
    parts = [(deep, tf1_adagrad(0.001)), (linear, keras.optimizers.Ftrl(0.005))]
    inputs = [tf.constant(XY, tf.float32), linear_input()]
    train_tf1(parts, inputs, tf.constant([0, 1, 2, 1, 0], tf.int64), 3, softmax_loss)
    logits = deep(inputs[0]) + linear(inputs[1])
    np.testing.assert_allclose(probabilities(predictions), tf.nn.softmax(logits).numpy(), rtol=1e-5)


def test_evaluate_averages_the_loss_per_example_and_per_batch_of_128():
    """300 examples are batches of 128, 128 and 44: "loss" is the mean of their summed
    losses, "average_loss" the mean over the examples (head.py's eval metrics)."""
    measures = values(
        "SetRandomSeed(9): fc := [NumericColumn(x)]: c := DNNClassifier(fc, hidden_units = [3], num_classes = 4):\n"
        "e := c:-Evaluate([x = [seq(0.01*i, i = 1 .. 300)]], [seq(i mod 4, i = 1 .. 300)]):", "e")
    network = keras_dnn(9, [1, 3, 4])
    inputs = tf.constant([[0.01 * i] for i in range(1, 301)], tf.float32)
    losses = softmax_loss(network(inputs), tf.constant([i % 4 for i in range(1, 301)], tf.int64)).numpy()
    batch_sums = [losses[:128].sum(), losses[128:256].sum(), losses[256:].sum()]
    np.testing.assert_allclose(measures.entries[("loss",)], np.mean(batch_sums), rtol=1e-5)
    np.testing.assert_allclose(measures.entries[("average_loss",)], losses.mean(), rtol=1e-5)
    assert measures.entries[("global_step",)] == 0


def test_train_without_steps_makes_one_pass_and_trains_on():
    step = values("fc := [NumericColumn(x)]: c := DNNRegressor(fc, hidden_units = [2]):\n"
                  "DS := [x = [seq(0.01*i, i = 1 .. 300)]]: Y := [seq(0.02*i, i = 1 .. 300)]:\n"
                  "c:-Train(DS, Y): c:-Train(DS, Y, steps = 4):\n"
                  's := c:-Evaluate(DS, Y)["global_step"]:', "s")
    assert step == 3 + 4


def test_a_matrix_feeds_the_columns_in_the_order_of_their_keys_in_fc():
    by_matrix, by_keys = values(
        "fc := [NumericColumn(b, shape = [2]), NumericColumn(a)]:\n"
        "SetRandomSeed(1): c := DNNRegressor(fc, hidden_units = [3]):\n"
        "p := c:-Predict(Matrix([[1.0, 2.0, 3.0]])):\n"
        "q := c:-Predict([a = [3.0], b = [[1.0, 2.0]]]):", "p", "q")
    assert by_matrix.items[0].entries[("predictions",)] == by_keys.items[0].entries[("predictions",)]


def test_classify_learns_classes_and_scores_itself():
    # two well separated groups, with classes that are not numbers
    session, output = run(
        "SetRandomSeed(3): X := Matrix([seq([0.1*i, 0.1*i], i = 1 .. 10), seq([5 + 0.1*i, 5 - 0.1*i], i = 1 .. 10)]):\n"
        'Y := [seq("low", i = 1 .. 10), seq("high", i = 1 .. 10)]:\n'
        "C := Classify(X, Y): found := C(X): score := C(X, Y): one := C([5.0, 5.0]):")
    assert "Error" not in output, output
    found = session.evaluator.globals["found"].items
    truth = ["low"] * 10 + ["high"] * 10
    assert session.evaluator.globals["score"] == sum(a == b for a, b in zip(found, truth)) / 20
    assert session.evaluator.globals["score"] > 0.9
    assert session.evaluator.globals["one"] == "high"


def test_classify_takes_a_list_of_vectors_as_feature_columns():
    score = values("SetRandomSeed(3): a := Vector([seq(0.1*i, i = 1 .. 10), seq(5 + 0.1*i, i = 1 .. 10)]):\n"
                   "C := Classify([a, 2*a], [seq(0, i = 1 .. 10), seq(1, i = 1 .. 10)]):\n"
                   "s := C(Matrix([[0.2, 0.4], [5.5, 11.0]]), [0, 1]):", "s")
    assert score == 1.0


def test_classify_takes_a_dataframe_and_a_dataseries_as_the_page_does():
    # help page DeepLearning/Classify: "data - DataFrame, Matrix, or list of Matrices or
    # Vectors", "output - DataSeries, Matrix, or list"; its example trains on
    # training_set[1..4] (a DataFrame's four columns) and training_set[5] (its fifth, a
    # DataSeries) and classifies new_sample, a DataSeries of four features. The same seed
    # and data as a Matrix and a list train the same classifier.
    rows = "[seq([0.1*i, 0.1*i, 0], i = 1 .. 10), seq([5 + 0.1*i, 5 - 0.1*i, 1], i = 1 .. 10)]"
    found = values(
        f"SetRandomSeed(3): F := DataFrame(Matrix({rows}), columns = [a, b, y]):\n"
        "C := Classify(F[1..2], F[3]): p := C(F[1..2]): s := C(F[1..2], F[3]):\n"
        "one := C(DataSeries([5.0, 5.0], labels = [a, b])):\n"
        f"SetRandomSeed(3): M := Matrix({rows}):\n"
        "C2 := Classify(M[.., 1..2], [seq(M[i, 3], i = 1 .. 20)]): q := C2(M[.., 1..2]):",
        "p", "s", "one", "q")
    assert found[0] == found[3]
    assert found[1] == sum(a == b for a, b in zip(found[0].items, [0] * 10 + [1] * 10)) / 20
    assert found[2] == 1
    assert one_line(error_of('Classify(DataFrame([[1, "x"], [2, "y"]]), [0, 1]);')) == \
        "Error, (in DeepLearning:-Classify) invalid input: Classify expects data of numbers"


def one_line(error: str) -> str:
    return " ".join(error.split())


# Parameter checks (an argument of the wrong type, a wrong number of them, an unknown option)
# Maple makes in the caller, and says unlocated at the top level (`Error, invalid input: f
# expects its 1st argument, x, to be of type ...`, Maple's Error Message Guide); the checks
# of a procedure's body are located in it (`Error, (in LinearAlgebra:-MatrixPower) ...`,
# MaplePrimes question 120988).
PARAMETER_CHECKS = {"NumericColumn(3)", "BucketizedColumn(x, [1])", "BucketizedColumn(NumericColumn(x), [2, 1])", "CategoricalColumn(c, [])", 'CategoricalColumn(c, ["a", "a"])', "LinearRegressor([NumericColumn(x)], hidden_units = [2])", "DNNLinearCombinedClassifier([NumericColumn(x)], hidden_units = [2])"}


@pytest.mark.parametrize("source, message", [
    ("NumericColumn(3)", "NumericColumn expects its 1st argument, key, to be a nonempty string or name"),
    ("NumericColumn(x, shape = [0])", "NumericColumn expects shape to be a list of positive integers"),
    ("NumericColumn(x, datatype = string)", "NumericColumn expects datatype to be one of integer[4], "
                                            "integer[8], float[4], float[8], but received string"),
    ("BucketizedColumn(x, [1])", "BucketizedColumn expects its 1st argument, fc, to be a NumericColumn"),
    ("BucketizedColumn(NumericColumn(x), [2, 1])", "boundaries, to be a nonempty increasing list"),
    ("CategoricalColumn(c, [])", "categories, to be a nonempty list of distinct strings or of distinct integers"),
    ('CategoricalColumn(c, ["a", "a"])', "categories, to be a nonempty list of distinct"),
    ('CategoricalColumn(c, ["a"], datatype = integer[4])', "expects datatype integer[4] to fit"),
    ("DNNClassifier([NumericColumn(x)])", "DNNClassifier expects the option hidden_units"),
    ("DNNClassifier([NumericColumn(x)], hidden_units = [0])", "hidden_units to be a nonempty list of positive"),
    ("DNNClassifier([NumericColumn(x)], hidden_units = [2], num_classes = 1)", "num_classes to be at least 2"),
    ("DNNClassifier([NumericColumn(x)], hidden_units = [2], optimizer = 3)", "optimizer to be an Optimizer"),
    ("DNNClassifier([NumericColumn(x), NumericColumn(x)], hidden_units = [2])", "feature columns of distinct names"),
    ("DNNRegressor([], hidden_units = [2])", "DNNRegressor expects fc to be a nonempty list of feature columns"),
    ("LinearRegressor([NumericColumn(x)], hidden_units = [2])", "LinearRegressor does not accept the option"),
    ("DNNLinearCombinedClassifier([NumericColumn(x)], hidden_units = [2])", "expects 2 arguments, but received 1"),
    ("DNNLinearCombinedRegressor([NumericColumn(x)], [NumericColumn(y)], hidden_units = [2],"
     " optimizer = [Adagrad(0.1)])", "optimizer to be an Optimizer or a list of two"),
])
def test_wrong_arguments_are_maple_errors(source, message):
    command = source.split("(")[0]
    error = one_line(error_of(f"{source};"))
    place = "" if source in PARAMETER_CHECKS else f"(in DeepLearning:-{command}) "
    assert error.startswith(f"Error, {place}invalid input: "), error
    assert message in error, error


@pytest.mark.parametrize("call, message", [
    ("c:-Train(DataFrame(Matrix(2, 2)), [0, 1])", "Train cannot take a DataFrame, which mapletape's estimators do not read yet"),
    ("c:-Train([x = [1.0, 2.0]], DataSeries([0, 1]))", "Train cannot take a DataSeries"),
    ("c:-Train([y = [1.0, 2.0]], [0, 1])", "Train expects data for the feature 'x'"),
    ("c:-Train([x = [1.0, 2.0]], [0, 3])", "Train expects the labels to be class numbers 0 to 1, but received 3"),
    ("c:-Train([x = [1.0, 2.0]], [0])", "Train expects a label for each of the 2 examples, but received 1"),
    ("c:-Train([x = [1.0, 2.0]], [0, 1], steps = -1)", "Train expects steps to be a nonnegative integer or none"),
    ("c:-Train([x = [[1.0, 2.0]]], [0])", "Train expects the data of 'x' to have 1 number per example"),
    ("c:-Train(Matrix([[1.0, 2.0]]), [0])", "Train expects a Matrix with 1 columns"),
    ("c:-Evaluate([x = [1.0]], [0], steps = 0)", "Evaluate expects steps to be at least 1"),
    ("c:-Predict([x = [a]])", "Predict expects the data of 'x' to have 1 number per example"),
    ("c:-Predict([x = []])", "Predict expects at least one example"),
])
def test_wrong_data_are_maple_errors(call, message):
    error = one_line(error_of(f"c := DNNClassifier([NumericColumn(x)], hidden_units = [2]): {call};"))
    method = call.split("(")[0].split("-")[1]
    assert error.startswith(f"Error, (in DeepLearning:-Estimator:-{method}) invalid input: "), error
    assert message in error, error


def test_classify_refuses_ragged_data():
    error = one_line(error_of("Classify([Vector([1.0, 2.0]), Vector([1.0])], [0, 1]);"))
    assert error.startswith("Error, (in DeepLearning:-Classify) invalid input: Classify expects "
                            "Matrices and Vectors of as many rows"), error


@pytest.mark.parametrize("source, command", [
    ("DNNClassifier([NumericColumn(x)], hidden_units = [2000])", "DNNClassifier"),
    ("DNNRegressor([NumericColumn(x, shape = [40])], hidden_units = [30])", "DNNRegressor"),
    ("NumericColumn(x, shape = [100, 100])", "NumericColumn"),
    ("BucketizedColumn(NumericColumn(x), B)", "BucketizedColumn"),
    ("LinearClassifier([NumericColumn(x)], num_classes = 5000)", "LinearClassifier"),
    ("DNNClassifier([NumericColumn(x)], hidden_units = [2]):-Train([x = [1.0]], [0], steps = 10^4)",
     "Estimator:-Train"),
])
def test_sizes_are_bounded_by_maxsize_before_tensorflow_allocates(source, command):
    error = error_of(f"B := [seq(i, i = 1 .. 1500)]: kernelopts(maxsize = 1000): {source};")
    assert error.startswith(f"Error, (in DeepLearning:-{command}) object too large"), error


def test_the_help_of_each_estimator_says_how_it_differs_from_tensorflow_1():
    for name in ("DNNClassifier", "DNNRegressor", "LinearClassifier", "LinearRegressor",
                 "DNNLinearCombinedClassifier", "DNNLinearCombinedRegressor"):
        assert f"Differences from TensorFlow 1.x's tf.estimator.{name}" in EXPORTS[name].help
    # Classify's help page leaves its network to `auto`: the help says what auto is here
    assert "hidden_units=auto\nis [10, 10]" in EXPORTS["Classify"].help


def test_ctrl_c_stops_a_long_train():
    session = Session(io.StringIO())
    session.run("with(DeepLearning): c := DNNClassifier([NumericColumn(x)], hidden_units = [4]):")
    previous = signal.signal(signal.SIGINT, timelimit.interrupt)
    try:
        timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
        timer.start()
        started = time.monotonic()
        with pytest.raises(KeyboardInterrupt):          # ten million steps: hours
            session.run("c:-Train([x = [1.0, 2.0]], [0, 1], steps = 10^7):")
        assert time.monotonic() - started < 10
        timer.join()
    finally:
        signal.signal(signal.SIGINT, previous)


def test_one_optimizer_serves_two_estimators_each_with_its_own_state():
    """TensorFlow 1.x's optimizers served any weights; each estimator trains on a copy of
    the Optimizer's configuration, so both train as alone."""
    together, alone = values(
        "O := Optimizer(Adagrad(0.1)): fc := [NumericColumn(x)]:\n"
        "SetRandomSeed(6): a := DNNRegressor(fc, hidden_units = [3], optimizer = O):\n"
        "SetRandomSeed(6): b := DNNRegressor(fc, hidden_units = [3], optimizer = O):\n"
        "a:-Train([x = [1.0, 2.0]], [1.0, 0.0], steps = 3, shuffle = false):\n"
        "b:-Train([x = [1.0, 2.0]], [1.0, 0.0], steps = 3, shuffle = false):\n"
        "p := a:-Predict([x = [1.5]]): q := b:-Predict([x = [1.5]]):", "p", "q")
    assert together.items[0].entries[("predictions",)] == alone.items[0].entries[("predictions",)]


def test_the_dense_input_of_the_data_is_bounded_by_maxsize():
    error = error_of("c := DNNRegressor([BucketizedColumn(NumericColumn(z, shape = [10]), "
                     "[seq(i, i = 1 .. 99)])], hidden_units = [1]):\n"
                     "Z := [z = [seq([seq(1.0, j = 1 .. 10)], i = 1 .. 200)]]:\n"
                     "kernelopts(maxsize = 10^5): c:-Predict(Z);")
    # 200 examples of 10 entries, each a one-hot of 100 buckets: 200000 numbers
    assert error.startswith("Error, (in DeepLearning:-Estimator:-Predict) object too large"), error
