"""An effect written with a `source` object and no `source_name` is called by its source's
card name everywhere (issue 21.5): in `check` (English and Spanish, text and JSON), in the
window's effect rows, and for an effect added on the table; never "-"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.cli.main import main
from sandbox.model import AddEffect, Duration, Effect, apply, derive
from sandbox.scenario.files import parse_scenario
from sandbox.scenario.write import from_board

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
F21 = SCENARIOS / "fab" / "f21-frost-hex-owner-amnesia.json"


def _without_source_names() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(F21.read_text(encoding="utf-8"))
    for effect in data["effects"]:
        assert effect.pop("source_name") == "Amnesia"
    return data


def test_a_file_effect_without_source_name_takes_its_source_card_name() -> None:
    scenario = parse_scenario(json.dumps(_without_source_names()), "f21")
    (effect,) = scenario.board.effects
    assert effect.source_name == "Amnesia"
    assert from_board(scenario.board).effects[0].source_name == "Amnesia"


@pytest.mark.parametrize(("language", "taken_by"), [("en", "taken by"), ("es", "quitado por")])
def test_check_names_the_source_in_every_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str, taken_by: str
) -> None:
    file = tmp_path / "nameless-source.json"
    file.write_text(json.dumps(_without_source_names()), encoding="utf-8")
    main(["check", str(file), "--language", language])
    text = capsys.readouterr().out
    assert f"{taken_by} Amnesia (Ben" in text
    assert " - (" not in text and "by -" not in text
    main(["check", str(file), "--language", language, "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["effects"][0]["source"] == "Amnesia"
    assert data["effects"][0]["describes"].startswith("Amnesia (Ben")


def test_an_effect_added_on_the_table_with_a_source_takes_its_name() -> None:
    scenario = parse_scenario(json.dumps(_without_source_names()), "f21")
    board = scenario.board.with_changes(effects=())
    draft = Effect(
        id="",
        kind="lose_names",
        controller="ben",
        source_id="amnesia-card",
        duration=Duration("until_next_turn_of", "ann"),
        target="hex",
    )
    after = apply(board, AddEffect(draft))
    (added,) = after.effects
    assert added.source_name == "Amnesia"
    assert derive(after).effects[added.id].param("source") == "Amnesia"
