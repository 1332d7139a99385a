"""Strings: parse, sscanf, substring, convert to string/name/symbol, the StringTools package."""
from __future__ import annotations

import io
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mapletape.session import Session
from maple import one_d as run





# ---------------------------------------------------------------- parse
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=parse: "The expression is
# parsed, and returned unevaluated"; with 'statement' it "is parsed and evaluated, and the
# result is returned"; a syntax error is "incorrect syntax in parse: ... (near n'th
# character of parsed string)"; a missing semicolon is supplied.

@pytest.mark.parametrize("code, shown", [
    ('parse("1+2");', "3"),                       # automatic simplification, exact arithmetic
    ('parse("x^2 + 1");', "x^2+1"),
    ('parse("sin(3.0)");', "sin(3.0)"),           # returned unevaluated
    ('parse("[1, \\"a\\", b]");', '[1, "a", b]'),
    ('parse("3.14;");', "3.14"),                  # its own semicolon is kept
    ('a := 2: parse("a + 1");', "a+1"),           # names are not looked up
])
def test_parse_returns_the_expression_unevaluated(code, shown):
    assert run(code) == shown


def test_ditto_evaluates_what_parse_returned():
    # `%` evaluates the last result: sin(3.0) to Digits = 10 (Python's math.sin rounded)
    assert run('parse("sin(3.0)"); %;').splitlines() == ["sin(3.0)", f"{math.sin(3.0):.10f}"]


def test_an_assigned_parse_result_evaluates_when_used():
    assert run('a := 2: e := parse("a + 1"): e;') == "3"


def test_parse_statement_evaluates_at_the_top_level():
    assert run('parse("x := 1 + 2", statement); x;').splitlines() == ["3", "3"]
    assert run('f := proc() local x; parse("x := 5", statement) end proc: f(): x;') == "5"


def test_parse_of_nothing_is_null():
    assert run('parse("");') == ""


@pytest.mark.parametrize("code, message", [
    ('parse("a++b");', "Error, incorrect syntax in parse: `+` unexpected "
                       "(near 3rd character of parsed string)"),
    ('parse("1 2");', "Error, incorrect syntax in parse: missing operator or `;` "
                      "(near 3rd character of parsed string)"),
    ('parse(3);', "Error, invalid input: parse expects its 1st argument, s, to be of type "
                  "string, but received 3"),
    ('parse("x := 1");', "Error, incorrect syntax in parse: a statement where an expression "
                         "was expected; use parse(s, statement)"),
])
def test_parse_errors(code, message):
    assert " ".join(run(code).split()) == message


def test_a_parse_error_can_be_caught():
    code = 'try parse("a++b") catch: print("caught") end try;'
    assert run(code) == '"caught"'


def test_parse_never_runs_python():
    # Python's syntax is not Maple's: `**` is Maple's power too, but `__import__` is just a name
    assert run('parse("__import__(\\"os\\")");') == '__import__("os")'


# ---------------------------------------------------------------- sscanf
# https://www.maplesoft.com/support/help/AddOns/view.aspx?path=sscanf: "Unlike the C sscanf,
# the Maple version returns a list of the scanned objects."

@pytest.mark.parametrize("code, shown", [
    ('sscanf("x = 123.45, 9.10", "x = %f, %d.%d");', "[123.45, 9, 10]"),
    ('sscanf("f = x/(1+x^2)", "f = %a");', "[x/(x^2+1)]"),
    ('sscanf("hello world", "%s %c%c");', '["hello", "w", "o"]'),
    ('sscanf("12 abc", "%d %d");', "[12]"),              # stops at the first mismatch
    ('sscanf("-7", "%d");', "[-7]"),
    ('sscanf("50%", "%d%%");', "[50]"),
    ('sscanf("", "%d");', "[]"),
])
def test_sscanf_returns_the_list_of_what_it_read(code, shown):
    assert run(code) == shown


# ---------------------------------------------------------------- substring
# https://maplesoft.com/support/help/view.aspx?path=substring: characters m to n; a single
# m is m..m; negative positions count from the right end (1..-1 is the whole string, -20..-1
# the last 20 characters); n past the end stops at the end; m past the end gives the null
# string; a symbol gives a symbol, unless the optional type says otherwise.

@pytest.mark.parametrize("code, shown", [
    ('substring("abcdef", 2..4);', '"bcd"'),
    ('substring("abcdef", 3);', '"c"'),
    ('substring("abcdef", -3..-1);', '"def"'),
    ('substring("abcdef", 1..-1);', '"abcdef"'),
    ('substring("abc", -20..-1);', '"abc"'),
    ('substring("abcdef", 4..10);', '"def"'),
    ('substring("abc", 5..7);', '""'),
    ('substring("abc", 2..1);', '""'),
    ('substring(abcdef, 2..3);', "bc"),
    ('substring(abcdef, 2..3, string);', '"bc"'),
    ('substring("abcdef", 2..3, symbol);', "bc"),
])
def test_substring(code, shown):
    assert run(code) == shown


def test_substring_refuses_what_is_not_a_string_or_position():
    assert "substring expects its 1st argument" in run("substring(3, 1);")
    assert "substring expects its 2nd argument" in run('substring("abc", 1.5);')


# ---------------------------------------------------------------- convert
# https://www.maplesoft.com/support/help/Maple/view.aspx?path=convert/name: convert(expr,
# name) converts expr to a name, convert(expr, symbol) to a name of type symbol:
# convert(sin(x^2), symbol) is `sin(x^2)`. convert/string: convert(a, string) is "a".

@pytest.mark.parametrize("code, shown", [
    ("convert(a, string);", '"a"'),
    ("convert(sin(x^2), string);", '"sin(x^2)"'),
    ("convert(123, string);", '"123"'),
    ('convert("abc", string);', '"abc"'),
    ("convert(sin(x^2), symbol);", "`sin(x^2)`"),
    ('convert("a b", name);', "`a b`"),
    ('convert("ab", symbol);', "ab"),
    ("convert(x, name);", "x"),
    ("convert(12, name);", "`12`"),
    ("whattype(convert(sin(x^2), symbol));", "symbol"),
])
def test_convert_to_string_name_and_symbol(code, shown):
    assert run(code) == shown


def test_convert_to_string_and_parse_are_inverse():
    # the help page convert/string sends the reverse conversion to parse
    assert run('e := (x+1)^2/y: evalb(parse(convert(e, string)) = e);') == "true"


# ---------------------------------------------------------------- StringTools
# https://www.maplesoft.com/support/help/addons/view.aspx?path=StringTools: each command is
# reached by its long form StringTools:-command, or by its short form after with(StringTools)

@pytest.mark.parametrize("call", [
    'StringTools:-UpperCase("abc");', 'StringTools[UpperCase]("abc");',
    'with(StringTools): UpperCase("abc");',
])
def test_stringtools_commands_by_long_and_short_names(call):
    assert run(call) == '"ABC"'


def test_with_stringtools_lists_its_exports():
    assert run("with(StringTools);") == \
        "[FormatMessage, Join, LowerCase, Split, Substitute, UpperCase]"


def test_a_stringtools_command_without_the_package_stays_unevaluated():
    assert run('UpperCase("abc");') == 'UpperCase("abc")'


@pytest.mark.parametrize("code, shown", [
    # StringTools/LowerCase (UpperCase on the same page): each alphabetic character changes,
    # within the optional range rng only; strings are 8-bit ASCII, so only a-z and A-Z change
    ('UpperCase("Hello, World!");', '"HELLO, WORLD!"'),
    ('LowerCase("Hello, World!");', '"hello, world!"'),
    ('UpperCase("hello world", 1..5);', '"HELLO world"'),
    ('LowerCase("ABCDEF", -2..-1);', '"ABCDef"'),
    ('UpperCase("");', '""'),
    # StringTools/Join: separated by sep, a single space without it; [] gives ""; one
    # member is the result itself
    ('Join(["a", "b", "c"], ", ");', '"a, b, c"'),
    ('Join(["a", "b", "c"]);', '"a b c"'),
    ('Join(["a", "b"], "");', '"ab"'),
    ('Join([]);', '""'),
    ('Join(["one"], "-");', '"one"'),
    # StringTools/Split: at each of the separator characters, white space without sep;
    # adjacent separators give an empty string between them
    ('Split("a,b,,c", ",");', '["a", "b", "", "c"]'),
    ('Split("a b\\tc");', '["a", "b", "c"]'),
    ('Split("a;b,c", ",;");', '["a", "b", "c"]'),
    ('Split("abc", ",");', '["abc"]'),
    # StringTools/Substitute: the help page's own examples (1) to (3)
    ('Substitute("abuvcd", "uv", "UV");', '"abUVcd"'),
    ('Substitute("abvucd", "uv", "UV");', '"abvucd"'),
    ('Substitute("abuvuv", "uv", "UV");', '"abUVuv"'),
    # StringTools/FormatMessage and error_formatting: the message an error statement
    # would print, without "Error, "; %-n is the ordinal; %0 all arguments; with no
    # %-parameter the arguments are joined by ", "
    ('FormatMessage("%1 is not of type %2", x, integer);', '"x is not of type integer"'),
    ('FormatMessage("the %-1 argument, %2, is wrong", 2, "s");', '"the 2nd argument, s, is wrong"'),
    ('FormatMessage("got %0", 1, [2, 3]);', '"got 1, [2, 3]"'),
    ('FormatMessage("100%% sure");', '"100% sure"'),
    ('FormatMessage("abc", 1, x);', '"abc, 1, x"'),
    ('FormatMessage(x, 1);', '"x, 1"'),
])
def test_stringtools_commands(code, shown):
    assert run("with(StringTools):\n" + code) == shown


def test_format_message_says_what_the_error_statement_prints():
    template = '"%1 must be %-2, not %3", "n", 3, [1]'
    printed = run(f"error {template};").strip()
    assert run(f"StringTools:-FormatMessage({template});") == \
        '"' + printed.removeprefix("Error, ") + '"'


def test_join_and_split_are_approximate_inverses():
    assert run('with(StringTools): Join(Split("a b c", " "), " ");') == '"a b c"'


@pytest.mark.parametrize("code, message", [
    ('UpperCase(3);', "invalid input: StringTools:-UpperCase expects its 1st argument, s, "
                      "to be of type string, but received 3"),
    ('Join([1, 2]);', "invalid input: StringTools:-Join expects its 1st argument, "
                      "stringList, to be of type list(string), but received [1, 2]"),
    ('Split("a", 1);', "invalid input: StringTools:-Split expects its 2nd argument, sep, "
                       "to be of type string, but received 1"),
    ('Substitute("a", "b");', "invalid input: StringTools:-Substitute expects 3 arguments, "
                              "but received 2"),
])
def test_stringtools_errors(code, message):
    # the wording of StringTools/Length's own example: "Error, invalid input:
    # StringTools:-Length expects its 1st argument, s, to be of type string, but received x^2"
    assert " ".join(run("with(StringTools):\n" + code).split()) == "Error, " + message


def test_help_on_stringtools_commands():
    from mapletape.help import Help
    session = Session(io.StringIO())
    exports = session.evaluator.builtins["StringTools"].exports
    help_ = Help(session)
    for topic in ("Join", "StringTools:-Join", "StringTools[Join]"):
        assert help_.text(topic) == exports["Join"].help + "\n"
    assert "FormatMessage Join LowerCase Split Substitute UpperCase" in help_.text("StringTools")
    assert "StringTools package:" in help_.text("")
    for name in ("parse", "sscanf", "substring"):
        assert help_.text(name).startswith(name + "(")


# ---------------------------------------------------------------- cat and length
# https://maplesoft.com/support/help/view.aspx?path=cat: "When the arguments contain an
# integer or character range, a sequence will be returned": a symbol (or string) first,
# then integer ranges, gives the names (strings) over the values of the ranges.

@pytest.mark.parametrize("code, shown", [
    ("cat(a, 1..3);", "a1, a2, a3"),
    ('cat("x", 1..2);', '"x1", "x2"'),
    ("cat(a, 1..2, 3..4);", "a13, a14, a23, a24"),
    ('cat(v, "a".."c");', "va, vb, vc"),
    ("nops([cat(a, 3..1)]);", "0"),               # an empty range: no names at all
    ('cat("x", 10^3);', '"x1000"'),
    ("cat(a, b, 2);", "ab2"),
])
def test_cat(code, shown):
    assert run(code) == shown


def test_cat_over_a_huge_range_is_refused_before_it_is_made():
    assert run("cat(a, 1..10^12);").strip() == "Error, (in cat) object too large"


@pytest.mark.parametrize("code, shown", [
    # https://www.maplesoft.com/support/help/Maple/view.aspx?path=length: the number of
    # digits of an integer, the number of characters of a string or name
    ("length(12345);", "5"), ("length(-12345);", "5"), ('length("hello");', "5"),
    ("length(abc);", "3"), ('length("");', "0"),
])
def test_length(code, shown):
    assert run(code) == shown


# ---------------------------------------------------------------- properties
_TEXT = st.text(alphabet="ab ,;", max_size=12)


@settings(max_examples=40, deadline=None)
@given(_TEXT, st.sampled_from([",", ";", " "]))
def test_join_undoes_split_at_one_separator_character(text, sep):
    # StringTools/Join: "an approximate inverse of the Split procedure", exact for one character
    code = f'with(StringTools): evalb(Join(Split("{text}", "{sep}"), "{sep}") = "{text}");'
    assert run(code) == "true"


@settings(max_examples=40, deadline=None)
@given(_TEXT, st.integers(-15, 15).filter(bool), st.integers(-15, 15).filter(bool))
def test_substring_is_the_characters_the_help_page_counts(text, m, n):
    # help page substring: positions from 1, negative ones from the right end (-1 the last),
    # clipped to the string
    start, stop = (k if k > 0 else len(text) + k + 1 for k in (m, n))
    expected = text[max(start, 1) - 1: max(stop, 0)]
    assert run(f'substring("{text}", {m}..{n});') == f'"{expected}"'


def test_parse_statement_leaves_the_history_to_its_caller():
    # `%%` is the result before parse's own: the parsed statement is not a top-level one
    assert run('7; parse("8", statement); %%;').splitlines() == ["7", "8", "7"]
