"""The command line end to end (design.md §3): subprocess runs of `python -m mapletape`,
only one of which imports TensorFlow."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from mapletape.session import Session
from mapletape.transcript import normalize

ROOT = Path(__file__).resolve().parent.parent
SESSIONS = ROOT / "sessions"


def mapletape(*args: str, stdin: str = "", cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TF_")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-m", "mapletape", *args], input=stdin, cwd=cwd,
                          capture_output=True, text=True, timeout=300, env=env)


def test_command_prints_a_centred_result():
    run = mapletape("-q", "-c", "1+2;")
    assert run.returncode == 0
    assert run.stdout == " " * 39 + "3\n\n"
    assert run.stderr == ""


def test_session_without_deeplearning_never_imports_tensorflow():
    # nor SymPy without a symbolic command, which imports it when it first runs
    code = ("import io, sys\n"
            "from mapletape.session import Session\n"
            "s = Session(io.StringIO())\n"
            "s.run('x := 1 + 2; f := proc(n) n^2 end proc: f(x); GradientTape();')\n"
            "print(s.out.getvalue())\n"
            "print('tensorflow' in sys.modules, 'sympy' in sys.modules)\n"
            "s.run('expand((a + 1)^2);')\n"
            "print('sympy' in sys.modules)\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "GradientTape()" in run.stdout
    assert run.stdout.strip().endswith("False False\nTrue")


def test_both_seeds_print_their_transcripts_and_tensorflow_stays_silent():
    run = mapletape("gradienttape.mpl", "jacobian.mpl", cwd=SESSIONS)
    expected = (SESSIONS / "gradienttape.out").read_text() + (SESSIONS / "jacobian.out").read_text()
    assert run.returncode == 0
    assert normalize(run.stdout) == normalize(expected)
    assert run.stderr == ""
    assert "[6., 10.]" not in run.stdout      # Tensors display as boxes, values via convert


def test_gradient_and_jacobian_values():
    script = ("with(DeepLearning): x := Constant([3.0, 5.0]): tape := GradientTape():\n"
              "Enter(tape): tape:-Watch(x): y := x^2: Exit(tape):\n"
              "convert(tape:-Gradient(y, x), list);\n"
              "t2 := GradientTape(): Enter(t2): z := Constant([1.0, 2.0]): t2:-Watch(z):\n"
              "J := t2:-Jacobian(z^2, z): Exit(t2): convert(J, list);\n")
    out = io.StringIO()
    Session(out).run(script)
    lines = [line.strip() for line in out.getvalue().splitlines() if line.strip()]
    assert lines == ["[6., 10.]", "[[2., 0.], [0., 4.]]"]


def test_syntax_error_locates_the_fault_and_stops_the_file(tmp_path):
    script = tmp_path / "bad.mpl"
    script.write_text("a := 1;\nb := 1 + -3;\nc := 3;\n")
    run = mapletape(str(script))
    assert run.returncode == 2
    assert run.stdout.splitlines()[-5:] == [
        "> b := 1 + -3;",
        "on line 2, syntax error, `-` unexpected:",
        "b := 1 + -3;",
        "         ^",
        f"Error, while reading `{script}`",
    ]
    assert "c := 3" not in run.stdout
    assert "Traceback" not in run.stdout + run.stderr


def test_runtime_error_names_the_procedure_and_the_script_goes_on():
    script = ("f := proc(x) error \"bad value %1\", x end proc:\n"
              "f(7);\n"
              "1/0;\n"
              "ok := 5;\n")
    run = mapletape("-q", stdin=script)
    assert run.returncode == 0
    lines = [line.strip() for line in run.stdout.splitlines() if line.strip()]
    assert lines == ["Error, (in f) bad value 7", "Error, numeric exception: division by zero", "ok := 5"]


def test_errorbreak_two_stops_at_the_first_error_with_status_four():
    run = mapletape("-q", "-e", "2", stdin="1/0;\n2;\n")
    assert run.returncode == 4
    assert run.stdout.strip() == "Error, numeric exception: division by zero"


def test_quit_sets_the_exit_status():
    run = mapletape("-q", stdin="1;\n`quit`(3);\n2;\n")
    assert run.returncode == 3
    assert run.stdout.split() == ["1"]


def test_width_option_centres_on_the_given_width():
    run = mapletape("-q", "--width", "21", "-c", "x := 12345;")
    assert run.stdout.splitlines()[0] == "     x := 12345"


def test_unfinished_statement_at_end_of_file_exits_two():
    run = mapletape("-q", stdin="y := 1;\nf := proc(x)\n    x^2;\n")
    assert run.returncode == 2
    assert run.stdout.splitlines()[-3:] == ["Error, unexpected end of input:", "    x^2;", "       ^"]


def test_a_reader_that_stops_early_gets_no_traceback():
    script = "for i to 3000 do i end do;\n"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run(f"{sys.executable} -m mapletape -q | head -n 1", shell=True, input=script,
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert run.stdout.strip() == "1"
    assert "Traceback" not in run.stderr and "BrokenPipe" not in run.stderr


def test_read_of_a_fifo_or_dev_zero_is_refused_at_once(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)        # no writer: a plain open would wait forever (the run's timeout)
    run = mapletape("-q", "--width", "200", "-c", f'read "{fifo}"; read "/dev/zero"; 1 + 1;')
    assert run.stdout.splitlines()[:2] == [
        f"Error, (in read) unable to read `{fifo}`: not a regular file",
        "Error, (in read) unable to read `/dev/zero`: not a regular file"]
    assert run.stdout.split()[-1] == "2"
    assert run.stderr == ""


def test_restricted_mode_refuses_read_in_scripts_and_commands(tmp_path):
    (tmp_path / "helper.mpl").write_text("x := 5;\n")
    (tmp_path / "main.mpl").write_text('read "helper.mpl";\nx;\n')
    refusal = "Error, (in read) permission denied in restricted mode"
    for flag in ("-z", "--restricted"):
        run = mapletape(flag, "-q", "-c", 'read "helper.mpl";', "main.mpl", cwd=tmp_path)
        assert run.returncode == 0
        assert run.stdout.splitlines() == [refusal, refusal, " " * 39 + "x", ""]
        assert run.stderr == ""
    assert mapletape("-q", "main.mpl", cwd=tmp_path).stdout.split() == ["x", ":=", "5", "5"]
