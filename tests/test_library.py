"""Builtins: numeric functions, printf/sprintf, seq/add/mul/map, evalf[n], conversions."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mapletape.library.registry import BUILTINS
from mapletape.session import Session

ROOT = Path(__file__).resolve().parent.parent


def run(code: str, width: int = 79) -> str:
    """What a fresh session prints for `code` in 1-D form, one result per line."""
    session = Session(io.StringIO(), width=width)
    session.run("interface(prettyprint=0):\n" + code)
    return session.out.getvalue()


def value(code: str) -> str:
    return run(code).rstrip("\n")


@pytest.mark.parametrize("code, shown", [
    ("sqrt(16);", "4"),
    ("sqrt(2);", "2^(1/2)"),
    ("sqrt(8);", "2*2^(1/2)"),
    ("sqrt(9/4);", "3/2"),
    ("sqrt(1/2);", "1/2*2^(1/2)"),
    ("sqrt(-4);", "2*I"),
    ("sqrt(x);", "x^(1/2)"),
    ("sqrt(2.0);", "1.414213562"),
    ("exp(0);", "1"),
    ("exp(1);", "exp(1)"),
    ("exp(1.0);", "2.718281828"),
    ("ln(1);", "0"),
    ("ln(2.);", "0.6931471806"),
    ("log(x);", "ln(x)"),
    ("sin(0);", "0"),
    ("sin(Pi);", "0"),
    ("cos(Pi);", "-1"),
    ("sin(Pi/2);", "1"),
    ("sin(-x);", "-sin(x)"),
    ("sin(Pi/6), cos(Pi/3), sin(7*Pi/6);", "1/2, 1/2, -1/2"),
    ("sin(Pi/4), cos(5*Pi/6);", "1/2*2^(1/2), -1/2*3^(1/2)"),
    ("sin(Pi/5);", "sin(1/5*Pi)"),
    ("tan(Pi/4), tan(3*Pi/4), tan(Pi);", "1, -1, 0"),
    ("tan(Pi/2);", "Error, (in tan) numeric exception: division by zero"),
    ("cos(-2);", "cos(2)"),
    ("sin(1.0);", "0.8414709848"),
    ("cos(1.0);", "0.5403023059"),
    ("tan(0.5);", "0.5463024898"),
    ("arctan(1);", "1/4*Pi"),
    ("arctan(2.0);", "1.107148718"),
    ("abs(-7/2);", "7/2"),
    ("abs(x);", "abs(x)"),
    ("floor(7/2);", "3"),
    ("floor(-2.5);", "-3"),
    ("ceil(7/2);", "4"),
    ("round(2.5);", "3"),
    ("round(-2.5);", "-3"),
    ("round(x);", "round(x)"),
    ("max(1, 5/2, 2.);", "5/2"),
    ("min(3, 1.5, 2);", "1.5"),
    ("max([4, 9, 2]);", "9"),
    ("max(x, 1, 2);", "max(2,x)"),
])
def test_numeric_functions_are_exact_float_or_unevaluated(code, shown):
    assert value(code) == shown


def test_float_functions_follow_digits():
    assert value("Digits := 20: sin(1.0);") == "0.84147098480789650665"
    assert value("Digits := 20: exp(1.0);") == "2.7182818284590452354"
    assert value("evalf[30](arctan(1));") == "0.785398163397448309615660845820"


def test_hardware_float_arguments_give_hardware_floats():
    assert value("V := Vector([1.0], datatype=float[8]): sin(V[1]);") == "0.841470984807897"


def test_evalf_with_an_index_gives_n_digits():
    assert value("evalf[5](Pi);") == "3.1416"
    assert value("evalf[15](1/3);") == "0.333333333333333"
    assert value("evalf(sqrt(2));") == "1.414213562"
    assert value("evalf(exp(1) + 1);") == "3.718281828"
    assert value("f := evalf[3]: f(2/3);") == "0.667"


def test_evalf_maps_over_rtable_entries():
    assert value("evalf(Vector([1/3, sqrt(2)]));") == "Vector[column](2, [0.3333333333,1.414213562])"


def test_training_loop_script_runs_from_the_command_line():
    script = ROOT / "sessions" / "print_training_loop.mpl"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "mapletape", str(script)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout == script.with_suffix(".out").read_text()
    assert "epoch  25  w = 1.989800  loss =   0.024250\n" in done.stdout


def test_argument_count_errors_use_maple_wording():
    assert value("evalf();") == "Error, invalid input: evalf expects 1 or 2 arguments, but received 0"
    assert value("nops(1, 2);") == "Error, invalid input: nops expects 1 argument, but received 2"


def test_integer_parts_of_hardware_infinity_and_undefined_are_themselves():
    # IEEE 754 floor/ceil/round keep infinities and NaN, as software Float(infinity) does here
    # (unverified against Maple); these Python floats out of a Tensor were an internal error
    # (found by tests/test_fuzz.py)
    special = "with(DeepLearning): L := convert(Constant([1.0, -1.0, 0.0]) / Zeros([3]), list):"
    assert value(f"{special} floor(L[1]); ceil(L[2]); round(L[3]);").split("\n") == \
        ["Float(infinity)", "-Float(infinity)", "Float(undefined)"]


def test_seq_add_mul_refuse_an_infinite_or_undefined_bound():
    # they ran forever (found by tests/test_fuzz.py); a non-numeric bound already gave this
    # kernel error, and an infinite range is `sum`'s, not add's (Maple's add help)
    special = "with(DeepLearning): L := convert(Constant([1.0, 0.0]) / Zeros([2]), list):"
    assert value(f"{special} seq(i, i = 1 .. L[1]); add(i, i = 1 .. L[2]); mul(i, i = L[1] .. 2);") \
        .split("\n") == ["Error, unable to execute seq", "Error, unable to execute add",
                         "Error, unable to execute mul"]


def test_trigonometry_of_hardware_infinity_is_undefined():
    # IEEE 754 (numpy.sin(inf) is nan); math.sin's domain error was an internal error
    # (found by probing the builtins with the fuzz test's special floats)
    special = "with(DeepLearning): L := convert(Constant([1.0, -1.0]) / Zeros([2]), list):"
    assert value(f"{special} sin(L[1]); cos(L[2]); tan(L[1]);").split("\n") == \
        ["Float(undefined)"] * 3


def test_numeric_function_rejects_a_list():
    assert value("sin([1, 2]);") == ("Error, invalid input: sin expects its 1st argument, x, "
                                     "to be of type algebraic,\nbut received [1, 2]")


@pytest.mark.parametrize("code, printed", [
    ('printf("%d items\\n", 42);', "42 items\n"),
    ('printf("[%5d|%-5d|%05d]", 42, 42, 42);', "[   42|42   |00042]"),
    ('printf("%.3f %8.2f %e", 3.14159, 2.5, 12345.678);', "3.142     2.50 1.234568e+04"),
    ('printf("%g %g", 0.0001, 1234567.0);', "0.0001 1.23457e+06"),
    ('printf("%s and %s", "text", x);', "text and x"),
    ('printf("%a|%a", "text", x^2 + 1);', '"text"|x^2+1'),
    ('printf("%q", 1, [2, 3], "s");', '1, [2, 3], "s"'),
    ('printf("100%%");', "100%"),
    ('printf("%f", 1/4);', "0.250000"),
    ('printf("%10s|%-6s|", "right", "left");', "     right|left  |"),
])
def test_printf_formats_like_maple(code, printed):
    assert run(code) == printed


def test_printf_errors_are_maple_errors():
    assert value('printf("%d", 2.5);') == "Error, (in printf) integer expected for integer format"
    assert value('printf("%f", x);') == "Error, (in printf) number expected for floating point format"
    assert value('printf("%d %d", 1);') == "Error, (in printf) insufficient arguments for format"


def test_sprintf_returns_the_string():
    assert value('s := sprintf("%d-%s", 7, "x"); n := 3:') == 's := "7-x"'


def test_seq_add_mul():
    assert value("seq(i^2, i = 1 .. 5);") == "1, 4, 9, 16, 25"
    assert value("seq(i, i = 1 .. 10, 3);") == "1, 4, 7, 10"
    assert value("seq(i, i = 5 .. 1, -2);") == "5, 3, 1"
    assert value("seq(2*e, e = [a, b]);") == "2*a, 2*b"
    assert value("seq(1 .. 4);") == "1, 2, 3, 4"
    assert value("[seq(i, i = 1 .. 0)];") == "[]"
    assert value("add(i, i = 1 .. 100);") == "5050"
    assert value("add(k*x, k = 1 .. 3);") == "6*x"
    assert value("mul(i, i = 1 .. 6);") == "720"
    assert value("add(i, i = 1 .. 0), mul(i, i = 1 .. 0);") == "0, 1"


def test_seq_leaves_its_index_as_it_was():
    assert value("i := 7: seq(i, i = 1 .. 3): i;") == "7"
    assert value("seq(j, j = 1 .. 3): j;") == "j"
    assert value("f := proc(n) local k; k := 5; add(k, k = 1 .. n) + k end proc: f(3);") == "11"


def test_map_over_containers():
    assert value("map(f, [1, 2]);") == "[f(1), f(2)]"
    assert value("map(x -> x^2, {1, -1, 2});") == "{1, 4}"
    assert value("map(g, x + y, 3);") == "g(x,3)+g(y,3)"
    assert value("map(x -> 2*x, Vector([1, 2]));") == "Vector[column](2, [2,4])"


def test_evaluation_builtins():
    assert value("nops([a, b, c]), nops({}), nops(x + y);") == "3, 0, 2"
    assert value("op(2, [a, b, c]), op(-1, [a, b, c]);") == "b, c"
    assert value("op(2..3, [a, b, c]);") == "b, c"
    assert value("op(5, [a]);") == "Error, improper op or subscript selector"
    assert value("add(i, i = 1 .. n);") == "Error, unable to execute add"
    assert value("type(3, integer), type(3.0, integer), type([1], list(integer));") == "true, false, true"
    assert value("whattype(1/2), whattype(x + 1), whattype(2.0);") == "fraction, `+`, float"
    assert value("evalb(1 < 2), evalb(2 = 3);") == "true, false"


def test_conversions():
    assert value("convert({3, 1, 2}, list);") == "[1, 2, 3]"
    assert value("convert([2, 2, 1], set);") == "{1, 2}"
    assert value("convert(x^2 + 1, string);") == '"x^2+1"'
    assert value("convert(1/4, float), evalf(2/3), evalf(3);") == "0.2500000000, 0.6666666667, 3."
    assert value("convert([1, 2], Vector);") == "Vector[column](2, [1,2])"
    # help page convert/list: flat by default (in Fortran_order, column by column), nested on request
    assert value("convert(Matrix([[1, 2], [3, 4]]), list);") == "[1, 3, 2, 4]"
    assert value("convert(Matrix([[1, 2]]), list, nested);") == "[[1, 2]]"


def test_matrix_vector_array_constructors():
    assert value("Matrix(2, 2, fill = 1);") == "Matrix(2, 2, [[1,1],[1,1]])"
    assert value("Vector[row]([1, 2]);") == "Vector[row](2, [1,2])"
    assert value("Array(1 .. 3, fill = 0);") == "Array(1 .. 3, [0,0,0])"
    assert value("Matrix([[1., 2.]], datatype = float[8]);") == \
        "Matrix(1, 2, [[1.,2.]], datatype = float[8])"


def test_interface_returns_the_old_value():
    assert value("interface(screenwidth = 60);") == "79"


def test_every_builtin_has_help_text():
    missing = [name for name, b in BUILTINS.items() if not b.help.strip()]
    assert missing == []


# ---------------------------------------------------------------- odd arguments (review)

@pytest.mark.parametrize("code, printed", [
    ('printf("%*d|", -5, 3);', "3    |"),
    ('printf("%.*f|", -2, 3.0);', "3.000000|"),
    ('printf("%*.*f|", 8, 2, 3.0);', "    3.00|"),
    ('printf("%.2e", -10^400);', "-1.00e+400"),
    ('printf("%g", 10^400/3);', "3.33333e+399"),
    ('printf("%.1f", 2.5e400);', "25" + "0" * 399 + ".0"),
])
def test_printf_takes_c_star_rules_and_numbers_beyond_doubles(code, printed):
    assert run(code) == printed


@pytest.mark.parametrize("code, shown", [
    ("type(1, a .. b), type(1, 0 .. 2);", "false, true"),
    ("whattype(a and b), whattype(not a), whattype(x!);", "`and`, `not`, function"),
    ("map(f, 2^x), map(f, a .. b);", "f(2)^f(x), f(a) .. f(b)"),
    ("with();", "Error, invalid input: with expects at least 1 argument, but received 0"),
    ("with(foo);", "Error, invalid input: foo is not a package"),
])
def test_structure_builtins_on_odd_arguments(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("setting, allowed", [
    ("screenwidth = 10^100", "from 10 to 100000 or infinity"),
    ("prettyprint = 5", "from -2 to 3"),
    ("prettyprint = x", "from -2 to 3"),
    ("errorbreak = -1", "from 0 to 3"),
])
def test_interface_rejects_values_out_of_range(setting, allowed):
    assert value(f"interface({setting});").replace("\n", " ").endswith(f"it must be an integer {allowed}")


def test_interface_prompt_must_be_a_string():
    assert value("interface(prompt = 5);") == \
        "Error, (in interface) invalid value for prompt: 5; it must be a string"


def test_infinite_screenwidth_neither_wraps_nor_centres():
    session = Session(io.StringIO())
    session.run("interface(screenwidth = infinity): x^2; [seq(i, i = 1 .. 40)];")
    lines = session.out.getvalue().split("\n")
    assert lines[:2] == [" 2", "x"]
    assert lines[3] == "[" + ", ".join(str(i) for i in range(1, 41)) + "]"


@pytest.mark.parametrize("code, shown", [
    ("Matrix(2, 2, [1, 2, 3, 4]);", "Matrix(2, 2, [[1,2],[3,4]])"),
    ("Matrix([1, 2, 3]);", "Matrix(1, 3, [[1,2,3]])"),
    ("Matrix(Vector([1, 2]));", "Matrix(2, 1, [[1],[2]])"),
    ("Matrix(2);", "Matrix(2, 2, [[0,0],[0,0]])"),
    ("Matrix([[1]], datatype = float);", "Matrix(1, 1, [[1.]], datatype = float[8])"),
    ("Array();", "Array(1 .. 0, [])"),
    ("Array(1 .. 2, 1 .. 2, [[1, 2], [3, 4]]);", "Array(1 .. 2, 1 .. 2, [[1,2],[3,4]])"),
    # short rows are padded with the fill value, as Matrix([[1, 2], [3]]) pads them (rows of
    # different lengths were an internal error, found by tests/test_fuzz.py)
    ("Array([[1, 2], [3]]);", "Array(1 .. 2, 1 .. 2, [[1,2],[3,0]])"),
    ("Array([[1], 2], fill = 9);", "Array(1 .. 2, 1 .. 1, [[1],[2]])"),
    ("Array([[1, 2], 3], fill = 9);", "Array(1 .. 2, 1 .. 2, [[1,2],[3,9]])"),
    ("Vector([true, false], datatype = truefalse);",
     "Vector[column](2, [true,false], datatype = truefalse)"),
    ("-Vector([true, false], datatype = truefalse);", "Vector[column](2, [-true,-false])"),
])
def test_rtable_constructors(code, shown):
    assert value(code) == shown


@pytest.mark.parametrize("code, message", [
    ("Matrix(-1, 2);", "Error, invalid input: Matrix expects sizes and a list, rtable, set of "
                       "equations\nor procedure of entries, but received -1"),
    ("Vector(x);", "Error, invalid input: Vector expects sizes and a list, rtable, set of "
                   "equations\nor procedure of entries, but received x"),
    ("Array(a .. b);", "Error, invalid input: Array expects ranges and a list, rtable, set of "
                       "equations\nor procedure of entries, but received a .. b"),
    ("Array(1 .. 2, [[1, 2, 3]]);", "Error, (in Array) dimensions do not match the entries"),
    # blocks of different widths stacked in one column (found by tests/test_fuzz.py); the
    # wording of `<<1, 2> | <3>>`, whose columns differ in height
    ("<Matrix(2, 2), 3>;", "Error, (in rtable/Constructor) dimensions do not match"),
    ("Matrix([[10^30]], datatype = integer[8]);",
     "Error, (in Matrix) unable to store entries when datatype=integer[8]"),
    ("Vector([1], datatype = truefalse);",
     "Error, (in Vector) unable to store entries when datatype=truefalse"),
])
def test_rtable_constructor_mistakes_are_maple_errors(code, message):
    assert value(code) == message


def test_rtable_errors_name_their_procedure_apart_from_the_message():
    session = Session(io.StringIO())
    session.run("interface(prettyprint = 0): try <<1, 2> | <3>> catch: lastexception end try;")
    assert session.out.getvalue() == '`rtable/Constructor`, "dimensions do not match"\n'


def test_complex_rtable_entries_are_maple_numbers():
    # a complex[8] entry keeps its zero imaginary part (help page LinearAlgebra/Eigenvalues
    # shows float eigenvalues as -0.372281323269014 + 0. I)
    assert value("Matrix([[1, 2.5]], datatype = complex[8]);") == \
        "Matrix(1, 2, [[1.+0.*I,2.5+0.*I]], datatype = complex[8])"


def test_subscripts_go_into_nested_lists_only():
    assert value("L := [[1, 2], [3]]: L[1, 2];") == "2"
    assert value("L := [1, 2, 3]: L[1, 2];") == "Error, invalid subscript selector"
    assert value('"abc"[1, 2];') == "Error, invalid subscript selector"


def test_square_root_of_a_large_integer_answers_at_once():
    assert value("sqrt(10^50 + 1);") == "100000000000000000000000000000000000000000000000001^(1/2)"
    assert value("sqrt(3*(10^20 + 39)^2);") == "100000000000000000039*3^(1/2)"


def test_evalf_index_must_be_a_positive_integer():
    assert value("evalf[0](1);") == ("Error, invalid input: evalf expects its index, n, to be of type posint, "
                                     "but\nreceived 0")


def test_integer_datatypes_refuse_fractional_entries():
    assert value("Matrix([[1.5]], datatype = integer[4]);") == \
        "Error, (in Matrix) unable to store entries when datatype=integer[4]"
    assert value("Vector(2, datatype = integer[8]);") == "Vector[column](2, [0,0], datatype = integer[8])"
