"""The dialogs and menus that build actions: effects, chosen names, the object menu, New."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from sandbox.cards.presets import EffectPreset, bundled_presets
from sandbox.model import Duration, ObjectFilter
from sandbox.ui.dialogs.choice import ChoiceDialog
from sandbox.ui.dialogs.effect import EffectDialog
from sandbox.ui.dialogs.new_table import NewDialog, player_ids
from sandbox.ui.dialogs.object_menu import ObjectMenu
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


def dialog(window: MainWindow, kind: str, selected: str | None = None) -> EffectDialog:
    """The effect dialog for the preset with id `kind`, or for the bare effect kind."""
    presets: dict[str, EffectPreset | str] = {p.id: p for p in bundled_presets()}
    form = presets.get(kind, kind)
    return EffectDialog(form, window.document.board, window.cards, selected=selected)


def test_amnesia_on_a_player(window: MainWindow) -> None:
    amnesia = dialog(window, "amnesia")
    amnesia.player_box.setCurrentIndex(amnesia.player_box.findData("tyler"))
    amnesia.controller_box.setCurrentIndex(amnesia.controller_box.findData("nic"))
    amnesia.until_box.setCurrentIndex(amnesia.until_box.findData("nic"))
    amnesia.try_accept()
    action = amnesia.action
    assert action is not None
    effect = action.effect
    assert (effect.kind, effect.cant_gain, effect.affects) == (
        "lose_names",
        True,
        ObjectFilter(owner="tyler"),
    )
    assert effect.duration == Duration("until_next_turn_of", "nic")
    assert window.document.push(action, amnesia.undo_text())
    assert not window.document.derived.names["head-jab"].names


def test_mask_of_many_faces_checks_the_named_card(window: MainWindow) -> None:
    mask = dialog(window, "mask-of-many-faces", selected="katsu")
    mask.name_edit.setText("Gust")
    mask.try_accept()
    assert mask.action is None
    assert "F14" in mask.error.text()
    mask.name_edit.setText("Frostbite")
    mask.try_accept()
    assert mask.action is None and "F13" in mask.error.text()
    mask.name_edit.setText("surging strike")
    mask.try_accept()
    assert mask.action is not None
    effect = mask.action.effect
    assert effect.choice is not None and effect.choice.name == "Surging Strike"
    assert effect.source_name == "Mask of Many Faces" and effect.source_id == "mask"


def test_a_gained_name_and_the_completer(window: MainWindow) -> None:
    gain = dialog(window, "gain_name", selected="bravo")
    gain.completer.refresh("Whel")
    assert "Whelming Gustwave" in gain.completer.names.stringList()
    gain.name_edit.setText("Crouching Tiger")
    gain.try_accept()
    assert gain.action is not None
    window.document.push(gain.action, gain.undo_text())
    assert "Crouching Tiger" in window.document.derived.names["bravo"].names


def test_an_object_gains_an_ability_with_no_linked_choice(window: MainWindow) -> None:
    """MTG 607.5: a gained "the chosen name" ability has no choice linked to it."""
    window.files.open_path(scenarios_dir() / "mtg" / "m11-undefined-choice.json")
    gain = dialog(window, "gain_ability", selected="mage")
    gain.ability_box.setCurrentIndex(
        gain.ability_box.findText("Meddling Mage: Spells", Qt.MatchFlag.MatchStartsWith)
    )
    gain.try_accept()
    assert gain.action is not None and gain.action.effect.kind == "gain_ability"
    window.document.push(gain.action, gain.undo_text())
    effect_id = window.document.board.effects[-1].id
    finding = window.document.derived.finding(f"mage:{effect_id}.stop")
    assert finding is not None and finding.status == "n/a"


def test_a_refused_sticker_shows_the_models_reason_in_the_dialog(window: MainWindow) -> None:
    window.files.open_path(scenarios_dir() / "mtg" / "m16-hidden-agenda-secrets.json")
    sticker = dialog(window, "name_sticker", selected="bears")
    sticker.controller_box.setCurrentIndex(sticker.controller_box.findData("ben"))
    sticker.name_edit.setText("Lucky")
    sticker.try_accept()
    assert sticker.action is None and "sticker" in sticker.error.text()
    sticker.controller_box.setCurrentIndex(sticker.controller_box.findData("ann"))
    sticker.try_accept()
    assert sticker.action is not None


def test_the_choice_dialog_validates_and_builds_a_choice(window: MainWindow) -> None:
    choose = ChoiceDialog(window.document.board, "katsu", window.cards)
    choose.name_edit.setText("Nothing Like This")
    choose.try_accept()
    assert choose.action is None and choose.error.text()
    choose.name_edit.setText("Dawnblade")
    choose.secret_box.setChecked(True)
    choose.try_accept()
    assert choose.action is not None
    assert (choose.action.choice.name, choose.action.choice.secret) == ("Dawnblade", True)
    choose_undefined = ChoiceDialog(window.document.board, "katsu", window.cards)
    choose_undefined.undefined_box.setChecked(True)
    choose_undefined.try_accept()
    assert choose_undefined.action is not None and choose_undefined.action.choice.name is None


def find_action(menu: QMenu, *path: str) -> QAction:
    for action in menu.actions():
        if action.text() == path[0]:
            if len(path) == 1:
                return action
            sub = action.menu()
            assert isinstance(sub, QMenu)
            return find_action(sub, *path[1:])
    raise AssertionError(f"no menu entry {path}")


def test_the_object_menu_sets_owner_face_down_moves_and_removes(window: MainWindow) -> None:
    menu = ObjectMenu(window.document, window.view, window.cards, ["head-jab"], window)
    find_action(menu, "Owner", "Nic").trigger()
    assert window.document.board.object("head-jab").owner == "nic"  # type: ignore[union-attr]
    find_action(menu, "Face down").trigger()
    assert window.document.board.object("head-jab").face_down  # type: ignore[union-attr]
    find_action(menu, "Move to", "Tyler", "Graveyard").trigger()
    obj = window.document.board.object("head-jab")
    assert obj is not None and (obj.zone, obj.zone_owner) == ("graveyard", "tyler")
    menu = ObjectMenu(window.document, window.view, window.cards, ["gustwave"], window)
    find_action(menu, "Pitch", "Whelming Gustwave (3)").trigger()
    assert window.document.board.object("gustwave").card.pitch == "3"  # type: ignore[union-attr]
    find_action(menu, "Remove").trigger()
    assert window.document.board.object("gustwave") is None
    assert window.document.undo_stack.count() == 5


def test_a_pitch_change_keeps_the_gained_name_and_undoes_in_one_step(
    window: MainWindow,
) -> None:
    document = window.document
    order = [o.id for o in document.board.objects]
    before = document.board.object("head-jab")
    assert before is not None and before.card.pitch == "1"
    assert "Surging Strike" in document.derived.names["head-jab"].names  # Mask of Many Faces
    window.view.select(["head-jab"])
    box = window.inspector.face_box
    box.setCurrentIndex(box.findData("2"))
    box.activated.emit(box.currentIndex())
    after = document.board.object("head-jab")
    assert after is not None and after.card.pitch == "2"
    assert document.derived.names["head-jab"].names == ("Head Jab", "Surging Strike")
    assert after.zone == "combat_chain" and [o.id for o in document.board.objects] == order
    assert [e.target for e in document.board.effects] == ["head-jab"]
    assert document.undo_stack.count() == 1
    assert document.undo_stack.undoText() == "Make Head Jab pitch 2"
    assert window.scene.cards["head-jab"].look.pitch == "2"
    finding = document.derived.finding("gustwave:combo")
    assert finding is not None and finding.found == ("head-jab",)
    document.undo_stack.undo()
    assert document.board.object("head-jab") == before
    assert window.scene.cards["head-jab"].look.pitch == "1"


def test_a_pitch_change_of_a_card_under_others_in_a_deck_keeps_its_place(
    window: MainWindow,
) -> None:
    from sandbox.model import MoveObject

    document = window.document
    document.push(MoveObject("gustwave", "deck", "tyler"), "to deck")
    document.push(MoveObject("head-jab", "deck", "tyler"), "to deck")  # on top of it
    menu = ObjectMenu(document, window.view, window.cards, ["gustwave"], window)
    find_action(menu, "Pitch", "Whelming Gustwave (3)").trigger()
    deck = [o.id for o in document.board.objects if o.zone == "deck"]
    assert deck == ["head-jab", "gustwave"]
    assert document.board.object("gustwave").card.pitch == "3"  # type: ignore[union-attr]


def test_the_new_dialog_builds_an_empty_board() -> None:
    new = NewDialog()
    new.game_box.setCurrentIndex(new.game_box.findData("mtg"))
    new.count_box.setValue(3)
    new.name_edits[0].setText("Ana María")
    new.name_edits[1].setText("You")
    new.name_edits[2].setText("Ana María")
    new.try_accept()
    assert new.board is not None and new.board.game == "mtg"
    assert new.board.player_ids == ("ana-mar-a", "you-2", "ana-mar-a-2")
    assert new.board.active_player == "ana-mar-a"
    assert player_ids(["", ""]) == ["p1", "p2"]


def test_a_judge_writes_an_ability_and_the_model_evaluates_it(window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    from sandbox.ui.dialogs.reference import ReferenceDialog

    write = ReferenceDialog(window.document.board, "bravo")
    write.try_accept()
    assert write.action is None and write.error.text()  # no text yet
    write.text_edit.setText("Head Jabs in the combat chain get +1")
    write.names_edit.setText("Head Jab")
    for row in range(write.zones_list.count()):
        item = write.zones_list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == "combat_chain":
            item.setCheckState(Qt.CheckState.Checked)
    write.try_accept()
    assert write.action is not None
    window.references.push_written(write.action)
    finding = window.document.derived.finding("bravo:judge-1")
    assert finding is not None and finding.status == "finds" and finding.found == ("head-jab",)
    assert window.view.finding == "bravo:judge-1"
    assert window.scene.cards["head-jab"].mark == "found"
    assert window.references.remove_button.isEnabled()
    window.references.remove_button.click()
    assert window.document.derived.finding("bravo:judge-1") is None
    window.document.undo_stack.undo()
    assert window.document.derived.finding("bravo:judge-1") is not None


def test_the_object_menu_turns_a_fab_double_faced_card_to_its_back_face(
    window: MainWindow,
) -> None:
    """FaB 9.1.3b: an effect makes the back face active; the menu's Face does it (set_face)."""
    from sandbox.cards.library import bundled_library
    from sandbox.model import AddObject

    card = bundled_library().resolve("fab", "Invoke Azvolai")
    window.document.push(AddObject(card, "nic", "permanent", object_id="invoke"), "add")
    menu = ObjectMenu(window.document, window.view, window.cards, ["invoke"], window)
    find_action(menu, "Face", "Azvolai").trigger()
    assert window.document.derived.names["invoke"].names == ("Azvolai",)


def test_the_ability_dialog_fits_a_short_screen_and_scrolls(window: MainWindow) -> None:
    """A 1366×768 laptop: the ability dialog's form is taller than the screen leaves, so the
    dialog is at most the screen's height and its form scrolls, OK/Cancel always in view; each
    zone is listed once (MTG's battlefield is both the in-play group and a zone)."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea

    from sandbox.ui.dialogs.reference import ReferenceDialog
    from sandbox.ui.kit.form_dialog import SCREEN_MARGIN

    write = ReferenceDialog(window.document.board, "bravo")
    write.kind_box.setCurrentIndex(write.kind_box.findData("same_name_as"))
    screen = write.screen()
    assert screen is not None
    room = screen.availableGeometry().height() - SCREEN_MARGIN
    write.show()
    QApplication.processEvents()
    scroll = write.findChild(QScrollArea, "formScroll")
    assert scroll is not None and scroll.widget().isAncestorOf(write.zones_list)
    assert write.height() <= room
    body = scroll.widget().minimumSizeHint().height()
    assert (scroll.verticalScrollBar().maximum() > 0) == (body > scroll.viewport().height())
    buttons = write.findChild(QDialogButtonBox)
    assert buttons is not None and buttons.geometry().bottom() <= write.height()
    write.resize(write.width(), 400)  # a very short screen: the form scrolls, the buttons stay
    QApplication.processEvents()
    assert write.height() == 400 and scroll.verticalScrollBar().maximum() > 0
    assert buttons.isVisible() and buttons.geometry().bottom() <= write.height()
    zones = [write.zones_list.item(row).text() for row in range(write.zones_list.count())]
    assert len(zones) == len(set(zones))
    write.close()


def test_a_card_without_pitch_says_so_in_the_inspector(window: MainWindow) -> None:
    """A hero or an equipment has no pitch (FaB 2.8): the box says "none", not the card's name,
    and offers no other choice."""
    window.view.select(["katsu"])
    box = window.inspector.face_box
    assert box.count() == 1 and box.currentText() == "none (no pitch)"
    assert not box.isEnabled()
    window.view.select(["head-jab"])
    assert box.currentText().startswith("Head Jab") and box.isEnabled()
