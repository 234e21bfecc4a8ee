"""Copy the table as a share string, and open one from the clipboard or pasted on the window.

The string is read like a file (sandbox.scenario.share): a bad or newer one shows the same one-line
error in a dialog and the open table stays as it was. An opened string has no file: saving
asks for a name.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from sandbox.cards.resolver import default_resolver
from sandbox.scenario.files import ScenarioError
from sandbox.scenario.share import encode, looks_like_share, parse_share
from sandbox.ui.document.document import Document
from sandbox.ui.document.file_actions import FileActions


class ShareActions(QObject):
    """Share-string commands of a window."""

    copied = Signal(str)  # what went to the clipboard (for the status line)

    def __init__(self, document: Document, files: FileActions, window: QWidget) -> None:
        super().__init__(window)
        self.document = document
        self.files = files

    def share_string(self) -> str:
        return encode(self.document.to_model())

    def copy_scenario(self) -> str:
        text = self.share_string()
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(text)
        self.copied.emit(
            self.tr("Copied the table as a share string (%1 characters).").replace(
                "%1", str(len(text))
            )
        )
        return text

    def clipboard_has_share(self) -> bool:
        return looks_like_share(QGuiApplication.clipboard().text()[:1024])

    def open_clipboard(self) -> bool:
        """Open the share string on the clipboard (an error dialog if it is none)."""
        return self.open_text(QGuiApplication.clipboard().text())

    def open_text(self, text: str) -> bool:
        if not self.files.confirm_discard():
            return False
        try:
            scenario = parse_share(text)
        except ScenarioError as error:
            self.files.show_error(self.tr("Could not open the share string"), str(error))
            return False
        self.document.load(scenario, None, default_resolver().drift(scenario.embedded))
        return True
