"""Random user-action sequences for the save → reload property (tests/scenario/test_reload.py).

A sequence starts from a bundled example or a generated board and applies random actions of
every kind, with ids drawn mostly from the board as it is (so removals, moves between every
zone and effects on real objects happen often), sometimes a hand-written id the app might also
invent (`e2`, `o3`). Everything is drawn from one `random.Random(seed)`, so a seed replays a
sequence exactly.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from sandbox.cards.library import bundled_library
from sandbox.model import (
    DURATIONS,
    EFFECT_KINDS,
    LINK_ROLES,
    RELATIVE_PLAYERS,
    Action,
    ActionRefused,
    AddEffect,
    AddObject,
    AddReference,
    AdvanceTurn,
    Board,
    Choice,
    Duration,
    Effect,
    MakeChoice,
    MoveObject,
    ObjectFilter,
    Player,
    RemoveEffect,
    RemoveObject,
    RemoveReference,
    ReplaceReference,
    SetCard,
    SetController,
    SetFace,
    SetFaceDown,
    SetLinks,
    SetOwner,
    SetTargets,
    SwitchEffect,
    TurnFaceUp,
    apply,
    ruleset_for,
)
from sandbox.scenario.files import load_scenario

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "resources" / "scenarios").rglob("*.json"))
ODD_IDS = ("e2", "e3", "o1", "o3", "x", "ghost")
NAMES = ("Snatch", "Island", "Head Jab", "Zürich <b>é</b>", "a\tb", "")


def start_board(rng: random.Random) -> Board:
    """A bundled example (as its file leaves it) or a small generated board."""
    if rng.random() < 0.5:
        return load_scenario(rng.choice(EXAMPLES)).board
    game = rng.choice(("fab", "mtg"))
    count = rng.randint(2, 4)
    players = tuple(Player(f"p{i}", f"Player {i}") for i in range(count))
    board = Board(game, players, active_player="p0")
    for _ in range(rng.randint(0, 8)):
        board = _try(board, _add_object(rng, board))
    return board


def random_sequence(rng: random.Random, board: Board, length: int) -> Board:
    """`board` after `length` random actions (refused ones change nothing)."""
    for _ in range(length):
        board = _try(board, random_action(rng, board))
    return board


def _try(board: Board, action: Action) -> Board:
    try:
        return apply(board, action)
    except ActionRefused:
        return board


def _object_id(rng: random.Random, board: Board) -> str:
    if board.objects and rng.random() < 0.9:
        return rng.choice(board.objects).id
    return rng.choice(ODD_IDS)


def _player(rng: random.Random, board: Board) -> str:
    return rng.choice(board.player_ids)


def _zone(rng: random.Random, board: Board) -> str:
    return rng.choice(ruleset_for(board.game).zone_kinds)


def _add_object(rng: random.Random, board: Board) -> AddObject:
    card = rng.choice(bundled_library().cards(board.game))
    under = _object_id(rng, board) if board.objects and rng.random() < 0.2 else None
    object_id = rng.choice(ODD_IDS) if rng.random() < 0.2 else None
    owner = _player(rng, board)
    return AddObject(
        card,
        owner,
        _zone(rng, board),
        _player(rng, board) if rng.random() < 0.3 else None,
        _player(rng, board) if rng.random() < 0.3 else None,
        object_id,
        rng.random() < 0.5,
        rng.random() < 0.2,
        under,
    )


def _filter(rng: random.Random, board: Board) -> ObjectFilter:
    groups = [*ruleset_for(board.game).groups, *ruleset_for(board.game).zone_kinds]
    words = [*RELATIVE_PLAYERS, *board.player_ids]
    ids: tuple[str, ...] = ()
    if board.objects and rng.random() < 0.3:
        ids = tuple({_object_id(rng, board) for _ in range(rng.randint(1, 2))})
        ids = tuple(i for i in ids if board.object(i) is not None)
    return ObjectFilter(
        zones=tuple(rng.sample(groups, rng.randint(0, 2))),
        owner=rng.choice(words),
        controller=rng.choice(words),
        object_ids=ids,
        top=rng.randint(0, 2),
    )


def _effect(rng: random.Random, board: Board) -> Effect:
    on_object = board.objects and rng.random() < 0.6
    source = _object_id(rng, board) if board.objects and rng.random() < 0.6 else None
    return Effect(
        rng.choice(EFFECT_KINDS),
        _player(rng, board),
        source if source is not None and board.object(source) else None,
        rng.choice(NAMES),
        Duration(rng.choice(DURATIONS), _player(rng, board)),
        _object_id(rng, board) if on_object else None,
        None if on_object else _filter(rng, board),
        rng.choice(NAMES),
        rng.randint(0, 3),
        rng.random() < 0.5,
        rng.choice(bundled_library().cards(board.game)) if rng.random() < 0.3 else None,
        Choice("named", rng.choice(NAMES), _player(rng, board)) if rng.random() < 0.2 else None,
    )


def _reference(rng: random.Random, board: Board) -> Action:
    printed = [r for c in bundled_library().cards(board.game) for r in c.references]
    spec = replace(rng.choice(printed), key=f"judge{rng.randint(0, 3)}", origin="written")
    if rng.random() < 0.4:
        spec = replace(spec, among=_filter(rng, board))
    whole_card = rng.random() < 0.3
    if rng.random() < 0.3:
        return ReplaceReference(_object_id(rng, board), spec, whole_card)
    return AddReference(_object_id(rng, board), spec, whole_card)


def _effect_id(rng: random.Random, board: Board) -> str:
    if board.effects and rng.random() < 0.9:
        return rng.choice(board.effects).id
    return rng.choice(ODD_IDS)


def random_action(rng: random.Random, board: Board) -> Action:
    """One action of a random kind, on the ids of `board`."""
    kind = rng.randrange(17)
    oid = _object_id(rng, board)
    if kind == 0:
        return _add_object(rng, board)
    if kind in (1, 2):
        index = rng.choice((None, None, 0, 1, 5, -1))
        zone = _zone(rng, board)
        player = _player(rng, board) if rng.random() < 0.3 else None
        return MoveObject(oid, zone, player, None, rng.random() < 0.3, index)
    if kind == 3:
        return SetCard(oid, rng.choice(bundled_library().cards(board.game)))
    if kind in (4, 5):
        return RemoveObject(oid)
    if kind == 6:
        return SetOwner(oid, _player(rng, board))
    if kind == 7:
        return SetController(oid, _player(rng, board))
    if kind == 8:
        return SetFaceDown(oid, rng.random() < 0.5)
    if kind == 9:
        return SetFace(oid, rng.randint(-1, 2))
    if kind in (10, 11):
        return AddEffect(_effect(rng, board))
    if kind == 12:
        effect_id = _effect_id(rng, board)
        if rng.random() < 0.5:
            return RemoveEffect(effect_id)
        return SwitchEffect(effect_id, rng.random() < 0.5)
    if kind == 13:
        choice = Choice(rng.choice(("named", "other")), rng.choice(NAMES), _player(rng, board))
        return MakeChoice(oid, replace(choice, secret=rng.random() < 0.3), rng.random() < 0.3)
    if kind == 14:
        pool = [o.id for o in board.objects] + list(board.player_ids)
        if rng.random() < 0.4 and board.objects:
            linked = rng.sample([o.id for o in board.objects], min(2, len(board.objects)))
            return SetLinks(oid, tuple((rng.choice(LINK_ROLES), i) for i in linked))
        return SetTargets(oid, tuple(rng.sample(pool, min(len(pool), rng.randint(0, 2)))))
    if kind == 15:
        if rng.random() < 0.5:
            return _reference(rng, board)
        key = f"judge{rng.randint(0, 3)}"
        return RemoveReference(oid, key, rng.random() < 0.3)
    if rng.random() < 0.5:
        return TurnFaceUp(oid, _player(rng, board))
    return AdvanceTurn(_player(rng, board) if rng.random() < 0.5 else None)
