"""Text stays text (issue 22, finding 10): a failed save's path that looks like markup is not
drawn, Markdown copies keep names on their line and make no links, characters that show
nothing are shown by their code, and a name with lookalike letters is flagged."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from sandbox.model import Choice, MakeChoice
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.sharing.ruling_text import escape_markdown
from sandbox.ui.shell.main_window import MainWindow
from tests.ui.test_ui_hostile_text import problems_in

pytestmark = pytest.mark.gui
MARKUP_NAME = "<img width=3000 height=3000 src='x'><b>bold</b>.json"


def test_a_failed_save_to_a_markup_path_is_shown_as_text(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    monkeypatch.chdir(tmp_path)
    assert not window.files._write(Path(MARKUP_NAME))  # the status line starts with the tag
    qapp.processEvents()
    assert MARKUP_NAME in window.status_problem.text()
    assert problems_in(window) == []  # every widget's tooltip, label and item: text


def test_markdown_keeps_a_name_on_its_line_and_makes_no_link() -> None:
    text = escape_markdown("Head Jab\n# Heading\r\n- item https://evil.example www.evil.example")
    assert "\n" not in text and "\r" not in text
    assert "https\\://" in text and "www\\." in text and "\\# Heading" in text


def test_bidi_controls_and_zero_width_characters_are_shown_and_lookalikes_flagged(
    window: MainWindow, tmp_path: Path, qapp: QApplication
) -> None:
    data = json.loads((scenarios_dir() / "fab" / "f15-mask-head-jab-katsu.json").read_text())
    data["title"] = "Judge \u202eecnatsni\u202c call"
    data["expect"] = []
    path = tmp_path / "bidi.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.files.open_path(path)
    assert "⟨U+202E⟩" in window.windowTitle() and "\u202e" not in window.windowTitle()
    assert "⟨U+202E⟩" in window.header.title.text()
    fake = Choice("named", "Surging Strik\u0435", "tyler")  # a Cyrillic е
    assert window.document.push(MakeChoice("katsu", fake), "name it")
    window.view.select(["katsu"])
    qapp.processEvents()
    details = window.inspector.details.toPlainText()
    assert "look like others" in details and "CYRILLIC SMALL LETTER IE" in details
