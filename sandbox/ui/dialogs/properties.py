"""Scenario › Properties: the table's title, description, rulings list and translations.

The words are part of the file: OK makes one undo step (`InfoCommand`, in ui/document), so
the window shows the table as modified and Save writes them. One tab per language: English
(the file's own title and description) and Spanish, plus any other language the file already
has (kept as it is). Rulings are ids such as F10 or M0a, separated by commas or spaces.
"""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtWidgets import (
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QTabWidget,
    QWidget,
)

from sandbox.scenario.schema import TranslationModel
from sandbox.ui.document.document import Document, DocumentInfo
from sandbox.ui.document.info_command import InfoCommand
from sandbox.ui.kit.form_dialog import FormDialog

MAX_TITLE = 200
MAX_DESCRIPTION = 4000
MAX_RULINGS = 30
RULING_ID = re.compile(r"[A-Z]{1,3}\d{1,3}[a-z]?")
LANGUAGE_NAMES = {"en": "English", "es": "Español"}


def parse_rulings(text: str) -> tuple[tuple[str, ...], str]:
    """(ruling ids, "") or ((), the first thing that is not an id)."""
    ids = [part for part in re.split(r"[\s,;]+", text.strip()) if part]
    for part in ids:
        if not RULING_ID.fullmatch(part):
            return (), part
    return tuple(dict.fromkeys(ids))[:MAX_RULINGS], ""


class _LanguageTab(QWidget):
    def __init__(self, title: str, description: str) -> None:
        super().__init__()
        self.title = QLineEdit(title)
        self.title.setMaxLength(MAX_TITLE)
        self.description = QPlainTextEdit(description)
        self.description.setTabChangesFocus(True)
        form = QFormLayout(self)
        form.addRow(self.tr("&Title"), self.title)
        form.addRow(self.tr("&Description"), self.description)

    def words(self) -> tuple[str, str]:
        description = self.description.toPlainText().strip()[:MAX_DESCRIPTION]
        return self.title.text().strip(), description


class PropertiesDialog(FormDialog):
    """Edit a document's DocumentInfo; `info` is the result after OK."""

    def __init__(self, info: DocumentInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("propertiesDialog")
        self.setWindowTitle(self.tr("Table properties"))
        self.original = info
        self.info: DocumentInfo | None = None
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Title and description by language"))
        self.languages: dict[str, _LanguageTab] = {}
        self._add_tab("en", info.title, info.description, self.tr("English (the file's own)"))
        others = ["es", *sorted(code for code in info.translations if code not in ("en", "es"))]
        for code in others:
            words = info.translations.get(code, TranslationModel())
            self._add_tab(code, words.title, words.description, LANGUAGE_NAMES.get(code, code))
        self.rulings = QLineEdit(", ".join(info.rulings))
        self.rulings.setObjectName("rulingsEdit")
        self.rulings.setPlaceholderText(self.tr("e.g. F10, F11"))
        form = QFormLayout()
        form.addRow(self.tabs)
        form.addRow(self.tr("&Rulings"), self.rulings)
        self.finish(form, 620)

    def _add_tab(self, code: str, title: str, description: str, label: str) -> None:
        tab = _LanguageTab(title, description)
        tab.setObjectName(f"language_{code}")
        self.languages[code] = tab
        self.tabs.addTab(tab, label)

    def try_accept(self) -> None:
        rulings, bad = parse_rulings(self.rulings.text())
        if bad:
            self.error.setText(
                self.tr("“%1” is not a ruling id (such as F10 or M0a).").replace("%1", bad[:40])
            )
            return
        title, description = self.languages["en"].words()
        translations = dict(self.original.translations)
        for code, tab in self.languages.items():
            if code == "en":
                continue
            words = tab.words()
            if any(words):
                translations[code] = TranslationModel(title=words[0], description=words[1])
            else:
                translations.pop(code, None)
        self.info = replace(
            self.original,
            title=title,
            description=description,
            rulings=rulings,
            translations=translations,
        )
        self.accept()


def edit_properties(document: Document, parent: QWidget) -> bool:
    """Show the dialog; True if the table's words changed (one undo step)."""
    dialog = PropertiesDialog(document.info, parent)
    if not dialog.exec() or dialog.info is None or dialog.info == document.info:
        return False
    document.undo_stack.push(InfoCommand(document, document.info, dialog.info))
    return True
