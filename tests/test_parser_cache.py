"""The parser cache (mapletape/syntax/cache.py): only a private per-user folder is used;
planted pickles and symlinks, in the shared temporary folder or in a cache folder that is
not private, are never loaded nor written through."""
from __future__ import annotations

import os
import pickle
import stat
import tempfile

import pytest
from lark import Lark

from mapletape.syntax import cache, parse_program
from mapletape.syntax.parser import grammar_path, lark_parser

GRAMMAR = grammar_path().read_text(encoding="utf-8")


class Planted:
    """A pickle that, once loaded, leaves a folder behind as proof that it ran."""

    def __init__(self, proof):
        self.proof = str(proof)

    def __reduce__(self):
        return os.mkdir, (self.proof,)


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "mapletape"


@pytest.fixture
def fresh_parser():
    """lark_parser() as on a first call in a new process."""
    lark_parser.cache_clear()
    yield lark_parser
    lark_parser.cache_clear()


def works(parser: Lark) -> bool:
    return parser.parse("x := 1 + 2;").data is not None


def test_a_planted_pickle_or_symlink_at_lark_s_old_temp_location_is_ignored(
        tmp_path, monkeypatch, cache_home, fresh_parser):
    shared = tmp_path / "shared"
    shared.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    # where Lark's cache=True, which mapletape used before, put the parser
    Lark(GRAMMAR, **cache.OPTIONS, cache=True)
    [old] = shared.iterdir()
    first_line = old.read_bytes().split(b"\n", 1)[0] + b"\n"
    proof = tmp_path / "planted-code-ran"
    old.write_bytes(first_line + pickle.dumps(Planted(proof)))
    assert works(fresh_parser())
    assert not proof.exists()

    victim = tmp_path / "victim"
    victim.write_text("untouched\n")
    old.unlink()
    old.symlink_to(victim)
    fresh_parser.cache_clear()
    assert works(fresh_parser())
    assert victim.read_text() == "untouched\n"
    assert parse_program("1 + 2;").error is None


def test_the_parser_is_saved_privately_and_loaded_next_time(cache_home, monkeypatch):
    assert works(cache.build_parser(GRAMMAR))
    path = cache.cache_file(GRAMMAR)
    assert path.parent == cache_home
    assert stat.S_IMODE(cache_home.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.stat().st_mode) == 0o600

    class NoBuilding:
        load = staticmethod(Lark.load)

        def __init__(self, *args, **kwargs):
            raise AssertionError("built again instead of loaded")

    monkeypatch.setattr(cache, "Lark", NoBuilding)
    assert works(cache.build_parser(GRAMMAR))


def plant(path, proof) -> bytes:
    data = pickle.dumps(Planted(proof))
    path.write_bytes(data)
    return data


def test_a_cache_folder_open_to_others_is_neither_loaded_nor_written(tmp_path, cache_home):
    cache_home.mkdir(parents=True)
    os.chmod(cache_home, 0o755)
    proof = tmp_path / "planted-code-ran"
    planted = plant(cache.cache_file(GRAMMAR), proof)
    assert works(cache.build_parser(GRAMMAR))
    assert not proof.exists()
    assert cache.cache_file(GRAMMAR).read_bytes() == planted


def test_a_cache_folder_of_another_user_is_neither_loaded_nor_written(
        tmp_path, cache_home, monkeypatch):
    cache_home.mkdir(parents=True, mode=0o700)
    proof = tmp_path / "planted-code-ran"
    planted = plant(cache.cache_file(GRAMMAR), proof)
    monkeypatch.setattr(os, "geteuid", lambda: os.getuid() + 1)   # we are someone else
    assert works(cache.build_parser(GRAMMAR))
    assert not proof.exists()
    assert cache.cache_file(GRAMMAR).read_bytes() == planted


def test_a_symlinked_cache_file_is_not_loaded_and_its_target_is_not_written(tmp_path, cache_home):
    cache_home.mkdir(parents=True, mode=0o700)
    proof = tmp_path / "planted-code-ran"
    elsewhere = tmp_path / "elsewhere.pickle"
    planted = plant(elsewhere, proof)
    link = cache.cache_file(GRAMMAR)
    link.symlink_to(elsewhere)
    assert works(cache.build_parser(GRAMMAR))
    assert not proof.exists()
    assert elsewhere.read_bytes() == planted
    assert link.is_symlink()                     # left as it is: never followed, never replaced


def test_a_damaged_cache_file_is_rebuilt(cache_home):
    cache_home.mkdir(parents=True, mode=0o700)
    cache.cache_file(GRAMMAR).write_bytes(b"\x80\x05truncated")
    assert works(cache.build_parser(GRAMMAR))
    assert works(cache.build_parser(GRAMMAR))
