"""Test worksheets built the way Maple writes them (the structure observed in the public
worksheets named in tests/worksheets/README.md): a .m encoder for Typesetting trees and
the XML of a .mw around groups."""
from __future__ import annotations

import base64
from xml.sax.saxutils import escape, quoteattr


def count(n: int) -> bytes:
    """A .m length or reference: one character under 58, else base-16 digits closed by
    a digit from `k` (mapletape/worksheet/dotm.py)."""
    if n < 58:
        return bytes([n + 33])
    digits = []
    while n >= 20:          # the closing digit holds 0..19
        digits.append(n % 16 + 58 + 33)
        n //= 16
    return bytes(digits) + bytes([n + 74 + 33])


def name(text: str) -> bytes:
    raw = text.encode()
    return b"%" + count(len(raw)) + raw + b"G"


def string(text: str) -> bytes:
    raw = text.encode()
    return b"Q" + count(len(raw)) + raw + b'6"'      # with an empty attribute sequence


def seq(*items: bytes) -> bytes:
    return b"6" + count(len(items) + 1) + b"".join(items)


def ts(element: str, *operands: bytes, **options: str) -> bytes:
    """A Typesetting element: mi(string("x")), mfenced(..., open="[")."""
    opts = [b"/" + name(k) + string(v) for k, v in options.items()]
    return b"-" + name(element) + seq(*operands, *opts)


def token(element: str, text: str) -> bytes:
    return ts(element, string(text))


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def input_group(text: str, *outputs: str) -> str:
    return (f'<Group><Input><Text-field style="Maple Input" layout="Normal" prompt="&gt; ">'
            f'{escape(text)}</Text-field></Input>{_outputs(outputs)}</Group>')


def math_group(display: bytes, *outputs: str) -> str:
    """2-D input: an empty Text-field holding the executable Equation."""
    return (f'<Group><Input><Text-field style="Maple Input" layout="Normal" prompt="&gt; ">'
            f'<Equation executable="true" style="2D Input" input-equation="" '
            f'display={quoteattr(b64(display))}>{b64(b"%!G")}</Equation></Text-field></Input>'
            f'{_outputs(outputs)}</Group>')


def value(payload: bytes) -> str:
    return (f'<Text-field style="2D Output" layout="Maple Output"><Equation executable="false" '
            f'style="2D Output" input-equation="" display="">{b64(payload)}</Equation></Text-field>')


def error(text: str) -> str:
    return f'<Text-field style="Error" layout="Error">{escape(text)}</Text-field>'


def plot() -> str:
    return '<Text-field style="Maple Plot" layout="Maple Plot"><Plot height="300">AAAA</Plot></Text-field>'


def _outputs(outputs) -> str:
    return f"<Output>{''.join(outputs)}</Output>" if outputs else ""


def text_group(text: str) -> str:
    return (f'<Group><Input><Text-field style="Text" layout="Normal">{escape(text)}'
            f'</Text-field></Input></Group>')


def section(title: str, *groups: str) -> str:
    return (f'<Section><Title><Text-field style="Heading 1" layout="Heading 1">{escape(title)}'
            f'</Text-field></Title>{"".join(groups)}</Section>')


def worksheet(*parts: str) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<Worksheet>\n<Version major="2017" minor="3"/>\n'
            '<MapleNet-Properties prettyprint="3" screenwidth="79"/>\n'
            + "\n".join(parts) + "\n</Worksheet>\n")


def synthetic() -> str:
    """tests/worksheets/synthetic.mw, as committed."""
    # the saved values are Maple's own encodings, as NeilStrickland/maple_lib's worksheets
    # hold them: `p := 7` (mprintslash) and 49 from quat_jac.mw, 3/4 from CP_to_BU.mw,
    # 3 from symfun.mw
    assign_p = (b'-_I,TypesettingG6$%*protectedGI(_syslibG6"I,mprintslashGF(6$7#>I"pGF(""(7#F.')
    two_d = ts("mrow", token("mi", "q"), token("mo", "&Assign;"),
               ts("mfrac", token("mn", "3"), ts("msup", token("mn", "2"), token("mn", "2"))))
    fenced = ts("mrow", token("mi", "nops"), token("mo", "&ApplyFunction;"),
                ts("mfenced", ts("mfenced", ts("mrow", token("mn", "1"), token("mo", ","),
                                              token("mn", "2"), token("mo", ","),
                                              ts("msub", token("mi", "L"), token("mn", "1"))),
                                 open="[", close="]")))
    return worksheet(
        text_group("A worksheet written for mapletape's tests."),
        section("Numbers",
                input_group("p := 7;\np^2;", value(assign_p), value(b'"#\\')),
                math_group(two_d, value(b'#""$""%')),
                math_group(ts("mrow", ts("msqrt", token("mn", "4")))),
                input_group("1/0;", error("Error, numeric exception: division by zero"))),
        section("Lists",
                input_group("L := [96, 47]:"),
                math_group(fenced, value(b'""$')),
                input_group("plot(x^2, x = 0 .. 1);", plot())))
