"""State never stale (issue 21, point 7): the inspector shows what the model holds after a
refused change, undo steps read the same after saving and reopening, and tables show whole
names and headers at the default size, the Effects panel without sideways scrolling."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyle
from pytestqt.qtbot import QtBot
from ui_helpers import AMNESIA_ON_TYLER

from sandbox.model import MoveObject
from sandbox.scenario.files import load_scenario
from sandbox.ui.document.action_text import action_text
from sandbox.ui.document.document import Document
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.panels.effects_model import SOURCE
from sandbox.ui.panels.references import SOURCE_COLUMN
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

TIP = Qt.ItemDataRole.ToolTipRole
FROST_HEX = scenarios_dir() / "fab" / "f21-frost-hex-owner-amnesia.json"


def _undo_texts(document: Document) -> list[str]:
    stack = document.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def test_undo_steps_read_the_same_after_save_and_reopen(window: MainWindow, tmp_path: Path) -> None:
    document = window.document
    assert document.push(AMNESIA_ON_TYLER, "Amnesia on Tyler")
    moves = [MoveObject("gustwave", "graveyard"), MoveObject("head-jab", "graveyard")]
    assert document.push_all(moves, "Move 2 cards to Graveyard")
    banish = MoveObject("mask", "banished")
    assert document.push(banish, action_text(banish, document.board))  # the file's own words
    before = _undo_texts(document)
    path = tmp_path / "history.json"
    assert window.files._write(path)  # (Save As without its file dialog)
    written = load_scenario(path).model.actions
    steps = [(a.step, a.joined) for a in written]
    assert steps == [
        ("Amnesia on Tyler", False),
        ("Move 2 cards to Graveyard", False),
        (None, True),
        (None, False),  # its words are made from it again
    ]
    assert window.files.open(path)
    assert _undo_texts(window.document) == before
    assert window.document.undo_stack.count() == len(before)  # the two moves stay one step


def test_the_controller_box_shows_the_model_after_a_refused_controller(
    window: MainWindow,
) -> None:
    inspector = window.inspector
    window.view.select(["mask"])  # in the graveyard: no controller (FaB CR 1.3.1b)
    box = inspector.controller_box
    assert box.currentIndex() == -1
    refusals: list[str] = []
    window.document.refused.connect(refusals.append)
    box.setCurrentIndex(box.findData("nic"))
    box.activated.emit(box.currentIndex())
    assert refusals  # the model refused it
    assert box.currentIndex() == -1 and window.document.board.object("mask") is not None
    window.view.select(["gustwave"])  # on the combat chain: Tyler controls it
    assert box.currentData() == window.document.board.object("gustwave").controller


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_tables_show_whole_headers_and_names_on_a_laptop(
    shell: Shell, qtbot: QtBot, language: str
) -> None:
    """At 1366×768: every header of the Effects and References tables is as wide as its text
    (font metrics), the Effects panel needs no sideways scrolling, and the References
    source column shows each source's name whole."""
    if language != "en":
        shell.set_language(language)
    window = shell.window
    qtbot.waitExposed(window)
    window.resize(1366, 768)
    assert window.files.open(FROST_HEX)
    for table in (window.effects.table, window.references.table):
        qtbot.waitUntil(lambda table=table: table.viewport().width() > 0)
        header = table.horizontalHeader()
        for column in range(header.count()):
            text = str(table.model().headerData(column, Qt.Orientation.Horizontal))
            needed = header.fontMetrics().horizontalAdvance(text) + 2 * _header_margin(header)
            assert header.sectionSize(column) >= needed, (table.objectName(), text)
    effects = window.effects.table
    assert effects.horizontalHeader().length() <= effects.viewport().width()  # every column
    assert effects.horizontalScrollBar().maximum() == 0
    assert effects.textElideMode() == Qt.TextElideMode.ElideMiddle
    assert effects.model().headerData(SOURCE, Qt.Orientation.Horizontal, TIP)  # the whole one
    references = window.references.table
    metrics = references.fontMetrics()
    sources = [references.model().index(row, SOURCE_COLUMN).data() for row in range(4)]
    assert "Iyslander, Stormbind" in sources
    width = references.columnWidth(SOURCE_COLUMN)
    frame = references.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
    for name in sources:  # (an item's text keeps the focus frame's margin and a pixel aside)
        assert metrics.horizontalAdvance(str(name)) + 2 * (frame + 1) <= width, name


def _header_margin(header: QHeaderView) -> int:
    return header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
