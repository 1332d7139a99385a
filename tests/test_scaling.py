"""Inputs whose size once made parsing or compiling hang or eat memory (issue 31): each is
run here at a size that took seconds when the cost grew quadratically, and checked for its
result; bench/doubling.py measures how the costs grow."""
import io
import resource
import subprocess
import sys
import tracemalloc

from mapletape.session import Session
from mapletape.syntax import Splitter, ast, parse_program


def run(text: str) -> list[str]:
    """What a fresh session prints for `text`, without blank lines."""
    out = io.StringIO()
    Session(out).run(text)
    return [line.strip() for line in out.getvalue().split("\n") if line.strip()]


def peak_memory(action):
    """What `action()` returns, and the peak of Python's allocations while it ran, in bytes
    (tracing is left as it was found, should it be on already)."""
    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        result = action()
        return result, tracemalloc.get_traced_memory()[1] - before
    finally:
        if started:
            tracemalloc.stop()


def test_a_list_nested_2000_deep_compiles_once_and_keeps_its_depth():
    # the compiler asked at each level whether the list below was literal, walking it
    depth = 2000
    shown = run("x := " + "[" * depth + "7" + "]" * depth + ":\n"
                "d := 0: y := x: while type(y, list) do y := op(y); d := d + 1 end do: d, y;")
    assert shown == [f"{depth}, 7"]


def test_a_list_of_40000_entries_parses_whole():
    # the parser copied the entries read so far at each comma
    n = 40000
    assert run("nops([" + ", ".join(map(str, range(1, n + 1))) + "]);") == [str(n)]
    statement, = parse_program("[" + ", ".join(["x"] * n) + "];").statements
    assert len(statement.statement.expr.items) == n


def test_a_procedure_of_20000_statements_parses_whole():
    # a body's statements were copied at each terminator too
    n = 20000
    text = "p := proc()\n" + "".join(f"x := {i};\n" for i in range(n)) + "end proc:\n"
    statement, = parse_program(text).statements
    assert len(statement.statement.value.body) == n


def test_procedures_nested_2000_deep_cost_memory_in_proportion_to_their_text():
    # each procedure node kept a copy of its own text, so nesting made the copies quadratic
    depth = 2000
    text = "f := " + "proc() " * depth + "1" + " end proc" * depth + ":\n"
    program, peak = peak_memory(lambda: parse_program(text))
    assert peak < 200 * len(text)
    statement, = program.statements
    node, levels = statement.statement.value, 0
    while isinstance(node, ast.ProcedureExpr):
        node, levels = node.body[0].expr, levels + 1
    assert (levels, node) == (depth, ast.Integer(1))
    assert run(text + f"p := f: for i to {depth} do p := p() end do: p;") == ["1"]


def test_5000_statements_on_one_line_all_run_and_errors_keep_their_columns():
    # each statement was handed to the parser with the whole line before it blanked
    n = 5000
    line = "".join(f"x{i} := {i}: " for i in range(n))
    assert run(line + f"x0 + x{n - 1};") == [str(n - 1)]
    steps = list(Splitter(line + "y := 1 + -3; z;\n"))
    assert [s.error for s in steps[:n]] == [None] * n
    error = steps[n].error
    assert (error.line, error.column, error.reason) == (1, len(line) + 10, "`-` unexpected")
    assert steps[-1].statement.statement.expr == ast.Name("z")


def test_a_long_string_literal_costs_a_few_bytes_a_character():
    # the STRING regex kept a backtracking frame per character (380 bytes a character
    # in all), and blanking block comments made a list entry per character
    n = 10 ** 6
    text = 'x := "(*' + "a" * n + '*)" (* a comment *): length(x);\n'
    steps, peak = peak_memory(lambda: list(Splitter(text)))
    assert peak < 10 * len(text)
    assert len(steps[0].statement.statement.value.value) == n + 4
    assert run(text) == [str(n + 4)]


DEEP = 20000
NESTED = {
    "brackets": "(" * DEEP + "1" + ")" * DEEP + ";",
    "lists": "[" * DEEP + "1" + "]" * DEEP + ";",
    "calls": "f(" * DEEP + "1" + ")" * DEEP + ";",
    "procedures": "proc() " * DEEP + "1" + " end proc" * DEEP + ";",
    "ifs": "if true then " * DEEP + "1" + " end if" * DEEP + ";",
    "arrows": "x -> " * DEEP + "1;",
}
# values nested as deep, made at run time: shown, printed, compared
BUILT = (f"x := 1: y := 1: for i to {DEEP} do x := [x]; y := f(y) end do:\n"
         "x;\nlprint(y);\nevalb(x = subs(f = g, x));\n")


def test_input_nested_20000_deep_is_one_error_and_the_session_goes_on():
    shown = run("\n".join(NESTED.values()) + "\n1 + 1;\n")
    assert shown == ["Error, too many levels of nesting"] * len(NESTED) + ["2"]


def test_values_nested_20000_deep_are_errors_and_the_session_goes_on():
    assert run(BUILT + "1 + 1;\n") == ["Error, too many levels of recursion"] * 3 + ["2"]


def test_deep_nesting_on_a_1_mb_stack_is_an_error_not_a_crash(tmp_path):
    # Python's recursion limit is scaled to the C stack: with the 8 MB figure on 1 MB,
    # each of these crashed the process
    script = tmp_path / "deep.mpl"
    script.write_text("\n".join(NESTED.values()) + "\n" + BUILT + "1 + 1;\n")

    def small_stack():
        resource.setrlimit(resource.RLIMIT_STACK, (1 << 20, resource.getrlimit(resource.RLIMIT_STACK)[1]))
    done = subprocess.run([sys.executable, "-m", "mapletape", "-q", str(script)], capture_output=True,
                          text=True, preexec_fn=small_stack, timeout=120)
    assert (done.returncode, done.stderr) == (0, "")
    shown = [line.strip() for line in done.stdout.split("\n") if line.strip()]
    assert shown[-1] == "2"
    assert len(shown) == len(NESTED) + 4 and all(s.startswith("Error, too many levels of")
                                                  for s in shown[:-1])
