"""Property and fuzz tests on Magic boards: any sequence of actions (stickers, copies, names set,
faces, targets, the special action, moves) keeps the rules' invariants and never crashes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Action,
    ActionRefused,
    AddEffect,
    AddObject,
    AddReference,
    Board,
    Choice,
    Derived,
    Effect,
    LooksFor,
    MakeChoice,
    MoveObject,
    ObjectFilter,
    Player,
    Reason,
    ReferenceSpec,
    RemoveObject,
    SetController,
    SetFace,
    SetFaceDown,
    SetTargets,
    TurnFaceUp,
    apply,
    derive,
)
from sandbox.model.rulesets import MTG
from sandbox.scenario.files import ScenarioError, parse_scenario

PLAYERS = ("ann", "ben")
IDS = ("o1", "o2", "o3", "o4", "o5", "o6")
CARDS = (
    "Fire // Ice",
    "Akki Lavarunner // Tok-Tok, Volcano Born",
    "Delver of Secrets // Insectile Aberration",
    "Bonecrusher Giant // Stomp",
    "Bruna, the Fading Light // Brisela, Voice of Nightmares",
    "Wolf in _____ Clothing",
    "_____",
    "Knight in _____ Armor",
    "Runed Halo",
    "Double Stroke",
    "Warren-Scourge Elf",
    "Ornithopter",
    "Golgothian Sylex",
    "Zombie",
)
NAMES = ("Fire", "Ice", "Ornithopter", "Stomp", "Tok-Tok, Volcano Born", "Sheep's", "")
SPECS = (
    ReferenceSpec("same", "same name", "identification",
                  LooksFor("shared_name"), ObjectFilter(("battlefield",))),
    ReferenceSpec("different", "different names", "identification",
                  LooksFor("different_names"), ObjectFilter(("graveyard", "exile"))),
    ReferenceSpec("halo", "protection from the chosen name", "identification",
                  LooksFor("chosen"), ObjectFilter(("stack",)), protection="you"),
)  # fmt: skip
EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "resources/scenarios/mtg").glob("*.json"))


def actions() -> st.SearchStrategy[Action]:
    library = bundled_library()
    card = st.sampled_from([library.resolve("mtg", name) for name in CARDS])
    ids, players = st.sampled_from(IDS), st.sampled_from(PLAYERS)
    zones = st.sampled_from(MTG.zone_kinds)
    kinds = st.sampled_from(["name_sticker", "copy", "set_name", "gain_name", "lose_names"])
    targets = st.lists(ids | players, max_size=3).map(tuple)
    effect = st.builds(AddEffect, st.builds(
        Effect, kinds, players, target=ids, name=st.sampled_from(NAMES),
        position=st.integers(0, 4), copy_of=st.none() | card))  # fmt: skip
    return st.one_of(
        effect,
        effect,
        st.builds(SetTargets, ids, targets),
        st.builds(AddObject, card, players, zones, object_id=ids, face_down=st.booleans()),
        st.builds(MoveObject, ids, zones),
        st.builds(SetFace, ids, st.integers(-1, 2)),
        st.builds(SetFaceDown, ids, st.booleans()),
        st.builds(SetController, ids, players),
        st.builds(MakeChoice, ids,
                  st.builds(Choice, st.just("named"), st.sampled_from(NAMES), players,
                            st.booleans())),
        st.builds(SetTargets, ids, targets),
        st.builds(TurnFaceUp, ids, players),
        st.builds(AddReference, ids, st.sampled_from(SPECS)),
        st.builds(RemoveObject, ids),
    )  # fmt: skip


def starts() -> st.SearchStrategy[list[Action]]:
    """Six objects to begin with, one per id, in random zones with random cards."""
    library = bundled_library()
    card = st.sampled_from([library.resolve("mtg", name) for name in CARDS])
    zones = st.sampled_from(["battlefield", "battlefield", "stack", "graveyard", "command"])
    return st.tuples(
        *(
            st.builds(AddObject, card, st.sampled_from(PLAYERS), zones, object_id=st.just(i),
                      face_down=st.booleans())
            for i in IDS
        )
    ).map(list)  # fmt: skip


def play(steps: list[Action]) -> Board:
    board = Board("mtg", tuple(Player(p, p.title()) for p in PLAYERS), active_player="ann")
    for step in steps:
        try:
            board = apply(board, step)
        except ActionRefused as refused:
            assert refused.reason.code.startswith("action.")
    return board


def _found_as_not_named(reasons: tuple[Reason, ...]) -> bool:
    """Found by "not named X" for having no name at all (201.2)."""
    return any(r.code in ("ref.nameless_not_named", "ref.found_without_name") for r in reasons)


def check_invariants(board: Board, derived: Derived) -> None:
    for effect in board.effects:
        target = board.object(effect.target or "")
        if effect.kind == "name_sticker" and target is not None and not effect.ended:
            assert target.owner == effect.controller  # 123.3b
            assert MTG.is_public(target)  # 123.5: lost in hidden zones
    for obj in board.objects:
        state = derived.names[obj.id]
        stickered = any(
            e.kind == "name_sticker" and e.target == obj.id and not e.ended for e in board.effects
        )
        if obj.face_down and not stickered:
            assert state.names == ()  # 708.2
    for finding in derived.findings:
        if finding.use == "identification":  # M0a, F6; only "not named" or "any" finds the nameless
            not_named = {h.object_id for h in finding.hits if _found_as_not_named(h.reasons)}
            assert all(derived.names[o].names or o in not_named for o in finding.found)
    for resolution in derived.resolutions:
        assert resolution.resolves == any(c.legal for c in resolution.checks)  # M12


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=starts(), steps=st.lists(actions(), min_size=8, max_size=30))
def test_random_mtg_boards_keep_the_invariants(start: list[Action], steps: list[Action]) -> None:
    board = play(start + steps)
    derived = derive(board)
    assert derive(board) == derived  # deterministic
    check_invariants(board, derived)


def _mutated_examples() -> st.SearchStrategy[bytes]:
    values = st.one_of(
        st.none(), st.booleans(), st.integers(-2, 9), st.text(max_size=6),
        st.lists(st.text(max_size=4), max_size=2), st.dictionaries(st.text(max_size=4),
                                                                   st.integers(), max_size=2),
    )  # fmt: skip
    fields = st.sampled_from(["face", "face_down", "targets", "target_marks", "choices", "kind",
                              "position", "copy_of", "name", "zone", "incarnation", "entered_at",
                              "face_up_since", "type", "object_id", "player"])  # fmt: skip

    @st.composite
    def mutated(draw: st.DrawFn) -> bytes:
        doc: Any = json.loads(draw(st.sampled_from(EXAMPLES)).read_text())
        for _ in range(draw(st.integers(1, 3))):
            group = draw(st.sampled_from(["objects", "effects", "actions", "expect"]))
            items = doc.get(group) or [{}]
            item = draw(st.sampled_from(items))
            item[draw(fields)] = draw(values)
        return json.dumps(doc).encode()

    return mutated()


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=_mutated_examples())
def test_fuzzed_mtg_scenarios_load_or_fail_cleanly(raw: bytes) -> None:
    try:
        scenario = parse_scenario(raw, "fuzz.json")
    except ScenarioError as error:
        assert str(error).startswith("fuzz.json: $")
    else:
        derived = derive(scenario.board)
        check_invariants(scenario.board, derived)
