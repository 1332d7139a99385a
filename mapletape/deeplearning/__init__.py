"""Maple's DeepLearning package on TensorFlow: Tensors, Variables, GradientTape."""
from .package import package

__all__ = ["package"]
