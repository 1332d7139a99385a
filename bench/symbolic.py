"""The symbolic commands' own cost (issue 29): for help-page examples, the time to convert
the Maple value to SymPy and the result back, against SymPy's own computation, in one run.

    python bench/symbolic.py [REPEATS]
"""
from __future__ import annotations

import io
import statistics
import sys
import time

from mapletape.library.symbolic.conversion import Conversion, sympy
from mapletape.library.symbolic.polynomials import _expand, _normal
from mapletape.session import Session

sp = sympy()
clear_cache = sp.core.cache.clear_cache
x, t = sp.Symbol("x"), sp.Symbol("t")
# (command, Maple expression, what SymPy computes on its SymPy form)
EXAMPLES = [
    ("expand", "(y^3 + 5)^2*(2*y - 1)^3", lambda e: _expand(sp, e)),
    ("expand", "sin(x + y)*(x + 1)^4", lambda e: _expand(sp, e)),
    ("factor", "x^5 - y^5", sp.factor),
    ("factor", "6*x^2 + 18*x - 24", sp.factor),
    ("normal", "1/x + x/(x + 1)", lambda e: _normal(sp, e, False)),
    ("simplify", "sin(x)^2 + ln(2*x) + cos(x)^2", sp.simplify),
    ("simplify", "exp(a + ln(b*exp(c)))", sp.simplify),
    ("int", "exp(-x^2)", lambda e: sp.integrate(e, x, conds="none")),
    ("int", "x^2*sin(x)", lambda e: sp.integrate(e, x, conds="none")),
    ("series", "sin(t)/t", lambda e: sp.series(e, t, 0, 7)),
    ("limit", "sin(x)/x", lambda e: sp.limit(e, x, 0, dir="+-")),
    ("solve", "x^2 + x - 6", lambda e: sp.solve(e, x)),
]


def _value(text: str):
    session = Session(io.StringIO())
    session.run(f"e__ := {text}:")
    return session.evaluator.globals["e__"]


def _timed(fn, repeats: int) -> float:
    """The median time of fn, each run with SymPy's cache emptied first (its expand of the
    same expression again is a look-up)."""
    samples = []
    for _ in range(repeats):
        clear_cache()
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main(repeats: int = 5) -> None:
    print(f"{'command':9} {'example':34} {'SymPy':>10} {'conversion':>11} {'ratio':>6}")
    ratios = []
    for name, text, compute in EXAMPLES:
        value = _value(text)
        expr = Conversion(name).to_sympy(value)
        result = compute(expr)
        results = result if isinstance(result, list) else [result]
        engine = _timed(lambda: compute(expr), repeats)

        def convert():
            conversion = Conversion(name)
            conversion.to_sympy(value)
            for r in results:
                conversion.from_sympy(r)
        own = _timed(convert, repeats)
        ratios.append(own / engine)
        print(f"{name:9} {text:34} {engine * 1e3:8.2f}ms {own * 1e3:9.3f}ms {own / engine:6.3f}")
    print(f"median ratio {statistics.median(ratios):.3f}, largest {max(ratios):.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
