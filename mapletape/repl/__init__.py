"""The interactive terminal, a prompt-toolkit REPL on top of Session, split as ptpython's
is: the loop (loop.py), its key bindings (keys.py), Tab completion in the terminal
(completer.py) and the history file (history.py). What is typed, help and completion
themselves belong to every front end (inputs.py, help.py, completion.py)."""
from .loop import Repl, run_repl

__all__ = ["Repl", "run_repl"]
