"""The staged start (issue 23): the table is drawn first, the rest comes in the next turns of
the event loop, and input that arrives in between is handled or ignored without error."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from sandbox.ui.document.document import Document
from sandbox.ui.kit.mime import objects_mime
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.staged_start import StagedStart, painted_once
from tests.ui.ui_helpers import card_point, drop_on

pytestmark = pytest.mark.gui


@pytest.fixture
def staged(qapp: QApplication, qtbot: QtBot, document: Document) -> Iterator[Shell]:
    shell = Shell(qapp, document, "en", staged=True)
    qtbot.addWidget(shell.window)
    yield shell
    shell.document.undo_stack.setClean()
    shell.autosaver.stop()


def start(shell: Shell) -> StagedStart:
    """Show the window and begin building the rest, as `run_app` does."""
    window = shell.window
    window.show()
    return StagedStart(window.board_view, window.later_parts(), shell)


def unselected_card(shell: Shell, *, outside: str = "") -> str:
    """A card on the table that is not selected (and not in zone `outside`)."""
    board = shell.document.board
    return next(
        i
        for i in shell.window.scene.cards
        if i not in shell.view.selected and getattr(board.object(i), "zone", "") != outside
    )


def test_the_first_paint_shows_the_table_and_nothing_of_the_panels(staged: Shell) -> None:
    window = staged.window
    assert not window.complete
    assert window.scene.cards  # the table, drawn from the board, before any panel
    assert window.inspector_dock.widget() is None and not hasattr(window, "inspector")
    assert not any(menu.isEnabled() for menu in window.menus())  # titles only, not yet filled


def test_the_rest_is_built_after_the_table_is_painted(staged: Shell, qtbot: QtBot) -> None:
    started = start(staged)
    readies: list[bool] = []
    started.ready.connect(lambda: readies.append(True))
    qtbot.waitUntil(lambda: staged.window.board_view.painted, timeout=5000)
    qtbot.waitUntil(lambda: started.done, timeout=10_000)
    window = staged.window
    assert window.complete and readies == [True]
    assert window.inspector_dock.widget() is window.inspector
    assert all(dock.widget() is not None for dock in window.docks())
    assert all(menu.isEnabled() and menu.actions() for menu in window.menus())


def test_a_click_in_the_first_100_ms_reaches_the_inspector_once_it_is_there(
    staged: Shell, qtbot: QtBot
) -> None:
    shown = time.perf_counter()
    started = start(staged)
    view = staged.window.board_view
    card = unselected_card(staged)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(view, card))
    assert time.perf_counter() - shown < 0.1
    assert not started.done and not hasattr(staged.window, "inspector")
    assert staged.view.selected == (card,)  # kept by the view state, shown on the table
    assert staged.window.scene.cards[card].isSelected()
    qtbot.waitUntil(lambda: started.done, timeout=10_000)
    assert staged.window.inspector.shown_id == card


def test_edits_and_keys_before_ready_work_or_are_ignored_without_error(
    staged: Shell, qtbot: QtBot
) -> None:
    """pytest-qt fails the test on any exception raised in a Qt handler meanwhile."""
    started = start(staged)
    window, document = staged.window, staged.document
    card = unselected_card(staged, outside="graveyard")
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Delete, Qt.Key.Key_F6):
        qtbot.keyClick(window.board_view, key)
    before = document.board.object(card)
    assert before is not None and before.zone != "graveyard"
    drop_on(window.board_view, objects_mime([card]), "graveyard", before.owner)
    moved = document.board.object(card)
    assert moved is not None and moved.zone == "graveyard"  # the edit went through
    window.undo_action.trigger()  # the toolbar is there from the first paint
    assert document.board.object(card) == before
    window.redo_action.trigger()
    assert not started.done
    qtbot.waitUntil(lambda: started.done, timeout=10_000)
    # the panels built meanwhile show the table as it is now
    assert (window.timeline.slider.value(), window.timeline.slider.maximum()) == (1, 1)


def test_the_window_is_repainted_once_when_its_later_parts_are_all_built(staged: Shell) -> None:
    window = staged.window
    parts = window.later_parts()
    painting = []
    for _phase, build in parts:
        build()
        painting.append(window.updatesEnabled())
    assert painting == [False] * (len(parts) - 1) + [True]
    assert window.complete


def test_a_part_that_fails_leaves_the_window_painting(qapp: QApplication) -> None:
    widget = QWidget()

    def fail() -> None:
        raise RuntimeError("a part failed")

    parts = painted_once(widget, [("first", lambda: None), ("second", fail), ("last", fail)])
    parts[0][1]()
    assert not widget.updatesEnabled()
    with pytest.raises(RuntimeError):
        parts[1][1]()
    assert widget.updatesEnabled()
