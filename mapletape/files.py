"""Safe file access for every layer: Maple text files read with a size bound, private
per-user folders, and writes that replace a file atomically, never follow a symlink, never
replace a read-only file and leave no temporary file behind."""
from __future__ import annotations

import errno
import fcntl
import io
import os
import secrets
import signal
import stat
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Iterator, TextIO

# The most a script or a `read` file may hold: far above any worksheet, and a bound on
# what a file that never ends (a FIFO, /dev/zero, a growing log) can make us hold.
MAX_TEXT_BYTES = 100_000_000


class UnreadableFile(OSError):
    """A Maple text file that cannot be read; `strerror` says why, in words for an
    `Error, ...` line."""

    def __init__(self, path, reason: str):
        super().__init__(None, reason, str(path))

    def __str__(self) -> str:
        return f"unable to read `{self.filename}`: {self.strerror}"


class UnsafePath(OSError):
    """A file or folder refused because another user could control it, because it is a
    symbolic link that a write would follow, or because its mode forbids writing it."""

    def __init__(self, path, reason: str):
        super().__init__(None, reason, str(path))

    def __str__(self) -> str:
        return f"`{self.filename}` {self.strerror}"


# ------------------------------------------------------------------ reading Maple text
class _Bounded(io.RawIOBase):
    """A file descriptor that refuses to yield more than `limit` bytes."""

    def __init__(self, fd: int, path, limit: int):
        self._file = io.FileIO(fd, "rb")
        self._path, self._limit, self._left = path, limit, limit

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        count = self._file.readinto(buffer)
        self._left -= count or 0
        if self._left < 0:
            raise _too_large(self._path, self._limit)
        return count

    def close(self) -> None:
        self._file.close()
        super().close()


class _MapleText(io.TextIOWrapper):
    """UTF-8 text whose decoding errors are UnreadableFile, like every other reason."""

    def __init__(self, raw: _Bounded, path):
        super().__init__(io.BufferedReader(raw), encoding="utf-8", errors="strict")
        self._path = path

    def read(self, size: int | None = -1) -> str:
        try:
            return super().read(size)
        except UnicodeDecodeError:
            raise UnreadableFile(self._path, "not UTF-8 text") from None

    def readline(self, size: int = -1) -> str:     # iteration goes through it too
        try:
            return super().readline(size)
        except UnicodeDecodeError:
            raise UnreadableFile(self._path, "not UTF-8 text") from None


def _too_large(path, limit: int) -> UnreadableFile:
    return UnreadableFile(path, f"larger than {limit} bytes, the most mapletape reads from one file")


def open_maple_text(path, limit: int = MAX_TEXT_BYTES) -> TextIO:
    """Open a script or a `read` file as UTF-8 text. Only a regular file is opened (a FIFO
    or a device would block or never end); opening and reading raise UnreadableFile."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        raise UnreadableFile(path, exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UnreadableFile(path, os.strerror(errno.EISDIR))
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(path, "not a regular file")
        if info.st_size > limit:
            raise _too_large(path, limit)
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
        return _MapleText(_Bounded(fd, path, limit), path)
    except BaseException:
        os.close(fd)
        raise


def standard_input_text(limit: int = MAX_TEXT_BYTES) -> TextIO:
    """Standard input as Maple text, bounded like a file: a pipe may never end."""
    return _MapleText(_Bounded(os.dup(0), "standard input", limit), "standard input")


def read_maple_text(path, limit: int = MAX_TEXT_BYTES) -> str:
    """The whole text of a script or `read` file (see open_maple_text)."""
    with open_maple_text(path, limit) as f:
        return f.read()


# ------------------------------------------------------------------ private folders
def safe_folder(path: Path, *, private: bool) -> Path:
    """`path`, created with mode 0700 when missing, once checked to be a real folder (no
    symlink) owned by the user and writable by no one else; with `private`, also closed to
    everyone else (mode 0700). Raises UnsafePath (or OSError when it cannot be made)."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        raise UnsafePath(path, "is a symbolic link")
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafePath(path, "is not a folder")
    _require_owner(path, info)
    mode = stat.S_IMODE(info.st_mode)
    if private and mode != 0o700:
        raise UnsafePath(path, f"has mode {mode:o}; it must be 700")
    if mode & 0o022:
        raise UnsafePath(path, f"has mode {mode:o}: others can write in it")
    return path


def _require_owner(path, info: os.stat_result) -> None:
    if info.st_uid != os.geteuid():
        raise UnsafePath(path, "belongs to another user")


def check_plain_file(path: Path, *, owned: bool, one_link: bool = False) -> None:
    """Raise UnsafePath unless `path` is missing or a regular file, not a symlink (with
    `owned`, one that the user owns; with `one_link`, one with no other name, a hard link
    being a second name as good as the first for a file elsewhere)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(info.st_mode):
        raise UnsafePath(path, "is a symbolic link")
    if not stat.S_ISREG(info.st_mode):
        raise UnsafePath(path, "is not a regular file")
    if owned:
        _require_owner(path, info)
    if one_link and info.st_nlink > 1:
        raise UnsafePath(path, f"has {info.st_nlink} hard links")


def _open_no_symlink(path: Path, flags: int, mode: int = 0o600) -> int:
    try:
        return os.open(path, flags | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, mode)
    except OSError as exc:
        if exc.errno == errno.ELOOP:         # what O_NOFOLLOW answers for a symlink
            raise UnsafePath(path, "is a symbolic link") from None
        raise


def open_owned(path: Path) -> BinaryIO:
    """Open for reading a regular file the user owns, never through a symlink."""
    fd = _open_no_symlink(path, os.O_RDONLY)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafePath(path, "is not a regular file")
        _require_owner(path, info)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def open_append(path: Path) -> BinaryIO:
    """Open a regular file for appending, created with mode 0600, never through a symlink."""
    fd = _open_no_symlink(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnsafePath(path, "is not a regular file")
        return os.fdopen(fd, "ab")
    except BaseException:
        os.close(fd)
        raise


# ------------------------------------------------------------------ worksheet data files
def open_for_writing(path, *, append: bool) -> BinaryIO:
    """Open a worksheet's data file to write (fopen's WRITE, truncating it, or APPEND),
    created with mode 0666 less the umask when missing. Only a regular file is opened, never
    through a symlink, never one whose mode forbids writing it (as replace_file refuses
    them); the refusals are UnsafePath, other failures the OSError that says why."""
    path = Path(path)
    try:
        old = os.lstat(path)
    except FileNotFoundError:
        old = None
    if old is not None:
        if stat.S_ISLNK(old.st_mode):
            raise UnsafePath(path, "is a symbolic link")
        if stat.S_ISDIR(old.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(old.st_mode):
            raise UnsafePath(path, "is not a regular file")
        _require_writable(path, old)
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if append else os.O_TRUNC)
    fd = _open_no_symlink(path, flags, 0o666)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):      # replaced since the lstat
            raise UnsafePath(path, "is not a regular file")
        fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~os.O_NONBLOCK)
        return os.fdopen(fd, "ab" if append else "wb")
    except BaseException:
        os.close(fd)
        raise


def new_temporary_file(folder, prefix: str, suffix: str) -> Path:
    """A new empty file `prefixXXXXXXsuffix` (X random) in `folder`, created with mode 0600
    and O_EXCL, so that no other process can have made or linked it first."""
    while True:
        path = Path(folder) / f"{prefix}{secrets.token_hex(3)}{suffix}"
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW
                             | os.O_CLOEXEC, 0o600))
            return path
        except FileExistsError:
            continue


def remove_file(path) -> None:
    """Remove a file (a symlink itself, never what it points to); a folder is refused."""
    path = Path(path)
    if stat.S_ISDIR(os.lstat(path).st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    path.unlink()


# ------------------------------------------------------------------ atomic replacement
def replace_file(path: Path, data: bytes, *, mode: int | None = None) -> None:
    """Give `path` the contents `data` in one step: written to a new file beside it, then
    renamed over it, so that a reader never sees half a file and a symlink planted at
    `path` is never followed. A symlink (or anything but a regular file) already at
    `path`, or a file the user may not write, is refused with UnsafePath, as cp refuses to
    write into it (see _require_writable). The new file keeps the old one's mode, else
    gets `mode`, else the usual 0666 less the umask. No temporary file is left behind: an
    error removes it, and SIGTERM, SIGHUP, Ctrl-C or a time limit waits until it is
    renamed or removed."""
    try:
        old = os.lstat(path)
    except FileNotFoundError:
        old = None
    if old is not None:
        if stat.S_ISLNK(old.st_mode):
            raise UnsafePath(path, "is a symbolic link")
        if stat.S_ISDIR(old.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(old.st_mode):
            raise UnsafePath(path, "is not a regular file")
        _require_writable(path, old)
    with _signals_held():
        temporary, fd = _new_file_beside(path, 0o666 if mode is None else mode)
        try:
            with os.fdopen(fd, "wb") as f:
                if old is not None:
                    os.fchmod(f.fileno(), stat.S_IMODE(old.st_mode))
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(temporary, path)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise


def _require_writable(path: Path, info: os.stat_result) -> None:
    """Raise UnsafePath for a file that has no write bit for its owner, or that the user
    may not write. The mode is read, not only os.access: root may write any file, so
    os.access says yes to root for a file its owner made read-only (chmod a-w), the mark
    editors honour for root too (vim opens it read-only) and that cp and mv as any other
    user refuse or ask about."""
    mode = stat.S_IMODE(info.st_mode)
    if not mode & stat.S_IWUSR:
        raise UnsafePath(path, f"is read-only (mode {mode:o})")
    if not os.access(path, os.W_OK, effective_ids=True, follow_symlinks=False):
        raise UnsafePath(path, f"is read-only for you (mode {mode:o})")


def _new_file_beside(path: Path, mode: int) -> tuple[Path, int]:
    """A new file `.NAME.<hex>.tmp` in path's folder, and its descriptor open for writing."""
    while True:
        temporary = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
        try:
            return temporary, os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                                      | os.O_NOFOLLOW | os.O_CLOEXEC, mode)
        except FileExistsError:
            continue


# What ends or interrupts a run: `kill`, a closed terminal, Ctrl-C, a time limit (SIGALRM).
_HELD_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGALRM)


@contextmanager
def _signals_held() -> Iterator[None]:
    """Hold the signals that end or interrupt a run until the block is done, then deliver
    them to the handlers they would have met: a SIGTERM's default action kills the process
    at once, and an exception its handler raised between the temporary file's creation and
    the `try` that removes it would skip that `try`. Python runs handlers in the main thread
    only, so elsewhere nothing can be held (a background write risks its temporary file)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    came: set[int] = set()
    previous = {}
    for signum in _HELD_SIGNALS:
        if signal.getsignal(signum) is not None:     # None: set outside Python, kept as is
            previous[signum] = signal.signal(signum, lambda number, _: came.add(number))
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        for signum in _HELD_SIGNALS:        # those that end the run first: a raise stops the loop
            if signum in came:
                signal.raise_signal(signum)


# ------------------------------------------------------------------ reading worksheets
def read_maple_bytes(path, limit: int = MAX_TEXT_BYTES) -> bytes:
    """The whole of a worksheet file (.mw, .mws) as bytes, under open_maple_text's rules
    (a regular file, at most `limit` bytes); the caller decodes and parses it."""
    with open_maple_text(path, limit) as f:
        return f.buffer.read()
