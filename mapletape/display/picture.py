"""Pictures: equal-width lines of text with a baseline, composed left-right and top-down
(in the spirit of SymPy's stringPict)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Picture:
    lines: tuple[str, ...]
    baseline: int = 0
    binding: int = 100        # how tightly the picture binds, for parenthesisation

    @staticmethod
    def text(s: str, binding: int = 100) -> "Picture":
        return Picture((s,), 0, binding)

    @property
    def width(self) -> int:
        return max((len(line) for line in self.lines), default=0)

    @property
    def height(self) -> int:
        return len(self.lines)

    def padded(self) -> "Picture":
        w = self.width
        return Picture(tuple(line.ljust(w) for line in self.lines), self.baseline, self.binding)

    def with_binding(self, binding: int) -> "Picture":
        return Picture(self.lines, self.baseline, binding)

    def parens(self, left: str = "(", right: str = ")") -> "Picture":
        r"""The picture between delimiters. They grow to its height when it reaches below its
        baseline, as Maple draws `/x\`, `|-|`, `\y/` around x/y, unless its rows are bracketed
        already (rtables and DeepLearning objects as arguments keep plain delimiters)."""
        below = self.height - self.baseline > 1
        bracketed = all(line.startswith("[") for line in self.lines)
        if not below or bracketed:
            return beside(Picture.text(left), self, Picture.text(right)).with_binding(100)
        return beside(self._delimiter(left), self, self._delimiter(right)).with_binding(100)

    def _delimiter(self, symbol: str) -> "Picture":
        """A delimiter as tall as this picture: parentheses bend at the ends, braces also
        point out at the baseline, brackets and bars repeat."""
        last = self.height - 1
        if symbol in "()":
            top, middle, bottom = ("/", "|", "\\") if symbol == "(" else ("\\", "|", "/")
            rows = [top if i == 0 else bottom if i == last else middle for i in range(self.height)]
        elif symbol == "{":
            rows = ["{ " if i == self.baseline else " /" if i == 0 else " \\" if i == last else " |"
                    for i in range(self.height)]
        elif symbol == "}":
            rows = [" }" if i == self.baseline else "\\ " if i == 0 else "/ " if i == last else "| "
                    for i in range(self.height)]
        else:
            rows = [symbol] * self.height
        return Picture(tuple(rows), self.baseline)


def beside(*pictures: Picture, binding: int = 100) -> Picture:
    """Place pictures left to right with their baselines aligned."""
    pictures = [p for p in pictures if p.lines]
    if not pictures:
        return Picture(("",), 0, binding)
    above = max(p.baseline for p in pictures)
    below = max(p.height - p.baseline for p in pictures)
    # each row's pieces are joined once at the end: adding them to a string one by one would
    # copy the row for every picture, quadratic in a sequence of a million terms
    rows: list[list[str]] = [[] for _ in range(above + below)]
    for p in pictures:
        p = p.padded()
        top = above - p.baseline
        blank = " " * p.width
        for i in range(above + below):
            j = i - top
            rows[i].append(p.lines[j] if 0 <= j < p.height else blank)
    return Picture(tuple("".join(row) for row in rows), above, binding)


def stack(*pictures: Picture, baseline: int = 0, binding: int = 100) -> Picture:
    """Place pictures top to bottom, each centred as a block (odd padding on the right)."""
    w = max(p.width for p in pictures)
    rows = []
    for p in pictures:
        for line in p.padded().lines:
            rows.append(center(line, w))
    return Picture(tuple(rows), baseline, binding)


def center(text: str, width: int) -> str:
    pad = width - len(text)
    left = pad // 2
    return " " * left + text + " " * (pad - left)


def join(pictures: list[Picture], separator: str, binding: int = 100) -> Picture:
    parts: list[Picture] = []
    for i, p in enumerate(pictures):
        if i:
            parts.append(Picture.text(separator))
        parts.append(p)
    return beside(*parts, binding=binding)


def grid(rows: list[list[Picture]], gap: int = 4) -> Picture:
    """Maple's bracketed grid: entries centred in their columns, columns `gap` apart,
    each row in brackets with a blank bracketed row between rows; baseline in the middle."""
    ncols = max(len(r) for r in rows)
    widths = [max(r[c].width for r in rows if c < len(r)) for c in range(ncols)]
    out: list[str] = []
    for k, row in enumerate(rows):
        if k:
            out.append("[" + " " * (sum(widths) + gap * (ncols - 1)) + "]")
        height = max(p.height for p in row)
        above = max(p.baseline for p in row)
        for i in range(height):
            cells = []
            for c, p in enumerate(row):
                j = i - (above - p.baseline)
                cells.append(center(p.padded().lines[j] if 0 <= j < p.height else "", widths[c]))
            out.append("[" + (" " * gap).join(cells) + "]")
    # one row keeps its entries' baseline; taller grids put it on the middle line
    baseline = max(p.baseline for p in rows[0]) if len(rows) == 1 else (len(out) - 1) // 2
    return Picture(tuple(out), baseline)
