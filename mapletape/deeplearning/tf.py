"""TensorFlow, imported on first use and silently (design.md §1), always in a background
thread: a caller waits for it, and Ctrl-C interrupts only the wait, never the import (an
interrupted import would leave TensorFlow unusable for the rest of the process).

Frames under TensorFlow: every eager operation records the innermost 30 Python frames with
their line numbers, and Python finds a frame's line by reading its function's line table
from the start up to the frame's instruction. A frame that stays on the stack while
TensorFlow runs (Session.run, a compiled call, Gradient and Jacobian) so costs every
operation in proportion to how far into its function that call is: such functions make
their call first and leave the rest to helpers (bench/README.md, "Twin scripts")."""
from __future__ import annotations

import functools
import logging
import os
import threading
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Callable

from ..errors import MapleError

_START = threading.Lock()          # one import thread, however many callers ask at once
_importer: threading.Thread | None = None
_module = None                     # tensorflow, once imported
_failure: Exception | None = None  # why the last import failed
_notices: list[Callable[[], None]] = []   # told when a command has to wait for the import


def load_in_background() -> None:
    """Start importing TensorFlow unless it is loaded or loading, and return at once; the
    REPL calls it when its prompt is idle, so the first DeepLearning command need not wait.
    After a failed import, the next call tries again."""
    global _importer
    with _START:
        if _module is None and (_importer is None or not _importer.is_alive()):
            _importer = threading.Thread(target=_import, name="tensorflow-import", daemon=True)
            _importer.start()


def _import() -> None:
    global _module, _failure
    try:
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
        os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
        import absl.logging     # TensorFlow's own logger, installed with it
        with _native_stderr_silenced():
            import tensorflow as tf
        # not even errors: TensorFlow logs them where no user can act on them (an op built
        # in a graph and never run, as sizes.py builds one, is an "ERROR" at its deletion)
        tf.get_logger().setLevel(logging.CRITICAL + 1)
        absl.logging.set_verbosity(absl.logging.FATAL)
        _module = tf
    except Exception as exc:          # reported to whoever waits for the import
        _failure = exc


@contextmanager
def _native_stderr_silenced():
    """Standard error closed to native code for the import: the `tensorflow` wheel's C++
    logs (`cudart_stub.cc] Could not find cuda drivers`, absl's `WARNING: All log messages
    before absl::InitializeLog()`) ignore TF_CPP_MIN_LOG_LEVEL and write to the file
    descriptor directly."""
    try:
        saved = os.dup(2)
    except OSError:             # no standard error to protect
        yield
        return
    quiet = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(quiet, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(quiet)


@contextmanager
def announcing_waits(notice: Callable[[], None]):
    """Inside, `notice()` is called each time a command has to wait for TensorFlow's import;
    the REPL uses it to say so on the terminal, and nothing else installs one."""
    _notices.append(notice)
    try:
        yield
    finally:
        _notices.remove(notice)


def tensorflow():
    """The tensorflow module; the first call imports it, or waits for the import under way."""
    if _module is None:
        load_in_background()
        if _importer.is_alive():
            for notice in _notices:
                notice()
        _importer.join()
        if _module is None:
            raise MapleError(f"cannot load TensorFlow: {_failure}")
    return _module


@functools.cache
def internals() -> SimpleNamespace:
    """TensorFlow's own entry points below its public Python API, for the calls of a training
    step whose public layers cost more than their work (tape.py says which): private to
    TensorFlow, so pyproject.toml pins the minor version they were read from, and the tests
    compare what each use gives with what the public call it stands for gives."""
    tensorflow()
    from tensorflow.python import pywrap_tfe
    from tensorflow.python.framework.ops import EagerTensor
    from tensorflow.python.ops.resource_variable_ops import ResourceVariable
    return SimpleNamespace(tape_gradient=pywrap_tfe.TFE_Py_TapeGradient,
                           tape_watch=pywrap_tfe.TFE_Py_TapeWatch,
                           EagerTensor=EagerTensor, ResourceVariable=ResourceVariable)


def is_loaded() -> bool:
    return _module is not None
