"""Golden transcripts (design.md §3): run a .mpl file on a fresh Session, normalise the
output and compare it with its .out file. Shared by `mapletape --check`, our conftest.py
and the pytest plugin."""
from __future__ import annotations

import difflib
import io
import os
import re
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator, TextIO

from .files import (UnreadableFile, UnsafePath, check_plain_file, open_maple_text, read_maple_text,
                    replace_file)

ADDRESS = re.compile(r"0x[0-9a-f]+")
ADDRESS_PLACEHOLDER = "0x..."


def normalize(text: str) -> str:
    """What a comparison ignores, and nothing more: line endings, trailing spaces on each
    line, hexadecimal object addresses."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\n".join(ADDRESS.sub(ADDRESS_PLACEHOLDER, line.rstrip()) for line in lines)


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


def run_script(path: Path, *, restricted: bool = False) -> str:
    """The stdout `mapletape NAME.mpl` prints in the script's folder, produced in-process
    on a fresh Session with default settings (in restricted mode with `restricted`)."""
    from .session import Session
    out = io.StringIO()
    session = Session(out, restricted=restricted)
    try:
        with open_maple_text(path) as stream, _working_folder(path.resolve().parent):
            session.run(stream, echo=True, source=path.name)
    finally:
        # a tape the script left recording would go on recording every later script's work
        session.exit_tapes()
    return out.getvalue()


def expected_path(script: Path) -> Path:
    return script.with_suffix(".out")


@dataclass
class Comparison:
    script: Path
    expected: str | None       # None when the .out file is missing
    actual: str

    @property
    def passed(self) -> bool:
        return self.expected is not None and normalize(self.expected) == normalize(self.actual)

    def diff(self) -> str:
        """A unified diff from the .out file to the actual output, with line numbers."""
        expected = _lines(normalize(self.expected or ""))
        actual = _lines(normalize(self.actual))
        return "".join(difflib.unified_diff(expected, actual, str(expected_path(self.script)),
                                            f"{self.script} (actual output)"))

    def report(self, update_hint: str) -> str:
        """Why the comparison failed: a hint for a missing .out, else the diff."""
        if self.expected is None:
            return (f"{self.script}: no {expected_path(self.script).name} beside it; "
                    f"{update_hint} to create it from the current output, then read it\n")
        return self.diff()


def _lines(text: str) -> list[str]:
    """Lines for difflib, each ending in a newline so the diff prints one per line; a
    missing final newline shows as its own line, as in diff(1)."""
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
        lines.append("\\ No newline at end of file\n")
    return lines


def compare(script: Path, *, restricted: bool = False) -> Comparison:
    """Run the script and read its .out. In restricted mode neither may be a symlink: a
    worksheet from others could point one at a secret (~/.ssh, /proc/self/environ) that
    the echo or the diff would print."""
    out = expected_path(script)
    if restricted:
        for path in (script, out):
            check_plain_file(path, owned=False)
    expected = read_maple_text(out) if out.is_file() else None
    return Comparison(script, expected, run_script(script, restricted=restricted))


def update(comparison: Comparison) -> bool:
    """Write the actual output as the new .out; True when it changed. The file is replaced
    in one step and never written through a symlink (a symlinked .out raises UnsafePath)."""
    changed = not comparison.passed
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


def check(paths: Iterable[Path], out: TextIO, *, rewrite: bool = False,
          restricted: bool = False) -> int:
    """`mapletape --check [--update] [--restricted] PATH...`: compare (or rewrite) every
    script's .out, write diffs and a closing tally to `out`; the exit code is 0 when none
    failed. With `restricted`, every script runs in restricted mode."""
    try:
        scripts = list(find_scripts(paths))
    except FileNotFoundError as missing:
        out.write(f"Error, no such file or folder: `{missing.args[0]}`\n")
        return 1
    tally = Counter(_check_one(script, out, rewrite, restricted) for script in scripts)
    if rewrite:
        out.write(f"{tally['unchanged']} unchanged, {tally['written']} written"
                  + (f", {tally['failed']} failed" if tally["failed"] else "") + "\n")
    else:
        out.write(f"{tally['passed']} passed, {tally['failed']} failed\n")
    return 0 if tally["failed"] == 0 else 1


def _check_one(script: Path, out: TextIO, rewrite: bool, restricted: bool) -> str:
    """Check or rewrite one script, reporting to `out`: passed, failed, unchanged or written."""
    try:
        comparison = compare(script, restricted=restricted)
        if rewrite:
            if not update(comparison):
                return "unchanged"
            action = "created" if comparison.expected is None else "updated"
            out.write(f"{action} {expected_path(script)}\n")
            return "written"
    except UnsafePath as exc:
        out.write(f"{script}: {exc}: " + ("not written\n" if rewrite else "refused\n"))
        return "failed"
    except UnreadableFile as exc:         # the script or its .out: the reason names the file
        out.write(f"{script}: {exc}\n")
        return "failed"
    except OSError as exc:
        out.write(f"{script}: {exc.strerror or exc}: `{exc.filename}`\n")
        return "failed"
    except Exception as exc:         # a mapletape bug in one script must not hide the others
        out.write(f"{script}: internal error: {type(exc).__name__}: {exc}\n")
        return "failed"
    if comparison.passed:
        return "passed"
    out.write(comparison.report(f"run `mapletape --check --update {script}`"))
    return "failed"
