"""The size limit a Session holds (kernelopts(maxsize), --max-size) and the one check that
every builder of sequences, lists, rtables, Tensors and strings makes before the work."""
from __future__ import annotations

import contextvars

from .errors import MapleError

# Elements of a sequence, list, set, rtable or Tensor, and characters of a string. Ten
# million float[8] entries are 80 MB; ten million Maple values in a list take about a
# gigabyte, which is where a worksheet stops being a worksheet.
DEFAULT_MAX_SIZE = 10 ** 7


def check_size(host, count: int, procname: str | None = None) -> None:
    """Refuse, before any memory is spent, an object of `count` elements or characters
    beyond the session's limit. Without `procname` the error is located, as any error is,
    in the procedure it is raised in."""
    if count > host.kernelopts["maxsize"]:
        raise MapleError("object too large", procname=procname)


# The Session whose statements are running, set in the context its statements run in
# (evaluator/scopes.py): an operator (a Tensor's `+`, a Matrix product) makes an object
# with no evaluator at hand to ask for the limit; the Session itself stays the one holder
# of its value.
RUNNING = contextvars.ContextVar("running session")


def check_operation(count: int, procname: str | None = None) -> None:
    """`check_size` for the result of an operator, against the running Session's limit."""
    host = RUNNING.get(None)
    if host is not None:
        check_size(host, count, procname)


def check_shape(host, shape, procname: str | None = None) -> None:
    """`check_size` for an array of the given dimensions (their product)."""
    count = 1
    for n in shape:
        count *= max(n, 0)
    check_size(host, count, procname)
