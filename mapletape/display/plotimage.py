"""PNG and SVG images of a PLOT, drawn by matplotlib: for notebooks and for the files that
plotsetup(png) and plotsetup(svg) ask for. matplotlib is the `jupyter` extra's, imported
only when an image is made."""
from __future__ import annotations

import io
import warnings

from ..errors import MapleError
from ..values.plot import figure
from .charplot import label_text

FORMATS = ("png", "svg")
# matplotlib's marker for each Maple symbol (help page plot/options, symbol)
MARKERS = {"asterisk": "*", "box": "s", "solidbox": "s", "circle": "o", "solidcircle": "o",
           "cross": "+", "diagonalcross": "x", "diamond": "D", "soliddiamond": "D", "point": "."}
HOLLOW = ("box", "circle", "diamond")
SIZE_INCHES = (6.4, 4.0)


def require_matplotlib(procname: str | None = None):
    """matplotlib's Figure class, or the Maple error that says how to install it."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise MapleError("plot images need matplotlib, which is not installed; install "
                         "it with: pip install 'mapletape[jupyter]'", procname=procname) from None
    return Figure


def _literal(text: str | None) -> str | None:
    """A Maple string as matplotlib shows it as written: two `$` would otherwise start
    matplotlib's TeX-like mathtext ("from $5 to $10" in italics, `$\\foo$` an error)."""
    return None if text is None else text.replace("$", r"\$")


def _line_width(thickness: float | None) -> float | None:
    """matplotlib's line width (points) for Maple's thickness: its default 1.5 for Maple's
    default 1, 0.75 more a step, at most 50 steps (the widest of Maple's line width dialog)."""
    return None if thickness is None else 0.75 * (1 + min(max(thickness, 0.0), 50.0))


def _marker_size(size: float | None) -> float | None:
    """matplotlib's marker size (points) for Maple's symbolsize: its default 6 for Maple's
    default 10."""
    return None if size is None else 0.6 * min(max(size, 1.0), 100.0)


def plot_image(plot, fmt: str = "png") -> bytes:
    """The PLOT drawn as a PNG or SVG image (the bytes of the file)."""
    if fmt not in FORMATS:
        raise ValueError(f"image format {fmt!r} is not one of {FORMATS}")
    figure_class = require_matplotlib()
    from matplotlib import rc_context
    shown = figure(plot, label_text)
    canvas = figure_class(figsize=SIZE_INCHES, layout="constrained")
    axes = canvas.add_subplot()
    keyed = []                   # (the line or marks a legend entry shows, its text)
    for element in shown.elements:
        x, y = element.xy[:, 0], element.xy[:, 1]
        drawn = []
        if element.style in ("line", "pointline"):
            joined = shown.path(element.xy)
            drawn += axes.plot(joined[:, 0], joined[:, 1], color=element.color,
                               linewidth=_line_width(element.thickness))
        if element.style in ("point", "pointline"):
            marker = MARKERS.get(element.symbol, "o")
            hollow = {"markerfacecolor": "none"} if element.symbol in HOLLOW else {}
            drawn += axes.plot(x, y, linestyle="none", marker=marker, **hollow, color=element.color,
                               markersize=_marker_size(element.symbolsize))
        if element.legend and drawn:
            keyed.append((drawn[0], _literal(element.legend)))
    axes.set_xlim(*shown.extent(0))
    axes.set_ylim(*shown.extent(1))
    if shown.title:
        axes.set_title(_literal(shown.title))
    if shown.axes == "none":
        axes.set_axis_off()
    axes.set_xlabel(_literal(shown.labels[0]))
    axes.set_ylabel(_literal(shown.labels[1]))
    if keyed:
        # given explicitly, a text starting with `_` is shown too (matplotlib's label
        # property hides those)
        axes.legend(*zip(*keyed))
    out = io.BytesIO()
    # no date and a fixed salt for the element ids: the same plot makes the same SVG file
    metadata = {"Date": None} if fmt == "svg" else {}
    # a character the font lacks is drawn as a box; matplotlib's Python warning about it
    # would reach the user's terminal
    with rc_context({"svg.hashsalt": "mapletape"}), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        canvas.savefig(out, format=fmt, metadata=metadata)
    return out.getvalue()
