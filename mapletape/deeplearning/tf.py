"""TensorFlow, imported on first use and silently (design.md §1)."""
from __future__ import annotations

import os
import sys
import threading

# One import at a time: the REPL may warm TensorFlow up in a background thread while the
# main thread asks for it; the second caller waits for the first import to finish.
_IMPORT_LOCK = threading.Lock()


def tensorflow():
    """The tensorflow module; the first call imports it with its logging silenced."""
    module = sys.modules.get("tensorflow")
    if module is not None and hasattr(module, "constant") and not _IMPORT_LOCK.locked():
        return module
    with _IMPORT_LOCK:
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
        os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
        import tensorflow as tf
        tf.get_logger().setLevel("ERROR")
        try:
            import absl.logging
            absl.logging.set_verbosity(absl.logging.ERROR)
        except ImportError:
            pass
        return tf


def is_loaded() -> bool:
    return "tensorflow" in sys.modules
