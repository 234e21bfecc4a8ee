"""Actions in scenario files come from the action registry: the file schema's action types are
the registry's kinds, every file name an action uses is a field of the file's action, and one
action of every kind is written and read back as itself."""

from __future__ import annotations

from dataclasses import replace
from typing import get_args

from sandbox.cards.library import bundled_library
from sandbox.model import (
    ACTION_KINDS,
    ACTION_SPECS,
    Action,
    AddEffect,
    AddObject,
    AddReference,
    AdvanceTurn,
    Board,
    CardDef,
    Choice,
    Effect,
    MakeChoice,
    MoveObject,
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
    action_spec,
    apply,
)
from sandbox.scenario.files import scenario_json
from sandbox.scenario.read import to_scenario
from sandbox.scenario.schema import ActionModel, ScenarioModel
from sandbox.scenario.write import from_history


def test_the_file_schemas_action_types_are_the_registrys_kinds() -> None:
    assert get_args(ActionModel.model_fields["type"].annotation) == ACTION_KINDS
    assert sorted(ACTION_SPECS) == sorted(ACTION_KINDS)


def test_every_file_name_of_an_action_is_a_field_of_the_files_action() -> None:
    for spec in ACTION_SPECS.values():
        if spec.kind == "add_object":  # written whole, as its `object`
            continue
        for part in spec.value_class.__dataclass_fields__:
            assert spec.file_name(part) in ActionModel.model_fields, (spec.kind, part)


def card(name: str) -> CardDef:
    return bundled_library().resolve("mtg", name)


def one_of_every_kind() -> tuple[Board, list[Action]]:
    start = Board("mtg", (Player("ann", "Ann"), Player("ben", "Ben")), active_player="ann")
    written = replace(card("Lightning Bolt").references[0], key="judge", origin="written")
    actions: list[Action] = [
        AddObject(card("Double Stroke"), "ann", "command", object_id="stroke", face_down=True),
        MakeChoice("stroke", Choice("named", "Lightning Bolt", "ann", secret=True), add=True),
        TurnFaceUp("stroke", "ann"),
        AddObject(card("Grizzly Bears"), "ann", "battlefield", object_id="bears"),
        AddObject(card("Lightning Bolt"), "ann", "stack", object_id="bolt"),
        SetController("bears", "ben"),
        SetOwner("bears", "ben"),
        SetFaceDown("bears", True),
        SetFaceDown("bears", False),
        SetFace("bears", 0),
        SetCard("bears", card("Island")),
        SetTargets("bolt", ("bears",)),
        SetLinks("bolt", (("trigger", "bears"),)),
        AddEffect(Effect("lose_names", "ann", target="bears", id="amnesia", timestamp=40)),
        SwitchEffect("amnesia", False),
        RemoveEffect("amnesia"),
        AddReference("bolt", written, whole_card=False),
        ReplaceReference("bolt", replace(written, text="changed")),
        RemoveReference("bolt", "judge"),
        MoveObject("bears", "graveyard", to_bottom=True),
        RemoveObject("bolt"),
        AdvanceTurn("ben"),
    ]
    return start, actions


def test_one_action_of_every_kind_is_written_and_read_back_as_itself() -> None:
    start, actions = one_of_every_kind()
    assert {action_spec(a).kind for a in actions} == set(ACTION_KINDS)
    boards = []
    board = start
    for action in actions:
        board = apply(board, action)
        boards.append(board)
    text = scenario_json(from_history(start, actions))
    reread = to_scenario(ScenarioModel.model_validate_json(text), bundled_library())
    assert reread.history == tuple(boards)
    # an added object is written as the object it became (its controller and zone owner filled)
    pairs = zip(actions, reread.actions, strict=True)
    others = [(done, read) for done, read in pairs if not isinstance(done, AddObject)]
    assert all(done == read for done, read in others)
    assert [m.type for m in reread.model.actions] == [action_spec(a).kind for a in actions]
