"""The interactive terminal (issue 5): a prompt-toolkit REPL on top of Session."""
from __future__ import annotations

import asyncio
import datetime
import os
import re
import sys
from pathlib import Path
from typing import Callable

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.lexers import PygmentsLexer
from prompt_toolkit.output import ColorDepth, create_output

from . import __version__, files
from .deeplearning.commands import TENSOR_METHODS
from .deeplearning.tape import TAPE_METHODS
from .deeplearning.tf import announcing_waits, load_in_background
from .session import as_maple_error
from .library.unavailable import unavailable_help
from .syntax import is_complete

BANNER = (f"mapletape {__version__}: Maple DeepLearning worksheets without Maple\n"
          "Type ?name for help on a command, ? for the list of topics; "
          "quit or Ctrl-D to leave.\n")
PROMPT = "> "
LEAVE_WORDS = {"quit", "done", "stop"}
INTERRUPTED = "Warning, computation interrupted\n"
LOADING = "loading TensorFlow...\n"
WARM_UP_IDLE = 0.5            # seconds of quiet at the prompt before TensorFlow loads behind it

_TRANSCRIPT_PROMPT = re.compile(r"^> ?")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
_MEMBER = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*:-\s*([A-Za-z_][A-Za-z0-9_]*)?$")
_HELP_WORD = re.compile(r"^\s*\?+\s*([A-Za-z_][A-Za-z0-9_]*)?$")
# ?name, ?Package:-name, ?Package[name] and ?Package,name
_TOPIC = re.compile(r"(?:([A-Za-z_][A-Za-z0-9_]*)\s*(?::-|\[|,)\s*)?([A-Za-z_][A-Za-z0-9_]*)\]?")


# ------------------------------------------------------------------ what the user typed
def statements_of(text: str) -> str:
    """The input itself, or, when it is a pasted transcript (some line starts with the
    prompt `> `), only its prompt lines without the prompt: the output lines are dropped."""
    lines = text.split("\n")
    if not any(line == ">" or line.startswith("> ") for line in lines):
        return text
    return "\n".join(_TRANSCRIPT_PROMPT.sub("", line) for line in lines
                     if line == ">" or line.startswith("> "))


def requests(text: str) -> list[tuple[str, str]]:
    """Split the input into ("help", topic) for each line starting with `?` (Maple's help
    syntax needs no terminator) and ("run", code) for the code between them, in order."""
    found: list[tuple[str, str]] = []
    code: list[str] = []
    for line in statements_of(text).split("\n"):
        if line.lstrip().startswith("?"):
            if code:
                found.append(("run", "\n".join(code)))
                code = []
            found.append(("help", line.strip().lstrip("?").strip().rstrip(";:").strip()))
        else:
            code.append(line)
    if "\n".join(code).strip():
        found.append(("run", "\n".join(code)))
    return found


def leaves(code: str) -> bool:
    """`quit`, `done` and `stop` leave at once, as at Maple's prompt, even without `;`."""
    return code.strip().rstrip(";:").strip() in LEAVE_WORDS


def is_ready(text: str) -> bool:
    """Whether Enter should run the input: every statement in it is complete."""
    found = requests(text)
    if not found:
        return True
    kind, code = found[-1]
    return kind == "help" or leaves(code) or is_complete(code)


def run_input(session, help_: Help, text: str) -> int | None:
    """Run one input as typed at the prompt (a REPL line or a notebook cell): its `?` help
    requests and statements in order; the exit status when it asks to leave (`quit`,
    `done`, `stop`, `quit(n)`), else None."""
    for kind, body in requests(text):
        if kind == "help":
            session.write(help_.text(body))
            continue
        if leaves(body):
            return 0
        outcome = session.run(body)
        if outcome.status == "quit":
            return outcome.exit_code
    return None


# ------------------------------------------------------------------ help
class Help:
    """`?name` topics: builtins, the exports of each package, Tensor and GradientTape methods."""

    def __init__(self, session):
        self.session = session

    def sections(self) -> list[tuple[str, dict]]:
        """(title, table of name: Builtin) for each kind of topic, in the order `?name`
        searches them."""
        return [("Commands", self.session.evaluator.builtins),
                *((f"{name} package", exports) for name, exports in self._packages().items()),
                ("Tensor and Variable methods (Name(t, ...))", TENSOR_METHODS),
                ("GradientTape methods (tape:-Name)", TAPE_METHODS)]

    def _packages(self) -> dict[str, dict]:
        """Each package among the builtins (DeepLearning, StringTools, ...) and its exports."""
        return {name: value.exports for name, value in sorted(self.session.evaluator.builtins.items())
                if getattr(value, "package", False)}

    def _owners(self) -> dict[str, dict]:
        """The tables `?Owner:-name` looks in, by owner."""
        return {**self._packages(), "Tensor": TENSOR_METHODS,
                "Variable": TENSOR_METHODS, "GradientTape": TAPE_METHODS}

    def topics(self) -> list[str]:
        return sorted({name for _, table in self.sections() for name in table})

    def text(self, topic: str) -> str:
        """The help text for `topic`; `?` alone gives the list of topics."""
        if not topic:
            return self._index()
        found = self.lookup(topic)
        if found is not None:
            return found
        return f"Error, no help for `{topic}`; type ? for the list of topics\n"

    def lookup(self, topic: str) -> str | None:
        """The help text of one topic, or None when there is none. `?Tensor` is the Tensor
        command's page followed by the methods of Tensor objects (`?Tensor:-name`)."""
        parts = _TOPIC.fullmatch(topic)
        owner, name = parts.groups() if parts else ("", topic)
        page = next((self._page(name, table[name]) for table in self._tables_for(owner or "")
                     if table.get(name) is not None), None)
        if not owner and name == "Tensor":
            return (page or "") + (f"Tensor objects: their methods (?Tensor:-name) are\n"
                                   f"{self._wrapped(sorted(TENSOR_METHODS))}\n")
        if page is not None:
            return page
        missing = unavailable_help(f"{owner}:-{name}" if owner else name)
        return None if missing is None else missing + "\n"

    def _tables_for(self, owner: str) -> list[dict]:
        """Where `?owner:-name` looks: every section without an owner; a package's exports;
        the methods of a kind of object, or of the object a name is assigned."""
        if not owner:
            return [table for _, table in self.sections()]
        owners = self._owners()
        if owner in owners:
            return [owners[owner]]
        value = self.session.evaluator.globals.get(owner)
        return [value.methods] if hasattr(value, "methods") else []

    def _page(self, name: str, entry) -> str:
        exports = getattr(entry, "exports", None)
        if exports is not None:
            if not exports:                  # one of Maple's packages mapletape lacks
                return (unavailable_help(name) or f"{name}: no help text") + "\n"
            return (f"{name}: a package; its commands are\n"
                    f"{self._wrapped(sorted(exports))}\n")
        text = getattr(entry, "help", "") or f"{name}: no help text"
        return text.rstrip() + "\n"

    def _index(self) -> str:
        parts = ["Help topics; type ?name for one of them."]
        for title, table in self.sections():
            if table:
                parts.append(f"{title}:\n{self._wrapped(sorted(table))}")
        return "\n".join(parts) + "\n"

    def _wrapped(self, names: list[str]) -> str:
        width = self.session.settings.get("screenwidth", 79)
        width = width if isinstance(width, int) else 79
        lines, line = [], "   "
        for name in names:
            if len(line) + len(name) + 1 > width and line.strip():
                lines.append(line)
                line = "   "
            line += " " + name
        lines.append(line)
        return "\n".join(lines)


# ------------------------------------------------------------------ completion
def completions(session, help_: Help, before: str) -> tuple[str, dict[str, str]]:
    """What Tab completes at the end of `before` (the text before the cursor): the word
    being completed and the candidates that start with it, each with its kind: assigned
    names, builtins, package exports made visible by `with`, members after `Package:-` or
    `object:-`, and help topics after `?`. The REPL and the Jupyter kernel both use it."""
    line = before.rsplit("\n", 1)[-1]
    topic = _HELP_WORD.match(line)
    if topic:
        prefix, names = topic.group(1) or "", {n: "topic" for n in help_.topics()}
    elif member := _MEMBER.search(before):
        prefix, names = member.group(2) or "", _members(session, member.group(1))
    elif word := _WORD.search(before):
        prefix, names = word.group(0), _names(session)
    else:
        return "", {}
    return prefix, {name: names[name] for name in sorted(names) if name.startswith(prefix)}


def _names(session) -> dict[str, str]:
    ev = session.evaluator
    found = {name: "builtin" for name in ev.builtins}
    found.update({name: "export" for name in ev.imported})
    found.update({name: "assigned" for name in ev.globals})
    return found


def _members(session, owner: str) -> dict[str, str]:
    ev = session.evaluator
    value = ev.globals.get(owner, ev.imported.get(owner, ev.builtins.get(owner)))
    if hasattr(value, "exports"):
        return {name: f"{owner} export" for name in value.exports}
    if hasattr(value, "methods"):
        return {name: "method" for name in value.methods}
    return {}


class MapleCompleter(Completer):
    """Tab completion in the terminal: prompt-toolkit's view of `completions`."""

    def __init__(self, session, help_: Help):
        self.session = session
        self.help = help_

    def get_completions(self, document, complete_event):
        prefix, names = completions(self.session, self.help, document.text_before_cursor)
        for name, kind in names.items():
            yield Completion(name, start_position=-len(prefix), display_meta=kind)


# ------------------------------------------------------------------ TensorFlow warm-up
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


# ------------------------------------------------------------------ the loop
def data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "mapletape"


class PrivateFileHistory(FileHistory):
    """prompt-toolkit's FileHistory, appended to without ever following a symlink; when a
    write fails it warns once and keeps the rest of the session's history in memory."""

    def __init__(self, path: Path, warn: Callable[[str], None]):
        super().__init__(str(path))
        self.path, self.warn, self.broken = path, warn, False

    def store_string(self, string: str) -> None:
        if self.broken:
            return
        try:
            with files.open_append(self.path) as f:     # the entry format of FileHistory
                f.write(f"\n# {datetime.datetime.now()}\n".encode())
                f.write("".join(f"+{line}\n" for line in string.split("\n"))
                        .encode("utf-8", errors="replace"))
        except OSError as exc:
            self.broken = True
            self.warn(f"history not saved from now on: {_reason(self.path, exc)}")


def persistent_history(warn: Callable[[str], None]) -> History:
    """The history file in the user's data folder (created with mode 0700, the file 0600);
    in memory, after one warning, when that folder or file is a symlink, belongs to another
    user or cannot be made."""
    path = data_dir() / "history"
    try:
        files.safe_folder(path.parent, private=False)
        files.check_plain_file(path, owned=True)
        files.open_append(path).close()
    except OSError as exc:
        warn(f"history kept in memory only: {_reason(path, exc)}")
        return InMemoryHistory()
    return PrivateFileHistory(path, warn)


def _reason(path: Path, exc: OSError) -> str:
    if isinstance(exc, files.UnsafePath):
        return str(exc)
    return f"`{exc.filename or path}`: {exc.strerror or exc}"


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
        self.notices = _terminal_stream() if notices is _terminal else notices
        self.help = Help(session)
        self.warm_up = WarmUp() if warm_up else None
        if colour is None:
            colour = wants_colour(_is_terminal(sys.stdout))
        lexer = None
        if colour:
            from pygments.lexers.maple import MapleLexer
            lexer = PygmentsLexer(MapleLexer)
        self.prompt = PromptSession(
            self.prompt_text, multiline=True, prompt_continuation=lambda *_: self.prompt_text(),
            key_bindings=_key_bindings(),
            completer=MapleCompleter(session, self.help), complete_while_typing=False,
            history=history if history is not None else persistent_history(session.warning),
            lexer=lexer, color_depth=None if colour else ColorDepth.DEPTH_1_BIT,
            include_default_pygments_style=colour, enable_history_search=False,
            input=input, output=output if output is not None else _terminal_output())
        if self.warm_up is not None:
            self.prompt.default_buffer.on_text_changed += self.warm_up.schedule

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
            with announcing_waits(self._announce_loading):
                return run_input(self.session, self.help, text)
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


def _key_bindings() -> KeyBindings:
    bindings = KeyBindings()

    @bindings.add("enter")
    def enter(event):
        """Run complete input; otherwise, or with the cursor inside a multi-line block
        (to insert a line there), a new line."""
        buffer = event.current_buffer
        at_end = not buffer.document.text_after_cursor.strip() or "\n" not in buffer.text
        if at_end and is_ready(buffer.text):
            buffer.validate_and_handle()
        else:
            buffer.newline(copy_margin=False)

    @bindings.add("escape", "enter")
    def run_anyway(event):
        """Esc Enter runs the input as it is, complete or not."""
        event.current_buffer.validate_and_handle()

    return bindings


def run_repl(session, banner: bool = True, **options) -> int:
    """The interactive loop; returns the exit status (`quit`(n) gives n)."""
    return Repl(session, **options).run(banner)
