"""Calls: applying procedures, builtins, objects' methods, modules, compositions and
operators called by name (`+`(1, 2)); the `if` operator and `::uneval`/`::evaln` arguments."""
from __future__ import annotations

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
from .procedures import call_procedure, modifier
from .quoting import quote
from .scopes import Frame


class Calls:
    """Calls and member access, for the Evaluator."""

    def call(self, node: ast.Call, frame, function=None, arguments=None):
        """A call; compiled code gives the function already evaluated and `arguments(frame)`,
        its own evaluation of the arguments where the function takes them evaluated."""
        if function is None:
            function = self.evaluate(node.function, frame)
        if function == v.Name("if"):
            return self._if_operator(node.args, frame)
        if isinstance(function, v.Builtin) and function.special:
            return self.call_builtin(function, node.args, frame)
        if isinstance(function, v.Procedure) and self.signature(function).modified:
            args = self._modified_args(function.definition.params, node.args, frame)
        else:
            args = self.evaluate_args(node.args, frame) if arguments is None else arguments(frame)
        return self.apply(function, args, frame)

    _eval_Call = call

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
            apply = function.member("ModuleApply")
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

    def _eval_ElementwiseCall(self, node, frame):
        return elementwise.apply(self, self.evaluate(node.function, frame), self.evaluate_args(node.args, frame))

    def type_check(self, value, t) -> bool:
        """Maple's `type(value, t)`, the library's, reached through the builtins table."""
        return self.builtins["type"].fn(self, (value, t)) == v.TRUE

    def _eval_Stored(self, node, frame):
        return self.resolve(node.value)

    def _eval_Member(self, node, frame):
        return member(self.evaluate(node.module, frame), node.name)


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
