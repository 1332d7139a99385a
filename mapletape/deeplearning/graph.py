"""Graph mode, eager execution off (Maple 2018's DeepLearning on TensorFlow's compat.v1):
each session's dataflow graph, the symbolic Tensors built in it and the Sessions that run
it; Placeholder, Session, GetDefaultSession, Run, GetDefaultGraph, ResetDefaultGraph,
Graph, Variables, VariablesInitializer, GetVariable, and Tensor(...)."""
from __future__ import annotations

import operator
import re
import weakref
from collections import ChainMap

import numpy as np

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import builtin, expect_count, split_options
from ..limits import check_shape, check_size
from ..values import core as v
from ..values import numbers as num
from ..values.matrices import to_maple_scalar
from ..values.rtable import Rtable
from . import graphmode, operations
from .commands import (TENSOR_METHODS, command, method, register, tensorflow_errors,
                       tensorflow_message, translated)
from .constructors import constant
from .datatypes import maple_name, option_dtype, python_data, scalar_entry
from .linalg import matrix_product
from .objects import Tensor, TensorFlowObject, Variable, _whole_numbers, shape_text
from .sizes import check_broadcast
from .tf import internals, tensorflow

# TensorFlow's words for an operand from another graph than the one being built
_OTHER_GRAPH = re.compile(r"is out of scope|must be from the same graph|not an element of this graph")


class building:
    """`with building(graph):` TensorFlow's operations go into graph. The operand cache of
    operations.py holds eager tensors for eager arithmetic, which a graph cannot capture,
    and what is made here is the graph's: it is emptied on the way in and out. Operands a
    graph cannot take are reported in Maple's words."""

    def __init__(self, graph):
        self.scope = graph.as_default()

    def __enter__(self):
        operations._float_operand.cache_clear()
        self.scope.__enter__()

    def __exit__(self, kind, exc, traceback):
        operations._float_operand.cache_clear()
        self.scope.__exit__(kind, exc, traceback)
        if isinstance(exc, (RuntimeError, TypeError, ValueError)):
            text = str(exc)
            if "capture an EagerTensor" in text:
                raise MapleError("a Tensor made while eager execution was on cannot be used in "
                                 "a dataflow graph; make it again after SetEagerExecution(false)") from None
            if _OTHER_GRAPH.search(text):
                raise MapleError("the Tensors belong to different dataflow graphs (a graph "
                                 "reset by ResetDefaultGraph cannot be used in the new one)") from None
        return False


def undefined_shape(shape):
    """A TensorShape as Maple shows it: a list with `undefined` for an unknown dimension,
    or `undefined` when even the rank is unknown (a Placeholder given no shape)."""
    if shape.rank is None:
        return v.UNDEFINED
    return v.MList(tuple(v.UNDEFINED if d is None else d for d in shape.as_list()))


def _shape_row(shape) -> str:
    known = undefined_shape(shape)
    return shape_text(known.items) if isinstance(known, v.MList) else "undefined"


_PYTHON_OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
                     "^": operator.pow}


# the methods of Tensors in a dataflow graph that differ from an eager Tensor's
SYMBOLIC_METHODS: dict = {}


class Symbolic:
    """What a Tensor or Variable of a dataflow graph does differently from an eager one: it
    has a name and maybe an unknown shape, it has no entries until a Session runs it, and
    its operators build in its graph."""
    methods = ChainMap(SYMBOLIC_METHODS, TENSOR_METHODS)

    def display_rows(self) -> list[str]:
        return [f"DeepLearning {self.kind}", f"Name: {self.tensor.name}",
                f"Shape: {_shape_row(self.tensor.shape)}", f"Data Type: {self.datatype}"]

    def lprint_form(self) -> str:
        return f"DeepLearning:-{self.kind}({self.tensor.name}, {_shape_row(self.tensor.shape)}, " \
               f"{self.datatype})"

    def numpy(self):
        raise MapleError(f"the {self.kind} {self.tensor.name} of a dataflow graph has no entries "
                         f"until a Session computes them: use sess:-Run")

    def maple_binary(self, op: str, other, reflected: bool):
        function = _PYTHON_OPERATORS.get(op)
        with tensorflow_errors(f"DeepLearning:-Tensor:-`{op}`"), building(self.tensor.graph):
            # TensorFlow's Python operators, as a Python program builds a graph: their
            # operations are named as its are (mul:0), a number meeting floats goes in as
            # it is (a whole number's datatype is checked by matching)
            if function is not None and num.is_number(other) and self.tensor.dtype.is_floating:
                operand = scalar_entry(other)
            else:
                operand = operations.matching(other, self.tensor.dtype)
                if operand is None:
                    return NotImplemented
            x, y = (operand, self.tensor) if reflected else (self.tensor, operand)
            if function is None:                # `.`, a product of matrices
                return symbolic(matrix_product(x, y))
            if hasattr(operand, "shape") and operand.shape.is_fully_defined() and \
                    self.tensor.shape.is_fully_defined():
                check_broadcast(x, y)
            return SymbolicTensor(function(x, y))

    def maple_unary(self, op: str):
        with building(self.tensor.graph):
            return symbolic(super().maple_unary(op))

    def maple_logical(self, op: str, values):
        with building(self.tensor.graph):
            return symbolic(super().maple_logical(op, values))

    def maple_index(self, indices):
        shape = self.tensor.shape
        if shape.rank is None or None in shape.as_list()[:len(indices)]:
            raise MapleError(f"cannot index the Tensor {self.tensor.name} along a dimension of "
                             f"undefined size: its shape is {_shape_row(shape)}")
        with building(self.tensor.graph):
            return symbolic(super().maple_index(indices))

    def maple_convert(self, target: str):
        if target in ("Matrix", "Vector", "Array", "list", "float"):
            self.numpy()
        return NotImplemented


class SymbolicTensor(Symbolic, Tensor):
    """A Tensor of a dataflow graph."""


class SymbolicVariable(Symbolic, Variable):
    """A Variable of a dataflow graph: its value is a Session's, set by VariablesInitializer."""


def symbolic(value, variables: dict | None = None):
    """A command's or operator's result with the Tensors and Variables of a dataflow graph
    as symbolic ones; `variables` (id of a tf.Variable: its Maple Variable) keeps one Maple
    Variable for each, so that Variables() gives the objects the user holds."""
    kind = type(value)
    if kind is Tensor:
        if type(value.tensor) is internals().EagerTensor:
            return value
        return SymbolicTensor(value.tensor, value.label)
    if kind is Variable:
        if not getattr(value.tensor, "_in_graph_mode", False):
            return value
        return _variable(value.tensor, variables)
    if kind is v.MList:
        return v.MList(tuple(symbolic(x, variables) for x in value.items))
    if kind is v.ExprSeq:
        return v.ExprSeq(tuple(symbolic(x, variables) for x in value.items))
    return value


def _variable(variable, variables: dict | None):
    if variables is None:
        return SymbolicVariable(variable)
    found = variables.get(id(variable))
    if found is None:
        found = variables[id(variable)] = SymbolicVariable(variable)
    return found


class DataflowGraph(TensorFlowObject):
    """A tf.Graph seen from Maple: one object per graph, so that `g = Graph(t)` holds."""
    kind = "DataflowGraph"

    def __init__(self, graph):
        self.graph = graph

    @property
    def python(self):
        return self.graph


class Operation(v.MapleObject):
    """A tf.Operation, such as VariablesInitializer's: run in a Session, it computes nothing."""

    def __init__(self, operation):
        self.operation = operation

    def display_rows(self) -> list[str]:
        # TensorFlow's text of the node, a line a field, as the help page shows it on one
        return ["DeepLearning Operation", " ".join(str(self.operation.node_def).split("\n")).strip()]

    def lprint_form(self) -> str:
        return f"DeepLearning:-Operation({self.operation.name})"

    def maple_type(self) -> list[str]:
        return ["Operation"]


SESSION_METHODS: dict = {}


class Session(TensorFlowObject):
    """A tf.compat.v1.Session of a dataflow graph. Run calls TensorFlow's own run of a
    session (TF_SessionRun, as Session.run does under its Python layers, which cost more
    than a small graph's computation), with the graph's parts it was asked for before."""
    methods = SESSION_METHODS
    kind = "Session"

    def __init__(self, graph):
        self.session = tensorflow().compat.v1.Session(graph=graph)
        self.runs: dict = {}

    @property
    def python(self):
        return self.session

    def compute(self, fetches: list, feeds: list, values: list) -> list:
        """The values of `fetches` (tensors and operations of the session's graph: None for
        an operation) with the `feeds` tensors given `values`, arrays of their dtypes and
        shapes."""
        session = self.session
        if session._closed:
            raise MapleError("the Session is closed (ResetDefaultGraph closes the default one)")
        key = (tuple(map(id, fetches)), tuple(map(id, feeds)))
        plan = self.runs.get(key)
        if plan is None:
            plan = self.runs[key] = self._plan(fetches, feeds)
        outputs, targets, slots, inputs, _ = plan
        results = ()
        if outputs or targets:              # (not when every fetch is fed)
            session._extend_graph()         # the operations made since the last Run
            results = session._call_tf_sessionrun(None, dict(zip(inputs, values)), outputs,
                                                  targets, None)
        return [results[slot] if type(slot) is int else None if slot is None else values[slot[0]]
                for slot in slots]

    def _plan(self, fetches: list, feeds: list):
        """How TensorFlow's run is called for these fetches and feeds: the tensors' outputs,
        the operations as targets, where each fetch's value is (its index among the results,
        None for an operation, (j,) for the j-th feed's data), the fed tensors' outputs,
        and the objects themselves, so that the ids of the key stay theirs. Kept for the
        next Run of the same (a loop's); at most 64 are kept."""
        graph = self.session.graph
        for part in (*fetches, *feeds):
            if part.graph is not graph:
                raise MapleError("invalid input: Run computes the Tensors of its Session's "
                                 "dataflow graph only (ResetDefaultGraph makes a new graph)")
        for t in feeds:
            if not graph.is_feedable(t):
                raise MapleError(f"invalid input: {t.name} cannot be given data")
        outputs, targets, slots = [], [], []
        fed = {id(t): j for j, t in enumerate(feeds)}
        for part in fetches:
            if id(part) in fed:             # its value is the data given (as in Session.run)
                slots.append((fed[id(part)],))
            elif isinstance(part, tensorflow().Operation):
                targets.append(part._c_op)
                slots.append(None)
            else:
                slots.append(len(outputs))
                outputs.append(part._as_tf_output())
        if len(self.runs) >= 64:
            self.runs.pop(next(iter(self.runs)))
        return outputs, targets, slots, [t._as_tf_output() for t in feeds], (fetches, feeds)


class Dataflow:
    """A session's graph mode: its default dataflow graph (made when first needed), that
    graph's default Session, and the Maple objects that stand for the graph's parts."""

    def __init__(self):
        self.graph = None
        self.session: Session | None = None
        self.graphs: dict = {}          # id(tf.Graph): its DataflowGraph, which keeps it
        self.variables: dict = {}       # id(tf.Variable): its SymbolicVariable

    def default_graph(self):
        if self.graph is None:
            self.graph = tensorflow().Graph()
        return self.graph

    def build(self, fn, ev, args):
        """fn(ev, args), a command, with its operations built in the default graph."""
        with building(self.default_graph()):
            return symbolic(fn(ev, args), self.variables)

    def graph_object(self, graph) -> DataflowGraph:
        found = self.graphs.get(id(graph))
        if found is None:
            found = self.graphs[id(graph)] = DataflowGraph(graph)
        return found

    def reset(self) -> None:
        """ResetDefaultGraph: close the default Session and start a new graph."""
        if self.session is not None:
            self.session.session.close()
        self.session, self.graph, self.variables = None, None, {}


_DATAFLOWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # evaluator: Dataflow


def dataflow(ev) -> Dataflow:
    """ev's graph mode state; a restart makes a new evaluator, whose graph is new."""
    found = _DATAFLOWS.get(ev)
    if found is None:
        found = _DATAFLOWS[ev] = Dataflow()
    return found


def graph_only(ev, name: str) -> Dataflow:
    """The session's graph mode for `name`, a command that has a meaning only in a graph."""
    if graphmode.eager(ev):
        raise MapleError(f"{name}() is not compatible with eager execution; turn it off first "
                         f"with SetEagerExecution(false)")
    return dataflow(ev)


# ---------------------------------------------------------------- building a graph

def _dimension(d, name: str, shape):
    if isinstance(d, int) and not isinstance(d, bool) and 0 <= d < 2 ** 63:
        return d
    if d == v.UNDEFINED or d == v.Name("none"):
        return None
    raise MapleError(f"invalid input: {name} expects its 2nd argument, shape, to be a list of "
                     f"non-negative integers or none (any size), but received {lprint(shape)}")


@command("Placeholder")
def placeholder(ev, args):
    """Placeholder(val, shape, name=s): a Tensor of the dataflow graph whose data a Session
    is given when it runs: sess:-Run(expr, [x = data]).

    val is a datatype (float[8], integer[4], ...), and then data must be given, or a Tensor,
    whose value is used when none is given. shape, a list of dimensions where none (or
    undefined) is a dimension of any size, is optional: without it, data of any shape may
    be given. Needs eager execution off: SetEagerExecution(false).
    """
    graph_only(ev, "Placeholder")
    positional, options = split_options(args, "Placeholder", {"name": None})
    expect_count(positional, "Placeholder", 1, 2)
    name = options["name"]
    if name is not None and not isinstance(name, str):
        raise MapleError(f"invalid input: Placeholder expects name to be a string, but received {lprint(name)}")
    shape = None
    if len(positional) == 2:
        given = positional[1]
        if not isinstance(given, v.MList):
            raise MapleError(f"invalid input: Placeholder expects its 2nd argument, shape, to be a "
                             f"list of dimensions, but received {lprint(given)}")
        shape = [_dimension(d, "Placeholder", given) for d in given.items]
        check_shape(ev.host, [d for d in shape if d is not None])
    tf = tensorflow()
    default = positional[0]
    if isinstance(default, Tensor):
        return Tensor(tf.compat.v1.placeholder_with_default(default.tensor, shape if shape is not None
                                                            else default.tensor.shape, name=name))
    return Tensor(tf.compat.v1.placeholder(option_dtype(default), shape, name=name))


@command("Tensor")
def tensor(ev, args):
    """Tensor(value, datatype=d, name=s): a Tensor of value, a number, list, Matrix, Vector
    or Array, as Constant makes it; with eager execution off, a Tensor of the dataflow graph
    (Name: Const:0)."""
    return constant(ev, args)


@command("VariablesInitializer")
def variables_initializer(ev, args):
    """VariablesInitializer(): the Operation that, run in a Session (sess:-Run(init)), gives
    every Variable of the dataflow graph its initial value. Needs eager execution off."""
    graph_only(ev, "VariablesInitializer")
    expect_count(args, "VariablesInitializer", 0)
    return Operation(tensorflow().compat.v1.global_variables_initializer())


@command("Variables")
def variables(ev, args):
    """Variables(): the list of the Variables of the dataflow graph, in the order they were
    made. Needs eager execution off (eager Variables belong to no graph)."""
    state = graph_only(ev, "Variables")
    expect_count(args, "Variables", 0)
    return v.MList(tuple(_variable(x, state.variables)
                         for x in tensorflow().compat.v1.global_variables()))


@command("GetVariable")
def get_variable(ev, args):
    """GetVariable(nm, datatype=d, shape=[d1, ...]): the Variable of the dataflow graph named
    nm (a string), or a new one of that name, datatype (float[4] unless given) and shape,
    initialized by VariablesInitializer with TensorFlow's default initializer. Needs eager
    execution off.
    """
    state = graph_only(ev, "GetVariable")
    positional, options = split_options(args, "GetVariable", {"datatype": None, "shape": None})
    expect_count(positional, "GetVariable", 1)
    name = positional[0]
    if not isinstance(name, str):
        raise MapleError(f"invalid input: GetVariable expects its 1st argument, nm, to be a string, "
                         f"but received {lprint(name)}")
    dtype = option_dtype(options["datatype"])
    shape = options["shape"]
    if shape is not None:
        if not isinstance(shape, v.MList) or not all(isinstance(d, int) and not isinstance(d, bool)
                                                     and d >= 0 for d in shape.items):
            raise MapleError(f"invalid input: GetVariable expects shape to be a list of non-negative "
                             f"integers, but received {lprint(shape)}")
        shape = list(shape.items)
    tf = tensorflow()
    for found in tf.compat.v1.global_variables():
        if found.op.name == name:
            if dtype is not None and found.dtype.base_dtype != dtype:
                raise MapleError(f"the Variable {found.name} has datatype {maple_name(found.dtype)}, "
                                 f"not {maple_name(dtype)}")
            if shape is not None and found.shape.as_list() != shape:
                raise MapleError(f"the Variable {found.name} has shape {shape_text(found.shape.as_list())}, "
                                 f"not {shape_text(shape)}")
            return _variable(found, state.variables)
    if shape is None:
        raise MapleError(f"there is no Variable named {name}: give its shape = [...] to make one")
    check_shape(ev.host, shape)
    return _variable(tf.compat.v1.get_variable(name, shape=shape, dtype=dtype or tf.float32),
                     state.variables)


# ---------------------------------------------------------------- graphs and Sessions

@command("GetDefaultGraph")
def get_default_graph(ev, args):
    """GetDefaultGraph(): the DataflowGraph in which Tensors are made. Needs eager execution
    off."""
    state = graph_only(ev, "GetDefaultGraph")
    expect_count(args, "GetDefaultGraph", 0)
    return state.graph_object(state.default_graph())


@command("ResetDefaultGraph")
def reset_default_graph(ev, args):
    """ResetDefaultGraph(): close the default Session and start a new, empty default graph.
    Tensors and Sessions of the old graph cannot be used with the new one. Needs eager
    execution off."""
    state = graph_only(ev, "ResetDefaultGraph")
    expect_count(args, "ResetDefaultGraph", 0)
    state.reset()
    return v.NULL


@command("Session")
def session(ev, args):
    """Session(): a new Session for the default dataflow graph; sess:-Run(expr, pl) computes
    in it. Each Session has its own values of the graph's Variables."""
    expect_count(args, "Session", 0)
    return Session(dataflow(ev).default_graph())


@command("GetDefaultSession")
def get_default_session(ev, args):
    """GetDefaultSession(): the default Session of the default dataflow graph, the same one
    each time until ResetDefaultGraph. Needs eager execution off."""
    state = graph_only(ev, "GetDefaultSession")
    expect_count(args, "GetDefaultSession", 0)
    if state.session is None:
        state.session = Session(state.default_graph())
    return state.session


@method("Graph")
def graph(ev, args):
    """Graph(t): the DataflowGraph that the Tensor t belongs to (eager execution off)."""
    expect_count(args, "Graph", 1)
    t = args[0]
    if not isinstance(t, Symbolic):
        raise MapleError("Graph is undefined for a Tensor made while eager execution is on")
    return dataflow(ev).graph_object(t.tensor.graph)


def _symbolic_method(name: str):
    return register(name, SYMBOLIC_METHODS, "DeepLearning")


@_symbolic_method("Name")
def name(ev, args):
    """Name(t): the name of the Tensor t in its dataflow graph, such as "Const:0"."""
    expect_count(args, "Name", 1)
    return args[0].tensor.name


@_symbolic_method("Shape")
def shape(ev, args):
    """Shape(t): the shape of t as a list, undefined for a dimension of any size (or, for
    a Placeholder given no shape, undefined)."""
    expect_count(args, "Shape", 1)
    return undefined_shape(args[0].tensor.shape)


@_symbolic_method("Rank")
def rank(ev, args):
    """Rank(t): the number of dimensions of t, undefined for a Placeholder given no shape."""
    expect_count(args, "Rank", 1)
    rank = args[0].tensor.shape.rank
    return v.UNDEFINED if rank is None else rank


# ---------------------------------------------------------------- running

def _session_method(name: str):
    # a Session's methods build nothing, so they are no command of graphmode's seam
    def decorate(fn):
        builtin(name, table=SESSION_METHODS, module="DeepLearning:-Session", guard=translated)(fn)
        return fn
    return decorate


@_session_method("Run")
def run(ev, args):
    """sess:-Run(expr, pl): compute expr, a Tensor, Variable, VariablesInitializer() or a
    (nested) list of these, in the Session sess; pl, a list or set of equations
    Placeholder = data (a number, list, Matrix, Vector, Array or Tensor), gives the
    Placeholders their data.

    A Tensor's value is an Array of its entries (a number for a Tensor of shape []); an
    Operation gives NULL. A Variable has a value once VariablesInitializer() has run.
    """
    if not args or type(args[0]) is not Session:
        raise MapleError("invalid input: Run expects a Session as its 1st argument")
    expect_count(args[1:], "Run", 1, 2)
    sess, expr = args[0], args[1]
    fetches: list = []
    plan = _plan(expr, fetches)
    feeds, values = _feeds(ev, args[2]) if len(args) == 3 else ([], [])
    try:
        results = sess.compute(fetches, feeds, values) if fetches else []
    except Exception as exc:
        raise _run_error(exc) from None
    return _rebuild(plan, results)


def _plan(expr, fetches: list):
    """What Run gives for expr, with the graph's parts to compute appended to fetches: an
    index into them, a value known already (an eager Tensor's), or a list of plans."""
    if isinstance(expr, SymbolicVariable):
        fetches.append(expr.tensor._as_graph_element())     # the Variable's value, read
        return len(fetches) - 1
    if isinstance(expr, SymbolicTensor):
        fetches.append(expr.tensor)
        return len(fetches) - 1
    if isinstance(expr, Operation):
        fetches.append(expr.operation)
        return len(fetches) - 1
    if isinstance(expr, Tensor):
        return (_maple(expr.tensor.numpy()),)
    if isinstance(expr, v.MList):
        return [_plan(x, fetches) for x in expr.items]
    raise MapleError(f"invalid input: Run expects a Tensor, Variable, VariablesInitializer() or a "
                     f"list of these, but received {lprint(expr)}")


def _rebuild(plan, results):
    if type(plan) is int:
        return _maple(results[plan])
    if type(plan) is tuple:
        return plan[0]
    return v.MList(v.flatten([_rebuild(p, results) for p in plan]))


def _maple(value):
    """A computed value as Maple's: NULL for an Operation's, a number for a Tensor of shape
    [], else an Array of the entries (float[4] entries stay float[4])."""
    if value is None:
        return v.NULL
    if not isinstance(value, np.ndarray):
        return to_maple_scalar(value)
    if value.ndim == 0:
        return to_maple_scalar(value[()])
    if value.dtype == np.bool_ or value.dtype == object:
        value = np.frompyfunc(to_maple_scalar, 1, 1)(value).astype(object)
    return Rtable(value, "Array")


def _feeds(ev, given) -> tuple[list, list]:
    """The Placeholders (or other Tensors) of Run's equations and their data as arrays of
    their datatypes."""
    if not isinstance(given, (v.MList, v.MSet)):
        raise MapleError(f"invalid input: Run expects its 2nd argument, pl, to be a list or set of "
                         f"equations Placeholder = data, but received {lprint(given)}")
    tensors, values = [], []
    for equation in given.items:
        if not (isinstance(equation, v.Relation) and equation.op == "=" and
                isinstance(equation.lhs, SymbolicTensor)):
            raise MapleError(f"invalid input: Run expects equations Placeholder = data, but received "
                             f"{lprint(equation)}")
        target = equation.lhs.tensor
        tensors.append(target)
        values.append(_feed(ev, equation.rhs, target))
    return tensors, values


def _count(value) -> int:
    if type(value) is v.MList:
        return sum(map(_count, value.items))
    return 1


def _feed(ev, value, target):
    """value, a Placeholder's data, as an array of its datatype and shape; held to the
    session's size limit before it is converted."""
    if isinstance(value, Symbolic):
        raise MapleError(f"invalid input: the data for {target.name} must be numbers, a list, an "
                         f"rtable or an eager Tensor, not the Tensor {value.tensor.name} of a "
                         f"dataflow graph")
    if isinstance(value, Tensor):
        data = value.numpy()
    else:
        check_size(ev.host, value.data.size if isinstance(value, Rtable) else _count(value),
                   "DeepLearning:-Session:-Run")
        data, _ = python_data(value)
    dtype = target.dtype
    wanted = dtype.as_numpy_dtype
    try:
        if isinstance(data, np.ndarray) and data.dtype == wanted:
            array = data
        elif dtype.is_integer or dtype.is_bool:
            array = _whole_numbers(data, dtype)
        else:
            array = np.asarray(data)
            if array.dtype.kind == "c" and not dtype.is_complex or array.dtype == object and \
                    not dtype == tensorflow().string:
                raise ValueError(value)
            array = array.astype(wanted)
    except (ValueError, TypeError, OverflowError):
        raise MapleError(f"cannot convert {lprint(value)} to datatype {maple_name(dtype)}") from None
    if not target.shape.is_compatible_with(array.shape):
        raise MapleError(f"invalid input: {target.name} takes data of shape {_shape_row(target.shape)}, "
                         f"but received data of shape {shape_text(array.shape)}")
    return array


_UNFED = re.compile(r"You must feed a value for placeholder tensor '([^']+)' with dtype (\w+)")
_UNINITIALIZED = re.compile(r"Could not find variable ([^ .]+)\.|uninitialized value ([^ \n]+)")


def _run_error(exc: Exception) -> Exception:
    """The Maple error for what TensorFlow raised in Session.run."""
    text = getattr(exc, "message", None) or str(exc)
    unfed = _UNFED.search(text)
    if unfed:
        return MapleError(f"the Placeholder {unfed.group(1)}:0 was given no data: Run needs an "
                          f"equation Placeholder = data for it in its 2nd argument")
    uninitialized = _UNINITIALIZED.search(text)
    if uninitialized:
        name = uninitialized.group(1) or uninitialized.group(2)
        return MapleError(f"the Variable {name}:0 has no value in this Session: run "
                          f"VariablesInitializer() in it first")
    if _OTHER_GRAPH.search(text):
        return MapleError("invalid input: Run computes the Tensors of its Session's dataflow graph "
                          "only (a graph reset by ResetDefaultGraph has a new Session)")
    if text.startswith("Graph execution error"):
        # TensorFlow's message follows where the op was made, before the node's name in [[ ]]
        lines = [line for line in text.splitlines() if line.strip() and not line.startswith((" ", "\t"))]
        text = next((line for line in reversed(lines) if not line.startswith(("Node:", "Detected at"))), text)
        return MapleError(tensorflow_message(ValueError(text)))
    return translated(exc)
