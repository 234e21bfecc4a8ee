"""The change description: one comparison of the boards and derived states before and after an
action names exactly what the views must update (objects, zones, effects, turn, names,
findings), and nothing else."""

from __future__ import annotations

from tables import Table

from sandbox.model import (
    Action,
    AddReference,
    AdvanceTurn,
    LooksFor,
    MoveObject,
    ObjectFilter,
    ReferenceSpec,
    RemoveObject,
    SwitchEffect,
    apply,
    derive,
    diff,
)
from sandbox.model.changes import EVERYTHING, NO_CHANGE, Changes, describe

HEAD_JABS = ReferenceSpec(
    "jabs",
    "Head Jabs you control",
    "identification",
    LooksFor("names", names=("Head Jab",)),
    ObjectFilter(zones=("arena",), controller="you"),
)


def _table() -> Table:
    table = Table()
    table.put("jab", "Head Jab", "hand", pitch="1")
    table.put("jab2", "Head Jab", "hand", pitch="1")
    table.put("strike", "Surging Strike", "hand", pitch="1")
    table.put("snatch", "Snatch", "graveyard", pitch="1", owner="ben")
    table.put("tiger", "Crouching Tiger", "permanent", references=(HEAD_JABS,))
    return table


def _after(table: Table, action: Action) -> Changes:
    before = table.board
    after = apply(before, action)
    return describe(before, derive(before), after, derive(after))


def test_moving_one_object_names_that_object_and_its_two_zones_only() -> None:
    changes = _after(_table(), MoveObject("strike", "graveyard", "ann"))
    assert changes.objects.changed == {"strike"}
    assert not changes.objects.added and not changes.objects.removed
    assert changes.zones == {("hand", "ann"), ("graveyard", "ann")}
    assert not changes.effects and not changes.turn and not changes.players
    assert not changes.findings  # Head Jabs are looked for in the arena, none moved there
    assert not changes.whole and not changes.empty


def test_a_name_ability_that_now_finds_a_moved_object_is_a_changed_finding() -> None:
    """F5: an identification finds objects by name among the objects it looks at."""
    changes = _after(_table(), MoveObject("jab", "permanent", None, "ann"))
    assert changes.objects.changed == {"jab"}
    assert changes.findings.changed == {"tiger:jabs"}
    assert not changes.findings.added and not changes.findings.removed


def test_reordering_a_zone_changes_its_order_and_no_object() -> None:
    changes = _after(_table(), MoveObject("jab2", "hand", "ann", index=0))
    assert changes.zones == {("hand", "ann")}
    assert not changes.objects
    assert not changes.names and not changes.findings


def test_amnesia_switched_off_changes_one_effect_and_the_names_of_its_victims() -> None:
    """F10: Amnesia takes every name of Ben's objects; switched off, they have them again."""
    table = _table()
    table.amnesia("ben", by="ann")
    effect = table.board.effects[0].id
    changes = _after(table, SwitchEffect(effect, False))
    assert changes.effects.changed == {effect}
    assert effect in changes.effect_states
    assert changes.names == {"snatch"}  # the only object Ben owns
    assert not changes.objects and not changes.zones
    switched = apply(table.board, SwitchEffect(effect, False))
    gained = diff(derive(table.board), derive(switched))
    assert [(n.object_id, n.gained) for n in gained.names] == [("snatch", ("Snatch",))]


def test_adding_and_removing_objects_and_abilities() -> None:
    table = _table()
    added = _after(table, AddReference("strike", HEAD_JABS))
    assert added.objects.changed == {"strike"}
    assert added.findings.added == {"strike:jabs"}
    removed = _after(table, RemoveObject("tiger"))
    assert removed.objects.removed == {"tiger"}
    assert removed.findings.removed == {"tiger:jabs"}
    assert removed.names == {"tiger"}
    assert removed.zones == {("permanent", None)}


def test_the_next_turn_changes_the_turn() -> None:
    changes = _after(_table(), AdvanceTurn())
    assert changes.turn and not changes.players and not changes.objects


def test_the_same_board_changes_nothing_and_a_new_table_everything() -> None:
    board = _table().board
    derived = derive(board)
    assert describe(board, derived, board, derived) is NO_CHANGE
    assert NO_CHANGE.empty and not EVERYTHING.empty and EVERYTHING.whole
