"""Output wider than the screen: 2-D results broken into blocks at commas and at `+`/`-`,
long numbers split with a trailing backslash, error messages word-wrapped."""
from __future__ import annotations

import bisect

from .atoms import visible
from .picture import Picture

CONTINUATION = "    "              # lines after a break at a comma or inside a number
NARROWEST = 10                      # below this a line could not hold its continuation indent
OPERATOR_CONTINUATION = "     "     # blocks that start with `+` or `-`


def _cuts(pict: Picture) -> list[tuple[int, int, str]]:
    """Places a picture may be broken: (end of this block, start of the next, indent).
    After a comma anywhere; before a `+` or `-`, and between the factors of a product, only
    outside parentheses, so that a factor such as `(x + 10)` stays whole. Only the gap itself
    must be clear in the other rows: the column after a base may hold its exponent, and the
    next entry may be wider than its bar."""
    lines = pict.padded().lines
    row = lines[pict.baseline]
    if " " not in row:
        return []           # every cut is at a space: a long number has none (scan no digit)
    others = [line for i, line in enumerate(lines) if i != pict.baseline]
    found, depth, quoted = [], 0, _quoted(row)
    for c in range(len(row) - 2):
        depth += {"(": 1, ")": -1}.get(row[c], 0) if not quoted[c] else 0
        if quoted[c]:
            continue
        if row[c:c + 2] == ", " and not any(line[c + 1].strip() for line in others):
            found.append((c + 1, c + 2, CONTINUATION))
        elif c and depth == 0 and row[c:c + 3] in (" + ", " - ") \
                and not any(line[c + 1:c + 3].strip() for line in others):
            found.append((c + 1, c + 1, OPERATOR_CONTINUATION))
        elif c and depth == 0 and row[c] == " " and row[c - 1] not in _OPERATORS \
                and row[c + 1] not in _OPERATORS and not row.startswith(_ELISION_WORDS, c + 1) \
                and not any(line[c].strip() for line in others):
            found.append((c, c + 1, CONTINUATION))      # between the factors of a product
    return found


_OPERATORS = " +-=<>,.:"
# the space in `...[9800 digits]...` or `...[9800 terms]...` (display/elision.py) is no product
_ELISION_WORDS = ("digits]...", "terms]...")


def _block(pict: Picture, start: int, end: int) -> list[str]:
    """Columns start..end of a padded picture, without rows left blank."""
    rows = [line[start:end].rstrip() for line in pict.lines]
    first = next((i for i, r in enumerate(rows) if r.strip()), pict.baseline)
    last = max((i for i, r in enumerate(rows) if r.strip()), default=pict.baseline)
    return rows[min(first, pict.baseline):max(last, pict.baseline) + 1]


def wrap_picture(pict: Picture, width: int) -> list[str] | None:
    """The lines of a picture too wide for the screen, broken into blocks; None when it
    fits (or offers no place to break)."""
    width = max(width, NARROWEST)
    if pict.width <= width:
        return None
    cuts = _cuts(pict)
    if not cuts:
        if pict.height == 1:
            return split_long_token(pict.lines[0], width)
        return None
    pict = pict.padded()
    ends = [cut[0] for cut in cuts]          # in order, so that each block is found by bisection
    lines, start, indent = [], 0, ""
    while pict.width - start > width - len(indent):
        limit = start + width - len(indent)
        first = bisect.bisect_right(ends, start)
        if first == len(cuts):
            break
        # the last cut that fits, else (a block wider than the screen) the first one after start
        end, next_start, next_indent = cuts[max(first, bisect.bisect_right(ends, limit) - 1)]
        lines += _placed(_block(pict, start, end), indent, width)
        start, indent = next_start, next_indent
    return lines + _placed(_block(pict, start, pict.width), indent, width)


def _placed(rows: list[str], indent: str, width: int) -> list[str]:
    """A block's rows after its indent; a one-row block still too wide (a long number in a
    list) is cut with `\\` as a long number alone is."""
    if len(rows) == 1 and len(indent) + len(rows[0]) > width:
        return split_long_token(indent + rows[0], width)
    return [indent + row for row in rows]


def split_long_token(text: str, width: int) -> list[str]:
    """A line too long for the screen, cut with `\\` at each line end and continued flush
    left (Maple's long numbers: `100!` is 78 digits and `\\`, then the rest, issue 25)."""
    width = max(width, NARROWEST)
    lines, start = [], 0
    room = max(1, width - 1)
    # by position, not by cutting the rest off each time, which copies it: linear in the length
    while len(text) - start > width:
        lines.append(text[start:start + room] + "\\")
        start += room
    return lines + [text[start:]]


def wrap_words(text: str, width: int) -> list[str]:
    """Word-wrap at spaces to the screen width; continuation lines are not indented.
    A message's control characters are written as escapes (atoms.visible)."""
    width = max(width, NARROWEST)
    text = visible(text)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = word if not line else line + " " + word
            if len(candidate) > width and line:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


_BREAK_AFTER = ",+-*/=( "


def wrap_line(text: str, width: int) -> list[str]:
    """A 1-D result hard-wrapped at the screen width between tokens, with no marker;
    a token longer than a line (a number, a string) is split with `\\`. No control
    character is written raw (atoms.visible)."""
    width = max(width, NARROWEST)
    text = visible(text)
    quoted = _quoted(text)
    lines, start = [], 0
    while len(text) - start > width:
        cut = max((i + 1 for i in range(start + 1, start + width)
                   if text[i] in _BREAK_AFTER and text[i - 1] != "e" and not quoted[i]), default=0)
        if cut == 0:
            lines.append(text[start:start + width - 1] + "\\")
            start += width - 1
            continue
        lines.append(text[start:cut].rstrip())
        start = cut
        while start < len(text) and text[start] == " " and not quoted[start]:
            start += 1
    return lines + [text[start:]]


def _quoted(text: str) -> list[bool]:
    """For each character, whether it lies inside a string or a backquoted name, where a
    break would change what the line means."""
    inside, escaped, flags = None, False, []
    for ch in text:
        flags.append(inside is not None)
        if inside is None and ch in "\"`":
            inside = ch
        elif escaped:
            escaped = False
        elif ch == "\\" and inside == '"':
            escaped = True
        elif ch == inside:
            inside = None
    return flags
