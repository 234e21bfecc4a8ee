"""Who may see a secret on the board, so views can hide it (MTG 708.5, 702.106b, M16).

A viewer is a player id, or None for the judge, who sees everything. Hidden things:
- a face-down object's face: its owner and controller may look at it (708.5: face-down
  permanents and spells you control; your own face-down conspiracies);
- an object in a hidden zone: the player whose zone it is (a hand), nobody for a library;
- a secret chosen name (hidden agenda): the player who chose it and the object's owner, while
  the object is face down; turning it face up reveals it (702.106c, M17).
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.board import Board, GameObject
from sandbox.model.effects import Choice
from sandbox.model.rulesets import ruleset_for

Viewer = str | None
_UNSEEN_ZONES = frozenset({"library", "deck"})


def may_see_object(board: Board, obj: GameObject, viewer: Viewer) -> bool:
    """Whether `viewer` may know what card `obj` is."""
    if viewer is None:
        return True
    if ruleset_for(board.game).is_public(obj) and not obj.face_down:
        return True
    if obj.face_down:
        return viewer in (obj.owner, obj.controller)
    if obj.zone in _UNSEEN_ZONES and obj.private is not False:
        return False
    return viewer in (obj.zone_owner, obj.owner)


def may_see_choice(board: Board, obj: GameObject, choice: Choice, viewer: Viewer) -> bool:
    """Whether `viewer` may read the name chosen in `choice` for `obj`."""
    if viewer is None:
        return True
    if choice.secret and obj.face_down:  # once face up, the name is revealed (M17)
        return viewer in (choice.chosen_by or obj.owner, obj.owner)
    return may_see_object(board, obj, viewer)


def visible_choices(board: Board, obj: GameObject, viewer: Viewer) -> tuple[Choice, ...]:
    """`obj`'s choices as `viewer` may see them: a hidden name is replaced by None."""
    return tuple(
        c if may_see_choice(board, obj, c, viewer) else replace(c, name=None) for c in obj.choices
    )


def secret_keepers(board: Board, obj: GameObject, choice: Choice) -> tuple[str, ...]:
    """The players who may read `choice` (the judge always may)."""
    return tuple(p for p in board.player_ids if may_see_choice(board, obj, choice, p))
