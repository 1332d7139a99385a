"""Arithmetic in compiled code: `+ - * / . ^` and `mod`, numbers combined directly,
Tensors and rtables pairwise, and anything else by the fold that builds Maple's sums and
products."""
from __future__ import annotations

import operator
from itertools import chain

from ..display.lineprint import lprint
from ..errors import MapleError
from ..syntax import ast
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from .compiler import compile_expression
from .names import ABSENT, EVALUATED_AGAIN, NUMBERS, in_place

ARITH = {"+": arith.add, "-": arith.sub, "*": arith.mul, "/": arith.div, "^": arith.power,
         ".": arith.dot}
_INTEGER_POWER_BITS = 4096                     # a^b fast while b * bits(a) is this small


def _integer_power(a: int, b: int):
    if b > 0 and b * a.bit_length() <= _INTEGER_POWER_BITS:
        return a ** b
    return None


def _integer_quotient(a: int, b: int):
    return a // b if b and not a % b else None


# Python's arithmetic on two ints where it gives Maple's result (None where it may not).
_BINARY_INTEGERS = {"+": operator.add, "-": operator.sub, "*": operator.mul,
                    "^": _integer_power, "/": _integer_quotient}


# What the fold comes to for two numbers (arith's operators on numbers).
_BINARY_NUMBERS = {
    "+": num.add, "-": lambda a, b: num.add(a, num.negate(b)), "*": num.mul, "/": num.div,
    "^": arith.power,
}


def modulo(ev, node: ast.BinaryOp):
    """`a mod b`: Python's for integers."""
    left, right = compile_expression(ev, node.left), compile_expression(ev, node.right)

    def mod(frame):
        a, b = left(frame), right(frame)
        if type(a) is int and type(b) is int and b:
            return a % abs(b)
        return arith.modulo(a, b)
    return mod


def arithmetic(ev, node: ast.BinaryOp):
    """A left-nested run of `+ - * / . ^` (`1 + 2 + ... + n` typed on one line is one run,
    folded in a loop, so that its length is not bounded by Python's recursion limit)."""
    first, spine = arithmetic_spine(node)
    # operands whose evaluation cannot act or fail: objects computing arithmetic themselves
    # (Tensors, rtables) can then be combined as each operand comes, which is what the fold
    # gives them, without the fold (see _PAIRWISE)
    plain = all(isinstance(n, _PLAIN_OPERANDS) for n in chain((first,), (step.right for step in spine)))
    first_node, first = first, compile_expression(ev, first)
    steps = tuple((step.op, compile_expression(ev, step.right), _BINARY_INTEGERS.get(step.op),
                   _BINARY_NUMBERS.get(step.op)) for step in spine)
    if len(steps) == 1:
        return _binary_step(ev, first_node, first, *steps[0])

    def arithmetic(frame):
        # numbers are combined step by step, which is what the fold gives them; from
        # the first step that is not, the fold takes over with the value so far
        value = first(frame)
        for k, (op, right, integers, numbers) in enumerate(steps):
            b = right(frame)
            if integers is not None and type(value) is int and type(b) is int:
                result = integers(value, b)
                if result is not None:
                    value = result
                    continue
            if numbers is not None and type(value) in NUMBERS and type(b) in NUMBERS:
                value = numbers(value, b)
                continue
            if plain and integers is not None:
                # pairwise when an operand computes it (a Tensor, an rtable) and the other
                # does or is a number
                a_computes, b_computes = hasattr(type(value), "maple_binary"), hasattr(type(b), "maple_binary")
                if (a_computes or b_computes) and (a_computes or type(value) in NUMBERS) and \
                        (b_computes or type(b) in NUMBERS):
                    value = _OBJECT_ARITHMETIC[op](value, b)
                    continue
            return fold_arithmetic(value, chain(((op, b),), ((op, r(frame)) for op, r, *_ in steps[k + 1:])))
        return value
    return arithmetic


_PLAIN_OPERANDS = (ast.Name, ast.Integer, ast.Float)


# What the fold comes to for `a op b` when a or b computes arithmetic itself (an rtable, a
# Tensor) and neither is a sequence: its run of one pair is combined pairwise at once, `-`
# after negating its operand; `/` and `^` always combine pairwise.
_PAIRWISE = {"+": arith.add, "*": arith.mul, "-": lambda a, b: arith.add(a, arith.neg(b)),
             "/": arith.div, "^": arith.power}


def _object_arithmetic(op: str):
    """`a op b` as _PAIRWISE computes it, asking an operand's `maple_binary` first as arith's
    operators do when the operands are not both numbers (a training step's Tensor
    arithmetic, without arith's tests for numbers and symbols)."""
    general = _PAIRWISE[op]
    if op == "-":
        def combine(a, b):
            negate = getattr(type(b), "maple_unary", None)
            if negate is not None:
                negated = negate(b, "-")
                if negated is not NotImplemented:       # as arith.neg
                    return combine_plus(a, negated)
            return general(a, b)
        combine_plus = _object_arithmetic("+")
        return combine

    def combine(a, b):
        if not (type(a) in NUMBERS and type(b) in NUMBERS):
            for value, other, reflected in ((a, b, False), (b, a, True)):
                method = getattr(type(value), "maple_binary", None)
                if method is not None:
                    result = method(value, op, other, reflected)
                    if result is None:          # arith's symbolic rule takes it
                        break
                    if result is not NotImplemented:
                        return result
        return general(a, b)
    return combine


_OBJECT_ARITHMETIC = {op: _object_arithmetic(op) for op in _PAIRWISE}


def _binary_step(ev, left_node, left, op: str, right, integers, numbers):
    """`a op b`, the arithmetic closure above for one step."""
    if integers is None:
        return lambda frame: fold_arithmetic(left(frame), ((op, right(frame)),))
    pairwise, always = _OBJECT_ARITHMETIC[op], op in ("/", "^")
    # whether _object_arithmetic's combination starts by asking a (it negates b first for -)
    asks_a_first = op != "-"
    top, (stored, name) = ev.top, in_place(ev, left_node)

    def binary(frame):
        a = stored.get(name, ABSENT) if frame is top else ABSENT
        if type(a) in EVALUATED_AGAIN:         # not a global's value as it is
            a = left(frame)
        b = right(frame)
        if type(a) is int and type(b) is int:
            result = integers(a, b)
            if result is not None:
                return result
        if type(a) in NUMBERS and type(b) in NUMBERS:
            return numbers(a, b)
        if type(a) is not v.ExprSeq and type(b) is not v.ExprSeq:
            # an operand computes it: a Tensor, an rtable
            method = getattr(type(a), "maple_binary", None)
            if method is not None and asks_a_first:
                # a Tensor's arithmetic, directly; when a declines (a symbol operand, a
                # rare path), the combination below asks it again and goes on
                result = method(a, op, b, False)
                if result is not None and result is not NotImplemented:
                    return result
            if always or method is not None or hasattr(type(b), "maple_binary"):
                return pairwise(a, b)
        return fold_arithmetic(a, ((op, b),))
    return binary


_RUNS = {"+": arith.add_all, "-": arith.add_all, "*": arith.mul_all}


def arithmetic_spine(node):
    """A left-nested run of arithmetic as its first operand and the steps after it, in
    order: `a + b * c - d` is (a, [`+ b*c`, `- d`])."""
    spine = []
    while isinstance(node, ast.BinaryOp) and node.op in ARITH:
        spine.append(node)
        node = node.left
    return node, spine[::-1]


def fold_arithmetic(value, steps):
    """Combine a first operand with (operator, operand) steps; `steps` may evaluate each
    operand as it is asked for, so that an error stops before the next is evaluated."""
    run, fold = [], None   # a run of `+`/`-` or of `*`, collected at once (n steps, not n^2)
    for op, right in steps:
        for operand in (value, right) if not run else (right,):
            if isinstance(operand, v.ExprSeq) and len(operand.items) != 1:
                raise MapleError(f"invalid input: {_OPNAME[op]} received {lprint(operand)}, "
                                 f"which is not valid for its {'1st' if operand is value else '2nd'} argument")
        family = _RUNS.get(op)
        if run and family is not fold:
            value, run = fold([value, *run]), []
        if family is not None:
            fold = family
            run.append(arith.neg(right) if op == "-" else right)
            continue
        value = ARITH[op](value, right)
    return fold([value, *run]) if run else value


_OPNAME = {"+": "`+`", "-": "`-`", "*": "`*`", "/": "`/`", "^": "`^`", ".": "`.`"}


