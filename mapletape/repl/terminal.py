"""The terminal while a statement runs: keys typed ahead wait for the next prompt."""
from __future__ import annotations

import contextlib

try:
    import termios
    _FAILURES: tuple = (OSError, ValueError, AttributeError, termios.error)
except ImportError:           # no POSIX terminal (Windows): the keys go as the console sends them
    termios = None
    _FAILURES = (OSError, ValueError, AttributeError)


@contextlib.contextmanager
def typed_ahead_kept(stream):
    """While the body runs, the terminal neither echoes keys nor gathers them into lines:
    each key waits, unseen, for the next prompt, which shows it once. The terminal's own
    echo would show it a second time, and in its line mode a Ctrl-D typed ahead would be
    taken as an end of input and lost. Ctrl-C still interrupts (ISIG stays on). Nothing
    changes when `stream` (the keys' source) is None or no terminal."""
    try:
        fd = stream.fileno()
        saved = termios.tcgetattr(fd) if termios is not None and stream.isatty() else None
    except _FAILURES:         # a closed or unusual stream: nothing to keep
        saved = None
    if saved is None:
        yield
        return
    quiet = list(saved)
    quiet[3] &= ~(termios.ECHO | termios.ICANON)
    quiet[6] = list(saved[6])
    quiet[6][termios.VMIN], quiet[6][termios.VTIME] = 1, 0
    termios.tcsetattr(fd, termios.TCSANOW, quiet)   # TCSANOW: keys already typed stay
    try:
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, saved)
