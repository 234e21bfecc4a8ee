"""New, Open, Save, Save As and recent files for the main window.

Opening parses the whole file before anything changes: a bad file shows an error dialog that
names the problem (file, JSON path, what is wrong) and the open document stays as it was.
One of Namesake's own examples opens as an untitled copy, so Save asks where: nothing is
ever written into the installed package.
Saving is atomic (sandbox.scenario.files.save_scenario). New asks for the game and players
through `ask_board` (the window's "New table" dialog).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from sandbox.cards.resolver import default_resolver
from sandbox.model import Board
from sandbox.scenario.files import ScenarioError, load_scenario, save_problem, save_scenario
from sandbox.ui.document.document import Document, DocumentInfo
from sandbox.ui.kit import settings
from sandbox.ui.kit.paths import is_bundled


class FileActions(QObject):
    """File commands on a document, with their dialogs parented to `window`; `ask_board`
    asks for the board New starts (None: cancelled)."""

    recent_changed = Signal()
    save_status = Signal(str)  # "path: reason" when a save failed, "" once one worked
    opened = Signal(Path)

    def __init__(
        self, document: Document, window: QWidget, ask_board: Callable[[], Board | None]
    ) -> None:
        super().__init__(window)
        self.document = document
        self.window = window
        self.ask_board = ask_board

    def file_filter(self) -> str:
        return self.tr("Namesake scenario (*.namesake.json *.json);;All files (*)")

    def confirm_discard(self) -> bool:
        """Ask before losing unsaved changes. True: go ahead."""
        if not self.document.unsaved():
            return True
        answer = QMessageBox.question(
            self.window,
            self.tr("Unsaved changes"),
            self.tr("The table has unsaved changes. Save them first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new(self) -> bool:
        if not self.confirm_discard():
            return False
        board = self.ask_board()
        if board is None:
            return False
        self.document.reset(board, DocumentInfo(title=self.tr("New table")))
        return True

    def open(self, path: Path | None = None) -> bool:
        if not self.confirm_discard():
            return False
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Open scenario"), "", self.file_filter()
            )
            if not name:
                return False
            path = Path(name)
        return self.open_path(path)

    def open_path(self, path: Path, *, remember: bool = True) -> bool:
        """Open `path` without asking about unsaved changes (the caller did)."""
        try:
            scenario = load_scenario(path)
        except ScenarioError as error:
            self.show_error(self.tr("Could not open the scenario"), str(error))
            return False
        own = None if is_bundled(path) else path  # an example opens as an untitled copy
        self.document.load(scenario, own, default_resolver().drift(scenario.embedded))
        if remember:
            settings.add_recent_file(path)
            self.recent_changed.emit()
        self.opened.emit(path)
        return True

    def show_error(self, title: str, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setObjectName("errorDialog")
        box.setTextFormat(Qt.TextFormat.PlainText)  # errors quote values from the file
        box.exec()

    def save(self) -> bool:
        if self.document.path is None or is_bundled(self.document.path):
            return self.save_as()
        return self._write(self.document.path)

    def save_as(self) -> bool:
        start = str(self.document.path or "")
        name, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save scenario as"), start, self.file_filter()
        )
        if not name:
            return False
        path = Path(name)
        if not path.suffix:  # the name that opens in Namesake on double-click
            path = path.with_suffix(".namesake.json")
        return self._write(path)

    def _write(self, path: Path) -> bool:
        if is_bundled(path):
            problem = f"{path}: " + self.tr(
                "this is one of Namesake's own files; save the table somewhere else"
            )
            self.show_error(self.tr("Could not save the scenario"), problem)
            return False
        try:
            save_scenario(path, self.document.to_model())
        except (OSError, ValueError) as error:  # a full disk, no permission, unsavable text
            problem = f"{path}: {save_problem(error)}"
            self.save_status.emit(problem)
            self.show_error(self.tr("Could not save the scenario"), problem)
            return False
        self.save_status.emit("")
        self.document.mark_saved()
        self.document.set_path(path)
        settings.add_recent_file(path)
        self.recent_changed.emit()
        return True
