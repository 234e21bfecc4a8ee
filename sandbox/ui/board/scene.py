"""The board scene: zones and cards for a (board, derived, viewer), updated in place.

`show_board` keeps one CardItem per object id and only repaints a card whose look changed;
the zones are rebuilt only when the table's shape changes (game, players or seating).
`update_board` does the same for one change, touching only what the model's change
description names: the zones whose cards came, went or moved are laid out again, and only the
cards that changed (or whose names did) are looked at. Finding marks and selection are
applied on top without touching the cards' looks, and only to the cards whose mark or
selection changes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QRectF, Signal
from PySide6.QtGui import QBrush, QPen, QPixmapCache
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from sandbox.model import Board, Changes, Derived, GameObject, Viewer, ruleset_for
from sandbox.ui.board.card_item import CardItem
from sandbox.ui.board.layout import (
    Rect,
    TableLayout,
    ZoneArea,
    display_key,
    folding_for,
    table_layout,
)
from sandbox.ui.board.look import card_look
from sandbox.ui.board.zone_cards import card_positions, drawn_reversed
from sandbox.ui.board.zone_item import BandItem, ZoneItem
from sandbox.ui.kit import theme
from sandbox.ui.kit.labels import zone_label

ZoneKey = tuple[str, str | None]
UNCOVERED_PX = 3.0
COVERED_PX = 8.0  # a card showing less of itself than this beside the next shows no words
ZONE_SHOWN = 60  # at most this many cards of a zone are drawn (its label counts them all)
PIXMAP_CACHE_KB = 96 * 1024  # cards, zones and bands are drawn once into pixmaps kept here


class BoardScene(QGraphicsScene):
    """Draws the table. Emits `selection_changed(list[str])` with the selected object ids."""

    selection_changed = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:  # (a table's worth at least)
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.setBackgroundBrush(QBrush(theme.FELT))
        self.layout: TableLayout | None = None
        self._shape: tuple[object, ...] = ()
        self.cards: dict[str, CardItem] = {}
        self.zones: dict[tuple[str, str | None], ZoneItem] = {}
        self.bands: dict[str | None, BandItem] = {}
        self._zone_of: dict[str, ZoneKey] = {}  # every object's drawn zone
        self._marks: dict[str, str] = {}
        self._lit: ZoneKey | None = None  # the zone a drag is over
        self._syncing = False
        self.insert_mark = QGraphicsRectItem()
        self.insert_mark.setBrush(QBrush(theme.INSERT_MARK))
        self.insert_mark.setPen(QPen(theme.INSERT_EDGE, 1.5))
        self.insert_mark.setZValue(2000)
        self.insert_mark.setVisible(False)
        self.addItem(self.insert_mark)
        self.selectionChanged.connect(self._emit_selection)

    def show_board(self, board: Board, derived: Derived, viewer: Viewer) -> None:
        """Make the table show `board` as `viewer` sees it."""
        self._syncing = True
        try:
            self._ensure_layout(board, viewer)
            self._update_bands(board)
            self._update_cards(board, derived, viewer)
        finally:
            self._syncing = False

    def _table_shape(self, board: Board, viewer: Viewer) -> tuple[object, ...]:
        """What the layout depends on: the game, the players, the viewer, and (two players)
        which columns and rows the cards unfold."""
        folding = folding_for(board, viewer) if len(board.player_ids) == 2 else None
        return (board.game, board.player_ids, viewer, folding)

    def _ensure_layout(self, board: Board, viewer: Viewer) -> None:
        shape = self._table_shape(board, viewer)
        if shape == self._shape and self.layout is not None:
            return
        self._shape = shape
        for item in [*self.zones.values(), *self.bands.values()]:
            self.removeItem(item)
        self.zones.clear()
        self.bands.clear()
        self.layout = table_layout(board, viewer, folded=True)
        for band in self.layout.bands:
            item = BandItem(band.rect, "", "", False)
            self.addItem(item)
            self.bands[band.player] = item
        ruleset = ruleset_for(board.game)
        for area in self.layout.zones:
            zone = ZoneItem(area, zone_label(area.kind))
            spec = ruleset.zone(area.kind)
            if spec is not None and spec.ordered:
                zone.setToolTip(order_hint(area.pile))
            self.addItem(zone)
            self.zones[area.key] = zone
        self.setSceneRect(QRectF(0, 0, self.layout.width, self.layout.height))

    def _update_bands(self, board: Board) -> None:
        for player_id, item in self.bands.items():
            player = board.player(player_id) if player_id else None
            if player is None:
                continue
            active = player.id == board.active_player
            title = ("▶ " if active else "") + player.name
            item.set_text(title, player.hero, active)

    def update_board(
        self, board: Board, derived: Derived, viewer: Viewer, changes: Changes
    ) -> None:
        """Make the table show `board` after `changes` (from the board it shows now)."""
        same = (board.game, board.player_ids, viewer) == self._shape[:3]
        # the folding follows the objects: unchanged when none came, went or moved
        shape = (
            self._shape if same and not changes.objects.ids else self._table_shape(board, viewer)
        )
        if changes.whole or changes.players or shape != self._shape or self.layout is None:
            self.show_board(board, derived, viewer)
            return
        self._syncing = True
        try:
            if changes.turn:
                self._update_bands(board)
            touched = self._touched_zones(board, changes)
            fresh = changes.objects.ids | changes.names
            if touched:
                self._lay_out(board, derived, viewer, touched, fresh)
            for object_id in fresh - changes.objects.removed:
                item = self.cards.get(object_id)
                obj = board.object(object_id)
                if item is None or obj is None or self._zone_of.get(object_id) in touched:
                    continue
                if item.isVisible():  # (a hidden one gets its look when it shows)
                    item.set_look(card_look(board, derived, obj, viewer))
        finally:
            self._syncing = False

    def _touched_zones(self, board: Board, changes: Changes) -> set[ZoneKey]:
        """The drawn zones whose cards came, went, moved or changed order; forgets the
        removed objects' cards."""
        touched: set[ZoneKey] = set()
        for object_id in changes.objects.removed:
            if object_id in self._zone_of:
                touched.add(self._zone_of.pop(object_id))
            if object_id in self.cards:
                self.removeItem(self.cards.pop(object_id))
        for object_id in changes.objects.added | changes.objects.changed:
            obj = board.object(object_id)
            if obj is None:
                continue
            old = self._zone_of.get(object_id)
            if old is not None:
                touched.add(old)
            self._zone_of[object_id] = key = display_key(board, obj)
            touched.add(key)
        zones = changes.zones
        if zones:  # reordered: every drawn zone showing objects of those zones
            shown = self._zone_of
            touched.update(shown[o.id] for o in board.objects if (o.zone, o.zone_owner) in zones)
        return touched

    def _lay_out(
        self,
        board: Board,
        derived: Derived,
        viewer: Viewer,
        keys: set[ZoneKey],
        fresh: frozenset[str] | None,
    ) -> None:
        """Place the cards of the drawn zones `keys` again (`fresh`: the objects whose look
        may have changed; None: all)."""
        by_zone: dict[ZoneKey, list[GameObject]] = {key: [] for key in keys}
        for obj in board.objects:
            objects = by_zone.get(self._zone_of[obj.id])
            if objects is not None:
                objects.append(obj)
        for key, objects in by_zone.items():
            zone = self.zones.get(key)
            if zone is None:  # a zone this table does not draw (should not happen)
                for obj in objects:
                    if obj.id in self.cards:
                        self.cards[obj.id].setVisible(False)
                continue
            zone.set_count(len(objects))
            self._place(zone.area, objects, board, derived, viewer, fresh)

    def _update_cards(self, board: Board, derived: Derived, viewer: Viewer) -> None:
        self._zone_of = {obj.id: display_key(board, obj) for obj in board.objects}
        gone = set(self.cards) - set(board.object_index)
        for object_id in gone:
            self.removeItem(self.cards.pop(object_id))
        keys = set(self.zones) | set(self._zone_of.values())
        self._lay_out(board, derived, viewer, keys, None)

    def _place(
        self,
        area: ZoneArea,
        objects: list[GameObject],
        board: Board,
        derived: Derived,
        viewer: Viewer,
        fresh: frozenset[str] | None,
    ) -> None:
        ordered = _drawing_order(area, objects)
        positions = card_positions(area, len(ordered))
        shown = _uncovered(positions) if len(positions) > ZONE_SHOWN else None
        covered = _covered(positions, shown)
        for index, (obj, (x, y)) in enumerate(zip(ordered, positions, strict=True)):
            item = self.cards.get(obj.id)
            if shown is not None and index not in shown:
                if item is not None:
                    item.setVisible(False)
                continue
            if item is None:
                item = CardItem(card_look(board, derived, obj, viewer))
                mark = self._marks.get(obj.id)
                if mark is not None:
                    item.set_mark(mark, mark_texts()[mark])
                self.addItem(item)
                self.cards[obj.id] = item
            elif fresh is None or obj.id in fresh or not item.isVisible():
                item.set_look(card_look(board, derived, obj, viewer))
            item.setVisible(True)
            item.set_covered(index in covered)
            if item.in_pile != area.pile:
                item.in_pile = area.pile
                item.update()
            item.setPos(x, y)
            item.base_z = float(index)
            item.setZValue(item.base_z)

    # marks and selection ----------------------------------------------------------------

    def set_marks(self, marks: Mapping[str, str]) -> None:
        """Outline cards for the selected finding: object id -> "source"/"found"/"missed"."""
        texts = mark_texts()
        for object_id in self._marks.keys() | marks.keys():
            item = self.cards.get(object_id)
            if item is not None:
                mark = marks.get(object_id)
                item.set_mark(mark, texts.get(mark or "", ""))
        self._marks = dict(marks)

    def selected_ids(self) -> list[str]:
        items = [i for i in self.selectedItems() if isinstance(i, CardItem)]
        return [i.object_id for i in items]

    def select_ids(self, ids: Iterable[str]) -> None:
        wanted = set(ids)
        self._syncing = True
        try:
            for object_id in wanted ^ set(self.selected_ids()):
                item = self.cards.get(object_id)
                if item is not None:
                    item.setSelected(object_id in wanted)
        finally:
            self._syncing = False

    def _emit_selection(self) -> None:
        if not self._syncing:
            self.selection_changed.emit(self.selected_ids())

    def set_drop_hint(
        self, key: tuple[str, str | None] | None, hint: str = "ok", mark: Rect | None = None
    ) -> None:
        """Light the zone a drag is over; `mark`: where in an ordered zone the drop goes.
        (Called at every mouse move of a drag: only the zones lit before and now change.)"""
        if self._lit is not None and self._lit != key and self._lit in self.zones:
            self.zones[self._lit].set_hint(None)
        if key is not None and key in self.zones:
            self.zones[key].set_hint(hint)
        self._lit = key
        self.insert_mark.setVisible(mark is not None)
        if mark is not None:
            self.insert_mark.setRect(QRectF(mark.x, mark.y, mark.w, mark.h))


def order_hint(pile: bool) -> str:
    """How to read (and change) the order of an ordered zone."""
    if pile:
        return QCoreApplication.translate(
            "Zone",
            "The top card is the front one, at the bottom of the pile. Drop a card where it"
            " should go to put it there.",
        )
    return QCoreApplication.translate(
        "Zone",
        "The newest (top) is on the right. Drop a card where it should go to put it there.",
    )


def mark_texts() -> dict[str, str]:
    return {
        "source": QCoreApplication.translate("Card", "source", "the card whose ability it is"),
        "found": QCoreApplication.translate("Card", "✔ found", "the ability finds this card"),
        "missed": QCoreApplication.translate("Card", "✘ missed", "the ability does not find it"),
    }


def _uncovered(positions: list[tuple[float, float]]) -> set[int]:
    """The cards of a crowded zone (drawn back to front) that show at least UNCOVERED_PX of
    themselves beside the card in front, the ZONE_SHOWN front ones at most: in a deck or hand
    of thousands the others lie under the next card within a pixel or two, and are neither
    drawn nor built (a big table opens in seconds, not minutes)."""
    shown: set[int] = set()
    last: tuple[float, float] | None = None
    for index in range(len(positions) - 1, -1, -1):  # from the front card backwards
        x, y = positions[index]
        if last is None or max(abs(last[0] - x), abs(last[1] - y)) >= UNCOVERED_PX:
            shown.add(index)
            last = (x, y)
            if len(shown) == ZONE_SHOWN:
                break
    return shown


def _covered(positions: list[tuple[float, float]], shown: set[int] | None) -> set[int]:
    """The drawn cards that show less than COVERED_PX of themselves beside the next card
    drawn (in front of them)."""
    drawn = sorted(shown) if shown is not None else range(len(positions))
    covered: set[int] = set()
    for index, front in pairwise(drawn):
        (x, y), (fx, fy) = positions[index], positions[front]
        if max(abs(fx - x), abs(fy - y)) < COVERED_PX:
            covered.add(index)
    return covered


def _drawing_order(area: ZoneArea, objects: list[GameObject]) -> list[GameObject]:
    """Back to front. Board order is top first: piles draw the top card last (in front, at the
    bottom of the cascade); the chain and stack read left to right, newest (top) on the right."""
    return list(reversed(objects)) if drawn_reversed(area) else objects
