"""Golden transcripts (design.md §3): run a .mpl file on a fresh Session, normalise the
output and compare it with its .out file. Shared by `mapletape --check`, our conftest.py
and the pytest plugin."""
from __future__ import annotations

import difflib
from decimal import Decimal, InvalidOperation
import io
import os
import re
from collections import Counter
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Iterator, TextIO

from .files import (UnreadableFile, UnsafePath, check_plain_file, open_maple_text, read_maple_text,
                    replace_file)
from .timelimit import TimeExpired, time_limit

if TYPE_CHECKING:          # the Session is imported when a script first runs
    from .session import Outcome

ADDRESS = re.compile(r"0x[0-9a-f]+")
ADDRESS_PLACEHOLDER = "0x..."


def normalize(text: str) -> str:
    """What a comparison ignores, and nothing more: line endings, trailing spaces on each
    line, hexadecimal object addresses."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\n".join(ADDRESS.sub(ADDRESS_PLACEHOLDER, line.rstrip()) for line in lines)


# a float as Maple prints one (2., 0.5773502693, -1.5e-7), not the start of a range 1..5
FLOAT = re.compile(r"(?<![\w.])\d+\.(?!\.)\d*(?:[eE][-+]?\d+)?")


@dataclass(frozen=True)
class Reading:
    """How --check reads a comparison. `float_digits`: floats agree when they agree to that
    many significant digits, and the spacing of a line is not compared (a float one digit
    longer moves everything centred beside it), for transcripts made on other machines or
    GPUs. `full_diff`: report every differing hunk, not only the first."""
    float_digits: int | None = None
    full_diff: bool = False

    def normal(self, text: str) -> str:
        text = normalize(text)
        if self.float_digits is None:
            return text
        digits = self.float_digits
        return "\n".join(line if _echoed(line) else          # the input is compared as it is
                         " ".join(FLOAT.sub(lambda m: _rounded(m.group(), digits), line).split())
                         for line in text.split("\n"))


def _rounded(token: str, digits: int) -> str:
    try:
        return format(Decimal(token.rstrip(".") if token.endswith(".") else token), f".{digits}g")
    except InvalidOperation:
        return token


@contextmanager
def _working_folder(folder: Path) -> Iterator[None]:
    """A .out is what `mapletape NAME.mpl` prints when run in the script's folder, so
    relative `read` paths resolve there."""
    previous = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(previous)


def run_script(path: Path, *, restricted: bool = False,
               timeout: float | None = None) -> tuple[str, Outcome]:
    """The stdout `mapletape NAME.mpl` prints in the script's folder, produced in-process
    on a fresh Session with default settings (in restricted mode with `restricted`), and
    how the run ended. A run still going after `timeout` seconds is stopped where it is:
    the output is what it printed so far, the outcome's status `timeout`."""
    from .session import Outcome, Session
    out = io.StringIO()
    session = Session(out, restricted=restricted)
    limit = None
    try:
        with time_limit(timeout) as limit, open_maple_text(path) as stream, \
                _working_folder(path.resolve().parent):
            outcome = session.run(stream, echo=True, source=path.name)
    except TimeExpired as expired:
        if limit is not None and expired.limit is not limit:
            raise                      # an enclosing limit's: not this run's to report
        outcome = Outcome("timeout")
    finally:
        # a tape the script left recording would go on recording every later script's work
        session.exit_tapes()
    return out.getvalue(), outcome


def expected_path(script: Path) -> Path:
    return script.with_suffix(".out")


@dataclass
class Comparison:
    script: Path
    expected: str | None       # None when the .out file is missing
    actual: str
    outcome: Outcome
    timeout: float | None = None
    reading: Reading = Reading()

    @property
    def passed(self) -> bool:
        return (self.outcome.status != "timeout" and self.expected is not None
                and self.reading.normal(self.expected) == self.reading.normal(self.actual))

    @property
    def unchanged(self) -> bool:
        """The .out holds exactly this output (what --update compares, whatever the reading)."""
        return self.expected is not None and normalize(self.expected) == normalize(self.actual)

    def stopped(self, option: str, rewrite: bool = False) -> str:
        """The report of a run stopped by its time limit (`option` names the flag that set
        it): the statement it was in, which is the last one echoed. The output so far is not
        compared (the .out goes on past it) nor, with `rewrite`, written."""
        lines = _lines(normalize(self.actual))
        statement = _statement_at(lines, len(lines), changed=False)
        stopped = f"stopped after {self.timeout:g} s ({option})"
        if statement is None:
            where = f"{self.script}: {stopped} before any statement\n"
        else:
            line = _source_line(self.script, lines, statement)
            at = f"{self.script}:{line}" if line is not None else f"{self.script}"
            where = f"{at}: {stopped} in this statement:\n" + "".join(lines[slice(*statement)])
        return where + (f"{expected_path(self.script).name} not written\n" if rewrite else "")

    def diff(self) -> str:
        """Where the output first differs: the statement whose output differs (its echoed
        `> ` lines, and its line in the script when found), then the first hunk of a
        unified diff from the .out file to the actual output, and how many more follow (or
        every hunk, with the reading's full_diff)."""
        expected = _lines(self.reading.normal(self.expected or ""))
        actual = _lines(self.reading.normal(self.actual))
        hunks = _hunks(difflib.unified_diff(expected, actual, str(expected_path(self.script)),
                                            f"{self.script} (actual output)"))
        if not hunks:
            return ""
        header, first, rest = hunks[0], hunks[1], hunks[2:]
        opcode = next(op for op in difflib.SequenceMatcher(None, expected, actual, autojunk=False)
                      .get_opcodes() if op[0] != "equal")
        statement = _statement_at(actual, opcode[3], changed=opcode[3] < opcode[4])
        name = expected_path(self.script).name
        differs = f"the output differs from {name} first"
        if opcode[3] == len(actual) and _echoed(expected[opcode[1]]):
            # the run's output is whole and the .out goes on: statements no longer there
            later = _statement_at(expected, opcode[1], changed=True)
            where = (f"{self.script}: the output ends where {name} goes on with this statement:\n"
                     + "".join(expected[slice(*later)]))
        elif statement is None:
            where = f"{self.script}: {differs} before any statement\n"
        else:
            line = _source_line(self.script, actual, statement)
            at = f"{self.script}:{line}" if line is not None else f"{self.script}"
            where = (f"{at}: {differs} at this statement:\n"
                     + "".join(actual[slice(*statement)]))
        if self.reading.full_diff:
            return where + "".join(header) + "".join(line for hunk in hunks[1:] for line in hunk)
        more = (f"({len(rest)} more difference{'s' if len(rest) > 1 else ''} further on)\n"
                if rest else "")
        return where + "".join(header) + "".join(first) + more

    def report(self, update_hint: str) -> str:
        """Why the comparison failed: a hint for a missing .out, else the diff."""
        if self.expected is None:
            return missing_hint(self.script, update_hint)
        return self.diff()

    def stop_warning(self) -> str | None:
        """The warning for writing this run as the .out when it stopped at a syntax error,
        so that a broken worksheet is never frozen silently."""
        if self.outcome.status not in ("syntax", "incomplete"):
            return None
        where = f" on line {self.outcome.line}" if self.outcome.line is not None else ""
        return (f"Warning, {self.script} stopped at a syntax error{where}; "
                f"{expected_path(self.script).name} records the run up to it\n")


def missing_hint(script: Path, update_hint: str) -> str:
    """The one wording for a .mpl without its .out, in every front end."""
    return (f"{script}: no {expected_path(script).name} beside it; "
            f"{update_hint} to create it from the current output, then read it\n")


def _hunks(diff: Iterable[str]) -> list[list[str]]:
    """A unified diff cut into its file header and its hunks."""
    parts: list[list[str]] = [[]]
    for line in diff:
        if line.startswith("@@"):
            parts.append([])
        parts[-1].append(line)
    return parts if len(parts) > 1 else []


def _echoed(line: str) -> bool:
    return line.startswith("> ") or line.rstrip("\n") == ">"


def _statement_at(lines: list[str], index: int, *, changed: bool) -> tuple[int, int] | None:
    """The span of echoed lines of the statement whose output holds lines[index] (that
    statement itself when lines[index] is one of its echoed lines and is `changed`), or
    None before the first statement. A statement's echo may span several `> ` lines:
    those before the last one that do not end in `;` or `:` continue it."""
    end = index if changed and index < len(lines) and _echoed(lines[index]) else index - 1
    end = min(end, len(lines) - 1)
    while end >= 0 and not _echoed(lines[end]):
        end -= 1
    if end < 0:
        return None
    start = end
    while (start > 0 and _echoed(lines[start - 1])
           and not lines[start - 1].rstrip().endswith((";", ":"))):
        start -= 1
    return start, end + 1


def _source_line(script: Path, actual: list[str], statement: tuple[int, int]) -> int | None:
    """The script's line number of the statement's first echoed line: echoed lines are
    source lines in order, each at most once, so they are matched one after another."""
    try:
        source = read_maple_text(script).splitlines()
    except (OSError, ValueError):
        return None
    number = 0
    for line in actual[:statement[0] + 1]:
        if not _echoed(line):
            continue
        text = line[2:].rstrip()
        while number < len(source) and normalize(source[number]) != text:
            number += 1
        if number == len(source):
            return None
        number += 1
    return number


def _lines(text: str) -> list[str]:
    """Lines for difflib, each ending in a newline so the diff prints one per line; a
    missing final newline shows as its own line, as in diff(1)."""
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
        lines.append("\\ No newline at end of file\n")
    return lines


def compare(script: Path, *, restricted: bool = False,
            timeout: float | None = None, reading: Reading = Reading()) -> Comparison:
    """Run the script (stopped after `timeout` seconds) and read its .out. In restricted
    mode neither may be a symlink or have another hard link: a worksheet from others could
    point one at a secret (~/.ssh, /proc/self/environ) that the echo or the diff would
    print, or be a second name of one."""
    out = expected_path(script)
    if restricted:
        for path in (script, out):
            check_plain_file(path, owned=False, one_link=True)
    expected = read_maple_text(out) if out.is_file() else None
    return Comparison(script, expected, *run_script(script, restricted=restricted, timeout=timeout),
                      timeout, reading)


def update(comparison: Comparison) -> bool:
    """Write the actual output as the new .out; True when it changed. The file is replaced
    in one step and never written through a symlink (a symlinked .out raises UnsafePath).
    A run stopped by its time limit is never written: the caller reports it instead."""
    if comparison.outcome.status == "timeout":
        return False
    changed = not comparison.unchanged
    if changed:
        replace_file(expected_path(comparison.script), comparison.actual.encode("utf-8"))
    return changed


def find_scripts(paths: Iterable[Path]) -> Iterator[Path]:
    """Each named file, and every .mpl under each named folder (hidden folders skipped),
    in sorted order, each once. Raises FileNotFoundError for a path that does not exist."""
    seen: set[Path] = set()
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.mpl")
                           if p.is_file() and not any(part.startswith(".")
                                                      for part in p.relative_to(path).parts))
        elif path.is_file():
            found = [path]
        else:
            raise FileNotFoundError(path)
        for script in found:
            if script.resolve() not in seen:
                seen.add(script.resolve())
                yield script


TIMEOUT_OPTION = "--timeout"
# How long past --timeout the parent of a -j run waits for a worksheet before it stops the
# worker process: the worker's own time limit reports first unless the worksheet is stuck
# in C code that never returns to Python; a worker's start (about a second, more on a busy
# machine) may fall inside the parent's wait.
WORKER_GRACE = 30.0


def check(paths: Iterable[Path], out: TextIO, *, rewrite: bool = False,
          restricted: bool = False, jobs: int = 1, timeout: float | None = None,
          reading: Reading = Reading()) -> int:
    """`mapletape --check [--update] [--restricted] [-j N] [--timeout S] PATH...`: compare
    (or rewrite) every script's .out, write diffs and a closing tally to `out`; the exit code
    is 0 when none failed. With `restricted`, every script runs in restricted mode. With
    `jobs` > 1, that many processes check the scripts; the reports still come in the
    scripts' order. With `timeout`, a script still running after that many seconds is
    stopped and fails, and the check goes on with the next one."""
    try:
        scripts = list(find_scripts(paths))
    except FileNotFoundError as missing:
        out.write(f"Error, no such file or folder: `{missing.args[0]}`\n")
        return 1
    tally: Counter[str] = Counter()
    # closed however the loop ends: an exception raised here, between two reports, stops
    # the workers too
    with closing(_check_all(scripts, rewrite, restricted, jobs, timeout, reading)) as results:
        for status, report in results:
            out.write(report)
            out.flush()
            tally[status] += 1
    if rewrite:
        out.write(f"{tally['unchanged']} unchanged, {tally['written']} written"
                  + (f", {tally['failed']} failed" if tally["failed"] else "") + "\n")
    else:
        out.write(f"{tally['passed']} passed, {tally['failed']} failed\n")
    return 0 if tally["failed"] == 0 else 1


def _check_all(scripts: list[Path], rewrite: bool, restricted: bool, jobs: int,
               timeout: float | None, reading: Reading) -> Iterator[tuple[str, str]]:
    """(status, report) of each script in order: here, or in `jobs` worker processes started
    afresh ('spawn': a fork would copy a TensorFlow already loaded, with its threads)."""
    jobs = min(jobs, len(scripts))
    if jobs <= 1:
        for script in scripts:
            yield _check_one(script, rewrite, restricted, timeout, reading)
        return
    while scripts:
        scripts = yield from _check_in_workers(scripts, rewrite, restricted, jobs, timeout, reading)


def _check_in_workers(scripts: list[Path], rewrite: bool, restricted: bool, jobs: int,
                      timeout: float | None, reading: Reading) -> Iterator[tuple[str, str]]:
    """Check the scripts in a pool of `jobs` workers, yielding in order; returns the scripts
    left unchecked when a script outlived --timeout in its worker (stuck in C code): that
    pool is then stopped, and the caller goes on with a new one."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures import TimeoutError as Overdue
    from concurrent.futures.process import BrokenProcessPool
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_worker_started)
    # Scripts start in order and every earlier one is done when the wait for a script
    # begins, so it started no earlier than that: the wait is never cut short.
    wait = None if timeout is None else timeout + WORKER_GRACE
    try:
        futures = [pool.submit(_check_one, script, rewrite, restricted, timeout, reading)
                   for script in scripts]
        for index, (script, future) in enumerate(zip(scripts, futures)):
            try:
                yield future.result(wait)
            except BrokenProcessPool:        # a worker died (a crash in native code)
                yield "failed", f"{script}: internal error: its worker process stopped\n"
            except Overdue:
                _stop_workers(pool)
                yield "failed", (f"{script}: stopped after {timeout:g} s ({TIMEOUT_OPTION}); "
                                 "its worker process did not stop by itself and was ended\n")
                return scripts[index + 1:]
    except BaseException:
        # Ctrl-C, SIGTERM or SIGHUP (raised by cli.py), the reader gone, or the caller's
        # loop closed: stop every worker
        _stop_workers(pool)
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return []


def _stop_workers(pool) -> None:
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()


def unchecked(script: Path, exc: OSError, rewrite: bool) -> str:
    """What --check and the pytest plugin say of a script they could not check: a symlink
    refused, an unreadable script or .out (the reason names the file), another OS error."""
    if isinstance(exc, UnsafePath):
        return f"{script}: {exc}: " + ("not written" if rewrite else "refused")
    if isinstance(exc, UnreadableFile):
        return f"{script}: {exc}"
    return f"{script}: {exc.strerror or exc}: `{exc.filename}`"


def _worker_started() -> None:
    """Ctrl-C is the parent's to handle: it stops the workers itself."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _check_one(script: Path, rewrite: bool, restricted: bool,
               timeout: float | None, reading: Reading = Reading()) -> tuple[str, str]:
    """Check or rewrite one script: its status (passed, failed, unchanged or written) and
    what to report of it."""
    try:
        comparison = compare(script, restricted=restricted, timeout=timeout, reading=reading)
        if comparison.outcome.status == "timeout":
            return "failed", comparison.stopped(TIMEOUT_OPTION, rewrite)
        if rewrite:
            if not update(comparison):
                return "unchanged", ""
            action = "created" if comparison.expected is None else "updated"
            return "written", (f"{action} {expected_path(script)}\n"
                               + (comparison.stop_warning() or ""))
        if comparison.passed:
            return "passed", ""
        return "failed", comparison.report(f"run `mapletape --check --update {script}`")
    except OSError as exc:
        return "failed", unchecked(script, exc, rewrite) + "\n"
    except Exception as exc:         # a mapletape bug in one script must not hide the others
        return "failed", f"{script}: internal error: {type(exc).__name__}: {exc}\n"
