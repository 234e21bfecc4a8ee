"""A board readable on a laptop (issue 21, point 3): at 1366×768 and 1920×1080 the names on
the table are at least 11 px high at the default zoom (measured from the name's font and the
view's scale), the window fits the screen, and the zoom (Ctrl+plus/minus, Ctrl+0 for the
whole table) is remembered for the next start; empty zones fold to labelled strips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from sandbox.cards.library import bundled_library
from sandbox.model import MoveObject
from sandbox.ui.board.card_frame import NAME_LINES, NAME_WRAP, fitted_name
from sandbox.ui.board.card_paint import NAME_W
from sandbox.ui.board.layout import GAP, SLOT_H, SLOT_W
from sandbox.ui.kit import settings
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

FROST_HEX = scenarios_dir() / "fab" / "f21-frost-hex-owner-amnesia.json"


# the longest real names: MTG's longest single word and longest name, the bundled library's
LONG_MTG = (
    "Asmoranomardicadaistinaculdacar",
    "Our Market Research Shows That Players Like Really Long Card Names So We Made this Card"
    " to Have the Absolute Longest Card Name Ever Elemental",
)


def _longest_bundled_names() -> list[str]:
    library = bundled_library()
    names = [face.name for game in ("fab", "mtg") for c in library.cards(game) for face in c.faces]
    by_length = sorted(names, key=len)[-3:]
    by_word = sorted(names, key=lambda name: max(len(w) for w in name.split()))[-3:]
    return by_length + by_word


def _name_pixels(window: MainWindow, name: str, gained: bool = False) -> float:
    """The height on screen of a name as a card draws it (its font's pixel size, scaled from
    table units by the view); every line it is drawn in fits the card."""
    text, font = fitted_name(("+ " if gained else "") + name, NAME_W, not gained, gained)
    metrics = QFontMetricsF(font)
    lines = text.split("\n")
    assert all(metrics.horizontalAdvance(word) <= NAME_W for ln in lines for word in ln.split())
    wrapped = metrics.boundingRect(QRectF(0, 0, NAME_W, 2000), NAME_WRAP, text).height()
    assert wrapped <= (NAME_LINES - 1) * metrics.lineSpacing() + metrics.height() + 1, name
    to_screen = window.board_view.transform().m22()
    assert metrics.height() > font.pixelSize()  # (the line is taller than the type)
    return font.pixelSize() * to_screen


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_names_on_the_table_are_at_least_11_px_high(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    assert window.files.open(FROST_HEX)
    qtbot.wait(10)
    assert window.minimumSizeHint().height() <= size[1] - 30  # room for a title bar
    assert window.height() <= size[1]
    for object_id in ("hero-ben", "hex", "amnesia-card"):
        name = window.scene.cards[object_id].look.names[0].text
        assert _name_pixels(window, name) >= 11.0, object_id
    for name in (*LONG_MTG, *_longest_bundled_names()):
        for gained in (False, True):
            assert _name_pixels(window, name, gained) >= 11.0, name
    view = window.board_view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.intersects(window.scene.cards["hero-ben"].sceneBoundingRect())


def test_a_word_too_long_for_the_card_breaks_with_a_hyphen_and_a_long_name_ends_in_dots(
    qapp: object,
) -> None:
    word, name = LONG_MTG
    text, _ = fitted_name(word, NAME_W, True, False)
    assert text.replace("-\n", "") == word and text.count("-\n") >= 2
    text, _ = fitted_name("Legitimate Businessperson", NAME_W, True, False)
    assert all(len(piece) >= 3 for piece in text.replace("-\n", "\n").split("\n")), text
    text, _ = fitted_name(name, NAME_W, True, False)
    assert text.endswith("…") and name.startswith(text[:-1])
    assert fitted_name("Frost Hex", NAME_W, True, False)[0] == "Frost Hex"


def test_the_zoom_keys_and_the_whole_table_and_the_zoom_is_remembered(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.resize(1366, 768)
    view = window.board_view
    view.setFocus()
    start = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() == pytest.approx(start * 1.25)
    assert settings.zoom() == pytest.approx(1.25)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() == pytest.approx(view.fit_scale())  # the whole table
    assert view.transform().m11() < start  # smaller than the readable default on a laptop
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() == pytest.approx(view.fit_scale())  # never smaller
    view.set_zoom(2.0)
    assert settings.zoom() == 2.0


def test_empty_zones_fold_to_labelled_strips_and_used_zones_get_the_room(
    window: MainWindow,
) -> None:
    assert window.files.open(FROST_HEX)
    layout = window.scene.layout
    assert layout is not None
    weapons, chain = layout.zone("weapon", "ben"), layout.zone("combat_chain", None)
    permanents = layout.zone("permanent", "ben")
    assert weapons is not None and chain is not None and permanents is not None
    assert weapons.rect.w < 60 and chain.rect.h < 60  # empty: a strip
    assert permanents.rect.w >= 3 * SLOT_W - GAP  # three cards: three slots
    assert window.scene.zones[weapons.key].label_text_rect() == window.scene.zones[
        weapons.key
    ].boundingRect().adjusted(2, 2, -2, -2)  # the name runs along the whole strip
    window.document.push(MoveObject("frostbite-1", "combat_chain"), "move")
    unfolded = window.scene.layout.zone("combat_chain", None)  # type: ignore[union-attr]
    assert unfolded is not None and unfolded.rect.h == SLOT_H - GAP
    assert (
        window.scene.cards["frostbite-1"]
        .sceneBoundingRect()
        .intersects(QRectF(unfolded.rect.x, unfolded.rect.y, unfolded.rect.w, unfolded.rect.h))
    )
