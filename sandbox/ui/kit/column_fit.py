"""Keeps a table's stretching last column readable in a narrow panel.

The columns before it are sized to their text (when the table is filled); when the panel is too
narrow for them and a useful share of the last column, the columns named squeezable give up width
in proportion (their text elides) instead of the last column shrinking to "…".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QTableView

from sandbox.ui.kit.viewport import known_viewport

LAST_SHARE = 0.35  # of the viewport's width, kept for the last column
LEAST_WIDTH = 48  # a squeezed column still shows a few letters


class ColumnFit(QObject):
    """Watches `table`'s viewport width; `remember(column)` once a column fits its text."""

    def __init__(self, table: QTableView, squeezable: Sequence[int]) -> None:
        super().__init__(table)
        self.table = table
        self.squeezable = tuple(squeezable)
        self.natural: dict[int, int] = {}
        known_viewport(table).installEventFilter(self)  # (the one Qt made costs ~20 ms)

    def remember(self, column: int) -> None:
        """Take `column`'s current width (just sized to its text) as its natural one, and fit."""
        if column in self.squeezable:
            self.natural[column] = self.table.columnWidth(column)
        self.fit()

    def fit(self) -> None:
        """Shrink the squeezable columns (never below LEAST_WIDTH) so that the last column
        keeps LAST_SHARE of the width; give them back their natural width when there is room."""
        if not self.natural:
            return
        columns = self.table.model().columnCount() if self.table.model() is not None else 0
        fixed = sum(self.table.columnWidth(c) for c in range(columns - 1) if c not in self.natural)
        room = self.table.viewport().width() * (1 - LAST_SHARE) - fixed
        wanted = sum(self.natural.values())
        scale = 1.0 if wanted <= room or wanted <= 0 else max(room, 0) / wanted
        for column, width in self.natural.items():
            self.table.setColumnWidth(column, max(LEAST_WIDTH, int(width * scale)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # (installed on the table's viewport only)
            self.fit()
        return False
