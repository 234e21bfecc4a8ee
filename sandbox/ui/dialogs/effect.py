"""The dialog that builds one AddEffect, generic per effect kind (sandbox.model.effects).

The form comes from the kind: who or what the effect applies to (a player's objects, or one
object), then the kind's own rows (the name to give and how it is checked, the object or card
to copy, the ability gained, the sticker word), then its controller, source and duration. A
preset (sandbox.cards.presets: data, no card names here) fills the form: its card as the
source, its duration, what it applies to, the name it gives. A bare kind starts empty.

A name meant as a card name goes through the naming rules (F12-F14, MTG 201.4); before
accepting, the model is asked whether it would take the action (FormDialog), so a refusal is
one line here, with its reason.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from sandbox.cards.presets import EffectPreset, bare
from sandbox.model import (
    DURATIONS,
    AddEffect,
    Board,
    Choice,
    Duration,
    Effect,
    EffectKind,
    GameObject,
    ObjectFilter,
    Viewer,
    may_see_object,
)
from sandbox.ui.cards.completer import CardCompleter
from sandbox.ui.cards.source import CardSource
from sandbox.ui.dialogs.effect_menu import preset_title
from sandbox.ui.kit.form_dialog import FormDialog
from sandbox.ui.kit.labels import duration_kind_label, player_name, zone_label
from sandbox.ui.kit.mime import CardRef
from sandbox.ui.kit.plain import bounded_combo


class EffectDialog(FormDialog):
    """Builds one AddEffect of `preset`'s kind; `action` is set when the dialog is accepted."""

    def __init__(
        self,
        preset: EffectPreset | EffectKind,
        board: Board,
        cards: CardSource,
        *,
        selected: str | None = None,
        viewer: Viewer = None,
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("effectDialog")
        self.preset = bare(preset) if isinstance(preset, str) else preset
        self.kind = self.preset.kind
        self.board = board
        self.cards = cards
        self.language = language
        self.action: AddEffect | None = None
        self.setWindowTitle(preset_title(self.preset, language))
        visible = [obj for obj in board.objects if may_see_object(board, obj, viewer)]
        self.target_box = self._objects(visible, "targetBox")
        self.player_box = self._players()
        self.controller_box = self._players()
        self.name_edit = QLineEdit(self.preset.name)
        self.name_edit.setObjectName("nameEdit")
        self.completer = CardCompleter(self.name_edit, cards, lambda: board.game)
        self.naming_box = self._namings()
        self.position_box = QSpinBox()
        self.position_box.setRange(0, 20)
        self.cant_gain_box = QCheckBox(self.tr("And no name can be gained while it lasts"))
        self.copy_box = self._objects(visible, "copyBox")
        self.copy_box.insertItem(0, self.tr("(the card named below)"), "")
        self.copy_box.currentIndexChanged.connect(self._copy_changed)
        self.source_edit = QLineEdit(self.preset.card)
        self.source_box = self._sources(visible)
        self.duration_box = QComboBox()
        for value in DURATIONS:
            self.duration_box.addItem(duration_kind_label(value), value)
        self.until_box = self._players()
        self.duration_box.currentIndexChanged.connect(self._duration_changed)
        self.ability_box = self._abilities()
        self._defaults(selected)
        self._build_layout()

    # the form -----------------------------------------------------------------------------

    def _objects(self, objects: list[GameObject], name: str) -> QComboBox:
        box = bounded_combo(QComboBox())
        box.setObjectName(name)
        for obj in objects:
            box.addItem(f"{obj.card.label} [{obj.id}] — {zone_label(obj.zone)}", obj.id)
        return box

    def _namings(self) -> QComboBox:
        box = QComboBox()
        box.setObjectName("namingBox")
        box.addItem(self.tr("A card name, checked by the naming rules"), "card")
        box.addItem(self.tr("Any words, not checked"), "words")
        return box

    def _sources(self, objects: list[GameObject]) -> QComboBox:
        """The objects the viewer may see, as the effect's source (or none)."""
        box = bounded_combo(QComboBox())
        box.addItem(self.tr("(no object)"), "")
        for obj in objects:
            box.addItem(f"{obj.card.name} [{obj.id}]", obj.id)
        return box

    def _abilities(self) -> QComboBox:
        """Every name-using ability of a card on the board, once per card and key."""
        box = QComboBox()
        box.setObjectName("abilityBox")
        seen: set[tuple[str, str]] = set()
        for obj in self.board.objects:
            for spec in obj.card.references:
                if (obj.card.name, spec.key) in seen:
                    continue
                seen.add((obj.card.name, spec.key))
                box.addItem(f"{obj.card.name}: {spec.text}", spec)
        return box

    def _players(self) -> QComboBox:
        box = QComboBox()
        for player in self.board.players:
            box.addItem(player.name, player.id)
        return box

    def _set(self, box: QComboBox, data: object) -> None:
        box.setCurrentIndex(max(0, box.findData(data)))

    def _card_object(self) -> GameObject | None:
        """The first object on the board that is the preset's card (its source)."""
        if not self.preset.card:
            return None
        return next((o for o in self.board.objects if o.card.name == self.preset.card), None)

    def _defaults(self, selected: str | None) -> None:
        board, preset = self.board, self.preset
        card_object = self._card_object()
        on_itself = preset.applies_to == "source" and card_object is not None
        self._set(self.target_box, card_object.id if on_itself and card_object else selected)
        target = board.object(self.target_box.currentData() or "")
        if preset.applies_to == "player":
            others = [p for p in board.player_ids if p != board.active_player]
            hit = (target.owner if target else None) or (others[0] if others else None)
            self._set(self.player_box, hit)
            controller = next((p for p in board.player_ids if p != hit), board.active_player)
        elif target is not None:
            controller = target.owner if self.kind == "name_sticker" else target.controller
        else:
            controller = self.controller_box.currentData()
        self._set(self.controller_box, controller)
        self._set(self.until_box, controller)
        self._set(self.duration_box, preset.duration)
        self._duration_changed()
        self._set(self.naming_box, preset.naming)
        self.cant_gain_box.setChecked(preset.cant_gain)
        if card_object is not None:
            self._set(self.source_box, card_object.id)
        others = [self.copy_box.itemData(n) for n in range(1, self.copy_box.count())]
        others = [o for o in others if target is None or o != target.id]
        copied = selected if selected in others else (others[0] if others else "")
        self._set(self.copy_box, copied)
        self._copy_changed()

    def _duration_changed(self) -> None:
        self.until_box.setEnabled(self.duration_box.currentData() == "until_next_turn_of")

    def _copy_changed(self) -> None:
        if self.kind == "copy":
            self.name_edit.setEnabled(not self.copy_box.currentData())

    def _build_layout(self) -> None:
        form = QFormLayout()
        if self.preset.applies_to == "player":
            form.addRow(self.tr("Player hit:"), self.player_box)
        else:
            form.addRow(self.tr("Object:"), self.target_box)
        if self.kind == "lose_names":
            form.addRow("", self.cant_gain_box)
        elif self.kind in ("gain_name", "set_name"):
            form.addRow(self.tr("Name to give:"), self.name_edit)
            form.addRow(self.tr("Kind of name:"), self.naming_box)
        elif self.kind == "copy":
            form.addRow(self.tr("Copy of:"), self.copy_box)
            form.addRow(self.tr("Card to copy:"), self.name_edit)
        elif self.kind == "gain_ability":
            form.addRow(self.tr("Ability gained:"), self.ability_box)
        elif self.kind == "name_sticker":
            form.addRow(self.tr("Sticker word:"), self.name_edit)
            form.addRow(self.tr("After word number:"), self.position_box)
        form.addRow(self.tr("Controller:"), self.controller_box)
        if self.kind != "name_sticker":
            form.addRow(self.tr("Source object:"), self.source_box)
            form.addRow(self.tr("Source name:"), self.source_edit)
            form.addRow(self.tr("Lasts:"), self.duration_box)
            form.addRow(self.tr("Until the turn of:"), self.until_box)
        self.finish(form, 480)

    # building the action ------------------------------------------------------------------

    def build(self) -> AddEffect | str:
        """The action, or why it can't be built (one line, in the user's language)."""
        controller = self.controller_box.currentData()
        if self.preset.applies_to == "player":
            target, affects = None, ObjectFilter(owner=self.player_box.currentData())
        else:
            target, affects = self.target_box.currentData(), None
            if target is None:
                return self.tr("There is no object to apply it to.")
        if self.kind == "name_sticker" and target is not None:
            return self._sticker(controller, target)
        until = self.until_box.currentData()
        kind = self.duration_box.currentData()
        base = Effect(
            self.kind,
            controller,
            self.source_box.currentData() or None,
            self.source_edit.text().strip(),
            Duration(kind, until if kind == "until_next_turn_of" else None),
            target,
            affects,
        )
        built = self._what_it_does(base)
        return built if isinstance(built, str) else AddEffect(built)

    def _what_it_does(self, base: Effect) -> Effect | str:
        """`base` with what its kind does: the name, the copied values, the ability."""
        if self.kind == "lose_names":
            return replace(base, cant_gain=self.cant_gain_box.isChecked())
        if self.kind in ("gain_name", "set_name"):
            return self._named(base)
        if self.kind == "copy":
            return self._copy(base)
        if self.kind == "gain_ability":
            spec = self.ability_box.currentData()
            if spec is None:
                return self.tr("There is no ability on the board to give.")
            return replace(base, ability=spec)
        return base

    def _named(self, base: Effect) -> Effect | str:
        text = self.name_edit.text().strip()
        if self.naming_box.currentData() == "card":
            board = self.board
            check = self.cards.check_name(board.game, text, board.format, self.language)
            if not check.ok:
                return check.message.splitlines()[0]
            choice = Choice("named", check.name, base.controller)
            return replace(base, choice=choice)
        if not text:
            return self.tr("Type a name.")
        return replace(base, name=text)

    def _copy(self, base: Effect) -> Effect | str:
        copied = self.copy_box.currentData()
        if copied:
            return replace(base, copy_of_object=copied)
        text = self.name_edit.text().strip()
        if not text:
            return self.tr("Choose an object to copy, or type the name of a card.")
        card = self.cards.card(CardRef(self.board.game, text))
        if card is None:
            return self.tr("No card named “%1” in the card data.").replace("%1", text)
        return replace(base, copy_of=card)

    def _sticker(self, controller: str, target: str) -> AddEffect | str:
        text = self.name_edit.text().strip()
        if not text:
            return self.tr("Type a name.")
        sticker = Effect(
            "name_sticker",
            controller,
            target=target,
            name=text,
            position=self.position_box.value(),
            source_name=self.tr("name sticker"),
        )
        return AddEffect(sticker)

    def try_accept(self) -> None:
        built = self.build()
        if isinstance(built, str):
            self.error.setText(built)
            return
        if self.accept_if_possible(self.board, built, self.language):
            self.action = built

    def undo_text(self) -> str:
        title = preset_title(self.preset, self.language)
        if self.preset.applies_to != "player":
            return title
        source = self.source_edit.text().strip() or title
        player = player_name(self.board, self.player_box.currentData())
        return self.tr("%1 on %2", "undo text").replace("%2", player).replace("%1", source)
