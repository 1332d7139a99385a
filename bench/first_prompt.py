"""Time to the REPL's first prompt as a ratio to `python -c "import tensorflow"`, both measured
in this run (issue 5: the target is at most 0.15). Run: python bench/first_prompt.py [ROUNDS]"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pexpect

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.15
PROMPT_DRAWN = r"\x1b\[\?2004h[^>]*>"     # prompt-toolkit turns on bracketed paste, then draws `>`


def first_prompt_seconds(env: dict) -> tuple[float, bool]:
    """Seconds to the first prompt, and whether TensorFlow's library was mapped by then."""
    start = time.perf_counter()
    child = pexpect.spawn(sys.executable, ["-m", "mapletape"], cwd=str(ROOT), env=env,
                          encoding="utf-8", dimensions=(40, 120), timeout=120)
    try:
        child.expect(PROMPT_DRAWN)
        elapsed = time.perf_counter() - start
        loaded = "libtensorflow" in Path(f"/proc/{child.pid}/maps").read_text()
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    return elapsed, loaded


def import_tensorflow_seconds(env: dict) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import tensorflow"], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(rounds: int) -> int:
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, NO_COLOR="1", PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
                   XDG_DATA_HOME=data, PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="3")
        prompt, tensorflow, loaded = [], [], False
        for _ in range(rounds):               # interleaved, so both see the same machine load
            tensorflow.append(import_tensorflow_seconds(env))
            seconds, mapped = first_prompt_seconds(env)
            prompt.append(seconds)
            loaded = loaded or mapped
    p, t = statistics.median(prompt), statistics.median(tensorflow)
    ratio = p / t
    met = ratio <= TARGET and not loaded
    print(f"first prompt       {p:6.3f} s  (median of {rounds})")
    print(f"import tensorflow  {t:6.3f} s  (median of {rounds})")
    print(f"TensorFlow loaded before the first prompt: {'yes' if loaded else 'no'}")
    print(f"ratio              {ratio:6.3f}    target <= {TARGET}: {'met' if met else 'MISSED'}")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 3))
