"""Graph mode (eager execution off): Placeholders, dataflow graphs and Sessions, their values
against TensorFlow's compat.v1 graphs computed here, and their rules as Maple errors."""
from __future__ import annotations

import io

import numpy as np
import pytest

from mapletape.deeplearning import graph as dlgraph
from mapletape.deeplearning.objects import Tensor
from mapletape.deeplearning.tf import tensorflow
from mapletape.session import Session
from mapletape.values import core as v
from mapletape.values.rtable import Rtable
from tests.test_deeplearning import error_of, run

tf = tensorflow()

GRAPH = "SetEagerExecution(false):\n"


def errors(output: str) -> list[str]:
    """The error messages of a transcript, each joined onto one line."""
    found, current = [], None
    for line in output.splitlines():
        if line.startswith("Error,"):
            current = [line]
            found.append(current)
        elif current is not None and line and not line.startswith(" "):
            current.append(line)
        else:
            current = None
    return [" ".join(e) for e in found]


def graph_values(source: str, *names: str):
    """Run source with eager execution off; the named globals (Run's results: numbers and
    Arrays as numpy)."""
    session, output = run(GRAPH + source)
    assert "Error" not in output, output
    found = [session.evaluator.globals[n] for n in names]
    found = [f.data if isinstance(f, Rtable) else f for f in found]
    return found[0] if len(found) == 1 else found


# ---------------------------------------------------------------- eager execution on and off

def test_set_eager_execution_returns_the_previous_state():
    # Source: Maple help page DeepLearning/GetEagerExecution (GetEagerExecution() is true,
    # SetEagerExecution(false) returns true, then GetEagerExecution() is false),
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FGetEagerExecution
    session, _ = run("a := GetEagerExecution(): b := SetEagerExecution(false): "
                     "c := GetEagerExecution(): d := SetEagerExecution(false): "
                     "e := SetEagerExecution(true): f := GetEagerExecution():")
    found = [session.evaluator.globals[n] for n in "abcdef"]
    assert found == [v.TRUE, v.TRUE, v.FALSE, v.FALSE, v.FALSE, v.TRUE]


def test_set_eager_execution_takes_true_or_false():
    assert "SetEagerExecution expects its 1st argument to be true or false, but received 1" in \
        " ".join(error_of("SetEagerExecution(1);").split())


def test_restart_turns_eager_execution_on_again():
    session, output = run(GRAPH + "restart; with(DeepLearning): e := GetEagerExecution(): "
                                  "t := Constant([1.0]):")
    assert "Error" not in output
    assert session.evaluator.globals["e"] == v.TRUE
    assert type(session.evaluator.globals["t"].tensor) is type(tf.constant(1.0))


def test_sessions_do_not_share_eager_execution():
    graph, _ = run(GRAPH + "t := Constant([1.0]):")
    eager, _ = run("e := GetEagerExecution(): t := Constant([1.0]):")
    assert isinstance(graph.evaluator.globals["t"], dlgraph.SymbolicTensor)
    assert eager.evaluator.globals["e"] == v.TRUE
    assert not isinstance(eager.evaluator.globals["t"], dlgraph.SymbolicTensor)


@pytest.mark.parametrize("call", ["Placeholder(float[8])", "GetDefaultSession()",
                                  "GetDefaultGraph()", "ResetDefaultGraph()",
                                  "VariablesInitializer()", "Variables()", 'GetVariable("a")'])
def test_graph_commands_are_errors_in_eager_execution(call):
    # Source: the help pages of Placeholder, GetDefaultSession, GetDefaultGraph,
    # ResetDefaultGraph and VariablesInitializer ("this command requires that eager execution
    # be turned off beforehand"), e.g.
    # https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning%2FPlaceholder;
    # TensorFlow's own: "tf.placeholder() is not compatible with eager execution."
    name = call.split("(")[0]
    assert " ".join(error_of(f"{call};").split()) == \
        f"Error, (in DeepLearning:-{name}) {name}() is not compatible with eager execution; " \
        f"turn it off first with SetEagerExecution(false)"


# ---------------------------------------------------------------- what graph Tensors are

def test_graph_tensors_are_named_as_tensorflow_names_them():
    # Source: Maple help page DeepLearning/GetDefaultSession: Tensor([1.5, 2.0]) twice is
    # Name: Const:0 then Const_1:0, Shape: [2], Data Type: float[4]
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FGetDefaultSession
    session, _ = run(GRAPH + "t1 := Tensor([1.5, 2.0]): t2 := Tensor([2.5, 6.0]): "
                             "x := Placeholder(float[8]): p := Placeholder(float[4], [none, 3], name = \"p\"):")
    found = session.evaluator.globals
    assert found["t1"].display_rows() == ["DeepLearning Tensor", "Name: Const:0", "Shape: [2]",
                                          "Data Type: float[4]"]
    assert found["t2"].display_rows()[1] == "Name: Const_1:0"
    # Source: Maple help page DeepLearning/Placeholder: Placeholder(float[8]) is
    # Name: Placeholder:0, Shape: undefined, Data Type: float[8]
    assert found["x"].display_rows() == ["DeepLearning Tensor", "Name: Placeholder:0",
                                         "Shape: undefined", "Data Type: float[8]"]
    assert found["p"].display_rows()[1:3] == ["Name: p:0", "Shape: [undefined, 3]"]


def test_properties_of_graph_tensors():
    session, _ = run(GRAPH + 'x := Placeholder(float[8]): p := Placeholder(float[4], [none, 3]): '
                             'a := Name(x): b := Shape(x): c := Rank(x): d := Shape(p): e := Rank(p):')
    found = session.evaluator.globals
    assert [found[n] for n in "ace"] == ["Placeholder:0", v.UNDEFINED, 2]
    assert found["b"] == v.UNDEFINED
    assert found["d"] == v.MList((v.UNDEFINED, 3))


def test_graph_of_a_tensor_is_the_default_graph():
    # Source: Maple help page DeepLearning/GetDefaultGraph: g := GetDefaultGraph(),
    # t := Tensor([1.5, 2.0]), evalb(g = Graph(t)) is true
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FGetDefaultGraph
    session, _ = run(GRAPH + "g := GetDefaultGraph(): t := Tensor([1.5, 2.0]): "
                             "same := evalb(g = Graph(t)): again := evalb(g = GetDefaultGraph()):")
    found = session.evaluator.globals
    assert found["same"] == v.TRUE and found["again"] == v.TRUE
    assert found["g"].graph is found["t"].tensor.graph
    assert found["g"].display_rows()[0] == "DeepLearning DataflowGraph"
    assert found["g"].display_rows()[1].startswith("<tensorflow.python.framework.ops.Graph object at 0x")


def test_an_eager_tensor_has_no_graph_nor_a_graph_tensor_entries():
    assert "Graph is undefined for a Tensor made while eager execution is on" in \
        " ".join(error_of("Graph(Constant([1.0]));").split())
    assert "the Tensor Const:0 of a dataflow graph has no entries until a Session computes them" in \
        " ".join(error_of(GRAPH + "convert(Tensor([1.0]), list);").split())


def test_an_eager_tensor_cannot_join_a_graph():
    text = " ".join(error_of("c := Constant([1.0]): SetEagerExecution(false): exp(c);").split())
    assert "a Tensor made while eager execution was on cannot be used in a dataflow graph" in text


# ---------------------------------------------------------------- Run against TensorFlow

def test_run_computes_what_a_compat_v1_session_computes():
    maple_y, maple_z = graph_values(
        "x := Placeholder(float[8], [none, 3]):\n"
        "W := Tensor([[1.0, -2.0], [0.5, 3.0], [2.0, 0.25]], datatype = float[8]):\n"
        "b := Tensor([0.1, -0.2], datatype = float[8]):\n"
        "y := tanh(x . W + b):\n"
        "z := 1 - 2*ReduceSum(y)/3^2:\n"
        "sess := Session():\n"
        "X := Matrix([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]], datatype = float[8]):\n"
        "ry := sess:-Run(y, [x = X]): rz := sess:-Run(z, {x = X}):", "ry", "rz")
    graph = tf.Graph()
    with graph.as_default():
        x = tf.compat.v1.placeholder(tf.float64, [None, 3])
        w = tf.constant([[1.0, -2.0], [0.5, 3.0], [2.0, 0.25]], dtype=tf.float64)
        y = tf.tanh(tf.linalg.matmul(x, w) + tf.constant([0.1, -0.2], dtype=tf.float64))
        z = 1 - 2 * tf.reduce_sum(y) / 3 ** 2
    with tf.compat.v1.Session(graph=graph) as sess:
        data = np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 0.0]])
        expected_y, expected_z = sess.run([y, z], feed_dict={x: data})
    np.testing.assert_array_equal(maple_y, expected_y)
    assert maple_y.dtype == np.float64
    assert maple_z == float(expected_z) and type(maple_z) is float


def test_run_of_a_list_mirrors_it():
    session, output = run(GRAPH + "t1 := Tensor([1.5, 2.0]): t2 := Tensor([2.5, 6.0]): "
                                  "sess := GetDefaultSession(): r := sess:-Run([t1*t2, [t1 + t2]]):")
    assert "Error" not in output, output
    r = session.evaluator.globals["r"]
    assert isinstance(r, v.MList) and isinstance(r.items[1], v.MList)
    np.testing.assert_array_equal(r.items[0].data, np.float32([1.5, 2.0]) * np.float32([2.5, 6.0]))
    np.testing.assert_array_equal(r.items[1].items[0].data, np.float32([4.0, 8.0]))
    assert r.items[0].data.dtype == np.float32


def test_run_of_truefalse_and_integer_tensors():
    session, output = run(GRAPH + "p := Placeholder(integer[4], [2]): s := Session(): "
                                  "a := s:-Run(p*3, [p = [1, 2]]): b := s:-Run(Tensor([true, false])):")
    assert "Error" not in output, output
    found = session.evaluator.globals
    assert found["a"].data.tolist() == [3, 6]
    assert list(found["b"].data) == [v.TRUE, v.FALSE]


def test_the_session_run_of_mapletape_gives_what_the_public_run_gives():
    # Session.compute calls TensorFlow's TF_SessionRun below Session.run's Python layers
    session, _ = run(GRAPH + "x := Placeholder(float[4], [none]): y := exp(x) + Tensor([1.0]): "
                             "init := VariablesInitializer(): sess := Session():")
    found = session.evaluator.globals
    sess, x, y = found["sess"], found["x"].tensor, found["y"].tensor
    data = np.float32([0.0, 1.0, -2.5])
    ours = sess.compute([y, found["init"].operation], [x], [data])
    assert ours[1] is None
    np.testing.assert_array_equal(ours[0], sess.session.run(y, feed_dict={x: data}))


def test_a_placeholder_with_a_default_tensor():
    session, output = run(GRAPH + "p := Placeholder(Tensor([1.0, 2.0])): s := Session(): "
                                  "a := s:-Run(2*p): b := s:-Run(2*p, [p = [5.0, 6.0]]):")
    assert "Error" not in output, output
    found = session.evaluator.globals
    assert found["a"].data.tolist() == [2.0, 4.0] and found["b"].data.tolist() == [10.0, 12.0]


def test_an_eager_tensor_runs_to_its_value():
    # Source: Maple help page DeepLearning/Tensor/value makes sess := Session() with eager
    # execution on; an eager Tensor is computed already, and Run gives its entries
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FTensor%2Fvalue
    session, output = run("sess := Session(): t := Constant([7.5], datatype = float[4]): "
                          "r := sess:-Run(t):")
    assert "Error" not in output, output
    assert session.evaluator.globals["r"].data.tolist() == [7.5]


# ---------------------------------------------------------------- Variables

def test_variables_have_values_once_initialized():
    # Source: Maple help page DeepLearning/VariablesInitializer: v := Variable([0.3],
    # datatype = float[8]) is Variable:0; VariablesInitializer() is an Operation,
    # name: "init" op: "NoOp" input: "^Variable/Assign"
    # https://maplesoft.com/support/help/maple/view.aspx?path=DeepLearning%2FVariablesInitializer
    session, output = run(GRAPH + "v := Variable([0.3], datatype = float[8]): "
                                  "init := VariablesInitializer(): sess := GetDefaultSession(): "
                                  "sess:-Run(v);")
    assert errors(output) == ["Error, (in DeepLearning:-Session:-Run) the Variable Variable:0 has "
                              "no value in this Session: run VariablesInitializer() in it first"]
    found = session.evaluator.globals
    assert found["v"].display_rows() == ["DeepLearning Variable", "Name: Variable:0", "Shape: [1]",
                                         "Data Type: float[8]"]
    assert found["init"].display_rows() == ["DeepLearning Operation",
                                            'name: "init" op: "NoOp" input: "^Variable/Assign"']
    session.run("sess:-Run(init): r := sess:-Run(v): other := Session(): other:-Run(v);")
    assert session.evaluator.globals["r"].data.tolist() == [0.3]
    assert len(errors(out := session.out.getvalue())) == 2, out   # a new Session has its own


def test_variables_lists_the_objects_the_user_holds():
    # Source: Maple help page DeepLearning/Variables: Variable([0.3], datatype = float[8],
    # name = "a") is Name: a:0, and likewise b:0
    # https://www.maplesoft.com/support/help/addons/view.aspx?path=DeepLearning/Variables
    session, output = run(GRAPH + 'a := Variable([0.3], datatype = float[8], name = "a"): '
                                  'b := Variable([0.3], datatype = float[8], name = "b"): '
                                  'L := Variables(): same := evalb(L[1] = a and L[2] = b):')
    assert "Error" not in output, output
    found = session.evaluator.globals
    assert [x.tensor.name for x in found["L"].items] == ["a:0", "b:0"]
    assert found["same"] == v.TRUE


def test_get_variable_finds_or_makes_a_variable():
    # Source: Maple help page DeepLearning/GetVariable: a Variable named "foo" is foo:0
    # https://www.maplesoft.com/support/help/view.aspx?path=DeepLearning/GetVariable
    session, output = run(GRAPH + 'V := Variable([2.0], datatype = float[8], name = "foo"): '
                                  'same := evalb(GetVariable("foo") = V): '
                                  'w := GetVariable("w", shape = [2, 3], datatype = float[8]): '
                                  'again := evalb(GetVariable("w") = w): '
                                  'sess := Session(): sess:-Run(VariablesInitializer()): '
                                  'r := sess:-Run(w):')
    assert "Error" not in output, output
    found = session.evaluator.globals
    assert found["same"] == v.TRUE and found["again"] == v.TRUE
    assert found["w"].tensor.name == "w:0" and found["r"].data.shape == (2, 3)
    # TensorFlow's default initializer for get_variable, glorot_uniform: |w| <= sqrt(6/(2+3))
    assert np.all(np.abs(found["r"].data) <= np.sqrt(6 / 5))
    session.run('GetVariable("foo", shape = [2]); GetVariable("foo", datatype = float[4]); '
                'GetVariable("new");')
    assert [e.split(") ", 1)[1] for e in errors(session.out.getvalue())] == [
        "the Variable foo:0 has shape [1], not [2]",
        "the Variable foo:0 has datatype float[8], not float[4]",
        "there is no Variable named new: give its shape = [...] to make one"]


# ---------------------------------------------------------------- feeds and their mistakes

@pytest.mark.parametrize("feed, message", [
    ("", "the Placeholder Placeholder:0 was given no data: Run needs an equation "
         "Placeholder = data for it in its 2nd argument"),
    (", [x = [1.0, 2.0]]", "invalid input: Placeholder:0 takes data of shape [undefined, 2], "
                           "but received data of shape [2]"),
    (", x = [[1.0, 2.0]]", "invalid input: Run expects its 2nd argument, pl, to be a list or set "
                           "of equations Placeholder = data, but received "
                           "DeepLearning:-Tensor(Placeholder:0, [undefined, 2], float[8]) = [[1.0, 2.0]]"),
    (", [n = [1.5]]", "cannot convert [1.5] to datatype integer[4]"),
    (", [x = x]", "invalid input: the data for Placeholder:0 must be numbers, a list, an rtable "
                  "or an eager Tensor, not the Tensor Placeholder:0 of a dataflow graph"),
])
def test_feed_mistakes_are_maple_errors(feed, message):
    _, output = run(GRAPH + f"x := Placeholder(float[8], [none, 2]): n := Placeholder(integer[4]): "
                            f"s := Session(): s:-Run(x + 1{feed});")
    # (Maple reports an `invalid input:` error located or not, as the caller's rules say)
    [found] = errors(output)
    assert found.replace("(in DeepLearning:-Session:-Run) ", "") == f"Error, {message}"


def test_sizes_are_held_to_maxsize():
    _, output = run(GRAPH + "M := Matrix(11, 10, datatype = float[4]): kernelopts(maxsize = 100): "
                            "Placeholder(float[4], [none, 10, 11]); "
                            "x := Placeholder(float[4], [none, 10]): s := Session(): "
                            "s:-Run(x, [x = [seq([seq(1.0, j = 1 .. 10)], i = 1 .. 11)]]); "
                            "s:-Run(x, [x = M]); "
                            "s:-Run(x, [x = [seq([seq(1.0, j = 1 .. 10)], i = 1 .. 10)]]):")
    assert errors(output) == ["Error, (in DeepLearning:-Placeholder) object too large",
                              "Error, (in DeepLearning:-Session:-Run) object too large",
                              "Error, (in DeepLearning:-Session:-Run) object too large"]


def test_reset_default_graph_starts_a_new_graph():
    # Source: Maple help page DeepLearning/ResetDefaultGraph: "closes the current default
    # Session and resets the global default graph"
    # https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FResetDefaultGraph
    session, output = run(GRAPH + "t1 := Tensor([1.5, 2.0]): s := GetDefaultSession(): "
                                  "g := GetDefaultGraph(): ResetDefaultGraph(): "
                                  "t2 := Tensor([2.5, 6.0]): new := evalb(g = GetDefaultGraph()): "
                                  "other := evalb(s = GetDefaultSession()): "
                                  "s:-Run(t1); GetDefaultSession():-Run(t1); t1 + t2;")
    found = session.evaluator.globals
    assert found["new"] == v.FALSE and found["other"] == v.FALSE
    assert found["t2"].tensor.name == "Const:0"
    assert [e.split(") ", 1)[1] for e in errors(output)] == [
        "the Session is closed (ResetDefaultGraph closes the default one)",
        "invalid input: Run computes the Tensors of its Session's dataflow graph only "
        "(ResetDefaultGraph makes a new graph)",
        "the Tensors belong to different dataflow graphs (a graph reset by ResetDefaultGraph "
        "cannot be used in the new one)"]


def test_eager_arithmetic_is_unchanged_by_a_graph_between():
    # a number operand's tensor is cached for eager arithmetic (operations._float_operand);
    # a graph must neither receive one nor leave one behind
    session, output = run("c := Constant([1.0, 4.0]): a := Maximum(c, 2.0) * 3.0:\n"
                          "SetEagerExecution(false): t := Tensor([1.0, 4.0]): "
                          "g := Maximum(t, 2.0) * 3.0: r := Session():-Run(g):\n"
                          "SetEagerExecution(true): b := Maximum(c, 2.0) * 3.0:")
    assert "Error" not in output, output
    found = session.evaluator.globals
    for name in ("a", "b"):
        assert isinstance(found[name], Tensor) and found[name].numpy().tolist() == [6.0, 12.0]
    assert found["r"].data.tolist() == [6.0, 12.0]


def test_graph_mode_display_in_a_transcript():
    out = io.StringIO()
    Session(out).run("with(DeepLearning): SetEagerExecution(false): sess := Session();")
    lines = out.getvalue().splitlines()
    assert "[DeepLearning Session]" in " ".join(lines[0].split()).replace("[ ", "[").replace(" ]", "]")
    assert "<tensorflow.python.client.session.Session object at 0x" in lines[2]
