"""The first-run welcome: three steps above the table until the user dismisses it (remembered
in the settings, never shown again), in the interface language."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sandbox.ui.kit import settings

WELCOME_STYLE = """
QFrame#welcome { background: #24453b; border-bottom: 1px solid #3d6b5c; }
QFrame#welcome QLabel { color: #e8f1ec; }
QLabel#welcomeTitle { font-weight: bold; }
"""


class WelcomeBanner(QFrame):
    """Three steps to a first ruling in one row, with Open an example and Got it."""

    examples_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setStyleSheet(WELCOME_STYLE)
        title = QLabel(self.tr("Welcome! Three steps to a ruling:"))
        title.setObjectName("welcomeTitle")
        self.steps = [
            self.tr("1. Open an example (Ctrl+E)."),
            self.tr("2. Pick an ability in Name references: what it finds and misses, and why."),
            self.tr("3. Drag cards from the Cards list, or Table ▸ Add effect (F1: more)."),
        ]
        self.steps_label = QLabel("   ".join(self.steps))
        self.steps_label.setTextFormat(Qt.TextFormat.PlainText)
        self.steps_label.setWordWrap(True)
        # the words wrap to the table's width: the welcome never widens the window
        self.steps_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.steps_label.setMinimumWidth(0)
        words = QVBoxLayout()
        words.setSpacing(1)
        words.addWidget(title)
        words.addWidget(self.steps_label)
        self.examples_button = QPushButton(self.tr("Open an example…"))
        self.examples_button.clicked.connect(self.examples_requested)
        self.dismiss_button = QPushButton(self.tr("Got it"))
        self.dismiss_button.setObjectName("welcomeDismiss")
        self.dismiss_button.clicked.connect(self.dismiss)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 4, 12, 4)
        row.addLayout(words, 1)
        row.addWidget(self.examples_button, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignVCenter)
        if settings.welcome_dismissed():
            self.hide()

    def dismiss(self) -> None:
        """Hide the welcome for good."""
        settings.dismiss_welcome()
        self.hide()
