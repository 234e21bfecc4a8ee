"""The effects table: every continuous effect with its timestamp, source, what it applies to,
the name involved, its controller, until when it lasts, and whether it applies now.

Column 0 is checkable; checking asks (through `switch_requested`) for a SwitchEffect action:
the model never changes the board itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFont

from sandbox.messages import render
from sandbox.model import (
    ANY,
    OPPONENT,
    YOU,
    Board,
    Derived,
    Effect,
    ObjectFilter,
    Viewer,
    may_see_choice,
    may_see_object,
)
from sandbox.ui.kit import theme
from sandbox.ui.kit.labels import duration_label, effect_kind_label, player_name, zone_label
from sandbox.ui.kit.row_model import RowTableModel

Index = QModelIndex | QPersistentModelIndex
COLUMNS = 7
EFFECT, SOURCE, APPLIES, UNTIL, STATUS = 2, 3, 4, 5, 6
WORDS_COLUMNS = (EFFECT, SOURCE, APPLIES, UNTIL)  # the columns of words (the others are short)


@dataclass(frozen=True, slots=True)
class EffectRow:
    effect_id: str
    enabled: bool
    cells: tuple[str, ...]
    applies: bool
    ends_soon: bool
    status_tip: str


def effect_rows(board: Board, derived: Derived, viewer: Viewer, language: str) -> list[EffectRow]:
    return [effect_row(board, derived, e, viewer, language) for e in board.effects]


def effect_objects(effect: Effect) -> tuple[str, ...]:
    """The objects an effect's row names (its target), whose change changes the row."""
    return (effect.target,) if effect.target is not None else ()


def effect_row(
    board: Board, derived: Derived, effect: Effect, viewer: Viewer, language: str
) -> EffectRow:
    inactive = derived.inactive_effects.get(effect.id)
    status = (
        render(inactive, language, cite=False)
        if inactive
        else QCoreApplication.translate("Effects", "applies")
    )
    describe = derived.effects.get(effect.id)
    tip = render(describe, language) if describe else ""
    ends = ends_at_next_turn(board, effect)
    until = duration_label(effect.duration, board, effect.source_name)
    if ends:
        until = "◷ " + until
    kind = effect_kind_label(effect.kind)
    name = _name_cell(board, effect, viewer)
    source = effect.source_name or "—"
    cells = (
        effect.id,
        str(effect.timestamp),
        f"{kind}: {name}" if name else kind,
        f"{source} ({player_name(board, effect.controller)})",
        applies_to(board, effect, viewer),
        until,
        status,
    )
    return EffectRow(effect.id, effect.enabled, cells, inactive is None, ends, tip)


def ends_at_next_turn(board: Board, effect: Effect) -> bool:
    order = board.player_ids
    if not order or effect.ended:
        return False
    at = order.index(board.active_player) if board.active_player in order else -1
    next_player = order[(at + 1) % len(order)]
    kind = effect.duration.kind
    return kind == "this_turn" or (
        kind == "until_next_turn_of" and effect.duration.player == next_player
    )


def _name_cell(board: Board, effect: Effect, viewer: Viewer) -> str:
    if effect.kind == "lose_names":
        return QCoreApplication.translate("Effects", "can't gain names") if effect.cant_gain else ""
    if effect.kind == "copy" and effect.copy_of is not None:
        return effect.copy_of.name
    if effect.ability is not None:
        return effect.ability.text
    if effect.choice is not None:
        target = board.object(effect.target or "")
        if target is not None and not may_see_choice(board, target, effect.choice, viewer):
            return QCoreApplication.translate("Effects", "(secret)")
        return effect.choice.name or QCoreApplication.translate("Effects", "(undefined)")
    return effect.name


def applies_to(board: Board, effect: Effect, viewer: Viewer) -> str:
    if effect.target is not None:
        obj = board.object(effect.target)
        if obj is None:
            return effect.target
        name = (
            obj.card.name
            if may_see_object(board, obj, viewer)
            else QCoreApplication.translate("Effects", "a hidden card")
        )
        return f"{name} [{obj.id}]"
    if effect.affects is not None:
        return describe_filter(board, effect.affects, effect.controller)
    return "—"


def describe_filter(board: Board, flt: ObjectFilter, perspective: str) -> str:
    """A group of objects in words, e.g. "cards and tokens owned by Nic"."""
    kind = {
        "card": QCoreApplication.translate("Effects", "cards"),
        "token": QCoreApplication.translate("Effects", "tokens"),
    }.get(flt.kind, QCoreApplication.translate("Effects", "cards and tokens"))
    parts = [kind]
    if flt.owner != ANY:
        parts.append(
            QCoreApplication.translate("Effects", "owned by %1").replace(
                "%1", _who(board, flt.owner, perspective)
            )
        )
    if flt.controller != ANY:
        who = _who(board, flt.controller, perspective)
        parts.append(QCoreApplication.translate("Effects", "controlled by %1").replace("%1", who))
    if flt.zones:
        zones = ", ".join(zone_label(z) for z in flt.zones)
        parts.append(QCoreApplication.translate("Effects", "in %1").replace("%1", zones))
    if flt.types:
        parts.append(
            QCoreApplication.translate("Effects", "of type %1").replace("%1", " ".join(flt.types))
        )
    if flt.object_ids:
        parts.append("[" + ", ".join(flt.object_ids) + "]")
    return " ".join(parts)


def _who(board: Board, selector: str, perspective: str) -> str:
    if selector == YOU:
        return player_name(board, perspective)
    if selector == OPPONENT:
        return QCoreApplication.translate("Effects", "an opponent of %1").replace(
            "%1", player_name(board, perspective)
        )
    return player_name(board, selector)


class EffectsModel(RowTableModel):
    """Rows of EffectRow; checking column 0 emits `switch_requested(effect_id, enabled)`."""

    switch_requested = Signal(str, bool)

    def headers(self) -> list[str]:
        return [
            self.tr("On"),
            self.tr("Time", "timestamp"),
            self.tr("Effect"),
            self.tr("Source", "the effect's source, and its controller in brackets"),
            self.tr("Applies to"),
            self.tr("Until"),
            self.tr("Status"),
        ]

    def header_tip(self, section: int) -> str:
        if section == SOURCE:
            return self.tr(
                "Source (controller): the card the effect comes from, and who controls it"
            )
        return ""

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == 0:
            base |= Qt.ItemFlag.ItemIsUserCheckable
        return base

    def row_key(self, row: EffectRow) -> object:
        return row.effect_id

    def cell(self, row: EffectRow, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return row.cells[column]
        if role == Qt.ItemDataRole.CheckStateRole and column == 0:
            return Qt.CheckState.Checked if row.enabled else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 0:  # not the effect's id
            return self.tr("on") if row.enabled else self.tr("off")
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == UNTIL and row.ends_soon:
                return QCoreApplication.translate(
                    "Effects", "Ends when the turn passes to the next player."
                )
            return row.status_tip or row.cells[column]
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(row, column)
        if role == Qt.ItemDataRole.FontRole and column == UNTIL and row.ends_soon:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return row.effect_id
        return None

    def _foreground(self, row: EffectRow, column: int) -> QBrush | None:
        if not row.applies:
            return QBrush(theme.IDLE_TEXT)
        if column == UNTIL and row.ends_soon:
            return QBrush(theme.BLOCKED)
        if column == STATUS:
            return QBrush(theme.FINDS_TEXT)
        return None

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != 0 or role != Qt.ItemDataRole.CheckStateRole:
            return False
        row = self.rows[index.row()]
        checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, 2)
        self.switch_requested.emit(row.effect_id, bool(checked))
        return True
