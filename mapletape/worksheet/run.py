"""Running a worksheet as a script runs (same echo, errors and exit codes), and checking
it: each group's results against the values Maple saved in it."""
from __future__ import annotations

import io
from dataclasses import dataclass
from decimal import Context, Decimal
from pathlib import Path
from typing import TextIO

from . import Block, Output, Worksheet, WorksheetError, read_worksheet
from .dotm import DotMError, decode, output_value


def comment_lines(text: str) -> list[str]:
    """A text, title or section heading as the comment lines the echo shows."""
    return [f"# {line}".rstrip() for line in text.splitlines() if line.strip()] or ["#"]


def not_linearised(sheet: Worksheet, block: Block) -> str:
    return (f"Warning, group {block.group} of `{sheet.path}` is skipped: {block.problem}")


def run_worksheet(sheet: Worksheet, session, *, echo: bool = True):
    """Run the inputs in order on `session`, echoing comments and skipped parts as `#`
    lines; the Outcome of the first input that ends the run, else the last."""
    from ..session import Outcome
    outcome = Outcome()
    for block in sheet.blocks:
        if block.kind == "comment" or block.kind == "skipped":
            if echo:
                text = block.text if block.kind == "comment" else f"({block.text} skipped)"
                for line in comment_lines(text):
                    session.write(line + "\n")
            continue
        if block.text is None:
            session.write(not_linearised(sheet, block) + "\n")
            continue
        if not block.text.strip():
            continue
        result = session.run(block.text, echo=echo, source=sheet.path)
        outcome.errors += result.errors
        if result.status != "ok":
            result.errors = outcome.errors
            return result
    return outcome


# ------------------------------------------------------------------ checking
@dataclass
class GroupResult:
    kind: str          # value or error
    value: object = None
    text: str = ""


def check_worksheet(path: Path, *, restricted: bool = False) -> str | None:
    """None when every saved result of the worksheet is what mapletape computes, else the
    report of the first group that differs (or that cannot be compared)."""
    from ..display import lprint
    from ..session import Session
    sheet = read_worksheet(path)
    ours: list[GroupResult] = []

    def shown(value, label, lines):
        ours.append(GroupResult("value", value))

    def failed(lines):
        ours.append(GroupResult("error", text="\n".join(lines)))

    session = Session(io.StringIO(), restricted=restricted, display=shown, display_error=failed)
    try:
        for block in sheet.blocks:
            if block.kind != "input":
                continue
            if block.text is None:
                return f"{path}: group {block.group}: {block.problem}\n"
            ours.clear()
            if block.text.strip() and session.run(block.text, source=sheet.path).status == "quit":
                return None
            report = _compare_group(path, block, ours, lprint)
            if report:
                return report
    finally:
        session.exit_tapes()
    return None


def _compare_group(path, block: Block, ours: list[GroupResult], lprint) -> str | None:
    """The report of the group's first result that differs from Maple's; a group Maple
    saved no output for (never run there, or all results hidden) is not compared."""
    if not block.outputs:
        return None
    saved = [o for o in block.outputs if o.kind in ("value", "error")
             or (o.kind == "skipped" and o.text == "plot")]
    mine = list(ours)
    where = f"{path}: group {block.group} differs from the output Maple saved"
    echo = "".join(f"> {line}\n" for line in block.text.splitlines())
    for index, out in enumerate(saved):
        if index >= len(mine):
            return (f"{where}:\n{echo}Maple saved:  {_saved_text(out, lprint)}\n"
                    f"mapletape:    (nothing)\n")
        got = mine[index]
        if out.kind == "skipped":
            if got.kind == "value" and _is_plot(got.value):
                continue
            return f"{where}:\n{echo}Maple saved:  a plot\nmapletape:    {_our_text(got, lprint)}\n"
        if out.kind == "error":
            if got.kind == "error" and _same_message(out.text, got.text):
                continue
            return (f"{where}:\n{echo}Maple saved:  {out.text}\n"
                    f"mapletape:    {_our_text(got, lprint)}\n")
        try:
            expected = output_value(decode(out.payload))
        except DotMError as exc:
            return (f"{path}: group {block.group}: Maple's saved output cannot be compared: "
                    f"{exc}\n{echo}")
        if got.kind != "value" or not same(expected, got.value):
            return (f"{where}:\n{echo}Maple saved:  {lprint(expected)}\n"
                    f"mapletape:    {_our_text(got, lprint)}\n")
    if len(mine) > len(saved):
        return (f"{where}:\n{echo}Maple saved:  (nothing more)\n"
                f"mapletape:    {_our_text(mine[len(saved)], lprint)}\n")
    return None


def _saved_text(out: Output, lprint) -> str:
    if out.kind == "error":
        return out.text
    if out.kind == "skipped":
        return "a plot"
    try:
        return lprint(output_value(decode(out.payload)))
    except DotMError as exc:
        return f"(cannot be decoded: {exc})"


def _our_text(got: GroupResult, lprint) -> str:
    return lprint(got.value) if got.kind == "value" else got.text


def _same_message(saved: str, ours: str) -> bool:
    return " ".join(saved.split()) == " ".join(ours.split())


def _is_plot(value) -> bool:
    from ..values.core import Function, Name
    return isinstance(value, Function) and value.head == Name("PLOT")


def same(saved, ours) -> bool:
    """Maple's saved value against ours, structurally: numbers, names and strings exactly
    (1 and 1.0 differ), a float to the digits Maple stored, containers operand by
    operand, sums, products and sets whatever their order. (Maple saves an rtable apart
    from its output, which dotm.py refuses, so none reaches here.)"""
    from ..values import core as v
    if isinstance(saved, Decimal):
        return _same_float(saved, ours)
    if type(saved) in (int, str) or isinstance(saved, v.Name):
        return v.identity(saved) == v.identity(ours)
    if isinstance(saved, v.Structure):
        if type(saved) is not type(ours):
            return False
        if v.identity(saved) == v.identity(ours):
            return True
        if isinstance(saved, (v.Sum, v.Product, v.MSet)):
            left = list(getattr(saved, saved.operand_fields[0]))
            right = list(getattr(ours, ours.operand_fields[0]))
            return _matched(left, right)
        for name in saved.operand_fields:
            a, b = getattr(saved, name), getattr(ours, name)
            if isinstance(a, tuple):
                if not isinstance(b, tuple) or len(a) != len(b) or not all(map(same, a, b)):
                    return False
            elif not same(a, b):
                return False
        return True
    return v.identity(saved) == v.identity(ours)


def _matched(left: list, right: list) -> bool:
    """Every operand of one side the same as a different operand of the other."""
    if len(left) != len(right):
        return False
    rest = list(right)
    for a in left:
        for i, b in enumerate(rest):
            if same(a, b):
                del rest[i]
                break
        else:
            return False
    return True


def _same_float(saved: Decimal, ours) -> bool:
    """Ours rounded to the significant digits Maple stored equals Maple's."""
    if isinstance(ours, float):
        ours = Decimal(repr(ours))
    if not isinstance(ours, Decimal):
        return False
    if not (saved.is_finite() and ours.is_finite()):
        return saved.compare_total(ours) == 0
    digits = max(len(saved.as_tuple().digits), 1)
    return Context(prec=digits).plus(ours) == saved


def check_worksheets(paths: list[Path], out: TextIO, *, restricted: bool = False,
                     update: bool = False, timeout: float | None = None) -> int:
    """`mapletape --check FILE.mw ...`: the report of each worksheet that fails and a
    closing tally; 0 when none failed. `--update` never rewrites a worksheet; a worksheet
    still running after `timeout` seconds is stopped and fails."""
    from ..files import UnreadableFile
    from ..timelimit import TimeExpired, time_limit
    passed = failed = 0
    for path in paths:
        if update:
            out.write(f"{path}: a worksheet is never rewritten; checked only\n")
        limit = None
        try:
            with time_limit(timeout) as limit:
                report = check_worksheet(path, restricted=restricted)
        except TimeExpired as expired:
            if expired.limit is not limit:
                raise
            report = f"{path}: stopped after {timeout:g} s (--timeout)\n"
        except (WorksheetError, UnreadableFile) as exc:
            report = f"Error, {exc}\n"
        except OSError as exc:
            report = f"Error, unable to read `{path}`: {exc.strerror or exc}\n"
        if report:
            failed += 1
            out.write(report)
        else:
            passed += 1
        out.flush()
    out.write(f"{passed} passed, {failed} failed\n")
    return 0 if failed == 0 else 1
