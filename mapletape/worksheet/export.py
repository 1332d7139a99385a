"""`mapletape --export mpl|ipynb FILE.mw`: a worksheet written as a 1-D Maple script (text
as comments) or as a notebook for mapletape's Jupyter kernel (text as Markdown cells)."""
from __future__ import annotations

import json

from . import Block, Worksheet
from .run import comment_lines

# mapletape/kernel.py's kernel (not imported: it needs the jupyter extra); a test keeps
# the two the same
KERNELSPEC = {"display_name": "Maple (mapletape)", "language": "maple", "name": "mapletape"}
LANGUAGE_INFO = {"file_extension": ".mpl", "mimetype": "text/x-maple", "name": "maple"}
FORMATS = ("mpl", "ipynb")


def _skipped(block: Block) -> str:
    return f"({block.text} skipped)"


def _unread(block: Block) -> str:
    return f"group {block.group} is not exported: {block.problem}"


def to_mpl(sheet: Worksheet) -> str:
    lines: list[str] = []
    for block in sheet.blocks:
        if block.kind == "comment":
            lines.extend(comment_lines(block.text))
        elif block.kind == "skipped":
            lines.extend(comment_lines(_skipped(block)))
        elif block.text is None:
            lines.extend(comment_lines(_unread(block)))
        elif block.text.strip():
            lines.extend(block.text.rstrip("\n").split("\n"))
    return "".join(line + "\n" for line in lines)


def to_ipynb(sheet: Worksheet) -> str:
    cells: list[dict] = []

    def markdown(text: str) -> None:
        if cells and cells[-1]["cell_type"] == "markdown":
            cells[-1]["source"].extend(["\n", "\n"])
            cells[-1]["source"].extend(_source(text))
        else:
            cells.append({"cell_type": "markdown", "id": f"cell-{len(cells) + 1}",
                          "metadata": {}, "source": _source(text)})

    for block in sheet.blocks:
        if block.kind == "comment":
            markdown(block.text)
        elif block.kind == "skipped":
            markdown(f"*{_skipped(block)}*")
        elif block.text is None:
            markdown(f"*{_unread(block)}*")
        elif block.text.strip():
            cells.append({"cell_type": "code", "execution_count": None,
                          "id": f"cell-{len(cells) + 1}", "metadata": {}, "outputs": [],
                          "source": _source(block.text.strip("\n"))})
    notebook = {"cells": cells,
                "metadata": {"kernelspec": KERNELSPEC, "language_info": LANGUAGE_INFO},
                "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def _source(text: str) -> list[str]:
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + [lines[-1]]


def export(sheet: Worksheet, form: str) -> str:
    return to_mpl(sheet) if form == "mpl" else to_ipynb(sheet)
