"""The REPL's key bindings: Enter runs complete input, Esc Enter runs it as it is."""
from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings

from ..inputs import is_ready


def key_bindings() -> KeyBindings:
    bindings = KeyBindings()

    @bindings.add("enter")
    def enter(event):
        """Run complete input; otherwise, or with the cursor inside a multi-line block
        (to insert a line there), a new line."""
        buffer = event.current_buffer
        at_end = not buffer.document.text_after_cursor.strip() or "\n" not in buffer.text
        if at_end and is_ready(buffer.text):
            buffer.validate_and_handle()
        else:
            buffer.newline(copy_margin=False)

    @bindings.add("escape", "enter")
    def run_anyway(event):
        """Esc Enter runs the input as it is, complete or not."""
        event.current_buffer.validate_and_handle()

    return bindings
