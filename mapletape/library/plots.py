"""plot, plotsetup and the plots package (display, listplot, pointplot): the commands that
build Maple's PLOT structure (values/plot.py) and the session's plot device, which sends
shown plots to the terminal as character pictures or to PNG and SVG files. Behaviour
follows Maple's help pages plot, plot/options, plot/structure, plots/pointplot,
plots/listplot, plots/display and plotsetup."""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from ..display.lineprint import lprint
from ..display.plotimage import FORMATS, plot_image, require_matplotlib
from ..errors import MapleError
from ..files import UnsafePath, replace_file
from ..limits import check_size
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.plot import DEFAULT, ELEMENTS, PLOT, RGB, STYLES, hardware, head_name, is_plot, part, \
    points_matrix, smart_range
from ..values.rtable import Rtable
from .basic import to_float
from .registry import builtin, expect_count, split_options

EXPORTS: dict = {}
PACKAGE = "plots"
NUMPOINTS = 200             # Maple's default numpoints (help page plot/options)
DEFAULT_RANGE = (-10.0, 10.0)
TRIGONOMETRIC = {"sin", "cos", "tan"}     # plot(sin) runs over -2 Pi .. 2 Pi, as Maple's does
CONSTANTS = {"Pi", "I", "infinity", "undefined"}      # names that are no plot variable
SYMBOLS = ("asterisk", "box", "circle", "cross", "diagonalcross", "diamond", "point",
           "solidbox", "solidcircle", "soliddiamond")
# named colors (help page plot/colornames), as RGB fractions
COLORS = {
    "black": (0, 0, 0), "white": (1, 1, 1), "red": (1, 0, 0), "green": (0, 0.5, 0),
    "blue": (0, 0, 1), "yellow": (1, 1, 0), "cyan": (0, 1, 1), "magenta": (1, 0, 1),
    "orange": (1, 0.647, 0), "purple": (0.5, 0, 0.5), "brown": (0.647, 0.165, 0.165),
    "gray": (0.5, 0.5, 0.5), "grey": (0.5, 0.5, 0.5), "navy": (0, 0, 0.5), "maroon": (0.5, 0, 0),
    "pink": (1, 0.753, 0.796), "gold": (1, 0.843, 0), "coral": (1, 0.498, 0.314),
}
# options every plot command takes, and what plot alone adds
OPTIONS = {name: None for name in ("title", "labels", "style", "view", "color", "colour", "legend",
                                   "symbol", "symbolsize", "thickness", "axes")}
AXES = {"normal": "NORMAL", "boxed": "BOX", "frame": "FRAME", "none": "NONE"}
# smartview = true: the vertical view left out of a plot is chosen by smart_range; discont
# is accepted, a curve being broken at its poles either way (Figure.path)
PLOT_OPTIONS = dict(OPTIONS, numpoints=None, adaptive=v.TRUE, discont=v.FALSE, smartview=v.TRUE)
DEVICES = ("char", "default", "inline") + FORMATS
RESTYLE = ("style", "color", "symbol", "symbolsize", "thickness")    # display's, for every element


def _export(name: str):
    return builtin(name, table=EXPORTS, module=PACKAGE)


def package() -> v.Module:
    return v.Module(PACKAGE, dict(EXPORTS), package=True)


# ---------------------------------------------------------------- numbers
def _real(value) -> float:
    """A value as a hardware float, through evalf for constants such as Pi; NaN when it is
    not a real number."""
    if not num.is_number(value):
        value = to_float(value, 15)
    return hardware(value)


def _real_or_error(value, name: str, what: str) -> float:
    x = _real(value)
    if not math.isfinite(x):
        raise MapleError(f"{what} must be a real number, but received {lprint(value)}", procname=name)
    return x


def _float_range(value: v.Range, name: str, what: str) -> tuple[float, float]:
    low, high = (_real_or_error(e, name, what) for e in (value.low, value.high))
    if not low < high:
        raise MapleError(f"{what} must be an increasing range, but received {lprint(value)}",
                         procname=name)
    if not math.isfinite(high - low):          # past hardware floats: no points to sample
        raise MapleError(f"{what} is too wide: {lprint(value)}", procname=name)
    return low, high


# ---------------------------------------------------------------- options
def _options(name: str, args, allowed: dict):
    """(positional arguments, the options given), Maple's option wording for a bad one. An
    equation `x = a..b` whose left side is no option name is a range: positional, after f."""
    def is_range(a) -> bool:
        return (isinstance(a, v.Relation) and a.op == "=" and isinstance(a.rhs, v.Range)
                and isinstance(a.lhs, v.Name) and a.lhs.name not in allowed)
    ranges = [a for a in args if is_range(a)]
    positional, options = split_options([a for a in args if not is_range(a)], name, allowed)
    given = {k: val for k, val in options.items() if val is not None and val != allowed[k]}
    if "colour" in given:
        given.setdefault("color", given.pop("colour"))
    return positional[:1] + ranges + positional[1:], given


def _each(value, count: int, name: str, option: str) -> list:
    """An option's value for each of `count` elements: a list gives one value per element."""
    if isinstance(value, v.MList):
        if len(value.items) != count:
            raise MapleError(f"the {option} option has {len(value.items)} values for {count} "
                             f"plot elements", procname=name)
        return list(value.items)
    return [value] * count


def _color(value, name: str) -> v.Function:
    """COLOUR(RGB, r, g, b) of a color name, a "#RRGGBB" string or "Red"-style string."""
    text = value.name if isinstance(value, v.Name) else value if isinstance(value, str) else None
    rgb = None
    if text is not None and text.lower() in COLORS:
        rgb = COLORS[text.lower()]
    elif text is not None and len(text) == 7 and text[0] == "#":
        try:
            rgb = tuple(int(text[i:i + 2], 16) / 255 for i in (1, 3, 5))
        except ValueError:
            rgb = None
    if rgb is None:
        raise MapleError(f"invalid color specification: {lprint(value)}", procname=name)
    return part("COLOUR", RGB, *(float(round(c, 8)) for c in rgb))


def _style(value, name: str) -> v.Function:
    if not (isinstance(value, v.Name) and value.name.lower() in STYLES):
        raise MapleError(f"style must be one of line, point or pointline, but received "
                         f"{lprint(value)}", procname=name)
    return part("STYLE", v.Name(value.name.upper()))


def _symbol(value, size, name: str) -> v.Function:
    if not (isinstance(value, v.Name) and value.name.lower() in SYMBOLS):
        raise MapleError(f"symbol must be one of {', '.join(SYMBOLS)}, but received "
                         f"{lprint(value)}", procname=name)
    return part("SYMBOL", v.Name(value.name.upper()), *(() if size is None else (size,)))


def _element_parts(options: dict, count: int, name: str) -> list[list]:
    """The COLOUR, LEGEND, STYLE, SYMBOL and THICKNESS parts of each of `count` elements."""
    parts: list[list] = [[] for _ in range(count)]
    if "color" in options:
        for mine, c in zip(parts, _each(options["color"], count, name, "color")):
            mine.append(_color(c, name))
    if "legend" in options:
        for mine, text in zip(parts, _each(options["legend"], count, name, "legend")):
            mine.append(part("LEGEND", text))
    for mine in parts:
        if "style" in options:
            mine.append(_style(options["style"], name))
        if "symbol" in options or "symbolsize" in options:
            symbol = options.get("symbol", v.Name("solidcircle"))
            mine.append(_symbol(symbol, options.get("symbolsize"), name))
        if "thickness" in options:
            mine.append(part("THICKNESS", options["thickness"]))
    return parts


def _view_range(value, name: str):
    if value in (DEFAULT, v.Name("default")):
        return DEFAULT
    if isinstance(value, v.Range):
        return v.Range(*_float_range(value, name, "view"))
    raise MapleError(f"view must be a range, a list of two ranges or DEFAULT, but received "
                     f"{lprint(value)}", procname=name)


def _plot_parts(options: dict, name: str, view=None, labels: tuple | None = None) -> list:
    """TITLE, AXESLABELS, VIEW and AXESSTYLE, in Maple's order: the title, labels and view
    options win over the plot's own `labels` and `view`."""
    parts = []
    if "title" in options:
        parts.append(part("TITLE", options["title"]))
    if "labels" in options:
        given = options["labels"]
        if not (isinstance(given, v.MList) and len(given.items) == 2):
            raise MapleError(f"labels must be a list of two labels, but received {lprint(given)}",
                             procname=name)
        labels = given.items
    if labels is not None:
        parts.append(part("AXESLABELS", *labels))
    if "view" in options:
        given = options["view"]
        if isinstance(given, v.MList) and len(given.items) == 2:
            view = tuple(_view_range(r, name) for r in given.items)
        else:
            view = (DEFAULT, _view_range(given, name))
    if view is not None:
        parts.append(part("VIEW", *view))
    if "axes" in options:
        given = options["axes"]
        if not (isinstance(given, v.Name) and given.name.lower() in AXES):
            raise MapleError(f"axes must be one of boxed, frame, none or normal, but received "
                             f"{lprint(given)}", procname=name)
        parts.append(part("AXESSTYLE", v.Name(AXES[given.name.lower()])))
    return parts


def _build(kind: str, data: list[np.ndarray], options: dict, name: str, view=None,
           labels: tuple | None = None) -> v.Function:
    elements = [part(kind, points_matrix(xy), *mine)
                for xy, mine in zip(data, _element_parts(options, len(data), name))]
    return v.Function(PLOT, tuple(elements) + tuple(_plot_parts(options, name, view, labels)))


# ---------------------------------------------------------------- data given as points
def _pairs(value, name: str) -> np.ndarray | None:
    """The (x, y) rows of a list of [x, y] lists or of an n x 2 Matrix; None otherwise."""
    if not _is_points(value):
        return None
    if isinstance(value, Rtable):
        rows = [[value.entry((i, j)) for j in range(2)] for i in range(value.shape[0])]
    else:
        rows = [p.items for p in value.items]
    xy = np.array([[_real(c) for c in row] for row in rows], dtype=float).reshape(-1, 2)
    bad = np.flatnonzero(~np.isfinite(xy).all(axis=1))
    if len(bad):
        raise MapleError(f"points must be pairs of real numbers, but received "
                         f"{lprint(v.MList(tuple(rows[bad[0]])))}", procname=name)
    return xy


def _values(value, name: str) -> list | None:
    """The entries of a list or Vector of numbers, or None."""
    if isinstance(value, Rtable) and value.data.ndim == 1:
        items = [value.entry((i,)) for i in range(value.shape[0])]
    elif isinstance(value, v.MList) and not any(isinstance(x, v.MList) for x in value.items):
        items = list(value.items)
    else:
        return None
    reals = [_real(x) for x in items]
    for x, r in zip(items, reals):
        if not math.isfinite(r):
            raise MapleError(f"expecting real numbers, but received {lprint(x)}", procname=name)
    return reals


# ---------------------------------------------------------------- sampling expressions
def _sample(ev, f, variable, low: float, high: float, count: int) -> np.ndarray:
    """f at `count` equally spaced points of [low, high], both ends included: Maple samples
    adaptively from numpoints = 200; a fixed grid gives the same plot on every run. Points
    where f is not a real number (or raises an error) are NaN, a gap in the curve."""
    xs = np.linspace(low, high, count)
    return np.column_stack([xs, [_value_at(ev, f, variable, float(x)) for x in xs]])


def _value_at(ev, f, variable, x: float) -> float:
    try:
        if variable is None:
            return _real(ev.apply(f, (x,)))
        return _real(ev.resolve(operands.substitute(f, [(variable, x)]), force=True))
    except MapleError:
        return math.nan


def _stray_name(ev, f, variable, x: float):
    """A name other than the plot variable left in f at x, or None."""
    if variable is None or isinstance(f, (v.Procedure, v.Builtin)):
        return None
    try:
        value = to_float(ev.resolve(operands.substitute(f, [(variable, x)]), force=True), 15)
    except MapleError:
        return None
    names = sorted(_names_in(value) - CONSTANTS)
    return names[0] if names else None


def _names_in(value) -> set:
    if isinstance(value, v.Name):
        return {value.name}
    return set().union(*map(_names_in, operands.operands(value))) if operands.is_compound(value) else set()


def _default_range(functions: list) -> tuple[float, float]:
    """The range of plot(f) without one, by the first of the functions (none: plot([]))."""
    if not functions:
        return DEFAULT_RANGE
    f = functions[0]
    names = {f.name} if isinstance(f, v.Builtin) else set(operands.free_names(f))
    return (-2 * math.pi, 2 * math.pi) if names & TRIGONOMETRIC else DEFAULT_RANGE


def _indeterminate(f):
    """The one unassigned name of an expression plotted without a range, or None."""
    names = sorted(_names_in(f) - CONSTANTS)
    return v.Name(names[0]) if len(names) == 1 else None


@builtin("plot")
def plot(ev, args):
    """plot(f, x = a..b, options): a plot of the expression f in x from a to b, sampled at
    numpoints equally spaced points (default 200). plot(f, x = a..b, y = c..d) also
    fixes the vertical range. f may be a list or set of expressions (one curve each), a
    parametric curve [fx, fy, t = a..b], or a procedure plotted as plot(f, a..b) (sin,
    cos and tan without a range: -2 Pi..2 Pi; others -10..10).

    plot(L, options), L a list of [x, y] points or an n x 2 Matrix, joins the points; a
    list of such lists gives a curve each; plot(X, Y) joins the points of a list (or
    Vector) X of x values and one Y of y values.

    Options: title = t; labels = [xlabel, ylabel]; style = line, point or pointline;
    axes = normal, boxed, frame or none (none: no axes drawn);
    view = [a..b, c..d] (or c..d, the vertical range; DEFAULT for either); color =
    red, "#RRGGBB", ... (a list: one per curve); legend = text (or a list); symbol = box,
    circle, cross, diamond, point, asterisk, ... and symbolsize = n; thickness = n;
    numpoints = n (at most kernelopts(maxsize)); adaptive is accepted and ignored;
    smartview = true (the default) shows the vertical range the values mostly lie in when a
    few of them, near a pole as 1/x has at 0, are far larger (smartview = false: all of
    them); a curve is broken where it jumps across the view at a pole (discont = true is
    accepted: this is always done).

    The result is Maple's PLOT structure: PLOT(CURVES(Matrix(n, 2, ...), ...),
    AXESLABELS(...), VIEW(...)). Shown in a terminal or a script it is drawn as a
    character plot; plotsetup(png, plotoutput = "f.png") sends it to a file instead.
    """
    expect_count(args, "plot", 1, 99)
    positional, options = _options("plot", args, PLOT_OPTIONS)
    if not positional:
        raise MapleError("invalid input: plot expects its 1st argument, f, to be a plot "
                         "specification, but received nothing")
    f, specs = positional[0], positional[1:]
    data = _point_curves(f, specs)
    if data is not None:
        return _build("CURVES", data, options, "plot")
    count = _numpoints(ev, options.get("numpoints"))
    if isinstance(f, v.MList) and len(f.items) == 3 and _is_range_spec(f.items[2]):
        return _parametric(ev, f, specs, options, count)
    functions = list(f.items) if isinstance(f, (v.MList, v.MSet)) else [f]
    variable, (low, high), yview = _horizontal(specs, functions)
    curves = []
    for g in functions:
        stray = _stray_name(ev, g, variable, (low + high) / 2)
        if stray is not None:
            ev.host.warning(f"expecting only range variable {variable.name} in expression "
                            f"{lprint(g)} to be plotted but found name {stray}")
            continue
        curve = _sample(ev, g, variable, low, high, count)
        if not np.isfinite(curve[:, 1]).any():
            ev.host.warning("unable to evaluate the function to numeric values in the region; "
                            "see the plotting command's help page to ensure the calling "
                            "sequence is correct")
        curves.append(curve)
    labels = None if variable is None else (variable, "" if yview is None else yview[0])
    vertical = _vertical_view(curves, yview, options)
    given = options.get("view")
    if isinstance(given, v.MList) and len(given.items) == 2 and isinstance(vertical, v.Range) \
            and given.items[1] in (DEFAULT, v.Name("default")):
        # view = [a..b, DEFAULT] fixes the horizontal view alone; smartview still chooses
        # the vertical one (MaplePrimes, Dave H of Maplesoft, 2012-06-05)
        options = dict(options, view=v.MList((given.items[0], vertical)))
    return _build("CURVES", curves, options, "plot", (v.Range(low, high), vertical), labels)


def _vertical_view(curves: list, yview, options: dict):
    """The vertical range given (y = c..d), else the one smartview chooses, else DEFAULT
    (the data's). A view option replaces the whole VIEW later (_plot_parts)."""
    if yview is not None:
        return yview[1]
    smart = options.get("smartview", v.TRUE)
    if smart not in (v.TRUE, v.FALSE):
        raise MapleError(f"smartview must be true or false, but received {lprint(smart)}",
                         procname="plot")
    chosen = smart_range(np.concatenate([c[:, 1] for c in curves])) \
        if smart == v.TRUE and curves else None
    return DEFAULT if chosen is None else v.Range(*chosen)


def _point_curves(f, specs) -> list[np.ndarray] | None:
    """The curves of plot's forms for data (help page plot): a list of [x, y] points or an
    n x 2 Matrix; a list or set of those, a curve each; plot(X, Y), two lists or Vectors
    of x and y values. None for the forms of expressions and procedures."""
    if not specs:
        if isinstance(f, (v.MList, v.MSet)) and f.items and all(map(_is_points, f.items)):
            return [_pairs(g, "plot") for g in f.items]
        data = _pairs(f, "plot")
        return None if data is None else [data]
    if len(specs) == 1 and _is_numbers(f) and _is_numbers(specs[0]):
        return [_xy(f, specs[0], "plot")]
    return None


def _is_points(value) -> bool:
    """A list of [x, y] lists or an n x 2 Matrix."""
    if isinstance(value, Rtable):
        return value.data.ndim == 2 and value.shape[1] == 2
    return isinstance(value, v.MList) and bool(value.items) and all(
        isinstance(p, v.MList) and len(p.items) == 2 for p in value.items)


def _is_numbers(value) -> bool:
    """A list without lists in it or a Vector: the x or y values of plot(X, Y)."""
    if isinstance(value, Rtable):
        return value.data.ndim == 1
    return isinstance(value, v.MList) and not any(isinstance(x, v.MList) for x in value.items)


def _xy(xs, ys, name: str) -> np.ndarray:
    """The (x, y) rows of a list (or Vector) of x values and one of y values."""
    xs, ys = _values(xs, name), _values(ys, name)
    if xs is None or ys is None or len(xs) != len(ys):
        raise MapleError("expecting two lists of real numbers of the same length", procname=name)
    return np.column_stack([xs, ys]) if xs else np.empty((0, 2))


def _is_range_spec(value) -> bool:
    return isinstance(value, v.Relation) and value.op == "=" and isinstance(value.rhs, v.Range)


def _numpoints(ev, value) -> int:
    if value is None:
        return NUMPOINTS
    if not isinstance(value, int) or value < 2:
        raise MapleError(f"numpoints must be an integer greater than 1, but received {lprint(value)}",
                         procname="plot")
    check_size(ev.host, value, "plot")
    return value


def _horizontal(specs, functions):
    """(the plot variable or None for procedures, its range, the y name and range or None)."""
    if len(specs) > 2:
        raise MapleError(f"unexpected argument: {lprint(specs[2])}", procname="plot")
    yview = None
    if len(specs) == 2:
        if not _is_range_spec(specs[1]):
            raise MapleError(f"the vertical range must be y = c..d, but received {lprint(specs[1])}",
                             procname="plot")
        yview = (specs[1].lhs, v.Range(*_float_range(specs[1].rhs, "plot", "the vertical range")))
    spec = specs[0] if specs else None
    if _is_range_spec(spec) and isinstance(spec.lhs, v.Name):
        return spec.lhs, _float_range(spec.rhs, "plot", "the horizontal range"), yview
    if isinstance(spec, v.Name):                  # plot(f, x): the default range
        return spec, _default_range(functions), yview
    if spec is not None and not isinstance(spec, v.Range):
        raise MapleError(f"the horizontal range must be x = a..b, but received {lprint(spec)}",
                         procname="plot")
    procedures = all(isinstance(g, (v.Procedure, v.Builtin)) for g in functions)
    variable = None if procedures else _indeterminate_of(functions)
    span = _default_range(functions) if spec is None else \
        _float_range(spec, "plot", "the horizontal range")
    return variable, span, yview


def _indeterminate_of(functions):
    """The plot variable of expressions given without one: their one name (x for constants)."""
    names = {_indeterminate(g) for g in functions} - {None}
    if not names and not any(_names_in(g) - CONSTANTS for g in functions):
        return v.Name("x")
    if len(names) != 1:
        raise MapleError("expecting a range for the plot variable, as in plot(f, x = a..b)",
                         procname="plot")
    return names.pop()


def _parametric(ev, f: v.MList, specs, options: dict, count: int) -> v.Function:
    if specs:
        raise MapleError(f"unexpected argument: {lprint(specs[0])}", procname="plot")
    spec = f.items[2]
    if not isinstance(spec.lhs, v.Name):
        raise MapleError(f"the parameter range must be t = a..b, but received {lprint(spec)}",
                         procname="plot")
    low, high = _float_range(spec.rhs, "plot", "the parameter range")
    xs = _sample(ev, f.items[0], spec.lhs, low, high, count)[:, 1]
    ys = _sample(ev, f.items[1], spec.lhs, low, high, count)[:, 1]
    return _build("CURVES", [np.column_stack([xs, ys])], options, "plot")


# ---------------------------------------------------------------- the plots package
@_export("pointplot")
def pointplot(ev, args):
    """plots:-pointplot(L, options): the points of L, a list of [x, y] lists or an n x 2
    Matrix; pointplot(X, Y) pairs a list (or Vector) of x values with one of y values.
    Options as for plot (title, labels, style, view, color, legend, symbol, symbolsize,
    thickness, axes). The result is PLOT(POINTS(Matrix(n, 2, ...), ...), ...)."""
    name = f"{PACKAGE}:-pointplot"
    positional, options = _options(name, args, OPTIONS)
    expect_count(positional, name, 1, 2)
    if len(positional) == 2:
        data = _xy(*positional, name)
    else:
        data = _pairs(positional[0], name)
        if data is None:
            raise MapleError(f"expecting a list of [x, y] points, but received {lprint(positional[0])}",
                             procname=name)
    return _build("POINTS", [data], options, name)


@_export("listplot")
def listplot(ev, args):
    """plots:-listplot(L, options): a curve through the values of L against 1, 2, 3, ...
    (L a list or Vector of numbers), or through the points of L (a list of [x, y] lists
    or an n x 2 Matrix). The loss curve of a training loop: listplot(losses, title =
    "loss", labels = ["step", "loss"]). Options as for plot."""
    name = f"{PACKAGE}:-listplot"
    positional, options = _options(name, args, OPTIONS)
    expect_count(positional, name, 1)
    data = _pairs(positional[0], name)
    if data is None:
        ys = _values(positional[0], name)
        if ys is None:
            raise MapleError(f"expecting a list of numbers or of [x, y] points, but received "
                             f"{lprint(positional[0])}", procname=name)
        data = np.column_stack([np.arange(1, len(ys) + 1, dtype=float), ys]) if ys else np.empty((0, 2))
    return _build("CURVES", [data], options, name)


@_export("display")
def display(ev, args):
    """plots:-display(p1, p2, ..., options) or display([p1, p2, ...], options): one plot
    showing every curve and point set of the plots p1, p2, ... . Their titles and axis
    labels carry over (the last one given wins) unless the options set them; the view is
    the view option's, else the union of the plots' own views (a range a plot leaves to
    its data follows all the data). Options: title, labels, view, axes, and style, color,
    symbol, thickness applied to every element."""
    name = f"{PACKAGE}:-display"
    positional, options = _options(name, args, OPTIONS)
    plots = [p for a in positional for p in (a.items if isinstance(a, (v.MList, v.MSet)) else (a,))]
    if not plots:
        raise MapleError("expecting at least one plot structure", procname=name)
    for p in plots:
        if not is_plot(p):
            raise MapleError(f"expecting plot structures, but received {lprint(p)}", procname=name)
    elements, carried, views = [], {}, []
    for p in plots:
        has_view = False
        for item in p.args:
            kind = head_name(item)
            if kind in ELEMENTS:
                elements.append(item)
            elif kind == "VIEW":
                has_view = True
                views.append(item.args)
            else:
                carried[kind] = item
        if not has_view:
            views.append((DEFAULT, DEFAULT))
    restyle = {k: val for k, val in options.items() if k in RESTYLE}
    if restyle:
        extra = _element_parts(restyle, 1, name)[0]
        replaced = {head_name(x) for x in extra} | ({"COLOR"} if "color" in restyle else set())
        elements = [v.Function(e.head, tuple(a for a in e.args if head_name(a) not in replaced)
                               + tuple(extra)) for e in elements]
    own = _plot_parts(options, name, _union(views))
    kinds = {head_name(x) for x in own}
    kept = [item for kind, item in carried.items() if kind not in kinds]
    return v.Function(PLOT, tuple(elements) + tuple(kept) + tuple(own))


def _union(views) -> tuple:
    """Each axis: the union of the plots' ranges, DEFAULT when any plot leaves it to its data."""
    axes = []
    for axis in (0, 1):
        ranges = [view[axis] if len(view) == 2 else DEFAULT for view in views]
        if any(not isinstance(r, v.Range) for r in ranges):
            axes.append(DEFAULT)
        else:
            axes.append(v.Range(min(hardware(r.low) for r in ranges), max(hardware(r.high) for r in ranges)))
    return tuple(axes)


# ---------------------------------------------------------------- plotsetup: where plots go
@builtin("plotsetup")
def plotsetup(ev, args):
    """plotsetup(device, plotoutput = "file", plotoptions = "..."): where shown plots go.

    Devices: char (the default, also default and inline) draws them as character plots
    in the terminal, a script's output or a transcript; png and svg write each shown plot
    to the file plotoutput names (replaced, never through a symbolic link nor over a
    read-only file), drawn by matplotlib, which comes with mapletape[jupyter].
    plotsetup() returns the settings, which are also interface(plotdevice),
    interface(plotoutput) and interface(plotoptions); restart restores the default.
    Files are refused in restricted mode.

    Example: plotsetup(png, plotoutput = "loss.png"): plots:-listplot(losses);
    """
    settings = ev.host.settings
    positional, options = split_options(args, "plotsetup", {"plotoutput": None, "plotoptions": None,
                                                           "plotdevice": None})
    if not positional and all(val is None for val in options.values()):
        return v.make_seq([v.Relation("=", v.Name(k), settings[k])
                           for k in ("plotdevice", "plotoutput", "plotoptions")])
    if len(positional) > 1:
        raise MapleError(f"unexpected argument: {lprint(positional[1])}", procname="plotsetup")
    device = positional[0] if positional else options["plotdevice"]
    if not (isinstance(device, v.Name) and device.name in DEVICES):
        raise MapleError(f"unknown plot device {lprint(device)}; mapletape has "
                         f"{', '.join(DEVICES)}", procname="plotsetup")
    output = "terminal"
    if device.name in FORMATS:
        ev.require_access("plotsetup")
        require_matplotlib("plotsetup")
        output = _output_file(device.name, options["plotoutput"], "plotsetup")
    settings["plotdevice"] = v.Name("char") if device.name == "default" else device
    settings["plotoutput"] = output
    if options["plotoptions"] is not None:
        settings["plotoptions"] = options["plotoptions"]
    return v.NULL


def _output_file(device: str, output, procname: str) -> str:
    """The file the png or svg device writes: plotoutput's name. The default, "terminal"
    (as interface(plotdevice = png) alone leaves it), is no file name."""
    name = output.name if isinstance(output, v.Name) else output if isinstance(output, str) else ""
    if name in ("", "terminal"):
        raise MapleError(f"the {device} device needs plotoutput = \"file name\"", procname=procname)
    return name


def send_to_file(host, value) -> bool:
    """Show a plot the way plotsetup asked: written to the plotoutput file for the png and
    svg devices (True), else left to the terminal's character picture (False)."""
    device = host.settings.get("plotdevice")
    if not is_plot(value) or not isinstance(device, v.Name) or device.name not in FORMATS:
        return False
    if host.restricted:
        raise MapleError("permission denied in restricted mode", procname="plotsetup")
    require_matplotlib("plot")
    path = Path(_output_file(device.name, host.settings.get("plotoutput"), "plot"))
    try:
        replace_file(path, plot_image(value, device.name))
    except UnsafePath as exc:
        raise MapleError(str(exc), procname="plot") from None
    except OSError as exc:
        raise MapleError(f"unable to write `{path}`: {exc.strerror or exc}", procname="plot") from None
    return True
