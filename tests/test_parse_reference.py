"""The parser gives, for every input of the frozen reference (tests/parse_reference.py), the
same statements, positions, errors and splitter steps as main's parser did."""
from __future__ import annotations

import gzip
import json

from parse_reference import REFERENCE, digest, results


def test_every_reference_input_parses_as_it_did_before():
    with gzip.open(REFERENCE, "rt", encoding="utf-8") as f:
        reference = json.load(f)
    assert len(reference) > 5000
    changed = [text for text, expected in reference if digest(results(text)) != expected]
    assert not changed, f"{len(changed)} inputs parse differently, the first: {changed[0]!r}"
