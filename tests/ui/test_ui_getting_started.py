"""Getting started (issue 21.9): the first-run welcome, Help ▸ Getting started and Keyboard
shortcuts, shortcuts in the toolbar's tooltips, and New table's hero."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from sandbox.ui.cards.source import CardSource
from sandbox.ui.dialogs.new_table import NewDialog
from sandbox.ui.document.document import Document
from sandbox.ui.kit import i18n
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.help_dialogs import GettingStartedDialog, ShortcutsDialog
from sandbox.ui.shell.main_window import MainWindow
from sandbox.ui.shell.shortcut_text import keys_text, plain

NATIVE = QKeySequence.SequenceFormat.NativeText


def test_the_welcome_shows_three_steps_until_dismissed_and_is_remembered(
    qapp: QApplication,
    qtbot,
    document: Document,  # type: ignore[no-untyped-def]
) -> None:
    first = Shell(qapp, document, "en")
    qtbot.addWidget(first.window)
    first.window.show()
    welcome = first.window.welcome
    assert welcome.isVisible() and len(welcome.steps) == 3
    assert welcome.width() <= first.window.board_view.width() + 40  # never widens the window
    welcome.dismiss_button.click()
    assert not welcome.isVisible()
    first.autosaver.stop()
    again = Shell(qapp, document, "en")
    qtbot.addWidget(again.window)
    again.window.show()
    assert not again.window.welcome.isVisible()
    again.autosaver.stop()


def test_the_welcome_speaks_spanish(qapp: QApplication, qtbot: QtBot, document: Document) -> None:
    i18n.install(qapp, "es")
    shell = Shell(qapp, document, "es")
    qtbot.addWidget(shell.window)
    steps = shell.window.welcome.steps
    assert steps[0].startswith("1. Abre un ejemplo")
    assert "Referencias a nombres" in steps[1]
    shell.autosaver.stop()


def _help_menu(window: MainWindow) -> QMenu:
    menu = window.menuBar().actions()[-1].menu()
    assert isinstance(menu, QMenu)
    return menu


def test_help_has_getting_started_shortcuts_and_about(
    window: MainWindow, qapp: QApplication
) -> None:
    texts = [plain(a.text()) for a in _help_menu(window).actions() if not a.isSeparator()]
    assert texts == ["Getting started", "Keyboard shortcuts", "About Namesake"]
    manual = GettingStartedDialog(window).text.toPlainText()
    assert "File ▸ Examples… (Ctrl+E)" in manual and "Name references" in manual
    i18n.install(qapp, "es")
    spanish = GettingStartedDialog(window).text.toPlainText()
    assert "Archivo ▸ Ejemplos… (Ctrl+E)" in spanish and "Name references" not in spanish


def _menu_shortcuts(menu: QMenu) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found |= _menu_shortcuts(sub)
        elif keys_text(action):
            found.add((plain(action.text()), keys_text(action)))
    return found


def test_the_shortcuts_list_is_every_shortcut_of_the_window(window: MainWindow) -> None:
    dialog = ShortcutsDialog(window)
    table = dialog.table
    rows = {(table.item(r, 1).text(), table.item(r, 2).text()) for r in range(table.rowCount())}
    expected: set[tuple[str, str]] = set()
    for top in window.menuBar().actions():
        if isinstance(top.menu(), QMenu):
            expected |= _menu_shortcuts(top.menu())  # type: ignore[arg-type]
    assert expected <= rows and len(expected) > 20
    assert ("Undo", QKeySequence(QKeySequence.StandardKey.Undo).toString(NATIVE)) in rows
    assert any(command == "Next panel" and "F6" in keys for command, keys in rows)
    assert ("Presentation mode", "F11") in rows


def test_toolbar_tooltips_show_their_shortcuts(window: MainWindow) -> None:
    tips = {plain(a.text()): a.toolTip() for a in window.toolbar.actions() if a.text()}
    save = QKeySequence(QKeySequence.StandardKey.Save).toString(NATIVE)
    assert tips["Save"] == f"Save ({save})"
    assert tips["Examples"] == "Examples (Ctrl+E)"
    assert tips["Judge view"] == "Judge view (Ctrl+J)"


def test_new_table_completes_hero_names_and_puts_the_hero_in_its_zone(
    open_cards: Callable[..., CardSource],
) -> None:
    cards: CardSource = open_cards()
    new = NewDialog(cards=cards)
    hero = new.hero_edits[0]
    completer = hero.completer()
    hero.setText("katsu")
    completer.refresh("katsu")  # type: ignore[attr-defined]
    offered = completer.model().stringList()  # type: ignore[attr-defined]
    assert offered and all("Katsu" in name for name in offered)
    completer.refresh("head jab")  # type: ignore[attr-defined]
    assert completer.model().stringList() == []  # type: ignore[attr-defined]  # not a hero
    hero.setText("katsu, the wanderer")
    new.hero_edits[1].setText("Nobody Known")
    new.try_accept()
    board = new.board
    assert board is not None
    (placed,) = board.objects
    assert (placed.card.name, placed.owner, placed.zone) == (
        "Katsu, the Wanderer",
        "player-1",
        "hero",
    )
    assert [p.hero for p in board.players] == ["Katsu, the Wanderer", "Nobody Known"]


def test_a_magic_table_asks_for_no_hero(qapp: QApplication) -> None:
    new = NewDialog()
    new.show()
    new.game_box.setCurrentIndex(new.game_box.findData("mtg"))
    assert not new.hero_edits[0].isVisible() and new.name_edits[0].isVisible()
