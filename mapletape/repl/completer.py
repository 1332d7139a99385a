"""Tab completion in the terminal: prompt-toolkit's view of completion.completions."""
from __future__ import annotations

from prompt_toolkit.completion import Completer, Completion

from ..completion import completions


class MapleCompleter(Completer):
    """Tab completion in the terminal: prompt-toolkit's view of `completions`."""

    def __init__(self, session):
        self.session = session

    def get_completions(self, document, complete_event):
        prefix, names = completions(self.session, document.text_before_cursor)
        for name, kind in names.items():
            yield Completion(name, start_position=-len(prefix), display_meta=kind)
