"""Text is text: HTML, huge unbreakable strings, control characters and ANSI escapes from a
file (title, description, rulings, player names, chosen names, effect sources, card labels and
card text, written abilities) are shown as typed, never interpreted, and the window keeps its
size."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsTextItem,
    QLabel,
    QTextEdit,
    QWidget,
)

from sandbox.scenario.files import load_scenario
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

MARKUP = "<img src='/etc/hostile.png' width=40000 height=40000><b>bold</b>"
LONG = "W" * 110  # no space to break at (the longest a title may be, with the markup)
ANSI = "\x1b[31m\x07\r"


def hostile(tag: str) -> str:
    return f"{tag}{MARKUP}{ANSI}{LONG}"[:200]  # (the schema's limit for a name or title)


def hostile_scenario(tmp_path: Path) -> Path:
    base: dict[str, Any] = json.loads(
        (scenarios_dir() / "fab" / "f15-mask-head-jab-katsu.json").read_text()
    )
    base["title"] = hostile("title")
    base["description"] = hostile("description")
    base["rulings"] = [hostile("ruling")[:60], "F15"]
    base["translations"] = {"es": {"title": hostile("título"), "description": hostile("desc")}}
    base["players"][0]["name"] = hostile("player")
    base["players"][0]["hero"] = hostile("hero")
    effect = base["effects"][0]
    effect["source_name"] = hostile("source")
    effect["choice"]["name"] = hostile("chosen")
    strange = hostile("card")[:200]
    base["cards"] = [
        {
            "name": strange,
            "faces": [{"name": strange, "types": ["Action"], "text": hostile("text")}],
        }
    ]
    base["objects"].append(
        {
            "id": "strange",
            "card": strange,
            "owner": "tyler",
            "zone": "permanent",
            "choices": [{"key": "named", "name": hostile("named"), "chosen_by": "tyler"}],
            "references": [
                {
                    "key": "odd",
                    "text": hostile("ability"),
                    "use": "identification",
                    "looks_for": {"kind": "names", "names": [hostile("wanted")]},
                    "among": {"zones": ["arena"]},
                }
            ],
        }
    )
    base["expect"] = []
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(base))
    return path


def rendered_as_html(text: str, text_format: Qt.TextFormat) -> bool:
    if text_format == Qt.TextFormat.PlainText:
        return False
    return text_format == Qt.TextFormat.RichText or GuiQt.mightBeRichText(text)


def interpreted(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Whether the hostile markup in `text` would be rendered rather than shown."""
    if not rendered_as_html(text, text_format):
        return False
    document = QTextDocument()
    document.setHtml(text)
    return "<b>bold</b>" not in document.toPlainText() and "bold" in document.toPlainText()


def model_problems(model: QAbstractItemModel, parent: QModelIndex, where: str) -> list[str]:
    problems = []
    try:
        columns = max(1, model.columnCount(parent))
    except TypeError:  # a list model hides columnCount: one column
        columns = 1
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            value = model.data(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(value, str) and interpreted(value):
                problems.append(f"{where} tooltip {value[:80]!r}")
            problems += model_problems(model, index, where)
    return problems


def problems_in(window: MainWindow) -> list[str]:
    problems = []
    widgets: list[QWidget] = [window, *window.findChildren(QWidget)]
    for widget in widgets:
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if interpreted(widget.toolTip()):
            problems.append(f"{name} tooltip {widget.toolTip()[:80]!r}")
        if isinstance(widget, QLabel) and interpreted(widget.text(), widget.textFormat()):
            problems.append(f"{name} text {widget.text()[:80]!r}")
        if isinstance(widget, QTextEdit) and "<img" in widget.toHtml():
            problems.append(f"{name} html {widget.toPlainText()[:80]!r}")
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            problems += model_problems(widget.model(), QModelIndex(), name)
    for item in window.scene.items():
        if isinstance(item, QGraphicsTextItem) and "<img" in item.toHtml():
            problems.append(f"scene text {item.toPlainText()[:80]!r}")
        if interpreted(item.toolTip()):
            problems.append(f"scene tooltip {item.toolTip()[:80]!r}")
    return problems


def test_hostile_text_is_shown_as_text_and_the_window_keeps_its_size(
    window: MainWindow, qapp: QApplication, tmp_path: Path, no_modal_boxes: list[str]
) -> None:
    window.resize(1200, 800)
    qapp.processEvents()
    size = window.size()
    path = hostile_scenario(tmp_path)
    load_scenario(path)  # the file itself is fine: only its text is hostile
    assert window.files.open_path(path), no_modal_boxes
    for selection in (["strange"], ["head-jab"], ["katsu"]):
        window.view.select(selection)
        qapp.processEvents()
        assert problems_in(window) == []
    for finding in window.document.derived.findings:
        window.view.select_finding(finding.id)
        qapp.processEvents()
        assert problems_in(window) == []
    assert window.size() == size
    assert window.minimumSizeHint().width() < 1200
