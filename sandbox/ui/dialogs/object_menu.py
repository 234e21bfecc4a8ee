"""The context menu of objects on the table: owner, controller, face down, face or pitch,
move, choose a name, targets and links, add an effect, remove. Each entry pushes actions (see
object_actions). It is named after its card and opens with its first entry current (a screen
reader says both)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QMenu, QWidget

from sandbox.cards.games import CONVENTIONS
from sandbox.cards.presets import EffectPreset
from sandbox.model import Board, EffectKind, GameObject, may_see_object, ruleset_for
from sandbox.ui.cards.source import CardSource
from sandbox.ui.dialogs.choice import ChoiceDialog
from sandbox.ui.dialogs.effect import EffectDialog
from sandbox.ui.dialogs.effect_menu import add_effect_entries
from sandbox.ui.dialogs.reference import ReferenceDialog
from sandbox.ui.dialogs.relations import edit_links, edit_targets
from sandbox.ui.document import object_actions
from sandbox.ui.document.document import Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.labels import zone_label


class ObjectMenu(QMenu):
    """The menu for the objects `ids` (the last one is the one shown in the inspector)."""

    def __init__(
        self,
        document: Document,
        view: ViewState,
        cards: CardSource,
        ids: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("objectMenu")
        self.document = document
        self.view = view
        self.cards = cards
        self.ids = list(ids)
        board = document.board
        obj = board.object(self.ids[-1]) if self.ids else None
        if obj is None:
            return
        self._name_it(board, obj)
        self._players(board, self.tr("Owner"), obj.owner, object_actions.set_owner)
        controller = self._players(
            board, self.tr("Controller"), obj.controller, object_actions.set_controller
        )
        controller.setEnabled(ruleset_for(board.game).controller_of(obj) is not None)
        face_down = self.addAction(self.tr("Face down"))
        face_down.setCheckable(True)
        face_down.setChecked(obj.face_down)
        face_down.triggered.connect(
            lambda checked: object_actions.set_face_down(document, self.ids, checked)
        )
        self._faces(board)
        self._moves(board)
        self.addSeparator()
        choose = self.addAction(self.tr("Choose a name…"))
        choose.triggered.connect(self.choose_name)
        write = self.addAction(self.tr("Write a name ability…"))
        write.triggered.connect(self.write_ability)
        targets = self.addAction(self.tr("Targets…"))
        targets.setObjectName("targetsEntry")
        targets.triggered.connect(
            lambda: edit_targets(document, self.ids[-1], view.viewer, self.parentWidget())
        )
        links = self.addAction(self.tr("Links…"))
        links.setObjectName("linksEntry")
        links.triggered.connect(
            lambda: edit_links(document, self.ids[-1], view.viewer, self.parentWidget())
        )
        effects = self.addMenu(self.tr("Add effect"))
        add_effect_entries(effects, board.game, cards, document.language, self.add_effect)
        self.addSeparator()
        remove = self.addAction(self.tr("Remove"))
        remove.triggered.connect(lambda: object_actions.remove(document, self.ids))

    def _name_it(self, board: Board, obj: GameObject) -> None:
        """The menu's own name, which a screen reader says as it opens ("Menu of Head Jab"),
        not the application's."""
        if len(self.ids) > 1:
            title = self.tr("Menu of %1 cards").replace("%1", str(len(self.ids)))
        else:
            seen = may_see_object(board, obj, self.view.viewer)
            title = self.tr("Menu of %1").replace(
                "%1", obj.card.label if seen else self.tr("a hidden card")
            )
        self.setTitle(title)
        self.setWindowTitle(title)
        self.setAccessibleName(title)

    def showEvent(self, event: QShowEvent) -> None:
        """It opens with its first entry current, as a menu of the menu bar opened from the
        keyboard does: Enter or Shift+F10 then Down is not needed to hear an entry."""
        super().showEvent(event)
        if self.activeAction() is None:  # Down, as the user would: setActiveAction would
            # open the first entry's submenu (Owner) at once
            down = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)
            QCoreApplication.postEvent(self, down)

    def _players(self, board: Board, title: str, current: str, apply: object) -> QMenu:
        menu = self.addMenu(title)
        for player in board.players:
            action = menu.addAction(player.name)
            action.setCheckable(True)
            action.setChecked(player.id == current)
            action.triggered.connect(
                lambda _=False, p=player.id: apply(self.document, self.ids, p)  # type: ignore[operator]
            )
        return menu

    def _faces(self, board: Board) -> None:
        obj = board.object(self.ids[-1])
        if obj is None:
            return
        pitched = CONVENTIONS[board.game].pitched
        variants = self.cards.pitches(board.game, obj.card.name) if pitched else []
        if len(variants) > 1:  # FaB: pitch variants; a double-faced card's faces below (9.1)
            menu = self.addMenu(self.tr("Pitch"))
            for card in variants:
                action = menu.addAction(card.label)
                action.setCheckable(True)
                action.setChecked(card == obj.card)
                action.triggered.connect(
                    lambda _=False, c=card: object_actions.set_pitch(self.document, obj.id, c)
                )
            return
        if len(obj.card.faces) < 2:
            return
        menu = self.addMenu(self.tr("Face"))
        faces = [(-1, self.tr("Both halves"))] if obj.card.layout in ("split", "aftermath") else []
        faces += [(i, f.name) for i, f in enumerate(obj.card.faces)]
        for number, name in faces:
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(number == obj.face)
            action.triggered.connect(
                lambda _=False, n=number: object_actions.set_face(self.document, obj.id, n)
            )

    def _moves(self, board: Board) -> None:
        menu = self.addMenu(self.tr("Move to"))
        ruleset = ruleset_for(board.game)
        for player in board.players:
            sub = menu.addMenu(player.name)
            for spec in ruleset.zones:
                if spec.kind in ("stack", "combat_chain"):
                    continue
                action = sub.addAction(zone_label(spec.kind))
                action.triggered.connect(
                    lambda _=False, z=spec.kind, p=player.id: object_actions.move_to(
                        self.document, self.ids, z, p
                    )
                )
        for kind in ("combat_chain", "stack"):
            if ruleset.zone(kind) is not None:
                action = menu.addAction(zone_label(kind))
                action.triggered.connect(
                    lambda _=False, z=kind: object_actions.move_to(self.document, self.ids, z, None)
                )

    def choose_name(self) -> None:
        dialog = ChoiceDialog(
            self.document.board,
            self.ids[-1],
            self.cards,
            self.parentWidget(),
            self.document.language,
        )
        if dialog.exec() and dialog.action is not None:
            text = QCoreApplication.translate(
                "ObjectActions", "Choose a name for %1", "undo text"
            ).replace("%1", self.ids[-1])
            self.document.push(dialog.action, text)

    def add_effect(self, preset: EffectPreset | EffectKind) -> None:
        dialog = EffectDialog(
            preset,
            self.document.board,
            self.cards,
            selected=self.ids[-1],
            viewer=self.view.viewer,
            language=self.document.language,
            parent=self.parentWidget(),
        )
        if dialog.exec() and dialog.action is not None:
            self.document.push(dialog.action, dialog.undo_text())

    def write_ability(self) -> None:
        dialog = ReferenceDialog(
            self.document.board, self.ids[-1], self.document.language, self.parentWidget()
        )
        if dialog.exec() and dialog.action is not None:
            text = QCoreApplication.translate(
                "ObjectActions", "Write an ability for %1", "undo text"
            )
            self.document.push(dialog.action, text.replace("%1", self.ids[-1]))
