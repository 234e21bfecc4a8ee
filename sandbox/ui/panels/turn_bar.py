"""The strip above the table: whose turn it is, the next-turn button, the judge/player view
switch, and a note of the effects that ended when the turn passed."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from sandbox.model import AdvanceTurn, Board
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.labels import effect_kind_label, game_label, player_name
from sandbox.ui.kit.plain import bounded_combo, breakable, escaped, plain_label


class TurnBar(QWidget):
    """Turn number and active player; advances the turn; switches the viewer."""

    def __init__(self, document: Document, view: ViewState) -> None:
        super().__init__()
        self.setObjectName("turnBar")
        self.document = document
        self.view = view
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        # a long player name is cut off at the window's edge; it never widens the window
        self.turn_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.next_button = QPushButton(self.tr("Next turn ▶"))
        self.next_button.setToolTip(
            self.tr("Pass the turn to the next player; effects that last until then end.")
        )
        self.next_button.clicked.connect(self.advance)
        self.expired_label = plain_label(QLabel(), wrap=False)
        self.expired_label.setObjectName("expiredLabel")
        self.viewer_box = bounded_combo(QComboBox())
        self.viewer_box.setObjectName("viewerBox")
        self.viewer_box.setToolTip(
            self.tr(
                "Judge view shows hidden information; a player's view hides what that player"
                " may not see."
            )
        )
        self.viewer_box.activated.connect(self._viewer_picked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.next_button)
        layout.addWidget(self.expired_label, 1)
        viewer_label = QLabel(self.tr("View as:"))
        viewer_label.setBuddy(self.viewer_box)  # a screen reader says "View as", not only the view
        layout.addWidget(viewer_label)
        layout.addWidget(self.viewer_box)
        document.changed.connect(self.on_change)
        view.viewer_changed.connect(self._sync_viewer)
        self.on_change(Change(None, document.snapshot))

    def on_change(self, change: Change) -> None:
        changes = change.changes
        if not (changes.whole or changes.turn or changes.players):
            return
        board = change.after.board
        self.turn_label.setText(
            self.tr("<b>%1</b> · Turn %2 · <b>%3</b> is the active player")
            .replace("%1", escaped(game_label(board.game)))
            .replace("%2", str(board.turn))
            .replace("%3", escaped(player_name(board, board.active_player)))
        )
        self._fill_viewers(board)
        before = change.before.board if change.before else None
        if before is not None and board.turn == before.turn + 1:
            self._show_expired(before, board)
        elif before is None or board.turn != before.turn:
            self.expired_label.clear()

    def _show_expired(self, before: Board, after: Board) -> None:
        ended_now = {e.id for e in after.effects if e.ended}
        ended = [e for e in before.effects if not e.ended and e.id in ended_now]
        if not ended:
            self.expired_label.setText(self.tr("No effect ended."))
            return
        names = ", ".join(f"{e.source_name or effect_kind_label(e.kind)} ({e.id})" for e in ended)
        self.expired_label.setText(self.tr("◷ Ended: %1").replace("%1", breakable(names)))

    def _fill_viewers(self, board: Board) -> None:
        wanted = [(self.tr("Judge (sees everything)"), "")] + [
            (self.tr("%1 (player)").replace("%1", p.name), p.id) for p in board.players
        ]
        current = [
            (self.viewer_box.itemText(i), self.viewer_box.itemData(i))
            for i in range(self.viewer_box.count())
        ]
        if current != wanted:
            self.viewer_box.clear()
            for text, data in wanted:
                self.viewer_box.addItem(text, data)
        if self.view.viewer is not None and board.player(self.view.viewer) is None:
            self.view.set_viewer(None)
        self._sync_viewer()

    def _sync_viewer(self) -> None:
        index = self.viewer_box.findData(self.view.viewer or "")
        self.viewer_box.setCurrentIndex(max(index, 0))

    def _viewer_picked(self, index: int) -> None:
        self.view.set_viewer(self.viewer_box.itemData(index) or None)

    def advance(self) -> None:
        self.document.push(AdvanceTurn(), self.tr("Next turn"))
