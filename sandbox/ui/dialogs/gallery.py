"""The examples gallery: every bundled scenario with its title, game and ruling ids.

Only each file's header (title, game, rulings, description, translations) is read to list it,
with the title and description in the interface language when the file has them; opening one
goes through the normal Open path, so a broken example shows the same error dialog.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sandbox.scenario.examples import Example, find_examples
from sandbox.ui.kit.i18n import interface_language
from sandbox.ui.kit.labels import game_label
from sandbox.ui.kit.plain import plain_label
from sandbox.ui.kit.row_model import RowTableModel


class GalleryModel(RowTableModel):
    """Title, game, rulings, file."""

    escape_tooltips = False  # the bundled examples' own descriptions, shown plain below

    def __init__(self, examples: list[Example]) -> None:
        super().__init__(examples)

    def headers(self) -> list[str]:
        return [self.tr("Rulings"), self.tr("Title"), self.tr("Game"), self.tr("File")]

    def cell(self, example: Example, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                ", ".join(example.rulings),
                example.title,
                game_label(example.game),
                example.path.name,
            )[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return example.description or example.title
        if role == Qt.ItemDataRole.UserRole:
            return str(example.path)
        return None


class GalleryDialog(QDialog):
    """Pick an example; `chosen` is its path after the dialog is accepted."""

    def __init__(
        self, parent: QWidget | None = None, folder: Path | None = None, language: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("galleryDialog")
        self.setWindowTitle(self.tr("Examples"))
        self.chosen: Path | None = None
        self.model = GalleryModel(find_examples(folder, language or interface_language()))
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter by title or ruling id…"))
        self.filter_edit.setAccessibleName(self.tr("Filter the examples"))
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView()
        self.table.setObjectName("galleryTable")
        self.table.setAccessibleName(self.tr("Examples"))
        self.table.setModel(self.proxy)
        self.table.verticalHeader().hide()
        # a title wraps in its cell (Spanish titles are longer): each row grows to show all of it
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _i: self.open_selected())
        self.table.selectionModel().currentRowChanged.connect(self._describe)
        self.description = plain_label(QLabel())
        self.description.setMinimumHeight(48)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.open_selected)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.description)
        layout.addWidget(buttons)
        self.resize(900, 520)
        if self.proxy.rowCount():
            self.table.selectRow(0)

    def _describe(self, current: QModelIndex, previous: QModelIndex) -> None:
        self.description.setText(str(self.proxy.data(current, Qt.ItemDataRole.ToolTipRole) or ""))

    def open_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        self.chosen = Path(str(self.proxy.data(rows[0], Qt.ItemDataRole.UserRole)))
        self.accept()
