"""The ability dialog and the schema's reach (issue 9): "not named", "compared with" a related
object, for whom a definition creates, and edits that keep every field the form does not show."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from sandbox.model import (
    AddReference,
    LooksFor,
    ObjectFilter,
    ReferenceSpec,
    ReplaceReference,
    SetLinks,
)
from sandbox.ui.dialogs.reference import ReferenceDialog
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

SAME_AS_TARGET = ReferenceSpec(
    "judge-1",
    "Return target attack and every card with the same name as that attack",
    "identification",
    LooksFor(
        "same_name_as",
        anchor=ObjectFilter(zones=("combat_chain",), related="target", top=1),
        include_anchor=True,
    ),
    ObjectFilter(zones=("all",), zone_owner="owner", types=("Action",)),
    rulings=("F6", "F17"),
    origin="written",
    span=(0, 21),
)
NOT_NAMED = ReferenceSpec(
    "judge-2",
    "Attacks not named Head Jab get +1",
    "identification",
    LooksFor("names", names=("Head Jab",), negate=True),
    ObjectFilter(zones=("combat_chain",), controller="you"),
)
TARGET_CREATURE = ReferenceSpec(
    "judge-4",
    "Destroy target attack",
    "identification",
    LooksFor("any"),
    ObjectFilter(zones=("combat_chain",)),
    origin="written",
    targets=(0,),
)
FOR_NIC = ReferenceSpec(
    "judge-3",
    "Create a Frostbite token under Nic's control",
    "definition",
    LooksFor("definition", creates="Frostbite", creates_for="nic"),
    span=(0, 44),
    origin="suggested",
)


def check_zone(dialog: ReferenceDialog, zone: str) -> None:
    """Tick one zone of the dialog's list, as a judge does."""
    for row in range(dialog.zones_list.count()):
        item = dialog.zones_list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == zone:
            item.setCheckState(Qt.CheckState.Checked)


def written(window: MainWindow, *specs: ReferenceSpec) -> None:
    for spec in specs:
        assert window.document.push(AddReference("katsu", spec), "write")


@pytest.mark.parametrize("spec", [SAME_AS_TARGET, NOT_NAMED, FOR_NIC, TARGET_CREATURE])
def test_an_edit_that_changes_nothing_keeps_every_field(
    window: MainWindow, spec: ReferenceSpec
) -> None:
    written(window, spec)
    dialog = ReferenceDialog(window.document.board, "katsu", template=spec)
    dialog.try_accept()
    assert isinstance(dialog.action, ReplaceReference)
    assert dialog.action.reference == replace(spec, origin="written")  # a judge confirmed it
    window.references.push_written(dialog.action)
    source = window.document.board.object("katsu")
    assert source is not None and source.extra_references == (dialog.action.reference,)


def test_not_named_and_compared_with_are_shown_and_set(window: MainWindow) -> None:
    written(window, NOT_NAMED)
    dialog = ReferenceDialog(window.document.board, "katsu", template=NOT_NAMED)
    assert dialog.negate_box.isChecked() and not dialog.negate_box.isHidden()
    assert dialog.form.isRowVisible(dialog.negate_box)
    assert not dialog.form.isRowVisible(dialog.related_box)
    dialog.negate_box.setChecked(False)
    dialog.try_accept()
    assert isinstance(dialog.action, ReplaceReference)
    assert dialog.action.reference.looks_for.negate is False
    assert dialog.action.reference.among == NOT_NAMED.among

    dialog = ReferenceDialog(window.document.board, "katsu", template=SAME_AS_TARGET)
    assert dialog.form.isRowVisible(dialog.related_box)
    assert dialog.related_box.currentData() == "target"
    dialog.related_box.setCurrentIndex(dialog.related_box.findData("linked"))
    dialog.try_accept()
    assert isinstance(dialog.action, AddReference)  # not yet written: a new written one
    anchor = dialog.action.reference.looks_for.anchor
    assert anchor == ObjectFilter(zones=("combat_chain",), related="linked", top=1)
    assert dialog.action.reference.span == (0, 21)


def test_a_new_same_name_ability_and_a_definition_for_an_opponent(window: MainWindow) -> None:
    dialog = ReferenceDialog(window.document.board, "katsu")
    dialog.text_edit.setText("cards with the same name as the card exiled with it")
    dialog.kind_box.setCurrentIndex(dialog.kind_box.findData("same_name_as"))
    dialog.related_box.setCurrentIndex(dialog.related_box.findData("linked"))
    dialog.try_accept()
    assert isinstance(dialog.action, AddReference)
    look = dialog.action.reference.looks_for
    assert (look.kind, look.anchor) == ("same_name_as", ObjectFilter(related="linked"))
    assert dialog.action.reference.origin == "written"

    dialog = ReferenceDialog(window.document.board, "katsu")
    dialog.text_edit.setText("Create a Frostbite token under target opponent's control")
    dialog.use_box.setCurrentIndex(dialog.use_box.findData("definition"))
    assert dialog.form.isRowVisible(dialog.creates_for_box)
    dialog.creates_edit.setText("Frostbite")
    dialog.creates_for_box.setCurrentIndex(dialog.creates_for_box.findData("opponent"))
    dialog.try_accept()
    assert isinstance(dialog.action, AddReference)
    assert dialog.action.reference.looks_for.creates_for == "opponent"


def test_the_panel_edits_the_selected_written_ability(window: MainWindow) -> None:
    references = window.references
    assert not references.edit_button.isEnabled()
    written(window, NOT_NAMED)
    window.view.select_finding("katsu:judge-2")
    assert references.edit_button.isEnabled()
    window.view.select_finding("gustwave:combo")
    assert not references.edit_button.isEnabled()


def test_the_inspector_lists_the_objects_it_is_linked_with(window: MainWindow) -> None:
    links = (("trigger", "head-jab"), ("linked", "mask"))
    assert window.document.push(SetLinks("katsu", links), "link")
    window.view.select(["katsu"])
    details = window.inspector.details.toPlainText()
    assert "Triggered by: Head Jab (head-jab)" in details
    assert "Exiled with it (linked): Mask of Many Faces (mask)" in details


def test_the_choice_dialog_adds_a_second_name_under_one_key(window: MainWindow) -> None:
    """ "Choose two card names": the second choice keeps the first."""
    from sandbox.ui.dialogs.choice import ChoiceDialog

    for name, add in (("Dawnblade", False), ("Snatch", True)):
        choose = ChoiceDialog(window.document.board, "katsu", window.cards)
        choose.name_edit.setText(name)
        choose.add_box.setChecked(add)
        choose.try_accept()
        assert choose.action is not None and choose.action.add is add
        assert window.document.push(choose.action, "choose")
    katsu = window.document.board.object("katsu")
    assert katsu is not None and katsu.chosen_names("named") == ("Dawnblade", "Snatch")


def test_a_judge_writes_a_targeting_requirement(window: MainWindow) -> None:
    """MTG 115.1, 608.2b: "target ..." as data: the targets it governs, counted from 1."""
    dialog = ReferenceDialog(window.document.board, "katsu")
    dialog.text_edit.setText("Destroy target attack named Head Jab")
    dialog.names_edit.setText("Head Jab")
    dialog.targets_edit.setText("1, 2")
    built = dialog.build()
    assert not isinstance(built, str) and built.targets == (0, 1)
    dialog.targets_edit.setText("first")
    assert isinstance(dialog.build(), str)


def test_whose_zones_a_related_player_and_negated_types_are_set_and_shown(
    window: MainWindow,
) -> None:
    """Issue 20, point 4: "all nonland cards with that name in target player's graveyard"."""
    dialog = ReferenceDialog(window.document.board, "katsu")
    dialog.text_edit.setText("all nonland cards named Head Jab in target player's graveyard")
    dialog.names_edit.setText("Head Jab")
    check_zone(dialog, "graveyard")
    dialog.zone_owner_box.setCurrentIndex(dialog.zone_owner_box.findData("target_player"))
    dialog.not_types_edit.setText("nonland, Creature")
    dialog.try_accept()
    assert isinstance(dialog.action, AddReference)
    among = dialog.action.reference.among
    assert among.zones == ("graveyard",) and among.zone_owner == "target_player"
    assert among.not_types == ("land", "creature")
    assert window.document.push(dialog.action, "write")
    again = ReferenceDialog(window.document.board, "katsu", template=dialog.action.reference)
    assert again.zone_owner_box.currentData() == "target_player"
    assert again.not_types_edit.text() == "land, creature"
    assert again.form.isRowVisible(again.zone_owner_box)


def test_how_a_changed_anchor_is_compared_is_shown_and_set(window: MainWindow) -> None:
    """Issue 20, point 4 (MTG 608.2h): "compared with" its target as it last existed (the
    rules' default) or, a judge's reading, as it is now; kept when the ability is edited."""
    dialog = ReferenceDialog(window.document.board, "katsu", template=SAME_AS_TARGET)
    assert dialog.form.isRowVisible(dialog.anchor_as_box)
    assert dialog.anchor_as_box.currentData() == "last_known"
    assert [dialog.anchor_as_box.itemData(i) for i in range(3)] == [
        "last_known",
        "current",
        "as_related",
    ]
    dialog.anchor_as_box.setCurrentIndex(dialog.anchor_as_box.findData("current"))
    dialog.try_accept()
    assert isinstance(dialog.action, AddReference)
    assert dialog.action.reference.looks_for.anchor_as == "current"
    assert window.document.push(dialog.action, "write")
    again = ReferenceDialog(window.document.board, "katsu", template=dialog.action.reference)
    assert again.anchor_as_box.currentData() == "current"
    again.kind_box.setCurrentIndex(again.kind_box.findData("names"))
    assert not again.form.isRowVisible(again.anchor_as_box)


def test_a_judge_writes_an_ability_that_functions_outside_the_game(window: MainWindow) -> None:
    """Issue 20, point 3: a deck rule or a Specialization a judge writes is judged on the cards
    as printed (FaB 1.7.4d): the dialog says so, sets it, and shows it again on an edit."""
    dialog = ReferenceDialog(window.document.board, "katsu")
    dialog.text_edit.setText("You may have any number of cards named Head Jab in your deck")
    dialog.names_edit.setText("Head Jab")
    check_zone(dialog, "deck")
    dialog.zone_owner_box.setCurrentIndex(dialog.zone_owner_box.findData("owner"))
    assert dialog.form.isRowVisible(dialog.outside_box) and not dialog.outside_box.isChecked()
    dialog.outside_box.setChecked(True)
    dialog.try_accept()
    assert isinstance(dialog.action, AddReference), dialog.error.text()
    assert dialog.action.reference.outside_game
    assert window.document.push(dialog.action, "write")
    key = dialog.action.reference.key
    finding = window.document.derived.finding(f"katsu:{key}")
    assert finding is not None and finding.reasons[0].code == "ref.outside_the_game"
    again = ReferenceDialog(window.document.board, "katsu", template=dialog.action.reference)
    assert again.outside_box.isChecked()
    dialog.use_box.setCurrentIndex(dialog.use_box.findData("definition"))
    assert not dialog.form.isRowVisible(dialog.outside_box)  # a creation is no look-up
