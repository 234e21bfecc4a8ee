"""The line above the table: the scenario's title, its ruling ids (links to the rule text) and
its description, so a viewer of the stream knows what situation is on the table. Both are shown
in the document's language when the file has a translation (the English ones otherwise)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from sandbox.ui.document import Document
from sandbox.ui.rules_text import RulesDialog


class ScenarioHeader(QWidget):
    """Title, ruling links and description of the open scenario."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("scenarioHeader")
        self.document = document
        self.title = QLabel()
        self.title.setObjectName("scenarioTitle")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(
            True
        )  # a long title (Spanish ones are longer) must not widen the window
        self.title.linkActivated.connect(self.open_ruling)
        self.description = QLabel()
        self.description.setObjectName("scenarioDescription")
        self.description.setWordWrap(True)
        self.rules = RulesDialog(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 2)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.description)
        document.info_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        info = self.document.info
        language = self.document.language
        title = info.title_in(language) or self.tr("Untitled table")
        description = info.description_in(language)
        links = " ".join(
            f'<a href="ruling:{r}" style="color:#ffd866; text-decoration:none">{r}</a>'
            for r in info.rulings
        )
        self.title.setText(
            f"<span style='font-size:16px; font-weight:bold'>{html.escape(title)}</span>"
            + (f"&nbsp;&nbsp;<span style='font-size:14px'>{links}</span>" if links else "")
        )
        self.description.setText(description)
        self.description.setVisible(bool(description))

    def open_ruling(self, link: str) -> None:
        self.rules.show_link(link)
