"""A deck onto the table: each card where a game starts, owned by its player, as the model's
own AddObject actions (the window applies them as one undo step)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from sandbox.cards.resolver import CardResolver
from sandbox.decks.formats import read_deck_file
from sandbox.decks.resolve import read_deck
from sandbox.decks.table import deck_actions, put_deck
from sandbox.model import AddObject, Board, Player

DATA = Path(__file__).parent / "data"
PLAYERS = (Player("ann", "Ann"), Player("ben", "Ben"))


def _deck(name: str, game: str):  # type: ignore[no-untyped-def]
    resolver = CardResolver.library_only()
    return read_deck(read_deck_file(DATA / name), game, resolver)  # type: ignore[arg-type]


def test_fab_cards_go_to_hero_weapon_equipment_and_deck_zones() -> None:
    board = put_deck(
        Board("fab", PLAYERS, active_player="ann"), _deck("fabrary-lists.txt", "fab"), "ben"
    )
    zones = Counter((o.card.name, o.zone) for o in board.objects)
    assert zones[("Bravo, Showstopper", "hero")] == 1
    assert zones[("Dawnblade, Resplendent", "weapon")] == 1
    assert zones[("Mask of Many Faces", "head")] == 1
    assert zones[("Head Jab", "deck")] == 8
    assert {(o.owner, o.controller, o.zone_owner) for o in board.objects} == {("ben", "ben", "ben")}


def test_the_deck_reads_top_down_in_the_lists_order() -> None:
    board = put_deck(Board("fab", PLAYERS, active_player="ann"), _deck("fabrary.txt", "fab"), "ann")
    deck = [o.card.name for o in board.objects if o.zone == "deck"]
    assert deck[:4] == ["Spike Pit Trap"] * 3 + ["Burdens of the Past"]
    assert deck[-1] == "Snatch"


def test_mtg_commander_in_the_command_zone_sideboard_and_companion_outside() -> None:
    board = Board("mtg", PLAYERS, active_player="ann")
    deck = _deck("arena-commander.txt", "mtg")
    placement = deck_actions(board, deck, "ann")
    assert all(isinstance(a, AddObject) for a in placement.actions)
    assert (placement.added, placement.outside) == (34, 1)
    after = put_deck(board, deck, "ann")
    command = [o.card.name for o in after.objects if o.zone == "command"]
    assert command == ["Valki, God of Lies // Tibalt, Cosmic Impostor"]
    assert Counter(o.zone for o in after.objects)["library"] == 33
    assert "Fae of Wishes // Granted" not in {o.card.name for o in after.objects}


def test_a_deck_joins_a_table_that_has_cards_already() -> None:
    board = put_deck(Board("mtg", PLAYERS, active_player="ann"), _deck("mtgo.dek", "mtg"), "ann")
    both = put_deck(board, _deck("cockatrice.cod", "mtg"), "ben")
    assert len({o.id for o in both.objects}) == len(both.objects) == 23 + 23
    assert Counter(o.owner for o in both.objects) == {"ann": 23, "ben": 23}
