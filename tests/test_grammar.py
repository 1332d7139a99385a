"""The grammar against Maple's precedence table (reference §1.6): how inputs group,
and the inputs Maple rejects, with the reason and the caret's column."""
from __future__ import annotations

import pytest

from mapletape.syntax import ast, parse_program
from mapletape.syntax import is_complete
from mapletape.syntax.parser import blank_block_comments


def statement(text: str) -> ast.Statement:
    program = parse_program(text)
    assert program.error is None, program.error
    assert len(program.statements) == 1
    return program.statements[0].statement


def expr(text: str) -> ast.Expr:
    node = statement(text)
    assert isinstance(node, ast.ExprStatement)
    return node.expr


def shape(node) -> str:
    """A node written back fully parenthesised, to compare groupings compactly."""
    if isinstance(node, ast.Integer):
        return str(node.value)
    if isinstance(node, ast.Float):
        return node.text
    if isinstance(node, ast.Name):
        return node.name
    if isinstance(node, ast.String):
        return repr(node.value)
    if isinstance(node, ast.BinaryOp):
        return f"({shape(node.left)} {node.op} {shape(node.right)})"
    if isinstance(node, ast.UnaryOp):
        if node.op == "!":
            return f"({shape(node.operand)}!)"
        return f"({node.op}{' ' if node.op == 'not' else ''}{shape(node.operand)})"
    if isinstance(node, ast.Range):
        return f"({shape(node.low)} .. {shape(node.high)})"
    if isinstance(node, ast.Sequence):
        return "(" + ", ".join(shape(x) for x in node.items) + ")"
    if isinstance(node, ast.Call):
        return f"{shape(node.function)}(" + ", ".join(shape(a) for a in node.args) + ")"
    if isinstance(node, ast.Index):
        return f"{shape(node.base)}[" + ", ".join(shape(a) for a in node.indices) + "]"
    if isinstance(node, ast.ListExpr):
        return "[" + ", ".join(shape(a) for a in node.items) + "]"
    if isinstance(node, ast.SetExpr):
        return "{" + ", ".join(shape(a) for a in node.items) + "}"
    if isinstance(node, ast.Member):
        return f"({shape(node.module)}:-{node.name})"
    if isinstance(node, ast.Ditto):
        return "%" * node.depth
    if isinstance(node, ast.ProcedureExpr):
        return "(" + ", ".join(p.name for p in node.params) + ") -> " + shape(node.body[0].expr)
    raise AssertionError(f"no shape for {node!r}")


# ------------------------------------------------------------------ precedence table

@pytest.mark.parametrize("text, grouping", [
    # `^` above `*` above `+`; unary minus at the `+` level
    ("1 + 2*3^4;", "(1 + (2 * (3 ^ 4)))"),
    ("-2^2;", "(-(2 ^ 2))"),
    ("-x*y;", "(-(x * y))"),
    ("a - b - c;", "((a - b) - c)"),
    ("a/b/c;", "((a / b) / c)"),
    ("a . b * c;", "((a . b) * c)"),
    ("a ** 2;", "(a ^ 2)"),
    # `!` binds more tightly than `^`
    ("n!^2;", "((n!) ^ 2)"),
    ("2*n!;", "(2 * (n!))"),
    # `mod` has two sides: (a+b) mod p, and (a mod p) + c
    ("a + b mod p;", "((a + b) mod p)"),
    ("a mod p + c;", "((a mod p) + c)"),
    # `..` is looser than arithmetic
    ("1 .. n + 1;", "(1 .. (n + 1))"),
    ("a = 1 .. 3;", "(a = (1 .. 3))"),
    # relations below ranges, `not` below relations, then and, or, xor, implies
    ("not a = b;", "(not (a = b))"),
    ("a < b and c >= d;", "((a < b) and (c >= d))"),
    ("a or b and c;", "(a or (b and c))"),
    ("a xor b or c;", "(a xor (b or c))"),
    ("a implies b xor c;", "(a implies (b xor c))"),
    ("not not a;", "(not (not a))"),
    ("a <> b;", "(a <> b)"),
    # set operators at the `+` and `*` levels, `subset` with `..`, `in` with relations
    ("A union B intersect C;", "(A union (B intersect C))"),
    ("A minus B union C;", "((A minus B) union C)"),
    ("A union B subset C;", "((A union B) subset C)"),
    ("x in A union B;", "(x in (A union B))"),
    # `$` sits between relations and `not`
    ("i^2 $ i = 1 .. 3;", "((i ^ 2) $ (i = (1 .. 3)))"),
    ("$ 1 .. 3;", "($(1 .. 3))"),
    # `@` with `*`, `@@` with `^`
    ("f@g@h;", "((f @ g) @ h)"),
    ("f@@2;", "(f @@ 2)"),
    # postfix forms chain from the left
    ("f(x)[1];", "f(x)[1]"),
    ("A[1][2];", "A[1][2]"),
    ("m:-e:-f(x);", "((m:-e):-f)(x)"),
    ("a || b || c;", "((a || b) || c)"),
    ("x::integer;", "(x :: integer)"),
    # a minus straight after `*`, `/` or `^` applies to the right operand
    ("2*-3;", "(2 * (-3))"),
    ("x^-1;", "(x ^ (-1))"),
    # `,` is the loosest: a sequence, and `->` binds more tightly than it
    ("x -> x + 1, 2;", "((x) -> (x + 1), 2)"),
    ("(x, y) -> x*y;", "(x, y) -> (x * y)"),
    ("% + %% + %%%;", "((% + %%) + %%%)"),
])
def test_grouping_follows_the_precedence_table(text, grouping):
    assert shape(expr(text)) == grouping


# ------------------------------------------------------------------ literals

@pytest.mark.parametrize("text, kind, value", [
    ("3.0;", ast.Float, "3.0"),
    ("2.;", ast.Float, "2."),
    (".5;", ast.Float, ".5"),
    ("1e-3;", ast.Float, "1e-3"),
    ("1.5e3;", ast.Float, "1.5e3"),
    ("123456789012345678901234567890;", ast.Integer, 123456789012345678901234567890),
    ('"ab" "cd";', ast.String, "abcd"),
    ('"say ""hi""\\n";', ast.String, 'say "hi"\n'),
    ("`a b`;", ast.Name, "a b"),
    ("`x`;", ast.Name, "x"),
    ("`quit`;", ast.Name, "quit"),
    ("`a``b`;", ast.Name, "a`b"),
])
def test_literals(text, kind, value):
    node = expr(text)
    assert isinstance(node, kind)
    assert getattr(node, {ast.Float: "text", ast.Integer: "value", ast.String: "value",
                          ast.Name: "name"}[kind]) == value


def test_two_dots_after_digits_make_a_range_not_a_float():
    node = expr("2..5;")
    assert isinstance(node, ast.Range)
    assert (node.low, node.high) == (ast.Integer(2), ast.Integer(5))


def test_angle_brackets_are_columns_then_rows():
    column = expr("<1, 2, 3>;")
    assert len(column.columns) == 1 and len(column.columns[0]) == 3
    row = expr("<1 | 2 | 3>;")
    assert len(row.columns) == 3
    matrix = expr("<<1, 2> | <3, 4>>;")
    assert len(matrix.columns) == 2 and isinstance(matrix.columns[0][0], ast.AngleExpr)


def test_null_indexing_and_empty_forms():
    assert shape(expr("L[];")) == "L[]"
    assert shape(expr("f();")) == "f()"
    assert shape(expr("[];")) == "[]"
    assert shape(expr("{};")) == "{}"
    assert shape(expr("L[-2 .. -1];")) == "L[((-2) .. (-1))]"


# ------------------------------------------------------------------ statements

def test_terminators_decide_display():
    program = parse_program("1; 2: ;")
    assert [t.show for t in program.statements] == [True, False, True]
    assert program.statements[2].statement is None


def test_if_elif_else_and_both_closers():
    for text in ("if a then 1 elif b then 2 else 3 end if;", "if a then 1 elif b then 2 else 3 fi;"):
        node = statement(text)
        assert isinstance(node, ast.If)
        assert len(node.branches) == 2 and node.otherwise is not None


def test_if_is_also_an_expression():
    node = statement("y := if x < 0 then -x else x end if;")
    assert isinstance(node.value, ast.IfExpr) and isinstance(node.value.statement, ast.If)
    product = expr("2 * if c then 1 else 2 end if;")
    assert product.op == "*" and isinstance(product.right, ast.IfExpr)
    assert isinstance(statement("if c then 1; 2 end if;"), ast.If)


@pytest.mark.parametrize("text, fields", [
    ("for i to 3 do i end do;", dict(var="i", start=None, stop=ast.Integer(3))),
    ("for i from 10 by -2 to 1 do i od;", dict(var="i", start=ast.Integer(10))),
    ("for i while i < 5 do i end do;", dict(var="i", stop=None)),
    ("for x in [1, 2] do x end do;", dict(var="x", start=None)),
    ("while k < 3 do k := k + 1 end do;", dict(var=None)),
    ("do k := k + 1 until k > 3;", dict(var=None)),
    ("to 3 by 1 from 0 do 1 end do;", dict(var=None, start=ast.Integer(0))),
])
def test_loop_forms(text, fields):
    node = statement(text)
    assert isinstance(node, ast.Loop)
    for key, value in fields.items():
        assert getattr(node, key) == value


def test_loop_step_keeps_its_sign_and_until_its_condition():
    assert shape(statement("for i from 10 by -2 to 1 do i od;").step) == "(-2)"
    assert shape(statement("do k := k + 1 until k > 3;").until) == "(k > 3)"


def test_procedure_parts():
    node = expr("proc(x::integer, y := 2, {opt::truefalse := false})::integer; local a, b := 1; "
                "global g; option remember; description \"d\"; a := x; return a end proc;")
    assert [p.name for p in node.params] == ["x", "y"]
    assert shape(node.params[0].type) == "integer"
    assert [k.name for k in node.keywords] == ["opt"]
    assert shape(node.return_type) == "integer"
    assert [p.name for p in node.locals] == ["a", "b"] and node.globals == ("g",)
    assert node.options == ("remember",) and node.description == "d"
    assert isinstance(node.body[-1], ast.Return)


def test_dollar_closes_the_parameters():
    assert expr("proc(x, $) x end proc;").closed
    assert expr("proc($) 1 end proc;").closed
    assert not expr("proc(x) x end proc;").closed
    assert parse_program("proc($, x) x end proc;").error is not None


def test_try_catch_finally():
    node = statement('try f() catch "a", "b": 1 catch: 2 finally 3 end try;')
    assert [c.prefixes for c in node.catches] == [("a", "b"), ()]
    assert node.final is not None


def test_assignment_forms():
    assert isinstance(statement("a, b := 1, 2;"), ast.Assignment)
    assert len(statement("a, b := 1, 2;").targets) == 2
    assert isinstance(statement("L[2] := 5;").targets[0], ast.Index)
    # a function assignment sets a remember table (Maple's "remember" help page)
    assert isinstance(statement("f(2) := 5;").targets[0], ast.Call)
    update = statement("x += 1;")
    assert shape(update.value) == "(x + 1)"


@pytest.mark.parametrize("text, kind", [
    ("break;", ast.Break), ("next;", ast.Next), ("quit;", ast.Quit), ("done;", ast.Quit),
    ("stop;", ast.Quit), ('read "f.mpl";', ast.Read), ("error;", ast.ErrorStatement),
    ('error "x %1", 3;', ast.ErrorStatement), ("return 1, 2;", ast.Return),
])
def test_simple_statements(text, kind):
    assert isinstance(statement(text), kind)


def test_break_takes_a_number_of_loops():
    assert statement("break;").levels == 1
    assert statement("break 3;").levels == 3


def test_comments_line_and_nested_block():
    program = parse_program("x (* a (* b *) c *) + # note (* \n 1; \"(* kept *)\";")
    assert program.error is None
    assert shape(program.statements[0].statement.expr) == "(x + 1)"
    assert program.statements[1].statement.expr.value == "(* kept *)"


def test_block_comments_keep_offsets_and_lines():
    text = "a (* 1\n2 *) b"
    blanked = blank_block_comments(text)
    assert len(blanked) == len(text) and blanked.count("\n") == 1
    assert blanked.split() == ["a", "b"]


# ------------------------------------------------------------------ rejected inputs

@pytest.mark.parametrize("text, reason, column", [
    ("2^3^4;", "ambiguous use of `^`, please use parentheses", 4),
    ("a @@ b @@ c;", "`@@` unexpected", 9),
    ("1 + -3;", "`-` unexpected", 5),
    ("1 - -3;", "`-` unexpected", 5),
    ("a < b < c;", "`<` unexpected", 7),
    ("a = b = c;", "`=` unexpected", 7),
    ("a .. b .. c;", "`..` unexpected", 9),
    ("a implies b implies c;", "reserved word `implies` unexpected", 19),
    ("x $ 2 $ 3;", "`$` unexpected", 7),
    ("a b;", "missing operator or `;`", 3),
    ("1 2;", "missing operator or `;`", 3),
    ("f(1,,2);", "`,` unexpected", 5),
    ("x = = 2;", "`=` unexpected", 5),
    ("end;", "reserved word `end` unexpected", 3),
    ("x := then;", "reserved word `then` unexpected", 9),
    ("if a then 1 od;", "reserved word `od` unexpected", 14),
    ("1 + 2 := 3;", "invalid left hand side in assignment", 1),
    ("(x + 1) -> x;", "invalid arrow procedure parameter", 1),
    ("break 0;", "break needs a positive number of loops", 7),
    ("break x;", "missing operator or `;`", 7),
])
def test_rejected_inputs_name_the_fault(text, reason, column):
    error = parse_program(text).error
    assert error is not None
    assert (error.reason, error.column) == (reason, column)
    assert error.line == 1 and error.source_line == text


def test_deep_nesting_parses_without_python_recursion():
    node = expr("[" * 5000 + "x" + "]" * 5000 + ";")
    for _ in range(5000):
        node = node.items[0]
    assert node == ast.Name("x")


def test_statements_before_a_syntax_error_still_run():
    program = parse_program("a := 1;\nb := 2;\nc := 1 + -3;\nd := 4;")
    assert len(program.statements) == 2
    assert program.error.line == 3 and program.error.column == 10


def test_unfinished_input_waits_for_more():
    assert not is_complete("for i to 3 do")
    assert not is_complete("x := 1 +")
    assert not is_complete("proc(x) x")
    assert not is_complete('s := "a string that goes on')
    assert not is_complete("`a name that goes on")
    assert is_complete('s := "two\nlines";')
    assert parse_program('s := "open;').error.reason == "unexpected end of input"
    assert is_complete("x := 1;")
    assert is_complete("1 + -3;")            # an error, not a wait
