"""Golden transcripts (design.md §3): run a .mpl file on a fresh Session, normalise the
output and compare it with its .out file. Shared by `mapletape --check` and pytest."""
from __future__ import annotations

import difflib
import io
import re
from dataclasses import dataclass
from pathlib import Path

ADDRESS = re.compile(r"0x[0-9a-f]+")


def normalize(text: str) -> str:
    """What a comparison ignores: line endings, trailing spaces, object addresses."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return "\n".join(ADDRESS.sub("0x…", line.rstrip()) for line in lines).rstrip("\n") + "\n"


def run_script(path: Path) -> str:
    """The stdout `mapletape PATH` would print, produced in-process on a fresh Session."""
    from .session import Session
    out = io.StringIO()
    Session(out).run(path.read_text(encoding="utf-8"), echo=True, source=str(path.name))
    return out.getvalue()


@dataclass
class Comparison:
    script: Path
    expected: str | None       # None when the .out file is missing
    actual: str

    @property
    def passed(self) -> bool:
        return self.expected is not None and normalize(self.expected) == normalize(self.actual)

    def diff(self) -> str:
        expected = normalize(self.expected or "").splitlines(keepends=True)
        actual = normalize(self.actual).splitlines(keepends=True)
        return "".join(difflib.unified_diff(expected, actual, str(expected_path(self.script)),
                                            f"{self.script} (actual)"))


def expected_path(script: Path) -> Path:
    return script.with_suffix(".out")


def compare(script: Path) -> Comparison:
    out = expected_path(script)
    expected = out.read_text(encoding="utf-8") if out.is_file() else None
    return Comparison(script, expected, run_script(script))


def update(comparison: Comparison) -> bool:
    """Write the actual output as the new .out; True when it changed."""
    changed = not comparison.passed
    if changed:
        expected_path(comparison.script).write_text(comparison.actual, encoding="utf-8")
    return changed
