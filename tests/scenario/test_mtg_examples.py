"""Every Magic example scenario loads, its expectations hold, and `namesake check` passes it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sandbox.cli.main import main
from sandbox.model import derive
from sandbox.scenario.expectations import check_all
from sandbox.scenario.files import load_scenario, parse_scenario, scenario_json
from sandbox.scenario.report import report
from sandbox.scenario.write import from_board

MTG = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "mtg"
EXAMPLES = sorted(MTG.glob("*.json"))
# Rulings a board can show. M1, M2 and M8 are about which names may be chosen at all: the card
# database's validators (tests/cards) check them; the model takes the validated choice.
SHOWN = ["M0a", "M0b", "M0c", "M3", "M4", "M5", "M6", "M7", "M9", "M10", "M11", "M12", "M13",
         "M14", "M15", "M16", "M17", "M18"]  # fmt: skip


def test_there_are_magic_examples() -> None:
    assert len(EXAMPLES) >= len(SHOWN)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_mtg_example_expectations_hold(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.model.game == "mtg" and scenario.model.title and scenario.model.rulings
    assert scenario.model.expect
    for result in check_all(scenario):
        assert result["passed"], f"{path.name}: {result}"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_check_command_passes_each_example(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"objects", "references", "protections", "resolutions", "expectations"} <= set(data)
    assert all(e["passed"] for e in data["expectations"])
    assert main(["check", str(path), "--language", "es"]) == 0
    untranslated = re.findall(r"\((?:ref|target|protection|name|effect)\.[a-z_]+\)",
                              capsys.readouterr().out)  # fmt: skip
    assert not untranslated, "a message code without a Spanish template"


@pytest.mark.parametrize("ruling", SHOWN)
def test_each_showable_ruling_has_an_example(ruling: str) -> None:
    shown = {r for p in EXAMPLES for r in json.loads(p.read_text())["rulings"]}
    assert ruling in shown


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_mtg_examples_survive_save_and_load(path: Path) -> None:
    """Stickers, copies, faces, secret choices, targets and their marks round-trip."""
    scenario = load_scenario(path)
    model = from_board(scenario.board, title=scenario.model.title)
    again = parse_scenario(scenario_json(model), "again.json")
    assert again.board == scenario.board
    assert derive(again.board) == derive(scenario.board)


def test_the_report_explains_a_failed_target() -> None:
    path = MTG / "m12-targets-on-resolution.json"
    scenario = load_scenario(path)
    data = report(scenario.board, derive(scenario.board), scenario.model.expect)
    (fire,) = [r for r in data["resolutions"] if r["id"] == "fire"]
    assert not fire["resolves"] and "M12" in fire["rulings"]
    reasons = [why for target in fire["targets"] for why in target["reasons"]]
    assert any("protection" in why and "Runed Halo" in why for why in reasons)
