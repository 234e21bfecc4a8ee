"""Where zones go on the table: pure geometry, no Qt (`zone_cards` places cards in a zone),
and a chosen zone to move to.

Each player has a band of zones laid out like their side of a real table (a grid of card
slots). With two players, the shared zones (FaB combat chain and stack, MTG stack) run across
the middle, and the band above it is mirrored so each player's arena faces the centre. With
three or four, the opponents sit across the top side by side, each in a compact band (fewer,
taller columns; mirrored too), and the viewer's full band is at the bottom with the shared
zones in a column on its right: the table keeps a screen's shape and its cards stay large.

Shared zones outside the middle strip are drawn in a player's band: by controller where objects
have one (FaB permanents, MTG battlefield and command zone), else by owner (MTG exile).

With two players the table folds (`Folding`, `folding_for`): a grid column no card needs and a
band row no card is in shrink to a thin labelled strip, and the zones with cards get the room
(a laptop's screen shows them larger).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sandbox.model import Board, Game, GameObject, Zone, ruleset_for

CARD_W, CARD_H = 96.0, 134.0
SLOT_W, SLOT_H = 106.0, 160.0
GAP = 6.0
LABEL_H = 20.0
HEADER_H = 28.0
MARGIN = 10.0
PILE_STEP = 24.0  # a covered card in a pile shows its header
ROW_STEP = CARD_W + 6.0


FOLDED = 30.0  # a folded column's width, a folded row's height (a strip with its label)


@dataclass(frozen=True, slots=True)
class Folding:
    """The width of each grid column and, per band (None: the middle strip), the height of
    each of its rows, top to bottom as drawn."""

    columns: tuple[float, ...]
    rows: tuple[tuple[str | None, tuple[float, ...]], ...]

    def row_heights(self, player: str | None) -> tuple[float, ...]:
        return dict(self.rows)[player]


@dataclass(frozen=True, slots=True)
class Place:
    """A zone's cell in the grid: `pile` zones cascade downwards, the others spread sideways."""

    kind: Zone
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

# three or four players: compact bands for the opponents, the shared zones beside the viewer
FAB_COMPACT = (
    Place("permanent", 0, 0, cols=3),
    Place("weapon", 3, 0),
    Place("hero", 4, 0),
    Place("head", 0, 1),
    Place("chest", 1, 1),
    Place("arms", 2, 1),
    Place("legs", 3, 1),
    Place("arsenal", 4, 1),
    Place("hand", 0, 2, rows=2, pile=True),
    Place("pitch", 1, 2, rows=2, pile=True),
    Place("graveyard", 2, 2, rows=2, pile=True),
    Place("banished", 3, 2, rows=2, pile=True),
    Place("deck", 4, 2, rows=2, pile=True),
)
MTG_COMPACT = (
    Place("battlefield", 0, 0, cols=5, rows=2),
    Place("hand", 0, 2, rows=2, pile=True),
    Place("command", 1, 2, rows=2, pile=True),
    Place("graveyard", 2, 2, rows=2, pile=True),
    Place("exile", 3, 2, rows=2, pile=True),
    Place("library", 4, 2, rows=2, pile=True),
)
FAB_SIDE = (Place("combat_chain", 0, 0, cols=3), Place("stack", 0, 1, cols=3))
MTG_SIDE = (Place("stack", 0, 0, cols=3, rows=2, pile=True),)
COMPACT_COLUMNS, COMPACT_ROWS = 5, 4
SIDE_COLUMNS = 3


@dataclass(frozen=True, slots=True)
class Places:
    """One game's zone cells: a player's band, the middle strip, and for three or four
    players an opponent's compact band and the shared zones beside the viewer's band."""

    band: tuple[Place, ...]
    middle: tuple[Place, ...]
    compact: tuple[Place, ...]
    side: tuple[Place, ...]


PLACES: dict[Game, Places] = {
    "fab": Places(FAB_BAND, FAB_MIDDLE, FAB_COMPACT, FAB_SIDE),
    "mtg": Places(MTG_BAND, MTG_MIDDLE, MTG_COMPACT, MTG_SIDE),
}
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

    kind: Zone
    player: str | None
    rect: Rect
    pile: bool

    @property
    def key(self) -> tuple[str, str | None]:
        return (self.kind, self.player)


@dataclass(frozen=True)
class ZoneChoice:
    """Where to move: the zone, and whether to its bottom (only in a zone whose order matters;
    otherwise the cards go on top)."""

    zone: ZoneArea
    at_bottom: bool = False


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

    def zone(self, kind: Zone, player: str | None) -> ZoneArea | None:
        for zone in self.zones:
            if zone.kind == kind and zone.player == player:
                return zone
        return None


def seat_order(board: Board, bottom: str | None) -> list[str]:
    """The players in turn order starting from `bottom` (the viewer; else the first)."""
    order = list(board.player_ids)
    if bottom in order:
        at = order.index(bottom)
        order = order[at:] + order[:at]
    return order


def seating(board: Board, bottom: str | None) -> tuple[list[str], list[str]]:
    """Players above and below the middle strip; `bottom` (the viewer) sits nearest the edge."""
    order = seat_order(board, bottom)
    below, above = order[0::2], order[1::2]
    return above, below


def table_layout(board: Board, bottom: str | None = None, folded: bool = False) -> TableLayout:
    """The table for `board`, seen by `bottom` (or the first player); `folded`: empty
    columns and rows folded to strips (two players)."""
    if len(board.player_ids) > 2:
        return _opponents_across(board, seat_order(board, bottom))
    folding = folding_for(board, bottom) if folded else _unfolded(board, bottom)
    places = PLACES[board.game]
    band_places, middle_places = places.band, places.middle
    above, below = seating(board, bottom)
    xs = _starts(folding.columns, MARGIN)
    width = sum(folding.columns) - GAP
    bands: list[Band] = []
    zones: list[ZoneArea] = []
    y = MARGIN
    rows = [(p, True) for p in above] + [(None, False)] + [(p, False) for p in reversed(below)]
    for player, mirrored in rows:
        heights = folding.row_heights(player)
        header = HEADER_H if player is not None else 0.0
        band_h = header + sum(heights)
        bands.append(Band(player, Rect(MARGIN, y, width, band_h - GAP), mirrored))
        ys = _starts(heights, y + header)
        chosen = band_places if player is not None else middle_places
        widths = folding.columns
        zones += [_area(place, player, xs, ys, widths, heights, mirrored) for place in chosen]
        y += band_h
    return TableLayout(tuple(bands), tuple(zones), width + 2 * MARGIN, y - GAP + MARGIN)


def _starts(sizes: Sequence[float], origin: float) -> list[float]:
    starts, at = [], origin
    for size in sizes:
        starts.append(at)
        at += size
    return starts


def _area(
    place: Place,
    player: str | None,
    xs: list[float],
    ys: list[float],
    widths: Sequence[float],
    heights: Sequence[float],
    mirrored: bool,
) -> ZoneArea:
    rows = len(heights)
    row = rows - place.row - place.rows if mirrored else place.row
    w = sum(widths[place.col : place.col + place.cols]) - GAP
    h = sum(heights[row : row + place.rows]) - GAP
    return ZoneArea(place.kind, player, Rect(xs[place.col], ys[row], w, h), place.pile)


def _unfolded(board: Board, bottom: str | None) -> Folding:
    above, below = seating(board, bottom)
    bands = [(p, (SLOT_H,) * BAND_ROWS) for p in (*above, *below)]
    return Folding((SLOT_W,) * COLUMNS, (*bands, (None, (SLOT_H,))))


def folding_for(board: Board, bottom: str | None = None) -> Folding:
    """Two players: each grid column as wide as the cards in it need (a zone spread over
    several columns takes as many as its cards fill), else folded; each band row folded
    when none of its zones holds a card."""
    places = PLACES[board.game]
    counts = Counter(_display_keys(board))
    above, below = seating(board, bottom)
    columns = [FOLDED] * COLUMNS
    bands: list[tuple[str | None, tuple[float, ...]]] = []
    for player in (*above, *below, None):
        chosen = places.band if player is not None else places.middle
        rows = BAND_ROWS if player is not None else 1
        used_rows: set[int] = set()
        for place in chosen:
            count = counts.get((place.kind, player), 0)
            if not count:
                continue
            need = 1 if place.pile else math.ceil((count * ROW_STEP + 2 * 6.0) / SLOT_W)
            for col in range(place.col, place.col + min(place.cols, need)):
                columns[col] = SLOT_W
            # a pile of one card fits in one row and a strip; a deeper one cascades down both
            used_rows.update(range(place.row, place.row + (place.rows if count > 1 else 1)))
        drawn = [SLOT_H if r in used_rows else FOLDED for r in range(rows)]
        mirrored = player in above
        bands.append((player, tuple(reversed(drawn)) if mirrored else tuple(drawn)))
    return Folding(tuple(columns), tuple(bands))


def _opponents_across(board: Board, order: list[str]) -> TableLayout:
    """Three or four players: the opponents across the top in turn order, left to right, in
    compact bands; the viewer (first in `order`) at the bottom, the shared zones on its right."""
    places = PLACES[board.game]
    viewer, opponents = order[0], order[1:]
    top_cols = len(opponents) * COMPACT_COLUMNS
    bottom_cols = COLUMNS + SIDE_COLUMNS
    cols = max(top_cols, bottom_cols)
    bands: list[Band] = []
    zones: list[ZoneArea] = []
    compact_h = HEADER_H + COMPACT_ROWS * SLOT_H
    x = MARGIN + (cols - top_cols) * SLOT_W / 2
    for player in opponents:
        width = COMPACT_COLUMNS * SLOT_W - GAP
        bands.append(Band(player, Rect(x, MARGIN, width, compact_h - GAP), True))
        compact = places.compact
        zones += _zones(compact, player, x, MARGIN + HEADER_H, mirrored=True, rows=COMPACT_ROWS)
        x += COMPACT_COLUMNS * SLOT_W
    y = MARGIN + compact_h
    band_h = HEADER_H + BAND_ROWS * SLOT_H
    x = MARGIN + (cols - bottom_cols) * SLOT_W / 2
    bands.append(Band(viewer, Rect(x, y, COLUMNS * SLOT_W - GAP, band_h - GAP), False))
    zones += _zones(places.band, viewer, x, y + HEADER_H, mirrored=False)
    x += COLUMNS * SLOT_W
    bands.append(Band(None, Rect(x, y, SIDE_COLUMNS * SLOT_W - GAP, band_h - GAP), False))
    zones += _zones(places.side, None, x, y + HEADER_H, mirrored=False)
    width = cols * SLOT_W - GAP + 2 * MARGIN
    return TableLayout(tuple(bands), tuple(zones), width, y + band_h - GAP + MARGIN)


def _zones(
    places: Sequence[Place],
    player: str | None,
    x0: float,
    y0: float,
    *,
    mirrored: bool,
    rows: int = BAND_ROWS,
) -> list[ZoneArea]:
    areas = []
    for place in places:
        row = rows - place.row - place.rows if mirrored else place.row
        top = y0 + row * SLOT_H
        rect = Rect(
            x0 + place.col * SLOT_W,
            top,
            place.cols * SLOT_W - GAP,
            place.rows * SLOT_H - GAP,
        )
        areas.append(ZoneArea(place.kind, player, rect, place.pile))
    return areas


def _display_keys(board: Board) -> list[tuple[str, str | None]]:
    """`display_key` of every object, the zone rules looked up once per zone (a big table
    folds on every change)."""
    ruleset = ruleset_for(board.game)
    middle = {p.kind for p in PLACES[board.game].middle}
    specs = {zone: ruleset.zone(zone) for zone in {o.zone for o in board.objects}}
    return [_key(obj, specs[obj.zone], middle) for obj in board.objects]


def display_key(board: Board, obj: GameObject) -> tuple[str, str | None]:
    """The drawn zone an object belongs in: (zone kind, band player or None)."""
    middle = {p.kind for p in PLACES[board.game].middle}
    return _key(obj, ruleset_for(board.game).zone(obj.zone), middle)


def _key(obj: GameObject, spec: Any, middle: set[Zone]) -> tuple[str, str | None]:
    """(`spec`: the ruleset's ZoneSpec of the object's zone, or None.)"""
    if spec is None or obj.zone in middle:
        return (obj.zone, None)
    if spec.per_player:
        return (obj.zone, obj.zone_owner or obj.owner)
    if spec.controlled:
        return (obj.zone, obj.controller)
    return (obj.zone, obj.owner)
