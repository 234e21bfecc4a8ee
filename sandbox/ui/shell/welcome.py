"""The first-run welcome: three steps above the table until the user dismisses it (remembered
in the settings, never shown again), in the interface language."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from sandbox.ui.kit import settings

WELCOME_STYLE = """
QFrame#welcome { background: #24453b; border-bottom: 1px solid #3d6b5c; }
QFrame#welcome QLabel { color: #e8f1ec; }
QFrame#welcome QPushButton { padding: 1px 10px; }
"""


class WelcomeBanner(QFrame):
    """Three steps to a first ruling in one row, with Open an example and Got it."""

    examples_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setStyleSheet(WELCOME_STYLE)
        self.title = self.tr("Welcome! Three steps to a ruling:")
        self.steps = [
            self.tr("1. Open an example (Ctrl+E)."),
            self.tr("2. Pick an ability in Name references: what it finds and misses, and why."),
            self.tr("3. Drag cards from the Cards list, or Table ▸ Add effect (F1: more)."),
        ]
        # one line on a wide screen, wrapped to the table's width on a narrow one: the
        # welcome never widens the window and takes as little of the table's height as it can
        self.words = QLabel(
            f"<b>{escape(self.title)}</b>&nbsp;&nbsp; {escape('   '.join(self.steps))}"
        )
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setWordWrap(True)
        self.words.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.words.setMinimumWidth(0)
        self.examples_button = QPushButton(self.tr("Open an example…"))
        self.examples_button.clicked.connect(self.examples_requested)
        self.dismiss_button = QPushButton(self.tr("Got it"))
        self.dismiss_button.setObjectName("welcomeDismiss")
        self.dismiss_button.clicked.connect(self.dismiss)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 2, 12, 2)
        row.addWidget(self.words, 1)
        row.addWidget(self.examples_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignVCenter)
        if settings.welcome_dismissed():
            self.hide()

    def dismiss(self) -> None:
        """Hide the welcome for good."""
        settings.dismiss_welcome()
        self.hide()
