"""The New dialog: pick the game and name two to four players (a FaB player's hero completed
from the card data and put in their hero zone); builds the new Board."""

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

from sandbox.cards.games import CONVENTIONS
from sandbox.model import (
    GAMES,
    PLAYER_WORDS,
    AddObject,
    Board,
    CardDef,
    Game,
    Player,
    apply,
    as_game,
)
from sandbox.ui.cards.completer import CardCompleter
from sandbox.ui.cards.source import CardHit, CardSource
from sandbox.ui.kit.labels import game_label
from sandbox.ui.kit.mime import CardRef

MAX_PLAYERS = 4


def player_ids(names: list[str]) -> list[str]:
    """Unique, file-safe ids from player names ("Ana María" -> "ana-mar-a")."""
    ids: list[str] = []
    for number, name in enumerate(names, start=1):
        base = re.sub(r"[^a-z0-9_.\-]+", "-", name.casefold()).strip("-")[:40] or f"p{number}"
        if base in PLAYER_WORDS:
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


def is_hero(hit: CardHit) -> bool:
    return "hero" in hit.types.casefold().split()


def with_heroes(board: Board, cards: CardSource) -> Board:
    """`board` with each FaB player's hero card in their hero zone, named as the card is
    (a hero no card data has stays the player's label only)."""
    zone = CONVENTIONS[board.game].hero_zone
    if zone is None:
        return board
    players = []
    for player in board.players:
        card = _hero_card(cards, board.game, player.hero) if player.hero else None
        if card is not None:
            board = apply(board, AddObject(card, player.id, zone))
        players.append(Player(player.id, player.name, card.name if card else player.hero))
    return board.with_changes(players=tuple(players))


def _hero_card(cards: CardSource, game: Game, name: str) -> CardDef | None:
    card = cards.card(CardRef(game, name, ""))
    return card if card is not None and "Hero" in card.faces[0].types else None


class NewDialog(QDialog):
    """`board` is the new board after the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None, cards: CardSource | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
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
            hero.setPlaceholderText(self.tr("hero (optional; type to complete)"))
            hero.setAccessibleName(self.tr("Hero of player %1").replace("%1", str(number)))
            if cards is not None:
                CardCompleter(hero, cards, self.game, only=is_hero)
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
        self.game_box.currentIndexChanged.connect(lambda _i: self._show_players())
        self._show_players(2)
        self.setMinimumWidth(400)  # the hero fields' hint reads whole in Spanish too

    def game(self) -> Game:
        return as_game(str(self.game_box.currentData()))

    def _show_players(self, count: int | None = None) -> None:
        count = self.count_box.value() if count is None else count
        heroes = CONVENTIONS[self.game()].hero_zone is not None  # a Magic player has no hero
        for number, (name, hero) in enumerate(zip(self.name_edits, self.hero_edits, strict=True)):
            self.form.setRowVisible(name, number < count)
            self.form.setRowVisible(hero, number < count and heroes)

    def try_accept(self) -> None:
        count = self.count_box.value()
        names = [e.text().strip() or f"P{n + 1}" for n, e in enumerate(self.name_edits[:count])]
        has_heroes = CONVENTIONS[self.game()].hero_zone is not None
        heroes = [e.text().strip() if has_heroes else "" for e in self.hero_edits[:count]]
        board = new_board(self.game(), names, heroes)
        self.board = with_heroes(board, self.cards) if self.cards is not None else board
        self.accept()


def ask_board(parent: QWidget, cards: CardSource | None = None) -> Board | None:
    """Ask for a new table's game and players; the new board, or None if cancelled."""
    dialog = NewDialog(parent, cards)
    return dialog.board if dialog.exec() else None
