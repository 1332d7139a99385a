"""Where names live: call frames, locals, parameters and globals, lookup and assignment to
a name, and the environment variables (Digits, printlevel) a procedure call restores."""
from __future__ import annotations

import contextvars
from collections import deque
from decimal import setcontext

from ..display.messages import error_message, ordinal
from ..errors import MapleError
from ..limits import RUNNING, check_size
from ..values import core as v
from ..values import numbers as num
from ..values import operands


# Assigned inside a procedure they change the global value until it returns; they are
# never implicit locals.
ENVIRONMENT_VARIABLES = ("Digits", "printlevel")

# The evaluator whose context is entered: each session's statements run in a context of
# their own (Scopes.context), where the working precision (numbers.DIGITS) and decimal's
# context are the session's, so that sessions sharing a thread never see each other's.
ACTIVE: contextvars.ContextVar = contextvars.ContextVar("evaluator", default=None)


class Frame:
    """The locals of one procedure call; the top level has none and uses globals."""
    __slots__ = ("name", "names", "proc", "args", "parent", "history", "declared_globals", "parameters",
                 "call")

    def __init__(self, name: str | None, names: dict, proc=None, args=(), parent: "Frame | None" = None,
                 parameters: frozenset = frozenset(), declared_globals: frozenset = frozenset(),
                 call: int = 0):
        self.name = name
        self.call = call             # the tag of this call's locals (values.core.Local)
        self.names = names           # declared locals and parameters: name -> value
        self.proc = proc
        self.args = args if type(args) is tuple else tuple(args)
        self.parent = parent
        # the last three results, for `%` (maxlen given by position: twice as fast to make)
        self.history: deque = deque((), 3)
        self.declared_globals = declared_globals
        # names Maple replaces by the arguments in the body (see `parameter_value`)
        self.parameters = parameters


class MissingArgument:
    """A parameter with no argument: using it is Maple's `uses a 1st argument ... missing`."""

    def __init__(self, proc: str, index: int, param: str):
        self.proc, self.index, self.name = proc, index, param

    def fail(self):
        raise MapleError(f"invalid input: {self.proc} uses a {ordinal(self.index + 1)} argument, "
                         f"{self.name}, which is missing", unlocated=True)


# A local not yet assigned or read: a call binds its locals to this one marker, and the
# first read makes the local its own name, tagged by the call (values.core.Local), so
# that a call whose locals are only assigned makes no Local at all.
UNREAD = MissingArgument("", 0, "")


def local_value(owner: Frame, name: str):
    """The value of the local or parameter `name` of the call `owner`, as stored; a local
    not yet read becomes its own name (a Local) here, once."""
    value = owner.names[name]
    if value is UNREAD:
        value = owner.names[name] = v.Local(name, owner.call)
    return value


def unassigned_local(owner: Frame, name: str) -> bool:
    """Whether the local `name` of the call `owner` has no value but its own name."""
    value = owner.names[name]
    return value is UNREAD or value == v.Local(name, owner.call)


PROTECTED_CONSTANTS = {"true", "false", "FAIL", "NULL", "Pi", "infinity", "undefined", "I", "gamma"}


class Scopes:
    """Name lookup and assignment, for the Evaluator. Digits is one of its globals, the
    one source of the working precision: `store_global` and `drop_global`, which every
    change of a global goes through that may be Digits, set numbers.DIGITS from it."""

    def make_context(self) -> contextvars.Context:
        """The context this evaluator's statements run in, at Maple's defaults."""
        context = contextvars.Context()
        context.run(ACTIVE.set, self)
        context.run(RUNNING.set, self.host)       # the session whose size limit holds
        context.run(setcontext, num.session_settings())
        return context

    def set_name(self, name: str, value, frame: Frame):
        scope = self._scope_of(name, frame)
        if scope is not None and name in scope.parameters:
            # Maple puts the argument in the parameter's place: a name is assigned to,
            # anything else cannot be
            argument = self.lookup(name, scope)
            if not isinstance(argument, v.Name):
                raise MapleError("illegal use of a formal parameter")
            if value != argument and argument.name in operands.free_names(value):
                raise MapleError("recursive assignment")
            self.set_global(argument.name, value)
            return
        if scope is not None:
            scope.names[name] = value
            return
        self.set_global(name, value)

    def set_global(self, name: str, value):
        if name in PROTECTED_CONSTANTS or name in self.builtins or name in self.protected_names:
            raise protected(name)
        if name == "Digits":
            if not isinstance(value, int) or value < 1:
                raise MapleError("Digits must be a positive integer")
            check_size(self.host, value)      # a float of Digits digits is that many characters
        if value == v.Name(name):           # `x := 'x'` unassigns x
            self.drop_global(name)
        else:
            self.store_global(name, value)

    def store_global(self, name: str, value):
        """A global's value stored as it is (no checks): the one writer of Digits."""
        self.globals[name] = value
        if name == "Digits":
            num.DIGITS.set(value if isinstance(value, int) and value > 0 else 10)

    def drop_global(self, name: str):
        """A global unassigned (no checks); Digits falls back to its default, 10."""
        self.globals.pop(name, None)
        if name == "Digits":
            num.DIGITS.set(10)

    def _scope_of(self, name: str, frame: Frame) -> Frame | None:
        f = frame
        while f is not None and f is not self.top:
            if name in f.declared_globals:
                return None
            if name in f.names:
                return f
            f = f.parent
        return None

    def lookup(self, name: str, frame: Frame):
        f = frame
        while f is not None and f is not self.top:
            if name in f.declared_globals:
                break
            if name in f.names:
                value = local_value(f, name)
                if type(value) is MissingArgument:
                    value.fail()
                return value
            f = f.parent
        if name in self.globals:
            return self.resolve(self.globals[name], hops=1)
        if name in self.imported:
            return self.imported[name]
        if name in self.builtins:
            return self.builtins[name]
        if name == "NULL":
            return v.NULL
        if name in EXCEPTION_NAMES and self.last_exception is not None:
            return EXCEPTION_NAMES[name](self.last_exception)
        return v.Name(name)

    def parameter_value(self, name: str, frame: Frame):
        """The argument of a parameter (or `args`, `nargs`, `procname`) visible from frame;
        None for any other name. Maple puts these into the body, even inside quotes."""
        owner = self._scope_of(name, frame)
        if owner is None or name not in owner.parameters:
            return None
        return self.lookup(name, frame)

    def restore_environment(self, *saved):
        """The environment variables (Digits, printlevel) set back to the values they had
        when a procedure was called (None: unassigned), as Maple undoes a procedure's
        changes to them when it returns."""
        for name, value in zip(ENVIRONMENT_VARIABLES, saved):
            if value is None:
                self.drop_global(name)
            else:
                self.store_global(name, value)

    def _printlevel(self) -> int:
        level = self.globals.get("printlevel", 1)
        return level if isinstance(level, int) else 1


def protected(name: str) -> MapleError:
    return MapleError(f"attempting to assign to `{name}` which is protected.  "
                      f"Try declaring `local {name}`; see ?protect for details.")


EXCEPTION_NAMES = {
    # (procedure name or 0, unformatted message, its arguments)
    "lastexception": lambda err: v.ExprSeq((v.Name(err.procname) if err.procname else 0,
                                            err.template) + tuple(err.args_)),
    # the message as printed
    "lasterror": error_message,
}
