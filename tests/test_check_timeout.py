"""Per-worksheet time limits (issue 14): the SIGALRM limit itself (nesting, the previous
handler restored), `mapletape --check --timeout` serially and with -j 2 (and a worker stuck
past its own limit ended by the parent), --update, and the pytest plugin's
--mapletape-timeout / mapletape_timeout, also under pytest-xdist; Maple's timelimit on the
same mechanism. The hanging worksheet is a cheap Maple loop: none imports TensorFlow."""
from __future__ import annotations

import io
import signal
from pathlib import Path

import pytest

from mapletape import transcript
from mapletape.cli import main
from mapletape.session import Session
from mapletape.timelimit import TimeExpired, time_limit

from test_check_parallel import ONE_PLUS_TWO, python

HANG = "x := 0:\nwhile true do\n  x := x + 1\nod:\nx;\n"
# what --check says of it: the statement it was in (its line, its echoed lines). The limit,
# 3 s, leaves room for a first run's setup (the grammar) on a busy machine.
HANG_REPORT = ("b_hang.mpl:2: stopped after 3 s (--timeout) in this statement:\n"
               "> while true do\n"
               ">   x := x + 1\n"
               "> od:\n")


def spin() -> None:
    while True:
        pass


def test_a_limit_stops_the_block_and_restores_the_previous_handler():
    previous = signal.getsignal(signal.SIGALRM)
    with pytest.raises(TimeExpired) as expired:
        with time_limit(0.05) as limit:
            spin()
    assert expired.value.limit is limit
    assert signal.getsignal(signal.SIGALRM) is previous
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_nested_limits_each_raise_their_own_and_the_outer_one_goes_on():
    with pytest.raises(TimeExpired) as outer_expired:
        with time_limit(0.2) as outer:
            with pytest.raises(TimeExpired) as inner_expired:
                with time_limit(0.01) as inner:
                    spin()
            assert inner_expired.value.limit is inner
            assert signal.getitimer(signal.ITIMER_REAL)[0] > 0     # the outer one, set again
            spin()
    assert outer_expired.value.limit is outer
    # an enclosing limit that comes first expires as itself, through the inner block
    with pytest.raises(TimeExpired) as expired:
        with time_limit(0.05) as first:
            with time_limit(60):
                spin()
    assert expired.value.limit is first
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_no_limit_without_seconds():
    with time_limit(None):
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


@pytest.fixture
def worksheets(tmp_path) -> Path:
    """a_pass and c_pass match their .out files, b_hang never ends (its .out is what its first
    statement prints, so only the stop fails it)."""
    files = {"a_pass.mpl": "1+2;\n", "a_pass.out": ONE_PLUS_TWO, "b_hang.mpl": HANG,
             "b_hang.out": "> x := 0:\n", "c_pass.mpl": "1+2;\n", "c_pass.out": ONE_PLUS_TWO}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_check_stops_a_hanging_worksheet_and_goes_on(worksheets):
    serial = python("-m", "mapletape", "--check", "--timeout", "3", ".", cwd=worksheets)
    assert (serial.returncode, serial.stderr) == (1, "")
    assert serial.stdout == HANG_REPORT + "2 passed, 1 failed\n"
    parallel = python("-m", "mapletape", "--check", "--timeout", "3", "-j", "2", ".",
                      cwd=worksheets)
    assert (parallel.returncode, parallel.stdout, parallel.stderr) == (1, serial.stdout, "")


def test_update_does_not_write_a_stopped_run(worksheets, capsys, monkeypatch):
    monkeypatch.chdir(worksheets)
    assert main(["--check", "--update", "--timeout", "3", "."]) == 1
    assert capsys.readouterr().out == (HANG_REPORT + "b_hang.out not written\n"
                                       "2 unchanged, 0 written, 1 failed\n")
    assert (worksheets / "b_hang.out").read_text(encoding="utf-8") == "> x := 0:\n"


def test_a_stop_before_any_statement_says_so(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "w.mpl").write_text("1+2;\n", encoding="utf-8")
    (tmp_path / "w.out").write_text(ONE_PLUS_TWO, encoding="utf-8")
    # the limit expires while the script is being opened, before its first echo
    real_open = transcript.open_maple_text

    def slow_open(path):
        spin()
        return real_open(path)
    monkeypatch.setattr(transcript, "open_maple_text", slow_open)
    assert main(["--check", "--timeout", "0.05", "w.mpl"]) == 1
    assert capsys.readouterr().out == ("w.mpl: stopped after 0.05 s (--timeout) before any "
                                       "statement\n0 passed, 1 failed\n")


def test_a_worker_that_does_not_stop_is_ended_and_the_check_goes_on(worksheets, monkeypatch):
    # A worksheet stuck in C code never reaches its worker's own limit; here the parent's
    # wait is made shorter than that limit (20 s against 100 s) to stand for it.
    monkeypatch.setattr(transcript, "WORKER_GRACE", -80.0)
    monkeypatch.chdir(worksheets)
    out = io.StringIO()
    assert transcript.check([Path(".")], out, jobs=2, timeout=100) == 1
    assert out.getvalue() == ("b_hang.mpl: stopped after 100 s (--timeout); its worker process "
                              "did not stop by itself and was ended\n"
                              "2 passed, 1 failed\n")


def test_timeout_option(capsys):
    for text in ("0", "-1", "x", "inf", "nan"):
        with pytest.raises(SystemExit) as exit_:
            main(["--check", "--timeout", text, "y"])
        assert exit_.value.code == 2
        assert f"expected a positive number of seconds, got '{text}'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--timeout", "5", "y.mpl"])
    assert "--timeout only goes with --check" in capsys.readouterr().err


def test_plugin_timeout_flag_and_ini_option_also_under_xdist(worksheets):
    plugin = ("-m", "pytest", "-p", "mapletape.pytest_plugin", "-p", "no:cacheprovider",
              "--mapletape", "-q")
    run = python(*plugin, "--mapletape-timeout", "3", cwd=worksheets)
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout.splitlines()[-1].startswith("1 failed, 2 passed")
    assert HANG_REPORT.replace("--timeout", "--mapletape-timeout") in run.stdout
    (worksheets / "pytest.ini").write_text("[pytest]\nmapletape_timeout = 3\n", encoding="utf-8")
    run = python(*plugin, "-n", "2", cwd=worksheets)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "bringing up nodes" in run.stdout          # xdist ran them
    assert run.stdout.splitlines()[-1].startswith("1 failed, 2 passed")
    assert HANG_REPORT.replace("--timeout", "mapletape_timeout") in run.stdout
    run = python(*plugin, "--update-sessions", cwd=worksheets)
    assert run.returncode == 1, run.stdout + run.stderr
    assert HANG_REPORT.replace("--timeout", "mapletape_timeout") + "b_hang.out not written\n" \
        in run.stdout
    assert (worksheets / "b_hang.out").read_text(encoding="utf-8") == "> x := 0:\n"


def test_plugin_refuses_a_wrong_timeout(worksheets):
    run = python("-m", "pytest", "-p", "mapletape.pytest_plugin", "-p", "no:cacheprovider",
                 "--mapletape", "--mapletape-timeout", "soon", cwd=worksheets)
    assert run.returncode == 4, run.stdout + run.stderr
    assert ("--mapletape-timeout or mapletape_timeout: expected a positive number of "
            "seconds, got 'soon'") in run.stderr


# Maple's timelimit on the same mechanism. Expected wordings: Maple's timelimit help page
# ("generates the error `time expired`"; a try...catch inside the limited expression does
# not catch it, one around the call does); the invalid-input wording is Maple's usual one.
@pytest.mark.parametrize("code, shown", [
    ("timelimit(2, 1+2);", "3\n"),
    ("timelimit(1/10, proc() do od end proc());", "Error, (in timelimit) time expired\n"),
    ("try timelimit(0.1, proc() try do od catch: print(inside) end try end proc()) "
     'catch "time expired": print(outside) end try;', "outside\n"),
    # nested: whichever limit is shorter expires, reported by timelimit
    ("timelimit(1/10, timelimit(60, proc() do od end proc()));",
     "Error, (in timelimit) time expired\n"),
    ("timelimit(60, timelimit(0.1, proc() do od end proc())); 7;",
     "Error, (in timelimit) time expired\n7\n"),
    ("timelimit(0, 1);", "Error, invalid input: timelimit expects its 1st argument, t, to be "
                         "of type positive, but received 0\n"),
    ("timelimit(t, 1);", "Error, invalid input: timelimit expects its 1st argument, t, to be "
                         "of type positive, but received t\n"),
])
def test_timelimit(code, shown):
    session = Session(io.StringIO(), width=200)      # each error on one line
    session.run("interface(prettyprint=0):\n" + code)
    assert session.out.getvalue() == shown
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_a_worksheet_limit_is_not_caught_by_timelimit_or_try(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "w.mpl").write_text(
        'try timelimit(60, proc() do od end proc()) catch: print(caught) end try;\n',
        encoding="utf-8")
    (tmp_path / "w.out").write_text("", encoding="utf-8")
    assert main(["--check", "--timeout", "2", "w.mpl"]) == 1
    assert capsys.readouterr().out.startswith("w.mpl:1: stopped after 2 s (--timeout) in "
                                              "this statement:\n> try timelimit(60,")
