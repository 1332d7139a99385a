"""The one seam every front end drives: a Maple session that runs source text and writes
its transcript (echo, results, errors) to an output stream."""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Callable, TextIO

from .display import render_error, render_result, screen_width, wrap_words
from .display.atoms import visible
from .display.elision import DEFAULTS as ELISION_DEFAULTS
from .errors import MapleError
from .evaluator import Evaluator, QuitSignal, RestartSignal
from .files import UnreadableFile, open_maple_text
from .help import Help
from . import deeplearning  # noqa: F401 (its package registers itself with the library)
from .library import builtins
from .library.plots import send_to_file
from .library.unavailable import UNAVAILABLE
from .limits import DEFAULT_MAX_SIZE
from .syntax import MapleSyntaxError, Splitter
from .values.core import Name

DEFAULT_SETTINGS = {
    "prettyprint": 1, "screenwidth": 79, "rtablesize": 10, "errorbreak": 1,
    "echo": 1, "warnlevel": 3, "prompt": "> ", "quiet": 0,
    # where shown plots go: set by plotsetup (library/plots.py)
    "plotdevice": Name("char"), "plotoutput": "terminal", "plotoptions": "",
    # elisiondigitsthreshold, elisiontermsthreshold and their before/after counts: how long
    # integers and sequences in displayed results are elided (Maple's defaults, display/elision.py)
    **ELISION_DEFAULTS,
}


@dataclass
class Outcome:
    """How a run ended: `status` is ok, syntax (stopped at a syntax error), incomplete
    (input ended inside a statement), error (stopped under errorbreak 2), quit, or timeout
    (stopped by a transcript check's time limit, mapletape/transcript.py)."""
    status: str = "ok"
    quit_code: int | None = None
    errors: int = 0
    line: int | None = None     # of the syntax error that stopped the run

    @property
    def exit_code(self) -> int:
        if self.status == "quit":
            return self.quit_code or 0
        return {"ok": 0, "syntax": 2, "incomplete": 2, "error": 4, "timeout": 1}[self.status]


class Session:
    def __init__(self, out: TextIO | None = None, *, width: int = 79, errorbreak: int = 1,
                 restricted: bool = False, max_size: int = DEFAULT_MAX_SIZE,
                 display: Callable[[object, str | None, list[str]], None] | None = None,
                 display_error: Callable[[list[str]], None] | None = None):
        """`display(value, label, lines)` and `display_error(lines)`, when given, receive
        each shown result and each error message (run-time or syntax) instead of `out`,
        for a front end with richer output than text (the Jupyter kernel)."""
        self.out = out if out is not None else sys.stdout
        self.display = display
        self.display_error = display_error
        # restricted mode (untrusted worksheets): no statement may touch files or the
        # environment; fixed for the session's life, so `restart` and interface() keep it
        self.restricted = restricted
        self.initial = dict(DEFAULT_SETTINGS, screenwidth=width, errorbreak=errorbreak)
        self.settings = dict(self.initial)
        self.initial_kernelopts = {"maxsize": max_size}
        self.kernelopts = dict(self.initial_kernelopts)
        self.evaluator = Evaluator(self, builtins())
        self.tapes: set = set()        # this session's GradientTapes that are recording
        self._reading: list[str] = []
        self.started = time.monotonic()                  # time[real]() counts from here
        self.unavailable_warned: set[str] = set()         # survives restart: once per session
        self.help = Help(self)            # `?name` lines and help(name), in every front end

    # ------------------------------------------------------------ output (the evaluator's host)
    def write(self, text: str) -> None:
        self.out.write(text)

    def show_help(self, topic: str) -> None:
        """Write the help page of `topic` (`?topic`, `help(topic)`)."""
        self.write(self.help.text(topic))

    def show(self, value, label: str | None = None) -> None:
        if send_to_file(self, value):         # plotsetup(png, plotoutput = ...)
            return
        value = self.evaluator.displayed(value)       # an rtable's entries, evaluated
        lines = render_result(value, label, self.settings)
        if self.display is not None:
            self.display(value, label, lines)
            return
        for line in lines:
            self.out.write(line + "\n")

    def warning(self, message: str) -> None:
        if self.settings.get("warnlevel", 3) != 0:
            for line in wrap_words(f"Warning, {message}", screen_width(self.settings)):
                self.out.write(line + "\n")

    def unavailable(self, name: str) -> None:
        """Warn, the first time in this session, that Maple's `name` is not in mapletape."""
        if name in UNAVAILABLE and name not in self.unavailable_warned:
            self.unavailable_warned.add(name)
            self.warning(f"{name} is not available in mapletape")

    def error(self, err: MapleError) -> None:
        self._error_lines(render_error(err, screen_width(self.settings)).split("\n"))

    def _error_lines(self, lines: list[str]) -> None:
        if self.display_error is not None:
            self.display_error(lines)
            return
        for line in lines:
            self.out.write(line + "\n")

    def flush(self) -> None:
        self.out.flush()

    # ------------------------------------------------------------ running
    def run(self, text: str | TextIO, *, echo: bool = False, source: str | None = None) -> Outcome:
        """Run every statement of `text` (a string, or a file object read as it runs) in
        order, writing the transcript.

        `source` names the file for syntax errors; with `echo`, each statement's lines are
        printed after the prompt before its output, as Maple's text-mode program does."""
        outcome = Outcome()
        # reading is a generator's, so that this frame, under every statement's, is one
        # whose line TensorFlow finds quickly (see deeplearning/tf.py)
        for top in self._statements(text, echo, source, outcome):
            if not self._execute(top, outcome):
                break
        return outcome

    def _statements(self, text: str | TextIO, echo: bool, source: str | None, outcome: Outcome):
        """The statements of `text` to run, each after its echo; syntax errors are reported
        as they come, and end the run where Maple's would end (`outcome` says how)."""
        streaming = not isinstance(text, str)
        steps = iter(Splitter(text))
        while True:
            try:
                step = next(steps, None)
            except (OSError, UnicodeError):
                raise                # the stream could not be read: the caller's to report
            except Exception as exc:     # a fault in the splitter: the input cannot go on
                self._failed(as_maple_error(exc), outcome)
                outcome.status = "syntax"
                return
            if step is None:
                return
            if echo:
                for line in step.echo:
                    # a raw control character typed into the file is echoed as its escape
                    self.out.write(visible(f"> {line}").rstrip() + "\n")
            if step.error is not None:
                self._syntax_error(step.error, source)
                outcome.errors += 1
                if step.error.at_end:
                    outcome.status, outcome.line = "incomplete", step.error.line
                    return
                if self._errorbreak() >= 1:
                    outcome.status, outcome.line = "syntax", step.error.line
                    return
            elif step.failure is not None:
                if not self._failed(as_maple_error(step.failure), outcome):
                    return
            elif step.help is not None:
                self.show_help(step.help)
            else:
                yield step.statement
            if streaming:         # what a statement printed shows before the next is read
                self.out.flush()

    def _execute(self, top, outcome: Outcome) -> bool:
        """Run one statement; False when the run must stop."""
        try:
            self.evaluator.execute_top(top)
        except QuitSignal as q:
            outcome.status, outcome.quit_code = "quit", q.code
            return False
        except RestartSignal:
            self.restart()
        except Exception as exc:
            return self._failed(as_maple_error(exc), outcome)
        return True

    def _failed(self, err: MapleError, outcome: Outcome) -> bool:
        """Report an error; False when errorbreak 2 stops the run."""
        self.error(err)
        outcome.errors += 1
        if self._errorbreak() >= 2:
            outcome.status = "error"
            return False
        return True

    def exit_tapes(self) -> None:
        """Stop this session's tapes that are still recording, so that TensorFlow does not
        go on recording for them; other sessions' tapes are theirs."""
        for tape in list(self.tapes):
            tape.exit()

    def restart(self) -> None:
        """Maple's `restart`: forget every assignment, reset the interface, stop the tapes."""
        self.exit_tapes()
        self.settings = dict(self.initial)
        self.kernelopts = dict(self.initial_kernelopts)
        self.evaluator = Evaluator(self, builtins())

    def read_file(self, path: str) -> None:
        """`read "file"`: its statements run as if typed, without echo."""
        if path in self._reading:
            raise MapleError(f"recursive read of `{path}`")
        self._reading.append(path)
        try:
            with open_maple_text(path) as stream:     # read as it runs
                self.run(stream, source=path)
        except UnreadableFile as exc:
            raise MapleError(str(exc), procname="read") from None
        finally:
            self._reading.pop()

    def _errorbreak(self) -> int:
        value = self.settings.get("errorbreak", 1)
        return value if isinstance(value, int) else 1

    # ------------------------------------------------------------ syntax errors
    def _syntax_error(self, error: MapleSyntaxError, source: str | None) -> None:
        caret = " " * (error.column - 1) + "^"
        if source is not None:
            self._error_lines([f"on line {error.line}, syntax error, {error.reason}:",
                               error.source_line.rstrip(), caret, f"Error, while reading `{source}`"])
        else:
            self._error_lines([f"Error, {error.reason}:", error.source_line.rstrip(), caret])


def as_maple_error(exc: Exception) -> MapleError:
    """What the user sees of anything raised while parsing or running a statement."""
    if isinstance(exc, MapleError):
        return exc
    if isinstance(exc, RecursionError):
        return MapleError("too many levels of recursion")
    if isinstance(exc, MemoryError):
        return MapleError("out of memory")
    # a mapletape bug must not cost the user the session
    return MapleError(f"internal error: {type(exc).__name__}: {exc}", procname="mapletape")
