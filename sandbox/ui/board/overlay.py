"""Drawn over the table for a finding and for a what-if: arrows from the ability's source to
each object it finds, a cross on each it fails to find, and halos on what an action changed.

Items are added to a BoardScene and removed by `clear`; the cards themselves are untouched.
The arrows are green and solid, the crosses red (colour *and* shape differ, for colour-blind
viewers and greyscale prints). Neither covers a card's words (`CardPlace`, from the card's
own geometry): a cross sits in the blank between a card's names and its notes, and an arrow
never crosses a card's title band (its header and names: it leaves and arrives at a side, at
the blank's height, or just off the top or bottom edge) and bends around the words of the
cards on its way (which curve: `arrow_route`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
)

from sandbox.ui.board.arrow_route import ARROW_WIDTH, ArrowMap, Spot
from sandbox.ui.board.card_item import CardItem
from sandbox.ui.board.card_paint import TAG_H, card_words, tag_rect
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.kit import theme

ARROW_Z = 3000.0
WHATIF = QColor("#3fd0ff")
NEXT_TO = 40.0  # cards this close get no arrow between them
LEAST_CROSS = 14.0  # a smaller blank gets no cross (the outline, badge and pill remain)
OFF_EDGE = 5.0  # an arrow ending off a card's top or bottom edge stops this far from it


@dataclass(frozen=True)
class CardPlace:
    """A shown card on the table: its rectangle, the rectangles of its words, and the box a
    cross may take (None: no room), in scene coordinates."""

    rect: QRectF
    words: tuple[QRectF, ...]
    cross: QRectF | None
    anchor_y: float  # the height an arrow meets the card at: its blank's middle
    title: QRectF | None = None  # its header band and names, where no arrow goes
    below: float = 0.0  # how far its mark's pill hangs below its bottom edge

    def sides(self) -> tuple[QPointF, QPointF]:
        """The card's two sides, at the blank's height."""
        return QPointF(self.rect.left(), self.anchor_y), QPointF(self.rect.right(), self.anchor_y)

    def anchors(self) -> tuple[QPointF, ...]:
        """Where an arrow may start or end: its sides, at the blank's height, and just off its
        top and bottom edges (below a pill hanging there), at a quarter, half and three
        quarters of its width: never inside the title band."""
        top, bottom = self.rect.top() - OFF_EDGE, self.rect.bottom() + self.below + OFF_EDGE
        xs = [self.rect.left() + self.rect.width() * share for share in (0.5, 0.25, 0.75)]
        return (*self.sides(), *(QPointF(x, y) for y in (top, bottom) for x in xs))


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
        band = words.header.united(words.names).translated(at)
        title = None if any(r.contains(band) for r in over) else band
        anchor = words.blank.center().y() + at.y()
        below = _pill_below(item)
        places[object_id] = CardPlace(rect, tuple(seen), cross, anchor, title, below)
    return places


def _pill_below(item: CardItem) -> float:
    """How far the card's mark pill hangs below its bottom edge (0: it is on the card)."""
    if not item.mark_text:
        return 0.0
    pill = tag_rect(item.look, item.in_pile, item.mark_text)
    return max(pill.bottom() - CARD_H, 0.0)


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
        start = places.get(source) if source is not None else None
        crosses = [
            place.cross
            for object_id, place in places.items()
            if marks.get(object_id) == "missed" and place.cross is not None
        ]
        spots = (Spot(i, p.rect, p.title, p.words) for i, p in places.items())
        table = ArrowMap(spots, crosses, self._zone_labels(), self.scene.sceneRect())
        for object_id, mark in marks.items():
            place = places.get(object_id)
            if place is None:
                continue
            if mark == "found" and start is not None and source is not None:
                if source != object_id:
                    self._arrow((source, object_id), start, place, table)
            elif mark == "missed" and place.cross is not None:
                self._cross(place.cross)

    def _zone_labels(self) -> list[QRectF]:
        zones = getattr(self.scene, "zones", {})  # (a BoardScene's)
        return [zone.label_text_rect() for zone in zones.values()]

    def show_changes(self, cards: dict[str, QRectF], changed: Iterable[str]) -> None:
        """A glowing frame around each card a what-if changed."""
        self.clear()
        for object_id in changed:
            rect = cards.get(object_id)
            if rect is not None:
                self._add(QGraphicsRectItem(rect.adjusted(-9, -9, 9, 9)), QPen(WHATIF, 7))

    def _arrow(
        self, ids: tuple[str, str], start: CardPlace, end: CardPlace, table: ArrowMap
    ) -> None:
        if (
            end.title is None
            or min(_distance(a, b) for a in start.sides() for b in end.sides()) < NEXT_TO
        ):
            return  # side by side, or under other cards: the outlines say it
        pairs = [(a, b) for a in start.anchors() for b in end.anchors()]
        curve = table.route(pairs, ids)
        pen = QPen(theme.FOUND, ARROW_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        self._add(QGraphicsPathItem(curve.path), pen)
        self._add(QGraphicsPolygonItem(curve.head), QPen(theme.FOUND, 2), QBrush(theme.FOUND))

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


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(b.x() - a.x(), b.y() - a.y())
