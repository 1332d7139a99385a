"""The REPL driven through prompt-toolkit's pipe input: Enter on complete input only,
multi-line blocks, completion, transcript paste, help, leaving."""
from __future__ import annotations

import io
import os
import signal
import stat
import sys
import threading
import time

import pytest
from prompt_toolkit.document import Document
from prompt_toolkit.history import InMemoryHistory
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from mapletape import inputs, repl
from mapletape.help import Help
from mapletape.repl import loop
from mapletape.repl.completer import MapleCompleter
from mapletape.repl.history import persistent_history
from mapletape.session import Session

ENTER, CTRL_C, CTRL_D = "\r", "\x03", "\x04"
PASTE_START, PASTE_END = "\x1b[200~", "\x1b[201~"


def offline_repl(session: Session, **options) -> repl.Repl:
    """A REPL for tests: no terminal, no colour, history in memory, no TensorFlow warm-up,
    no loading notice."""
    settings = dict(output=DummyOutput(), history=InMemoryHistory(), colour=False, warm_up=False,
                    notices=None)
    return repl.Repl(session, **{**settings, **options})


def interrupt_once_running(session: Session, loop_variable: str = "i") -> None:
    """Ctrl-C (SIGINT to this process) once the loop has begun, as a user presses it: a
    fixed delay could land before the REPL's handler is in place (killing the test worker)
    or before the loop, which would then run on for hours on a slow machine."""
    def press():
        deadline = time.monotonic() + 60
        while loop_variable not in session.evaluator.globals and time.monotonic() < deadline:
            time.sleep(0.01)
        os.kill(os.getpid(), signal.SIGINT)
    threading.Thread(target=press, daemon=True).start()


def drive(*chunks: str, session: Session | None = None, history=None) -> tuple[str, int]:
    """Type `chunks` into a REPL on a fresh session and return (transcript, exit status).
    Each chunk after the first (the ones before end in Tab) is typed once the completion has
    changed the input, or after 10 s, however slowly a loaded machine runs the completer."""
    session = session or Session(io.StringIO())
    with create_pipe_input() as keys:
        r = offline_repl(session, input=keys,
                         history=InMemoryHistory() if history is None else history)
        keys.send_text(chunks[0])

        def type_rest():
            for typed, chunk in zip(chunks, chunks[1:]):
                deadline = time.monotonic() + 10
                while r.prompt.default_buffer.text in ("", typed.rstrip("\t")) \
                        and time.monotonic() < deadline:
                    time.sleep(0.02)
                keys.send_text(chunk)
        typist = threading.Thread(target=type_rest, daemon=True)
        typist.start()
        # a REPL that ignores the keys (stuck in a mode) fails the test rather than hang it:
        # Ctrl-G leaves a search, Ctrl-C clears the input, Ctrl-D leaves
        watchdog = threading.Timer(60, keys.send_text, ["\x07" + CTRL_C + CTRL_D])
        watchdog.start()
        status = r.run(banner=False)
        watchdog.cancel()
        typist.join()
    return session.out.getvalue(), status


def test_several_statements_on_one_line_run_in_order():
    out, status = drive("x := 2; y := x + 1;" + ENTER + CTRL_D)
    assert out.split() == ["x", ":=", "2", "y", ":=", "3"]
    assert status == 0


def test_enter_on_incomplete_input_continues_the_block():
    lines = ["f := proc(a)", "  local b;", "  b := a^2;", "  b + 1", "end proc:", "f(3);"]
    out, _ = drive(ENTER.join(lines) + ENTER + CTRL_D)
    assert out.strip() == "10"


def test_an_incomplete_statement_waits_for_its_terminator():
    out, _ = drive("1 +" + ENTER + "2" + ENTER + ";" + ENTER + CTRL_D)
    assert out.strip() == "3"


def test_output_is_laid_out_as_in_script_mode():
    scripted = Session(io.StringIO())
    scripted.run("v := [1, 2, 3];\nlprint(v);\n")
    out, _ = drive("v := [1, 2, 3];" + ENTER + "lprint(v);" + ENTER + CTRL_D)
    assert out == scripted.out.getvalue()


def test_errors_leave_the_session_going():
    out, _ = drive("1 +* 2;" + ENTER + "z := 5;" + ENTER + CTRL_D)
    assert out.startswith("Error, ")
    assert "z := 5" in out


def test_pasted_transcript_runs_only_the_statements():
    transcript = ("> a := 5;\n"
                  "                                    a := 5\n"
                  "\n"
                  "> b := a +\n"
                  ">   1;\n"
                  "                                    b := 6\n\n")
    out, _ = drive(PASTE_START + transcript + PASTE_END + ENTER + "a * b;" + ENTER + CTRL_D)
    assert out.split() == ["a", ":=", "5", "b", ":=", "6", "30"]


def test_statements_of_keeps_plain_input_whole():
    assert inputs.statements_of("x := 1;\ny := 2;") == "x := 1;\ny := 2;"
    assert inputs.statements_of("> x := 1;\n        x := 1\n>\n> y;") == "x := 1;\n\ny;"


def test_help_on_a_builtin_prints_its_help_text():
    session = Session(io.StringIO())
    out, _ = drive("?evalf" + ENTER + CTRL_D, session=session)
    assert out == session.evaluator.builtins["evalf"].help + "\n"


def test_help_on_a_deeplearning_command_and_tape_method():
    from mapletape.deeplearning.tape import TAPE_METHODS
    session = Session(io.StringIO())
    exports = session.evaluator.builtins["DeepLearning"].exports
    out, _ = drive("?DeepLearning:-Constant" + ENTER + "?Gradient" + ENTER + CTRL_D,
                   session=session)
    assert out == exports["Constant"].help + "\n" + TAPE_METHODS["Gradient"].help + "\n"


def test_question_mark_alone_lists_the_topics():
    out, _ = drive("?" + ENTER + CTRL_D)
    for topic in ("evalf", "with", "Constant", "GradientTape", "Gradient", "Watch"):
        assert f" {topic}" in out


def test_help_lists_and_shows_the_tensor_methods():
    from mapletape.deeplearning.commands import EXPORTS, TENSOR_METHODS
    session = Session(io.StringIO())
    session.run("with(DeepLearning): x := Constant([1.0]):")
    out, _ = drive("?" + ENTER + "?Shape" + ENTER + "?Tensor:-exp" + ENTER + "?x:-ReduceSum"
                   + ENTER + CTRL_D, session=session)
    listing = out[out.index("Tensor and Variable methods"):out.index("GradientTape methods")]
    assert listing.split()[6:] == sorted(TENSOR_METHODS)
    pages = out[out.index("Estimator methods"):].split("\n", 2)[2]
    assert pages == "".join(TENSOR_METHODS[name].help + "\n"
                            for name in ("Shape", "exp", "ReduceSum"))
    # ?Tensor is the Tensor command's help (DeepLearning exports Tensor for graph mode),
    # then the list of the methods of Tensor objects
    command, methods = Help(session).text("Tensor").split("Tensor objects: ")
    assert command == EXPORTS["Tensor"].help.rstrip() + "\n"
    assert methods.split("\n", 1)[1].split() == sorted(TENSOR_METHODS)


def test_warm_up_starts_the_import_once_the_prompt_is_idle(monkeypatch):
    started = []
    monkeypatch.setattr(loop, "load_in_background", lambda: started.append(time.monotonic()))
    monkeypatch.setattr(loop, "WARM_UP_IDLE", 0.05)
    session = Session(io.StringIO())

    def finish_once_started():
        deadline = time.monotonic() + 10
        while not started and time.monotonic() < deadline:
            time.sleep(0.01)
        keys.send_text(" 1;" + ENTER + CTRL_D)

    with create_pipe_input() as keys:
        keys.send_text("1 +")                  # then idle, with an incomplete statement
        threading.Thread(target=finish_once_started, daemon=True).start()
        offline_repl(session, input=keys, warm_up=True).run(banner=False)
    assert started
    assert session.out.getvalue().strip() == "2"


def slow_tensorflow(monkeypatch) -> threading.Event:
    """Make TensorFlow's import look unfinished until the returned event is set."""
    from mapletape.deeplearning import tf
    released = threading.Event()
    real_import = tf._import

    def held_import():
        released.wait(10)
        real_import()
    monkeypatch.setattr(tf, "_module", None)
    monkeypatch.setattr(tf, "_importer", None)
    monkeypatch.setattr(tf, "_import", held_import)
    return released


def test_a_command_waiting_for_tensorflow_says_loading_on_the_terminal(monkeypatch):
    released = slow_tensorflow(monkeypatch)
    session, terminal = Session(io.StringIO()), io.StringIO()
    statements = "1 + 1; DeepLearning:-Constant([1.0, 2.0]);"

    def release_once_announced():
        deadline = time.monotonic() + 10
        while not terminal.getvalue() and time.monotonic() < deadline:
            time.sleep(0.01)
        released.set()
        keys.send_text(CTRL_D)

    with create_pipe_input() as keys:
        keys.send_text(statements + ENTER)
        threading.Thread(target=release_once_announced, daemon=True).start()
        offline_repl(session, input=keys, notices=terminal).run(banner=False)
    assert terminal.getvalue() == "loading TensorFlow...\n"
    scripted = Session(io.StringIO())
    scripted.run(statements)
    assert session.out.getvalue() == scripted.out.getvalue()


def test_scripts_never_say_loading(monkeypatch, capsys):
    released = slow_tensorflow(monkeypatch)
    released.set()
    session = Session(io.StringIO())
    session.run("DeepLearning:-Constant([1.0]);")
    captured = capsys.readouterr()
    assert "loading" not in session.out.getvalue() + captured.out + captured.err


def test_help_on_an_unknown_topic_is_an_error_line():
    out, _ = drive("?frobnicate" + ENTER + "1 + 1;" + ENTER + CTRL_D)
    assert out.splitlines()[0].startswith("Error, no help for `frobnicate`")
    assert out.splitlines()[1].strip() == "2"


def test_tab_completes_a_builtin_name():
    out, _ = drive("whatt\t", "(1/2);" + ENTER + CTRL_D)
    assert out.strip() == "fraction"


def test_tab_completes_the_common_part_of_several_candidates():
    # `ev` completes to `eval` (evalb, evalf share it); only eval strips the second quotes
    out, _ = drive("x := ev\t", "(''y'');" + ENTER + CTRL_D)
    assert out.split() == ["x", ":=", "y"]


def completions(session: Session, text: str) -> list[str]:
    completer = MapleCompleter(session)
    return [c.text for c in completer.get_completions(Document(text), None)]


def test_completion_candidates_include_assigned_names_and_builtins():
    session = Session(io.StringIO())
    session.run("lprice := 3: lpath := 4:")
    assert completions(session, "1 + lp") == ["lpath", "lprice", "lprint"]


def test_completion_after_with_offers_package_exports():
    session = Session(io.StringIO())
    assert "Constant" not in completions(session, "Con")
    session.run("with(DeepLearning):")
    assert "Constant" in completions(session, "Con")


def test_completion_of_package_members():
    session = Session(io.StringIO())
    exports = session.evaluator.builtins["DeepLearning"].exports
    assert completions(session, "DeepLearning:-") == sorted(exports)
    assert completions(session, "DeepLearning:-Var") == ["Variable", "Variables",
                                                         "VariablesInitializer"]


def test_completion_of_gradienttape_methods():
    from mapletape.deeplearning.tape import TAPE_METHODS
    session = Session(io.StringIO())
    session.run("with(DeepLearning): tape := GradientTape():")
    assert completions(session, "tape:-") == sorted(TAPE_METHODS)
    assert completions(session, "g := tape:-Gr") == ["Gradient"]


def test_completion_of_tensor_methods_and_their_help_topics():
    from mapletape.deeplearning.commands import TENSOR_METHODS
    session = Session(io.StringIO())
    session.run("with(DeepLearning): x := Constant([1.0]):")
    assert completions(session, "x:-Red") == sorted(m for m in TENSOR_METHODS if m.startswith("Red"))
    assert completions(session, "?MatrixMu") == ["MatrixMultiply"]


def test_completion_of_help_topics():
    session = Session(io.StringIO())
    assert completions(session, "?eva") == ["eval", "evalb", "evalf", "evalhf"]


def test_ctrl_c_at_the_prompt_clears_the_input():
    out, _ = drive("x := 12345", CTRL_C, "y := 1;" + ENTER + CTRL_D)
    assert out.split() == ["y", ":=", "1"]


def test_interrupted_computation_warns_and_keeps_the_session():
    session = Session(io.StringIO())
    interactive = offline_repl(session)
    session.run("k := 7:")
    interrupt_once_running(session)
    assert interactive.submit("for i to 10^9 do od; k := 8;") is None
    assert session.out.getvalue() == inputs.INTERRUPTED
    assert session.evaluator.globals["k"] == 7
    assert 1 < session.evaluator.globals["i"] < 10**9
    assert interactive.submit("k + 1;") is None
    assert session.out.getvalue().split("\n")[1].strip() == "8"


def test_an_entered_tape_stays_usable_after_an_interrupted_loop():
    session = Session(io.StringIO())
    interactive = offline_repl(session)
    session.run("with(DeepLearning): x := Constant([1.0, 2.0]): t := GradientTape(): Enter(t):"
                "t:-Watch(x):")
    interrupt_once_running(session)
    assert interactive.submit("for i to 10^9 do y := x*x*i od:") is None
    assert interactive.submit("y := x^3: Exit(t): convert(t:-Gradient(y, x), list);") is None
    lines = session.out.getvalue().split("\n")
    assert lines[:2] == [inputs.INTERRUPTED.strip(), " " * 35 + "[3., 12.]"]


@pytest.mark.parametrize("word", ["quit", "done", "stop", "quit;", "done:"])
def test_leave_words_end_the_session(word):
    out, status = drive(word + ENTER + "x := 1;" + ENTER + CTRL_D)
    assert (out, status) == ("", 0)


def test_quit_with_a_status():
    out, status = drive("`quit`(3);" + ENTER + "x := 1;" + ENTER)
    assert (out, status) == ("", 3)


def test_history_remembers_submitted_input():
    history = InMemoryHistory()
    drive("a := 1;" + ENTER + "b := 2;" + ENTER + CTRL_D, history=history)
    assert list(history.get_strings()) == ["a := 1;", "b := 2;"]


def test_persistent_history_lives_in_a_private_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    warnings = []
    history = persistent_history(warnings.append)
    history.store_string("x := 1;\ny := 2;")
    path = tmp_path / "mapletape" / "history"
    assert "x := 1;" in path.read_text()
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert list(persistent_history(warnings.append).load_history_strings()) == \
        ["x := 1;\ny := 2;"]
    assert warnings == []


def test_a_symlinked_history_file_or_folder_is_refused_with_one_warning(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = tmp_path / "data" / "mapletape"
    folder.mkdir(parents=True)
    precious = tmp_path / "precious"
    precious.write_text("kept\n")
    (folder / "history").symlink_to(precious)
    session = Session(io.StringIO(), width=200)
    history = offline_repl(session, history=None).prompt.history
    history.store_string("x := 1;")
    assert isinstance(history, InMemoryHistory)
    assert session.out.getvalue() == ("Warning, history kept in memory only: "
                                      f"`{folder / 'history'}` is a symbolic link\n")
    assert precious.read_text() == "kept\n"

    (folder / "history").unlink()
    folder.rmdir()
    (tmp_path / "elsewhere").mkdir(mode=0o700)
    folder.symlink_to(tmp_path / "elsewhere")
    warnings = []
    assert isinstance(persistent_history(warnings.append), InMemoryHistory)
    assert warnings == [f"history kept in memory only: `{folder}` is a symbolic link"]
    assert os.listdir(tmp_path / "elsewhere") == []


def test_a_history_file_swapped_for_a_symlink_is_not_written_through(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    warnings = []
    history = persistent_history(warnings.append)
    path = tmp_path / "mapletape" / "history"
    precious = tmp_path / "precious"
    precious.write_text("kept\n")
    path.unlink()
    path.symlink_to(precious)
    history.store_string("x := 1;")
    history.store_string("y := 2;")
    assert precious.read_text() == "kept\n"
    assert warnings == [f"history not saved from now on: `{path}` is a symbolic link"]


def test_no_colour_with_no_color_or_without_a_terminal(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert loop.wants_colour(True)
    assert not loop.wants_colour(False)
    monkeypatch.setenv("NO_COLOR", "1")
    assert not loop.wants_colour(True)


def test_banner_names_the_version_help_and_how_to_leave():
    session = Session(io.StringIO())
    with create_pipe_input() as keys:
        keys.send_text(CTRL_D)
        offline_repl(session, input=keys).run()
    banner = session.out.getvalue()
    from mapletape import __version__
    assert __version__ in banner and "?" in banner and "quit" in banner


def test_dash_i_runs_the_file_then_stays_interactive(tmp_path, monkeypatch):
    from prompt_toolkit.application import create_app_session
    from mapletape import cli
    script = tmp_path / "start.mpl"
    script.write_text("k := 41:\n")

    class Terminal(io.StringIO):
        def isatty(self):
            return True
    monkeypatch.setattr("sys.stdin", Terminal())
    monkeypatch.setattr("sys.stdout", io.StringIO())
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    with create_pipe_input() as keys, create_app_session(input=keys, output=DummyOutput()):
        keys.send_text("k + 1;" + ENTER + CTRL_D)
        status = cli.main(["-q", "-i", str(script)])
    assert (sys.stdout.getvalue().strip(), status) == ("42", 0)


def test_enter_inside_a_one_line_statement_runs_it():
    left = "\x1b[D"
    out, _ = drive("x := 12;" + left * 3 + ENTER + CTRL_D)
    assert out.split() == ["x", ":=", "12"]


def test_enter_inside_a_multi_line_block_inserts_a_line():
    up, end_of_line, run_anyway = "\x1b[A", "\x05", "\x1b" + ENTER
    out, _ = drive("s := 1 +" + ENTER + "2;" + up + end_of_line + ENTER + "10 +" + run_anyway
                   + CTRL_D)
    assert out.split() == ["s", ":=", "13"]


def test_an_internal_failure_is_an_error_line_and_the_session_goes_on(monkeypatch):
    session = Session(io.StringIO())
    interactive = offline_repl(session)
    monkeypatch.setattr(session.evaluator, "execute_top", lambda top: 1 / 0)
    assert interactive.submit("x := 1;") is None
    assert session.out.getvalue().startswith("Error, (in mapletape) internal error: ")


def test_the_prompt_follows_interface_prompt():
    session = Session(io.StringIO())
    interactive = offline_repl(session)
    assert interactive.prompt_text() == "> "
    interactive.submit('interface(prompt = "#--> "):')
    assert interactive.prompt_text() == "#--> "


def test_enter_in_a_history_search_runs_the_input_found():
    # issue 30: Enter in the Ctrl-R search buffer took a new line there and left a hidden
    # search mode on until Ctrl-G; as in bash, it ends the search and runs what it found
    history = InMemoryHistory()
    history.append_string("y := 6 * 7;")
    history.append_string("z := 1;")
    out, status = drive("\x12" + "y :=" + ENTER + CTRL_D, history=history)
    assert out.split() == ["y", ":=", "42"]
    assert status == 0


def test_a_line_wrapped_by_the_screen_has_no_prompt_before_its_rest():
    # issue 30: the prompt was drawn inside soft-wrapped long lines; prompt-toolkit asks
    # the continuation for each screen line, saying whether it is a wrap
    session = Session(io.StringIO())
    interactive = offline_repl(session)
    assert interactive.continuation(79, 1, True) == ""
    assert interactive.continuation(79, 1, False) == "> "
    session.run('interface(prompt = "maple> "):')
    assert interactive.continuation(79, 2, False) == "maple> "
