"""GradientTape operations: Enter, Exit, Watch, Gradient, Jacobian, BatchJacobian, Reset,
WatchedVariables; Maple-level rules are checked here, derivatives come from TensorFlow."""
from __future__ import annotations

from ..errors import MapleError
from ..library.registry import builtin, split_options
from ..values import core as v
from .objects import GradientTape, Tensor, Variable, wrap
from .tf import tensorflow

TAPE_METHODS: dict = {}
NON_PERSISTENT_REUSE = ("A non-persistent GradientTape can only be used to compute one set of "
                        "gradients (or jacobians)")


def _tape(args, name: str) -> GradientTape:
    if not args or not isinstance(args[0], GradientTape):
        raise MapleError(f"invalid input: {name} expects a GradientTape as its 1st argument")
    return args[0]


def _method(name: str):
    return builtin(name, table=TAPE_METHODS, module="DeepLearning:-GradientTape")


@_method("Enter")
def enter(ev, args):
    """Enter(gt): start recording operations on watched Tensors and Variables on gt.

    Returns gt. Pair it with Exit(gt), best in the finally clause of a try statement.
    """
    tape = _tape(args, "Enter")
    if tape.recording:
        raise MapleError("Tape is still recording, This can happen if you try to re-enter an "
                         "already-active tape.")
    if tape.used and not tape.persistent:
        raise MapleError(NON_PERSISTENT_REUSE)
    tape.tape.__enter__()
    tape.recording = True
    return tape


@_method("Exit")
def exit_(ev, args):
    """Exit(gt): stop recording on gt. Exiting a tape that is not recording does nothing."""
    tape = _tape(args, "Exit")
    if tape.recording:
        tape.recording = False
        if tape.tape._recording:
            tape.tape.__exit__(None, None, None)
    return v.NULL


def _tensors(value, what: str):
    """A Tensor, Variable or (nested) list of them as the matching TensorFlow structure."""
    if isinstance(value, Tensor):
        return value.tensor
    if isinstance(value, v.MList):
        return [_tensors(x, what) for x in value.items]
    from ..display.lineprint import lprint
    raise MapleError(f"invalid input: {what} must be a Tensor, Variable or list of them, "
                     f"but received {lprint(value)}")


@_method("Watch")
def watch(ev, args):
    """gt:-Watch(t): record operations on t, a Tensor, Variable or list of them."""
    tape = _tape(args, "Watch")
    if len(args) != 2:
        raise MapleError(f"invalid input: Watch expects 1 argument, but received {len(args) - 1}")
    tape.tape.watch(_tensors(args[1], "the watched object"))
    return v.NULL


def _derivative(args, name: str, method: str):
    tape = _tape(args, name)
    positional, options = split_options(args[1:], name, {"unconnected": v.NULL})
    if len(positional) != 2:
        raise MapleError(f"invalid input: {name} expects 2 arguments, but received {len(positional)}")
    if tape.used and not tape.persistent:
        raise MapleError(NON_PERSISTENT_REUSE)
    unconnected = options["unconnected"]
    tf = tensorflow()
    mode = tf.UnconnectedGradients.ZERO if unconnected == 0 else tf.UnconnectedGradients.NONE
    targets = _tensors(positional[0], "the target")
    sources = _tensors(positional[1], "the source")
    try:
        result = getattr(tape.tape, method)(targets, sources, unconnected_gradients=mode)
    except RuntimeError as exc:
        raise MapleError(str(exc).splitlines()[0]) from None
    except (ValueError, TypeError, tf.errors.InvalidArgumentError) as exc:
        raise MapleError((getattr(exc, "message", None) or str(exc)).strip().splitlines()[0]) from None
    tape.used = True
    if not tape.persistent:
        tape.recording = False
    return _result(result, unconnected)


def _result(result, unconnected):
    if result is None:
        return v.UNDEFINED if unconnected == v.UNDEFINED else v.NULL
    if isinstance(result, (list, tuple)):
        return v.MList(v.flatten(_result(r, unconnected) for r in result))
    return wrap(result)


@_method("Gradient")
def gradient(ev, args):
    """gt:-Gradient(y, x, unconnected=NULL): the gradient of y (the sum of its entries,
    or of a list of targets) with respect to x, shaped like x.

    unconnected = NULL, undefined or 0 says what a source that y does not depend on gives.
    """
    return _derivative(args, "Gradient", "gradient")


@_method("Jacobian")
def jacobian(ev, args):
    """gt:-Jacobian(y, x, unconnected=NULL): the Jacobian of y with respect to x;
    its shape is the shape of y followed by the shape of x."""
    return _derivative(args, "Jacobian", "jacobian")


@_method("BatchJacobian")
def batch_jacobian(ev, args):
    """gt:-BatchJacobian(y, x, unconnected=NULL): the Jacobian of each batch entry
    y[i] with respect to x[i]; y and x need rank at least 2 and the same first dimension."""
    return _derivative(args, "BatchJacobian", "batch_jacobian")


@_method("Reset")
def reset(ev, args):
    """gt:-Reset(): clear everything recorded on gt and its watch list; gt must be recording."""
    tape = _tape(args, "Reset")
    if not tape.recording:
        raise MapleError("Tape is not recording.")
    tape.tape.reset()
    return v.NULL


@_method("WatchedVariables")
def watched_variables(ev, args):
    """gt:-WatchedVariables(): the list of Variables watched by gt, in creation order."""
    tape = _tape(args, "WatchedVariables")
    return v.MList(tuple(Variable(x) for x in tape.tape.watched_variables()))
