"""Integers of any size, float literals beyond the exponent range, the session's size limit
(kernelopts(maxsize), --max-size) and Maple wording for TensorFlow's and Python's errors."""
from __future__ import annotations

import io
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mapletape.cli import parser
from mapletape.deeplearning.commands import tensorflow_message
from mapletape.limits import DEFAULT_MAX_SIZE
from mapletape.session import Session
from mapletape.values.numbers import integer_text, parse_float, parse_integer

# Python or TensorFlow words that must never reach a user (issue 9)
FOREIGN = re.compile(r"Python|EagerTensor|tf\.|__\w+__|index-sized|cannot fit 'int'|internal error|"
                     r"Traceback|\b(?:float|int)(?:16|32|64)\b|ConcatOp|sequence to Tensor")


def run(code: str, **options) -> str:
    """What a fresh session prints for `code` in 1-D form."""
    session = Session(io.StringIO(), **options)
    session.run("interface(prettyprint=0):\n" + code)
    return session.out.getvalue()


def lines(code: str, **options) -> list[str]:
    return run(code, **options).rstrip("\n").split("\n")


def joined(text: str) -> str:
    """A wrapped long number as one string: continuation backslashes and indents removed."""
    return re.sub(r"\\\n\s*", "", text.strip())


# ------------------------------------------------------------ integers of any size

# exact arithmetic gives the expected digits: (10^n - 1)/9 is n ones, 10^n a one and n zeros
@pytest.mark.parametrize("n, text", [
    (0, "0"), (-5, "-5"), (10 ** 5000, "1" + "0" * 5000), (-(10 ** 9000 - 1), "-" + "9" * 9000),
    ((10 ** 20000 - 1) // 9, "1" * 20000),
], ids=["zero", "negative", "ten^5000", "nines", "ones"])
def test_integer_text_of_any_size(n, text):
    assert integer_text(n) == text
    assert parse_integer(text) == n


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=60000), st.integers(min_value=0, max_value=10 ** 6))
def test_integer_text_round_trips(bits, low):
    n = (1 << bits) + low
    text = integer_text(n)
    assert parse_integer(text) == n and parse_integer("-" + text) == -n
    assert text[0] != "0" and int(text[-6:]) == n % 10 ** 6


def test_a_5000_digit_literal_parses_and_computes():
    ones = "1" * 5000
    out = lines(f"x := {ones}:\nx mod 10^6;\nlength(x);\nevalb(x = (10^5000 - 1)/9);")
    assert out == ["111111", "5000", "true"]


def test_huge_integers_print_in_2d_and_1d_with_the_long_number_wrapping():
    session = Session(io.StringIO())
    session.run("2^20000;")
    shown = session.out.getvalue()
    assert joined(shown) == integer_text(2 ** 20000)
    assert shown.split("\n")[0].endswith("\\")          # wrapped as before, not one line
    assert joined(run("lprint(2^20000);")) == integer_text(2 ** 20000)


@pytest.mark.parametrize("code, expected", [
    ('sprintf("%d", 2^20000);', '"' + integer_text(2 ** 20000) + '"'),
    ('sprintf("%+d", 3^9000);', '"+' + integer_text(3 ** 9000) + '"'),
    ('convert(-7^6000, string);', '"' + integer_text(-7 ** 6000) + '"'),
    ('cat("n", 10^5000);', '"n1' + "0" * 5000 + '"'),
    ('"n" || (10^5000);', '"n1' + "0" * 5000 + '"'),
])
def test_huge_integers_convert_to_text(code, expected):
    assert joined(run(code)) == expected


def test_printf_integer_formats_follow_c():
    # C's printf: width, left justification, zero padding, sign flags and precision
    assert lines('sprintf("%5d|%-5d|%05d|%+d|% d|%.3d|%x", 42, 42, -42, 7, 7, 5, 255);') == \
        ['"   42|42   |-0042|+7| 7|005|ff"']


def test_length_and_cat():
    # Maple's length help: an integer's number of decimal digits, length(0) = 0, the sign
    # not counted; a string's or name's characters. cat's result is a string when its first
    # argument is one, otherwise a name (cat and || help pages).
    assert lines("length(2^20000); length(-123); length(0); length(\"abc\"); length(abcd);") == \
        ["6021", "3", "0", "3", "4"]
    assert lines('cat("a", 10^3, b); cat(a, 2, "c");') == ['"a1000b"', "a2c"]


def test_huge_integers_compare_with_floats_and_evalf():
    assert lines("evalb(10^5000 > 1.5); evalb(-10^5000 < 1.5); evalf(7^20000); evalf(1/7^20000);") == \
        ["true", "true", "9.136929736*10^16901", "1.094459549*10^(-16902)"]


def test_hardware_floats_with_huge_integers_overflow_to_infinity():
    # an IEEE double overflows to infinity (Maple's HFloat overflow: DefaultOverflow help)
    assert lines("V := Vector([1.5], datatype = float[8]):\nV[1] * 2^2000;\nevalb(V[1] < 2^2000);") == \
        ["Float(infinity)", "true"]


# ------------------------------------------------------------ float literals

def test_float_literals_beyond_the_exponent_range():
    # Float help: "the maximum and minimum allowable exponents can be obtained from the
    # Maple_floats routine"; beyond them DefaultOverflow is s*Float(infinity) and
    # DefaultUnderflow 0. (Default0/DefaultOverflow/DefaultUnderflow help page).
    assert lines("1.0e9999999999999999999; -1.0e9999999999999999999; 1.0e-9999999999999999999;") == \
        ["Float(infinity)", "-Float(infinity)", "0."]
    # Maple_floats(MAX_FLOAT) is 1.*10^9223372036854775806 (Maple_floats help), so an exponent
    # of 10^17 is still an ordinary float
    assert lines("1.0e99999999999999999; -1.0e99999999999999999;") == \
        ["1.0*10^99999999999999999", "-1.0*10^99999999999999999"]


@pytest.mark.parametrize("text, expected", [
    ("1.5", "1.5"), ("2.5e-3", "0.0025"), ("0.0e99999999999999999999", "0"),
    ("1e" + "9" * 5000, "Infinity"), ("0.001e-999999999999999999", "0"),
    ("123.4e999999999999999997", "1.234E+999999999999999999"),
])
def test_parse_float(text, expected):
    assert str(parse_float(text)) == expected


def test_a_procedure_with_an_absurd_literal_prints():
    assert lines("f := proc() 1.0e9999999999999999999 end proc;") == \
        ["f := proc() Float(infinity) end proc"]


def test_floor_of_floats_too_big_to_be_integers():
    assert lines("round(1.0e99999999999999999); floor(-1.0e9999999999999999999);") == \
        ["Error, (in round) integer too large in context", "-Float(infinity)"]


# ------------------------------------------------------------ the size limit

def test_kernelopts_queries_and_sets_maxsize():
    assert lines("kernelopts(maxsize); kernelopts(maxsize = 100); kernelopts(maxsize);"
                 "kernelopts(maxsize = infinity); kernelopts(maxsize);") == \
        [str(DEFAULT_MAX_SIZE), str(DEFAULT_MAX_SIZE), "100", "100", "infinity"]


def test_kernelopts_facts_and_mistakes():
    out = lines('kernelopts(version, wordsize); kernelopts(foo); kernelopts(maxsize = -1);'
                'kernelopts(version = "x");')
    assert out[0].startswith('"mapletape ') and out[0].endswith(", 64")
    assert " ".join(out[1:]) == (
        "Error, (in kernelopts) invalid option foo "
        "Error, (in kernelopts) invalid value for maxsize: -1; it must be a positive integer or infinity "
        "Error, (in kernelopts) kernelopts(version) cannot be set")


def test_the_limit_belongs_to_the_session_and_restart_restores_it():
    session = Session(io.StringIO(), max_size=50)
    other = Session(io.StringIO())
    session.run("kernelopts(maxsize = 7): restart: kernelopts(maxsize);")
    other.run("kernelopts(maxsize);")
    assert session.out.getvalue().split() == ["50"]
    assert other.out.getvalue().split() == [str(DEFAULT_MAX_SIZE)]


def test_the_command_line_sets_the_limit():
    assert parser().parse_args(["--max-size", "5"]).max_size == 5
    with pytest.raises(SystemExit):
        parser().parse_args(["--max-size", "0"])


@pytest.mark.parametrize("code, error", [
    ("x $ 10^9;", "Error, object too large"),
    ("seq(i, i = 1..10^9);", "Error, (in seq) object too large"),
    ("[seq(i, i = 1..10^8)];", "Error, (in seq) object too large"),
    ("seq(1..10^9);", "Error, (in seq) object too large"),
    ("$1..10^9;", "Error, object too large"),
    ("a || (1..10^9);", "Error, object too large"),
    ("Vector(2^64);", "Error, (in Vector) object too large"),
    ("Matrix(10^5, 10^5);", "Error, (in Matrix) object too large"),
    ("Array(1..2^40);", "Error, (in Array) object too large"),
    ('printf("%1000000000d", 1);', "Error, (in printf) object too large"),
    ('sprintf("%.1000000000f", 1.5);', "Error, (in sprintf) object too large"),
    ('sprintf("%*d", 10^20, 1);', "Error, (in sprintf) object too large"),
    ('sprintf("%f", 1.0e99999999999999999);', "Error, (in sprintf) object too large"),
    ("f := proc() x $ 10^9 end proc: f();", "Error, (in f) object too large"),
])
def test_requests_beyond_the_limit_fail_at_once(code, error):
    assert lines(code) == [error]


def test_a_seq_beyond_the_limit_is_refused_before_its_body_runs():
    # were the body evaluated, print would show 1, 2, ... before the error
    assert lines("kernelopts(maxsize = 10): seq(print(i), i = 1..11);") == \
        ["Error, (in seq) object too large"]
    assert lines("kernelopts(maxsize = 10): x $ 11;") == ["Error, object too large"]
    assert lines("kernelopts(maxsize = 10): seq(i, i = 1..10);") == ["1, 2, 3, 4, 5, 6, 7, 8, 9, 10"]


def test_a_seq_whose_bodies_are_sequences_is_held_to_the_limit():
    assert lines("kernelopts(maxsize = 10): seq(i $ 4, i = 1..3);") == ["Error, (in seq) object too large"]


def test_strings_are_held_to_the_limit():
    assert lines('kernelopts(maxsize = 20): cat("a", 10^30); "a" || (10^30); '
                 'sprintf("%10s%10s%10s", "a", "b", "c");') == [
        "Error, (in cat) object too large", "Error, object too large",
        "Error, (in sprintf) object too large"]


def test_add_and_mul_iterate_without_the_limit():
    # sum of 1..n is n(n+1)/2, 10! = 3628800 and 1/2 + 3/2 + 5/2 = 9/2: add and mul only
    # iterate, so the element limit does not apply to them
    assert lines("kernelopts(maxsize = 10): add(i, i = 1..10^5); mul(i, i = 1..10); "
                 "add(i, i = 1/2..3); add(1, i = 10..1);") == ["5000050000", "3628800", "9/2", "0"]


def test_ranges_are_iterated_lazily():
    from mapletape.library.sequences import _range_values
    from mapletape.values.core import Range
    values, count = _range_values("add", Range(1, 10 ** 18))
    assert isinstance(values, range) and count == 10 ** 18
    assert lines("seq(i, i = 0.5..2.5); seq(i, i = 5..1, -2);") == ["0.5, 1.5, 2.5", "5, 3, 1"]


# ------------------------------------------------------------ DeepLearning and Maple wording

@pytest.mark.parametrize("code, error", [
    ("Ones([2^31]);", "Error, (in DeepLearning:-Ones) object too large"),
    ("Zeros([10^4, 10^4]);", "Error, (in DeepLearning:-Zeros) object too large"),
    ("Fill([10^8], 1.0);", "Error, (in DeepLearning:-Fill) object too large"),
    ("RandomTensor(Normal(0, 1), [2^40]);", "Error, (in DeepLearning:-RandomTensor) object too large"),
    ("IdentityMatrix(10^5);", "Error, (in DeepLearning:-IdentityMatrix) object too large"),
])
def test_deeplearning_shapes_beyond_the_limit(code, error):
    assert lines("with(DeepLearning):\n" + code) == [error]


@pytest.mark.parametrize("code, message", [
    ("Concatenate([Constant([[1.0, 2.0]]), Constant([[1.0]])], 0);",
     "dimensions do not match: Tensors of shapes [1, 2] and [1, 1] cannot be joined"),
    ('Cast(Constant(["a"]), float[4]);', "cannot Cast a Tensor of datatype string to float[4]"),
    ("IdentityMatrix(2, datatype = string);", "cannot convert 1 to datatype string"),
    ("RandomTensor(Uniform(0, 10^30), [2], datatype = integer[4]);",
     "integer too large for the datatype"),
    ("Constant([[1, 2], [3]]);", "cannot make a Tensor of [[1, 2], [3]]: its sublists have"),
    # an AssertionError inside TensorFlow's Python (issue 31)
    ('ApplyOperation("tf.nn.softmax_cross_entropy_with_logits", 1, 0.5, "SAME");',
     "invalid input: the arguments cannot be used together"),
])
def test_tensorflow_errors_read_as_maple_errors(code, message):
    out = run("with(DeepLearning):\n" + code)
    assert out.startswith("Error, ") and message in " ".join(out.split())
    assert not FOREIGN.search(out), out


@pytest.mark.parametrize("raised, expected", [
    (TypeError("Cannot convert 1 to EagerTensor of dtype int32"), "cannot convert 1 to datatype integer[4]"),
    (ValueError("Can't convert Python sequence with out-of-range integer to Tensor."),
     "integer too large for the datatype"),
    (OverflowError("Python int too large to convert to C long"), "integer too large for the datatype"),
    (TypeError("unsupported operand type(s) for /: 'Name' and 'EagerTensor'"),
     "invalid input: the arguments cannot be used together"),
    (AttributeError("'Name' object has no attribute '__truediv__'"),
     "invalid input: the arguments cannot be used together"),
    (TypeError("Expected tf.int32, got 1.5 instead."), "Expected integer[4], got 1.5 instead."),
    (ValueError("Tensor conversion requested dtype float64 for a DT_FLOAT Tensor"),
     "Tensor conversion requested dtype float[8] for a float[4] Tensor"),
    (ValueError("Incompatible shapes: [2] vs. [3]"), "Incompatible shapes: [2] vs. [3]"),
    (AssertionError(), "invalid input: the arguments cannot be used together"),
    (UnboundLocalError("cannot access local variable 'e' where it is not associated with a value"),
     "invalid input: the arguments cannot be used together"),
])
def test_tensorflow_message(raised, expected):
    assert tensorflow_message(raised) == expected


def test_no_error_of_these_requests_is_an_internal_error():
    out = run("with(DeepLearning):\n" + "\n".join([
        "Vector(2^64);", "2^20000:", "1.0e99999999999999999999;", "x := " + "9" * 6000 + ":",
        "Ones([2^31, 2^31, 2^31]);", "Constant([2^64], datatype = integer[8]);",
        'sprintf("%d", 10^5000):', "evalf(10^5000 + 0.5);", "Fill([2], 10^40, datatype = integer[4]);",
    ]))
    assert not FOREIGN.search(out), out


def test_evalf_of_a_million_digit_integer():
    from decimal import Context, Decimal, localcontext
    with localcontext(Context(prec=10, Emax=10 ** 9)):
        # decimal's power is correctly rounded: 2^(2^22) to 10 digits
        expected = Decimal(2) ** (2 ** 22)
    mantissa, exponent = f"{expected:e}".split("e+")
    assert lines("evalf(2^(2^22));") == [f"{mantissa}*10^{int(exponent)}"]


def test_no_golden_transcript_shows_python_or_tensorflow_wording():
    from pathlib import Path
    for out in sorted((Path(__file__).resolve().parent.parent / "sessions").glob("*.out")):
        for line in out.read_text(encoding="utf-8").splitlines():
            # echoed input (`> ...`) is the user's, which may name a tf function
            if line.startswith("Error") or not line.startswith((" ", "[", "> ")):
                assert not FOREIGN.search(line), f"{out.name}: {line}"


def test_digits_are_held_to_the_size_limit():
    # a float of n digits is n characters: Digits := 10^9 spent 900 MB on evalf(1/3), and
    # evalf[10^8](sqrt(2)) ran for minutes (found by probing sizes a user can ask for)
    assert lines("Digits := 10^9; evalf[10^8](sqrt(2)); evalf(1/3, 10^9); Digits;") == \
        ["Error, object too large", "Error, (in evalf) object too large",
         "Error, (in evalf) object too large", "10"]


# ------------------------------------------------------------ results of operations (issue 31)

# each result below has more entries than the limit of 1000, computed from the operands'
# shapes: [100] and [100, 1] broadcast to [100, 100]; [100, 1] . [1, 100] is [100, 100];
# eye(100) is [100, 100]; bincount of a 5000 has 5001 counts; 2 x 600 joined is 1200
@pytest.mark.parametrize("code, error", [
    ("x + y;", "Error, (in DeepLearning:-Tensor:-`+`) object too large"),
    ("x * y;", "Error, (in DeepLearning:-Tensor:-`*`) object too large"),
    ("x - y;", "Error, (in DeepLearning:-Tensor:-`+`) object too large"),     # x + (-y), as Maple sums
    ("x / y;", "Error, (in DeepLearning:-Tensor:-`/`) object too large"),
    ("Maximum(x, y);", "Error, (in DeepLearning:-Maximum) object too large"),
    ("arctan(x, y);", "Error, (in DeepLearning:-arctan) object too large"),
    ("y . row;", "Error, (in DeepLearning:-Tensor:-`.`) object too large"),
    ("MatrixMultiply(y, row);", "Error, (in DeepLearning:-MatrixMultiply) object too large"),
    ('EinsteinSummation("i,j->ij", x, x);', "Error, (in DeepLearning:-EinsteinSummation) object too large"),
    ("Concatenate([big, big]);", "Error, (in DeepLearning:-Concatenate) object too large"),
    ('ApplyOperation("tf.linalg.eye", 100);', "Error, (in DeepLearning:-ApplyOperation) object too large"),
    ('ApplyOperation("tf.linalg.eye", Constant(100));',
     "Error, (in DeepLearning:-ApplyOperation) object too large"),
    ('ApplyOperation("tf.math.bincount", Constant([1, 5000]));',
     "Error, (in DeepLearning:-ApplyOperation) object too large"),
    ('ApplyOperation("tf.math.bincount", Constant([1]), minlength = 10^9);',
     "Error, (in DeepLearning:-ApplyOperation) object too large"),
    # true lands on eye's name, which a graph refuses and eager execution ignores
    ('ApplyOperation("tf.linalg.eye", 100, 100, [], "float32", true);',
     "Error, (in DeepLearning:-ApplyOperation) object too large"),
    ("[op(L), op(L)];", "Error, object too large"),
    ("op(L), op(L), 1;", "Error, object too large"),
])
def test_results_of_operations_beyond_the_limit(code, error):
    setup = ("with(DeepLearning): x := Constant([seq(1.0*i, i = 1..100)]): "
             "y := Constant([seq([1.0*i], i = 1..100)]): row := Constant([[seq(1.0*i, i = 1..100)]]): "
             "big := Constant([seq(1.0*i, i = 1..600)]): L := [seq(i, i = 1..600)]: "
             "kernelopts(maxsize = 1000):\n")
    assert lines(setup + code) == [error]


def test_results_within_the_limit_are_tensorflows():
    import numpy as np
    import tensorflow as tf
    x, y = tf.constant([1.0, 2.0, 3.0]), tf.constant([[1.0], [2.0]])
    out = run("with(DeepLearning): kernelopts(maxsize = 6): x := Constant([1.0, 2.0, 3.0]): "
              "y := Constant([[1.0], [2.0]]): convert(x + y, list); "
              'convert(ApplyOperation("tf.math.bincount", Constant([1, 5])), list); nops([op([1, 2, 3]), 4, 5, 6]);')
    assert out.split("\n")[:3] == [str((x + y).numpy().tolist()).replace(".0", "."),
                                    str(tf.math.bincount(tf.constant([1, 5])).numpy().tolist()), "6"]
    assert np.prod((x + y).shape) == 6


@pytest.mark.parametrize("name, arguments, options", [
    ("linalg.eye", [3, 4], {}), ("linalg.eye", [2], {"batch_shape": [3]}),
    ("math.bincount", ["ints"], {}), ("math.bincount", ["ints"], {"minlength": 9}),
    ("linalg.matmul", ["matrix", "matrix"], {}), ("math.reduce_sum", ["matrix"], {"axis": 0}),
    ("math.top_k", ["vector"], {"k": 2}), ("nn.moments", ["matrix"], {"axes": [0]}),
    ("linalg.svd", ["matrix"], {}), ("math.cumsum", ["matrix"], {}),
    ("linalg.einsum", ["ij,jk->ik", "matrix", "matrix"], {}), ("math.confusion_matrix", ["ints", "ints"], {}),
    # these two cannot be built in a graph (a Python test of a Tensor, a bool as a number)
    ("nn.gelu", ["vector", "scalar"], {}), ("math.maximum", [True, "vector"], {}),
])
def test_result_counts_are_those_of_the_results(name, arguments, options):
    """The count refused beyond the limit is no less than what TensorFlow makes."""
    import tensorflow as tf
    from mapletape.deeplearning.sizes import _result_count
    operands = {"ints": tf.constant([1, 3, 7]), "matrix": tf.constant([[1.0, 2.0], [3.0, 4.0]]),
                "vector": tf.constant([3.0, 1.0, 2.0]), "scalar": tf.constant(3.0)}
    arguments = [operands.get(a, a) if isinstance(a, str) else a for a in arguments]
    module, function = name.split(".")
    operation = getattr(getattr(tf, module), function)
    made = tf.nest.flatten(operation(*arguments, **options))
    assert _result_count(operation, arguments, options, tf) >= sum(int(tf.size(t)) for t in made)
