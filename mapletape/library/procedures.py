"""unapply: a procedure made from an expression."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..display.messages import ordinal
from ..errors import MapleError
from ..syntax.parser import parse_program
from ..values import core as v
from .registry import builtin


@builtin("unapply")
def unapply(ev, args):
    """unapply(expr, x, y, ...) or unapply(expr, [x, y]): the procedure (x, y) -> expr
    (help page unapply: unapply(x^2 + 1, x) is x -> x^2 + 1). The expression is written
    in 1-D Maple and read back as the arrow's body, so it prints as Maple prints it."""
    if len(args) < 2:
        raise MapleError(f"invalid input: unapply expects at least 2 arguments, but received {len(args)}")
    expr, names = args[0], args[1:]
    if len(names) == 1 and isinstance(names[0], v.MList):
        names = names[0].items
    for position, name in enumerate(names, start=2):
        if not isinstance(name, v.Name):
            raise MapleError(f"invalid input: unapply expects its {ordinal(position)} argument "
                             f"to be of type name, but received {lprint(name)}")
    program = parse_program(f"({', '.join(lprint(n) for n in names)}) -> {lprint(expr)};\n")
    if program.error is not None or not program.statements:
        raise MapleError(f"unapply cannot make a procedure of {lprint(expr)}")
    return ev.evaluate(program.statements[0].statement.expr, ev.top)
