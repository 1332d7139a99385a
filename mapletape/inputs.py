"""What is typed at a prompt (a REPL line, a notebook cell): its statements, its `?` help
requests, whether it is ready to run, and running it on a Session."""
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


def run_input(session, help_, text: str) -> int | None:
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
