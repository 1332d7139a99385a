"""The convolution, pooling, normalization, embedding, recurrent and softmax layers:
ConvolutionLayer, DeconvolutionLayer, MaxPoolingLayer, BatchNormalizationLayer,
EmbeddingLayer, LongShortTermMemoryLayer, GatedRecurrentUnitLayer, BidirectionalLayer and
SoftmaxLayer, with the short names their help pages give."""
from __future__ import annotations

import functools
import math

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..values import core as v
from .commands import command
from .constructors import truefalse_option
from .models import KERAS_CLASSES, Layer, dimension, input_shape_option, keras, positive_integer, real
from .objects import shape_text


def _sizes(value, what: str, name: str) -> tuple[int, ...]:
    """A list of 1 to 3 positive integers: a kernel or pool size, one per spatial axis."""
    if not isinstance(value, v.MList) or not 1 <= len(value.items) <= 3 or not all(
            isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in value.items):
        raise MapleError(f"invalid input: {name} expects {what} to be a list of 1, 2 or 3 "
                         f"positive integers, but received {lprint(value)}")
    return tuple(value.items)


def _spatial_input_shape(value, axes: int, name: str):
    """An inputshape for a layer over `axes` spatial axes: those axes, then the channels."""
    shape = input_shape_option(value, name)
    if shape is not None and len(shape) != axes + 1:
        raise MapleError(f"invalid input: {name} over {axes} axes expects an inputshape of "
                         f"{axes + 1} entries (the last for channels), but received {lprint(value)}")
    return shape


def _convolution(args, name: str, suffix: str, title: str) -> Layer:
    """A convolution layer, Keras's Conv1D, Conv2D or Conv3D with the class name's suffix."""
    positional, options = split_options(args, name, {
        "inputshape": v.Name("auto"), "strides": 1, "dilationrate": 1})
    expect_count(positional, name, 2)
    filters = positive_integer(positional[0], "filters", name)
    kernel = _sizes(positional[1], "kernelsize", name)
    strides = positive_integer(options["strides"], "strides", name)
    dilation = positive_integer(options["dilationrate"], "dilationrate", name)
    if strides > 1 and dilation > 1:
        # Keras's convolutions take one or the other
        raise MapleError(f"invalid input: {name} expects strides or dilationrate to be 1, but "
                         f"received strides = {strides} and dilationrate = {dilation}")
    if suffix and dilation > 1:
        # TensorFlow's CPU kernels of transposed convolutions (Conv2DBackpropInput) refuse it
        raise MapleError(f"invalid input: {name} expects dilationrate to be 1, as "
                         f"TensorFlow's transposed convolutions on a CPU take no other, but "
                         f"received {dilation}")
    size = math.prod(kernel)
    # one filter, as DenseLayer's one unit, in the singular
    plural = "s" if filters > 1 else ""
    return Layer(f"Conv{len(kernel)}D{suffix}",
                 f"{title}: {filters} filter{plural} of size {shape_text(kernel)}",
                 {"filters": filters, "kernel_size": kernel, "strides": strides,
                  "dilation_rate": dilation},
                 _spatial_input_shape(options["inputshape"], len(kernel), name),
                 lambda shape: filters * (size * dimension(shape, -1) + 1))


@command("ConvolutionLayer")
def convolution_layer(ev, args):
    """ConvolutionLayer(filters, kernelsize, inputshape=auto, strides=1, dilationrate=1): a
    convolution with `filters` filters of size kernelsize, a list of 1, 2 or 3 positive
    integers, one per spatial axis; inputs have those axes and then a channel axis.
    strides and dilationrate, positive integers, are not both more than 1."""
    return _convolution(args, "ConvolutionLayer", "", "Convolution")


@command("DeconvolutionLayer")
def deconvolution_layer(ev, args):
    """DeconvolutionLayer(filters, kernelsize, inputshape=auto, strides=1, dilationrate=1):
    a transposed convolution (the gradient of a convolution, which grows its input where a
    convolution shrinks it), with the arguments and options of ConvolutionLayer; its
    dilationrate is 1, the only one TensorFlow's CPU kernels take."""
    return _convolution(args, "DeconvolutionLayer", "Transpose", "Deconvolution")


@command("MaxPoolLayer")
@command("MaxPoolingLayer")
def max_pooling_layer(ev, args):
    """MaxPoolingLayer(poolsize, inputshape=auto): the maximum over windows of size poolsize,
    a list of 1, 2 or 3 positive integers, one per spatial axis. MaxPoolLayer is the same."""
    positional, options = split_options(args, "MaxPoolingLayer", {"inputshape": v.Name("auto")})
    expect_count(positional, "MaxPoolingLayer", 1)
    pool = _sizes(positional[0], "poolsize", "MaxPoolingLayer")
    return Layer(f"MaxPooling{len(pool)}D", f"MaxPooling: pool size {shape_text(pool)}",
                 {"pool_size": pool},
                 _spatial_input_shape(options["inputshape"], len(pool), "MaxPoolingLayer"))


@command("EmbeddingLayer")
def embedding_layer(ev, args):
    """EmbeddingLayer(inputdim, outputdim, inputlength=auto): map each integer 0 ..
    inputdim-1 of its input to a learned vector of outputdim entries; inputlength, the
    length of each input sequence, builds the model at once when this layer is first."""
    positional, options = split_options(args, "EmbeddingLayer", {"inputlength": v.Name("auto")})
    expect_count(positional, "EmbeddingLayer", 2)
    inputs = positive_integer(positional[0], "inputdim", "EmbeddingLayer")
    outputs = positive_integer(positional[1], "outputdim", "EmbeddingLayer")
    length = options["inputlength"]
    shape = None if length == v.Name("auto") else \
        (positive_integer(length, "inputlength", "EmbeddingLayer"),)
    return Layer("Embedding", f"Embedding: {inputs} inputs to {outputs} outputs",
                 {"input_dim": inputs, "output_dim": outputs}, shape,
                 lambda shape: inputs * outputs)


# the weight matrices of a recurrent unit by its kind: LSTM's four gates; GRU's three, each
# with two biases (Keras's reset_after)
GATES = {"LSTM": (4, 1), "GRU": (3, 2)}


def _recurrent(args, name: str, kind: str, title: str) -> Layer:
    positional, options = split_options(args, name, {"inputshape": v.Name("auto")})
    expect_count(positional, name, 1)
    units = positive_integer(positional[0], "units", name)
    gates, biases = GATES[kind]
    return Layer(kind, f"{title}: {units} unit{'s' if units > 1 else ''}", {"units": units},
                 input_shape_option(options["inputshape"], name),
                 lambda shape: gates * units * (dimension(shape, -1) + units + biases))


@command("LSTMLayer")
@command("LongShortTermMemoryLayer")
def long_short_term_memory_layer(ev, args):
    """LongShortTermMemoryLayer(units, inputshape=auto): a long short-term memory layer with
    `units` units over sequences (inputs [steps, features]); it gives the last output.
    LSTMLayer is the same."""
    return _recurrent(args, "LongShortTermMemoryLayer", "LSTM", "LongShortTermMemory")


@command("GRULayer")
@command("GatedRecurrentUnitLayer")
def gated_recurrent_unit_layer(ev, args):
    """GatedRecurrentUnitLayer(units, inputshape=auto): a gated recurrent unit layer with
    `units` units over sequences (inputs [steps, features]); it gives the last output.
    GRULayer is the same."""
    return _recurrent(args, "GatedRecurrentUnitLayer", "GRU", "GatedRecurrentUnit")


@command("BidirectionalLayer")
def bidirectional_layer(ev, args):
    """BidirectionalLayer(layer, inputshape=auto): run the recurrent Layer over each sequence
    forwards and backwards, joining the two outputs."""
    positional, options = split_options(args, "BidirectionalLayer", {"inputshape": v.Name("auto")})
    expect_count(positional, "BidirectionalLayer", 1)
    inner = positional[0]
    if not isinstance(inner, Layer) or inner.kind not in ("LSTM", "GRU"):
        raise MapleError(f"invalid input: BidirectionalLayer expects a LongShortTermMemoryLayer "
                         f"or GatedRecurrentUnitLayer, but received {lprint(inner)}")
    shape = input_shape_option(options["inputshape"], "BidirectionalLayer")
    return Layer("Bidirectional", f"Bidirectional {inner.summary}", {"layer": inner},
                 shape if shape is not None else inner.input_shape,
                 lambda shape: 2 * inner.weights(shape))


@command("SoftmaxLayer")
def softmax_layer(ev, args):
    """SoftmaxLayer(dim, inputshape=auto): normalize its input by softmax along the
    (zero-based) dimension dim, a positive integer: dimension 0 is the batch axis."""
    positional, options = split_options(args, "SoftmaxLayer", {"inputshape": v.Name("auto")})
    expect_count(positional, "SoftmaxLayer", 1)
    dim = positive_integer(positional[0], "dim", "SoftmaxLayer")
    return Layer("Softmax", f"Softmax: dimension {dim}", {"axis": dim},
                 input_shape_option(options["inputshape"], "SoftmaxLayer"))


@command("BatchNormalizationLayer")
def batch_normalization_layer(ev, args):
    """BatchNormalizationLayer(dim, center=true, epsilon=0.01, inputshape=auto,
    momentum=0.99, scale=true): normalize its input along the (zero-based) dimension dim,
    a positive integer (dimension 0 is the batch axis): each entry of that axis has its
    mean and variance, those of the batch while training and moving averages of them
    (by momentum) otherwise; epsilon is added to the variance. With center the learned
    offset beta is added; with scale the learned factor gamma multiplies."""
    name = "BatchNormalizationLayer"
    positional, options = split_options(args, name, {
        "center": v.TRUE, "epsilon": 0.01, "inputshape": v.Name("auto"), "momentum": 0.99,
        "scale": v.TRUE})
    expect_count(positional, name, 1)
    dim = positive_integer(positional[0], "dim", name)
    epsilon = real(options["epsilon"], "epsilon", name)
    momentum = real(options["momentum"], "momentum", name)
    if not epsilon > 0:
        raise MapleError(f"invalid input: {name} expects epsilon to be positive, but received "
                         f"{lprint(options['epsilon'])}")
    if not 0 <= momentum <= 1:
        raise MapleError(f"invalid input: {name} expects momentum to be at least 0 and at most "
                         f"1, but received {lprint(options['momentum'])}")
    center = truefalse_option(options["center"], "center", name)
    scale = truefalse_option(options["scale"], "scale", name)
    shape = input_shape_option(options["inputshape"], name)
    if shape is not None and dim > len(shape):
        raise MapleError(f"invalid input: {name} expects dim to be a dimension of its inputs, "
                         f"at most {len(shape)} for an inputshape of {lprint(options['inputshape'])}, "
                         f"but received {dim}")
    return Layer("BatchNormalization", f"BatchNormalization: dimension {dim}",
                 {"axis": dim, "epsilon": epsilon, "momentum": momentum, "center": center,
                  "scale": scale}, shape,
                 # beta and gamma as asked, and the moving mean and variance
                 lambda shape: (2 + center + scale) * dimension(shape, dim - 1))


def concatenated_layers(layers: list, axis) -> Layer:
    """Concatenate(L, axis) for a list or Array L of Layers (help page
    DeepLearning/Concatenate: "L - list or Array of Tensor or Variable objects, or list or
    Array of Layer objects"): one Layer that gives its input to each of them and joins
    their outputs along axis, counting from 0, the batch axis, as Keras's Concatenate
    joins them. Each call or model of it makes its own Keras layers of theirs."""
    if not all(isinstance(layer, Layer) for layer in layers):
        raise MapleError("invalid input: Concatenate expects a list or Array of Tensors or of "
                         "Layers, not of both")
    if not isinstance(axis, int) or isinstance(axis, bool) or axis < 0:
        raise MapleError(f"invalid input: Concatenate expects its 2nd argument, axis, to be a "
                         f"nonnegative integer, but received {lprint(axis)}")
    branches = tuple(layers)
    shape = next((layer.input_shape for layer in branches if layer.input_shape is not None), None)
    return Layer("Concatenated", f"Concatenate: {len(branches)} layer{'s' if len(branches) > 1 else ''} "
                 f"joined along axis {axis}", {"branches": branches, "axis": axis}, shape,
                 lambda shape: sum(layer.weights(shape) for layer in branches))


@functools.cache
def _concatenated_class():
    """The Keras layer of concatenated Layers: its branches on the same input, their outputs
    joined by Keras's Concatenate."""
    layers = keras().layers

    class Concatenated(layers.Layer):
        def __init__(self, branches, axis, **kwargs):
            super().__init__(**kwargs)
            self.branches = branches
            self.join = layers.Concatenate(axis=axis)

        def build(self, input_shape):
            shapes = []
            for branch in self.branches:
                branch.build(input_shape)
                shapes.append(branch.compute_output_shape(input_shape))
            self.join.build(shapes)

        def call(self, inputs, training=None):
            return self.join([branch(inputs, training=training) for branch in self.branches])

        def compute_output_shape(self, input_shape):
            return self.join.compute_output_shape(
                [branch.compute_output_shape(input_shape) for branch in self.branches])

    return Concatenated


KERAS_CLASSES["Concatenated"] = _concatenated_class
