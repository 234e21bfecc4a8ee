"""derive touches nothing outside itself (issue 10, point 8): no process-wide switch such as the
garbage collector (an import may be running on another thread), nothing kept from one board
for another, and an acyclic result that reference counting frees by itself."""

from __future__ import annotations

import gc

import pytest

from sandbox.bench.fab_boards import fab_board
from sandbox.bench.mtg_boards import mtg_board
from sandbox.model import Board, CardDef, Effect, Face, GameObject, ObjectFilter, Player, derive


def test_derive_never_switches_the_garbage_collector(monkeypatch: pytest.MonkeyPatch) -> None:
    def switched(*_args: object) -> None:
        raise AssertionError("derive changed the process's garbage collector")

    for name in ("disable", "enable", "freeze", "set_threshold"):
        monkeypatch.setattr(gc, name, switched)
    assert gc.isenabled()
    for board in (fab_board(1_000, 1), mtg_board(1_000, 1)):
        assert derive(board).names
        assert gc.isenabled()


def test_what_derive_builds_is_freed_without_the_collector() -> None:
    board = fab_board(1_000, 1)
    derive(board)
    gc.collect()
    gc.disable()  # the test's own pause, so the collection below sees derive's garbage only
    try:
        derive(board)  # the result is dropped at once
        unreachable = gc.collect()
    finally:
        gc.enable()
    assert unreachable == 0  # no reference cycle: reference counting freed it all


def _board(card_name: str, controller_name: str) -> Board:
    """One FaB object of a fresh card named `card_name`, and an Amnesia-like effect on it
    controlled by a player called `controller_name`: the same ids every time."""
    card = CardDef("fab", card_name, (Face(card_name, ("Action",)),), pitch="1")
    players = (Player("ann", controller_name), Player("ben", "Ben"))
    effect = Effect(
        "lose_names", "ann", id="e1", source_name="Amnesia", affects=ObjectFilter(owner="ben")
    )
    objects = (
        GameObject("o1", card, "ann", "ann", "hand", "ann"),
        GameObject("o2", card, "ben", "ben", "hand", "ben"),
    )
    return Board("fab", players, objects, (effect,), active_player="ann")


def test_two_boards_never_share_an_entry() -> None:
    # Fresh cards each round, the old board freed first: a cache keyed by id() that outlived
    # its board would hand a new card (at a reused address) the old card's names.
    for round_number in range(40):
        card_name = "Head Jab" if round_number % 2 else "Surging Strike"
        controller = f"Player {round_number}"
        derived = derive(_board(card_name, controller))
        assert derived.names["o1"].names == (card_name,)
        assert derived.names["o2"].names == ()  # Amnesia (F10, FaB 1.0.2)
        assert derived.effects["e1"].param("controller") == controller
        del derived
        gc.collect()
