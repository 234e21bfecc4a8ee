"""A board readable on a laptop (issue 21, point 3): at 1366×768 and 1920×1080 the names on
the table are at least 11 px high at the default zoom (measured from the name's font and the
view's scale), the window fits the screen, and the zoom (Ctrl+plus/minus, Ctrl+0 for the
whole table) is remembered for the next start; empty zones fold to labelled strips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from sandbox.model import MoveObject
from sandbox.ui.board.card_frame import fitting_font
from sandbox.ui.board.card_paint import PAD
from sandbox.ui.board.layout import CARD_W, GAP, SLOT_H, SLOT_W
from sandbox.ui.kit import settings
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

FROST_HEX = scenarios_dir() / "fab" / "f21-frost-hex-owner-amnesia.json"


def _name_pixels(window: MainWindow, object_id: str) -> float:
    """The height on screen of the first name a card shows (its font's pixel size, scaled
    from table units by the view)."""
    item = window.scene.cards[object_id]
    name = item.look.names[0].text
    font = fitting_font(name, CARD_W - 2 * PAD - 4, True, False)
    to_screen = window.board_view.transform().m22()
    assert QFontMetricsF(font).height() > font.pixelSize()  # (the line is taller than the type)
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
        assert _name_pixels(window, object_id) >= 11.0, object_id
    view = window.board_view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.intersects(window.scene.cards["hero-ben"].sceneBoundingRect())


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
