"""GradientTape operations: Enter, Exit, Watch, Gradient, Jacobian, BatchJacobian, Reset,
WatchedVariables. Maple-level rules are checked here and TensorFlow's own state decides
the rest, its messages kept; derivatives come from TensorFlow."""
from __future__ import annotations

import functools
import math

from ..display.lineprint import lprint
from ..errors import MapleError
from ..library.registry import expect_count, split_options
from ..values import core as v
from .commands import TAPE_METHODS, command, register
from .constructors import truefalse_option
from .datatypes import DIFFERENTIABLE, DIFFERENTIABLE_DTYPES, kind_of
from .objects import GradientTape, Tensor, Variable, shape_text, wrap
from .tf import internals, tensorflow

def _method(name: str):
    return register(name, TAPE_METHODS, "DeepLearning:-GradientTape")


@command("GradientTape")
def gradient_tape(ev, args):
    """GradientTape(persistent=false): a tape that records operations for differentiation.

    Use Enter(gt), gt:-Watch(x), compute y, Exit(gt), then gt:-Gradient(y, x). A persistent
    tape can compute several gradients (and, recording while it does, higher derivatives);
    a non-persistent one computes one set only.
    """
    persistent = False
    if args:                    # a training step's GradientTape() has none to look through
        positional, options = split_options(args, "GradientTape", {"persistent": v.FALSE})
        expect_count(positional, "GradientTape", 0)
        persistent = truefalse_option(options["persistent"], "persistent", "GradientTape")
    return GradientTape(persistent, ev.host.tapes)


def _tape(args, name: str, count: int | None) -> GradientTape:
    """The tape a method is called on, its 1st argument; `count` more arguments follow
    (None: the caller checks them). A training step's methods test for the usual case
    themselves and call this for the rest, its errors (one Python call less each)."""
    if not args or not isinstance(args[0], GradientTape):
        raise MapleError(f"invalid input: {name} expects a GradientTape as its 1st argument")
    if count is not None and len(args) != count + 1:
        expect_count(args[1:], name, count)
    return args[0]


@_method("Enter")
def enter(ev, args):
    """Enter(gt): start recording operations on watched Tensors and Variables on gt.

    Returns gt. Pair it with Exit(gt), best in the finally clause of a try statement:
    try Enter(gt); ... finally Exit(gt); end try. A tape that is still recording cannot
    be entered again.
    """
    tape = args[0] if len(args) == 1 and type(args[0]) is GradientTape else _tape(args, "Enter", 0)
    tape.enter()
    return tape


@_method("Exit")
def exit_(ev, args):
    """Exit(gt): stop recording on gt. Exiting a tape that is not recording does nothing."""
    tape = args[0] if len(args) == 1 and type(args[0]) is GradientTape else _tape(args, "Exit", 0)
    tape.exit()
    return v.NULL


def _structure(value, role: str, integers: list):
    """A Tensor, Variable or nested list of them as the matching TensorFlow structure;
    only float and complex datatypes can be differentiated, but an integer target or source
    may be given, as TensorFlow allows: nothing depends on it differentiably, and its
    gradient is None. Such Tensors are added to `integers`."""
    if isinstance(value, Tensor):
        tensor = value.tensor
        kind = kind_of(tensor.dtype)
        if kind == "integer":
            integers.append(value)
        elif kind not in DIFFERENTIABLE:
            raise MapleError(f"cannot differentiate with a {role} of datatype {value.datatype}; "
                             f"only float and complex datatypes are differentiable (use Cast)")
        return tensor
    if isinstance(value, v.MList):
        return [_structure(x, role, integers) for x in value.items]
    raise MapleError(f"invalid input: the {role} must be a Tensor, Variable or list of them, "
                     f"but received {lprint(value)}")


@_method("Watch")
def watch(ev, args):
    """gt:-Watch(t): record operations on t, a Tensor, Variable or (nested) list of them,
    on the recording tape gt. Float and complex datatypes can be differentiated; an integer
    Tensor is watched with a warning, as TensorFlow does, and its gradient is NULL (or
    zeros with unconnected = 0)."""
    tape = args[0] if len(args) == 2 and type(args[0]) is GradientTape else _tape(args, "Watch", 1)
    if not tape.tape._recording:          # (tape.recording, without the property's call)
        raise MapleError("Tape is not recording. Call Enter on the tape before Watch.")
    watched = args[1]
    if isinstance(watched, Tensor) and (DIFFERENTIABLE_DTYPES.get(id(dtype := watched.tensor.dtype)) is dtype
                                        or kind_of(dtype) in DIFFERENTIABLE):
        # a training step's one float Tensor, given to TensorFlow as itself (a list costs
        # a nested structure's walk), a tensor straight to the tape (what tf's watch does
        # with it after its walk); everything else is checked entry by entry below
        internal = internals()
        if type(watched.tensor) is internal.EagerTensor:
            internal.tape_watch(tape.tape._tape._tape, watched.tensor)
        else:
            tape.tape.watch(watched.tensor)
        return v.NULL
    flat = _flat(watched)
    integers = []           # watched with a warning, once every entry has passed
    for t in flat:
        if not isinstance(t, Tensor):
            raise MapleError(f"invalid input: Watch expects a Tensor, Variable or list of them, "
                             f"but received {lprint(watched)}")
        kind = kind_of(t.tensor.dtype)
        if kind == "integer":
            integers.append(t)
        elif kind not in DIFFERENTIABLE:
            raise MapleError(f"the datatype of a watched Tensor must be a float or complex "
                             f"datatype (e.g. float[4]), but received {t.datatype}")
    for t in integers:
        ev.host.warning(f"the datatype of a watched Tensor should be a float or complex "
                        f"datatype (e.g. float[4]), but received {t.datatype}; its "
                        f"gradient is NULL")
    tape.tape.watch(watched.tensor if isinstance(watched, Tensor) else [t.tensor for t in flat])
    return v.NULL


def _flat(value) -> list:
    if isinstance(value, v.MList):
        return [t for item in value.items for t in _flat(item)]
    return [value]


def _unconnected(value):
    """NULL (the default) and undefined come back as themselves; 0 gives zero Tensors."""
    if value is v.NULL or value == v.NULL or value == v.UNDEFINED or \
            (value == 0 and isinstance(value, int)):
        return value
    raise MapleError(f"invalid input: unconnected must be NULL, undefined or 0, but received "
                     f"{lprint(value) if value != v.NULL else 'NULL'}")


def _derivative(ev, args, name: str, method, check=None):
    """Checks the arguments, claims the tape, then method(tf tape, targets, sources, mode)."""
    # TensorFlow's call first in this function (see tf.py)
    tf_tape, targets, sources, mode, unconnected = _derivative_arguments(ev, args, name, check)
    return _result(method(tf_tape, targets, sources, mode), unconnected)


def _derivative_arguments(ev, args, name: str, check):
    """What _derivative hands TensorFlow, and the unconnected option, once checked; the tape
    claimed."""
    if len(args) == 3 and type(args[0]) is GradientTape and type(args[1]) is Tensor and \
            type(args[2]) is Tensor and DIFFERENTIABLE_DTYPES.get(id(dy := args[1].tensor.dtype)) is dy \
            and DIFFERENTIABLE_DTYPES.get(id(dx := args[2].tensor.dtype)) is dx:
        # a training step's call: a tape and two Tensors of differentiable dtypes, no option
        # (what _checked_arguments finds for them, without its calls)
        tape, targets, sources, unconnected = args[0], args[1].tensor, args[2].tensor, v.NULL
    else:
        tape, targets, sources, unconnected = _checked_arguments(ev, args, name)
    if check is not None:
        check(targets, sources)
    tf = tensorflow()
    mode = tf.UnconnectedGradients.NONE if unconnected is v.NULL or unconnected != 0 \
        else tf.UnconnectedGradients.ZERO
    tape.use()
    return tape.tape, targets, sources, mode, unconnected


def _checked_arguments(ev, args, name: str):
    """The tape, the targets and sources as TensorFlow structures, and the unconnected
    option of a derivative's call, each checked. An integer target warns, as TensorFlow
    does (an integer source warned when it was watched)."""
    tape = args[0] if args and type(args[0]) is GradientTape else _tape(args, name, None)
    if len(args) == 3 and not isinstance(args[1], _OPTION_KINDS) and not isinstance(args[2], _OPTION_KINDS):
        positional, unconnected = args[1:], v.NULL
    else:
        positional, options = split_options(args[1:], name, {"unconnected": v.NULL})
        expect_count(positional, name, 2)
        unconnected = _unconnected(options["unconnected"])
    integers: list = []
    targets = _structure(positional[0], "target", integers)
    sources = _structure(positional[1], "source", [])
    for t in integers:
        ev.host.warning(f"the datatype of a target should be a float or complex datatype "
                        f"(e.g. float[4]), but received {t.datatype}; its derivatives are "
                        f"NULL (zeros with unconnected = 0)")
    return tape, targets, sources, unconnected


# what split_options may take for an option: `unconnected = 0`, or a bare name
_OPTION_KINDS = (v.Relation, v.Name)


# The most rows (entries of the Jacobian's target, of each batch entry for BatchJacobian)
# computed one gradient each; beyond it TensorFlow's vectorised Jacobian, which costs a
# trace per call, is faster. Measured by bench/jacobian.py's crossover (rows / vectorised,
# two runs on 2 cores): 0.15/0.10 at 16 rows, 0.66/0.45 at 64, 0.65 at 96, 1.06/0.75 at
# 128, 2.42/2.27 at 256; the rule takes rows up to 100, short of the crossover (120-160),
# so that a Jacobian is never slower than the better of TensorFlow's two ways (100x100:
# 0.92 of TensorFlow's default with the old limit of 40, 0.26 now).
ROWS_LIMIT = 100


def _rows(tf_tape, target, entries, sources, mode, batched: bool):
    """The Jacobian (batched: for each batch entry) one row at a time: the gradient of the
    target seeded with a one-hot cotangent per entry: the rows TensorFlow's jacobian
    computes, without tracing a vectorised function on every call. `entries` is the shape
    of the target (of a batch entry)."""
    # one source is asked for as itself, as a user of TensorFlow would: a list of one
    # costs TensorFlow a nested structure's packing in every row. TensorFlow's calls come
    # first in this function (see tf.py), in a loop rather than a comprehension, whose
    # frame (before Python 3.12 inlines comprehensions) TensorFlow would read at each
    # operation of every row
    asked = tensorflow().nest.flatten(sources) if isinstance(sources, list) else sources
    rows = []
    for seed in _seeds(target, entries, batched):
        rows.append(_tape_gradient(tf_tape, target, asked, mode, seed))
    if not isinstance(sources, list):
        return _column(rows, target, entries, asked, batched)
    columns = [_column([row[j] for row in rows], target, entries, source, batched)
               for j, source in enumerate(asked)]
    return tensorflow().nest.pack_sequence_as(sources, columns)


def _seeds(target, entries, batched: bool):
    """The one-hot seeds, shaped like the target (a batched seed repeats its one-hot entry
    in every batch entry)."""
    basis, rows = _one_hot(tuple(entries.as_list()), target.dtype)
    if not batched:
        return rows
    tf = tensorflow()
    return tf.unstack(tf.broadcast_to(tf.expand_dims(basis, 1), [len(rows)] + target.shape.as_list()))


@functools.lru_cache(maxsize=64)
def _one_hot(entries: tuple, dtype):
    """Every one-hot tensor of shape `entries` (at most ROWS_LIMIT entries), stacked and one
    by one: made once per shape and dtype (tf.eye's Python layers cost more than a small
    row's gradient). Safe to share: an eager tensor never changes and no user holds these."""
    tf = tensorflow()
    count = math.prod(entries)
    basis = tf.reshape(tf.eye(count, dtype=dtype), (count,) + entries)
    return basis, tuple(tf.unstack(basis))


def _column(gradients, target, entries, source, batched: bool):
    """One source's gradients, a row each, stacked into its Jacobian; None when the target
    does not depend on it."""
    if gradients[0] is None:
        return None
    tf, axis = tensorflow(), 1 if batched else 0
    # tf.stack's op without its Python layers; it converts IndexedSlices rows as tf.stack does
    stacked = tf.raw_ops.Pack(values=gradients, axis=axis)
    # rows of a target of one dimension (of each batch entry) stack to its shape followed
    # by the source's; any other target's entries were counted off flat
    if entries.rank != 1:
        stacked = tf.reshape(stacked, target.shape + source.shape[axis:])
    return stacked


def _entries(target, batched: bool):
    """The shape of the target, of each batch entry when batched: one row per entry."""
    return target.shape[1:] if batched else target.shape


def _tape_gradient(tf_tape, target, sources, mode, seed=None):
    """tf_tape.gradient(target, sources, output_gradients=seed, unconnected_gradients=mode).
    A training step's arguments (a tensor target; a tensor, a Variable or a flat list of
    them as sources) go to TensorFlow's own gradient directly: GradientTape.gradient's walks
    over the structures (nest's Protocol checks, slow in Python 3.11) cost more than a small
    gradient's kernels. Of that method, only its log messages (silenced, see tf.py) and its
    refusal of packed tensors (which mapletape never makes) are left out: mapletape's tf
    tapes are persistent. TensorFlow's call first in this function (see tf.py)."""
    plain = _plain_sources(target, sources)
    if plain is not None and tf_tape._tape is not None:     # (None: a tape never entered)
        flat, given = plain
        gradients = internals().tape_gradient(tf_tape._tape._tape, [target], flat,
                                              None if seed is None else [seed], given, mode.value)
        return gradients if given is sources else gradients[0]
    return tf_tape.gradient(target, sources, output_gradients=seed, unconnected_gradients=mode)


def _plain_sources(target, sources) -> tuple[list, list] | None:
    """What GradientTape.gradient hands TensorFlow for a tensor target and sources that are
    a tensor, a Variable or a flat list of them: the sources as tensors (a Variable's handle)
    and as given, in a list each of one length (TensorFlow's C function checks neither);
    None for anything else."""
    internal = internals()
    if type(target) is not internal.EagerTensor:
        return None
    given = sources if type(sources) is list else [sources]
    flat = []
    for source in given:
        if type(source) is internal.EagerTensor:
            flat.append(source)
        elif type(source) is internal.ResourceVariable:
            flat.append(source.handle)
        else:
            return None
    return flat, given


def _jacobian(tf_tape, target, sources, mode):
    entries = _entries(target, False)
    if 0 < entries.num_elements() <= ROWS_LIMIT:
        return _rows(tf_tape, target, entries, sources, mode, False)
    return tf_tape.jacobian(target, sources, unconnected_gradients=mode)


def _batch_jacobian(tf_tape, target, source, mode):
    entries = _entries(target, True)
    if 0 < entries.num_elements() <= ROWS_LIMIT and target.shape[0] > 0:
        result = _rows(tf_tape, target, entries, source, mode, True)
        if result is None:
            return tensorflow().zeros(target.shape + source.shape[1:], target.dtype)
        return result
    return tf_tape.batch_jacobian(target, source, unconnected_gradients=mode)


def _result(result, unconnected):
    """TensorFlow's nested result as Maple values; an unconnected None is NULL (which a
    list drops, as Maple does) or undefined."""
    if result is None:
        return unconnected
    if isinstance(result, (list, tuple)):
        return v.MList(v.flatten([_result(r, unconnected) for r in result]))
    return wrap(result)


@_method("Gradient")
def gradient(ev, args):
    """gt:-Gradient(y, x, unconnected=NULL): the gradient of y with respect to x, shaped like x.

    y is a Tensor or Variable (the gradient is of the sum of its entries) or a nested list of
    them (of the sum of all); x is a Tensor, Variable or nested list of them, and the result
    is a Tensor or list of the same structure. unconnected = NULL, undefined or 0 says what
    a source that y does not depend on gives (0: a Tensor of zeros). A non-persistent tape
    computes one set of gradients only.
    """
    return _derivative(ev, args, "Gradient", _tape_gradient)


def _single_target(targets, sources):
    if isinstance(targets, list):
        raise MapleError("invalid input: the target must be a single Tensor or Variable; "
                         "Gradient takes a list of targets")


@_method("Jacobian")
def jacobian(ev, args):
    """gt:-Jacobian(y, x, unconnected=NULL): the Jacobian of the Tensor y with respect to x,
    a Tensor or (nested) list of them; each result's shape is y's followed by its source's.
    y must be a single Tensor or Variable (TensorFlow's jacobian takes no list of targets)."""
    return _derivative(ev, args, "Jacobian", _jacobian, _single_target)


def _batches(targets, sources):
    _single_target(targets, sources)
    if isinstance(sources, list):
        raise MapleError("invalid input: BatchJacobian expects its source to be a single "
                         "Tensor or Variable")
    for role, t in (("target", targets), ("source", sources)):
        if len(t.shape) < 2:
            raise MapleError(f"BatchJacobian expects a {role} of rank at least 2 (a batch of "
                             f"entries), but received one of shape {shape_text(t.shape)}")
    if targets.shape[0] != sources.shape[0]:
        raise MapleError(f"Need first dimension of target shape {shape_text(targets.shape)} and "
                         f"source shape {shape_text(sources.shape)} to match.")


@_method("BatchJacobian")
def batch_jacobian(ev, args):
    """gt:-BatchJacobian(y, x, unconnected=NULL): for each batch entry i, the Jacobian of
    y[i] with respect to x[i]. y and x need rank at least 2 and the same first dimension b;
    the result has shape [b, y's other dimensions, x's other dimensions]. As TensorFlow's
    batch_jacobian does, a source that y does not depend on gives zeros."""
    return _derivative(ev, args, "BatchJacobian", _batch_jacobian, _batches)


@_method("Reset")
def reset(ev, args):
    """gt:-Reset(): clear everything recorded on gt and its watch list; gt must be recording."""
    tape = _tape(args, "Reset", 0)
    tape.tape.reset()
    return v.NULL


@_method("WatchedVariables")
def watched_variables(ev, args):
    """gt:-WatchedVariables(): the list of Variables watched by gt, in creation order;
    trainable Variables used while gt records are watched without Watch."""
    tape = _tape(args, "WatchedVariables", 0)
    return v.MList(tuple(Variable(x) for x in tape.tape.watched_variables()))
