"""The shape the app's small dialogs share: a form, a red line saying why OK did nothing, and
OK/Cancel. Subclasses fill the form and implement `try_accept`."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from sandbox.messages import render
from sandbox.model import Action, Board, can_apply
from sandbox.ui.kit.plain import plain_label


class FormDialog(QDialog):
    """A dialog with `self.error` ready; `finish(form, width)` lays it out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.error = plain_label(QLabel())  # refusals quote names the judge or a file gave
        self.error.setObjectName("errorLabel")
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")

    def try_accept(self) -> None:
        raise NotImplementedError

    def accept_if_possible(self, board: Board, action: Action, language: str) -> bool:
        """Close with `action` if the model accepts it on `board`; else show why not."""
        refusal = can_apply(board, action)
        if refusal is not None:
            self.error.setText(render(refusal, language))
            return False
        self.accept()
        return True

    def finish(self, form: QFormLayout, width: int) -> None:
        """Put `form`, the error line and OK/Cancel in the dialog, `width` pixels wide."""
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(width, self.sizeHint().height())
