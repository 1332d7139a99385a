"""The evaluator: runs statements on Maple values with Maple's evaluation rules."""
from .evaluator import Evaluator
from .scopes import Frame
from .signals import QuitSignal, RestartSignal

__all__ = ["Evaluator", "Frame", "QuitSignal", "RestartSignal"]
