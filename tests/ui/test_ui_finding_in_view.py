"""A finding on a table larger than the view (a laptop, with the scenario's banner open): the
cards it finds or misses are scrolled into view whole, not centred half out of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

ERADICATE = scenarios_dir() / "mtg" / "m0a-eradicate-last-known-target.json"


def _shown(window: MainWindow) -> QRectF:
    view = window.board_view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_the_cards_a_finding_finds_or_misses_show_whole_on_a_laptop(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.resize(1366, 768)
    assert window.files.open(ERADICATE)
    qtbot.wait(50)  # the view scrolls to the finding once the window has laid out
    finding = window.document.derived.finding(window.view.finding or "")
    assert finding is not None and (finding.found or finding.missed)
    shown = _shown(window)
    cards = window.scene.cards
    about = [*finding.found, *(m.object_id for m in finding.missed)]
    whole = [i for i in about if shown.contains(cards[i].sceneBoundingRect())]
    assert whole, "no card the finding is about shows whole"
    source = cards[finding.source_id].sceneBoundingRect()
    every = QRectF(source)
    for object_id in about:
        every = every.united(cards[object_id].sceneBoundingRect())
    assert not shown.contains(every)  # (the case this is about: they cannot all show)
