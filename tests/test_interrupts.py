"""Stops inside TensorFlow (issue 31): a loop that records on a GradientTape spends most of
its time in TensorFlow's Python code, where a KeyboardInterrupt or TimeExpired raised by a
signal handler used to be lost (TensorFlow's C++ drops what a Variable's `handle` property
raises). Each front end is driven as its user drives it: Ctrl-C on a script run and at the
REPL, `--check --timeout`, the pytest plugin's --mapletape-timeout, Maple's timelimit and
the notebook's interrupt, each stop sent at staggered moments of the loop, in as few
processes as can be (TensorFlow's import costs seconds in each). A run must end within a
generous bound: that is the check that no stop was lost, not a timing test."""
from __future__ import annotations

import io
import os
import random
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path

import pytest

from mapletape import timelimit
from mapletape.session import Session
from mapletape.timelimit import PENDING, TimeExpired, time_limit

ROOT = Path(__file__).resolve().parent.parent
HANG = 10       # seconds for a stopped statement to end: past it, the stop was lost
SETUP = ("with(DeepLearning): v := Variable([1.0, 2.0]): "
         "tape := GradientTape(persistent = true): Enter(tape):")
LOOP = "for i to 10^7 do y := v*v; tape:-Watch(v) end do:"    # minutes, if not stopped
STAGGER = (0.0, 0.05, 0.13, 0.3, 0.6)       # seconds into the loop the stops are sent
INTERRUPTED = "Warning, computation interrupted"


def environment() -> dict[str, str]:
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    return dict(os.environ, PYTHONPATH=path)


def mapletape(*args: str, cwd: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", *args], cwd=cwd, env=environment(), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


# ---------------------------------------------------------------- the mechanism, in-process
@pytest.fixture
def tensorflow_code(tmp_path, monkeypatch):
    """Code that counts as TensorFlow's (its file is in the folder of a stand-in tf_keras
    module): `call(f)` calls f and drops whatever f raises, as TensorFlow's C++ drops what
    a Variable's `handle` raises; `run(f)` calls f, as Keras's Python loops do."""
    folder = tmp_path / "tf_keras"
    folder.mkdir()
    module = types.ModuleType("tf_keras")
    module.__file__ = str(folder / "__init__.py")
    monkeypatch.setitem(sys.modules, "tf_keras", module)
    namespace: dict = {}
    exec(compile("def call(f):\n    try:\n        f()\n    except BaseException:\n        pass\n"
                 "def run(f):\n    f()\n", str(folder / "ops.py"), "exec"), namespace)
    yield namespace
    PENDING.clear()


def interrupted_here() -> None:
    """What SIGINT does where this is called."""
    timelimit.interrupt(signal.SIGINT, sys._getframe())


@pytest.fixture
def another_profiler():
    """A profiler of someone else's in place, which leaves the stops no room for their hook."""
    sys.setprofile(lambda frame, event, arg: None)
    yield
    sys.setprofile(None)


def test_a_stop_inside_tensorflow_comes_at_the_first_call_outside(tensorflow_code):
    after = []
    with pytest.raises(KeyboardInterrupt):
        tensorflow_code["call"](interrupted_here)     # not raised there, where it would be lost
        after.append("run")
    assert (after, PENDING, sys.getprofile()) == ([], [], None)
    with pytest.raises(KeyboardInterrupt):
        timelimit.interrupt(signal.SIGINT, None)     # no frame at all: at once


def test_a_stop_waits_through_code_that_tensorflow_calls(tensorflow_code):
    """Called from TensorFlow two levels down (as an isinstance check calls the standard
    library's abc code), a raise would still reach TensorFlow first."""
    def deeper():
        interrupted_here()
    after = []
    with pytest.raises(KeyboardInterrupt):
        tensorflow_code["call"](lambda: deeper())
        after.append("run")     # (the stop comes here, before the with's own exit)
    assert (after, PENDING) == ([], [])


def test_a_stop_that_finds_no_clear_point_comes_after_patience(tensorflow_code):
    """A long Keras fit: all of its frames are under Keras's; the stop comes after
    PATIENCE in a frame that Keras's own code did not call."""
    def spin():
        interrupted_here()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            pass
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        tensorflow_code["run"](lambda: spin())
    assert timelimit.PATIENCE <= time.monotonic() - started < 5


def test_a_waiting_stop_comes_at_the_next_loop_or_statement_boundary(tensorflow_code, another_profiler):
    session = Session(io.StringIO())
    tensorflow_code["call"](interrupted_here)
    with pytest.raises(KeyboardInterrupt):
        session.run("for i to 10 do x := i end do:")
    tensorflow_code["call"](interrupted_here)
    with pytest.raises(KeyboardInterrupt):
        session.run("y := 5:")
    session.run("x, y;")
    assert session.out.getvalue().split() == ["1,", "5"]


def test_an_expiry_in_tensorflow_s_last_call_comes_as_its_block_ends(tensorflow_code, another_profiler):
    with pytest.raises(TimeExpired) as expired:
        with time_limit(60) as limit:
            tensorflow_code["call"](lambda: timelimit.stop(TimeExpired(limit), sys._getframe()))
    assert expired.value.limit is limit
    # a waiting interrupt stays: it stops more than the limit does
    tensorflow_code["call"](interrupted_here)
    tensorflow_code["call"](lambda: timelimit.stop(TimeExpired(None), sys._getframe()))
    assert [type(stop) for stop in PENDING] == [KeyboardInterrupt]


def test_ctrl_c_always_stops_a_recording_tape_in_process():
    """Thirty SIGINTs at random moments of the loop, in this process; the loop, of seconds,
    ends unstopped when one is lost."""
    session = Session(io.StringIO())
    session.run(f"{SETUP} {LOOP.replace('10^7', '2')}")
    previous = signal.signal(signal.SIGINT, timelimit.interrupt)
    try:
        for _ in range(30):
            timer = threading.Timer(random.uniform(0.01, 0.05), os.kill, (os.getpid(), signal.SIGINT))
            timer.start()
            with pytest.raises(KeyboardInterrupt):
                session.run(LOOP.replace("10^7", "10^5"))
            timer.join()
    finally:
        signal.signal(signal.SIGINT, previous)


def test_ctrl_c_stops_a_long_keras_fit_in_process():
    """Fit's frames are all under Keras's: the stop comes after PATIENCE, in Keras's loop."""
    session = Session(io.StringIO())
    session.run("with(DeepLearning): X := Matrix([[0.0, 0.1], [1.0, 1.1]]): Y := [0, 1]:\n"
                "model := Sequential([DenseLayer(3, activation = softmax, inputshape = [2])]):\n"
                'model:-Compile(optimizer = Optimizer(Adam(0.05)), loss = "sparse_categorical_crossentropy"):')
    previous = signal.signal(signal.SIGINT, timelimit.interrupt)
    try:
        timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
        timer.start()
        started = time.monotonic()
        with pytest.raises(KeyboardInterrupt):        # ten thousand epochs: minutes
            session.run("model:-Fit(X, Y, epochs = 10000, batchsize = 1):")
        assert time.monotonic() - started < HANG
        timer.join()
    finally:
        signal.signal(signal.SIGINT, previous)


# ---------------------------------------------------------------- mapletape FILE, timelimit
def script(run: int) -> str:
    """The loop, first twice under timelimit for lengths that differ from run to run, then
    on its own, for Ctrl-C."""
    return (f"{SETUP}\n"
            "spin := proc() local i, y; for i to 10^7 do y := v*v; tape:-Watch(v) end do end proc:\n"
            "for k to 2 do\n"
            f"  try timelimit(0.1*k + 0.03*{run}, spin())\n"
            '  catch "time expired": printf("expired %d\\n", k) end try\n'
            "end do:\n"
            f"{LOOP}\n"
            'printf("not interrupted\\n");\n')


def interrupt_in_the_loop(process: subprocess.Popen, delay: float, results: dict, run: int) -> None:
    """Send Ctrl-C `delay` seconds after the loop's echo; then what the run printed and
    its status. Nothing when the run is ended from outside first (a time limit lost)."""
    lines = []
    for line in process.stdout:
        lines.append(line)
        if line.startswith("> for i to"):
            break
    else:
        return
    time.sleep(delay)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate()
    results[run] = ("".join(lines) + out, err, process.returncode)


def test_ctrl_c_and_timelimit_stop_a_script_inside_tensorflow(tmp_path):
    """Two runs at once (a run ends at its Ctrl-C, and each run costs TensorFlow's import:
    the REPL's test below takes the five moments in one process), each after two time
    limits of lengths of its own."""
    delays = STAGGER[1::3]
    processes = []
    for run in range(len(delays)):
        path = tmp_path / f"tape{run}.mpl"
        path.write_text(script(run), encoding="utf-8")
        processes.append(mapletape("mapletape", path.name, cwd=tmp_path))
    results: dict = {}
    threads = [threading.Thread(target=interrupt_in_the_loop, args=(p, delay, results, run))
               for run, (p, delay) in enumerate(zip(processes, delays))]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 60        # TensorFlow's import on a busy machine, then HANG
    for thread, process in zip(threads, processes):
        thread.join(max(0.0, deadline - time.monotonic()))
        process.kill()                      # a run still going: a stop was lost
        thread.join()
    for run, delay in enumerate(delays):
        assert run in results, f"run {run}: a time limit was lost"
        out, err, status = results[run]
        assert (status, err) == (130, ""), f"run {run}: Ctrl-C {delay} s into the loop was lost"
        assert "expired 1\nexpired 2\n" in out
        assert out.endswith(f"> {LOOP}\n{INTERRUPTED}\n")


# ---------------------------------------------------------------- the REPL
# printed once the loop's input runs; its echo (`cat("loo", "ping")`) does not hold the word
LOOPING = 'printf("%s\\n", cat("loo", "ping"));'


def test_ctrl_c_stops_the_loop_at_the_repl_every_time(tmp_path):
    """One REPL, interrupted at each moment of STAGGER; the session goes on."""
    pexpect = pytest.importorskip("pexpect")
    env = dict(environment(), NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
               XDG_DATA_HOME=str(tmp_path))
    child = pexpect.spawn(sys.executable, ["-m", "mapletape"], cwd=str(tmp_path), env=env,
                          encoding="utf-8", dimensions=(40, 200), timeout=120)
    prompt = r"\x1b\[\?2004h[^>]*>"      # as tests/test_repl_pty.py recognises it
    try:
        child.expect(prompt)
        child.send(SETUP + "\r")
        for delay in STAGGER:
            child.expect(prompt)
            child.send(f"{LOOPING} {LOOP}\r")
            child.expect_exact("looping")
            time.sleep(delay)
            child.sendintr()
            child.expect_exact(INTERRUPTED, timeout=HANG)
        child.expect(prompt)
        child.send('printf("%d\\n", 1 + 1);\r')
        child.expect_exact("2\r\n")
        child.expect(prompt)
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0


# ---------------------------------------------------------------- --check and the pytest plugin
LIMIT = 1           # seconds: --timeout, --mapletape-timeout
LOADERS = 30        # worksheets that wait for TensorFlow's import, LIMIT seconds each at most
# (30: a loaded 2-core CI machine took over 11 s to import it; a loader passes at once once
# the import is done, so more of them cost nothing on a quiet machine)


@pytest.fixture(scope="module")
def tensorflow_warm() -> None:
    """TensorFlow imported once in a process of its own: the first import from a new
    virtual environment also compiles its bytecode and reads it from disk, many seconds
    more than the loaders below absorb on a busy machine (seen in a fresh clone)."""
    subprocess.run([sys.executable, "-c", "import tensorflow"], env=environment(),
                   capture_output=True, timeout=600, check=True)


@pytest.fixture
def worksheets(tmp_path, tensorflow_warm) -> Path:
    """a1-a8 load TensorFlow (each passes at once, or is stopped while TensorFlow loads on
    a busy machine: the next goes on waiting for the same import), so that b1-b3 meet their
    limit in the loop; they never end, each after a preamble of its own length."""
    for n in range(1, LOADERS + 1):
        (tmp_path / f"a{n}.mpl").write_text("with(DeepLearning): Constant([1.0]):\n")
        (tmp_path / f"a{n}.out").write_text("> with(DeepLearning): Constant([1.0]):\n")
    for n in range(1, 4):
        (tmp_path / f"b{n}.mpl").write_text(f"{SETUP}\nfor j to {300 * n} do od:\n{LOOP}\n")
        (tmp_path / f"b{n}.out").write_text(f"> {SETUP}\n")
    return tmp_path


def stopped(name: str, option: str) -> str:
    return f"{name}.mpl:3: stopped after {LIMIT} s ({option}) in this statement:\n> {LOOP}\n"


def finished(process: subprocess.Popen, stops: int) -> tuple[str, str]:
    """Its output once it ends, after the import and `stops` stops each within HANG
    seconds (else the test fails: a stop was lost)."""
    bound = LOADERS * LIMIT + stops * (LIMIT + HANG)
    try:
        return process.communicate(timeout=bound)
    except subprocess.TimeoutExpired:
        process.kill()
        out, _ = process.communicate()
        pytest.fail(f"still running after {bound} s, a stop lost:\n{out}")


def test_check_timeout_stops_worksheets_inside_tensorflow(worksheets):
    out, err = finished(mapletape("mapletape", "--check", "--timeout", str(LIMIT), ".",
                                  cwd=worksheets), 3)
    assert err == ""
    for name in ("b1", "b2", "b3"):
        assert stopped(name, "--timeout") in out
    assert out.endswith(" failed\n")


def test_plugin_timeout_stops_worksheets_inside_tensorflow(worksheets):
    (worksheets / "b3.mpl").unlink()           # two suffice: the mechanism is --check's
    out, err = finished(mapletape("pytest", "-p", "mapletape.pytest_plugin", "-p", "no:cacheprovider",
                                  "--mapletape", "-q", "--mapletape-timeout", str(LIMIT),
                                  cwd=worksheets), 2)
    for name in ("b1", "b2"):
        assert stopped(name, "--mapletape-timeout") in out, out + err


# ---------------------------------------------------------------- the Jupyter kernel
def test_the_notebook_interrupt_stops_the_loop_every_time(tmp_path, monkeypatch):
    """One kernel (registered in a temporary Jupyter folder, as tests/test_kernel.py does),
    interrupted in four cells; the session goes on."""
    from jupyter_client.manager import start_new_kernel
    for variable, folder in [("JUPYTER_PATH", "prefix/share/jupyter"), ("JUPYTER_DATA_DIR", "data"),
                             ("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                             ("IPYTHONDIR", "ipython")]:
        monkeypatch.setenv(variable, str(tmp_path / folder))
    monkeypatch.setenv("PYTHONPATH", environment()["PYTHONPATH"])
    subprocess.run([sys.executable, "-m", "mapletape.kernel", "install", "--prefix",
                    str(tmp_path / "prefix")], check=True, capture_output=True, timeout=120)
    manager, client = start_new_kernel(kernel_name="mapletape", startup_timeout=120)

    def reply(msg_id: str, timeout: float) -> dict:
        while True:         # queue.Empty after `timeout` seconds without a message
            msg = client.get_shell_msg(timeout=timeout)
            if msg["parent_header"].get("msg_id") == msg_id:
                return msg["content"]
    try:
        assert reply(client.execute(SETUP), 120)["status"] == "ok"
        for delay in STAGGER[:4]:
            # an interrupted cell's reply is an error, and after an error ipykernel aborts
            # (reply "aborted", nothing run) the requests that come while it aborts, as a
            # notebook's "Run All" stops: not here, where the next cell follows at once
            msg_id = client.execute(f'printf("looping\\n");\n{LOOP}', stop_on_error=False)
            while True:          # printf's text shows while the loop runs
                msg = client.get_iopub_msg(timeout=120)
                if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "stream":
                    break
            time.sleep(delay)
            manager.interrupt_kernel()
            content = reply(msg_id, HANG)
            assert (content["status"], content["ename"]) == ("error", "Interrupt")
        assert reply(client.execute("1 + 1;"), 120)["status"] == "ok"
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
