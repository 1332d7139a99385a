"""The fast paths that training loops take give what the general paths give: a number
meeting a float Tensor, a Variable updated by a value of its own shape, and operator errors
translated by the class-based guard."""
from __future__ import annotations

import io
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

from mapletape.deeplearning.objects import data_tensor, to_tensor
from mapletape.deeplearning.tf import tensorflow
from mapletape.errors import MapleError
from mapletape.session import Session

tf = tensorflow()

NUMBERS = [2, -3, 0, 2 ** 40, 2 ** 70, 10 ** 400, Fraction(1, 3), Fraction(-7, 2), Decimal("0.05"),
           Decimal("1e-12"), Decimal("1e400"), 0.1, -2.5, 1e300]


def outcome(make):
    """A tensor's dtype, shape and entries, or the Maple error message it raised."""
    try:
        tensor = make()
    except MapleError as err:
        return str(err)
    return tensor.dtype, tuple(tensor.shape), tensor.numpy().tobytes()


@pytest.mark.parametrize("dtype", [tf.float16, tf.float32, tf.float64])
@pytest.mark.parametrize("number", NUMBERS, ids=repr)
def test_a_number_meeting_a_float_tensor_is_the_general_paths_constant(number, dtype):
    assert outcome(lambda: to_tensor(number, dtype)) == outcome(lambda: data_tensor(number, dtype))


@pytest.mark.parametrize("dtype", [tf.float16, tf.float32, tf.float64, tf.int32, tf.complex64])
@pytest.mark.parametrize("number", NUMBERS + [float("nan"), -0.0, Decimal("-0.0"),
                                              Decimal("1e-400"), Decimal("-1e-400")], ids=repr)
def test_a_number_operand_made_once_is_the_general_paths_constant(number, dtype):
    from mapletape.deeplearning.operations import matching
    general = outcome(lambda: data_tensor(number, dtype))
    assert outcome(lambda: matching(number, dtype)) == general
    assert outcome(lambda: matching(number, dtype)) == general      # made before, or refused again


@pytest.mark.parametrize("entries", [(0.5, 2.0), (1e300, 2.0), (-1e300,), (Decimal("1e400"), 1.0),
                                     (Decimal("0.1"), 0.2), (float("nan"), -0.0)], ids=repr)
def test_a_float_list_without_datatype_is_the_general_paths_float4(entries):
    from mapletape.values import core as v
    value = v.MList(entries)
    assert outcome(lambda: data_tensor(value)) == outcome(lambda: data_tensor(value, tf.float32))


@pytest.mark.parametrize("datatype", ["float[4]", "float[8]", "complex[8]", "integer[4]", "truefalse"])
def test_a_derivatives_two_tensors_are_what_its_checks_find(datatype, monkeypatch):
    from mapletape.deeplearning import tape as maple_tape
    from mapletape.deeplearning.datatypes import kind_of
    from mapletape.deeplearning.tape import _checked_arguments, _derivative_arguments
    session = Session(io.StringIO())
    session.run(f"with(DeepLearning): t := GradientTape(persistent = true):"
                f" x := Constant([1, 0], datatype = {datatype}):")
    tape, x = session.evaluator.globals["t"], session.evaluator.globals["x"]
    kind_of(x.tensor.dtype)             # a dtype met before, as a training step's are

    def found(arguments):
        try:
            return arguments()
        except MapleError as err:
            return str(err)
    checked = found(lambda: _checked_arguments(session.evaluator, (tape, x, x), "Gradient"))
    # the checks are not asked again for differentiable Tensors; an integer one passes
    # them (with a warning) on the slow path only
    if not isinstance(checked, str) and datatype != "integer[4]":
        monkeypatch.setattr(maple_tape, "_checked_arguments", None)
    fast = found(lambda: _derivative_arguments(session.evaluator, (tape, x, x), "Gradient", None))
    if isinstance(checked, str):
        assert fast == checked
    else:
        assert fast[0] is tape.tape and fast[1] is x.tensor and fast[2] is x.tensor
        assert checked[0] is tape and checked[1] is x.tensor and checked[2] is x.tensor
        assert fast[4] is checked[3]


@pytest.mark.parametrize("datatype, target", [
    ("float[4]", "x*x + x"), ("float[8]", "x*x + x"), ("complex[8]", "x*x + x"),
    ("integer[4]", "Cast(x, float[4])*2.0"),    # watched with a warning; gradient zeros
])
def test_watching_one_tensor_is_watching_a_list_of_it(datatype, target):
    def transcript(watched: str) -> str:
        out = io.StringIO()
        Session(out).run(f"with(DeepLearning): x := Constant([1, 2], datatype = {datatype}):"
                         f"t := GradientTape(): Enter(t): t:-Watch({watched}): y := {target}:"
                         "Exit(t): convert(t:-Gradient(y, x, unconnected = 0), list);")
        return out.getvalue()
    alone = transcript("x")
    assert alone == transcript("[x]")
    assert "Error" not in alone and ("Warning" in alone) == (datatype == "integer[4]")


def run(source: str) -> Session:
    session = Session(io.StringIO())
    session.run("with(DeepLearning):\n" + source)
    return session


@pytest.mark.parametrize("value, given", [
    ("[[0.5, 0.25], [1.0, 2.0]]", np.array([[0.5, 0.25], [1.0, 2.0]])),   # V's shape: no broadcast
    ("Constant([[0.5, 0.25], [1.0, 2.0]], datatype = float[8])", np.array([[0.5, 0.25], [1.0, 2.0]])),
    ("[0.5, 0.25]", np.array([0.5, 0.25])),                                 # broadcast rows
    ("0.1", np.array(0.1)),                                                  # broadcast number
])
@pytest.mark.parametrize("command, combine", [("Assign", lambda a, b: np.broadcast_to(b, a.shape)),
                                              ("AssignAdd", np.add),
                                              ("AssignSubtract", np.subtract)])
def test_assignments_with_or_without_broadcasting(value, given, command, combine):
    # float[8] arithmetic in TensorFlow and numpy is the same IEEE double arithmetic
    start = np.array([[1.0, 2.0], [3.0, 4.0]])
    session = run(f"V := Variable([[1.0, 2.0], [3.0, 4.0]], datatype = float[8]):\n"
                  f"{command}(V, {value}):")
    result = session.evaluator.globals["V"]
    np.testing.assert_array_equal(result.numpy(), combine(start, given))


def test_a_shape_that_does_not_broadcast_is_refused():
    out = io.StringIO()
    Session(out).run("with(DeepLearning):\nV := Variable([1.0, 2.0]):\nAssignAdd(V, [1.0, 2.0, 3.0]);")
    assert " ".join(out.getvalue().split()) == (
        "Error, (in DeepLearning:-AssignAdd) dimensions do not match: a value of shape [3] "
        "cannot be assigned to a Variable of shape [2]")


def test_operator_errors_name_the_operator_after_translation():
    out = io.StringIO()
    Session(out, width=200).run("with(DeepLearning):\n"
                                "Constant([1.0, 2.0]) * Constant([1.0, 2.0, 3.0]);\n"
                                "Constant([1.0, 2.0]) + Constant([1, 2]);")
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("Error, (in DeepLearning:-Tensor:-`*`) ")
    assert lines[1].startswith("Error, (in DeepLearning:-Tensor:-`+`) datatypes do not match")


@pytest.mark.parametrize("call, table, name", [
    ("Constant([1.0]);", "EXPORTS", "Constant"),
    ("DeepLearning:-Constant([1.0]);", "EXPORTS", "Constant"),
    ("map(Constant, [[1.0]]);", "EXPORTS", "Constant"),
    ("T:-Watch(X);", "TAPE_METHODS", "Watch"),
    ("W := T:-Watch: W(X);", "TAPE_METHODS", "Watch"),
    ("Watch(T, X);", "TAPE_METHODS", "Watch"),
])
def test_a_python_error_inside_a_command_is_a_maple_error_on_every_call_path(
        monkeypatch, call, table, name):
    # a command's own exceptions are translated by its builtin's guard wherever it is
    # called from: compiled calls, a package member, map, a bound method, the
    # function mechanism
    from mapletape.deeplearning import commands

    def broken(ev, args):
        raise RuntimeError("the tape broke")
    monkeypatch.setattr(getattr(commands, table)[name], "fn", broken)
    out = io.StringIO()
    session = Session(out, width=200)
    session.run("with(DeepLearning): X := Variable([1.0]): T := GradientTape(): Enter(T):\n"
                + call + "\n1 + 1;")
    session.exit_tapes()
    lines = [line.strip() for line in out.getvalue().splitlines() if line.strip()]
    assert lines[0].startswith("Error, (in DeepLearning:-") and lines[0].endswith(") the tape broke")
    assert lines[-1] == "2"


def recorded_for_gradients(dtype):
    """A persistent tape that recorded y from a tensor x, a Variable v and a gathered
    Variable g (whose gradient is IndexedSlices); u, w and the integer k are unused."""
    x = tf.cast(tf.constant([1.0, -2.0, 3.0]), dtype)
    u = tf.cast(tf.constant([4.0]), dtype)
    k = tf.constant([1, 2])
    v = tf.Variable(tf.cast(tf.constant([[0.5, 1.5, -1.0]]), dtype))
    w = tf.Variable(tf.cast(tf.constant(2.0), dtype))
    g = tf.Variable(tf.cast(tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), dtype))
    with tf.GradientTape(persistent=True) as tape:
        tape.watch([x, u, k])
        y = tf.sin(x) * v + tf.reduce_sum(tf.gather(g, [2, 0]) ** 2)
    return tape, y, dict(x=x, u=u, k=k, v=v, w=w, g=g)


SOURCES = {          # the last one nested: GradientTape.gradient's own path
    "x": lambda n: n["x"], "v": lambda n: n["v"], "g": lambda n: n["g"], "k": lambda n: n["k"],
    "u": lambda n: n["u"], "w": lambda n: n["w"], "[x, v, g]": lambda n: [n["x"], n["v"], n["g"]],
    "[u, x, w, k]": lambda n: [n["u"], n["x"], n["w"], n["k"]], "[v]": lambda n: [n["v"]],
    "[]": lambda n: [], "[x, x]": lambda n: [n["x"], n["x"]], "y": lambda n: n["y"],
    "[x, [v, u]]": lambda n: [n["x"], [n["v"], n["u"]]],
}


def gradient_outcome(gradient):
    """Gradients as their structure (each gradient numbered) and each one's (kind, dtype,
    shape, entries), None kept."""
    found = gradient()
    flat = tf.nest.flatten(found)
    return (tf.nest.pack_sequence_as(found, list(range(len(flat)))),
            [None if g is None else (type(g).__name__, g.dtype, tuple(g.shape),
                                     tf.convert_to_tensor(g).numpy().tobytes()) for g in flat])


@pytest.mark.parametrize("dtype", [tf.float16, tf.bfloat16, tf.float32, tf.float64, tf.complex64])
@pytest.mark.parametrize("sources", SOURCES)
@pytest.mark.parametrize("seeded", [False, True])
@pytest.mark.parametrize("mode", ["NONE", "ZERO"])
def test_a_gradient_asked_of_tensorflow_directly_is_gradient_tapes(dtype, sources, seeded, mode,
                                                                    monkeypatch):
    from mapletape.deeplearning.tape import _plain_sources, _tape_gradient
    tape, y, named = recorded_for_gradients(dtype)
    asked = SOURCES[sources](dict(named, y=y))
    seed = tf.cast(tf.reshape(tf.range(1, 1 + tf.size(y)), y.shape), dtype) if seeded else None
    unconnected = getattr(tf.UnconnectedGradients, mode)
    public = gradient_outcome(lambda: tape.gradient(y, asked, output_gradients=seed,
                                                    unconnected_gradients=unconnected))
    if _plain_sources(y, asked) is not None:
        # the training step's arguments never reach the public method
        monkeypatch.setattr(tape, "gradient", None)
    else:
        assert sources == "[x, [v, u]]"
    assert gradient_outcome(lambda: _tape_gradient(tape, y, asked, unconnected, seed)) == public


@pytest.mark.parametrize("persistent", ["true", "false"])
@pytest.mark.parametrize("method", ["Gradient", "Jacobian"])
def test_a_tape_never_entered_gives_tensorflows_error(persistent, method):
    # TensorFlow's own words for a tape that never recorded, as GradientTape.gradient says them
    out = io.StringIO()
    Session(out, width=200).run(f"with(DeepLearning): x := Constant([1.0, 2.0]):"
                                f"t := GradientTape(persistent = {persistent}): t:-{method}(x, x);")
    assert out.getvalue().strip() == (
        f"Error, (in DeepLearning:-GradientTape:-{method}) A non-persistent GradientTape can "
        f"only be used to compute one set of gradients (or jacobians)")


def test_a_gradient_asked_directly_while_recording_is_recorded_for_higher_derivatives():
    from mapletape.deeplearning.tape import _tape_gradient
    x = tf.constant([1.0, 2.0])
    derivatives = []
    for gradient in (lambda tape, y: tape.gradient(y, x),
                     lambda tape, y: _tape_gradient(tape, y, x, tf.UnconnectedGradients.NONE)):
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            y = x ** 3
            first = gradient(tape, y)
        derivatives.append((first.numpy(), tape.gradient(first, x).numpy()))
    np.testing.assert_array_equal(derivatives[1][0], derivatives[0][0])
    np.testing.assert_array_equal(derivatives[1][1], [6.0, 12.0])     # d/dx 3x^2 = 6x
    np.testing.assert_array_equal(derivatives[1][1], derivatives[0][1])


@pytest.mark.parametrize("shape", [(), (1,), (3,), (2, 3)])
@pytest.mark.parametrize("dtype", [tf.float16, tf.float32, tf.complex128])
def test_the_one_hot_seeds_made_once_are_tensorflows_eye(shape, dtype):
    from mapletape.deeplearning.tape import _one_hot
    count = int(np.prod(shape))
    eye = tf.reshape(tf.eye(count, dtype=dtype), (count,) + shape)
    basis, rows = _one_hot(shape, dtype)
    assert basis.dtype == dtype and rows[0].dtype == dtype
    np.testing.assert_array_equal(basis.numpy(), eye.numpy())
    assert [r.numpy().tolist() for r in rows] == [r.numpy().tolist() for r in tf.unstack(eye)]
    assert _one_hot(shape, dtype)[1] is rows          # made once
