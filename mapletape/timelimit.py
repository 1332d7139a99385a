"""Wall-clock time limits on a running evaluation: a SIGALRM timer (signal.setitimer) whose
handler raises TimeExpired in the main thread, nestable, restoring whatever handler and
timer were there before. Used by `--check --timeout`, the pytest plugin's
`--mapletape-timeout` and Maple's `timelimit`."""
from __future__ import annotations

import signal
import threading
import time
from contextlib import contextmanager
from typing import Iterator


class TimeExpired(BaseException):
    """Raised where the evaluation is when its limit passes. A BaseException, as
    KeyboardInterrupt is, so that no `except Exception` and no Maple `try ... catch` inside
    the limited evaluation can swallow it (Maple's timelimit help: lower-level try...catch
    constructs do not catch `time expired`). `limit` is the time_limit that expired."""

    def __init__(self, limit: object):
        super().__init__("time expired")
        self.limit = limit


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

    def expired(signum, frame):
        raise TimeExpired(limit)

    started = time.monotonic()
    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield limit
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer_left:
            left = outer_left - (time.monotonic() - started)
            signal.setitimer(signal.ITIMER_REAL, max(left, 1e-6))
