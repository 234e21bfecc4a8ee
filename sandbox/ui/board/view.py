"""The table's view: shows the whole table, but never with names under 11 px (a laptop's
screen scrolls instead); Ctrl+wheel, Ctrl+plus and Ctrl+minus zoom, Ctrl+0 fits the whole
table, and the zoom is remembered. It takes drops, and shows why a gesture was refused.

Drops are the real gesture path: a drop of table objects builds MoveObject actions, a drop of
a palette card builds an AddObject, and both go to the document as one undo step. A refusal
(from the model or the UI) appears as a banner over the table.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QWidget

from sandbox.model import add_actions, is_ordered, move_actions
from sandbox.scenario.share import MAX_STRING, looks_like_share
from sandbox.ui.board.card_item import CardItem
from sandbox.ui.board.layout import ZoneArea, display_key
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.board.zone_cards import drop_index, drop_slot, insert_mark
from sandbox.ui.cards.source import CardSource
from sandbox.ui.document.document import Document
from sandbox.ui.kit import settings
from sandbox.ui.kit.labels import zone_label
from sandbox.ui.kit.mime import CARD_MIME, OBJECTS_MIME, read_card, read_objects
from sandbox.ui.kit.viewport import known_viewport

BANNER_MS = 7000
MAX_ZOOM = 4.0
# a card's name is 12 table units high, 10 for a long word (card_frame.fitted_name breaks a
# word too long at 10 with a hyphen): the default zoom shows them at least 11 px high
READABLE_SCALE = 11.0 / 10.0
ZOOM_STEP = 1.25


class BoardView(QGraphicsView):
    """Shows a BoardScene scaled to fit; emits `menu_requested(ids, global_pos)`."""

    menu_requested = Signal(list, QPoint)
    share_dropped = Signal(str)  # a share string dropped on the table (text from a chat)
    deck_dropped = Signal(str, str)  # a deck list file dropped on a player's area: path, player
    first_painted = Signal()  # the table was drawn for the first time (start-up goes on)
    presenting_changed = Signal()

    def __init__(self, scene: BoardScene, document: Document, cards: CardSource) -> None:
        super().__init__(scene)
        known_viewport(self)  # (not the one Qt made: typing that one costs ~20 ms)
        self.board_scene = scene
        self.document = document
        self.cards = cards
        self.setObjectName("boardView")
        self.setAcceptDrops(True)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.zoom = settings.zoom()  # relative to the default scale (`default_scale`)
        self.focus: QRectF | None = None  # the part of the table to fit instead (presentation)
        self.presenting = False  # presentation mode: no keyboard focus frame
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.banner = _Banner(self)
        self.painted = False
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            self.first_painted.emit()

    # geometry -----------------------------------------------------------------------------

    def fit_scale(self) -> float:
        """The scale at which the whole table (or the `focus` part of it) fits the view."""
        target = self.focus or self.sceneRect()
        port = self.viewport().size()
        if target.width() <= 0 or target.height() <= 0 or port.isEmpty():
            return 1.0
        return min(port.width() / target.width(), port.height() / target.height())

    def default_scale(self) -> float:
        """The whole table, but never so small that a card's name is under 11 px high (a
        laptop scrolls instead); presentation fits its part of the table exactly."""
        fit = self.fit_scale()
        return fit if self.focus is not None else max(fit, READABLE_SCALE)

    def fit(self) -> None:
        """Show the table at the default scale times the zoom, around the same point."""
        if self.focus is not None:
            self.fitInView(self.focus, Qt.AspectRatioMode.KeepAspectRatio)
        else:
            centre = self.mapToScene(self.viewport().rect().center())
            scale = self.default_scale() * self.zoom
            self.setTransform(QTransform.fromScale(scale, scale))
            self.centerOn(centre)
        self.banner.place()

    def show_objects(self, ids: Iterable[str]) -> None:
        """Scroll so that the cards of `ids` show (a table larger than the view): all of them
        if they fit, else all but the first (a finding's source: what it finds matters more),
        else as many of those as fit whole, from the first on (centring cards that do not fit
        would cut each of them in half)."""
        cards = self.board_scene.cards
        rects = [cards[i].sceneBoundingRect() for i in dict.fromkeys(ids) if i in cards]
        if not rects:
            return
        port = self.mapToScene(self.viewport().rect()).boundingRect()
        for group in (rects, rects[1:]):
            united = _united(group)
            if group and united.width() <= port.width() and united.height() <= port.height():
                self.centerOn(united.center())
                return
        fitting = [(rects[1:] or rects)[0]]
        for rect in (rects[1:] or rects)[1:]:
            united = _united([*fitting, rect])
            if united.width() <= port.width() and united.height() <= port.height():
                fitting.append(rect)
        self.centerOn(_united(fitting).center())

    def set_presenting(self, on: bool) -> None:
        if on != self.presenting:
            self.presenting = on
            self.presenting_changed.emit()

    def set_zoom(self, zoom: float) -> None:
        """Zoom relative to the default scale: down to the whole table (Ctrl+0), up to 4
        times; the zoom is remembered for the next start."""
        lowest = min(self.fit_scale() / self.default_scale(), 1.0)
        self.zoom = min(max(zoom, lowest), MAX_ZOOM)
        settings.set_zoom(self.zoom)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            step = ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP
            self.set_zoom(self.zoom * step)
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def zone_at(self, pos: QPointF) -> ZoneArea | None:
        layout = self.board_scene.layout
        if layout is None:
            return None
        point = self.mapToScene(pos.toPoint())
        return layout.zone_at(point.x(), point.y())

    def drop_place(self, zone: ZoneArea, pos: QPointF) -> tuple[int, int] | None:
        """For an ordered zone: (drawing-order slot, board-order index) of a drop at `pos`
        among the cards drawn there; None where order does not matter."""
        if not is_ordered(self.document.board, zone.kind):
            return None
        count = self.board_scene.zones[zone.key].count
        point = self.mapToScene(pos.toPoint())
        slot = drop_slot(zone, count, point.x(), point.y())
        return slot, drop_index(zone, count, point.x(), point.y())

    # drops ------------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        data = event.mimeData()
        carried = data.hasFormat(OBJECTS_MIME) or data.hasFormat(CARD_MIME)
        if carried or _share_text(data) or deck_file(data):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if _share_text(event.mimeData()):  # a whole table: dropped anywhere
            event.acceptProposedAction()
            return
        zone = self.zone_at(event.position())
        if zone is None or (deck_file(event.mimeData()) and zone.player is None):
            self.board_scene.set_drop_hint(None)
            event.ignore()
            return
        place = self.drop_place(zone, event.position())
        mark = None
        if place is not None:
            mark = insert_mark(zone, self.board_scene.zones[zone.key].count, place[0])
        self.board_scene.set_drop_hint(zone.key, mark=mark)
        event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.board_scene.set_drop_hint(None)
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.board_scene.set_drop_hint(None)
        shared = _share_text(event.mimeData())
        if shared:
            event.acceptProposedAction()
            self.share_dropped.emit(shared)
            return
        zone = self.zone_at(event.position())
        if zone is None:
            event.ignore()
            return
        data = event.mimeData()
        path = deck_file(data)
        if path:
            if zone.player is None:
                event.ignore()
                return
            event.acceptProposedAction()
            self.deck_dropped.emit(path, zone.player)
            return
        place = self.drop_place(zone, event.position())
        index = place[1] if place is not None else None
        if data.hasFormat(OBJECTS_MIME):
            done = self.drop_objects(read_objects(data), zone, index)
        else:
            done = self.drop_card(data, zone, index)
        if done:
            event.acceptProposedAction()
        else:
            event.ignore()

    def drop_objects(self, ids: list[str], zone: ZoneArea, index: int | None = None) -> bool:
        """Move the objects to `zone`; in an ordered zone, to board-order place `index`."""
        board = self.document.board
        actions = move_actions(board, ids, zone.kind, zone.player, index)
        if not actions:
            return True
        moved = [board.object(i) for i in ids]
        if all(o is not None and display_key(board, o) == zone.key for o in moved):
            text = self.tr("Reorder %1", "undo text").replace("%1", zone_label(zone.kind))
        elif len(moved) == 1 and moved[0] is not None:
            text = self.tr("Move %1 to %2", "undo text").replace("%1", moved[0].card.name)
        else:
            text = self.tr("Move %1 objects to %2", "undo text").replace("%1", str(len(ids)))
        return self.document.push_all(actions, text.replace("%2", zone_label(zone.kind)))

    def drop_card(self, data: QMimeData, zone: ZoneArea, index: int | None = None) -> bool:
        ref = read_card(data)
        if ref is None:
            return False
        board = self.document.board
        if ref.game != board.game:
            self.document.refuse(
                self.tr("%1 is a card of another game; this table plays %2.")
                .replace("%1", ref.name)
                .replace("%2", board.game.upper())
            )
            return False
        card = self.cards.card(ref)
        if card is None:
            self.document.refuse(
                self.tr("The card “%1” is not in the card library.").replace("%1", ref.name)
            )
            return False
        text = self.tr("Add %1 to %2", "undo text").replace("%1", card.label)
        text = text.replace("%2", zone_label(zone.kind))
        return self.document.push_all(add_actions(board, card, zone.kind, zone.player, index), text)

    # menus and messages -------------------------------------------------------------------

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        item = self.itemAt(event.pos())
        if not isinstance(item, CardItem):
            return
        if not item.isSelected():
            self.board_scene.clearSelection()
            item.setSelected(True)
        self.menu_requested.emit(self.board_scene.selected_ids(), event.globalPos())

    def show_message(self, text: str, error: bool = True) -> None:
        self.banner.show_text(text, error)


class _Banner(QLabel):
    """A message over the top of the table that fades after a few seconds."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setObjectName("boardBanner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # refusals quote names from the file
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_text(self, text: str, error: bool) -> None:
        color = "rgba(150, 30, 24, 235)" if error else "rgba(20, 70, 120, 235)"
        self.setStyleSheet(
            f"QLabel#boardBanner {{ background: {color}; color: white; font-size: 14px;"
            " font-weight: bold; border-radius: 8px; padding: 8px 14px; }"
        )
        self.setText(text)
        self.place()
        self.show()
        self.raise_()
        self._timer.start(BANNER_MS)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(parent.width() - 40, 760)
        self.setFixedWidth(max(width, 200))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, 16)


def _share_text(data: QMimeData) -> str:
    """The share string a drag carries as text, or ""."""
    if data.hasFormat(OBJECTS_MIME) or data.hasFormat(CARD_MIME) or not data.hasText():
        return ""
    text = data.text()
    return text if len(text) <= MAX_STRING and looks_like_share(text) else ""


DECK_SUFFIXES = (".txt", ".dek", ".cod", ".dck")


def deck_file(data: QMimeData) -> str:
    """The local deck list file a drag carries (one file named like a deck list), or ""."""
    if not data.hasUrls():
        return ""
    urls = data.urls()
    if len(urls) != 1 or not urls[0].isLocalFile():
        return ""
    path = urls[0].toLocalFile()
    return path if path.casefold().endswith(DECK_SUFFIXES) else ""


def _united(rects: list[QRectF]) -> QRectF:
    united = QRectF(rects[0]) if rects else QRectF()
    for rect in rects[1:]:
        united = united.united(rect)
    return united
