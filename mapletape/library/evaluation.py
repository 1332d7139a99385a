"""eval: evaluation on demand, to a number of levels, or at a point."""
from __future__ import annotations

from ..display.lineprint import lprint
from ..errors import MapleError
from ..evaluator.quoting import quote
from ..values import core as v
from ..values import operands
from ..values.derivatives import at_points
from .registry import builtin, expect_count


@builtin("eval", special=True)
def eval_(ev, arg_nodes, frame):
    """eval(e): evaluate e once more than usual (strips a second level of quotes, shows a
    procedure or table assigned to a name). eval(x, n): evaluate x to n levels, so with
    a := b, b := c, eval(a, 1) is b. eval(e, x = a) or eval(e, [x = a, ...]): e at the
    point x = a, evaluated; eval(diff(f(x), x), x = 3) is D(f)(3)."""
    expect_count(arg_nodes, "eval", 1, 2)
    if len(arg_nodes) == 1:
        return ev.resolve(ev.evaluate(arg_nodes[0], frame), frame=frame)
    how = ev.evaluate(arg_nodes[1], frame)
    if isinstance(how, int) and how > 0:
        return ev.resolve(quote(ev, arg_nodes[0], frame), levels=how, frame=frame)
    equations = how.items if isinstance(how, (v.MList, v.MSet)) else (how,)
    if not all(isinstance(e, v.Relation) and e.op == "=" for e in equations):
        raise MapleError(f"invalid input: eval expects its 2nd argument to be a positive integer, "
                         f"an equation or a list or set of equations, but received {lprint(how)}")
    value = ev.evaluate(arg_nodes[0], frame)
    pairs = [(e.lhs, e.rhs) for e in equations]
    return ev.resolve(operands.substitute(at_points(value, pairs), pairs), force=True)
