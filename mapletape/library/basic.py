"""Core builtins: display (print, lprint), packages and modules (with, exports), interface,
evalf, convert, structure."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import numpy as np

from ..display import screen_width
from ..display.lineprint import long_lprint, lprint
from ..display.wrapping import wrap_line
from ..errors import MapleError
from ..limits import check_size
from ..syntax import ast
from ..evaluator.logic import evalb as decide
from ..evaluator.signals import QuitSignal
from ..values import arith
from ..values import core as v
from ..values import numbers as num
from ..values import operands
from ..values.rtable import Rtable, to_maple_scalar
from ..values.selection import select
from .numeric import FLOAT_FUNCTIONS, float_value, is_float
from .registry import BUILTINS, CONVERSIONS, builtin, conversion, expect_count
from .rtables import array, matrix, vector, vector_of_kind
from .special import float_call
from .types import type_check
from .unavailable import is_implemented


@builtin("print")
def print_(ev, args):
    """print(e1, e2, ...): display the expressions, separated by commas, as a result is shown.

    Returns NULL, so `%` is unchanged.
    """
    ev.host.show(v.ExprSeq(tuple(args)) if len(args) != 1 else args[0])
    return v.NULL


@builtin("lprint")
def lprint_(ev, args):
    """lprint(e1, e2, ...): print the expressions in one-dimensional form, valid as Maple input,
    flush left and wrapped at the screen width."""
    text = ", ".join(long_lprint(ev.displayed(a)) for a in args)
    ev.host.write("\n".join(wrap_line(text, screen_width(ev.host.settings))) + "\n")
    return v.NULL


@builtin("with")
def with_(ev, args):
    """with(Package): make the package's exports available by their short names.

    Returns the sorted list of exported names.
    """
    expect_count(args, "with", 1, 99)
    package = args[0]
    if not isinstance(package, v.Module):
        if isinstance(package, v.Name):
            ev.host.unavailable(package.name)          # with(plots): say why at once
        raise MapleError(f"invalid input: {lprint(package)} is not a package")
    if not package.exports:
        ev.host.unavailable(package.name)              # with(Statistics), a package we lack
    for name in package.unavailable:                   # Maple's members we lack warn when called,
        if name not in ev.builtins and not is_implemented(ev.imported.get(name)):
            ev.imported[name] = package.member(name)   # unless a name we implement is taken
    names = sorted(package.export_names())
    for name in names:
        ev.imported[name] = package.member(name)
    return v.MList(tuple(v.Name(n) for n in names))


@builtin("exports")
def exports(ev, args):
    """exports(m): the names of the module's exports, as a sequence; exports(m, string)
    gives them as strings (help page exports).
    """
    expect_count(args, "exports", 1, 2)
    module, options = args[0], args[1:]
    if not isinstance(module, v.Module):
        raise MapleError(f"invalid input: exports expects its 1st argument, m, to be of type "
                         f"module, but received {lprint(module)}")
    if options and options[0] != v.Name("string"):
        raise MapleError(f"invalid input: exports does not accept the option {lprint(options[0])}")
    kind = str if options else v.Name
    return v.make_seq(tuple(kind(n) for n in module.export_names()))


@builtin("help", special=True)
def help_(ev, arg_nodes, frame):
    """help(topic): show the help page of topic, a name (`help(Fit)`), a package member
    (`help(DeepLearning:-Constant)`) or a string, as `?topic` does; help() lists the
    topics. The topic is not evaluated."""
    if len(arg_nodes) > 1:
        raise MapleError(f"invalid input: help expects 0 or 1 arguments, but received {len(arg_nodes)}")
    ev.host.show_help(_topic(arg_nodes[0]) if arg_nodes else "")
    return v.NULL


def _topic(node) -> str:
    if isinstance(node, ast.Name):
        return node.name
    if isinstance(node, ast.String):
        return node.value
    if isinstance(node, ast.Member):
        return f"{_topic(node.module)}:-{node.name}"
    raise MapleError("invalid input: help expects its argument, topic, to be a name or a string")


@builtin("interface")
def interface(ev, args):
    """interface(name=value, ...): set interface variables and return the old value (of
    the last one set); interface(name) returns its value. `restart` resets them all.

    Variables:
      prettyprint  how results display: 1 (default), 2 or 3 in two dimensions (exponents
                   raised, fractions stacked, Matrices in brackets); 0 in one line, as
                   lprint writes them; -2 to 3 accepted.
      screenwidth  the line width results, lprint and warnings wrap at: 10 to 100000, or
                   infinity; default 79 (the command line's --width sets it).
      rtablesize   the largest Matrix, Vector or Array dimension shown in full; larger
                   ones show as a summary. 0 or more, or infinity; default 10.
      errorbreak   what an error does to a script being read: 0 go on after any error,
                   1 (default) stop at a syntax error, 2 or 3 stop at any error.
      warnlevel    0 silences `Warning, ...` messages; 1 to 4 show them (default 3).
      prompt       the REPL's prompt string; default "> ".
      echo         0 to 4, accepted and remembered for Maple's sake; mapletape echoes
                   a script's input as its command line says (default 1).
      quiet        accepted and remembered; the command line's -q sets the quiet mode
                   (default 0).
      plotdevice   where shown plots go: char (default: a character plot), png or svg
                   (a file); plotsetup sets it together with plotoutput and plotoptions.
      plotoutput   the file the png and svg devices write; "terminal" for char.
      plotoptions  a string of device options, accepted and remembered.
      elisiondigitsthreshold  a shown integer of more digits than this (default 10000; 0
                   or more, or infinity for no elision) shows its first and last digits
                   around the count of the others: 123...[9800 digits]...789. lprint,
                   printf and sprintf write every digit.
      elisiondigitsbefore  how many first digits an elided integer shows: 0 or more,
                   default 100.
      elisiondigitsafter  how many last digits it shows: 0 or more, default 100.
      elisiontermsthreshold  the same for a shown sequence, list, set, sum or argument
                   list of more terms than this (default 10000): with 2 terms before and
                   after, seq(i, i = 1 .. 10) shows as 1, 2, ...[6 terms]..., 9, 10.
      elisiontermsbefore  how many first terms an elided one shows (default 100).
      elisiontermsafter  how many last terms it shows (default 100).
    """
    settings = ev.host.settings
    result = v.NULL
    for a in args:
        if isinstance(a, v.Relation) and a.op == "=" and isinstance(a.lhs, v.Name):
            key = a.lhs.name
            if key not in settings:
                raise MapleError(f"invalid interface variable {key}")
            _check_interface_value(key, a.rhs)
            result = settings[key]
            settings[key] = a.rhs
        elif isinstance(a, v.Name) and a.name in settings:
            result = settings[a.name]
        else:
            raise MapleError(f"invalid interface variable {lprint(a)}")
    return result


# the integers each interface variable accepts (None: no upper limit) and whether infinity is one
_INTERFACE_VALUES = {
    "screenwidth": (10, 100000, True), "rtablesize": (0, None, True), "prettyprint": (-2, 3, False),
    "errorbreak": (0, 3, False), "echo": (0, 4, False), "warnlevel": (0, 4, False),
    "elisiondigitsthreshold": (0, None, True), "elisiondigitsbefore": (0, None, False),
    "elisiondigitsafter": (0, None, False), "elisiontermsthreshold": (0, None, True),
    "elisiontermsbefore": (0, None, False), "elisiontermsafter": (0, None, False),
}


def _check_interface_value(key: str, value):
    if key == "prompt" and not isinstance(value, str):
        raise MapleError(f"invalid value for prompt: {lprint(value)}; it must be a string")
    if key not in _INTERFACE_VALUES:
        return
    low, high, infinite = _INTERFACE_VALUES[key]
    if infinite and value == v.INFINITY:
        return
    if not isinstance(value, int) or value < low or (high is not None and value > high):
        allowed = f"at least {low}" if high is None else f"from {low} to {high}"
        raise MapleError(f"invalid value for {key}: {lprint(value)}; it must be an integer "
                         f"{allowed}{' or infinity' if infinite else ''}")


def _evalf_variant(indices):
    return evalf_digits(indices[0]) if len(indices) == 1 else None


@builtin("evalf", indexed=_evalf_variant)
def evalf(ev, args):
    """evalf(expr) or evalf(expr, n): evaluate numerically with Digits (or n) digits.
    evalf[n](expr) is the same as evalf(expr, n)."""
    expect_count(args, "evalf", 1, 2)
    digits = args[1] if len(args) == 2 else ev.globals.get("Digits", 10)
    if not isinstance(digits, int) or digits < 1:
        raise MapleError(f"invalid input: evalf expects its 2nd argument, n, to be of type posint, "
                         f"but received {lprint(digits)}")
    check_size(ev.host, digits, "evalf")   # a float of n digits is n characters
    return to_float(ev.displayed(args[0]), digits)      # an rtable's entries as they evaluate


@builtin("evalhf")
def evalhf(ev, args):
    """evalhf(expr): evaluate numerically in hardware floats (double precision), shown
    with 15 significant digits: evalhf(Pi) is 3.14159265358979 (help page evalhf). An
    expression that is not a number is an error."""
    expect_count(args, "evalhf", 1)
    value = to_float(ev.displayed(args[0]), 16)
    if num.is_number(value):
        return float(value)
    names = sorted(operands.free_names(value))
    if names:
        raise MapleError(f"cannot handle unevaluated name `{names[0]}` in evalhf")
    raise MapleError(f"unable to evaluate {lprint(args[0])} in hardware floats")


def evalf_digits(digits) -> v.Builtin:
    """`evalf[n]`: evalf with n digits, a Builtin of its own."""
    if not isinstance(digits, int) or digits < 1:
        raise MapleError(f"invalid input: evalf expects its index, n, to be of type posint, "
                         f"but received {lprint(digits)}")

    def fn(ev, args):
        expect_count(args, "evalf", 1)
        return evalf(ev, (args[0], digits))
    return v.Builtin("evalf", fn, BUILTINS["evalf"].help, indexed=_evalf_variant)


def to_float(value, digits: int):
    token = num.DIGITS.set(digits)
    try:
        return _to_float(value, digits)
    finally:
        num.DIGITS.reset(token)


def _to_float(value, digits: int):
    if num.is_number(value):
        if isinstance(value, Fraction):
            # a quotient computes to the full precision: evalf(1/2) is 0.5000000000
            result = num.sfloat(value, digits)
            with num.float_context(digits):
                return result.quantize(Decimal(1).scaleb(result.adjusted() - digits + 1))
        return value if isinstance(value, float) else num.sfloat(value, digits)
    if value == v.Name("Pi"):
        return num.sfloat(Decimal("3.14159265358979323846264338327950288419716939937510"), digits)
    if isinstance(value, v.Power) and isinstance(value.exponent, int):
        return arith.power(_to_float(value.base, digits), value.exponent)     # x^2 stays x^2
    if operands.is_compound(value) and not isinstance(value, v.Function):
        return operands.rebuild(value, [_to_float(x, digits) for x in operands.operands(value)])
    if isinstance(value, Rtable) and value.data.dtype == object:
        data = value.data.copy()
        for index in np.ndindex(data.shape):
            data[index] = _to_float(data[index], digits)
        return Rtable(data, value.kind, value.datatype)
    if isinstance(value, v.Function) and isinstance(value.head, v.Name):
        args = tuple(_to_float(a, digits) for a in value.args)
        name = value.head.name
        if name in FLOAT_FUNCTIONS and len(args) == 1 and is_float(args[0]):
            return float_value(name, args[0])
        special = float_call(name, args)
        return v.Function(value.head, args) if special is None else special
    return value


@builtin("convert")
def convert(ev, args):
    """convert(expr, form): change the form of a value.

    Forms: list, set, string, name, float, Matrix, Vector, Array, and for DeepLearning
    Tensors Matrix, Vector, Array, list and float.
    """
    expect_count(args, "convert", 2, 99)
    value, form = args[0], last_name(args[1])
    # a package stands for its name, as DeepLearning does after with(DeepLearning)
    target = form.name if isinstance(form, (v.Name, v.Module)) else None
    hook = getattr(value, "maple_convert", None)
    if hook is not None and target is not None:
        result = hook(target)
        if result is not NotImplemented:
            return result
    to = CONVERSIONS.get(target)
    result = NotImplemented if to is None else to(ev, value, args[2:])
    if result is NotImplemented:
        raise MapleError(f"unable to convert {lprint(value)} to {lprint(form)}")
    return result


@conversion("list")
def _to_list(ev, value, extra):
    if isinstance(value, (v.MSet, v.ExprSeq, v.MList)):
        return v.MList(value.items)
    if isinstance(value, Rtable):
        # help page convert/list: nested=false (the default) gives a flat list "in the
        # storage order of the rtable", Fortran_order (column by column); nested the rows
        if extra and extra[0] not in (v.Name("nested"), v.Relation("=", v.Name("nested"), v.TRUE),
                                      v.Relation("=", v.Name("nested"), v.FALSE)):
            raise MapleError(f"invalid input: convert/list expects nested or nested = true or "
                             f"false, but received {lprint(extra[0])}")
        if extra and extra[0] != v.Relation("=", v.Name("nested"), v.FALSE):
            return _to_listlist(ev, value, ())
        return v.MList(tuple(ev.entry_value(to_maple_scalar(x)) for x in value.data.flatten(order="F")))
    return NotImplemented


@conversion("listlist")
def _to_listlist(ev, value, extra):
    # help page convert/listlist: superseded by convert(..., list, nested), which it is
    if isinstance(value, Rtable):
        return _nested_list(value.data, lambda x: ev.entry_value(to_maple_scalar(x)))
    if isinstance(value, v.MList):
        return value
    return NotImplemented


@conversion("set")
def _to_set(ev, value, extra):
    if isinstance(value, (v.MList, v.ExprSeq, v.MSet)):
        return v.MSet.of(value.items)
    if isinstance(value, Rtable):
        # help page convert/set: the entries of an rtable
        return v.MSet.of(ev.entry_value(to_maple_scalar(x)) for x in value.data.flat)
    return NotImplemented


@conversion("string")
def _to_string(ev, value, extra):
    return value if isinstance(value, str) else lprint(value)


@conversion("float")
def _to_float_form(ev, value, extra):
    # convert(expr, float, n): n digits (?convert/float)
    digits = extra[0] if len(extra) == 1 and isinstance(extra[0], int) and extra[0] > 0 else None
    return to_float(value, digits or ev.globals.get("Digits", 10))


def _to_rtable(constructor):
    # help page convert/Matrix: A and any further arguments are passed to the constructor
    def to(ev, value, extra):
        if not isinstance(value, (v.MList, Rtable)):
            return NotImplemented
        if isinstance(value, Rtable):
            value = value.evaluated(ev.entry_value)
        return constructor(ev, (value, *extra))
    return to


for _form, _constructor in (("Matrix", matrix), ("Vector", vector), ("Array", array),
                            ("Vector[column]", vector_of_kind("column").fn),
                            ("Vector[row]", vector_of_kind("row").fn)):
    conversion(_form)(_to_rtable(_constructor))


@conversion("name")
def _to_name(ev, value, extra):
    # any expression becomes the name of its 1-D form (help page convert/name)
    return v.Name(value if isinstance(value, str) else lprint(value))


def last_name(value):
    """Maple's last-name evaluation: a procedure passed as an argument stands for its name."""
    if isinstance(value, (v.Builtin, v.Procedure)) and value.name:
        return v.Name(value.name)
    return value


def _nested_list(data, scalar):
    if data.ndim == 1:
        return v.MList(tuple(scalar(x) for x in data))
    return v.MList(tuple(_nested_list(row, scalar) for row in data))


@builtin("quit")
def quit_(ev, args):
    """`quit`(n): end the session with exit status n (0 to 255)."""
    code = args[0] if args else 0
    if not isinstance(code, int) or not 0 <= code <= 255:
        raise MapleError("argument to `quit` must be from 0 to 255")
    raise QuitSignal(code)


@builtin("nops")
def nops(ev, args):
    """nops(e): the number of operands of e (the length of a list or set)."""
    expect_count(args, "nops", 1)
    return len(_operands(args[0]))


def _operands(x) -> tuple:
    """op's view of a value: an rtable's dimensions, entries and options; else its operands."""
    own = getattr(x, "maple_operands", None)
    return own() if own is not None else operands.operands_of(x)


@builtin("op")
def op(ev, args):
    """op(e) gives all operands of e as a sequence; op(i, e) the i-th; op(i..j, e) a range;
    op(0, f(x)) is f and op(0, a[i]) is a."""
    expect_count(args, "op", 1, 2)
    if len(args) == 1:
        return v.make_seq(_operands(args[0]))
    if args[0] == 0 and isinstance(args[0], int) and operands.head(args[1]) is not None:
        return operands.head(args[1])
    try:
        return select(v.ExprSeq(_operands(args[1])), (args[0],))
    except MapleError:
        # a kernel builtin: its errors name no procedure (an empty procname)
        raise MapleError("improper op or subscript selector", procname="") from None


@builtin("evalb")
def evalb(ev, args):
    """evalb(relation): decide a relation or boolean expression: true, false or FAIL."""
    expect_count(args, "evalb", 1)
    return decide(args[0])


@builtin("type")
def type_(ev, args):
    """type(e, t): true when e is of type t (integer, float, numeric, string, list, ...)."""
    expect_count(args, "type", 2)
    return v.truth(type_check(ev, args[0], args[1]))


@builtin("whattype")
def whattype(ev, args):
    """whattype(e): the basic type of e (integer, fraction, float, list, `+`, ...)."""
    expect_count(args, "whattype", 1)
    x = args[0]
    for kind, name in ((int, "integer"), (Fraction, "fraction"),
                       (Decimal, "float"), (float, "float"), (str, "string"), (v.Name, "symbol"),
                       (v.MList, "list"), (v.MSet, "set"), (v.ExprSeq, "exprseq"), (v.Sum, "+"),
                       (v.Product, "*"), (v.Power, "^"), (v.Function, "function"),
                       (v.Factorial, "function"), (v.Indexed, "indexed"), (v.Range, ".."),
                       (v.Procedure, "procedure"),
                       (v.Builtin, "procedure"), (v.Module, "module"), (v.Table, "table")):
        if isinstance(x, kind):
            return v.Name(name)
    if isinstance(x, (v.Relation, v.Logical)):
        return v.Name(x.op)
    if isinstance(x, Rtable):
        return v.Name(x.kind.split("[")[0])
    object_type = getattr(x, "maple_type", None)
    if object_type is not None:
        return v.Name(object_type()[0])
    return v.Name("anything")


@builtin("table")
def table(ev, args):
    """table() or table([i1 = v1, ...]): a table, indexed by anything; T[i] := v adds an
    entry. A multiple index is a sequence, table([(1, 1) = a]); a list of values that are
    not all equations is indexed 1, 2, ... (help page table)."""
    expect_count(args, "table", 0, 1)
    entries = []
    if args:
        if not isinstance(args[0], v.MList):
            raise MapleError(f"invalid input: table expects a list of equations, but received {lprint(args[0])}")
        items = args[0].items
        if all(isinstance(e, v.Relation) and e.op == "=" for e in items):
            entries = [(e.lhs.items if isinstance(e.lhs, v.ExprSeq) else (e.lhs,), e.rhs) for e in items]
        else:
            entries = [((i,), x) for i, x in enumerate(items, start=1)]
    return v.Table(entries)
