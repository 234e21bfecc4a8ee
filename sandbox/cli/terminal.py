"""Text printed to a terminal: control characters a file may carry shown, never run."""

from __future__ import annotations

# C0 controls but the line break, DEL and the C1 controls (U+009B is a terminal's CSI too)
_TERMINAL_CONTROLS = {
    code: f"\\u{code:04x}" for code in (*range(32), *range(0x7F, 0xA0)) if code != 10
}


def terminal_safe(text: str) -> str:
    """`text` with every control character a terminal would act on (an ANSI escape, a
    carriage return, a bell) written as a visible escape: a file's text is shown, never run.
    Line breaks stay (they lay out the report); JSON stays valid (its escapes are the same)."""
    return text.translate(_TERMINAL_CONTROLS)
