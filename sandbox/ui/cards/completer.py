"""Card-name autocompletion for any line edit: suggestions follow the typing, from the card
source's search (prefix first, then words, then close spellings).

The suggestions' list is quiet while the user types: Qt's list would tell a screen reader that
its first suggestion has the focus at every key ("<a card>, not selected" in mid-word, and
again for rows the next key replaces), though the keys still go to the field. It tells the
highlighted suggestion when the user moves in it with Up or Down; Enter takes it.
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
    QTimer,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QCompleter, QLineEdit, QListView

from sandbox.model import Game
from sandbox.ui.cards.source import CardHit, CardSource
from sandbox.ui.kit.speech import tell_current_item

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
    """The suggestions: Qt's list would report its current row as focused whenever it
    changes, and the completer changes it as the user types. Here nothing is reported then;
    after a key that moves in the list (Up, Down…) its current row is, even if the key left it
    where it was (Down on the only suggestion). `told` is the row told last."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("completionList")
        self.told: int | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in MOVING_KEYS
        ):
            QTimer.singleShot(0, self, self._tell)  # once the list has moved
        return False

    def _tell(self) -> None:
        if self.isVisible() and self.currentIndex().isValid():
            tell_current_item(self)
            self.told = self.currentIndex().row()

    def currentChanged(self, current: Index, previous: Index) -> None:
        QAbstractItemView.currentChanged(self, current, previous)  # (not QListView's: quiet)

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
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
