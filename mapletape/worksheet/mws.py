"""Reading a classic .mws worksheet (Maple V to Maple 2021): a brace format,
`{SECT 0 {EXCHG {PARA 0 "> " 0 "" {MPLTEXT 1 0 19 "dp:=diff(p,sigma1);" }}{PARA 12 "" 1 ""
{XPPMATH 20 "6#..." }}}}`. Each EXCHG is an execution group; MPLTEXT holds 1-D input (its
third number is its length), TEXT a paragraph, XPPMATH a result in the .m form. Maple
wraps the file's lines at about 70 columns, inside strings too: a raw line break is not
part of a string (a real one is written `\\n`), which each string's length confirms."""
from __future__ import annotations


from . import Block, Output, Worksheet, WorksheetError

MAX_DEPTH = 200
PLOTS = ("GLPLOT2D", "GLPLOT3D", "INLPLOT", "PLOT", "PLOT3D")


class _Brace:
    __slots__ = ("name", "items")

    def __init__(self, name: str):
        self.name, self.items = name, []


class _Text(str):
    """A quoted string of the file (told apart from a bare word or number)."""


def parse_mws(data: bytes, name: str) -> Worksheet:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WorksheetError(f"`{name}` is not a Maple worksheet: not UTF-8 text "
                             f"(byte {exc.start})") from None
    if not text.lstrip().startswith("{VERSION"):
        raise WorksheetError(f"`{name}` is not a Maple worksheet: it does not start with "
                             "{VERSION")
    top = _parse(text, name)
    reader = _Reader(name)
    for item in top.items:
        if isinstance(item, _Brace):
            reader.walk(item)
    return Worksheet(name, reader.blocks)


def _parse(text: str, name: str) -> _Brace:
    """The brace tree, read without recursion."""
    root = _Brace("")
    stack = [root]
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "{":
            j = i + 1
            while j < n and not text[j].isspace() and text[j] not in "{}\"":
                j += 1
            node = _Brace(text[i + 1:j])
            stack[-1].items.append(node)
            stack.append(node)
            if len(stack) > MAX_DEPTH:
                raise WorksheetError(f"`{name}` is refused: braces nested more than "
                                     f"{MAX_DEPTH} deep")
            i = j
        elif c == "}":
            if len(stack) == 1:
                raise WorksheetError(f"`{name}` is not a Maple worksheet: an unmatched }}")
            stack.pop()
            i += 1
        elif c == '"':
            value, i = _string(text, i + 1, stack[-1], name)
            stack[-1].items.append(value)
        elif c.isspace():
            i += 1
        else:
            j = i
            while j < n and not text[j].isspace() and text[j] not in '{}"':
                j += 1
            stack[-1].items.append(text[i:j])
            i = j
    if len(stack) != 1:
        raise WorksheetError(f"`{name}` is not a Maple worksheet: it is cut short "
                             f"({stack[-1].name} not closed)")
    return root


def _string(text: str, i: int, owner: _Brace, name: str) -> tuple[_Text, int]:
    """A quoted string from just after its opening quote: line breaks dropped, escapes read."""
    out: list[str] = []
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            return _Text("".join(out)), i + 1
        if c in "\r\n":
            i += 1
            continue
        if c == "\\" and i + 1 < n:
            nxt = text[i + 1]
            if nxt in "\r\n":          # an escape cut by the line wrap
                j = i + 1
                while j < n and text[j] in "\r\n":
                    j += 1
                nxt, i = text[j], j - 1
            out.append({"n": "\n", "t": "\t"}.get(nxt, nxt))
            i += 2
            continue
        out.append(c)
        i += 1
    raise WorksheetError(f"`{name}` is not a Maple worksheet: a string in {owner.name} is not closed")


class _Reader:
    def __init__(self, name: str):
        self.name = name
        self.blocks: list[Block] = []
        self.groups = 0

    def walk(self, node: _Brace) -> None:
        if node.name == "SECT":
            for item in node.items:
                if isinstance(item, _Brace):
                    self.walk(item)
        elif node.name == "EXCHG":
            self.exchange(node)
        elif node.name == "PARA":
            for text in self._texts(node):
                self.blocks.append(Block("comment", text))

    def exchange(self, node: _Brace) -> None:
        self.groups += 1
        current: Block | None = None
        for para in node.items:
            if not isinstance(para, _Brace):
                continue
            if para.name != "PARA":
                if para.name in ("SECT", "EXCHG"):
                    self.walk(para)
                continue
            for part in para.items:
                if not isinstance(part, _Brace):
                    continue
                if part.name == "MPLTEXT":
                    current = Block("input", self._mpltext(part), self.groups)
                    self.blocks.append(current)
                elif part.name == "XPPMATH":
                    self._output(current, Output("value", _payload(part)))
                elif part.name in PLOTS:
                    self._output(current, Output("skipped", text="plot"))
                elif part.name == "TEXT":
                    text = self._text(part)
                    kind = ("error" if text.startswith("Error,") else
                            "warning" if text.startswith("Warning,") else None)
                    if kind and current is not None:
                        self._output(current, Output(kind, text=text))
                    elif text.strip():
                        self.blocks.append(Block("comment", text.strip(), self.groups))

    def _output(self, block: Block | None, output: Output) -> None:
        if block is None:
            block = Block("input", "", self.groups)
            self.blocks.append(block)
        block.outputs.append(output)

    def _mpltext(self, node: _Brace) -> str:
        strings = [x for x in node.items if isinstance(x, _Text)]
        numbers = [x for x in node.items if not isinstance(x, (_Text, _Brace))]
        if len(strings) != 1 or len(numbers) < 3 or not numbers[2].isdigit():
            raise WorksheetError(f"`{self.name}`, group {self.groups}: an MPLTEXT without "
                                 "its length and text")
        if int(numbers[2]) != len(strings[0]):
            raise WorksheetError(f"`{self.name}`, group {self.groups}: an MPLTEXT of "
                                 f"{len(strings[0])} characters says {numbers[2]}")
        return strings[0]

    def _text(self, node: _Brace) -> str:
        return "".join(x for x in node.items if isinstance(x, _Text))

    def _texts(self, para: _Brace) -> list[str]:
        return [t for t in (self._text(x).strip() for x in para.items
                            if isinstance(x, _Brace) and x.name == "TEXT") if t]


def _payload(node: _Brace) -> bytes:
    """XPPMATH's .m text, as bytes for dotm.py (a .mw holds the same, in base64)."""
    text = "".join(x for x in node.items if isinstance(x, _Text))
    return text.encode("utf-8")


