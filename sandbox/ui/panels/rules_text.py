"""The rule text one click away: the curated excerpts in resources/rules/excerpts.json.

Each ruling id of RULES.md (F1..F21, M0a..M18) maps to its line and the game rule paragraphs
it rests on. Links in the explanations are "ruling:F10" or "rule:fab:1.0.2"; `RulesDialog`
shows either. The app works without ../shared: only this file is needed.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from sandbox.model import Game
from sandbox.ui.kit.paths import rules_excerpts_file

RULING_ID = re.compile(r"\b([FM]\d{1,2}[a-c]?)\b")
CITATION = re.compile(r"\[([^\[\]]*)\]")


@dataclass(frozen=True)
class Excerpts:
    rulings: dict[str, dict[str, object]]
    rules: dict[str, dict[str, str]]

    def ruling_html(self, ruling_id: str) -> str:
        entry = self.rulings.get(ruling_id)
        if entry is None:
            return f"<p>{html.escape(ruling_id)}</p>"
        game = str(entry.get("game", ""))
        parts = [f"<h3>{html.escape(ruling_id)}</h3><p>{html.escape(str(entry['text']))}</p>"]
        numbers = entry.get("rules") or []
        assert isinstance(numbers, list)
        for number in numbers:
            parts.append(self.rule_html(game, str(number)))
        return "".join(parts)

    def rule_html(self, game: str, number: str) -> str:
        """A rule's excerpt; `game` is any word a ruling or a link gives (unknown: "CR")."""
        text = self.rules.get(game, {}).get(number)
        label = {
            "fab": QCoreApplication.translate(
                "Rules", "FaB CR", "Flesh and Blood Comprehensive Rules"
            ),
            "mtg": QCoreApplication.translate("Rules", "MTG CR", "Magic Comprehensive Rules"),
        }.get(game, "CR")
        if text is None:
            return f"<p><b>{label} {html.escape(number)}</b></p>"
        return f"<p><b>{label} {html.escape(number)}</b> {html.escape(text)}</p>"


@cache
def excerpts() -> Excerpts:
    try:
        data = json.loads(rules_excerpts_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Excerpts({}, {})
    return Excerpts(data.get("rulings", {}), data.get("rules", {}))


def linkify(text: str, game: Game) -> str:
    """Escape `text` and turn the ruling ids and rule numbers in its citations into links."""
    escaped = html.escape(text)

    def cite(match: re.Match[str]) -> str:
        inner = RULING_ID.sub(r'<a href="ruling:\1">\1</a>', match.group(1))
        inner = re.sub(
            r"(CR )?(\d+\.\d+[a-z]?(?:\.\d+)?)",
            lambda m: f'{m.group(1) or ""}<a href="rule:{game}:{m.group(2)}">{m.group(2)}</a>',
            inner,
        )
        return f"[{inner}]"

    return CITATION.sub(cite, escaped)


def link_html(url: QUrl | str) -> str | None:
    """The HTML for a ruling or rule link, or None if it is not one."""
    target = url.toString() if isinstance(url, QUrl) else url
    if target.startswith("ruling:"):
        return excerpts().ruling_html(target.removeprefix("ruling:"))
    if target.startswith("rule:"):
        _, game, number = ([*target.split(":", 2), "", ""])[:3]
        return excerpts().rule_html(game, number)
    return None


def link_words(url: QUrl) -> str:
    """What a screen reader says of a link the keyboard is on: "Ruling F15, Enter opens its
    text", "Rule 1.7.4d …", or for marked card text, "Write an ability from this text"."""
    target = url.toString()
    if target.startswith("ruling:"):
        text = QCoreApplication.translate("Rules", "Ruling %1: Enter opens its text.")
        return text.replace("%1", target.removeprefix("ruling:"))
    if target.startswith("rule:"):
        number = ([*target.split(":", 2), "", ""])[2]
        text = QCoreApplication.translate("Rules", "Rule %1: Enter opens its text.")
        return text.replace("%1", number)
    if target.startswith("write:"):
        return QCoreApplication.translate(
            "Rules", "Uses names, not encoded: Enter writes an ability from this text."
        )
    return target


class RulesDialog(QDialog):
    """A small window with the text of one ruling and the rules it cites."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("Rule text"))
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.show_link)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(560, 380)

    def show_link(self, url: QUrl | str) -> bool:
        text = link_html(url)
        if text is None:
            return False
        self.browser.setHtml(text)
        self.show()
        self.raise_()
        return True
