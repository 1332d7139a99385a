"""pytest plugin (entry point `pytest11`): with `--mapletape` or the ini option
`mapletape_sessions = true`, every *.mpl is a transcript test (one without an .out fails
with a hint); `--mapletape-restricted` or `mapletape_restricted = true` runs them in
restricted mode; `--mapletape-timeout SECONDS` or `mapletape_timeout = SECONDS` stops a
worksheet still running after that long and fails its test. With `--mapletape-worksheets`
or `mapletape_worksheets = true`, every *.mw and *.mws is a test too: each group's results
are checked against the values Maple saved in it (never rewritten). Safe under pytest-xdist: a
test keeps nothing in the process but reports what it rewrote through its test report,
which xdist sends to the controlling process."""
from __future__ import annotations

from pathlib import Path

import pytest

from . import timelimit, transcript

UPDATE_FLAG = "--update-sessions"
TIMEOUT_FLAG = "--mapletape-timeout"
TIMEOUT_INI = "mapletape_timeout"
WORKSHEETS_FLAG = "--mapletape-worksheets"
WORKSHEETS_INI = "mapletape_worksheets"
REWRITTEN = "mapletape rewrote"      # a test report's user property: the .out written
FROZEN = "mapletape frozen"          # one: the warning for a run stopped at a syntax error


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mapletape", "mapletape transcripts")
    group.addoption("--mapletape", action="store_true", dest="mapletape",
                    help="collect every *.mpl as a transcript test against the .out beside it")
    group.addoption(UPDATE_FLAG, action="store_true", dest="mapletape_update",
                    help="rewrite the .out files of the collected transcripts from the current "
                         "output (implies --mapletape)")
    group.addoption("--mapletape-restricted", action="store_true", dest="mapletape_restricted",
                    help="run the transcripts in restricted mode: `read` and anything else "
                         "that touches files or the environment is refused with an error")
    group.addoption(TIMEOUT_FLAG, dest="mapletape_timeout", default=None, metavar="SECONDS",
                    help="stop a transcript still running after SECONDS of wall-clock time and "
                         "fail its test (default: no limit)")
    group.addoption(WORKSHEETS_FLAG, action="store_true", dest="mapletape_worksheets",
                    help="collect every *.mw and *.mws as a test of its results against the "
                         "values Maple saved in it")
    parser.addini(WORKSHEETS_INI, type="bool", default=False,
                  help="collect every *.mw and *.mws as a test against Maple's saved values")
    parser.addini("mapletape_sessions", type="bool", default=False,
                  help="collect every *.mpl as a transcript test against the .out beside it")
    parser.addini("mapletape_restricted", type="bool", default=False,
                  help="run the transcripts in restricted mode (as --mapletape-restricted)")
    parser.addini(TIMEOUT_INI, default=None,
                  help="stop a transcript still running after this many seconds and fail its "
                       "test (as --mapletape-timeout; default: no limit)")


def enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("mapletape") or config.getoption("mapletape_update")
                or config.getini("mapletape_sessions"))


def restricted(config: pytest.Config) -> bool:
    return bool(config.getoption("mapletape_restricted") or config.getini("mapletape_restricted"))


def timeout(config: pytest.Config) -> float | None:
    """The time limit of each transcript, the flag's over the ini option's; None for none."""
    text = config.getoption("mapletape_timeout") or config.getini(TIMEOUT_INI)
    if text is None or str(text).strip() == "":
        return None
    try:
        return timelimit.seconds(str(text).strip())
    except ValueError as exc:
        raise pytest.UsageError(f"{TIMEOUT_FLAG} or {TIMEOUT_INI}: {exc}") from None


def collects(config: pytest.Config, file_path: Path) -> bool:
    """Whether this plugin makes a test of the file: any .mpl, when enabled."""
    return file_path.suffix == ".mpl" and enabled(config)


def collects_worksheet(config: pytest.Config, file_path: Path) -> bool:
    """Whether this plugin makes a test of the file: any .mw or .mws, when asked."""
    from .worksheet import is_worksheet
    return is_worksheet(file_path) and bool(config.getoption("mapletape_worksheets")
                                            or config.getini(WORKSHEETS_INI))


def pytest_collect_file(parent: pytest.Collector, file_path: Path):
    if collects(parent.config, file_path):
        return SessionFile.from_parent(parent, path=file_path)
    if collects_worksheet(parent.config, file_path):
        return WorksheetFile.from_parent(parent, path=file_path)
    return None


class SessionFile(pytest.File):
    """One .mpl script: a single test named after it."""

    def collect(self):
        yield SessionItem.from_parent(self, name=self.path.stem)


class SessionItem(pytest.Item):
    """Runs the script on a fresh Session and compares its output with the .out file,
    or rewrites the .out under the update flag."""

    def runtest(self) -> None:
        rewrite = self.config.getoption("mapletape_update")
        script = _shown(self.path)
        try:
            comparison = transcript.compare(script, restricted=restricted(self.config),
                                            timeout=timeout(self.config))
            if comparison.outcome.status == "timeout":
                option = TIMEOUT_FLAG if self.config.getoption("mapletape_timeout") else TIMEOUT_INI
                raise SessionMismatch(comparison.stopped(option, rewrite))
            changed = rewrite and transcript.update(comparison)
        except OSError as exc:          # a symlink refused, an unreadable script or .out
            raise SessionMismatch(transcript.unchecked(script, exc, rewrite)) from None
        if rewrite:
            if changed:
                self.user_properties.append((REWRITTEN, str(transcript.expected_path(script))))
                warning = comparison.stop_warning()
                if warning:
                    self.user_properties.append((FROZEN, warning.rstrip("\n")))
            return
        if not comparison.passed:
            raise SessionMismatch(comparison.report(f"run `pytest {script} {UPDATE_FLAG}`"))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, SessionMismatch):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, f"session {self.path.name}"


class WorksheetFile(pytest.File):
    """One .mw or .mws worksheet: a single test named after it."""

    def collect(self):
        yield WorksheetItem.from_parent(self, name=self.path.name)


class WorksheetItem(pytest.Item):
    """Runs the worksheet on a fresh Session and compares each group's results with the
    values Maple saved in it; the first group that differs fails the test."""

    def runtest(self) -> None:
        from .worksheet.run import check_worksheets
        import io
        out = io.StringIO()
        if check_worksheets([_shown(self.path)], out, restricted=restricted(self.config)):
            raise SessionMismatch(out.getvalue().rsplit("\n", 2)[0] + "\n")

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, SessionMismatch):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, f"worksheet {self.path.name}"


def _shown(path: Path) -> Path:
    """The path relative to the current folder when it is inside it, for shorter diffs."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


class SessionMismatch(Exception):
    """The output differs from the .out file, or there is no .out file."""


def pytest_configure(config: pytest.Config) -> None:
    timeout(config)                   # a wrong value is a usage error before any test runs
    if config.getoption("mapletape_update"):
        config.pluginmanager.register(Rewrites(), "mapletape-rewrites")


class Rewrites:
    """What the tests rewrote, gathered from the test reports in the process that writes the
    summary (with xdist, the controller, which receives every worker's reports)."""

    def __init__(self) -> None:
        self.notes: dict[str, list[str]] = {REWRITTEN: [], FROZEN: []}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call":
            for name, value in report.user_properties:
                if name in self.notes:
                    self.notes[name].append(value)

    def pytest_terminal_summary(self, terminalreporter) -> None:
        for name, title in ((REWRITTEN, "mapletape: rewritten .out files (read them)"),
                            (FROZEN, "mapletape: .out files of runs stopped at a syntax error")):
            if self.notes[name]:
                terminalreporter.section(title)
                for line in self.notes[name]:
                    terminalreporter.write_line(line)
