"""Nothing written is dropped: a board and its history (actions) survive save and load.

Random starting boards and random action sequences (only those the model accepts) are saved
with `from_history` and loaded again: the starting board, every board after each action and
the final board are equal, and saving again gives the same bytes.
"""

from __future__ import annotations

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
    LooksFor,
    MakeChoice,
    MoveObject,
    ObjectFilter,
    Player,
    ReferenceSpec,
    RemoveObject,
    SetFace,
    SetFaceDown,
    SetTargets,
    apply,
)
from sandbox.scenario.files import ScenarioError, parse_scenario, scenario_json
from sandbox.scenario.write import from_history

CARDS = ("Grizzly Bears", "Clone", "Meddling Mage", "Lightning Bolt", "Delver of Secrets")
ZONES = ("battlefield", "hand", "graveyard", "exile", "stack", "library")
PLAYERS = ("ann", "ben")
WRITTEN = ReferenceSpec(
    "judge", "a Grizzly Bears", "identification", LooksFor("names", ("Grizzly Bears",)),
    ObjectFilter(zones=("battlefield",)), origin="written", targets=(0,),
)  # fmt: skip


def _action(draw: st.DrawFn, board: Board) -> Action:
    ids = [o.id for o in board.objects] or ["none"]
    some = st.sampled_from(ids)
    who = st.sampled_from(PLAYERS)
    kind = draw(st.integers(0, 11))
    if kind == 0:
        card = bundled_library().resolve("mtg", draw(st.sampled_from(CARDS)), None)
        return AddObject(
            card,
            draw(who),
            draw(st.sampled_from(ZONES)),
            face_down=draw(st.booleans()),
            choices=(Choice("named", "Lightning Bolt", draw(who), ability="stop"),),
            references=(WRITTEN,) if draw(st.booleans()) else (),
            targets=tuple(draw(st.lists(some, max_size=2))),
        )
    if kind == 1:
        return MoveObject(draw(some), draw(st.sampled_from(ZONES)))
    if kind == 2:
        return SetFaceDown(draw(some), draw(st.booleans()))
    if kind == 3:
        name = draw(st.sampled_from(("Bruiser", "Grizzly Bears")))
        return AddEffect(Effect("gain_name", draw(who), target=draw(some), name=name))
    if kind == 4:
        return AddEffect(Effect("copy", draw(who), target=draw(some), copy_of_object=draw(some)))
    if kind == 5:
        return AddEffect(
            Effect("name_sticker", draw(who), target=draw(some), name="Grumpy", position=1)
        )
    if kind == 6:
        return AdvanceTurn()
    if kind == 7:
        return MakeChoice(draw(some), Choice("named", "Grizzly Bears", draw(who)))
    if kind == 8:
        return SetTargets(draw(some), tuple(draw(st.lists(some, max_size=2))))
    if kind == 9:
        duration = Duration("this_turn")
        return AddEffect(
            Effect("gain_ability", draw(who), target=draw(some), ability=WRITTEN, duration=duration)
        )
    if kind == 10:
        return SetFace(draw(some), draw(st.integers(0, 1)))
    return RemoveObject(draw(some))


@st.composite
def histories(draw: st.DrawFn) -> tuple[Board, list[Action], list[Board]]:
    start = Board("mtg", tuple(Player(p, p.title()) for p in PLAYERS), active_player="ann")
    start = apply(
        start,
        AddObject(bundled_library().resolve("mtg", "Grizzly Bears", None), "ann", "battlefield"),
    )
    board, actions, boards = start, [], []
    for _ in range(draw(st.integers(0, 10))):
        action = _action(draw, board)
        try:
            board = apply(board, action)
        except ActionRefused:
            continue
        actions.append(action)
        boards.append(board)
    return start, actions, boards


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(histories())
def test_load_save_load_keeps_the_boards_and_the_history(
    history: tuple[Board, list[Action], list[Board]],
) -> None:
    start, actions, boards = history
    text = scenario_json(from_history(start, actions))
    try:
        again = parse_scenario(text, "table.json")
    except ScenarioError as error:  # pragma: no cover - shown on failure
        pytest.fail(f"{error}\n{text}")
    assert again.start == start
    assert list(again.history) == boards
    assert again.board == (boards[-1] if boards else start)
    assert scenario_json(from_history(again.start, again.actions)) == text
