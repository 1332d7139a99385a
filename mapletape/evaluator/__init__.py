"""The evaluator: runs statements on Maple values with Maple's evaluation rules."""
from .evaluator import Evaluator, Frame, format_message
from .signals import QuitSignal, RestartSignal

__all__ = ["Evaluator", "Frame", "format_message", "QuitSignal", "RestartSignal"]
