"""Layers called as functions, as the Layer help page describes them ("a callable object
which takes one or more Tensors as input and output one or more Tensors",
https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FLayer), against
the same Keras layer with the same weights."""
from __future__ import annotations

import numpy as np

from mapletape.deeplearning.tf import tensorflow
from tests.test_deeplearning import error_of, run, values
from tests.test_dlmodels import error, keras_predictions, maple_predictions

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
    assert "SoftmaxLayer expects dim to be a positive integer" in \
        error_of("SoftmaxLayer(0);").replace("\n", " ")


def test_batch_normalization_is_keras_s_with_the_page_s_defaults():
    # BatchNormalizationLayer's help page: epsilon "Default is 0.01", momentum "Default is
    # 0.99", center and scale true, by tf.keras.layers.BatchNormalization
    # (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning/BatchNormalizationLayer)
    data = [[1.0, 2.0, 0.5], [3.0, 5.0, -1.0], [0.0, 1.0, 4.0]]
    for options, keras_options in [("", {}), (", epsilon = 0.5, momentum = 0.5, center = false",
                                              {"epsilon": 0.5, "momentum": 0.5, "center": False})]:
        trained, inferred = values(
            f"B := BatchNormalizationLayer(1{options}): x := Constant({data}):\n"
            "t := B(x, training = true): i := B(x):", "t", "i")
        twin = keras.layers.BatchNormalization(**{"axis": 1, "epsilon": 0.01, **keras_options})
        x = tf.constant(data)
        np.testing.assert_allclose(trained, twin(x, training=True).numpy(), rtol=1e-5, atol=1e-6)
        # after one training call the moving averages have moved, by momentum, as Keras's
        np.testing.assert_allclose(inferred, twin(x).numpy(), rtol=1e-5, atol=1e-6)


def test_batch_normalization_normalizes_the_dimension_it_is_given():
    data = np.arange(24, dtype=np.float32).reshape(2, 3, 4) ** 1.5
    for dim in (1, 2):
        ours = values(f"y := BatchNormalizationLayer({dim})(Constant({data.tolist()}), "
                      "training = true):", "y")
        theirs = keras.layers.BatchNormalization(axis=dim, epsilon=0.01)(data, training=True)
        np.testing.assert_allclose(ours, theirs.numpy(), rtol=1e-5, atol=1e-5)


def test_deconvolution_networks_are_keras_s():
    # the ConvolutionLayer page: "DeconvolutionLayer(filters,kernelsize,opts) creates a
    # deconvolutional neural network layer", with ConvolutionLayer's options
    # (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FConvolutionLayer)
    image = np.arange(18, dtype=np.float32).reshape(2, 3, 3, 1) / 18
    ours = maple_predictions("[DeconvolutionLayer(2, [2, 2], inputshape = [3, 3, 1], strides = 2), "
                             "FlattenLayer(), DenseLayer(1)]", f"Constant({image.tolist()})")
    theirs = keras_predictions(lambda: [keras.Input((3, 3, 1)),
                                        keras.layers.Conv2DTranspose(2, (2, 2), strides=2),
                                        keras.layers.Flatten(), keras.layers.Dense(1)], image)
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-6)
    series = np.linspace(0, 1, 8, dtype=np.float32).reshape(2, 4, 1)
    ours = maple_predictions("[DeconvolutionLayer(3, [2], inputshape = [4, 1]), "
                             "FlattenLayer(), DenseLayer(1)]", f"Constant({series.tolist()})")
    theirs = keras_predictions(lambda: [keras.Input((4, 1)), keras.layers.Conv1DTranspose(3, 2),
                                        keras.layers.Flatten(), keras.layers.Dense(1)], series)
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-6)


def test_one_filter_is_singular_as_one_unit_is():
    # the ConvolutionLayer page's ConvolutionLayer(filters, kernelsize, opts) and
    # DeconvolutionLayer(filters, kernelsize, opts), filters a positive integer
    # (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FConvolutionLayer)
    _, output = run("ConvolutionLayer(1, [3]); DeconvolutionLayer(2, [3, 3]); DenseLayer(1);")
    assert "Convolution: 1 filter of size [3]" in output, output
    assert "Deconvolution: 2 filters of size [3, 3]" in output, output
    assert "Dense: 1 unit, activation linear" in output, output


def test_flatten_channels_first_lists_the_channels_last():
    # FlattenLayer's help page: channels, "one of first, last, or auto", the ordering of the
    # dimensions in the input, as TensorFlow's data_format
    # (https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FFlattenLayer)
    data = np.arange(12, dtype=np.float32).reshape(1, 2, 3, 2)
    for channels, data_format in [("first", "channels_first"), ("last", "channels_last"),
                                  ("auto", None)]:
        ours = values(f"y := FlattenLayer(channels = {channels})(Constant({data.tolist()})):", "y")
        theirs = keras.layers.Flatten(data_format=data_format)(data).numpy()
        np.testing.assert_array_equal(ours, theirs)
    assert not np.array_equal(keras.layers.Flatten(data_format="channels_first")(data),
                              keras.layers.Flatten()(data))


def test_wrong_options_are_errors_located_in_the_command():
    # located None: a parameter check (an option's type, an option not taken, a declared
    # parameter's type), which Maple makes in the caller and reports unlocated at the top
    # level (Maple's Error Message Guide: `Error, invalid input: f expects its 1st
    # argument, x, to be of type ...`); every check of the body is located in it
    for source, located, message in [
            ("DenseLayer(2.5);", "DenseLayer", "DenseLayer expects units to be a positive integer"),
            ("DenseLayer(2, usebias = 3);", None, "usebias"),
            ("DenseLayer(2, strides = 3);", None, "does not accept the option strides = 3"),
            ("DropoutLayer(0);", "DropoutLayer", "rate to be a positive number less than 1"),
            ("FlattenLayer(channels = middle);", "FlattenLayer", "first, last or auto"),
            ("ConvolutionLayer(2, [3], strides = 2, dilationrate = 2);", "ConvolutionLayer",
             "strides or dilationrate to be 1"),
            ("DeconvolutionLayer(2, [3], strides = 0);", "DeconvolutionLayer",
             "strides to be a positive integer"),
            ("DeconvolutionLayer(2, [3, 3], inputshape = [4, 4]);", "DeconvolutionLayer",
             "inputshape of 3 entries"),
            # TensorFlow (with TF_ENABLE_ONEDNN_OPTS=0) has no CPU kernel for it
            ("DeconvolutionLayer(2, [3], dilationrate = 2);", "DeconvolutionLayer",
             "dilationrate to be 1"),
            ("BatchNormalizationLayer(0);", "BatchNormalizationLayer", "dim to be a positive"),
            ("BatchNormalizationLayer(1, epsilon = 0);", "BatchNormalizationLayer",
             "epsilon to be positive"),
            ("BatchNormalizationLayer(1, momentum = 2);", "BatchNormalizationLayer",
             "momentum to be at least 0 and at most 1"),
            ("BatchNormalizationLayer(1, scale = 2);", None, "scale"),
            ("BatchNormalizationLayer(3, inputshape = [2, 2]);", "BatchNormalizationLayer",
             "at most 2"),
            ("MaxPoolingLayer([2], strides = 2);", None, "does not accept"),
            ("LSTMLayer(0);", "LSTMLayer", "units to be a positive integer"),
            ("EmbeddingLayer(3, 2, inputlength = 0);", "EmbeddingLayer", "inputlength"),
            ("Sequential(DenseLayer(2));", None, "nonempty list of Layers"),
            ("Optimizer(ProximalAdagrad(0.1, x));", "Optimizer", "real number")]:
        text = error(source)
        place = f"(in DeepLearning:-{located}) " if located else ""
        assert text.startswith(f"Error, {place}invalid input:"), text
        assert message in text, text


def test_weights_of_every_kind_are_held_to_maxsize_before_keras_makes_them():
    # each network's weights (or outputs) pass 1000 entries; Keras would allocate them
    # when Sequential builds the model from its first layer's inputshape
    for network in ["[DenseLayer(600, inputshape = [3])]",
                    "[ConvolutionLayer(40, [5, 5], inputshape = [8, 8, 1])]",
                    "[DeconvolutionLayer(2, [30, 30], inputshape = [4, 4, 1])]",
                    "[EmbeddingLayer(100, 20, inputlength = 3)]",
                    "[LSTMLayer(20, inputshape = [4, 2])]",
                    "[BidirectionalLayer(GRULayer(12), inputshape = [4, 2])]",
                    "[BatchNormalizationLayer(1, inputshape = [300])]",
                    "[FlattenLayer(inputshape = [2, 3]), DenseLayer(200)]",
                    "[DeconvolutionLayer(1, [2, 2], strides = 20, inputshape = [4, 4, 1])]"]:
        assert error(f"kernelopts(maxsize = 1000): Sequential({network});") == \
            "Error, (in DeepLearning:-Sequential) object too large ", network
        # within the limit, the same network is made
        session, output = run(f"Sequential({network}):")
        assert "Error" not in output, output


def test_a_model_built_by_its_call_is_held_to_maxsize_first():
    text = error("kernelopts(maxsize = 1000): m := Sequential([DenseLayer(600)]):\n"
                 "m(Constant([[1.0, 2.0]]));")
    assert text.startswith("Error, (in DeepLearning:-Model) object too large"), text
    # the outputs of a large batch, through a model whose weights fit
    text = error("m := Sequential([DenseLayer(50, inputshape = [2])]): kernelopts(maxsize = 1000):\n"
                 "m:-Predict(Matrix(30, 2));")
    assert text.startswith("Error, (in DeepLearning:-Model:-Predict) object too large"), text
    # a raised limit is asked again
    values("kernelopts(maxsize = 1000): m := Sequential([DenseLayer(50, inputshape = [2])]):\n"
           "kernelopts(maxsize = 10^7): p := m:-Predict(Matrix(30, 2)):", "p")


def test_every_called_layer_is_held_to_maxsize():
    for layer, x in [("ConvolutionLayer(40, [5, 5])", "[[[[1.0]]$8]$8]"),
                     ("BatchNormalizationLayer(1)", "[[1.0$2000]]"),
                     ("LSTMLayer(20)", "[[[1.0, 2.0]]]"),
                     ("DeconvolutionLayer(1, [2, 2], strides = 40)", "[[[[1.0]]]]")]:
        text = error(f"L := {layer}: x := Constant({x}): kernelopts(maxsize = 1000): L(x);")
        assert text.startswith("Error, (in DeepLearning:-Layer) object too large"), (layer, text)


def test_embedding_indices_are_checked_and_looked_up_as_keras_does():
    # the EmbeddingLayer page: "an embedding neural network layer with input dimension
    # inputdim", tf.keras.layers.Embedding
    # (https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FEmbeddingLayer):
    # indices run from 0 to inputdim - 1; Keras reports another only as "Exception
    # encountered when calling Embedding.call()" and takes -1 as the last row
    session, output = run("E := EmbeddingLayer(10, 4): y := E(Constant([[0, 9, 2]])):")
    assert "Error" not in output, output
    g = session.evaluator.globals
    twin = keras.layers.Embedding(10, 4)
    twin.build((None, 3))
    twin.set_weights(g["E"].called.get_weights())
    np.testing.assert_array_equal(g["y"].numpy(), twin(tf.constant([[0, 9, 2]])).numpy())
    for call in ("E(Constant([[10]]))", "E(Constant([[-1, 2]]))",
                 "Sequential([EmbeddingLayer(10, 4, inputlength = 1)]):-Predict([[10]])"):
        assert "expects indices from 0 to 9, but received" in error_of(
            f"E := EmbeddingLayer(10, 4): {call};")
    assert "whole-number indices" in error_of("EmbeddingLayer(10, 4)([[0.5]]);")


def test_a_layer_called_on_inputs_of_the_wrong_rank_is_a_maple_error():
    # the Layer page: a Layer "takes one or more Tensors as input"; the layer pages' inputs
    # are batches (inputshape is "Shape of the input Tensor, not including the batch axis",
    # https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FConvolutionLayer):
    # a batch of images of one channel has rank 4, of sequences rank 3, as Keras's Conv2D and
    # LSTM require; Keras's own words name its layers ('lstm') or kernel shapes
    def flat(text):
        return " ".join(text.split())
    assert "the Convolution layer expects a batch of inputs of rank 4, but received data " \
           "of shape [2, 2, 1]" in flat(error_of(
               "ConvolutionLayer(2, [2, 2])(Constant([[[1.0], [2.0]], [[3.0], [4.0]]]));"))
    assert "the LongShortTermMemory layer expects a batch of inputs of rank 3" in flat(error_of(
        "LSTMLayer(2)(Constant([[1.0, 2.0]]));"))
    assert "the Dense layer expects a batch of inputs of rank 2 or more" in flat(error_of(
        "DenseLayer(2)(Constant([1.0, 2.0]));"))
    # and a model that its first call builds, by its first layer
    assert "the LongShortTermMemory layer expects a batch of inputs of rank 3" in flat(error_of(
        "Sequential([LSTMLayer(2)])(Constant([[1.0, 2.0]]));"))
    shapes = values("a := Shape(MaxPoolLayer([2])(Constant([[[1.0], [2.0]]]))): "
                    "b := Shape(DenseLayer(2)(Constant([[[1.0, 2.0]]]))):", "a", "b")
    assert [list(s.items) for s in shapes] == [[1, 1, 1], [1, 1, 2]]


def test_concatenate_of_layers_joins_their_outputs():
    # help page DeepLearning/Concatenate: L is a "list or Array of Tensor or Variable
    # objects, or list or Array of Layer objects", joined along the zero-based axis; the
    # Layer's output is Keras's Concatenate of each layer's output on the same input
    session, output = run(
        f"C := Concatenate([DenseLayer(3), DenseLayer(2, activation = relu)], 1):\n"
        f"x := Constant({X}): y := C(x):\n"
        "gt := GradientTape(): Enter(gt): gt:-Watch(x): s := ReduceSum(C(x)^2): Exit(gt):\n"
        "g := gt:-Gradient(s, x):")
    assert "Error" not in output, output
    g = session.evaluator.globals
    branches = g["C"].called.branches
    x = tf.constant(X)
    with tf.GradientTape() as tape:
        tape.watch(x)
        joined = tf.concat([branch(x) for branch in branches], axis=1)
        s = tf.reduce_sum(joined ** 2)
    np.testing.assert_array_equal(g["y"].numpy(), joined.numpy())
    np.testing.assert_allclose(g["g"].numpy(), tape.gradient(s, x).numpy(), rtol=1e-6)


def test_concatenated_layers_in_a_model():
    session, output = run(
        "C := Concatenate(Array([DenseLayer(3), DenseLayer(2)]), 1):\n"
        "model := Sequential([DenseLayer(4, inputshape = [2]), C, DenseLayer(1)]):\n"
        "model:-Compile(): p := model:-Predict([[1.0, 2.0]]): w := map(Shape, model:-Variables()):")
    assert "Error" not in output, output
    g = session.evaluator.globals
    keras_model = g["model"].model
    np.testing.assert_allclose(g["p"].numpy(), keras_model(tf.constant([[1.0, 2.0]])).numpy(),
                               rtol=1e-6)
    # the weights of Dense(4) on 2 inputs, the branches' on its 4 outputs, Dense(1) on 3 + 2
    assert [list(w.shape) for w in keras_model.weights] == \
        [[2, 4], [4], [4, 3], [3], [4, 2], [2], [5, 1], [1]]


def test_concatenate_takes_tensors_or_layers_not_both():
    assert "not of both" in error_of("Concatenate([DenseLayer(3), Ones([2])], 1);")
    assert error_of("Concatenate([DenseLayer(3)], -1);") == "Error, invalid input: Concatenate " \
        "expects its 2nd argument, axis, to be a\nnonnegative integer, but received -1\n"
