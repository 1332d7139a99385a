"""The fast path of parsing: Lark's own LALR table and contextual lexer patterns, run by one
loop that builds the AST nodes as it reduces, with no parse tree in between.

Lark's own parse builds a tree, propagating positions through every level of the precedence
chain, and `ToAst` then walks it: most of the time went there. This loop gives each rule the
same children and the same positions Lark's tree builder would, and calls the same `ToAst`
methods, so the nodes are the same; a chain rule (`?sum: term`) costs only a table lookup.
It only handles input that parses: on anything else (a syntax error, a statement Maple
rejects, a failure while building) it gives up, and `parse_program` takes Lark's own path,
which says what is wrong exactly as before."""
from __future__ import annotations

import bisect
import functools
import re

from lark import Lark, Token
from lark.parse_tree_builder import maybe_create_child_filter
from lark.parsers.lalr_analysis import Shift

from . import ast
from .transform import Span, ToAst

_NEWLINE = re.compile("\n")


class GaveUp(Exception):
    """The input is not one the fast path handles; Lark's own path is to be taken."""


_NO_SPAN = Span(None, None, None)
_token = Token._future_new      # Token() itself only adds a check of keyword arguments


class Reduction:
    """One grammar rule as Lark's tree builder would shape it: which children are kept
    (`include`: index, whether to splice an inlined `_rule`, how many `None` placeholders
    go before; `trailing` placeholders after), and what builds the value."""
    __slots__ = ("origin", "size", "include", "trailing", "build", "expand1", "inline",
                 "chain")

    def __init__(self, rule):
        self.origin = rule.origin.name
        self.size = len(rule.expansion)
        options = rule.options
        found = maybe_create_child_filter(rule.expansion, options.keep_all_tokens, False,
                                          options.empty_indices)
        self.include, self.trailing = None, 0
        if found is not None:
            include, *rest = found.args
            self.include = tuple((i, splice, nones)
                                 for i, splice, nones in (c if len(c) == 3 else (*c, 0)
                                                          for c in include))
            self.trailing = rest[0] if rest else 0
        name = rule.alias or options.template_source or self.origin
        self.build = getattr(ToAst, name, None)
        self.inline = self.build is None and name.startswith("_")
        self.expand1 = bool(options.expand1 and not rule.alias)
        if self.build is None and not (self.inline or self.expand1):
            raise TypeError(f"ToAst has no method for the grammar rule {name}")
        # `?sum: term`: the value, its span and the stack stay, only the state changes
        self.chain = self.expand1 and self.size == 1 and self.include is None


@functools.cache
def tables(lark: Lark) -> "Tables":
    return Tables(lark)


class Tables:
    """Lark's parse table and contextual lexer, in the shape the loop reads fastest."""

    def __init__(self, lark: Lark):
        frontend = lark.parser
        table = frontend.parser.parser.parse_table
        self.start_state = table.start_states["start"]
        self.end_state = table.end_states["start"]
        reductions = {}
        self.actions = {
            state: {symbol: (arg if action is Shift else
                             reductions.get(arg) or reductions.setdefault(arg, Reduction(arg)))
                    for symbol, (action, arg) in row.items()}
            for state, row in table.states.items()}
        self.kept = frozenset(symbol.name for rule in lark.rules for symbol in rule.expansion
                              if symbol.is_term and not symbol.filter_out)
        self.lexer = frontend.lexer
        self.scanners: dict = {}

    def scanner(self, state):
        """The state's patterns, keyword check and ignored types, from the same contextual
        lexer object Lark's path uses (built on first use, as Lark does)."""
        found = self.scanners.get(state)
        if found is None:
            lexer = self.lexer.lexers[state]
            scanner = lexer.scanner      # builds lexer.callback as well
            unless = {name: callback.scanner.fullmatch
                      for name, callback in lexer.callback.items()}
            found = self.scanners[state] = (scanner._mres, unless, lexer.ignore_types)
        return found

    def parse(self, text: str) -> list[ast.TopStatement]:
        """The top-level statements of `text`; GaveUp when it does not parse as it is."""
        newlines = [m.start() for m in _NEWLINE.finditer(text)]
        builder = ToAst(text)
        positions: dict[int, ast.Pos] = {}
        actions, kept, end_state = self.actions, self.kept, self.end_state
        scanners = self.scanners
        states = [self.start_state]
        values: list = []
        starts: list = []
        ends: list = []
        state = self.start_state
        pos, length = 0, len(text)
        while True:
            scanner = scanners.get(state) or self.scanner(state)
            patterns, unless, ignore = scanner
            while True:
                if pos >= length:
                    kind = "$END"
                    break
                for pattern in patterns:
                    match = pattern.match(text, pos)
                    if match:
                        break
                else:
                    raise GaveUp
                kind = match.lastgroup
                if kind in ignore:
                    pos = match.end()
                    continue
                start, pos = pos, match.end()
                if kind in unless:
                    kind = unless[kind](match.group()) or kind
                break
            row = actions[state]
            while True:
                action = row.get(kind)
                if action is None:
                    raise GaveUp
                if action.__class__ is int:
                    states.append(action)
                    values.append(_token(kind, match.group(), start, None, None, None, None, pos)
                                  if kind in kept else None)
                    starts.append(start)
                    ends.append(pos)
                    state = action
                    break
                size = action.size
                if action.chain:
                    state = states[-1] = actions[states[-2]][action.origin]
                    row = actions[state]
                    continue
                if size:
                    children = values[-size:]
                    first = last = None
                    for first in starts[-size:]:
                        if first is not None:
                            break
                    for last in reversed(ends[-size:]):
                        if last is not None:
                            break
                    del values[-size:], states[-size:], starts[-size:], ends[-size:]
                else:
                    children, first, last = [], None, None
                include = action.include
                if include is not None:
                    kept_children = []
                    for i, splice, nones in include:
                        if nones:
                            kept_children += [None] * nones
                        if splice:
                            kept_children += children[i]
                        else:
                            kept_children.append(children[i])
                    if action.trailing:
                        kept_children += [None] * action.trailing
                    children = kept_children
                if action.inline:
                    value = children
                elif action.expand1 and len(children) == 1:
                    value = children[0]
                elif first is None:
                    value = action.build(builder, _NO_SPAN, children)
                else:
                    # nodes that start together (an operation and its left operand) share
                    # one Pos, as they are equal and frozen
                    where = positions.get(first)
                    if where is None:
                        before = bisect.bisect_left(newlines, first)
                        column = first - (newlines[before - 1] + 1 if before else 0) + 1
                        where = positions[first] = ast.Pos(before + 1, column, first)
                    value = action.build(builder, Span(where, first, last), children)
                state = actions[states[-1]][action.origin]
                states.append(state)
                values.append(value)
                starts.append(first)
                ends.append(last)
                if kind == "$END" and state == end_state:
                    return value
                row = actions[state]
