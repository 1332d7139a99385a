"""The interpreter's share of a twin's training step counted in machine instructions
(valgrind's callgrind), which do not move with the load of a shared machine as timings do:
bench/twins.py's in-process share, measured by another clock.

Three processes per twin run under callgrind: each loads TensorFlow and both sides' set-up
and runs each side's loop once (warm-up); then one runs STEPS more steps of the Maple
loop, one STEPS of the Python loop, and one nothing more (the base). A side's instructions
per step are its process's total less the base's, over STEPS; the share is
1 - python / mapletape, against issue 13's target of 10%. Instructions are not time (a
cache miss costs many), so this complements the timings rather than replacing them.
Needs valgrind. Run: python bench/twin_instructions.py [STEPS] [NAME...]
(default 200 steps, all three twins; about 2 minutes per process on this machine)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import twins  # noqa: E402  (beside this script)

SIDES = ("base", "maple", "python")


def run_side(name: str, side: str, steps: int) -> None:
    """In a process under callgrind: set both sides up, warm them, then run `steps` steps
    of one side (none for the base) in slices of twins.SLICE."""
    for key, value in twins.ENVIRONMENT.items():
        os.environ.setdefault(key, value)
    with twins.Twin(name).slices() as (maple, python):
        for _ in range(steps // twins.SLICE):
            if side == "maple":
                maple()
            elif side == "python":
                python()
    sys.stdout.flush()
    os._exit(0)             # the same teardown (none) for every side


def instructions(name: str, side: str, steps: int, folder: str) -> int:
    """The instructions callgrind counts for one side's process."""
    out = Path(folder) / f"{name}.{side}.out"
    # one hash seed for every process: string hashes decide the layout of dicts and sets,
    # and with it tens of thousands of instructions a step from run to run
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED="0", **twins.ENVIRONMENT)
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    sys.executable, __file__, "--side", name, side, str(steps)],
                   check=True, capture_output=True, env=env)
    for line in out.read_text().splitlines():
        if line.startswith("summary:"):
            return int(line.split()[1])
    raise SystemExit(f"callgrind wrote no summary for {name} {side}")


def main(argv: list[str]) -> None:
    if argv[:1] == ["--side"]:
        run_side(argv[1], argv[2], int(argv[3]))
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed")
    steps = int(argv[0]) if argv and argv[0].isdigit() else 200
    steps -= steps % twins.SLICE
    names = [a for a in argv if not a.isdigit()] or list(twins.NAMES)
    print(f"instructions per training step under callgrind, {steps} steps a side "
          f"(target share {twins.SHARE_TARGET:.0%})")
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        counts = {(name, side): pool.submit(instructions, name, side, steps, folder)
                  for name in names for side in SIDES}
        for name in names:
            base = counts[name, "base"].result()
            maple, python = ((counts[name, side].result() - base) / steps for side in SIDES[1:])
            share = 1 - python / maple
            verdict = "met" if share <= twins.SHARE_TARGET else "MISSED"
            print(f"  {name:18s} mapletape {maple / 1e6:7.3f} M   python {python / 1e6:7.3f} M   "
                  f"interpreter share {share:6.1%}  {verdict}")


if __name__ == "__main__":
    main(sys.argv[1:])
