"""Everything the window does from the keyboard, wired in one place.

- the table: a cursor over cards and zones (board/keyboard.py), "Move to…" (move_dialog.py);
- panels: Tab leaves tables, F6/Ctrl+Tab cycle panels (focus_cycle.py), Alt+1… show or hide
  a panel;
- menus: a unique mnemonic for every entry (mnemonics.py); Redo on Ctrl+Y and Ctrl+Shift+Z;
- the card palette: Down from the search box goes to the results, Enter adds the highlighted
  card to the zone the table's cursor is on (else the active player's hand), as a drop does;
- accessible names and descriptions of the panels (accessible.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from sandbox.ui.board.cursor import BoardKeys
from sandbox.ui.board.layout import ZoneArea
from sandbox.ui.cards.source import CardHit
from sandbox.ui.kit import mnemonics
from sandbox.ui.kit.mime import card_mime
from sandbox.ui.shell.accessible import label_panels
from sandbox.ui.shell.focus_cycle import FocusCycle, free_tab

if TYPE_CHECKING:
    from sandbox.ui.shell.main_window import MainWindow

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def redo_keys() -> list[QKeySequence]:
    """The platform's Redo keys, and both usual ones (Ctrl+Y, Ctrl+Shift+Z) everywhere."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    keys += [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
    unique: list[QKeySequence] = []
    for key in keys:
        if not key.isEmpty() and key not in unique:
            unique.append(key)
    return unique


class Keyboard(QObject):
    """The keyboard layer of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        free_tab(window)
        self.board = BoardKeys(window)
        self.focus_cycle = FocusCycle(
            window,
            [
                window.board_view,
                window.card_palette,
                window.inspector,
                window.references,
                window.whatif,
                window.effects,
                window.timeline,
            ],
        )
        window.redo_action.setShortcuts(redo_keys())
        for number, dock in enumerate(window.docks(), start=1):
            dock.toggleViewAction().setShortcut(QKeySequence(f"Alt+{number}"))
        self.move_action = QAction(self.tr("&Move selected to…"), window)
        self.move_action.setObjectName("moveAction")
        self.move_action.setShortcut(QKeySequence("Ctrl+M"))
        self.move_action.triggered.connect(self.board.move_selected)
        self.menu_action = QAction(self.tr("Object &menu"), window)
        self.menu_action.setObjectName("objectMenuAction")
        self.menu_action.setShortcut(QKeySequence("Shift+F10"))
        self.menu_action.triggered.connect(self.board.open_menu)
        table_menu = _menu_holding(window, window.next_turn_action)
        if table_menu is not None:
            table_menu.addSeparator()
            table_menu.addAction(self.move_action)
            table_menu.addAction(self.menu_action)
        palette = window.card_palette
        palette.list.installEventFilter(self)
        palette.search_edit.installEventFilter(self)
        label_panels(window)
        mnemonics.watch_bar(window.menuBar())

    def add_from_palette(self, index: QModelIndex | None = None) -> bool:
        """Add the palette's highlighted card to the cursor's zone (else the active player's
        hand), through the table's drop."""
        palette = self.window.card_palette
        index = index if index is not None else palette.list.currentIndex()
        hit = palette.model.data(index, Qt.ItemDataRole.UserRole)
        zone = self.target_zone()
        if not isinstance(hit, CardHit) or zone is None:
            return False
        return self.window.board_view.drop_card(card_mime(hit.ref), zone)

    def target_zone(self) -> ZoneArea | None:
        """Where Enter in the palette puts a card: the table cursor's zone, else the active
        player's hand."""
        zone = self.board.current_zone()
        layout = self.window.scene.layout
        if zone is not None or layout is None:
            return zone
        board = self.window.document.board
        player = board.active_player or board.player_ids[0]
        return layout.zone("hand", player)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        palette = self.window.card_palette
        if watched is palette.list and event.key() in ENTER_KEYS:
            self.add_from_palette()
            return True
        if (
            watched is palette.search_edit
            and event.key() == Qt.Key.Key_Down
            and not _popup_shown(palette.completer.popup())
            and palette.model.rowCount()
        ):
            palette.list.setFocus(Qt.FocusReason.TabFocusReason)
            if not palette.list.currentIndex().isValid():
                palette.list.setCurrentIndex(palette.model.index(0, 0))
            return True
        return False


def _popup_shown(popup: QWidget | None) -> bool:
    return popup is not None and popup.isVisible()


def _menu_holding(window: MainWindow, action: QAction) -> QMenu | None:
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu) and action in menu.actions():
            return menu
    return None
