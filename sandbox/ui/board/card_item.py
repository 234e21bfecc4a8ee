"""A card on the table: paints a `CardLook`, shows selection and finding marks, starts drags.

A card mostly covered by the next one in its zone (a deep pile, a crowded hand) is `covered`:
only its frame and marks show, so it draws no words, and a change of its words alone does not
repaint it; raised under the pointer it shows whole.

Marks: "source" (gold), "found" (green, solid) and "missed" (red, dashed) outline the card for
the selected finding. Dragging a card drags every selected card with it (see `mime`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QDrag,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from sandbox.ui.board.card_paint import (
    paint_back,
    paint_badge,
    paint_front,
    paint_tag,
    tag_rect,
)
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.board.look import (
    CardLook,
)
from sandbox.ui.kit import theme
from sandbox.ui.kit.mime import objects_mime
from sandbox.ui.kit.plain import tooltip

_MARK_BADGES = {"source": "★", "found": "✔", "missed": "✘"}
_MARK_PENS = {
    "source": (theme.SOURCE, 4.0, Qt.PenStyle.SolidLine),
    "found": (theme.FOUND, 4.0, Qt.PenStyle.SolidLine),
    "missed": (theme.MISSED, 3.5, Qt.PenStyle.DashLine),
}


class CardItem(QGraphicsItem):
    """One game object on the table."""

    def __init__(self, look: CardLook) -> None:
        super().__init__()
        self.look = look
        self.mark: str | None = None
        self.mark_text = ""
        self.base_z = 0.0
        self.in_pile = False  # in a pile the header shows the name, the rest being covered
        self.covered = False  # a strip of it shows: its words are not drawn
        self._raised = False  # under the pointer, in front of the others
        self._press: QPointF | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setAcceptHoverEvents(True)
        # drawn once into a pixmap: moving it, or painting what covers it, reuses that
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(tooltip(look.tooltip))

    @property
    def object_id(self) -> str:
        return self.look.object_id

    def set_look(self, look: CardLook) -> None:
        if look != self.look:
            old, self.look = self.look, look
            self.setToolTip(tooltip(look.tooltip))
            if not self.covered or _frame(old) != _frame(look):
                self.update()

    def set_covered(self, covered: bool) -> None:
        if covered != self.covered:
            self.covered = covered
            self.update()

    def set_mark(self, mark: str | None, text: str = "") -> None:
        if (mark, text) != (self.mark, self.mark_text):
            self.mark = mark
            self.mark_text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-9, -9, CARD_W + 18, CARD_H + 25)  # (a mark's pill may hang below)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 6, 6)
        return path

    # painting -----------------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        words = not self.covered or self._raised
        if self.look.hidden or self.look.face_down:
            paint_back(painter, rect, self.look, words)
        else:
            badge = 16.0 if self.mark in _MARK_PENS else 0.0
            paint_front(painter, rect, self.look, self.in_pile, badge, words)
        self._paint_outline(painter, rect)

    def _paint_outline(self, painter: QPainter, rect: QRectF) -> None:
        if self.isSelected():
            pen = QPen(theme.SELECTED, 3.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = 5.5 if self.mark in _MARK_PENS else 1.5
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 9, 9)
        if self.mark in _MARK_PENS:
            color, width, style = _MARK_PENS[self.mark]
            pen = QPen(color, width, style)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
            box = tag_rect(self.look, self.in_pile, self.mark_text)
            paint_tag(painter, box, self.mark_text, color)
            paint_badge(painter, _MARK_BADGES[self.mark], color, 20 if self.look.pitch else 8)

    # interaction --------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setZValue(1000)
        self._raise(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setZValue(self.base_z)
        self._raise(False)
        super().hoverLeaveEvent(event)

    def _raise(self, raised: bool) -> None:
        self._raised = raised
        if self.covered:  # its words show only while it is in front
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        distance = (event.scenePos() - self._press).manhattanLength()
        if distance * _view_scale(event) < QApplication.startDragDistance():
            return
        self._press = None
        self.start_drag(event.widget())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def start_drag(self, widget: QWidget | None) -> None:
        scene = self.scene()
        if scene is None:
            return
        if not self.isSelected():
            scene.clearSelection()
            self.setSelected(True)
        selected = [i for i in scene.selectedItems() if isinstance(i, CardItem)]
        ids = [item.object_id for item in sorted(selected, key=lambda i: i.base_z)]
        drag = QDrag(widget if widget is not None else scene)
        drag.setMimeData(objects_mime(ids))
        drag.exec(Qt.DropAction.MoveAction)


def _frame(look: CardLook) -> tuple[object, ...]:
    """What a covered card shows of its look."""
    return (look.hidden, look.face_down, look.token, look.pitch, look.colors)


def _view_scale(event: QGraphicsSceneMouseEvent) -> float:
    widget = event.widget()
    view = widget.parent() if widget is not None else None
    transform = getattr(view, "transform", None)
    return float(transform().m11()) if callable(transform) else 1.0
