"""Dialogs and menus speak (issue 25, point 3): Move to… says the highlighted zone while the
focus stays in its search box, the card menu opens named and with its first entry current, the
card search adds the highlighted card with Down and Enter, and a name field's suggestions keep
quiet while the user types.

What a screen reader hears of these is also checked through AT-SPI itself, in
tests/ui/test_screen_reader.py.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from sandbox.ui.cards.completer import QuietPopup
from sandbox.ui.dialogs.choice import ChoiceDialog
from sandbox.ui.dialogs.move import MoveDialog
from sandbox.ui.dialogs.object_menu import ObjectMenu
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui
Key = Qt.Key


def move_dialog(window: MainWindow) -> MoveDialog:
    layout = window.scene.layout
    assert layout is not None
    return MoveDialog(window.document.board, layout.zones, window)


def test_move_to_says_the_highlighted_zone_while_the_focus_stays_in_the_search(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    dialog = move_dialog(window)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "grav")
    assert dialog.search.accessibleDescription() == "Graveyard — Tyler, 1 of 2"
    qtbot.keyClick(dialog.search, Key.Key_Down)
    assert dialog.search.accessibleDescription() == "Graveyard — Nic, 2 of 2"
    qtbot.keyClick(dialog.search, Key.Key_Up)
    assert dialog.search.accessibleDescription() == "Graveyard — Tyler, 1 of 2"
    qtbot.keyClicks(dialog.search, "zzz")
    assert dialog.search.accessibleDescription() == "No zone matches “gravzzz”."


def test_move_to_speaks_spanish(qtbot, shell: Shell) -> None:  # type: ignore[no-untyped-def]
    shell.set_language("es")
    dialog = move_dialog(shell.window)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "cement")
    assert dialog.search.accessibleDescription() == "Cementerio — Tyler, 1 de 2"
    qtbot.keyClicks(dialog.search, "zzz")
    assert dialog.search.accessibleDescription() == "Ninguna zona coincide con «cementzzz»."


def open_menu(qtbot, window: MainWindow, ids: list[str]) -> ObjectMenu:  # type: ignore[no-untyped-def]
    menu = ObjectMenu(window.document, window.view, window.cards, ids, window)
    menu.popup(window.board_view.mapToGlobal(QPoint(40, 40)))
    qtbot.waitUntil(menu.isVisible)
    return menu


def test_the_card_menu_opens_named_after_its_card_with_its_first_entry_current(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    menu = open_menu(qtbot, window, ["head-jab"])
    assert menu.accessibleName() == menu.title() == "Menu of Head Jab (1)"
    qtbot.waitUntil(lambda: menu.activeAction() is not None)
    assert menu.activeAction() is menu.actions()[0]
    assert menu.activeAction().text() == "Owner"  # type: ignore[union-attr]
    owners = menu.activeAction().menu()  # type: ignore[union-attr]
    assert owners is not None and not owners.isVisible()  # its submenu waits for Right
    menu.close()
    several = open_menu(qtbot, window, ["head-jab", "gustwave"])
    assert several.accessibleName() == "Menu of 2 cards"
    several.close()


def test_down_and_enter_in_the_card_search_add_the_highlighted_card(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    window.view.select([])
    search = window.card_palette.search_edit
    window.activateWindow()
    search.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(search.hasFocus)
    qtbot.keyClicks(search, "Snatch")
    assert QApplication.activePopupWidget() is None  # the list below is the completion
    assert search.hasFocus()
    qtbot.keyClick(search, Key.Key_Down)
    palette_list = window.card_palette.list
    assert QApplication.focusWidget() is palette_list
    spoken = palette_list.currentIndex().data(Qt.ItemDataRole.AccessibleTextRole)
    assert str(spoken).startswith("Snatch")
    qtbot.keyClick(palette_list, Key.Key_Enter)
    added = [o for o in window.document.board.objects if o.card.name == "Snatch"]
    assert [(o.zone, o.zone_owner) for o in added] == [("hand", "tyler")]


def test_a_name_fields_suggestions_are_quiet_until_the_user_moves_in_them(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    dialog = ChoiceDialog(window.document.board, "mask", window.cards, window, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    dialog.name_edit.setFocus()
    qtbot.waitUntil(dialog.name_edit.hasFocus)
    qtbot.keyClicks(dialog.name_edit, "Whel")
    popup = dialog.completer.popup()
    assert isinstance(popup, QuietPopup)
    qtbot.waitUntil(popup.isVisible)
    assert popup.told is None  # typing: the list keeps quiet, the field has the focus
    qtbot.keyClick(popup, Key.Key_Down)  # the only suggestion: Down leaves it current
    qtbot.waitUntil(lambda: popup.told == 0)
    assert popup.currentIndex().data() == "Whelming Gustwave"
    qtbot.keyClick(popup, Key.Key_Return)
    assert dialog.name_edit.text() == "Whelming Gustwave"
