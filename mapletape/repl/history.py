"""The REPL's history file, private to its user and never written through a symlink."""
from __future__ import annotations

import datetime
import os
from pathlib import Path
from typing import Callable

from prompt_toolkit.history import FileHistory, History, InMemoryHistory

from .. import files


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
