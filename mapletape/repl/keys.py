"""The REPL's key bindings: Enter runs complete input, Esc Enter runs it as it is. While a
history search (Ctrl-R) is on, Enter ends it and then acts on the input found, as in bash."""
from __future__ import annotations

from prompt_toolkit.filters import is_searching
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.search import accept_search

from ..inputs import is_ready


def key_bindings() -> KeyBindings:
    bindings = KeyBindings()

    @bindings.add("enter", filter=~is_searching)
    def enter(event):
        """Run complete input; otherwise, or with the cursor inside a multi-line block
        (to insert a line there), a new line."""
        buffer = event.app.current_buffer
        at_end = not buffer.document.text_after_cursor.strip() or "\n" not in buffer.text
        if at_end and is_ready(buffer.text):
            buffer.validate_and_handle()
        else:
            buffer.newline(copy_margin=False)

    @bindings.add("enter", filter=is_searching)
    def end_search(event):
        """Enter in a history search: back to the input found, then Enter's action on it
        (without this the search buffer took a new line and the search stayed on)."""
        accept_search()
        enter(event)

    @bindings.add("escape", "enter", filter=~is_searching)
    def run_anyway(event):
        """Esc Enter runs the input as it is, complete or not."""
        event.current_buffer.validate_and_handle()

    return bindings
