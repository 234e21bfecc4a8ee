"""Where a finding's arrow goes: the curve from its source card to a card it finds.

An arrow never crosses a card's title band (its header and names), a cross or the words of
a card on its way, and its head lands on no title and no word; of the curves that keep clear
of those, the shortest wins, going over another card or a zone's name counting as a detour
(`CARD_COST`, `LABEL_COST`). The curves tried: each pair of the two cards' anchors (the
overlay's `CardPlace.anchors`), bent by each of `BENDS`. The rectangles are bucketed by a
grid, so a crowded table costs a few nearby rectangles per curve, not all of them.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPolygonF

ARROW_WIDTH = 7.0
CARD_COST = 250.0  # going over a card (its blank) counts as this long a detour
LABEL_COST = 100.0  # and over a zone's name as this long
BENDS = (0.12, -0.12, 0.3, -0.3, 0.5, -0.5, 0.75, -0.75, 1.0, -1.0, 1.3, -1.3)
TRIED = 200  # curves tried for one clear of everything, shortest first
FALLBACK_TRIED = 60  # with none, the fewest crossings among the shortest ones
HEAD = 26.0
_CELL = 96.0


@dataclass(frozen=True)
class Spot:
    """A shown card as an arrow sees it: its rectangle, title band (None: covered) and the
    rectangles of its other words, in scene coordinates."""

    object_id: str
    rect: QRectF
    title: QRectF | None
    words: Sequence[QRectF]


@dataclass(frozen=True)
class Curve:
    path: QPainterPath
    head: QPolygonF
    outline: QPainterPath  # what the stroke covers

    @property
    def head_box(self) -> QRectF:
        return self.head.boundingRect().adjusted(-2, -2, 2, 2)  # (with its outline)


class _Grid:
    """Rectangles, each of a card (or of none), found by the area they are in."""

    def __init__(self) -> None:
        self.rects: list[tuple[QRectF, str | None]] = []
        self.cells: dict[tuple[int, int], list[int]] = defaultdict(list)

    def add(self, rect: QRectF, owner: str | None = None) -> None:
        for cell in _cells(rect):
            self.cells[cell].append(len(self.rects))
        self.rects.append((rect, owner))

    def near(self, area: QRectF, skip: Collection[str] = ()) -> Iterator[QRectF]:
        """The rectangles that meet `area`, but those of the cards `skip`."""
        seen: set[int] = set()
        for cell in _cells(area):
            for index in self.cells.get(cell, ()):
                if index in seen:
                    continue
                seen.add(index)
                rect, owner = self.rects[index]
                if owner not in skip and rect.intersects(area):
                    yield rect


def _cells(rect: QRectF) -> Iterator[tuple[int, int]]:
    left, right = math.floor(rect.left() / _CELL), math.floor(rect.right() / _CELL)
    top, bottom = math.floor(rect.top() / _CELL), math.floor(rect.bottom() / _CELL)
    for x in range(left, right + 1):
        for y in range(top, bottom + 1):
            yield x, y


class ArrowMap:
    """What the arrows of one finding keep clear of, on one table (`bounds`)."""

    def __init__(
        self,
        spots: Iterable[Spot],
        crosses: Iterable[QRectF],
        labels: Iterable[QRectF],
        bounds: QRectF,
    ) -> None:
        self.never = _Grid()  # titles and crosses: no arrow, no head
        self.words = _Grid()  # a card's other words: no head; no arrow but its own
        self.cards = _Grid()  # going over one is a detour
        self.labels = _Grid()  # zone names: a detour too
        for spot in spots:
            if spot.title is not None:
                self.never.add(spot.title)
            for rect in spot.words:
                self.words.add(rect, spot.object_id)
            self.cards.add(spot.rect, spot.object_id)
        for rect in crosses:
            self.never.add(rect)
        for rect in labels:
            self.labels.add(rect)
        self.bounds = bounds
        self.stroker = QPainterPathStroker()
        self.stroker.setWidth(ARROW_WIDTH)

    def route(self, pairs: Sequence[tuple[QPointF, QPointF]], ends: Collection[str]) -> Curve:
        """The curve between one of the `pairs` of anchors of the cards `ends` that keeps
        clear of every title, cross and word (but its ends' words under its stroke), the
        shortest counting its detours; else the one crossing fewest of the shortest."""
        shapes = sorted(
            ((a, b, share) for a, b in pairs for share in BENDS), key=lambda s: _about(*s)
        )
        best: tuple[float, Curve] | None = None
        for number, (a, b, share) in enumerate(shapes):
            if best is not None and _about(a, b, share) > best[0]:
                break  # longer than the best with its detours: none after it does better
            if best is None and number >= TRIED:
                break  # (a crowded corner: the fewest crossings then)
            curve = self._curve(a, b, share)
            if self._crossings(curve, ends, stop_at_one=True):
                continue
            cost = curve.path.length() + self._detours(curve, ends)
            if best is None or cost < best[0]:
                best = (cost, curve)
        if best is not None:
            return best[1]
        tried = [self._curve(*shape) for shape in shapes[:FALLBACK_TRIED]]
        return min(tried, key=lambda curve: self._crossings(curve, ends, stop_at_one=False))

    def _curve(self, a: QPointF, b: QPointF, share: float) -> Curve:
        bend = QPointF(
            (a.x() + b.x()) / 2 - (b.y() - a.y()) * share,
            (a.y() + b.y()) / 2 + (b.x() - a.x()) * share,
        )
        path = QPainterPath(a)
        path.quadTo(bend, b)
        return Curve(path, arrow_head(b, bend), self.stroker.createStroke(path))

    def _crossings(self, curve: Curve, ends: Collection[str], *, stop_at_one: bool) -> int:
        """How many titles, crosses and words the curve or its head touches (with
        `stop_at_one`: 0 or 1), leaving the table counting as one."""
        box, reach = curve.head_box, curve.outline.boundingRect()
        touched = chain(
            () if self.bounds.contains(reach) else (self.bounds,),
            self.never.near(box),
            self.words.near(box),
            (r for r in self.never.near(reach) if curve.outline.intersects(r)),
            (r for r in self.words.near(reach, ends) if curve.outline.intersects(r)),
        )
        if stop_at_one:
            return 0 if next(touched, None) is None else 1
        return sum(1 for _ in touched)

    def _detours(self, curve: Curve, ends: Collection[str]) -> float:
        """The detour the curve counts as for the cards and zone names it goes over."""
        box = curve.head_box
        area = curve.outline.boundingRect().united(box)

        def over(grid: _Grid, skip: Collection[str] = ()) -> int:
            return sum(
                1 for r in grid.near(area, skip) if box.intersects(r) or curve.outline.intersects(r)
            )

        return CARD_COST * over(self.cards, ends) + LABEL_COST * over(self.labels)


def _about(a: QPointF, b: QPointF, share: float) -> float:
    """About the length of the curve from `a` to `b` bent by `share` (a little less)."""
    return math.hypot(b.x() - a.x(), b.y() - a.y()) * (1 + 0.6 * share**2)


def arrow_head(tip: QPointF, bend: QPointF, size: float = HEAD) -> QPolygonF:
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
