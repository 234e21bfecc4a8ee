"""Effects made from the Add effect menu through the generic effect dialog: a card preset (data)
or a bare kind; the effect reaches the model and the effects table, and undo takes it away."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu

from sandbox.cards.presets import PresetError, bundled_presets
from sandbox.model import AddEffect, Effect
from sandbox.scenario.files import load_scenario
from sandbox.ui.dialogs.effect import EffectDialog
from sandbox.ui.dialogs.object_menu import ObjectMenu
from sandbox.ui.kit import i18n
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

UI = Path(__file__).resolve().parents[2] / "sandbox" / "ui"
SAME_NAME = scenarios_dir() / "mtg" / "m0a-same-name-as-the-target.json"
Fill = Callable[[EffectDialog], None]


def answer_with(monkeypatch: pytest.MonkeyPatch, fill: Fill) -> list[EffectDialog]:
    """The effect dialog, when opened, is filled by `fill` and OK is pressed (no modal loop)."""
    shown: list[EffectDialog] = []

    def run(dialog: EffectDialog) -> int:
        shown.append(dialog)
        fill(dialog)
        dialog.try_accept()
        return dialog.result()

    monkeypatch.setattr(EffectDialog, "exec", run)
    return shown


def entry(menu: QMenu, object_name: str) -> None:
    """Trigger the menu entry `object_name` ("addEffect-<preset or kind>")."""
    found = [a for a in menu.actions() if a.objectName() == object_name]
    assert found and found[0].isEnabled(), object_name
    found[0].trigger()


def add_from_panel(window: MainWindow, preset_id: str) -> Effect:
    """Add an effect from the effects panel's menu; the new effect, checked in the table."""
    before = len(window.document.board.effects)
    window.effects.build_menu()
    entry(window.effects.add_menu, f"addEffect-{preset_id}")
    effects = window.document.board.effects
    assert len(effects) == before + 1
    added = effects[-1]
    assert added.id in [row.effect_id for row in window.effects.model.rows]
    return added


def undo_removes(window: MainWindow, effect: Effect) -> None:
    window.document.undo_stack.undo()
    assert window.document.board.effect(effect.id) is None
    assert effect.id not in [row.effect_id for row in window.effects.model.rows]


def menu_names(menu: QMenu) -> list[str]:
    return [a.objectName() for a in menu.actions() if a.objectName().startswith("addEffect-")]


def test_the_menus_offer_the_games_presets_then_every_kind(window: MainWindow) -> None:
    window.effects.build_menu()
    fab = menu_names(window.effects.add_menu)
    assert fab[:2] == ["addEffect-amnesia", "addEffect-mask-of-many-faces"]
    assert fab[2:] == [
        "addEffect-lose_names",
        "addEffect-gain_name",
        "addEffect-name_sticker",
        "addEffect-copy",
        "addEffect-set_name",
        "addEffect-gain_ability",
    ]
    texts = {a.objectName(): a for a in window.effects.add_menu.actions()}
    assert texts["addEffect-amnesia"].text() == "Amnesia on a player…"
    assert not texts["addEffect-copy"].isEnabled()  # MTG 707 copy effects
    assert not texts["addEffect-name_sticker"].isEnabled()
    menu = ObjectMenu(window.document, window.view, window.cards, ["katsu"], window)
    sub = next(a.menu() for a in menu.actions() if a.text() == "Add effect")
    assert isinstance(sub, QMenu) and menu_names(sub) == fab
    assert window.files.open_path(SAME_NAME, remember=False)
    window.effects.build_menu()
    mtg = menu_names(window.effects.add_menu)
    assert "addEffect-amnesia" not in mtg
    assert {"addEffect-clone", "addEffect-witness-protection"} <= set(mtg)
    texts = {a.objectName(): a for a in window.effects.add_menu.actions()}
    assert texts["addEffect-copy"].isEnabled() and texts["addEffect-name_sticker"].isEnabled()


def test_preset_labels_follow_the_language(window: MainWindow, qapp: object) -> None:
    i18n.install(qapp, "es")  # type: ignore[arg-type]
    window.document.language = "es"
    window.effects.build_menu()
    texts = [a.text() for a in window.effects.add_menu.actions()]
    assert "Amnesia sobre un jugador…" in texts
    assert "El nombre de un objeto pasa a ser otro…" in texts


def test_amnesia_from_its_preset(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """F10: Amnesia's restriction on every object Tyler owns; Nic's effect until Nic's turn."""

    def fill(dialog: EffectDialog) -> None:
        dialog.player_box.setCurrentIndex(dialog.player_box.findData("tyler"))
        assert dialog.controller_box.currentData() == "nic"
        assert dialog.source_edit.text() == "Amnesia"

    shown = answer_with(monkeypatch, fill)
    effect = add_from_panel(window, "amnesia")
    assert (effect.kind, effect.cant_gain, effect.source_name) == ("lose_names", True, "Amnesia")
    assert effect.affects is not None and effect.affects.owner == "tyler"
    assert (effect.duration.kind, effect.duration.player) == ("until_next_turn_of", "nic")
    assert window.document.undo_stack.undoText() == "Amnesia on Tyler"
    assert shown[0].windowTitle() == "Amnesia on a player"
    assert not window.document.derived.names["head-jab"].names
    undo_removes(window, effect)
    assert window.document.derived.names["head-jab"].names


def test_mask_from_its_preset_checks_the_named_card(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F8: the attack gains the named card's name; F14: a name that could mean several cards
    is refused, in one line."""
    refusals: list[str] = []

    def fill(dialog: EffectDialog) -> None:
        dialog.target_box.setCurrentIndex(dialog.target_box.findData("bravo"))
        dialog.name_edit.setText("Gust")
        dialog.try_accept()
        refusals.append(dialog.error.text())
        dialog.name_edit.setText("dawnblade")

    answer_with(monkeypatch, fill)
    effect = add_from_panel(window, "mask-of-many-faces")
    assert "F14" in refusals[0] and "\n" not in refusals[0]
    assert effect.choice is not None and effect.choice.name == "Dawnblade"
    assert (effect.kind, effect.target, effect.duration.kind) == ("gain_name", "bravo", "this_turn")
    assert effect.source_name == "Mask of Many Faces" and effect.source_id == "mask"
    assert "Dawnblade" in window.document.derived.names["bravo"].names
    assert window.document.undo_stack.undoText() == "Mask of Many Faces naming a card"
    undo_removes(window, effect)
    assert "Dawnblade" not in window.document.derived.names["bravo"].names


def test_a_bare_set_name_checks_the_name_and_replaces_every_other(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """MTG 123.6c (M9): a set-name effect replaces the name; meant as a card name, it goes
    through the naming rules (M1: no card is named so)."""
    assert window.files.open_path(SAME_NAME, remember=False)
    refusals: list[str] = []

    def fill(dialog: EffectDialog) -> None:
        dialog.target_box.setCurrentIndex(dialog.target_box.findData("cub"))
        assert dialog.naming_box.currentData() == "card"
        dialog.name_edit.setText("Nothing Named Like This")
        dialog.try_accept()
        refusals.append(dialog.error.text())
        dialog.name_edit.setText("lightning bolt")

    answer_with(monkeypatch, fill)
    effect = add_from_panel(window, "set_name")
    assert "M1" in refusals[0] and "\n" not in refusals[0]
    assert effect.kind == "set_name" and effect.gained_name == "Lightning Bolt"
    assert window.document.derived.names["cub"].names == ("Lightning Bolt",)
    assert window.document.undo_stack.undoText() == "An object's name becomes another"
    undo_removes(window, effect)
    assert window.document.derived.names["cub"].names == ("Bear Cub",)


def test_witness_protection_gives_any_words(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """M9: Witness Protection's name is no card's name: the preset takes it as words."""
    assert window.files.open_path(SAME_NAME, remember=False)

    def fill(dialog: EffectDialog) -> None:
        dialog.target_box.setCurrentIndex(dialog.target_box.findData("cub"))

    answer_with(monkeypatch, fill)
    effect = add_from_panel(window, "witness-protection")
    assert (effect.kind, effect.name, effect.source_id) == (
        "set_name",
        "Legitimate Businessperson",
        "aura",
    )
    assert effect.duration.kind == "while_source_in_play"
    assert window.document.derived.names["cub"].names == ("Legitimate Businessperson",)
    undo_removes(window, effect)


def test_clone_from_its_preset_copies_an_object(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """MTG 707.2 (M9): Clone takes the copiable values of the object it copies."""
    assert window.files.open_path(SAME_NAME, remember=False)
    window.view.select(["cub"])

    def fill(dialog: EffectDialog) -> None:
        assert dialog.target_box.currentData() == "clone"  # the preset's card copies itself
        assert dialog.copy_box.currentData() == "cub"  # the selected object

    answer_with(monkeypatch, fill)
    effect = add_from_panel(window, "clone")
    assert (effect.kind, effect.target, effect.copy_of_object) == ("copy", "clone", "cub")
    assert window.document.derived.names["clone"].names == ("Bear Cub",)
    undo_removes(window, effect)
    assert window.document.derived.names["clone"].names == ("Grizzly Bears",)


def test_a_bare_copy_of_a_card_by_name(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    assert window.files.open_path(SAME_NAME, remember=False)
    refusals: list[str] = []

    def fill(dialog: EffectDialog) -> None:
        dialog.target_box.setCurrentIndex(dialog.target_box.findData("cub"))
        dialog.copy_box.setCurrentIndex(dialog.copy_box.findData(""))
        assert dialog.name_edit.isEnabled()
        dialog.name_edit.setText("No Such Card")
        dialog.try_accept()
        refusals.append(dialog.error.text())
        dialog.name_edit.setText("Lightning Bolt")

    answer_with(monkeypatch, fill)
    effect = add_from_panel(window, "copy")
    assert refusals == ["No card named “No Such Card” in the card data."]
    assert effect.copy_of is not None and effect.copy_of.name == "Lightning Bolt"
    assert window.document.derived.names["cub"].names == ("Lightning Bolt",)
    undo_removes(window, effect)


def test_a_broken_presets_file_leaves_the_bare_kinds(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(game: str) -> tuple[()]:
        raise PresetError('effect-presets.json: preset 1 ("x"): kind: wrong')

    monkeypatch.setattr(window.cards, "effect_presets", broken)
    window.effects.build_menu()
    first = window.effects.add_menu.actions()[0]
    assert not first.isEnabled() and "effect-presets.json: preset 1" in first.text()
    assert "addEffect-gain_name" in menu_names(window.effects.add_menu)


def test_no_preset_card_name_is_written_in_the_ui_code() -> None:
    names = {preset.card for preset in bundled_presets()}
    assert {"Amnesia", "Mask of Many Faces"} <= names
    for source in sorted(UI.rglob("*.py")):
        text = source.read_text(encoding="utf-8")
        for name in names:
            found = re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text)
            assert found is None, f"{source.relative_to(UI)} names the card {name!r}"


def test_every_preset_has_a_label_in_every_language_of_the_app() -> None:
    for preset in bundled_presets():
        assert {language for language, _ in preset.labels} >= set(i18n.LANGUAGES), preset.id


def test_a_bare_loss_of_names_from_the_object_menu_blocks_gains_only_when_asked(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F10: a loss of names takes the names the object has; only with "can't gain" does it
    also block a name gained later (FaB CR 1.0.2: a restriction beats an allowance)."""
    assert window.document.derived.names["head-jab"].names == ("Head Jab", "Surging Strike")
    blocks: list[bool] = []

    def fill(dialog: EffectDialog) -> None:
        assert dialog.target_box.currentData() == "head-jab" and dialog.source_edit.text() == ""
        dialog.cant_gain_box.setChecked(blocks[-1])

    answer_with(monkeypatch, fill)
    later_gain = AddEffect(Effect("gain_name", "tyler", target="head-jab", name="Pummel"))
    for block in (False, True):
        blocks.append(block)
        menu = ObjectMenu(window.document, window.view, window.cards, ["head-jab"], window)
        sub = next(a.menu() for a in menu.actions() if a.text() == "Add effect")
        assert isinstance(sub, QMenu)
        entry(sub, "addEffect-lose_names")
        effect = window.document.board.effects[-1]
        assert (effect.kind, effect.target, effect.cant_gain) == ("lose_names", "head-jab", block)
        assert window.document.undo_stack.undoText() == "An object loses all names"
        assert not window.document.derived.names["head-jab"].names
        window.document.push(later_gain, "gain")
        gained = window.document.derived.names["head-jab"].names
        assert gained == (() if block else ("Pummel",))
        window.document.undo_stack.undo()
        window.document.undo_stack.undo()
        assert window.document.board.effect(effect.id) is None


def test_a_players_view_offers_only_what_that_player_sees(window: MainWindow) -> None:
    """A player's view keeps hidden zones hidden (MTG 400.2, a hand is hidden): in Ann's view
    the Clones in Ben's hand are not listed as an object, a copy or a source, not even as the
    Clone preset's own card."""
    board = load_scenario(scenarios_dir() / "mtg" / "m9-copies-of-objects.json").start
    clone = {p.id: p for p in bundled_presets()}["clone"]
    dialog = EffectDialog(clone, board, window.cards, viewer="ann")
    for box in (dialog.target_box, dialog.copy_box, dialog.source_box):
        listed = {box.itemData(n) for n in range(box.count())} - {""}
        assert listed == {"bears", "hidden"}, box.objectName()
    judge = EffectDialog(clone, board, window.cards)
    assert (judge.target_box.currentData(), judge.source_box.currentData()) == ("clone", "clone")
