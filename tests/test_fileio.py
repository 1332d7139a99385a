"""The file commands (library/fileio.py, matrixio.py, filetools.py): what they write and read
on disk, the files they refuse and why, their bounds, and restricted mode (issue 25, item 3)."""
from __future__ import annotations

import io
import os
import stat

import numpy as np
import pytest

from mapletape.library import fileio
from mapletape.session import Session


def run(code: str, restricted: bool = False, session: Session | None = None) -> str:
    session = session or Session(io.StringIO(), restricted=restricted)
    start = session.out.tell()
    session.run("interface(prettyprint=0, screenwidth=infinity):\n" + code)
    session.out.seek(start)
    return session.out.read()


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


# ------------------------------------------------------------------ what is written and read
def test_fprintf_and_writeline_write_the_text_and_count_its_characters(tmp_path):
    out = run('fd := fopen("a.txt", WRITE): fprintf(fd, "%d|%s\\n", 7, "é"); '
              'writeline(fd, "x", "yz"); fclose(fd);')
    assert (tmp_path / "a.txt").read_bytes() == "7|é\nx\nyz\n".encode()
    assert out.split() == ["4", "5"]          # characters: é is one, of two bytes


def test_append_adds_at_the_end_and_write_empties_the_file(tmp_path):
    (tmp_path / "a.txt").write_text("old\n")
    run('fd := fopen("a.txt", APPEND): writeline(fd, "new"): fclose(fd);')
    assert (tmp_path / "a.txt").read_text() == "old\nnew\n"
    run('fd := fopen("a.txt", WRITE): fclose(fd);')
    assert (tmp_path / "a.txt").read_text() == ""


def test_readline_reads_each_line_then_zero_and_closes_a_file_it_opened(tmp_path):
    (tmp_path / "a.txt").write_text("one\r\ntwo\n")
    assert run('readline("a.txt"); readline("a.txt"); readline("a.txt"); fclose("a.txt");') == \
        '"one"\n"two"\n0\nError, (in fclose) file descriptor not in use\n'


def test_descriptors_are_the_smallest_free_and_a_session_has_its_own(tmp_path):
    one = Session(io.StringIO())
    assert run('fopen("a", WRITE), fopen("b", WRITE);', session=one) == "0, 1\n"
    assert run('fopen("c", WRITE);', session=Session(io.StringIO())) == "0\n"
    assert run('fclose(0): fopen("d", WRITE);', session=one) == "0\n"


def test_export_matrix_writes_what_import_matrix_reads_and_numpy_agrees(tmp_path):
    data = np.arange(12, dtype=float).reshape(3, 4) / 8
    rows = ", ".join("[" + ", ".join(repr(float(x)) for x in row) + "]" for row in data)
    run(f'ExportMatrix("m.csv", Matrix([{rows}], datatype = float[8])):')
    np.testing.assert_array_equal(np.loadtxt(tmp_path / "m.csv", delimiter=","), data)
    out = run('M := ImportMatrix("m.csv", datatype = float[8]): convert(M, listlist);')
    assert out == "[" + ", ".join(
        "[" + ", ".join(_hw(float(x)) for x in row) + "]" for row in data) + "]\n"


def _hw(x: float) -> str:
    text = repr(x)
    return text[:-1] if text.endswith(".0") else text        # Maple's 2. for 2.0


def test_readdata_reads_what_numpy_reads(tmp_path):
    rng = np.random.default_rng(5)
    data = rng.integers(-50, 50, size=(4, 3))
    np.savetxt(tmp_path / "d.txt", data, fmt="%d")
    expected = "[" + ", ".join("[" + ", ".join(str(x) for x in row) + "]" for row in data) + "]"
    assert run('readdata("d.txt", integer, 3);') == expected + "\n"


def test_a_file_name_is_read_relative_to_the_current_folder(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "t.csv").write_text("1,2\n")
    assert run('convert(ImportMatrix("sub/t.csv"), listlist);') == "[[1, 2]]\n"


# ------------------------------------------------------------------ refused files, with reasons
@pytest.mark.parametrize("call", [
    'fopen("link", WRITE);', 'fopen("link", APPEND);', 'ExportMatrix("link", Matrix(1, 1));',
    'writedata("link", [1]);', 'fprintf("link", "x");', 'Export("link.csv", Matrix(1, 1));'])
def test_a_write_never_follows_a_symbolic_link(tmp_path, call):
    target = tmp_path / "target"
    target.write_text("kept\n")
    name = "link.csv" if "link.csv" in call else "link"
    (tmp_path / name).symlink_to(target)
    out = run(call)
    assert out.startswith("Error, (in ") and f"`{name}` is a symbolic link" in out
    assert target.read_text() == "kept\n"


@pytest.mark.parametrize("call", ['fopen("ro", WRITE);', 'ExportMatrix("ro", Matrix(1, 1));'])
def test_a_read_only_file_is_not_written(tmp_path, call):
    path = tmp_path / "ro"
    path.write_text("kept\n")
    path.chmod(0o444)
    assert "`ro` is read-only (mode 444)" in run(call)
    assert path.read_text() == "kept\n"


@pytest.mark.parametrize("make, reason", [
    (lambda p: p.write_bytes(b"1,2\n\xff\xfe\n"), "not UTF-8 text"),
    (lambda p: p.mkdir(), "Is a directory"),
    (lambda p: os.mkfifo(p), "not a regular file"),            # must not wait for a writer
    (lambda p: None, "No such file or directory"),
    (lambda p: os.truncate(p.open("wb").name, 100_000_001), "larger than 100000000 bytes"),
])
@pytest.mark.parametrize("command", ["ImportMatrix", "readline", "readdata", "Import"])
def test_what_cannot_be_read_is_a_maple_error_with_the_reason(tmp_path, make, reason, command):
    make(tmp_path / "f.csv")
    out = run(f'{command}("f.csv");')
    assert out.startswith(f"Error, (in {command}) unable to read `f.csv`: ")
    assert reason in out.replace("\n", " ")


def test_entries_beyond_maxsize_are_refused_before_a_matrix_is_made(tmp_path):
    (tmp_path / "big.csv").write_text("1,2,3\n" * 4)
    assert run('kernelopts(maxsize = 10): ImportMatrix("big.csv");') == \
        "Error, (in ImportMatrix) object too large\n"
    (tmp_path / "big.txt").write_text("1 2 3\n" * 4)
    assert run('kernelopts(maxsize = 10): readdata("big.txt", 3);') == \
        "Error, (in readdata) object too large\n"
    # a column count is refused before its reading pattern is made (2^31 columns took
    # gigabytes, which the fuzz test found)
    assert run('readdata("big.txt", string, 2147483648);') == "Error, (in readdata) object too large\n"


def test_a_file_holds_at_most_the_write_limit(monkeypatch, tmp_path):
    monkeypatch.setattr(fileio, "MAX_TEXT_BYTES", 10)
    out = run('fd := fopen("a", WRITE): fprintf(fd, "12345"); fprintf(fd, "123456");')
    assert out.startswith("5\nError, (in fprintf) unable to write `a`: larger than 10 bytes")


def test_the_number_of_open_files_is_bounded(tmp_path):
    out = run("for i to 65 do fopen(cat(\"f\", i), WRITE) end do:")
    assert out == "Error, (in fopen) too many files already open\n"


def test_a_temporary_file_is_new_private_and_unique(tmp_path):
    out = run(f'a := FileTools:-TemporaryFile("io", ".csv", directory = "{tmp_path}"): '
              f'b := FileTools:-TemporaryFile("io", ".csv", directory = "{tmp_path}"): '
              "evalb(a = b), a;")
    same, name = out.strip().split(", ")
    assert same == "false"
    path = tmp_path / name.strip('"').rsplit("/", 1)[1]
    assert path.name.startswith("io") and path.name.endswith(".csv")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_remove_deletes_a_symbolic_link_not_its_target(tmp_path):
    (tmp_path / "target").write_text("kept\n")
    (tmp_path / "link").symlink_to(tmp_path / "target")
    run('FileTools:-Remove("link");')
    assert not (tmp_path / "link").exists() and (tmp_path / "target").read_text() == "kept\n"


# ------------------------------------------------------------------ restricted mode
@pytest.mark.parametrize("call, command", [
    ('fopen("a", WRITE);', "fopen"), ('fopen("a", READ);', "fopen"), ('fclose(0);', "fclose"),
    ('fprintf("a", "x");', "fprintf"), ('writeline("a", "x");', "writeline"),
    ('readline("a");', "readline"), ('fscanf("a", "%d");', "fscanf"), ('feof(0);', "feof"),
    ('fflush(0);', "fflush"), ('readdata("a", 2);', "readdata"), ('writedata("a", [1]);', "writedata"),
    ('ImportMatrix("a");', "ImportMatrix"), ('ExportMatrix("a", Matrix(1, 1));', "ExportMatrix"),
    ('Import("a.csv");', "Import"), ('Export("a.csv", Matrix(1, 1));', "Export"),
    ("FileTools:-TemporaryFile();", "FileTools:-TemporaryFile"),
    ("FileTools:-TemporaryDirectory();", "FileTools:-TemporaryDirectory"),
    ('FileTools:-Exists("a");', "FileTools:-Exists"), ('FileTools:-Remove("a");', "FileTools:-Remove"),
])
def test_restricted_mode_refuses_every_file_command(tmp_path, call, command):
    (tmp_path / "a").write_text("1 2\n")
    assert run(call, restricted=True) == f"Error, (in {command}) permission denied in restricted mode\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a"]
    assert (tmp_path / "a").read_text() == "1 2\n"


def test_restricted_mode_still_writes_to_the_terminal():
    assert run('fprintf(terminal, "%d\\n", 3): writedata(terminal, [[1, 2]], integer);',
               restricted=True) == "3\n1\t2\n"


def test_a_filetools_member_not_built_here_warns():
    assert run('FileTools:-JoinPath(["a", "b"]);') == \
        'Warning, FileTools:-JoinPath is not available in mapletape\nJoinPath(["a", "b"])\n'


def test_a_line_longer_than_maxsize_is_refused(tmp_path):
    (tmp_path / "long.txt").write_text("x" * 20 + "\n")
    assert run('kernelopts(maxsize = 10): readline("long.txt");') == \
        "Error, (in readline) object too large\n"


def test_append_counts_what_the_file_held_against_the_write_limit(monkeypatch, tmp_path):
    monkeypatch.setattr(fileio, "MAX_TEXT_BYTES", 10)
    (tmp_path / "a").write_text("12345678")
    out = run('fd := fopen("a", APPEND): fprintf(fd, "123");')
    assert out.startswith("Error, (in fprintf) unable to write `a`: larger than 10 bytes")
    assert (tmp_path / "a").read_text() == "12345678"


def test_auto_splits_a_plain_table_without_tabs_at_white_space(tmp_path):
    (tmp_path / "d.txt").write_text("1  2 3\n4 5   6\n")
    assert run('convert(ImportMatrix("d.txt"), listlist); '
               'convert(ImportMatrix("d.txt", source = delimited), listlist);') == \
        '[[1, 2, 3], [4, 5, 6]]\n[["1  2 3"], ["4 5   6"]]\n'


def test_import_reads_a_file_under_its_base_directory(tmp_path, monkeypatch):
    # help page Import: "base : one of bindir, currentdir, datadir, homedir, mapledir,
    # tempdir, toolboxdir, or worksheetdir ... Any local file specified with parameter
    # origin will be interpreted as a relative path under this directory"
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "t.csv").write_text("a,b\n1,2\n")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)       # read TMPDIR again
    expected = "DataFrame(Matrix(1, 2, [[1, 2]]), rows = [1], columns = [a, b])\n"
    for base in ("currentdir", "homedir", "tempdir"):
        assert run(f'lprint(Import("sub/t.csv", base = {base}));') == expected, base
    # Maple's own directories (the help page Classify reads "example/iris_training.csv"
    # under datadir) are not on a machine without Maple
    assert run('Import("example/iris_training.csv", base = datadir);') == (
        "Error, (in Import) base = datadir is not available in mapletape: there is no Maple "
        "installation; base is one of currentdir, homedir, tempdir\n")
    assert "base must be one of" in run('Import("t.csv", base = nowhere);')
    assert run('Import("sub/t.csv", base = homedir);', restricted=True) == \
        "Error, (in Import) permission denied in restricted mode\n"
