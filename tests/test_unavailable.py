"""Maple names mapletape lacks warn once, however they are reached (issue 25, item 5): a global
call, a package member after with(Package), the long form Package:-Name or Package[Name],
inside a procedure; names mapletape implements never do."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from maple import one_d as run
from mapletape.library import builtins, catalogue
from mapletape.library.unavailable import UNAVAILABLE, WHAT, is_implemented, is_unavailable
from mapletape.session import Session
from mapletape.syntax import ast
from mapletape.syntax.parser import parse_program

M = "M := Matrix([[1, 2], [3, 4]]):\n"


def warnings(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("Warning,")]


def test_the_issue_example_warns_for_both_and_returns_them_unevaluated():
    out = run("with(LinearAlgebra): " + M + "JordanForm(M); LinearAlgebra:-FrobeniusForm(M);")
    assert warnings(out) == ["Warning, LinearAlgebra:-JordanForm is not available in mapletape",
                             "Warning, LinearAlgebra:-FrobeniusForm is not available in mapletape"]
    assert "module does not export" not in out
    assert out.splitlines()[1] == "JordanForm(Matrix(2, 2, [[1,2],[3,4]]))"


@pytest.mark.parametrize("call", [
    "LinearAlgebra:-JordanForm(M);",                          # the long form
    "LinearAlgebra[JordanForm](M);",                          # the indexed long form
    "with(LinearAlgebra): JordanForm(M);",                    # after with
    "with(LinearAlgebra, JordanForm): JordanForm(M);",              # with naming the member
    "f := proc(A) LinearAlgebra:-JordanForm(A) end proc: f(M); f(M); f(M);",     # in a procedure
    "with(LinearAlgebra): g := proc(A) JordanForm(A) end proc: g(M); g(M); g(M);",
])
def test_each_way_of_reaching_a_member_warns_once(call):
    out = run(M + call + " LinearAlgebra:-JordanForm(M);")
    assert warnings(out) == ["Warning, LinearAlgebra:-JordanForm is not available in mapletape"]


def test_a_global_name_warns_once_wherever_it_is_called():
    out = run("h := proc(e) minimize(e, x = 0) end proc: h(x); minimize(x, x = 1); h(1/x);")
    assert warnings(out) == ["Warning, minimize is not available in mapletape"]
    assert out.splitlines()[1:] == ["minimize(x,x = 0)", "minimize(x,x = 1)", "minimize(1/x,x = 0)"]


def test_the_warning_is_once_per_session_and_survives_restart():
    out = run("StringTools:-Capitalize(\"ab\"); restart; StringTools:-Capitalize(\"cd\");")
    assert len(warnings(out)) == 1
    # a new session warns again
    assert warnings(run("StringTools:-Capitalize(\"ab\");")) == [
        "Warning, StringTools:-Capitalize is not available in mapletape"]


def test_a_package_mapletape_lacks_warns_at_with_and_at_each_member():
    out = run("with(CurveFitting); Spline([1, 2]); CurveFitting:-Lowess([3]); "
              "CurveFitting[BSpline]([4]);")
    assert out.splitlines() == [
        "Warning, CurveFitting is not available in mapletape", "[]",
        "Warning, CurveFitting:-Spline is not available in mapletape", "Spline([1, 2])",
        "Warning, CurveFitting:-Lowess is not available in mapletape", "Lowess([3])",
        "Warning, CurveFitting:-BSpline is not available in mapletape", "BSpline([4])"]


def test_any_member_of_a_package_mapletape_lacks_warns_by_its_long_name():
    # Optimization's members are not listed in the catalogue: every one is unavailable
    out = run("Optimization:-NLPSolve(x^2); Student:-Calculus1:-Rule(x); "
              "CodeTools:-Profiling:-Profile(f);")
    assert warnings(out) == ["Warning, Optimization:-NLPSolve is not available in mapletape",
                             "Warning, Student:-Calculus1:-Rule is not available in mapletape",
                             "Warning, CodeTools:-Profiling:-Profile is not available in mapletape"]


def test_a_subpackage_of_a_package_mapletape_lacks_can_be_loaded():
    out = run("with(Student:-Basics): FactorSteps(x^2 - 1);")
    assert warnings(out) == ["Warning, Student:-Basics is not available in mapletape",
                             "Warning, Student:-Basics:-FactorSteps is not available in mapletape"]


def test_a_name_no_package_of_maple_has_is_still_an_error():
    out = run("LinearAlgebra:-NoSuchCommand(1);")
    assert out == "Error, module does not export `NoSuchCommand`"


def test_with_lists_only_what_is_implemented():
    session = Session(io.StringIO())
    session.run("L := with(LinearAlgebra):")
    listed = {name.name for name in session.evaluator.globals["L"].items}
    assert "Determinant" in listed and "JordanForm" not in listed


def test_with_does_not_hide_a_command_mapletape_implements():
    # Student:-VectorCalculus has diff, D and Vector of its own; mapletape's global ones stay
    out = run("with(Student:-VectorCalculus): diff(x^2, x); D(sin); Vector([1]);")
    assert out.splitlines() == ["Warning, Student:-VectorCalculus is not available in mapletape",
                                "2*x", "cos", "Vector[column](1, [1])"]
    # nor does a later package hide an earlier one's implemented export
    out = run("with(ListTools): with(StringTools): Reverse([1, 2]);")
    assert out.splitlines()[-1] == "[2, 1]"


def test_a_user_procedure_of_a_catalogue_name_does_not_warn():
    assert run("Rank := proc(A) 7 end proc: Rank(1);") == "7"
    assert warnings(run("with(LinearAlgebra): Rank := 3: Rank;")) == []
    assert warnings(run("myfunction(x); f(1); g := Mean: g(2);")) == []


def test_warnlevel_zero_silences_it():
    assert run("interface(warnlevel = 0): CurveFitting:-Spline([1]);") == "Spline([1])"


# ---------------------------------------------------------------- the catalogue itself

def implemented() -> tuple[set[str], dict[str, dict]]:
    table = builtins()
    return ({name for name, value in table.items() if is_implemented(value)},
            {name: value.exports for name, value in table.items()
             if is_implemented(value) and getattr(value, "package", False)})


def test_no_name_mapletape_implements_is_reported():
    names, exports = implemented()
    assert {"sin", "map", "diff"} <= names & set(catalogue.TOP_LEVEL.split())
    assert {"Determinant", "Rank"} <= set(catalogue.PACKAGES["LinearAlgebra"].split())
    assert not names & set(UNAVAILABLE)
    for name in names:
        assert not is_unavailable(name), name
    for package, members in exports.items():
        for member in members:
            assert not is_unavailable(f"{package}:-{member}"), (package, member)
        listed = set(catalogue.PACKAGES.get(package, "").split())
        assert all(f"{package}:-{m}" in UNAVAILABLE for m in listed - set(members))


def test_the_catalogue_names_parse_as_maple_names():
    names = [*catalogue.TOP_LEVEL.split(), *catalogue.PACKAGES,
             *(f"{p}:-{m}" for p, members in catalogue.PACKAGES.items() for m in members.split())]
    assert len(names) > 1000
    for name in names:
        expr = parse_program(name + ";").statements[0].statement.expr
        while isinstance(expr, ast.Member):
            expr = expr.module
        assert isinstance(expr, ast.Name), name


def test_every_description_is_of_a_catalogue_name():
    top = set(catalogue.TOP_LEVEL.split())
    for name in WHAT:
        package, _, member = name.rpartition(":-")
        assert (member in catalogue.PACKAGES.get(package, "").split() if package
                else name in top or name in catalogue.PACKAGES), name


def test_each_listed_package_cites_its_help_page():
    source = Path(catalogue.__file__).read_text().splitlines()
    for number, line in enumerate(source):
        entry = re.match(r'    "([\w:-]+)": """', line)
        if entry:
            comments = []
            for above in reversed(source[:number]):
                if not above.lstrip().startswith("#"):
                    break
                comments.append(above)
            text = " ".join(comments)
            assert "Source: Maple help page" in text and "https://" in text, entry.group(1)


def test_a_session_that_reaches_no_missing_name_does_not_split_the_catalogue():
    from mapletape.library import unavailable
    unavailable._members.cache_clear()
    unavailable._top_level.cache_clear()
    Session(io.StringIO()).run("x := 1 + 2: sin(0.5): LinearAlgebra:-Determinant(<<1>>):")
    assert unavailable._members.cache_info().currsize == 0
    assert unavailable._top_level.cache_info().currsize == 0


def test_calling_a_package_mapletape_lacks_warns_by_its_name():
    assert run("CurveFitting(1);").splitlines() == [
        "Warning, CurveFitting is not available in mapletape", "CurveFitting(1)"]


def test_help_on_a_package_or_member_mapletape_lacks():
    from mapletape.help import Help
    help_ = Help(Session(io.StringIO()))
    assert help_.text("CurveFitting").startswith("CurveFitting is not available in mapletape")
    assert help_.text("CurveFitting:-Spline").startswith(
        "CurveFitting:-Spline is not available in mapletape")
    assert help_.text("Optimization:-NLPSolve").startswith(
        "Optimization:-NLPSolve is not available in mapletape")
    assert help_.text("LinearAlgebra:-NoSuchCommand").startswith("Error, no help for")
