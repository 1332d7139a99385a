"""Turns Lark's parse tree into the dataclass nodes of `ast`."""
from __future__ import annotations

import re

from lark import Transformer_NonRecursive

from ..values.numbers import parse_integer
from . import ast


RESERVED = frozenset("""and assuming break by catch description do done elif else end error
export fi finally for from global if implies in intersect local minus mod module next not od
option options or proc quit read return save stop subset then to try union use uses while
xor""".split())


# operators with a second spelling, by the one the AST uses
_SPELLINGS = {"**": "^", "&*": "."}


class SyntaxProblem(Exception):
    """A construct the grammar accepts but Maple does not (e.g. a bad arrow parameter)."""

    def __init__(self, reason: str, offset: int):
        super().__init__(reason)
        self.reason = reason
        self.offset = offset


class Span:
    """What the ToAst methods read of where a rule matched: the position of its first token
    (None when it matched nothing) and the offsets of its start and end."""
    __slots__ = ("pos", "start_pos", "end_pos")

    def __init__(self, pos: ast.Pos | None, start_pos: int | None, end_pos: int | None):
        self.pos = pos
        self.start_pos = start_pos
        self.end_pos = end_pos

    @classmethod
    def of(cls, meta) -> "Span":
        """The span of a rule in Lark's tree, from the `Meta` its tree builder propagates."""
        if getattr(meta, "empty", True):
            return cls(None, None, None)
        return cls(ast.Pos(meta.line, meta.column, meta.start_pos), meta.start_pos, meta.end_pos)


_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "a": "\a", "b": "\b",
            "e": "\x1b", "f": "\f", "r": "\r", "v": "\v", "\n": ""}
_ESCAPE = re.compile(r'\\(.)|""', re.S)


def _unescape(body: str) -> str:
    """A string literal's text between its quotes as the value it stands for: a backslash
    escape, or a doubled quote, is replaced by its character (a lone backslash at the end
    stays); a long string with none is returned as it is, with no copy."""
    if "\\" not in body and '""' not in body:
        return body
    return _ESCAPE.sub(lambda m: '"' if m.group(1) is None else _ESCAPES.get(m.group(1), m.group(1)),
                       body)


def _as_statement(node) -> ast.Statement:
    if isinstance(node, ast.Statement):
        return node
    expr = _single(node)
    if isinstance(expr, ast.IfExpr):
        return expr.statement
    return ast.ExprStatement(expr, pos=node.pos)


class ToAst(Transformer_NonRecursive):
    """One method per grammar rule or alias, called with the rule's Span and children, by
    Lark's tree walk here or directly by the LALR loop of `lalr`. A token child is read
    only as text: Lark's path passes its Tokens, the loop plain strings."""
    __visit_tokens__ = False

    def _call_userfunc(self, tree, new_children=None):
        # Called directly: Lark's v_args builds a wrapper at every call and wraps what a
        # method raises in VisitError, together a third of the time of a parse.
        children = tree.children if new_children is None else new_children
        return getattr(self, tree.data)(Span.of(tree.meta), children)

    # ---------------------------------------------------------- statements
    def start(self, meta, children):
        return [c for c in children]

    def top_statement(self, meta, children):
        statement, terminator = children if len(children) == 2 else (None, children[0])
        stmt = None if statement is None else _as_statement(statement)
        return ast.TopStatement(stmt, terminator == ";", meta.start_pos, meta.end_pos, pos=meta.pos)

    def terminator(self, meta, children):
        return str(children[0])

    def body(self, meta, children):
        return tuple(_as_statement(c) for c in children if c is not None and not isinstance(c, str))

    def assignment(self, meta, children):
        targets, value = children
        items = targets.items
        if len(items) == 1 and isinstance(items[0], ast.Sequence):
            items = items[0].items          # `(a, b) := f(x)` is `a, b := f(x)`
        for t in items:
            # a call `f(x) := y` sets an entry of f's remember table; `m:-e := y` an export
            if not isinstance(t, (ast.Name, ast.Index, ast.GlobalName, ast.Call, ast.Member)):
                raise SyntaxProblem("invalid left hand side in assignment", meta.start_pos)
        return ast.Assignment(tuple(items), _single(value), pos=meta.pos)

    def update_assignment(self, meta, children):
        targets, op, value = children
        if len(targets.items) != 1 or not isinstance(targets.items[0], (ast.Name, ast.Index)):
            raise SyntaxProblem("invalid left hand side in assignment", meta.start_pos)
        target = targets.items[0]
        if str(op) == ",=":         # the builtin `,=` appends, in place for an rtable
            combined = ast.Call(ast.GlobalName(",=", pos=meta.pos), (target, value), pos=meta.pos)
            return ast.Assignment((target,), combined, pos=meta.pos)
        combined = ast.BinaryOp(str(op)[0], target, value, pos=meta.pos)
        return ast.Assignment((target,), combined, pos=meta.pos)

    def if_statement(self, meta, children):
        cond, body, *rest = children
        branches = [(cond, body)]
        otherwise = None
        for clause in rest:
            if clause[0] == "elif":
                branches.append((clause[1], clause[2]))
            else:
                otherwise = clause[1]
        return ast.If(tuple(branches), otherwise, pos=meta.pos)

    def if_expression(self, meta, children):
        return ast.IfExpr(children[0], pos=meta.pos)

    def elif_clause(self, meta, children):
        return ("elif", children[0], children[1])

    def else_clause(self, meta, children):
        return ("else", children[0])

    def loop_statement(self, meta, children):
        fields = dict(var=None, start=None, step=None, stop=None, condition=None, iterable=None)
        if isinstance(children[-1], tuple) and children[-1] and children[-1][0] == "until":
            fields["until"] = children[-1][1]
            children = children[:-1]
        for clause in children[:-1]:
            key, *values = clause
            if key == "for":
                fields["var"] = values[0]
                if values[1] is not None:
                    fields["iterable"] = values[1]
            else:
                fields[key] = values[0]
        return ast.Loop(body=children[-1], pos=meta.pos, **fields)

    def for_name(self, meta, children):
        return ("for", str(children[0]), None)

    def for_in(self, meta, children):
        return ("for", str(children[0]), children[1])

    def until_clause(self, meta, children):
        return ("until", children[0])

    def from_clause(self, meta, children):
        return ("start", children[0])

    def by_clause(self, meta, children):
        return ("step", children[0])

    def to_clause(self, meta, children):
        return ("stop", children[0])

    def while_clause(self, meta, children):
        return ("condition", children[0])

    def try_statement(self, meta, children):
        body, *rest = children
        catches = tuple(c for c in rest if isinstance(c, ast.Catch))
        final = next((c[1] for c in rest if isinstance(c, tuple)), None)
        return ast.Try(body, catches, final, pos=meta.pos)

    def catch_clause(self, meta, children):
        strings, _colon, body = children
        return ast.Catch(tuple(strings or ()), body, pos=meta.pos)

    def catch_strings(self, meta, children):
        return [c.value for c in children]

    def finally_clause(self, meta, children):
        return ("finally", children[0])

    def error_statement(self, meta, children):
        return ast.ErrorStatement(children[0], pos=meta.pos)

    def return_statement(self, meta, children):
        return ast.Return(children[0], pos=meta.pos)

    def break_statement(self, meta, children):
        levels = children[0]
        if levels is not None and int(levels) < 1:
            raise SyntaxProblem("break needs a positive number of loops",
                                meta.end_pos - len(levels))
        return ast.Break(1 if levels is None else int(levels), pos=meta.pos)

    def next_statement(self, meta, children):
        return ast.Next(pos=meta.pos)

    def quit_statement(self, meta, children):
        return ast.Quit(pos=meta.pos)

    def read_statement(self, meta, children):
        return ast.Read(children[0], pos=meta.pos)

    # ---------------------------------------------------------- expressions
    def expr_seq(self, meta, children):
        return ast.Sequence(tuple(children), pos=meta.pos)

    def arrow_procedure(self, meta, children):
        left, body = children
        items = left.items if isinstance(left, ast.Sequence) else (left,)
        params = []
        for item in items:
            if isinstance(item, ast.Name):
                params.append(ast.Parameter(item.name, pos=item.pos))
            elif (isinstance(item, ast.BinaryOp) and item.op == "::"
                  and isinstance(item.left, ast.Name)):
                params.append(ast.Parameter(item.left.name, item.right, pos=item.pos))
            else:
                raise SyntaxProblem("invalid arrow procedure parameter", meta.start_pos)
        return ast.ProcedureExpr(tuple(params), (), (), ("operator", "arrow"), None,
                                 (ast.ExprStatement(body, pos=body.pos),),
                                 arrow=True, pos=meta.pos)

    def implies_op(self, meta, c):
        return ast.BinaryOp("implies", c[0], c[1], pos=meta.pos)

    def xor_op(self, meta, c):
        return ast.BinaryOp("xor", c[0], c[1], pos=meta.pos)

    def or_op(self, meta, c):
        return ast.BinaryOp("or", c[0], c[1], pos=meta.pos)

    def and_op(self, meta, c):
        return ast.BinaryOp("and", c[0], c[1], pos=meta.pos)

    def not_op(self, meta, c):
        return ast.UnaryOp("not", c[0], pos=meta.pos)

    def dollar(self, meta, c):
        return ast.BinaryOp("$", c[0], c[1], pos=meta.pos)

    def dollar_range(self, meta, c):
        return ast.UnaryOp("$", c[0], pos=meta.pos)

    def relation(self, meta, c):
        return ast.BinaryOp(str(c[1]), c[0], c[2], pos=meta.pos)

    def range(self, meta, c):
        return ast.Range(c[0], c[1], pos=meta.pos)

    def unary(self, meta, c):
        return ast.UnaryOp(str(c[0]), c[1], pos=meta.pos)

    def binary(self, meta, c):
        op = str(c[1])
        return ast.BinaryOp(_SPELLINGS.get(op, op), c[0], c[2], pos=meta.pos)

    def binary_negated(self, meta, c):
        op = str(c[1])
        return ast.BinaryOp(_SPELLINGS.get(op, op), c[0], ast.UnaryOp("-", c[3], pos=c[3].pos),
                            pos=meta.pos)

    def transpose(self, meta, c):
        # Maple reads `M^%T` as M to the power of the name `%T` (likewise `%H`)
        return ast.BinaryOp("^", c[0], ast.Name(str(c[2]), pos=meta.pos), pos=meta.pos)

    def elementwise_call(self, meta, c):
        args = c[1].items if c[1] is not None else ()
        return ast.ElementwiseCall(c[0], args, pos=meta.pos)

    def neutral_binary(self, meta, c):
        """`a &M b` is the call `` `&M`(a, b) `` (help page neutral)."""
        return ast.Call(ast.Name(str(c[1]), pos=meta.pos), (c[0], c[2]), pos=meta.pos)

    def neutral_prefix(self, meta, c):
        """`&M a` is the call `` `&M`(a) `` (help page neutral)."""
        return ast.Call(ast.Name(str(c[0]), pos=meta.pos), (c[1],), pos=meta.pos)

    def factorial(self, meta, c):
        return ast.UnaryOp("!", c[0], pos=meta.pos)

    def call(self, meta, c):
        args = c[1].items if c[1] is not None else ()
        return ast.Call(c[0], args, pos=meta.pos)

    def index(self, meta, c):
        args = c[1].items if c[1] is not None else ()
        return ast.Index(c[0], args, pos=meta.pos)

    def index_seq(self, meta, children):
        return ast.Sequence(tuple(children), pos=meta.pos)

    def full_range(self, meta, c):
        """`..` alone in an index: the range with no ends, NULL .. NULL."""
        return ast.Range(ast.Name("NULL", pos=meta.pos), ast.Name("NULL", pos=meta.pos), pos=meta.pos)

    def member(self, meta, c):
        return ast.Member(c[0], c[1].name, pos=meta.pos)

    def concat(self, meta, c):
        return ast.BinaryOp("||", c[0], c[1], pos=meta.pos)

    def type_assertion(self, meta, c):
        return ast.BinaryOp("::", c[0], c[1], pos=meta.pos)

    def integer(self, meta, c):
        return ast.Integer(parse_integer(c[0]), pos=meta.pos)

    def float(self, meta, c):
        return ast.Float(str(c[0]), pos=meta.pos)

    def string(self, meta, c):
        return ast.String("".join(_unescape(t[1:-1]) for t in c), pos=meta.pos)

    def name(self, meta, c):
        name = str(c[0])
        if name in RESERVED:
            # the contextual lexer makes a keyword a NAME where no keyword fits
            raise SyntaxProblem(f"reserved word `{name}` unexpected", meta.end_pos - 1)
        return ast.Name(name, pos=meta.pos)

    def quoted_name(self, meta, c):
        return ast.Name(str(c[0])[1:-1].replace("``", "`"), pos=meta.pos)

    def global_name(self, meta, c):
        return ast.GlobalName(c[0].name, pos=meta.pos)

    def ditto(self, meta, c):
        return ast.Ditto(len(c[0]), pos=meta.pos)

    def parens(self, meta, c):
        seq = c[0]
        return seq.items[0] if len(seq.items) == 1 else seq

    def empty_parens(self, meta, c):
        return ast.Sequence((), pos=meta.pos)

    def list(self, meta, c):
        return ast.ListExpr(c[0].items if c[0] is not None else (), pos=meta.pos)

    def set(self, meta, c):
        return ast.SetExpr(c[0].items if c[0] is not None else (), pos=meta.pos)

    def angle(self, meta, c):
        block = c[1]
        if isinstance(block, _Rows):
            return ast.AngleRows(tuple(block), pos=meta.pos)
        return ast.AngleExpr(block, pos=meta.pos)

    def angle_rows(self, meta, c):
        return _Rows(x for x in c if isinstance(x, tuple))

    def angle_block(self, meta, c):
        return tuple(c)

    def angle_column(self, meta, c):
        return tuple(c)

    def uneval(self, meta, c):
        return ast.Uneval(_single(c[0]), pos=meta.pos)

    def procedure(self, meta, c):
        params, keywords, closed = c[0] or ((), (), False)
        return_type = c[1]
        fields = _declared(c[2:-1], c[-1], dict(locals=(), globals=(), options=(), description=None))
        return ast.ProcedureExpr(params, keywords=keywords, return_type=return_type,
                                 closed=closed, pos=meta.pos, **fields)

    def module_definition(self, meta, c):
        name = None if c[0] is None else str(c[0])
        fields = _declared(c[1:-1], c[-1], dict(exports=(), locals=(), globals=(), options=(),
                                                description=None))
        return ast.ModuleExpr(name, pos=meta.pos, **fields)

    def export_declaration(self, meta, c):
        return ("exports", [p for p in c if isinstance(p, ast.Parameter)])

    def uses_declaration(self, meta, c):
        return ("uses", [_binding(b) for b in c[:-1]])      # the last is the `;`

    def option_equation(self, meta, c):
        return f"{c[0]} = {c[2]}"

    def use_statement(self, meta, c):
        return ast.Use(tuple(_binding(b) for b in c[:-1]), c[-1], pos=meta.pos)

    def use_equation(self, meta, c):
        return ast.UseBinding(c[2], str(c[0]), pos=meta.pos)

    def return_type(self, meta, c):
        return c[0]

    def parameters(self, meta, c):
        """(positional parameters, keyword parameters, whether `$` closes them)."""
        keywords = next((k for k in c if isinstance(k, list)), [])
        closed = "$" in c
        return tuple(p for p in c if isinstance(p, ast.Parameter)), tuple(keywords), closed

    def keyword_parameters(self, meta, c):
        return list(c)

    def parameter(self, meta, c):
        return ast.Parameter(str(c[0]), c[1], c[2], pos=meta.pos)

    def local_declaration(self, meta, c):
        return ("locals", [p for p in c if isinstance(p, ast.Parameter)])

    def global_declaration(self, meta, c):
        return ("globals", [str(t) for t in c[:-1]])       # the last is the `;`

    def option_declaration(self, meta, c):
        return ("options", [str(t) for t in c[:-1]])

    def description_declaration(self, meta, c):
        return ("description", c[0].value)


def _declared(declarations, body: tuple, fields: dict) -> dict:
    """The fields of a procedure or module from its declarations, each `(field, items)`
    (the description a single string), and its body: inside a `use` statement when it
    `uses` modules, which is what the clause means (help page module)."""
    for kind, value in declarations:
        if kind == "description":
            fields[kind] = value
        else:
            fields[kind] = fields.get(kind, ()) + tuple(value)
    uses = fields.pop("uses", ())
    fields["body"] = (ast.Use(uses, body, pos=uses[0].pos),) if uses else body
    return fields


def _binding(item) -> ast.UseBinding:
    """A `use`/`uses` binding: `name = member` as it is, a module expression wrapped."""
    return item if isinstance(item, ast.UseBinding) else ast.UseBinding(item, pos=item.pos)


class _Rows(tuple):
    """The rows of `<a, b; c, d>`, told apart from the columns of `<a, b | c, d>`."""


def _single(seq: ast.Expr) -> ast.Expr:
    """A one-item sequence is just its item."""
    if isinstance(seq, ast.Sequence) and len(seq.items) == 1:
        return seq.items[0]
    return seq
