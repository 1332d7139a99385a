"""Output wider than the screen: 2-D results broken into blocks at commas and at `+`/`-`,
long numbers split with a trailing backslash, error messages word-wrapped."""
from __future__ import annotations

from .picture import Picture

CONTINUATION = "    "              # lines after a break at a comma or inside a number
NARROWEST = 10                      # below this a line could not hold its continuation indent
OPERATOR_CONTINUATION = "     "     # blocks that start with `+` or `-`


def _cuts(pict: Picture) -> list[tuple[int, int, str]]:
    """Places a picture may be broken: (end of this block, start of the next, indent)."""
    row = pict.padded().lines[pict.baseline]
    others = [line for i, line in enumerate(pict.padded().lines) if i != pict.baseline]
    found = []
    for c in range(1, len(row) - 2):
        # the column after a base may hold its exponent, so only the break itself must be clear
        if any(line[c + 1:c + 3].strip() for line in others):
            continue
        if row[c:c + 2] == ", ":
            found.append((c + 1, c + 2, CONTINUATION))
        elif row[c:c + 3] in (" + ", " - "):
            found.append((c + 1, c + 1, OPERATOR_CONTINUATION))
    return found


def _block(pict: Picture, start: int, end: int) -> list[str]:
    """Columns start..end of a picture, without rows left blank."""
    rows = [line[start:end].rstrip() for line in pict.padded().lines]
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
    lines, start, indent = [], 0, ""
    while pict.width - start > width - len(indent):
        limit = start + width - len(indent)
        fitting = [cut for cut in cuts if start < cut[0] <= limit]
        if not fitting:
            fitting = [min((cut for cut in cuts if cut[0] > start), default=None, key=lambda c: c[0])]
            if fitting[0] is None:
                break
        end, next_start, next_indent = fitting[-1]
        lines += [indent + row for row in _block(pict, start, end)]
        start, indent = next_start, next_indent
    lines += [indent + row for row in _block(pict, start, pict.width)]
    return lines


def split_long_token(text: str, width: int) -> list[str]:
    """A line too long for the screen, cut with `\\` at each line end (Maple's long numbers)."""
    width = max(width, NARROWEST)
    lines, indent = [], ""
    while len(indent) + len(text) > width:
        room = max(1, width - len(indent) - 1)
        lines.append(indent + text[:room] + "\\")
        text, indent = text[room:], CONTINUATION
    return lines + [indent + text]


def wrap_words(text: str, width: int) -> list[str]:
    """Word-wrap at spaces to the screen width; continuation lines are not indented."""
    width = max(width, NARROWEST)
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
    a token longer than a line is split with `\\`."""
    width = max(width, NARROWEST)
    lines = []
    while len(text) > width:
        cut = max((i + 1 for i in range(1, width) if text[i] in _BREAK_AFTER and text[i - 1] != "e"), default=0)
        if cut == 0:
            head = split_long_token(text[:width + 1], width)[0]
            lines.append(head)
            text = text[len(head) - 1:]
            continue
        lines.append(text[:cut].rstrip())
        text = text[cut:].lstrip()
    return lines + [text]
