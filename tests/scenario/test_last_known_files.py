"""Last known information in scenario files (MTG 608.2h; issue 20, point 4): an object's
`last_known` records and a reference's `anchor_as` load, save and load again; a history that
makes a record replays to the same board; a wrong record is a one-line error with its path;
a file without the fields loads as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.model import Action, LastKnown, MoveObject, SetFaceDown, derive
from sandbox.scenario.files import ScenarioError, load_scenario, parse_scenario, save_scenario
from sandbox.scenario.write import from_board, from_history

SEARCH = {
    "key": "search",
    "text": "all cards with the same name as that creature",
    "use": "identification",
    "looks_for": {"kind": "same_name_as", "anchor": {"related": "target"}},
    "among": {"zones": ["library"]},
}


def document(**spell: Any) -> dict[str, Any]:
    """Ann's spell on the stack targeting Ben's Grizzly Bears, which has since left the
    battlefield face down: the spell remembers it with no name (708.2a), though in exile it is
    named Grizzly Bears."""
    return {
        "schema_version": 1,
        "game": "mtg",
        "title": "last known",
        "players": [{"id": "ann", "name": "Ann"}, {"id": "ben", "name": "Ben"}],
        "objects": [
            {
                "id": "spell",
                "card": "Echoing Truth",
                "owner": "ann",
                "zone": "stack",
                "targets": ["bears"],
                "references": [SEARCH],
                "last_known": [{"object": "bears", "names": []}],
                **spell,
            },
            {
                "id": "bears",
                "card": "Grizzly Bears",
                "owner": "ben",
                "zone": "exile",
            },
            {"id": "library-bears", "card": "Grizzly Bears", "owner": "ben", "zone": "library"},
        ],
    }


def raw(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc).encode()


def found(doc: dict[str, Any]) -> tuple[str, ...]:
    finding = derive(parse_scenario(raw(doc), "lki.json").board).finding("spell:search")
    assert finding is not None
    return finding.found


def test_a_record_in_a_file_reaches_the_finding() -> None:
    """608.2h: the target that left is compared by the names the file remembers: none."""
    assert found(document()) == ()


def test_anchor_as_current_in_a_file_compares_as_it_is_now() -> None:
    doc = document()
    look = doc["objects"][0]["references"][0]["looks_for"]
    doc["objects"][0]["references"][0] = {**SEARCH, "looks_for": {**look, "anchor_as": "current"}}
    assert found(doc) == ("library-bears",)


def test_load_save_load_keeps_the_record_and_the_reading(tmp_path: Path) -> None:
    doc = document()
    look = doc["objects"][0]["references"][0]["looks_for"]
    doc["objects"][0]["references"][0] = {**SEARCH, "looks_for": {**look, "anchor_as": "current"}}
    turned = {"object": "bears", "names": ["Grizzly Bears"], "left_zone": False}
    doc["objects"][0]["last_known"].append(turned)
    scenario = parse_scenario(raw(doc), "lki.json")
    target = tmp_path / "lki.json"
    save_scenario(target, from_board(scenario.board, title="lki"))
    again = load_scenario(target)
    assert again.board == scenario.board
    spell = json.loads(target.read_text())["objects"][0]
    assert spell["last_known"] == [{"object": "bears"}, turned]
    assert spell["references"][0]["looks_for"]["anchor_as"] == "current"


def test_a_history_that_makes_a_record_replays_to_the_same_board(tmp_path: Path) -> None:
    """The record is made by the move as the history replays, never written in an action."""
    doc = document()
    del doc["objects"][0]["last_known"]
    doc["objects"][1]["zone"] = "battlefield"
    start = parse_scenario(raw(doc), "lki.json").board
    actions: list[Action] = [SetFaceDown("bears", True), MoveObject("bears", "exile")]
    target = tmp_path / "history.json"
    save_scenario(target, from_history(start, actions, title="lki"))
    saved = json.loads(target.read_text())
    assert "last_known" not in saved["objects"][0]
    spell = load_scenario(target).board.object("spell")
    assert spell is not None
    turned, left = LastKnown("bears", ("Grizzly Bears",), False), LastKnown("bears", ())
    assert spell.last_known == (turned, left)


def test_a_file_without_the_fields_loads_as_before() -> None:
    doc = document()
    del doc["objects"][0]["last_known"]
    board = parse_scenario(raw(doc), "lki.json").board
    spell = board.object("spell")
    assert spell is not None and spell.last_known == ()
    assert spell.references[0].looks_for.anchor_as == "last_known"
    assert derive(board).finding("spell:search") is not None


@pytest.mark.parametrize(
    ("spell", "path", "words"),
    [
        (
            {"last_known": [{"object": "library-bears", "names": ["Grizzly Bears"]}]},
            "$.objects[0].last_known[0].object",
            '"library-bears" is none of its targets or links',
        ),
        (
            {"last_known": [{"object": "bears", "names": "Grizzly Bears"}]},
            "$.objects[0].last_known[0].names",
            "list",
        ),
        (
            {"last_known": [{"object": "bears", "names": ["x" * 201]}]},
            "$.objects[0].last_known[0].names[0]",
            "200",
        ),
        (
            {"last_known": [{"object": "bears", "names": []}] * 65},
            "$.objects[0].last_known",
            "64",
        ),
        (
            {"references": [{**SEARCH, "looks_for": {"kind": "same_name_as", "anchor_as": "x"}}]},
            "$.objects[0].references[0].looks_for.anchor_as",
            "'last_known', 'current' or 'as_related'",
        ),
    ],
)
def test_a_wrong_value_is_one_line_with_its_json_path(
    spell: dict[str, Any], path: str, words: str
) -> None:
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw(document(**spell)), "lki.json")
    message = str(error.value)
    assert message.startswith(f"lki.json: {path}: "), message
    assert words in message, message
    assert "\n" not in message


def test_an_added_object_may_not_bring_a_record() -> None:
    """add_object sets what the board remembers itself, as the object is added."""
    doc = document()
    added = dict(doc["objects"].pop(0))
    doc["actions"] = [{"type": "add_object", "object": added}]
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw(doc), "lki.json")
    assert "$.actions[0].object.last_known" in str(error.value)
