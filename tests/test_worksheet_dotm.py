"""The .m decoder (mapletape/worksheet/dotm.py) on Maple's own encodings.

Every literal below was read from a public worksheet beside the printed form Maple saved
for it (the `display` payload of the same output): NeilStrickland/maple_lib (MIT; see
tests/worksheets/README.md), files lib/groups/holder_RP2.mw, lib_checks/check_all_sets.mw,
worksheets/CP_to_BU.mw, worksheets/symfun.mw, worksheets/quat_jac.mw, and
vmazalov/Inkcompression (no licence: read, not copied) sing_chebysh_AL.mw, whose 2-D
inputs hold Maple's parsed statements."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path
import base64
import io
import xml.etree.ElementTree as ET

import pytest

from mapletape.session import Session
from mapletape.values.core import MList, MSet, Name
from mapletape.worksheet.dotm import DotMError, decode, output_value, to_value
from mapletape.worksheet.run import same

WORKSHEETS = Path(__file__).resolve().parent / "worksheets"


@pytest.mark.parametrize("data, expected", [
    (b'""!', 0), (b'"""', 1), (b'""(', 7), (b'"#:', 15), (b'"#\\', 49), (b'"#I', 30),
    (b'"$V$', 343), (b'"$%H', 294), (b'"$e$', 358), (b'"$W%', 444), (b'"%C5', 1024),
    (b'"%;?', 2016), (b'"%Q9', 1438), (b'"&[w#', 27648), (b"\"'w<L", 331776),
    (b'",+++++"', 10_000_000_000), (b'!""', -1), (b'!"$', -3),
])
def test_integers(data, expected):
    # the digit count, then from the least significant end one digit (a character under
    # `+`) or two (the character less 43): 294 is 4, then 29
    assert to_value(decode(data)) == expected


def test_a_pair_above_83_is_written_as_two_digits():
    # 96 as `'*`: the digits 6 and 9 (check_all_sets.mw prints [96, 47])
    assert to_value(decode(b'7$"#\'*"#Z')) == MList((96, 47))


@pytest.mark.parametrize("data, expected", [
    (b'$"+$p-Nx&!#5', "0.5773502693"),     # CP_to_BU.mw: 93 as `$`, then 69, 02, 35, 77, 5
    (b'$"+OoD/e!")', "58.04256836"), (b'$"+y:Ntt!")', "73.73351578"),   # holder_RP2.mw
    (b'$"$D#!"#', "2.25"),                 # Inkcompression: maxerlim := 2.25 in its input
])
def test_floats_keep_their_digits(data, expected):
    value = to_value(decode(data))
    assert isinstance(value, Decimal) and value.as_tuple() == Decimal(expected).as_tuple()


def test_rationals_sets_names():
    assert to_value(decode(b'#""""#7')) == Fraction(1, 12)
    assert to_value(decode(b'<%"""""#""$')) == MSet((1, 2, 3))
    assert to_value(decode(b'I%trueG%*protectedG')) == Name("true")


def test_references_count_structures_from_one_in_the_order_they_start():
    # matroid.mw: {1, 2, 4} after {1, 2, 3} refers to the 1 and the 2 already read
    value = to_value(decode(b'7$<%"""""#""$<%F$F%""%'))
    assert value == MList((MSet((1, 2, 3)), MSet((1, 2, 4))))


def test_long_lengths():
    # symfun.mw's list of 444 entries has the length `hfl`: 13 + 16*11 + 256*1 = 445
    value = to_value(decode(b'7hfl""!' + b"F#" * 443))
    assert value == MList((0,) * 444)


def test_an_assignment_shows_its_value():
    # quat_jac.mw's `p := 7;`: Typesetting:-mprintslash([p := 7], [7])
    data = b'-_I,TypesettingG6$%*protectedGI(_syslibG6"I,mprintslashGF(6$7#>I"pGF(""(7#F.'
    assert output_value(decode(data)) == 7


@pytest.mark.parametrize("data, reason", [
    (b'7$""!', "cut short"), (b'""!!', "left after"), (b'"#\x7f', "not .m text"),
    (b'F#', "not read yet"), (b'7#' * 500 + b'""!', "nested too deeply"),
    (b'+9I"tG6"', "SERIES"), (b'|', "unknown structure tag"), (b'7[!', "not closed"),
    (b'f*6#', "PROC"),
])
def test_what_it_does_not_read_is_named(data, reason):
    with pytest.raises(DotMError, match=reason):
        output_value(decode(data))


def test_an_rtable_saved_apart_is_refused_not_misread():
    # symfun.mw: Vector[row](%id = 18446745874458331246), the entries kept in <RTable>
    data = (b'-&I\'VectorG6$%*protectedGI(_syslibG6"6#I$rowGF(6#/I$%idGF("5Y7LeW(euY%=')
    with pytest.raises(DotMError, match="saved apart"):
        output_value(decode(data))


def _groups():
    root = ET.parse(WORKSHEETS / "maple_lib_outputs.mw").getroot()
    for group in root.iter("Group"):
        text = "".join(group.find("Input").itertext())
        payload = base64.b64decode(group.find(".//Output//Equation").text)
        yield text, payload


def test_every_saved_value_of_the_sample_is_its_printed_form():
    """maple_lib_outputs.mw holds 63 outputs of maple_lib's worksheets; each input is the
    linearised printed form Maple saved beside the value (its `display`). The decoded
    value and the printed form evaluated by mapletape must be the same value."""
    groups = list(_groups())
    assert len(groups) == 63
    for text, payload in groups:
        got = []
        Session(io.StringIO(), display=lambda v, label, lines: got.append(v),
                display_error=lambda lines: got.append(lines)).run(text)
        expected = output_value(decode(payload))
        assert len(got) == 1 and same(expected, got[0]), text
