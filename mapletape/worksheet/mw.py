"""Reading a .mw worksheet (Maple's XML) into blocks: inputs, comments, skipped parts.

The XML comes from strangers, so the parser is Python's expat configured against XML
attacks: a document type declaration (where entity expansion bombs and external entities
live; Maple writes none) is refused outright, as are entity declarations and references to
external entities, and elements may nest at most MAX_DEPTH deep."""
from __future__ import annotations

import base64
import binascii
import re
import xml.parsers.expat
from xml.etree.ElementTree import Element, TreeBuilder

from . import Block, Output, Worksheet, WorksheetError

MAX_DEPTH = 200
INPUT_STYLES = ("Maple Input",)
# Text-field styles of saved outputs that are messages, by what they are
MESSAGE_STYLES = {"Error": "error", "HyperlinkError": "error", "Warning": "warning",
                  "HyperlinkWarning": "warning", "Line Printed Output": "printed"}
# parts that are shown, not run: a plot, or anything else Maple embeds (a component, a
# table, an image), named by its element
SKIPPED = {"Plot": "plot", "Table": "table", "Image": "image"}
# the worksheet's settings, styles and stores, never shown as a part of it
METADATA = {"Version", "Label-Scheme", "View-Properties", "MapleNet-Properties", "Styles",
            "Startup-Code", "Task", "Task-table", "Annotation-table", "RTable", "Layout", "Font",
            "Pencil-style", "Highlighter-style", "Hyperlink", "Equation", "Text-field",
            "Input", "Output", "Group", "Section", "Title", "Presentation-Block"}


def skipped_name(tag: str) -> str:
    return SKIPPED.get(tag, f"embedded {tag}")


class _Refused(Exception):
    pass


def parse_xml(data: bytes, name: str) -> Element:
    """The root element of `data`, which must be UTF-8 XML without a document type."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WorksheetError(f"`{name}` is not a Maple worksheet: not UTF-8 text "
                             f"(byte {exc.start})") from None
    builder = TreeBuilder()
    parser = xml.parsers.expat.ParserCreate(encoding="UTF-8")
    depth = 0

    def start(tag, attributes):
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise _Refused(f"elements nested more than {MAX_DEPTH} deep")
        builder.start(tag, attributes)

    def end(tag):
        nonlocal depth
        depth -= 1
        builder.end(tag)

    def refuse(what):
        def handler(*_):
            raise _Refused(what)
        return handler

    parser.StartElementHandler, parser.EndElementHandler = start, end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = refuse("it has a document type declaration "
                                            "(entities are refused)")
    parser.EntityDeclHandler = refuse("it declares entities")
    parser.ExternalEntityRefHandler = refuse("it refers to an external entity")
    parser.SetParamEntityParsing(xml.parsers.expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        parser.Parse(text, True)
    except _Refused as exc:
        raise WorksheetError(f"`{name}` is refused: {exc}") from None
    except xml.parsers.expat.ExpatError as exc:
        reason = xml.parsers.expat.ErrorString(exc.code)
        raise WorksheetError(f"`{name}` is not a Maple worksheet: {reason} "
                             f"(line {exc.lineno}, column {exc.offset + 1})") from None
    return builder.close()


def parse_mw(data: bytes, name: str) -> Worksheet:
    root = parse_xml(data, name)
    if root.tag != "Worksheet":
        raise WorksheetError(f"`{name}` is not a Maple worksheet: its root is <{root.tag}>")
    reader = _Reader(name)
    reader.walk(root)
    return Worksheet(name, reader.blocks)


def payload(text: str | None, name: str, group: int) -> bytes:
    try:
        return base64.b64decode((text or "").strip(), validate=False)
    except (binascii.Error, ValueError):
        raise WorksheetError(f"`{name}`, group {group}: an equation is not base64") from None


class _Reader:
    def __init__(self, name: str):
        self.name = name
        self.blocks: list[Block] = []
        self.groups = 0

    def walk(self, element: Element) -> None:
        for child in element:
            if child.tag == "Group":
                self.group(child)
            elif child.tag == "Section":
                self.walk(child)
            elif child.tag == "Title":
                self.comment(child)
            elif child.tag == "Presentation-Block":
                self.walk(child)
            elif child.tag not in METADATA:
                self.blocks.append(Block("skipped", skipped_name(child.tag)))

    def comment(self, element: Element) -> None:
        for field in element.iter("Text-field"):
            text = _plain_text(field)
            if text.strip():
                self.blocks.append(Block("comment", text.strip()))

    def group(self, element: Element) -> None:
        self.groups += 1
        number = self.groups
        inputs: list[Block] = []
        for part in element:
            if part.tag == "Input" or (part.tag == "Text-field" and part.get("style") in INPUT_STYLES):
                fields = [part] if part.tag == "Text-field" else list(part)
                for field in fields:
                    inputs.extend(self.input_field(field, number))
            elif part.tag == "Output":
                outputs = self.outputs(part, number)
                if inputs and inputs[-1].kind == "input":
                    inputs[-1].outputs.extend(outputs)
                else:
                    inputs.append(Block("input", "", number, outputs=outputs))
            elif part.tag == "Group":      # a nested group, as Maple writes subgroups
                self.blocks.extend(inputs)
                inputs = []
                self.group(part)
        self.blocks.extend(inputs)

    def input_field(self, field: Element, number: int) -> list[Block]:
        if field.tag not in METADATA:
            return [Block("skipped", skipped_name(field.tag), number)]
        if field.tag != "Text-field":
            return []
        style = field.get("style") or ""
        equations = [e for e in field.iter("Equation") if e.get("executable") == "true"]
        if style in INPUT_STYLES or equations:
            if equations:
                return [self.math_input(e, number) for e in equations]
            text = "".join(field.itertext())
            return [Block("input", text, number)] if text.strip() else []
        text = _plain_text(field).strip()
        return [Block("comment", text, number)] if text else []

    def math_input(self, equation: Element, number: int) -> Block:
        """2-D input: its Typesetting tree (the `display` payload) linearised."""
        from .dotm import DotMError, decode
        from .typesetting import NotLinear, linearise
        data = payload(equation.get("display"), self.name, number)
        try:
            return Block("input", linearise(decode(data)), number)
        except (DotMError, NotLinear) as exc:
            return Block("input", None, number, problem=str(exc))

    def outputs(self, element: Element, number: int) -> list[Output]:
        found: list[Output] = []
        for field in element:
            if field.tag not in METADATA:
                found.append(Output("skipped", text=skipped_name(field.tag)))
                continue
            if field.tag != "Text-field":
                continue
            style = field.get("style") or ""
            inner = [c for c in field if c.tag not in METADATA]
            if inner:
                found.append(Output("skipped", text=skipped_name(inner[0].tag)))
            elif style in MESSAGE_STYLES:
                found.append(Output(MESSAGE_STYLES[style], text="".join(field.itertext()).strip()))
            else:
                for equation in field.iter("Equation"):
                    found.append(Output("value", payload(equation.text, self.name, number)))
        return found


def _plain_text(field: Element) -> str:
    """A text paragraph's words, its inline math linearised where it can be."""
    from .dotm import DotMError, decode
    from .typesetting import NotLinear, linearise
    parts = [field.text or ""]
    for child in field:
        if child.tag == "Equation":
            try:
                parts.append(linearise(decode(base64.b64decode(child.get("display") or ""))))
            except (DotMError, NotLinear, binascii.Error, ValueError):
                parts.append("[math]")
        else:
            parts.append("".join(child.itertext()))
        parts.append(child.tail or "")
    return re.sub(r"[ \t]+", " ", "".join(parts))
