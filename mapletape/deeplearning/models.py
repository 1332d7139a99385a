"""Layers, Sequential models and Optimizers, on the Keras that ships with TensorFlow:
the Layer object, DenseLayer, DropoutLayer, FlattenLayer, Sequential, Optimizer and the
Model methods Compile, Fit, Predict, Evaluate and Variables."""
from __future__ import annotations

import functools
import math
import re

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..limits import check_size
from ..values import core as v
from ..values.rtable import Rtable
from .commands import command, nonempty_list, register
from .constructors import truefalse_option
from .objects import Tensor, Variable, shape_text, to_tensor, wrap
from .proximal import proximal_optimizers
from .tf import tensorflow

MODEL_METHODS: dict = {}
OPTIMIZER_METHODS: dict = {}
LAYER_METHODS: dict = {}

# DenseLayer's activations, as its help page lists them (deserialize, get and serialize,
# which the page lists too, are Keras helpers, not activations)
ACTIVATIONS = ("elu", "exponential", "gelu", "hard_sigmoid", "linear", "relu", "selu",
               "sigmoid", "softmax", "softplus", "softsign", "swish", "tanh")


def keras():
    """Keras, loaded with TensorFlow."""
    return tensorflow().keras


def positive_integer(value, what: str, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise MapleError(f"invalid input: {name} expects {what} to be a positive integer, "
                         f"but received {lprint(value)}")
    return value


def real(value, what: str, name: str) -> float:
    """A real number parameter (an integer, fraction or float) as a Python float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            value = float(value)
        except (TypeError, ValueError):
            raise MapleError(f"invalid input: {name} expects {what} to be a real number, "
                             f"but received {lprint(value)}") from None
    return float(value)


def _word(value, what: str, name: str) -> str:
    """A string or symbol option's text."""
    text = v.symbol_text(value)
    if text is not None:
        return text
    raise MapleError(f"invalid input: {name} expects {what} to be a string or symbol, "
                     f"but received {lprint(value)}")


def _keras_name(value, what: str, name: str) -> str:
    """A name Keras looks up (a loss, metric or optimizer such as mean_squared_error): a
    plain identifier, so that no text reaches Keras's deserialisation, which imports the
    modules that a dotted or `package>name` form names."""
    text = _word(value, what, name)
    if not text.isidentifier():
        raise MapleError(f"invalid input: {name} expects {what} to be a name such as "
                         f"{_EXAMPLES[what]}, but received {lprint(value)}")
    return text


_EXAMPLES = {"loss": "mean_squared_error", "metrics": "accuracy", "optimizer": "adam"}


# the Keras classes of layers Keras lacks, by kind: a function giving the class (made when
# Keras is loaded)
KERAS_CLASSES: dict = {}


def _keras_argument(value, name: str | None):
    if isinstance(value, Layer):
        return value.keras_layer(name)
    if isinstance(value, tuple) and value and all(isinstance(item, Layer) for item in value):
        return [item.keras_layer(name and f"{name}_{i}") for i, item in enumerate(value, 1)]
    return value


class Layer(v.MapleObject):
    """A layer as its help page describes it: the Keras class, its arguments and the input
    shape; a Sequential model makes the Keras layer, named by its place in the model."""

    def __init__(self, kind: str, summary: str, arguments: dict, input_shape=None,
                 weights=lambda shape: 0):
        self.kind = kind
        self.summary = summary
        self.arguments = arguments
        self.input_shape = input_shape
        # the count of the weights Keras makes for inputs of a shape (without the batch
        # axis), known before it makes them
        self.weights = weights
        # the input shapes and kernelopts(maxsize) of calls checked (_layer_call)
        self.checked = set()
        # the Keras layer that calls of this Layer use, made by the first: its weights
        # persist from call to call
        self.called = None

    def keras_layer(self, name: str | None):
        """A new Keras layer; a Layer among the arguments (a wrapped one), or each of a tuple
        of Layers (joined ones), becomes its own. Without a name Keras names it."""
        arguments = {key: _keras_argument(value, name and f"{name}_{key}")
                     for key, value in self.arguments.items()}
        kind = KERAS_CLASSES.get(self.kind)
        return (kind() if kind else getattr(keras().layers, self.kind))(name=name, **arguments)

    def display_rows(self) -> list[str]:
        rows = ["DeepLearning Layer", self.summary]
        if self.input_shape is not None:
            rows.append(f"Input Shape: {shape_text(self.input_shape)}")
        return rows

    def lprint_form(self) -> str:
        return f"DeepLearning:-Layer({self.summary})"

    def maple_type(self) -> list[str]:
        return ["Layer"]

    methods = LAYER_METHODS


def dimension(shape: tuple, axis: int) -> int:
    """A dimension of an input shape; an unknown one (None), or one the shape lacks (which
    Keras then reports), counts as 1."""
    return (shape[axis] or 1) if -len(shape) <= axis < len(shape) else 1


def check_sizes(host, layers, keras_layers, shape: tuple, batch: int, procname: str) -> None:
    """Refuse, before Keras allocates them, a network (Layers and their Keras layers, in
    turn) whose weights or outputs for `batch` inputs of `shape` would hold more entries
    than kernelopts(maxsize) allows; Keras's own shape inference, which allocates nothing,
    gives each layer's output shape."""
    for layer, keras_layer in zip(layers, keras_layers):
        check_size(host, layer.weights(shape), procname)
        output = tuple(keras_layer.compute_output_shape((batch, *shape)))
        check_size(host, math.prod(d or 1 for d in output), procname)
        shape = output[1:]


def input_shape_option(value, name: str):
    if value == v.Name("auto"):
        return None
    if not isinstance(value, v.MList) or not value.items or not all(
            isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in value.items):
        raise MapleError(f"invalid input: {name} expects inputshape to be a list of positive "
                         f"integers or auto, but received {lprint(value)}")
    return tuple(value.items)


@command("DenseLayer")
def dense_layer(ev, args):
    """DenseLayer(units, activation=linear, inputshape=auto, usebias=true): a densely
    connected layer with `units` outputs.

    activation is one of elu, exponential, gelu, hard_sigmoid, linear, relu, selu, sigmoid,
    softmax, softplus, softsign, swish or tanh; inputshape (the shape of one input, without
    the batch axis) is needed on the first layer of a Sequential model.
    """
    positional, options = split_options(args, "DenseLayer", {
        "activation": v.Name("linear"), "inputshape": v.Name("auto"), "usebias": v.TRUE})
    expect_count(positional, "DenseLayer", 1)
    units = positive_integer(positional[0], "units", "DenseLayer")
    activation = _word(options["activation"], "activation", "DenseLayer")
    if activation not in ACTIVATIONS:
        raise MapleError(f"invalid input: DenseLayer expects activation to be one of "
                         f"{', '.join(ACTIVATIONS)}, but received {activation}")
    bias = truefalse_option(options["usebias"], "usebias", "DenseLayer")
    return Layer("Dense", f"Dense: {units} unit{'s' if units > 1 else ''}, activation {activation}",
                 {"units": units, "activation": activation, "use_bias": bias},
                 input_shape_option(options["inputshape"], "DenseLayer"),
                 lambda shape: units * (dimension(shape, -1) + bias))


@command("DropoutLayer")
def dropout_layer(ev, args):
    """DropoutLayer(rate, inputshape=auto): while training, set a fraction `rate` (a positive
    number less than 1) of its inputs to 0 at random and scale the others by 1/(1 - rate);
    Predict and Evaluate pass inputs through unchanged."""
    positional, options = split_options(args, "DropoutLayer", {"inputshape": v.Name("auto")})
    expect_count(positional, "DropoutLayer", 1)
    rate = real(positional[0], "the rate", "DropoutLayer")
    # the help page's "rate - positive number"; Keras drops everything at a rate of 1
    if not 0 < rate < 1:
        raise MapleError(f"invalid input: DropoutLayer expects the rate to be a positive "
                         f"number less than 1, but received {lprint(positional[0])}")
    return Layer("Dropout", f"Dropout: rate {rate:g}", {"rate": rate},
                 input_shape_option(options["inputshape"], "DropoutLayer"))


# FlattenLayer's channels, the ordering of an input's axes, as Keras's data_format
CHANNELS = {"first": "channels_first", "last": "channels_last", "auto": None}


@command("FlattenLayer")
def flatten_layer(ev, args):
    """FlattenLayer(inputshape=auto, channels=auto): reshape each input to a list of its
    entries, keeping the batch axis: a batch of [2, 3] inputs becomes a batch of [6].
    channels (first, last or auto) says where an input's channel axis is: with first, the
    entries are listed as if the channels were last, as Keras's data_format does."""
    positional, options = split_options(args, "FlattenLayer", {
        "inputshape": v.Name("auto"), "channels": v.Name("auto")})
    expect_count(positional, "FlattenLayer", 0)
    channels = v.symbol_text(options["channels"])
    if channels not in CHANNELS:
        raise MapleError(f"invalid input: FlattenLayer expects channels to be one of first, "
                         f"last or auto, but received {lprint(options['channels'])}")
    return Layer("Flatten", "Flatten" if channels == "auto" else f"Flatten: channels {channels}",
                 {"data_format": CHANNELS[channels]},
                 input_shape_option(options["inputshape"], "FlattenLayer"))


class Model(v.MapleObject):
    """A Keras Sequential model and the Layers it was made from."""

    def __init__(self, model, layers: list[Layer]):
        self.model = model
        self.layers = layers
        # the input shapes, batches and limits check_sizes has passed (a training loop
        # calls the model on the same shapes every step)
        self.checked = set()

    def display_rows(self) -> list[str]:
        rows = ["DeepLearning Model"]
        for layer, keras_layer in zip(self.layers, self.model.layers):
            shape = _output_shape(keras_layer)
            rows.append(layer.summary + ("" if shape is None else f", output shape {shape}"))
        return rows

    def lprint_form(self) -> str:
        return f"DeepLearning:-Model({len(self.layers)} layers)"

    def maple_type(self) -> list[str]:
        return ["Model"]

    methods = MODEL_METHODS


def _output_shape(keras_layer):
    """A built layer's output shape without the batch axis, as Maple writes a list."""
    try:
        shape = keras_layer.output.shape
    except (AttributeError, ValueError):
        return None
    return shape_text(shape[1:])


@command("Sequential")
def sequential(ev, args):
    """Sequential(L): a Model that feeds its input through the Layers of the list L in
    turn. Give the first layer an inputshape to build the model at once; otherwise it is
    built by its first use."""
    expect_count(args, "Sequential", 1)
    layers = nonempty_list(args[0], Layer, "Sequential", "Layers")
    k = keras()
    # names by place in the model, so that a session's Variables are named the same in every run
    stack = [layer.keras_layer(f"{layer.kind.lower()}_{i}")
             for i, layer in enumerate(layers, 1)]
    first = layers[0].input_shape
    if first is not None:
        # Keras builds a model with an input shape at once
        check_sizes(ev.host, layers, stack, first, 1, "DeepLearning:-Sequential")
        stack.insert(0, k.Input(shape=first))
    return Model(k.Sequential(stack, name="sequential"), list(layers))


def _model(args, name: str) -> Model:
    if not args or not isinstance(args[0], Model):
        raise MapleError(f"invalid input: {name} expects a Model as its 1st argument")
    return args[0]


def _model_method(name: str):
    """Register a Model method: `DeepLearning:-Model:-name`, where its mistakes are located."""
    def decorate(fn):
        register(name, MODEL_METHODS, "DeepLearning:-Model")(fn)
        return fn
    return decorate


@functools.cache
def _float_dtypes() -> tuple:
    """Maple's float datatypes, float[4] and float[8], as TensorFlow's (DType objects are
    interned: `in` finds them by identity, sooner than DType.is_floating decides)."""
    tf = tensorflow()
    return tf.float32, tf.float64


def _data(value, name: str, what: str):
    """Input or target data (a Tensor, list, Matrix, Vector or Array) as a float tensor."""
    if type(value) is Tensor and value.tensor.dtype in _float_dtypes():
        return value.tensor             # a layer's call in a loop: no conversion to make
    if isinstance(value, (Tensor, v.MList, Rtable)):
        tf = tensorflow()
        tensor = to_tensor(value)
        return tensor if tensor.dtype.is_floating else tf.cast(tensor, tf.float32)
    raise MapleError(f"invalid input: {name} expects the {what} to be a Tensor, list, Matrix, "
                     f"Vector or Array, but received {lprint(value)}")


def checked_sizes(host, owner, layers, keras_layers, shape: tuple, batch: int, procname: str):
    """check_sizes, once for each input shape, batch and limit of the owner, a Model, whose
    `checked` set remembers them."""
    key = (shape, batch, host.kernelopts["maxsize"])
    if key not in owner.checked:
        check_sizes(host, layers, keras_layers, shape, batch, procname)
        owner.checked.add(key)


def _inputs(ev, model: Model, value, name: str, batch: int | None = None):
    """Input data for model: its shape after the batch axis must be the model's input
    shape, which Keras would otherwise report only deep inside the call. Data one axis
    short of a model whose inputs end in an axis of 1 gains that axis, as Keras's
    Functional._adjust_input_rank does: a list of numbers is a batch of one-number inputs.
    The model's weights and outputs for `batch` inputs (all of them by default) are held
    to kernelopts(maxsize)."""
    tensor = _data(value, name, "input")
    expected = tuple(model.model.input_shape[1:]) if model.model.built else None
    if expected and expected[-1] == 1 and len(tensor.shape) == len(expected):
        tensor = tensorflow().expand_dims(tensor, -1)
    if len(tensor.shape) < 2:
        raise MapleError(f"the model expects a batch of inputs, data of rank at least 2 (one "
                         f"input per row), but received data of shape {shape_text(tensor.shape)}")
    if expected is None:
        # a model its first call builds: the first layer's rank, as a Layer's call checks it
        _check_rank(model.layers[0], tuple(tensor.shape))
    else:
        received = tuple(tensor.shape[1:])
        if len(received) != len(expected) or any(
                e is not None and e != r for e, r in zip(expected, received)):
            raise MapleError(f"the model expects a batch of inputs of shape {shape_text(expected)}, "
                             f"but received data of shape {shape_text(tensor.shape)}")
    if model.layers[0].kind == "Embedding":
        check_indices(model.layers[0], tensor)
    rows = tensor.shape[0]
    checked_sizes(ev.host, model, model.layers, model.model.layers, tuple(tensor.shape[1:]),
                  rows if batch is None else min(rows, batch),
                  "DeepLearning:-Model" if name == "Model" else f"DeepLearning:-Model:-{name}")
    return tensor


@_model_method("ModuleApply")
def apply_model(ev, args):
    """mdl(x, training=false): the model's output for the batch of inputs x, as a Tensor;
    inside an entered GradientTape the computation is recorded, so gradients with respect
    to the model's Variables follow. With training=true, layers such as DropoutLayer act as
    they do in Fit."""
    model = _model(args, "Model")
    positional, options = split_options(args[1:], "Model", {"training": v.FALSE})
    expect_count(positional, "Model", 1)
    training = truefalse_option(options["training"], "training", "Model")
    return wrap(model.model(_inputs(ev, model, positional[0], "Model"), training=training))


@register("ModuleApply", LAYER_METHODS, "DeepLearning:-Layer")
def apply_layer(ev, args):
    """L(x, training=false): the Layer's output for the batch of inputs x (a Tensor, list,
    Matrix, Vector or Array), as a Tensor. The first call makes the layer's weights, which
    later calls use; inside an entered GradientTape the computation is recorded, so
    gradients flow through the layer to x and to its weights."""
    # the Keras call first thing in this function (see tf.py), its checks _layer_call's
    keras_layer, inputs, training = _layer_call(ev, args)
    return wrap(keras_layer(inputs, training=training))


def _layer_call(ev, args):
    """The Keras layer a call of a Layer uses (made by the first), its inputs and whether
    it trains, once the call's arguments and its inputs' rank and sizes are checked."""
    layer = args[0]
    if len(args) == 2 and type(args[1]) is Tensor:
        # L(x) in a loop: no options to read (bench/layer_call.py)
        positional, training = args[1:], False
    else:
        positional, options = split_options(args[1:], "Layer", {"training": v.FALSE})
        expect_count(positional, "Layer", 1)
        training = truefalse_option(options["training"], "training", "Layer")
    # an embedding looks its integer inputs up; every other layer computes in floats
    if layer.kind == "Embedding":
        inputs = to_tensor(positional[0])
        check_indices(layer, inputs)
    else:
        inputs = _data(positional[0], "Layer", "input")
    # rank and sizes once for each input shape and limit
    key = (tuple(inputs.shape.as_list()), ev.host.kernelopts["maxsize"])
    if key not in layer.checked:
        shape = key[0]
        _check_rank(layer, shape)
        if layer.called is None:
            layer.called = layer.keras_layer(None)
        if shape:
            check_sizes(ev.host, [layer], [layer.called], shape[1:], shape[0], "DeepLearning:-Layer")
        layer.checked.add(key)
    return layer.called, inputs, training


def _rank(kind: str) -> tuple[int, bool]:
    """The rank of a batch of inputs a layer of the Keras class `kind` takes, and whether a
    higher one will do: a batch axis, then for a convolution or a pooling (Conv2D,
    Conv1DTranspose, MaxPooling3D) its spatial axes and the channels, for a recurrent layer
    the steps and each step's entries; a dense layer acts on the last axis of any batch."""
    if kind.startswith(("Conv", "MaxPooling")):
        return int(re.search(r"(\d)D", kind).group(1)) + 2, False
    if kind in ("LSTM", "GRU", "Bidirectional"):
        return 3, False
    return (2, True) if kind == "Dense" else (0, True)


def _check_rank(layer: Layer, shape: tuple) -> None:
    """A Maple error for inputs of a rank the layer does not take, which Keras reports in
    its own words ("Input 0 with name 'None' of layer 'lstm' is incompatible with the
    layer: expected ndim=3, found ndim=2") or as a kernel's shape."""
    rank, higher = _rank(layer.kind)
    if len(shape) == rank or (higher and len(shape) > rank):
        return
    title = layer.summary.split(":")[0]
    raise MapleError(f"invalid input: the {title} layer expects a batch of inputs of rank "
                     f"{rank}{' or more' if higher else ''}, but received data of shape "
                     f"{shape_text(shape)}")


def check_indices(layer: Layer, inputs) -> None:
    """An embedding's inputs are indices 0 .. inputdim - 1 (the EmbeddingLayer help page's
    "input dimension inputdim"): Keras's own report of another is only "Exception
    encountered when calling Embedding.call()", or in Predict "Graph execution error:",
    and it takes a negative index from the end, as numpy does."""
    tf = tensorflow()
    if inputs.shape.num_elements() == 0:
        return
    size = layer.arguments["input_dim"]
    values = inputs if inputs.dtype.is_integer else tf.cast(inputs, tf.float64)
    low, high = (float(tf.reduce_min(values)), float(tf.reduce_max(values)))
    whole = inputs.dtype.is_integer or bool(tf.reduce_all(tf.math.floor(values) == values))
    if not whole or low < 0 or high >= size:
        bad = low if low < 0 else high
        raise MapleError(f"invalid input: the Embedding layer expects indices from 0 to "
                         f"{size - 1}, but received {bad:g}" if whole else
                         f"invalid input: the Embedding layer expects whole-number indices "
                         f"from 0 to {size - 1}")


def _optimizer_value(value):
    """Compile's optimizer: an Optimizer, an algorithm call such as Adam(0.01), an algorithm
    of Optimizer's help page by name (with Keras's default parameters) or a Keras name."""
    if isinstance(value, Optimizer):
        return value.optimizer
    if isinstance(value, v.Function):
        return optimizer_from(value).optimizer
    name = _keras_name(value, "optimizer", "Compile")
    if name in proximal_optimizers():
        # Keras has no default learning rate for these to fall back on
        raise MapleError(f"invalid input: Compile expects the algorithm {name} with its "
                         f"learning rate, such as {name}(0.01), but received {name}")
    return ALGORITHMS[name][0] if name in ALGORITHMS else name


@_model_method("Compile")
def compile_(ev, args):
    """mdl:-Compile(optimizer=adam, loss=..., metrics=[...]): prepare mdl for Fit and
    Evaluate. optimizer is an Optimizer, an algorithm such as Adam(0.01), an algorithm's
    name (GradientDescent, Adam, ...) or a Keras name (adam, sgd, rmsprop, ...); loss a Keras loss name such as mean_squared_error or
    sparse_categorical_crossentropy; metrics a list of names such as accuracy."""
    model = _model(args, "Compile")
    positional, options = split_options(args[1:], "Compile", {
        "optimizer": "adam", "loss": None, "metrics": v.MList(())})
    expect_count(positional, "Compile", 0)
    loss = None if options["loss"] in (None, v.Name("none")) else \
        _keras_name(options["loss"], "loss", "Compile")
    if loss is not None:
        keras().losses.get(loss)        # an unknown loss is an error now, not at Fit
    metrics = options["metrics"]
    if not isinstance(metrics, v.MList):
        raise MapleError(f"invalid input: Compile expects metrics to be a list of strings, "
                         f"but received {lprint(metrics)}")
    # eagerly: for a worksheet's small data, tracing a graph costs more than it saves
    names = [_keras_name(m, "metrics", "Compile") for m in metrics.items]
    for name in names:
        # Keras names these two only in compile, never in keras.metrics.get
        if name not in ("acc", "crossentropy"):
            keras().metrics.get(name)
    model.model.compile(optimizer=_optimizer_value(options["optimizer"]), loss=loss,
                        metrics=names,
                        run_eagerly=True)
    return v.NULL


def _batch_size(value, name: str):
    return None if value == v.Name("none") else positive_integer(value, "batchsize", name)


def _compiled(model: Model, name: str) -> None:
    if not model.model.compiled:
        raise MapleError(f"the model must be compiled before {name}; call its Compile method first")
    if model.model.loss is None:
        raise MapleError(f"the model was compiled without a loss, which {name} needs; call its "
                         f"Compile method with loss = ..., e.g. loss = \"mean_squared_error\"")


@_model_method("Fit")
def fit(ev, args):
    """mdl:-Fit(x, y, epochs=1, batchsize=32, shuffle=true, verbose=false): train the
    compiled model mdl on inputs x and targets y. With verbose=true a line per epoch
    reports the loss and the metrics. Returns the loss after the last epoch."""
    model = _model(args, "Fit")
    positional, options = split_options(args[1:], "Fit", {
        "epochs": 1, "batchsize": 32, "shuffle": v.TRUE, "verbose": v.FALSE})
    expect_count(positional, "Fit", 2)
    _compiled(model, "Fit")
    epochs = options["epochs"]
    if not isinstance(epochs, int) or isinstance(epochs, bool) or epochs < 0:
        raise MapleError(f"invalid input: Fit expects epochs to be a nonnegative integer, "
                         f"but received {lprint(epochs)}")
    callbacks = [_epoch_callback(ev, epochs)] if \
        truefalse_option(options["verbose"], "verbose", "Fit") else []
    # numpy arrays: Keras iterates over them faster than over tensors
    batch = _batch_size(options["batchsize"], "Fit")
    inputs = _inputs(ev, model, positional[0], "Fit", batch).numpy()
    targets = _data(positional[1], "Fit", "target").numpy()
    history = model.model.fit(
        inputs, targets, epochs=epochs, batch_size=batch, verbose=0,
        shuffle=truefalse_option(options["shuffle"], "shuffle", "Fit"), callbacks=callbacks)
    losses = history.history.get("loss")
    return float(losses[-1]) if losses else v.NULL


def _epoch_callback(ev, epochs: int):
    class Report(keras().callbacks.Callback):
        def on_epoch_end(self, epoch, logs=None):
            logs = dict(logs or {})
            # the loss first, as Keras's own progress line has it
            ordered = [("loss", logs.pop("loss"))] if "loss" in logs else []
            measures = ", ".join(f"{k} = {val:.4f}" for k, val in ordered + sorted(logs.items()))
            ev.host.write(f"Epoch {epoch + 1}/{epochs}: {measures}\n")
    return Report()


@_model_method("Predict")
def predict(ev, args):
    """mdl:-Predict(x, batchsize=32): the model's outputs for the inputs x, as a Tensor
    (dropout is off)."""
    model = _model(args, "Predict")
    positional, options = split_options(args[1:], "Predict", {"batchsize": 32, "steps": v.Name("none")})
    expect_count(positional, "Predict", 1)
    return wrap(tensorflow().constant(model.model.predict(
        _inputs(ev, model, positional[0], "Predict").numpy(),
        batch_size=_batch_size(options["batchsize"], "Predict"), verbose=0)))


@_model_method("Evaluate")
def evaluate(ev, args):
    """mdl:-Evaluate(x, y, batchsize=32): the loss of the compiled model on inputs x and
    targets y; for a model compiled with metrics, a list of the loss and the metrics."""
    model = _model(args, "Evaluate")
    positional, options = split_options(args[1:], "Evaluate", {"batchsize": 32})
    expect_count(positional, "Evaluate", 2)
    _compiled(model, "Evaluate")
    inputs = _inputs(ev, model, positional[0], "Evaluate", _batch_size(options["batchsize"], "Evaluate")).numpy()
    targets = _data(positional[1], "Evaluate", "target").numpy()
    result = model.model.evaluate(
        inputs, targets,
        batch_size=_batch_size(options["batchsize"], "Evaluate"), verbose=0)
    # Keras's own forms: a scalar loss alone, else the list of the loss and the metrics
    if not isinstance(result, list):
        return float(result)
    return v.MList(tuple(float(x) for x in result))


@_model_method("Variables")
def variables(ev, args):
    """mdl:-Variables(): the model's trainable Variables (each layer's kernel, then its
    bias), the sources for gt:-Gradient in a training loop of one's own."""
    model = _model(args, "Variables")
    expect_count(args[1:], "Variables", 0)
    if not model.model.built:
        raise MapleError("the model has no Variables yet; give its first layer an "
                         "inputshape or call it on an input first")
    return v.MList(tuple(Variable(w.value) for w in model.model.trainable_variables))


class Optimizer(v.MapleObject):
    """A Keras optimizer and the algorithm call it was made from."""

    def __init__(self, optimizer, algorithm: str):
        self.optimizer = optimizer
        self.algorithm = algorithm

    def display_rows(self) -> list[str]:
        return ["DeepLearning Optimizer", self.algorithm]

    def lprint_form(self) -> str:
        return f"DeepLearning:-Optimizer({self.algorithm})"

    def maple_type(self) -> list[str]:
        return ["Optimizer"]

    methods = OPTIMIZER_METHODS


# Optimizer's algorithms as its help page lists them, with the Keras class and the
# Keras names of their parameters in the page's order (learning_rate first, required)
ALGORITHMS = {
    "GradientDescent": ("SGD", ("learning_rate",)),
    "Adadelta": ("Adadelta", ("learning_rate", "rho", "epsilon")),
    "Adagrad": ("Adagrad", ("learning_rate", "initial_accumulator_value")),
    "Adam": ("Adam", ("learning_rate", "beta_1", "beta_2")),
    "Ftrl": ("Ftrl", ("learning_rate", "learning_rate_power", "initial_accumulator_value",
                      "l1_regularization_strength", "l2_regularization_strength")),
    "ProximalGradientDescent": ("ProximalGradientDescent", (
        "learning_rate", "l1_regularization_strength", "l2_regularization_strength")),
    "ProximalAdagrad": ("ProximalAdagrad", (
        "learning_rate", "initial_accumulator_value", "l1_regularization_strength",
        "l2_regularization_strength")),
    "RMSProp": ("RMSprop", ("learning_rate", "rho", "momentum", "epsilon")),
}


def keras_optimizer(kind: str, **parameters):
    """The Keras optimizer of class `kind`: Keras's own, or one of proximal.py's."""
    made = proximal_optimizers().get(kind) or getattr(keras().optimizers, kind)
    return made(**parameters)


def optimizer_from(call) -> Optimizer:
    name = call.head.name if isinstance(call, v.Function) and isinstance(call.head, v.Name) \
        else None
    if name not in ALGORITHMS:
        raise MapleError(f"invalid input: Optimizer expects an algorithm call such as "
                         f"GradientDescent(0.01), one of {', '.join(ALGORITHMS)}, but received "
                         f"{lprint(call)}")
    kind, parameters = ALGORITHMS[name]
    if not 1 <= len(call.args) <= len(parameters):
        raise MapleError(f"invalid input: {name} expects 1 to {len(parameters)} real "
                         f"parameters, the learning rate first, but received {len(call.args)}")
    values = {p: real(x, p.replace("_", " "), name) for p, x in zip(parameters, call.args)}
    return Optimizer(keras_optimizer(kind, **values), lprint(call))


@command("Optimizer")
def optimizer(ev, args):
    """Optimizer(X): an Optimizer for the algorithm call X: GradientDescent(learning_rate),
    Adadelta(learning_rate, rho, epsilon), Adagrad(learning_rate, initial_accumulator_value),
    Adam(learning_rate, beta1, beta2), Ftrl(learning_rate, learning_rate_power,
    initial_accumulator_value, l1_regularization_strength, l2_regularization_strength),
    ProximalGradientDescent(learning_rate, l1_regularization_strength,
    l2_regularization_strength), ProximalAdagrad(learning_rate, initial_accumulator_value,
    l1_regularization_strength, l2_regularization_strength) or RMSProp(learning_rate, rho,
    momentum, epsilon); parameters after the learning rate may be left out. Give it to a model's Compile, or use opt:-ApplyGradients in a loop."""
    expect_count(args, "Optimizer", 1)
    return optimizer_from(args[0])


def apply_gradients(ev, args):
    """opt:-ApplyGradients(grads, vars): one step of the optimizer's algorithm: update each
    Variable of the list vars by its gradient in the list grads (as gt:-Gradient returns)."""
    # TensorFlow's call first in this function (see tf.py)
    optimizer, pairs = _gradient_pairs(args)
    optimizer.apply_gradients(pairs)
    return v.NULL


def _gradient_pairs(args) -> tuple:
    """ApplyGradients' arguments checked: TensorFlow's optimizer, and its pairs of a gradient
    and a Variable."""
    if not args or not isinstance(args[0], Optimizer):
        raise MapleError("invalid input: ApplyGradients expects an Optimizer as its 1st argument")
    expect_count(args[1:], "ApplyGradients", 2)
    grads, targets = args[1], args[2]
    if isinstance(grads, Tensor) and isinstance(targets, Variable):
        grads, targets = v.MList((grads,)), v.MList((targets,))
    if not (isinstance(grads, v.MList) and isinstance(targets, v.MList)
            and len(grads.items) == len(targets.items)
            and all(isinstance(g, Tensor) for g in grads.items)
            and all(isinstance(t, Variable) for t in targets.items)):
        raise MapleError(f"invalid input: ApplyGradients expects a list of gradients and a list "
                         f"of as many Variables, but received {lprint(grads)} and {lprint(targets)}")
    return args[0].optimizer, [(g.tensor, t.tensor) for g, t in zip(grads.items, targets.items)]


register("ApplyGradients", OPTIMIZER_METHODS, "DeepLearning:-Optimizer")(apply_gradients)
