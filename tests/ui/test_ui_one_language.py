"""The window in one language (issue 21.6): "propietario" for owner on every Spanish screen
(GLOSSARY.md), and the found/missed words fit their pill in both languages."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from sandbox.ui.board.layout import CARD_W
from sandbox.ui.board.scene import mark_texts
from sandbox.ui.kit import i18n, theme
from sandbox.ui.kit.paths import translations_dir

PILL_SMALLEST_FONT = 7.0  # card_paint shrinks the pill's words down to this size
PILL_PADDING = 12


def test_spanish_says_propietario_never_dueno() -> None:
    root = ET.parse(translations_dir() / "namesake_es.ts").getroot()
    spanish = [m.findtext("translation") or "" for m in root.iter("message")]
    assert not [text for text in spanish if "dueñ" in text.casefold()]
    owners = [text for text in spanish if "propietari" in text.casefold()]
    assert len(owners) >= 4  # the card badge, the inspector, the object menu, Make owner
    glossary = (translations_dir() / "GLOSSARY.md").read_text(encoding="utf-8")
    assert "| owner | propietario |" in glossary


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_found_and_missed_words_fit_their_pill(qapp: QApplication, language: str) -> None:
    """The longest mark ("✘ no encontrada") fits the card's width at the pill's smallest
    font, with the pill's padding: never clipped at the sides."""
    i18n.install(qapp, language)
    for text in mark_texts().values():
        advance = QFontMetricsF(theme.font(PILL_SMALLEST_FONT, bold=True)).horizontalAdvance(text)
        assert advance + PILL_PADDING <= CARD_W, text
