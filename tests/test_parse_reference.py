"""The parser gives, for every input of the frozen reference (tests/parse_reference.py), the
same statements, positions, errors and splitter steps as main's parser did; its fast path
builds exactly what Lark's own path builds."""
from __future__ import annotations

import gc
import gzip
import json

import pytest

from parse_reference import REFERENCE, digest, dump, results

from mapletape.syntax import Program, lalr, parse_program
from mapletape.syntax.parser import blank_block_comments, lark_parser, parse_with_lark


def test_every_reference_input_parses_as_it_did_before():
    with gzip.open(REFERENCE, "rt", encoding="utf-8") as f:
        reference = json.load(f)
    assert len(reference) > 5000
    changed = [text for text, expected in reference if digest(results(text)) != expected]
    assert not changed, f"{len(changed)} inputs parse differently, the first: {changed[0]!r}"


def test_the_fast_path_builds_what_lark_s_own_path_builds_and_leaves_it_every_error():
    # Lark's path (a parse tree, then ToAst over it) is the one that describes syntax
    # errors; the fast LALR loop must give up on exactly the inputs where it finds one
    with gzip.open(REFERENCE, "rt", encoding="utf-8") as f:
        texts = [text for text, _ in json.load(f)]
    fast = lalr.tables(lark_parser())
    for text in texts:
        blanked = blank_block_comments(text)
        try:
            expected = dump(parse_with_lark(text, blanked, True))
        except Exception as failure:
            expected = dump(failure)
        try:
            found = dump(Program(fast.parse(blanked)))
        except Exception:
            assert expected[0] == "failure" or expected[2] is not None, text
            continue
        assert found == expected, text


@pytest.mark.parametrize("text", ["x := 1 + 2;", "x := 1 + ;", "1 := 2;"])
def test_parsing_leaves_the_garbage_collector_as_it_found_it(text):
    # the fast path pauses the collector while it parses, also when it gives up
    assert gc.isenabled()
    parse_program(text)
    assert gc.isenabled()
    gc.disable()
    try:
        parse_program(text)
        assert not gc.isenabled()
    finally:
        gc.enable()
