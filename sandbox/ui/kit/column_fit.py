"""Table columns that fit their text in a narrow panel, without sideways scrolling.

`ColumnFit`: a table whose last column stretches. The columns before it are sized to their
text (when the table is filled); when the panel is too narrow for them and a useful share of
the last column, the columns named squeezable give up width above their own least width, in
proportion (their text elides), instead of the last column shrinking to "…".

`ColumnShare`: a table with no stretching column. The columns of words share the width the
others leave: each at least as wide as its header, the rest in proportion to its text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QStyle, QTableView

from sandbox.ui.kit.viewport import known_viewport

LAST_SHARE = 0.3  # of the viewport's width, kept for the last column
LEAST_WIDTH = 48  # a squeezed column still shows a few letters
HEADER_PADDING = 10  # a header section's room beside its text's margins (a sort arrow, lines)


class ColumnFit(QObject):
    """Watches `table`'s viewport width; `remember(column)` once a column fits its text.
    `squeezable`: the columns that may give up width, each with the least it keeps."""

    def __init__(self, table: QTableView, squeezable: Mapping[int, int] | Sequence[int]) -> None:
        super().__init__(table)
        self.table = table
        least = squeezable if isinstance(squeezable, Mapping) else {}
        self.squeezable = tuple(squeezable)
        self.least = {c: max(least.get(c, LEAST_WIDTH), LEAST_WIDTH) for c in self.squeezable}
        self.natural: dict[int, int] = {}
        known_viewport(table).installEventFilter(self)  # (the one Qt made costs ~20 ms)

    def remember(self, column: int) -> None:
        """Take `column`'s current width (just sized to its text) as its natural one, and fit."""
        if column in self.squeezable:
            self.natural[column] = self.table.columnWidth(column)
        self.fit()

    def fit(self) -> None:
        """Shrink the squeezable columns (never below their least width) so that the last
        column keeps LAST_SHARE of the width; give them back their natural width when there
        is room."""
        if not self.natural:
            return
        columns = self.table.model().columnCount() if self.table.model() is not None else 0
        fixed = sum(self.table.columnWidth(c) for c in range(columns - 1) if c not in self.natural)
        room = self.table.viewport().width() * (1 - LAST_SHARE) - fixed
        least = {c: min(self.least[c], width) for c, width in self.natural.items()}
        spare = sum(self.natural.values()) - sum(least.values())  # what squeezing can give
        share = 1.0 if spare <= 0 else min(max(room - sum(least.values()), 0) / spare, 1.0)
        for column, width in self.natural.items():
            self.table.setColumnWidth(column, int(least[column] + (width - least[column]) * share))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # (installed on the table's viewport only)
            self.fit()
        return False


def header_width(table: QTableView, column: int) -> int:
    """The width `column`'s header needs to show its text whole."""
    header = table.horizontalHeader()
    model = table.model()
    text = str(model.headerData(column, header.orientation()) or "") if model else ""
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return header.fontMetrics().horizontalAdvance(text) + 2 * margin + HEADER_PADDING


class ColumnShare(QObject):
    """The `columns` of `table` share its viewport's width less the other columns': each at
    least its header's width (`header_width`), the rest in proportion to the width its text
    asks for (`measure`, when the table is filled)."""

    def __init__(self, table: QTableView, columns: Sequence[int]) -> None:
        super().__init__(table)
        self.table = table
        self.columns = tuple(columns)
        self.wanted: dict[int, int] = {}
        table.viewport().installEventFilter(self)

    def measure(self) -> None:
        """Take the width each column's text asks for (a sample of the rows), and fit."""
        self.wanted = {c: self.table.sizeHintForColumn(c) for c in self.columns}
        self.fit()

    def fit(self) -> None:
        model = self.table.model()
        if model is None:
            return
        others = sum(
            self.table.columnWidth(c) for c in range(model.columnCount()) if c not in self.columns
        )
        room = max(self.table.viewport().width() - others, 0)
        smallest = self.table.horizontalHeader().minimumSectionSize()
        least = {c: max(header_width(self.table, c), smallest) for c in self.columns}
        asks = {c: max(self.wanted.get(c, 0) - least[c], 0) for c in self.columns}
        spare = room - sum(least.values())
        total = sum(asks.values())
        widths = {
            c: least[c] + (spare * asks[c] / total if total else spare / len(self.columns))
            for c in self.columns
        }
        if spare < 0:  # not even the headers fit: they share it evenly
            widths = {c: room / len(self.columns) for c in self.columns}
        given = 0
        for number, column in enumerate(self.columns):  # whole pixels, summing to `room`
            width = room - given if number == len(self.columns) - 1 else int(widths[column])
            self.table.setColumnWidth(column, max(width, 0))
            given += width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # (installed on the table's viewport only)
            self.fit()
        return False
