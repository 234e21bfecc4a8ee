""" "Move to…": a small dialog that finds a zone of the table as you type.

Typing "grav" leaves the graveyards, each with its player; Up/Down pick among them, Enter
chooses, Esc cancels. The focus stays in the search box, whose description (read by a screen
reader as it changes) is the highlighted zone and its place among those shown. The search
ignores case and accents and also knows each zone by its English code, so "graveyard" finds
the graveyards in Spanish too. In a zone whose order
matters (a deck, a library, a graveyard) the cards go on top, or at the bottom with Alt+B,
as a drop at either end would put them. The caller moves the cards (through the same action
a drop makes).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from sandbox.model import Board, is_ordered, ruleset_for
from sandbox.ui.board.layout import ZoneArea, ZoneChoice
from sandbox.ui.kit.labels import player_name, zone_label
from sandbox.ui.kit.speech import follow_choice


def folded(text: str) -> str:
    """`text` without case or accents, for matching what is typed."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def zone_title(board: Board, zone: ZoneArea) -> str:
    """ "Graveyard — Tyler", or "Combat chain" for a shared zone."""
    label = zone_label(zone.kind)
    return label if zone.player is None else f"{label} — {player_name(board, zone.player)}"


def matches(query: str, words: str) -> bool:
    """Whether every term of `query` is in `words` (case and accents ignored)."""
    haystack = folded(words)
    return all(term in haystack for term in folded(query).split())


def ordered_zones(board: Board, zones: Sequence[ZoneArea]) -> list[ZoneArea]:
    """The shared zones first, then each player's, in the game's zone order."""
    kinds = [spec.kind for spec in ruleset_for(board.game).zones]
    players = list(board.player_ids)

    def rank(zone: ZoneArea) -> tuple[int, int]:
        seat = players.index(zone.player) + 1 if zone.player in players else 0
        return seat, kinds.index(zone.kind) if zone.kind in kinds else len(kinds)

    return sorted(zones, key=rank)


class MoveDialog(QDialog):
    """Pick one zone of the table by typing part of its name (and, where order matters, its
    top or its bottom)."""

    def __init__(self, board: Board, zones: Sequence[ZoneArea], parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName("moveDialog")
        self.setWindowTitle(self.tr("Move to"))
        self.board = board
        self.chosen: ZoneChoice | None = None
        self.search = QLineEdit()
        self.search.setObjectName("moveSearch")
        self.search.setPlaceholderText(self.tr("Type part of a zone or player name…"))
        self.search.setAccessibleName(self.tr("Zone search"))
        self.search.installEventFilter(self)
        self.list = QListWidget()
        self.list.setObjectName("moveZones")
        self.list.setAccessibleName(self.tr("Zones"))
        self.zones = ordered_zones(board, zones)
        for zone in self.zones:
            title = zone_title(board, zone)
            item = QListWidgetItem(title)  # plain text: player names come from the file
            item.setData(Qt.ItemDataRole.UserRole, f"{title} {zone.kind} {zone.player or ''}")
            self.list.addItem(item)
        self.list.itemActivated.connect(lambda _item: self.accept())
        label = QLabel(self.tr("&Zone:"))
        label.setBuddy(self.search)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addLayout(self._place_row())
        layout.addWidget(buttons)
        self.search.textChanged.connect(self.filter)
        self.list.currentRowChanged.connect(self._enable_place)
        self.list.currentRowChanged.connect(lambda _row: self.say_highlighted())
        self.filter("")
        self._enable_place(self.list.currentRow())
        self.resize(380, 440)

    def _place_row(self) -> QHBoxLayout:
        """ "On top" / "At the bottom", for zones whose order matters."""
        self.on_top = QRadioButton(self.tr("On &top"))
        self.on_top.setObjectName("moveOnTop")
        self.at_bottom = QRadioButton(self.tr("At the &bottom"))
        self.at_bottom.setObjectName("moveAtBottom")
        self.on_top.setChecked(True)
        row = QHBoxLayout()
        row.addWidget(self.on_top)
        row.addWidget(self.at_bottom)
        row.addStretch(1)
        return row

    def _enable_place(self, row: int) -> None:
        ordered = 0 <= row < len(self.zones) and is_ordered(self.board, self.zones[row].kind)
        self.on_top.setEnabled(ordered)
        self.at_bottom.setEnabled(ordered)

    def shown_rows(self) -> list[int]:
        return [row for row in range(self.list.count()) if not self.list.item(row).isHidden()]

    def shown_titles(self) -> list[str]:
        return [self.list.item(row).text() for row in self.shown_rows()]

    def filter(self, text: str) -> None:
        """Show the zones matching `text`; the first one becomes the current row."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(not matches(text, str(item.data(Qt.ItemDataRole.UserRole))))
        rows = self.shown_rows()
        current = self.list.currentRow()
        if rows and current not in rows:
            self.list.setCurrentRow(rows[0])
        self.say_highlighted()

    def say_highlighted(self) -> None:
        """The focus stays in the search box: its description says the highlighted zone
        ("Graveyard — Tyler, 1 of 2"), and a screen reader hears it as it changes."""
        rows = self.shown_rows()
        row = self.list.currentRow()
        if row in rows:
            sentence = (
                self.tr("%1, %2 of %3")
                .replace("%1", self.list.item(row).text())
                .replace("%2", str(rows.index(row) + 1))
                .replace("%3", str(len(rows)))
            )
        else:
            sentence = self.tr("No zone matches “%1”.").replace("%1", self.search.text())
        follow_choice(self.search, sentence)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up/Down (and Page Up/Down) in the search box move among the zones shown."""
        keys = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in keys
        ):
            self._step(-1 if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_PageUp) else 1)
            return True
        return False

    def _step(self, step: int) -> None:
        rows = self.shown_rows()
        if not rows:
            return
        current = self.list.currentRow()
        at = rows.index(current) + step if current in rows else 0
        self.list.setCurrentRow(rows[min(max(at, 0), len(rows) - 1)])

    def accept(self) -> None:
        row = self.list.currentRow()
        if row not in self.shown_rows():
            return  # nothing matches: stay open
        zone = self.zones[row]
        bottom = self.at_bottom.isChecked() and is_ordered(self.board, zone.kind)
        self.chosen = ZoneChoice(zone, bottom)
        super().accept()


def choose_zone(parent: QWidget, board: Board, zones: Sequence[ZoneArea]) -> ZoneChoice | None:
    """Ask for a zone of the table (and its top or bottom); None if cancelled."""
    dialog = MoveDialog(board, zones, parent)
    chosen = dialog.chosen if dialog.exec() else None
    dialog.deleteLater()
    return chosen
