"""Everything the window does from the keyboard, wired in one place.

- the table: a cursor over cards and zones (board/cursor.py), "Move to…" (dialogs/move.py),
  the selected object's Targets… and Links… (dialogs/relations.py);
- panels: Tab leaves tables, F6/Ctrl+Tab cycle panels (focus_cycle.py), Alt+1… show or hide
  a panel;
- menus: a unique mnemonic for every entry (mnemonics.py); Redo on Ctrl+Y and Ctrl+Shift+Z;
- the card palette: Down from the search box goes to the results, Enter adds the highlighted
  card to the zone the table's cursor is on (else the active player's hand), as a drop does.

The main window hands in the parts: the table's cursor, the palette, the panels in focus
order, the docks, the Redo action and the Table menu.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from sandbox.ui.board.cursor import BoardKeys
from sandbox.ui.board.layout import ZoneArea
from sandbox.ui.cards.palette import Palette
from sandbox.ui.cards.source import CardHit
from sandbox.ui.kit import mnemonics
from sandbox.ui.kit.mime import card_mime
from sandbox.ui.kit.speech import tell_current_item
from sandbox.ui.shell.focus_cycle import FocusCycle, free_tab

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
    """The keyboard layer of one main window: `board` is its table's cursor, `panels` the
    panels F6 cycles through (the table first)."""

    def __init__(
        self,
        window: QMainWindow,
        board: BoardKeys,
        palette: Palette,
        panels: Sequence[QWidget],
        docks: Sequence[QDockWidget],
        redo_action: QAction,
        table_menu: QMenu,
    ) -> None:
        super().__init__(window)
        self.palette = palette
        free_tab(window)
        self.board = board
        self.focus_cycle = FocusCycle(window, panels)
        redo_action.setShortcuts(redo_keys())
        for number, dock in enumerate(docks, start=1):
            dock.toggleViewAction().setShortcut(QKeySequence(f"Alt+{number}"))
        self.move_action = QAction(self.tr("&Move selected to…"), window)
        self.move_action.setObjectName("moveAction")
        self.move_action.setShortcut(QKeySequence("Ctrl+M"))
        self.move_action.triggered.connect(self.board.move_selected)
        self.menu_action = QAction(self.tr("Object &menu"), window)
        self.menu_action.setObjectName("objectMenuAction")
        self.menu_action.setShortcut(QKeySequence("Shift+F10"))
        self.menu_action.triggered.connect(self.board.open_menu)
        self.targets_action = QAction(self.tr("&Targets of selected…"), window)
        self.targets_action.setObjectName("targetsAction")
        self.targets_action.setShortcut(QKeySequence("Ctrl+Shift+T"))
        self.targets_action.triggered.connect(lambda: self.edit_relations("targets"))
        self.links_action = QAction(self.tr("&Links of selected…"), window)
        self.links_action.setObjectName("linksAction")
        self.links_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.links_action.triggered.connect(lambda: self.edit_relations("links"))
        table_menu.addSeparator()
        table_menu.addAction(self.move_action)
        table_menu.addAction(self.targets_action)
        table_menu.addAction(self.links_action)
        table_menu.addAction(self.menu_action)
        palette.list.installEventFilter(self)
        palette.search_edit.installEventFilter(self)
        mnemonics.watch_bar(window.menuBar())

    def edit_relations(self, what: Literal["targets", "links"]) -> bool:
        """Targets… or Links… for the object the inspector shows (else the table cursor's)."""
        from sandbox.ui.dialogs.relations import edit_links, edit_targets  # load when opened

        edit = edit_targets if what == "targets" else edit_links
        state = self.board.view_state
        object_id = state.current or self.board.object_id
        if object_id is None:
            self.board.document.refuse(self.tr("Select a card on the table first."))
            return False
        return edit(self.board.document, object_id, state.viewer, self.board.view.window())

    def add_from_palette(self, index: QModelIndex | None = None) -> bool:
        """Add the palette's highlighted card to the cursor's zone (else the active player's
        hand), through the table's drop."""
        palette = self.palette
        index = index if index is not None else palette.list.currentIndex()
        hit = palette.model.data(index, Qt.ItemDataRole.UserRole)
        zone = self.target_zone()
        if not isinstance(hit, CardHit) or zone is None:
            return False
        return self.board.view.drop_card(card_mime(hit.ref), zone)

    def target_zone(self) -> ZoneArea | None:
        """Where Enter in the palette puts a card: the table cursor's zone, else the active
        player's hand."""
        zone = self.board.current_zone()
        layout = self.board.scene.layout
        if zone is not None or layout is None:
            return zone
        board = self.board.document.board
        player = board.active_player or board.player_ids[0]
        return layout.zone("hand", player)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        palette = self.palette
        if watched is palette.list and event.key() in ENTER_KEYS:
            self.add_from_palette()
            return True
        if (
            watched is palette.search_edit
            and event.key() == Qt.Key.Key_Down
            and palette.model.rowCount()
        ):
            palette.list.setFocus(Qt.FocusReason.TabFocusReason)
            if not palette.list.currentIndex().isValid():
                palette.list.setCurrentIndex(palette.model.index(0, 0))
            QTimer.singleShot(0, palette.list, lambda: tell_current_item(palette.list))
            return True
        return False
