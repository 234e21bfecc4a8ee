"""Linked choices by history (issue 20, point 6; MTG 607.5a, M11): a choice written in a
file's starting position was made as the object was then; a copy effect added later does not
move it to the new card's linked ability, though the file never says `made_as`."""

from __future__ import annotations

import json
from typing import Any

from sandbox.model import derive
from sandbox.scenario.files import parse_scenario


def clone_as_mage(later: list[dict[str, Any]]) -> dict[str, Any]:
    """Ben's Clone entered as a copy of Meddling Mage and named Lightning Bolt for "stop"."""
    return {
        "schema_version": 1,
        "game": "mtg",
        "title": "Clone named a card as Meddling Mage",
        "players": [{"id": "ann", "name": "Ann"}, {"id": "ben", "name": "Ben"}],
        "objects": [
            {
                "id": "clone",
                "card": "Clone",
                "owner": "ben",
                "zone": "battlefield",
                "choices": [
                    {
                        "key": "named",
                        "name": "Lightning Bolt",
                        "chosen_by": "ben",
                        "ability": "stop",
                    }
                ],
            },
            {"id": "bolt", "card": "Lightning Bolt", "owner": "ann", "zone": "hand"},
        ],
        "effects": [
            {
                "id": "clone-entered",
                "kind": "copy",
                "controller": "ben",
                "timestamp": 1,
                "source": "clone",
                "source_name": "Clone",
                "target": "clone",
                "copy_of": {"card": "Meddling Mage"},
            }
        ],
        "actions": later,
    }


def findings(document: dict[str, Any]) -> dict[str, Any]:
    scenario = parse_scenario(json.dumps(document), "table.json")
    board = scenario.history[-1] if scenario.history else scenario.start
    return {f.id: f for f in derive(board).findings}


def test_the_starting_choice_is_linked_to_the_card_the_object_was() -> None:
    """607.2: as a copy of Meddling Mage, its choice is the Mage's "stop": it finds the Bolt."""
    assert findings(clone_as_mage([]))["clone:stop"].found == ("bolt",)


def test_a_later_copy_effect_does_not_take_the_starting_choice_along() -> None:
    """607.5a: made a copy of Pithing Needle afterwards (same ability key), the choice made as
    Meddling Mage is not linked to the Needle's ability: it finds nothing, and says why."""
    needle = {
        "type": "add_effect",
        "effect": {
            "id": "cytoshape",
            "kind": "copy",
            "controller": "ann",
            "timestamp": 0,
            "source_name": "Cytoshape",
            "target": "clone",
            "copy_of": {"card": "Pithing Needle"},
        },
    }
    finding = findings(clone_as_mage([needle]))["clone:stop"]
    assert finding.found == () and finding.status == "n/a"
    assert "ref.choice_not_linked" in [r.code for r in finding.reasons]
