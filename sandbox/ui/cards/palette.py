"""The card palette: search as you type over the card source, for either game, and drag a card
onto any zone of the table (or double-click it to put it into the active player's hand).

The result list under the search box is its completion (no popup over it: a popup would take
a screen reader's focus from the field at every key): Down goes to the list, where each card
is read as the focus moves, and Enter adds it (shell/keyboard.py)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractListModel,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from sandbox.model import GAMES, Game, add_action, as_game
from sandbox.ui.cards.card_text import card_tooltip
from sandbox.ui.cards.source import CardHit, CardSource
from sandbox.ui.document.document import Change, Document
from sandbox.ui.kit import theme
from sandbox.ui.kit.labels import game_label, zone_label
from sandbox.ui.kit.mime import CARD_MIME, card_mime
from sandbox.ui.kit.plain import escaped as plain

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class CardListModel(QAbstractListModel):
    """Search results; each row drags as a card."""

    def __init__(self, cards: CardSource | None = None) -> None:
        super().__init__()
        self.hits: list[CardHit] = []
        self._cards = cards
        self._tooltips: dict[CardHit, str] = {}

    def set_hits(self, hits: list[CardHit]) -> None:
        if hits == self.hits:
            return
        self.beginResetModel()
        self.hits = hits
        self.endResetModel()

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.hits):
            return None
        hit = self.hits[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            marks = (" ◆" if hit.encoded else "") + (" · " + self.tr("token") if hit.token else "")
            return f"{hit.label}{marks}"
        if role == Qt.ItemDataRole.AccessibleTextRole:  # what a screen reader says, no ◆
            words = [hit.label] + ([self.tr("token")] if hit.token else [])
            return ", ".join(words + ([self.tr("name abilities encoded")] if hit.encoded else []))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(hit)
        if role == Qt.ItemDataRole.ForegroundRole and hit.pitch in theme.PITCH:
            return QBrush(theme.PITCH[hit.pitch].darker(115))
        if role == Qt.ItemDataRole.UserRole:
            return hit
        return None

    def _tooltip(self, hit: CardHit) -> str:
        """The card's rules text (looked up on first hover, then kept)."""
        if hit not in self._tooltips:
            card = self._cards.card(hit.ref) if self._cards is not None else None
            text = card_tooltip(card) if card is not None else f"<p>{plain(hit.label)}</p>"
            if hit.encoded:
                encoded = self.tr("Its name-using abilities are encoded.")
                text += f"<p>{plain(encoded)}</p>"
            self._tooltips[hit] = text
        return self._tooltips[hit]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        valid = [i for i in indexes if i.isValid() and 0 <= i.row() < len(self.hits)]
        if not valid:
            return QMimeData()
        return card_mime(self.hits[valid[0].row()].ref)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class Palette(QWidget):
    """Search box, game switch and the result list."""

    def __init__(self, document: Document, cards: CardSource) -> None:
        super().__init__()
        self.setObjectName("palette")
        self.document = document
        self.cards = cards
        self.game_box = QComboBox()
        self.game_box.setObjectName("paletteGame")
        for game in GAMES:
            self.game_box.addItem(game_label(game), game)
        self.game_box.currentIndexChanged.connect(lambda _i: self.search())
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("paletteSearch")
        self.search_edit.setPlaceholderText(self.tr("Search cards…"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(lambda _t: self.search())
        self.model = CardListModel(cards)
        self.list = QListView()
        self.list.setObjectName("paletteList")
        self.list.setModel(self.model)
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.doubleClicked.connect(self.add_to_hand)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # "Blasmo…Soul Harvester"
        self.list.setUniformItemSizes(True)
        self.count_label = QLabel()
        self.count_label.setObjectName("paletteCount")
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.count_label.setWordWrap(True)
        help_label = QLabel(self.tr("Drag a card onto a zone. ◆: its name abilities are encoded."))
        help_label.setWordWrap(True)
        help_label.setStyleSheet("color: #666;")
        game_caption = QLabel(self.tr("Game:"))
        game_caption.setBuddy(self.game_box)  # (a screen reader names the box by its label)
        game_row = QHBoxLayout()
        game_row.addWidget(game_caption)
        game_row.addWidget(self.game_box, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(game_row)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(help_label)
        self._board_game = ""
        document.changed.connect(self.on_change)
        self.on_change(Change(None, document.snapshot))

    def game(self) -> Game:
        return as_game(str(self.game_box.currentData()))

    def on_change(self, change: Change) -> None:
        if not (change.changes.whole or change.changes.players):
            return
        game = change.after.board.game
        if game != self._board_game:
            self._board_game = game
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
            self.search()

    def search(self) -> None:
        text = self.search_edit.text()
        hits = (
            self.cards.search(self.game(), text) if text.strip() else self.cards.hits(self.game())
        )
        self.model.set_hits(hits)
        if not text.strip():
            self.count_label.setText(self.holds(len(hits), len(hits)))
            if self.cards.may_hold_imports():  # counted once the window is drawn
                QTimer.singleShot(0, self._show_holdings)
        elif hits:
            self.count_label.setText(self.tr("%n card(s)", "", len(hits)))
        else:
            self.count_label.setText(self.nothing_found(text.strip()))

    def _show_holdings(self) -> None:
        if not self.search_edit.text().strip():
            listed = len(self.model.hits)
            self.count_label.setText(self.holds(listed, self.cards.card_count(self.game())))

    def holds(self, listed: int, total: int) -> str:
        """What the card data holds, before any typing: the list shows the bundled library,
        the data may hold thousands more ("3,878 cards in your card data: type…")."""
        if total > listed:
            text = self.tr("%1 cards in your card data: type a name to search them all.")
            return text.replace("%1", QLocale().toString(total))
        text = self.tr("%1 cards in the bundled library: type a name to search.")
        return text.replace("%1", QLocale().toString(listed))

    def nothing_found(self, text: str) -> str:
        """Why a search found nothing: the card may be missing from the user's data, or the
        full data was imported and no card has that name."""
        if self.cards.has_imported(self.game()):
            why = self.tr("No card matches “%1” in your card data.")
        else:
            why = self.tr(
                "“%1” is not in your card data, which holds only the bundled library: import "
                "the full card data (Cards › Import… or Cards › Update) to find any card."
            )
        return why.replace("%1", text)

    def add_to_hand(self, index: QModelIndex) -> None:
        hit = self.model.data(index, Qt.ItemDataRole.UserRole)
        if not isinstance(hit, CardHit):
            return
        board = self.document.board
        if hit.game != board.game:
            self.document.refuse(
                self.tr("%1 is a card of another game; this table plays %2.")
                .replace("%1", hit.name)
                .replace("%2", game_label(board.game))
            )
            return
        card = self.cards.card(hit.ref)
        if card is None:
            return
        action = add_action(board, card, "hand", board.active_player or None)
        text = self.tr("Add %1 to %2", "undo text").replace("%1", card.label)
        self.document.push(action, text.replace("%2", zone_label("hand")))
