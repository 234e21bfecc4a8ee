"""The schema-reach fields in scenario files (issue 9): related anchors, object links, "not
named", several chosen names, creates_for, and a reference's origin and span; each survives
load -> save -> load, and each wrong value is a one-line error with its JSON path."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.model import derive
from sandbox.scenario.files import ScenarioError, load_scenario, parse_scenario, save_scenario
from sandbox.scenario.write import from_board


def reference(key: str, looks_for: dict[str, Any], among: dict[str, Any]) -> dict[str, Any]:
    use = "definition" if looks_for["kind"] == "definition" else "identification"
    return {
        "key": key,
        "text": f"judge-written {key}",
        "use": use,
        "looks_for": looks_for,
        "among": among,
        "origin": "written",
        "span": [0, 12],
    }


def document() -> dict[str, Any]:
    hand = {"zones": ["hand"]}
    references = [
        reference("same", {"kind": "same_name_as", "anchor": {"related": "linked"}}, hand),
        reference("target", {"kind": "same_name_as", "anchor": {"related": "target"}}, hand),
        reference("not", {"kind": "names", "names": ["Island"], "negate": True}, hand),
        reference("two", {"kind": "chosen", "choice": "two"}, hand),
        reference("gift", {"kind": "definition", "creates": "Zombie", "creates_for": "ben"}, {}),
        reference(
            "own",
            {"kind": "names", "names": ["Pithing Needle"], "include_source_name": True},
            {"zones": ["all"], "exclude_source": True},
        ),
    ]
    return {
        "schema_version": 1,
        "game": "mtg",
        "title": "reach",
        "players": [{"id": "ann", "name": "Ann"}, {"id": "ben", "name": "Ben"}],
        "objects": [
            {
                "id": "needle",
                "card": "Pithing Needle",
                "owner": "ann",
                "zone": "battlefield",
                "choices": [
                    {"key": "two", "name": "Lightning Bolt", "chosen_by": "ann"},
                    {"key": "two", "name": "Grizzly Bears", "chosen_by": "ann"},
                ],
                "references": references,
                "links": [{"role": "linked", "object": "exiled"}],
                "targets": ["bears-bf"],
            },
            {"id": "exiled", "card": "Lightning Bolt", "owner": "ben", "zone": "exile"},
            {"id": "bears-bf", "card": "Grizzly Bears", "owner": "ben", "zone": "battlefield"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "ben", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "ben", "zone": "hand"},
            {"id": "island", "card": "Island", "owner": "ben", "zone": "hand"},
            {"id": "zombie", "card": "Zombie", "owner": "ben", "zone": "battlefield"},
            {"id": "needle-2", "card": "Pithing Needle", "owner": "ann", "zone": "library"},
        ],
    }


def raw(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc).encode()


def test_every_new_field_reaches_the_model_and_its_findings() -> None:
    derived = derive(parse_scenario(raw(document()), "reach.json").board)

    def found(key: str) -> set[str]:
        finding = derived.finding(f"needle:{key}")
        assert finding is not None
        return set(finding.found)

    assert found("same") == {"bolt"}  # 607.2a: the card exiled with it
    assert found("target") == {"bears"}  # 115.1: the namesakes of its target
    assert found("not") == {"bolt", "bears"}  # 201.2: not named Island
    assert found("two") == {"bolt", "bears"}  # two chosen names
    assert found("gift") == {"zombie"}  # 111.2: Ben created it
    assert found("own") == {"needle-2"}  # its own name, in the library too


def test_load_save_load_keeps_every_new_field(tmp_path: Path) -> None:
    scenario = parse_scenario(raw(document()), "reach.json")
    target = tmp_path / "reach.json"
    save_scenario(target, from_board(scenario.board, title="reach"))
    again = load_scenario(target)
    assert again.board == scenario.board
    assert derive(again.board) == derive(scenario.board)
    saved = json.loads(target.read_text())
    needle = saved["objects"][0]
    assert needle["links"] == [{"role": "linked", "object": "exiled"}]
    by_key = {r["key"]: r for r in needle["references"]}
    assert by_key["same"]["looks_for"]["anchor"] == {"related": "linked"}
    assert by_key["not"]["looks_for"]["negate"] is True
    assert by_key["gift"]["looks_for"]["creates_for"] == "ben"
    assert by_key["own"]["origin"] == "written" and by_key["own"]["span"] == [0, 12]
    assert [c["name"] for c in needle["choices"]] == ["Lightning Bolt", "Grizzly Bears"]


def test_set_links_and_a_second_choice_as_file_actions() -> None:
    doc = document()
    needle = doc["objects"][0]
    needle["links"], needle["choices"] = [], []
    doc["actions"] = [
        {
            "type": "set_links",
            "object_id": "needle",
            "links": [{"role": "linked", "object": "exiled"}],
        },
        {"type": "make_choice", "object_id": "needle", "choice": {"key": "two", "name": "Island"}},
        {
            "type": "make_choice",
            "object_id": "needle",
            "choice": {"key": "two", "name": "Lightning Bolt"},
            "add": True,
        },
    ]
    board = parse_scenario(raw(doc), "reach.json").board
    obj = board.object("needle")
    assert obj is not None
    assert obj.links == (("linked", "exiled"),)
    assert obj.chosen_names("two") == ("Island", "Lightning Bolt")


@pytest.mark.parametrize(
    ("change", "path", "words"),
    [
        (
            lambda d: d["objects"][0]["links"].append({"role": "exiled_by", "object": "bolt"}),
            "$.objects[0].links[1].role",
            "'trigger', 'linked' or 'revealed'",
        ),
        (
            lambda d: d["objects"][0]["links"].append({"role": "linked", "object": "ghost"}),
            "$.objects[0].links[1].object",
            'unknown object "ghost"',
        ),
        (
            lambda d: d["objects"][0]["references"][4]["looks_for"].update(creates_for="zoe"),
            "$.objects[0].references[4].looks_for.creates_for",
            'unknown player "zoe"',
        ),
        (
            lambda d: d["objects"][0]["references"][0]["looks_for"]["anchor"].update(
                related="exiled"
            ),
            "$.objects[0].references[0].looks_for.anchor.related",
            "'target', 'trigger', 'linked' or 'revealed'",
        ),
        (
            lambda d: d["objects"][0]["references"][2]["looks_for"].update(negate="maybe"),
            "$.objects[0].references[2].looks_for.negate",
            "boolean",
        ),
        (
            lambda d: d.update(
                actions=[
                    {
                        "type": "set_links",
                        "object_id": "needle",
                        "links": [{"role": "linked", "object": "ghost"}],
                    }
                ]
            ),
            "$.actions[0]",
            "impossible action (action.unknown_object",
        ),
    ],
)
def test_a_wrong_value_is_one_line_with_its_json_path(change: Any, path: str, words: str) -> None:
    doc = document()
    change(doc)
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw(doc), "reach.json")
    message = str(error.value)
    assert message.startswith(f"reach.json: {path}: "), message
    assert words in message, message
    assert "\n" not in message


def test_a_related_player_in_a_file_reaches_the_findings_and_survives_a_save(
    tmp_path: Path,
) -> None:
    """Issue 20, point 4: "target player's hand" in a file; the needle targets Ben."""
    doc = document()
    needle = doc["objects"][0]
    needle["targets"] = ["ben"]
    needle["references"].append(
        reference(
            "theirs",
            {"kind": "names", "names": ["Lightning Bolt"]},
            {"zones": ["hand"], "zone_owner": "target_player"},
        )
    )
    doc["objects"].append(
        {"id": "ann-bolt", "card": "Lightning Bolt", "owner": "ann", "zone": "hand"}
    )
    scenario = parse_scenario(raw(doc), "reach.json")
    finding = derive(scenario.board).finding("needle:theirs")
    assert finding is not None and finding.found == ("bolt",)
    target = tmp_path / "reach.json"
    save_scenario(target, from_board(scenario.board, title="reach"))
    assert derive(load_scenario(target).board) == derive(scenario.board)


@pytest.mark.parametrize("word", ["target_player", "owner", "you"])
def test_a_player_may_not_take_the_id_of_a_player_word(word: str) -> None:
    doc = document()
    doc["players"][1]["id"] = word
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw(doc), "reach.json")
    assert "$.players[1].id" in str(error.value) and "reserved word" in str(error.value)


def test_an_unknown_related_player_word_is_one_line_naming_the_known_ones() -> None:
    doc = document()
    doc["objects"][0]["references"][0]["among"]["zone_owner"] = "controller_of:nobody"
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw(doc), "reach.json")
    message = str(error.value)
    assert "controller_of:nobody" in message and "target_player" in message
    assert "\n" not in message
