"""Every example scenario loads, says which rulings it shows, and its expectations hold."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.cli.main import main
from sandbox.model.rulings import RULING_IDS
from sandbox.scenario.expectations import check_all
from sandbox.scenario.files import load_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
EXAMPLES = sorted(SCENARIOS.rglob("*.json"))
FAB_WORKED = [
    "F4",
    "F5",
    "F6",
    "F7",
    "F8",
    "F9",
    "F10",
    "F10a",
    "F11",
    "F15",
    "F16",
    "F17",
    "F18",
    "F19",
    "F20",
    "F21",
]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_expectations_hold(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.model.title and scenario.model.rulings
    assert scenario.model.expect, "an example asserts what it shows"
    for result in check_all(scenario):
        assert result["passed"], f"{path.name}: {result}"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_has_a_spanish_title_and_description(path: Path) -> None:
    model = load_scenario(path).model
    spanish = model.translations.get("es")
    assert spanish is not None, f"{path.name} has no Spanish translation"
    assert spanish.title and spanish.title != model.title
    assert spanish.description and spanish.description != model.description


@pytest.mark.parametrize("ruling", FAB_WORKED)
def test_each_fab_interaction_has_an_example(ruling: str) -> None:
    shown = {r for p in EXAMPLES for r in json.loads(p.read_text())["rulings"]}
    assert ruling in shown


def test_example_rulings_are_real_ruling_ids() -> None:
    known: set[str] = set(RULING_IDS)  # kept equal to RULES.md by tests/model/test_vocabulary.py
    for path in EXAMPLES:
        for ruling in json.loads(path.read_text())["rulings"]:
            assert ruling in known, f"{path.name} cites unknown ruling {ruling}"


def test_check_prints_the_documented_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    path = SCENARIOS / "fab" / "f17-spike-pit-trap.json"
    assert main(["check", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    obj = data["objects"][0]
    assert {"id", "card", "owner", "controller", "zone", "names", "moniker"} <= set(obj)
    trap = next(r for r in data["references"] if r["id"] == "trap:mill")
    assert {"id", "source", "text", "use", "status", "found", "missed"} <= set(trap)
    assert trap["use"] == "identification" and trap["status"] == "fails"
    assert trap["missed"][0]["id"] == "milled"
    assert "F17" in trap["missed"][0]["rulings"] or "F17" in trap["rulings"]
    assert "F6" in trap["missed"][0]["rulings"]


def test_check_text_explains_in_plain_english(capsys: pytest.CaptureFixture[str]) -> None:
    path = SCENARIOS / "fab" / "f10-amnesia-beats-mask.json"
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Amnesia (Ben, timestamp 1) makes it lose all names" in out
    assert "misses head-jab" in out


def test_check_says_why_an_object_was_found(capsys: pytest.CaptureFixture[str]) -> None:
    path = SCENARIOS / "fab" / "f15-mask-head-jab-katsu.json"
    assert main(["check", str(path), "--json"]) == 0
    combo = next(
        r for r in json.loads(capsys.readouterr().out)["references"] if r["id"] == "gustwave:combo"
    )
    assert combo["found_because"] == [
        {
            "id": "head-jab",
            "reasons": [
                'it has the name "Surging Strike" [F3b; CR 2.7.5]',
                "Mask of Many Faces (Tyler, timestamp 1) gives it the name"
                ' "Surging Strike", with no end [F8]',
            ],
        }
    ]


def test_check_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    path = SCENARIOS / "fab" / "f04-self-reference-snatch.json"
    assert main(["check", str(path), "--language", "es"]) == 0
    assert "autorreferencia" in capsys.readouterr().out


def test_check_fails_with_one_line_and_exit_2_on_a_broken_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"schema_version": 1, "game": "fab", "players": [')
    assert main(["check", str(broken)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "broken.json" in err and "not valid JSON" in err
