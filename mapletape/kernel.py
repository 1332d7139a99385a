"""The Jupyter kernel (`python -m mapletape.kernel`, the `jupyter` extra): each cell runs on
one Session as a REPL input does; `python -m mapletape.kernel install` registers it."""
from __future__ import annotations

import argparse
import json
import re
import signal
import sys
import tempfile
import threading
from pathlib import Path

try:
    from ipykernel.kernelbase import Kernel
except ModuleNotFoundError as missing:      # the extra is not installed: say how to get it
    raise SystemExit(f"mapletape's Jupyter kernel needs {missing.name.split('.')[0]}: "
                     "pip install 'mapletape[jupyter]'") from None

from . import __version__, timelimit
from .completion import completions
from .deeplearning.tf import load_in_background
from .display.html import rich_forms
from .display.messages import error_message
from .errors import MapleError
from .inputs import INTERRUPTED, is_ready, run_input
from .session import Session, as_maple_error

KERNEL_NAME = "mapletape"
DISPLAY_NAME = "Maple (mapletape)"
# the kernel for notebooks from others: restricted mode (mapletape -z) on every cell
RESTRICTED_NAME, RESTRICTED_DISPLAY_NAME = "mapletape-restricted", "Maple (mapletape, restricted)"
FLUSH_INTERVAL = 0.2      # seconds: as ipykernel's own streams
FLUSH_SIZE = 1 << 16      # characters held back at most
QUIT_NOTE = "quit in a notebook starts a new session, as restart does"
MISSING_SEMICOLON = "\n;"        # on a line of its own: the cell may end in a # comment

# the name at the cursor for Shift-Tab help: `Gradient`, `DeepLearning:-Constant`, `tape:-Gradient`
_NAME = re.compile(r"(?:[A-Za-z_][A-Za-z0-9_]*\s*:-\s*)?([A-Za-z_][A-Za-z0-9_]*)")


def result_data(session: Session, value, label: str | None, lines: list[str]) -> dict[str, str]:
    """A result's MIME bundle. A richer form that cannot be made (a plot's picture without
    matplotlib) costs only that form: the text still shows, and a warning says why."""
    data = {"text/plain": "\n".join(lines).rstrip("\n")}
    try:
        data.update(rich_forms(value, label, session.settings))
    except MapleError as err:
        session.warning(error_message(err))
    return data


class CellOutput:
    """The text stream a Session writes to (printf, warnings, help), sent to the notebook as
    `stream` output: held back at most FLUSH_INTERVAL, so that a loop's many writes go as
    few messages and a line printed before a long computation shows while it runs."""

    def __init__(self, send):
        self._send = send
        self._parts: list[str] = []
        self._size = 0
        self._lock = threading.Lock()       # a write's text is sent once, and in order

    def write(self, text: str) -> None:
        with self._lock:
            self._parts.append(text)
            self._size += len(text)
            if len(self._parts) == 1:
                timer = threading.Timer(FLUSH_INTERVAL, self.flush)
                timer.daemon = True
                timer.start()
            if self._size <= FLUSH_SIZE:
                return
        self.flush()

    def flush(self) -> None:
        with self._lock:
            if self._parts:
                text = "".join(self._parts)
                self._parts.clear()
                self._size = 0
                self._send(text)


class MapleKernel(Kernel):
    implementation = "mapletape"
    implementation_version = __version__
    language = "maple"
    language_version = __version__
    language_info = {"name": "maple", "mimetype": "text/x-maple", "file_extension": ".mpl",
                     "pygments_lexer": "maple"}
    banner = (f"mapletape {__version__}: Maple DeepLearning worksheets without Maple\n"
              "Type ?name for help on a command, ? for the list of topics.")
    restricted = False          # every cell in restricted mode: RestrictedMapleKernel

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.output = CellOutput(self._send_text)
        # `session` is ipykernel's (its messages)
        self.maple = Session(self.output, display=self._display, display_error=self._display_error,
                             restricted=self.restricted)
        self._silent = False
        self._cell: dict = {}                  # the execute_request of the cell running
        self._errors: list[list[str]] = []     # the error messages of the cell running
        load_in_background()       # as the REPL does at an idle prompt: DeepLearning cells need not wait

    # ------------------------------------------------------------ what a cell shows
    def _send_text(self, text: str) -> None:
        """Called from CellOutput's timer thread too, which does not see the parent message
        ipykernel keeps per thread: the cell's is kept here."""
        if not self._silent:
            self.session.send(self.iopub_socket, "stream", {"name": "stdout", "text": text},
                              parent=self._cell)

    def _display(self, value, label: str | None, lines: list[str]) -> None:
        """A result: Maple's 2-D text (without the blank line that separates results in a
        terminal) and the richer forms of the display layer."""
        self.output.flush()
        if self._silent:
            return
        data = result_data(self.maple, value, label, lines)
        self.send_response(self.iopub_socket, "display_data", {"data": data, "metadata": {}})

    def _display_error(self, lines: list[str]) -> None:
        """A Maple error: an `error` output (shown in the notebook's error style) whose
        traceback is the error's text as a terminal prints it."""
        self.output.flush()
        self._errors.append(lines)
        if not self._silent:
            self.send_response(self.iopub_socket, "error", _error_content(lines))

    # ------------------------------------------------------------ the kernel protocol
    def pre_handler_hook(self):
        """As ipykernel's, which puts Python's own SIGINT handler in place while a message
        is handled, but with mapletape's: the notebook's interrupt (a SIGINT) raised inside
        TensorFlow would be lost there (timelimit.py). post_handler_hook puts back the one
        before."""
        self.saved_sigint_handler = signal.signal(signal.SIGINT, timelimit.interrupt)

    async def do_execute(self, code, silent, store_history=True, user_expressions=None,
                         allow_stdin=False, **_):
        """Run the cell; the reply is an error when a statement failed, so that a notebook
        run (nbclient, "Run All") stops at a Maple error as it does at a Python one."""
        self._silent, self._errors, self._cell = silent, [], self.get_parent()
        interrupted = False
        try:
            if not is_ready(code) and is_ready(code + MISSING_SEMICOLON):
                # as Maple's worksheets do with a last statement left open
                self.maple.warning("inserted missing semicolon at end of statement")
                code += MISSING_SEMICOLON
            if run_input(self.maple, code) is not None:
                self.maple.restart()        # quit, done, stop: a fresh session, not a dead kernel
                self.maple.warning(QUIT_NOTE)
        except KeyboardInterrupt:           # the notebook's interrupt (SIGINT): stop, go on
            # as at the REPL, a tape the user entered stays entered: Exit(tape) is theirs
            interrupted = True
            self.output.write(INTERRUPTED)
        except Exception as exc:            # a mapletape bug must not cost the user the session
            self.maple.error(as_maple_error(exc))
        finally:
            self.output.flush()
        reply = {"execution_count": self.execution_count}
        if interrupted:
            return {**reply, "status": "error", "ename": "Interrupt",
                    "evalue": "computation interrupted", "traceback": []}
        if self._errors:
            return {**reply, "status": "error", **_error_content(self._errors[0])}
        return {**reply, "status": "ok", "payload": [], "user_expressions": {}}

    async def do_complete(self, code, cursor_pos):
        prefix, names = completions(self.maple, code[:cursor_pos])
        start = cursor_pos - len(prefix)
        return {"status": "ok", "matches": list(names), "cursor_start": start,
                "cursor_end": cursor_pos,
                "metadata": {"_jupyter_types_experimental": [
                    {"text": name, "type": kind, "start": start, "end": cursor_pos}
                    for name, kind in names.items()]}}

    async def do_inspect(self, code, cursor_pos, detail_level=0, omit_sections=()):
        """Shift-Tab: the help text (as `?name` gives it) of the name at the cursor."""
        text = None
        for match in _NAME.finditer(code):
            if match.start() <= cursor_pos <= match.end():
                # `tape:-Gradient` of a tape not yet assigned: the help of Gradient
                text = self.maple.help.lookup(re.sub(r"\s+", "", match.group(0))) \
                    or self.maple.help.lookup(match.group(1))
                break
        return {"status": "ok", "found": text is not None, "metadata": {},
                "data": {} if text is None else {"text/plain": text}}

    async def do_is_complete(self, code):
        if is_ready(code):
            return {"status": "complete"}
        return {"status": "incomplete", "indent": ""}


class RestrictedMapleKernel(MapleKernel):
    """The kernel of `python -m mapletape.kernel --restricted`: as `mapletape -z`, no cell
    may touch files, the environment or the process."""
    restricted = True


def _error_content(lines: list[str]) -> dict:
    """ename, evalue and traceback of a Maple error message: `Error` and the message."""
    message = "\n".join(lines)
    return {"ename": "Error", "evalue": message.removeprefix("Error, "), "traceback": lines}


# ---------------------------------------------------------------- registering the kernel
def kernel_spec(restricted: bool = False) -> dict:
    return {"argv": [sys.executable, "-m", "mapletape.kernel", "-f", "{connection_file}",
                     *(["--restricted"] if restricted else [])],
            "display_name": RESTRICTED_DISPLAY_NAME if restricted else DISPLAY_NAME,
            "language": "maple", "interrupt_mode": "signal", "metadata": {"debugger": False}}


def install(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mapletape.kernel install",
        description=f"Register the Jupyter kernel '{DISPLAY_NAME}', running this Python's mapletape.")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true",
                       help="for the current user only (the default)")
    where.add_argument("--sys-prefix", action="store_true",
                       help=f"in this Python environment ({sys.prefix})")
    where.add_argument("--prefix", metavar="PREFIX", help="under PREFIX/share/jupyter/kernels")
    parser.add_argument("-z", "--restricted", action="store_true",
                        help=f"register '{RESTRICTED_DISPLAY_NAME}' instead, which runs every cell "
                             "in restricted mode (as mapletape -z), for notebooks from others")
    args = parser.parse_args(argv)
    prefix = sys.prefix if args.sys_prefix else args.prefix
    name, shown = (RESTRICTED_NAME, RESTRICTED_DISPLAY_NAME) if args.restricted else (KERNEL_NAME, DISPLAY_NAME)
    from jupyter_client.kernelspec import KernelSpecManager
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "kernel.json").write_text(json.dumps(kernel_spec(args.restricted), indent=1) + "\n")
        target = KernelSpecManager().install_kernel_spec(folder, name, user=prefix is None, prefix=prefix)
    print(f"Installed the kernel '{shown}' in {target}")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["install"]:
        return install(argv[1:])
    restricted = [a for a in argv if a in ("-z", "--restricted")]
    argv = [a for a in argv if a not in restricted]      # ours, not ipykernel's
    from ipykernel.kernelapp import IPKernelApp
    IPKernelApp.launch_instance(argv=argv, kernel_class=RestrictedMapleKernel if restricted else MapleKernel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
