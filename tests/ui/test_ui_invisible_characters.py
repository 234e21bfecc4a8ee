"""Characters that show nothing (issue 22, point 7): a name with a zero-width space (U+200B)
and a right-to-left override (U+202E) on the table shows them as their codes, ⟨U+200B⟩ and
⟨U+202E⟩, in the Effects panel's source column, the References list (source and ability)
and both copies of the ruling (text and Markdown), never as the characters themselves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.panels.effects_model import SOURCE
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

EVIL = "Bounding\u200bDemigon \u202enogimeD\u202c"
SHOWN = ("⟨U+200B⟩", "⟨U+202E⟩")


def _evil_table(tmp_path: Path) -> Path:
    """The private self-reference table with its embedded card renamed EVIL, and an effect
    whose source is that card."""
    data = json.loads((scenarios_dir() / "fab" / "f04-private-self-reference.json").read_text())
    card = data["cards"][0]
    card["name"] = card["faces"][0]["name"] = EVIL
    card["references"][0]["text"] = f"you may play {EVIL} from your banished zone"
    for obj in data["objects"]:
        if obj["card"] == "Bounding Demigon":
            obj["card"] = EVIL
    data["effects"] = [
        {
            "id": "evil-name",
            "kind": "gain_name",
            "controller": "ann",
            "timestamp": 1,
            "source": "demigon",
            "source_name": EVIL,
            "target": "demigon-in-hand",
            "choice": {"key": "named", "name": "Surging Strike", "chosen_by": "ann"},
        }
    ]
    data["expect"] = []
    path = tmp_path / "evil.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _shown(text: object) -> None:
    assert isinstance(text, str)
    text = text.replace("\\+", "+")  # (Markdown escapes the plus)
    assert all(code in text for code in SHOWN), text
    assert "\u200b" not in text and "\u202e" not in text, text


def _column(model: QAbstractItemModel, column: int) -> list[object]:
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_a_name_with_invisible_characters_is_shown_by_their_codes_everywhere(
    window: MainWindow, tmp_path: Path, qapp: QApplication
) -> None:
    assert window.files.open_path(_evil_table(tmp_path))
    qapp.processEvents()
    effects = window.effects.model
    assert effects.rowCount() == 1
    _shown(effects.index(0, SOURCE).data())
    _shown(effects.index(0, SOURCE).data(Qt.ItemDataRole.ToolTipRole))
    findings = window.references.model
    sources = [text for text in _column(findings, 2) if "Demigon" in str(text)]
    abilities = [text for text in _column(findings, 3) if "banished" in str(text)]
    assert sources and abilities
    for text in (*sources, *abilities):
        _shown(text)
    finding = next(f for f in window.document.derived.findings if f.source_id == "demigon")
    window.view.select_finding(finding.id)
    qapp.processEvents()
    _shown(window.showing.copy_ruling())
    _shown(QGuiApplication.clipboard().text())
    _shown(window.showing.copy_ruling_markdown())
