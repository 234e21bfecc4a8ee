"""A table model over a list of row values: the plumbing every table of the app shares.

Subclasses name their columns (`headers`) and say what a cell shows for a role (`cell`); when
`row_key` identifies rows, a refresh that keeps the same rows updates them in place instead of
resetting the view (the selection survives a derive).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from sandbox.ui.plain import tooltip

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


class RowTableModel(QAbstractTableModel):
    """Rows are plain values; one per table row. Tooltips show their text as typed (cells hold
    names and text from files), unless a model of our own text says otherwise."""

    escape_tooltips = True

    def __init__(self, rows: list[Any] | None = None) -> None:
        super().__init__()
        self.rows: list[Any] = rows or []

    def headers(self) -> list[str]:
        raise NotImplementedError

    def cell(self, row: Any, column: int, role: int) -> object:
        """What the cell of `row` in `column` shows for `role` (None: nothing)."""
        raise NotImplementedError

    def row_key(self, row: Any) -> object:
        """What identifies a row across refreshes; None: any change resets the view."""
        return None

    def set_rows(self, rows: list[Any]) -> None:
        if rows == self.rows:
            return
        keys = [self.row_key(r) for r in rows]
        if rows and None not in keys and keys == [self.row_key(r) for r in self.rows]:
            self.rows = rows
            last = self.index(len(rows) - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            headers = self.headers()
            return headers[section] if 0 <= section < len(headers) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        value = self.cell(self.rows[index.row()], index.column(), role)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str) and self.escape_tooltips:
            return tooltip(value)
        return value
