"""A table with a long history for the load benchmark: the derive benchmark's FaB board and
as many actions after it, the kinds a long session makes (moves between zones, most of them;
objects turned face down and up, effects switched off and on, cards added and removed)."""

from __future__ import annotations

import random

from sandbox.bench.fab_boards import PLAYERS, fab_board
from sandbox.model import (
    Action,
    AddObject,
    Board,
    MoveObject,
    RemoveObject,
    SetFaceDown,
    SwitchEffect,
    Zone,
)

_MOVES: tuple[Zone, ...] = ("graveyard", "banished", "hand", "deck", "pitch", "arsenal")


def history_actions(board: Board, count: int, seed: int = 1) -> list[Action]:
    """`count` actions that can be applied to `board` in order."""
    rng = random.Random(seed)
    ids = [obj.id for obj in board.objects]
    cards = {obj.card.name: obj.card for obj in board.objects}
    effects = [effect.id for effect in board.effects]
    actions: list[Action] = []
    added: list[str] = []
    for number in range(count):
        roll = number % 20
        if roll == 0 and effects:
            actions.append(SwitchEffect(rng.choice(effects), number % 40 != 0))
        elif roll == 1:
            actions.append(SetFaceDown(rng.choice(ids), number % 40 != 1))
        elif roll == 2:
            new_id = f"added-{number}"
            card = cards[rng.choice(sorted(cards))]
            actions.append(AddObject(card, rng.choice(PLAYERS), "hand", object_id=new_id))
            added.append(new_id)
        elif roll == 3 and added:
            actions.append(RemoveObject(added.pop()))
        else:
            actions.append(MoveObject(rng.choice(ids), rng.choice(_MOVES)))
    return actions


def history_board(objects: int) -> Board:
    """The board the history starts from."""
    return fab_board(objects)
