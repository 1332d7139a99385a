"""The fast exit of a run that imported TensorFlow (cli.command): exit statuses, output and
a reader that stops early behave as in a run that never imports it."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from mapletape.session import Session

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = "with(DeepLearning):\nx := Constant([1.0, 2.0]);\nlprint(x);\n"


def shell(command: str, stdin: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TF_")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(command, shell=True, input=stdin, cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env=env)


def test_a_deeplearning_script_keeps_its_output_and_quit_status():
    run = shell(f"{sys.executable} -m mapletape -q", SCRIPT + "`quit`(3);\n2;\n")
    expected = Session(io.StringIO())
    expected.run(SCRIPT)
    assert run.returncode == 3
    assert run.stdout == expected.out.getvalue()
    assert run.stderr == ""      # no `loading TensorFlow...` and no teardown noise


def test_a_deeplearning_script_under_errorbreak_two_exits_four():
    run = shell(f"{sys.executable} -m mapletape -q -e 2", SCRIPT + "1/0;\n2;\n")
    assert run.returncode == 4
    assert run.stdout.splitlines()[-1] == "Error, numeric exception: division by zero"


def test_a_reader_that_stops_early_gets_no_traceback_after_tensorflow():
    run = shell(f"{sys.executable} -m mapletape -q | head -n 1",
                "DeepLearning:-Constant([1.0]):\nfor i to 3000 do i end do;\n")
    assert run.stdout.strip() == "1"
    assert "Traceback" not in run.stderr and "BrokenPipe" not in run.stderr
