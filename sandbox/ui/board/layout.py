"""Where zones and cards go on the table: pure geometry, no Qt.

Each player has a band of zones laid out like their side of a real table (a grid of card
slots); the shared zones (FaB combat chain and stack, MTG stack) run across the middle.
Bands above the middle are mirrored so each player's arena faces the centre.

Shared zones outside the middle strip are drawn in a player's band: by controller where objects
have one (FaB permanents, MTG battlefield and command zone), else by owner (MTG exile).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from sandbox.model.board import Board, GameObject
from sandbox.model.rulesets import ruleset_for

CARD_W, CARD_H = 96.0, 134.0
SLOT_W, SLOT_H = 106.0, 160.0
GAP = 6.0
LABEL_H = 20.0
HEADER_H = 28.0
MARGIN = 10.0
PILE_STEP = 36.0
ROW_STEP = CARD_W + 6.0


@dataclass(frozen=True, slots=True)
class Place:
    """A zone's cell in the grid: `pile` zones cascade downwards, the others spread sideways."""

    kind: str
    col: int
    row: int
    cols: int = 1
    rows: int = 1
    pile: bool = False


FAB_BAND = (
    Place("permanent", 0, 0, cols=4),
    Place("weapon", 4, 0, cols=2),
    Place("hero", 6, 0),
    Place("arsenal", 7, 0),
    Place("pitch", 8, 0, rows=2, pile=True),
    Place("graveyard", 9, 0, rows=2, pile=True),
    Place("banished", 10, 0, rows=2, pile=True),
    Place("deck", 11, 0, rows=2, pile=True),
    Place("head", 0, 1),
    Place("chest", 1, 1),
    Place("arms", 2, 1),
    Place("legs", 3, 1),
    Place("hand", 4, 1, cols=4),
)
FAB_MIDDLE = (Place("combat_chain", 0, 0, cols=9), Place("stack", 9, 0, cols=3))
MTG_BAND = (
    Place("battlefield", 0, 0, cols=9),
    Place("graveyard", 9, 0, rows=2, pile=True),
    Place("exile", 10, 0, rows=2, pile=True),
    Place("library", 11, 0, rows=2, pile=True),
    Place("hand", 0, 1, cols=6),
    Place("command", 6, 1, cols=3),
)
MTG_MIDDLE = (Place("stack", 0, 0, cols=12),)
COLUMNS = 12
BAND_ROWS = 2
ORDERED_LEFT_TO_RIGHT = frozenset({"combat_chain", "stack"})  # oldest left, top (newest) right


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


@dataclass(frozen=True, slots=True)
class ZoneArea:
    """One drawn zone: its kind, the band's player (None in the middle strip), where it is."""

    kind: str
    player: str | None
    rect: Rect
    pile: bool

    @property
    def key(self) -> tuple[str, str | None]:
        return (self.kind, self.player)


@dataclass(frozen=True, slots=True)
class Band:
    """A player's side of the table (or the middle strip when `player` is None)."""

    player: str | None
    rect: Rect
    mirrored: bool


@dataclass(frozen=True)
class TableLayout:
    bands: tuple[Band, ...]
    zones: tuple[ZoneArea, ...]
    width: float
    height: float

    def zone_at(self, x: float, y: float) -> ZoneArea | None:
        for zone in self.zones:
            if zone.rect.contains(x, y):
                return zone
        return None

    def zone(self, kind: str, player: str | None) -> ZoneArea | None:
        for zone in self.zones:
            if zone.kind == kind and zone.player == player:
                return zone
        return None


def seating(board: Board, bottom: str | None) -> tuple[list[str], list[str]]:
    """Players above and below the middle strip; `bottom` (the viewer) sits nearest the edge."""
    order = list(board.player_ids)
    if bottom in order:
        at = order.index(bottom)
        order = order[at:] + order[:at]
    below, above = order[0::2], order[1::2]
    return above, below


def table_layout(board: Board, bottom: str | None = None) -> TableLayout:
    """The table for `board`, seen by `bottom` (or the first player)."""
    band_places = FAB_BAND if board.game == "fab" else MTG_BAND
    middle_places = FAB_MIDDLE if board.game == "fab" else MTG_MIDDLE
    above, below = seating(board, bottom)
    band_h = HEADER_H + BAND_ROWS * SLOT_H
    bands: list[Band] = []
    zones: list[ZoneArea] = []
    y = MARGIN
    width = COLUMNS * SLOT_W - GAP
    for player in above:
        bands.append(Band(player, Rect(MARGIN, y, width, band_h - GAP), True))
        zones += _zones(band_places, player, MARGIN, y + HEADER_H, mirrored=True)
        y += band_h
    bands.append(Band(None, Rect(MARGIN, y, width, SLOT_H - GAP), False))
    zones += _zones(middle_places, None, MARGIN, y, mirrored=False)
    y += SLOT_H
    for player in reversed(below):
        bands.append(Band(player, Rect(MARGIN, y, width, band_h - GAP), False))
        zones += _zones(band_places, player, MARGIN, y + HEADER_H, mirrored=False)
        y += band_h
    return TableLayout(tuple(bands), tuple(zones), width + 2 * MARGIN, y - GAP + MARGIN)


def _zones(
    places: Sequence[Place], player: str | None, x0: float, y0: float, *, mirrored: bool
) -> list[ZoneArea]:
    areas = []
    for place in places:
        row = BAND_ROWS - place.row - place.rows if mirrored else place.row
        top = y0 + row * SLOT_H
        rect = Rect(
            x0 + place.col * SLOT_W,
            top,
            place.cols * SLOT_W - GAP,
            place.rows * SLOT_H - GAP,
        )
        areas.append(ZoneArea(place.kind, player, rect, place.pile))
    return areas


def display_key(board: Board, obj: GameObject) -> tuple[str, str | None]:
    """The drawn zone an object belongs in: (zone kind, band player or None)."""
    spec = ruleset_for(board.game).zone(obj.zone)
    middle = {p.kind for p in (FAB_MIDDLE if board.game == "fab" else MTG_MIDDLE)}
    if spec is None or obj.zone in middle:
        return (obj.zone, None)
    if spec.per_player:
        return (obj.zone, obj.zone_owner or obj.owner)
    if spec.controlled:
        return (obj.zone, obj.controller)
    return (obj.zone, obj.owner)


def drawn_reversed(area: ZoneArea) -> bool:
    """Whether the zone draws its objects bottom first: board order is top first, and piles
    draw the top card last (in front, lowest), the chain and stack draw it rightmost."""
    return area.pile or area.kind in ORDERED_LEFT_TO_RIGHT


def card_positions(area: ZoneArea, count: int) -> list[tuple[float, float]]:
    """Top-left corners for `count` cards in `area`, in drawing order (back to front)."""
    if count == 0:
        return []
    rect = area.rect
    left = rect.x + (rect.w - CARD_W) / 2 if count == 1 and not area.pile else rect.x + 6
    top = rect.y + LABEL_H
    if area.pile:
        room = rect.h - LABEL_H - CARD_H - 6
        step = min(PILE_STEP, room / (count - 1)) if count > 1 else 0.0
        return [(rect.x + (rect.w - CARD_W) / 2, top + i * step) for i in range(count)]
    room = rect.w - CARD_W - 12
    step = min(ROW_STEP, room / (count - 1)) if count > 1 else 0.0
    return [(left + i * step, top) for i in range(count)]


def _spans(area: ZoneArea, count: int) -> list[tuple[float, float]]:
    """The visible part of each card along the zone's axis (down a pile, across a row), in
    drawing order: a card shows up to where the next one covers it."""
    axis, size = (1, CARD_H) if area.pile else (0, CARD_W)
    starts = [p[axis] for p in card_positions(area, count)]
    ends = [min(s + size, n) for s, n in pairwise(starts)]
    return list(zip(starts, [*ends, starts[-1] + size] if starts else [], strict=True))


def drop_slot(area: ZoneArea, count: int, x: float, y: float) -> int:
    """How many of the `count` cards drawn in `area` come before the point, in drawing order
    (0: before them all; `count`: after them all). A card counts once the point is past the
    middle of its visible part."""
    point = y if area.pile else x
    return sum(1 for start, end in _spans(area, count) if (start + end) / 2 < point)


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
