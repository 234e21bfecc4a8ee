"""Drawn over the table for a finding and for a what-if: arrows from the ability's source to
each object it finds, a cross on each it fails to find, and halos on what an action changed.

Items are added to a BoardScene and removed by `clear`; the cards themselves are untouched.
The arrows are green and solid, the crosses red (colour *and* shape differ, for colour-blind
viewers and greyscale prints). Neither covers a card's words (`CardPlace`, from the card's
own geometry): a cross sits in the blank between a card's names and its notes, and an arrow
bends around the names and notes of the cards on its way.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
)

from sandbox.ui.board.card_item import CardItem
from sandbox.ui.board.card_paint import TAG_H, card_words, tag_rect
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.kit import theme

ARROW_Z = 3000.0
WHATIF = QColor("#3fd0ff")
ARROW_WIDTH = 7.0
NEXT_TO = 40.0  # cards this close get no arrow between them
LEAST_CROSS = 14.0  # a smaller blank gets no cross (the outline, badge and pill remain)
BENDS = (0.12, -0.12, 0.3, -0.3, 0.5, -0.5, 0.75, -0.75, 1.0, -1.0, 1.3, -1.3)  # tried in turn


@dataclass(frozen=True)
class CardPlace:
    """A shown card on the table: its rectangle, the rectangles of its words, and the box a
    cross may take (None: no room), in scene coordinates."""

    rect: QRectF
    words: tuple[QRectF, ...]
    cross: QRectF | None
    anchor_y: float  # the height an arrow meets the card at: its blank's middle

    def anchors(self) -> tuple[QPointF, QPointF]:
        """Where an arrow may start or end: the card's two sides, at the blank's height."""
        return QPointF(self.rect.left(), self.anchor_y), QPointF(self.rect.right(), self.anchor_y)


def card_places(cards: Mapping[str, CardItem]) -> dict[str, CardPlace]:
    """Where each visible card and its words are: the words a card drawn over it hides are
    left out (a pile shows only the headers of the cards under the top one), and a card
    another covers where its cross would go gets none."""
    shown = [(i, item) for i, item in cards.items() if item.isVisible()]
    rects = {i: QRectF(item.x(), item.y(), CARD_W, CARD_H) for i, item in shown}
    places = {}
    for object_id, item in shown:
        rect = rects[object_id]
        over = [rects[i] for i, other in shown if other.zValue() > item.zValue()]
        over = [r for r in over if r.intersects(rect)]
        if item.covered:
            places[object_id] = CardPlace(rect, (), None, rect.center().y())
            continue
        at = item.pos()
        words = card_words(item.look, item.in_pile)
        seen = [w.translated(at) for w in words.words]
        seen = [w for w in seen if not any(r.contains(w) for r in over)]
        cross = _cross_box(item, words.blank)
        if cross is not None:
            cross = cross.translated(at)
            cross = None if any(r.intersects(cross) for r in over) else cross
        places[object_id] = CardPlace(rect, tuple(seen), cross, words.blank.center().y() + at.y())
    return places


def _cross_box(item: CardItem, blank: QRectF) -> QRectF | None:
    """A square in the card's blank, above its pill; None when the blank is too small."""
    if item.mark_text:
        pill = tag_rect(item.look, item.in_pile, item.mark_text)
        if pill.bottom() <= blank.bottom() + 0.5:
            blank = blank.adjusted(0, 0, 0, -TAG_H - 1)  # the pill has the blank's bottom
    side = min(blank.height() - 4, blank.width() * 0.42)
    if side < LEAST_CROSS:
        return None
    centre = blank.center()
    return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)


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
        self, places: Mapping[str, CardPlace], marks: dict[str, str], source: str | None
    ) -> None:
        """Arrows from the `source` to each "found" card, crosses on "missed" ones. `places`:
        each shown card's geometry (`card_places`)."""
        self.clear()
        words = [rect for place in places.values() for rect in place.words]
        start = places.get(source) if source is not None else None
        for object_id, mark in marks.items():
            place = places.get(object_id)
            if place is None:
                continue
            if mark == "found" and start is not None and source != object_id:
                self._arrow(start, place, words)
            elif mark == "missed" and place.cross is not None:
                self._cross(place.cross)

    def show_changes(self, cards: dict[str, QRectF], changed: Iterable[str]) -> None:
        """A glowing frame around each card a what-if changed."""
        self.clear()
        for object_id in changed:
            rect = cards.get(object_id)
            if rect is not None:
                self._add(QGraphicsRectItem(rect.adjusted(-9, -9, 9, 9)), QPen(WHATIF, 7))

    def _arrow(self, start: CardPlace, end: CardPlace, words: list[QRectF]) -> None:
        ends = (start.rect, end.rect)
        on_the_way = [w for w in words if not any(r.contains(w) for r in ends)]
        pairs = [(a, b) for a in start.anchors() for b in end.anchors()]
        pairs.sort(key=lambda p: math.hypot(p[1].x() - p[0].x(), p[1].y() - p[0].y()))
        a, b = pairs[0]
        if math.hypot(b.x() - a.x(), b.y() - a.y()) < NEXT_TO:
            return  # side by side: the outlines say it (an arrow would cover the source)
        path, head = _route(pairs, on_the_way, words)
        pen = QPen(theme.FOUND, ARROW_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        self._add(QGraphicsPathItem(path), pen)
        self._add(QGraphicsPolygonItem(head), QPen(theme.FOUND, 2), QBrush(theme.FOUND))

    def _cross(self, box: QRectF) -> None:
        ring = max(box.width() * 0.18, 3.0)
        self._add(
            QGraphicsEllipseItem(box),
            QPen(QColor("#ffffff"), ring * 0.45),
            QBrush(QColor(120, 0, 0, 200)),
        )
        inner = box.adjusted(ring, ring, -ring, -ring)
        path = QPainterPath(inner.topLeft())
        path.lineTo(inner.bottomRight())
        path.moveTo(inner.topRight())
        path.lineTo(inner.bottomLeft())
        pen = QPen(theme.MISSED, max(box.width() * 0.16, 2.5))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self._add(QGraphicsPathItem(path), pen)


def _route(
    pairs: list[tuple[QPointF, QPointF]], on_the_way: list[QRectF], words: list[QRectF]
) -> tuple[QPainterPath, QPolygonF]:
    """A curve between one of the `pairs` of anchors that crosses none of the words
    `on_the_way`, its head landing on no word at all (the first such, nearest anchors and
    gentlest bends first; else the one crossing fewest), and its head."""
    stroker = QPainterPathStroker()
    stroker.setWidth(ARROW_WIDTH)
    tried = []
    for a, b in pairs:
        for share in BENDS:
            bend = QPointF(
                (a.x() + b.x()) / 2 - (b.y() - a.y()) * share,
                (a.y() + b.y()) / 2 + (b.x() - a.x()) * share,
            )
            path = QPainterPath(a)
            path.quadTo(bend, b)
            head = _head(b, bend)
            box = head.boundingRect().adjusted(-2, -2, 2, 2)  # (with its outline)
            crossed = sum(1 for rect in on_the_way if stroker.createStroke(path).intersects(rect))
            crossed += sum(1 for rect in words if box.intersects(rect))
            if crossed == 0:
                return path, head
            tried.append((crossed, path, head))
    _, path, head = min(tried, key=lambda t: t[0])
    return path, head


def _head(tip: QPointF, bend: QPointF, size: float = 26.0) -> QPolygonF:
    """An arrow's head at `tip`, pointing along the curve's last direction (from `bend`)."""
    angle = math.atan2(tip.y() - bend.y(), tip.x() - bend.x())
    return QPolygonF(
        [
            tip,
            QPointF(
                tip.x() - size * math.cos(angle - 0.45), tip.y() - size * math.sin(angle - 0.45)
            ),
            QPointF(
                tip.x() - size * math.cos(angle + 0.45), tip.y() - size * math.sin(angle + 0.45)
            ),
        ]
    )


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
