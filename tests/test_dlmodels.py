"""Sequential models, layers and Optimizers against Keras's own numbers, computed here from
the same seed, data and network."""
from __future__ import annotations

import numpy as np

from mapletape.deeplearning.tf import tensorflow
from tests.test_deeplearning import error_of, run, values

tf = tensorflow()
keras = tf.keras

X = [[1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 0.0, 1.0], [4.0, 3.0, 2.0, 1.0], [2.0, 2.0, 1.0, 0.0]]
Y = [[1.0], [0.0], [2.0], [1.0]]
NETWORK = "[DenseLayer(5, activation = tanh, inputshape = [4]), DenseLayer(1)]"


def keras_network():
    """The network of NETWORK, made after the same seed as the session's SetRandomSeed(7)."""
    keras.utils.set_random_seed(7)
    return keras.Sequential([keras.Input((4,)), keras.layers.Dense(5, activation="tanh"),
                             keras.layers.Dense(1)])


def test_predict_is_the_keras_network_with_the_same_seed():
    predicted = values(f"SetRandomSeed(7): m := Sequential({NETWORK}):\n"
                       f"p := m:-Predict(Matrix({X})):", "p")
    expected = keras_network().predict(np.array(X), verbose=0)
    np.testing.assert_allclose(predicted, expected, rtol=1e-5)


def test_fit_with_gradient_descent_matches_keras():
    loss, weights = values(
        f"SetRandomSeed(7): m := Sequential({NETWORK}):\n"
        "m:-Compile(optimizer = Optimizer(GradientDescent(0.05)), loss = \"mean_squared_error\"):\n"
        f"m:-Fit(Matrix({X}), Matrix({Y}), epochs = 4, batchsize = 2, shuffle = false):\n"
        f"e := m:-Evaluate(Matrix({X}), Matrix({Y})): w := m:-Variables():", "e", "w")
    model = keras_network()
    model.compile(optimizer=keras.optimizers.SGD(0.05), loss="mean_squared_error")
    model.fit(np.array(X), np.array(Y), epochs=4, batch_size=2, shuffle=False, verbose=0)
    np.testing.assert_allclose(loss, model.evaluate(np.array(X), np.array(Y), verbose=0),
                               rtol=1e-5)
    for ours, theirs in zip(weights.items, model.trainable_variables):
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-5, atol=1e-7)


def test_metrics_follow_the_loss_in_evaluate():
    result = values(
        f"SetRandomSeed(7): m := Sequential([DenseLayer(3, activation = softmax, inputshape = [4])]):\n"
        "m:-Compile(optimizer = \"sgd\", loss = \"sparse_categorical_crossentropy\", "
        "metrics = [\"accuracy\"]):\n"
        f"e := m:-Evaluate(Matrix({X}), [0, 1, 2, 1]):", "e")
    assert len(result.items) == 2 and 0 <= result.items[1] <= 1


def test_a_gradient_tape_loop_through_the_model_matches_keras():
    weights = values(
        f"SetRandomSeed(7): m := Sequential({NETWORK}): opt := Optimizer(Adam(0.01)):\n"
        f"x := Constant({X}): y := Constant({Y}): w := m:-Variables():\n"
        "for i to 3 do gt := GradientTape(); Enter(gt); L := ReduceMean((m(x) - y)^2); Exit(gt);\n"
        "  opt:-ApplyGradients(gt:-Gradient(L, w), w) end do:", "w")
    model = keras_network()
    optimizer = keras.optimizers.Adam(0.01)
    for _ in range(3):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((model(tf.constant(X)) - tf.constant(Y)) ** 2)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
    for ours, theirs in zip(weights.items, model.trainable_variables):
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-5, atol=1e-7)


def test_every_algorithm_steps_a_variable_as_keras_does():
    # the help page's parameter order: Adagrad(learning_rate, initial_accumulator_value), ...
    cases = {"GradientDescent(0.1)": keras.optimizers.SGD(0.1),
             "Adadelta(0.5, 0.9)": keras.optimizers.Adadelta(0.5, rho=0.9),
             "Adagrad(0.1, 0.2)": keras.optimizers.Adagrad(0.1, initial_accumulator_value=0.2),
             "Adam(0.1, 0.8, 0.9)": keras.optimizers.Adam(0.1, beta_1=0.8, beta_2=0.9),
             "Ftrl(0.1)": keras.optimizers.Ftrl(0.1),
             "RMSProp(0.1, 0.8)": keras.optimizers.RMSprop(0.1, rho=0.8)}
    for algorithm, optimizer in cases.items():
        ours = values(f"opt := Optimizer({algorithm}): v := Variable([1.0, -2.0]):\n"
                      "to 2 do opt:-ApplyGradients([Constant([0.5, 1.0])], [v]) end do:", "v")
        theirs = tf.Variable([1.0, -2.0])
        for _ in range(2):
            optimizer.apply_gradients([(tf.constant([0.5, 1.0]), theirs)])
        np.testing.assert_allclose(ours, theirs.numpy(), rtol=1e-6, err_msg=algorithm)


def test_flatten_and_dropout_keep_the_batch_axis():
    shape = values("m := Sequential([FlattenLayer(inputshape = [2, 3]), DropoutLayer(0.5), "
                   "DenseLayer(2)]):\np := Shape(m:-Predict(Constant([[[1., 2., 3.], [4., 5., 6.]]]))):",
                   "p")
    assert shape.items == (1, 2)


def test_a_model_without_inputshape_is_built_by_its_first_call():
    shape = values("m := Sequential([DenseLayer(2)]): p := Shape(m(Constant([[1., 2., 3.]]))):\n"
                   "n := nops(m:-Variables()):", "p")
    assert shape.items == (1, 2)


def test_fit_is_quiet_unless_verbose():
    source = (f"m := Sequential({NETWORK}): m:-Compile(optimizer = \"sgd\", loss = \"mse\"):\n"
              f"m:-Fit(Matrix({X}), Matrix({Y}), epochs = 2{{}}):")
    assert "Epoch" not in run(source.format(""))[1]
    lines = [ln for ln in run(source.format(", verbose = true"))[1].splitlines()
             if ln.startswith("Epoch")]
    assert [ln.split(":")[0] for ln in lines] == ["Epoch 1/2", "Epoch 2/2"]
    assert lines[0].split(": ")[1].startswith("loss = ")


def error(source: str) -> str:
    """The error line of running source, unwrapped."""
    return error_of(source).replace("\n", " ")


def test_mistakes_are_maple_errors():
    assert "DenseLayer expects units to be a positive integer" in error("DenseLayer(0);")
    assert "activation to be one of" in error("DenseLayer(2, activation = blah);")
    assert "expects inputshape to be a list of positive" in error("DenseLayer(2, inputshape = 4);")
    assert "DropoutLayer expects the rate" in error("DropoutLayer(1.5);")
    assert "Sequential expects its 1st argument" in error("Sequential([1, 2]);")
    assert "Optimizer expects an algorithm call" in error("Optimizer(Newton(1));")
    assert "Adam expects 1 to 3 real parameters" in error("Optimizer(Adam(1, 2, 3, 4));")
    assert "compiled before Fit" in error(
        f"m := Sequential({NETWORK}): m:-Fit(Matrix({X}), Matrix({Y}));")
    assert "no Variables yet" in error("m := Sequential([DenseLayer(2)]): m:-Variables();")
    assert "ApplyGradients expects a list of gradients" in error(
        "opt := Optimizer(Adam(0.1)): opt:-ApplyGradients([1], [2]);")
    assert "expects a batch of inputs of shape [4], but received data of shape [1, 2]" in \
        error(f"m := Sequential({NETWORK}): m(Constant([[1., 2.]]));")
    assert "expects a batch of inputs, data of rank at least 2" in error(
        "m := Sequential([DenseLayer(2)]): m:-Compile(loss = \"mse\"): m:-Fit(<1, 2>, <1, 2>);")
    assert "Could not interpret metric identifier: nope" in error(
        f"m := Sequential({NETWORK}): m:-Compile(loss = \"mse\", metrics = [\"nope\"]);")
    assert "compiled without a loss, which Fit needs" in error(
        f"m := Sequential({NETWORK}): m:-Compile(): m:-Fit(Matrix({X}), Matrix({Y}));")
    assert "Could not interpret loss identifier: nope" in error(
        f"m := Sequential({NETWORK}): m:-Compile(loss = \"nope\");")
    # only a plain name reaches Keras's lookup, which imports what a dotted or a>b form names
    for option, example in [("loss", "mean_squared_error"), ("optimizer", "adam")]:
        assert f"Compile expects {option} to be a name such as {example}, but received " \
               f"\"keras.src.losses.mean_squared_error\"" in " ".join(error(
                   f"m := Sequential({NETWORK}): m:-Compile(loss = \"mse\", "
                   f"{option} = \"keras.src.losses.mean_squared_error\");").split())
    assert "Compile expects metrics to be a name such as accuracy, but received \"a>b\"" in \
        " ".join(error(f"m := Sequential({NETWORK}): m:-Compile(loss = \"mse\", metrics = [\"a>b\"]);").split())


def keras_predictions(layers, inputs):
    """Keras's predictions by the network `layers()` makes after the seed: Keras draws the
    seeds of initial weights as layers are made."""
    keras.utils.set_random_seed(11)
    return keras.Sequential(layers()).predict(np.array(inputs), verbose=0)


def maple_predictions(layers: str, inputs: str):
    return values(f"SetRandomSeed(11): m := Sequential({layers}): p := m:-Predict({inputs}):", "p")


def test_a_convolution_network_is_keras_s():
    image = np.arange(50, dtype=np.float32).reshape(2, 5, 5, 1) / 50
    ours = maple_predictions("[ConvolutionLayer(2, [3, 3], inputshape = [5, 5, 1], strides = 1), "
                             "MaxPoolingLayer([2, 2]), FlattenLayer(), DenseLayer(1)]",
                             f"Constant({image.tolist()})")
    theirs = keras_predictions(lambda: [keras.Input((5, 5, 1)), keras.layers.Conv2D(2, (3, 3)),
                                keras.layers.MaxPooling2D((2, 2)), keras.layers.Flatten(),
                                keras.layers.Dense(1)], image)
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-6)


def test_recurrent_networks_are_keras_s():
    words = [[1, 2, 3], [4, 5, 6]]
    ours = maple_predictions("[EmbeddingLayer(10, 4, inputlength = 3), LSTMLayer(5), DenseLayer(1)]",
                             f"Constant({words})")
    theirs = keras_predictions(lambda: [keras.Input((3,)), keras.layers.Embedding(10, 4),
                                keras.layers.LSTM(5), keras.layers.Dense(1)], words)
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-6)
    series = np.linspace(0, 1, 16, dtype=np.float32).reshape(2, 4, 2)
    ours = maple_predictions("[BidirectionalLayer(GatedRecurrentUnitLayer(3), inputshape = [4, 2]), "
                             "DenseLayer(1)]", f"Constant({series.tolist()})")
    theirs = keras_predictions(lambda: [keras.Input((4, 2)), keras.layers.Bidirectional(keras.layers.GRU(3)),
                                keras.layers.Dense(1)], series)
    np.testing.assert_allclose(ours, theirs, rtol=1e-5, atol=1e-6)


def test_layer_mistakes_are_maple_errors():
    assert "kernelsize to be a list of 1, 2 or 3 positive integers" in \
        error("ConvolutionLayer(2, 3);")
    assert "inputshape of 3 entries (the last for channels)" in \
        error("ConvolutionLayer(2, [3, 3], inputshape = [5, 5]);")
    assert "BidirectionalLayer expects a LongShortTermMemoryLayer" in \
        error("BidirectionalLayer(DenseLayer(3));")
    assert "EmbeddingLayer expects outputdim to be a positive integer" in \
        error("EmbeddingLayer(10, -1);")


def test_training_true_turns_dropout_on_in_a_call():
    same, dropped = values(
        "SetRandomSeed(5): m := Sequential([DropoutLayer(0.5, inputshape = [8])]):\n"
        "x := Ones([4, 8]): same := m(x): dropped := m(x, training = true):", "same", "dropped")
    np.testing.assert_array_equal(same, np.ones((4, 8)))
    # Keras's dropout keeps an entry as 1/(1 - rate) or sets it to 0
    assert set(np.unique(dropped)) <= {0.0, 2.0} and 0.0 in dropped


def test_compile_takes_an_algorithm_by_name():
    session, output = run(f"m := Sequential({NETWORK}): m:-Compile(optimizer = GradientDescent, "
                          "loss = \"mse\"):")
    assert "Error" not in output
    assert isinstance(session.evaluator.globals["m"].model.optimizer, keras.optimizers.SGD)


HELLO = ("SetRandomSeed(1): model := Sequential([DenseLayer(1, inputshape = [1])]):\n"
         "model:-Compile(optimizer = \"sgd\", loss = \"mean_squared_error\"):\n"
         "xs := [-1, 0, 1, 2, 3, 4]: ys := [-3, -1, 1, 3, 5, 7]:\n")


def keras_hello_world():
    """Keras's "hello world" (y = 2x - 1 learnt by one unit) as Keras runs it: 1-D data
    for a model of one-number inputs, after the seed of the session's SetRandomSeed(1)."""
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1)])
    model.compile(optimizer="sgd", loss="mean_squared_error")
    xs = np.array([-1, 0, 1, 2, 3, 4], dtype=np.float32)
    ys = np.array([-3, -1, 1, 3, 5, 7], dtype=np.float32)
    model.fit(xs, ys, epochs=500, verbose=0)
    return model, xs, ys


def test_the_keras_hello_world_takes_lists_of_numbers():
    predicted, loss = values(HELLO + "model:-Fit(xs, ys, epochs = 500):\n"
                             "p := model:-Predict([10]): e := model:-Evaluate(xs, ys):", "p", "e")
    model, xs, ys = keras_hello_world()
    np.testing.assert_allclose(predicted, model.predict(np.array([10.0]), verbose=0), rtol=1e-5)
    # Keras's evaluate of a model without metrics is the loss alone, a number
    assert isinstance(loss, float)
    np.testing.assert_allclose(loss, model.evaluate(xs, ys, verbose=0), rtol=1e-4)


def test_fit_and_predict_take_vectors_matrices_and_tensors():
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1)])
    model.compile(optimizer="sgd", loss="mean_squared_error")
    model.fit(np.array([-1, 0, 1, 2, 3, 4.]), np.array([-3, -1, 1, 3, 5, 7.]), epochs=3,
              verbose=0)
    expected = model.predict(np.array([[10.0], [-2.0]]), verbose=0)
    forms = ["<10, -2>", "Vector[row]([10, -2])", "Matrix([[10], [-2]])",
             "Constant([10., -2.])", "Constant([[10.], [-2.]])", "Array([10, -2])"]
    found = values(HELLO + "model:-Fit(Vector(xs), Vector(ys), epochs = 3):\n" + "".join(
        f"p{i} := model:-Predict({form}):" for i, form in enumerate(forms)),
        *(f"p{i}" for i in range(len(forms))))
    for form, predicted in zip(forms, found):
        np.testing.assert_allclose(predicted, expected, rtol=1e-5, err_msg=form)


def proximal_steps(variable, gradients, rate, l1, l2, accumulator=None):
    """TF 1.x's proximal updates (ApplyProximalGradientDescent, and with an accumulator
    ApplyProximalAdagrad) in numpy: a gradient step at a rate, then soft-thresholding by
    rate l1 and shrinking by 1 + rate l2."""
    w = np.array(variable, dtype=np.float64)
    for g in gradients:
        g = np.array(g)
        step = rate
        if accumulator is not None:
            accumulator = accumulator + g * g
            step = rate / np.sqrt(accumulator)
        prox = w - step * g
        w = np.sign(prox) * np.maximum(np.abs(prox) - step * l1, 0) / (1 + step * l2)
    return w


def tf1_proximal_steps(make, variable, gradients):
    """The same steps by TensorFlow 1.x's own optimizer, in a graph and a Session."""
    with tf.Graph().as_default():
        w = tf.compat.v1.Variable(variable, dtype=tf.float32)
        g = tf.compat.v1.placeholder(tf.float32, [len(variable)])
        step = make().apply_gradients([(g, w)])
        with tf.compat.v1.Session() as session:
            session.run(tf.compat.v1.global_variables_initializer())
            for gradient in gradients:
                session.run(step, {g: gradient})
            return session.run(w)


def test_proximal_algorithms_follow_tf1_s_update_rules():
    # Optimizer's help page lists ProximalGradientDescent and ProximalAdagrad
    # (https://www.maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FOptimizer);
    # Keras 3 has neither, so they are checked against TF 1.x's update formulas and against
    # tf.compat.v1.train's optimizers themselves
    start, gradients = [1.0, -2.0, 0.05, 0.0], [[0.5, -0.1, 0.2, 0.0], [0.3, 0.4, -0.2, 1.0]]
    v1 = tf.compat.v1.train
    cases = [
        ("ProximalGradientDescent(0.1)", dict(rate=0.1, l1=0, l2=0),
         lambda: v1.ProximalGradientDescentOptimizer(0.1)),
        ("ProximalGradientDescent(0.1, 0.3, 0.2)", dict(rate=0.1, l1=0.3, l2=0.2),
         lambda: v1.ProximalGradientDescentOptimizer(0.1, 0.3, 0.2)),
        ("ProximalAdagrad(0.1)", dict(rate=0.1, l1=0, l2=0, accumulator=0.1),
         lambda: v1.ProximalAdagradOptimizer(0.1)),
        ("ProximalAdagrad(0.2, 0.5, 0.1, 0.3)", dict(rate=0.2, l1=0.1, l2=0.3, accumulator=0.5),
         lambda: v1.ProximalAdagradOptimizer(0.2, 0.5, 0.1, 0.3))]
    for algorithm, formula, tf1 in cases:
        ours = values(f"opt := Optimizer({algorithm}): v := Variable({start}):\n"
                      + "".join(f"opt:-ApplyGradients([Constant({g})], [v]):\n" for g in gradients),
                      "v")
        np.testing.assert_allclose(ours, proximal_steps(start, gradients, **formula),
                                   rtol=1e-6, atol=1e-7, err_msg=algorithm)
        np.testing.assert_allclose(ours, tf1_proximal_steps(tf1, start, gradients),
                                   rtol=1e-6, atol=1e-7, err_msg=algorithm)
    # the l1 strength sets a weight below rate l1 to exactly 0
    assert values("opt := Optimizer(ProximalGradientDescent(1, 10)): v := Variable([0.5, 20.]):\n"
                  "opt:-ApplyGradients([Constant([0., 0.])], [v]):", "v").tolist() == [0, 10]


def test_a_model_trains_with_a_proximal_optimizer():
    loss, weights = values(
        f"SetRandomSeed(7): m := Sequential({NETWORK}):\n"
        "m:-Compile(optimizer = Optimizer(ProximalAdagrad(0.1, 0.1, 0.001, 0.001)), "
        "loss = \"mean_squared_error\"):\n"
        f"m:-Fit(Matrix({X}), Matrix({Y}), epochs = 3, batchsize = 2, shuffle = false):\n"
        f"e := m:-Evaluate(Matrix({X}), Matrix({Y})): w := m:-Variables():", "e", "w")
    model = keras_network()
    from mapletape.deeplearning.proximal import proximal_optimizers
    model.compile(optimizer=proximal_optimizers()["ProximalAdagrad"](0.1, 0.1, 0.001, 0.001),
                  loss="mean_squared_error")
    model.fit(np.array(X), np.array(Y), epochs=3, batch_size=2, shuffle=False, verbose=0)
    np.testing.assert_allclose(loss, model.evaluate(np.array(X), np.array(Y), verbose=0), rtol=1e-5)
    assert "ProximalAdagrad(0.01)" in error(
        f"m := Sequential({NETWORK}): m:-Compile(optimizer = ProximalAdagrad, loss = \"mse\");")
