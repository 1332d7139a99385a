"""The pytest plugin on a temporary project: off by default, enabled by --mapletape or the
ini option, sessions collected, passing, failing with the first differing statement or a
hint for a missing .out, rewritten on update (with a warning for a run stopped at a syntax
error), and the same under pytest-xdist in a subprocess."""
from __future__ import annotations

from pathlib import Path

import pytest

# pytester's in-process runs drop the modules they import afterwards, and numpy cannot be
# imported twice in one process: load the session's modules here, once, for all runs.
import mapletape.session  # noqa: F401

pytest_plugins = ["pytester"]

PLUGIN = ("-p", "mapletape.pytest_plugin")   # the name its pytest11 entry point also uses
ONE_PLUS_TWO = "> 1+2;\n" + " " * 39 + "3\n\n"
STALE = "> 1+2;\n" + " " * 39 + "4\n\n"


@pytest.fixture
def project(pytester):
    """good.mpl matches its .out, bad.mpl does not, draft.mpl has none."""
    files = {"good.mpl": "1+2;\n", "good.out": ONE_PLUS_TWO, "bad.mpl": "1+2;\n", "bad.out": STALE,
             "draft.mpl": "1+2;\n", "examples/nested.mpl": "1+2;\n",
             "examples/nested.out": ONE_PLUS_TWO}
    for name, text in files.items():        # written as is: makefile() would strip them
        path = pytester.path / name
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return pytester


def test_off_by_default(project):
    result = project.runpytest(*PLUGIN)
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED


def test_flag_collects_every_mpl(project):
    result = project.runpytest(*PLUGIN, "--mapletape", "-v")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines(["bad.mpl::bad FAILED*", "draft.mpl::draft FAILED*",
                                 "examples/nested.mpl::nested PASSED*", "good.mpl::good PASSED*"])
    result.stdout.fnmatch_lines(["bad.mpl:1: the output differs from bad.out first at this "
                                 "statement:", "> 1+2;", "--- bad.out",
                                 "+++ bad.mpl (actual output)", "@@ -1,3 +1,3 @@",
                                 "-" + " " * 39 + "4", "+" + " " * 39 + "3"])
    # the wording of `mapletape --check` (tests/test_check.py), with the plugin's own flag
    result.stdout.fnmatch_lines(["draft.mpl: no draft.out beside it; run `pytest draft.mpl "
                                 "--update-sessions` to create it from the current output, "
                                 "then read it"])


def test_ini_option_enables_it(project):
    project.makeini("[pytest]\nmapletape_sessions = true\n")
    project.runpytest(*PLUGIN).assert_outcomes(passed=2, failed=2)


def test_update_flag_rewrites_and_lists_the_changed_out_files(project):
    result = project.runpytest(*PLUGIN, "--update-sessions")
    result.assert_outcomes(passed=4)
    result.stdout.fnmatch_lines(["*mapletape: rewritten .out files*", "*bad.out", "*draft.out"])
    assert "good.out" not in result.stdout.str()
    assert "syntax error" not in result.stdout.str()
    assert (project.path / "bad.out").read_text(encoding="utf-8") == ONE_PLUS_TWO
    assert (project.path / "draft.out").read_text(encoding="utf-8") == ONE_PLUS_TWO
    project.runpytest(*PLUGIN, "--mapletape").assert_outcomes(passed=4)


def test_update_flag_warns_when_it_freezes_a_run_stopped_at_a_syntax_error(project):
    (project.path / "broken.mpl").write_text("1+2;\n\n2+;\n3;\n", encoding="utf-8")
    result = project.runpytest(*PLUGIN, "--update-sessions")
    result.assert_outcomes(passed=5)
    result.stdout.fnmatch_lines(["*mapletape: .out files of runs stopped at a syntax error*",
                                 "Warning, broken.mpl stopped at a syntax error on line 3; "
                                 "broken.out records the run up to it"])
    assert (project.path / "broken.out").read_text(encoding="utf-8").startswith(ONE_PLUS_TWO)
    # once frozen, an update that leaves it unchanged says nothing more
    result = project.runpytest(*PLUGIN, "--update-sessions")
    assert "syntax error" not in result.stdout.str()


def test_entry_point_has_the_name_conftest_relies_on():
    tomllib = pytest.importorskip("tomllib")
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    entry_points = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["entry-points"]
    assert entry_points["pytest11"] == {PLUGIN[1]: PLUGIN[1]}


def test_update_flag_refuses_a_symlinked_out_file(project):
    precious = project.path / "precious.txt"
    precious.write_text("not a transcript\n")
    (project.path / "bad.out").unlink()
    (project.path / "bad.out").symlink_to(precious)
    result = project.runpytest(*PLUGIN, "--update-sessions")
    result.assert_outcomes(passed=3, failed=1)
    result.stdout.fnmatch_lines(["*`bad.out` is a symbolic link: not written*"])
    assert precious.read_text() == "not a transcript\n"


def test_update_flag_refuses_a_read_only_out_file(project):
    (project.path / "bad.out").chmod(0o444)
    result = project.runpytest(*PLUGIN, "--update-sessions")
    result.assert_outcomes(passed=3, failed=1)
    result.stdout.fnmatch_lines(["*`bad.out` is read-only (mode 444): not written*"])
    assert (project.path / "bad.out").read_text() == STALE


RESTRICTED_OUT = ('> read "helper.txt";\n'
                  "Error, (in read) permission denied in restricted mode\n"
                  "> x;\n" + " " * 39 + "x\n\n")


@pytest.fixture
def reader(pytester):
    """reads.mpl reads a helper; its .out is what restricted mode prints."""
    for name, text in {"reads.mpl": 'read "helper.txt";\nx;\n', "helper.txt": "x := 5:\n",
                       "reads.out": RESTRICTED_OUT}.items():
        (pytester.path / name).write_text(text, encoding="utf-8")
    return pytester


def test_restricted_option_runs_transcripts_in_restricted_mode(reader):
    reader.runpytest(*PLUGIN, "--mapletape").assert_outcomes(failed=1)
    reader.runpytest(*PLUGIN, "--mapletape", "--mapletape-restricted").assert_outcomes(passed=1)


def test_restricted_ini_option(reader):
    reader.makeini("[pytest]\nmapletape_sessions = true\nmapletape_restricted = true\n")
    reader.runpytest(*PLUGIN).assert_outcomes(passed=1)


def test_the_readme_s_pytest_ini_works_as_written(reader):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = readme[readme.index("    # pytest.ini\n"):]
    lines = block[:block.index("\n\n")].splitlines()
    (reader.path / "pytest.ini").write_text("".join(line[4:] + "\n" for line in lines))
    reader.runpytest(*PLUGIN).assert_outcomes(passed=1)


@pytest.mark.parametrize("link, refusal", [
    (Path.symlink_to, "is a symbolic link"), (Path.hardlink_to, "has 2 hard links")])
def test_restricted_mode_refuses_a_linked_out_file(reader, link, refusal):
    (reader.path / "secret.txt").write_text("API_KEY=hunter2\n")
    (reader.path / "reads.out").unlink()
    link(reader.path / "reads.out", reader.path / "secret.txt")
    result = reader.runpytest(*PLUGIN, "--mapletape", "--mapletape-restricted")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([f"*`reads.out` {refusal}: refused*"])
    assert "hunter2" not in result.stdout.str()


def test_an_unreadable_script_or_out_file_is_reported_as_check_reports_it(pytester):
    (pytester.path / "latin.mpl").write_bytes(b"x\xe9;\n")
    (pytester.path / "sum.mpl").write_text("1+2;\n")
    (pytester.path / "sum.out").write_bytes(b"> 1+2;\n\xe9\n")
    result = pytester.runpytest(*PLUGIN, "--mapletape")
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(["latin.mpl: unable to read `latin.mpl`: not UTF-8 text",
                                 "sum.mpl: unable to read `sum.out`: not UTF-8 text"],
                                consecutive=False)
    assert "Traceback" not in result.stdout.str() and "UnreadableFile" not in result.stdout.str()
