"""Maple 1-D input: the Lark grammar, its loader, and the AST it produces."""
from .parser import MapleSyntaxError, Program, is_complete, parse_program, skip_past_error

__all__ = ["MapleSyntaxError", "Program", "is_complete", "parse_program", "skip_past_error"]
