"""The New dialog: pick the game and name two to four players; builds an empty Board."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sandbox.model import GAMES, RELATIVE_PLAYERS, Board, Game, Player
from sandbox.ui.kit.labels import game_label

MAX_PLAYERS = 4


def player_ids(names: list[str]) -> list[str]:
    """Unique, file-safe ids from player names ("Ana María" -> "ana-mar-a")."""
    ids: list[str] = []
    for number, name in enumerate(names, start=1):
        base = re.sub(r"[^a-z0-9_.\-]+", "-", name.casefold()).strip("-")[:40] or f"p{number}"
        if base in RELATIVE_PLAYERS:
            base = f"{base}-{number}"
        candidate, suffix = base, 2
        while candidate in ids:
            candidate, suffix = f"{base}-{suffix}", suffix + 1
        ids.append(candidate)
    return ids


def new_board(game: Game, names: list[str], heroes: list[str] | None = None) -> Board:
    heroes = heroes or [""] * len(names)
    ids = player_ids(names)
    players = tuple(Player(i, n, h) for i, n, h in zip(ids, names, heroes, strict=True))
    return Board(game, players, active_player=ids[0])


class NewDialog(QDialog):
    """`board` is the new empty board after the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newDialog")
        self.setWindowTitle(self.tr("New table"))
        self.board: Board | None = None
        self.game_box = QComboBox()
        for game in GAMES:
            self.game_box.addItem(game_label(game), game)
        self.count_box = QSpinBox()
        self.count_box.setRange(2, MAX_PLAYERS)
        self.count_box.valueChanged.connect(self._show_players)
        defaults = [self.tr("Player %1").replace("%1", str(n)) for n in range(1, MAX_PLAYERS + 1)]
        self.name_edits = [QLineEdit(name) for name in defaults]
        self.hero_edits = [QLineEdit() for _ in defaults]
        self.form = QFormLayout()
        self.form.addRow(self.tr("Game:"), self.game_box)
        self.form.addRow(self.tr("Players:"), self.count_box)
        for number, (name, hero) in enumerate(
            zip(self.name_edits, self.hero_edits, strict=True), start=1
        ):
            hero.setPlaceholderText(self.tr("hero (optional)"))
            self.form.addRow(self.tr("Player %1:").replace("%1", str(number)), name)
            self.form.addRow("", hero)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)
        self._show_players(2)

    def _show_players(self, count: int) -> None:
        for number, (name, hero) in enumerate(zip(self.name_edits, self.hero_edits, strict=True)):
            for widget in (name, hero):
                self.form.setRowVisible(widget, number < count)

    def try_accept(self) -> None:
        count = self.count_box.value()
        names = [e.text().strip() or f"P{n + 1}" for n, e in enumerate(self.name_edits[:count])]
        heroes = [e.text().strip() for e in self.hero_edits[:count]]
        self.board = new_board(self.game_box.currentData(), names, heroes)
        self.accept()


def ask_board(parent: QWidget) -> Board | None:
    """Ask for a new table's game and players; the new empty board, or None if cancelled."""
    dialog = NewDialog(parent)
    return dialog.board if dialog.exec() else None
