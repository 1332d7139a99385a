"""Collects every sessions/*.mpl as a golden-transcript test (design.md §5)."""
from __future__ import annotations

import pytest

from mapletape import transcript


def pytest_addoption(parser):
    parser.addoption("--update-sessions", action="store_true",
                     help="rewrite sessions/*.out from the current output")


def pytest_collect_file(parent, file_path):
    if file_path.suffix == ".mpl" and file_path.parent.name == "sessions":
        return SessionFile.from_parent(parent, path=file_path)
    return None


class SessionFile(pytest.File):
    def collect(self):
        yield SessionItem.from_parent(self, name=self.path.stem)


class SessionItem(pytest.Item):
    def runtest(self):
        comparison = transcript.compare(self.path)
        if self.config.getoption("--update-sessions"):
            transcript.update(comparison)
            return
        if comparison.expected is None:
            raise SessionMismatch(f"{self.path.name} has no .out file; run pytest with "
                                  f"--update-sessions to create it, then read it")
        if not comparison.passed:
            raise SessionMismatch(comparison.diff())

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, SessionMismatch):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"session {self.path.name}"


class SessionMismatch(Exception):
    pass
