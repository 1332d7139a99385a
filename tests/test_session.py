"""The Session seam: settings that shape errors, restart, and the last-resort error guard."""
from __future__ import annotations

import io

from mapletape.library.registry import BUILTINS
from mapletape.session import Session


def run(text: str, session: Session | None = None) -> str:
    session = session or Session(io.StringIO())
    session.run(text)
    return session.out.getvalue()


def test_a_python_bug_becomes_an_error_line_and_the_session_goes_on(monkeypatch):
    def broken(ev, args):
        raise TypeError("unsupported operand")

    monkeypatch.setattr(BUILTINS["nops"], "fn", broken)
    out = run("nops([1, 2]);\nx := 5;\n")
    assert out.splitlines()[0] == "Error, (in mapletape) internal error: TypeError: unsupported operand"
    assert "x := 5" in out
    assert "Traceback" not in out


def test_errors_wrap_at_the_session_screenwidth():
    out = run('interface(screenwidth=30):\nerror "this message is certainly longer than thirty columns";\n')
    lines = out.splitlines()
    assert len(lines) > 1 and all(len(line) <= 30 for line in lines)
    assert " ".join(lines) == "Error, this message is certainly longer than thirty columns"


def test_restart_forgets_names_and_stops_recording_tapes():
    session = Session(io.StringIO())
    run("with(DeepLearning): t := GradientTape(): Enter(t): a := 1:", session)
    tape = session.evaluator.globals["t"]
    assert tape.tape._recording
    out = run("restart;\na;\n", session)
    assert not tape.tape._recording
    assert out.splitlines()[-2].strip() == "a"


def test_the_session_holds_only_the_tapes_that_are_recording():
    # restart stops these; a training loop's spent tapes must not pile up in the session
    session = Session(io.StringIO())
    run("with(DeepLearning): x := Constant([1.0]):\n"
        "for i to 50 do t := GradientTape(); Enter(t); t:-Watch(x); y := x^2;"
        " t:-Gradient(y, x); u := GradientTape(); Enter(u); Exit(u) end do:\n"
        "open := GradientTape(): Enter(open):", session)
    assert session.tapes == {session.evaluator.globals["open"]}
    run("Exit(open):", session)
    assert session.tapes == set()


def test_read_of_a_file_that_is_not_utf8_text_is_a_maple_error(tmp_path):
    latin1 = tmp_path / "latin1.mpl"
    latin1.write_bytes("x := \"café\";\n".encode("latin-1"))
    out = run(f'read "{latin1}"; 1 + 1;', Session(io.StringIO(), width=500))   # no wrapping
    assert out.splitlines()[0] == f"Error, (in read) unable to read `{latin1}`: not UTF-8 text"
    assert out.splitlines()[1].strip() == "2"


def test_read_of_a_folder_or_a_device_is_refused(tmp_path):
    out = run(f'read "{tmp_path}"; read "/dev/null";', Session(io.StringIO(), width=500))
    assert out.splitlines() == [f"Error, (in read) unable to read `{tmp_path}`: Is a directory",
                                "Error, (in read) unable to read `/dev/null`: not a regular file"]


def test_restricted_mode_refuses_read_and_keeps_refusing_after_restart(tmp_path):
    helper = tmp_path / "helper.mpl"
    helper.write_text("x := 5;\n")
    session = Session(io.StringIO(), restricted=True)
    refusal = "Error, (in read) permission denied in restricted mode"
    out = run(f'read "{helper}"; read "{tmp_path / "missing.mpl"}"; x;', session)
    assert out.splitlines()[:2] == [refusal, refusal]      # not even whether a file exists
    assert out.splitlines()[2].strip() == "x"
    out = run(f'restart; interface(warnlevel=0); read "{helper}";', session)
    assert out.splitlines()[-1] == refusal
    assert run(f'read "{helper}";').strip() == "x := 5"      # an ordinary session reads it


def test_two_sessions_in_one_process_keep_their_own_state():
    first, second = Session(io.StringIO()), Session(io.StringIO())
    run("with(DeepLearning): t := GradientTape(): Enter(t): Digits := 20: "
        "interface(prettyprint=0):", first)
    run("with(DeepLearning): u := GradientTape(): Enter(u): Digits := 5:", second)
    tape, other = first.evaluator.globals["t"], second.evaluator.globals["u"]
    # restart in the second session stops its own tape only
    run("restart;", second)
    assert not other.tape._recording and tape.tape._recording
    # Digits and interface settings are each session's: evalf(1/3) at 20 and at 10 digits
    assert run("evalf(1/3);", first).splitlines()[-1] == "0.33333333333333333333"
    assert run("evalf(1/3);", second).split() == ["0.3333333333"]
    first.exit_tapes()
    assert not tape.tape._recording
