"""Where cards go inside one zone: their positions, and where a dropped card would go.

Pure geometry, no Qt. Board order is top first. Piles cascade downwards and draw the top card
last (in front, lowest); the chain and stack read left to right, newest (top) on the right;
other zones spread sideways in board order, over several rows when the zone is that tall.
`zone_objects` gives each drawn zone's objects in that drawing order, and `reading_order` the
zones top to bottom (how the keyboard's cursor and a screen reader go through them).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise

from sandbox.model import Board
from sandbox.ui.board.layout import (
    CARD_H,
    CARD_W,
    LABEL_H,
    ORDERED_LEFT_TO_RIGHT,
    PILE_STEP,
    ROW_STEP,
    SLOT_H,
    Rect,
    ZoneArea,
    display_key,
)

ZoneKey = tuple[str, str | None]

EDGE = 6.0  # room between a zone's border and its cards


def drawn_reversed(area: ZoneArea) -> bool:
    """Whether the zone draws its objects bottom first: board order is top first, and piles
    draw the top card last (in front, lowest), the chain and stack draw it rightmost."""
    return area.pile or area.kind in ORDERED_LEFT_TO_RIGHT


def reading_order(zones: Iterable[ZoneArea]) -> list[ZoneArea]:
    """Zones top to bottom, left to right."""
    return sorted(zones, key=lambda z: (z.rect.y, z.rect.x))


def zone_objects(board: Board, zones: Iterable[ZoneArea]) -> dict[ZoneKey, list[str]]:
    """Each drawn zone's object ids in drawing order (as they read on the table: left to
    right, down a pile)."""
    by_zone: dict[ZoneKey, list[str]] = defaultdict(list)
    for obj in board.objects:
        by_zone[display_key(board, obj)].append(obj.id)
    for zone in zones:
        if drawn_reversed(zone):
            by_zone[zone.key].reverse()
    return by_zone


def card_positions(area: ZoneArea, count: int) -> list[tuple[float, float]]:
    """Top-left corners for `count` cards in `area`, in drawing order (back to front)."""
    if count == 0:
        return []
    rect = area.rect
    top = rect.y + LABEL_H
    if area.pile:
        room = rect.h - LABEL_H - CARD_H - EDGE
        step = min(PILE_STEP, room / (count - 1)) if count > 1 else 0.0
        return [(rect.x + (rect.w - CARD_W) / 2, top + i * max(step, 0.0)) for i in range(count)]
    rows = _rows_for(area, count)
    per_row = math.ceil(count / rows)
    positions = []
    for row in range(rows):
        in_row = min(per_row, count - row * per_row)
        positions += [(x, top + row * SLOT_H) for x in _row_xs(rect, in_row, per_row)]
    return positions


def _rows_for(area: ZoneArea, count: int) -> int:
    """How many rows of cards a spread zone uses: more than one only in a zone that tall,
    with no order to read, once one row would overlap the cards."""
    if area.kind in ORDERED_LEFT_TO_RIGHT:
        return 1
    tall = max(1, round(area.rect.h / SLOT_H))
    fit = max(1, int((area.rect.w - 2 * EDGE - CARD_W) // ROW_STEP) + 1)
    return min(tall, math.ceil(count / fit))


def _row_xs(rect: Rect, count: int, spacing_for: int) -> list[float]:
    """Left edges of `count` cards in a row, spaced as for `spacing_for` cards (a lone card
    is centred; too many overlap to fit)."""
    if count == 1 and spacing_for == 1:
        return [rect.x + (rect.w - CARD_W) / 2]
    edge = min(EDGE, max((rect.w - CARD_W) / 2, 0.0))
    room = rect.w - CARD_W - 2 * edge
    step = min(ROW_STEP, room / (spacing_for - 1)) if spacing_for > 1 else 0.0
    return [rect.x + edge + i * max(step, 0.0) for i in range(count)]


@lru_cache(maxsize=64)
def _spans(area: ZoneArea, count: int) -> tuple[tuple[float, float], ...]:
    """The visible part of each card along the zone's axis (down a pile, across a row), in
    drawing order: a card shows up to where the next one covers it. (Kept: a drag asks for
    the same zone at every mouse move.)"""
    axis, size = (1, CARD_H) if area.pile else (0, CARD_W)
    starts = [p[axis] for p in card_positions(area, count)]
    ends = [min(s + size, n) for s, n in pairwise(starts)]
    return tuple(zip(starts, [*ends, starts[-1] + size] if starts else [], strict=True))


def drop_slot(area: ZoneArea, count: int, x: float, y: float) -> int:
    """How many of the `count` cards drawn in `area` come before the point, in drawing order
    (0: before them all; `count`: after them all). A card counts once the point is past the
    middle of its visible part."""
    point = y if area.pile else x
    return sum(1 for middle in _middles(area, count) if middle < point)


@lru_cache(maxsize=64)
def _middles(area: ZoneArea, count: int) -> tuple[float, ...]:
    """The middle of each card's visible part, in drawing order."""
    return tuple((start + end) / 2 for start, end in _spans(area, count))


def drop_index(area: ZoneArea, count: int, x: float, y: float) -> int:
    """Where a card dropped at (x, y) goes among the zone's `count` objects, as a board-order
    index (0: the top). In a pile the top card is the front one, at the bottom of the
    cascade; on the chain and stack it is the rightmost."""
    slot = drop_slot(area, count, x, y)
    return count - slot if drawn_reversed(area) else slot


def insert_mark(area: ZoneArea, count: int, slot: int) -> Rect:
    """A thin bar where a dropped card would go: between the cards `slot - 1` and `slot` (in
    drawing order), kept inside the zone."""
    rect = area.rect
    spans = _spans(area, count)
    if not spans:
        at = (rect.y + LABEL_H) if area.pile else rect.x + 6
    elif slot <= 0:
        at = spans[0][0] - 3
    elif slot >= len(spans):
        at = spans[-1][1] + 3
    else:
        at = (spans[slot - 1][1] + spans[slot][0]) / 2
    if area.pile:
        at = min(max(at, rect.y + LABEL_H), rect.y + rect.h - 4)
        return Rect(rect.x + 1, at - 3, rect.w - 2, 6)
    at = min(max(at, rect.x + 4), rect.x + rect.w - 4)
    return Rect(at - 3, rect.y + LABEL_H - 4, 6, CARD_H + 8)
