"""What is typed at a prompt (a REPL line, a notebook cell): its statements (a pasted
transcript's prompt lines), whether it is ready to run, and running it on a Session."""
from __future__ import annotations

import re

from .syntax import is_complete

LEAVE_WORDS = {"quit", "done", "stop"}
INTERRUPTED = "Warning, computation interrupted\n"

_TRANSCRIPT_PROMPT = re.compile(r"^> ?")


def statements_of(text: str) -> str:
    """The input itself, or, when it is a pasted transcript (some line starts with the
    prompt `> `), only its prompt lines without the prompt: the output lines are dropped."""
    lines = text.split("\n")
    if not any(line == ">" or line.startswith("> ") for line in lines):
        return text
    return "\n".join(_TRANSCRIPT_PROMPT.sub("", line) for line in lines
                     if line == ">" or line.startswith("> "))


def leaves(code: str) -> bool:
    """`quit`, `done` and `stop` leave at once, as at Maple's prompt, even without `;`."""
    return code.strip().rstrip(";:").strip() in LEAVE_WORDS


def _split_leave(text: str) -> tuple[str, bool]:
    """The statements of an input, and whether its last line is a word that leaves."""
    code = statements_of(text)
    lines = code.rstrip().split("\n")
    if leaves(lines[-1]):
        return "\n".join(lines[:-1]), True
    return code, False


def is_ready(text: str) -> bool:
    """Whether Enter should run the input: every statement in it is complete (a `?` help
    line needs no terminator), or it ends in a word that leaves."""
    code, leaving = _split_leave(text)
    return leaving or is_complete(code)


def run_input(session, text: str) -> int | None:
    """Run one input as typed at the prompt (a REPL line or a notebook cell), as a script
    runs (its `?` help lines too); the exit status when it asks to leave (`quit`, `done`,
    `stop`, `quit(n)`), else None."""
    code, leaving = _split_leave(text)
    if code.strip():
        outcome = session.run(code)
        if outcome.status == "quit":
            return outcome.exit_code
    return 0 if leaving else None
