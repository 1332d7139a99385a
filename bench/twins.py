"""DeepLearning twin scripts (issue 13): each bench/twins/NAME.mpl against NAME.py, the same
TensorFlow work written in plain Python, both measured in this run.

1. Whole processes: `mapletape -q NAME.mpl` against `python NAME.py`, interleaved, the
   median of the per-round ratios of wall-clock time against the target 1.1 (and, less
   disturbed by other jobs on the machine, of CPU time). Both print the same lines, which
   are checked, so both sides are known to have done the same work.
2. In one process: the training loop alone (the set-up run first and not timed) through a
   Session against the same loop executed as Python, in short slices of SLICE steps that
   alternate between the two sides (which goes first alternates too), so that the machine's
   speed, which drifts over seconds on a shared machine, is the same for both (each side's
   slice is parsed and compiled once, as Python compiles its own); the
   interpreter's share of a step is 1 - python time / mapletape time in CPU time of the
   process, summed over a round's slices, median over the rounds, against the target 10%.

Both sides run with the TensorFlow settings mapletape sets (TF_CPP_MIN_LOG_LEVEL=3,
TF_ENABLE_ONEDNN_OPTS=0). With --profile, a cProfile split of each Maple loop follows:
the interpreter outside DeepLearning, DeepLearning's own Python, and TensorFlow.
Run: python bench/twins.py [ROUNDS] [--profile] [NAME...]"""
from __future__ import annotations

import contextlib
import io
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TWINS = ROOT / "bench" / "twins"
NAMES = ("seed_loop", "linear_regression", "mlp")
WHOLE_TARGET = 1.1
SHARE_TARGET = 0.10
SLICE = 20            # steps per slice of the in-process comparison
ENVIRONMENT = {"TF_CPP_MIN_LOG_LEVEL": "3", "TF_ENABLE_ONEDNN_OPTS": "0"}


def mapletape_command() -> list[str]:
    """The installed `mapletape` program beside this Python, else `python -m mapletape`."""
    program = shutil.which("mapletape", path=str(Path(sys.executable).parent))
    return [program] if program else [sys.executable, "-m", "mapletape"]


def run_process(command: list[str]) -> tuple[float, float, str]:
    """Wall-clock seconds, CPU seconds (user + system) and standard output of a run."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), **ENVIRONMENT)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=TWINS, env=env)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{command} exited {done.returncode}:\n{done.stdout}{done.stderr}")
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return seconds, cpu, done.stdout


def whole_processes(names, rounds: int) -> dict[str, float]:
    """Median ratio mapletape / python per twin, the two sides interleaved (which goes
    first alternates) so that load on the machine hits both alike."""
    ratios: dict[str, list[float]] = {name: [] for name in names}
    cpu_ratios: dict[str, list[float]] = {name: [] for name in names}
    seconds: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names:
            sides = [("maple", mapletape_command() + ["-q", f"{name}.mpl"]),
                     ("python", [sys.executable, f"{name}.py"])]
            if r % 2:
                sides.reverse()
            found = {side: run_process(command) for side, command in sides}
            (maple_s, maple_cpu, maple_out), (python_s, python_cpu, python_out) = \
                found["maple"], found["python"]
            if maple_out != python_out:
                raise SystemExit(f"{name}: the twins print different results:\n"
                                 f"{maple_out}---\n{python_out}")
            seconds[name].append((maple_s, python_s))
            ratios[name].append(maple_s / python_s)
            cpu_ratios[name].append(maple_cpu / python_cpu)
    print(f"whole processes, median of {rounds} interleaved rounds (target {WHOLE_TARGET})")
    medians = {}
    for name in names:
        medians[name] = statistics.median(ratios[name])
        maple_s = statistics.median(m for m, _ in seconds[name])
        python_s = statistics.median(p for _, p in seconds[name])
        verdict = "met" if medians[name] <= WHOLE_TARGET else "MISSED"
        print(f"  {name:18s} mapletape {maple_s:6.2f} s   python {python_s:6.2f} s   "
              f"ratio {medians[name]:5.3f}  {verdict}   (CPU time ratio "
              f"{statistics.median(cpu_ratios[name]):5.3f})")
    return medians


def split_maple(text: str) -> tuple[str, str]:
    """A twin .mpl script as (set-up, training loop): the loop is its first `for`
    statement, up to its `end do`."""
    lines = text.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("for "))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("end do"))
    return "".join(lines[:start]), "".join(lines[start:end + 1])


def split_python(text: str) -> tuple[str, str]:
    """A twin .py script as (set-up, training loop): the loop is its first top-level
    `for` statement and its indented body."""
    lines = text.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if line.startswith("for "))
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].strip() and not lines[i].startswith((" ", "\t"))), len(lines))
    return "".join(lines[:start]), "".join(lines[start:end])


def steps(loop: str) -> int:
    found = re.search(r"\bto (\d+) do|range\((\d+)\)", loop)
    return int(found.group(1) or found.group(2))


def with_steps(loop: str, count: int) -> str:
    """The loop text made to run `count` steps."""
    return re.sub(r"\bto \d+ do|range\(\d+\)",
                  lambda m: f"to {count} do" if m.group().startswith("to") else f"range({count})",
                  loop, count=1)


class Twin:
    """One twin pair loaded into this process: each side's set-up runs untimed, then its
    training loop (or a slice of it) is timed."""

    def __init__(self, name: str):
        from mapletape.session import Session
        from mapletape.syntax.parser import parse_program
        self.session_class = Session
        self.maple_setup, self.maple_loop = split_maple((TWINS / f"{name}.mpl").read_text())
        setup, loop = split_python((TWINS / f"{name}.py").read_text())
        self.python_setup = compile(setup, f"{name}.py", "exec")
        self.python_loop = compile(loop, f"{name}.py", "exec")
        self.steps = steps(loop)
        if steps(self.maple_loop) != self.steps:
            raise SystemExit(f"{name}: the twins' loops run different numbers of steps")
        # a slice is parsed once, as Python compiles its side once: parsing is not a step's work
        program = parse_program(with_steps(self.maple_loop, SLICE))
        self.maple_slice = program.statements[0]
        self.python_slice = compile(with_steps(loop, SLICE), f"{name}.py", "exec")

    def maple(self) -> tuple[float, float]:
        """Wall-clock and CPU seconds of the whole Maple loop."""
        out = io.StringIO()
        session = self.session_class(out)
        session.run(self.maple_setup)
        start, cpu = time.perf_counter(), time.process_time()
        session.run(self.maple_loop)
        seconds = time.perf_counter() - start, time.process_time() - cpu
        if "Error" in out.getvalue():
            raise SystemExit(f"the Maple twin failed:\n{out.getvalue()}")
        session.exit_tapes()
        return seconds

    def python(self) -> tuple[float, float]:
        """Wall-clock and CPU seconds of the whole Python loop."""
        namespace: dict = {"__name__": "__twin__"}
        with contextlib.redirect_stdout(io.StringIO()):
            exec(self.python_setup, namespace)
            start, cpu = time.perf_counter(), time.process_time()
            exec(self.python_loop, namespace)
            return time.perf_counter() - start, time.process_time() - cpu

    @contextlib.contextmanager
    def slices(self):
        """Both sides set up in this process and warmed by one slice each: yields (maple,
        python), functions that run one slice of each side's loop. The Maple slice is
        compiled once, as Python compiles its side once."""
        out = io.StringIO()
        session = self.session_class(out)
        session.run(self.maple_setup)
        namespace: dict = {"__name__": "__twin__"}
        maple = session.evaluator.compile_top(self.maple_slice)

        def python():
            exec(self.python_slice, namespace)

        with contextlib.redirect_stdout(io.StringIO()):
            exec(self.python_setup, namespace)
            maple(), python()
            yield maple, python
        if "Error" in out.getvalue():
            raise SystemExit(f"the Maple twin failed:\n{out.getvalue()}")
        session.exit_tapes()

    def interleaved(self, slices: int) -> tuple[float, float]:
        """CPU seconds per step of each side (Maple, Python) over `slices` slices of each,
        run alternately after both set-ups and one slice each of warm-up."""
        totals = [0.0, 0.0]
        with self.slices() as runs:
            for k in range(slices):
                for side in ((0, 1) if k % 2 == 0 else (1, 0)):
                    cpu = time.process_time()
                    runs[side]()
                    totals[side] += time.process_time() - cpu
        return totals[0] / (slices * SLICE), totals[1] / (slices * SLICE)


def in_process(names, rounds: int) -> dict[str, float]:
    """The interpreter's share of a training step per twin, median over rounds of
    interleaved slices."""
    for key, value in ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    shares = {}
    print(f"in one process, training loop only, slices of {SLICE} steps alternating between "
          f"the sides, median of {rounds} rounds after a warm-up (target share {SHARE_TARGET:.0%})")
    for name in names:
        twin = Twin(name)
        twin.interleaved(2)                  # warm-up: TensorFlow's kernels, Keras, caches
        slices = max(1, twin.steps // SLICE)
        found = [twin.interleaved(slices) for _ in range(rounds)]
        shares[name] = statistics.median(1 - p / m for m, p in found)
        maple_ms = statistics.median(m for m, _ in found) * 1000
        python_ms = statistics.median(p for _, p in found) * 1000
        verdict = "met" if shares[name] <= SHARE_TARGET else "MISSED"
        print(f"  {name:18s} {slices} x {SLICE} steps, CPU ms/step: mapletape {maple_ms:6.3f}   "
              f"python {python_ms:6.3f}   interpreter share {shares[name]:6.1%}  {verdict}   "
              f"(rounds: {' '.join(f'{1 - p / m:.1%}' for m, p in found)})")
    return shares


def _package(filename: str) -> str | None:
    """mapletape's subpackage (or module) a profiled function belongs to, None for others."""
    marker = f"{os.sep}mapletape{os.sep}"
    if marker not in filename:
        return None
    return filename.split(marker, 1)[1].split(os.sep)[0]


def where_the_time_goes(names) -> None:
    """cProfile (CPU time) of each Maple loop, split three ways: the interpreter outside
    DeepLearning (evaluator, values, display), DeepLearning's own Python, and what
    DeepLearning calls (TensorFlow, Keras, numpy). Profiling slows small Python calls more
    than TensorFlow's kernels, so the first two come out larger than they are."""
    import cProfile
    import pstats
    print("where the Maple loop's time goes (cProfile, CPU time; inflates Python's share)")
    for name in names:
        twin = Twin(name)
        twin.maple()
        session = twin.session_class(io.StringIO())
        session.run(twin.maple_setup)
        profile = cProfile.Profile(time.process_time)
        profile.runcall(session.run, twin.maple_loop)
        stats = pstats.Stats(profile).stats
        total = entered = library = 0.0
        for (filename, _, function), (_, _, _, cumulative, callers) in stats.items():
            package = _package(filename)
            if package == "session.py" and function == "run":
                total = cumulative
            for caller, (_, _, _, from_caller) in callers.items():
                calling = _package(caller[0])
                if package == "deeplearning" and calling not in (None, "deeplearning"):
                    entered += from_caller
                elif package is None and filename != "~" and calling == "deeplearning":
                    library += from_caller
        print(f"  {name:18s} interpreter outside DeepLearning {(total - entered) / total:6.1%}   "
              f"DeepLearning's own Python {(entered - library) / total:6.1%}   "
              f"TensorFlow/Keras/numpy {library / total:6.1%}")


def main(argv: list[str]) -> None:
    rounds = int(argv[0]) if argv and argv[0].isdigit() else 5
    names = [a for a in argv if not a.isdigit() and not a.startswith("--")] or list(NAMES)
    sys.path.insert(0, str(ROOT))
    in_process(names, rounds)
    if "--profile" in argv:
        where_the_time_goes(names)
    whole_processes(names, rounds)


if __name__ == "__main__":
    main(sys.argv[1:])
