"""Display: 2-D pictures and 1-D lines of Maple values, and the text of errors."""
from __future__ import annotations

from ..errors import MapleError
from ..values.plot import is_plot
from .atoms import visible
from .charplot import plot_text
from .elision import ELISION, Elision
from .lineprint import lprint
from .messages import error_message
from .picture import Picture, beside
from .plotimage import plot_image
from .pretty import picture
from .procedures import arrow_body, multi_line, one_line
from ..values.core import Procedure
from ..values.rtable import Rtable
from .wrapping import wrap_line, wrap_picture, wrap_words

UNBOUNDED = 10 ** 9          # an infinite screenwidth or rtablesize: larger than any output
DEFAULT_WIDTH = 79           # a plot's width when the screen is unbounded


def render_result(value, label: str | None, settings: dict) -> list[str]:
    """The lines a displayed result prints, its blank line included (2-D) or not (1-D).
    With screenwidth = infinity nothing is wrapped or centred. A plot shows as its
    character picture (text-mode Maple's plot device char), without its name. Long integers
    and sequences are elided as the interface's elision variables say (display/elision.py);
    no control character reaches the terminal raw (atoms.visible)."""
    token = ELISION.set(Elision.of(settings))
    try:
        return [visible(line) for line in _render(value, label, settings)]
    finally:
        ELISION.reset(token)


def _render(value, label: str | None, settings: dict) -> list[str]:
    width = screen_width(settings)
    if is_plot(value):
        return plot_text(value, DEFAULT_WIDTH if width >= UNBOUNDED else width) + [""]
    prefix = "" if label is None else f"{label} := "
    if isinstance(value, Procedure) and arrow_body(value.definition) is None \
            and len(prefix + one_line(value.definition)) > width:
        lines = multi_line(value.definition)
        return [prefix + lines[0]] + lines[1:] + ([""] if pretty_printing(settings) else [])
    if not pretty_printing(settings):
        return wrap_line(prefix + lprint(value), width)
    pict = picture(value, rtable_size(settings))
    if label is not None:
        pict = beside(Picture.text(prefix), pict)
    # grids are never broken; an Array shown in its long form (indexed from other than 1) is
    # one line of text, broken as other lines are
    grid = (isinstance(value, Rtable) and value.lows is None) or hasattr(value, "display_rows") \
        or hasattr(value, "display_grid")
    wrapped = None if grid else wrap_picture(pict, width)
    if wrapped is not None:
        return [line.rstrip() for line in wrapped] + [""]
    indent = " " * max(0, (width - pict.width) // 2) if width < UNBOUNDED else ""
    return [(indent + line).rstrip() for line in pict.lines] + [""]


def screen_width(settings: dict) -> int:
    return _int_setting(settings, "screenwidth", 79)


def rtable_size(settings: dict) -> int:
    """`interface(rtablesize)`: rtables with a larger dimension show as a summary."""
    return _int_setting(settings, "rtablesize", 10)


def pretty_printing(settings: dict) -> bool:
    """`interface(prettyprint)` asks for 2-D output (1 and 2) rather than 1-D (0)."""
    return _int_setting(settings, "prettyprint", 1) > 0


def _int_setting(settings: dict, key: str, default: int) -> int:
    """An interface variable's value, with infinity as UNBOUNDED."""
    value = settings.get(key, default)
    if isinstance(value, int):
        return value
    return UNBOUNDED if getattr(value, "name", None) == "infinity" else default


def render_error(err: MapleError, width: int = 79) -> str:
    """`Error, (in f) message`, word-wrapped at the screen width."""
    where = f"(in {err.procname}) " if err.procname else ""
    return "\n".join(wrap_words(f"Error, {where}{error_message(err)}", width))


__all__ = ["UNBOUNDED", "lprint", "picture", "plot_image", "plot_text", "pretty_printing",
           "render_error", "render_result", "rtable_size", "screen_width"]
