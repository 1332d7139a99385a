"""Parsing throughput in KB/s of Maple source (the statement splitter and the parser into AST
nodes, no evaluation), as a ratio to Python's own `ast.parse` on Python source of the same
size, and against Lark's own tree path (the parser before issue 13), all measured in this run
(issue 13 targets 200 KB/s).
Run: python bench/parse_speed.py [KB]"""
from __future__ import annotations

import ast
import inspect
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mapletape.syntax import Program, Splitter  # noqa: E402
from mapletape.syntax.parser import blank_block_comments, parse_with_lark  # noqa: E402

TARGET = 200            # KB/s, issue 13
ROUNDS = 5              # KB/s from the best round, ratios the median of the rounds
STDLIB = ("argparse", "inspect", "typing", "dataclasses", "pathlib", "email.message", "difflib",
          "calendar", "tarfile", "zipfile", "configparser", "textwrap")


def maple_scripts(size: int) -> str:
    """The golden session scripts that parse without error, repeated up to `size` characters."""
    scripts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "sessions").glob("*.mpl"))]
    clean = [s for s in scripts if all(step.error is None for step in Splitter(s))]
    corpus = "\n".join(clean)
    return (corpus * (size // len(corpus) + 1))[:size].rsplit(";\n", 1)[0] + ";\n"


def long_sum(size: int) -> str:
    """One line `1+x+2+x+...;` of about `size` characters."""
    terms, length, i = [], 0, 0
    while length < size:
        term = f"{i}+x"
        terms.append(term)
        length += len(term) + 1
        i += 1
    return "+".join(terms) + ";\n"


def python_source(size: int) -> list[str]:
    """Whole modules of the standard library, about `size` characters in all."""
    import importlib
    found, length = [], 0
    while length < size:
        for name in STDLIB:
            text = inspect.getsource(importlib.import_module(name))
            found.append(text)
            length += len(text)
            if length >= size:
                break
    return found


def seconds(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def lark_path(text: str) -> Program:
    """The whole text through Lark's own parse tree and ToAst (the path every input took
    before the fast LALR loop, and the one syntax errors still take)."""
    return parse_with_lark(text, blank_block_comments(text), True)


def main(kb: int, rounds: int = ROUNDS) -> int:
    python = python_source(kb * 1000)
    python_size = sum(map(len, python))
    texts = {"session scripts": maple_scripts(kb * 1000), "one-line sum": long_sum(kb * 1000)}
    times: dict[str, list[float]] = {}
    for _ in range(rounds):         # the sides interleaved, so that a busy spell hits all
        times.setdefault("python", []).append(
            seconds(lambda: [ast.parse(text) for text in python]))
        for label, text in texts.items():
            times.setdefault(label, []).append(seconds(lambda: sum(1 for _ in Splitter(text))))
            times.setdefault(label + " lark", []).append(seconds(lambda: lark_path(text)))
    baseline = python_size / 1000 / min(times["python"])
    print(f"ast.parse on {python_size // 1000} KB of Python:  {baseline:8.0f} KB/s  (baseline)")
    met = True
    for label, text in texts.items():
        rate = len(text) / 1000 / min(times[label])
        lark = len(text) / 1000 / min(times[label + " lark"])
        speedup = statistics.median(a / b for a, b in zip(times[label + " lark"], times[label]))
        met = met and rate >= TARGET
        print(f"Maple {label:16} {len(text) // 1000:4} KB: {rate:8.0f} KB/s  "
              f"ratio to ast.parse {rate / baseline:6.3f}   target {TARGET} KB/s: "
              f"{'met' if rate >= TARGET else 'MISSED'}")
        print(f"      Lark's tree path, whole text: {lark:8.0f} KB/s  "
              f"splitter and fast path {speedup:5.2f} times as fast (median of {rounds})")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))
