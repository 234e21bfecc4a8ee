"""The window in one language (issue 21.6): "propietario" for owner on every Spanish screen
(GLOSSARY.md), and the found/missed words fit their pill in both languages, drawn whole at
both pill sizes and both screen sizes."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from sandbox.ui.board.card_paint import tag_font, tag_rect
from sandbox.ui.board.layout import CARD_W
from sandbox.ui.board.scene import mark_texts
from sandbox.ui.kit import i18n, theme
from sandbox.ui.kit.paths import scenarios_dir, translations_dir
from sandbox.ui.shell.main_window import MainWindow

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


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_marks_words_are_drawn_whole_inside_their_pill(
    qapp: QApplication,
    english: None,
    window: MainWindow,
    qtbot: QtBot,
    language: str,
    size: tuple[int, int],
) -> None:
    """The words' bounding rectangle, from the pill font's metrics at the size the table is
    shown at by default, lies inside the pill: the pill in a card's blank and the smaller
    one on the edge of a card with no room for it ("✘ no encontrada" whole, not only as
    wide as the card)."""
    window.resize(*size)
    assert window.files.open(scenarios_dir() / "fab" / "f21-frost-hex-owner-amnesia.json")
    qtbot.wait(10)
    i18n.install(qapp, language)
    scale = window.board_view.transform().m11()
    roomy = window.scene.cards["hero-ben"].look
    crowded = replace(roomy, names=roomy.names * 6)  # names down to the notes: no blank
    for look in (roomy, crowded):
        for text in mark_texts().values():
            pill = tag_rect(look, False, text)
            on_screen = QRectF(pill.x() * scale, pill.y() * scale, *_scaled(pill, scale))
            font = QFont(tag_font(text))
            font.setPixelSize(round(font.pixelSize() * scale))
            metrics = QFontMetricsF(font)
            drawn = metrics.boundingRect(on_screen, Qt.AlignmentFlag.AlignCenter, text)
            assert on_screen.contains(drawn), (text, pill.height())
            ink = metrics.tightBoundingRect(text)
            assert ink.width() <= on_screen.width() - 8 and ink.height() <= on_screen.height()
    assert tag_rect(crowded, False, "x").height() < tag_rect(roomy, False, "x").height()


def _scaled(rect: QRectF, scale: float) -> tuple[float, float]:
    return rect.width() * scale, rect.height() * scale
