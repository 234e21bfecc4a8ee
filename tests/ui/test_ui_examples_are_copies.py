"""Examples open as untitled copies (issue 22, finding 5): Ctrl+S on an opened example asks
where to save, and nothing is ever written into the installed package."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog

from sandbox.model import AdvanceTurn
from sandbox.ui.kit.paths import is_bundled, scenarios_dir
from sandbox.ui.shell.app import start_document
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui
EXAMPLE = scenarios_dir() / "fab" / "f11-amnesia-checkpoints.json"


def test_ctrl_s_on_an_opened_example_asks_where_and_writes_nothing_into_it(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = EXAMPLE.read_bytes()
    assert window.files.open_path(EXAMPLE)
    assert window.document.path is None  # an untitled copy
    assert window.document.push(AdvanceTurn(), "next turn")
    asked: list[str] = []

    def where(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append("where?")
        return str(tmp_path / "mine.namesake.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", where)
    window.save_action.trigger()
    assert asked == ["where?"]
    assert EXAMPLE.read_bytes() == before
    assert window.document.path == tmp_path / "mine.namesake.json"


def test_save_as_into_the_package_is_refused(
    window: MainWindow, no_modal_boxes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = EXAMPLE.read_bytes()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(EXAMPLE), ""))
    assert not window.files.save_as()
    assert EXAMPLE.read_bytes() == before
    assert "one of Namesake's own files" in no_modal_boxes[-1]


def test_an_example_given_at_start_is_an_untitled_copy(qapp: QApplication) -> None:
    document, error = start_document(str(EXAMPLE), "en")
    assert error is None and document.path is None and document.board.objects
    assert is_bundled(EXAMPLE) and not is_bundled(Path.home() / "table.json")
