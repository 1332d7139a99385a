"""`mapletape --check` (mapletape/transcript.py): passing and failing pairs, the diff, a
missing .out, --update, address normalisation and exit codes, run in-process."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from mapletape import transcript
from mapletape.cli import main
from mapletape.transcript import normalize, run_script

# What Maple's text-mode program prints for `1+2;`: the echo, the result centred in 79
# columns, a blank line.
ONE_PLUS_TWO = "> 1+2;\n" + " " * 39 + "3\n\n"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def check(capsys, *argv: str) -> tuple[int, str]:
    code = main(["--check", *argv])
    return code, capsys.readouterr().out


def test_passing_pair(tmp_path, capsys):
    script = write(tmp_path / "sum.mpl", "1+2;\n")
    write(tmp_path / "sum.out", ONE_PLUS_TWO)
    assert check(capsys, str(script)) == (0, "1 passed, 0 failed\n")


def test_failing_pair_names_the_statement_then_prints_a_unified_diff(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "work" / "sum.mpl", "1+2;\n")
    write(tmp_path / "work" / "sum.out", "> 1+2;\n" + " " * 39 + "4\n\n")
    code, out = check(capsys, "work/sum.mpl")
    assert code == 1
    assert out == ("work/sum.mpl:1: the output differs from sum.out first at this statement:\n"
                   "> 1+2;\n"
                   "--- work/sum.out\n"
                   "+++ work/sum.mpl (actual output)\n"
                   "@@ -1,3 +1,3 @@\n"
                   " > 1+2;\n"
                   "-" + " " * 39 + "4\n"
                   "+" + " " * 39 + "3\n"
                   " \n"
                   "0 passed, 1 failed\n")


def test_missing_out_fails_with_a_hint(tmp_path, capsys):
    script = write(tmp_path / "new.mpl", "1+2;\n")
    code, out = check(capsys, str(script))
    assert code == 1
    assert out == (f"{script}: no new.out beside it; run `mapletape --check --update {script}` "
                   f"to create it from the current output, then read it\n"
                   "0 passed, 1 failed\n")
    assert not (tmp_path / "new.out").exists()


def test_update_writes_and_names_the_changed_files(tmp_path, capsys):
    write(tmp_path / "a.mpl", "1+2;\n")                       # no .out yet
    write(tmp_path / "b.mpl", "1+2;\n")
    write(tmp_path / "b.out", ONE_PLUS_TWO)                    # already right
    write(tmp_path / "c.mpl", "1+2;\n")
    write(tmp_path / "c.out", "stale\n")
    code, out = check(capsys, "--update", str(tmp_path))
    assert code == 0
    assert out == (f"created {tmp_path / 'a.out'}\n"
                   f"updated {tmp_path / 'c.out'}\n"
                   "1 unchanged, 2 written\n")
    for name in "abc":
        assert (tmp_path / f"{name}.out").read_text(encoding="utf-8") == ONE_PLUS_TWO
    assert check(capsys, str(tmp_path)) == (0, "3 passed, 0 failed\n")


def test_update_leaves_a_matching_out_byte_for_byte(tmp_path, capsys):
    write(tmp_path / "sum.mpl", "1+2;\n")
    write(tmp_path / "sum.out", ONE_PLUS_TWO.replace("\n", "\r\n"))
    assert check(capsys, "--update", str(tmp_path)) == (0, "1 unchanged, 0 written\n")
    assert (tmp_path / "sum.out").read_bytes() == ONE_PLUS_TWO.replace("\n", "\r\n").encode()


def test_object_addresses_are_normalised(tmp_path, capsys):
    script = write(tmp_path / "address.mpl", 's := "object at 0x7f6e6e72a050";\n')
    write(tmp_path / "address.out", '> s := "object at 0x7f00deadbeef";\n'
                                    + " " * 24 + 's := "object at 0x55d0c0ffee"\n\n')
    assert check(capsys, str(script)) == (0, "1 passed, 0 failed\n")


def test_only_addresses_line_endings_and_trailing_spaces_are_normalised():
    assert normalize("a 0x1f  \r\nb\r") == normalize("a 0xabc\nb\n")
    assert normalize("a\n\n") != normalize("a\n")              # a missing blank line counts
    assert normalize("0X1F") != normalize("0x1F")              # only lower-case hex addresses
    assert normalize(" a") != normalize("a")                   # leading spaces are the layout


def test_folders_are_searched_recursively_skipping_hidden_ones(tmp_path, capsys):
    write(tmp_path / "top.mpl", "1+2;\n")
    write(tmp_path / "top.out", ONE_PLUS_TWO)
    write(tmp_path / "deep" / "er" / "inner.mpl", "1+2;\n")
    write(tmp_path / "deep" / "er" / "inner.out", ONE_PLUS_TWO)
    write(tmp_path / ".hidden" / "skipped.mpl", "1+2;\n")      # no .out: would fail
    assert check(capsys, str(tmp_path), str(tmp_path / "top.mpl")) == (0, "2 passed, 0 failed\n")


def test_each_script_runs_on_a_fresh_session_in_its_own_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "w" / "a.mpl", 'read "helper.txt";\nx;\n')
    write(tmp_path / "w" / "helper.txt", "x := 5:\n")
    write(tmp_path / "w" / "b.mpl", "x;\n")                   # x from a.mpl must not leak
    assert check(capsys, "--update", "w") == (0, "created w/a.out\ncreated w/b.out\n"
                                                  "0 unchanged, 2 written\n")
    assert (tmp_path / "w" / "a.out").read_text() == ('> read "helper.txt";\n> x;\n'
                                                     + " " * 39 + "5\n\n")
    assert (tmp_path / "w" / "b.out").read_text() == "> x;\n" + " " * 39 + "x\n\n"


def test_a_syntax_error_names_the_script_by_its_base_name(tmp_path):
    script = write(tmp_path / "deep" / "bad.mpl", "1+;\n2;\n")
    output, outcome = run_script(script)
    assert output == ("> 1+;\non line 1, syntax error, `;` unexpected:\n1+;\n  ^\n"
                      "Error, while reading `bad.mpl`\n")
    assert (outcome.status, outcome.line) == ("syntax", 1)


def test_exit_codes_and_usage_errors(tmp_path, capsys):
    write(tmp_path / "good.mpl", "1+2;\n")
    write(tmp_path / "good.out", ONE_PLUS_TWO)
    write(tmp_path / "bad.mpl", "1+2;\n")
    write(tmp_path / "bad.out", "")
    code, out = check(capsys, str(tmp_path))
    assert (code, out.splitlines()[-1]) == (1, "1 passed, 1 failed")
    assert check(capsys, str(tmp_path / "nowhere")) == (
        1, f"Error, no such file or folder: `{tmp_path / 'nowhere'}`\n")
    for argv in (["--check"], ["--update", str(tmp_path)]):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
    assert "--check" in capsys.readouterr().err


def test_a_session_pins_its_screenwidth_with_an_ordinary_statement(tmp_path, capsys):
    write(tmp_path / "a_narrow.mpl", "interface(screenwidth=21):\n1+2;\n")
    write(tmp_path / "a_narrow.out", "> interface(screenwidth=21):\n> 1+2;\n" + " " * 10 + "3\n\n")
    write(tmp_path / "b_default.mpl", "1+2;\n")                # the width does not leak
    write(tmp_path / "b_default.out", ONE_PLUS_TWO)
    assert check(capsys, str(tmp_path)) == (0, "2 passed, 0 failed\n")


def test_an_unreadable_or_crashing_script_fails_alone(tmp_path, capsys, monkeypatch):
    (tmp_path / "a_latin1.mpl").write_bytes(b'"caf\xe9";\n')
    write(tmp_path / "b_crash.mpl", "1+2;\n")
    write(tmp_path / "c_good.mpl", "1+2;\n")
    write(tmp_path / "c_good.out", ONE_PLUS_TWO)
    real_run_script = transcript.run_script

    def run_script_with_a_bug(path, **options):
        if path.name == "b_crash.mpl":
            raise ZeroDivisionError("division by zero")
        return real_run_script(path, **options)

    monkeypatch.setattr(transcript, "run_script", run_script_with_a_bug)
    code, out = check(capsys, str(tmp_path))
    assert code == 1
    assert out.splitlines() == [
        f"{tmp_path / 'a_latin1.mpl'}: unable to read `{tmp_path / 'a_latin1.mpl'}`: not UTF-8 text",
        f"{tmp_path / 'b_crash.mpl'}: internal error: ZeroDivisionError: division by zero",
        "1 passed, 2 failed"]


def test_update_reports_an_out_it_cannot_write(tmp_path, capsys):
    write(tmp_path / "sum.mpl", "1+2;\n")
    (tmp_path / "sum.out").mkdir()                            # a folder in the way
    code, out = check(capsys, "--update", str(tmp_path / "sum.mpl"))
    assert (code, out) == (1, f"{tmp_path / 'sum.mpl'}: Is a directory: `{tmp_path / 'sum.out'}`\n"
                              "0 unchanged, 0 written, 1 failed\n")


def test_a_tape_left_recording_stops_with_its_script(tmp_path, monkeypatch):
    from mapletape.deeplearning.objects import GradientTape
    script = write(tmp_path / "open.mpl", "with(DeepLearning):\nt := GradientTape():\nEnter(t):\n")
    tapes: list[GradientTape] = []
    original = GradientTape.__init__

    def remember(self, *args):
        original(self, *args)
        tapes.append(self)
    monkeypatch.setattr(GradientTape, "__init__", remember)
    run_script(script)
    assert len(tapes) == 1 and not tapes[0].recording


def test_update_refuses_a_symlinked_out_and_leaves_its_target_alone(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "w" / "a.mpl", "1+2;\n")
    precious = write(tmp_path / "precious.txt", "not a transcript\n")
    (tmp_path / "w" / "a.out").symlink_to(precious)
    write(tmp_path / "w" / "b.mpl", "1+2;\n")
    write(tmp_path / "w" / "b.out", "stale\n")
    code, out = check(capsys, "--update", "w")
    assert (code, out) == (1, "w/a.mpl: `w/a.out` is a symbolic link: not written\n"
                              "updated w/b.out\n0 unchanged, 1 written, 1 failed\n")
    assert precious.read_text() == "not a transcript\n"
    assert (tmp_path / "w" / "a.out").is_symlink()
    assert (tmp_path / "w" / "b.out").read_text() == ONE_PLUS_TWO
    assert sorted(p.name for p in (tmp_path / "w").iterdir()) == ["a.mpl", "a.out", "b.mpl", "b.out"]


def test_update_refuses_a_read_only_out_and_leaves_it_as_it_is(tmp_path, capsys, monkeypatch):
    # we may run as root, who may write any file: the mode's owner write bit decides
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "w" / "a.mpl", "1+2;\n")
    os.chmod(write(tmp_path / "w" / "a.out", "stale\n"), 0o444)
    write(tmp_path / "w" / "b.mpl", "1+2;\n")
    code, out = check(capsys, "--update", "w")
    assert (code, out) == (1, "w/a.mpl: `w/a.out` is read-only (mode 444): not written\n"
                              "created w/b.out\n0 unchanged, 1 written, 1 failed\n")
    assert (tmp_path / "w" / "a.out").read_text() == "stale\n"
    assert sorted(p.name for p in (tmp_path / "w").iterdir()) == ["a.mpl", "a.out", "b.mpl", "b.out"]


def test_update_replaces_the_out_file_rather_than_writing_into_it(tmp_path, capsys):
    script = write(tmp_path / "sum.mpl", "1+2;\n")
    out = write(tmp_path / "sum.out", "stale\n")
    other_name = tmp_path / "hard-link-to-the-old-out"
    os.link(out, other_name)                  # the old file itself is left as it was
    assert check(capsys, "--update", str(script))[0] == 0
    assert out.read_text() == ONE_PLUS_TWO
    assert other_name.read_text() == "stale\n"


def test_check_restricted_runs_every_script_in_restricted_mode(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "w" / "a.mpl", 'read "helper.txt";\nx;\n')
    write(tmp_path / "w" / "helper.txt", "x := 5:\n")
    # what `mapletape -z a.mpl` prints: the refusal, then x unassigned
    write(tmp_path / "w" / "a.out", '> read "helper.txt";\n'
                                    "Error, (in read) permission denied in restricted mode\n"
                                    "> x;\n" + " " * 39 + "x\n\n")
    assert check(capsys, "--restricted", "w") == (0, "1 passed, 0 failed\n")
    assert check(capsys, "-z", "w") == (0, "1 passed, 0 failed\n")
    assert check(capsys, "w")[0] == 1                  # unrestricted, the file is read


def test_check_restricted_refuses_symlinked_scripts_and_out_files(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    secret = write(tmp_path / "secret.txt", "API_KEY=hunter2\n")
    write(tmp_path / "w" / "a.mpl", "1+2;\n")
    (tmp_path / "w" / "a.out").symlink_to(secret)     # the diff would print the secret
    (tmp_path / "w" / "b.mpl").symlink_to(secret)     # the echo would print it
    write(tmp_path / "w" / "b.out", "")
    code, out = check(capsys, "--restricted", "w")
    assert (code, out) == (1, "w/a.mpl: `w/a.out` is a symbolic link: refused\n"
                              "w/b.mpl: `w/b.mpl` is a symbolic link: refused\n"
                              "0 passed, 2 failed\n")
    assert "hunter2" in check(capsys, "w")[1]        # unrestricted, the user's links are followed


def test_check_restricted_refuses_hard_linked_scripts_and_out_files(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    secret = write(tmp_path / "secret.txt", "API_KEY=hunter2\n")
    write(tmp_path / "w" / "a.mpl", "1+2;\n")
    os.link(secret, tmp_path / "w" / "a.out")          # the diff would print the secret
    os.link(secret, tmp_path / "w" / "b.mpl")          # the echo would print it
    write(tmp_path / "w" / "b.out", "")
    code, out = check(capsys, "-z", "w")
    assert (code, out) == (1, "w/a.mpl: `w/a.out` has 3 hard links: refused\n"
                              "w/b.mpl: `w/b.mpl` has 3 hard links: refused\n"
                              "0 passed, 2 failed\n")
    code, out = check(capsys, "-z", "--update", "w")
    assert (code, "hunter2" in out) == (1, False)
    assert "w/a.mpl: `w/a.out` has 3 hard links: not written\n" in out
    assert secret.read_text() == "API_KEY=hunter2\n"
    assert "hunter2" in check(capsys, "w")[1]        # unrestricted, the user's links are read


def test_update_warns_when_it_freezes_a_run_stopped_at_a_syntax_error(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "a.mpl", "1+2;\n\n2+;\n3;\n")                  # stops at line 3
    write(tmp_path / "b.mpl", "1+2;\nf := proc(x)\n  x;\n")         # ends inside the proc
    write(tmp_path / "c.mpl", "1+2;\n")
    assert check(capsys, "--update", ".") == (0, (
        "created a.out\n"
        "Warning, a.mpl stopped at a syntax error on line 3; a.out records the run up to it\n"
        "created b.out\n"
        "Warning, b.mpl stopped at a syntax error on line 3; b.out records the run up to it\n"
        "created c.out\n"
        "0 unchanged, 3 written\n"))
    assert (tmp_path / "a.out").read_text().startswith(ONE_PLUS_TWO + "> 2+;\non line 3")
    # frozen once: an update that changes nothing, and a check, say nothing more
    assert check(capsys, "--update", ".") == (0, "3 unchanged, 0 written\n")
    assert check(capsys, ".") == (0, "3 passed, 0 failed\n")


def test_the_report_names_the_first_differing_statement_by_its_line(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    # a comment and a two-line statement before it: the line is found in the script itself
    write(tmp_path / "w.mpl", "# setup\nx := 1:\ny := x +\n  1;\n" + "".join(
        f"{n};\n" for n in range(3, 10)))
    actual, _ = run_script(tmp_path / "w.mpl")
    expected = actual.replace("y := 2", "y := 5").replace(" " * 39 + "9", " " * 39 + "8")
    write(tmp_path / "w.out", expected)
    code, out = check(capsys, "w.mpl")
    assert code == 1
    assert out == ("w.mpl:3: the output differs from w.out first at this statement:\n"
                   "> y := x +\n>   1;\n"
                   "--- w.out\n"
                   "+++ w.mpl (actual output)\n"
                   "@@ -1,7 +1,7 @@\n"
                   " > x := 1:\n > y := x +\n >   1;\n"
                   "-" + " " * 36 + "y := 5\n"
                   "+" + " " * 36 + "y := 2\n"
                   " \n"
                   " > 3;\n"
                   " " + " " * 39 + "3\n"
                   "(1 more difference further on)\n"
                   "0 passed, 1 failed\n")


def test_full_diff_shows_every_hunk(tmp_path, capsys, monkeypatch):
    # issue 30: an option to show the whole diff
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "w.mpl", "".join(f"{n};\n" for n in range(1, 12)))
    actual, _ = run_script(tmp_path / "w.mpl")
    write(tmp_path / "w.out", actual.replace(" " * 39 + "1\n", " " * 39 + "0\n")
          .replace(" " * 38 + "11\n", " " * 38 + "12\n"))
    code, out = check(capsys, "--full-diff", "w.mpl")
    assert code == 1 and "more difference" not in out
    assert out.count("@@ ") == 2 and "-" + " " * 38 + "12\n" in out


def test_float_digits_compares_floats_to_that_many_digits(tmp_path, capsys, monkeypatch):
    # issue 30: a transcript made on another machine differs in the last digits of a float
    # (and so in the centring of its line); --float-digits N compares N significant digits
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "w.mpl", "x := evalf(1/3);\n[1.5, 2.];\n")
    actual, _ = run_script(tmp_path / "w.mpl")
    write(tmp_path / "w.out", actual.replace("0.3333333333", "0.33333333334"))
    assert check(capsys, "w.mpl")[0] == 1
    assert check(capsys, "--float-digits", "10", "w.mpl") == (0, "1 passed, 0 failed\n")
    assert check(capsys, "--float-digits", "11", "w.mpl")[0] == 1
    # the input echoed is compared as it is; --update writes the output exactly
    assert check(capsys, "--update", "--float-digits", "10", "w.mpl")[1].startswith("updated")
    assert (tmp_path / "w.out").read_text(encoding="utf-8") == actual


def test_float_digits_and_full_diff_go_with_check_only(capsys):
    with pytest.raises(SystemExit):
        main(["--float-digits", "3", "x.mpl"])
    with pytest.raises(SystemExit):
        main(["--check", "--float-digits", "0", "x.mpl"])
    assert "--float-digits" in capsys.readouterr().err


def test_the_report_of_a_run_that_ends_early_or_a_difference_before_any_statement(tmp_path, capsys):
    script = write(tmp_path / "w.mpl", "1+2;\n2+;\n")
    write(tmp_path / "w.out", ONE_PLUS_TWO + "> 2+3;\n" + " " * 39 + "5\n\n")
    out = check(capsys, str(script))[1]
    # the recorded statement 2+3 no longer runs: the first difference is its echo
    assert out.startswith(f"{script}:2: the output differs from w.out first at this statement:\n"
                          "> 2+;\n")
    write(tmp_path / "w.out", "a banner\n" + ONE_PLUS_TWO)
    out = check(capsys, str(script))[1]
    assert out.startswith(f"{script}: the output differs from w.out first before any statement\n"
                          f"--- {tmp_path / 'w.out'}\n")


def test_the_report_of_an_out_that_goes_on_after_the_run_names_the_statement_gone(tmp_path, capsys):
    # every statement's output matches, but w.out records a statement w.mpl no longer has
    script = write(tmp_path / "w.mpl", "1+2;\n")
    write(tmp_path / "w.out", ONE_PLUS_TWO + "> 2+3;\n" + " " * 39 + "5\n\n")
    out = check(capsys, str(script))[1]
    assert out.startswith(f"{script}: the output ends where w.out goes on with this statement:\n"
                          "> 2+3;\n"
                          f"--- {tmp_path / 'w.out'}\n")
