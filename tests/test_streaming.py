"""Scripts run as they are read (a pipe shows results before it is closed), a syntax
error keeps what ran before it, and deep or long inputs stay within reach."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from mapletape.session import Session

ROOT = Path(__file__).resolve().parent.parent


def test_a_script_through_a_pipe_prints_before_the_writer_closes_it():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "mapletape", "-q"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             cwd=ROOT, env=env)
    try:
        child.stdin.write("x := 6*7;\n")
        child.stdin.flush()
        # the pipe stays open: this line can only come from a run that reads as it goes
        assert child.stdout.readline().strip() == "x := 42"
        child.stdin.write("y := x + 1;\n")
        child.stdin.flush()
        assert child.stdout.readline() == "\n"
        assert child.stdout.readline().strip() == "y := 43"
        child.stdin.close()
        assert child.wait(timeout=120) == 0
        assert child.stderr.read() == ""
    finally:
        child.kill()
        child.wait()


def test_a_script_file_echoes_each_statement_as_it_runs(tmp_path):
    script = tmp_path / "s.mpl"
    script.write_text("# a comment\na := 1; b := 2;\n\nf := proc(x)\n  x^2\nend proc:\nf(3);\n")
    run = subprocess.run([sys.executable, "-m", "mapletape", str(script)], capture_output=True,
                         text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)),
                         timeout=120)
    lines = [line.strip() for line in run.stdout.splitlines() if line.strip()]
    assert lines == ["> a := 1; b := 2;", "a := 1", "b := 2", "> f := proc(x)", ">   x^2",
                     "> end proc:", "> f(3);", "9"]


def test_statements_before_an_invalid_left_hand_side_run(tmp_path):
    # issue 10: they used to be echoed but never run
    script = tmp_path / "lhs.mpl"
    script.write_text("a := 1;\nb := a + 1;\nc := 2;\n1 := 3;\nd := 4;\n")
    out = io.StringIO()
    outcome = Session(out).run(script.read_text(), echo=True, source="lhs.mpl")
    assert [line.strip() for line in out.getvalue().splitlines() if line.strip()] == [
        "> a := 1;", "a := 1", "> b := a + 1;", "b := 2", "> c := 2;", "c := 2", "> 1 := 3;",
        "on line 4, syntax error, invalid left hand side in assignment:", "1 := 3;", "^",
        "Error, while reading `lhs.mpl`"]
    assert outcome.exit_code == 2


def test_under_errorbreak_zero_later_statements_see_the_earlier_ones():
    out = io.StringIO()
    Session(out, errorbreak=0).run("a := 1; 1 := 3; b := a + 1;")
    assert out.getvalue().split("\n")[-3].strip() == "b := 2"


def run(text: str) -> str:
    out = io.StringIO()
    Session(out).run(text)
    return out.getvalue()


DEPTH = 2000           # quadratic work at this depth took minutes before


def nested(kind: str, depth: int = DEPTH) -> str:
    opening, closing = {"set": ("{", "}"), "list": ("[", "]"), "parens": ("(", ")"),
                        "call": ("f(", ")")}[kind]
    return opening * depth + "1" + closing * depth


def test_deep_nesting_displays_in_two_and_one_dimensions():
    for kind in ("set", "list", "parens", "call"):
        text = nested(kind)
        shown = run(f"e := {text}:\ne;\nlprint(e);")
        assert "Error" not in shown
        flat = "".join(line.strip() for line in shown.splitlines())
        expected = "1" if kind == "parens" else text
        # 2-D output wraps with indents, lprint with `\` at each cut
        assert flat.replace("\\", "") == expected + expected


def test_nesting_beyond_reach_is_a_maple_error_and_the_session_goes_on():
    shown = run(nested("list", 20000) + ";\n2 + 3;")
    assert shown.splitlines()[0] == "Error, too many levels of nesting"
    assert shown.splitlines()[1].strip() == "5"


def test_a_long_one_line_sum_is_collected_and_shown():
    # 20000 distinct names: adding one term at a time to the growing sum was quadratic
    # (shown whole: past 10000 terms a displayed result is elided, display/elision.py)
    out = io.StringIO()
    session = Session(out)
    session.run("interface(elisiontermsthreshold = infinity):\n"
                "s := " + " + ".join(f"x{i}" for i in range(20000)) + ":\nnops(s);")
    assert out.getvalue().strip() == "20000"
    for statement, separator in (("s;", " + "), ("lprint(s);", "+")):
        out.seek(0)
        out.truncate()
        session.run(statement)
        # 2-D output breaks before a `+` and indents; lprint cuts anywhere, unmarked
        joined = "".join(line.strip() if separator == " + " else line
                         for line in out.getvalue().splitlines())
        expected = " + ".join(f"x{i}" for i in range(20000))
        assert joined.replace("+", " + ").split() == expected.split()


def test_a_long_sum_of_numbers_and_a_name_folds():
    # exact arithmetic: 0 + 1 + ... + 4999 = 4999*5000/2, and 5000 x
    shown = run("+".join(f"{i}+x" for i in range(5000)) + ";")
    assert shown.strip() == "5000 x + 12497500"


def test_a_long_one_line_product_is_collected():
    # multiplying one factor at a time into the growing product was quadratic (a minute
    # for 10000 factors); exact: x0*x1*...*x19999 has 20000 operands, (x0^2)*x0^-1 is x0
    shown = run("p := " + "*".join(f"x{i}" for i in range(20000)) + ":\n"
                "nops(p);\nnops(x0^2 * " + "*".join(f"y{i}" for i in range(5000)) + " / x0);")
    assert shown.split() == ["20000", "5001"]


def test_runs_of_sums_and_products_keep_maple_precedence():
    # exact arithmetic: 2*3*x + 4*x - x*5 = 5 x; (x+1)*2 distributes as 2 x + 2
    shown = run("lprint(2*3*x + 4*x - x*5, (x+1)*2, a*b - c + d*e*f);")
    assert shown.strip() == "5*x, 2*x+2, a*b-c+d*e*f"
