"""Time from a script's last output line to its process's exit (issue 13: at most 0.1 s),
for a DeepLearning script, against the same script without DeepLearning and against
`python -c "import tensorflow"`, all measured in this run; also the DeepLearning script left
to the interpreter's ordinary teardown (cli.main without cli.command's exit), the figure
before the fix. Run: python bench/exit_time.py [ROUNDS]"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.1
BODY = "s := 0:\nfor i to 200 do s := s + i^2 end do:\nlprint(s);\n"
DEEPLEARNING = "with(DeepLearning):\nx := Constant([1.0, 2.0]):\nlprint(Shape(x));\n" + BODY
ORDINARY_TEARDOWN = "from mapletape.cli import main; raise SystemExit(main())"


def seconds_after_last_output(command: list[str]) -> float:
    """Seconds between the last line the process writes to stdout and its exit."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="3")
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             cwd=ROOT, env=env)
    last = time.perf_counter()
    for _ in child.stdout:
        last = time.perf_counter()
    child.wait()
    if child.returncode != 0:
        raise SystemExit(f"{command} exited {child.returncode}")
    return time.perf_counter() - last


def main(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        plain, deep = Path(folder, "plain.mpl"), Path(folder, "deep.mpl")
        plain.write_text(BODY)
        deep.write_text(DEEPLEARNING)
        runs = {
            "Maple script without DeepLearning": [sys.executable, "-m", "mapletape", "-q", str(plain)],
            "python -c 'import tensorflow'": [sys.executable, "-c", "import tensorflow; print(1)"],
            "DeepLearning script (mapletape)": [sys.executable, "-m", "mapletape", "-q", str(deep)],
            "DeepLearning script, ordinary teardown": [sys.executable, "-c", ORDINARY_TEARDOWN,
                                                       "-q", str(deep)],
        }
        times: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(rounds):         # interleaved, so that load on the machine hits all alike
            for name, command in runs.items():
                times[name].append(seconds_after_last_output(command))
    median = {name: statistics.median(found) for name, found in times.items()}
    plain_s, tf_s = median["Maple script without DeepLearning"], median["python -c 'import tensorflow'"]
    print(f"median of {rounds} runs, seconds from the last output line to exit")
    for name, seconds in median.items():
        print(f"  {name:40s} {seconds * 1000:7.1f} ms   ratio to plain Maple {seconds / plain_s:6.2f}"
              f"   to import tensorflow {seconds / tf_s:5.3f}")
    deep_s = median["DeepLearning script (mapletape)"]
    print(f"target {TARGET * 1000:.0f} ms: {'met' if deep_s <= TARGET else 'MISSED'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
