"""Open and save round trips, the bad-file dialog, recent files, autosave and recovery."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from sandbox.model import AdvanceTurn, MoveObject, RemoveObject
from sandbox.scenario.files import load_scenario
from sandbox.ui.document import autosave
from sandbox.ui.document.document import Document
from sandbox.ui.kit import settings
from sandbox.ui.kit.paths import autosave_file
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


def save_as(window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch) -> bool:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    return window.files.save_as()


def test_save_then_open_gives_the_same_board(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.document.push(MoveObject("katsu", "banished"), "move")
    window.document.push(AdvanceTurn(), "turn")
    board = window.document.board
    target = tmp_path / "saved"
    assert save_as(window, target, monkeypatch)
    saved = tmp_path / "saved.namesake.json"
    assert saved.exists() and window.document.path == saved
    assert window.document.undo_stack.isClean() and not window.isWindowModified()
    assert load_scenario(saved).board == board
    window.document.push(RemoveObject("katsu"), "remove")
    window.document.undo_stack.setClean()
    assert window.files.open(saved)
    assert window.document.board == board
    assert window.document.info.rulings == ("F15", "F8")
    assert settings.recent_files()[0] == saved.resolve()
    assert window.recent_menu.actions()[0].text() == str(saved.resolve())


def test_a_bad_file_shows_an_error_naming_the_problem_and_keeps_the_table(
    window: MainWindow, tmp_path: Path, no_modal_boxes: list[str]
) -> None:
    window.document.push(MoveObject("katsu", "banished"), "move")
    board, path = window.document.board, window.document.path
    bad = tmp_path / "bad.json"
    bad.write_text('{"schema_version": 1, "game": "fab", "players": [{"id": "a"}]}')
    assert not window.files.open_path(bad)
    assert no_modal_boxes and "bad.json" in no_modal_boxes[-1]
    assert "$.players[0].name" in no_modal_boxes[-1]
    assert window.document.board is board and window.document.path == path
    assert window.document.undo_stack.count() == 1


def test_a_file_that_is_not_json_is_refused_too(
    window: MainWindow, tmp_path: Path, no_modal_boxes: list[str]
) -> None:
    bad = tmp_path / "broken.json"
    bad.write_bytes(b"\xff\xfe not json")
    assert not window.files.open_path(bad)
    assert "broken.json" in no_modal_boxes[-1]


def test_recent_files_are_remembered_and_reopen(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = tmp_path / "one.json"
    assert save_as(window, first, monkeypatch)
    window.document.push(MoveObject("katsu", "banished"), "move")
    second = tmp_path / "two.json"
    assert save_as(window, second, monkeypatch)
    assert settings.recent_files()[:2] == [second.resolve(), first.resolve()]
    window.recent_menu.actions()[1].trigger()
    assert window.document.path == first.resolve()
    assert window.document.board.object("katsu").zone == "hero"  # type: ignore[union-attr]


def test_autosave_writes_unsaved_changes_and_removes_them_once_saved(
    shell: Shell, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = shell.window
    assert not shell.autosaver.save_now()  # nothing unsaved
    window.document.push(MoveObject("katsu", "banished"), "move")
    assert shell.autosaver.save_now()
    saved = load_scenario(autosave_file())
    assert saved.board.object("katsu").zone == "banished"  # type: ignore[union-attr]
    assert saved.actions == (MoveObject("katsu", "banished"),)  # the step, kept to undo
    assert save_as(window, tmp_path / "kept.json", monkeypatch)
    assert autosave.pending() is None


def test_after_a_crash_the_autosave_is_offered_and_recovered(
    qapp: QApplication,
    shell: Shell,
    qtbot,  # type: ignore[no-untyped-def]
) -> None:
    shell.document.push(MoveObject("katsu", "banished"), "move")
    assert shell.autosaver.save_now()
    # a new session starts: the autosave is still there
    fresh = Document(load_scenario(Path(str(shell.document.path))).start)
    second = Shell(qapp, fresh, "en")
    qtbot.addWidget(second.window)
    asked: list[str] = []

    def yes(parent: QWidget, title: str, text: str) -> bool:
        asked.append(text)
        return True

    assert second.offer_recovery(yes)
    assert asked and "Recover" in asked[0]
    assert second.document.board.object("katsu").zone == "banished"  # type: ignore[union-attr]
    assert second.window.isWindowModified()
    second.document.undo_stack.setClean()
    second.autosaver.stop()


def test_declining_recovery_keeps_the_autosave_aside_and_says_where(shell: Shell) -> None:
    shell.document.push(MoveObject("katsu", "banished"), "move")
    shell.autosaver.save_now()
    assert not shell.offer_recovery(lambda *args: False)
    assert autosave.pending() is None
    kept = list(autosave_file().parent.glob("autosave-declined-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["objects"]
    assert str(kept[0]) in shell.window.statusBar().currentMessage()


def test_an_autosave_that_fails_is_shown_with_its_path_and_reason(
    shell: Shell, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    shell.document.push(MoveObject("katsu", "banished"), "move")
    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", full_disk)
        assert not shell.autosaver.save_now()
    problem = shell.window.status_problem
    assert not problem.isHidden()
    assert str(autosave_file()) in problem.text() and "No space left" in problem.text()
    assert shell.autosaver.save_now()  # the disk has room again: the problem goes away
    assert problem.isHidden()


def test_a_save_that_fails_shows_a_dialog_and_the_status_bar(
    window: MainWindow,
    tmp_path: Path,
    no_modal_boxes: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", full_disk)
        assert not window.files._write(tmp_path / "table.json")
    assert "table.json" in no_modal_boxes[-1] and "No space left" in no_modal_boxes[-1]
    assert "No space left" in window.status_problem.text()
    assert window.files._write(tmp_path / "table.json")
    assert window.status_problem.isHidden()


def test_closing_cleanly_removes_the_autosave(shell: Shell) -> None:
    shell.document.push(MoveObject("katsu", "banished"), "move")
    shell.autosaver.save_now()
    shell.document.undo_stack.setClean()  # as if saved or discarded
    shell.document.push(MoveObject("katsu", "hand"), "again")
    shell.autosaver.save_now()
    assert autosave.pending() is not None
    assert shell.window.close()  # the unsaved-changes question answers "Discard"
    assert autosave.pending() is None
