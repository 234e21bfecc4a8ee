"""The references table: every name-using ability on the board with its source, text, use
(self-reference, definition, identification) and status (finds, fails, not working)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from sandbox.model import Board, Derived, Finding, Game, GameObject, Viewer, may_see_object
from sandbox.ui.kit import theme
from sandbox.ui.kit.labels import ability_origin_label, status_label, use_label
from sandbox.ui.kit.row_model import RowTableModel
from sandbox.ui.kit.speech import spoken_card_text

ABILITY_COLUMN = 3
_STATUS_MARK = {"finds": "✔", "fails": "✘", "n/a": "–"}
_STATUS_COLOUR = {"finds": theme.FINDS_TEXT, "fails": theme.FAILS_TEXT, "n/a": theme.IDLE_TEXT}


@dataclass(frozen=True, slots=True)
class FindingRow:
    finding_id: str
    status: str
    cells: tuple[str, str, str, str]
    origin: str = ""
    game: Game = "fab"  # whose symbols the ability's text writes ({p}, {T})


def finding_rows(board: Board, derived: Derived, viewer: Viewer) -> list[FindingRow]:
    return [finding_row(board, finding, viewer) for finding in derived.findings]


def finding_row(board: Board, finding: Finding, viewer: Viewer) -> FindingRow:
    """The row of one finding as `viewer` sees it (hidden sources show no name or text)."""
    source = board.object(finding.source_id)
    visible = source is None or may_see_object(board, source, viewer)
    origin = ""
    if visible:
        name = source.card.name if source else finding.source_id
        text = finding.text
        status = finding.status
        origin = _origin(source, finding.key)
    else:
        name = QCoreApplication.translate("Findings", "a hidden card")
        text = QCoreApplication.translate("Findings", "(hidden)")
        status = "n/a"
    mark = _STATUS_MARK.get(status, "")
    label = status_label(status) if visible else _hidden_label()
    use = use_label(finding.use)
    badge = ability_origin_label(origin) if origin not in ("", "curated") else ""
    cells = (f"{mark} {label}", f"{use} · {badge}" if badge else use, name, text)
    return FindingRow(finding.id, status, cells, origin, board.game)


def _hidden_label() -> str:
    return QCoreApplication.translate("Findings", "hidden")


def fixed_cells() -> tuple[list[str], list[str]]:
    """Every text the status and the use columns can show: they are sized once, to fit."""
    statuses = [f"{_STATUS_MARK[s]} {status_label(s)}" for s in _STATUS_MARK]
    statuses.append(f"{_STATUS_MARK['n/a']} {_hidden_label()}")
    uses = [use_label(use) for use in ("self", "definition", "identification")]
    badges = [ability_origin_label(o) for o in ("derived", "suggested", "written")]
    return statuses, uses + [f"{use} · {badge}" for use in uses for badge in badges]


def _origin(source: GameObject | None, key: str) -> str:
    """Who encoded the ability `key` of `source` (curated, derived, suggested, written)."""
    if source is None:
        return ""
    if any(r.key == key for r in source.extra_references):
        return "written"
    return next((r.origin for r in source.card.references if r.key == key), "")


class FindingsModel(RowTableModel):
    """Rows of FindingRow: source, ability, use, status."""

    def row_of(self, finding_id: str | None) -> int:
        for number, row in enumerate(self.rows):
            if row.finding_id == finding_id:
                return number
        return -1

    def headers(self) -> list[str]:
        return [self.tr("Status"), self.tr("Use"), self.tr("Source"), self.tr("Ability")]

    def row_key(self, row: FindingRow) -> object:
        return row.finding_id

    def cell(self, row: FindingRow, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[column]
        if role == Qt.ItemDataRole.AccessibleTextRole and column == ABILITY_COLUMN:
            return spoken_card_text(row.cells[column], row.game)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{row.cells[2]} [{row.finding_id}]\n{row.cells[3]}"
        if role == Qt.ItemDataRole.ForegroundRole and column == 0:
            return QBrush(_STATUS_COLOUR.get(row.status, theme.CARD_TEXT))
        if role == Qt.ItemDataRole.BackgroundRole and column == 1 and row.origin == "suggested":
            return QBrush(theme.SUGGESTED_BACKGROUND)
        if role == Qt.ItemDataRole.FontRole and column == 0:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return row.finding_id
        return None
