"""Words for an action, for the undo history of actions that came from a scenario file."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sandbox.model import (
    Action,
    AddEffect,
    AddObject,
    AdvanceTurn,
    Board,
    MakeChoice,
    MoveObject,
    RemoveObject,
    SetCard,
    SetController,
    SetOwner,
    leaves_as_two,
)
from sandbox.ui.kit.labels import effect_kind_label, player_name, zone_label


def _name(board: Board, object_id: str) -> str:
    obj = board.object(object_id)
    return obj.card.name if obj else object_id


def action_text(action: Action, board: Board) -> str:
    """A short description of `action` on `board` (the board before it)."""
    if isinstance(action, AddObject):
        return (
            QCoreApplication.translate("ActionText", "Add %1 to %2")
            .replace("%1", action.card.label)
            .replace("%2", zone_label(action.zone))
        )
    if isinstance(action, MoveObject):
        obj = board.object(action.object_id)
        if obj is not None and (obj.zone, action.zone_owner or obj.zone_owner) == (
            action.zone,
            obj.zone_owner,
        ):
            return (
                QCoreApplication.translate("ActionText", "Reorder %1 in %2")
                .replace("%1", obj.card.name)
                .replace("%2", zone_label(action.zone))
            )
        partner = leaves_as_two(obj, action.zone) if obj is not None else None
        if obj is not None and partner is not None:
            return (
                QCoreApplication.translate(
                    "ActionText", "Move %1 to %2: it leaves as two cards, %3 and %4 (712.21)"
                )
                .replace("%1", obj.card.faces[obj.face].name)
                .replace("%2", zone_label(action.zone))
                .replace("%3", obj.card.front.name)
                .replace("%4", partner.front.name)
            )
        return (
            QCoreApplication.translate("ActionText", "Move %1 to %2")
            .replace("%1", _name(board, action.object_id))
            .replace("%2", zone_label(action.zone))
        )
    if isinstance(action, SetCard):
        return (
            QCoreApplication.translate("ActionText", "Make %1 into %2", "a card becomes another")
            .replace("%1", _name(board, action.object_id))
            .replace("%2", action.card.label)
        )
    if isinstance(action, RemoveObject):
        return QCoreApplication.translate("ActionText", "Remove %1").replace(
            "%1", _name(board, action.object_id)
        )
    if isinstance(action, (SetOwner, SetController)):
        player = action.owner if isinstance(action, SetOwner) else action.controller
        return (
            QCoreApplication.translate("ActionText", "Give %1 to %2")
            .replace("%1", _name(board, action.object_id))
            .replace("%2", player_name(board, player))
        )
    if isinstance(action, AddEffect):
        return QCoreApplication.translate("ActionText", "Add effect: %1").replace(
            "%1", effect_kind_label(action.effect.kind)
        )
    if isinstance(action, AdvanceTurn):
        return QCoreApplication.translate("ActionText", "Next turn")
    if isinstance(action, MakeChoice):
        return QCoreApplication.translate("ActionText", "Choose a name for %1").replace(
            "%1", _name(board, action.object_id)
        )
    object_id = getattr(action, "object_id", None) or getattr(action, "effect_id", "")
    return QCoreApplication.translate("ActionText", "Change %1").replace(
        "%1", _name(board, str(object_id))
    )
