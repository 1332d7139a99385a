"""Fuzz inputs made by mutating the statements of sessions/*.mpl, and the harness that runs
one on a fresh Session and reports what went wrong; shared by tests/test_fuzz.py (CI-sized,
through hypothesis) and bench/fuzz.py (the long mode)."""
from __future__ import annotations

import contextlib
import io
import os
import random
import re
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from mapletape.session import Session
from mapletape.syntax import parse_program

SESSIONS = Path(__file__).resolve().parent.parent / "sessions"

TOKEN = re.compile(r"""
    \s+ | "(?:[^"\\]|\\.)*"? | `[^`]*`? | '[^']*'?
  | \d+(?:\.\d*)?(?:[eE][-+]?\d+)? | \.\d+(?:[eE][-+]?\d+)?
  | [A-Za-z_~][\w~]* | :=|::|:-|\.\.|->|<=|>=|<>|\*\*|@@|\|\||&\w+ | .""", re.VERBOSE | re.DOTALL)

OPERATORS = ["+", "-", "*", "/", "^", "**", "=", "<>", "<", "<=", ">", ">=", ":=", "::", "..",
             "$", "@", "@@", "!", ",", ".", "->", "|", "||", "&*", ":-", "%", "?", "\\",
             "and", "or", "not", "xor", "implies", "mod", "union", "minus", "intersect",
             "subset", "in"]
BRACKETS = ["(", ")", "[", "]", "{", "}", "<", ">", "(*", "*)", "#"]
QUOTES = ['"', "'", "`", '""', "``", "''", '"a\\"b"', '"\\n"', "`x y`", "'x'", '"%d %s"']
# `while` and `until` are left out: a mutated loop condition may never turn false
KEYWORDS = ["if", "then", "elif", "else", "fi", "end", "do", "od", "for", "from", "by", "to",
            "proc", "local", "global", "option", "return", "break", "next", "error", "try",
            "catch", "finally", "module", "export", "use", "NULL", "true", "false", "FAIL",
            "restart", "with", "DeepLearning", "quit", "Pi", "I", "infinity", "undefined",
            "Digits", "x", "_x", "%", "%%", "args", "nargs", "procname", "thisproc"]
SMALL_NUMBERS = ["0", "1", "-1", "2", "3", "0.0", "-0.", "1.5", ".5", "1.", "1e-5", "2.5e3",
                 "007", "1/3", "-2", "0.1", "100", "1e", "1.e2", "3.14159"]
HUGE_NUMBERS = ["2147483648", "9223372036854775808", "99999999999999999999999999",
                "1.7976931348623157e308", "4.9e-324", "123456789012345678901234567890.5",
                "1" + "0" * 200, "7" * 5000, "1.0e99999999999999999999", "1.0e-99999999999999999999"]
# hardware floats infinity, -infinity and undefined, as a Tensor gives them
SPECIAL_FLOATS = [f"convert(Constant([1.0, -1.0, 0.0]) / Zeros([3]), list)[{i}]" for i in (1, 2, 3)]
OPERANDS = ["NULL", "[]", "{}", "[1, 2]", "{a, b}", "[[1, 2], [3]]", "[[1, 2], [3, 4]]", "x",
            "x + y", "a = b", "1 .. 3", "\"s\"", "<1, 2>", "<1 | 2>", "<<1, 2> | <3, 4>>",
            "Matrix(2, 2)", "Matrix([[1, 2], [3, 4]])", "Vector([])", "Vector[row]([1, 2])",
            "Array([1, 2])", "Constant([1.0, 2.0])", "Constant(2)", "Constant([[1, 2], [3, 4]])",
            "Zeros([2, 2])", "Variable([1.0])", "GradientTape()", "GradientTape(persistent = true)",
            "proc(a) a end proc", "x -> x^2", "table()", "table([1 = 2])", "f(x)", "-1/2", "2.5",
            "true", "FAIL", "infinity", "-infinity", "undefined", "I", "Pi", "x[1]", "(1, 2)",
            "[1, 2][3]", "[x $ 3]", "datatype = float[4]", "datatype = integer[8]", "float[8]",
            "integer[4]", "truefalse", "string", "Shape", "unconnected = 0", "persistent = true",
            "name = \"s\"", "trainable = false", "sin(x)", "x^2", "1e-3", "-0.0", "\"\"",
            "'x'", "``", "x::integer", "lastexception", "[Constant(1.0), x]"] + SPECIAL_FLOATS
# Settings the context may start with, since they change how everything after prints
SETTINGS = ["interface(prettyprint = 0):", "interface(screenwidth = 10):", "Digits := 3:",
            "Digits := 30:", "interface(rtablesize = 1):", "interface(warnlevel = 0):",
            "printlevel := 3:"]
ODD_CHARACTERS = ["\x00", "\x07", "\x1b[31m", "\r", "\t", "\x0b", "\x0c", "\x7f", "\u00a0",
                  "\u2028", "\ufeff", "\u200b", "\u202e", "é", "π", "∑", "ｘ", "😀", "e\u0301",
                  "µ", "\x85"]

# What can make a big number expensive: powers, factorials, repetition, ranges, loops, sizes
# of rtables and Tensors (capitalised constructors), precision and widths.
SIZED = re.compile(r"\^|\*\*|!|\$|\.\.|\b(?:seq|add|mul|sum|product|for|to|evalf|Digits|"
                   r"printf|sprintf|interface|cat|[A-Z]\w*)\b")
BIG = 100
LOOPS = re.compile(r"\bfor\b")


@cache
def corpus() -> tuple[tuple[str, ...], ...]:
    """Every file's statements (terminator included) in order, split by the project's own
    parser (continuing past the deliberate syntax errors some sessions contain)."""
    files = []
    for path in sorted(SESSIONS.glob("*.mpl")):
        text = path.read_text(encoding="utf-8")
        statements: list[str] = []
        while True:
            program = parse_program(text)
            statements += [text[s.start:s.end].strip() for s in program.statements]
            if program.error is None or program.error.at_end:
                break
            text = _after_error(text, program.error)
        files.append(tuple(s for s in statements if loops_are_bounded(tokens(s))))
    return tuple(f for f in files if f)


def _after_error(text: str, error) -> str:
    """The text after the terminator that follows a syntax error, where errorbreak 0 goes on."""
    stops = [i for i in (text.find(";", error.offset), text.find(":", error.offset)) if i >= 0]
    return text[min(stops) + 1:] if stops else ""


def tokens(text: str) -> list[str]:
    return TOKEN.findall(text)


def loops_are_bounded(toks: list[str]) -> bool:
    """Every `do` belongs to a `for` with `to` or `in`: no mutation may leave a loop that
    never ends (that input would be legitimately slow, not a fault)."""
    opened = bounded = False
    for tok in toks:
        if tok in ("while", "until"):
            return False
        if tok == "for":
            opened, bounded = True, False
        elif tok in ("to", "in") and opened:
            bounded = True
        elif tok == "do":
            if not (opened and bounded):
                return False
            opened = False
    return True


def affordable(text: str, source: str) -> bool:
    """No new integer beyond BIG where it could become a count, a size or an exponent."""
    known = set(re.findall(r"\d+", source))
    new_big = any(len(d.lstrip("0")) > len(str(BIG)) or int(d) > BIG
                  for d in re.findall(r"\d+", text) if d not in known)
    # a `for` loop up to a Tensor's float infinity is as endless as in Maple
    endless = "Zeros([3]), list)" in text and LOOPS.search(text)
    return loops_are_bounded(tokens(text)) and not (new_big and SIZED.search(text)) and not endless


@cache
def names() -> tuple[str, ...]:
    """Every name of the corpus, every builtin and every DeepLearning command."""
    from mapletape.deeplearning import package  # noqa: F401 - registers the commands
    from mapletape.deeplearning.commands import EXPORTS
    from mapletape.library.registry import BUILTINS
    found = {t for f in corpus() for s in f for t in tokens(s) if t[0].isalpha()}
    return tuple(sorted(found | set(BUILTINS) | set(EXPORTS)))


def piece(rng: random.Random) -> str:
    """Something odd to insert: an operator, a bracket, a quote, a keyword, a number, an
    awkward character."""
    pool = rng.choice([OPERATORS, BRACKETS, QUOTES, KEYWORDS, SMALL_NUMBERS, HUGE_NUMBERS,
                       ODD_CHARACTERS])
    return rng.choice(pool)


def operand(rng: random.Random, like: str) -> str:
    """A well-formed replacement for the operand `like`, so that evaluation goes on: another
    name, another number, or some other kind of value."""
    if like[0].isalpha() and rng.randrange(2):
        return rng.choice(names())
    if like[0].isdigit() and rng.randrange(2):
        return rng.choice(SMALL_NUMBERS + HUGE_NUMBERS)
    return rng.choice(OPERANDS)


def _solid(toks: list[str], rng: random.Random) -> int | None:
    """A random index of a token that is not white space."""
    solid = [i for i, t in enumerate(toks) if not t.isspace()]
    return rng.choice(solid) if solid else None


def mutate_once(text: str, rng: random.Random, other: str, *, operands_only: bool) -> str:
    """One mutation of a statement; `other` is a second statement, for splicing. With
    `operands_only` the statement stays well formed, so that it reaches evaluation."""
    toks = tokens(text)
    i = _solid(toks, rng)
    kind = 9 if operands_only else rng.randrange(11)
    if i is None:
        return text + piece(rng)
    if kind == 0:                                        # delete a token
        del toks[i]
    elif kind == 1:                                      # duplicate a token
        toks.insert(i, toks[i])
    elif kind == 2:                                      # swap two tokens
        j = _solid(toks, rng)
        toks[i], toks[j] = toks[j], toks[i]
    elif kind == 3:                                      # insert a piece
        toks.insert(i + rng.randrange(2), rng.choice(["", " "]) + piece(rng))
    elif kind == 4:                                      # replace a token by a piece
        toks[i] = piece(rng)
    elif kind == 5:                                      # truncate, maybe inside a token
        return text[:rng.randrange(len(text) + 1)]
    elif kind == 6:                                      # splice two statements
        theirs = tokens(other)
        return "".join(toks[:i]) + "".join(theirs[rng.randrange(len(theirs) + 1):])
    elif kind == 7:                                      # wrap in deep nesting
        return nest(text, rng)
    elif kind == 8:                                      # change `;` and `:`
        spots = [k for k, c in enumerate(text) if c in ";:"] or [len(text)]
        k = rng.choice(spots)
        return text[:k] + rng.choice([";", ":", "", ";;", "::", ": ;", ":-", "; :"]) + text[k + 1:]
    else:                                                # replace an operand
        operands = [k for k, t in enumerate(toks) if t[0].isalnum() or t[0] in "\"`'"]
        if operands:
            k = rng.choice(operands)
            toks[k] = operand(rng, toks[k])
    return "".join(toks)


def nest(text: str, rng: random.Random) -> str:
    body = text.rstrip().rstrip(";:")
    terminator = text.rstrip()[len(body):]
    depth = rng.randint(2, 30)       # thousands deep is the streaming work's (near-linear nesting)
    opening, closing = rng.choice([("(", ")"), ("[", "]"), ("{", "}"), ("f(", ")"),
                                   ("-(", ")"), ("'", "'"), ("[1, ", "]"), ("(1+", ")"),
                                   ("if true then ", " end if")])
    return opening * depth + body + closing * depth + terminator


@dataclass
class Case:
    """One fuzz input: `context` runs as written, then the mutated statements; under
    errorbreak 0 the run goes on past syntax errors; `script` runs it as `mapletape FILE`
    does, echoing statements and naming the file in syntax errors."""
    context: list[str]
    mutated: list[str]
    errorbreak: int
    script: bool
    source: str = field(repr=False)

    @property
    def text(self) -> str:
        return "\n".join(self.context + self.mutated) + "\n"


def make_case(rng: random.Random) -> Case:
    """A window of consecutive statements of one session file, its last one or two mutated
    one to four times (half the cases only replace operands); a DeepLearning file's window
    starts with `with(DeepLearning)`, and a quarter of the windows with a setting."""
    files = corpus()
    statements = rng.choice(files)
    end = rng.randrange(len(statements)) + 1
    window = list(statements[max(0, end - rng.randint(1, 4)):end])
    if any("DeepLearning" in s for s in statements) and "with(DeepLearning)" not in window[0]:
        window.insert(0, "with(DeepLearning):")
    if rng.randrange(4) == 0:
        window.insert(0, rng.choice(SETTINGS))
    cut = len(window) - rng.randint(1, min(2, len(window)))
    context, targets = window[:cut], window[cut:]
    source = "\n".join(window)
    errorbreak, script = rng.randrange(2), rng.randrange(2) == 0
    operands_only = rng.randrange(2) == 0
    for _ in range(4):
        mutated = list(targets)
        for _ in range(rng.randint(1, 4)):
            k = rng.randrange(len(mutated))
            other = rng.choice(rng.choice(files))
            mutated[k] = mutate_once(mutated[k], rng, other, operands_only=operands_only)
        if affordable("\n".join(context + mutated), source):
            return Case(context, mutated, errorbreak, script, source)
    return Case(context, targets, errorbreak, script, source)


@dataclass
class Report:
    """What one run did wrong, if anything."""
    escaped: BaseException | None = None
    internal: bool = False
    stderr: str = ""
    output: str = ""
    seconds: float = 0.0

    @property
    def failed(self) -> bool:
        return self.escaped is not None or self.internal or bool(self.stderr)

    def describe(self) -> str:
        parts = []
        if self.escaped is not None:
            parts.append(f"escaped {type(self.escaped).__name__}: {self.escaped}")
        if self.internal:
            parts.append("printed: " + next(line for line in self.output.splitlines()
                                             if "internal error" in line))
        if self.stderr:
            parts.append(f"stderr: {self.stderr[:500]!r}")
        return "; ".join(parts)


@contextlib.contextmanager
def stderr_captured(report: Report):
    """Everything written to standard error meanwhile, by Python or by C++ (TensorFlow logs
    to file descriptor 2), and every warning Python's default filters would print."""
    sys.stderr.flush()
    saved = os.dup(2)
    python = io.StringIO()
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            with contextlib.redirect_stderr(python), warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                for quiet in (DeprecationWarning, PendingDeprecationWarning, ImportWarning,
                              ResourceWarning):
                    warnings.filterwarnings("ignore", category=quiet)
                yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            report.stderr = (sink.read().decode("utf-8", "replace") + python.getvalue()
                             + "".join(f"{w.category.__name__}: {w.message}\n" for w in caught))


def run_case(case: Case) -> Report:
    """Run the case on a fresh Session in a scratch folder (so a mutated `read` finds nothing)."""
    report = Report()
    out = io.StringIO()
    previous = os.getcwd()
    with tempfile.TemporaryDirectory() as scratch:
        os.chdir(scratch)
        start = time.perf_counter()
        session = Session(out, errorbreak=case.errorbreak)
        try:
            with stderr_captured(report):
                try:
                    session.run(
                        case.text, echo=case.script, source="fuzz.mpl" if case.script else None)
                except Exception as exc:     # noqa: BLE001 - what the fuzzer looks for
                    report.escaped = exc
        finally:
            report.seconds = time.perf_counter() - start
            session.exit_tapes()
            os.chdir(previous)
    report.output = out.getvalue()
    report.internal = "internal error" in report.output
    return report
