"""Golden tests at scale, in subprocesses: `mapletape --check -j N` (worker processes, reports
in the scripts' order, the serial exit codes, restricted mode, SIGTERM and SIGHUP) and the
pytest plugin under pytest-xdist (`-n 2`). The worksheets are cheap: none imports TensorFlow."""
from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from mapletape import transcript
from mapletape.cli import main, parser

ROOT = Path(__file__).resolve().parent.parent
# What Maple's text-mode program prints for `1+2;`: the echo, the result centred in 79
# columns, a blank line.
ONE_PLUS_TWO = "> 1+2;\n" + " " * 39 + "3\n\n"
# what `mapletape -z reads.mpl` prints: the refusal, then x unassigned
RESTRICTED_OUT = ('> read "helper.txt";\n'
                  "Error, (in read) permission denied in restricted mode\n"
                  "> x;\n" + " " * 39 + "x\n\n")


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def python(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=300, env=environment())


@pytest.fixture
def worksheets(tmp_path) -> Path:
    """a_pass matches its .out, b_fail does not, c_new has none, d/e_pass is in a subfolder,
    f_reads reads a helper and its .out is what restricted mode prints."""
    files = {"a_pass.mpl": "1+2;\n", "a_pass.out": ONE_PLUS_TWO,
             "b_fail.mpl": "1+2;\n", "b_fail.out": ONE_PLUS_TWO.replace("3\n", "4\n"),
             "c_new.mpl": "1+2;\n",
             "d/e_pass.mpl": "1+2;\n", "d/e_pass.out": ONE_PLUS_TWO,
             "f_reads.mpl": 'read "helper.txt";\nx;\n', "helper.txt": "x := 5:\n",
             "f_reads.out": RESTRICTED_OUT}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_parallel_check_reports_as_the_serial_one_does(worksheets):
    serial = python("-m", "mapletape", "--check", ".", cwd=worksheets)
    parallel = python("-m", "mapletape", "--check", "-j", "2", ".", cwd=worksheets)
    assert (parallel.returncode, parallel.stderr) == (1, "")
    assert parallel.stdout == serial.stdout
    # in the scripts' order, whichever worker finished first
    assert [line for line in parallel.stdout.splitlines() if line.startswith(tuple("abcdef"))] == [
        "b_fail.mpl:1: the output differs from b_fail.out first at this statement:",
        "c_new.mpl: no c_new.out beside it; run `mapletape --check --update c_new.mpl` to "
        "create it from the current output, then read it",
        "f_reads.mpl:1: the output differs from f_reads.out first at this statement:"]
    assert parallel.stdout.endswith("\n2 passed, 3 failed\n")


def test_parallel_check_runs_the_worksheets_in_worker_processes(worksheets, monkeypatch):
    # the serial comparison above would pass as well if -j ran everything here
    monkeypatch.chdir(worksheets)
    monkeypatch.setattr(transcript, "run_script",
                        lambda *_, **__: pytest.fail("a worksheet ran in the parent process"))
    out = io.StringIO()
    assert transcript.check([Path("a_pass.mpl"), Path("d")], out, jobs=2) == 0
    assert out.getvalue() == "2 passed, 0 failed\n"


def test_parallel_check_in_restricted_mode_and_parallel_update(worksheets):
    (worksheets / "b_fail.mpl").unlink()
    (worksheets / "c_new.mpl").unlink()
    run = python("-m", "mapletape", "--check", "-z", "-j", "2", ".", cwd=worksheets)
    assert (run.returncode, run.stdout, run.stderr) == (0, "3 passed, 0 failed\n", "")
    (worksheets / "a_pass.out").write_text("stale\n", encoding="utf-8")
    (worksheets / "g_broken.mpl").write_text("1+2;\n2+;\n", encoding="utf-8")
    run = python("-m", "mapletape", "--check", "--update", "-z", "-j", "0", ".", cwd=worksheets)
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout == ("updated a_pass.out\n"
                          "created g_broken.out\n"
                          "Warning, g_broken.mpl stopped at a syntax error on line 2; "
                          "g_broken.out records the run up to it\n"
                          "2 unchanged, 2 written\n")
    assert (worksheets / "a_pass.out").read_text(encoding="utf-8") == ONE_PLUS_TWO


# ------------------------------------------------------------------ SIGTERM and SIGHUP
SPIN = "while true do od:\n"
needs_proc = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="reads /proc")


def state_and_parent(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent's pid from /proc, None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    state, parent = text[text.rindex(")") + 2:].split()[:2]      # the name may hold spaces
    return state, int(parent)


def alive(pid: int) -> bool:
    found = state_and_parent(pid)
    return found is not None and found[0] != "Z"


def workers(parent: int) -> list[int]:
    """The pids of the worker processes of a --check -j (multiprocessing's spawned children)."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit() and (state_and_parent(int(name)) or ("", 0))[1] == parent:
            try:
                if b"spawn_main" in Path(f"/proc/{name}/cmdline").read_bytes():
                    found.append(int(name))
            except OSError:
                pass
    return found


def open_files(pid: int) -> set[Path]:
    paths = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            paths.add(Path(os.readlink(f"/proc/{pid}/fd/{fd}")))
    except OSError:
        pass
    return paths


@contextmanager
def bounded(check: subprocess.Popen, seconds: float = 120) -> Iterator[list[int]]:
    """Yields a list for the pids of the check's workers. The check and those workers are
    killed if they still run after `seconds` (nothing in the block waits forever: reads
    see the end of the output, polls the check's end), and in any case when the block ends."""
    workers: list[int] = []

    def kill() -> None:
        check.kill()
        for pid in workers:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
    watchdog = threading.Timer(seconds, kill)
    watchdog.start()
    try:
        yield workers
    finally:
        watchdog.cancel()
        kill()
        check.wait()


def wait_until(check: subprocess.Popen, condition) -> None:
    while not condition():
        assert check.poll() is None, check.communicate()
        time.sleep(0.05)


@needs_proc
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_ends_a_parallel_check_and_its_workers(tmp_path, signum):
    (tmp_path / "a_quick.mpl").write_text("1+2;\n")
    spinning = {tmp_path / "b_spin.mpl", tmp_path / "c_spin.mpl"}
    for script in spinning:
        script.write_text(SPIN)
    check = subprocess.Popen(
        [sys.executable, "-m", "mapletape", "--check", "--update", "-j", "2", "."], cwd=tmp_path,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment())
    with bounded(check) as running:
        assert check.stdout.readline() == "created a_quick.out\n"
        # each worker is in the middle of a worksheet that never ends, which it holds open
        wait_until(check, lambda: spinning <= set().union(*map(open_files, workers(check.pid))))
        running += workers(check.pid)
        check.send_signal(signum)
        check.wait()
        assert len(running) == 2 and not [pid for pid in running if alive(pid)]
        out, err = check.communicate()     # the end of the output: no one holds the pipe
    assert (check.returncode, out, err) == (128 + signum, "", "")
    assert (tmp_path / "a_quick.out").read_text() == ONE_PLUS_TWO
    assert sorted(p.name for p in tmp_path.iterdir()) == [          # no temporary file
        "a_quick.mpl", "a_quick.out", "b_spin.mpl", "c_spin.mpl"]


# a loop inside a recording GradientTape: TensorFlow calls Python back there and drops what
# the callback raises (timelimit.py), so the ending must be raised where it cannot be lost
SPIN_ON_TAPE = ("with(DeepLearning): v := Variable([1.0, 2.0]): "
                "tape := GradientTape(persistent = true): Enter(tape): "
                "while true do y := v*v; tape:-Watch(v) od:\n")


@needs_proc
@pytest.mark.parametrize("program", [SPIN, SPIN_ON_TAPE], ids=["loop", "loop_on_a_tape"])
def test_sigterm_ends_a_serial_check_with_128_plus_its_number(tmp_path, program):
    spin = tmp_path / "spin.mpl"
    spin.write_text(program)
    check = subprocess.Popen([sys.executable, "-m", "mapletape", "--check", "spin.mpl"],
                             cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=environment())
    with bounded(check):
        wait_until(check, lambda: spin in open_files(check.pid))
        if program is SPIN_ON_TAPE:          # into the loop: TensorFlow loaded, then a moment
            wait_until(check, lambda: "tensorflow" in Path(f"/proc/{check.pid}/maps").read_text())
            time.sleep(1.0)
        check.send_signal(signal.SIGTERM)
        out, err = check.communicate()
    assert (check.returncode, out, err) == (128 + signal.SIGTERM, "", "")


def test_an_ignored_sighup_stays_ignored(tmp_path, monkeypatch):
    # nohup's: a closed terminal must not end the check
    seen = []
    monkeypatch.setattr(transcript, "check", lambda *_, **__: seen.append(
        (signal.getsignal(signal.SIGHUP), signal.getsignal(signal.SIGTERM))) or 0)
    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        assert main(["--check", str(tmp_path)]) == 0
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, previous)
    assert seen[0][0] is signal.SIG_IGN and seen[0][1] not in (signal.SIG_DFL, signal.SIG_IGN)


def test_jobs_option(capsys):
    assert parser().parse_args(["--check", "-j", "3", "x"]).jobs == 3
    assert parser().parse_args(["--check", "-j", "auto", "x"]).jobs == os.cpu_count()
    assert parser().parse_args(["--check", "-j", "0", "x"]).jobs == os.cpu_count()
    for argv in (["--check", "-j", "x", "y"], ["--check", "-j", "-1", "y"]):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
        # 0 is valid: the message must not ask for a positive integer
        assert f"expected a number of processes, 0 or auto, got '{argv[2]}'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        main(["-j", "2", "y.mpl"])
    assert exit_.value.code == 2
    assert "-j only goes with --check" in capsys.readouterr().err


def test_plugin_under_xdist(worksheets):
    run = python("-m", "pytest", "-p", "mapletape.pytest_plugin", "-p", "no:cacheprovider",
                 "--mapletape", "--mapletape-restricted", "-n", "2", "-q", cwd=worksheets)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "2 failed, 3 passed" in run.stdout.splitlines()[-1]
    assert "bringing up nodes" in run.stdout          # xdist ran them
    assert "b_fail.mpl:1: the output differs from b_fail.out first at this statement:" in run.stdout
    assert "c_new.mpl: no c_new.out beside it" in run.stdout


def test_plugin_update_under_xdist_lists_every_worker_s_rewrites(worksheets):
    (worksheets / "g_broken.mpl").write_text("1+2;\n2+;\n", encoding="utf-8")
    run = python("-m", "pytest", "-p", "mapletape.pytest_plugin", "-p", "no:cacheprovider",
                 "--update-sessions", "--mapletape-restricted", "-n", "2", "-q", cwd=worksheets)
    assert run.returncode == 0, run.stdout + run.stderr
    out = run.stdout
    summary = out[out.index("mapletape: rewritten .out files"):]
    assert sorted(line for line in summary.splitlines() if line.endswith(".out")) == [
        "b_fail.out", "c_new.out", "g_broken.out"]
    assert ("Warning, g_broken.mpl stopped at a syntax error on line 2; "
            "g_broken.out records the run up to it") in out
