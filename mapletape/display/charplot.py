"""Maple's character plot (plotdevice = char, the default of text-mode Maple): a PLOT drawn
in ASCII at the screen width, for terminals, scripts and transcripts.

Maple's help page plot/device says only that the char driver "produces a drawing using
ASCII characters to create the lines and points" and does not support color or fonts, and
plot/interface that the command-line interface "produces a simple character plot". The one
sample found (Rosetta Code, task Pentagram, Maple entry: "Plot shown below is generated
using interface(plotdevice = char)", a polygon with axes = none) draws its lines with a
capital letter over 22 rows of the screen's width. The rest of the layout below is our
reading of the device, a guess in its details:
- a canvas of 21 rows as wide as interface(screenwidth), the horizontal tick values under
  it: 22 rows, as in the sample, with the title over them and the axis labels around them;
- the axes cross at the origin when it is in view, else run along the bottom and the left
  edge (Maple's default axes = normal; axes = none leaves them and their labels out); the
  horizontal axis is drawn with `-`, the vertical one with `|`, tick marks and the
  crossing with `+`;
- ticks at round steps (1, 2 or 5 times a power of ten), about one every 10 columns and
  every 5 rows, their values left of the vertical axis and under the horizontal one;
- each curve is drawn with a letter of its own, A, B, C, ... in order; points are drawn
  with that letter too, or with the character of their symbol (`#` box, `o` circle, `x`
  cross, `@` diamond, `.` point, `*` asterisk); legends are listed under the plot, one
  `letter  text` line each.
"""
from __future__ import annotations

import math

import numpy as np

from ..values.core import Name
from ..values.plot import Figure, figure, round_step
from .lineprint import lprint

ROWS = 21
MIN_COLUMNS = 10
MARKS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SYMBOL_MARKS = {"asterisk": "*", "box": "#", "solidbox": "#", "circle": "o", "solidcircle": "o",
                "cross": "x", "diagonalcross": "x", "diamond": "@", "soliddiamond": "@",
                "point": "."}


def plot_text(plot, width: int = 79) -> list[str]:
    """The lines of a PLOT's character picture, `width` columns wide (right-stripped)."""
    return CharPlot(figure(plot, label_text), width).lines()


def label_text(value) -> str:
    """A title, axis label or legend as drawn: a string as it is, anything else as lprint
    writes it."""
    if isinstance(value, str):
        return value
    return value.name if isinstance(value, Name) else lprint(value)


def ticks(low: float, high: float, count: int) -> tuple[list[float], float]:
    """Tick values at multiples of a round step (1, 2 or 5 times a power of ten) in
    [low, high], about `count` of them, and the step."""
    step = round_step((high - low) / max(count, 1))
    first, last = math.ceil(low / step - 1e-9), math.floor(high / step + 1e-9)
    return [k * step for k in range(first, last + 1)], step


def tick_text(value: float, step: float) -> str:
    """A tick value with as many decimals as its step needs: 0.5, 2, -1.25, 3e+07."""
    if value == 0 or abs(value) < step / 2:
        return "0"
    if abs(value) >= 1e7 or step < 1e-5:
        return f"{value:.3g}"
    decimals = max(0, -math.floor(math.log10(step) + 1e-9))
    return f"{value:.{decimals}f}"


def _mark(index: int, element) -> str:
    """The character an element is drawn with, and named by in the legends."""
    return SYMBOL_MARKS.get(element.symbol, MARKS[index % len(MARKS)])


def _half_up(x: float) -> int:
    return math.floor(x + 0.5)


class CharPlot:
    """A Figure laid out on a grid of characters."""

    def __init__(self, shown: Figure, width: int):
        self.shown = shown
        self.xlow, self.xhigh = shown.extent(0)
        self.ylow, self.yhigh = shown.extent(1)
        self.drawn_axes = shown.axes != "none"
        self.yticks, self.ystep = ticks(self.ylow, self.yhigh, ROWS // 5)
        gutter = max((len(tick_text(t, self.ystep)) for t in self.yticks), default=0) + 1 \
            if self.drawn_axes else 1
        self.left = gutter
        self.columns = max(width - gutter, MIN_COLUMNS)
        self.xticks, self.xstep = ticks(self.xlow, self.xhigh, self.columns // 10)
        self.grid = [[" "] * (gutter + self.columns) for _ in range(ROWS + 1)]
        self.axis_row = _half_up(self.row(0.0)) if self.ylow <= 0 <= self.yhigh else ROWS - 1
        self.axis_col = _half_up(self.col(0.0)) if self.xlow <= 0 <= self.xhigh else gutter

    # ------------------------------------------------------------ coordinates
    def col(self, x: float) -> float:
        return self.left + (x - self.xlow) / (self.xhigh - self.xlow) * (self.columns - 1)

    def row(self, y: float) -> float:
        return (self.yhigh - y) / (self.yhigh - self.ylow) * (ROWS - 1)

    def put(self, row: int, col: int, mark: str) -> None:
        if 0 <= row < len(self.grid) and 0 <= col < len(self.grid[0]):
            self.grid[row][col] = mark

    def write(self, row: int, start: int, text: str) -> None:
        for i, ch in enumerate(text):
            self.put(row, start + i, ch)

    # ------------------------------------------------------------ drawing
    def lines(self) -> list[str]:
        if self.drawn_axes:
            self.axes()
        for index, element in enumerate(self.shown.elements):
            mark = _mark(index, element)
            if element.style in ("line", "pointline"):
                self.curve(self.shown.path(element.xy), mark)
            if element.style in ("point", "pointline"):
                self.points(element.xy, mark)
        if self.drawn_axes:
            self.tick_labels()
        rows = self.grid if self.drawn_axes and self.axis_row == ROWS - 1 else self.grid[:ROWS]
        out = [self.centred(self.shown.title)] if self.shown.title else []
        if self.drawn_axes and self.shown.labels[1]:
            label = self.shown.labels[1]
            out.append(" " * max(0, self.axis_col - len(label) // 2) + label)
        out += ["".join(r) for r in rows]
        if self.drawn_axes and self.shown.labels[0]:
            label = self.shown.labels[0]
            out.append(" " * (self.left + max(0, (self.columns - len(label)) // 2)) + label)
        for index, element in enumerate(self.shown.elements):
            if element.legend:
                mark = _mark(index, element)
                out.append(f"{' ' * self.left}{mark}  {element.legend}")
        return [line.rstrip() for line in out]

    def centred(self, text: str) -> str:
        return " " * max(0, (len(self.grid[0]) - len(text)) // 2) + text

    def axes(self) -> None:
        for c in range(self.left, self.left + self.columns):
            self.put(self.axis_row, c, "-")
        for r in range(ROWS):
            self.put(r, self.axis_col, "|")
        for t in self.xticks:
            self.put(self.axis_row, _half_up(self.col(t)), "+")
        for t in self.yticks:
            self.put(_half_up(self.row(t)), self.axis_col, "+")
        self.put(self.axis_row, self.axis_col, "+")

    def tick_labels(self) -> None:
        for t in self.yticks:
            text = tick_text(t, self.ystep)
            start = self.axis_col - 1 - len(text)
            if start >= 0:
                self.write(_half_up(self.row(t)), start, text)
        below, end = self.axis_row + 1, -1
        for t in self.xticks:
            text = tick_text(t, self.xstep)
            centre = _half_up(self.col(t))
            start = min(max(centre - len(text) // 2, 0), len(self.grid[0]) - len(text))
            crosses_axis = below < ROWS and start <= self.axis_col < start + len(text)
            if start > end and not crosses_axis:
                self.write(below, start, text)
                end = start + len(text)

    def points(self, xy: np.ndarray, mark: str) -> None:
        for x, y in xy:
            if self.inside(x, y):
                self.put(_half_up(self.row(y)), _half_up(self.col(x)), mark)

    def inside(self, x: float, y: float) -> bool:
        slack_x, slack_y = (self.xhigh - self.xlow) * 1e-9, (self.yhigh - self.ylow) * 1e-9
        return (self.xlow - slack_x <= x <= self.xhigh + slack_x
                and self.ylow - slack_y <= y <= self.yhigh + slack_y)

    def curve(self, xy: np.ndarray, mark: str) -> None:
        """Consecutive points joined, each segment clipped to the view; a NaN breaks the curve."""
        for (x0, y0), (x1, y1) in zip(xy[:-1], xy[1:]):
            clipped = self.clip(x0, y0, x1, y1)
            if clipped is not None:
                self.segment(*clipped, mark)
        if len(xy) == 1:
            self.points(xy, mark)

    def clip(self, x0, y0, x1, y1):
        """The part of a segment inside the view (Liang-Barsky), or None."""
        if not all(math.isfinite(v) for v in (x0, y0, x1, y1)):
            return None
        dx, dy = x1 - x0, y1 - y0
        t0, t1 = 0.0, 1.0
        for p, q in ((-dx, x0 - self.xlow), (dx, self.xhigh - x0),
                     (-dy, y0 - self.ylow), (dy, self.yhigh - y0)):
            if p == 0:
                if q < 0:
                    return None
                continue
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
            if t0 > t1:
                return None
        return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy

    def segment(self, x0, y0, x1, y1, mark: str) -> None:
        c0, r0, c1, r1 = self.col(x0), self.row(y0), self.col(x1), self.row(y1)
        steps = max(1, math.ceil(max(abs(c1 - c0), abs(r1 - r0))))
        for i in range(steps + 1):
            t = i / steps
            self.put(_half_up(r0 + t * (r1 - r0)), _half_up(c0 + t * (c1 - c0)), mark)
