"""Drawn over the table for a finding and for a what-if: arrows from the ability's source to
each object it finds, a cross on each it fails to find, and halos on what an action changed.

Items are added to a BoardScene and removed by `clear`; the cards themselves are untouched.
The arrows are green and solid, the crosses red (colour *and* shape differ, for colour-blind
viewers and greyscale prints).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
)

from sandbox.ui.kit import theme

ARROW_Z = 3000.0
WHATIF = QColor("#3fd0ff")


class Overlay:
    """The overlay items of one scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []

    def clear(self) -> None:
        for item in self.items:
            self.scene.removeItem(item)
        self.items.clear()

    def _add(
        self, item: QAbstractGraphicsShapeItem, pen: QPen, brush: QBrush | None = None
    ) -> None:
        item.setPen(pen)
        if brush is not None:
            item.setBrush(brush)
        item.setZValue(ARROW_Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.items.append(item)

    def show_finding(
        self, cards: dict[str, QRectF], marks: dict[str, str], source: str | None
    ) -> None:
        """Arrows from the `source` to each "found" card, crosses on "missed" ones. `cards`:
        each shown card's rectangle on the table."""
        self.clear()
        for object_id, mark in marks.items():
            rect = cards.get(object_id)
            if rect is None:
                continue
            if mark == "found" and source is not None and source != object_id:
                start = cards.get(source)
                if start is not None:
                    self._arrow(start, rect)
            elif mark == "missed":
                self._cross(rect)

    def show_changes(self, cards: dict[str, QRectF], changed: Iterable[str]) -> None:
        """A glowing frame around each card a what-if changed."""
        self.clear()
        for object_id in changed:
            rect = cards.get(object_id)
            if rect is not None:
                self._add(QGraphicsRectItem(rect.adjusted(-9, -9, 9, 9)), QPen(WHATIF, 7))

    def _arrow(self, start: QRectF, end: QRectF) -> None:
        a, b = _edge_point(start, end.center()), _edge_point(end, start.center())
        path = QPainterPath(a)
        bend = QPointF((a.x() + b.x()) / 2 - (b.y() - a.y()) * 0.12, (a.y() + b.y()) / 2)
        path.quadTo(bend, b)
        pen = QPen(theme.FOUND, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        self._add(QGraphicsPathItem(path), pen)
        angle = math.atan2(b.y() - bend.y(), b.x() - bend.x())
        size = 26.0
        head = QPolygonF(
            [
                b,
                QPointF(
                    b.x() - size * math.cos(angle - 0.45), b.y() - size * math.sin(angle - 0.45)
                ),
                QPointF(
                    b.x() - size * math.cos(angle + 0.45), b.y() - size * math.sin(angle + 0.45)
                ),
            ]
        )
        self._add(QGraphicsPolygonItem(head), QPen(theme.FOUND, 2), QBrush(theme.FOUND))

    def _cross(self, rect: QRectF) -> None:
        side = rect.width() * 0.26  # on the right edge, clear of the names the card shows
        box = QRectF(rect.right() - side * 1.15, rect.bottom() - side * 1.75, side, side)
        self._add(
            QGraphicsEllipseItem(box.adjusted(-8, -8, 8, 8)),
            QPen(QColor("#ffffff"), 4),
            QBrush(QColor(120, 0, 0, 200)),
        )
        path = QPainterPath(box.topLeft())
        path.lineTo(box.bottomRight())
        path.moveTo(box.topRight())
        path.lineTo(box.bottomLeft())
        pen = QPen(theme.MISSED, 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        self._add(QGraphicsPathItem(path), pen)


def _edge_point(rect: QRectF, towards: QPointF) -> QPointF:
    """Where the line from `rect`'s centre to `towards` leaves the rectangle."""
    centre = rect.center()
    dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
    if dx == 0 and dy == 0:
        return centre
    scale = min(
        (rect.width() / 2) / abs(dx) if dx else math.inf,
        (rect.height() / 2) / abs(dy) if dy else math.inf,
    )
    return QPointF(centre.x() + dx * scale, centre.y() + dy * scale)
