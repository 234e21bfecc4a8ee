"""Card-name autocompletion for any line edit: suggestions follow the typing, from the card
source's search (prefix first, then words, then close spellings).

The suggestions' list is quiet while the user types: Qt's list would tell a screen reader that
its first suggestion has the focus at every key ("Amnesia, not selected" in mid-word, and
again for rows the next key replaces), though the keys still go to the field. It speaks once
the user moves in it with Up or Down, and Enter takes the highlighted name.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QCompleter, QLineEdit, QListView

from sandbox.model import Game
from sandbox.ui.cards.source import CardHit, CardSource

LIMIT = 30
MOVING_KEYS = (
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
)
Index = QModelIndex | QPersistentModelIndex


class QuietPopup(QListView):
    """The suggestions: what becomes current or selected is told to assistive technology
    only when the last key pressed moved in the list (the focus is the field's otherwise)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("completionList")
        self.moving = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() == QEvent.Type.KeyPress:
            self.moving = isinstance(event, QKeyEvent) and event.key() in MOVING_KEYS
        return False

    def currentChanged(self, current: Index, previous: Index) -> None:
        if self.moving:
            super().currentChanged(current, previous)  # (QListView's tells the focus)
        else:
            QAbstractItemView.currentChanged(self, current, previous)

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        if self.moving:
            super().selectionChanged(selected, deselected)
        else:
            QAbstractItemView.selectionChanged(self, selected, deselected)


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
        popup = QuietPopup()
        self.setPopup(popup)
        popup.installEventFilter(popup)  # after the completer's: it sees each key first
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
