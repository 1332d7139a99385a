"""Plots: the PLOT structure plot and plots:-pointplot/listplot/display build (Maple's help
pages plot, plot/options, plot/structure, plots/*), sampling, the character plot's axes,
ticks and clipping, option errors, and plotsetup's PNG and SVG files (plotsetup help
page), with symlinks, read-only files and restricted mode refused."""
from __future__ import annotations

import io
import math
import os
import sys
import warnings

import numpy as np
import pytest

from mapletape.display import plot_image, plot_text
from mapletape.display.charplot import ROWS, CharPlot, label_text, ticks, tick_text
from mapletape.session import Session
from mapletape.values.plot import figure, is_plot
from maple import one_d as run

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"     # the PNG specification's first eight bytes


def value_of(code: str, name: str = "p"):
    """The value `code` assigns to the global `name`."""
    session = Session(io.StringIO())
    session.run(code)
    assert session.out.getvalue() == ""
    return session.evaluator.globals[name]


def session_with(code: str, **options) -> tuple[Session, str]:
    session = Session(io.StringIO(), **options)
    session.run(code)
    return session, session.out.getvalue()


def data(plot, element: int = 0) -> np.ndarray:
    return figure(plot, label_text).elements[element].xy


# ---------------------------------------------------------------- the PLOT structure
def test_a_plot_is_the_unevaluated_call_PLOT_with_its_parts():
    # help page plot/structure: PLOT(CURVES(...), TITLE(...), AXESLABELS(...), VIEW(...))
    out = run('p := plot(x^2, x = -2..2, title = "t", numpoints = 3): '
              'op(0, p); nops(p); op(0, op(1, p)); op(2, p); op(3, p); op(4, p); whattype(p);')
    assert out.splitlines() == ["PLOT", "4", "CURVES", 'TITLE("t")', 'AXESLABELS(x,"")',
                                "VIEW(-2. .. 2.,DEFAULT)", "function"]


def test_lprint_of_a_plot_prints_the_structure_with_its_matrix():
    out = run("interface(screenwidth = infinity): lprint(plots:-pointplot([[1, 2], [3, 4]], color = red));")
    # lprint writes the Matrix in Maple's long form (tests/test_rtables.py)
    assert out == ("PLOT(POINTS(Matrix(2, 2, {(1, 1) = 1., (1, 2) = 2., (2, 1) = 3., (2, 2) = 4.}, "
                   "datatype = float[8], storage = rectangular, order = Fortran_order, shape = []),"
                   "COLOUR(RGB,1.,0.,0.)))")


def test_a_typed_PLOT_is_a_plot_too():
    p = value_of("p := PLOT(CURVES([[0, 0], [1, 1]])):")
    assert is_plot(p)
    assert data(p).tolist() == [[0.0, 0.0], [1.0, 1.0]]


# ---------------------------------------------------------------- sampling
def test_an_expression_is_sampled_at_equally_spaced_points_ends_included():
    p = value_of("p := plot(x^2, x = -2..2, numpoints = 5):")
    # exact arithmetic: x = -2, -1, 0, 1, 2 and their squares
    assert data(p).tolist() == [[-2, 4], [-1, 1], [0, 0], [1, 1], [2, 4]]


def test_the_default_is_200_points():
    assert data(value_of("p := plot(sin(x), x = 0..Pi):")).shape == (200, 2)


def test_points_where_the_expression_is_not_real_are_gaps():
    xy = data(value_of("p := plot(1/x + sqrt(x), x = -1..1, numpoints = 5):"))
    assert np.isnan(xy[:3, 1]).all()            # 1/0 fails, sqrt of a negative is complex
    assert xy[3, 1] == pytest.approx(2 + math.sqrt(0.5))
    assert xy[4, 1] == pytest.approx(2.0)


def test_a_procedure_and_a_constant_range_are_sampled():
    p = value_of("f := proc(t) 2*t end proc: p := plot(f, 0..Pi, numpoints = 3):")
    assert data(p)[:, 1] == pytest.approx([0, math.pi, 2 * math.pi])


def test_plot_of_sin_alone_runs_over_two_periods():
    xy = data(value_of("p := plot(sin):"))
    assert (xy[0, 0], xy[-1, 0]) == pytest.approx((-2 * math.pi, 2 * math.pi))


def test_a_list_of_expressions_gives_a_curve_each_and_a_parametric_curve_one():
    p = value_of("p := plot([x, x^2], x = 0..1, numpoints = 3):")
    assert len(figure(p, label_text).elements) == 2
    q = value_of("p := plot([cos(t), sin(t), t = 0..Pi], numpoints = 3):")
    assert data(q) == pytest.approx(np.array([[1, 0], [0, 1], [-1, 0]]), abs=1e-12)


def test_another_name_in_the_expression_warns_and_draws_nothing():
    # the warning Maple's plot gives (recalled, not found in a help page)
    _, out = session_with("p := plot(x*y, x = 0..1):")
    assert out.replace("\n", " ") == ("Warning, expecting only range variable x in expression "
                                      "x*y to be plotted but found name y ")


def test_without_a_range_the_default_is_minus_ten_to_ten():
    # help page plot: "the default horizontal range is -10..10"
    for code in ("p := plot(x^2, x):", "p := plot(x^2):", "p := plot(5):"):
        xy = data(value_of(code))
        assert (xy[0, 0], xy[-1, 0]) == (-10.0, 10.0)


def test_an_empty_list_is_a_plot_with_nothing_in_it():
    for code in ("p := plot([]):", "p := plot([], x):", "p := plot({}):"):
        p = value_of(code)
        assert is_plot(p) and figure(p, label_text).elements == []


def test_an_expression_with_no_numeric_value_warns():
    _, out = session_with("plot(f(x), x = 0..1):")
    assert out.replace("\n", " ").startswith(
        "Warning, unable to evaluate the function to numeric values in the region")


def test_numpoints_is_bounded_by_maxsize():
    assert run("kernelopts(maxsize = 1000): plot(x, x = 0..1, numpoints = 5000);") == \
        "Error, (in plot) object too large"


# ---------------------------------------------------------------- lists of points
def test_plot_of_lists_of_points_and_of_x_and_y_values():
    # help page plot: "plot(m)" a list of lists; multiple curves by a list of them;
    # "plot(v1, v2)" with Vectors or lists
    two = value_of("p := plot([[[0, 1], [1, 2]], [[0, 2], [1, 0], [2, 1]]]):")
    assert data(two, 0).tolist() == [[0, 1], [1, 2]]
    assert data(two, 1).tolist() == [[0, 2], [1, 0], [2, 1]]
    for code in ("p := plot(Vector([0, 1, 2]), Vector([1, 0, 1])):", "p := plot([0, 1, 2], [1, 0, 1]):"):
        assert data(value_of(code)).tolist() == [[0, 1], [1, 0], [2, 1]]
    assert run("plot([0, 1], [1]);") == \
        "Error, (in plot) expecting two lists of real numbers of the same length"


def test_listplot_numbers_against_their_positions_and_pairs_as_given():
    assert data(value_of("p := plots:-listplot([5, 3, 2]):")).tolist() == [[1, 5], [2, 3], [3, 2]]
    assert data(value_of("p := plots:-listplot([[0, 1], [2, 3]]):")).tolist() == [[0, 1], [2, 3]]
    assert data(value_of("p := plots:-listplot(Vector([1.5, 2.5])):")).tolist() == [[1, 1.5], [2, 2.5]]


def test_pointplot_of_two_lists_and_of_a_matrix():
    assert data(value_of("p := plots:-pointplot([1, 2], [3, 4]):")).tolist() == [[1, 3], [2, 4]]
    p = value_of("p := plots:-pointplot(Matrix([[1, 2], [3, Pi]])):")
    assert data(p).tolist() == [[1, 2], [3, pytest.approx(math.pi)]]
    assert figure(p, label_text).elements[0].style == "point"


def test_plot_of_points_joins_them_unless_style_is_point():
    p = value_of("p := plot([[1, 2], [2, 3]], style = point):")
    assert figure(p, label_text).elements[0].style == "point"
    assert figure(value_of("p := plot([[1, 2], [2, 3]]):"), label_text).elements[0].style == "line"


def test_display_merges_elements_titles_and_views():
    p = value_of('a := plot(x, x = 0..1, title = "a"): b := plots:-pointplot([[3, 3]]): '
                 'p := plots:-display(a, b, labels = ["u", "v"]):')
    shown = figure(p, label_text)
    assert len(shown.elements) == 2 and shown.title == "a" and shown.labels == ("u", "v")
    assert shown.view == (None, None)            # the points run past a's x range
    assert shown.extent(0) == (0.0, 3.0)
    q = value_of('p := plots[display]([plot(x, x = 0..1), plot(x, x = 2..3)], title = "b"):')
    assert figure(q, label_text).view == ((0.0, 3.0), None) and figure(q, label_text).title == "b"


def test_with_plots_exports_the_commands():
    assert run("with(plots);") == "[display, listplot, pointplot]"


# ---------------------------------------------------------------- option errors
# An unknown option has the wording of every mapletape command (registry.split_options);
# Maple's wording for the others was not found: these are mapletape's, in Maple's style.
@pytest.mark.parametrize("code, error", [
    ("plot(x, x = 0..1, foo = 2);", "Error, invalid input: plot does not accept the option foo = 2"),
    ("plot(x, x = 0..1, style = dots);",
     "Error, (in plot) style must be one of line, point or pointline, but received dots"),
    ("plot(x, x = 0..1, color = mauve);", "Error, (in plot) invalid color specification: mauve"),
    ("plot(x, x = 0..1, labels = [a]);",
     "Error, (in plot) labels must be a list of two labels, but received [a]"),
    ("plot(x, x = 0..1, view = [0..1, a..2]);", "Error, (in plot) view must be a real number, but received a"),
    ("plot(x, x = 1..0);", "Error, (in plot) the horizontal range must be an increasing range, but received 1 .. 0"),
    ("plot(x, x = 0..1, numpoints = 1);",
     "Error, (in plot) numpoints must be an integer greater than 1, but received 1"),
    ("plot(x, x = 0..1, symbol = star);",
     "Error, (in plot) symbol must be one of asterisk, box, circle, cross, diagonalcross, "
     "diamond, point, solidbox, solidcircle, soliddiamond, but received star"),
    ("plot([x, x^2], x = 0..1, legend = [a]);",
     "Error, (in plot) the legend option has 1 values for 2 plot elements"),
    ("plots:-listplot(x);",
     "Error, (in plots:-listplot) expecting a list of numbers or of [x, y] points, but received x"),
    ("plots:-pointplot([[1, a]]);",
     "Error, (in plots:-pointplot) points must be pairs of real numbers, but received [1, a]"),
    ("plots:-display(5);", "Error, (in plots:-display) expecting plot structures, but received 5"),
    ("plot(x, x = 0..1, axes = round);",
     "Error, (in plot) axes must be one of boxed, frame, none or normal, but received round"),
    ("plotsetup(gif);",
     "Error, (in plotsetup) unknown plot device gif; mapletape has char, default, inline, png, svg"),
    ("plotsetup(png);", 'Error, (in plotsetup) the png device needs plotoutput = "file name"'),
])
def test_option_errors_are_maple_errors(code, error):
    assert run("interface(screenwidth = infinity): " + code) == error


# ---------------------------------------------------------------- the character plot
def test_ticks_are_round_steps_inside_the_range():
    assert ticks(-2.0, 2.0, 4) == ([-2.0, -1.0, 0.0, 1.0, 2.0], 1.0)
    values, step = ticks(0.0, 1.0, 4)
    assert step == 0.5 and values == [0.0, 0.5, 1.0]
    values, step = ticks(3.0, 37.0, 4)
    assert step == 10 and values == [10, 20, 30]
    assert [tick_text(t, 0.5) for t in (-0.5, 0.0, 1.0)] == ["-0.5", "0", "1.0"]
    assert [tick_text(t, 0.02) for t in (0.04, -0.1)] == ["0.04", "-0.10"]
    assert tick_text(2.0, 1.0) == "2" and tick_text(3e7, 1e7) == "3e+07"


def test_the_axes_cross_at_the_origin_with_tick_marks():
    lines = plot_text(value_of("p := plot(x^3 + 2, x = -1..1, view = [-1..1, -1..3]):"), 60)
    axis = next(line for line in lines if line.count("-") > 30)
    assert axis.count("+") >= 5                          # ticks at -1, -0.5, 0, 0.5, 1
    column = axis.index("+", len(axis) // 2 - 2)        # the crossing, mid-width
    above = [line[column] for line in lines[:lines.index(axis)] if len(line) > column]
    assert set(above) <= {"|", "+", "A"} and "|" in above


def test_the_picture_fits_the_screen_width_and_the_fixed_height():
    p = value_of('p := plot(x^2, x = -2..2, title = "t", labels = ["x", "y"]):')
    for width in (30, 79, 120):
        lines = plot_text(p, width)
        assert max(map(len, lines)) <= width
        assert len(lines) == ROWS + 4         # title, y label, canvas, tick values, x label
    unbounded = run("interface(screenwidth = infinity): plot(x, x = 0..1);").splitlines()
    assert max(map(len, unbounded)) == 79


def test_data_and_views_near_the_largest_float_are_drawn_without_overflow():
    # 1e308 - (-1e308) is past the largest hardware float (about 1.8e308)
    plots = [value_of("p := plots:-listplot([1e308, -1e308]):"),
             value_of("p := PLOT(CURVES([[0, 0], [1, 1]]), VIEW(-1e308..1e308, DEFAULT)):")]
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # numpy's and matplotlib's overflow warnings
        for p in plots:
            assert len(plot_text(p, 50)) >= ROWS
            assert plot_image(p, "png").startswith(PNG_SIGNATURE)
    assert run("plot(x, x = -1e308..1e308);").replace("\n", " ") == \
        "Error, (in plot) the horizontal range is too wide: -1.*10^308 .. 1.*10^308"


def test_the_view_clips_a_curve():
    # y = x on 0..10 shown for y in 0..5: nothing is drawn right of x = 5
    shown = figure(value_of("p := plot(x, x = 0..10, view = [0..10, 0..5]):"), label_text)
    picture = CharPlot(shown, 70)
    picture.lines()
    beyond = math.floor(picture.col(5.0) + 0.5) + 1
    assert all("A" not in "".join(row[beyond:]) for row in picture.grid[:ROWS - 1])
    assert picture.clip(0.0, 0.0, 10.0, 10.0) == (0.0, 0.0, 5.0, 5.0)
    assert picture.clip(6.0, 6.0, 10.0, 10.0) is None


def test_curves_are_drawn_with_letters_and_axes_none_leaves_the_axes_out():
    # the Rosetta Code sample of Maple's char device (see display/charplot.py)
    lines = plot_text(value_of("p := plot([x, 1 - x], x = 0..1, axes = none):"), 40)
    assert set("".join(lines)) == {" ", "A", "B"}
    assert len(lines) == ROWS
    boxed = plot_text(value_of("p := plot(x, x = 0..1, axes = boxed):"), 40)
    assert "+" in "".join(boxed)


def test_a_shown_plot_prints_its_picture_and_not_its_name():
    out = run("p := plot(x, x = 0..1, title = \"line\");")
    assert out.splitlines()[0].strip() == "line"
    assert "p :=" not in out and "PLOT" not in out


def test_legends_are_listed_under_the_plot():
    lines = plot_text(value_of('p := plot([x, -x], x = 0..1, legend = ["up", "down"]):'), 79)
    assert [line.split() for line in lines[-2:]] == [["A", "up"], ["B", "down"]]


# ---------------------------------------------------------------- smartview and poles
# Maple 16's smartview (default true) narrows the vertical view "where the plot data grows
# so rapidly that details for smaller values are obscured" (MaplePrimes, Dave H of
# Maplesoft, 2012-06-05); an explicit view or smartview = false keeps Maple 15's full range.
# Maple's heuristics are unpublished: the expected views below follow ours (smart_range).
def test_smartview_narrows_the_view_of_one_over_x():
    # the 200 samples are +-199/(2j + 1), j = 0..99: the 95th percentile lies between 199/21
    # and 199/19 (9.53), the 5th is its negative; widened by their distance (19.05) each
    # way: +-28.6, rounded out to a step of 5 (1/20 of the height, rounded up): +-30
    p = value_of("p := plot(1/x, x = -1..1):")
    assert run("op(3, plot(1/x, x = -1..1));") == "VIEW(-1. .. 1.,-30. .. 30.)"
    assert figure(p, label_text).extent(1) == (-30.0, 30.0)
    assert np.nanmax(np.abs(data(p)[:, 1])) == pytest.approx(199.0)     # the data is all kept


def test_smartview_narrows_the_view_of_tan():
    p = value_of("p := plot(tan(x), x = -Pi..Pi):")
    assert figure(p, label_text).view[1] == (-20.0, 20.0)
    assert np.nanmax(np.abs(data(p)[:, 1])) > 100


def test_a_plot_without_extreme_values_keeps_its_own_range():
    p = value_of("p := plot(x^2, x = -1..1):")
    assert run("op(3, plot(x^2, x = -1..1));") == "VIEW(-1. .. 1.,DEFAULT)"
    assert figure(p, label_text).extent(1)[1] == 1.0
    assert run("op(3, plot(exp(x), x = -3..3));") == "VIEW(-3. .. 3.,DEFAULT)"


def test_smartview_false_and_an_explicit_view_keep_their_ranges():
    assert run("op(3, plot(1/x, x = -1..1, smartview = false));") == "VIEW(-1. .. 1.,DEFAULT)"
    shown = figure(value_of("p := plot(1/x, x = -1..1, smartview = false):"), label_text)
    assert shown.extent(1) == pytest.approx((-199.0, 199.0))
    assert run("op(3, plot(1/x, x = -1..1, smartview));") == "VIEW(-1. .. 1.,-30. .. 30.)"
    assert run("op(3, plot(1/x, x = -1..1, view = [-1..1, -2..2]));") == "VIEW(-1. .. 1.,-2. .. 2.)"
    assert run("op(3, plot(1/x, x = -1..1, view = -3..3));") == "VIEW(DEFAULT,-3. .. 3.)"
    # view = [a..b, default] "will keep the horizontal view ... while applying the
    # smartview algorithm to the vertical view" (the MaplePrimes answer above)
    assert run("op(3, plot(1/x, x = -1..1, view = [-2..2, default]));") == \
        "VIEW(-2. .. 2.,-30. .. 30.)"
    assert run("op(3, plot(1/x, x = -1..1, y = -5..5));") == "VIEW(-1. .. 1.,-5. .. 5.)"
    # values near the largest float: their full range, as the widths would overflow
    assert figure(value_of("p := plot(1e307*tan(x), x = -Pi..Pi):"), label_text).view[1] is None
    assert run("plot(1/x, x = -1..1, smartview = 3);") == \
        "Error, (in plot) smartview must be true or false, but received 3"


def test_a_curve_is_broken_at_a_pole_and_not_at_a_steep_slope():
    # help page plot/discont: no "inappropriate connecting of neighboring points over the
    # discontinuity"; one break at 1/x's pole, two at tan's on -Pi..Pi
    for code, breaks in (("p := plot(1/x, x = -1..1, discont = true):", 1),
                         ("p := plot(tan(x), x = -Pi..Pi):", 2),
                         ("p := plot(1/x, x = -1..1, view = [-1..1, -5..5]):", 1),
                         ("p := plot(x, x = -1..1, view = [-1..1, -0.001..0.001]):", 0),
                         ("p := plot(1/x, x = -1..1, smartview = false):", 0)):
        shown = figure(value_of(code), label_text)
        path = shown.path(shown.elements[0].xy)
        assert np.isnan(path[:, 1]).sum() == breaks, code
        assert len(path) == 200 + breaks


def test_no_line_is_drawn_through_a_pole():
    # 1/x on -1..1 seen in -5..5: its samples nearest 0 are +-199 (off the view), so the
    # curve enters the view no nearer 0 than x = 1/5: columns near x = 0 hold no letter
    shown = figure(value_of("p := plot(1/x, x = -1..1, view = [-1..1, -5..5]):"), label_text)
    picture = CharPlot(shown, 79)
    picture.lines()
    near = range(math.floor(picture.col(-0.1)), math.ceil(picture.col(0.1)) + 1)
    assert all(row[c] != "A" for row in picture.grid for c in near)
    assert plot_image(value_of("p := plot(tan(x), x = -Pi..Pi):"), "svg").startswith(b"<?xml")


# ---------------------------------------------------------------- plotsetup and image files
def test_plotsetup_png_writes_an_image_made_by_matplotlib(tmp_path):
    target = tmp_path / "loss.png"
    _, out = session_with(f'plotsetup(png, plotoutput = "{target}"): plots:-listplot([3, 2, 1]);')
    assert out == ""
    image = target.read_bytes()
    assert image.startswith(PNG_SIGNATURE)
    assert b"Matplotlib" in image                 # matplotlib signs the PNG's Software chunk


def test_plotsetup_svg_writes_svg_xml(tmp_path):
    target = tmp_path / "p.svg"
    session, out = session_with(f'plotsetup(svg, plotoutput = "{target}"): plot(x, x = 0..1);')
    text = target.read_text()
    assert text.startswith("<?xml") and "<svg" in text and "Matplotlib" in text
    assert session.settings["plotoutput"] == str(target)


def test_plot_image_is_deterministic_for_svg():
    p = value_of("p := plot(x^2, x = 0..1, numpoints = 10):")
    assert plot_image(p, "svg") == plot_image(p, "svg")
    assert plot_image(p, "png").startswith(PNG_SIGNATURE)


def test_dollar_signs_in_plot_texts_are_drawn_as_written(tmp_path):
    # matplotlib reads text between two `$` as TeX-like mathtext, where `\\foo` is an error
    target = tmp_path / "p.png"
    texts = 'title = "cost $\\\\foo$", labels = ["$x", "y$"], legend = "$^$"'
    _, out = session_with(f'plotsetup(png, plotoutput = "{target}"): plot(x, x = 0..1, {texts});')
    assert out == ""
    assert target.read_bytes().startswith(PNG_SIGNATURE)


def test_characters_the_font_lacks_raise_no_python_warning():
    p = value_of('p := plot(x, x = 0..1, title = "\u640d\u5931 \U0001F642"):')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        plot_image(p, "png")
    assert [str(w.message) for w in caught] == []


def test_every_legend_is_in_the_image_even_one_starting_with_an_underscore():
    # matplotlib leaves out of a legend the labels that start with `_`, with a warning
    p = value_of('p := plot([x, x^2], x = 0..1, legend = ["_a", "b"]):')
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        svg = plot_image(p, "svg").decode()
    # the legend's group, then one sample line per entry (the curves and ticks come before)
    assert svg[svg.index('<g id="legend_1">'):].count('<g id="line2d_') == 2


def test_thickness_and_symbolsize_size_the_image_s_lines_and_marks():
    # Maple's defaults (thickness 1, symbolsize 10: help page worksheet/plotinterface/symbolsize)
    # are matplotlib's (1.5 points, 6 points); the rest scales from there
    def svg(options: str) -> str:
        return plot_image(value_of(f"p := plot([[0, 0], [1, 1]], {options}):"), "svg").decode()
    assert "stroke-width: 1.5" in svg("thickness = 1") and "stroke-width: 3" in svg("thickness = 3")
    assert "stroke-width: 3" not in svg("style = line")
    assert svg("style = point, symbolsize = 10") == svg("style = point")
    assert svg("style = point, symbolsize = 30") != svg("style = point")
    # a thickness past the widest is drawn at the widest, not as a sheet of ink
    assert svg("thickness = 10^9") == svg("thickness = 50")


def test_a_symlink_at_plotoutput_is_refused(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    link = tmp_path / "plot.png"
    os.symlink(victim, link)
    _, out = session_with(f'plotsetup(png, plotoutput = "{link}"): plot(x, x = 0..1);')
    assert out.replace("\n", " ").strip() == f"Error, (in plot) `{link}` is a symbolic link"
    assert victim.read_text() == "keep"


def test_a_read_only_file_at_plotoutput_is_refused_even_for_root(tmp_path):
    kept = tmp_path / "plot.png"
    kept.write_text("keep")
    kept.chmod(0o444)
    _, out = session_with(f'plotsetup(png, plotoutput = "{kept}"): plot(x, x = 0..1);')
    assert out.replace("\n", " ").strip() == f"Error, (in plot) `{kept}` is read-only (mode 444)"
    assert kept.read_text() == "keep"
    assert os.listdir(tmp_path) == ["plot.png"]


def test_an_image_device_set_by_interface_alone_needs_a_file_name(tmp_path, monkeypatch):
    # plotoutput stays "terminal": no file of that name is written in the current folder
    monkeypatch.chdir(tmp_path)
    out = run("interface(plotdevice = png): plot(x, x = 0..1);")
    assert out == 'Error, (in plot) the png device needs plotoutput = "file name"'
    assert list(tmp_path.iterdir()) == []


def test_restricted_mode_refuses_image_files(tmp_path):
    target = tmp_path / "p.png"
    _, out = session_with(f'plotsetup(png, plotoutput = "{target}");', restricted=True)
    assert out.strip() == "Error, (in plotsetup) permission denied in restricted mode"
    _, out = session_with(f'interface(plotdevice = png, plotoutput = "{target}"): plot(x, x = 0..1);',
                          restricted=True)
    assert out.strip() == "Error, (in plotsetup) permission denied in restricted mode"
    assert not target.exists()


def test_without_matplotlib_plotsetup_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    out = run('plotsetup(png, plotoutput = "x.png");')
    assert "install it with: pip install 'mapletape[jupyter]'" in out.replace("\n", " ")
    assert out.startswith("Error, (in plotsetup) plot images need matplotlib")


def test_the_device_is_the_sessions_and_restart_resets_it(tmp_path):
    session, _ = session_with(f'plotsetup(svg, plotoutput = "{tmp_path / "a.svg"}"):')
    other, _ = session_with("interface(plotdevice);")
    assert other.out.getvalue().split() == ["char"]
    session.run("restart; interface(plotdevice);")
    assert session.out.getvalue().split() == ["char"]
    assert run("plotsetup(inline): interface(plotdevice); plotsetup(default): interface(plotdevice);") \
        == "inline\nchar"


def test_character_plots_import_neither_matplotlib_nor_tensorflow():
    import subprocess
    code = ("import io, sys; from mapletape.session import Session; "
            "Session(io.StringIO()).run('plot(x^2, x = 0..1); plots:-listplot([1, 2]);'); "
            "print('matplotlib' in sys.modules, 'tensorflow' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["False", "False"]
