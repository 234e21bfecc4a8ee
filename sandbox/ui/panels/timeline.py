"""The timeline: the scenario's actions and the user's undo history as steps on a slider.

Step 0 is the starting board, step k the board after the k-th entry of the undo stack (the
scenario's own actions come first: Document.load pushes them). Moving the slider or the step
buttons sets the stack's index, so every panel shows that step; the later steps stay on the
stack (nothing is lost), and while an earlier step is shown the table is read-only
(`Document.previewing`) so no action can replace them by accident. "Continue from here" lifts
that: the next change then replaces the later steps, as an undo followed by a change does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from sandbox.ui.document.document import Document


class Timeline(QWidget):
    """A slider over the undo stack, with first/back/forward/last buttons."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("timeline")
        self.document = document
        stack = document.undo_stack
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("timelineSlider")
        self.slider.setPageStep(1)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.first_button = self._button("|◀", self.tr("First step: the starting board"), 0)
        self.back_button = self._button("◀", self.tr("One step back"), -1)
        self.forward_button = self._button("▶", self.tr("One step forward"), 1)
        self.last_button = self._button("▶|", self.tr("Last step: the table now"), None)
        self.step_label = QLabel()
        self.step_label.setObjectName("timelineStep")
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)
        self.step_label.setWordWrap(True)  # a long action text must not widen the window
        self.step_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.continue_button = QPushButton(self.tr("Continue from here"))
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setToolTip(
            self.tr("Change the table from this step on; the later steps are then replaced.")
        )
        self.continue_button.clicked.connect(self.continue_here)
        row = QHBoxLayout()
        for button in (self.first_button, self.back_button):
            row.addWidget(button)
        row.addWidget(self.slider, 1)
        for button in (self.forward_button, self.last_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addLayout(row)
        bottom = QHBoxLayout()
        bottom.addWidget(self.step_label, 1)
        bottom.addWidget(self.continue_button)
        layout.addLayout(bottom)
        self.slider.valueChanged.connect(self.go)
        stack.indexChanged.connect(self._index_changed)
        document.loaded.connect(self.refresh)
        self.refresh()

    def _button(self, text: str, tip: str, step: int | None) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFixedWidth(44)
        button.clicked.connect(lambda: self.step(step))
        return button

    @property
    def count(self) -> int:
        return int(self.document.undo_stack.count())

    @property
    def index(self) -> int:
        return int(self.document.undo_stack.index())

    def step(self, delta: int | None) -> None:
        """Go `delta` steps (0: to the start, None: to the last step)."""
        if delta is None:
            self.go(self.count)
        elif delta == 0:
            self.go(0)
        else:
            self.go(self.index + delta)

    def go(self, step: int) -> None:
        step = min(max(step, 0), self.count)
        self.document.previewing = step < self.count
        if step != self.index:
            self.document.undo_stack.setIndex(step)
        self.refresh()

    def continue_here(self) -> None:
        self.document.previewing = False
        self.refresh()

    def step_text(self, step: int) -> str:
        if step == 0:
            return self.tr("Start: the table as the scenario begins")
        return self.document.undo_stack.text(step - 1)

    def _index_changed(self, _index: int) -> None:
        if isValid(self.document.undo_stack):  # (it also signals while it is being deleted)
            self.refresh()

    def _enable(self, button: QPushButton, enabled: bool) -> None:
        if not enabled:
            self._keep_focus_from(button)
        button.setEnabled(enabled)

    def _keep_focus_from(self, widget: QWidget) -> None:
        """A control about to go away hands the focus to the slider: Qt would pass it on to
        the next panel, and a keyboard user would land somewhere else without a word."""
        if widget.hasFocus():
            self.slider.setFocus(Qt.FocusReason.OtherFocusReason)

    def refresh(self) -> None:
        count, index = self.count, self.index
        if index == count:
            self.document.previewing = False
        self.slider.blockSignals(True)
        self.slider.setRange(0, count)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self._enable(self.first_button, index > 0)
        self._enable(self.back_button, index > 0)
        self._enable(self.forward_button, index < count)
        self._enable(self.last_button, index < count)
        if not self.document.previewing:
            self._keep_focus_from(self.continue_button)
        self.continue_button.setVisible(self.document.previewing)
        where = self.tr("Step %1 of %2").replace("%1", str(index)).replace("%2", str(count))
        text = f"{where}: {self.step_text(index)}"
        if self.document.previewing:
            text += " " + self.tr("(an earlier step, read-only)")
        self.step_label.setText(text)
