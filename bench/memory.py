"""Peak memory (issue 13): the peak resident set size (ru_maxrss of the finished child,
as wait4 reports it) of `mapletape -q` on the golden scripts that never touch DeepLearning
(sessions/lang_*.mpl and data_*.mpl in one run), against 80 MB; and of each DeepLearning
twin (bench/twins/NAME.mpl) against its plain-Python twin NAME.py + 30 MB, both measured
in this run. Run: python bench/memory.py [ROUNDS]"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from twins import ENVIRONMENT, NAMES, ROOT, TWINS, mapletape_command  # noqa: E402

PLAIN_LIMIT_MB = 80
TWIN_MARGIN_MB = 30


def plain_scripts() -> list[str]:
    """The language and data sessions, less any that quits (the rest would not run)."""
    found = sorted((ROOT / "sessions").glob("lang_*.mpl")) + sorted((ROOT / "sessions").glob("data_*.mpl"))
    chosen = []
    for path in found:
        text = path.read_text()
        if "DeepLearning" in text:
            raise SystemExit(f"{path.name} touches DeepLearning")
        if "quit" not in text:
            chosen.append(str(path))
    return chosen


def peak_mb(command: list[str], cwd: Path) -> float:
    """The child's peak resident set size in MB (Linux reports ru_maxrss in KB)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), **ENVIRONMENT)
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             cwd=cwd, env=env)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 2):          # 2: a lang_ script ends on a syntax error
        raise SystemExit(f"{command} exited {child.returncode}")
    return usage.ru_maxrss / 1024


def main(rounds: int) -> None:
    maple = mapletape_command()
    scripts = plain_scripts()
    plain = statistics.median(peak_mb(maple + ["-q", "-e", "0"] + scripts, ROOT)
                              for _ in range(rounds))
    print(f"peak resident memory, median of {rounds} runs")
    print(f"  no DeepLearning ({len(scripts)} lang_/data_ sessions)  {plain:7.1f} MB   "
          f"target under {PLAIN_LIMIT_MB} MB: {'met' if plain < PLAIN_LIMIT_MB else 'MISSED'}")
    for name in NAMES:
        maple_mb, python_mb = [], []
        for _ in range(rounds):
            maple_mb.append(peak_mb(maple + ["-q", f"{name}.mpl"], TWINS))
            python_mb.append(peak_mb([sys.executable, f"{name}.py"], TWINS))
        m, p = statistics.median(maple_mb), statistics.median(python_mb)
        verdict = "met" if m <= p + TWIN_MARGIN_MB else "MISSED"
        print(f"  {name:18s} mapletape {m:7.1f} MB   python {p:7.1f} MB   difference "
              f"{m - p:+6.1f} MB   target at most +{TWIN_MARGIN_MB} MB: {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
