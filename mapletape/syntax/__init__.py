"""Maple 1-D input: the Lark grammar, its loader, the statement splitter and the AST."""
from .parser import MapleSyntaxError, Program, parse_program
from .statements import Splitter, Step, is_complete

__all__ = ["MapleSyntaxError", "Program", "Splitter", "Step", "is_complete", "parse_program"]
