"""Asynchronous stops of a running evaluation: Ctrl-C's KeyboardInterrupt (SIGINT, also a
notebook's interrupt), Ended (SIGTERM or SIGHUP ending a --check) and TimeExpired, raised
by wall-clock time limits (a SIGALRM timer,
signal.setitimer), nestable, restoring whatever handler and timer were there before. Time
limits serve `--check --timeout`, the pytest plugin's `--mapletape-timeout` and Maple's
`timelimit`; the front ends install `interrupt` as their SIGINT handler.

Python runs a signal handler between two bytecodes of whatever frame is running, and a
stop raised there can be lost: TensorFlow's C++ calls Python back (a Variable's `handle`
property while a GradientTape records) and drops what the callback raises, to try its slow
path instead. So `stop` raises at once only where the raise would reach mapletape's own
code before TensorFlow's or Keras's; elsewhere the stop waits in PENDING and a profile hook
raises it at the first call or return that is clear, normally within microseconds of
TensorFlow's return (in a long Keras fit, after PATIENCE). The evaluator also delivers a
waiting stop at statement and loop boundaries (`if PENDING: deliver()`), for when another
profiler leaves no room for the hook."""
from __future__ import annotations

import os
import signal
import sys
import threading
import time
from contextlib import contextmanager
from functools import partial
from typing import Iterator

# The stop waiting to be raised, at most one: a list, so that a boundary's check is the
# test of one module-level object
PENDING: list[BaseException] = []
_since = 0.0                          # when it began to wait (time.monotonic)
PATIENCE = 0.25                       # seconds (see _deliver_outside)
_tensorflow: tuple[str, ...] = ()     # the folders of TensorFlow's and Keras's Python code
_MAPLETAPE = os.path.dirname(os.path.abspath(__file__)) + os.sep     # this package's


class TimeExpired(BaseException):
    """Raised where the evaluation is when its limit passes. A BaseException, as
    KeyboardInterrupt is, so that no `except Exception` and no Maple `try ... catch` inside
    the limited evaluation can swallow it (Maple's timelimit help: lower-level try...catch
    constructs do not catch `time expired`). `limit` is the time_limit that expired."""

    def __init__(self, limit: object):
        super().__init__("time expired")
        self.limit = limit


class Ended(BaseException):
    """Raised where the evaluation is when a signal that ends the process comes (`kill`, a
    closed terminal), so that the front end can clean up on its way out. `signum` is the
    signal's number."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def seconds(text: str) -> float:
    """A time limit as given on a command line or in a configuration: a positive number of
    seconds, else ValueError with the message to show."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise ValueError(f"expected a positive number of seconds, got {text!r}")
    return value


def available() -> bool:
    """Whether a limit can be set here: Python runs signal handlers in the main thread only."""
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def interrupt(signum, frame) -> None:
    """The SIGINT handler of the front ends: Ctrl-C stops the evaluation, as Python's own
    handler does, but at a point where TensorFlow cannot lose the KeyboardInterrupt."""
    stop(KeyboardInterrupt(), frame)


def end(signum, frame) -> None:
    """The handler of the signals that end a --check (SIGTERM, SIGHUP): Ended, raised where
    TensorFlow cannot lose it."""
    stop(Ended(signum), frame)


def _strength(exc: BaseException) -> int:
    return 2 if isinstance(exc, Ended) else 1 if isinstance(exc, KeyboardInterrupt) else 0


def stop(exc: BaseException, frame) -> None:
    """From a signal handler: raise exc now when a raise in `frame`, the interrupted one,
    is clear of TensorFlow, else have it raised at the first point that is. A stop waiting
    already is replaced only by one that stops as much or more: the end of the process
    stops more than Ctrl-C, and Ctrl-C more than a time limit's expiry."""
    global _tensorflow, _since
    if not PENDING or _strength(exc) >= _strength(PENDING[0]):
        PENDING[:] = [exc]
    # the folders of what is imported by now: a stop before TensorFlow's import is never in it
    _tensorflow = tuple(os.path.dirname(module.__file__) + os.sep
                        for module in map(sys.modules.get, ("tensorflow", "keras", "tf_keras"))
                        if getattr(module, "__file__", None))
    if _clear_of_tensorflow(frame):
        deliver()
    _since = time.monotonic()
    if sys.getprofile() is None:
        sys.setprofile(_deliver_outside)


def _clear_of_tensorflow(frame) -> bool:
    """Whether a raise in `frame` reaches mapletape's own code (or the bottom of the stack)
    without passing through TensorFlow's, whose C++ may have called it back and drop it."""
    while frame is not None:
        if frame.f_code.co_filename.startswith(_tensorflow):
            return False
        # this module's delivery stands for no code of its own: a second signal can come
        # while the hook runs, over a TensorFlow frame
        if frame.f_code.co_filename.startswith(_MAPLETAPE) and frame.f_code not in _HANDLERS:
            return True
        frame = frame.f_back
    return True


def _deliver_outside(frame, event, arg) -> None:
    """The profile hook while a stop waits: called at every call and return, the returns
    of the signal handler's own frames too (a raise there would reach the frame it
    interrupted). A stop that finds no point clear of TensorFlow within PATIENCE seconds
    (in a long Keras fit every frame is under Keras's) is raised in the next frame that
    neither is TensorFlow's nor was called by it: the callbacks of TensorFlow's C++ that
    drop a raise are short, and run TensorFlow's own code."""
    code = frame.f_code
    if code in _HANDLERS or code.co_filename.startswith(_tensorflow):
        return
    caller = frame.f_back
    if _clear_of_tensorflow(frame) or (
            time.monotonic() - _since > PATIENCE
            and not (caller is not None and caller.f_code.co_filename.startswith(_tensorflow))):
        deliver()


def deliver() -> None:
    """Raise the waiting stop (there must be one), no longer waiting."""
    if sys.getprofile() is _deliver_outside:
        sys.setprofile(None)
    raise PENDING.pop()


@contextmanager
def time_limit(seconds: float | None) -> Iterator[object]:
    """Raise TimeExpired(limit) in the block once `seconds` of wall-clock time have passed;
    yields `limit`, the token to tell this limit's expiry from an enclosing one's. No limit
    with None. Python runs the handler between bytecodes, so a long operation in C code (a
    TensorFlow kernel) is stopped as soon as it returns. An enclosing limit that expires
    first keeps its own timer and handler; on leaving, the enclosing timer is set again to
    what is left of it (or fires at once when that has run out)."""
    limit = object()
    if seconds is None:
        yield limit
        return
    if not available():
        raise RuntimeError("a time limit needs signal.setitimer in the main thread")
    outer_left, _ = signal.getitimer(signal.ITIMER_REAL)
    if outer_left and outer_left <= seconds:      # the enclosing limit comes first
        yield limit
        return

    started = time.monotonic()
    previous = signal.signal(signal.SIGALRM, partial(_expired, limit))
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield limit
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer_left:
            left = outer_left - (time.monotonic() - started)
            signal.setitimer(signal.ITIMER_REAL, max(left, 1e-6))
        if PENDING and getattr(PENDING[0], "limit", None) is limit:
            deliver()        # it expired in TensorFlow's last call: the block overran


def _expired(limit: object, signum, frame) -> None:
    stop(TimeExpired(limit), frame)


# the code of the frames a stop's signal handler and the hook run in
_HANDLERS = {interrupt.__code__, end.__code__, _expired.__code__, stop.__code__,
             _strength.__code__, _deliver_outside.__code__, _clear_of_tensorflow.__code__}
