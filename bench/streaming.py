"""A script runs as it is read: time to the first result and peak memory (VmHWM) of
`mapletape -q` on a generated 50 MB script, as ratios to the same figures for a 50 KB script
of the same statements, both measured in this run. The large run is stopped after a time
budget (the whole of it takes far longer at today's parse speed); how far it got is shown
by the progress results it printed.
Run: python bench/streaming.py [MB] [BUDGET_SECONDS]"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = """x := {i} + y*(z - {i}):
f := proc(a) local b; b := a^2; b + 1 end proc:
# a comment; with a terminator: inside
s := "a string; with terminators:":
for j to 2 do t := j + {i} end do:
"""


def write_script(path: Path, size: int) -> int:
    """`first := 1;` then blocks of statements up to `size` bytes, each 1000th block
    ending in a shown `progress := i;`; the number of blocks. The blocks reassign the same
    names, so that what the script itself keeps does not grow with its length."""
    with open(path, "w", encoding="utf-8") as f:
        f.write("first := 1;\n")
        written, i = 0, 0
        while written < size:
            chunk = BLOCK.format(i=i) + (f"progress := {i};\n" if i % 1000 == 999 else "")
            f.write(chunk)
            written += len(chunk)
            i += 1
    return i


def peak_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def run(script: Path, budget: float) -> tuple[float, int, int, bool]:
    """(seconds to the first result line, peak KB, blocks run, finished within budget)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "mapletape", "-q", str(script)],
                             stdout=subprocess.PIPE, text=True, env=env)
    first, blocks = [], [0]

    def read() -> None:
        for line in child.stdout:
            if line.strip() and not first:
                first.append(time.perf_counter() - start)
            if "progress :=" in line:
                blocks[0] = int(line.split()[-1]) + 1
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    peak, finished = 0, False
    while time.perf_counter() - start < budget:
        try:
            peak = max(peak, peak_kb(child.pid))
        except (FileNotFoundError, ProcessLookupError):
            pass
        if child.poll() is not None:
            finished = True
            break
        time.sleep(0.05)
    child.kill()
    child.wait()
    reader.join(timeout=5)
    return (first[0] if first else float("nan")), peak, blocks[0], finished


def main(megabytes: int, budget: float) -> int:
    with tempfile.TemporaryDirectory() as folder:
        small, large = Path(folder, "small.mpl"), Path(folder, "large.mpl")
        write_script(small, 50_000)
        total = write_script(large, megabytes * 1_000_000)
        s_first, s_peak, _, s_done = run(small, 600)
        l_first, l_peak, l_blocks, _ = run(large, budget)
    print(f"50 KB script: first result {s_first:6.3f} s, peak memory {s_peak / 1024:6.1f} MB"
          f" ({'ran to the end' if s_done else 'stopped'})")
    print(f"{megabytes} MB script: first result {l_first:6.3f} s, peak memory "
          f"{l_peak / 1024:6.1f} MB over the first {budget:.0f} s, "
          f"{megabytes * l_blocks / total:.2f} MB of it run")
    print(f"ratios 50 MB/50 KB: first result {l_first / s_first:5.2f}, "
          f"peak memory {l_peak / s_peak:5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 50,
                  float(sys.argv[2]) if len(sys.argv) > 2 else 30))
