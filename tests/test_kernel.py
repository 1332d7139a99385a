"""The Jupyter kernel for real: registered with `python -m mapletape.kernel install` in a
temporary Jupyter folder, started and driven through jupyter_client (execute, interrupt,
complete, inspect, is_complete) and by nbclient running a notebook."""
from __future__ import annotations

import base64
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from jupyter_client.manager import start_new_kernel
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from mapletape.display.html import rich_forms
from mapletape.help import Help
from mapletape.session import Session

NOTEBOOKS = Path(__file__).parent / "notebooks"
TIMEOUT = 300        # seconds; generous: the kernel imports TensorFlow on a shared machine

# Maple's 2-D display of the first seed's Tensor (design.md §2, sessions/gradienttape.out)
SEED_TENSOR = """\
                               [DeepLearning Tensor]
                               [                   ]
                          x := [    Shape: [2]     ]
                               [                   ]
                               [Data Type: float[4]]"""


@pytest.fixture(scope="module")
def jupyter_folder(tmp_path_factory):
    """Every Jupyter and IPython folder in a temporary one, the kernel spec installed there
    by our own command: nothing of the user's is read or touched."""
    root = tmp_path_factory.mktemp("jupyter")
    with pytest.MonkeyPatch.context() as mp:
        for variable, folder in [("JUPYTER_PATH", "prefix/share/jupyter"), ("JUPYTER_DATA_DIR", "data"),
                                 ("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                                 ("IPYTHONDIR", "ipython")]:
            mp.setenv(variable, str(root / folder))
        done = subprocess.run([sys.executable, "-m", "mapletape.kernel", "install",
                               "--prefix", str(root / "prefix")],
                              capture_output=True, text=True, timeout=TIMEOUT)
        assert done.returncode == 0, done.stderr
        yield root


@pytest.fixture(scope="module")
def kernel(jupyter_folder):
    manager, client = start_new_kernel(kernel_name="mapletape", startup_timeout=TIMEOUT)
    try:
        yield manager, client
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def execute(client, code: str) -> tuple[dict, list[tuple[str, dict]]]:
    """Run a cell; its execute_reply content and its outputs (type, content) in order."""
    outputs: list[tuple[str, dict]] = []
    reply = client.execute_interactive(
        code, timeout=TIMEOUT,
        output_hook=lambda msg: outputs.append((msg["msg_type"], msg["content"])))
    return reply["content"], [o for o in outputs if o[0] not in ("status", "execute_input")]


def reply_to(client, msg_id: str) -> dict:
    while True:
        msg = client.get_shell_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") == msg_id:
            return msg["content"]


def leaf_cells(html: str) -> list[str]:
    """The texts of the table cells that hold text, in document order."""
    return re.findall(r"<td[^>]*>([^<]*)</td>", html)


def in_process(code: str) -> str:
    """What a terminal Session prints for `code` (the kernel must say the same)."""
    session = Session(io.StringIO())
    session.run(code)
    return session.out.getvalue()


# ---------------------------------------------------------------- HTML forms, in-process
def forms(code: str) -> list[dict[str, str]]:
    """The rich forms of each result `code` shows, taken from the Session's display hook."""
    shown = []
    session = Session(io.StringIO(), display=lambda value, label, lines: shown.append((value, label)))
    session.run(code)
    assert session.out.getvalue() == ""          # the hook receives every result
    return [rich_forms(value, label, session.settings) for value, label in shown]


def test_vectors_are_a_column_or_a_row_of_cells():
    column, row = forms("Vector([1, 2/3, x]); Vector[row]([1.5, -2]);")
    assert column["text/html"].count("<tr>") == 3 and leaf_cells(column["text/html"]) == ["1", "2/3", "x"]
    assert row["text/html"].count("<tr>") == 1 and leaf_cells(row["text/html"]) == ["1.5", "-2"]


def test_an_rtable_over_rtablesize_is_its_summary():
    [summary] = forms("interface(rtablesize = 2): Matrix(3, 2);")
    text = in_process("interface(rtablesize = 2): Matrix(3, 2);")
    assert leaf_cells(summary["text/html"]) == [
        line.strip().strip("[]").strip() for line in text.split("\n") if line.strip("[ ]\n")]


def test_results_are_typeset_math_left_aligned_and_not_under_prettyprint_0():
    # issue 30: a notebook shows results as typeset math, as Maple's worksheets do, in
    # Maple's term order (that of its 2-D output); inline display style stands left-aligned
    assert forms("interface(prettyprint = 0): x^2 + 1; Matrix([[1]]);") == [{}, {}]
    assert forms("1/2; [1, 2.5]; x^2 + 1; y := -3/4*x/(x + 1); {alpha, `a_b`};") == [
        {"text/latex": "$\\displaystyle \\frac{1}{2}$"},
        {"text/latex": "$\\displaystyle \\left[1, 2.5\\right]$"},
        {"text/latex": "$\\displaystyle {x}^{2} + 1$"},
        {"text/latex": "$\\displaystyle y := -\\frac{3\\,x}{4\\,\\left(x + 1\\right)}$"},
        {"text/latex": "$\\displaystyle \\left\\{\\mathit{a\\_b}, \\alpha\\right\\}$"}]


def test_typeset_results_are_elided_as_their_text_is():
    # the interface's elision variables (display/elision.py) bound a long result's forms
    [long_list] = forms("[seq(i, i = 1 .. 10^5)];")
    assert "\\text{...[99800 terms]...}" in long_list["text/latex"]
    assert len(long_list["text/latex"]) < 2000


def test_values_without_a_typeset_form_keep_their_text_and_html():
    procedure, tensor = forms("f := proc(x) x end proc; DeepLearning:-Constant([1.0]);")
    assert procedure == {}
    assert set(tensor) == {"text/html"}


def test_a_plot_is_a_picture_under_either_prettyprint():
    for code in ("plot(x, x = 0..1);", "interface(prettyprint = 0): plot(x, x = 0..1);"):
        [form] = forms(code)
        assert base64.b64decode(form["image/png"]).startswith(b"\x89PNG\r\n\x1a\n")


def test_tensor_boxes_hold_values_up_to_rtablesize_and_rank_2():
    scalar, matrix, big, cube, tape = forms(
        "with(DeepLearning): Constant(2.5); Constant([[1, 2], [3, 4]]); Constant([seq(1.0, i = 1..11)]);"
        " Constant([[[1.0]]]); GradientTape();")
    assert leaf_cells(scalar["text/html"]) == ["DeepLearning Tensor", "Shape: []", "Data Type: float[4]", "2.5"]
    assert leaf_cells(matrix["text/html"])[3:] == ["1", "2", "3", "4"]
    assert leaf_cells(big["text/html"]) == ["DeepLearning Tensor", "Shape: [11]", "Data Type: float[4]"]
    assert leaf_cells(cube["text/html"]) == ["DeepLearning Tensor", "Shape: [1, 1, 1]", "Data Type: float[4]"]
    assert leaf_cells(tape["text/html"])[0] == "DeepLearning GradientTape"


def test_tensor_entries_show_as_maple_values():
    strings, truth, variable = forms('with(DeepLearning): Constant(["a", "b"], datatype = string);'
                                     " Constant([true, false]); Variable([1.0, 2.0]);")
    assert leaf_cells(strings["text/html"])[3:] == ["&quot;a&quot;", "&quot;b&quot;"]
    assert leaf_cells(truth["text/html"])[3:] == ["true", "false"]
    assert leaf_cells(variable["text/html"]) == ["DeepLearning Variable", "Name: Variable:0", "Shape: [2]",
                                                 "Data Type: float[4]", "1.", "2."]


def test_entries_are_escaped():
    [form] = forms('Vector(["<b>&"]);')
    assert "<b>" not in form["text/html"] and "&lt;b&gt;&amp;" in form["text/html"]


# ---------------------------------------------------------------- the kernel spec
def test_install_registers_the_kernel_spec(jupyter_folder):
    spec = json.loads((jupyter_folder / "prefix/share/jupyter/kernels/mapletape/kernel.json").read_text())
    assert spec["argv"] == [sys.executable, "-m", "mapletape.kernel", "-f", "{connection_file}"]
    assert spec["display_name"] == "Maple (mapletape)"
    assert spec["language"] == "maple"
    assert spec["interrupt_mode"] == "signal"


def test_install_for_the_user_goes_to_the_user_data_folder(jupyter_folder):
    done = subprocess.run([sys.executable, "-m", "mapletape.kernel", "install", "--user"],
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    assert (jupyter_folder / "data/kernels/mapletape/kernel.json").is_file()


def test_without_the_jupyter_extra_the_kernel_says_how_to_get_it():
    # None in sys.modules makes `import ipykernel` fail as when it is not installed
    done = subprocess.run([sys.executable, "-c", "import runpy, sys; sys.modules['ipykernel'] = None; "
                           "runpy.run_module('mapletape.kernel', run_name='__main__')"],
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 1
    assert done.stderr == "mapletape's Jupyter kernel needs ipykernel: pip install 'mapletape[jupyter]'\n"


# ---------------------------------------------------------------- results
def test_a_tensor_shows_as_maple_text_and_as_a_box_with_its_values(kernel):
    _, client = kernel
    reply, outputs = execute(client, "with(DeepLearning):\nx := Constant([3.0, 5.0]);")
    assert reply["status"] == "ok"
    [(kind, content)] = outputs
    assert kind == "display_data"
    assert content["data"]["text/plain"] == SEED_TENSOR
    html = content["data"]["text/html"]
    assert "x := " in html
    # float[4] 3.0 and 5.0 are exact, so they print as hardware floats `3.` and `5.`
    assert leaf_cells(html) == ["DeepLearning Tensor", "Shape: [2]", "Data Type: float[4]", "3.", "5."]


def test_a_matrix_shows_as_maple_text_and_as_a_table(kernel):
    _, client = kernel
    code = "M := Matrix([[1, 2], [3, 4]]);"
    reply, [(kind, content)] = execute(client, code)
    assert (reply["status"], kind) == ("ok", "display_data")
    assert content["data"]["text/plain"] == in_process(code).rstrip("\n")
    html = content["data"]["text/html"]
    assert "M := " in html and html.count("<tr>") == 2
    assert leaf_cells(html) == ["1", "2", "3", "4"]
    assert content["data"]["text/latex"] == (
        "$\\displaystyle M := \\left[\\begin{array}{cc}1 & 2 \\\\ 3 & 4\\end{array}\\right]$")


def test_a_formula_shows_as_maple_text_and_as_typeset_math(kernel):
    _, client = kernel
    code = "p := y^3 - 2*y + sqrt(2);"        # y: earlier tests leave x a Tensor
    reply, [(kind, content)] = execute(client, code)
    assert (reply["status"], kind) == ("ok", "display_data")
    assert content["data"]["text/plain"] == in_process(code).rstrip("\n")
    assert content["data"]["text/latex"] == "$\\displaystyle p := {y}^{3} - 2\\,y + \\sqrt{2}$"


def test_a_plot_shows_as_the_character_plot_and_as_a_png_picture(kernel):
    _, client = kernel
    code = 'plots:-listplot([3, 1, 0.5], title = "loss");'
    reply, [(kind, content)] = execute(client, code)
    assert (reply["status"], kind) == ("ok", "display_data")
    assert content["data"]["text/plain"] == in_process(code).rstrip("\n")
    png = base64.b64decode(content["data"]["image/png"])
    assert png.startswith(b"\x89PNG\r\n\x1a\n")


def test_without_matplotlib_a_plot_keeps_its_text_and_says_why(monkeypatch):
    from mapletape.kernel import result_data
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)      # import fails
    shown = []
    session = Session(io.StringIO(), display=lambda value, label, lines: shown.append((value, label, lines)))
    session.run("plots:-listplot([3, 1, 0.5]);")
    [(value, label, lines)] = shown
    assert result_data(session, value, label, lines) == {"text/plain": "\n".join(lines).rstrip("\n")}
    assert session.out.getvalue() == ("Warning, plot images need matplotlib, which is not installed; "
                                      "install it with:\npip install 'mapletape[jupyter]'\n")


def test_printf_warnings_errors_and_results_come_in_order(kernel):
    _, client = kernel
    reply, outputs = execute(client, 'printf("before\\n"); 1/0; 2 + 3;')
    error_line = in_process("1/0;").rstrip("\n")
    assert error_line == "Error, numeric exception: division by zero"
    assert [kind for kind, _ in outputs] == ["stream", "error", "display_data"]
    assert outputs[0][1]["text"] == "before\n"
    assert outputs[1][1]["traceback"] == [error_line]
    assert outputs[2][1]["data"]["text/plain"].strip() == "5"
    # the reply is an error, so that a notebook run stops at a Maple error
    assert reply["status"] == "error"
    assert (reply["ename"], reply["evalue"]) == ("Error", "numeric exception: division by zero")


def test_a_syntax_error_is_an_error_output(kernel):
    _, client = kernel
    reply, [(kind, content)] = execute(client, "1 + ;")
    assert kind == "error" and reply["status"] == "error"
    assert "\n".join(content["traceback"]) == in_process("1 + ;").rstrip("\n")


def test_a_last_statement_without_its_semicolon_runs_with_a_warning(kernel):
    # Maple's worksheets insert the semicolon (wording from memory of Maple's GUI, unverified)
    _, client = kernel
    reply, outputs = execute(client, "a := 2:\na + 1  # the last line")
    assert reply["status"] == "ok"
    assert [kind for kind, _ in outputs] == ["stream", "display_data"]
    assert outputs[0][1]["text"] == "Warning, inserted missing semicolon at end of statement\n"
    assert outputs[1][1]["data"]["text/plain"].strip() == "3"
    # what a semicolon cannot complete stays the syntax error it is
    reply, [(kind, _)] = execute(client, "f := proc(x) x")
    assert (reply["status"], kind) == ("error", "error")


def test_quit_starts_a_new_session(kernel):
    _, client = kernel
    reply, outputs = execute(client, "a := 1:\nquit;\nb := 2;")
    assert reply["status"] == "ok"
    assert outputs == [("stream", {"name": "stdout", "text": "Warning, quit in a notebook starts "
                                                             "a new session, as restart does\n"})]
    _, [(_, content)] = execute(client, "a, b;")
    assert content["data"]["text/plain"].strip() == "a, b"


# ---------------------------------------------------------------- interrupt
def test_interrupt_stops_a_long_loop_and_the_session_goes_on(kernel):
    manager, client = kernel
    execute(client, "with(DeepLearning): t := GradientTape(): Enter(t):")
    msg_id = client.execute('k := 6:\nprintf("started\\n");\nfor i to 10^9 do od;\nk := 7;')
    while True:          # what printf wrote shows while the loop runs
        msg = client.get_iopub_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "stream":
            assert msg["content"]["text"] == "started\n"
            break
    manager.interrupt_kernel()
    reply = reply_to(client, msg_id)
    assert (reply["status"], reply["ename"]) == ("error", "Interrupt")
    outputs = []
    while not outputs or outputs[-1] != ("status", "idle"):
        msg = client.get_iopub_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") == msg_id:
            outputs.append((msg["msg_type"], msg["content"].get("text", msg["content"].get("execution_state"))))
    assert ("stream", "Warning, computation interrupted\n") in outputs
    reply, [(_, content)] = execute(client, "k, 0 < i and i < 10^9;")
    assert reply["status"] == "ok"
    assert content["data"]["text/plain"].strip() == "6, true"
    # the tape entered before the interrupt still records, as at the REPL
    # (tests/test_repl.py, test_an_entered_tape_stays_usable_after_an_interrupted_loop)
    code = "x := Constant([1.0, 2.0]): t:-Watch(x): y := x^3: Exit(t): convert(t:-Gradient(y, x), list);"
    reply, [(_, content)] = execute(client, code)
    assert reply["status"] == "ok"
    assert content["data"]["text/plain"].strip() == "[3., 12.]"     # d(x^3)/dx = 3 x^2


# ---------------------------------------------------------------- completion and help
def test_completion_offers_package_exports_and_members(kernel):
    _, client = kernel
    execute(client, "with(DeepLearning):")
    client.complete("g := Gradi", 10)
    reply = client.get_shell_msg(timeout=TIMEOUT)["content"]
    assert (reply["matches"], reply["cursor_start"], reply["cursor_end"]) == (["GradientTape"], 5, 10)
    code = "DeepLearning:-Cons"
    client.complete(code, len(code))
    assert client.get_shell_msg(timeout=TIMEOUT)["content"]["matches"] == ["Constant"]


def test_question_mark_help_and_shift_tab(kernel):
    _, client = kernel
    expected = Help(Session(io.StringIO())).text("Gradient")
    assert expected.startswith("gt:-Gradient(")
    reply, outputs = execute(client, "?Gradient")
    assert reply["status"] == "ok"
    assert outputs == [("stream", {"name": "stdout", "text": expected})]
    code = "g := tape:-Gradient(y, x);"
    client.inspect(code, code.index("Grad") + 2)
    reply = client.get_shell_msg(timeout=TIMEOUT)["content"]
    assert reply["found"] and reply["data"]["text/plain"] == expected
    client.inspect("qwertz;", 2)
    assert not client.get_shell_msg(timeout=TIMEOUT)["content"]["found"]


def test_is_complete_follows_maple_statements(kernel):
    _, client = kernel
    for code, status in [("f := proc(x)", "incomplete"), ("x := 1 +", "incomplete"),
                         ("f := proc(x) x^2 end proc;", "complete"), ("?Gradient", "complete"),
                         ("quit", "complete")]:
        client.is_complete(code)
        assert client.get_shell_msg(timeout=TIMEOUT)["content"]["status"] == status, code


# ---------------------------------------------------------------- a notebook through nbclient
def test_a_notebook_runs_with_nbclient_and_stops_at_an_error(kernel):
    nb = nbformat.read(NOTEBOOKS / "gradienttape.ipynb", as_version=4)
    # on the module's kernel (nbclient leaves a kernel it did not start running): one
    # TensorFlow import for the whole file
    client = NotebookClient(nb, km=kernel[0], timeout=TIMEOUT, startup_timeout=TIMEOUT)
    with client.setup_kernel():
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
        failing = nbformat.v4.new_code_cell("tape:-Gradient(y, x);")
        with pytest.raises(CellExecutionError) as stopped:
            client.execute_cell(failing, len(nb.cells))
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    [tensor] = code[0].outputs
    assert tensor["data"]["text/plain"] == SEED_TENSOR
    assert [o["output_type"] for o in code[1].outputs] == ["display_data"]     # y := x^2
    [grad] = code[2].outputs
    # d/dx x^2 = 2 x at x = [3, 5] is [6, 10], exact in float[4]
    assert leaf_cells(grad["data"]["text/html"])[-2:] == ["6.", "10."]
    # the tape is not persistent: a second gradient is a Maple error, and nbclient stops there
    [error] = failing.outputs
    assert error["output_type"] == "error" and error["ename"] == "Error"
    assert error["traceback"][0].startswith("Error, (in ")
    assert error["traceback"][0] in str(stopped.value)


def test_the_kernel_does_not_import_the_terminal_repl():
    # issue 26: the front ends stay inside their layers; help and completion are shared
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, mapletape.kernel; "
         "print(sorted(m for m in sys.modules if m.startswith('mapletape.repl')))"],
        capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
