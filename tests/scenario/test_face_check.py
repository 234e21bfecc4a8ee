"""The loader's face check does not depend on unrelated effects (issue 22, finding 8): a copy
effect on a group let any object of the file have a face its card does not have."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.scenario.files import ScenarioError, parse_scenario

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "fab"
BASE: dict[str, Any] = json.loads((EXAMPLE / "f15-mask-head-jab-katsu.json").read_text())
GROUP_COPY = {
    "id": "copies", "kind": "copy", "controller": "tyler", "timestamp": 2,
    "affects": {"zones": ["banished"]}, "copy_of": {"card": "Head Jab", "pitch": "1"},
}  # fmt: skip


def _with(objects_face: int, effects: list[dict[str, Any]]) -> str:
    data = json.loads(json.dumps(BASE))
    data["objects"][0]["face"] = objects_face  # Katsu, a hero of one face
    data["effects"] = [*data["effects"], *effects]
    data.pop("expect", None)
    return json.dumps(data)


def test_a_face_the_card_lacks_is_refused_beside_a_copy_of_a_group() -> None:
    with pytest.raises(ScenarioError, match=r"\$\.objects\[0\]\.face: .* has 1 face"):
        parse_scenario(_with(3, [GROUP_COPY]), "t.json")


def test_a_copy_on_the_object_itself_still_gives_it_the_copied_faces() -> None:
    two_faces = {"card": "Levia, Redeemed // Blasmophet, Levia Consumed"}
    own = {**GROUP_COPY, "affects": None, "target": "katsu", "copy_of": two_faces}
    katsu = parse_scenario(_with(1, [own]), "t.json").board.object("katsu")
    assert katsu is not None and katsu.face == 1
