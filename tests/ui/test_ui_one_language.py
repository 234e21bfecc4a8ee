"""The window in one language (issue 21.6): "propietario" for owner on every Spanish screen
(GLOSSARY.md), and the found/missed pill reads whole in both languages."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from sandbox.ui.board.card_item import CardItem
from sandbox.ui.board.card_paint import TAG_LOWEST_FONT, tag_box
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.board.scene import mark_texts
from sandbox.ui.kit import i18n, theme
from sandbox.ui.kit.paths import translations_dir

SELECTION_FRAME_BOTTOM = CARD_H + 7  # card_item: the selection frame grows 5.5 px, pen 3


def test_spanish_says_propietario_never_dueno() -> None:
    root = ET.parse(translations_dir() / "namesake_es.ts").getroot()
    spanish = [m.findtext("translation") or "" for m in root.iter("message")]
    assert not [text for text in spanish if "dueñ" in text.casefold()]
    owners = [text for text in spanish if "propietari" in text.casefold()]
    assert len(owners) >= 4  # the card badge, the inspector, the object menu, Make owner
    glossary = (translations_dir() / "GLOSSARY.md").read_text(encoding="utf-8")
    assert "| owner | propietario |" in glossary


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_found_and_missed_pills_read_whole(qapp: QApplication, language: str) -> None:
    i18n.install(qapp, language)
    card = QRectF(0, 0, CARD_W, CARD_H)
    bounds = CardItem.boundingRect(None)  # type: ignore[arg-type]  # a constant rect
    for text in mark_texts().values():
        box, size = tag_box(card, text)
        advance = QFontMetricsF(theme.font(size, bold=True)).horizontalAdvance(text)
        assert advance + 8 <= box.width() <= CARD_W, text  # the words fit their pill
        assert size >= TAG_LOWEST_FONT
        assert bounds.contains(box), text  # painted inside the item: never clipped
        assert box.bottom() > SELECTION_FRAME_BOTTOM + 1, text  # not ending on a frame
