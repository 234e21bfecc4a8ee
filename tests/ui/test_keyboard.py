"""The window driven by the keyboard alone (pytest-qt key events, no mouse): the table's
cursor, Move to…, undo and redo, Tab and F6 between panels, Enter in the palette, menus'
mnemonics and shortcuts, and what a screen reader is told (issue 10, point 4)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from sandbox.ui.board.sentences import card_sentence
from sandbox.ui.dialogs.move import MoveDialog
from sandbox.ui.dialogs.object_menu import ObjectMenu
from sandbox.ui.kit.mnemonics import mnemonic
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui
Key = Qt.Key
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def focus(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    widget.window().activateWindow()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def press(qtbot, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key pressed where Qt sends it: to an open popup (a completer's list), else to the
    focus widget."""
    widget = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key, modifiers)


def walk_to(qtbot, window: MainWindow, object_id: str) -> None:  # type: ignore[no-untyped-def]
    """From the table's first stop, Right until the cursor selects `object_id`."""
    focus(qtbot, window.board_view)
    press(qtbot, Key.Key_Home, CTRL)
    for _ in range(len(window.keyboard.board.stops())):
        if window.view.selected == (object_id,):
            return
        press(qtbot, Key.Key_Right)
    raise AssertionError(f"Right never reached {object_id}")


def when_modal(callback: Callable[[QWidget], None]) -> list[QWidget]:
    """Run `callback` on the next modal dialog or popup once it is open."""
    seen: list[QWidget] = []

    def check() -> None:
        widget = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if widget is None:
            QTimer.singleShot(10, check)
            return
        seen.append(widget)
        callback(widget)

    QTimer.singleShot(0, check)
    return seen


def test_arrows_select_cards_within_a_zone_and_between_zones(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    walk_to(qtbot, window, "head-jab")
    assert "Head Jab" in window.inspector.title.text()
    assert window.scene.cards["head-jab"].isSelected()
    keys = window.keyboard.board
    assert keys.frame.isVisible()
    assert keys.frame.rect().contains(window.scene.cards["head-jab"].sceneBoundingRect().center())
    press(qtbot, Key.Key_Right)  # the combat chain reads left to right: Gustwave is newer
    assert window.view.selected == ("gustwave",)
    press(qtbot, Key.Key_Home)
    assert window.view.selected == ("head-jab",)
    press(qtbot, Key.Key_End)
    assert window.view.selected == ("gustwave",)
    press(qtbot, Key.Key_Left, SHIFT)  # Shift adds to the selection
    assert set(window.view.selected) == {"gustwave", "head-jab"}
    press(qtbot, Key.Key_Up)  # the zone above: Nic's side of the table
    zone = keys.current_zone()
    assert zone is not None and zone.player == "nic"
    press(qtbot, Key.Key_Down)
    press(qtbot, Key.Key_Down)  # below the middle: Tyler's side
    zone = keys.current_zone()
    assert zone is not None and zone.player == "tyler"


def test_move_to_finds_zones_by_typing_and_moves_as_a_drop_then_undo_redo(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    walk_to(qtbot, window, "head-jab")
    stack = window.document.undo_stack
    steps = stack.count()
    titles: list[list[str]] = []

    def pick(dialog: QWidget) -> None:
        assert isinstance(dialog, MoveDialog)
        qtbot.keyClicks(dialog.search, "grav")
        titles.append(dialog.shown_titles())
        qtbot.keyClick(dialog.search, Key.Key_Down)
        qtbot.keyClick(dialog.search, Key.Key_Return)

    opened = when_modal(pick)
    press(qtbot, Key.Key_M)
    assert opened and titles == [["Graveyard — Tyler", "Graveyard — Nic"]]
    obj = window.document.board.object("head-jab")
    assert obj is not None and (obj.zone, obj.zone_owner) == ("graveyard", "nic")
    assert stack.count() == steps + 1 and stack.undoText() == "Move Head Jab to Graveyard"
    assert window.view.selected == ("head-jab",)  # the cursor stays on the card
    qtbot.waitUntil(window.isActiveWindow)  # (offscreen, the closed dialog hands it back late)
    assert QApplication.focusWidget() is window.board_view
    press(qtbot, Key.Key_Z, CTRL)
    assert window.document.board.object("head-jab").zone == "combat_chain"  # type: ignore[union-attr]
    press(qtbot, Key.Key_Z, CTRL | SHIFT)
    assert window.document.board.object("head-jab").zone == "graveyard"  # type: ignore[union-attr]
    press(qtbot, Key.Key_Z, CTRL)
    press(qtbot, Key.Key_Y, CTRL)
    assert window.document.board.object("head-jab").zone == "graveyard"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("bottom", "order"), [(False, ["head-jab", "mask"]), (True, ["mask", "head-jab"])]
)
def test_move_to_puts_cards_on_top_or_with_alt_b_at_the_bottom_of_an_ordered_zone(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, bottom: bool, order: list[str]
) -> None:
    """Keyboard parity with a drop at either end of a pile: a graveyard's order matters."""
    walk_to(qtbot, window, "head-jab")
    enabled: list[tuple[str, bool]] = []

    def pick(dialog: QWidget) -> None:
        try:
            choose(dialog)
        finally:
            if dialog.isVisible():  # a failed step leaves it open: close it, the asserts say why
                dialog.reject()

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, MoveDialog)
        qtbot.keyClicks(dialog.search, "hand tyler")
        enabled.append(("hand", dialog.at_bottom.isEnabled()))
        dialog.search.clear()
        qtbot.keyClicks(dialog.search, "graveyard tyler")
        enabled.append(("graveyard", dialog.at_bottom.isEnabled()))
        if bottom:
            dialog.activateWindow()  # a mnemonic works in the active window
            qtbot.waitUntil(dialog.isActiveWindow)
            qtbot.keyClick(dialog.search, Key.Key_B, Qt.KeyboardModifier.AltModifier)
            qtbot.waitUntil(dialog.at_bottom.isChecked, timeout=1000)  # an animated click
            enabled.append(("bottom chosen", dialog.at_bottom.isChecked()))
        qtbot.keyClick(dialog.search, Key.Key_Return)

    opened = when_modal(pick)
    press(qtbot, Key.Key_M)
    assert opened and enabled == [("hand", False), ("graveyard", True)] + (
        [("bottom chosen", True)] if bottom else []
    )
    board = window.document.board
    pile = [o.id for o in board.objects if (o.zone, o.zone_owner) == ("graveyard", "tyler")]
    assert pile == order  # board order: the top first


def test_escape_in_move_to_moves_nothing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    walk_to(qtbot, window, "gustwave")
    board = window.document.board
    opened = when_modal(lambda dialog: qtbot.keyClick(dialog, Key.Key_Escape))
    focus(qtbot, window.references.table)  # Ctrl+M works from any panel
    press(qtbot, Key.Key_M, CTRL)
    assert opened and isinstance(opened[0], MoveDialog)
    assert window.document.board == board


def test_enter_opens_the_object_menu_of_the_selected_card(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    walk_to(qtbot, window, "gustwave")
    menus: list[tuple[list[str], list[str | None]]] = []

    def close(menu: QWidget) -> None:
        assert isinstance(menu, ObjectMenu)
        shown = [a for a in menu.actions() if not a.isSeparator()]
        menus.append((menu.ids, [mnemonic(a.text()) for a in shown]))
        qtbot.keyClick(menu, Key.Key_Escape)

    when_modal(close)
    press(qtbot, Key.Key_Return)
    assert menus and menus[0][0] == ["gustwave"]
    letters = menus[0][1]
    assert None not in letters and len(set(letters)) == len(letters)


def test_tab_leaves_a_table(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for table in (window.effects.table, window.references.table, window.inspector.names_view):
        focus(qtbot, table)
        press(qtbot, Key.Key_Tab)
        assert QApplication.focusWidget() is not table


def test_f6_and_ctrl_tab_cycle_the_panels(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    cycle = window.keyboard.focus_cycle
    focus(qtbot, window.board_view)
    visited = []
    for _ in range(len(cycle.panels)):
        press(qtbot, Key.Key_F6)
        visited.append(cycle.panel_of(QApplication.focusWidget()))
    shown = [i for i, panel in enumerate(cycle.panels) if panel.isVisible()]
    assert len(shown) >= 5  # the table, palette, inspector, references, effects, timeline
    assert visited[: len(shown)] == [*shown[1:], shown[0]]
    focus(qtbot, window.board_view)
    press(qtbot, Key.Key_F6, SHIFT)
    assert cycle.panel_of(QApplication.focusWidget()) == shown[-1]
    press(qtbot, Key.Key_Tab, CTRL)
    assert QApplication.focusWidget() is window.board_view
    press(qtbot, Key.Key_Tab, CTRL)
    assert cycle.panel_of(QApplication.focusWidget()) == shown[1]
    press(qtbot, Key.Key_Backtab, CTRL | SHIFT)
    assert QApplication.focusWidget() is window.board_view


def test_enter_in_the_palette_adds_to_the_cursors_zone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    walk_to(qtbot, window, "head-jab")
    focus(qtbot, window.card_palette.search_edit)
    qtbot.keyClicks(window.card_palette.search_edit, "Amnesia")
    press(qtbot, Key.Key_Escape)  # closes the name completer's list, if it opened
    press(qtbot, Key.Key_Down)
    assert QApplication.focusWidget() is window.card_palette.list
    press(qtbot, Key.Key_Return)
    added = [o for o in window.document.board.objects if o.card.name == "Amnesia"]
    assert [(o.zone, o.owner) for o in added] == [("combat_chain", "tyler")]
    assert window.document.undo_stack.undoText() == "Add Amnesia (1) to Combat chain"


def test_enter_in_the_palette_with_no_cursor_adds_to_the_active_hand(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow
) -> None:
    window.view.select([])
    assert window.keyboard.board.current_zone() is None
    focus(qtbot, window.card_palette.search_edit)
    qtbot.keyClicks(window.card_palette.search_edit, "Snatch")
    press(qtbot, Key.Key_Escape)
    press(qtbot, Key.Key_Down)
    press(qtbot, Key.Key_Enter)
    added = [o for o in window.document.board.objects if o.card.name == "Snatch"]
    assert [(o.zone, o.zone_owner) for o in added] == [("hand", "tyler")]


def test_an_empty_zone_is_a_stop_and_says_so(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    focus(qtbot, window.board_view)
    press(qtbot, Key.Key_Home, CTRL)
    for _ in range(40):
        if window.keyboard.board.object_id is None:
            break
        press(qtbot, Key.Key_Right)
    assert window.view.selected == ()
    assert window.board_view.accessibleDescription().endswith(", empty")


def menu_entries(menu: QMenu) -> list[QAction]:
    menu.aboutToShow.emit()  # menus filled or fixed as they open
    return [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]


def all_menus(window: MainWindow) -> list[tuple[str, list[QAction]]]:
    found = [("menu bar", [a for a in window.menuBar().actions() if a.isVisible()])]
    pending = [a.menu() for a in window.menuBar().actions()]
    while pending:
        menu = pending.pop()
        if not isinstance(menu, QMenu):
            continue
        entries = menu_entries(menu)
        found.append((menu.title(), entries))
        pending += [a.menu() for a in entries if isinstance(a.menu(), QMenu)]
    return found


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_menu_entry_has_a_unique_mnemonic_and_no_shortcut_is_taken_twice(
    shell: Shell, language: str
) -> None:
    shell.set_language(language)
    window = shell.window
    window.fill_recent()
    for title, entries in all_menus(window):
        letters = [mnemonic(a.text()) for a in entries]
        assert None not in letters, (title, [a.text() for a in entries])
        assert len(set(letters)) == len(letters), (title, [a.text() for a in entries])
    keys: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            text = key.toString()
            assert keys.setdefault(text, action.text()) == action.text(), text
    assert window.keyboard.move_action.shortcut() == QKeySequence("Ctrl+M")
    assert QKeySequence("Ctrl+Q") in [a.shortcut() for a in window.findChildren(QAction)]
    redo = window.redo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in redo and QKeySequence("Ctrl+Y") in redo
    assert all(not d.toggleViewAction().shortcut().isEmpty() for d in window.docks())


def test_the_table_tells_a_screen_reader_which_card_and_what_finds_it(
    qtbot,
    window: MainWindow,  # type: ignore[no-untyped-def]
) -> None:
    document = window.document
    sentence = card_sentence(document.board, document.derived, "head-jab", None, (1, 2))
    assert sentence == (
        "Head Jab, also named Surging Strike, combat chain, card 1 of 2, pitch 1,"
        " found by Whelming Gustwave"
    )
    walk_to(qtbot, window, "head-jab")
    assert window.board_view.accessibleDescription() == sentence
    assert window.board_view.accessibleName() == "Board"
    mask = card_sentence(document.board, document.derived, "mask", None)
    assert mask == "Mask of Many Faces, Tyler's graveyard"
    for panel in window.keyboard.focus_cycle.panels:
        assert panel.accessibleName() and panel.accessibleDescription(), panel.objectName()


def test_the_sentence_is_spanish_in_spanish_and_hides_what_a_player_may_not_see(
    shell: Shell,
) -> None:
    from sandbox.model import MoveObject

    shell.set_language("es")
    document = shell.document
    assert card_sentence(document.board, document.derived, "head-jab", None, (1, 2)) == (
        "Head Jab, también llamada Surging Strike, cadena de combate, carta 1 de 2, pitch 1,"
        " encontrada por Whelming Gustwave"
    )
    assert document.push(MoveObject("head-jab", "hand", "tyler"), "to hand")
    hidden = card_sentence(document.board, document.derived, "head-jab", "nic")
    assert hidden == "carta oculta, mano de Tyler"


def test_after_delete_the_cursor_stays_in_the_zone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    walk_to(qtbot, window, "head-jab")
    press(qtbot, Key.Key_Delete)
    assert window.document.board.object("head-jab") is None
    assert window.keyboard.board.object_id == "gustwave"
    assert window.board_view.accessibleDescription().startswith("Whelming Gustwave, combat chain")
    press(qtbot, Key.Key_Space)
    press(qtbot, Key.Key_Delete)
    assert window.board_view.accessibleDescription() == "combat chain, empty"
    press(qtbot, Key.Key_Z, CTRL)
    assert window.document.board.object("gustwave") is not None


def test_palette_rows_read_as_words(window: MainWindow) -> None:
    palette = window.card_palette
    palette.search_edit.setText("Ash")
    row = next(i for i, hit in enumerate(palette.model.hits) if hit.token and hit.encoded)
    index = palette.model.index(row, 0)
    assert "◆" in palette.model.data(index)
    spoken = palette.model.data(index, Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == f"{palette.model.hits[row].label}, token, name abilities encoded"


@pytest.mark.parametrize(("game", "seats"), [("fab", 2), ("fab", 4), ("mtg", 3), ("mtg", 2)])
def test_every_zone_of_any_table_is_reached_and_up_leads_across_the_table(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, game: str, seats: int
) -> None:
    from sandbox.model import Board, Player
    from sandbox.ui.document.document import DocumentInfo

    players = tuple(Player(f"p{i}", f"Player {i}") for i in range(seats))
    window.document.reset(Board(game, players, active_player="p0"), DocumentInfo())
    keys = window.keyboard.board
    zones = keys.zones()
    focus(qtbot, window.board_view)
    press(qtbot, Key.Key_Home, CTRL)
    visited = [keys.current_zone()]
    for _ in range(len(zones) - 1):
        press(qtbot, Key.Key_Right)
        visited.append(keys.current_zone())
    assert visited == zones  # an empty table: one stop per zone, in reading order
    assert window.board_view.accessibleDescription().endswith(", empty")
    for _ in range(len(zones)):  # from the bottom right corner, up as far as it goes
        press(qtbot, Key.Key_Up)
    top = keys.current_zone()
    assert top is not None and top.player not in (None, "p0")


def test_the_focus_frame_goes_with_the_focus(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    walk_to(qtbot, window, "head-jab")
    item = window.scene.cards["head-jab"]
    assert window.keyboard.board.frame.isVisible() and item.zValue() > item.base_z
    press(qtbot, Key.Key_F6)
    assert not window.keyboard.board.frame.isVisible() and item.zValue() == item.base_z
    assert window.view.selected == ("head-jab",)  # the selection stays
