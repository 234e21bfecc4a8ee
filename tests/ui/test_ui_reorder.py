"""Dropping at a place in an ordered zone: a deck, a graveyard, the combat chain, the stack.

Through the real drop handlers, at points relative to the cards as they are drawn: in a pile
the top card is the front one (lowest), on the chain the newest is the rightmost.
"""

from __future__ import annotations

import pytest
from ui_helpers import card_point, drag_over, drop_at, drop_on, zone_point

from sandbox.model import Board
from sandbox.ui.board.layout import Rect, ZoneArea
from sandbox.ui.board.zone_cards import drop_index, insert_mark
from sandbox.ui.kit.mime import CardRef, card_mime, objects_mime
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

NO_AMNESIA = scenarios_dir() / "fab" / "f19-righteous-cleansing-no-amnesia.json"


def order(board: Board, zone: str, zone_owner: str | None = None) -> list[str]:
    return [o.id for o in board.objects if (o.zone, o.zone_owner) == (zone, zone_owner)]


def banished(window: MainWindow) -> list[str]:
    finding = window.document.derived.finding("cleansing:banish")
    assert finding is not None
    return sorted(finding.found)


@pytest.fixture
def cleansing(window: MainWindow) -> MainWindow:
    assert window.files.open_path(NO_AMNESIA, remember=False)
    assert order(window.document.board, "deck", "ben") == ["d1", "d2", "d3", "d4", "d5", "d6"]
    assert banished(window) == ["d1", "d2"]
    return window


def test_the_bottom_card_dropped_in_front_of_the_pile_goes_on_top(cleansing: MainWindow) -> None:
    view, document = cleansing.board_view, cleansing.document
    drop_at(view, objects_mime(["d6"]), card_point(view, "d1", fy=0.9))
    assert order(document.board, "deck", "ben") == ["d6", "d1", "d2", "d3", "d4", "d5"]
    assert banished(cleansing) == ["d1", "d2", "d6"]  # a third Sink Below in the top five
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Reorder Deck"
    cards = cleansing.scene.cards
    assert cards["d6"].y() > cards["d1"].y() and cards["d6"].zValue() > cards["d1"].zValue()
    document.undo_stack.undo()
    assert order(document.board, "deck", "ben") == ["d1", "d2", "d3", "d4", "d5", "d6"]
    assert banished(cleansing) == ["d1", "d2"]
    assert cards["d6"].y() < cards["d1"].y()


def test_two_cards_dropped_at_the_back_go_to_the_bottom_in_one_step(cleansing: MainWindow) -> None:
    view, document = cleansing.board_view, cleansing.document
    drop_at(view, objects_mime(["d2", "d1"]), card_point(view, "d6", fy=0.05))
    assert order(document.board, "deck", "ben") == ["d3", "d4", "d5", "d6", "d1", "d2"]
    assert banished(cleansing) == ["d1", "d6"]  # d2 is sixth now
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert order(document.board, "deck", "ben") == ["d1", "d2", "d3", "d4", "d5", "d6"]


def test_a_card_dropped_between_two_goes_between_them(cleansing: MainWindow) -> None:
    view, document = cleansing.board_view, cleansing.document
    # d3's strip, above its middle: between d3 and d4 (drawn above d3, deeper in the deck)
    drop_at(view, objects_mime(["d1"]), card_point(view, "d3", fy=0.05))
    assert order(document.board, "deck", "ben") == ["d2", "d3", "d1", "d4", "d5", "d6"]
    assert banished(cleansing) == ["d1", "d2"]


def test_a_drag_over_an_ordered_zone_shows_where_the_card_goes(cleansing: MainWindow) -> None:
    view, scene = cleansing.board_view, cleansing.scene
    drag_over(view, objects_mime(["d6"]), card_point(view, "d1", fy=0.9))
    mark = scene.insert_mark
    assert mark.isVisible()
    assert mark.rect().top() > scene.cards["d1"].y()  # below the top card: it goes on top
    drag_over(view, objects_mime(["d6"]), zone_point(view, "hand", "ben"))
    assert not mark.isVisible()  # a hand has no order
    drop_on(view, objects_mime(["d6"]), "hand", "ben")
    assert not mark.isVisible() and all(z.hint is None for z in scene.zones.values())


def test_the_combat_chain_reorders_left_to_right(window: MainWindow) -> None:
    view, document = window.board_view, window.document
    assert order(document.board, "combat_chain") == ["gustwave", "head-jab"]  # gustwave newest
    combo = document.derived.finding("gustwave:combo")
    assert combo is not None and combo.found == ("head-jab",)  # the link below Gustwave
    drop_at(view, objects_mime(["head-jab"]), zone_point(view, "combat_chain", None, fx=0.9))
    assert order(document.board, "combat_chain") == ["head-jab", "gustwave"]
    assert window.scene.cards["head-jab"].x() > window.scene.cards["gustwave"].x()
    assert document.derived.names["head-jab"].names == ("Head Jab", "Surging Strike")  # kept
    combo = document.derived.finding("gustwave:combo")
    assert combo is not None and combo.status == "fails"  # no attack before Gustwave now
    drop_at(view, objects_mime(["head-jab"]), card_point(view, "gustwave", fx=0.2))
    assert order(document.board, "combat_chain") == ["gustwave", "head-jab"]
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert order(document.board, "combat_chain") == ["head-jab", "gustwave"]
    document.undo_stack.undo()
    assert document.derived.finding("gustwave:combo").found == ("head-jab",)  # type: ignore[union-attr]


def test_a_card_from_another_zone_goes_where_it_is_dropped(window: MainWindow) -> None:
    view, document = window.board_view, window.document
    assert order(document.board, "graveyard", "tyler") == ["mask"]
    drop_at(view, objects_mime(["gustwave"]), card_point(view, "mask", fy=0.05))
    assert order(document.board, "graveyard", "tyler") == ["mask", "gustwave"]  # at the bottom
    drop_on(view, objects_mime(["head-jab"]), "graveyard", "tyler")  # below the pile: on top
    assert order(document.board, "graveyard", "tyler") == ["head-jab", "mask", "gustwave"]
    drop_on(view, objects_mime(["mask"]), "graveyard", "nic")
    assert document.undo_stack.undoText() == "Move Mask of Many Faces to Graveyard"


def test_a_palette_card_goes_where_it_is_dropped(cleansing: MainWindow) -> None:
    view, document = cleansing.board_view, cleansing.document
    drop_at(view, card_mime(CardRef("fab", "Snatch", "1")), card_point(view, "d6", fy=0.05))
    deck = order(document.board, "deck", "ben")
    assert deck[:6] == ["d1", "d2", "d3", "d4", "d5", "d6"] and len(deck) == 7
    assert document.board.object(deck[6]).card.name == "Snatch"  # type: ignore[union-attr]
    assert document.undo_stack.count() == 1


def test_dropping_on_an_unordered_zone_is_unchanged(window: MainWindow) -> None:
    view, document = window.board_view, window.document
    drop_on(view, objects_mime(["katsu"]), "hero", "tyler")
    assert document.undo_stack.count() == 0


def test_drop_index_in_a_pile_and_a_row() -> None:
    pile = ZoneArea("deck", "ben", Rect(0, 0, 100, 314), pile=True)
    # three cards cascade from y=20, 24 apart; the front (top) card is the lowest
    assert drop_index(pile, 3, 50, 10) == 3  # above them all: the bottom
    assert drop_index(pile, 3, 50, 50) == 2  # above the middle of the second strip: under it
    assert drop_index(pile, 3, 50, 300) == 0  # below the front card's middle: the top
    assert drop_index(pile, 0, 50, 50) == 0
    chain = ZoneArea("combat_chain", None, Rect(0, 0, 948, 154), pile=False)
    assert drop_index(chain, 2, 5, 50) == 2  # left of the oldest: the bottom
    assert drop_index(chain, 2, 900, 50) == 0  # right of the newest: the top
    mark = insert_mark(pile, 3, 3)
    assert mark.y >= 0 and mark.y + mark.h <= 314


def test_an_ordered_zone_says_which_end_is_the_top(window: MainWindow) -> None:
    zones = window.scene.zones
    assert "front one" in zones[("deck", "tyler")].toolTip()
    assert "on the right" in zones[("combat_chain", None)].toolTip()
    assert zones[("hand", "tyler")].toolTip() == ""
