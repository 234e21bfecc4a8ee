"""The undo step that changes a table's words (`DocumentInfo`): Table ▸ Properties… and
View ▸ Show this in presentation (the file's focus) both push one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from sandbox.ui.document.document import Document, DocumentInfo


class InfoCommand(QUndoCommand):
    """One undoable change of the table's words; `text` is the undo history's, by default
    "Change the table's properties"."""

    def __init__(
        self, document: Document, before: DocumentInfo, after: DocumentInfo, text: str = ""
    ) -> None:
        super().__init__(
            text or QCoreApplication.translate("PropertiesDialog", "Change the table's properties")
        )
        self._document, self.before, self.after = document, before, after

    def redo(self) -> None:
        self._document.set_info(self.after)

    def undo(self) -> None:
        self._document.set_info(self.before)
