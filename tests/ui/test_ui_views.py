"""Judge view and player views: hidden information is shown only to who may see it."""

from __future__ import annotations

import pytest

from sandbox.model import MoveObject, SetFaceDown, may_see_choice, may_see_object
from sandbox.scenario.files import load_scenario
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

SECRETS = scenarios_dir() / "mtg" / "m16-hidden-agenda-secrets.json"


@pytest.fixture
def secrets(shell: Shell) -> MainWindow:
    assert shell.window.files.open_path(SECRETS, remember=False)
    return shell.window


def test_rules_of_visibility() -> None:
    board = load_scenario(SECRETS).board
    stroke = board.object("stroke")
    assert stroke is not None and stroke.face_down
    assert may_see_object(board, stroke, None) and may_see_object(board, stroke, "ann")
    assert not may_see_object(board, stroke, "ben")
    choice = stroke.choices[0]
    assert may_see_choice(board, stroke, choice, None)
    assert may_see_choice(board, stroke, choice, "ann")
    assert not may_see_choice(board, stroke, choice, "ben")


def test_the_judge_sees_face_down_names_and_secret_choices(secrets: MainWindow) -> None:
    look = secrets.scene.cards["stroke"].look
    assert look.face_down and not look.hidden
    assert look.hidden_name == "Double Stroke"
    assert any("Lightning Bolt" in note.text for note in look.notes)


def test_a_player_sees_only_their_own_secrets(secrets: MainWindow) -> None:
    secrets.turn_bar.viewer_box.setCurrentIndex(secrets.turn_bar.viewer_box.findData("ben"))
    secrets.turn_bar.viewer_box.activated.emit(secrets.turn_bar.viewer_box.currentIndex())
    assert secrets.view.viewer == "ben"
    theirs = secrets.scene.cards["stroke"].look
    assert theirs.hidden and theirs.hidden_name == "" and theirs.notes == ()
    mine = secrets.scene.cards["favor"].look
    assert not mine.hidden and any("Fire" in note.text for note in mine.notes)
    secrets.view.select(["stroke"])
    assert "Hidden" in secrets.inspector.title.text()
    assert secrets.inspector.names.rows == [] and secrets.inspector.face_box.count() == 0
    assert not secrets.inspector.remove_button.isEnabled()  # like every other control
    hidden_rows = [r for r in secrets.references.model.rows if r.finding_id.startswith("stroke")]
    assert hidden_rows and all("Double Stroke" not in " ".join(r.cells) for r in hidden_rows)


def test_turning_face_up_reveals_the_secret_name(secrets: MainWindow) -> None:
    secrets.view.set_viewer("ben")
    secrets.document.push(SetFaceDown("stroke", False), "reveal")
    look = secrets.scene.cards["stroke"].look
    assert not look.hidden and any("Lightning Bolt" in note.text for note in look.notes)


def test_the_judge_view_switch_toggles(secrets: MainWindow) -> None:
    assert secrets.judge_action.isChecked()
    secrets.judge_action.trigger()
    assert secrets.view.viewer == secrets.document.board.active_player
    assert not secrets.judge_action.isChecked()
    secrets.judge_action.trigger()
    assert secrets.view.viewer is None


def test_hands_and_decks_are_private(window: MainWindow) -> None:
    window.document.push(MoveObject("head-jab", "hand", "tyler"), "to hand")
    window.document.push(MoveObject("gustwave", "deck", "tyler"), "to deck")
    window.view.set_viewer("nic")
    assert window.scene.cards["head-jab"].look.hidden
    window.view.set_viewer("tyler")
    assert not window.scene.cards["head-jab"].look.hidden
    assert window.scene.cards["gustwave"].look.hidden  # nobody looks at a deck
    window.view.set_viewer(None)
    assert not window.scene.cards["gustwave"].look.hidden


def test_an_example_opened_in_a_players_view_selects_only_what_they_see(shell: Shell) -> None:
    shell.view.set_viewer("ann")  # a player of the next example
    path = scenarios_dir() / "fab" / "f19-righteous-cleansing.json"
    assert shell.window.files.open_path(path, remember=False)
    assert shell.view.viewer == "ann"
    assert shell.view.finding == "cleansing:banish"  # it fails on Ben's deck...
    assert shell.view.selected == ("cleansing",)  # ...whose cards Ann may not see: its source
    shell.view.set_viewer(None)
    shell.focus()
    assert shell.view.selected == ("d1",)  # the judge sees the first card it misses


def test_switching_to_a_players_view_leaves_what_they_may_not_see(secrets: MainWindow) -> None:
    view = secrets.view
    view.select(["stroke"])
    view.select_finding("stroke:copy")
    view.set_viewer("ben")
    board = secrets.document.board
    finding = secrets.document.derived.finding(view.finding or "")
    assert finding is not None
    assert may_see_object(board, board.object(finding.source_id), "ben")  # type: ignore[arg-type]
    assert all(may_see_object(board, board.object(i), "ben") for i in view.selected)  # type: ignore[arg-type]
    assert not any(secrets.scene.cards[i].isSelected() for i in ("stroke", "action"))


def test_the_findings_table_is_as_tall_as_its_rows(secrets: MainWindow) -> None:
    table = secrets.references.table
    rows = secrets.references.model.rowCount()
    assert rows == 4
    height = secrets.references.splitter.sizes()[0]
    row = table.verticalHeader().defaultSectionSize()
    assert rows * row < height < (rows + 2) * row  # no blank rows under it


def test_an_example_without_name_abilities_shows_an_object_an_effect_changes(
    shell: Shell,
) -> None:
    path = scenarios_dir() / "mtg" / "m9-stickers-and-copies.json"
    assert shell.window.files.open_path(path, remember=False)
    assert shell.view.finding is None
    assert shell.view.selected == ("it",)  # the sticker's object
    assert any(row.name == "Seeker of the Eldrazi Way" for row in shell.window.inspector.names.rows)
