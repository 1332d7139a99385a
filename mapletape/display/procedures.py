"""Procedures printed back as Maple prints them: one line when short, else one statement
per line with bodies indented by 4 (interface indentamount), declarations flush left."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from ..syntax import ast
from ..values import core as v
from ..values.numbers import normalize, parse_float
from .atoms import name_text, number_text, string_text
from .precedence import (AND, ARROW, ATOM, BINARY, FACTORIAL, NEUTRAL, NOT, OR, POSTFIX, PRODUCT, RANGE,
                         SEQ, SUM, XOR, is_neutral)

INDENT = "    "

_SPACED = {"implies", "xor", "or", "and", "=", "<>", "<", "<=", ">", ">=", "in", "+", "-", "mod",
           "union", "minus", "intersect", "subset"}


def _text(node) -> tuple[str, int]:
    """A node's 1-D text in procedure style (`x^2 + 1`, `n*f(n - 1)`) and its binding."""
    if isinstance(node, ast.Integer):
        return number_text(node.value), ATOM
    if isinstance(node, ast.Float):
        return number_text(parse_float(node.text)), ATOM
    if isinstance(node, ast.String):
        return string_text(node.value), ATOM
    if isinstance(node, ast.Name):
        return name_text(node.name), ATOM
    if isinstance(node, ast.GlobalName):
        return ":-" + name_text(node.name), ATOM
    if isinstance(node, ast.Ditto):
        return "%" * node.depth, ATOM
    if isinstance(node, ast.Sequence):
        return _items(node.items), SEQ
    if isinstance(node, ast.ListExpr):
        return "[" + _items(node.items) + "]", ATOM
    if isinstance(node, ast.SetExpr):
        return "{" + _items(node.items) + "}", ATOM
    if isinstance(node, ast.AngleExpr):
        return "<" + " | ".join(_items(column) for column in node.columns) + ">", ATOM
    if isinstance(node, ast.Call) and isinstance(node.function, ast.Name) and is_neutral(node.function.name):
        # `a &M b` and `&M a` print as typed (help page neutral), left-associative
        op = node.function.name
        if len(node.args) == 2:
            return _operand(node.args[0], NEUTRAL) + f" {op} " + _operand(node.args[1], NEUTRAL + 1), NEUTRAL
        if len(node.args) == 1:
            return f"{op} " + _operand(node.args[0], NEUTRAL + 1), NEUTRAL
    if isinstance(node, ast.Call):
        return _operand(node.function, POSTFIX) + "(" + _items(node.args) + ")", POSTFIX
    if isinstance(node, ast.ElementwiseCall):
        return _operand(node.function, POSTFIX) + "~(" + _items(node.args) + ")", POSTFIX
    if isinstance(node, ast.Index):
        return _operand(node.base, POSTFIX) + "[" + _items(node.indices) + "]", POSTFIX
    if isinstance(node, ast.Member):
        return _operand(node.module, POSTFIX) + ":-" + name_text(node.name), POSTFIX
    if isinstance(node, ast.BinaryOp):
        # an element-wise operator `+~` binds as its operator `+` does
        strength = BINARY.get(node.op.removesuffix("~"), SUM)
        # left-associative operators take an equal left operand bare; the rest need parentheses
        left_strength = strength if strength in (SUM, PRODUCT, AND, OR, XOR) else strength + 1
        gap = " " if node.op in _SPACED or node.op.endswith("~") else ""
        return (_operand(node.left, left_strength) + gap + node.op + gap
                + _operand(node.right, strength + 1)), strength
    if isinstance(node, ast.UnaryOp):
        if node.op == "!":
            return _operand(node.operand, FACTORIAL) + "!", FACTORIAL
        if node.op == "not":
            return "not " + _operand(node.operand, NOT), NOT
        if node.op == "$":
            return "$" + _operand(node.operand, RANGE), NOT
        return node.op + _operand(node.operand, PRODUCT), SUM
    if isinstance(node, ast.Range):
        return _operand(node.low, SUM) + " .. " + _operand(node.high, SUM), RANGE
    if isinstance(node, ast.Uneval):
        return "'" + _text(node.expr)[0] + "'", ATOM
    if isinstance(node, ast.ProcedureExpr):
        return one_line(node), ARROW if node.arrow else ATOM
    if isinstance(node, ast.IfExpr):
        return " ".join(line.strip() for line in _statement(node.statement, 0)), ATOM
    if isinstance(node, ast.ModuleExpr):
        return module_text(node), ATOM
    return "...", ATOM


def _operand(node, binding: int) -> str:
    text, strength = _text(node)
    return f"({text})" if strength < binding else text


def _items(nodes) -> str:
    return ", ".join(_operand(n, SEQ + 1) for n in nodes)


def expression_text(node) -> str:
    return _text(node)[0]


# ---------------------------------------------------------------- statements

def _statement(stmt, depth: int) -> list[str]:
    """The lines of one statement (without its terminator), indented `depth` levels."""
    pad = INDENT * depth
    if isinstance(stmt, ast.ExprStatement):
        return [pad + expression_text(stmt.expr)]
    if isinstance(stmt, ast.Assignment):
        return [pad + _items(stmt.targets) + " := " + expression_text(stmt.value)]
    if isinstance(stmt, ast.If):
        lines = []
        for k, (condition, body) in enumerate(stmt.branches):
            lines.append(pad + ("if " if k == 0 else "elif ") + expression_text(condition) + " then")
            lines += _block(body, depth + 1)
        if stmt.otherwise is not None:
            lines.append(pad + "else")
            lines += _block(stmt.otherwise, depth + 1)
        return lines + [pad + "end if"]
    if isinstance(stmt, ast.Loop):
        until = getattr(stmt, "until", None)
        closing = "end do" if until is None else "until " + expression_text(until)
        return [pad + _loop_head(stmt)] + _block(stmt.body, depth + 1) + [pad + closing]
    if isinstance(stmt, ast.Try):
        lines = [pad + "try"] + _block(stmt.body, depth + 1)
        for catch in stmt.catches:
            prefixes = ", ".join(_text(ast.String(p))[0] for p in catch.prefixes)
            lines.append(pad + "catch " + prefixes + ":" if prefixes else pad + "catch:")
            lines += _block(catch.body, depth + 1)
        if stmt.final is not None:
            lines.append(pad + "finally")
            lines += _block(stmt.final, depth + 1)
        return lines + [pad + "end try"]
    if isinstance(stmt, ast.ErrorStatement):
        return [pad + "error" + ("" if stmt.args is None else " " + expression_text(stmt.args))]
    if isinstance(stmt, ast.Return):
        return [pad + "return" + ("" if stmt.value is None else " " + expression_text(stmt.value))]
    if isinstance(stmt, ast.Read):
        return [pad + "read " + expression_text(stmt.file)]
    if isinstance(stmt, ast.Use):
        bindings = ", ".join(b.name + " = " + expression_text(b.value) if b.name else expression_text(b.value)
                             for b in stmt.bindings)
        return [pad + "use " + bindings + " in"] + _block(stmt.body, depth + 1) + [pad + "end use"]
    keyword = {ast.Break: "break", ast.Next: "next", ast.Quit: "quit"}.get(type(stmt), "NULL")
    return [pad + keyword]


def _loop_head(loop: ast.Loop) -> str:
    parts = []
    if loop.var is not None:
        parts.append(f"for {loop.var}")
    if loop.iterable is not None:
        parts.append("in " + expression_text(loop.iterable))
    if loop.start is not None:
        parts.append("from " + expression_text(loop.start))
    if loop.step is not None:
        parts.append("by " + expression_text(loop.step))
    if loop.stop is not None:
        parts.append("to " + expression_text(loop.stop))
    if loop.condition is not None:
        parts.append("while " + expression_text(loop.condition))
    return " ".join(parts + ["do"])


def _block(statements, depth: int) -> list[str]:
    """Statements one after another, each but the last ending in `;`."""
    lines: list[str] = []
    for k, stmt in enumerate(statements):
        part = _statement(stmt, depth)
        if k < len(statements) - 1:
            part[-1] += ";"
        lines += part
    return lines


def _header(proc: ast.ProcedureExpr) -> tuple[str, list[str]]:
    """`proc(x::integer, y := 0)` and the declaration lines that follow it."""
    def parameter(p: ast.Parameter) -> str:
        text = p.name
        if p.type is not None:
            text += "::" + _operand(p.type, POSTFIX)
        if p.default is not None:
            text += " := " + expression_text(p.default)
        return text

    parameters = [parameter(p) for p in proc.params]
    keywords = getattr(proc, "keywords", ())
    if keywords:
        parameters.append("{" + ", ".join(parameter(p) for p in keywords) + "}")
    head = "proc(" + ", ".join(parameters) + ")"
    return_type = getattr(proc, "return_type", None)
    if return_type is not None:
        head += "::" + _operand(return_type, POSTFIX) + ";"
    declarations = []
    if proc.locals:
        declarations.append("local " + ", ".join(parameter(p) for p in proc.locals) + ";")
    if proc.globals:
        declarations.append("global " + ", ".join(proc.globals) + ";")
    if proc.options:
        declarations.append("option " + ", ".join(proc.options) + ";")
    if proc.description is not None:
        declarations.append("description " + _text(ast.String(proc.description))[0] + ";")
    return head, declarations


def module_text(node: ast.ModuleExpr) -> str:
    """A module definition on one line, its declarations in the order Maple prints a
    module's (help page module/description)."""
    declarations = []
    for keyword, items in (("local", [p.name for p in node.locals]),
                           ("export", [p.name for p in node.exports]),
                           ("global", node.globals), ("option", node.options)):
        if items:
            declarations.append(f"{keyword} {', '.join(items)};")
    if node.description is not None:
        declarations.append("description " + _text(ast.String(node.description))[0] + ";")
    statements = " ".join(line.strip() for line in _block(node.body, 0))
    head = "module " + node.name + "()" if node.name else "module()"
    return " ".join([head] + declarations + ([statements] if statements else []) + ["end module"])


def arrow_body(proc: ast.ProcedureExpr):
    """The expression of an arrow procedure, or None when its body is not one expression."""
    if proc.arrow and len(proc.body) == 1 and isinstance(proc.body[0], ast.ExprStatement):
        return proc.body[0].expr
    return None


def arrow_parameters(proc: ast.ProcedureExpr) -> str:
    names = [p.name + ("::" + _operand(p.type, POSTFIX) if p.type is not None else "") for p in proc.params]
    return names[0] if len(names) == 1 and proc.params[0].type is None else "(" + ", ".join(names) + ")"


def one_line(proc: ast.ProcedureExpr) -> str:
    body = arrow_body(proc)
    if body is not None:
        return arrow_parameters(proc) + " -> " + _operand(body, ARROW)
    head, declarations = _header(proc)
    statements = " ".join(line.strip() for line in _block(proc.body, 0))
    return " ".join([head] + declarations + ([statements] if statements else []) + ["end proc"])


def multi_line(proc: ast.ProcedureExpr) -> list[str]:
    body = arrow_body(proc)
    if body is not None:
        return [one_line(proc)]
    head, declarations = _header(proc)
    return [head] + declarations + _block(proc.body, 1) + ["end proc"]


# ---------------------------------------------------------------- arrow bodies in 2-D

def as_value(node):
    """An expression's structure as Maple values, nothing evaluated or simplified, so an
    arrow procedure's body prints in 2-D (`x -> x^2 + 1` with the exponent raised)."""
    if isinstance(node, ast.Integer):
        return node.value
    if isinstance(node, ast.Float):
        return parse_float(node.text)
    if isinstance(node, ast.String):
        return node.value
    if isinstance(node, ast.Name):
        return v.Name(node.name)
    if isinstance(node, ast.ListExpr):
        return v.MList(tuple(as_value(x) for x in node.items))
    if isinstance(node, ast.Sequence):
        return v.ExprSeq(tuple(as_value(x) for x in node.items))
    if isinstance(node, ast.Call):
        return v.Function(as_value(node.function), tuple(as_value(a) for a in node.args))
    if isinstance(node, ast.Index):
        return v.Indexed(as_value(node.base), tuple(as_value(i) for i in node.indices))
    if isinstance(node, ast.Range):
        return v.Range(as_value(node.low), as_value(node.high))
    if isinstance(node, ast.UnaryOp) and node.op == "-":
        return _negative(as_value(node.operand))
    if isinstance(node, ast.BinaryOp):
        left, right = as_value(node.left), as_value(node.right)
        if node.op == "+":
            return v.Sum(_parts(left, v.Sum) + (right,))
        if node.op == "-":
            return v.Sum(_parts(left, v.Sum) + (_negative(right),))
        if node.op == "*":
            return v.Product(_parts(left, v.Product) + _parts(right, v.Product))
        if node.op == "/" and isinstance(left, int) and isinstance(right, int) and right != 0:
            return normalize(Fraction(left, right))    # a rational such as 1/2 is one number
        if node.op == "/" and isinstance(right, int) and right != 0:
            # Maple stores y/2 as the product 1/2*y
            return v.Product((Fraction(1, right),) + _parts(left, v.Product))
        if node.op == "/":
            return v.Product(_parts(left, v.Product) + (v.Power(right, -1),))
        if node.op == "^":
            return v.Power(left, right)
        if node.op in ("=", "<>", "<", "<="):
            return v.Relation(node.op, left, right)
    return v.Name(expression_text(node))


def _parts(value, kind) -> tuple:
    return value.terms if kind is v.Sum and isinstance(value, v.Sum) else \
        value.factors if kind is v.Product and isinstance(value, v.Product) else (value,)


def _negative(value):
    if isinstance(value, (int, Decimal)):
        return -value
    if isinstance(value, v.Product) and isinstance(value.factors[0], (int, Decimal)):
        return v.Product((-value.factors[0],) + value.factors[1:])
    return v.Product((-1,) + _parts(value, v.Product))
