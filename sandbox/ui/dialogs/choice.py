"""The dialog for a chosen card name: which object, which choice, who chose, secret or not, and
whether it replaces the names chosen under that key or adds one ("choose two card names").

The name is checked by the naming rules (RULES.md F12–F14, MTG 201.4 M1–M8) before the dialog
accepts it; a refusal shows its reason in the dialog and nothing is pushed.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from sandbox.model import Board, Choice, MakeChoice
from sandbox.ui.cards.completer import CardCompleter
from sandbox.ui.cards.source import CardSource
from sandbox.ui.kit.form_dialog import FormDialog


class ChoiceDialog(FormDialog):
    """Builds a MakeChoice action for one object."""

    def __init__(
        self,
        board: Board,
        object_id: str,
        cards: CardSource,
        parent: QWidget | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(parent)
        self.language = language
        self.setObjectName("choiceDialog")
        self.board = board
        self.object_id = object_id
        self.cards = cards
        self.action: MakeChoice | None = None
        obj = board.object(object_id)
        title = obj.card.name if obj else object_id
        self.setWindowTitle(self.tr("Choose a card name for %1").replace("%1", title))
        self.key_edit = QLineEdit("named")
        self.key_edit.setToolTip(
            self.tr("Which of the object's choices this is (usually “named”).")
        )
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(self.tr("Start typing a card name…"))
        self.completer = CardCompleter(self.name_edit, cards, lambda: board.game)
        self.by_box = QComboBox()
        for player in board.players:
            self.by_box.addItem(player.name, player.id)
        if obj is not None:
            self.by_box.setCurrentIndex(max(0, self.by_box.findData(obj.controller)))
        self.secret_box = QCheckBox(self.tr("Secret (hidden from other players)"))
        self.undefined_box = QCheckBox(self.tr("No choice made (the choice is undefined)"))
        self.undefined_box.toggled.connect(self.name_edit.setDisabled)
        self.add_box = QCheckBox(self.tr("One more name under this choice (keep the earlier ones)"))
        self.add_box.setObjectName("addBox")
        self.add_box.setToolTip(self.tr("For “choose two card names”: each name chosen counts."))
        form = QFormLayout()
        form.addRow(self.tr("Card name:"), self.name_edit)
        form.addRow(self.tr("Choice:"), self.key_edit)
        form.addRow(self.tr("Chosen by:"), self.by_box)
        form.addRow("", self.secret_box)
        form.addRow("", self.undefined_box)
        form.addRow("", self.add_box)
        self.finish(form, 460)

    def try_accept(self) -> None:
        """Accept only a name the naming rules allow; otherwise show why not."""
        name: str | None = None
        if not self.undefined_box.isChecked():
            check = self.cards.check_name(
                self.board.game, self.name_edit.text(), self.board.format, self.language
            )
            if not check.ok:
                self.error.setText(check.message)
                return
            name = check.name
        key = self.key_edit.text().strip() or "named"
        choice = Choice(key, name, self.by_box.currentData(), self.secret_box.isChecked())
        action = MakeChoice(self.object_id, choice, self.add_box.isChecked())
        if self.accept_if_possible(self.board, action, self.language):
            self.action = action
