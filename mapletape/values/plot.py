"""Maple's PLOT structure: a plot is the unevaluated call PLOT(CURVES(...), POINTS(...),
TITLE(...), AXESLABELS(...), VIEW(...)) of Maple's help page plot/structure, so op, nops,
lprint and assignment treat it as any other value. This module builds the parts and reads
a PLOT back into the plain description (`Figure`) every renderer draws."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from . import numbers as num
from .core import Function, MList, Name, Range
from .rtable import Rtable

PLOT = Name("PLOT")
DEFAULT = Name("DEFAULT")
RGB = Name("RGB")
ELEMENTS = ("CURVES", "POINTS")
STYLES = ("line", "point", "pointline")
# coordinates are clipped to +-WIDEST, so that the widths and steps the renderers (ours and
# matplotlib) compute from them stay finite
WIDEST = 1e300
# smartview: Maple 16 "applies various heuristics to reduce the vertical range where the plot
# data grows so rapidly that details for smaller values are obscured", with "controls in
# place to ensure that the vertical range is not reduced too much" (MaplePrimes, Dave H of
# Maplesoft, 2012-06-05). Maple's heuristics are not published; ours: the middle values
# (5th to 95th percentile) widened by their own height each way, kept only when the data's
# range is at least SMART_FACTOR times as tall, rounded out to a round step.
SMART_PERCENTILES = (5.0, 95.0)
SMART_FACTOR = 3.0


def part(head: str, *args) -> Function:
    """One component of a PLOT: CURVES(...), TITLE(...), COLOUR(RGB, r, g, b), ..."""
    return Function(Name(head), tuple(args))


def points_matrix(xy: np.ndarray) -> Rtable:
    """The n x 2 float[8] Matrix of (x, y) rows that Maple keeps in CURVES and POINTS."""
    return Rtable(np.ascontiguousarray(xy, dtype=np.float64).reshape(-1, 2), "Matrix", "float[8]")


def round_step(raw: float) -> float:
    """The least round step (1, 2 or 5 times a power of ten) of at least `raw` > 0."""
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw * (1 - 1e-9))


def smart_range(ys: np.ndarray) -> tuple[float, float] | None:
    """The vertical view smartview chooses for the sampled values `ys` (see SMART_FACTOR),
    or None when the data's own range is to be shown: as for x^2, where it would cut off
    little."""
    values = ys[np.isfinite(ys)]
    if len(values) < 2:
        return None
    low, high = float(values.min()), float(values.max())
    if not math.isfinite(SMART_FACTOR * (high - low)):      # near the largest float
        return None
    middle_low, middle_high = (float(q) for q in np.percentile(values, SMART_PERCENTILES))
    spread = middle_high - middle_low
    if spread <= 0:
        return None
    smart_low, smart_high = max(low, middle_low - spread), min(high, middle_high + spread)
    if high - low < SMART_FACTOR * (smart_high - smart_low):
        return None
    step = round_step((smart_high - smart_low) / 20)
    return math.floor(smart_low / step) * step, math.ceil(smart_high / step) * step


def is_plot(value) -> bool:
    return isinstance(value, Function) and value.head == PLOT


def head_name(value) -> str | None:
    return value.head.name if isinstance(value, Function) and isinstance(value.head, Name) else None


def hardware(value) -> float:
    """A Maple number as a Python float; anything else is NaN (a gap in a curve)."""
    if num.is_number(value):
        try:
            return float(value)
        except (OverflowError, ValueError):
            return math.nan
    return math.nan


# ---------------------------------------------------------------- reading a PLOT back
@dataclass
class Element:
    """One curve or set of points: `xy` holds (x, y) rows, NaN where a curve breaks."""
    xy: np.ndarray
    style: str = "line"
    color: tuple | None = None
    legend: str | None = None
    symbol: str | None = None
    thickness: float | None = None          # Maple's line thickness, THICKNESS(n)
    symbolsize: float | None = None         # the size in SYMBOL(s, n)


@dataclass
class Figure:
    """What a renderer draws: elements, title, axis labels and the view (None: from the data)."""
    elements: list = field(default_factory=list)
    title: str | None = None
    labels: tuple = ("", "")
    view: tuple = (None, None)
    axes: str = "normal"            # AXESSTYLE: normal, box, frame or none

    def extent(self, axis: int) -> tuple[float, float]:
        """The shown range of x (axis 0) or y (axis 1): the view's, else the data's (for y,
        only of the points inside the x range), widened when it is a single value."""
        given = self.view[axis]
        if given is not None:
            return given
        columns = [e.xy for e in self.elements if len(e.xy)]
        data = np.concatenate(columns) if columns else np.empty((0, 2))
        if axis == 1 and self.view[0] is not None:
            low, high = self.view[0]
            data = data[(data[:, 0] >= low) & (data[:, 0] <= high)]
        values = data[:, axis][np.isfinite(data[:, axis])] if len(data) else data[:, 0]
        if not len(values):
            return (-1.0, 1.0) if axis == 1 else (0.0, 1.0)
        low, high = float(values.min()), float(values.max())
        if low == high:
            pad = abs(low) / 10 or 1.0
            return low - pad, high + pad
        return low, high

    def path(self, xy: np.ndarray) -> np.ndarray:
        """A curve's points as a line joins them: a NaN row (a break) between two
        consecutive points that jump from above the vertical view to below it, or back,
        against the curve's direction on either side, as tan(x) does across Pi/2. Maple's
        plot breaks a curve at such discontinuities (help page plot/discont); joined, the
        two points would draw a vertical line through the pole."""
        if len(xy) < 3:
            return xy
        low, high = self.extent(1)
        y = xy[:, 1]
        step = np.diff(y)
        across = ((y[:-1] > high) & (y[1:] < low)) | ((y[:-1] < low) & (y[1:] > high))
        before = np.concatenate(([np.nan], step[:-1]))
        after = np.concatenate((step[1:], [np.nan]))
        with np.errstate(invalid="ignore"):
            against = [np.isnan(s) | (np.sign(s) == -np.sign(step)) for s in (before, after)]
        cut = np.nonzero(across & against[0] & against[1])[0]
        return np.insert(xy, cut + 1, np.nan, axis=0) if len(cut) else xy


def figure(plot: Function, text_of) -> Figure:
    """The Figure a PLOT describes, its titles, labels and legends made text by the display
    layer's `text_of`. Options at the PLOT level (STYLE, COLOUR, SYMBOL) are the defaults
    of the elements that do not set their own; unknown parts are ignored, as Maple's
    drivers ignore what they cannot draw."""
    shown = Figure()
    defaults: dict = {}
    for item in plot.args:
        name = head_name(item)
        if name == "TITLE" and item.args:
            shown.title = text_of(item.args[0])
        elif name == "AXESLABELS" and len(item.args) == 2:
            shown.labels = tuple(text_of(a) for a in item.args)
        elif name == "VIEW" and len(item.args) == 2:
            shown.view = tuple(_view_range(r) for r in item.args)
        elif name == "AXESSTYLE" and item.args and isinstance(item.args[0], Name):
            shown.axes = item.args[0].name.lower()
        elif name not in ELEMENTS:
            _element_option(defaults, item, text_of)
    for item in plot.args:
        name = head_name(item)
        if name in ELEMENTS:
            shown.elements.extend(_elements(item, name, defaults, text_of))
    return shown


def _view_range(value):
    if isinstance(value, Range):
        low, high = hardware(value.low), hardware(value.high)
        if math.isfinite(low) and math.isfinite(high) and low < high:
            return max(low, -WIDEST), min(high, WIDEST)
    return None


def _element_option(options: dict, item, text_of) -> bool:
    """Record a COLOUR, STYLE, SYMBOL, THICKNESS or LEGEND part; False for anything else."""
    name = head_name(item)
    if name in ("COLOUR", "COLOR") and len(item.args) == 4 and item.args[0] == RGB:
        options["color"] = tuple(min(max(hardware(c), 0.0), 1.0) for c in item.args[1:])
    elif name == "STYLE" and item.args and isinstance(item.args[0], Name):
        style = item.args[0].name.lower()
        options["style"] = style if style in STYLES else "line"
    elif name == "SYMBOL" and item.args and isinstance(item.args[0], Name):
        options["symbol"] = item.args[0].name.lower()
        if len(item.args) > 1 and math.isfinite(hardware(item.args[1])):
            options["symbolsize"] = hardware(item.args[1])
    elif name == "THICKNESS" and item.args and math.isfinite(hardware(item.args[0])):
        options["thickness"] = hardware(item.args[0])
    elif name == "LEGEND" and item.args:
        options["legend"] = text_of(item.args[0])
    else:
        return False
    return True


def _elements(item: Function, kind: str, defaults: dict, text_of) -> list[Element]:
    options = dict({"style": "point" if kind == "POINTS" else "line"}, **defaults)
    data = [a for a in item.args if not _element_option(options, a, text_of)]
    if kind == "POINTS" and data and all(_is_pair(a) for a in data):
        data = [MList(tuple(data))]              # POINTS([x1, y1], [x2, y2], ...)
    return [Element(xy, **options) for xy in map(_coordinates, data) if xy is not None]


def _is_pair(value) -> bool:
    return isinstance(value, MList) and len(value.items) == 2 and not isinstance(value.items[0], MList)


def _coordinates(value) -> np.ndarray | None:
    """The (x, y) rows of a Matrix or of a list of [x, y] lists, clipped to +-WIDEST, an
    infinity NaN as an undefined value is (a gap); None for anything else."""
    if isinstance(value, Rtable) and value.data.ndim == 2 and value.shape[1] == 2:
        if value.data.dtype.kind in "fiu":
            xy = value.data.astype(np.float64)
        else:
            xy = np.vectorize(hardware, otypes=[float])(value.data).reshape(-1, 2)
    elif isinstance(value, MList) and all(_is_pair(p) for p in value.items):
        xy = np.array([[hardware(c) for c in p.items] for p in value.items], dtype=float).reshape(-1, 2)
    else:
        return None
    return np.clip(np.where(np.isinf(xy), np.nan, xy), -WIDEST, WIDEST)
