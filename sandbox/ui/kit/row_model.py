"""A table model over a list of row values: the plumbing every table of the app shares.

Subclasses name their columns (`headers`) and say what a cell shows for a role (`cell`).
`set_rows` never resets the view: rows are matched by `row_key` (by default the row value
itself), rows that went are removed, rows that came are inserted, and only kept rows whose
value changed are announced by `dataChanged`, so the selection survives and a view measures
and paints only what changed. `reset_rows` is for a whole new table. A screen reader reads
a cell's text, "none" for an empty cell, unless the subclass says otherwise.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from sandbox.ui.kit.plain import tooltip, visible

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


class RowTableModel(QAbstractTableModel):
    """Rows are plain values; one per table row. Cells and tooltips show their text as typed
    (cells hold names and text from files: a zero-width or bidi character shows as its code,
    ⟨U+202E⟩), tooltips escaped unless a model of our own text says otherwise."""

    escape_tooltips = True

    def __init__(self, rows: list[Any] | None = None) -> None:
        super().__init__()
        self.rows: list[Any] = rows or []
        self._columns: int | None = None

    def headers(self) -> list[str]:
        raise NotImplementedError

    def cell(self, row: Any, column: int, role: int) -> object:
        """What the cell of `row` in `column` shows for `role` (None: nothing)."""
        raise NotImplementedError

    def header_tip(self, section: int) -> str:
        """A column header's tooltip (a short header's whole meaning); "": none."""
        return ""

    def row_key(self, row: Any) -> object:
        """What identifies a row across updates (hashable): by default the row itself."""
        return row

    def reset_rows(self, rows: list[Any]) -> None:
        """Show `rows` as a whole new table."""
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def set_rows(self, rows: list[Any]) -> None:
        """Show `rows`, announcing only the rows removed, inserted and changed."""
        if rows is self.rows or rows == self.rows:
            return
        old_keys = [self.row_key(r) for r in self.rows]
        new_keys = [self.row_key(r) for r in rows]
        if old_keys != new_keys:
            self._move_rows(old_keys, new_keys, rows)
        changed = [
            number
            for number, (old, new) in enumerate(zip(self.rows, rows, strict=True))
            if old is not new and old != new
        ]
        self.rows = list(rows)
        last = self.columnCount() - 1
        for first, end in _runs(changed):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    def _move_rows(self, old_keys: list[object], new_keys: list[object], rows: list[Any]) -> None:
        """Remove and insert rows until the rows' keys are `new_keys` (kept rows keep their
        old values, for `set_rows` to compare)."""
        matcher = SequenceMatcher(None, old_keys, new_keys, autojunk=False)
        for tag, i1, i2, j1, j2 in reversed(matcher.get_opcodes()):
            if tag == "equal":
                continue
            if i2 > i1:
                self.beginRemoveRows(ROOT, i1, i2 - 1)
                del self.rows[i1:i2]
                self.endRemoveRows()
            if j2 > j1:
                self.beginInsertRows(ROOT, i1, i1 + j2 - j1 - 1)
                self.rows[i1:i1] = rows[j1:j2]
                self.endInsertRows()

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        if parent.isValid():
            return 0
        if self._columns is None:  # (the headers are translated: count them once)
            self._columns = len(self.headers())
        return self._columns

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            headers = self.headers()
            return headers[section] if 0 <= section < len(headers) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tip(section) or None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        value = self.cell(self.rows[index.row()], index.column(), role)
        if role == Qt.ItemDataRole.AccessibleTextRole and value is None:
            return self._spoken(self.rows[index.row()], index.column())
        if not isinstance(value, str):
            return value
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(value) if self.escape_tooltips else visible(value)
        return visible(value) if role == Qt.ItemDataRole.DisplayRole else value

    def _spoken(self, row: Any, column: int) -> str:
        """What a screen reader says of a cell: its text, or "none" for an empty one (an
        unnamed stop is silent)."""
        shown = self.cell(row, column, Qt.ItemDataRole.DisplayRole)
        if shown is not None and str(shown).strip():
            return visible(str(shown))
        return QCoreApplication.translate("RowTableModel", "none", "an empty table cell, spoken")


def _runs(numbers: list[int]) -> list[tuple[int, int]]:
    """Sorted numbers as (first, last) runs of consecutive ones."""
    runs: list[tuple[int, int]] = []
    for number in numbers:
        if runs and runs[-1][1] == number - 1:
            runs[-1] = (runs[-1][0], number)
        else:
            runs.append((number, number))
    return runs
