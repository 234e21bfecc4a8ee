"""Property tests: derive is deterministic, and no sequence of user actions makes the model raise
anything but a clean ActionRefused."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Action,
    ActionRefused,
    AddEffect,
    AddObject,
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
    SetController,
    SetFace,
    SetFaceDown,
    SetOwner,
    SwitchEffect,
    apply,
    derive,
    ruleset_for,
)

GAMES = [g for g in ("fab", "mtg") if bundled_library().cards(g)]
PLAYERS = ("ann", "ben", "cat")
IDS = ("o1", "o2", "o3", "o4", "o5", "o6", "ghost")
NAMES = ("Surging Strike", "Snatch", "Island", "Head Jab", "", "Frostbite")


def action_strategy(game: str) -> st.SearchStrategy[Action]:
    cards = bundled_library().cards(game)
    zones = [*ruleset_for(game).zone_kinds, "nowhere"]
    players = st.sampled_from([*PLAYERS, "nobody"])
    ids = st.sampled_from(IDS)
    card = st.sampled_from(cards)
    duration = st.builds(
        Duration,
        st.sampled_from(["indefinite", "this_turn", "until_next_turn_of", "while_source_in_play"]),
        st.none() | players,
    )
    affects = st.none() | st.builds(
        ObjectFilter,
        owner=players | st.just("any"),
        zones=st.tuples() | st.tuples(st.sampled_from(zones)),
    )
    return st.one_of(
        st.builds(
            AddObject,
            card,
            players,
            st.sampled_from(zones),
            st.none() | players,
            st.none() | players,
            st.none() | ids,
            st.booleans(),
            st.booleans(),
            st.none() | ids,
        ),
        st.builds(
            MoveObject,
            ids,
            st.sampled_from(zones),
            st.none() | players,
            st.none() | players,
            st.booleans(),
        ),
        st.builds(RemoveObject, ids),
        st.builds(SetOwner, ids, players),
        st.builds(SetController, ids, players),
        st.builds(SetFaceDown, ids, st.booleans()),
        st.builds(SetFace, ids, st.integers(-2, 3)),
        st.builds(
            AddEffect,
            st.builds(
                Effect,
                st.sampled_from(["lose_names", "gain_name", "name_sticker", "copy", "fly"]),
                players,
                st.none() | ids,
                st.text(max_size=5),
                duration,
                st.none() | ids,
                affects,
                st.sampled_from(NAMES),
                st.integers(0, 4),
                st.booleans(),
                st.none() | card,
                st.none() | st.builds(Choice, st.just("named"), st.sampled_from(NAMES)),
            ),
        ),
        st.builds(RemoveEffect, st.sampled_from(["e1", "e2", "e3", "e9"])),
        st.builds(SwitchEffect, st.sampled_from(["e1", "e2", "e3"]), st.booleans()),
        st.builds(
            MakeChoice,
            ids,
            st.builds(Choice, st.just("named"), st.sampled_from(NAMES), players),
        ),
        st.builds(AdvanceTurn, st.none() | players),
    )


def empty_board(game: str) -> Board:
    return Board(game, tuple(Player(p, p.title()) for p in PLAYERS), active_player="ann")


def run(game: str, actions: list[Action]) -> Board:
    board = empty_board(game)
    for action in actions:
        try:
            board = apply(board, action)
        except ActionRefused as refused:
            assert refused.reason.code.startswith(("action.", "filter."))
        derive(board)
    return board


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_action_sequences_never_raise(game: str, data: Any) -> None:
    actions = data.draw(st.lists(action_strategy(game), max_size=40))
    run(game, actions)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_derive_is_deterministic(game: str, data: Any) -> None:
    actions = data.draw(st.lists(action_strategy(game), max_size=30))
    board = run(game, actions)
    rebuilt = run(game, actions)
    assert derive(board) == derive(board) == derive(rebuilt)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_an_action_never_changes_the_board_it_started_from(game: str, data: Any) -> None:
    """Undo restores the board before; that is only sound if `apply` never mutates it."""
    from sandbox.scenario.write import from_board

    board = empty_board(game)
    for action in data.draw(st.lists(action_strategy(game), max_size=20)):
        before = from_board(board).model_dump_json()
        try:
            after = apply(board, action)
        except ActionRefused:
            after = board
        assert from_board(board).model_dump_json() == before
        board = after
