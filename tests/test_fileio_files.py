"""files.py's helpers for worksheet data files: open_for_writing, new_temporary_file and
remove_file never write through a symbolic link, nor into what is not a regular file or is
read-only, and a temporary file is new and private (issue 25, item 3)."""
from __future__ import annotations

import os
import stat

import pytest

from mapletape import files
from mapletape.files import UnsafePath


def test_open_for_writing_creates_truncates_and_appends(tmp_path):
    path = tmp_path / "a.txt"
    with files.open_for_writing(path, append=False) as f:
        f.write(b"one\n")
    with files.open_for_writing(path, append=True) as f:
        f.write(b"two\n")
    assert path.read_bytes() == b"one\ntwo\n"
    with files.open_for_writing(path, append=False) as f:
        f.write(b"x")
    assert path.read_bytes() == b"x"
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@pytest.mark.parametrize("make, reason", [
    (lambda p, t: p.symlink_to(t), "is a symbolic link"),
    (lambda p, t: p.symlink_to(p.parent / "missing"), "is a symbolic link"),   # nothing made there
    (lambda p, t: os.mkfifo(p), "is not a regular file"),
    (lambda p, t: (p.write_text("kept\n"), p.chmod(0o444)), "is read-only (mode 444)"),
])
@pytest.mark.parametrize("append", [False, True])
def test_open_for_writing_refuses_what_it_must_not_write(tmp_path, make, reason, append):
    target = tmp_path / "target"
    target.write_text("kept\n")
    path = tmp_path / "f"
    make(path, target)
    with pytest.raises(UnsafePath) as refused:
        files.open_for_writing(path, append=append)
    assert str(refused.value) == f"`{path}` {reason}"
    assert target.read_text() == "kept\n"
    assert not (tmp_path / "missing").exists()


def test_open_for_writing_a_folder_is_an_error_that_says_so(tmp_path):
    with pytest.raises(IsADirectoryError):
        files.open_for_writing(tmp_path, append=False)


def test_a_temporary_file_is_new_empty_private_and_named_as_asked(tmp_path):
    made = {files.new_temporary_file(tmp_path, "pre", ".csv") for _ in range(20)}
    assert len(made) == 20
    for path in made:
        assert path.parent == tmp_path and path.name.startswith("pre") and path.name.endswith(".csv")
        assert path.read_bytes() == b"" and stat.S_IMODE(path.stat().st_mode) == 0o600


def test_remove_file_removes_a_link_not_its_target_and_refuses_a_folder(tmp_path):
    target = tmp_path / "target"
    target.write_text("kept\n")
    link = tmp_path / "link"
    link.symlink_to(target)
    files.remove_file(link)
    assert not link.is_symlink() and target.read_text() == "kept\n"
    with pytest.raises(IsADirectoryError):
        files.remove_file(tmp_path)
    with pytest.raises(FileNotFoundError):
        files.remove_file(tmp_path / "missing")
