"""assign, unassign, table, entries and indices. Expected values: Maple help pages assign
(https://maplesoft.com/support/help/view.aspx?path=assign: arguments are evaluated, a list
or set of equations makes each assignment), unassign (its examples: unassign('a') leaves a
unassigned; unassign('T[1, 1]') removes that entry, so entries(T, pairs) is (2, 2) = 2),
table, entries and indices; the Error Message Guide page "illegal use of an object as a
name"."""
from __future__ import annotations

from maple import one_d as run


def test_assign_takes_a_pair_an_equation_or_a_list_or_set_of_them():
    assert run("assign(a, 3): assign(b = 4): assign([c = 1, d = 2]): assign({e = 5}): "
               "a, b, c + d, e;") == "3, 4, 3, 5"
    assert run("x := y: assign(x, 7): y;") == "7"          # the arguments are evaluated
    assert run("T := table(): assign(T[3], 9): T[3];") == "9"
    assert run("f := proc() local z; assign(z, 5); z end proc: f(), z;") == "5, z"
    assert run("assign(3, 4);") == "Error, (in assign) illegal use of an object as a name"


def test_unassign_names_and_table_entries():
    # help page unassign, examples (1) to (5)
    assert run("a := 1: unassign('a'): a;") == "a"
    assert run("T := table([(1, 1) = 1, (2, 2) = 2]): unassign('T[1, 1]'): T[1, 1], "
               "entries(T, pairs);") == "T[1,1], (2, 2) = 2"
    assert run("a := 1: unassign(a);").replace("\n", " ").startswith(
        "Error, invalid input: unassign expects its 1st argument, name1, to be of type name")


def test_a_table_of_sequences_and_of_plain_values():
    assert run("T := table([(1, 1) = a]): T[1, 1];") == "a"
    assert run("T := table([(1, 1) = a]): T[2, 2] := b: lprint(T);") == \
        "table([(1, 1) = a, (2, 2) = b])"
    assert run("S := table([p, q]): S[2];") == "q"          # indexed 1, 2, ...


def test_entries_and_indices_with_their_options():
    code = "U := table([b = 2, a = 1]): "
    assert run(code + "entries(U);") == "[2], [1]"
    assert run(code + "entries(U, nolist), indices(U, nolist);") == "2, 1, b, a"
    assert run(code + "indices(U, indexorder), entries(U, pairs);") == "[a], [b], b = 2, a = 1"
    assert run("entries(3);").startswith("Error, invalid input: entries expects its 1st argument")


def test_assigned_takes_its_argument_as_a_name():
    # help page assigned: true when n has a value other than its own name
    assert run("assigned(x), assigned(sin);") == "false, true"
    assert run("x := 1: assigned(x); x := 'x': assigned(x);") == "true\nfalse"
    assert run("T := table(): T[1] := 2: assigned(T[1]), assigned(T[2]);") == "true, false"
    assert run("f := proc() local a, b; a := 1; assigned(a), assigned(b) end proc: f();") == \
        "true, false"
    assert run("assigned(3);") == "Error, (in assigned) illegal use of an object as a name"
