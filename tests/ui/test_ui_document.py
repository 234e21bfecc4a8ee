"""The document: every action through apply, one undo step per gesture, undo/redo round trips."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from sandbox.model import AddObject, MoveObject, SetCard, SetController, SwitchEffect, apply, derive
from sandbox.scenario.files import parse_scenario
from sandbox.ui.document.document import Change, Document

pytestmark = pytest.mark.gui


def test_push_applies_derives_and_announces(document: Document, qtbot: QtBot) -> None:
    before = document.board
    with qtbot.waitSignal(document.changed) as signal:
        assert document.push(MoveObject("head-jab", "graveyard"), "move")
    change = signal.args[0]
    assert isinstance(change, Change)
    assert change.before is not None and change.before.board is before
    assert document.board.object("head-jab").zone == "graveyard"  # type: ignore[union-attr]
    assert document.derived == derive(document.board)
    assert document.undo_stack.count() == 1
    assert not document.undo_stack.isClean()


def test_undo_and_redo_round_trip(document: Document) -> None:
    start = document.board
    document.push(MoveObject("head-jab", "graveyard"), "move")
    document.push(SwitchEffect("mask-name", False), "switch")
    after = document.board
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.board == start
    assert document.undo_stack.isClean()
    document.undo_stack.redo()
    document.undo_stack.redo()
    assert document.board == after
    assert document.derived == derive(after)


def test_refused_action_reports_the_reason_and_changes_nothing(
    document: Document, qtbot: QtBot
) -> None:
    start = document.board
    with qtbot.waitSignal(document.refused) as signal:
        assert not document.push(SetController("mask", "nic"), "control")
    assert "graveyard" in signal.args[0] and "controller" in signal.args[0]
    assert document.board is start
    assert document.undo_stack.count() == 0


def test_push_all_is_all_or_nothing(document: Document) -> None:
    start = document.board
    ok = document.push_all(
        [MoveObject("head-jab", "graveyard"), MoveObject("nowhere", "hand")], "both"
    )
    assert not ok
    assert document.board is start


def test_a_gesture_that_changes_nothing_is_not_an_undo_step(document: Document) -> None:
    assert document.push(MoveObject("head-jab", "combat_chain"), "same place")
    assert document.undo_stack.count() == 0


def test_scenario_actions_become_the_undo_history(document: Document) -> None:
    raw = b"""{"schema_version": 1, "game": "fab", "title": "t",
      "players": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
      "objects": [{"id": "x", "card": "Amnesia", "owner": "a", "zone": "hand"}],
      "actions": [{"type": "move_object", "object_id": "x", "zone": "graveyard"},
                  {"type": "advance_turn"}]}"""
    scenario = parse_scenario(raw, "t.json")
    document.load(scenario, None)
    assert document.undo_stack.count() == 2
    assert document.undo_stack.isClean()
    assert document.board == scenario.board
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.board == scenario.start


def test_to_model_keeps_title_rulings_and_expectations(document: Document) -> None:
    model = document.to_model()
    assert model.title.startswith("Mask of Many Faces")
    assert model.rulings == ["F15", "F8"]
    assert model.expect and model.expect[0].object == "head-jab"


def test_undo_texts_for_a_card_swap_and_a_reorder_from_a_scenario_file(document: Document) -> None:
    from sandbox.cards.library import bundled_library
    from sandbox.ui.document.action_text import action_text

    board = document.board
    blue = bundled_library().resolve("fab", "Head Jab", "3")
    assert action_text(SetCard("head-jab", blue), board) == "Make Head Jab into Head Jab (3)"
    reorder = MoveObject("head-jab", "combat_chain", index=1)
    assert action_text(reorder, board) == "Reorder Head Jab in Combat chain"
    move = MoveObject("head-jab", "graveyard", index=0)
    assert action_text(move, board) == "Move Head Jab to Graveyard"


def test_undo_text_for_a_melded_permanent_leaving_names_both_cards() -> None:
    """MTG 712.21: the undo history says the melded permanent leaves as two cards."""
    from sandbox.cards.library import bundled_library
    from sandbox.model import Board, Player
    from sandbox.ui.document.action_text import action_text

    bruna = bundled_library().resolve("mtg", "Bruna, the Fading Light")
    board = Board("mtg", (Player("ann", "Ann"),), active_player="ann")
    board = apply(board, AddObject(bruna, "ann", "battlefield", object_id="b", face=1))
    assert action_text(MoveObject("b", "graveyard"), board) == (
        "Move Brisela, Voice of Nightmares to Graveyard: it leaves as two cards, "
        "Bruna, the Fading Light and Gisela, the Broken Blade (712.21)"
    )


def test_saving_a_file_loaded_with_actions_keeps_its_history(document: Document) -> None:
    """Issue 14, point 8: the loaded actions (and what was done since) are saved as actions,
    labels as undo texts; loading the saved file replays the same boards."""
    from sandbox.scenario.files import load_scenario, scenario_json
    from sandbox.ui.kit.paths import scenarios_dir

    scenario = load_scenario(scenarios_dir() / "fab" / "f11-amnesia-checkpoints.json")
    document.load(scenario, None)
    assert document.undo_stack.text(0) == "Ben's turn"
    document.push(MoveObject("snatch", "graveyard"), "discard")
    model = document.to_model()
    assert [a.type for a in model.actions] == ["advance_turn", "advance_turn", "move_object"]
    again = parse_scenario(scenario_json(model), "again.json")
    assert again.start == scenario.start and again.board == document.board
    document.undo_stack.undo()
    assert len(document.to_model().actions) == 2


def test_a_file_loaded_without_actions_saves_what_was_done_since_as_history(
    document: Document,
) -> None:
    """What is done on an example (a file of one board, no actions) is kept as its steps when
    saved, like a new table's: reopening it, each step can still be undone."""
    from sandbox.scenario.files import scenario_json

    start = document.board
    assert document.to_model().actions == []  # the bundled example has no actions
    document.push(MoveObject("katsu", "banished"), "banish")
    document.push(MoveObject("head-jab", "graveyard"), "discard")
    model = document.to_model()
    assert [a.type for a in model.actions] == ["move_object", "move_object"]
    again = parse_scenario(scenario_json(model), "again.json")
    assert again.start == start and again.board == document.board
    reopened = Document(again.start)
    reopened.load(again, None)
    reopened.undo_stack.undo()
    assert reopened.board.object("head-jab") == start.object("head-jab")
    assert reopened.board.object("katsu") != start.object("katsu")


def test_a_new_document_saves_its_steps_as_history(document: Document) -> None:
    """Issue 14, point 8: a never-saved new table keeps what was done on it as actions, from
    the board it was created on, like a file loaded with actions."""
    from sandbox.cards.library import bundled_library
    from sandbox.model import Board, Player
    from sandbox.scenario.files import scenario_json
    from sandbox.ui.document.document import DocumentInfo

    empty = Board("fab", (Player("ann", "Ann"), Player("ben", "Ben")), active_player="ann")
    document.reset(empty, DocumentInfo(title="New table"))
    snatch = bundled_library().resolve("fab", "Snatch", "1")
    document.push(AddObject(snatch, "ann", "hand", object_id="snatch"), "add")
    document.push(MoveObject("snatch", "graveyard"), "discard")
    model = document.to_model()
    assert [a.type for a in model.actions] == ["add_object", "move_object"]
    assert model.title == "New table" and model.objects == []
    again = parse_scenario(scenario_json(model), "again.json")
    assert again.start == empty and again.board == document.board
