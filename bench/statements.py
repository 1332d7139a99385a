"""Where seed_loop's interpreter share goes, statement by statement (issue 13): each statement
of bench/twins/seed_loop.mpl's loop timed inside the loop three ways, in one process, the
three loops interleaved step by step (which goes first rotates):

- maple: the statement compiled, as a Session runs it;
- command: its DeepLearning command called straight from Python on a second Session's
  objects, with the same assignment and history (no interpreter between the two);
- python: the twin's line (bench/twins/seed_loop.py) as plain Python TensorFlow, on a
  persistent tape as mapletape's are.

Each column is the median over the steps (after a fifth for warm-up) of the statement's own
time, in microseconds; `interpreter` is maple - command and `commands` is command - python,
so that the columns say which statement and which layer carry the share, more steadily than
the share of whole slices does (bench/twins.py) on a machine whose speed drifts. The last
line gives the share against the twin (1 - python / maple, as bench/twins.py) and the
interpreter's alone ((maple - command) / maple: what the step would lose without the
interpreter, the DeepLearning commands kept).

The statement's time inside the loop, not alone: TensorFlow's work between statements
evicts the interpreter's code and data from the processor's caches, which costs each
statement far more than its instructions do alone.
Run: python bench/statements.py [STEPS] (default 1500)."""
from __future__ import annotations

import functools
import io
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

for _key, _value in (("TF_CPP_MIN_LOG_LEVEL", "3"), ("TF_ENABLE_ONEDNN_OPTS", "0")):
    os.environ.setdefault(_key, _value)

from mapletape.deeplearning import constructors, tape  # noqa: E402
from mapletape.deeplearning.tf import tensorflow  # noqa: E402
from mapletape.evaluator.compiler import compile_statement  # noqa: E402
from mapletape.session import Session  # noqa: E402
from mapletape.syntax.parser import parse_program  # noqa: E402
from mapletape.values import core as v  # noqa: E402

# the twin's line for each statement of the Maple loop; the Jacobian's rows are asked after
# the tape stops recording on both sides (mapletape's non-persistent tape stops it first)
PYTHON_LINES = (
    "x = tf.constant([3.0, 5.0])",
    "tape = tf.GradientTape(persistent=True)",
    "tape.__enter__()",
    "tape.watch(x)",
    "y = x ** 2",
    "tape.__exit__(None, None, None)",
    "grad = tape.gradient(y, x)",
    "tape = tf.GradientTape(persistent=True)",
    "tape.__enter__()",
    "x = tf.constant([1.0, 2.0])",
    "tape.watch(x)",
    "y = x ** 2",
    "tape.__exit__(None, None, None)\n"
    "J = tf.stack([tape.gradient(y, x, output_gradients=seed) for seed in seeds(len(y))])",
    "pass",
)


def maple_statements(session: Session):
    """The loop's statements, compiled as the loop compiles them, and their texts."""
    body = (ROOT / "bench" / "twins" / "seed_loop.mpl").read_text().split("do\n", 1)[1].split("end do")[0]
    texts = [line.strip() for line in body.strip().splitlines()]
    statements = [top.statement for top in parse_program(body).statements]
    return [compile_statement(session.evaluator, s, 1, False) for s in statements], texts


def commands(session: Session):
    """Each statement as its DeepLearning command called from Python, with the statement's
    assignment and history entry."""
    ev = session.evaluator
    stored, history = ev.globals, ev.top.history
    first, second = v.MList((3.0, 5.0)), v.MList((1.0, 2.0))

    def assign(name, value):
        stored[name] = value
        history.appendleft(value)

    def remember(value):
        history.appendleft(value)

    def power():
        x = stored["x"]
        return x.maple_binary("^", 2, False)
    return (
        lambda: assign("x", constructors.constant(ev, (first,))),
        lambda: assign("tape", tape.gradient_tape(ev, ())),
        lambda: remember(tape.enter(ev, (stored["tape"],))),
        lambda: tape.watch(ev, (stored["tape"], stored["x"])),
        lambda: assign("y", power()),
        lambda: tape.exit_(ev, (stored["tape"],)),
        lambda: assign("grad", tape.gradient(ev, (stored["tape"], stored["y"], stored["x"]))),
        lambda: assign("tape", tape.gradient_tape(ev, ())),
        lambda: remember(tape.enter(ev, (stored["tape"],))),
        lambda: assign("x", constructors.constant(ev, (second,))),
        lambda: tape.watch(ev, (stored["tape"], stored["x"])),
        lambda: assign("y", power()),
        lambda: assign("J", tape.jacobian(ev, (stored["tape"], stored["y"], stored["x"]))),
        lambda: tape.exit_(ev, (stored["tape"],)),
    )


def main(steps: int) -> None:
    tf = tensorflow()
    maple_session, command_session = Session(io.StringIO()), Session(io.StringIO())
    for session in (maple_session, command_session):
        session.run("with(DeepLearning):")
    maple, texts = maple_statements(maple_session)
    direct = commands(command_session)
    namespace = {"tf": tf, "seeds": functools.cache(lambda n: tf.unstack(tf.eye(n)))}
    lines = [compile(line, "seed_loop.py", "exec") for line in PYTHON_LINES]
    top, clock = maple_session.evaluator.top, time.perf_counter_ns
    times = {side: [[] for _ in texts] for side in ("maple", "command", "python")}

    def run_maple():
        for k, statement in enumerate(maple):
            start = clock()
            statement(top)
            times["maple"][k].append(clock() - start)

    def run_commands():
        for k, command in enumerate(direct):
            start = clock()
            command()
            times["command"][k].append(clock() - start)

    def run_python():
        for k, line in enumerate(lines):
            start = clock()
            exec(line, namespace)
            times["python"][k].append(clock() - start)
    sides = (run_maple, run_commands, run_python)
    def run_all():
        for step in range(steps):
            for k in range(3):
                sides[(step + k) % 3]()
    # the compiled statements run in their session's context, as its statements do
    maple_session.evaluator.context.run(run_all)
    if "Error" in maple_session.out.getvalue() + command_session.out.getvalue():
        raise SystemExit(maple_session.out.getvalue() + command_session.out.getvalue())
    warm = steps // 5
    print(f"seed_loop's statements inside the loop, median microseconds over {steps - warm} steps")
    print(f"  {'statement':32s} {'maple':>8s} {'command':>8s} {'python':>8s} {'interpreter':>12s} {'commands':>9s}")
    totals = dict.fromkeys(times, 0.0)
    for k, text in enumerate(texts):
        found = {side: statistics.median(times[side][k][warm:]) / 1000 for side in times}
        for side in times:
            totals[side] += found[side]
        print(f"  {text:32s} {found['maple']:8.1f} {found['command']:8.1f} {found['python']:8.1f} "
              f"{found['maple'] - found['command']:12.1f} {found['command'] - found['python']:9.1f}")
    print(f"  {'step':32s} {totals['maple']:8.1f} {totals['command']:8.1f} {totals['python']:8.1f} "
          f"{totals['maple'] - totals['command']:12.1f} {totals['command'] - totals['python']:9.1f}   "
          f"share {1 - totals['python'] / totals['maple']:.1%}, the interpreter's alone "
          f"{(totals['maple'] - totals['command']) / totals['maple']:.1%}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1500)
