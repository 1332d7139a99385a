"""The convolution, pooling, embedding, recurrent and softmax layers: ConvolutionLayer,
MaxPoolingLayer, EmbeddingLayer, LongShortTermMemoryLayer, GatedRecurrentUnitLayer,
BidirectionalLayer and SoftmaxLayer, with the short names their help pages give."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..values import core as v
from .commands import command
from .models import Layer, input_shape_option, positive_integer
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


@command("ConvolutionLayer")
def convolution_layer(ev, args):
    """ConvolutionLayer(filters, kernelsize, inputshape=auto, strides=1, dilationrate=1): a
    convolution with `filters` filters of size kernelsize, a list of 1, 2 or 3 positive
    integers, one per spatial axis; inputs have those axes and then a channel axis."""
    positional, options = split_options(args, "ConvolutionLayer", {
        "inputshape": v.Name("auto"), "strides": 1, "dilationrate": 1})
    expect_count(positional, "ConvolutionLayer", 2)
    filters = positive_integer(positional[0], "filters", "ConvolutionLayer")
    kernel = _sizes(positional[1], "kernelsize", "ConvolutionLayer")
    strides = positive_integer(options["strides"], "strides", "ConvolutionLayer")
    dilation = positive_integer(options["dilationrate"], "dilationrate", "ConvolutionLayer")
    return Layer(f"Conv{len(kernel)}D", f"Convolution: {filters} filters of size {shape_text(kernel)}",
                 {"filters": filters, "kernel_size": kernel, "strides": strides,
                  "dilation_rate": dilation},
                 _spatial_input_shape(options["inputshape"], len(kernel), "ConvolutionLayer"))


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
                 {"input_dim": inputs, "output_dim": outputs}, shape)


def _recurrent(args, name: str, kind: str, title: str) -> Layer:
    positional, options = split_options(args, name, {"inputshape": v.Name("auto")})
    expect_count(positional, name, 1)
    units = positive_integer(positional[0], "units", name)
    return Layer(kind, f"{title}: {units} unit{'s' if units > 1 else ''}", {"units": units},
                 input_shape_option(options["inputshape"], name))


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
                 shape if shape is not None else inner.input_shape)


@command("SoftmaxLayer")
def softmax_layer(ev, args):
    """SoftmaxLayer(dim, inputshape=auto): normalize its input by softmax along the
    (zero-based) dimension dim, a positive integer: dimension 0 is the batch axis."""
    positional, options = split_options(args, "SoftmaxLayer", {"inputshape": v.Name("auto")})
    expect_count(positional, "SoftmaxLayer", 1)
    dim = positive_integer(positional[0], "dim", "SoftmaxLayer")
    return Layer("Softmax", f"Softmax: dimension {dim}", {"axis": dim},
                 input_shape_option(options["inputshape"], "SoftmaxLayer"))
