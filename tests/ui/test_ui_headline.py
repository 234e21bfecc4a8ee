"""The headline is the point of the table (issue 21, point 1), through the window: a file opens
on the ability its expectations name (not a deck-building Specialization), "Show this in
presentation" makes the selected ability the table's focus as an undo step, saved with it, and
presentation, Export image and Copy ruling show the headline when nothing is selected."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from sandbox.scenario.files import load_scenario
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

FROST_HEX = scenarios_dir() / "fab" / "f21-frost-hex-owner-amnesia.json"


def test_a_file_opens_on_its_expected_ability_not_on_specialization(window: MainWindow) -> None:
    assert window.files.open(FROST_HEX)
    assert window.view.finding == "hex:grant"


def test_show_this_in_presentation_sets_the_focus_saved_and_undone(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    assert window.files.open(FROST_HEX)
    document = window.document
    window.view.select_finding("frostbite-1:destroy")
    window.showing.headline_action.trigger()
    assert document.info.focus == "frostbite-1:destroy"
    assert document.undo_stack.undoText().startswith("Show “destroy Frostbite”")
    path = tmp_path / "focused.json"
    assert window.files._write(path)  # (Save As without its file dialog)
    assert load_scenario(path).model.focus == "frostbite-1:destroy"
    window.view.select_finding(None)  # nothing selected: every picture shows the focus
    assert "destroy Frostbite" in (window.showing.copy_ruling() or "")
    window.showing.present_action.trigger()
    qtbot.waitUntil(lambda: window.caption.isVisible())
    assert "destroy Frostbite" in window.caption.toPlainText()
    window.showing.leave_action.trigger()
    document.undo_stack.undo()
    assert document.info.focus is None
    assert window.files.open(path)
    assert window.view.finding == "frostbite-1:destroy"
    assert window.references.table.actions() == [window.showing.headline_action]
