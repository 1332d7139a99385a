"""mapletape/files.py: bounded reading of Maple text, private folders, and atomic writes
that never follow a symlink and never leave a temporary file behind."""
from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from mapletape import files
from mapletape.files import UnreadableFile, UnsafePath


# ------------------------------------------------------------------ reading Maple text
def test_reads_utf8_text_with_universal_newlines(tmp_path):
    script = tmp_path / "a.mpl"
    script.write_bytes("s := \"é\";\r\n1;\n".encode())
    assert files.read_maple_text(script) == "s := \"é\";\n1;\n"


@pytest.mark.parametrize("make, reason", [
    (lambda p: os.mkfifo(p), "not a regular file"),          # opening it must not wait
    (lambda p: p.symlink_to("/dev/zero"), "not a regular file"),
    (lambda p: p.mkdir(), "Is a directory"),
    (lambda p: None, "No such file or directory"),
    (lambda p: p.write_bytes(b"x := 1;\n\xff;\n"), "not UTF-8 text"),
])
def test_what_is_not_a_readable_text_file_is_refused_with_a_reason(tmp_path, make, reason):
    path = tmp_path / "f.mpl"
    make(path)
    with pytest.raises(UnreadableFile) as refused:
        files.read_maple_text(path)
    assert str(refused.value) == f"unable to read `{path}`: {reason}"


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.mpl"
    path.write_text("1;\n" * 10)
    with pytest.raises(UnreadableFile, match="larger than 16 bytes"):
        files.open_maple_text(path, limit=16)


def test_a_file_that_grows_past_the_limit_while_read_is_cut_off(tmp_path):
    path = tmp_path / "growing.mpl"
    path.write_text("1;\n")
    with files.open_maple_text(path, limit=16) as text:
        with path.open("a") as writer:
            writer.write("2;\n" * 10)
        with pytest.raises(UnreadableFile, match="larger than 16 bytes"):
            text.read()


def test_streamed_lines_report_bad_bytes_as_unreadable(tmp_path):
    path = tmp_path / "late.mpl"
    path.write_bytes(b"1;\n" * 5000 + b"\xc3\x28;\n")
    with files.open_maple_text(path) as text, pytest.raises(UnreadableFile, match="not UTF-8"):
        for _ in text:
            pass


# ------------------------------------------------------------------ folders and owned files
def test_a_missing_folder_is_created_private(tmp_path):
    folder = files.safe_folder(tmp_path / "a" / "mapletape", private=True)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_folders_others_could_control_are_refused(tmp_path, monkeypatch):
    open_folder = tmp_path / "open"
    open_folder.mkdir(mode=0o755)
    os.chmod(open_folder, 0o755)
    with pytest.raises(UnsafePath, match="must be 700"):
        files.safe_folder(open_folder, private=True)
    assert files.safe_folder(open_folder, private=False) == open_folder
    os.chmod(open_folder, 0o777)
    with pytest.raises(UnsafePath, match="others can write"):
        files.safe_folder(open_folder, private=False)
    link = tmp_path / "link"
    link.symlink_to(files.safe_folder(tmp_path / "real", private=True))
    with pytest.raises(UnsafePath, match="symbolic link"):
        files.safe_folder(link, private=True)
    monkeypatch.setattr(os, "geteuid", lambda: os.getuid() + 1)
    with pytest.raises(UnsafePath, match="another user"):
        files.safe_folder(tmp_path / "real", private=True)


def test_owned_files_are_opened_only_when_regular_owned_and_not_links(tmp_path, monkeypatch):
    target = tmp_path / "target"
    target.write_bytes(b"data")
    link = tmp_path / "link"
    link.symlink_to(target)
    with pytest.raises(UnsafePath, match="symbolic link"):
        files.open_owned(link)
    with pytest.raises(UnsafePath, match="symbolic link"):
        files.check_plain_file(link, owned=True)
    with files.open_owned(target) as f:
        assert f.read() == b"data"
    monkeypatch.setattr(os, "geteuid", lambda: os.getuid() + 1)
    with pytest.raises(UnsafePath, match="another user"):
        files.open_owned(target)
    with pytest.raises(UnsafePath, match="another user"):
        files.check_plain_file(target, owned=True)


def test_a_file_with_another_name_is_refused_when_one_link_is_asked_for(tmp_path):
    secret = tmp_path / "secret"
    secret.write_text("hunter2\n")
    os.link(secret, tmp_path / "a.out")
    files.check_plain_file(tmp_path / "a.out", owned=False)
    for path in (secret, tmp_path / "a.out"):            # neither name is the first
        with pytest.raises(UnsafePath) as refused:
            files.check_plain_file(path, owned=False, one_link=True)
        assert str(refused.value) == f"`{path}` has 2 hard links"
    (tmp_path / "a.out").unlink()
    files.check_plain_file(secret, owned=False, one_link=True)


def test_append_never_follows_a_symlink(tmp_path):
    target = tmp_path / "target"
    target.write_text("kept\n")
    link = tmp_path / "history"
    link.symlink_to(target)
    with pytest.raises(UnsafePath, match="symbolic link"):
        files.open_append(link)
    assert target.read_text() == "kept\n"


# ------------------------------------------------------------------ atomic replacement
def test_replace_writes_the_new_contents_and_keeps_the_mode(tmp_path):
    path = tmp_path / "a.out"
    path.write_text("old\n")
    os.chmod(path, 0o640)
    files.replace_file(path, b"new\n")
    assert path.read_text() == "new\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert os.listdir(tmp_path) == ["a.out"]             # no temporary file left behind


def test_replace_refuses_a_symlink_and_leaves_its_target_alone(tmp_path):
    target = tmp_path / "precious"
    target.write_text("precious\n")
    path = tmp_path / "a.out"
    path.symlink_to(target)
    with pytest.raises(UnsafePath) as refused:
        files.replace_file(path, b"new\n")
    assert str(refused.value) == f"`{path}` is a symbolic link"
    assert target.read_text() == "precious\n"
    assert path.is_symlink()
    assert sorted(os.listdir(tmp_path)) == ["a.out", "precious"]


@pytest.mark.parametrize("mode", [0o444, 0o400, 0o044])
def test_replace_refuses_a_file_without_its_owner_s_write_bit_even_for_root(tmp_path, mode):
    path = tmp_path / "a.out"
    path.write_text("kept\n")
    os.chmod(path, mode)
    with pytest.raises(UnsafePath) as refused:
        files.replace_file(path, b"new\n")
    assert str(refused.value) == f"`{path}` is read-only (mode {mode:o})"
    assert path.read_text() == "kept\n"
    assert stat.S_IMODE(path.stat().st_mode) == mode
    assert os.listdir(tmp_path) == ["a.out"]


def test_replace_refuses_a_file_the_user_may_not_write(tmp_path, monkeypatch):
    path = tmp_path / "a.out"
    path.write_text("kept\n")
    os.chmod(path, 0o644)
    # what the kernel answers a user other than root for someone else's 0644 file
    monkeypatch.setattr(os, "access", lambda *_, **__: False)
    with pytest.raises(UnsafePath) as refused:
        files.replace_file(path, b"new\n")
    assert str(refused.value) == f"`{path}` is read-only for you (mode 644)"
    assert path.read_text() == "kept\n"


def test_replace_creates_a_missing_file_with_the_given_mode(tmp_path):
    path = tmp_path / "cache"
    files.replace_file(path, b"data", mode=0o600)
    assert path.read_bytes() == b"data"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_an_error_in_the_write_removes_the_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "a.out"
    path.write_text("old\n")

    def full_disk(*_):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        files.replace_file(path, b"new\n")
    assert path.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["a.out"]


class Ended(BaseException):
    """What a front end's SIGTERM handler raises to unwind and exit."""


def test_a_signal_in_the_write_window_waits_until_the_file_is_renamed(tmp_path, monkeypatch):
    def ended(signum, frame):
        raise Ended(signum)
    previous = signal.signal(signal.SIGTERM, ended)
    try:
        sync = os.fsync
        monkeypatch.setattr(os, "fsync",
                            lambda fd: (sync(fd), os.kill(os.getpid(), signal.SIGTERM)))
        path = tmp_path / "a.out"
        path.write_text("old\n")
        with pytest.raises(Ended):
            files.replace_file(path, b"new\n")
        assert path.read_text() == "new\n"
        assert os.listdir(tmp_path) == ["a.out"]
        assert signal.getsignal(signal.SIGTERM) is ended          # put back as it was
    finally:
        signal.signal(signal.SIGTERM, previous)


# SIGTERM's default action ends the process where it is: in the write window unless held
KILLED_IN_THE_WINDOW = """
import os, signal, sys
from pathlib import Path
from mapletape import files
sync = os.fsync
def fsync(fd):
    sync(fd)
    os.kill(os.getpid(), signal.SIGTERM)
    if sys.argv[2] == "failing":
        raise OSError(5, "Input/output error")
os.fsync = fsync
files.replace_file(Path(sys.argv[1]), b"new\\n")
print("the signal was lost")
"""


@pytest.mark.parametrize("write, contents", [("whole", "new\n"), ("failing", "old\n")])
def test_sigterm_with_its_default_action_in_the_write_window_leaves_no_temporary_file(
        tmp_path, write, contents):
    path = tmp_path / "a.out"
    path.write_text("old\n")
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    run = subprocess.run([sys.executable, "-c", KILLED_IN_THE_WINDOW, str(path), write],
                         capture_output=True, text=True, timeout=60, env=env)
    assert (run.returncode, run.stdout, run.stderr) == (-signal.SIGTERM, "", "")
    assert path.read_text() == contents
    assert os.listdir(tmp_path) == ["a.out"]
