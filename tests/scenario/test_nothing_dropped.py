"""Nothing written in a file is dropped (issue 14, point 8): add_object keeps every field an
object has, add_effect keeps its id and timestamp, and a clash is a clear one-line error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sandbox.scenario.files import ScenarioError, parse_scenario
from sandbox.scenario.read import Scenario


def load(actions: list[dict[str, Any]], objects: list[dict[str, Any]] | None = None) -> Scenario:
    document = {
        "schema_version": 1,
        "game": "mtg",
        "players": [{"id": "ann", "name": "Ann"}, {"id": "ben", "name": "Ben"}],
        "objects": objects
        if objects is not None
        else [{"id": "bears", "card": "Grizzly Bears", "owner": "ann", "zone": "battlefield"}],
        "actions": actions,
    }
    return parse_scenario(json.dumps(document), "table.json")


def test_add_object_keeps_face_choices_references_targets_links_and_privacy() -> None:
    written = {
        "key": "judge",
        "text": "Grizzly Bears",
        "use": "identification",
        "looks_for": {"kind": "names", "names": ["Grizzly Bears"]},
    }
    added = {
        "id": "delver",
        "card": "Delver of Secrets",
        "owner": "ben",
        "zone": "battlefield",
        "face": 1,
        "private": True,
        "choices": [{"key": "named", "name": "Lightning Bolt", "chosen_by": "ben"}],
        "references": [written],
        "targets": ["bears", "ann"],
        "links": [{"role": "linked", "object": "bears"}],
    }
    obj = load([{"type": "add_object", "object": added}]).board.object("delver")
    assert obj is not None
    assert (obj.face, obj.private, obj.targets) == (1, True, ("bears", "ann"))
    assert obj.choices[0].name == "Lightning Bolt" and obj.links == (("linked", "bears"),)
    assert [r.key for r in obj.extra_references] == ["judge"]


def test_add_object_refuses_what_the_board_sets_itself() -> None:
    added = {"id": "x", "card": "Grizzly Bears", "owner": "ann", "zone": "hand", "entered_at": 4}
    with pytest.raises(ScenarioError) as error:
        load([{"type": "add_object", "object": added}])
    assert error.value.path == "$.actions[0].object.entered_at"
    assert "\n" not in str(error.value)


def test_add_effect_keeps_its_id_and_timestamp_so_later_actions_can_name_it() -> None:
    effect = {"id": "bruiser", "kind": "gain_name", "controller": "ann", "timestamp": 7,
              "target": "bears", "name": "Bruiser"}  # fmt: skip
    scenario = load(
        [
            {"type": "add_effect", "effect": effect},
            {"type": "switch_effect", "effect_id": "bruiser", "enabled": False},
        ]
    )
    (kept,) = scenario.board.effects
    assert (kept.id, kept.timestamp, kept.enabled) == ("bruiser", 7, False)
    assert scenario.board.next_timestamp == 8


def test_an_effect_id_that_is_taken_is_a_clear_error() -> None:
    effect = {"id": "twice", "kind": "gain_name", "controller": "ann", "timestamp": 0,
              "target": "bears", "name": "Bruiser"}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        load([{"type": "add_effect", "effect": effect}] * 2)
    assert error.value.path == "$.actions[1]" and "action.duplicate_effect" in error.value.problem


def test_a_written_reference_reusing_a_printed_key_is_an_error() -> None:
    """Meddling Mage prints "stop"; a judge's "stop" on it would silently shadow it."""
    shadow = {"key": "stop", "text": "x", "use": "self", "looks_for": {"kind": "self"}}
    mage = {"id": "mage", "card": "Meddling Mage", "owner": "ann", "zone": "battlefield",
            "references": [shadow]}  # fmt: skip
    with pytest.raises(ScenarioError) as error:
        load([], objects=[mage])
    assert error.value.path == "$.objects[0].references[0].key"
    assert "already has an ability" in error.value.problem
