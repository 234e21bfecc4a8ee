"""The drag-and-drop payloads: objects already on the table, and cards from the palette.

Both are small JSON documents under private MIME types, so a drop handler can tell what
arrives and build the right action (MoveObject or AddObject).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from PySide6.QtCore import QMimeData

from sandbox.model import Game, game_named

OBJECTS_MIME = "application/x-namesake-objects"
CARD_MIME = "application/x-namesake-card"


@dataclass(frozen=True)
class CardRef:
    """A card picked in the palette: its game, name and (FaB) pitch."""

    game: Game
    name: str
    pitch: str = ""


def objects_mime(object_ids: list[str]) -> QMimeData:
    data = QMimeData()
    data.setData(OBJECTS_MIME, json.dumps(object_ids).encode())
    data.setText(", ".join(object_ids))
    return data


def card_mime(card: CardRef) -> QMimeData:
    data = QMimeData()
    payload = {"game": card.game, "name": card.name, "pitch": card.pitch}
    data.setData(CARD_MIME, json.dumps(payload).encode())
    data.setText(card.name)
    return data


def read_objects(data: QMimeData) -> list[str]:
    if not data.hasFormat(OBJECTS_MIME):
        return []
    try:
        value = json.loads(bytes(data.data(OBJECTS_MIME).data()).decode())
    except (ValueError, UnicodeDecodeError):
        return []
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def read_card(data: QMimeData) -> CardRef | None:
    if not data.hasFormat(CARD_MIME):
        return None
    try:
        value = json.loads(bytes(data.data(CARD_MIME).data()).decode())
        game = game_named(str(value["game"]))
        if game is None:
            return None  # not a card of either game: not a card this window can drop
        return CardRef(game, str(value["name"]), str(value.get("pitch") or ""))
    except (ValueError, UnicodeDecodeError, KeyError, TypeError):
        return None
