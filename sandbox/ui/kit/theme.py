"""Colours and fonts of the table, in one place so the board reads well on a stream.

A dark felt table, light cards, and outlines that differ in colour *and* pattern (green solid
for found, red dashed for missed, gold for the source) so they read for colour-blind viewers.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

SIZE_SAMPLE = 100  # rows a table measures to size a column (measuring 10,000 takes seconds)
FELT = QColor("#1d3a2c")
FELT_DARK = QColor("#152b20")
BAND = QColor(255, 255, 255, 14)
BAND_ACTIVE = QColor(255, 230, 140, 26)
ZONE_FILL = QColor(255, 255, 255, 22)
ZONE_BORDER = QColor(255, 255, 255, 60)
ZONE_LABEL = QColor("#d7e9dd")
ZONE_DROP = QColor(120, 200, 255, 70)
ZONE_REFUSE = QColor(255, 90, 90, 70)
INSERT_MARK = QColor("#3fe0ff")  # where a drop goes in an ordered zone
INSERT_EDGE = QColor("#08324a")
HEADER_TEXT = QColor("#f3f7f4")
HEADER_MUTED = QColor("#a9c3b3")

CARD_BODY = QColor("#f8f4ea")
CARD_BORDER = QColor("#3b3326")
TOKEN_BODY = QColor("#ebe5f7")
TOKEN_BORDER = QColor("#6a55a0")
CARD_TEXT = QColor("#1b1b1b")
CARD_MUTED = QColor("#6b6b6b")
BACK = QColor("#22386a")
BACK_LINES = QColor("#3a5694")
BACK_TEXT = QColor("#e6ecff")

PITCH = {"1": QColor("#c62f2f"), "2": QColor("#e2b41f"), "3": QColor("#2f6fba")}
NO_PITCH = QColor("#7c8a87")
MTG_COLORS = {
    "W": QColor("#b8a76a"),
    "U": QColor("#2f6fba"),
    "B": QColor("#3d3340"),
    "R": QColor("#c62f2f"),
    "G": QColor("#2f8a4a"),
}
MTG_GOLD = QColor("#c08a1e")

GAINED = QColor("#0b7a80")
GAINED_FILL = QColor("#d3f1ef")
STICKER = QColor("#7a3fa0")
STICKER_FILL = QColor("#eddcf6")
COPIED = QColor("#244f9e")
LOST = QColor("#8c8c8c")
BLOCKED = QColor("#b03a2e")
NAMELESS = QColor("#9c3d33")
NOTE_FILL = QColor("#fff0b8")
OWNER_FILL = QColor("#ffd9b5")

SELECTED = QColor("#4aa8ff")
FOUND = QColor("#27c46b")
MISSED = QColor("#ff4b3e")
SOURCE = QColor("#f4c531")

FINDS_TEXT = QColor("#1e8c4e")
FAILS_TEXT = QColor("#c0392b")
SUGGESTED_BACKGROUND = QColor("#fff1a8")  # an approximate ability a judge should check
IDLE_TEXT = QColor("#7f7f7f")


def font(pixels: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font of `pixels` height (scene units), so the table scales evenly."""
    result = QFont("DejaVu Sans")
    result.setPixelSize(max(1, round(pixels)))
    result.setBold(bold)
    result.setItalic(italic)
    return result
