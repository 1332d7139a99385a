"""The REPL's loop: the prompt, running what was typed on the Session, the terminal it
draws on, and TensorFlow's import warmed up behind the idle prompt."""
from __future__ import annotations

import asyncio
import os
import sys

from prompt_toolkit import PromptSession
from prompt_toolkit.history import History
from prompt_toolkit.lexers import PygmentsLexer
from prompt_toolkit.output import ColorDepth, create_output

from .. import __version__
from ..deeplearning.tf import announcing_waits, load_in_background
from ..inputs import INTERRUPTED, run_input
from ..session import as_maple_error
from .completer import MapleCompleter
from .history import persistent_history
from .keys import key_bindings
from .terminal import typed_ahead_kept

BANNER = (f"mapletape {__version__}: Maple DeepLearning worksheets without Maple\n"
          "Type ?name for help on a command, ? for the list of topics; "
          "quit or Ctrl-D to leave.\n")
PROMPT = "> "
LOADING = "loading TensorFlow...\n"
WARM_UP_IDLE = 0.5            # seconds of quiet at the prompt before TensorFlow loads behind it


class WarmUp:
    """Starts TensorFlow's import behind the prompt once it has been idle a moment, so that
    the first DeepLearning command does not wait seconds for it. A command that needs
    TensorFlow sooner waits for the import (deeplearning/tf.py), and Ctrl-C stops the wait."""

    def __init__(self):
        self._timer: asyncio.TimerHandle | None = None

    def schedule(self, *_) -> None:
        """(Re)start the idle timer; called when the prompt is drawn and on each keystroke,
        so the import's one long stall (loading the shared libraries) avoids typing."""
        if self._timer is not None:
            self._timer.cancel()
        try:
            self._timer = asyncio.get_running_loop().call_later(WARM_UP_IDLE, load_in_background)
        except RuntimeError:
            self._timer = None


def wants_colour(output_is_terminal: bool) -> bool:
    return output_is_terminal and not os.environ.get("NO_COLOR")


_terminal = object()    # Repl's default for `notices`: whichever stream is the terminal


def _terminal_stream():
    """The terminal the REPL talks on: stdout, else stderr; None when neither is one."""
    if _is_terminal(sys.stdout):
        return sys.stdout
    return _own_stderr() if _is_terminal(sys.stderr) else None


class Repl:
    def __init__(self, session, *, input=None, output=None, history: History | None = None,
                 colour: bool | None = None, warm_up: bool = True, notices=_terminal):
        """`notices`: the stream told `loading TensorFlow...` when a command waits for the
        import; by default the terminal (stdout, else stderr), None to say nothing."""
        self.session = session
        self.terminal = sys.stdin if input is None else None    # where the keys come from
        self.notices = _terminal_stream() if notices is _terminal else notices
        self.warm_up = WarmUp() if warm_up else None
        if colour is None:
            colour = wants_colour(_is_terminal(sys.stdout))
        lexer = None
        if colour:
            from pygments.lexers.maple import MapleLexer
            lexer = PygmentsLexer(MapleLexer)
        self.prompt = PromptSession(
            self.prompt_text, multiline=True, prompt_continuation=self.continuation,
            key_bindings=key_bindings(),
            completer=MapleCompleter(session), complete_while_typing=False,
            history=history if history is not None else persistent_history(session.warning),
            lexer=lexer, color_depth=None if colour else ColorDepth.DEPTH_1_BIT,
            include_default_pygments_style=colour, enable_history_search=False,
            input=input, output=output if output is not None else _terminal_output())
        if self.warm_up is not None:
            self.prompt.default_buffer.on_text_changed += self.warm_up.schedule

    def continuation(self, width: int, line_number: int, is_soft_wrap: bool) -> str:
        """Before each continuation line the prompt, as in Maple; none before the rest of
        a long line wrapped by the screen's width."""
        return "" if is_soft_wrap else self.prompt_text()

    def prompt_text(self) -> str:
        """`interface(prompt)`, `> ` by default; continuation lines use it too, as in Maple."""
        text = self.session.settings.get("prompt", PROMPT)
        return text if isinstance(text, str) else PROMPT

    def run(self, banner: bool = True) -> int:
        if banner:
            self.session.write(BANNER)
            self.session.flush()
        while True:
            try:
                text = self.prompt.prompt(pre_run=self.warm_up.schedule if self.warm_up else None)
            except KeyboardInterrupt:
                continue              # Ctrl-C at the prompt: prompt-toolkit has cleared the input
            except EOFError:
                return 0
            code = self.submit(text)
            if code is not None:
                return code

    def submit(self, text: str) -> int | None:
        """Run one input; the exit status when the session ends, else None."""
        try:
            with announcing_waits(self._announce_loading), typed_ahead_kept(self.terminal):
                return run_input(self.session, text)
        except KeyboardInterrupt:
            self.session.write(INTERRUPTED)
        except Exception as exc:      # a mapletape bug must not cost the user the session
            self.session.error(as_maple_error(exc))
        finally:
            self.session.flush()
        return None

    def _announce_loading(self) -> None:
        """Say why the command is quiet while it waits for TensorFlow, after what it has
        printed so far."""
        if self.notices is None:
            return
        self.session.flush()
        self.notices.write(LOADING)
        self.notices.flush()


def _terminal_output():
    """Draw the prompt on a terminal stderr when stdout is redirected, so that results alone
    go to stdout; None keeps prompt-toolkit's current output (stdout, or a test's)."""
    if _is_terminal(sys.stdout) or not _is_terminal(sys.stderr):
        return None
    return create_output(stdout=_own_stderr())


def _own_stderr():
    """Standard error on a descriptor of its own: TensorFlow's import closes descriptor 2 to
    its C++ logs for a while (deeplearning/tf.py), and what the REPL draws must still show."""
    return os.fdopen(os.dup(sys.stderr.fileno()), "w", buffering=1,
                     encoding=sys.stderr.encoding, errors="replace")


def _is_terminal(stream) -> bool:
    return stream is not None and stream.isatty()


def run_repl(session, banner: bool = True, **options) -> int:
    """The interactive loop; returns the exit status (`quit`(n) gives n)."""
    return Repl(session, **options).run(banner)
