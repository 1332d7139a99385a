"""What the private parser cache (mapletape/syntax/cache.py) saves: building the LALR parser
from grammar/maple.lark versus loading it from the cache, in-process and as the start-up of
`mapletape -q -c "1+2;"`, all measured in this run. Run: python bench/parser_cache.py [ROUNDS]"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lark import Lark  # noqa: E402

from mapletape.syntax import cache  # noqa: E402
from mapletape.syntax.parser import grammar_path  # noqa: E402


def median_seconds(action, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def one_plus_two(cache_home: str) -> None:
    env = dict(os.environ, XDG_CACHE_HOME=cache_home, PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-m", "mapletape", "-q", "-c", "1+2;"], env=env, check=True,
                   stdout=subprocess.DEVNULL)


def main(rounds: int) -> None:
    grammar = grammar_path().read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["XDG_CACHE_HOME"] = warm = os.path.join(scratch, "warm")
        cache.build_parser(grammar)                      # fills the warm cache
        built = median_seconds(lambda: Lark(grammar, **cache.OPTIONS), rounds)
        loaded = median_seconds(lambda: cache.build_parser(grammar), rounds)
        cold_runs, warm_runs = [], []
        for i in range(rounds):                          # interleaved: the same machine load
            cold_runs.append(median_seconds(lambda: one_plus_two(os.path.join(scratch, f"c{i}")), 1))
            warm_runs.append(median_seconds(lambda: one_plus_two(warm), 1))
    cold, hot = statistics.median(cold_runs), statistics.median(warm_runs)
    print(f"Lark construction, no cache         {built * 1000:7.1f} ms  (median of {rounds})")
    print(f"loaded from the private cache       {loaded * 1000:7.1f} ms  ratio {loaded / built:.3f}")
    print(f"mapletape -q -c '1+2;', empty cache {cold * 1000:7.1f} ms  (builds and saves)")
    print(f"mapletape -q -c '1+2;', warm cache  {hot * 1000:7.1f} ms  ratio {hot / cold:.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
