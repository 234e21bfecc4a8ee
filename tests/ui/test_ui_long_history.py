"""Opening a file with a long history derives the step it shows, not every step (issue 22,
finding 12: 10,000 objects and 9,999 actions did not open in 400 s: each step was derived,
described and drawn as it was pushed onto the undo stack); saving what the reader would
refuse says so instead of writing it (finding 6)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from sandbox.bench.history_boards import history_actions, history_board
from sandbox.model import Board, Derived, derive
from sandbox.scenario.files import load_scenario, save_scenario
from sandbox.scenario.write import from_history
from sandbox.ui.document import document as document_module
from sandbox.ui.document.document import Change, Document
from sandbox.ui.shell.main_window import MainWindow


def test_a_long_history_opens_deriving_only_the_last_step(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = history_board(300)
    path = tmp_path / "long.json"
    save_scenario(path, from_history(start, history_actions(start, 300)))
    scenario = load_scenario(path)
    document = Document(scenario.start)
    derived: list[Board] = []

    def counting(board: Board) -> Derived:
        derived.append(board)
        return derive(board)

    monkeypatch.setattr(document_module, "derive", counting)
    told: list[Change] = []
    document.changed.connect(told.append)
    document.load(scenario, path)
    assert document.undo_stack.count() == 300 and document.undo_stack.isClean()
    assert document.board is scenario.board
    assert len(told) == 1 and told[0].after.board is scenario.board
    assert derived == []  # no step is derived until something asks
    assert told[0].after.derived is document.derived  # what the views ask for
    assert len(derived) == 1 and derived[0] is scenario.board
    document.undo_stack.undo()  # a step is derived when it is shown
    assert document.board is scenario.history[-2]
    assert document.derived == derive(scenario.history[-2])


def test_saving_a_table_the_reader_would_refuse_says_what_to_remove(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 22, finding 6 and point 3: nothing is written, the message says what and where."""
    document = window.document
    document.set_info(replace(document.info, title="t" * 500))
    shown: list[str] = []
    monkeypatch.setattr(window.files, "show_error", lambda _title, text: shown.append(text))
    path = tmp_path / "kept.json"
    path.write_text("what the user had")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: (str(path), ""))
    assert not window.files.save_as()
    assert len(shown) == 1 and "\n" not in shown[0]
    assert shown[0].startswith(f"{path}: $.title: String should have at most 200 characters")
    assert "could not open the file again; remove or shorten it" in shown[0]
    assert path.read_text() == "what the user had"
