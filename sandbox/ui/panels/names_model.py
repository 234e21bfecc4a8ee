"""The inspector's table of an object's names: printed, current, gained and lost names and the
moniker, each with the effect it comes from (or was lost to) and until when.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from sandbox.model import Board, Derived, Effect, GameObject, NameEntry
from sandbox.ui.kit import theme
from sandbox.ui.kit.labels import (
    duration_label,
    effect_kind_label,
    entry_status_label,
    origin_label,
)
from sandbox.ui.kit.plain import visible
from sandbox.ui.kit.row_model import RowTableModel


@dataclass(frozen=True, slots=True)
class NameRow:
    name: str
    how: str
    source: str
    until: str
    struck: bool = False


def effect_source(effect: Effect | None) -> str:
    """An effect as "Source name (e3)"."""
    if effect is None:
        return ""
    return f"{effect.source_name or effect_kind_label(effect.kind)} ({effect.id})"


def effect_until(effect: Effect | None, board: Board) -> str:
    if effect is None:
        return ""
    return duration_label(effect.duration, board, effect.source_name)


def name_rows(board: Board, derived: Derived, obj: GameObject) -> list[NameRow]:
    """Rows for every name entry of `obj`, and one for its moniker."""
    state = derived.names.get(obj.id)
    if state is None:
        return []
    rows = [_entry_row(board, entry) for entry in state.entries]
    if state.moniker:
        moniker = QCoreApplication.translate(
            "NameTableModel", "moniker", "a short form of a personal name (FaB)"
        )
        rows.append(NameRow(state.moniker, moniker, "", ""))
    return rows


def _entry_row(board: Board, entry: NameEntry) -> NameRow:
    gained_by = board.effect(entry.effect_id) if entry.effect_id else None
    taken_by = board.effect(entry.lost_by) if entry.lost_by else None
    source = effect_source(gained_by)
    if taken_by is not None:
        verb = {
            "lost": QCoreApplication.translate("NameTableModel", "lost to %1"),
            "blocked": QCoreApplication.translate("NameTableModel", "blocked by %1"),
            "replaced": QCoreApplication.translate("NameTableModel", "changed by %1"),
        }.get(entry.status, "%1")
        taken = verb.replace("%1", effect_source(taken_by))
        source = f"{source}; {taken}" if source else taken
        until = effect_until(taken_by, board)
    else:
        until = effect_until(gained_by, board)
    how = f"{origin_label(entry.origin)}, {entry_status_label(entry.status)}"
    return NameRow(entry.name, how, source, until, entry.status != "current")


class NameTableModel(RowTableModel):
    """Rows of NameRow; struck-through font for names the object no longer has."""

    def headers(self) -> list[str]:
        return [
            self.tr("Name"),
            self.tr("How", "where a name comes from and what became of it"),
            self.tr("Because of"),
            self.tr("Until"),
        ]

    def cell(self, row: NameRow, column: int, role: int) -> object:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (visible(row.name), row.how, row.source, row.until)[column]
        struck = row.struck
        if role == Qt.ItemDataRole.FontRole and column == 0:
            font = QFont()
            font.setStrikeOut(struck)
            font.setBold(not struck)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and struck:
            return QBrush(theme.LOST)
        return None
