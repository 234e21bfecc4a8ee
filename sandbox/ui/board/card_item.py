"""A card on the table: paints a `CardLook`, shows selection and finding marks, starts drags.

Marks: "source" (gold), "found" (green, solid) and "missed" (red, dashed) outline the card for
the selected finding. Dragging a card drags every selected card with it (see `mime`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QFont,
    QFontMetricsF,
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

from sandbox.ui import theme
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.board.look import (
    BLOCKED,
    COPIED,
    GAINED,
    LOST,
    STICKER,
    CardLook,
    NameLine,
)
from sandbox.ui.mime import objects_mime

PAD = 5.0
HEADER = 18.0
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
        self._press: QPointF | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(look.tooltip)

    @property
    def object_id(self) -> str:
        return self.look.object_id

    def set_look(self, look: CardLook) -> None:
        if look != self.look:
            self.look = look
            self.setToolTip(look.tooltip)
            self.update()

    def set_mark(self, mark: str | None, text: str = "") -> None:
        if (mark, text) != (self.mark, self.mark_text):
            self.mark = mark
            self.mark_text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-9, -9, CARD_W + 18, CARD_H + 20)

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
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2, 3), 6, 6)
        if self.look.hidden or self.look.face_down:
            _paint_back(painter, rect, self.look)
        else:
            badge = 16.0 if self.mark in _MARK_PENS else 0.0
            _paint_front(painter, rect, self.look, self.in_pile, badge)
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
            _paint_tag(painter, rect, self.mark_text, color)
            _paint_badge(painter, _MARK_BADGES[self.mark], color, 20 if self.look.pitch else 8)

    # interaction --------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setZValue(1000)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setZValue(self.base_z)
        super().hoverLeaveEvent(event)

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


def _view_scale(event: QGraphicsSceneMouseEvent) -> float:
    widget = event.widget()
    view = widget.parent() if widget is not None else None
    transform = getattr(view, "transform", None)
    return float(transform().m11()) if callable(transform) else 1.0


def _paint_front(
    painter: QPainter, rect: QRectF, look: CardLook, in_pile: bool, badge: float
) -> None:
    body, border = (
        (theme.TOKEN_BODY, theme.TOKEN_BORDER)
        if look.token
        else (theme.CARD_BODY, theme.CARD_BORDER)
    )
    painter.setBrush(body)
    pen = QPen(border, 2.0 if look.token else 1.2)
    if look.token:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(rect, 6, 6)
    _paint_header(painter, rect, look, in_pile, badge)
    y = HEADER + 4
    for line in look.names:
        y += _paint_name(painter, line, y) + 2
    if look.nameless:
        painter.setFont(theme.font(11, bold=True, italic=True))
        painter.setPen(theme.NAMELESS)
        box = QRectF(PAD, y + 1, CARD_W - 2 * PAD, 15)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft, look.nameless_label)
        y += 16
    if look.moniker:
        painter.setFont(theme.font(9.5, italic=True))
        painter.setPen(theme.CARD_MUTED)
        box = QRectF(PAD, y, CARD_W - 2 * PAD, 13)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft, look.moniker)
    _paint_footer(painter, rect, look)


def header_color(look: CardLook) -> QColor:
    """FaB: the pitch colour. MTG: the card's colour (gold if several, grey if none)."""
    if look.pitch in theme.PITCH:
        return theme.PITCH[look.pitch]
    if len(look.colors) == 1 and look.colors[0] in theme.MTG_COLORS:
        return theme.MTG_COLORS[look.colors[0]]
    if len(look.colors) > 1:
        return theme.MTG_GOLD
    return theme.NO_PITCH


def _header_text(look: CardLook, in_pile: bool) -> tuple[str, bool]:
    """The header's text, and whether it is struck through (a name the card has lost)."""
    if in_pile:
        current = [n.text for n in look.names if n.style not in (LOST, BLOCKED)]
        if current:
            return current[0], False
        if look.names:
            return look.names[0].text, True
    return ("TOKEN · " if look.token else "") + look.object_id, False


def _paint_header(
    painter: QPainter, rect: QRectF, look: CardLook, in_pile: bool, badge: float
) -> None:
    color = header_color(look)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    painter.setClipPath(clip)
    painter.fillRect(QRectF(0, 0, CARD_W, HEADER), color)
    painter.restore()
    label, struck = _header_text(look, in_pile)
    font = theme.font(9.5, bold=True)
    font.setStrikeOut(struck)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    box = QRectF(PAD, 0, CARD_W - 2 * PAD - (14 if look.pitch else 0) - badge, HEADER)
    elided = QFontMetricsF(painter.font()).elidedText(
        label, Qt.TextElideMode.ElideRight, box.width()
    )
    painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, elided)
    if look.pitch:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawEllipse(QPointF(CARD_W - 11, HEADER / 2), 6, 6)
        painter.setPen(color.darker(140))
        painter.drawText(
            QRectF(CARD_W - 17, HEADER / 2 - 6, 12, 12), Qt.AlignmentFlag.AlignCenter, look.pitch
        )


def _fitting_font(text: str, width: float, *, bold: bool, italic: bool) -> QFont:
    """The name font, smaller (down to 9 px) when one word of `text` is wider than `width`."""
    size = 12.0
    while True:
        font = theme.font(size, bold=bold, italic=italic)
        metrics = QFontMetricsF(font)
        if size <= 9 or all(metrics.horizontalAdvance(w) <= width for w in text.split()):
            return font
        size -= 0.5


def _paint_name(painter: QPainter, line: NameLine, y: float) -> float:
    """Draw one name line from `y`; returns the height used."""
    style = line.style
    struck = style in (LOST, BLOCKED)
    text = ("+ " + line.text) if style in (GAINED, BLOCKED) else line.text
    width = CARD_W - 2 * PAD
    font = _fitting_font(text, width - 4, bold=not struck, italic=style in (GAINED, BLOCKED))
    font.setStrikeOut(struck)
    flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    bounds = QFontMetricsF(font).boundingRect(QRectF(0, 0, width - 4, 200), flags, text)
    box = QRectF(PAD, y, width, bounds.height() + 2)
    fill = {GAINED: theme.GAINED_FILL, STICKER: theme.STICKER_FILL}.get(style)
    if fill is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(box.adjusted(-2, 0, 0, 0), 4, 4)
    color = {
        GAINED: theme.GAINED,
        STICKER: theme.STICKER,
        COPIED: theme.COPIED,
        LOST: theme.LOST,
        BLOCKED: theme.BLOCKED,
    }.get(style, theme.CARD_TEXT)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(box.adjusted(1, 1, -1, 0), flags, text)
    return box.height()


def _paint_footer(painter: QPainter, rect: QRectF, look: CardLook) -> None:
    y = CARD_H - 15
    painter.setFont(theme.font(9))
    painter.setPen(theme.CARD_MUTED)
    type_rect = QRectF(PAD, y, CARD_W - 2 * PAD, 13)
    metrics = QFontMetricsF(painter.font())
    painter.drawText(
        type_rect,
        Qt.AlignmentFlag.AlignLeft,
        metrics.elidedText(look.type_line, Qt.TextElideMode.ElideRight, type_rect.width()),
    )
    for note in reversed(look.notes):
        y -= 24
        fill = theme.NOTE_FILL if note.kind == "named" else theme.OWNER_FILL
        _paint_note(painter, QRectF(3, y, CARD_W - 6, 22), note.text, fill)


def _paint_badge(painter: QPainter, symbol: str, color: QColor, right: float) -> None:
    """A round badge in the header, visible even when the card is covered in a pile."""
    centre = QPointF(CARD_W - right - 6, HEADER / 2)
    painter.setPen(QPen(QColor("white"), 1.2))
    painter.setBrush(color.darker(110))
    painter.drawEllipse(centre, 7, 7)
    painter.setFont(theme.font(9, bold=True))
    painter.setPen(QColor("white"))
    painter.drawText(
        QRectF(centre.x() - 7, centre.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, symbol
    )


def _paint_tag(painter: QPainter, rect: QRectF, text: str, color: QColor) -> None:
    """A pill on the bottom edge saying what the outline means ("found", "missed"...)."""
    if not text:
        return
    size = 10.0
    painter.setFont(theme.font(size, bold=True))
    while size > 7 and QFontMetricsF(painter.font()).horizontalAdvance(text) + 12 > CARD_W:
        size -= 0.5
        painter.setFont(theme.font(size, bold=True))
    width = QFontMetricsF(painter.font()).horizontalAdvance(text) + 12
    box = QRectF((rect.width() - width) / 2, rect.bottom() - 10, width, 17)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color.darker(115))
    painter.drawRoundedRect(box, 8, 8)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _paint_note(painter: QPainter, box: QRectF, text: str, fill: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(box, 4, 4)
    painter.setPen(theme.CARD_TEXT)
    painter.setFont(theme.font(9))
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    painter.drawText(box.adjusted(2, 0, -2, 0), flags, text)


def _paint_back(painter: QPainter, rect: QRectF, look: CardLook) -> None:
    painter.setPen(QPen(theme.CARD_BORDER, 1.2))
    painter.setBrush(theme.BACK)
    painter.drawRoundedRect(rect, 6, 6)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
    painter.setClipPath(clip)
    painter.setPen(QPen(theme.BACK_LINES, 1.0))
    step = 12.0
    x = -CARD_H
    while x < CARD_W + CARD_H:
        painter.drawLine(QPointF(x, 0), QPointF(x + CARD_H, CARD_H))
        painter.drawLine(QPointF(x, CARD_H), QPointF(x + CARD_H, 0))
        x += step
    painter.restore()
    painter.setPen(QPen(theme.BACK_LINES.lighter(140), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
    if look.hidden:
        return
    box = QRectF(8, CARD_H / 2 - 24, CARD_W - 16, 48)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(10, 20, 45, 210)))
    painter.drawRoundedRect(box, 5, 5)
    painter.setPen(theme.BACK_TEXT)
    painter.setFont(theme.font(9, bold=True))
    painter.drawText(box.adjusted(2, 3, -2, -24), Qt.AlignmentFlag.AlignCenter, look.face_label)
    painter.setFont(theme.font(8.5, italic=True))
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    painter.drawText(box.adjusted(2, 20, -2, -2), flags, look.hidden_name)
    for i, note in enumerate(look.notes):
        box = QRectF(3, CARD_H - 26 - i * 24, CARD_W - 6, 22)
        _paint_note(painter, box, note.text, theme.NOTE_FILL)
