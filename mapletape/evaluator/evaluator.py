"""The Evaluator: one object per session composed of the statement, expression, call and
scope rules, holding the evaluation state (globals, imports, call depth, last error)."""
from __future__ import annotations

import sys
import weakref
from typing import Any, Protocol

from ..syntax import ast
from .calls import Calls
from .compiler import compile_block, compiled
from .expressions import Expressions
from .names import name_setter
from . import arithmetic, logic, modules  # noqa: F401 (their compiling rules, registered on import)
from .procedures import Signature
from .scopes import Frame, Scopes
from .statements import Statements

# Maple call depth. A level costs 10-40 Python frames; Python's limit is raised to cover
# that, but kept low enough that the C stack (8 MB) cannot overflow before Python's
# RecursionError, which becomes Maple's error: measured, 10000 frames that each re-enter
# C are safe where 15000 crash. A smaller stack (`ulimit -s`) holds proportionally fewer:
# with 12000 on a 1 MB stack, 20,000-deep input crashed the process.
RECURSION_LIMIT = 400
PYTHON_FRAMES = 12000


def python_frames() -> int:
    """The Python frames the main thread's C stack holds safely: PYTHON_FRAMES for 8 MB
    or more, proportionally fewer below."""
    try:
        import resource
        stack = resource.getrlimit(resource.RLIMIT_STACK)[0]
    except (ImportError, OSError, ValueError):        # no such limit where it runs
        return PYTHON_FRAMES
    if stack == resource.RLIM_INFINITY or stack >= 8 << 20:
        return PYTHON_FRAMES
    return max(PYTHON_FRAMES * stack // (8 << 20), 100)


class Host(Protocol):
    """What the evaluator needs from its session: output, settings, and whether files and
    the environment are off limits (restricted mode, `mapletape --restricted`)."""
    def show(self, value, label: str | None = None) -> None: ...
    def write(self, text: str) -> None: ...
    def warning(self, message: str) -> None: ...
    def unavailable(self, name: str) -> None: ...     # a call of a Maple name we lack
    def read_file(self, path: str) -> None: ...
    def show_help(self, topic: str) -> None: ...      # help(topic), `?topic`
    settings: dict
    restricted: bool
    tapes: set          # the session's recording GradientTapes, stopped by restart
    kernelopts: dict


class Evaluator(Statements, Expressions, Calls, Scopes):
    """Runs a session's statements, compiled by the rules of compiler.py's registry; its
    parts hold the evaluation rules on values those compiled statements call."""

    def __init__(self, host: Host, builtins: dict):
        self.host = host
        self.builtins = builtins
        self.globals: dict[str, Any] = {"Digits": 10, "printlevel": 1}
        self.context = self.make_context()
        self.imported: dict[str, Any] = {}        # exports made visible by with()
        self.protected_names: set[str] = set()    # named modules' names (help page module/named)
        self.top = Frame(None, {})
        self.depth = 0
        self.recursion_limit = RECURSION_LIMIT
        frames = python_frames()
        # below PYTHON_FRAMES the stack is small, and a higher limit set before is unsafe
        sys.setrecursionlimit(frames if frames < PYTHON_FRAMES else
                              max(sys.getrecursionlimit(), frames))
        self.last_exception = None
        self.reading = 0                  # files being read by `read`: restart is refused
        # procedure texts already read; weakly, so that a long script's definitions are let go
        self.defined: weakref.WeakValueDictionary[int, ast.ProcedureExpr] = weakref.WeakValueDictionary()

    def compiled(self, node):
        """An expression compiled once, as a function of the frame: for commands that
        evaluate their argument's syntax again and again (seq's body)."""
        return compiled(self, node)

    def setter(self, name: str):
        """`setter(value, frame)` binds the name as an assignment does."""
        return name_setter(self, name)

    def signature(self, proc) -> Signature:
        """What calls of a procedure need of its definition, worked out on the first."""
        if proc.signature is None:
            proc.signature = Signature(proc)
        return proc.signature

    def run_body(self, proc, frame: Frame, signature: Signature):
        """A procedure's body on its call frame; compiled on its first call."""
        if signature.compiled_by is not self:     # a body's closures hold one evaluator's state
            signature.body = compile_block(self, proc.definition.body, 0, False)
            signature.compiled_by = self
        return signature.body(frame)
