"""The built LALR parser kept between runs, only in the user's private cache folder: never in
the shared temporary folder, where another user could plant a pickle (code run on loading)
or a symlink (a write wherever it points)."""
from __future__ import annotations

import hashlib
import io
import os
import sys
from pathlib import Path

import lark
from lark import Lark

from .. import files

OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": True}


def folder() -> Path:
    """$XDG_CACHE_HOME/mapletape, or ~/.cache/mapletape (a relative XDG_CACHE_HOME is
    ignored, as the XDG specification asks)."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mapletape"


def cache_file(grammar: str) -> Path:
    """Named by everything the pickle depends on: grammar, options, Lark and Python."""
    key = "\n".join([grammar, repr(sorted(OPTIONS.items())), lark.__version__,
                     "%d.%d" % sys.version_info[:2]])
    return folder() / f"parser-{hashlib.sha256(key.encode()).hexdigest()}.pickle"


def build_parser(grammar: str) -> Lark:
    """The parser for `grammar`: loaded from the private cache when a sound copy is there,
    else built (about 15 times slower, bench/README.md) and saved there for next time.
    A cache folder that is not private to the user is neither read nor written."""
    path = cache_file(grammar)
    try:
        files.safe_folder(path.parent, private=True)
    except OSError:
        return Lark(grammar, **OPTIONS)
    try:
        with files.open_owned(path) as f:
            return Lark.load(f)
    except Exception:       # missing, a symlink, a foreign owner, a truncated pickle: rebuild
        pass
    parser = Lark(grammar, **OPTIONS)
    saved = io.BytesIO()
    parser.save(saved)
    try:
        files.replace_file(path, saved.getvalue(), mode=0o600)
    except OSError:         # a full disk or a read-only home only costs the next run time
        pass
    return parser
