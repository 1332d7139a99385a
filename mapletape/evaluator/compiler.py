"""Compiling statements into closures: a statement's syntax tree becomes, once, a Python
function of the frame, so that a loop or a procedure body runs without dispatching on
its nodes each time. Closures take fast paths where the values allow (numbers, names that
hold plain values, list and Array entries, procedure calls); anything else goes to the
walker's own rules, which stay the reference: `Evaluator.compiling = False` runs the
walker alone (tests/test_compiled.py compares both)."""
from __future__ import annotations

import operator
from functools import partial
from itertools import chain
from types import MappingProxyType

from ..syntax import ast
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.rtable import Rtable
from . import logic
from .calls import member, object_method, raise_builtin_error
from .expressions import arithmetic_spine, fold_arithmetic
from .procedures import call_procedure
from .quoting import ARITH
from .scopes import ENVIRONMENT_VARIABLES, EXCEPTION_NAMES, PROTECTED_CONSTANTS, MissingArgument
from .signals import BreakSignal, NextSignal, ReturnSignal

# What a name's stored value may be for a lookup to return it as it is: evaluating it
# again could change a name or a compound value (see Expressions.resolve), nothing else.
_COMPOUND = operands.COMPOUND_KINDS
_EVALUATED_AGAIN = _COMPOUND | {v.Name, MissingArgument}
_NUMBERS = num.NUMBER_KINDS                      # (a module name: read in hot paths)
_ABSENT = MissingArgument("", 0, "")           # never stored: a name's value is missing
_INTEGER_POWER_BITS = 4096                     # a^b fast while b * bits(a) is this small


def compile_statement(ev, stmt: ast.Statement, level: int, show: bool):
    """A function of the frame that runs `stmt` as `ev.execute(stmt, frame, level, show)`
    does and returns the same value."""
    build = _STATEMENTS.get(type(stmt))
    if build is not None:
        compiled = build(ev, stmt, level, show)
        if compiled is not None:
            return compiled
    execute = ev.execute
    return lambda frame: execute(stmt, frame, level, show)


def compile_statements(ev, statements, level: int, show: bool) -> tuple:
    """Each statement of a sequence compiled."""
    return tuple(compile_statement(ev, s, level, show) for s in statements)


def compile_block(ev, statements, level: int, show: bool):
    """A statement sequence; its value is the last statement's (NULL when empty)."""
    parts = compile_statements(ev, statements, level, show)
    if len(parts) == 1:
        return parts[0]

    def block(frame):
        result = v.NULL
        for part in parts:
            result = part(frame)
        return result
    return block


def compile_expression(ev, node: ast.Expr):
    """A function of the frame that evaluates `node` as `ev.evaluate(node, frame)` does."""
    build = _EXPRESSIONS.get(type(node))
    if build is not None:
        compiled = build(ev, node)
        if compiled is not None:
            return compiled
    evaluate = ev.evaluate
    return lambda frame: evaluate(node, frame)


def compile_condition(ev, node: ast.Expr):
    """The truth of an `if`/`while` condition, as logic.condition decides it; integers
    compared directly."""
    if isinstance(node, ast.BinaryOp) and node.op in _COMPARISONS:
        left, right = compile_expression(ev, node.left), compile_expression(ev, node.right)
        compare, op = _COMPARISONS[node.op], node.op

        def comparison(frame):
            a, b = left(frame), right(frame)
            if type(a) is int and type(b) is int:
                return compare(a, b)
            if type(a) in _NUMBERS and type(b) in _NUMBERS:
                return compare(num.compare(a, b), 0)     # as logic.relation_truth decides
            return logic.condition(ev, _relation(op, a, b))
        return comparison
    value = compile_expression(ev, node)
    return lambda frame: logic.condition(ev, value(frame))


_COMPARISONS = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
    "=": lambda a, b: a == b, "<>": lambda a, b: a != b,
}


def _relation(op: str, a, b) -> v.Relation:
    """The relation the walker builds for `a op b` (Maple turns `>` into `<`)."""
    if op == ">":
        return v.Relation("<", b, a)
    if op == ">=":
        return v.Relation("<=", b, a)
    return v.Relation(op, a, b)


# ---------------------------------------------------------------- names

def name_getter(ev, name: str):
    """The value of a name from a frame, as Scopes.lookup gives it."""
    top, stored, lookup, needs_evaluation = ev.top, ev.globals, ev.lookup, operands.needs_evaluation
    imported, builtins = ev.imported, ev.builtins
    # what Scopes.lookup gives an unassigned global that is nothing else: the name itself,
    # made once (a name is immutable)
    unassigned = None if name == "NULL" or name in EXCEPTION_NAMES else v.Name(name)

    def get(frame):
        if frame is top:
            value = stored.get(name, _ABSENT)
            if value is _ABSENT and unassigned is not None:
                if name in imported:
                    return imported[name]
                return builtins.get(name, unassigned)
        elif name in frame.declared_globals:
            return lookup(name, frame)
        else:
            value = frame.names.get(name, _ABSENT)   # a local as it is, one level
            if type(value) is not MissingArgument:
                return value
            return lookup(name, frame)
        kind = type(value)
        if kind not in _EVALUATED_AGAIN or (kind in _COMPOUND and not needs_evaluation(value, stored)):
            return value        # as Expressions.resolve finds it
        return lookup(name, frame)
    return get


def _plain_global(ev, name: str) -> bool:
    """Whether a global of this name takes any value but a sequence or a name as it comes,
    without Scopes.set_name's checks (no protected name, no builtin: the builtins never
    change)."""
    return name not in PROTECTED_CONSTANTS and name not in ENVIRONMENT_VARIABLES \
        and name not in ev.builtins


def name_setter(ev, name: str):
    """`setter(value, frame)` binds a name as Scopes.set_name does."""
    top, stored, set_name, plain_global = ev.top, ev.globals, ev.set_name, _plain_global(ev, name)

    def set(value, frame):
        if type(value) in _EVALUATED_AGAIN:
            set_name(name, value, frame)
        elif frame is top:
            if plain_global:
                stored[name] = value
            else:
                set_name(name, value, frame)
        elif name in frame.names and name not in frame.declared_globals and name not in frame.parameters:
            frame.names[name] = value
        else:
            set_name(name, value, frame)
    return set


def _name(ev, node: ast.Name):
    return name_getter(ev, node.name)


def _in_place(ev, node):
    """Where a compiled closure reads an operand's value at top level without its getter's
    call: (the globals, its name) for a name, whose value the getter gives as it is stored
    unless its type is in _EVALUATED_AGAIN (absent included); else (nowhere, None), where
    nothing is found. The closure calls the getter for anything not found so."""
    if type(node) is ast.Name:
        return ev.globals, node.name
    return _NOWHERE, None


_NOWHERE = MappingProxyType({})


# ---------------------------------------------------------------- expressions

def _constant(ev, node):
    value = ev.evaluate(node, ev.top)     # a literal's value depends on nothing
    return lambda frame: value


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


def _binary(ev, node: ast.BinaryOp):
    op = node.op
    if op in ARITH:
        return _arithmetic(ev, node)
    if op == "mod":
        left, right = compile_expression(ev, node.left), compile_expression(ev, node.right)

        def mod(frame):
            a, b = left(frame), right(frame)
            if type(a) is int and type(b) is int and b:
                return a % abs(b)
            return arith.modulo(a, b)
        return mod
    return None


def _arithmetic(ev, node: ast.BinaryOp):
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
            if numbers is not None and type(value) in _NUMBERS and type(b) in _NUMBERS:
                value = numbers(value, b)
                continue
            if plain and integers is not None:
                # pairwise when an operand computes it (a Tensor, an rtable) and the other
                # does or is a number
                a_computes, b_computes = hasattr(type(value), "maple_binary"), hasattr(type(b), "maple_binary")
                if (a_computes or b_computes) and (a_computes or type(value) in _NUMBERS) and \
                        (b_computes or type(b) in _NUMBERS):
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
        if not (type(a) in _NUMBERS and type(b) in _NUMBERS):
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
    top, (stored, name) = ev.top, _in_place(ev, left_node)

    def binary(frame):
        a = stored.get(name, _ABSENT) if frame is top else _ABSENT
        if type(a) in _EVALUATED_AGAIN:         # not a global's value as it is
            a = left(frame)
        b = right(frame)
        if type(a) is int and type(b) is int:
            result = integers(a, b)
            if result is not None:
                return result
        if type(a) in _NUMBERS and type(b) in _NUMBERS:
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


def _unary(ev, node: ast.UnaryOp):
    if node.op != "-":
        return None
    operand = compile_expression(ev, node.operand)

    def minus(frame):
        value = operand(frame)
        return -value if type(value) is int else arith.neg(value)
    return minus


def _index(ev, node: ast.Index):
    base = compile_expression(ev, node.base)
    indices = tuple(compile_expression(ev, i) for i in node.indices)
    name = v.Name(node.base.name) if isinstance(node.base, (ast.Name, ast.GlobalName)) else None
    index, entry_value = ev.index, ev.entry_value
    if len(indices) != 1:
        return lambda frame: index(base(frame), v.flatten(i(frame) for i in indices), name)
    only, = indices

    def select(frame):
        container, i = base(frame), only(frame)
        if type(i) is int and i > 0:
            kind = type(container)
            if kind is v.MList and i <= len(container.items):
                return container.items[i - 1]
            if kind is Rtable and container.data.ndim == 1 and i <= container.data.shape[0] \
                    and container.lows is None:
                return entry_value(container.entry((i - 1,)))
        return index(container, v.flatten((i,)), name)
    return select


def _sequence(ev, nodes):
    """The values of expressions with sequences spliced in, as Expressions.evaluate_args
    gives them."""
    parts = tuple(compile_expression(ev, n) for n in nodes)
    if all(_is_literal(n) for n in nodes):
        values = tuple(p(ev.top) for p in parts)        # no literal is a sequence
        return lambda frame: values
    top = ev.top
    if len(parts) == 1:
        only, = parts
        if type(nodes[0]) is not ast.Name:
            def sequence(frame):
                value = only(frame)
                return value.items if type(value) is v.ExprSeq else (value,)     # as flatten does
            return sequence
        stored, name = _in_place(ev, nodes[0])

        def sequence(frame):
            value = stored.get(name, _ABSENT) if frame is top else _ABSENT
            if type(value) in _EVALUATED_AGAIN:     # not a global's value as it is
                value = only(frame)
                if type(value) is v.ExprSeq:
                    return value.items
            return (value,)
    elif len(parts) == 2:
        first, second = parts
        (first_stored, first_name), (second_stored, second_name) = (_in_place(ev, n) for n in nodes)

        def sequence(frame):
            # each in turn: evaluating the first may assign the second
            a = first_stored.get(first_name, _ABSENT) if frame is top else _ABSENT
            if type(a) in _EVALUATED_AGAIN:
                a = first(frame)
            b = second_stored.get(second_name, _ABSENT) if frame is top else _ABSENT
            if type(b) in _EVALUATED_AGAIN:
                b = second(frame)
            if type(a) is not v.ExprSeq and type(b) is not v.ExprSeq:
                return a, b
            return v.flatten((a, b))
    else:
        def sequence(frame):
            return v.flatten([p(frame) for p in parts])
    return sequence


_LITERALS = (ast.Integer, ast.Float, ast.String)


def _is_literal(node) -> bool:
    """A number, a string or a list of literals: an expression whose value depends on nothing."""
    return isinstance(node, _LITERALS) or (isinstance(node, ast.ListExpr) and node.literal)


def _list(ev, node: ast.ListExpr):
    items = _sequence(ev, node.items)
    if _is_literal(node):
        # a list of literals is one value, as Maple keeps one copy of equal lists
        value = v.MList(items(ev.top))
        return lambda frame: value
    return lambda frame: v.MList(items(frame))


def _call(ev, node: ast.Call):
    evaluate_arguments = _sequence(ev, node.args)
    call, apply, signature_of = ev.call, ev.apply, ev.signature
    builtins, imported = ev.builtins, ev.imported
    # literal arguments are no objects, whose methods could take a global function's call
    objects_possible = not all(_is_literal(n) for n in node.args)

    def callee(frame, f=None):
        # what Calls.call and Calls.apply do with each kind of function, less their tests
        # for the others: the builtin that takes the call with its arguments, or None with
        # the value of a call made another way. f is this call's function unless a method
        # call gives it
        if f is None:
            f = function(frame)
        kind = type(f)
        # arguments early in this function: their Tensor arithmetic runs under its frame
        if (kind is v.Builtin and not f.special) or (kind is v.Name and f.name != "if"):
            args = evaluate_arguments(frame)
            if kind is v.Name or (objects_possible and (f is builtins.get(f.name) or f is imported.get(f.name))):
                # the function mechanism (`Enter(tape)`), to which a global function yields
                # too, as in apply: an object argument's method of the same name takes the call
                method = object_method(f.name, args)
                if method is not None:
                    return (None, apply(f, args, frame)) if method.special else (method, args)
                if kind is v.Name:
                    return None, apply(f, args, frame)
            return f, args
        if kind is v.Procedure:
            signature = f.signature or signature_of(f)
            if not signature.modified:      # as Evaluator.apply calls a procedure
                return None, call_procedure(ev, f, evaluate_arguments(frame), signature)
        return None, call(node, frame, f, evaluate_arguments)

    if not isinstance(node.function, ast.Member):
        function = compile_expression(ev, node.function)
        function_callee = callee
    else:
        module, name = compile_expression(ev, node.function.module), node.function.name
        top, (stored, module_name) = ev.top, _in_place(ev, node.function.module)

        def function_callee(frame):
            # `obj:-Method(...)`: the object's method called with the object first, as the
            # method bound by `member` would be (a bound method is never a global function)
            obj = stored.get(module_name, _ABSENT) if frame is top else _ABSENT
            if type(obj) in _EVALUATED_AGAIN:       # not a global's value as it is
                obj = module(frame)
            if isinstance(obj, v.MapleObject):
                method = obj.methods.get(name)
                if method is not None and not method.special:
                    return method, (obj,) + evaluate_arguments(frame)
            return callee(frame, member(obj, name))

    function_callee = _direct_callee(ev, node, function_callee, evaluate_arguments, objects_possible) \
        or function_callee

    def dispatch(frame):
        # the builtin is called first thing in this function: TensorFlow finds the line of
        # every frame on the stack at each operation, which costs as much as the call is
        # far into its function (see deeplearning/tf.py)
        f, args = function_callee(frame)
        if f is None:
            return args
        try:                    # as Calls.call_builtin, without its call
            return f.fn(ev, args)
        except Exception as exc:
            raise_builtin_error(exc, f)
    return dispatch


def _direct_callee(ev, node: ast.Call, general, evaluate_arguments, objects_possible: bool):
    """The callee of `F(...)` or `obj:-M(...)` when F or obj is a name and the arguments are
    all names or all literals (a training step's calls): at top level it reads the names in
    place and finds the function itself, without the getters' and the argument sequence's
    calls, and gives what `general`, the callee above, gives; it leaves to `general` anything
    it does not find so. None for a call of another form."""
    function = node.function
    if type(function) is ast.Member and type(function.module) is ast.Name:
        name, read = function.name, (function.module.name,)
    elif type(function) is ast.Name and function.name != "NULL" and function.name not in EXCEPTION_NAMES:
        name, read = function.name, ()     # (the getter looks those names up its own way)
    else:
        return None
    method_site = bool(read)
    if all(type(n) is ast.Name for n in node.args):
        read, values = read + tuple(n.name for n in node.args), ()
    elif all(_is_literal(n) for n in node.args):
        values = evaluate_arguments(ev.top)        # the call's own literals, made once
    else:
        return None
    top, stored, imported, builtins, signature_of = ev.top, ev.globals, ev.imported, ev.builtins, ev.signature
    # the names' values as a tuple, two or more at once
    only, several = (read[0], None) if len(read) == 1 else (None, operator.itemgetter(*read) if read else None)

    def direct_callee(frame):
        if frame is top:
            if read:
                try:
                    found = (stored[only],) if several is None else several(stored)
                except KeyError:        # an unassigned name: its getter says what it is
                    return general(frame)
                if not _EVALUATED_AGAIN.isdisjoint(map(type, found)):      # not as stored
                    return general(frame)
                args = found + values
            else:
                args = values
            if method_site:
                # the object's method with the object first (never a global function)
                f = found[0].methods.get(name) if isinstance(found[0], v.MapleObject) else None
            else:
                f = stored.get(name)
                if f is None:
                    f = imported.get(name)
                    if f is None:
                        f = builtins.get(name)
                    if objects_possible and (f is None or (type(f) is v.Builtin and not f.special)):
                        # the function mechanism (`Enter(tape)`), to which a global
                        # function yields: an object argument's method of its name (a
                        # builtin is registered under its own name, the callee's f.name)
                        f = object_method(name, args) or f
                elif type(f) is v.Procedure:
                    signature = f.signature or signature_of(f)
                    if not signature.modified:      # as Evaluator.apply calls a procedure
                        return None, call_procedure(ev, f, args, signature)
                else:
                    return general(frame)       # any other value of the name: a builtin, a number
            if type(f) is v.Builtin and not f.special:
                return f, args
        return general(frame)
    return direct_callee


def _member(ev, node: ast.Member):
    module, name = compile_expression(ev, node.module), node.name
    return lambda frame: member(module(frame), name)


_EXPRESSIONS = {
    ast.Integer: _constant, ast.String: _constant, ast.Float: _constant,
    ast.Name: _name, ast.BinaryOp: _binary, ast.UnaryOp: _unary,
    ast.Index: _index, ast.Call: _call, ast.Member: _member, ast.ListExpr: _list,
}


# ---------------------------------------------------------------- statements

def _displays(ev, level: int, show: bool):
    """Whether a statement's result is shown, asked before it runs, as the walker does;
    None when it never is."""
    if not show:
        return None
    return lambda: level <= ev._printlevel()


def _remember(frame, value):
    if type(value) is not v.ExprSeq or value.items:      # NULL is not remembered
        frame.history.appendleft(value)


def _expression_statement(ev, stmt: ast.ExprStatement, level: int, show: bool):
    if isinstance(stmt.expr, ast.Name) and stmt.expr.name == "restart":
        return None
    value_of, displays, host = compile_expression(ev, stmt.expr), _displays(ev, level, show), ev.host

    def run(frame):
        display = displays is not None and displays()
        value = value_of(frame)
        if type(value) is not v.ExprSeq or value.items:      # NULL is not remembered
            frame.history.appendleft(value)
        if display and value != v.NULL:
            host.show(value)
        return value
    return run


def _assignment(ev, stmt: ast.Assignment, level: int, show: bool):
    target = stmt.targets[0]
    if len(stmt.targets) != 1 or isinstance(stmt.value, ast.ProcedureExpr):
        return None
    value_of, displays, host = compile_expression(ev, stmt.value), _displays(ev, level, show), ev.host
    if isinstance(target, ast.Name):
        set_name, assign_all, label = name_setter(ev, target.name), ev.assign_all, target.name
        top, stored, plain_global = ev.top, ev.globals, _plain_global(ev, label)

        def assign_name(frame):
            display = displays is not None and displays()
            value = value_of(frame)
            if type(value) in _EVALUATED_AGAIN:
                return assign_all(stmt.targets, value, frame, display)
            if frame is top and plain_global:
                stored[label] = value           # as set_name does, without its call
            else:
                set_name(value, frame)
            frame.history.appendleft(value)        # no sequence: assign_all took those
            if display:
                host.show(value, label)
            return value
        return assign_name
    if isinstance(target, ast.Index) and len(target.indices) == 1:
        return _assign_entry(ev, target, value_of, displays)
    return None


def _assign_entry(ev, target: ast.Index, value_of, displays):
    """`A[i] := value`: a 1-dimensional rtable of any entries takes a plain value in place."""
    index, base = compile_expression(ev, target.indices[0]), compile_expression(ev, target.base)
    store_entry, host = ev.store_entry, ev.host

    def assign_entry(frame):
        display = displays is not None and displays()
        value = value_of(frame)
        i = index(frame)
        container = base(frame)
        if (type(container) is Rtable and type(i) is int and not display
                and type(value) in (int, str) and container.datatype in (None, "anything")
                and container.data.ndim == 1 and 0 < i <= container.data.shape[0]):
            container.data[i - 1] = value
        else:
            label = store_entry(target.base, container, v.flatten((i,)), value, frame)
        _remember(frame, value)
        if display:
            host.show(value, label)
        return value
    return assign_entry


def _if(ev, stmt: ast.If, level: int, show: bool):
    branches = tuple((compile_condition(ev, c), compile_block(ev, body, level + 1, show))
                     for c, body in stmt.branches)
    otherwise = None if stmt.otherwise is None else compile_block(ev, stmt.otherwise, level + 1, show)

    def run(frame):
        for condition, body in branches:
            if condition(frame):
                return body(frame)
        return v.NULL if otherwise is None else otherwise(frame)
    return run


def _loop(ev, stmt: ast.Loop, level: int, show: bool):
    def expression(node):
        return None if node is None else compile_expression(ev, node)

    def condition(node):
        return None if node is None else compile_condition(ev, node)

    # a partial, not a closure: one Python frame fewer under every statement of the body
    # (see deeplearning/tf.py)
    return partial(ev.run_loop, setter=None if stmt.var is None else name_setter(ev, stmt.var),
                   iterable=expression(stmt.iterable),
                   bounds=(expression(stmt.start), expression(stmt.step), expression(stmt.stop)),
                   condition=condition(stmt.condition), until=condition(stmt.until),
                   body=compile_statements(ev, stmt.body, level + 1, show), fast=True)


def _try(ev, stmt: ast.Try, level: int, show: bool):
    """`try ... catch ... finally ... end try` (a training step's `try Enter(gt); ...
    finally Exit(gt); end try`), run by the walker's own rule on the compiled blocks."""
    def block(statements):
        return None if statements is None else compile_block(ev, statements, level + 1, show)

    # a partial, not a closure: one Python frame fewer under every statement of the blocks
    return partial(ev.run_try, body=block(stmt.body),
                   catches=tuple((catch.prefixes, block(catch.body)) for catch in stmt.catches),
                   final=block(stmt.final))


def _return(ev, stmt: ast.Return, level: int, show: bool):
    value_of = None if stmt.value is None else compile_expression(ev, stmt.value)

    def run(frame):
        raise ReturnSignal(v.NULL if value_of is None else value_of(frame))
    return run


def _break(ev, stmt: ast.Break, level: int, show: bool):
    def run(frame):
        raise BreakSignal(stmt.levels)
    return run


def _next(ev, stmt: ast.Next, level: int, show: bool):
    def run(frame):
        raise NextSignal()
    return run


_STATEMENTS = {
    ast.ExprStatement: _expression_statement, ast.Assignment: _assignment, ast.If: _if,
    ast.Loop: _loop, ast.Try: _try, ast.Return: _return, ast.Break: _break, ast.Next: _next,
}
