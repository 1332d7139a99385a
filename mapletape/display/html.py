"""Rich forms of Maple values for notebooks (beside the 2-D text): typeset math (latex.py),
Matrices, Vectors and Arrays as tables, DeepLearning objects as boxes holding their values;
dispatched on the value's type (a plot is a PNG picture drawn by matplotlib)."""
from __future__ import annotations

from base64 import b64encode
from functools import singledispatch
from html import escape

from ..values.core import Function
from ..values.matrices import to_maple_scalar
from ..values.plot import is_plot
from ..values.rtable import Rtable
from . import pretty_printing, rtable_size
from .elision import ELISION, Elision
from .latex import latex
from .lineprint import lprint
from .plotimage import plot_image
from .pretty import summary_rows

_MONO = "font-family:monospace;"
_BRACKETED = ("border-left:1px solid;border-right:1px solid;border-collapse:collapse;"
              "margin:0.2em 0;" + _MONO)
_CELL = "padding:0.1em 0.8em;text-align:center;border:none;"


def rich_forms(value, label: str | None, settings: dict) -> dict[str, str]:
    """The forms beyond text/plain a notebook shows of a result, by MIME type: its typeset
    math when it has one, a table or a box; none under interface(prettyprint=0), which asks
    for 1-D text; a plot's picture is the plot device's, which prettyprint does not change. The
    label (`x` of `x := ...`) leads an HTML form."""
    if not pretty_printing(settings) and not is_plot(value):
        return {}
    forms = forms_of(value, rtable_size(settings))
    token = ELISION.set(Elision.of(settings))      # long results elided as in their text
    try:
        typeset = latex(value, label, rtable_size(settings))
    finally:
        ELISION.reset(token)
    if typeset is not None:
        forms["text/latex"] = typeset
    if "text/html" in forms and label is not None:
        forms["text/html"] = (
            f'<div style="display:flex;align-items:center;{_MONO}">'
            f'<span style="white-space:pre">{escape(label)} := </span>{forms["text/html"]}</div>')
    return forms


@singledispatch
def forms_of(value, rtablesize: int) -> dict[str, str]:
    """Register a value type's forms with `@forms_of.register`; the default gives a box to
    objects with description rows (a DeepLearning Tensor, Variable, GradientTape or model),
    with the values of a Tensor small enough for `interface(rtablesize)`."""
    grid = getattr(value, "display_grid", None)        # a DataFrame or DataSeries
    if grid is not None:
        rows = grid()
        if not rows or len(rows) - (rows[0][0] is None) > rtablesize or len(rows[0]) - 1 > rtablesize:
            return {}                       # its text form (a summary when large) reads as well
        return {"text/html": _table([["" if x is None else escape(lprint(x)) for x in row]
                                     for row in rows])}
    rows = getattr(value, "display_rows", None)
    if rows is None:
        return {}
    cells = [[escape(row)] for row in rows()]
    entries = _tensor_entries(value, rtablesize)
    if entries is not None:
        cells.append([_table(entries)])
    return {"text/html": _table(cells)}


@forms_of.register
def _(value: Function, rtablesize: int) -> dict[str, str]:
    # a PLOT structure is a notebook picture; Jupyter carries PNG as base64 text
    if not is_plot(value):
        return {}
    return {"image/png": b64encode(plot_image(value, "png")).decode("ascii")}


@forms_of.register
def _(value: Rtable, rtablesize: int) -> dict[str, str]:
    if 0 in value.shape:
        return {}
    if any(n > rtablesize for n in value.shape) or value.data.ndim > 2:
        return {"text/html": _table([[escape(row)] for row in summary_rows(value)])}
    if value.data.ndim == 1:
        texts = [escape(lprint(value.entry((i,)))) for i in range(value.shape[0])]
        grid = [texts] if value.kind in ("Vector[row]", "Array") else [[t] for t in texts]
    else:
        grid = [[escape(lprint(value.entry((i, j)))) for j in range(value.shape[1])]
                for i in range(value.shape[0])]
    return {"text/html": _table(grid)}


def _tensor_entries(value, rtablesize: int) -> list[list[str]] | None:
    """A Tensor's values as rows of text (a scalar is one cell, a vector one row), or None
    for what has no values to show or more than rtablesize in a dimension or rank over 2."""
    shape = getattr(value, "shape", None)
    if not hasattr(value, "numpy") or shape is None or len(shape) > 2 \
            or any(n > rtablesize or n == 0 for n in shape):
        return None
    data = value.numpy().reshape((1,) * (2 - len(shape)) + tuple(shape))
    return [[escape(lprint(to_maple_scalar(x))) for x in row] for row in data]


def _table(rows: list[list[str]]) -> str:
    """An HTML table of cells given as HTML, in Maple's square brackets."""
    body = "".join("<tr>" + "".join(f'<td style="{_CELL}">{cell}</td>' for cell in row) + "</tr>"
                   for row in rows)
    return f'<table style="{_BRACKETED}">{body}</table>'


__all__ = ["forms_of", "rich_forms"]
