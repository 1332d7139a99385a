"""mapletape: run Maple DeepLearning worksheets without Maple."""
__version__ = "0.1.0"
