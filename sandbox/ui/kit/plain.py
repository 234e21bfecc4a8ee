"""Untrusted text in Qt widgets: shown as typed, never as markup, never wider than the window.

Anything from a file, the card data or the user may look like HTML (`<img width=40000>` would
be drawn, `<img src=/local/file>` would show a local file) or be one long word (a label that
cannot wrap it widens the window to fit). Qt guesses rich text for labels and tooltips that
look like markup, so:
- labels that show such text are plain text (`plain_label`);
- text put into our own markup goes through `escaped`;
- tooltips go through `tooltip`, which is always rich text with the text escaped;
- every run of more than BREAK_AFTER characters without a space gets invisible break
  opportunities (zero-width spaces), so word wrap can always break it;
- characters that show nothing (zero-width, bidi controls: a U+202E reverses the text beside
  it) are shown as their code, ⟨U+202E⟩ (`visible`, which `breakable` and `escaped` apply).
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QSizePolicy

from sandbox.model import INVISIBLE_CHARACTERS

BREAK_AFTER = 30
_ZERO_WIDTH_SPACE = "\u200b"
_LONG_RUN = re.compile(rf"\S{{{BREAK_AFTER}}}(?=\S)")


_SHOWN = {ord(c): f"⟨U+{ord(c):04X}⟩" for c in INVISIBLE_CHARACTERS}


def visible(text: str) -> str:
    """`text` with each character that shows nothing written as its code (⟨U+200B⟩)."""
    return text.translate(_SHOWN)


def breakable(text: str) -> str:
    """`text`, `visible`, with a zero-width space after every BREAK_AFTER characters of an
    unbroken run."""
    return _LONG_RUN.sub(lambda run: run.group(0) + _ZERO_WIDTH_SPACE, visible(text))


def escaped(text: str) -> str:
    """`text` for use inside our own rich text: escaped, breakable, line breaks kept."""
    return html.escape(breakable(text)).replace("\n", "<br>")


def tooltip(text: str) -> str:
    """A tooltip that shows `text` as typed (Qt renders tooltips that look like HTML)."""
    return f"<qt>{escaped(text)}</qt>" if text else ""


def plain_label(label: QLabel, *, wrap: bool = True) -> QLabel:
    """Make `label` show its text as typed and never widen the window: with `wrap`, long text
    wraps (set it through `breakable`); without, it is cut off at the edge."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


def bounded_combo(box: QComboBox, characters: int = 16) -> QComboBox:
    """A combo box as wide as `characters`, whatever its items (player names from a file)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(characters)
    return box
