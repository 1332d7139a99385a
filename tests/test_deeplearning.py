"""mapletape's DeepLearning numbers against TensorFlow's own for the same computations,
run in-process through a Session."""
from __future__ import annotations

import io
import sys
import warnings

import numpy as np
import pytest

from mapletape.deeplearning.objects import GradientTape, Tensor, Variable
from mapletape.deeplearning.tf import tensorflow
from mapletape.session import Session

tf = tensorflow()


def run(source: str) -> tuple[Session, str]:
    out = io.StringIO()
    session = Session(out)
    session.run("with(DeepLearning):\n" + source)
    return session, out.getvalue()


def values(source: str, *names: str):
    """Run source; the named globals as numpy arrays (Tensors) or Maple values."""
    session, output = run(source)
    assert "Error" not in output, output
    found = []
    for name in names:
        value = session.evaluator.globals[name]
        found.append(value.numpy() if isinstance(value, Tensor) else value)
    return found[0] if len(found) == 1 else found


def error_of(source: str) -> str:
    _, output = run(source)
    errors = [line for line in output.splitlines() if line.startswith("Error,")]
    assert errors, output
    return output[output.index(errors[0]):]


# ---------------------------------------------------------------- construction and datatypes

@pytest.mark.parametrize("maple, expected", [
    ("Constant(2.0)", tf.float32), ("Constant([1, 2])", tf.int32),
    ("Constant([1, 2.5])", tf.float32), ("Constant(<1.0, 2.0>)", tf.float64),
    ("Constant([1, 2], datatype = float[8])", tf.float64),
    ("Constant([true, false])", tf.bool), ("Ones([2])", tf.float32),
    ("Variable([1.0], datatype = integer[8])", tf.int64),
    ("IdentityMatrix(2, datatype = complex[8])", tf.complex128),
])
def test_datatype_inference(maple, expected):
    session, _ = run(f"t := {maple}:")
    assert session.evaluator.globals["t"].tensor.dtype == expected


def test_constructors_match_tensorflow():
    z, o, f, eye = values("z := Zeros([2, 3]): o := Ones([3]): f := Fill([2, 2], 7):"
                          "eye := IdentityMatrix(2, 3):", "z", "o", "f", "eye")
    np.testing.assert_array_equal(z, tf.zeros([2, 3]).numpy())
    np.testing.assert_array_equal(o, tf.ones([3]).numpy())
    np.testing.assert_array_equal(f, tf.fill([2, 2], 7.0).numpy())
    np.testing.assert_array_equal(eye, tf.eye(2, 3).numpy())


def test_random_tensor_is_tensorflows_seeded_sequence():
    r = values("r := RandomTensor(Normal(1, 2), [3, 2], seed = 5):", "r")
    tf.random.set_seed(5)
    np.testing.assert_array_equal(r, tf.random.normal([3, 2], mean=1.0, stddev=2.0).numpy())


def test_set_random_seed_repeats():
    a, b, c = values("SetRandomSeed(3): a := RandomTensor(Uniform(0, 1), [5]):"
                     "b := RandomTensor(Uniform(0, 1), [5]):"
                     "SetRandomSeed(3): c := RandomTensor(Uniform(0, 1), [5]):", "a", "b", "c")
    np.testing.assert_array_equal(a, c)
    assert not np.array_equal(a, b)


def test_variable_options():
    session, _ = run('v := Variable([1.0, 2.0], name = "v", trainable = false):')
    v = session.evaluator.globals["v"]
    assert isinstance(v, Variable) and v.tensor.name == "v:0" and not v.tensor.trainable


def test_assign_family_updates_in_place():
    v = values("v := Variable([1.0, 2.0]): Assign(v, [4.0, 6.0]): AssignAdd(v, 1):"
               "AssignSubtract(v, Constant([0.5, 0.5])):", "v")
    np.testing.assert_array_equal(v, [4.5, 6.5])


# ---------------------------------------------------------------- operations

X = [[1.0, -2.0, 0.5], [3.0, 0.25, -1.5]]


@pytest.mark.parametrize("maple, reference", [
    ("x + 1", lambda x: x + 1), ("2 - x", lambda x: 2 - x), ("x*x", lambda x: x * x),
    ("x/4", lambda x: x / 4), ("x^2", lambda x: tf.pow(x, 2.0)), ("-x", lambda x: -x),
    ("x + Constant([1.0, 2.0, 3.0])", lambda x: x + tf.constant([1.0, 2.0, 3.0])),
    ("exp(x)", tf.exp), ("sin(x)", tf.sin), ("tanh(x)", tf.tanh), ("abs(x)", tf.abs),
    ("sigmoid(x)", tf.sigmoid), ("erf(x)", tf.math.erf), ("round(x)", tf.round),
    ("sign(x)", tf.sign), ("arctan(x)", tf.atan), ("ln(abs(x))", lambda x: tf.math.log(tf.abs(x))),
    ("Maximum(x, 0)", lambda x: tf.maximum(x, 0.0)), ("Minimum(0.3, x)", lambda x: tf.minimum(0.3, x)),
    ("Transpose(x)", tf.transpose), ("x . Transpose(x)", lambda x: tf.matmul(x, x, transpose_b=True)),
    ("ReduceSum(x)", tf.reduce_sum), ("ReduceMean(x, axis = 0)", lambda x: tf.reduce_mean(x, 0)),
    ("ReduceMax(x, axis = 1)", lambda x: tf.reduce_max(x, 1)),
    ("ReduceProduct(x, axis = [0, 1])", tf.reduce_prod),
    ("ReduceLogSumExp(x, axis = -1)", lambda x: tf.reduce_logsumexp(x, -1)),
    ("x[2]", lambda x: x[1]), ("x[1, 2..3]", lambda x: x[0, 1:3]), ("x[-1, -1]", lambda x: x[-1, -1]),
    ("Cast(x, integer[4])", lambda x: tf.cast(x, tf.int32)),
    ("Concatenate([x, x], 1)", lambda x: tf.concat([x, x], 1)),
])
@pytest.mark.parametrize("kind", ["Constant", "Variable"])
def test_operations_match_tensorflow(maple, reference, kind):
    result = values(f"x := {kind}({X}): r := {maple}:", "r")
    expected = reference(tf.constant(X)).numpy()
    assert result.dtype == expected.dtype
    np.testing.assert_allclose(result, expected, rtol=1e-6)


def test_convert_gives_maple_numbers():
    session, _ = run("x := Constant([[0.1, 2.0], [3.0, 4.0]]): L := convert(x, list):"
                     "f := convert(x[1, 1], float):")
    g = session.evaluator.globals
    assert g["L"].items[0].items == (float(np.float32(0.1)), 2.0)
    assert g["f"] == float(np.float32(0.1))


# ---------------------------------------------------------------- differentiation

def test_gradient_matches_tensorflow():
    g = values("x := Constant([1.0, 2.0, 3.0]): t := GradientTape(): Enter(t): t:-Watch(x):"
               "y := ReduceSum(sin(x)*x^2): Exit(t): g := t:-Gradient(y, x):", "g")
    x = tf.constant([1.0, 2.0, 3.0])
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.reduce_sum(tf.sin(x) * x ** 2)
    np.testing.assert_allclose(g, tape.gradient(y, x).numpy(), rtol=1e-6)


def test_number_operands_made_once_keep_every_value_apart():
    # A number meeting a float Tensor is made into a tensor once per value and datatype:
    # a watched Constant equal to such a number (the same float key) is still its own
    # tensor (its gradient is 1, not also through x^2.0's exponent) and a loop's results
    # are those TensorFlow computes (reference computed here).
    g, s = values("x := Constant([1.0, 2.0]): c := Constant(2.0, datatype = float[4]):"
                  "t := GradientTape(): Enter(t): t:-Watch(c): y := ReduceSum(x^2.0) + c:"
                  "Exit(t): g := t:-Gradient(y, c):"
                  "s := Constant(0.0): for k to 3 do s := s + x^2 * 0.5 end do:", "g", "s")
    x = tf.constant([1.0, 2.0])
    c = tf.constant(2.0)
    with tf.GradientTape() as tape:
        tape.watch(c)
        y = tf.reduce_sum(x ** 2.0) + c
    np.testing.assert_allclose(g, tape.gradient(y, c).numpy())
    np.testing.assert_allclose(s, (x ** 2 * 0.5 * 3).numpy(), rtol=1e-6)


def test_jacobian_and_batch_jacobian_match_tensorflow():
    j, bj = values(f"x := Constant({X}): t := GradientTape(persistent = true): Enter(t):"
                   "t:-Watch(x): y := exp(x)*x: Exit(t): j := t:-Jacobian(y, x):"
                   "bj := t:-BatchJacobian(y, x):", "j", "bj")
    x = tf.constant(X)
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = tf.exp(x) * x
    np.testing.assert_allclose(j, tape.jacobian(y, x).numpy(), rtol=1e-6)
    np.testing.assert_allclose(bj, tape.batch_jacobian(y, x).numpy(), rtol=1e-6)


def test_second_derivative_through_nested_tapes():
    d1, d2 = values("x := Constant(1.5): o := GradientTape(): i := GradientTape(): Enter(o):"
                    "o:-Watch(x): Enter(i): i:-Watch(x): y := exp(x)*x^3: Exit(i):"
                    "d1 := i:-Gradient(y, x): Exit(o): d2 := o:-Gradient(d1, x):", "d1", "d2")
    x = tf.constant(1.5)
    with tf.GradientTape() as outer:
        outer.watch(x)
        with tf.GradientTape() as inner:
            inner.watch(x)
            y = tf.exp(x) * x ** 3
        first = inner.gradient(y, x)
    np.testing.assert_allclose(d1, first.numpy(), rtol=1e-6)
    np.testing.assert_allclose(d2, outer.gradient(first, x).numpy(), rtol=1e-6)


def test_list_targets_and_sources():
    session, _ = run("a := Constant([1.0, 2.0]): b := Constant(3.0): z := Constant(1.0):"
                     "t := GradientTape(persistent = true): Enter(t): t:-Watch([a, b, z]):"
                     "y1 := a*b: y2 := b^2: Exit(t): g := t:-Gradient([y1, y2], [a, [b, z]]):"
                     "u := t:-Gradient(y1, [a, z], unconnected = undefined):"
                     "n := t:-Gradient(y1, [a, z]): zero := t:-Gradient(y1, z, unconnected = 0):")
    g = session.evaluator.globals
    first, (second,) = g["g"].items[0], g["g"].items[1].items   # NULL for z drops out
    np.testing.assert_array_equal(first.numpy(), [3.0, 3.0])
    assert float(second.numpy()) == 9.0
    assert g["u"].items[1].name == "undefined"
    assert len(g["n"].items) == 1
    assert float(g["zero"].numpy()) == 0.0


def test_trainable_variables_are_watched_automatically():
    session, _ = run("w := Variable([2.0]): c := Variable([5.0], trainable = false):"
                     "t := GradientTape(): Enter(t): y := w^2*c: Exit(t):"
                     "wv := t:-WatchedVariables(): g := t:-Gradient(y, [w, c], unconnected = 0):")
    g = session.evaluator.globals
    assert [v.tensor.name for v in g["wv"].items] == ["Variable:0"]
    assert [float(t.numpy()[0]) for t in g["g"].items] == [20.0, 0.0]


def test_gradient_descent_converges_like_tensorflow():
    slope = values("X := Constant([0.0, 1.0, 2.0]): Y := 3*X - 1:"
                   "w := Variable([0.0]): b := Variable([0.0]):"
                   "for k to 50 do t := GradientTape(); Enter(t); loss := ReduceMean((w*X + b - Y)^2);"
                   "Exit(t); gs := t:-Gradient(loss, [w, b]); AssignSubtract(w, 0.1*gs[1]);"
                   "AssignSubtract(b, 0.1*gs[2]) end do:", "w")
    X = tf.constant([0.0, 1.0, 2.0])
    Y = 3 * X - 1
    w, b = tf.Variable([0.0]), tf.Variable([0.0])
    for _ in range(50):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((w * X + b - Y) ** 2)
        gw, gb = tape.gradient(loss, [w, b])
        w.assign_sub(0.1 * gw)
        b.assign_sub(0.1 * gb)
    np.testing.assert_allclose(slope, w.numpy(), rtol=1e-6)


def test_try_finally_leaves_the_tape_exited_and_usable():
    session, output = run("x := Constant([1.0, 2.0]): t := GradientTape():"
                          "try Enter(t); t:-Watch(x); y := x + Constant([1.0, 2.0, 3.0]);"
                          "finally Exit(t) end try;\n"
                          "Enter(t): t:-Watch(x): y := 4*x: Exit(t): g := t:-Gradient(y, x):")
    assert output.count("Error,") == 1 and "Incompatible shapes" in output
    tape = session.evaluator.globals["t"]
    assert isinstance(tape, GradientTape) and not tape.tape._recording
    np.testing.assert_array_equal(session.evaluator.globals["g"].numpy(), [4.0, 4.0])


# ---------------------------------------------------------------- Maple errors, never tracebacks

@pytest.mark.parametrize("source, message", [
    ("t := GradientTape(): x := Constant([1.0]): Enter(t): t:-Watch(x): y := 2*x: Exit(t):"
     "t:-Gradient(y, x): t:-Gradient(y, x);", "A non-persistent GradientTape can only be used"),
    ("t := GradientTape(): Enter(t): Enter(t);", "Tape is still recording"),
    ("t := GradientTape(): t:-Reset();", "Tape is not recording."),
    ("t := GradientTape(): Enter(t): t:-Watch(Constant([true]));",
     "the datatype of a watched Tensor must be a float or complex datatype"),
    ("t := GradientTape(persistent = true): x := Constant([1.0]): Enter(t): t:-Watch(x):"
     "y := x^2: Exit(t): t:-BatchJacobian(y, x);", "rank at least 2"),
    ("t := GradientTape(): x := Constant([1.0]): t:-Gradient(x, x, unconnected = 2);",
     "unconnected must be NULL, undefined or 0"),
    ("Constant([1.0], colour = red);", "does not accept the option colour = red"),
    ("Constant([1.0, 2.0]) + Constant([1.0, 2.0, 3.0]);", "Incompatible shapes"),
    ("MatrixMultiply(Ones([2, 3]), Ones([2, 3]));", "dimensions do not match"),
    ("exp(Constant([1, 2]));", "not defined for Tensors of datatype integer[4]"),
    ("Zeros(3);", "to be a list of non-negative integers"),
    ("ReduceSum(Ones([2]), axis = 1);", "axes count from 0"),
    ("Constant([1.0])[2];", "index out of bounds"),
    ("Assign(Variable([1.0]), [1.0, 2.0]);", "dimensions do not match"),
    ("Constant([[1, 2], [3]]);", "sublists have different lengths"),
    ("Constant(3000000000);", "cannot convert 3000000000 to datatype integer[4]"),
    ("Constant(300, datatype = integer[1]);", "cannot convert 300 to datatype integer[1]"),
    ("Constant(1e50, datatype = integer[8]);", "to datatype integer[8]"),
    ("Constant(10^30);", "to datatype integer[4]"),
    ('Constant("1", datatype = integer[4]);', 'cannot convert "1" to datatype integer[4]'),
    ("Constant([2], datatype = truefalse);", "cannot convert [2] to datatype truefalse"),
    ('Fill([2], "s");', 'cannot convert "s" to datatype float[4]'),
    ("Assign(Variable([1, 2]), Constant([1.0, 2.0]));",
     "(in DeepLearning:-Assign) datatypes do not match: integer[4] and float[4]"),
    ("Assign(Variable([1.0]), a);", "cannot make a Tensor entry from a"),
    ('AssignAdd(Variable("s"), "t");', "not defined for Tensors of datatype string"),
    ('convert(Constant("s"), float);', "cannot convert a Tensor of datatype string to a float"),
    ("-Constant([true]);",
     "(in DeepLearning:-Tensor:-`-`) not defined for Tensors of datatype truefalse"),
    ("ReduceAll(Constant([1.0]));", "datatypes do not match: float[4] where truefalse is expected"),
    ("Concatenate([Constant([1.0]), Constant([1])]);",
     "datatypes do not match: integer[4] where float[4] is expected"),
    ("RandomTensor(Uniform(0, 1), [2], datatype = string);",
     "draws from Uniform only with a float or integer datatype, but received string"),
    ("ReduceSum(Constant(3.0), axis = 0);", "a Tensor of shape [] has no axes"),
    ("Zeros([10^20]);", "to be a list of non-negative integers"),
    ("IdentityMatrix(10^30);", "to be non-negative integers"),
    ("Fill(Variable([2]), 1.0);", "Fill expects its 1st argument, shape, to be a list of "
                                  "non-negative integers, but received DeepLearning:-Variable"),
    ("RandomTensor(Normal(0, 1), 3);", "RandomTensor expects its 2nd argument, shape"),
    ("GradientTape(persistent = 1);", "GradientTape expects persistent to be true or false"),
    ("t := GradientTape(): t:-Gradient(Constant(1.0));",
     "Gradient expects 2 arguments, but received 1"),
    # the tape commands' own test of a tape first argument hands every other case to _tape
    ("t := GradientTape(): Enter(t, 1);", "Enter expects 0 arguments, but received 1"),
    ("t := GradientTape(): Exit(t, t);", "Exit expects 0 arguments, but received 1"),
    ("t := GradientTape(): Enter(t): t:-Watch();", "Watch expects 1 argument, but received 0"),
    ("t := GradientTape(): x := Constant([1.0]): Enter(t): t:-Watch(x): Gradient(x^2, t);",
     "Gradient expects a GradientTape as its 1st argument"),
    ("t := GradientTape(): t:-Jacobian();", "Jacobian expects 2 arguments, but received 0"),
    # an operation TensorFlow has no gradient for (TensorFlow raises LookupError)
    ('x := Constant([1.0, 2.0]): t := GradientTape(): Enter(t): t:-Watch(x):'
     'y := ApplyOperation("tf.math.bincount", Constant([1, 2]), weights = x): Exit(t):'
     't:-Gradient(y, x);',
     "(in DeepLearning:-GradientTape:-Gradient) cannot differentiate: TensorFlow defines no "
     "gradient for the operation DenseBincount"),
])
def test_user_mistakes_are_maple_errors(source, message):
    with warnings.catch_warnings():        # a numpy warning would be a line on stderr
        warnings.simplefilter("error")
        text = error_of(source)
    assert message in text.replace("\n", " ")
    assert "Traceback" not in text and "internal error" not in text


# ---------------------------------------------------------------- loading TensorFlow

def test_a_failed_import_is_a_maple_error_and_the_next_use_tries_again(monkeypatch):
    from mapletape.deeplearning import tf as loader
    monkeypatch.setattr(loader, "_module", None)
    monkeypatch.setitem(sys.modules, "tensorflow", None)      # `import tensorflow` fails
    _, output = run("Constant(1.0);")
    assert " ".join(output.split()) == ("Error, (in DeepLearning:-Constant) cannot load "
                                        "TensorFlow: import of tensorflow halted; None in "
                                        "sys.modules")
    monkeypatch.setitem(sys.modules, "tensorflow", tf)
    assert loader.tensorflow() is tf and loader.is_loaded()


def test_concatenate_takes_an_array_of_tensors():
    # help page DeepLearning/Concatenate: "L - list or Array of Tensor or Variable objects"
    # (https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FConcatenate)
    joined = values("c := Concatenate(Array([Ones([2]), Zeros([3])]), 0):", "c")
    np.testing.assert_array_equal(joined, tf.concat([tf.ones([2]), tf.zeros([3])], 0).numpy())
    rows = values("r := Concatenate(Array([Variable([[1., 2.]]), Constant([[3., 4.]])]), 0):", "r")
    np.testing.assert_array_equal(rows, [[1., 2.], [3., 4.]])
    assert "list or Array of Tensors, but received" in error_of("Concatenate(Array([]), 0);")
