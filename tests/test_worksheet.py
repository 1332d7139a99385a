"""Worksheets end to end: `mapletape FILE.mw` and `.mws` run as scripts run (echo, errors,
exit codes, restricted mode), `--check` against Maple's saved values, `--export`, bad and
hostile files refused with the file and the reason, and the pytest plugin's collection."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import mapletape.session  # noqa: F401  (loaded once, before pytester's runs: see test_plugin)
from mapletape import cli
from mapletape.files import UnreadableFile, read_maple_bytes
from worksheet_files import error, input_group, math_group, token, ts, value, worksheet

WORKSHEETS = Path(__file__).resolve().parent / "worksheets"
SYNTHETIC = WORKSHEETS / "synthetic.mw"
pytest_plugins = ["pytester"]


def run(capsys, *args) -> tuple[int, str]:
    code = cli.main([str(a) for a in args])
    return code, capsys.readouterr().out


def sheet(tmp_path: Path, *parts: str, name: str = "w.mw") -> Path:
    path = tmp_path / name
    path.write_text(worksheet(*parts), encoding="utf-8")
    return path


def test_a_worksheet_runs_as_a_script_with_its_text_as_comments(capsys):
    code, out = run(capsys, SYNTHETIC)
    assert code == 0
    head = out.split("> plot(")[0]
    assert head == (
        "# A worksheet written for mapletape's tests.\n"
        "# Numbers\n"
        "> p := 7;\n" + " " * 36 + "p := 7\n\n"
        "> p^2;\n" + " " * 38 + "49\n\n"
        "> q := 3/(2^2);\n" + " " * 35 + "q := 3/4\n\n"      # 2-D input, linearised
        "> sqrt(4);\n" + " " * 39 + "2\n\n"
        "> 1/0;\nError, numeric exception: division by zero\n"
        "# Lists\n"
        "> L := [96, 47]:\n"
        "> nops([1, 2, L[1]]);\n" + " " * 39 + "3\n\n")
    assert "x = 0 .. 1);\n1.0 +" in out         # our own plot, drawn in characters


def test_quiet_shows_results_only(capsys):
    code, out = run(capsys, "-q", SYNTHETIC)
    assert code == 0 and "#" not in out and ">" not in out.split("\n")[0]


def test_a_plot_and_an_embedded_part_are_one_line_each(tmp_path, capsys):
    path = sheet(tmp_path, '<Plot height="10">AAAA</Plot>', input_group("1+1;"),
                 '<Components><Slider/></Components>')
    code, out = run(capsys, path)
    assert out == ("# (plot skipped)\n> 1+1;\n" + " " * 39 + "2\n\n"
                   "# (embedded Components skipped)\n")


def test_2d_input_not_linearised_is_a_warning_naming_the_group(tmp_path, capsys):
    odd = ts("msubsup", token("mi", "x"), token("mn", "1"), token("mn", "2"))
    path = sheet(tmp_path, input_group("a := 1;"), math_group(odd), input_group("a + 1;"))
    code, out = run(capsys, path)
    assert code == 0
    assert (f"Warning, group 2 of `{path}` is skipped: 2-D construct `msubsup` is not "
            "linearised by mapletape\n") in out
    assert out.endswith("> a + 1;\n" + " " * 39 + "2\n\n")


def test_exit_codes_are_a_scripts(tmp_path, capsys):
    syntax = sheet(tmp_path, input_group("1 +;"), input_group("2;"), name="syntax.mw")
    code, out = run(capsys, syntax)
    assert code == 2 and "syntax error" in out and "> 2;" not in out
    stopped = sheet(tmp_path, input_group("1/0;"), input_group("2;"), name="stop.mw")
    code, out = run(capsys, "-e", "2", stopped)
    assert code == 4 and "> 2;" not in out
    assert run(capsys, sheet(tmp_path, input_group("`quit`(3);"), name="q.mw"))[0] == 3


def test_restricted_mode_applies_to_the_worksheets_statements(tmp_path, capsys):
    (tmp_path / "other.mpl").write_text("secret := 1;\n")
    path = sheet(tmp_path, input_group('read "other.mpl";'), input_group("2;"))
    code, out = run(capsys, "-z", path)
    assert "Error, (in read) permission denied in restricted mode\n" in out
    assert code == 0 and "> 2;" in out


BILLION_LAUGHS = ('<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
                  '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n'
                  '<Worksheet>&lol2;</Worksheet>\n')
EXTERNAL = ('<?xml version="1.0"?>\n<!DOCTYPE w [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
            '<Worksheet><Group><Input><Text-field style="Maple Input">&x;</Text-field>'
            '</Input></Group></Worksheet>\n')


@pytest.mark.parametrize("content, reason", [
    (worksheet(input_group("1;"))[:-30].encode(), "is not a Maple worksheet: no element found "
                                                  "(line 5, column 93)"),
    ('<?xml version="1.0" encoding="ISO-8859-1"?><Worksheet>caf\xe9</Worksheet>'.encode("latin-1"),
     "is not a Maple worksheet: not UTF-8 text (byte 57)"),
    (BILLION_LAUGHS.encode(), "is refused: it has a document type declaration (entities are refused)"),
    (EXTERNAL.encode(), "is refused: it has a document type declaration (entities are refused)"),
    (b"<Worksheet>" + b"<Section>" * 300 + b"</Section>" * 300 + b"</Worksheet>",
     "is refused: elements nested more than 200 deep"),
    (b"<html><body/></html>", "is not a Maple worksheet: its root is <html>"),
    (b"", "is not a Maple worksheet: no element found (line 1, column 1)"),
])
def test_bad_and_hostile_files_are_errors_naming_the_file(tmp_path, capsys, content, reason):
    path = tmp_path / "bad.mw"
    path.write_bytes(content)
    code, out = run(capsys, path, tmp_path / "never.mpl")
    assert code == 1
    assert out == f"Error, `{path}` {reason}\n"


def test_a_folder_or_a_file_too_large_is_refused_by_the_safe_reader(tmp_path, capsys):
    folder = tmp_path / "dir.mw"
    folder.mkdir()
    code, out = run(capsys, folder)
    assert code == 1 and out == f"Error, unable to read `{folder}`: Is a directory\n"
    big = tmp_path / "big.mw"
    big.write_bytes(b"<Worksheet>" + b" " * 100 + b"</Worksheet>")
    with pytest.raises(UnreadableFile, match="larger than 50 bytes"):
        read_maple_bytes(big, limit=50)


def test_check_passes_when_every_saved_value_is_ours(capsys):
    code, out = run(capsys, "--check", SYNTHETIC, WORKSHEETS / "maple_lib_passing.mw",
                    WORKSHEETS / "maple_lib_outputs.mw")
    assert (code, out) == (0, "3 passed, 0 failed\n")


def test_check_reports_the_first_differing_group_with_both_values(tmp_path, capsys):
    path = sheet(tmp_path, input_group("2 + 2;", value(b'""%')),
                 input_group("3 + 3;", value(b'""(')), input_group("1/0;", error("Error, x")))
    code, out = run(capsys, "--check", path)
    assert code == 1
    assert out == (f"{path}: group 2 differs from the output Maple saved:\n> 3 + 3;\n"
                   "Maple saved:  7\nmapletape:    6\n0 passed, 1 failed\n")


def test_check_compares_floats_to_the_digits_stored_and_errors_by_text(tmp_path, capsys):
    # 0.5773502693 as maple_lib's plato.mw saved it for evalf(1/sqrt(3)): Maple holds
    # 1/sqrt(3) as sqrt(3)/3 (mapletape does not yet, and says 0.5773502692 there)
    path = sheet(tmp_path, input_group("evalf(sqrt(3)/3);", value(b'$"+$p-Nx&!#5')),
                 input_group("1/0;", error("Error, numeric exception: division by zero")))
    assert run(capsys, "--check", path) == (0, "1 passed, 0 failed\n")


def test_check_says_what_cannot_be_compared(tmp_path, capsys):
    path = sheet(tmp_path, input_group("series(x, x);", value(b'+9I"tG6"')))
    code, out = run(capsys, "--check", path)
    assert code == 1 and ("group 1: Maple's saved output cannot be compared: structure SERIES "
                          "(`+`) is not read by mapletape\n") in out


def test_update_never_rewrites_a_worksheet(tmp_path, capsys):
    path = sheet(tmp_path, input_group("2 + 2;", value(b'""%')))
    before = path.read_bytes()
    code, out = run(capsys, "--check", "--update", path)
    assert code == 0 and "is never rewritten; checked only" in out
    assert path.read_bytes() == before


MWS = ('{VERSION 6 0 "IBM INTEL LINUX" "6.0" }\n'
       '{SECT 0 {PARA 3 "" 0 "" {TEXT -1 6 "Title." }}{EXCHG {PARA 0 "> " 0 "" {MPLTEXT 1 0 18 "p := 3*5+\\n34;\\np^\n2;" }}'
       '{PARA 12 "" 1 "" {XPPMATH 20 "6#>%\\"pG\\"#\\\\" }}{PARA 11 "" 1 "" {XPPMATH 20 "6#\\"%,C" }}}}\n')


def test_a_classic_mws_runs_and_checks(tmp_path, capsys):
    # MPLTEXT's length counts `\n` as one character; the raw line break is Maple's wrap
    path = tmp_path / "old.mws"
    path.write_text(MWS)
    code, out = run(capsys, path)
    assert (code, out) == (0, "# Title.\n> p := 3*5+\n> 34;\n" + " " * 36 + "p := 49\n\n"
                              "> p^2;\n" + " " * 37 + "2401\n\n")
    assert run(capsys, "--check", path) == (0, "1 passed, 0 failed\n")


def test_a_cut_mws_is_an_error(tmp_path, capsys):
    path = tmp_path / "cut.mws"
    path.write_text(MWS[:120])
    code, out = run(capsys, path)
    assert code == 1 and out.startswith(f"Error, `{path}` is not a Maple worksheet: ")


def test_export_mpl_keeps_text_as_comments(capsys):
    code, out = run(capsys, "--export", "mpl", SYNTHETIC)
    assert code == 0
    assert out.startswith("# A worksheet written for mapletape's tests.\n# Numbers\np := 7;\np^2;\n"
                          "q := 3/(2^2);\nsqrt(4);\n1/0;\n# Lists\n")


def test_export_ipynb_is_a_notebook_for_our_kernel(capsys):
    kernel = pytest.importorskip("mapletape.kernel")      # the jupyter extra (in the test extra)
    code, out = run(capsys, "--export", "ipynb", SYNTHETIC)
    notebook = json.loads(out)
    assert notebook["metadata"]["kernelspec"]["name"] == kernel.KERNEL_NAME
    assert notebook["metadata"]["kernelspec"]["display_name"] == kernel.DISPLAY_NAME
    kinds = [c["cell_type"] for c in notebook["cells"]]
    assert kinds[:3] == ["markdown", "code", "code"]
    assert notebook["cells"][1]["source"] == ["p := 7;\n", "p^2;"]


def test_export_is_for_worksheets(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--export", "mpl", "x.mpl"])
    assert "--export reads worksheets" in capsys.readouterr().err


def test_the_plugin_collects_worksheets_when_asked(pytester):
    (pytester.path / "good.mw").write_text(worksheet(input_group("2 + 2;", value(b'""%'))))
    (pytester.path / "bad.mw").write_text(worksheet(input_group("2 + 2;", value(b'""&'))))
    result = pytester.runpytest_inprocess("-p", "mapletape.pytest_plugin")
    result.assert_outcomes()                                  # off by default
    result = pytester.runpytest_inprocess("-p", "mapletape.pytest_plugin", "--mapletape-worksheets")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*bad.mw: group 1 differs from the output Maple saved:*",
                                 "Maple saved:  5", "mapletape:    4"])
    pytester.makeini("[pytest]\nmapletape_worksheets = true\n")
    pytester.runpytest_inprocess("-p", "mapletape.pytest_plugin").assert_outcomes(passed=1, failed=1)


def test_check_stops_a_worksheet_past_its_timeout(tmp_path, capsys):
    path = sheet(tmp_path, input_group("do od;", value(b'""%')))
    code, out = run(capsys, "--check", "--timeout", "0.5", path)
    assert (code, out) == (1, f"{path}: stopped after 0.5 s (--timeout)\n0 passed, 1 failed\n")


def test_the_synthetic_worksheet_is_the_one_its_parts_build():
    from worksheet_files import synthetic
    assert SYNTHETIC.read_text(encoding="utf-8") == synthetic() + "\n"
