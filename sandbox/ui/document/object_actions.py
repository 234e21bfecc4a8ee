"""Object gestures shared by the inspector and the context menu: each pushes actions, with an
undo text, through the document. Refusals come back through `Document.refused`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from sandbox.messages import render
from sandbox.model import (
    Board,
    CardDef,
    RemoveObject,
    SetCard,
    SetController,
    SetFace,
    SetFaceDown,
    SetOwner,
    Zone,
    move_actions,
    removal_consequences,
)
from sandbox.ui.document.document import Document
from sandbox.ui.kit.labels import player_name, zone_label


def _label(board: Board, ids: Sequence[str]) -> str:
    if len(ids) == 1:
        obj = board.object(ids[0])
        return obj.card.name if obj else ids[0]
    # not Qt's %n: lupdate makes no plural entry for translate(), so -no-obsolete would drop it
    return QCoreApplication.translate("ObjectActions", "%1 objects").replace("%1", str(len(ids)))


def set_owner(document: Document, ids: Sequence[str], player: str) -> bool:
    board = document.board
    text = QCoreApplication.translate("ObjectActions", "Make %1 the owner of %2", "undo text")
    text = text.replace("%1", player_name(board, player)).replace("%2", _label(board, ids))
    return document.push_all([SetOwner(i, player) for i in ids], text)


def set_controller(document: Document, ids: Sequence[str], player: str) -> bool:
    board = document.board
    text = QCoreApplication.translate("ObjectActions", "Give control of %2 to %1", "undo text")
    text = text.replace("%1", player_name(board, player)).replace("%2", _label(board, ids))
    return document.push_all([SetController(i, player) for i in ids], text)


def set_face_down(document: Document, ids: Sequence[str], face_down: bool) -> bool:
    board = document.board
    text = (
        QCoreApplication.translate("ObjectActions", "Turn %1 face down", "undo text")
        if face_down
        else QCoreApplication.translate("ObjectActions", "Turn %1 face up", "undo text")
    )
    text = text.replace("%1", _label(board, ids))
    return document.push_all([SetFaceDown(i, face_down) for i in ids], text)


def set_face(document: Document, object_id: str, face: int) -> bool:
    text = QCoreApplication.translate("ObjectActions", "Turn %1 to another face", "undo text")
    return document.push(
        SetFace(object_id, face), text.replace("%1", _label(document.board, [object_id]))
    )


def remove(document: Document, ids: Sequence[str]) -> bool:
    """Remove objects; the undo text also says what else the removal changed (the effects
    that end with them, the objects no longer under or targeting them...)."""
    board = document.board
    text = QCoreApplication.translate("ObjectActions", "Remove %1", "undo text").replace(
        "%1", _label(board, ids)
    )
    also: list[str] = []
    for object_id in ids:
        also += [render(why, document.language) for why in removal_consequences(board, object_id)]
    if also:
        text += " (" + "; ".join(dict.fromkeys(also)) + ")"
    return document.push_all([RemoveObject(i) for i in ids], text)


def move_to(document: Document, ids: Sequence[str], zone: Zone, player: str | None) -> bool:
    actions = move_actions(document.board, ids, zone, player)
    if not actions:
        return True
    text = QCoreApplication.translate("ObjectActions", "Move %1 to %2", "undo text")
    text = text.replace("%1", _label(document.board, ids)).replace("%2", zone_label(zone))
    return document.push_all(actions, text)


def set_pitch(document: Document, object_id: str, card: CardDef) -> bool:
    """Make an object another pitch of the same name (F3c): one SetCard, one undo step. It
    keeps its id, its place in the zone, its choices and the effects on it."""
    obj = document.board.object(object_id)
    if obj is None or obj.card == card:
        return obj is not None
    text = QCoreApplication.translate("ObjectActions", "Make %1 pitch %2", "undo text")
    text = text.replace("%1", obj.card.name).replace("%2", card.pitch)
    return document.push(SetCard(object_id, card), text)
