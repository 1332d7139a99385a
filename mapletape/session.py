"""The one seam every front end drives: a Maple session that runs source text and writes
its transcript (echo, results, errors) to an output stream."""
from __future__ import annotations

import sys
import weakref
from dataclasses import dataclass
from typing import TextIO

from .display import render_error, render_result, screen_width, wrap_words
from .errors import MapleError
from .evaluator import Evaluator, QuitSignal, RestartSignal
from .files import UnreadableFile, read_maple_text
from .library import builtins
from .limits import DEFAULT_MAX_SIZE
from .syntax import MapleSyntaxError, parse_program, skip_past_error

DEFAULT_SETTINGS = {
    "prettyprint": 1, "screenwidth": 79, "rtablesize": 10, "errorbreak": 1,
    "echo": 1, "warnlevel": 3, "prompt": "> ", "quiet": 0,
}


@dataclass
class Outcome:
    """How a run ended: `status` is ok, syntax (stopped at a syntax error), incomplete
    (input ended inside a statement), error (stopped under errorbreak 2) or quit."""
    status: str = "ok"
    quit_code: int | None = None
    errors: int = 0

    @property
    def exit_code(self) -> int:
        if self.status == "quit":
            return self.quit_code or 0
        return {"ok": 0, "syntax": 2, "incomplete": 2, "error": 4}[self.status]


class Session:
    def __init__(self, out: TextIO | None = None, *, width: int = 79, errorbreak: int = 1,
                 restricted: bool = False, max_size: int = DEFAULT_MAX_SIZE):
        self.out = out if out is not None else sys.stdout
        # restricted mode (untrusted worksheets): no statement may touch files or the
        # environment; fixed for the session's life, so `restart` and interface() keep it
        self.restricted = restricted
        self.initial = dict(DEFAULT_SETTINGS, screenwidth=width, errorbreak=errorbreak)
        self.settings = dict(self.initial)
        self.initial_kernelopts = {"maxsize": max_size}
        self.kernelopts = dict(self.initial_kernelopts)
        self.evaluator = Evaluator(self, builtins())
        self.tapes: weakref.WeakSet = weakref.WeakSet()   # this session's GradientTapes
        self._reading: list[str] = []

    # ------------------------------------------------------------ output (the evaluator's host)
    def write(self, text: str) -> None:
        self.out.write(text)

    def show(self, value, label: str | None = None) -> None:
        for line in render_result(value, label, self.settings):
            self.out.write(line + "\n")

    def warning(self, message: str) -> None:
        if self.settings.get("warnlevel", 3) != 0:
            for line in wrap_words(f"Warning, {message}", screen_width(self.settings)):
                self.out.write(line + "\n")

    def error(self, err: MapleError) -> None:
        self.out.write(render_error(err, screen_width(self.settings)) + "\n")

    def flush(self) -> None:
        self.out.flush()

    # ------------------------------------------------------------ running
    def run(self, text: str, *, echo: bool = False, source: str | None = None) -> Outcome:
        """Run every statement of `text` in order, writing the transcript.

        `source` names the file for syntax errors; with `echo`, each statement's lines are
        printed after the prompt before its output, as Maple's text-mode program does."""
        outcome = Outcome()
        echoed = 0                                   # lines of `text` already echoed
        lines = text.split("\n")
        while True:
            program = parse_program(text)
            for top in program.statements:
                if echo:
                    echoed = self._echo(lines, text, top.start, top.end, echoed)
                if not self._execute(top, outcome):
                    return outcome
            error = program.error
            if error is None:
                return outcome
            if echo:
                echoed = self._echo_failed(lines, text, program, error, echoed)
            self._syntax_error(error, source)
            outcome.errors += 1
            if error.at_end:
                outcome.status = "incomplete"
                return outcome
            if self._errorbreak() >= 1:
                outcome.status = "syntax"
                return outcome
            text = skip_past_error(text, error)

    def _execute(self, top, outcome: Outcome) -> bool:
        """Run one statement; False when the run must stop."""
        try:
            self.evaluator.execute_top(top)
        except MapleError as err:
            self.error(err)
            outcome.errors += 1
            if self._errorbreak() >= 2:
                outcome.status = "error"
                return False
        except QuitSignal as q:
            outcome.status, outcome.quit_code = "quit", q.code
            return False
        except RestartSignal:
            self.restart()
        except RecursionError:
            self.error(MapleError("too many levels of recursion"))
            outcome.errors += 1
        except MemoryError:
            self.error(MapleError("out of memory"))
            outcome.errors += 1
        except Exception as exc:      # a mapletape bug must not cost the user the session
            self.error(MapleError(f"internal error: {type(exc).__name__}: {exc}", procname="mapletape"))
            outcome.errors += 1
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
        try:
            text = read_maple_text(path)
        except UnreadableFile as exc:
            raise MapleError(str(exc), procname="read") from None
        self._reading.append(path)
        try:
            self.run(text, source=path)
        finally:
            self._reading.pop()

    def _errorbreak(self) -> int:
        value = self.settings.get("errorbreak", 1)
        return value if isinstance(value, int) else 1

    # ------------------------------------------------------------ echo and syntax errors
    def _echo(self, lines: list[str], text: str, start: int, end: int, echoed: int) -> int:
        first = text.count("\n", 0, start)
        last = text.count("\n", 0, max(end - 1, start))
        for i in range(max(first, echoed), last + 1):
            self.out.write(f"> {lines[i]}".rstrip() + "\n")
        return max(echoed, last + 1)

    def _echo_failed(self, lines, text, program, error: MapleSyntaxError, echoed: int) -> int:
        """Echo the statement that failed to parse, up to the line of the fault."""
        start = program.statements[-1].end if program.statements else 0
        while start < len(text) and (text[start].isspace() or text[start] == "#"):
            if text[start] == "#":
                newline = text.find("\n", start)
                start = len(text) if newline < 0 else newline
            start += 1
        start = min(start, error.offset)
        return self._echo(lines, text, start, error.offset + 1, echoed)

    def _syntax_error(self, error: MapleSyntaxError, source: str | None) -> None:
        caret = " " * (error.column - 1) + "^"
        if source is not None:
            self.out.write(f"on line {error.line}, syntax error, {error.reason}:\n")
            self.out.write(f"{error.source_line.rstrip()}\n{caret}\n")
            self.out.write(f"Error, while reading `{source}`\n")
        else:
            self.out.write(f"Error, {error.reason}:\n{error.source_line.rstrip()}\n{caret}\n")
