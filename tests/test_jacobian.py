"""Jacobian strategies: rows of gradients give TensorFlow's own vectorised jacobian and
batch_jacobian values (computed here on the same tape), the choice follows the result's size,
and a Maple non-persistent tape still gives one set of derivatives per recording."""
from __future__ import annotations

import io

import numpy as np
import pytest

from mapletape.deeplearning import tape as maple_tape
from mapletape.deeplearning.objects import Tensor
from mapletape.deeplearning.tf import tensorflow
from mapletape.session import Session

tf = tensorflow()
MODES = [tf.UnconnectedGradients.NONE, tf.UnconnectedGradients.ZERO]
ROWS = maple_tape._rows


def same(ours, theirs) -> None:
    """Equal structures, None where TensorFlow gives None, equal dtypes, shapes and values."""
    ours, theirs = tf.nest.flatten(ours), tf.nest.flatten(theirs)
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        assert (a is None) == (b is None)
        if a is not None:
            assert a.dtype == b.dtype and a.shape == b.shape
            np.testing.assert_array_equal(a.numpy(), b.numpy())


def close(ours, theirs) -> None:
    """Equal up to the rounding of gradients summed in another order by TensorFlow's
    vectorised path (a few units in the last place)."""
    eps = np.finfo(ours.dtype.real_dtype.as_numpy_dtype).eps
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=8 * eps, atol=8 * eps)


def recorded(dtype, target_shape):
    """A persistent tape that recorded y (of target_shape) from x (2x2), z (3) and an
    integer k; u is watched and unused."""
    x = tf.cast(tf.reshape(tf.range(1, 5), [2, 2]), dtype) / 3
    z = tf.cast(tf.constant([0.5, -1.0, 2.0]), dtype)
    u = tf.cast(tf.constant([1.0, 2.0]), dtype)
    k = tf.constant([1, 2])
    size = int(np.prod(target_shape))
    weights = tf.cast(tf.reshape(tf.range(4 * size), [4, size]), dtype) / 7
    with tf.GradientTape(persistent=True) as tape:
        tape.watch([x, z, u, k])
        flat = tf.sin(tf.reshape(x, [4]))[:, None] * weights * tf.reduce_sum(z * z)
        y = tf.reshape(tf.reduce_sum(flat, axis=0) + tf.cast(k[0], dtype), target_shape)
    return tape, y, x, z, u, k


@pytest.mark.parametrize("dtype", [tf.float32, tf.float64, tf.complex64])
@pytest.mark.parametrize("target_shape", [[], [1], [2], [2, 3], [4, 5]])
@pytest.mark.parametrize("mode", MODES)
def test_rows_give_tensorflows_jacobian(dtype, target_shape, mode):
    tape, y, x, z, u, k = recorded(dtype, target_shape)
    for sources in (x, [x, [z, u]], [u], [z, k]):
        same(maple_tape._rows(tape, y, maple_tape._entries(y, False), sources, mode, False),
             tape.jacobian(y, sources, unconnected_gradients=mode))


@pytest.mark.parametrize("mode", MODES)
def test_rows_of_gathered_entries_give_tensorflows_jacobian(mode):
    # a gather's gradient is IndexedSlices, which tf.stack makes a tensor of
    x = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = tf.reduce_sum(tf.gather(x, [2, 0]) ** 2, axis=1)
    assert isinstance(tape.gradient(y, x), tf.IndexedSlices)
    for sources in (x, [x]):
        same(maple_tape._rows(tape, y, maple_tape._entries(y, False), sources, mode, False),
             tape.jacobian(y, sources, unconnected_gradients=mode))


@pytest.mark.parametrize("dtype", [tf.float32, tf.float64, tf.complex128])
@pytest.mark.parametrize("shapes", [([3, 1], [3, 2]), ([2, 4], [2, 3]), ([5, 2, 3], [5, 2, 2])])
@pytest.mark.parametrize("mode", MODES)
def test_rows_give_tensorflows_batch_jacobian(dtype, shapes, mode):
    target_shape, source_shape = shapes
    x = tf.cast(tf.reshape(tf.range(np.prod(source_shape)), source_shape), dtype) / 5
    u = tf.cast(tf.ones(source_shape), dtype)
    rows = int(np.prod(target_shape[1:]))
    weights = tf.cast(tf.reshape(tf.range(rows * int(np.prod(source_shape[1:]))),
                                 [int(np.prod(source_shape[1:])), rows]), dtype) / 9
    with tf.GradientTape(persistent=True) as tape:
        tape.watch([x, u])
        flat = tf.reshape(tf.cos(x), [source_shape[0], -1])
        y = tf.reshape(tf.matmul(flat * flat * flat, weights), target_shape)
    for source in (x, u):
        ours = maple_tape._batch_jacobian(tape, y, source, mode)
        same(ours, tape.batch_jacobian(y, source, unconnected_gradients=mode,
                                       experimental_use_pfor=False))
        close(ours, tape.batch_jacobian(y, source, unconnected_gradients=mode))


def run(source: str) -> tuple[Session, str]:
    out = io.StringIO()
    session = Session(out)
    session.run("with(DeepLearning):\n" + source)
    return session, out.getvalue()


@pytest.mark.parametrize("size, rows_used", [(2, True), (maple_tape.ROWS_LIMIT, True),
                                             (maple_tape.ROWS_LIMIT + 1, False)])
def test_strategy_follows_the_results_size(monkeypatch, size, rows_used):
    calls = []
    monkeypatch.setattr(maple_tape, "_rows", lambda *a: calls.append(a) or ROWS(*a))
    session, output = run(f"x := Constant([seq(1.0*k, k = 1 .. {size})]):\n"
                          "t := GradientTape(): Enter(t): t:-Watch(x): y := sin(x)*x[1]: Exit(t):\n"
                          "J := t:-Jacobian(y, x):")
    assert "Error" not in output, output
    assert bool(calls) == rows_used
    x = tf.constant([float(k) for k in range(1, size + 1)])
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.sin(x) * x[0]
    np.testing.assert_array_equal(session.evaluator.globals["J"].numpy(),
                                  tape.jacobian(y, x).numpy())


def test_seed_jacobian_is_tensorflows():
    session, output = run("t := GradientTape(): Enter(t): x := Constant([1.0, 2.0]):"
                          "t:-Watch(x): y := x^2: J := t:-Jacobian(y, x): Exit(t):")
    assert "Error" not in output, output
    x = tf.constant([1.0, 2.0])
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x ** 2
    np.testing.assert_array_equal(session.evaluator.globals["J"].numpy(),
                                  tape.jacobian(y, x).numpy())


@pytest.mark.parametrize("first, second", [
    ("Jacobian(y, x)", "Jacobian(y, x)"), ("Jacobian(y, x)", "Gradient(y, x)"),
    ("BatchJacobian(y, x)", "Jacobian(y, x)"), ("Gradient(y, x)", "BatchJacobian(y, x)")])
def test_non_persistent_tape_gives_one_set(first, second):
    _, output = run("x := Constant([[1.0, 2.0]]): t := GradientTape(): Enter(t): t:-Watch(x):"
                    f"y := x^2: Exit(t): t:-{first}: t:-{second};")
    errors = [line for line in output.splitlines() if line.startswith("Error,")]
    assert len(errors) == 1 and "A non-persistent" in errors[0], output


def test_non_persistent_tape_stops_recording_when_used_inside_enter():
    # TensorFlow's non-persistent tape pops itself off when asked for derivatives while
    # recording (backprop.py, GradientTape.gradient); Watch then finds it not recording.
    session, output = run("x := Constant([1.0, 2.0]): t := GradientTape(): Enter(t):"
                          "t:-Watch(x): y := x^2: J := t:-Jacobian(y, x): t:-Watch(x);")
    assert "Tape is not recording" in output
    assert isinstance(session.evaluator.globals["J"], Tensor)


def test_persistent_tape_gives_many_jacobians():
    session, output = run("x := Constant([1.0, 2.0]): t := GradientTape(persistent = true):"
                          "Enter(t): t:-Watch(x): y := x^3: Exit(t):"
                          "A := t:-Jacobian(y, x): B := t:-Jacobian(y, x): g := t:-Gradient(y, x):")
    assert "Error" not in output, output
    a, b = (session.evaluator.globals[n].numpy() for n in "AB")
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a, np.diag([3.0, 12.0]))  # d(x^3)/dx = 3x^2, exact
