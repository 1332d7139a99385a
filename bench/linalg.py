"""LinearAlgebra speed on a 200 x 200 float Matrix: each command's time in mapletape over
numpy's (or SciPy's) own call on the same array, side by side, both measured in this run.
Each Maple command runs in a `for` loop of a worksheet (so the time includes evaluating the
call, the argument checks and building the result rtable); the numpy side loops the bare
call. The two sides run alternately, and a ratio is the median of the per-repeat ratios.
Two kinds of Matrix: datatype = float[8] (the target, issue 25: at most 1.5x), and floats
in a Matrix of datatype anything (Matrix([[1., ...]])), which is converted on each call.
Run: python bench/linalg.py [REPEATS] [N]"""
from __future__ import annotations

import io
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mapletape.session import Session  # noqa: E402

LOOPS = 20                 # calls per worksheet run, so that parsing the loop counts little
CASES = [  # (Maple call, numpy call on a and b)
    ("LinearSolve(A, b)", lambda a, b: np.linalg.solve(a, b)),
    ("Determinant(A)", lambda a, b: np.linalg.det(a)),
    ("MatrixInverse(A)", lambda a, b: np.linalg.inv(a)),
    ("Eigenvalues(A)", lambda a, b: np.linalg.eigvals(a)),
    ("SingularValues(A)", lambda a, b: np.linalg.svd(a, compute_uv=False)),
    ("Multiply(A, A)", lambda a, b: a @ a),
]


def session_with(a: np.ndarray, b: np.ndarray, datatype: str) -> Session:
    """A session holding A and b, entered as a worksheet would (Matrix(rows, datatype))."""
    session = Session(io.StringIO())
    rows = "[" + ",".join("[" + ",".join(repr(float(x)) for x in row) + "]" for row in a) + "]"
    items = "[" + ",".join(repr(float(x)) for x in b) + "]"
    option = f", datatype = {datatype}" if datatype != "anything" else ""
    session.run(f"with(LinearAlgebra): A := Matrix({rows}{option}): b := Vector({items}{option}):")
    return session


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def measure(session: Session, call: str, numeric, a, b, repeats: int):
    script = f"for i to {LOOPS} do X := {call}: end do:"

    def ours():
        session.run(script)

    def theirs():
        for _ in range(LOOPS):
            numeric(a, b)

    ours(), theirs()                           # warm up (SciPy's import, caches)
    pairs = [(timed(ours), timed(theirs)) for _ in range(repeats)]
    out = session.out.getvalue()
    if "Error" in out:
        raise SystemExit(out)
    mine = statistics.median(p[0] for p in pairs) / LOOPS
    numpy_ = statistics.median(p[1] for p in pairs) / LOOPS
    return mine, numpy_, statistics.median(p[0] / p[1] for p in pairs)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = np.random.default_rng(25)
    a = rng.uniform(-1, 1, (n, n)) + n * np.eye(n) * 0.05
    b = rng.uniform(-1, 1, n)
    for datatype in ("float[8]", "anything"):
        session = session_with(a, b, datatype)
        print(f"{n} x {n} Matrix, datatype = {datatype} ({repeats} repeats of {LOOPS} calls)")
        print(f"  {'command':<20} {'mapletape':>11} {'numpy':>11} {'ratio':>7}")
        for call, numeric in CASES:
            mine, numpy_, ratio = measure(session, call, numeric, a, b, repeats)
            print(f"  {call:<20} {mine * 1e3:9.2f}ms {numpy_ * 1e3:9.2f}ms {ratio:7.2f}")


if __name__ == "__main__":
    main()
