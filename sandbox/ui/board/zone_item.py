"""The table's background pieces: a player's band with its header, and a zone with its label
(written upwards along a folded column's strip).

Both are drawn once into a pixmap (their large antialiased rounded shapes are costly), and
again only when their words, count or drop hint change.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from sandbox.ui.board.layout import LABEL_H, Rect, ZoneArea
from sandbox.ui.kit import theme

NARROW = 60.0  # a zone narrower than this (a folded column) writes its name upwards


def _qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


class BandItem(QGraphicsItem):
    """A player's side of the table: a tinted panel with the player's name and hero."""

    def __init__(self, rect: Rect, title: str, subtitle: str, active: bool) -> None:
        super().__init__()
        self._rect = _qrect(rect)
        self.title = title
        self.subtitle = subtitle
        self.active = active
        self.setZValue(-20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, title: str, subtitle: str, active: bool) -> None:
        if (title, subtitle, active) != (self.title, self.subtitle, self.active):
            self.title, self.subtitle, self.active = title, subtitle, active
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.BAND_ACTIVE if self.active else theme.BAND)
        painter.drawRoundedRect(self._rect, 10, 10)
        if not self.title:
            return
        header = QRectF(self._rect.x() + 12, self._rect.y() + 4, self._rect.width() - 24, 24)
        painter.setFont(theme.font(17, bold=True))
        painter.setPen(theme.HEADER_TEXT)
        painter.drawText(header, Qt.AlignmentFlag.AlignVCenter, self.title)
        title_width = painter.fontMetrics().horizontalAdvance(self.title)
        painter.setFont(theme.font(13))
        painter.setPen(theme.HEADER_MUTED)
        painter.drawText(
            header.adjusted(title_width + 14, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, self.subtitle
        )


class ZoneItem(QGraphicsItem):
    """One zone: a rounded panel with its name and card count; it lights up under a drag."""

    def __init__(self, area: ZoneArea, label: str) -> None:
        super().__init__()
        self.area = area
        self.label = label
        self.count = 0
        self.hint: str | None = None  # "ok" while a drop here would be accepted
        self._rect = _qrect(area.rect)
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update(self._label_rect())  # (not the cards over the rest of it)

    def _label_rect(self) -> QRectF:
        return QRectF(self._rect.x(), self._rect.y(), self._rect.width(), LABEL_H)

    def _paint_upright_label(self, painter: QPainter) -> None:
        """A folded column's strip: its name written upwards along it."""
        rect = self._rect
        painter.save()
        painter.translate(rect.x() + 3, rect.bottom() - 6)
        painter.rotate(-90)
        painter.setFont(theme.font(10, bold=True))
        painter.setPen(theme.ZONE_LABEL)
        box = QRectF(0, 0, rect.height() - 12, rect.width() - 6)
        elided = painter.fontMetrics().elidedText(
            self.label, Qt.TextElideMode.ElideRight, int(box.width())
        )
        painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, elided)
        painter.restore()

    def label_text_rect(self) -> QRectF:
        """Where the zone's name is written (a picture's crop keeps it whole)."""
        if self._rect.width() < NARROW:
            return QRectF(self._rect)
        width = QFontMetricsF(theme.font(11.5, bold=True)).horizontalAdvance(self.label) + 12
        return QRectF(self._rect.x(), self._rect.y(), min(width, self._rect.width()), LABEL_H)

    def set_hint(self, hint: str | None) -> None:
        if hint != self.hint:
            self.hint = hint
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fill = {"ok": theme.ZONE_DROP, "refuse": theme.ZONE_REFUSE}.get(
            self.hint or "", theme.ZONE_FILL
        )
        painter.setBrush(fill)
        pen = QPen(theme.ZONE_BORDER, 2.0 if self.hint else 1.0)
        pen.setStyle(Qt.PenStyle.SolidLine if self.hint else Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self._rect, 7, 7)
        if self._rect.width() < NARROW:
            self._paint_upright_label(painter)
            return
        label = self._label_rect().adjusted(6, 2, -6, -2)
        if self.count > (0 if self.area.pile else 1):  # in the label row, no card covers it
            painter.setFont(theme.font(10, bold=True))
            text = str(self.count)
            width = painter.fontMetrics().horizontalAdvance(text) + 10
            pill = QRectF(label.right() - width, label.y() + 1, width, label.height() - 1)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.ZONE_BORDER)
            painter.drawRoundedRect(pill, 7, 7)
            painter.setPen(theme.HEADER_TEXT)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
            label.setRight(pill.left() - 4)
        size = 11.5  # smaller, down to 9 px, before the label is cut short
        painter.setFont(theme.font(size, bold=True))
        while size > 9 and painter.fontMetrics().horizontalAdvance(self.label) > label.width():
            size -= 0.5
            painter.setFont(theme.font(size, bold=True))
        painter.setPen(theme.ZONE_LABEL)
        elided = painter.fontMetrics().elidedText(
            self.label, Qt.TextElideMode.ElideRight, int(label.width())
        )
        painter.drawText(label, Qt.AlignmentFlag.AlignVCenter, elided)
