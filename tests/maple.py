"""Running Maple text on a fresh session for tests, the one way every test module does it."""
from __future__ import annotations

import io

from mapletape.session import Session


def one_d(code: str, **options) -> str:
    """What a fresh session (made with `options`) prints for `code` in 1-D form, one result
    per line, without the final newline."""
    session = Session(io.StringIO(), **options)
    session.run("interface(prettyprint=0):\n" + code)
    return session.out.getvalue().rstrip("\n")
