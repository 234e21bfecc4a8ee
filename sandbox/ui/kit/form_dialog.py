"""The shape the app's small dialogs share: a form, a red line saying why OK did nothing, and
OK/Cancel. Subclasses fill the form and implement `try_accept`. A form taller than the screen
(the ability dialog on a 1366×768 laptop) scrolls inside the dialog, OK/Cancel always in view."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from sandbox.messages import render
from sandbox.model import Action, Board, can_apply
from sandbox.ui.kit.plain import plain_label

SCREEN_MARGIN = 80  # pixels of the screen's height left for the title bar and a panel


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
        body = QWidget()
        body.setLayout(form)
        form.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setObjectName("formScroll")
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its fields take Tab, not the area
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._fitted = (body, layout, buttons, width)
        self.resize(self.sizeHint())

    def sizeHint(self) -> QSize:
        """The whole form without scrolling, `width` wide at least, as tall as the screen at
        most."""
        if not hasattr(self, "_fitted"):
            return super().sizeHint()
        body, layout, buttons, width = self._fitted
        margins = layout.contentsMargins()
        height = body.sizeHint().height() + margins.top() + margins.bottom()
        for widget in (self.error, buttons):
            if widget.isVisibleTo(self):
                height += widget.sizeHint().height() + layout.spacing()
        screen = self.screen()
        if screen is not None:
            height = min(height, screen.availableGeometry().height() - SCREEN_MARGIN)
        scrollbar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        wide = body.sizeHint().width() + margins.left() + margins.right() + scrollbar
        return QSize(max(width, wide), height)
