"""2-D input linearised: a Typesetting tree (Maple's MathML-like mrow, mi, mo, mn, msup,
mfrac, msub, mfenced, msqrt, mroot, mtable ... as dotm.py decodes them) turned into 1-D
Maple text. Only the common constructs are read; anything else raises NotLinear naming
it, so that the worksheet runner warns instead of guessing."""
from __future__ import annotations

import html
import re

from .dotm import Node


class NotLinear(ValueError):
    """2-D input that has no 1-D form here; the message says which construct."""


# MathML entities Maple writes in mo/mi, as 1-D Maple; `&uminus0;` is Maple's unary minus
OPERATORS = {
    "&Assign;": ":=", "&coloneq;": ":=", "&plus;": "+", "&minus;": "-", "&uminus0;": "-",
    "&InvisibleTimes;": "*", "&sdot;": "*", "&times;": "*", "&ast;": "*", "&middot;": "*",
    "&ApplyFunction;": "", "&InvisibleComma;": ",", "&comma;": ",", "&semi;": ";",
    "&colon;": ":", "&equals;": "=", "&lt;": "<", "&gt;": ">", "&le;": "<=", "&leq;": "<=",
    "&ge;": ">=", "&geq;": ">=", "&ne;": "<>", "&neq;": "<>", "&rarr;": "->", "&srarr;": "->",
    "&RightArrow;": "->", "&sol;": "/", "&div;": "/", "&period;": ".", "&Hat;": "^",
    "&lsqb;": "[", "&rsqb;": "]", "&lpar;": "(", "&rpar;": ")", "&lbrace;": "{",
    "&rbrace;": "}", "&verbar;": "|", "&ldots;": "..", "&hellip;": "..", "&nbsp;": " ",
    "~": " ", "&period;&period;": "..", "&and;": " and ", "&or;": " or ", "&not;": "not ",
    "&excl;": "!", "&num;": "#", "&percnt;": "%", "&dollar;": "$", "&amp;": "&",
    "&apos;": "'", "&quot;": '"',
    # the same operators as Unicode characters, as newer Maples write them
    "\u2254": ":=", "\u2192": "->", "\u2264": "<=", "\u2265": ">=", "\u2260": "<>",
    "\u22c5": "*", "\u00d7": "*", "\u2212": "-", "\u2062": "*", "\u2061": "",
    "\u00a0": " ", "\u2026": "..",
}
# words Maple writes as operators in 2-D input, spaced as words
WORD_OPERATORS = {"and", "or", "not", "xor", "implies", "mod", "union", "intersect",
                  "minus", "subset", "in", "for", "from", "by", "to", "while", "do", "od",
                  "end", "if", "then", "elif", "else", "fi", "proc", "local", "global",
                  "return", "break", "next", "use", "module", "export", "option",
                  "options", "description"}
GREEK = {"&alpha;": "alpha", "&beta;": "beta", "&gamma;": "gamma", "&delta;": "delta",
         "&epsilon;": "epsilon", "&theta;": "theta", "&lambda;": "lambda", "&mu;": "mu",
         "&pi;": "Pi", "&sigma;": "sigma", "&tau;": "tau", "&phi;": "phi", "&omega;": "omega",
         "&rho;": "rho", "&eta;": "eta", "&xi;": "xi", "&zeta;": "zeta", "&kappa;": "kappa",
         "&nu;": "nu", "&chi;": "chi", "&psi;": "psi", "&Delta;": "Delta", "&Gamma;": "Gamma",
         "&Sigma;": "Sigma", "&Omega;": "Omega", "&Phi;": "Phi", "&Theta;": "Theta",
         "&Lambda;": "Lambda", "&ExponentialE;": "exp(1)", "&ImaginaryI;": "I",
         "&infin;": "infinity"}
_NAMED_GREEK = {"alpha", "beta", "gamma", "delta", "epsilon", "theta", "lambda", "mu", "pi",
                "sigma", "tau", "phi", "omega", "rho", "eta", "xi", "zeta", "kappa", "nu",
                "chi", "psi", "iota", "upsilon", "omicron"}
_ENTITY = re.compile(r"&[#A-Za-z0-9]+;")


def linearise(tree: Node) -> str:
    """The 1-D Maple text of a 2-D input, ending in `;` when it ends in no terminator
    (Maple shows the result of a 2-D input typed without one)."""
    text = _text(tree).strip()
    # an identifier typed in 2-D is one token: no space inside `x1`, spaces kept between words
    text = re.sub(r"[ \t]+", " ", text)
    text = "\n".join(line.strip() for line in text.split("\n"))
    if text and not text.rstrip().endswith((";", ":")):
        text = text.rstrip() + ";"
    return text


def _call(node: Node) -> tuple[str, list[Node], dict[str, str]]:
    """A Typesetting call's element, its operands and its options (`open = "["`)."""
    if node.kind != "FUNCTION" or node.fields[0].kind != "NAME":
        raise NotLinear(f"2-D input holds a {node.kind}, not a Typesetting element")
    args = node.fields[1].fields if node.fields[1].kind == "EXPSEQ" else (node.fields[1],)
    operands, options = [], {}
    for arg in args:
        if arg.kind == "EQUATION" and arg.fields[0].kind == "NAME":
            rhs = arg.fields[1]
            options[arg.fields[0].fields[0]] = rhs.fields[0] if rhs.kind == "STRING" else ""
        else:
            operands.append(arg)
    return node.fields[0].fields[0], operands, options


def _string(node: Node) -> str:
    if node.kind != "STRING":
        raise NotLinear(f"a Typesetting token holds a {node.kind}, not its text")
    return node.fields[0]


def _text(node: Node) -> str:
    element, operands, options = _call(node)
    rule = _RULES.get(element)
    if rule is None:
        raise NotLinear(f"2-D construct `{element}` is not linearised by mapletape")
    return rule(operands, options)


def _row(operands, options) -> str:
    return _join([_text(x) for x in operands])


def _join(parts: list[str]) -> str:
    out = ""
    for part in parts:
        if out and part and _word_char(out[-1]) and _word_char(part[0]):
            out += " "
        out += part
    return out


def _word_char(c: str) -> bool:
    return c.isalnum() or c in "_~`\"."


def _identifier(operands, options) -> str:
    text = _string(operands[0]) if operands else ""
    word = _entity_text(text, GREEK)
    if not word:
        return ""
    if re.fullmatch(r"[A-Za-z_~][A-Za-z_0-9~]*|`[^`]*`|[0-9.]+|exp\(1\)|infinity|I|Pi", word):
        return word
    return "`" + word.replace("`", "``") + "`"


def _entity_text(text: str, table: dict[str, str]) -> str:
    def one(match):
        entity = match.group(0)
        if entity in table:
            return table[entity]
        plain = html.unescape(entity)
        if plain == entity:
            raise NotLinear(f"2-D symbol {entity} is not linearised by mapletape")
        return plain
    return _ENTITY.sub(one, text)


def _number(operands, options) -> str:
    return _entity_text(_string(operands[0]), {"&uminus0;": "-", "&minus;": "-"}) if operands else ""


def _operator(operands, options) -> str:
    # `~` is a space Maple puts around an operator (`~&Assign;~`)
    text = (_string(operands[0]) if operands else "").strip("~") or ("~" if operands else "")
    if text in OPERATORS:
        op = OPERATORS[text]
    else:
        unknown = [e for e in _ENTITY.findall(text) if e not in OPERATORS]
        op = "".join(OPERATORS.get(c, c) for c in _ENTITY.sub(lambda m: OPERATORS.get(m.group(0), ""), text))
        if unknown or not op.isascii():
            raise NotLinear(f"2-D operator {unknown[0] if unknown else text} is not linearised "
                            "by mapletape")
    if op.strip() in WORD_OPERATORS:
        return f" {op.strip()} "
    if op in (":=", "->", "=", "<", ">", "<=", ">=", "<>"):
        return f" {op} "
    if op == ",":
        return ", "
    return op


def _text_string(operands, options) -> str:
    """ms: a string, written with Maple's quotes."""
    text = html.unescape(_string(operands[0])) if operands else ""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _words(operands, options) -> str:
    """mtext: words typed in the math, which Maple reads as 1-D text."""
    return html.unescape(_string(operands[0])) if operands else ""


def _grouped(text: str) -> str:
    """An operand wrapped in parentheses unless it is one name, number or call."""
    t = text.strip()
    if re.fullmatch(r"[A-Za-z_0-9.~]+(\[[^\[\]]*\])*|`[^`]*`", t) or _balanced_call(t):
        return t
    return f"({t})"


def _balanced_call(t: str) -> bool:
    """`f(...)` or `a[...]` whose bracket after the name closes at the very end."""
    m = re.match(r"[A-Za-z_][A-Za-z_0-9]*", t)
    if not m or m.end() == len(t) or t[m.end()] not in "([":
        return False
    depth = 0
    for i in range(m.end(), len(t)):
        depth += t[i] in "([{"
        depth -= t[i] in ")]}"
        if depth == 0 and i < len(t) - 1:
            return False
    return depth == 0


def _two(element: str, operands) -> tuple[str, str]:
    if len(operands) != 2:
        raise NotLinear(f"2-D `{element}` with {len(operands)} operands")
    return _text(operands[0]), _text(operands[1])


def _power(operands, options) -> str:
    base, exponent = _two("msup", operands)
    return f"{_grouped(base)}^{_grouped(exponent)}"


def _fraction(operands, options) -> str:
    top, bottom = _two("mfrac", operands)
    return f"{_grouped(top)}/{_grouped(bottom)}"


def _subscript(operands, options) -> str:
    base, index = _two("msub", operands)
    return f"{_grouped(base)}[{index.strip()}]"


def _fenced(operands, options) -> str:
    if len(operands) == 1:
        table = _matrix(operands[0])
        if table is not None:
            return table
    open_, close = options.get("open", "("), options.get("close", ")")
    inner = ", ".join(_text(x).strip() for x in operands)
    return f"{_entity_text(open_, OPERATORS)}{inner}{_entity_text(close, OPERATORS)}"


def _matrix(node: Node) -> str | None:
    """A fenced mtable (Maple's Matrix palette) as Matrix([[...], ...])."""
    try:
        element, rows, _ = _call(node)
    except NotLinear:
        return None
    if element != "mtable":
        return None
    return f"Matrix([{', '.join(_table_row(r) for r in rows)}])"


def _table_row(node: Node) -> str:
    element, cells, _ = _call(node)
    if element != "mtr":
        raise NotLinear(f"2-D table row `{element}`")
    entries = []
    for cell in cells:
        kind, contents, _ = _call(cell)
        if kind != "mtd":
            raise NotLinear(f"2-D table cell `{kind}`")
        entries.append(_join([_text(x) for x in contents]).strip())
    return f"[{', '.join(entries)}]"


def _table(operands, options) -> str:
    raise NotLinear("2-D table outside a Matrix's brackets is not linearised by mapletape")


def _root(operands, options) -> str:
    if len(operands) != 1:
        raise NotLinear("2-D `msqrt` with several operands")
    return f"sqrt({_text(operands[0]).strip()})"


def _nth_root(operands, options) -> str:
    radicand, index = _two("mroot", operands)
    return f"root({radicand.strip()}, {index.strip()})"


def _space(operands, options) -> str:
    return "\n" if options.get("linebreak") == "newline" else " "


_RULES = {"mrow": _row, "mstyle": _row, "mpadded": _row, "mphantom": lambda o, p: "",
          "mi": _identifier, "mn": _number, "mo": _operator, "ms": _text_string,
          "mtext": _words, "msup": _power, "mfrac": _fraction, "msub": _subscript,
          "mfenced": _fenced, "msqrt": _root, "mroot": _nth_root, "mspace": _space,
          "mtable": _table}
