"""Calls: the rule compiling them, and applying procedures, builtins, objects' methods,
modules, compositions and operators called by name (`+`(1, 2)); the `if` operator and
`::uneval`/`::evaln` arguments."""
from __future__ import annotations

import operator
import re
from dataclasses import dataclass
from typing import Any, NoReturn

from ..display.lineprint import lprint
from ..errors import MapleError
from ..syntax import ast
from ..values import arith, elementwise
from ..values import core as v
from ..values.rtable import Rtable
from ..values import numbers as num
from . import logic
from .compiler import compile_expression, expression_rule
from .expressions import is_literal, sequence
from .names import ABSENT, EVALUATED_AGAIN, in_place
from .procedures import call_procedure, modifier
from .quoting import quote
from .scopes import EXCEPTION_NAMES, Frame


class Calls:
    """Calls and member access, for the Evaluator."""

    def call(self, node: ast.Call, frame, function, arguments):
        """A call of an evaluated function that the compiled call's fast paths leave:
        `arguments(frame)` evaluates the arguments where the function takes them evaluated."""
        if function == v.Name("if"):
            return self._if_operator(node.args, frame)
        if isinstance(function, v.Builtin) and function.special:
            return self.call_builtin(function, node.args, frame)
        if isinstance(function, v.Procedure) and self.signature(function).modified:
            args = self._modified_args(function.definition.params, node.args, frame)
        else:
            args = arguments(frame)
        return self.apply(function, args, frame)

    def _modified_args(self, params, arg_nodes, frame) -> tuple:
        """Arguments for parameters declared `::uneval` (passed as if quoted) or `::evaln`
        (evaluated to a name only) are not evaluated as usual."""
        values = []
        for i, node in enumerate(arg_nodes):
            how = modifier(params[i]) if i < len(params) else None
            if how == "uneval":
                values.append(quote(self, node, frame))
            elif how == "evaln":
                values.append(self._evaln(node, frame))
            else:
                values.append(self.evaluate(node, frame))
        return v.flatten(values)

    def _evaln(self, node, frame):
        """An argument evaluated to a name, as `::evaln` asks: indices are evaluated, the
        name itself is not."""
        if isinstance(node, (ast.Name, ast.GlobalName)):
            return quote(self, node, frame)
        if isinstance(node, ast.Index) and isinstance(node.base, ast.Name):
            return v.Indexed(v.Name(node.base.name), self.evaluate_args(node.indices, frame))
        raise MapleError("illegal use of an object as a name")

    def apply(self, function, args: tuple, frame: Frame | None = None):
        """Call any Maple value with evaluated arguments."""
        if isinstance(function, v.Builtin):
            # Only a global function yields to an object's method of the same name; a
            # method already bound (`tape:-Gradient`) is the object's own.
            is_global = function in (self.builtins.get(function.name), self.imported.get(function.name))
            override = object_method(function.name, args) if is_global else None
            if function.special and override is None:
                args = tuple(_as_node(a) for a in args)     # `seq` called again by evaluation
            return self.call_builtin(override or function, args, frame or self.top)
        if isinstance(function, v.Procedure):
            return call_procedure(self, function, args)
        if isinstance(function, v.Name):
            method = object_method(function.name, args)
            if method is not None:
                return self.call_builtin(method, args, frame or self.top)
            if function.name in OPERATOR_FUNCTIONS:
                return OPERATOR_FUNCTIONS[function.name](args)
            self.host.unavailable(function.name)
            return v.Function(function, args)
        if isinstance(function, v.Module):
            apply = function.applier()
            if apply is not None:
                return self.apply(apply, args, frame)
        if isinstance(function, v.MapleObject):
            # an object with a ModuleApply method is called like a module: `model(x)`
            apply = function.methods.get("ModuleApply")
            if apply is not None:
                return self.call_builtin(apply, (function,) + tuple(args), frame or self.top)
        if isinstance(function, Rtable):        # programmer indexing, A(i) (help page rtable_indexing)
            return self.entry_value(function.entry(function.programmer_place(v.flatten(args))))
        if num.is_number(function):
            return function
        if isinstance(function, v.Function) and function.head in (v.Name("@"), v.Name("@@")):
            return self._compose(function, args, frame)
        return v.Function(function, args)

    def _if_operator(self, arg_nodes, frame):
        """`` `if`(c, a, b) ``: only the chosen branch is evaluated."""
        if len(arg_nodes) != 3:
            raise MapleError(f"invalid input: `if` expects 3 arguments, but received {len(arg_nodes)}")
        chosen = 1 if logic.condition(self, self.evaluate(arg_nodes[0], frame)) else 2
        return self.evaluate(arg_nodes[chosen], frame)

    def _compose(self, composition: v.Function, args: tuple, frame):
        """`(f@g)(x)` is f(g(x)); `(f@@n)(x)` applies f n times."""
        outer, inner = composition.args
        if composition.head == v.Name("@"):
            return self.apply(outer, v.flatten([self.apply(inner, args, frame)]), frame)
        if not isinstance(inner, int) or inner < 0:
            return v.Function(composition, args)
        value = v.make_seq(args)
        for _ in range(inner):
            value = self.apply(outer, v.flatten([value]), frame)
        return value

    def call_builtin(self, builtin: v.Builtin, args, frame: Frame):
        try:
            if builtin.special:
                return builtin.fn(self, args, frame)
            return builtin.fn(self, args)
        except Exception as exc:
            raise_builtin_error(exc, builtin)

    def type_check(self, value, t) -> bool:
        """Maple's `type(value, t)`, the library's, reached through the builtins table."""
        return self.builtins["type"].fn(self, (value, t)) == v.TRUE


def raise_builtin_error(exc: Exception, builtin: v.Builtin) -> NoReturn:
    """Raises, in the except clause of a call of `builtin`, what the call raises for exc:
    its guard's translation of a foreign error, and a Maple error said to be `(in name)`,
    unless it names its place already or is one of the kinds Maple reports without one."""
    error = exc
    if not isinstance(exc, MapleError):
        if builtin.guard is None:
            raise
        error = builtin.guard(exc)
    if isinstance(error, MapleError) and error.procname is None and not error.unlocated and \
            _located(error.template, builtin.module is not None):
        error.procname = builtin.qualified_name
    if error is exc:
        raise
    raise error from None


def _located(template: str, exported: bool) -> bool:
    """Whether Maple names the procedure in which an error with this message arose.

    A kernel builtin names itself for no `invalid input` or `numeric exception` (`Error,
    invalid input: sin expects its 1st argument, x, ...`, Maple's Error Message Guide). A
    package's export is a library procedure: an error its body raises is located in it
    (`Error, (in LinearAlgebra:-MatrixPower) invalid input: ...`, MaplePrimes question 120988;
    `Error, (in NumberTheory:-ImaginaryUnit) ...`, help page NumberTheory/ImaginaryUnit), but
    the checks of its parameters (their types, their number) Maple makes in the caller, whose
    name the error carries (`Error, (in coxeter/linsolve) invalid input: SolveTools:-Linear
    expects its 1st argument, eqs, ...`): none at the top level, where these errors arise."""
    if not exported:
        return not template.startswith(("invalid input:", "numeric exception"))
    return _PARAMETER_CHECK.match(template) is None


# (an argument or option of the wrong kind, a missing or extra argument, an option it does
# not take), in the words of Maple's (`expects its 1st argument, A, to be of type ...`) and
# of expect_count and split_options
_PARAMETER_CHECK = re.compile(
    r"invalid input: (\S+ (expects (its \w+ argument(, \w+,)? to be "
    r"|\w+ to be (true or false|a string|of type [^,]+), "
    r"|(at least )?\d+( or \d+| to \d+)? arguments?, but received)"
    r"|uses a \w+ argument, |does not accept the option )"
    r"|too many and/or wrong type of arguments passed to )")


def member(module, name: str):
    """`module:-name` with the module already evaluated: a module's export or an object's
    method bound to the object."""
    if isinstance(module, v.Module):
        found = module.member(name)
        if found is None:
            raise MapleError(f"module does not export `{name}`")
        return found
    if isinstance(module, v.MapleObject):
        method = module.methods.get(name)
        if method is None:
            raise MapleError(f"module does not export `{name}`")
        return bound_method(method, module)
    raise MapleError(f"module or object expected in {lprint(module)}:-{name}")


def object_method(name: str, args) -> v.Builtin | None:
    """Maple's object function mechanism: an object argument's method of the same name
    takes the call, so `Enter(tape)` and `exp(t)` reach the tape's and the Tensor's own."""
    for arg in args:
        if isinstance(arg, v.MapleObject):
            method = arg.methods.get(name)
            if method is not None:
                return method
    return None


def bound_method(method: v.Builtin, obj) -> v.Builtin:
    """`tape:-Watch` is the tape's Watch with the tape as first argument."""
    return v.Builtin(method.name, lambda ev, args: method.fn(ev, (obj,) + tuple(args)),
                     method.help, module=method.module, guard=method.guard)


@dataclass(frozen=True)
class Stored(ast.Expr):
    """A value standing where a builtin with special evaluation rules expects syntax."""
    value: Any


def _as_node(value) -> ast.Expr:
    """The syntax of a value as far as `seq`, `add`, `mul` and `eval` read it: names,
    `i = a..b` and `i in L`; anything else evaluates to itself once more."""
    if isinstance(value, v.Name):
        return ast.Name(value.name)
    if isinstance(value, v.Relation) and value.op in ("=", "in"):
        return ast.BinaryOp(value.op, _as_node(value.lhs), _as_node(value.rhs))
    if isinstance(value, v.Range):
        return ast.Range(_as_node(value.low), _as_node(value.high))
    return Stored(value)


# ---------------------------------------------------------------- rules

@expression_rule(ast.Call)
def _call(ev, node: ast.Call):
    evaluate_arguments = sequence(ev, node.args)
    call, apply, signature_of, call_builtin = ev.call, ev.apply, ev.signature, ev.call_builtin
    arguments = node.args
    builtins, imported = ev.builtins, ev.imported
    # literal arguments are no objects, whose methods could take a global function's call
    objects_possible = not all(is_literal(n) for n in node.args)

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
        elif kind is v.Builtin:             # one that takes its arguments' syntax (seq, irem)
            return None, call_builtin(f, arguments, frame)
        return None, call(node, frame, f, evaluate_arguments)

    if not isinstance(node.function, ast.Member):
        function = compile_expression(ev, node.function)
        function_callee = callee
    else:
        module, name = compile_expression(ev, node.function.module), node.function.name
        top, (stored, module_name) = ev.top, in_place(ev, node.function.module)

        def function_callee(frame):
            # `obj:-Method(...)`: the object's method called with the object first, as the
            # method bound by `member` would be (a bound method is never a global function)
            obj = stored.get(module_name, ABSENT) if frame is top else ABSENT
            if type(obj) in EVALUATED_AGAIN:       # not a global's value as it is
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
    elif all(is_literal(n) for n in node.args):
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
                if not EVALUATED_AGAIN.isdisjoint(map(type, found)):      # not as stored
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
                elif isinstance(f, v.MapleObject) and (apply := f.methods.get("ModuleApply")) \
                        is not None and not apply.special:
                    return apply, (f,) + args     # `layer(x)`, as Evaluator.apply calls an object
                else:
                    return general(frame)       # any other value of the name: a builtin, a number
            if type(f) is v.Builtin and not f.special:
                return f, args
        return general(frame)
    return direct_callee


@expression_rule(ast.Member)
def _member(ev, node: ast.Member):
    module, name = compile_expression(ev, node.module), node.name
    return lambda frame: member(module(frame), name)




@expression_rule(ast.ElementwiseCall)
def _elementwise_call(ev, node: ast.ElementwiseCall):
    function, arguments = compile_expression(ev, node.function), sequence(ev, node.args)
    return lambda frame: elementwise.apply(ev, function(frame), arguments(frame))


@expression_rule(Stored)
def _stored(ev, node: Stored):
    value, resolve = node.value, ev.resolve
    return lambda frame: resolve(value)


def _binary_function(op: str, combine):
    def call(args):
        if len(args) != 2:
            raise MapleError(f"invalid input: `{op}` expects 2 arguments, but received {len(args)}")
        return combine(*args)
    return call


def _fold(combine, unit):
    def call(args):
        result = unit if not args else args[0]
        for a in args[1:]:
            result = combine(result, a)
        return result
    return call


# Operators called by their backquoted names: `+`(1, 2) is 3, as after convert(L, `+`).
OPERATOR_FUNCTIONS = {
    "+": _fold(arith.add, 0), "*": _fold(arith.mul, 1), ".": _fold(arith.dot, 1),
    "^": _binary_function("^", arith.power),
    "..": _binary_function("..", v.Range),
    **{op: _binary_function(op, lambda a, b, op=op: v.Relation(op, a, b))
       for op in ("=", "<>", "<", "<=")},
    **{op: _fold(combine, v.MSet(())) for op, combine in arith.SET_OPERATIONS.items()
       if op in ("union", "intersect")},
    "minus": _binary_function("minus", arith.SET_OPERATIONS["minus"]),
}
