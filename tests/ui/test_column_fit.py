"""A table whose last column stretches keeps it readable in a narrow panel: the squeezable
columns give up width (their text elides) and take it back when there is room. The Name
references table uses it for its Use and Source columns (the source keeps a name's width);
the Effects table shares its width among its columns of words, headers whole."""

from __future__ import annotations

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QTableView

from sandbox.ui.kit.column_fit import (
    LAST_SHARE,
    LEAST_WIDTH,
    ColumnFit,
    ColumnShare,
    header_width,
)
from sandbox.ui.panels.references import SOURCE_COLUMN, USE_COLUMN
from sandbox.ui.shell.main_window import MainWindow

NATURAL = {1: 180, 2: 160}


def sized_table(qtbot) -> tuple[QTableView, ColumnFit]:  # type: ignore[no-untyped-def]
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(QStandardItemModel(3, 4, table))
    table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
    fit = ColumnFit(table, tuple(NATURAL))
    table.resize(900, 200)
    table.show()
    table.setColumnWidth(0, 90)
    for column, width in NATURAL.items():
        table.setColumnWidth(column, width)
        fit.remember(column)
    return table, fit


def widths(table: QTableView) -> dict[int, int]:
    return {column: table.columnWidth(column) for column in NATURAL}


def test_a_narrow_table_squeezes_the_middle_columns_not_the_last(qtbot) -> None:  # type: ignore[no-untyped-def]
    table, _ = sized_table(qtbot)
    assert widths(table) == NATURAL  # room enough: natural widths
    table.resize(380, 200)
    qtbot.waitUntil(lambda: widths(table) != NATURAL)
    squeezed = widths(table)
    assert all(LEAST_WIDTH <= squeezed[c] < NATURAL[c] for c in NATURAL)
    assert table.columnWidth(3) >= int(table.viewport().width() * LAST_SHARE) - 2
    table.resize(900, 200)
    qtbot.waitUntil(lambda: widths(table) == NATURAL)


def test_sizing_again_while_narrow_keeps_the_natural_width(qtbot) -> None:  # type: ignore[no-untyped-def]
    table, fit = sized_table(qtbot)
    table.resize(380, 200)
    qtbot.waitUntil(lambda: widths(table) != NATURAL)
    table.setColumnWidth(2, NATURAL[2])  # the source column sized to its text again
    fit.remember(2)
    table.resize(900, 200)
    qtbot.waitUntil(lambda: widths(table) == NATURAL)


def test_the_references_table_squeezes_use_and_source(window: MainWindow) -> None:
    fit = window.references.columns
    assert fit.squeezable == (USE_COLUMN, SOURCE_COLUMN)
    assert set(fit.natural) == {USE_COLUMN, SOURCE_COLUMN}


def test_a_squeezed_column_keeps_its_least_width(qtbot) -> None:  # type: ignore[no-untyped-def]
    table, fit = sized_table(qtbot)
    fit.least[2] = 150
    table.resize(380, 200)
    qtbot.waitUntil(lambda: table.columnWidth(1) < NATURAL[1])
    assert 150 <= table.columnWidth(2) <= NATURAL[2]  # (the other one gave up more)
    assert NATURAL[1] - table.columnWidth(1) > NATURAL[2] - table.columnWidth(2)


def test_shared_columns_fill_the_table_each_as_wide_as_its_header(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = QTableView()
    qtbot.addWidget(table)
    model = QStandardItemModel(2, 4, table)
    model.setHorizontalHeaderLabels(["On", "A long header of words", "B", "C"])
    model.setItem(0, 3, QStandardItem("a cell with a good many words in it, wanting room"))
    table.setModel(model)
    table.horizontalScrollBar().setEnabled(False)
    share = ColumnShare(table, (1, 2, 3))
    table.resize(420, 200)
    table.show()
    qtbot.waitExposed(table)
    share.measure()
    shared = [table.columnWidth(c) for c in (1, 2, 3)]
    assert sum(shared) + table.columnWidth(0) == table.viewport().width()
    assert all(table.columnWidth(c) >= header_width(table, c) for c in (1, 2, 3))
    assert shared[2] > shared[1]  # the column with words to show gets the rest
