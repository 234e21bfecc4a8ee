"""Checkpoints and assertions a judge writes by hand: `after`, turn and active player,
`includes`, `ordered`, and an expectation that checks nothing is an error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sandbox.scenario.expectations import check_all
from sandbox.scenario.files import ScenarioError, parse_scenario
from sandbox.scenario.read import Scenario


def scenario(expect: list[dict[str, Any]], **extra: Any) -> Scenario:
    document = {
        "schema_version": 1,
        "game": "fab",
        "players": [{"id": "ann", "name": "Ann"}, {"id": "ben", "name": "Ben"}],
        "objects": [
            {"id": "snatch", "card": "Snatch", "pitch": "1", "owner": "ben", "zone": "hand"},
            {"id": "jab", "card": "Head Jab", "pitch": "1", "owner": "ann", "zone": "hand"},
        ],
        "effects": [
            {
                "id": "amnesia",
                "kind": "lose_names",
                "controller": "ann",
                "timestamp": 1,
                "source_name": "Amnesia",
                "affects": {"owner": "ben"},
                "cant_gain": True,
                "duration": {"kind": "until_next_turn_of", "player": "ann"},
            },
        ],
        "actions": [
            {"type": "advance_turn", "label": "ben"},
            {"type": "advance_turn", "label": "ann again"},
        ],
        "expect": expect,
        **extra,
    }
    return parse_scenario(json.dumps(document), "table.json")


def passed(expect: list[dict[str, Any]]) -> list[bool]:
    return [result["passed"] for result in check_all(scenario(expect))]


def test_an_expectation_is_checked_at_its_checkpoint() -> None:
    """F11: nameless at the start and after Ben's turn begins, named once Ann's turn is back."""
    assert passed(
        [
            {"after": "start", "object": "snatch", "names": []},
            {"after": "ben", "object": "snatch", "names": []},
            {"after": 1, "object": "snatch", "names": ["Snatch"]},
            {"object": "snatch", "names": ["Snatch"]},
            {"after": "start", "object": "snatch", "names": ["Snatch"]},
        ]
    ) == [True, True, True, True, False]


def test_turn_and_active_player_assertions() -> None:
    assert passed(
        [
            {"after": "start", "turn": 1, "active_player": "ann"},
            {"after": "ben", "turn": 2, "active_player": "ben"},
            {"turn": 2},
            {"active_player": "ben"},
        ]
    ) == [True, True, False, False]


def test_found_is_exact_unless_includes() -> None:
    among_hands = {"zones": ["hand"]}
    ref = {
        "key": "any",
        "text": "a card in hand",
        "use": "identification",
        "looks_for": {"kind": "any"},
        "among": among_hands,
    }
    result = check_all(
        scenario(
            [
                {"reference": "jab:any", "found": ["jab"]},
                {"reference": "jab:any", "found": ["jab"], "includes": True},
                {"reference": "jab:any", "found": ["jab", "snatch"]},
            ],
            objects=[
                {"id": "snatch", "card": "Snatch", "pitch": "1", "owner": "ben", "zone": "hand"},
                {
                    "id": "jab",
                    "card": "Head Jab",
                    "pitch": "1",
                    "owner": "ann",
                    "zone": "hand",
                    "references": [ref],
                },
            ],
        )
    )
    assert [r["passed"] for r in result] == [False, True, True]


def test_names_compare_as_a_set_unless_ordered() -> None:
    mask = {"id": "mask", "kind": "gain_name", "controller": "ann", "timestamp": 2,
            "target": "jab", "name": "Surging Strike"}  # fmt: skip
    amnesia = scenario([{"object": "snatch", "names": []}]).model.effects[0].model_dump()
    result = check_all(
        scenario(
            [
                {"object": "jab", "names": ["Surging Strike", "Head Jab"]},
                {"object": "jab", "names": ["Surging Strike", "Head Jab"], "ordered": True},
                {"object": "jab", "names": ["Head Jab", "Surging Strike"], "ordered": True},
            ],
            effects=[amnesia, mask],
        )
    )
    assert [r["passed"] for r in result] == [True, False, True]


@pytest.mark.parametrize(
    ("expect", "where", "words"),
    [
        ({"object": "snatch"}, "$.expect[0]", "must check something"),
        ({"after": "nowhere", "turn": 1}, "$.expect[0].after", 'no action is labelled "nowhere"'),
        ({"after": 5, "turn": 1}, "$.expect[0].after", "there is no action 5"),
    ],
)
def test_a_checkpoint_or_expectation_that_makes_no_sense_is_an_error(
    expect: dict[str, Any], where: str, words: str
) -> None:
    with pytest.raises(ScenarioError) as error:
        scenario([expect])
    assert error.value.path == where and words in error.value.problem


def test_action_labels_are_unique() -> None:
    with pytest.raises(ScenarioError) as error:
        scenario(
            [{"turn": 3}],
            actions=[
                {"type": "advance_turn", "label": "again"},
                {"type": "advance_turn", "label": "again"},
            ],
        )
    assert error.value.path == "$.actions[1].label"
