"""The dialog that builds an AddEffect action: Amnesia on a player, Mask of Many Faces naming a
card, an object gaining a name, or an MTG name sticker.

Before accepting, the dialog checks a named card with the naming rules and tries the action on
a copy of the board (pure: nothing changes), so a refusal is shown here with its reason.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from sandbox.model import actions as act
from sandbox.model.board import Board
from sandbox.model.effects import Choice, Duration, Effect
from sandbox.model.selectors import ObjectFilter
from sandbox.model.visibility import Viewer, may_see_object
from sandbox.ui.card_source import CardSource
from sandbox.ui.completer import CardCompleter
from sandbox.ui.form_dialog import FormDialog
from sandbox.ui.labels import duration_kind_label, player_name, zone_label
from sandbox.ui.plain import bounded_combo

AMNESIA, MASK, GAIN, STICKER = "amnesia", "mask", "gain", "sticker"
KINDS = (AMNESIA, MASK, GAIN, STICKER)
_SOURCES = {AMNESIA: "Amnesia", MASK: "Mask of Many Faces"}


class EffectDialog(FormDialog):
    """Builds one AddEffect; `action` is set when the dialog is accepted."""

    def __init__(
        self,
        kind: str,
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
        self.kind = kind
        self.board = board
        self.cards = cards
        self.language = language
        self.action: act.AddEffect | None = None
        self.setWindowTitle(self._title())
        self.target_box = bounded_combo(QComboBox())
        self.target_box.setObjectName("targetBox")
        for obj in board.objects:
            if may_see_object(board, obj, viewer):
                text = f"{obj.card.label} [{obj.id}] — {zone_label(obj.zone)}"
                self.target_box.addItem(text, obj.id)
        if selected is not None:
            self.target_box.setCurrentIndex(max(0, self.target_box.findData(selected)))
        self.player_box = self._players()
        self.controller_box = self._players()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.completer = CardCompleter(self.name_edit, cards, lambda: board.game)
        self.position_box = QSpinBox()
        self.position_box.setRange(0, 20)
        self.source_edit = QLineEdit(_SOURCES.get(kind, ""))
        self.source_box = bounded_combo(QComboBox())
        self.source_box.addItem(self.tr("(no object)"), "")
        for obj in board.objects:
            self.source_box.addItem(f"{obj.card.name} [{obj.id}]", obj.id)
        self.duration_box = QComboBox()
        for value in ("indefinite", "this_turn", "until_next_turn_of", "while_source_in_play"):
            self.duration_box.addItem(duration_kind_label(value), value)
        self.until_box = self._players()
        self._defaults(selected)
        self._build_layout()

    def _title(self) -> str:
        return {
            AMNESIA: self.tr("Amnesia on a player"),
            MASK: self.tr("Mask of Many Faces naming a card"),
            GAIN: self.tr("An object gains a name"),
            STICKER: self.tr("A name sticker"),
        }[self.kind]

    def _players(self) -> QComboBox:
        box = QComboBox()
        for player in self.board.players:
            box.addItem(player.name, player.id)
        return box

    def _set(self, box: QComboBox, data: object) -> None:
        box.setCurrentIndex(max(0, box.findData(data)))

    def _defaults(self, selected: str | None) -> None:
        board = self.board
        target = board.object(self.target_box.currentData() or "")
        others = [p for p in board.player_ids if p != board.active_player]
        if self.kind == AMNESIA:
            hit = (target.owner if target else None) or (others[0] if others else None)
            caster = next((p for p in board.player_ids if p != hit), board.active_player)
            self._set(self.player_box, hit)
            self._set(self.controller_box, caster)
            self._set(self.duration_box, "until_next_turn_of")
            self._set(self.until_box, caster)
        elif target is not None:
            owner_or_controller = target.owner if self.kind == STICKER else target.controller
            self._set(self.controller_box, owner_or_controller)
        if self.kind == MASK:
            self._set(self.duration_box, "this_turn")
        source_name = _SOURCES.get(self.kind)
        for obj in board.objects:
            if source_name and obj.card.name == source_name:
                self._set(self.source_box, obj.id)
                break

    def _build_layout(self) -> None:
        form = QFormLayout()
        if self.kind == AMNESIA:
            form.addRow(self.tr("Player hit:"), self.player_box)
        else:
            form.addRow(self.tr("Object:"), self.target_box)
        if self.kind == MASK:
            form.addRow(self.tr("Named card:"), self.name_edit)
        elif self.kind == GAIN:
            form.addRow(self.tr("Name gained:"), self.name_edit)
        elif self.kind == STICKER:
            form.addRow(self.tr("Sticker word:"), self.name_edit)
            form.addRow(self.tr("After word number:"), self.position_box)
        form.addRow(self.tr("Controller:"), self.controller_box)
        if self.kind != STICKER:
            form.addRow(self.tr("Source object:"), self.source_box)
            form.addRow(self.tr("Source name:"), self.source_edit)
            form.addRow(self.tr("Lasts:"), self.duration_box)
            form.addRow(self.tr("Until the turn of:"), self.until_box)
        self.finish(form, 480)

    # building the action ------------------------------------------------------------------

    def build(self) -> act.AddEffect | str:
        """The action, or why it can't be built (in the user's language)."""
        board = self.board
        controller = self.controller_box.currentData()
        duration = Duration(
            self.duration_box.currentData(),
            self.until_box.currentData()
            if self.duration_box.currentData() == "until_next_turn_of"
            else None,
        )
        source_id = self.source_box.currentData() or None
        source_name = self.source_edit.text().strip()
        if self.kind == AMNESIA:
            player = self.player_box.currentData()
            return act.AddEffect(
                Effect(
                    "lose_names",
                    controller,
                    source_id,
                    source_name or "Amnesia",
                    duration,
                    affects=ObjectFilter(owner=player),
                    cant_gain=True,
                )
            )
        target = self.target_box.currentData()
        if target is None:
            return self.tr("There is no object to apply it to.")
        text = self.name_edit.text().strip()
        if self.kind == MASK:
            check = self.cards.check_name(board.game, text, board.format, self.language)
            if not check.ok:
                return check.message
            choice = Choice("named", check.name, controller)
            return act.AddEffect(
                Effect(
                    "gain_name", controller, source_id, source_name, duration, target, choice=choice
                )
            )
        if not text:
            return self.tr("Type a name.")
        if self.kind == GAIN:
            return act.AddEffect(
                Effect("gain_name", controller, source_id, source_name, duration, target, name=text)
            )
        return act.AddEffect(
            Effect(
                "name_sticker",
                controller,
                target=target,
                name=text,
                position=self.position_box.value(),
                source_name=self.tr("name sticker"),
            )
        )

    def try_accept(self) -> None:
        built = self.build()
        if isinstance(built, str):
            self.error.setText(built)
            return
        if self.accept_if_possible(self.board, built, self.language):
            self.action = built

    def undo_text(self) -> str:
        if self.kind == AMNESIA:
            player = player_name(self.board, self.player_box.currentData())
            return self.tr("Amnesia on %1", "undo text").replace("%1", player)
        return self._title()
