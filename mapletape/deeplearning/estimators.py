"""Estimators (Maple 2018): DNNClassifier, DNNRegressor, DNNLinearCombinedClassifier and
-Regressor, LinearClassifier and LinearRegressor with their methods Train, Evaluate and
Predict, and Classify. tf.estimator is gone from TensorFlow 2.16 on, so each is built on
Keras with the defaults of TensorFlow 1.x's canned estimator of the same name."""
from __future__ import annotations

import inspect
import math

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..limits import check_size
from ..values import core as v
from ..values.dataframe import DataFrame, DataSeries, data_container
from ..values.rtable import Rtable
from .commands import command, register
from .constructors import truefalse_option
from .featurecolumns import FeatureColumn, Preprocessing, dense_width, feature_data
from .models import Optimizer, optimizer_from, positive_integer
from .tf import tensorflow

ESTIMATOR_METHODS: dict = {}
CLASSIFIER_METHODS: dict = {}

# TensorFlow 1.x's canned estimators (tensorflow/python/estimator/canned): dnn.py's
# _LEARNING_RATE for Adagrad, linear.py's _LEARNING_RATE for Ftrl (at most
# 1/sqrt(number of columns)), dnn_linear_combined.py's _DNN_LEARNING_RATE and
# _LINEAR_LEARNING_RATE
DNN_LEARNING_RATE = 0.05
LINEAR_LEARNING_RATE = 0.2
COMBINED_DNN_LEARNING_RATE = 0.001
COMBINED_LINEAR_LEARNING_RATE = 0.005
# tf.estimator.inputs.numpy_input_fn's default batch size, through which data reached them
BATCH = 128


class Estimator(v.MapleObject):
    """A canned estimator: the logits are the sum of a linear part (a Dense layer of zeros
    on the linear columns' dense input) and a deep part (Dense relu layers and a Dense
    output layer, Glorot-uniform kernels, on the deep columns' input), each trained by its
    own optimizer on the loss summed over the batch, as TensorFlow 1.x's heads sum it."""

    def __init__(self, kind: str, classes: int | None, linear: list, deep: list,
                 hidden: tuple, optimizers: tuple):
        keras = tensorflow().keras
        self.kind = kind
        self.classes = classes                   # None for a regressor
        self.outputs = 1 if classes in (None, 2) else classes
        self.hidden = hidden
        self.columns = linear + deep
        self.parts = []                          # (preprocessing, network, optimizer)
        if deep:
            network = keras.Sequential(
                [keras.Input((dense_width(deep),))]
                + [keras.layers.Dense(units, activation="relu") for units in hidden]
                + [keras.layers.Dense(self.outputs)])
            self.parts.append((Preprocessing(deep), network, optimizers[-1]))
        if linear:
            network = keras.Sequential([keras.Input((dense_width(linear),)), keras.layers.Dense(
                self.outputs, kernel_initializer="zeros")])
            self.parts.append((Preprocessing(linear), network, optimizers[0]))
        self.steps = 0                           # TensorFlow's global_step
        self._step = None

    def summary(self) -> str:
        words = [self.kind]
        if self.hidden:
            words.append(f"hidden units {lprint(v.MList(self.hidden))}")
        if self.classes is not None:
            words.append(f"{self.classes} classes")
        return ", ".join(words)

    def display_rows(self) -> list[str]:
        return ["DeepLearning Estimator", self.summary()]

    def lprint_form(self) -> str:
        return f"DeepLearning:-Estimator({self.summary()})"

    def maple_type(self) -> list[str]:
        return ["Estimator"]

    methods = ESTIMATOR_METHODS

    # ------------------------------------------------------------ computation
    def inputs(self, data: dict) -> list:
        """The dense input of each part for the feature data."""
        return [preprocessing(data) for preprocessing, _, _ in self.parts]

    def logits(self, inputs, training: bool = False):
        tf = tensorflow()
        return tf.add_n([network(x, training=training)
                         for x, (_, network, _) in zip(inputs, self.parts)])

    def losses(self, logits, labels):
        """Each example's loss: softmax cross-entropy for more than 2 classes, sigmoid
        cross-entropy of the one logit for 2, the squared error for a regressor."""
        tf = tensorflow()
        if self.classes is None:
            return tf.reduce_sum(tf.square(logits - labels), axis=1)
        if self.classes == 2:
            return tf.nn.sigmoid_cross_entropy_with_logits(
                labels=tf.cast(labels, tf.float32), logits=logits[:, 0])
        return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)

    def train_step(self):
        """One step, compiled once per Estimator: the loss summed over the batch, each
        part's gradients applied by that part's optimizer."""
        if self._step is None:
            tf = tensorflow()

            def step(inputs, labels):
                weights = [network.trainable_variables for _, network, _ in self.parts]
                with tf.GradientTape() as tape:
                    loss = tf.reduce_sum(self.losses(self.logits(inputs, training=True), labels))
                for (_, _, optimizer), part, gradients in zip(
                        self.parts, weights, tape.gradient(loss, weights)):
                    optimizer.apply_gradients(zip(gradients, part))
                return loss
            self._step = tf.function(step, reduce_retracing=True)
        return self._step


# ---------------------------------------------------------------- construction
def _columns(value, name: str, what: str = "fc") -> list:
    if not isinstance(value, v.MList) or not value.items or \
            not all(isinstance(c, FeatureColumn) for c in value.items):
        raise MapleError(f"invalid input: {name} expects {what} to be a nonempty list of feature "
                         f"columns (NumericColumn, BucketizedColumn, CategoricalColumn), but "
                         f"received {lprint(value)}")
    names = [c.column.name for c in value.items]
    if len(set(names)) != len(names):
        raise MapleError(f"invalid input: {name} expects feature columns of distinct names, "
                         f"but received {lprint(value)}")
    return list(value.items)


def _hidden_units(value, name: str, host) -> tuple:
    if not isinstance(value, v.MList) or not value.items or not all(
            isinstance(u, int) and not isinstance(u, bool) and u > 0 for u in value.items):
        raise MapleError(f"invalid input: {name} expects hidden_units to be a nonempty list of "
                         f"positive integers, but received {lprint(value)}")
    for units in value.items:
        check_size(host, units, f"DeepLearning:-{name}")
    return tuple(value.items)


def _check_weights(host, widths: list[int], name: str) -> None:
    """The kernels and biases of consecutive layers of these widths, before Keras makes them."""
    for a, b in zip(widths, widths[1:]):
        check_size(host, (a + 1) * b, f"DeepLearning:-{name}")


def _num_classes(value, name: str, host) -> int:
    classes = positive_integer(value, "num_classes", name)
    if classes < 2:
        raise MapleError(f"invalid input: {name} expects num_classes to be at least 2, but "
                         f"received {classes}")
    check_size(host, classes, f"DeepLearning:-{name}")
    return classes


def _optimizer(value, name: str, default):
    """An optimizer option: an Optimizer, an algorithm call such as Adagrad(0.1), or the
    default's; each estimator's part gets an optimizer of its own, since an optimizer keeps
    state for the weights it updates."""
    if value is None:
        return default()
    if isinstance(value, Optimizer):
        # a copy of its configuration: a Keras optimizer serves the weights it first
        # updated only, and TensorFlow 1.x's could serve several estimators
        optimizer = value.optimizer
        return type(optimizer).from_config(optimizer.get_config())
    if isinstance(value, v.Function):
        return optimizer_from(value).optimizer
    raise MapleError(f"invalid input: {name} expects optimizer to be an Optimizer or an "
                     f"algorithm such as Adagrad(0.05), but received {lprint(value)}")


def _adagrad(rate: float):
    # TensorFlow 1.x's AdagradOptimizer: initial accumulator 0.1, and no epsilon under the
    # square root (Keras's default adds 1e-7)
    return lambda: tensorflow().keras.optimizers.Adagrad(
        rate, initial_accumulator_value=0.1, epsilon=0.0)


def _ftrl(rate: float):
    # TensorFlow 1.x's FtrlOptimizer defaults: learning rate power -0.5, initial
    # accumulator 0.1, no regularisation, as Keras's
    return lambda: tensorflow().keras.optimizers.Ftrl(rate)


def _linear_rate(top: float, columns: list) -> float:
    return min(top, 1 / math.sqrt(len(columns)))


def _make(ev, args, name: str, classifier: bool, linear: bool, deep: bool) -> Estimator:
    """An estimator of the kind `name` from its command's arguments."""
    allowed = {"optimizer": None}
    if deep:
        allowed["hidden_units"] = None
    if classifier:
        allowed["num_classes"] = 2
    positional, options = split_options(args, name, allowed)
    expect_count(positional, name, 2 if linear and deep else 1)
    host = ev.host
    if linear and deep:
        linear_columns = _columns(positional[0], name, "lfc")
        deep_columns = _columns(positional[1], name, "dfc")
    else:
        linear_columns = _columns(positional[0], name) if linear else []
        deep_columns = _columns(positional[0], name) if deep else []
    hidden = ()
    if deep:
        if options["hidden_units"] is None:
            raise MapleError(f"invalid input: {name} expects the option hidden_units, a list of "
                             f"the numbers of hidden nodes at each level, e.g. hidden_units = [10, 10]")
        hidden = _hidden_units(options["hidden_units"], name, host)
    classes = _num_classes(options["num_classes"], name, host) if classifier else None
    outputs = 1 if classes in (None, 2) else classes
    if deep:
        _check_weights(host, [dense_width(deep_columns), *hidden, outputs], name)
    if linear:
        _check_weights(host, [dense_width(linear_columns), outputs], name)
    if linear and deep:
        chosen = options["optimizer"]
        pair = chosen.items if isinstance(chosen, v.MList) else (chosen, chosen)
        if len(pair) != 2:
            raise MapleError(f"invalid input: {name} expects optimizer to be an Optimizer or a "
                             f"list of two, but received {lprint(chosen)}")
        optimizers = (
            _optimizer(pair[0], name, _ftrl(_linear_rate(COMBINED_LINEAR_LEARNING_RATE, linear_columns))),
            _optimizer(pair[1], name, _adagrad(COMBINED_DNN_LEARNING_RATE)))
    elif linear:
        optimizers = (_optimizer(options["optimizer"], name,
                                 _ftrl(_linear_rate(LINEAR_LEARNING_RATE, linear_columns))),)
    else:
        optimizers = (_optimizer(options["optimizer"], name, _adagrad(DNN_LEARNING_RATE)),)
    return Estimator(name, classes, linear_columns, deep_columns, hidden, optimizers)


_DIFFERENCES = """

Differences from TensorFlow 1.x's tf.estimator.{name} (tf.estimator is gone from
TensorFlow 2.16 on; this one is built on Keras with its defaults): nothing is written to
a model directory and no checkpoints are kept; a CategoricalColumn in a deep part is
one-hot encoded (as tf.feature_column.indicator_column would encode it) where TensorFlow
would refuse it; an Optimizer given as optimizer= is Keras's (its Adagrad adds an epsilon
of 1e-7 under the square root, which the default Adagrad, TensorFlow 1.x's, does not)."""


def estimator_command(name: str):
    """Register an estimator's constructor, its help ending with how it differs from
    TensorFlow 1.x's."""
    def decorate(fn):
        fn.__doc__ = inspect.cleandoc(fn.__doc__) + _DIFFERENCES.format(name=name)
        return command(name)(fn)
    return decorate


@estimator_command("DNNClassifier")
def dnn_classifier(ev, args):
    """DNNClassifier(fc, hidden_units=[n1, n2, ...], num_classes=2, optimizer=...): a deep
    neural network classifier Estimator for the list of feature columns fc: hidden layers of
    n1, n2, ... relu nodes, then one logit per class (one logit for 2 classes). Its labels
    are the class numbers 0, 1, ..., num_classes-1.

    optimizer is an Optimizer or an algorithm such as Adagrad(0.05); by default
    Adagrad(0.05), TensorFlow 1.x's. Training minimises the softmax cross-entropy (for 2
    classes the sigmoid cross-entropy of the one logit) summed over each batch. Use
    est:-Train, est:-Evaluate and est:-Predict."""
    return _make(ev, args, "DNNClassifier", classifier=True, linear=False, deep=True)


@estimator_command("DNNRegressor")
def dnn_regressor(ev, args):
    """DNNRegressor(fc, hidden_units=[n1, n2, ...], optimizer=...): a deep neural network
    regressor Estimator for the list of feature columns fc: hidden layers of n1, n2, ...
    relu nodes, then one output. Training minimises the squared error summed over each
    batch; optimizer is by default Adagrad(0.05), TensorFlow 1.x's."""
    return _make(ev, args, "DNNRegressor", classifier=False, linear=False, deep=True)


@estimator_command("LinearClassifier")
def linear_classifier(ev, args):
    """LinearClassifier(fc, num_classes=2, optimizer=...): a linear classifier Estimator for
    the list of feature columns fc, its weights starting at 0. Its labels are the class
    numbers 0, 1, ..., num_classes-1; training minimises the cross-entropy summed over each
    batch. optimizer is by default Ftrl(min(0.2, 1/sqrt(nops(fc)))), TensorFlow 1.x's."""
    return _make(ev, args, "LinearClassifier", classifier=True, linear=True, deep=False)


@estimator_command("LinearRegressor")
def linear_regressor(ev, args):
    """LinearRegressor(fc, optimizer=...): a linear regressor Estimator for the list of
    feature columns fc, its weights starting at 0; training minimises the squared error
    summed over each batch. optimizer is by default Ftrl(min(0.2, 1/sqrt(nops(fc)))),
    TensorFlow 1.x's."""
    return _make(ev, args, "LinearRegressor", classifier=False, linear=True, deep=False)


@estimator_command("DNNLinearCombinedClassifier")
def combined_classifier(ev, args):
    """DNNLinearCombinedClassifier(lfc, dfc, hidden_units=[n1, ...], num_classes=2,
    optimizer=...): a classifier Estimator whose logits add a linear model of the feature
    columns lfc and a deep neural network (hidden layers of n1, ... relu nodes) of the
    feature columns dfc. optimizer is one Optimizer or algorithm for both parts, or a list
    [linear, deep] of two; by default Ftrl(min(0.005, 1/sqrt(nops(lfc)))) for the linear
    part and Adagrad(0.001) for the deep part, TensorFlow 1.x's."""
    return _make(ev, args, "DNNLinearCombinedClassifier", classifier=True, linear=True, deep=True)


@estimator_command("DNNLinearCombinedRegressor")
def combined_regressor(ev, args):
    """DNNLinearCombinedRegressor(lfc, dfc, hidden_units=[n1, ...], optimizer=...): a
    regressor Estimator whose output adds a linear model of the feature columns lfc and a
    deep neural network of the feature columns dfc; optimizers as for
    DNNLinearCombinedClassifier."""
    return _make(ev, args, "DNNLinearCombinedRegressor", classifier=False, linear=True, deep=True)



# ---------------------------------------------------------------- Train, Evaluate, Predict
def _estimator_method(name: str):
    """Register an Estimator method, its mistakes located in it."""
    def decorate(fn):
        register(name, ESTIMATOR_METHODS, "DeepLearning:-Estimator")(fn)
        return fn
    return decorate


def _estimator(args, name: str) -> Estimator:
    if not args or not isinstance(args[0], Estimator):
        raise MapleError(f"invalid input: {name} expects an Estimator as its 1st argument")
    return args[0]


def _labels(est: Estimator, value, count: int, name: str) -> np.ndarray:
    """The labels: class numbers 0 .. num_classes-1 for a classifier, numbers for a
    regressor; a list, Vector or one-column Matrix of one per example."""
    if data_container(value):
        raise MapleError(f"invalid input: {name} cannot take a {data_container(value)}, which "
                         "mapletape's estimators do not read yet; give the labels as a list or Vector")
    if isinstance(value, v.MList):
        entries = list(value.items)
    elif isinstance(value, Rtable) and (len(value.shape) == 1 or value.shape[1:] == (1,)):
        entries = value.data.reshape(-1).tolist()
    else:
        raise MapleError(f"invalid input: {name} expects the output to be a list, Vector or "
                         f"one-column Matrix of labels, but received {lprint(value)}")
    if len(entries) != count:
        raise MapleError(f"invalid input: {name} expects a label for each of the {count} "
                         f"examples, but received {len(entries)}")
    if est.classes is None:
        try:
            return np.array([[float(x)] for x in entries], dtype=np.float32)
        except (TypeError, ValueError):
            raise MapleError(f"invalid input: {name} expects numeric labels") from None
    labels = []
    for x in entries:
        whole = x if isinstance(x, int) and not isinstance(x, bool) else \
            int(x) if isinstance(x, float) and x.is_integer() else None
        if whole is None or not 0 <= whole < est.classes:
            raise MapleError(f"invalid input: {name} expects the labels to be class numbers 0 "
                             f"to {est.classes - 1}, but received {lprint(x)}")
        labels.append(whole)
    return np.array(labels, dtype=np.int64)


def _steps(value, name: str, host):
    if value == v.Name("none"):
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise MapleError(f"invalid input: {name} expects steps to be a nonnegative integer or "
                         f"none, but received {lprint(value)}")
    check_size(host, value, f"DeepLearning:-Estimator:-{name}")
    return value


def _batches(count: int, steps, shuffle: bool):
    """Index arrays of the batches: with steps=none one pass over the examples (the last
    batch short); with steps=n, n batches of BATCH from the examples repeated without end,
    as numpy_input_fn(num_epochs=None) feeds them. Shuffling draws a new order per pass
    from numpy's generator, which SetRandomSeed seeds."""
    def orders():
        while True:
            yield np.random.permutation(count) if shuffle else np.arange(count)
    if steps is None:
        order = next(orders())
        for start in range(0, count, BATCH):
            yield order[start:start + BATCH]
        return
    stream = orders()
    pending = np.empty(0, dtype=np.int64)
    for _ in range(steps):
        while len(pending) < BATCH:
            pending = np.concatenate([pending, next(stream)])
        yield pending[:BATCH]
        pending = pending[BATCH:]


def _prepared(ev, est: Estimator, args, name: str, defaults: dict, with_output: bool):
    """The dense inputs (their sizes held to maxsize), labels, count and options of a
    method's arguments."""
    positional, options = split_options(args[1:], name, defaults)
    expect_count(positional, name, 2 if with_output else 1)
    data, count = feature_data(est.columns, positional[0], name)
    if count == 0:
        raise MapleError(f"invalid input: {name} expects at least one example")
    for preprocessing, _, _ in est.parts:
        check_size(ev.host, count * preprocessing.width, f"DeepLearning:-Estimator:-{name}")
    labels = _labels(est, positional[1], count, name) if with_output else None
    return est.inputs(data), labels, count, options


def _take(inputs: list, index):
    tf = tensorflow()
    return [tf.gather(x, index) for x in inputs]


@_estimator_method("Train")
def train(ev, args):
    """est:-Train(dataset, output, shuffle=true, steps=none): train the Estimator est on the
    examples of dataset (a list or table of key = data entries, one for each feature
    column's key, or a Matrix whose columns follow the feature columns) with the labels
    output (a list or Vector). Each step trains on a batch of 128 examples; steps=none makes
    one pass over the data, steps=n takes n batches, going round the data as often as
    needed. Train can be called again to train further. Returns NULL.

    Differences from TensorFlow 1.x: a shuffled order is drawn anew for each pass over the
    data (TensorFlow's numpy_input_fn shuffled through a queue); DataFrame and DataSeries
    data are not available."""
    est = _estimator(args, "Train")
    inputs, labels, count, options = _prepared(
        ev, est, args, "Train", {"shuffle": v.TRUE, "steps": v.Name("none")}, with_output=True)
    steps = _steps(options["steps"], "Train", ev.host)
    shuffle = truefalse_option(options["shuffle"], "shuffle", "Train")
    step = est.train_step()
    tf = tensorflow()
    for index in _batches(count, steps, shuffle):
        # a Python loop of ours: Ctrl-C stops it between two steps
        step(_take(inputs, index), tf.constant(labels[index]))
        est.steps += 1
    return v.NULL


@_estimator_method("Evaluate")
def evaluate(ev, args):
    """est:-Evaluate(dataset, output, shuffle=false, steps=none): the trained Estimator's
    measures on the examples of dataset with the labels output, as a table: for a
    classifier "accuracy", for every Estimator "average_loss" (the loss per example),
    "loss" (the mean over the batches of 128 of each batch's summed loss) and "global_step"
    (the steps trained so far), as TensorFlow 1.x's evaluate names them. steps=n evaluates
    the first n batches only.

    Differences from TensorFlow 1.x: a 2-class classifier's auc, precision, recall,
    accuracy_baseline, label/mean and prediction/mean are not computed."""
    est = _estimator(args, "Evaluate")
    inputs, labels, count, options = _prepared(
        ev, est, args, "Evaluate", {"shuffle": v.FALSE, "steps": v.Name("none")}, with_output=True)
    steps = _steps(options["steps"], "Evaluate", ev.host)
    shuffle = truefalse_option(options["shuffle"], "shuffle", "Evaluate")
    tf = tensorflow()
    sums, correct, seen, batches = [], 0, 0, list(_batches(count, None, shuffle))
    for index in batches[:steps] if steps is not None else batches:
        logits = est.logits(_take(inputs, index))
        sums.append(float(tf.reduce_sum(est.losses(logits, tf.constant(labels[index])))))
        if est.classes is not None:
            correct += int(np.sum(_class_ids(est, logits) == labels[index]))
        seen += len(index)
    if not sums:
        raise MapleError("invalid input: Evaluate expects steps to be at least 1")
    measures = {"average_loss": sum(sums) / seen, "loss": sum(sums) / len(sums),
                "global_step": est.steps}
    if est.classes is not None:
        measures["accuracy"] = correct / seen
    return _table(measures)


def _table(entries: dict) -> v.Table:
    """A table of string keys in sorted order, as Maple converts a Python dict."""
    return v.Table([((key,), entries[key]) for key in sorted(entries)])


def _class_ids(est: Estimator, logits) -> np.ndarray:
    values = logits.numpy()
    if est.classes == 2:
        return (values[:, 0] > 0).astype(np.int64)
    return np.argmax(values, axis=1)


@_estimator_method("Predict")
def predict(ev, args):
    """est:-Predict(input, shuffle=false): the trained Estimator's predictions for the
    examples of input (as Train's dataset), a list of one table per example with TensorFlow
    1.x's entries: for a classifier "logits", "probabilities" and "class_ids" (and
    "logistic" for 2 classes), for a regressor "predictions", each a Vector.

    Differences from TensorFlow 1.x: the "classes" entry (the class number as a byte
    string) is left out."""
    est = _estimator(args, "Predict")
    inputs, _, count, options = _prepared(ev, est, args, "Predict", {"shuffle": v.FALSE},
                                          with_output=False)
    order = np.random.permutation(count) if truefalse_option(
        options["shuffle"], "shuffle", "Predict") else np.arange(count)
    logits = est.logits(_take(inputs, order))
    return v.MList(tuple(_table(row) for row in _prediction_rows(est, logits)))


def _vector(values) -> Rtable:
    return Rtable(np.asarray(values, dtype=np.float64).reshape(-1), "Vector[column]")


def _prediction_rows(est: Estimator, logits) -> list[dict]:
    tf = tensorflow()
    values = logits.numpy()
    if est.classes is None:
        return [{"predictions": _vector(row)} for row in values]
    if est.classes == 2:
        logistic = tf.sigmoid(logits).numpy()
        probabilities = np.concatenate([1 - logistic, logistic], axis=1)
    else:
        probabilities = tf.nn.softmax(logits).numpy()
    ids = _class_ids(est, logits)
    rows = []
    for i, row in enumerate(values):
        entry = {"class_ids": Rtable(np.array([ids[i]], dtype=np.int64), "Vector[column]"),
                 "logits": _vector(row), "probabilities": _vector(probabilities[i])}
        if est.classes == 2:
            entry["logistic"] = _vector(logistic[i])
        rows.append(entry)
    return rows


# ---------------------------------------------------------------- Classify
# Classify's choices, which its help page leaves to `auto`: TensorFlow's premade-estimator
# tutorial for the iris data of the page's example (hidden_units [10, 10], 1000 steps)
CLASSIFY_HIDDEN_UNITS = (10, 10)
CLASSIFY_STEPS = 1000


class Classifier(v.MapleObject):
    """What Classify returns: a DNNClassifier trained on the data, and the labels that its
    class numbers stand for; applied to data it classifies them."""

    def __init__(self, estimator: Estimator, labels: list, width: int):
        self.estimator = estimator
        self.labels = labels
        self.width = width

    def display_rows(self) -> list[str]:
        return ["DeepLearning Classifier", f"{self.width} features, classes "
                f"{lprint(v.MList(tuple(self.labels)))}"]

    def lprint_form(self) -> str:
        return f"DeepLearning:-Classifier({self.display_rows()[1]})"

    def maple_type(self) -> list[str]:
        return ["Classifier"]

    methods = CLASSIFIER_METHODS


def _examples(value, name: str) -> np.ndarray:
    """Classify's data: a DataFrame of one row per example and a column per feature (help
    page DeepLearning/Classify: "data - DataFrame, Matrix, or list of Matrices or
    Vectors"), a Matrix of one row per example, or a list of Matrices and Vectors whose
    columns, side by side, are the features."""
    if isinstance(value, DataFrame):
        return _numbers([list(column) for column in value.columns], name).T.reshape(value.shape)
    if data_container(value):
        raise MapleError(f"invalid input: {name} expects the data to be a DataFrame, Matrix or "
                         f"list of Matrices or Vectors, but received a {data_container(value)}")
    blocks = value.items if isinstance(value, v.MList) else (value,)
    if not blocks or not all(isinstance(b, Rtable) and len(b.shape) in (1, 2) for b in blocks):
        raise MapleError(f"invalid input: {name} expects the data to be a Matrix or a list of "
                         f"Matrices or Vectors, but received {lprint(value)}")
    try:
        columns = [np.asarray(b.data, dtype=np.float64).reshape(b.shape[0], -1) for b in blocks]
    except (TypeError, ValueError):
        raise MapleError(f"invalid input: {name} expects data of numbers") from None
    if len({c.shape[0] for c in columns}) != 1:
        raise MapleError(f"invalid input: {name} expects Matrices and Vectors of as many rows")
    return np.concatenate(columns, axis=1)


def _numbers(rows: list, name: str) -> np.ndarray:
    try:
        return np.array([[float(x) for x in row] for row in rows], dtype=np.float64)
    except (TypeError, ValueError):
        raise MapleError(f"invalid input: {name} expects data of numbers") from None


def _output_labels(value, name: str) -> list:
    """Classify's output, one class per example: a DataSeries (help page
    DeepLearning/Classify: "output - DataSeries, Matrix, or list"), a list, a Vector or a
    one-column Matrix."""
    if isinstance(value, DataSeries):
        return list(value.values)
    if data_container(value):
        raise MapleError(f"invalid input: {name} expects the output to be a DataSeries, list, "
                         f"Vector or one-column Matrix, but received a {data_container(value)}")
    if isinstance(value, v.MList):
        return list(value.items)
    if isinstance(value, Rtable) and (len(value.shape) == 1 or value.shape[1:] == (1,)):
        return [value.entry((i,) if len(value.shape) == 1 else (i, 0)) for i in range(value.shape[0])]
    raise MapleError(f"invalid input: {name} expects the output to be a list, Vector or "
                     f"one-column Matrix, but received {lprint(value)}")


@command("Classify")
def classify(ev, args):
    """Classify(data, output, hidden_units=auto, num_classes=auto): train a neural network
    classifier on the examples of data (a DataFrame or Matrix of one row per example, or a
    list of Matrices and Vectors whose columns side by side are the features) and their
    classes output (a DataSeries, list or Vector, one per example), and return a classifier
    C: C(X) gives the classes of the examples of X (a list; for a single Vector, DataSeries
    or list of numbers, its class),
    C(X, Y) the fraction of the examples of X that it puts in the classes Y.

    The network is a DNNClassifier on one NumericColumn of all the features. hidden_units=auto
    is [10, 10]; num_classes=auto is the number of distinct classes in output (at least 2).
    Training takes 1000 steps of 128 examples. These choices are TensorFlow's premade
    estimator tutorial's: Maple's help page does not say what auto is. data may be a
    DataFrame and output a DataSeries, as the page's example gives them."""
    positional, options = split_options(args, "Classify", {
        "hidden_units": v.Name("auto"), "num_classes": v.Name("auto")})
    expect_count(positional, "Classify", 2)
    examples = _examples(positional[0], "Classify")
    given = _output_labels(positional[1], "Classify")
    if len(given) != len(examples):
        raise MapleError(f"invalid input: Classify expects a class for each of the "
                         f"{len(examples)} examples, but received {len(given)}")
    labels = _distinct(given)
    classes = len(labels) if options["num_classes"] == v.Name("auto") else \
        _num_classes(options["num_classes"], "Classify", ev.host)
    if classes < len(labels):
        raise MapleError(f"invalid input: Classify expects at most num_classes = {classes} "
                         f"distinct classes, but the output has {len(labels)}")
    hidden = CLASSIFY_HIDDEN_UNITS if options["hidden_units"] == v.Name("auto") else \
        _hidden_units(options["hidden_units"], "Classify", ev.host)
    width = examples.shape[1]
    _check_weights(ev.host, [width, *hidden, classes], "Classify")
    tf = tensorflow()
    column = FeatureColumn(tf.feature_column.numeric_column("x", shape=(width,)))
    est = Estimator("DNNClassifier", max(classes, 2), [], [column], hidden,
                    (_adagrad(DNN_LEARNING_RATE)(),))
    inputs = est.inputs({"x": examples})
    ids = np.array([_index_of(labels, y) for y in given], dtype=np.int64)
    step = est.train_step()
    for index in _batches(len(examples), CLASSIFY_STEPS, True):
        step(_take(inputs, index), tf.constant(ids[index]))
        est.steps += 1
    return Classifier(est, labels, width)


def _distinct(labels: list) -> list:
    """The distinct classes, in Maple's order for a set of them (numbers by value)."""
    found = []
    for y in labels:
        if _index_of(found, y) is None:
            found.append(y)
    return list(v.MSet.of(found).items)


def _index_of(labels: list, y):
    for i, known in enumerate(labels):
        if v.identity(known) == v.identity(y):
            return i
    return None


@register("ModuleApply", CLASSIFIER_METHODS, "DeepLearning:-Classify")
def apply_classifier(ev, args):
    """C(X): the classes of the examples of X; C(X, Y): the fraction of them put in the
    classes Y (see Classify)."""
    classifier = args[0]
    expect_count(args[1:], "Classify", 1, 2)
    data = args[1]
    # one example: a list of numbers, a DataSeries of them (the help page's new_sample), or
    # a Vector of as many entries as there are features
    single = isinstance(data, v.MList) and not any(
        isinstance(x, (v.MList, Rtable)) for x in data.items) or isinstance(data, DataSeries) or \
        isinstance(data, Rtable) and len(data.shape) == 1 and data.shape[0] == classifier.width
    if single:
        values = data.items if isinstance(data, v.MList) else \
            data.values if isinstance(data, DataSeries) else data.data.tolist()
        examples = _numbers([values], "the classifier")
    else:
        examples = _examples(data, "Classify")
    if examples.shape[1] != classifier.width:
        raise MapleError(f"invalid input: the classifier expects {classifier.width} features "
                         f"per example, but received {examples.shape[1]}")
    est = classifier.estimator
    ids = _class_ids(est, est.logits(est.inputs({"x": examples})))
    found = [classifier.labels[i] if i < len(classifier.labels) else i for i in ids]
    if len(args) == 2:
        return found[0] if single else v.MList(tuple(found))
    truth = _output_labels(args[2], "Classify")
    if len(truth) != len(found):
        raise MapleError(f"invalid input: the classifier expects a class for each of the "
                         f"{len(found)} examples, but received {len(truth)}")
    return sum(v.identity(a) == v.identity(b) for a, b in zip(found, truth)) / len(found)
