"""The frozen parse reference: inputs (the session scripts, every string of the tests, mutated
statements) with a digest of what the parser made of each
(statements, error and the splitter's steps), positions included.
Run `python tests/parse_reference.py` to regenerate tests/data/parse_reference.json.gz.

The file was generated from main's parser before the fast LALR driver replaced Lark's tree
builder and the tree transformer (issue 13). A reference made by our own code only shows that
nothing changed, which is exactly what it is for: every statement must still give the same
AST, every error the same message, line and column."""
from __future__ import annotations

import ast as python_ast
import dataclasses
import gzip
import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tests" / "data" / "parse_reference.json.gz"
MUTATED = 1500            # mutated statements in the reference
LONGEST = 3000            # test strings longer than this are left out


def dump(value):
    """A node, error or step as plain data, with every dataclass field, `pos` included (the
    nodes' own equality leaves positions out)."""
    if dataclasses.is_dataclass(value):
        return [type(value).__name__] + [dump(getattr(value, f.name))
                                         for f in dataclasses.fields(value)]
    if isinstance(value, (tuple, list)):
        return [dump(v) for v in value]
    if isinstance(value, int) and abs(value) > 10 ** 100:
        return ["int", hex(value)]          # past Python's limit on decimal conversion
    if isinstance(value, BaseException):
        return ["failure", type(value).__name__, str(value)]
    return value


def digest(value) -> str:
    return hashlib.sha256(json.dumps(dump(value)).encode()).hexdigest()[:24]


def program_result(text: str, whole: bool):
    from mapletape.syntax import parse_program
    try:
        program = parse_program(text, whole=whole)
    except Exception as failure:      # e.g. an integer too long to convert, as Splitter reports
        return failure
    return [program.statements, program.error]


def splitter_result(text: str):
    from mapletape.syntax import Splitter
    return [[step.echo, step.statement, step.error, step.failure] for step in Splitter(text)]


def results(text: str) -> list:
    """What the three ways the project parses a text make of it."""
    return [program_result(text, True), program_result(text, False), splitter_result(text)]


def inputs() -> list[str]:
    sys.path.insert(0, str(ROOT / "tests"))
    import fuzzing
    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "sessions").glob("*.mpl"))]
    strings = set()
    for path in sorted((ROOT / "tests").glob("*.py")):
        for node in python_ast.walk(python_ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, python_ast.Constant) and isinstance(node.value, str) \
                    and 0 < len(node.value) <= LONGEST:
                strings.add(node.value)
    texts += sorted(strings)
    rng = random.Random(13)
    statements = [s for f in fuzzing.corpus() for s in f]
    for _ in range(MUTATED):
        text = rng.choice(statements)
        for _ in range(rng.randint(1, 3)):
            text = fuzzing.mutate_once(text, rng, rng.choice(statements),
                                       operands_only=rng.randrange(4) == 0)
        texts.append(text)
    return list(dict.fromkeys(texts))


def main() -> None:
    sys.path.insert(0, str(ROOT))
    reference = [[text, digest(results(text))] for text in inputs()]
    REFERENCE.parent.mkdir(exist_ok=True)
    with gzip.open(REFERENCE, "wt", encoding="utf-8") as f:
        json.dump(reference, f, ensure_ascii=False, indent=0)
    print(f"{len(reference)} inputs written to {REFERENCE}")


if __name__ == "__main__":
    main()
