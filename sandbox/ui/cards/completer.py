"""Card-name autocompletion for any line edit: suggestions follow the typing, from the card
source's search (prefix first, then words, then close spellings)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import QCompleter, QLineEdit

from sandbox.model import Game
from sandbox.ui.cards.source import CardHit, CardSource

LIMIT = 30


class CardCompleter(QCompleter):
    """Completes card names of the game `game()` returns, as the user types; `only` keeps
    the cards it accepts (a hero field offers heroes)."""

    def __init__(
        self,
        edit: QLineEdit,
        cards: CardSource,
        game: Callable[[], Game],
        only: Callable[[CardHit], bool] | None = None,
    ) -> None:
        self.names = QStringListModel()
        super().__init__(self.names, edit)
        self._cards = cards
        self._game = game
        self._only = only
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.setMaxVisibleItems(12)
        edit.setCompleter(self)
        edit.textEdited.connect(self.refresh)

    def refresh(self, text: str) -> None:
        hits = self._cards.search(self._game(), text)
        kept = [hit for hit in hits if self._only is None or self._only(hit)]
        names = list(dict.fromkeys(hit.name for hit in kept))
        self.names.setStringList(names[:LIMIT])
        if text.strip() and names:
            self.complete()
