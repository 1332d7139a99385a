"""2-D pictures, 1-D lprint, procedures printed back, rtables, wrapping and error text."""
from __future__ import annotations

import io
import random

import pytest

from mapletape.display import render_error, render_result
from mapletape.display.elision import _leading
from mapletape.display.picture import Picture, beside, grid
from mapletape.display.wrapping import split_long_token, wrap_words
from mapletape.errors import MapleError
from mapletape.session import Session
from mapletape.values.numbers import integer_text


def run(code: str, width: int = 79) -> list[str]:
    """The lines a fresh session prints for `code`, without echo."""
    session = Session(io.StringIO(), width=width)
    session.run(code)
    return session.out.getvalue().split("\n")


def shown(code: str, width: int = 79) -> list[str]:
    """The 2-D result of `code` with its centring removed and the blank line after it dropped."""
    lines = run(code, width)
    assert lines[-2:] == ["", ""], lines
    body = lines[:-2]
    margin = min(len(line) - len(line.lstrip()) for line in body if line.strip())
    return [line[margin:] for line in body]


def lprinted(code: str) -> str:
    return "\n".join(run(f"lprint({code});")).rstrip("\n")


# ---------------------------------------------------------------- 2-D layout

def test_power_raises_the_exponent_and_products_use_a_space():
    assert shown("x^2 + 2*x;") == [" 2", "x  + 2 x"]


def test_result_is_centred_in_the_screen_width():
    lines = run("x^2 + 2*x;")
    assert lines[1] == " " * ((79 - 8) // 2) + "x  + 2 x"
    assert run("x^2 + 2*x;", width=40)[1] == " " * 16 + "x  + 2 x"


def test_symbolic_quotient_is_stacked_over_a_bar():
    assert shown("y := 1/(x^4 + 1);") == [
        "       1",
        "y := ------",
        "      4",
        "     x  + 1",
    ]
    assert shown("(a + b)/(c - d);") == ["a + b", "-----", "c - d"]


def test_negative_quotient_keeps_its_minus_apart_from_the_bar():
    assert shown("-2*x/(x^2 + 1)^2;") == [
        "     2 x",
        "- ---------",
        "    2     2",
        "  (x  + 1)",
    ]


def test_rationals_print_inline_as_coefficients():
    assert shown("3/16*x + 1/2;") == ["3/16 x + 1/2"]
    assert shown("x/2;") == ["1/2 x"]


def test_sums_with_negative_terms():
    assert shown("-3*x^2 - y + 2;") == ["    2", "-3 x  - y + 2"]


def test_function_calls_lists_sets_and_sequences():
    assert shown("f(x, y^2);") == ["      2", "f(x, y )"]
    assert shown("[1, 2, 3], {c, a, b};") == ["[1, 2, 3], {a, b, c}"]
    assert shown('{x, 42, "string", 42};') == ['{42, "string", x}']


def test_absolute_value_prints_between_bars_in_2d_only():
    assert shown("abs(x) + abs(y - 1);") == ["|x| + |y - 1|"]
    assert lprinted("abs(x)") == "abs(x)"


def test_equations_ranges_relations_and_strings():
    assert shown("x = 1 .. n + 1;") == ["x = 1 .. n + 1"]
    assert shown("a < b;") == ["a < b"]
    assert shown('"a string";') == ['"a string"']
    assert shown("s := \"quote \\\" inside\";") == ['s := "quote \\" inside"']


def test_floats_print_as_stored():
    assert shown("3.0*5.0, 2., .5, evalf(1/3);") == ["15.00, 2., 0.5, 0.3333333333"]


# ---------------------------------------------------------------- procedures

def test_short_procedure_prints_on_one_centred_line():
    assert run("f := proc(x) x^2 end proc;")[0] == " " * 27 + "f := proc(x) x^2 end proc"


def test_procedure_is_printed_in_maple_style_not_as_typed():
    assert shown("f := proc(n::integer, m := 2)  local  k ;k:=n*m+1 ;k end proc;") == [
        "f := proc(n::integer, m := 2) local k; k := n*m + 1; k end proc"]


def test_long_procedure_prints_flush_left_over_several_lines():
    code = ("f := proc(n) local i, total; total := 0; for i to n do if i mod 2 = 0 then "
            "total := total + i^2 else next end if end do; return total end proc;")
    assert run(code)[:12] == [
        "f := proc(n)",
        "local i, total;",
        "    total := 0;",
        "    for i to n do",
        "        if i mod 2 = 0 then",
        "            total := total + i^2",
        "        else",
        "            next",
        "        end if",
        "    end do;",
        "    return total",
        "end proc",
    ]


def test_arrow_procedure_shows_its_body_in_2d():
    assert shown("g := x -> x^2 + 1;") == ["           2", "g := x -> x  + 1"]
    assert shown("h := (x, y) -> x*y;") == ["h := (x, y) -> x y"]


def test_lprint_of_procedures():
    assert lprinted("proc(x) local y; y := x + 1; y^2 end proc") == \
        "proc(x) local y; y := x + 1; y^2 end proc"
    assert lprinted("x -> 2*x") == "x -> 2*x"


# ---------------------------------------------------------------- rtables

def test_matrix_grid_has_centred_columns_and_blank_rows():
    assert shown("M := Matrix([[1, -22], [333, 4]]);") == [
        "     [ 1     -22]",
        "M := [          ]",
        "     [333     4 ]",
    ]


def test_column_vector_and_row_vector():
    assert shown("v := <1, 2>;") == ["     [1]", "v := [ ]", "     [2]"]
    assert shown("<1 | 2 | 3>;") == ["[1    2    3]"]


def test_hardware_floats_in_rtables():
    assert shown("Matrix([[2., 0.], [0., 4.]], datatype = float[8]);") == [
        "[2.    0.]", "[        ]", "[0.    4.]"]
    assert shown("Vector([0.1], datatype = float[4]);") == ["[0.100000001490116]"]


def test_large_rtable_prints_a_summary_until_rtablesize_allows_it():
    assert shown("A := Matrix(2500, 4, datatype = float[8]);") == [
        "     [  2500 x 4 Matrix   ]",
        "     [                    ]",
        "     [Data Type: float[8] ]",
        "A := [                    ]",
        "     [Storage: rectangular]",
        "     [                    ]",
        "     [Order: Fortran_order]",
    ]
    assert len(shown("interface(rtablesize = 12): Vector(11);")) == 21


# ---------------------------------------------------------------- 1-D form

@pytest.mark.parametrize("expression, text", [
    ("x^2 + 2*x", "x^2+2*x"),
    ("1/(x^4 + 1)", "1/(x^4+1)"),
    ("2*a/(b*c)", "2*a/b/c"),
    ("-x/3", "-1/3*x"),
    ("(a + b)^2", "(a+b)^2"),
    ("a^(1/2)", "a^(1/2)"),
    ("[1, 2], {3}", "[1, 2], {3}"),
    ("f(x, [y, z])", "f(x,[y, z])"),
    ("x = 1 .. 2", "x = 1 .. 2"),
    ('"say \\"hi\\""', '"say \\"hi\\""'),
    ("`a b` + 1", "`a b`+1"),
    # Maple's long form (Maple's own lprint output quoted in public code; tests/test_rtables.py)
    ("Matrix([[1, 2], [3, 4]])", "Matrix(2, 2, {(1, 1) = 1, (1, 2) = 2, (2, 1) = 3, (2, 2) = 4}, "
                                 "datatype =\nanything, storage = rectangular, order = Fortran_order, "
                                 "shape = [])"),
])
def test_lprint_gives_maple_input(expression, text):
    assert lprinted(expression) == text


@pytest.mark.parametrize("expression", [
    "x^2 + 2*x - 3/4*y", "1/(x^4 + 1) - sin(x)^2", "-x/(y + 1)", "[a, {b, c}, f(a = 1 .. 2)]",
    "Vector[row]([1, 2.5])", "Matrix([[1., 2.], [3., 4.]], datatype = float[8])", "(x^2)^(1/3)",
])
def test_lprint_output_reads_back_as_the_same_value(expression):
    text = lprinted(expression)
    assert lprinted(text) == text


def test_prettyprint_zero_prints_results_flush_left_without_blank_lines():
    assert run("interface(prettyprint = 0): y := x^2 + 1; [1, 2];") == ["y := x^2+1", "[1, 2]", ""]


def test_print_displays_like_a_result_and_lprint_flush_left():
    assert run("print(x^2, [1]); lprint(x^2, [1]);") == [
        " " * 37 + "2", " " * 36 + "x , [1]", "", "x^2, [1]", ""]


# ---------------------------------------------------------------- wrapping

def test_long_sequence_wraps_after_a_comma_with_indented_continuations():
    lines = run("seq(i^2, i = 1 .. 30);")
    assert lines[0].startswith("1, 4, 9, ") and lines[0].endswith(",")
    assert all(len(line) <= 79 for line in lines)
    assert lines[1].startswith("    ") and lines[1].strip()[0].isdigit()
    assert " ".join(line.strip() for line in lines).strip() == \
        ", ".join(str(i * i) for i in range(1, 31))


def test_long_sum_breaks_before_an_operator_keeping_exponents_with_their_bases():
    lines = run("add(x^i, i = 1 .. 25);")
    assert all(len(line) <= 79 for line in lines)
    operator_lines = [line for line in lines if line.startswith("     + ")]
    assert operator_lines, lines
    for k, line in enumerate(lines):
        if line.startswith("     + "):
            assert lines[k - 1].strip()[0].isdigit()     # the exponents stay on the line above


def test_long_integer_is_split_with_backslashes():
    # issue 25: Maple prints 100! as 78 digits and `\`, the rest flush left
    lines = run("2^400;")
    assert lines[0].endswith("\\") and len(lines[0]) == 79
    assert lines[1][0].isdigit()
    assert "".join(line.strip().rstrip("\\") for line in lines) == str(2 ** 400)


def test_a_long_number_in_a_list_is_cut_to_the_screen_width():
    # a block with no place to break, wider than the screen, is cut as a long number alone
    lines = run("[1, 2^300];")
    assert all(len(line) <= 79 for line in lines)
    assert "".join(line.strip().rstrip("\\") for line in lines) == f"[1,{2 ** 300}]"


def test_split_long_token_and_word_wrap():
    assert split_long_token("123456789012345", 10) == ["123456789\\", "012345"]
    assert split_long_token("1234567890123456789012", 10) == [
        "123456789\\", "012345678\\", "9012"]
    assert wrap_words("aaa bbb ccc", 7) == ["aaa bbb", "ccc"]


def test_screenwidth_must_leave_room_for_a_line():
    assert run("interface(screenwidth = 0);")[0].startswith("Error, (in interface) invalid value for screenwidth")
    assert run("interface(screenwidth = 10): [seq(i, i = 1 .. 6)];")[:3] == ["[1, 2, 3,", "    4, 5,", "    6]"]


def test_long_error_wraps_at_the_screen_width_without_indent():
    message = "invalid input: f expects its 1st argument, x, to be of type integer, but received 2.5"
    assert render_error(MapleError(message, procname="f")).split("\n") == [
        "Error, (in f) invalid input: f expects its 1st argument, x, to be of type",
        "integer, but received 2.5",
    ]


def test_errors_name_the_procedure():
    assert run("f := proc(x) error \"bad value %1\", x end proc: f(3);")[0] == \
        "Error, (in f) bad value 3"


# ---------------------------------------------------------------- pictures

def test_grid_centres_entries_and_puts_the_baseline_in_the_middle():
    pict = grid([[Picture.text("1"), Picture.text("22")], [Picture.text("333"), Picture.text("4")]])
    assert pict.lines == ("[ 1     22]", "[         ]", "[333    4 ]")
    assert pict.baseline == 1


def test_beside_aligns_baselines():
    tall = Picture(("a", "b", "c"), 1)
    assert beside(Picture.text("x="), tall).lines == ("  a", "x=b", "  c")


def test_render_result_prefixes_the_label_on_the_baseline():
    lines = render_result(3, "x", {"screenwidth": 20, "prettyprint": 1})
    assert lines == [" " * 7 + "x := 3", ""]


def test_compound_exponents_go_in_parentheses():
    assert shown("x^(n + 1);") == [" (n + 1)", "x"]
    assert shown("2^(-x), x^(a/b);") == [" (-x)   (a/b)", "2    , x"]


def test_floats_with_large_exponents_raise_the_power_of_ten():
    assert shown("2.5e40;") == ["      40", "2.5 10"]


def test_builtins_and_tables_print_by_name_and_contents():
    assert lprinted("sin, table([a = 1])") == "sin, table([a = 1])"


def test_procedure_printer_covers_keywords_return_types_and_until_loops():
    lines = run("f := proc(x, {opt := false})::integer; local i; i := 0; "
                "do i := i + 1 until i > x; x union {1} end proc;")
    assert lines[:8] == [
        "f := proc(x, {opt := false})::integer;",
        "local i;",
        "    i := 0;",
        "    do",
        "        i := i + 1",
        "    until i > x;",
        "    x union {1}",
        "end proc",
    ]


# ---------------------------------------------------------------- review fixes

def test_delimiters_grow_around_a_quotient():
    assert shown("f(x/y);") == [" /x\\", "f|-|", " \\y/"]
    assert shown("(x/y)!;") == ["/x\\", "|-|!", "\\y/"]
    assert shown("[x/y, z];") == ["[x   ]", "[-, z]", "[y   ]"]
    assert shown("{x/y, 2};") == [" /   x\\", "{ 2, - }", " \\   y/"]


def test_delimiters_stay_plain_over_exponents_and_bracketed_grids():
    assert shown("f(x^2);") == ["   2", "f(x )"]
    assert shown("f(<1, 2>);") == ["  [1]", "f([ ])", "  [2]"]


@pytest.mark.parametrize("expression, text", [
    ("a and not b", "a and not b"),
    ("a or b and c", "a or b and c"),
    ("(a or b) and c", "(a or b) and c"),
    ("not (a and b)", "not (a and b)"),
])
def test_logical_operators_parenthesize_by_their_own_precedence(expression, text):
    assert lprinted(expression) == text
    assert shown(expression + ";") == [text]


def test_arrow_procedure_returning_a_sequence_keeps_its_parentheses():
    assert lprinted("x -> (x, 1)") == "x -> (x, 1)"
    assert shown("x -> (x, 1);") == ["x -> (x, 1)"]
    assert lprinted("x -> y -> x + y") == "x -> y -> x + y"


def test_the_1d_form_of_an_array_of_three_dimensions_nests_its_entries():
    # the lprint command prints the long form (tests/test_rtables.py); 1-D output nests lists
    assert run("interface(prettyprint = 0): Array(1 .. 2, 1 .. 2, 1 .. 2, fill = 1);")[0] == \
        "Array(1 .. 2, 1 .. 2, 1 .. 2, [[[1,1],[1,1]],[[1,1],[1,1]]])"


def test_wrapping_breaks_lists_of_quotients_at_their_commas():
    lines = run("[seq(1/(x + i), i = 1 .. 12)];")
    assert all(len(line) <= 79 for line in lines)
    assert lines[1].endswith("------,") and lines[4] == "    ------]"


def test_wrapping_keeps_parenthesized_factors_whole():
    lines = run("mul(x + i, i = 1 .. 30);")
    assert lines[0].endswith("(x + 9)") and lines[1].startswith("    (x + 10) ")
    assert all(line.count("(") == line.count(")") for line in lines)


def test_one_dimensional_wrapping_never_breaks_inside_a_string():
    lines = run('interface(screenwidth = 10, prettyprint = 0): f("a b", "c d e f g h");')
    assert lines[:4] == ['f("a b",', '"c d e f \\', 'g h")', ""]


def test_wrapping_never_breaks_inside_a_string_in_2d():
    lines = run('["one two three four five six seven", "eight nine ten eleven twelve thirteen"];', width=50)
    assert lines[:2] == ['["one two three four five six seven",',
                         '    "eight nine ten eleven twelve thirteen"]']


def test_an_if_expression_prints_back_inside_a_procedure():
    assert [line.strip() for line in shown("f := x -> if x < 0 then -x else x end if;") if line] == \
        ["f := x -> if x < 0 then -x else x end if"]


def test_symbolic_set_operations_and_compositions_print_infix():
    assert shown("A minus (B union C);") == ["A minus (B union C)"]
    assert shown("(A union B) intersect C;") == ["(A union B) intersect C"]
    assert shown("f@g;") == ["f@g"]
    assert lprinted("A union B, f@@2") == "A union B, f@@2"


# ---------------------------------------------------------------- elision of long outputs
# Maple's interface variables elisiondigitsthreshold/before/after and
# elisiontermsthreshold/before/after (help page "interface",
# https://www.maplesoft.com/support/help/view.aspx?path=interface); display/elision.py.

def unwrapped(lines: list[str]) -> str:
    """A displayed result's text with its wrapping undone: continuation indents and the
    backslashes that split long tokens removed, lines broken after a comma rejoined."""
    text = ""
    for line in lines:
        if not line.strip():
            continue
        piece = line.strip()
        text += piece[:-1] if piece.endswith("\\") else piece + (" " if piece.endswith(",") else "")
    return text


def test_an_integer_past_the_digits_threshold_shows_its_first_and_last_digits():
    code = "interface(elisiondigitsthreshold = 20, elisiondigitsbefore = 3, elisiondigitsafter = 2):"
    assert shown(code + " 2^100;") == ["126...[26 digits]...76"]          # 1267650600...205376
    assert shown(code + " -2^100;") == ["-126...[26 digits]...76"]
    assert shown(code + " 1/2^100;") == ["1/126...[26 digits]...76"]
    assert shown(code + " x := 2^100;") == ["x := 126...[26 digits]...76"]
    assert shown(code + " 2^60;") == ["1152921504606846976"]              # 19 digits: not past 20


def test_digit_elision_needs_more_digits_than_the_threshold_and_than_it_shows():
    assert shown("interface(elisiondigitsthreshold = 31): 2^100;") == [str(2 ** 100)]   # 31 digits
    # past the threshold, but the 100 digits before and after would show every one of them
    assert shown("interface(elisiondigitsthreshold = 20): 2^100;") == [str(2 ** 100)]
    assert shown("interface(elisiondigitsthreshold = 10, elisiondigitsbefore = 0, "
                 "elisiondigitsafter = 0): 2^100;") == ["...[31 digits]..."]


def test_lprint_printf_and_strings_keep_every_digit():
    code = "interface(elisiondigitsthreshold = 20, elisiondigitsbefore = 3, elisiondigitsafter = 2):"
    assert run(code + " lprint(2^100);")[0] == str(2 ** 100)
    assert run(code + ' printf("%d\\n", 2^100);')[0] == str(2 ** 100)
    assert shown(code + " length(convert(2^100, string));") == ["31"]


def test_an_integer_of_a_hundred_thousand_digits_is_elided_by_default():
    digits = integer_text(3 ** 209590)
    assert len(digits) == 100000
    lines = run("3^209590;")
    assert unwrapped(lines) == f"{digits[:100]}...[99800 digits]...{digits[-100:]}"
    assert all(len(line) <= 79 for line in lines)


def test_a_power_of_ten_is_elided_exactly():
    # the approximation of the first digits cannot tell 10^n from 10^n - 1: the exact path
    assert unwrapped(run("10^100000;")) == "1" + "0" * 99 + "...[99801 digits]..." + "0" * 100
    assert unwrapped(run("10^100000 - 1;")) == "9" * 100 + "...[99800 digits]..." + "9" * 100


@pytest.mark.parametrize("before", [0, 1, 3, 100])
def test_leading_digits_and_digit_count_match_the_exact_conversion(before):
    rng = random.Random(31)
    numbers = [rng.randrange(10 ** (d - 1), 10 ** d) for d in (rng.randint(1, 2000) for _ in range(200))]
    for k in (1, 100, 130, 1000):
        numbers += [10 ** k, 10 ** k - 1, 10 ** k + 1, 123 * 10 ** k - 1, 10 ** (k + 120) + 10 ** k]
    for m in numbers:
        text = integer_text(m)
        assert _leading(m, before) == (len(text), text[:before])


def test_a_sequence_past_the_terms_threshold_shows_its_first_and_last_terms():
    code = "interface(elisiontermsthreshold = 5, elisiontermsbefore = 2, elisiontermsafter = 2):"
    assert shown(code + " seq(i, i = 1 .. 10);") == ["1, 2, ...[6 terms]..., 9, 10"]
    assert shown(code + " [seq(i, i = 1 .. 10)];") == ["[1, 2, ...[6 terms]..., 9, 10]"]
    assert shown(code + " {seq(i, i = 1 .. 10)};") == ["{1, 2, ...[6 terms]..., 9, 10}"]
    assert shown(code + " f(seq(i, i = 1 .. 10));") == ["f(1, 2, ...[6 terms]..., 9, 10)"]
    assert shown(code + " [1, 2, 3, 4, 5];") == ["[1, 2, 3, 4, 5]"]          # 5 terms: not past 5
    assert shown(code + " add((-1)^i*x^i, i = 1 .. 10);") == [
        "      2                      9    10",
        "-x + x  + ...[6 terms]... - x  + x"]
    assert shown("interface(elisiontermsthreshold = 5, elisiontermsbefore = 0, elisiontermsafter = 1): "
                 "add(x^i, i = 1 .. 10);") == [" " * 19 + "10", "...[9 terms]... + x"]


def test_term_elision_in_one_dimensional_results_but_not_in_lprint():
    code = ("interface(elisiontermsthreshold = 5, elisiontermsbefore = 2, elisiontermsafter = 2, "
            "prettyprint = 0):")
    assert run(code + " [seq(i, i = 1 .. 10)]; add(x^i, i = 1 .. 10);")[:2] == [
        "[1, 2, ...[6 terms]..., 9, 10]", "x+x^2+...[6 terms]...+x^9+x^10"]
    assert run(code + " interface(elisiontermsbefore = 0): -add(x^i, i = 1 .. 10);")[0] == \
        "...[8 terms]...-x^9-x^10"
    assert run(code + " lprint([seq(i, i = 1 .. 10)]);")[0] == "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"


def test_print_elides_as_a_result_does():
    code = "interface(elisiontermsthreshold = 5, elisiontermsbefore = 1, elisiontermsafter = 1):"
    assert shown(code + " print([seq(i, i = 1 .. 10)]);") == ["[1, ...[8 terms]..., 10]"]


def test_a_sequence_of_a_million_terms_is_elided_by_default():
    lines = run("$1 .. 10^6;")        # seq(i, i = 1 .. 10^6) as it is made faster
    head, tail = ", ".join(map(str, range(1, 101))), ", ".join(map(str, range(999901, 1000001)))
    assert unwrapped(lines) == f"{head}, ...[999800 terms]..., {tail}"
    assert all(len(line) <= 79 for line in lines)


def test_elision_settings_are_interface_variables_with_maples_defaults():
    assert shown("interface(elisiondigitsthreshold), interface(elisiondigitsbefore), "
                 "interface(elisiondigitsafter);") == ["10000, 100, 100"]
    assert shown("interface(elisiontermsthreshold), interface(elisiontermsbefore), "
                 "interface(elisiontermsafter);") == ["10000, 100, 100"]
    assert shown("interface(elisiontermsthreshold = 5): restart; interface(elisiontermsthreshold);") \
        == ["10000"]


def test_an_infinite_threshold_turns_elision_off():
    lines = run("interface(elisiontermsthreshold = infinity, elisiontermsbefore = 1, "
                "elisiontermsafter = 1): [seq(i, i = 1 .. 20000)];")
    assert unwrapped(lines) == "[" + ", ".join(map(str, range(1, 20001))) + "]"
    assert unwrapped(run("interface(elisiondigitsthreshold = infinity): 3^209590;")) == \
        integer_text(3 ** 209590)


@pytest.mark.parametrize("setting, value, allowed", [
    ("elisiondigitsthreshold", "-1", "at least 0 or infinity"),
    ("elisiontermsthreshold", "1.5", "at least 0 or infinity"),
    ("elisiondigitsbefore", "infinity", "at least 0"),
    ("elisiontermsafter", "-2", "at least 0"),
])
def test_elision_settings_take_nonnegative_integers(setting, value, allowed):
    lines = run(f"interface({setting} = {value});", width=200)
    assert lines[0] == f"Error, (in interface) invalid value for {setting}: {value}; it must be " \
        f"an integer {allowed}"


# ---------------------------------------------------------------- control characters
# Maple's input escapes (help page "backslash",
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=backslash): \a \b \e \f \n \r \t \v.
# A worksheet's control characters are written as these escapes (the others as \xHH), never
# raw, so that no escape sequence reaches the terminal (display/atoms.py).

def test_displayed_strings_show_control_characters_as_escapes():
    assert shown('"\\e[2J";') == ['"\\e[2J"']
    assert shown('"a\\ab\\bc\\fd\\re\\vf\\ng";') == ['"a\\ab\\bc\\fd\\re\\vf\\ng"']
    assert shown('"a\\tb";') == ['"a\tb"']                   # a tab only moves the cursor
    assert run('lprint("\\e]0;title\\a");')[0] == '"\\e]0;title\\a"'
    assert run('interface(prettyprint = 0): ["\\e[2J"];')[0] == '["\\e[2J"]'


def test_other_control_characters_show_as_hexadecimal_escapes():
    assert render_result("a\x00b\x7fc\x9bd", None, {}) == [" " * 30 + '"a\\x00b\\x7Fc\\x9Bd"', ""]


def test_names_with_control_characters_are_escaped():
    assert shown("`a\\eb`;") == ["a\\eb"]
    assert run("lprint(`a\\eb`);")[0] == "`a\\eb`"


def test_printf_writes_newlines_and_tabs_and_escapes_every_other_control_character():
    assert run('printf("\\e[2J\\e]0;title\\a|\\t|\\r\\n");') == ["\\e[2J\\e]0;title\\a|\t|\\r", ""]
    assert run('printf("%s\\n", "\\e[31m");')[0] == "\\e[31m"
    assert shown('length(sprintf("\\e"));') == ["1"]                # the string itself is kept


def test_errors_escape_control_characters():
    assert run('error "\\e[2J";')[0] == "Error, \\e[2J"
    assert run('f := proc() error "%1", "\\e[2J" end proc: f();')[0] == "Error, (in f) \\e[2J"


def test_a_raw_escape_byte_in_a_script_is_echoed_and_shown_as_an_escape():
    session = Session(io.StringIO())
    session.run('"a\x1b[2Jb";', echo=True)
    assert session.out.getvalue() == '> "a\\e[2Jb";\n' + " " * 35 + '"a\\e[2Jb"\n\n'
