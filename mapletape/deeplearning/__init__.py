"""Maple's DeepLearning package on TensorFlow: Tensors, Variables, GradientTape."""
from .objects import exit_recording_tapes
from .package import package

__all__ = ["exit_recording_tapes", "package"]
