"""Limits by work, and a writer that keeps the reader's limits (issue 22, findings 6, 12, 13
and 16): what the app writes it opens again, or it says before writing what to remove;
counts and lengths are refused before anything is built; a long history is cheap."""

from __future__ import annotations

import errno
import json
import os
import sys
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from sandbox.bench.history_boards import history_actions, history_board
from sandbox.model import AddEffect, Effect, MoveObject
from sandbox.scenario.files import (
    ScenarioError,
    Unsavable,
    load_scenario,
    parse_scenario,
    save_problem,
    save_scenario,
    scenario_json,
)
from sandbox.scenario.limits import ABILITIES, GROUP_WORK
from sandbox.scenario.schema import DESCRIPTION, LARGEST_TIMESTAMP, ScenarioModel
from sandbox.scenario.snapshots import CardSnapshotModel, FaceSnapshotModel
from sandbox.scenario.write import from_board, from_history

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "fab"
BASE: dict[str, Any] = json.loads((EXAMPLE / "f15-mask-head-jab-katsu.json").read_text())


def doc(**changes: Any) -> dict[str, Any]:
    return {**json.loads(json.dumps(BASE)), **changes}


def error_of(document: dict[str, Any]) -> str:
    with pytest.raises(ScenarioError) as error:
        parse_scenario(json.dumps(document), "t.json")
    message = str(error.value)
    assert "\n" not in message and message.startswith("t.json: $")
    return message


def long_text_cards(count: int) -> list[CardSnapshotModel]:
    """Imported cards with every face's rules text as long as a file allows."""
    return [
        CardSnapshotModel(
            name=f"Card {i}",
            faces=[
                FaceSnapshotModel(name=f"Card {i}", side=f"{j}", text="w" * 4000) for j in range(8)
            ],
        )
        for i in range(count)
    ]


def test_embedded_cards_past_the_file_limit_are_refused_before_writing(tmp_path: Path) -> None:
    model = ScenarioModel.model_validate(doc(cards=[], expect=[]))
    big = model.model_copy(update={"cards": long_text_cards(1100)})  # 35 MB of text
    path = tmp_path / "big.json"
    path.write_text("what the user had")
    with pytest.raises(Unsavable) as refused:
        save_scenario(path, big)
    message = save_problem(refused.value)
    assert "\n" not in message and "more than the 32.0 MiB Namesake opens" in message
    assert 'embedded cards take the most room (the largest: "Card' in message
    assert "remove objects of imported cards" in message
    assert path.read_text() == "what the user had"
    assert [p.name for p in tmp_path.iterdir()] == ["big.json"]  # no temporary file left


def test_a_timestamp_at_the_limit_still_takes_more_events_and_saves(tmp_path: Path) -> None:
    scenario = parse_scenario(json.dumps(doc(next_timestamp=LARGEST_TIMESTAMP)), "t.json")
    effect = Effect("gain_name", "tyler", id="more", target="katsu", name="X")
    model = from_history(scenario.start, [AddEffect(effect), MoveObject("mask", "graveyard")])
    path = tmp_path / "again.json"
    save_scenario(path, model)
    assert load_scenario(path).board.next_timestamp > LARGEST_TIMESTAMP


def test_a_timestamp_near_two_to_the_53_is_refused_on_load() -> None:
    message = error_of(doc(next_timestamp=2**53 - 1))
    assert "$.next_timestamp: Input should be less than or equal to" in message


def test_the_writer_refuses_a_board_past_the_timestamp_limit() -> None:
    board = parse_scenario(json.dumps(doc()), "t.json").board
    beyond = board.with_changes(next_timestamp=2**53 + 5)
    with pytest.raises(ValueError) as refused:
        scenario_json(from_board(beyond))
    message = save_problem(refused.value)
    assert message.startswith("$.next_timestamp: ") and "could not open the file again" in message


def test_the_writer_checks_lengths_a_model_copy_skipped() -> None:
    model = ScenarioModel.model_validate(doc())
    with pytest.raises(Unsavable, match=r"^\$\.title: String should have at most 200"):
        scenario_json(model.model_copy(update={"title": "t" * 500}))


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"rulings": ["F4"] * 300_000}, "$.rulings: 300000 rulings: more than this Namesake opens"),
        ({"description": "d" * (DESCRIPTION + 1)}, "$.description: String should have at most"),
        ({"title": "t" * 201}, "$.title: String should have at most 200"),
        ({"effects": [BASE["effects"][0]] * 2001}, "$.effects: 2001 effects: more than"),
    ],
)
def test_counts_and_lengths_are_refused_before_anything_is_built(
    changes: dict[str, Any], words: str
) -> None:
    assert words in error_of(doc(**changes))


def test_a_name_of_a_written_ability_is_bounded() -> None:
    objects = json.loads(json.dumps(BASE["objects"]))
    objects[0]["references"] = [
        {
            "key": "k",
            "text": "x" * 5000,
            "use": "identification",
            "looks_for": {"kind": "names", "names": ["Head Jab"]},
        }
    ]
    assert "$.objects[0].references[0].text: String should have at most 4000" in error_of(
        doc(objects=objects)
    )


def plain_objects(count: int) -> list[dict[str, Any]]:
    one = {"card": "Head Jab", "owner": "tyler", "zone": "deck"}
    return [{**one, "id": f"o{i}"} for i in range(count)]


def group_effects(count: int, **fields: Any) -> list[dict[str, Any]]:
    one = {"kind": "gain_name", "name": "X", "controller": "tyler", "affects": {"owner": "tyler"}}
    return [{**one, **fields, "id": f"e{i}", "timestamp": i + 1} for i in range(count)]


def test_effects_on_groups_times_objects_are_limited_before_deriving() -> None:
    objects, effects = 2_001, GROUP_WORK // 2_000
    message = error_of(
        doc(objects=plain_objects(objects), effects=group_effects(effects), expect=[])
    )
    assert f"$.effects: {effects} effects on a group of objects × {objects} objects" in message
    assert "remove effects or objects" in message


def test_abilities_given_to_groups_are_limited_before_deriving() -> None:
    ability = {
        "key": "k",
        "text": "t",
        "use": "identification",
        "looks_for": {"kind": "names", "names": ["Head Jab"]},
    }
    effects = group_effects(3, kind="gain_ability", ability=ability, name="")
    objects = ABILITIES // 3 + 1
    message = error_of(doc(objects=plain_objects(objects), effects=effects, expect=[]))
    assert f"{3 * objects} given by effects: more than this Namesake derives" in message


def test_a_long_history_keeps_its_boards_small(tmp_path: Path) -> None:
    """2,000 objects and 2,000 actions: each step's board shares almost every object with
    the one before (before: a copy of all of them, and an index of them, per step)."""
    board = history_board(2_000)
    path = tmp_path / "history.json"
    save_scenario(path, from_history(board, history_actions(board, 2_000)))
    tracemalloc.start()
    try:
        scenario = load_scenario(path)
        for step in scenario.history:
            step.object("o5")  # what an undo text asks of each step
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(scenario.history) == 2_000
    assert peak < 80 * 2**20, f"{peak / 2**20:.0f} MiB"


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_save_as_onto_a_symlink_loop_is_one_line(tmp_path: Path) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.symlink_to(second)
    second.symlink_to(first)
    model = ScenarioModel.model_validate(doc())
    with pytest.raises(OSError) as refused:
        save_scenario(first, model)
    assert refused.value.errno == errno.ELOOP
    assert save_problem(refused.value) == os.strerror(errno.ELOOP)
    assert first.is_symlink() and second.is_symlink()


def test_a_file_name_with_a_nul_byte_is_one_line() -> None:
    """What a socket message with a NUL byte asks the running app to open."""
    with pytest.raises(ScenarioError, match="the file name holds a NUL character"):
        load_scenario(Path("/tmp/a\0b.json"))
