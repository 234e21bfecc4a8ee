"""BoardIndex.objects_in: a zone's objects in board order, however the zone is split into
players' parts (the views and the resolutions list them in board order)."""

from __future__ import annotations

from sandbox.cards.library import bundled_library
from sandbox.model import Board, GameObject, Player, ruleset_for
from sandbox.model.index import BoardIndex

PLAYERS = (Player("ann", "Ann"), Player("ben", "Ben"))


def _board(objects: tuple[GameObject, ...]) -> Board:
    return Board("mtg", PLAYERS, objects, (), active_player="ann")


def test_a_shared_zone_comes_whole_and_in_board_order() -> None:
    bears = bundled_library().resolve("mtg", "Grizzly Bears")
    objects = (
        GameObject("b1", bears, "ann", "ann", "battlefield"),
        GameObject("h1", bears, "ann", "ann", "hand", "ann"),
        GameObject("b2", bears, "ben", "ben", "battlefield"),
    )
    index = BoardIndex(_board(objects), ruleset_for("mtg"))
    assert [o.id for o in index.objects_in("battlefield")] == ["b1", "b2"]
    assert [o.id for o in index.objects_in("hand")] == ["h1"]
    assert list(index.objects_in("exile")) == []


def test_a_zone_split_into_parts_still_comes_in_board_order() -> None:
    """Objects of one zone kind under different zone owners (a file may say so): read across
    the parts in board order, not part after part."""
    bears = bundled_library().resolve("mtg", "Grizzly Bears")
    objects = (
        GameObject("s1", bears, "ann", "ann", "stack", "ann"),
        GameObject("s2", bears, "ben", "ben", "stack"),
        GameObject("s3", bears, "ann", "ann", "stack", "ann"),
    )
    index = BoardIndex(_board(objects), ruleset_for("mtg"))
    assert [o.id for o in index.objects_in("stack")] == ["s1", "s2", "s3"]
