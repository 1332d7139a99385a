"""The one error type for everything a user can cause, printed as `Error, (in NAME) message`."""
from __future__ import annotations


class MapleError(Exception):
    """A Maple run-time error. `procname` is the procedure it was raised in, if any;
    `args` are the values substituted for %1, %2, ... in the message."""

    def __init__(self, message: str, *args, procname: str | None = None):
        super().__init__(message)
        self.message = message
        self.args_ = args
        self.procname = procname

    def in_procedure(self, name: str) -> "MapleError":
        if self.procname is None:
            self.procname = name
        return self
