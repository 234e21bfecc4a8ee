"""Decks in the window: a deck file dropped on a player's area, Table ▸ Import deck… (paste
or file) with its problems one line each, and the audit with its board saved as a scenario."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QUrl
from ui_helpers import drop_on

from sandbox.scenario.files import load_scenario
from sandbox.ui.dialogs.deck import DeckDialog
from sandbox.ui.kit import i18n
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui
DATA = Path(__file__).parents[1] / "decks" / "data"


def _file_mime(path: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    return mime


def test_a_deck_file_dropped_on_a_players_area_is_one_undo_step(window: MainWindow) -> None:
    before = len(window.document.board.objects)
    drop_on(window.board_view, _file_mime(DATA / "fabrary.txt"), "hand", "tyler")
    board = window.document.board
    added = board.objects[before:] if len(board.objects) > before else ()
    assert len(board.objects) == before + 24
    assert {o.owner for o in added} == {"tyler"}
    zones = Counter(o.zone for o in board.objects if o.owner == "tyler" and o in added)
    assert zones["deck"] == 22 and zones["hero"] == 1 and zones["head"] == 1
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert len(window.document.board.objects) == before


def test_a_dropped_deck_with_bad_lines_opens_the_dialog_on_them(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[DeckDialog] = []

    def record(dialog: DeckDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(DeckDialog, "exec", record)
    bad = tmp_path / "bad.txt"
    bad.write_text("3 Head Jab (red)\n2 Hed Jab (red)\n")
    before = len(window.document.board.objects)
    drop_on(window.board_view, _file_mime(bad), "hand", "nic")
    assert len(window.document.board.objects) == before  # nothing added
    report = shown[0].report.toPlainText()
    assert report == 'line 2: "Hed Jab" is not in your card data; closest: Head Jab'
    assert shown[0].player_box.currentData() == "nic"


def test_import_dialog_refuses_until_the_rest_is_chosen(window: MainWindow) -> None:
    dialog = window.decks.make_dialog("nic")
    dialog.text.setPlainText("3 Head Jab (red)\n2 Nothing Card\n")
    assert not dialog.add_button.isEnabled()
    assert "line 2:" in dialog.report.toPlainText()
    dialog.add_rest.setChecked(True)
    assert dialog.add_button.isEnabled()
    dialog.accept()
    assert len(dialog.placed) == 3 and dialog.player == "nic"
    before = len(window.document.board.objects)
    assert window.decks.put(dialog.placed)
    assert len(window.document.board.objects) == before + 3
    assert window.document.undo_stack.count() == 1


def test_import_dialog_reads_a_file(window: MainWindow, tmp_path: Path) -> None:
    dialog = window.decks.make_dialog("tyler", DATA / "fab-plain-blue.txt")
    assert "8 cards, every line resolves." in dialog.summary.text()
    copy = tmp_path / "big.txt"
    copy.write_text("\n" * 100_000)
    dialog.load_file(copy)
    assert "lines; at most" in dialog.report.toPlainText()


def test_the_audit_reports_and_saves_its_board(window: MainWindow, tmp_path: Path) -> None:
    dialog = window.decks.make_dialog()
    dialog.load_file(DATA / "fabrary.txt")
    dialog.against_box.setCurrentIndex(dialog.against_box.findData("amnesia"))
    dialog.side_box.setCurrentIndex(dialog.side_box.findData("rival"))
    dialog.run_audit()
    report = dialog.report.toPlainText()
    assert "Against Amnesia on the opponent" in report
    assert "Spike Pit Trap (3) · mill: finds → fails [F17" in report
    changes = report.split("Against Amnesia on the opponent")[1]
    assert "Frost Hex (3) · grant" not in changes  # F21: nothing changes on that side
    path = tmp_path / "audit.namesake.json"
    assert dialog.write_audit_board(path)
    assert load_scenario(path).board.effects[0].source_name == "Amnesia"


def test_the_dialog_speaks_spanish(window: MainWindow, qapp: object) -> None:
    i18n.install(qapp, "es")  # type: ignore[arg-type]
    window.decks.language = "es"
    dialog = window.decks.make_dialog()
    assert dialog.windowTitle() == "Mazo"
    dialog.text.setPlainText("2 Hed Jab (red)\n")
    assert dialog.report.toPlainText().startswith("línea 1: «Hed Jab» no está")
    assert dialog.side_box.itemText(2) == "el oponente"


def test_files_that_are_no_deck_lists_are_not_taken(window: MainWindow, tmp_path: Path) -> None:
    picture = tmp_path / "table.png"
    shutil.copy(DATA / "fabrary.txt", picture)
    before = len(window.document.board.objects)
    drop_on(window.board_view, _file_mime(picture), "hand", "nic")
    assert len(window.document.board.objects) == before
