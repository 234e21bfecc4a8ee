"""The line above the table: the scenario's title, its ruling ids (links to the rule text) and
its description, so a viewer of the stream knows what situation is on the table. Both are shown
in the document's language when the file has a translation (the English ones otherwise)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from sandbox.ui.document.document import Document
from sandbox.ui.kit.plain import breakable, escaped, plain_label

if TYPE_CHECKING:
    from sandbox.ui.panels.rules_text import RulesDialog


class ScenarioHeader(QWidget):
    """Title, ruling links and description of the open scenario."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("scenarioHeader")
        self.document = document
        self.title = QLabel()
        self.title.setObjectName("scenarioTitle")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)  # a long title must not widen the window (and see below)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.linkActivated.connect(self.open_ruling)
        self.description = plain_label(QLabel())
        self.description.setObjectName("scenarioDescription")
        self.rules: RulesDialog | None = None  # built when a ruling is first opened
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
            f'<a href="ruling:{html.escape(r)}" style="color:#ffd866; text-decoration:none">'
            f"{escaped(r)}</a>"
            for r in info.rulings
        )
        self.title.setText(
            f"<span style='font-size:16px; font-weight:bold'>{escaped(title)}</span>"
            + (f"&nbsp;&nbsp;<span style='font-size:14px'>{links}</span>" if links else "")
        )
        self.description.setText(breakable(description))
        self.description.setVisible(bool(description))

    def open_ruling(self, link: str) -> None:
        if self.rules is None:
            from sandbox.ui.panels.rules_text import RulesDialog  # the rules' text: on first use

            self.rules = RulesDialog(self)
        self.rules.show_link(link)
