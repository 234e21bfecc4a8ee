"""The effects panel: add, switch on and off, and remove effects; set face-down and chosen
names. Timestamps and durations are columns; effects ending at the next turn are flagged.

A change rebuilds only the rows of the effects it names (and of effects on an object that
changed); the columns are sized when a whole table is shown.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sandbox.cards.presets import EffectPreset
from sandbox.model import EffectKind, RemoveEffect, SwitchEffect
from sandbox.ui.cards.source import CardSource
from sandbox.ui.dialogs.effect_menu import add_effect_entries
from sandbox.ui.document import object_actions
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.column_fit import ColumnShare
from sandbox.ui.kit.theme import SIZE_SAMPLE
from sandbox.ui.panels.effects_model import (
    WORDS_COLUMNS,
    EffectRow,
    EffectsModel,
    effect_objects,
    effect_row,
)


class EffectsPanel(QWidget):
    """The effects table with its buttons."""

    def __init__(self, document: Document, view: ViewState, cards: CardSource) -> None:
        super().__init__()
        self.setObjectName("effectsPanel")
        self.document = document
        self.view = view
        self.cards = cards
        self.model = EffectsModel()
        self.model.switch_requested.connect(self.switch)
        self.table = QTableView()
        self.table.setObjectName("effectsTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # every column shows in the panel, with no sideways scrolling: the short ones fit their
        # text, the four of words share the rest (each at least its header's width) and wrap
        # on two lines (rows of one height, so nothing is measured per row), a longer text
        # elided in the middle
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(SIZE_SAMPLE)  # 10,000 rows: don't measure them all
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.columns = ColumnShare(self.table, WORDS_COLUMNS)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(2 * self.table.fontMetrics().lineSpacing() + 8)
        self._rows: dict[str, EffectRow] = {}  # every effect's row as last built, by id
        self.table.doubleClicked.connect(self._show_target)
        self.add_button = QToolButton()
        self.add_button.setObjectName("addEffectButton")
        self.add_button.setText(self.tr("Add effect"))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = QMenu(self)
        self.add_button.setMenu(self.add_menu)
        self.add_menu.aboutToShow.connect(self.build_menu)  # the game's presets, when shown
        self.toggle_button = QPushButton(self.tr("Switch on/off"))
        self.toggle_button.clicked.connect(self.toggle_selected)
        self.remove_button = QPushButton(self.tr("Remove effect"))
        self.remove_button.clicked.connect(self.remove_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.toggle_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.table, 1)
        document.changed.connect(self.on_change)
        view.viewer_changed.connect(self.refresh)
        self.refresh()

    def build_menu(self) -> None:
        """The add menu for the board's game: its card presets, the bare effect kinds, then
        face down and a chosen name."""
        self.add_menu.clear()
        document = self.document
        add_effect_entries(
            self.add_menu, document.board.game, self.cards, document.language, self.add_effect
        )
        self.add_menu.addSeparator()
        face = self.add_menu.addAction(self.tr("Turn the selected object face down or up"))
        face.triggered.connect(self.flip_selected)
        choose = self.add_menu.addAction(self.tr("A chosen name for the selected object…"))
        choose.triggered.connect(self.choose_name)

    def on_change(self, change: Change) -> None:
        changes = change.changes
        if changes.whole or changes.players:
            self.refresh()
        elif changes.turn:  # which effects end at the next turn
            self._update(None)
        else:
            objects = changes.objects.ids
            stale = {
                e.id for e in change.after.board.effects if objects.intersection(effect_objects(e))
            }
            stale.update(changes.effect_states)
            if stale:
                self._update(stale)

    def refresh(self) -> None:
        """Rebuild every row and size the columns (a new table or viewer)."""
        self._update(None)
        for column in range(self.model.columnCount()):
            if column not in WORDS_COLUMNS:
                self.table.resizeColumnToContents(column)
        self.columns.measure()

    def _update(self, stale: Collection[str] | None) -> None:
        """Rebuild the rows of the effects in `stale` (None: all), keep the others."""
        document = self.document
        board, derived, viewer = document.board, document.derived, self.view.viewer
        kept = {} if stale is None else self._rows
        self._rows = {
            e.id: row
            if (row := kept.get(e.id)) is not None and e.id not in (stale or ())
            else effect_row(board, derived, e, viewer, document.language)
            for e in board.effects
        }
        selected = self.selected_effect()
        self.model.set_rows(list(self._rows.values()))
        if selected != self.selected_effect():
            self._reselect(selected)

    def _reselect(self, effect_id: str | None) -> None:
        for number, row in enumerate(self.model.rows):
            if row.effect_id == effect_id:
                self.table.selectionModel().select(
                    self.model.index(number, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )

    def selected_effect(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row: EffectRow = self.model.rows[rows[0].row()]
        return row.effect_id

    # gestures ---------------------------------------------------------------------------

    def add_effect(self, preset: EffectPreset | EffectKind) -> None:
        from sandbox.ui.dialogs.effect import EffectDialog  # a dialog: built on first use

        dialog = EffectDialog(
            preset,
            self.document.board,
            self.cards,
            selected=self.view.current,
            viewer=self.view.viewer,
            language=self.document.language,
            parent=self,
        )
        if dialog.exec() and dialog.action is not None:
            self.document.push(dialog.action, dialog.undo_text())

    def switch(self, effect_id: str, enabled: bool) -> None:
        text = (self.tr("Switch on %1") if enabled else self.tr("Switch off %1")).replace(
            "%1", effect_id
        )
        self.document.push(SwitchEffect(effect_id, enabled), text)

    def toggle_selected(self) -> None:
        effect = self.document.board.effect(self.selected_effect() or "")
        if effect is not None:
            self.switch(effect.id, not effect.enabled)

    def remove_selected(self) -> None:
        effect_id = self.selected_effect()
        if effect_id is not None:
            self.document.push(
                RemoveEffect(effect_id), self.tr("Remove effect %1").replace("%1", effect_id)
            )

    def flip_selected(self) -> None:
        ids = self.view.selected
        if not ids:
            self.document.refuse(self.tr("Select an object on the table first."))
            return
        obj = self.document.board.object(ids[-1])
        if obj is not None:
            object_actions.set_face_down(self.document, ids, not obj.face_down)

    def choose_name(self) -> None:
        current = self.view.current
        if current is None:
            self.document.refuse(self.tr("Select an object on the table first."))
            return
        from sandbox.ui.dialogs.choice import ChoiceDialog  # dialogs load when opened

        dialog = ChoiceDialog(
            self.document.board, current, self.cards, self, self.document.language
        )
        if dialog.exec() and dialog.action is not None:
            self.document.push(
                dialog.action, self.tr("Choose a name for %1").replace("%1", current)
            )

    def _show_target(self, index: QModelIndex) -> None:
        effect = self.document.board.effect(self.model.rows[index.row()].effect_id)
        if effect is not None and effect.target is not None:
            self.view.select([effect.target])
