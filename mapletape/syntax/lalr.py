"""The fast path of parsing: Lark's own LALR table and contextual lexer patterns, run by one
loop that builds the AST nodes as it reduces, with no parse tree in between.

Lark's own parse builds a tree, propagating positions through every level of the precedence
chain, and `ToAst` then walks it: most of the time went there. This loop gives each rule the
same children and the same positions Lark's tree builder would, and calls the same `ToAst`
methods, so the nodes are the same; a chain rule (`?sum: term`) costs only a table lookup.
It only handles input that parses: on anything else (a syntax error, a statement Maple
rejects, a failure while building) it gives up, and `parse_program` takes Lark's own path,
which says what is wrong exactly as before.

The tables are read from Lark's parser objects (parse table, per-state lexers, the child
filter of its tree builder), which are not Lark's public API: a Lark release that moves them
makes building the tables fail, which tests/test_parse_reference.py reports (parse_program
itself would quietly take Lark's slower path)."""
from __future__ import annotations

import bisect
import functools
import re

from lark import Lark
from lark.parse_tree_builder import maybe_create_child_filter
from lark.parsers.lalr_analysis import Shift

from ..errors import MapleError
from . import ast
from .transform import Span, ToAst

_NEWLINE = re.compile("\n")

# The states the parse stack may hold: about one a level of brackets, three to seven a
# level of nested procedures or ifs. Input nested deeper could not be compiled, run or
# shown within Python's recursion limit, and on a small C stack it crashed the process
# there; here it is one Maple error (the wording is ours: Maple's own is not documented).
MAX_STATES = 10000


class GaveUp(Exception):
    """The input is not one the fast path handles; Lark's own path is to be taken."""


_NO_SPAN = Span(None, None, None)


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
    """The loop's tables for a built Lark parser, made on its first parse (a few ms)."""
    return Tables(lark)


class Tables:
    """Lark's parse table and contextual lexer, in the shape the loop reads fastest."""

    def __init__(self, lark: Lark):
        frontend = lark.parser
        table = frontend.parser.parser.parse_table
        self.start_state = table.start_states["start"]
        self.end_state = table.end_states["start"]
        reductions = {rule: Reduction(rule) for rule in lark.rules}
        # a shift is the next state's number, a reduction its Reduction
        self.actions = {state: {symbol: arg if action is Shift else reductions[arg]
                                for symbol, (action, arg) in row.items()}
                        for state, row in table.states.items()}
        self.lexer = frontend.lexer
        self.scanners: dict = {}
        self.chains: dict = {}

    def scanner(self, state):
        """The state's pattern matcher, keyword check and ignored types, from the same
        contextual lexer object Lark's path uses (built on first use, as Lark does)."""
        found = self.scanners.get(state)
        if found is None:
            lexer = self.lexer.lexers[state]
            patterns = lexer.scanner._mres       # builds lexer.callback as well
            unless = {name: callback.scanner.fullmatch
                      for name, callback in lexer.callback.items()}
            found = self.scanners[state] = (_first_match(patterns), unless, lexer.ignore_types)
        return found

    def chain_end(self, below: int, state: int, kind: str) -> int:
        """The state after the chain rules reduced one after the other on top of `below`
        with `kind` ahead: they only replace the top state, so that state depends only on
        these three, and is kept."""
        key = below, state, kind
        found = self.chains.get(key)
        if found is None:
            found = state
            action = self.actions[state].get(kind)
            while action.__class__ is Reduction and action.chain:
                found = self.actions[below][action.origin]
                action = self.actions[found].get(kind)
            self.chains[key] = found
        return found

    def parse(self, text: str, base: int = 0) -> list[ast.TopStatement]:
        """The top-level statements of `text`; GaveUp when it does not parse as it is.
        `text` starts `base` characters into its first line, which positions count."""
        newlines = [m.start() for m in _NEWLINE.finditer(text)]
        positions: dict[int, ast.Pos] = {}

        def located(offset: int) -> ast.Pos:
            """The Pos of a node starting at `offset`: one for all the nodes that start
            there (an operation and its left operand), as they are equal and frozen."""
            before = bisect.bisect_left(newlines, offset)
            column = offset - (newlines[before - 1] + 1 if before else -base) + 1
            found = positions[offset] = ast.Pos(before + 1, column, offset + base)
            return found

        builder = ToAst()
        actions, end_state, chains = self.actions, self.end_state, self.chains
        scanners = self.scanners
        states = [self.start_state]
        values: list = []
        starts: list = []
        ends: list = []
        state = self.start_state
        pos, length = 0, len(text)
        while True:
            match_at, unless, ignore = scanners.get(state) or self.scanner(state)
            while True:
                if pos >= length:
                    kind = "$END"
                    break
                match = match_at(text, pos)
                if match is None:
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
                    if len(states) > MAX_STATES:
                        raise MapleError("too many levels of nesting")
                    values.append(match.group())        # ToAst reads a token as text
                    starts.append(start)
                    ends.append(pos)
                    state = action
                    break
                if action.chain:
                    below = states[-2]
                    after = chains.get((below, state, kind))
                    state = states[-1] = (self.chain_end(below, state, kind) if after is None
                                          else after)
                    row = actions[state]
                    continue
                size = action.size
                if size:
                    children = values[-size:]
                    first, last = starts[-size], ends[-1]
                    if first is None:       # an empty rule (a body of no statements) first
                        first = next((s for s in starts[-size:] if s is not None), None)
                    if last is None:
                        last = next((e for e in reversed(ends[-size:]) if e is not None), None)
                    del values[-size:], states[-size:], starts[-size:], ends[-size:]
                else:
                    children, first, last = [], None, None
                include = action.include
                if include is not None:
                    kept = []
                    for i, splice, nones in include:
                        if nones:
                            kept += [None] * nones
                        if splice and kept:
                            kept += children[i]
                        elif splice:
                            # a left-recursive `_rule` (`a, b, c`, a body's statements):
                            # its list is this rule's alone, so it grows in place, as in
                            # Lark's ChildFilterLALR, and a long one costs linear time
                            kept = children[i]
                        else:
                            kept.append(children[i])
                    if action.trailing:
                        kept += [None] * action.trailing
                    children = kept
                if action.inline:
                    value = children
                elif action.expand1 and len(children) == 1:
                    value = children[0]
                elif first is None:
                    value = action.build(builder, _NO_SPAN, children)
                else:
                    span = Span(positions.get(first) or located(first), first + base, last + base)
                    value = action.build(builder, span, children)
                state = actions[states[-1]][action.origin]
                states.append(state)
                values.append(value)
                starts.append(first)
                ends.append(last)
                if kind == "$END" and state == end_state:
                    return value
                row = actions[state]


def _first_match(patterns):
    """Lark's Scanner.match: the first of its patterns (one unless the terminals are many)
    that matches."""
    if len(patterns) == 1:
        return patterns[0].match

    def match(text, pos):
        for pattern in patterns:
            found = pattern.match(text, pos)
            if found:
                return found
        return None
    return match
