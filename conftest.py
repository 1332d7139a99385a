"""Collects every sessions/*.mpl as a golden-transcript test (design.md §5) with the
collector of mapletape's pytest plugin; `--update-sessions` rewrites the .out files."""
from __future__ import annotations

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
