"""DataFrame and DataSeries (values/dataframe.py, library/dataframes.py): indexing by
position and by label as the help page "DataFrame" describes it, sizes, conversions, the
1-D form that reads back, and wrong arguments (issue 25, item 3)."""
from __future__ import annotations

import io

import pytest

from mapletape.session import Session

FRAME = "df := DataFrame(Matrix([[1, 2, 3], [4, 5, 6]]), rows = [a, b], columns = [A, B, C]):\n"


def run(code: str) -> str:
    session = Session(io.StringIO())
    session.run("interface(prettyprint=0, screenwidth=infinity):\n" + code)
    return session.out.getvalue()


@pytest.mark.parametrize("index, shown", [
    ("df[B][1]", "2"), ("df[B][b]", "5"), ("df[1, 2]", "2"), ("df[a, B]", "2"),
    ("df[-1, -1]", "6"), ("df[b, A]", "4"), ("df[2][-1]", "5"),
    ("ColumnLabels(df[A .. B])", "[A, B]"), ("ColumnLabels(df[[C, A]])", "[C, A]"),
    ("Labels(df[1])", "[a, b]"), ("Labels(df[a, 1 .. C])", "[A, B, C]"), ("convert(df[b, 2 .. 3], list)", "[5, 6]"),
    ("convert(df[1 .. 2, C], list)", "[3, 6]"), ("df[2, C]", "6"),
])
def test_indexing_by_position_and_label(index, shown):
    assert run(FRAME + f"{index};") == shown + "\n"


def test_a_single_index_selects_a_column_and_a_row_index_a_row_labelled_by_the_columns():
    assert run(FRAME + "lprint(df[C]); lprint(df[a, 1 .. -1]);") == (
        "DataSeries([3, 6], labels = [a, b], datatype = anything)\n"
        "DataSeries([1, 2, 3], labels = [A, B, C], datatype = anything)\n")


def test_sizes_are_the_help_pages():
    """DataFrame/numelems: numelems is rows times columns; upperbound(df, 1) the rows."""
    assert run(FRAME + "numelems(df), upperbound(df), upperbound(df, 2), lowerbound(df, 1);") == \
        "6, 2, 3, 3, 1\n"
    assert run("numelems(DataSeries([x, y])), upperbound(DataSeries());") == "2, 0\n"


def test_conversions_and_types():
    assert run(FRAME + "convert(convert(df, Matrix), listlist); convert(df, listlist); "
                       "type(df, DataFrame), type(df[A], DataSeries), whattype(df[A]);") == (
        "[[1, 2, 3], [4, 5, 6]]\n[[1, 2, 3], [4, 5, 6]]\ntrue, true, DataSeries\n")


def test_the_1d_form_reads_back_as_the_same_dataframe():
    out = run(FRAME + "s := sprintf(\"%a\", df): e := parse(s): "
                      "evalb(sprintf(\"%a\", e) = s), e[b, C];")
    assert out == "true, 6\n"


def test_columns_from_lists_vectors_and_dataseries():
    assert run("d := DataFrame([[1, 2], <3, 4>, DataSeries([5, 6], labels = [p, q])], "
               "columns = [x, y, z]): RowLabels(d), d[q, z], d[1, y];") == "[p, q], 6, 3\n"
    assert run("d := DataFrame(u = DataSeries([1, 2]), w = DataSeries([3, 4])): "
               "ColumnLabels(d), d[2, w];") == "[u, w], 4\n"


@pytest.mark.parametrize("code, error", [
    ("DataFrame(Matrix([[1, 2]]), columns = [x, x]);", "the column labels must be unique"),
    ("DataFrame(Matrix([[1, 2]]), rows = [r, s]);", "2 row labels given for 1 rows"),
    ("DataFrame([[1, 2], [3]]);", "the columns of a DataFrame must have the same length"),
    ("DataFrame(x);", "DataFrame expects a Matrix, a list of columns or DataSeries"),
    (FRAME + "df[D];", "invalid index into DataFrame: D"),
    (FRAME + "df[3, 1];", "invalid index into DataFrame: 3"),
    (FRAME + "df[1, 2, 3];", "expected one or two indices"),
    ("DataSeries([1, 2])[5];", "invalid index into DataSeries: 5"),
    (FRAME + "ColumnLabels(df, 4);", "ColumnLabels expects its 2nd argument, i"),
    ("RowLabels([1]);", "RowLabels expects its 1st argument, DF, to be of type DataFrame"),
    ("upperbound(x);", "upperbound expects its 1st argument"),
])
def test_wrong_arguments_are_maple_errors(code, error):
    out = run(code)
    assert out.startswith("Error, ") and error in out, out


def test_a_dataframe_displays_with_its_labels_around_the_entries():
    session = Session(io.StringIO())
    session.run(FRAME.replace(":\n", ";\n"))
    lines = session.out.getvalue().split("\n")
    assert [line.strip() for line in lines[:5]] == [
        "[     A    B    C]", "[                ]", "df := [a    1    2    3]",
        "[                ]", "[b    4    5    6]"]


def test_a_dataframe_larger_than_rtablesize_shows_its_size():
    session = Session(io.StringIO())
    session.run("DataFrame(Matrix(12, 2));")
    assert session.out.getvalue().strip() == "[12 x 2 DataFrame]"


def test_the_types_answer_for_any_value():
    assert run("type(5, DataFrame), type([1], DataSeries), type(DataSeries([1]), DataSeries);") == \
        "false, false, true\n"


def test_entries_and_columns_can_be_changed():
    assert run(FRAME + "df[a, C] := 9: df[A] := [7, 8]: df2 := df: df2[b, B] := 0: "
                       "convert(df, listlist);") == "[[7, 2, 9], [8, 0, 6]]\n"
    assert run("ds := DataSeries([1, 2], labels = [p, q]): ds[q] := 5: convert(ds, list);") == "[1, 5]\n"
    out = run(FRAME + "df[A] := [1];")
    assert out.startswith("Error, invalid input: a column of a DataFrame is replaced")


def test_dataseries_arithmetic_and_map_go_entry_by_entry_and_keep_the_labels():
    assert run("ds := DataSeries([1, 2], labels = [p, q]): lprint(2*ds - 1, ds^2, -ds / 2); "
               "lprint(map(x -> x + 1, ds)); lprint(ds + DataSeries([10, 20]));") == (
        "DataSeries([1, 3], labels = [p, q], datatype = anything), "
        "DataSeries([1, 4], labels = [p, q], datatype = anything), "
        "DataSeries([-1/2, -1], labels = [p, q], datatype = anything)\n"
        "DataSeries([2, 3], labels = [p, q], datatype = anything)\n"
        "DataSeries([11, 22], labels = [p, q], datatype = anything)\n")
    assert "the DataSeries must have the same length" in run("DataSeries([1]) + DataSeries([1, 2]);")
    assert run(FRAME + "convert(map(x -> 10*x, df), listlist);") == "[[10, 20, 30], [40, 50, 60]]\n"


def test_a_notebook_shows_a_dataframe_as_a_table_with_its_labels():
    from mapletape.display.html import forms_of
    from mapletape.values.dataframe import DataFrame
    frame = DataFrame(((1, 3), (2, 4)), ("a", "b"), ("A", "B"), ("x", "x"))
    html = forms_of(frame, 10)["text/html"]
    assert html.count("<tr>") == 3 and html.count("&quot;A&quot;") == 1
    assert forms_of(frame, 1) == {}


def test_a_bare_range_in_an_index_selects_every_row_or_column():
    assert run(FRAME + "convert(df[.., B], list), convert(df[b, ..], list), upperbound(df[..]);") == \
        "[2, 5], [4, 5, 6], 2, 3\n"
    assert run("x := ..;").startswith("Error, `..` unexpected")
