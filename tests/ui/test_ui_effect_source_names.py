"""The window names an effect by its source's card when the file gives only `source` (issue
21.5): the Effects panel, the inspector's names table and the picture's caption, in English
and Spanish; never "-"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from sandbox.model import derive
from sandbox.scenario.files import parse_scenario
from sandbox.ui.kit import i18n
from sandbox.ui.panels.effects_model import effect_rows
from sandbox.ui.panels.names_model import name_rows

F21 = (
    Path(__file__).resolve().parents[2] / "resources/scenarios/fab/f21-frost-hex-owner-amnesia.json"
)


def _without_source_names() -> str:
    data: dict[str, Any] = json.loads(F21.read_text(encoding="utf-8"))
    for effect in data["effects"]:
        del effect["source_name"]
    return json.dumps(data)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_panels_name_the_effect_by_its_source(qapp: QApplication, language: str) -> None:
    i18n.install(qapp, language)
    scenario = parse_scenario(_without_source_names(), "f21")
    board = scenario.board
    derived = derive(board)
    (row,) = effect_rows(board, derived, None, language)
    assert row.cells[3] == "Amnesia (Ben)"
    hex_card = board.object("hex")
    assert hex_card is not None
    (name,) = name_rows(board, derived, hex_card)
    assert "Amnesia (amnesia)" in name.source and "-" not in name.source
    assert "Amnesia (Ben" in row.status_tip
