"""The card palette: search as you type over the card source, for either game, and drag a card
onto any zone of the table (or double-click it to put it into the active player's hand)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractListModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from sandbox.ui import theme
from sandbox.ui.card_source import CardHit, CardSource
from sandbox.ui.completer import CardCompleter
from sandbox.ui.document import Change, Document
from sandbox.ui.gestures import add_action
from sandbox.ui.labels import game_label, zone_label
from sandbox.ui.mime import CARD_MIME, card_mime

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class CardListModel(QAbstractListModel):
    """Search results; each row drags as a card."""

    def __init__(self) -> None:
        super().__init__()
        self.hits: list[CardHit] = []

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
        if role == Qt.ItemDataRole.ToolTipRole:
            extra = self.tr("Its name-using abilities are encoded.") if hit.encoded else ""
            return f"{hit.label}\n{hit.types}\n{extra}".strip()
        if role == Qt.ItemDataRole.ForegroundRole and hit.pitch in theme.PITCH:
            return QBrush(theme.PITCH[hit.pitch].darker(115))
        if role == Qt.ItemDataRole.UserRole:
            return hit
        return None

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
        for game in ("fab", "mtg"):
            self.game_box.addItem(game_label(game), game)
        self.game_box.currentIndexChanged.connect(lambda _i: self.search())
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("paletteSearch")
        self.search_edit.setPlaceholderText(self.tr("Search cards…"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(lambda _t: self.search())
        self.completer = CardCompleter(self.search_edit, cards, self.game)
        self.model = CardListModel()
        self.list = QListView()
        self.list.setObjectName("paletteList")
        self.list.setModel(self.model)
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.doubleClicked.connect(self.add_to_hand)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setUniformItemSizes(True)
        self.count_label = QLabel()
        self.count_label.setObjectName("paletteCount")
        help_label = QLabel(self.tr("Drag a card onto a zone. ◆: its name abilities are encoded."))
        help_label.setWordWrap(True)
        help_label.setStyleSheet("color: #666;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.game_box)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(help_label)
        self._board_game = ""
        document.changed.connect(self.on_change)
        self.on_change(Change(None, document.snapshot))

    def game(self) -> str:
        return str(self.game_box.currentData())

    def on_change(self, change: Change) -> None:
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
        self.count_label.setText(self.tr("%n card(s)", "", len(hits)))

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
