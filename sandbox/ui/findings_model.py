"""The references table: every name-using ability on the board with its source, text, use
(self-reference, definition, identification) and status (finds, fails, not working)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from sandbox.model.board import Board
from sandbox.model.derive import Derived
from sandbox.model.visibility import Viewer, may_see_object
from sandbox.ui import theme
from sandbox.ui.labels import status_label, use_label

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_STATUS_MARK = {"finds": "✔", "fails": "✘", "n/a": "–"}
_STATUS_COLOUR = {"finds": theme.FINDS_TEXT, "fails": theme.FAILS_TEXT, "n/a": theme.IDLE_TEXT}


@dataclass(frozen=True, slots=True)
class FindingRow:
    finding_id: str
    status: str
    cells: tuple[str, str, str, str]


def finding_rows(board: Board, derived: Derived, viewer: Viewer) -> list[FindingRow]:
    rows = []
    for finding in derived.findings:
        source = board.object(finding.source_id)
        visible = source is None or may_see_object(board, source, viewer)
        if visible:
            name = source.card.name if source else finding.source_id
            text = finding.text
            status = finding.status
        else:
            name = QCoreApplication.translate("Findings", "a hidden card")
            text = QCoreApplication.translate("Findings", "(hidden)")
            status = "n/a"
        mark = _STATUS_MARK.get(status, "")
        label = (
            status_label(status) if visible else QCoreApplication.translate("Findings", "hidden")
        )
        cells = (f"{mark} {label}", use_label(finding.use), name, text)
        rows.append(FindingRow(finding.id, status, cells))
    return rows


class FindingsModel(QAbstractTableModel):
    """Rows of FindingRow: source, ability, use, status."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[FindingRow] = []

    def set_rows(self, rows: list[FindingRow]) -> None:
        if rows == self.rows:
            return
        if [r.finding_id for r in rows] == [r.finding_id for r in self.rows]:
            self.rows = rows
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, 3))
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def row_of(self, finding_id: str | None) -> int:
        for number, row in enumerate(self.rows):
            if row.finding_id == finding_id:
                return number
        return -1

    def headers(self) -> list[str]:
        return [self.tr("Status"), self.tr("Use"), self.tr("Source"), self.tr("Ability")]

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 4

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
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{row.cells[2]} [{row.finding_id}]\n{row.cells[3]}"
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 0:
            return QBrush(_STATUS_COLOUR.get(row.status, theme.CARD_TEXT))
        if role == Qt.ItemDataRole.FontRole and index.column() == 0:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return row.finding_id
        return None
