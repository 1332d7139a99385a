"""The one error type for everything a user can cause, printed as `Error, (in NAME) message`."""
from __future__ import annotations


class MapleError(Exception):
    """A Maple run-time error. `procname` is the procedure it was raised in, if any;
    `template` is the message with %1, %2, ... standing for the Maple values in `args_`
    (what `lastexception` holds); the display layer substitutes them
    (display.messages.error_message), so no layer below it needs to print a value.

    `unlocated` errors never gain an `(in NAME)` prefix: Maple reports a procedure's
    argument checks (wrong type, missing argument) without naming where they happened.
    A string argument prints in quotes, as Maple's own messages show one, except in the
    message of an `error` statement (`verbatim_strings`), which inserts it as it is."""

    def __init__(self, template: str, *args, procname: str | None = None, unlocated: bool = False,
                 verbatim_strings: bool = False):
        super().__init__(template)
        self.template = template
        self.args_ = args
        self.procname = procname
        self.unlocated = unlocated
        self.verbatim_strings = verbatim_strings

    def in_procedure(self, name: str) -> "MapleError":
        if self.procname is None and not self.unlocated:
            self.procname = name
        return self
