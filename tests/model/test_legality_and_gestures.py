"""`can_apply` says what `apply` would say, without making the board for a dialog's actions;
gestures plan their actions without applying any (the new object's id is known beforehand)."""

from __future__ import annotations

import pytest
from tables import Table

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Action,
    ActionRefused,
    AddEffect,
    AddObject,
    AddReference,
    Choice,
    Effect,
    LooksFor,
    MakeChoice,
    MoveObject,
    ReferenceSpec,
    ReplaceReference,
    added_object_id,
    apply,
    can_apply,
    dispatch,
    gestures,
)
from sandbox.model.handlers import effects as effect_handlers
from sandbox.model.handlers import references as reference_handlers

LIB = bundled_library()
SNATCH = LIB.resolve("fab", "Snatch", "1")
WRITTEN = ReferenceSpec("w1", "Snatch", "self", LooksFor("self"), origin="written")


def _table() -> Table:
    table = Table("fab").put("snatch", "Snatch", "combat_chain", pitch="1")
    return table.put("jab", "Snatch", "hand", pitch="1")


def _refusal_code(table: Table, action: Action) -> str | None:
    try:
        apply(table.board, action)
    except ActionRefused as refusal:
        return refusal.reason.code
    return None


def _effect(kind: str, by: str, target: str | None = "snatch") -> AddEffect:
    return AddEffect(Effect(kind, by, target=target))


def _choice(object_id: str, by: str) -> MakeChoice:
    return MakeChoice(object_id, Choice("named", "Jab", by))


CASES: list[tuple[str, Action, str | None]] = [
    ("effect by nobody", _effect("lose_names", "zed"), "action.unknown_player"),
    ("effect on nothing", _effect("lose_names", "ann", None), "action.effect_without_object"),
    ("effect of no kind", _effect("shout", "ann"), "action.unknown_effect"),
    ("sticker on a card not owned", _effect("name_sticker", "ben"), "action.sticker_not_owner"),
    ("a good effect", _effect("lose_names", "ann"), None),
    ("choice on nothing", _choice("ghost", "ann"), "action.unknown_object"),
    ("choice by nobody", _choice("snatch", "zed"), "action.unknown_player"),
    ("a good choice", _choice("snatch", "ann"), None),
    ("ability on nothing", AddReference("ghost", WRITTEN), "action.unknown_object"),
    ("a good ability", AddReference("snatch", WRITTEN), None),
    ("an unwritten ability", ReplaceReference("snatch", WRITTEN), "action.unknown_reference"),
    ("a move nowhere (applied)", MoveObject("snatch", "moon"), "action.unknown_zone"),
    ("a good move (applied)", MoveObject("snatch", "graveyard", "ann"), None),
]


@pytest.mark.parametrize(("what", "action", "code"), CASES, ids=[c[0] for c in CASES])
def test_can_apply_says_what_apply_says(what: str, action: Action, code: str | None) -> None:
    table = _table()
    refusal = can_apply(table.board, action)
    assert (refusal.code if refusal else None) == code == _refusal_code(table, action)


def test_a_duplicate_ability_is_refused_by_both() -> None:
    table = _table().do(AddReference("snatch", WRITTEN))
    again = AddReference("snatch", WRITTEN)
    refusal = can_apply(table.board, again)
    assert refusal is not None and refusal.code == "action.duplicate_reference"
    assert _refusal_code(table, again) == "action.duplicate_reference"
    assert can_apply(table.board, ReplaceReference("snatch", WRITTEN)) is None


def test_a_dialogs_action_is_checked_without_making_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = _table()

    def no_board(*_: object) -> None:
        raise AssertionError("can_apply built the new board")

    monkeypatch.setattr(effect_handlers, "with_copiable_values", no_board)
    monkeypatch.setattr(effect_handlers, "replace_object", no_board)
    monkeypatch.setattr(reference_handlers, "replace_object", no_board)
    monkeypatch.setattr(reference_handlers, "_with_card_everywhere", no_board)
    assert can_apply(table.board, _effect("lose_names", "ann", "jab")) is None
    assert can_apply(table.board, _choice("snatch", "ann")) is None
    assert can_apply(table.board, AddReference("snatch", WRITTEN, whole_card=True)) is None


def test_the_id_of_an_added_object_is_known_before_it_is_added() -> None:
    table = _table()
    add = AddObject(SNATCH, "ann", "graveyard", "ann")
    expected = added_object_id(table.board, add)
    after = apply(table.board, add)
    assert expected == "snatch-2"
    assert {o.id for o in after.objects} - {o.id for o in table.board.objects} == {expected}
    named = AddObject(SNATCH, "ann", "graveyard", "ann", object_id="mine")
    assert added_object_id(table.board, named) == "mine"


def test_a_card_dropped_into_a_pile_plans_its_place_without_applying(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = _table().put("g1", "Snatch", "graveyard", pitch="1")
    table.put("g2", "Snatch", "graveyard", pitch="1")
    board = table.board

    def no_trial(*_: object) -> None:
        raise AssertionError("a gesture applied an action to learn an id")

    monkeypatch.setattr(dispatch, "apply", no_trial)
    planned = gestures.add_actions(board, SNATCH, "graveyard", "ann", index=1)
    monkeypatch.undo()
    assert [type(a) for a in planned] == [AddObject, MoveObject]
    after = board
    for action in planned:
        after = apply(after, action)
    in_graveyard = [o.id for o in after.objects if o.zone == "graveyard"]
    assert in_graveyard == ["g1", "snatch-2", "g2"]  # where it was dropped, between them
