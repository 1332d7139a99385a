"""The REPL on a real pseudo-terminal: one `python -m mapletape` process (TensorFlow's import
is slow) survives Ctrl-C while TensorFlow loads, runs the first seed statement by statement,
survives Ctrl-C during a long loop, and quits with status 0."""
from __future__ import annotations

import io
import os
import re
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "sessions" / "gradienttape"


def seed_steps() -> list[tuple[str, list[str]]]:
    """(statement, its non-blank output lines) for each statement of the seed transcript."""
    steps: list[tuple[str, list[str]]] = []
    for line in SEED.with_suffix(".out").read_text(encoding="utf-8").splitlines():
        if line.startswith("> "):
            steps.append((line[2:], []))
        elif line.strip():
            steps[-1][1].append(line.strip())
    return steps


def expect_line(child, line: str) -> None:
    """Object addresses differ from run to run (design.md §3)."""
    child.expect(re.sub(r"0x[0-9a-f]+", "0x[0-9a-f]+", re.escape(line)))


def expect_prompt(child) -> None:
    """prompt-toolkit draws the prompt with cursor movements after turning on bracketed
    paste, so the prompt is recognised as that switch followed by its `>`."""
    child.expect(r"\x1b\[\?2004h[^>]*>")


def test_seed_interrupt_and_quit_on_a_terminal(tmp_path):
    env = dict(os.environ, NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
               XDG_DATA_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    child = pexpect.spawn(sys.executable, ["-m", "mapletape"], cwd=str(ROOT), env=env,
                          encoding="utf-8", dimensions=(40, 160), timeout=120)
    try:
        child.expect("Ctrl-D to leave")
        expect_prompt(child)
        child.send("DeepLearning:-Constant(1.0):\r")     # waits for TensorFlow's import
        time.sleep(1.0)
        child.sendintr()
        child.expect_exact("Warning, computation interrupted")

        for statement, output in seed_steps():
            expect_prompt(child)
            child.send(statement + "\r")
            for line in output:
                expect_line(child, line)

        expect_prompt(child)
        child.send("for i to 10^9 do od;\r")
        time.sleep(1.5)                    # let the loop get going before interrupting it
        child.sendintr()
        child.expect_exact("Warning, computation interrupted")

        expect_prompt(child)
        child.send("evalb(i > 1), convert(grad, list);\r")
        child.expect_exact("true, [6., 10.]")

        expect_prompt(child)
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0, child.before
    assert "+x := Constant([3.0, 5.0]);" in (tmp_path / "mapletape" / "history").read_text()


def test_prompt_on_stderr_survives_tensorflow_s_import(tmp_path):
    """With stdout redirected the REPL draws on stderr, which TensorFlow's import closes to
    its C++ logs for a while (deeplearning/tf.py): the REPL keeps a descriptor of its own,
    so what is typed during the import still shows."""
    env = dict(os.environ, NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
               XDG_DATA_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    results = tmp_path / "results.txt"
    child = pexpect.spawn("/bin/sh", ["-c", f'exec "{sys.executable}" -m mapletape > "{results}"'],
                          cwd=str(ROOT), env=env, encoding="utf-8", dimensions=(40, 160),
                          timeout=120)
    child.logfile_read = terminal = io.StringIO()
    try:
        expect_prompt(child)
        time.sleep(1.0)          # idle: TensorFlow's import has started behind the prompt
        child.send("1+2;")
        time.sleep(0.3)
        child.send("\r")
        for _ in range(600):     # the result reaches the file once the statement has run
            if results.read_text().endswith(" " * 39 + "3\n\n"):
                break
            time.sleep(0.1)
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0, child.before
    assert results.read_text().endswith(" " * 39 + "3\n\n")
    assert "> 1+2;" in terminal.getvalue()


def test_keys_typed_ahead_show_once_and_ctrl_d_is_kept(tmp_path):
    """Issue 30: keys typed while a statement runs (here while TensorFlow loads) were shown
    twice, by the terminal's echo and again at the next prompt, and a Ctrl-D typed ahead was
    lost to the terminal's line mode; Tab after an object's `:-` offers its methods."""
    env = dict(os.environ, NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
               XDG_DATA_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    child = pexpect.spawn(sys.executable, ["-m", "mapletape"], cwd=str(ROOT), env=env,
                          encoding="utf-8", dimensions=(40, 160), timeout=120)
    try:
        expect_prompt(child)
        child.send("with(DeepLearning): m := Sequential([DenseLayer(1, inputshape = [1])]):\r")
        time.sleep(1.0)                    # TensorFlow is loading: type ahead
        child.send("41+1;\r")
        expect_prompt(child)
        assert "41+1" not in child.before  # no echo of the terminal's while it ran
        child.expect_exact("42")           # run at the prompt after

        expect_prompt(child)
        child.send("m:-\t")
        child.expect_exact("Compile")
        child.sendintr()                   # clears the input

        expect_prompt(child)
        child.send("for i to 10^7 do od:\r")
        time.sleep(1.0)
        child.send("\x04")                 # Ctrl-D while the loop runs: leave after it
        child.expect(pexpect.EOF, timeout=300)
    finally:
        child.close()
    assert child.exitstatus == 0, child.before
