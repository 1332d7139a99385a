"""The one error type for everything a user can cause, printed as `Error, (in NAME) message`."""
from __future__ import annotations


class MapleError(Exception):
    """A Maple run-time error. `procname` is the procedure it was raised in, if any;
    `args` are the values substituted for %1, %2, ... in the message, and `template`
    is the message before that substitution (what `lastexception` holds).

    `unlocated` errors never gain an `(in NAME)` prefix: Maple reports a procedure's
    argument checks (wrong type, missing argument) without naming where they happened."""

    def __init__(self, message: str, *args, procname: str | None = None,
                 template: str | None = None, unlocated: bool = False):
        super().__init__(message)
        self.message = message
        self.args_ = args
        self.procname = procname
        self.template = message if template is None else template
        self.unlocated = unlocated

    def in_procedure(self, name: str) -> "MapleError":
        if self.procname is None and not self.unlocated:
            self.procname = name
        return self
