"""The ability a table is about (issue 21): focus, then expectations, then the scenario's
rulings, then the first that fails; never one that functions only outside the game (FaB
1.7.4d, 8.3.7 Specialization); `namesake render FILE --list` shows them all."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.cli.main import main
from sandbox.model import derive
from sandbox.scenario.files import load_scenario, save_scenario
from sandbox.scenario.headline import functions_outside_the_game, headline
from sandbox.scenario.share import encode, parse_share

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
FROST_HEX = SCENARIOS / "fab" / "f21-frost-hex-owner-amnesia.json"


def _pick(data: dict[str, object], tmp_path: Path) -> str | None:
    path = tmp_path / "table.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    scenario = load_scenario(path)
    model, board = scenario.model, scenario.board
    chosen = headline(
        board,
        derive(board),
        focus=model.focus,
        expect=[e.reference for e in model.expect],
        rulings=model.rulings,
    )
    return chosen.id if chosen else None


def test_specialization_is_never_the_headline_the_expected_grant_is(tmp_path: Path) -> None:
    data = json.loads(FROST_HEX.read_text(encoding="utf-8"))
    assert _pick(data, tmp_path) == "hex:grant"  # named by `expect`
    del data["expect"]
    assert _pick(data, tmp_path) == "hex:grant"  # F21 is printed on the grant (F21 in rulings)
    data["rulings"] = []
    assert _pick(data, tmp_path) == "hex:grant"  # the first that fails, Specialization passed
    data["focus"] = "frostbite-1:destroy"
    assert _pick(data, tmp_path) == "frostbite-1:destroy"
    data["focus"] = "no:such"  # a focus that names nothing falls back
    assert _pick(data, tmp_path) == "hex:grant"


def test_meta_static_abilities_function_outside_the_game() -> None:
    scenario = load_scenario(FROST_HEX)
    derived = derive(scenario.board)
    outside = {f.id for f in derived.findings if functions_outside_the_game(scenario.board, f)}
    assert outside == {"hex:specialization"}


def test_focus_survives_save_reopen_and_share(tmp_path: Path) -> None:
    model = load_scenario(FROST_HEX).model.model_copy(update={"focus": "frostbite-2:destroy"})
    path = tmp_path / "saved.json"
    save_scenario(path, model)
    assert json.loads(path.read_text(encoding="utf-8"))["focus"] == "frostbite-2:destroy"
    assert load_scenario(path).model.focus == "frostbite-2:destroy"
    assert parse_share(encode(model)).model.focus == "frostbite-2:destroy"


def test_render_list_prints_every_reference_and_marks_the_shown_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["render", str(FROST_HEX), "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    marked = [line for line in lines if line.startswith("* ")]
    assert len(marked) == 1 and marked[0].split()[1] == "hex:grant"
    assert any("hex:specialization" in ln and "Iyslander Specialization" in ln for ln in lines)
    # the hero's own Frostbite definition, derived where the bundled record had none (issue 20)
    assert any(ln.split()[0] == "hero-ann:derived-definition-1" for ln in lines)
    assert len(lines) == 5


def test_render_without_output_or_list_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["render", str(FROST_HEX)]) == 2
    assert capsys.readouterr().err.strip() == "namesake: render: give -o OUT.png (or --list)"
