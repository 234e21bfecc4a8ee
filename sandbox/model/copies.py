"""Copies of objects (MTG 707.2, 707.3, 707.8, 708.2a): the copiable values a copy takes.

A copy effect that names an object (`Effect.copy_of_object`) copies that object's copiable
values as they are when the effect begins, and keeps them (707.2b): its printed card, as
modified by the latest copy effect on it (a copy of a copy, 707.3) and by its face-down status
(a face-down object's copiable values have no name, 708.2a). Stickers, gained names and
set-name effects are not copiable and are never copied. A copy of a double-faced permanent
copies the face that is up (707.8); a flip card is copied whole, and the copy's own status
says which half it has (707.3, 110.5). Naming a card (`copy_of`) stays a shortcut for a copy
of a card no object on the board stands for.
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef, Face
from sandbox.model.effects import Effect
from sandbox.model.vocabulary import Game

_FACE_UP_COPIED = frozenset({"transform", "modal_dfc", "meld", "double_faced_token"})


def with_copiable_values(board: Board, effect: Effect) -> Effect:
    """`effect` with the copiable values of the object it copies locked in (707.2b); any
    other effect unchanged."""
    if effect.kind != "copy" or effect.copy_of_object is None:
        return effect
    original = board.object(effect.copy_of_object)
    if original is None:
        return effect
    card, face_down = copiable_values(board, original, effect.timestamp or None)
    return replace(effect, copy_of=card, copy_face_down=face_down)


def copiable_values(
    board: Board, original: GameObject, before: int | None = None
) -> tuple[CardDef | None, bool]:
    """The card `original`'s copiable values are (None and True: face down, nameless), as
    of the copy effects on it earlier than timestamp `before` (all of them when None)."""
    if original.face_down:
        return None, True
    latest = _latest_copy(board, original.id, before)
    if latest is not None:
        return latest.copy_of, latest.copy_face_down
    card = original.card
    face_up = 0 < original.face < len(card.faces) and original.zone in ("battlefield", "stack")
    if card.layout in _FACE_UP_COPIED and face_up:
        return _one_face(card, card.faces[original.face]), False  # 707.8
    return card, False


def copied_card(board: Board, obj: GameObject) -> CardDef | None:
    """The card `obj` is a copy of now (its latest copy effect), if any."""
    latest = _latest_copy(board, obj.id, None)
    return latest.copy_of if latest is not None else None


def _latest_copy(board: Board, object_id: str, before: int | None) -> Effect | None:
    latest = None
    for effect in board.copy_effects:
        if effect.target != object_id:
            continue
        too_late = before is not None and effect.timestamp >= before
        if not effect.enabled or effect.ended or too_late:
            continue
        if effect.copy_of is None and not effect.copy_face_down:
            continue
        if latest is None or (effect.timestamp, effect.id) > (latest.timestamp, latest.id):
            latest = effect
    return latest


def _one_face(card: CardDef, face: Face) -> CardDef:
    return replace(card, name=face.name, faces=(face,), layout="normal", references=tuple(
        r for r in card.references if not r.side or r.side == face.side
    ))  # fmt: skip


def face_down_values(game: Game) -> CardDef:
    """The copiable values of a face-down object: no name, no abilities (708.2a)."""
    return CardDef(game, "", (Face(""),))
