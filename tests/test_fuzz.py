"""Property test: statements of sessions/*.mpl, mutated (tokens deleted, duplicated, swapped,
odd pieces inserted, truncated, spliced, deeply nested, terminators changed), never make
`Session.run` raise, print an internal error or write to standard error."""
from __future__ import annotations

import io
import os

from hypothesis import HealthCheck, given, settings, strategies as st

from fuzzing import Case, make_case, run_case
from mapletape.library.registry import BUILTINS
from mapletape.session import Session

# The first Session raises Python's recursion limit for good; made before hypothesis runs,
# so that hypothesis does not warn that it cannot restore the limit it found.
Session(io.StringIO())

# The same few hundred examples on every run (derandomised), so that neither CI nor anyone's
# suite can flake; MAPLETAPE_FUZZ=explore draws new ones each run (bench/fuzz.py explores
# further). No example database is written (only hypothesis's cache of constants, in the
# git-ignored .hypothesis/).
settings.register_profile("fixed", max_examples=300, derandomize=True, database=None,
                          deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", settings.get_profile("fixed"), derandomize=False,
                          print_blob=True)


@settings(settings.get_profile(os.environ.get("MAPLETAPE_FUZZ", "fixed")))
@given(st.randoms(use_true_random=False))
def test_mutated_session_statements_never_break_the_session(rng):
    case = make_case(rng)
    report = run_case(case)
    assert not report.failed, f"{report.describe()}\ninput:\n{case.text}"


def test_the_harness_sees_internal_errors_and_writes_to_file_descriptor_two(monkeypatch):
    """So that the property above cannot pass because its harness went blind."""
    def broken(ev, args):
        os.write(2, b"as TensorFlow's C++ logs\n")
        raise TypeError("a mapletape bug")

    monkeypatch.setattr(BUILTINS["nops"], "fn", broken)
    report = run_case(Case([], ["nops([1]);"], errorbreak=1, script=False, source=""))
    assert report.internal and report.stderr == "as TensorFlow's C++ logs\n"
