"""2-D input linearised (mapletape/worksheet/typesetting.py): the common constructs give
1-D Maple that means the same; anything else is NotLinear, naming the construct."""
from __future__ import annotations

import pytest

from mapletape.worksheet.dotm import decode
from mapletape.worksheet.typesetting import NotLinear, linearise
from worksheet_files import string, token, ts


def text(tree: bytes) -> str:
    return linearise(decode(tree))


def test_assignment_fraction_power():
    tree = ts("mrow", token("mi", "x"), token("mo", "&Assign;"),
              ts("mfrac", ts("msup", token("mi", "a"), token("mn", "2")),
                 ts("mrow", token("mn", "1"), token("mo", "&plus;"), token("mi", "b"))))
    assert text(tree) == "x := (a^2)/(1+b);"


def test_call_subscript_root_and_fences():
    tree = ts("mrow", token("mi", "f"), token("mo", "&ApplyFunction;"),
              ts("mfenced", ts("mrow", ts("msub", token("mi", "a"), token("mn", "1")),
                               token("mo", ","), ts("msqrt", token("mn", "2")),
                               token("mo", ","), ts("mroot", token("mi", "y"), token("mn", "3")))))
    assert text(tree) == "f(a[1], sqrt(2), root(y, 3));"


def test_a_list_in_brackets_and_a_matrix():
    assert text(ts("mfenced", token("mn", "1"), token("mn", "2"), open="[", close="]")) == "[1, 2];"
    cell = lambda n: ts("mtd", token("mn", n))
    grid = ts("mfenced", ts("mtable", ts("mtr", cell("1"), cell("2")), ts("mtr", cell("3"), cell("4"))),
              open="[", close="]")
    assert text(grid) == "Matrix([[1, 2], [3, 4]]);"


def test_operators_written_as_unicode_and_spaced_with_tildes():
    # symfun.mw's 2-D `p := 3`: mo("~\u2254~") (Maple 2017)
    tree = ts("mrow", token("mi", "p"), token("mo", "~\u2254~"), token("mn", "3"))
    assert text(tree) == "p := 3;"


def test_a_terminator_typed_is_kept_and_lines_stay_lines():
    tree = ts("mrow", token("mi", "a"), token("mo", "&colon;"),
              ts("mspace", linebreak="newline"), token("mi", "b"), token("mo", "&semi;"))
    assert text(tree) == "a:\nb;"


def test_names_that_are_not_identifiers_are_quoted():
    assert text(ts("mrow", token("mi", "&#946;"))) == "`\u03b2`;"
    assert text(ts("mrow", token("mi", "&alpha;"))) == "alpha;"


@pytest.mark.parametrize("tree, construct", [
    (ts("msubsup", token("mi", "x"), token("mn", "1"), token("mn", "2")), "msubsup"),
    (ts("mrow", token("mo", "&dagger;")), "&dagger;"),
    (ts("mtable", ts("mtr")), "table"),
    (b"-" + b"%#miG" + b'6#""#', "INTPOS"),
])
def test_anything_else_is_named_never_guessed(tree, construct):
    with pytest.raises(NotLinear, match=construct):
        text(tree)


def test_strings_and_words():
    assert text(ts("mrow", token("mi", "printf"), token("mo", "&ApplyFunction;"),
                   ts("mfenced", token("ms", 'say "hi"')))) == 'printf("say \\"hi\\"");'
    assert string("x") == b'Q"x6"'
