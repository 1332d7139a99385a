"""Collects every sessions/*.mpl as a golden-transcript test (design.md §5) with the
collector of mapletape's pytest plugin; `--update-sessions` rewrites the .out files."""
from __future__ import annotations

import signal

# A shell without job control starts background commands with SIGINT ignored, and Python
# keeps it ignored, as every child inherits it: the tests of Ctrl-C would then see their
# SIGINTs dropped (mapletape leaves an ignored SIGINT ignored, as nohup asks). The tests
# need Python's own handler, as a terminal's shell gives it.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# Registers the plugin and its options unless its installed entry point, registered
# under this same name, already did (pytest then skips it, so no option is added twice).
pytest_plugins = ["mapletape.pytest_plugin"]


def pytest_collect_file(parent, file_path):
    """Our sessions/*.mpl are tests even before they have an .out (they fail with a hint,
    and the update flag creates it); those the plugin collects itself are left to it."""
    # Imported here, after pytest has loaded the plugin, so pytest can still prepare it.
    from mapletape import pytest_plugin
    if (file_path.suffix == ".mpl" and file_path.parent.name == "sessions"
            and not pytest_plugin.collects(parent.config, file_path)):
        return pytest_plugin.SessionFile.from_parent(parent, path=file_path)
    return None
