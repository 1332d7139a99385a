"""The statement splitter: the scanner's guesses at statement ends, the statements the
splitter yields as it reads, and errors located in the whole input."""
import io

import pytest

from mapletape.session import Session
from mapletape.syntax import Splitter, ast, is_complete
from mapletape.syntax import statements
from mapletape.syntax.statements import Scanner


def candidates(text: str) -> list[str]:
    """The text up to each place the scanner proposes as a statement end."""
    scanner, found, offset = Scanner(), [], 0
    for line in text.splitlines(keepends=True):
        column = 0
        while (end := scanner.find_end(line, column)) is not None:
            found.append(text[:offset + end])
            column = end
        offset += len(line)
    return found


@pytest.mark.parametrize("text", [
    's := "a; b: c";',
    "`odd;name: here` := 1;",
    "x := 1 # not here; nor here:\n + 2;",
    "x := (* a; (* nested: *) b; *) 3;",
    "f := proc(x) local y; y := x; y end proc;",
    "f := proc(x) proc(y) x; y end proc end proc:",
    "for i to 3 do print(i); od:",
    "for i to 3 do print(i); end do;",
    "do x := x + 1; until x > 3;",
    "x::integer;",
    "m:-f(2);",
    ":-sin(1);",
    "y := if x < 0 then -x; else x; end if;",
    "if a then b fi;",
    "try error \"no\"; catch \"no\": 1; finally 2; end try;",
    "[seq(i, i = 1..3)];",
    "g := x -> x^2:",
])
def test_the_scanner_proposes_only_the_real_statement_end(text):
    assert candidates(text) == [text]


def test_the_scanner_proposes_each_statement_on_a_line():
    assert candidates("a := 1; b := 2: c;") == ["a := 1;", "a := 1; b := 2:", "a := 1; b := 2: c;"]


def test_end_followed_by_its_word_on_the_next_line_closes_one_block():
    text = "for i to 2 do i end\ndo; 5;"
    assert candidates(text) == ["for i to 2 do i end\ndo;", text]


def steps(text: str):
    return list(Splitter(text))


def test_the_splitter_yields_each_statement_with_the_lines_it_first_shows():
    found = steps("a := 1; b := 2;\n# between\n\nf := proc(x)\n  x;\nend proc;\n")
    assert [s.echo for s in found] == [["a := 1; b := 2;"], [],
                                       ["f := proc(x)", "  x;", "end proc;"]]
    assert [type(s.statement.statement).__name__ for s in found] == ["Assignment"] * 3


def test_errors_keep_the_line_numbers_and_text_of_the_whole_input():
    found = steps("a := 1;\nb := 2;\n\nc := a + 1; d := 1 + -3; e;\n")
    error = found[3].error
    assert (error.line, error.column) == (4, 22)
    assert error.source_line == "c := a + 1; d := 1 + -3; e;"
    assert found[3].echo == []               # its line was shown with `c := a + 1;`
    assert [s.statement is not None for s in found] == [True, True, True, False, True]


def test_after_an_error_the_splitter_goes_on_past_the_next_terminator():
    # errorbreak 0 reads on; the `:` of `:=` is not a terminator
    found = steps("1 := 3; x := 4;\ny := 5;")
    assert found[0].error.reason == "invalid left hand side in assignment"
    assert [s.statement.statement.targets[0].name for s in found[1:]] == ["x", "y"]


def test_statements_before_an_invalid_left_hand_side_are_kept():
    found = steps("a := 1; b := 2; 1 := 3;")
    assert [s.statement is not None for s in found] == [True, True, False]
    assert found[-1].error.reason == "invalid left hand side in assignment"


class Recording(io.StringIO):
    """A stream that remembers how many lines were read."""
    lines_read = 0

    def readline(self, *args):
        self.lines_read += 1
        return super().readline(*args)


def test_the_first_statement_comes_before_the_rest_is_read():
    stream = Recording("x := 1;\n" + "y := 2;\n" * 1000)
    first = next(iter(Splitter(stream)))
    assert isinstance(first.statement, ast.TopStatement)
    assert stream.lines_read == 1


def test_a_block_spanning_lines_is_one_statement():
    stream = Recording("for i to 2 do\n  i;\nend do;\nlater;\n")
    first = next(iter(Splitter(stream)))
    assert first.echo == ["for i to 2 do", "  i;", "end do;"]
    assert stream.lines_read == 3


def test_a_wrong_guess_by_the_scanner_costs_time_not_correctness():
    # `10do` hides the `do` from the scanner, which then proposes `print(i);` as an end
    out = io.StringIO()
    Session(out).run("for i to 2do print(i); end do; 7;")
    assert out.getvalue().split() == ["1", "2", "7"]


def test_an_unfinished_statement_at_the_end_is_incomplete():
    assert steps("a := 1;\nf := proc(x)\n  x;")[-1].error.at_end
    assert not is_complete("a := 1; b")
    assert is_complete("a := 1; b;")
    assert not is_complete("# only a comment")


def test_a_failure_inside_the_parser_is_a_maple_error_and_the_session_goes_on(monkeypatch):
    parse = statements.parse_program

    def failing(text, **options):
        if "deep" in text:
            raise RecursionError("maximum recursion depth exceeded")
        if "huge" in text:
            raise MemoryError()
        return parse(text, **options)
    monkeypatch.setattr(statements, "parse_program", failing)
    out = io.StringIO()
    outcome = Session(out).run("a;\ndeep;\nhuge;\nb;")
    assert out.getvalue().split("\n") == [
        "                                       a", "",
        "Error, too many levels of recursion",
        "Error, out of memory",
        "                                       b", "", ""]
    assert outcome.status == "ok" and outcome.errors == 2


def test_under_errorbreak_two_a_failure_inside_the_parser_stops_the_run(monkeypatch):
    monkeypatch.setattr(statements, "parse_program", lambda text, **options: 1 / 0)
    out = io.StringIO()
    outcome = Session(out, errorbreak=2).run("a;\nb;")
    assert out.getvalue() == ("Error, (in mapletape) internal error: ZeroDivisionError: "
                              "division by zero\n")
    assert outcome.exit_code == 4


def test_a_huge_integer_literal_never_escapes_the_session():
    out = io.StringIO()
    outcome = Session(out).run("x := " + "7" * 5000 + ":\ny := 2;")
    assert "Traceback" not in out.getvalue()
    assert out.getvalue().rstrip().endswith("y := 2")
    assert outcome.status == "ok"


def test_a_fault_in_the_splitter_itself_ends_the_run_with_a_maple_error(monkeypatch):
    def broken(self):
        raise IndexError("list index out of range")
    monkeypatch.setattr(statements.Splitter, "_candidate", broken)
    out = io.StringIO()
    outcome = Session(out).run("1;")
    assert out.getvalue() == ("Error, (in mapletape) internal error: IndexError: "
                              "list index out of range\n")
    assert outcome.exit_code == 2


def test_a_file_read_by_read_keeps_its_own_line_numbers(tmp_path):
    script = tmp_path / "inner.mpl"
    script.write_text("a := 1;\n\nb := a + 1; c := 1 + -3;\n")
    out = io.StringIO()
    Session(out).run(f'read "{script}"; b;')
    assert out.getvalue().splitlines() == [
        "                                    a := 1", "",
        "                                    b := 2", "",
        "on line 3, syntax error, `-` unexpected:",
        "b := a + 1; c := 1 + -3;",
        "                     ^",
        f"Error, while reading `{script}`",
        "                                       2", ""]


def test_a_long_block_hidden_from_the_scanner_is_not_reparsed_at_each_terminator():
    # `2do` hides the `do`, so each `t := i;` inside looks like an end: parsing the growing
    # loop again at every one of them would take minutes
    out = io.StringIO()
    Session(out).run("for i to 2do\n" + "t := i;\n" * 5000 + "end do:\nt;")
    assert out.getvalue().strip() == "2"


def test_a_line_starting_with_a_question_mark_is_a_help_request():
    # Maple's help syntax at the prompt: `?topic` on a line of its own, no terminator
    # (help page "help": https://www.maplesoft.com/support/help/Maple/view.aspx?path=help)
    found = [(step.echo, step.help, step.statement is not None)
             for step in Splitter("x := 1;\n?nops\n   ? DeepLearning:-Constant;\n\n?\ny;\n")]
    assert found == [(["x := 1;"], None, True), (["?nops"], "nops", False),
                     (["   ? DeepLearning:-Constant;"], "DeepLearning:-Constant", False),
                     (["?"], "", False), (["y;"], None, True)]
    assert is_complete("x := 1;\n?nops")
    # inside a line, after a statement, `?` is no help request but a syntax error
    [first, second] = list(Splitter("x := 1; ?nops\n"))
    assert first.statement is not None and second.error is not None


def test_scripts_and_statements_show_help_pages_in_order():
    session = Session(io.StringIO())
    session.run("x := 1;\n?nops\nhelp(nops); help();")
    out = session.out.getvalue()
    page = session.help.text("nops")
    assert out.startswith("                                    x := 1\n\n" + page + page)
    assert out[len("x := 1") + 38 + 2 * len(page):].startswith("Help topics;")
