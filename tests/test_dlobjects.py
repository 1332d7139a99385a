"""How DeepLearning's objects and results display as their help pages show them, the Python
objects of convert(x, python), and derivatives of integer Tensors."""
from __future__ import annotations

import io

import numpy as np
import pytest

from mapletape.deeplearning.tf import tensorflow
from mapletape.session import Session
from mapletape.values import core as v

tf = tensorflow()


def transcript(source: str, width: int = 79) -> str:
    out = io.StringIO()
    Session(out, width=width).run("with(DeepLearning):\n" + source)
    return out.getvalue()


def test_set_random_seed_returns_python_none():
    # Source: Maple help page DeepLearning/SetRandomSeed, example (1): SetRandomSeed(2001247)
    # shows Python:-None (https://www.maplesoft.com/support/help/addons/view.aspx?path=DeepLearning/SetRandomSeed)
    assert transcript("SetRandomSeed(2001247);") == " " * 33 + "Python:-None\n\n"
    assert transcript("lprint(SetRandomSeed(1));") == "Python:-None\n"


def test_assign_returns_the_unread_variable():
    # Source: Maple help page DeepLearning/Tensor/Assign, example (3): Assign(t, c) of a
    # [2, 2] float[8] Variable shows Name: UnreadVariable
    # (https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FTensor%2FAssign)
    shown = transcript("c := Constant(<<1.0, 2.0>|<3.0, 4.0>>):\n"
                       "t := Variable(<<0., 0.>|<0., 0.>>):\nAssign(t, c);")
    assert [line.strip() for line in shown.splitlines() if line.strip()] == [
        "[DeepLearning Variable]", "[                     ]", "[Name: UnreadVariable ]",
        "[                     ]", "[    Shape: [2, 2]    ]", "[                     ]",
        "[ Data Type: float[8] ]"]


@pytest.mark.parametrize("command, combine", [("Assign", lambda a, b: b), ("AssignAdd", np.add),
                                              ("AssignSubtract", np.subtract)])
def test_the_unread_variable_reads_the_variable_later(command, combine):
    # TensorFlow's _UnreadVariable shares the Variable's handle: a later change shows in both
    session = Session(io.StringIO())
    session.run("with(DeepLearning): V := Variable([1.0, 2.0], datatype = float[8]):\n"
                f"r := {command}(V, [0.5, 0.5]): AssignAdd(V, [10.0, 10.0]):")
    found = session.evaluator.globals
    expected = combine(np.array([1.0, 2.0]), np.array([0.5, 0.5])) + 10.0
    np.testing.assert_array_equal(found["r"].numpy(), expected)
    np.testing.assert_array_equal(found["V"].numpy(), expected)


def test_convert_to_python_shows_the_python_object():
    # Source: Maple help page convert/DeepLearning: a TensorFlow Tensor is shown as
    # <Python object: tf.Tensor([[1 2 3]], ...)>, with the object's str; convert/python for
    # the other direction (https://maplesoft.com/support/help/Maple/view.aspx?path=convert%2FDeepLearning)
    expected = str(tf.constant([[1, 2, 3]]))
    shown = transcript('interface(prettyprint = 0):\nt := Constant([[1, 2, 3]], datatype = integer[4]):\n'
                       "p := convert(t, python);\ntype(p, python);", width=200)
    assert shown == f"p := <Python object: {expected}>\ntrue\n"


def test_convert_to_python_and_back():
    session = Session(io.StringIO())
    session.run("with(DeepLearning): t := Constant([[1.5, 2.], [3., 4.]]): g := GradientTape():\n"
                "u := convert(convert(t, python), DeepLearning):\n"
                "same := evalb(convert(convert(g, python), DeepLearning) = g):")
    found = session.evaluator.globals
    np.testing.assert_array_equal(found["u"].numpy(), np.array([[1.5, 2.], [3., 4.]], np.float32))
    assert found["same"].name == "true"


def test_python_none_has_no_deeplearning_equivalent():
    # convert/DeepLearning: "Attempting conversion of unsupported object types will result in
    # an error"
    shown = " ".join(transcript("convert(SetRandomSeed(1), DeepLearning);").split())
    assert shown == ("Error, (in convert) unable to convert Python:-None to DeepLearning: it is "
                     "no TensorFlow object with a DeepLearning equivalent")


def test_complex_entries_print_real_part_first():
    # Source: Maple help page "I" (https://maplesoft.com/support/help/view.aspx?path=I):
    # (10+5*I)*(3+4*I) is 10+55 I and evalf gives 0.7211247850-1.249024766 I, the real part
    # first; text-mode sums put " + " and products " " between their operands
    assert transcript("convert(Constant([2.1 + 0.5*I, 2.1 - 0.5*I]), list);\n"
                      "lprint(convert(Constant([2.1 + 0.5*I]), list));") == (
        " " * 26 + "[2.1 + 0.5 I, 2.1 - 0.5 I]\n\n[2.1+0.5*I]\n")


@pytest.mark.parametrize("unconnected, expected", [("", None), (", unconnected = 0", [0, 0])])
def test_an_integer_target_and_source_give_tensorflow_s_gradient(unconnected, expected):
    x = tf.constant([1, 2])
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = x * x
    found = tape.gradient(y, x, unconnected_gradients="zero" if unconnected else "none")
    assert (found is None) == (expected is None)
    session = Session(out := io.StringIO())
    session.run("with(DeepLearning): x := Constant([1, 2]): g := GradientTape():\n"
                f"Enter(g): g:-Watch(x): y := x*x: Exit(g):\nr := g:-Gradient(y, x{unconnected}):")
    lines = out.getvalue().splitlines()
    assert [line for line in lines if line.startswith("Warning,")] == [
        "Warning, the datatype of a watched Tensor should be a float or complex datatype",
        "Warning, the datatype of a target should be a float or complex datatype (e.g."]
    assert "Error" not in out.getvalue()
    result = session.evaluator.globals["r"]
    if expected is None:
        assert result == v.NULL
    else:
        np.testing.assert_array_equal(result.numpy(), found.numpy())


@pytest.mark.parametrize("code, message", [
    # an export's body raises it: located in the export, as
    # "Error, (in LinearAlgebra:-MatrixPower) invalid input: ..." (MaplePrimes question 120988)
    ("Constant([[1, 2], [3]]);", "Error, (in DeepLearning:-Constant) invalid input: cannot make "
     "a Tensor of [[1, 2], [3]]: its sublists have different lengths"),
    ("OneHot([1, 2], 3, axis = 5);", "Error, (in DeepLearning:-OneHot) invalid input: OneHot "
     "expects axis to be an integer from -1 to 1, but received 5"),
    # a parameter's check is the caller's: unlocated at the top level, as
    # "Error, invalid input: sin expects its 1st argument, x, ..." (Error Message Guide)
    ("Constant(1, foo);", "Error, invalid input: Constant expects 1 argument, but received 2"),
    ("Constant(1, shape = [1]);", "Error, invalid input: Constant does not accept the option "
     "shape = [1]"),
    ("SetRandomSeed(1.5);", "Error, invalid input: SetRandomSeed expects its 1st argument, seed, "
     "to be of type integer, but received 1.5"),
    ("LinearAlgebra:-Determinant(3);", "Error, invalid input: LinearAlgebra:-Determinant expects "
     "its 1st argument, A, to be of type Matrix(square), but received 3"),
    ("sin(1, 2);", "Error, invalid input: sin expects 1 argument, but received 2"),
])
def test_errors_are_located_as_maple_locates_them(code, message):
    assert " ".join(transcript(code).split()) == message
