"""Changing the model updates the view: each panel follows the document."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from ui_helpers import AMNESIA_ON_TYLER

from sandbox.model import AdvanceTurn, Choice, MakeChoice, MoveObject, SetOwner
from sandbox.ui.dialogs.new_table import new_board
from sandbox.ui.document.document import DocumentInfo
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_the_table_moves_a_card_when_the_model_moves_it(window: MainWindow) -> None:
    window.document.push(MoveObject("katsu", "banished"), "move")
    item = window.scene.cards["katsu"]
    assert window.scene.zones[("banished", "tyler")].area.rect.contains(item.x() + 1, item.y() + 1)
    assert window.scene.zones[("banished", "tyler")].count == 1
    window.document.undo_stack.undo()
    assert window.scene.zones[("hero", "tyler")].area.rect.contains(item.x() + 1, item.y() + 1)


def test_a_card_shows_lost_and_gained_names(window: MainWindow) -> None:
    look = window.scene.cards["head-jab"].look
    assert [(n.text, n.style) for n in look.names] == [
        ("Head Jab", "current"),
        ("Surging Strike", "gained"),
    ]
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    look = window.scene.cards["head-jab"].look
    assert ("Head Jab", "lost") in [(n.text, n.style) for n in look.names]
    assert look.nameless


def test_the_inspector_follows_the_selected_object(window: MainWindow) -> None:
    window.view.select(["head-jab"])
    rows = window.inspector.names.rows
    assert [r.name for r in rows] == ["Head Jab", "Surging Strike"]
    assert "Mask of Many Faces" in rows[1].source
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    rows = window.inspector.names.rows
    assert all(r.struck for r in rows)
    assert "Amnesia" in rows[0].source and "Nic" in rows[0].until
    assert "No name" in window.inspector.details.toPlainText()
    window.document.push(SetOwner("head-jab", "nic"), "owner")
    assert window.inspector.owner_box.currentData() == "nic"


def test_the_effects_panel_lists_switches_and_expires_effects(window: MainWindow) -> None:
    model = window.effects.model
    assert [r.effect_id for r in model.rows] == ["mask-name"]
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    assert len(model.rows) == 2
    amnesia = model.rows[1]
    assert amnesia.ends_soon and "Nic" in amnesia.cells[5]
    index = model.index(1, 0)
    assert model.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    model.setData(index, Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    assert not window.document.board.effects[1].enabled
    assert model.data(model.index(1, 0), Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert "switched off" in model.rows[1].cells[6]
    window.turn_bar.next_button.click()
    assert [r.effect_id for r in model.rows] == ["mask-name", "e2"]  # ended, still listed
    assert "ended" in model.rows[1].cells[6] and not model.rows[1].applies
    assert "Amnesia" in window.turn_bar.expired_label.text()


def test_the_references_panel_and_the_marks_follow_the_findings(window: MainWindow) -> None:
    panel = window.references
    window.view.select_finding("gustwave:combo")
    row = panel.model.row_of("gustwave:combo")
    assert "finds" in panel.model.rows[row].cells[0]
    assert window.scene.cards["head-jab"].mark == "found"
    assert window.scene.cards["gustwave"].mark == "source"
    assert "Head Jab" in panel.explanation.toPlainText()
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    assert "fails" in panel.model.rows[row].cells[0]
    assert window.scene.cards["head-jab"].mark == "missed"
    text = panel.explanation.toPlainText()
    assert "Does not find" in text and "F10" in text


def test_selecting_a_row_selects_the_finding(window: MainWindow) -> None:
    panel = window.references
    row = panel.model.row_of("mask:destroy")
    panel.table.selectRow(row)
    assert window.view.finding == "mask:destroy"
    assert window.scene.cards["mask"].mark == "found"


def test_the_turn_bar_follows_the_turn(window: MainWindow) -> None:
    window.document.push(AdvanceTurn(), "turn")
    text = window.turn_bar.turn_label.text()
    assert "Turn 2" in text and "Nic" in text
    window.document.undo_stack.undo()
    assert "Turn 1" in window.turn_bar.turn_label.text()


def test_a_new_document_changes_game_title_and_palette(window: MainWindow) -> None:
    board = new_board("mtg", ["Ann", "Ben", "Cy"])
    window.document.reset(board, DocumentInfo(title="Three"))
    assert window.card_palette.game() == "mtg"
    assert window.header.title.text().count("Three") == 1
    assert {k for k, p in window.scene.zones if p == "cy"} >= {"battlefield", "library"}
    assert window.windowTitle().startswith("Three")


def test_a_chosen_name_appears_on_the_card_and_in_the_inspector(window: MainWindow) -> None:
    window.document.push(
        MakeChoice("katsu", Choice("named", "Surging Strike", "tyler", False)), "choose"
    )
    window.view.select(["katsu"])
    notes = window.scene.cards["katsu"].look.notes
    assert any("Surging Strike" in n.text for n in notes)
    assert "Surging Strike" in window.inspector.details.toPlainText()


def test_the_window_title_marks_unsaved_changes(window: MainWindow) -> None:
    assert not window.isWindowModified()
    window.document.push(MoveObject("katsu", "banished"), "move")
    assert window.isWindowModified()
    window.document.undo_stack.undo()
    assert not window.isWindowModified()


def test_the_explanation_says_why_it_finds_and_groups_the_same_reasons(
    window: MainWindow,
) -> None:
    from sandbox.ui.kit.paths import scenarios_dir

    panel = window.references
    window.view.select_finding("gustwave:combo")
    text = panel.explanation.toPlainText()
    assert 'has the name "Surging Strike"' in text and "Mask of Many Faces (Tyler" in text
    assert window.files.open_path(
        scenarios_dir() / "fab" / "f19-righteous-cleansing.json", remember=False
    )
    window.view.select_finding("cleansing:banish")
    text = panel.explanation.toPlainText()
    assert text.count("makes it lose all names") == 1  # one entry for the five cards
    assert all(f"[d{n}]" in text for n in range(1, 6))
    window.view.set_viewer("ann")
    text = panel.explanation.toPlainText()
    assert "5 hidden cards in the deck" in text and "[d1]" not in text


def test_long_names_neither_hide_the_ability_nor_spill_out_of_a_note(window: MainWindow) -> None:
    from sandbox.ui.board.card_paint import note_height
    from sandbox.ui.kit.paths import scenarios_dir
    from sandbox.ui.panels.references import MAX_SOURCE_WIDTH, SOURCE_COLUMN

    assert window.files.open_path(scenarios_dir() / "mtg" / "m6-meld.json", remember=False)
    table = window.references.table
    assert table.columnWidth(SOURCE_COLUMN) <= MAX_SOURCE_WIDTH  # "Gisela, ... // Brisela, ..."
    assert note_height("Named: Brisela, Voice of Nightmares") > note_height("Named: Fire")
