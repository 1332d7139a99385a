"""`mapletape --check -j 2` against `-j 1` on N copies of cheap worksheets (no TensorFlow),
interleaved rounds, median of the per-round ratios. A ratio of 0.5 would be perfect use of
two cores; each worker pays its own start-up (Python, the parser from its cache). The
baseline, measured in the same rounds, is what the machine allows: JOBS plain Python loops
at once against one after another (0.5 for two idle cores, 1.0 when others use them).
Run: python bench/check_parallel.py [COPIES] [ROUNDS] [JOBS]"""
from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# a few tenths of a second of interpreter work, and some printing
WORKSHEET = """s := 0:
for i to 3000 do s := s + i^2 end do:
s;
L := [seq(i^3 mod 17, i = 1..400)]:
nops(L), add(x, x in L);
f := proc(n) if n < 2 then n else f(n - 1) + f(n - 2) end if end proc:
f(16);
cat("copy ", convert(s, string));
"""


def seconds(command: list[str]) -> float:
    start = time.perf_counter()
    run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    elapsed = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(f"{' '.join(command)} exited {run.returncode}:\n{run.stdout}{run.stderr}")
    return elapsed


def loops(jobs: int, at_once: bool) -> float:
    """Seconds for `jobs` CPU-bound Python processes, started together or one by one."""
    command = [sys.executable, "-c", "s = 0\nfor i in range(5 * 10**6): s += i"]
    start = time.perf_counter()
    if at_once:
        for child in [subprocess.Popen(command) for _ in range(jobs)]:
            child.wait()
    else:
        for _ in range(jobs):
            subprocess.run(command, check=True)
    return time.perf_counter() - start


def main(copies: int, rounds: int, jobs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        for n in range(copies):
            Path(folder, f"w{n:04d}.mpl").write_text(WORKSHEET)
        check = [sys.executable, "-m", "mapletape", "--check"]
        seconds(check + ["--update", folder])
        serial, parallel, machine = [], [], []
        for _ in range(rounds):        # interleaved, so that load on the machine hits all alike
            serial.append(seconds(check + ["-j", "1", folder]))
            parallel.append(seconds(check + ["-j", str(jobs), folder]))
            machine.append(loops(jobs, at_once=True) / loops(jobs, at_once=False))
    ratios = [p / s for s, p in zip(serial, parallel)]
    print(f"{copies} worksheets, {rounds} interleaved rounds")
    print(f"  --check -j 1    median {statistics.median(serial):6.2f} s")
    print(f"  --check -j {jobs}    median {statistics.median(parallel):6.2f} s")
    print(f"  ratio -j {jobs} / -j 1: median {statistics.median(ratios):.3f} "
          f"(min {min(ratios):.3f}, max {max(ratios):.3f})")
    print(f"  baseline, {jobs} Python loops at once / one after another: median "
          f"{statistics.median(machine):.3f}")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(*(args + [40, 5, 2][len(args):]))
