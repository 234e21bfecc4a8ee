"""Who may see what: the judge sees everything; a player sees public information and their own.

A viewer is None (the judge view) or a player id. Hidden information is a face-down object's
name, a private object (a hand, an arsenal, a deck or library, or anything marked private),
and a secret chosen name (a hidden-agenda conspiracy's, M16). Pure functions, no Qt.
"""

from __future__ import annotations

from sandbox.model.board import Board, GameObject
from sandbox.model.effects import Choice
from sandbox.model.rulesets import ruleset_for

Viewer = str | None
_NOBODY_LOOKS = frozenset({"deck", "library"})


def can_see(board: Board, obj: GameObject, viewer: Viewer) -> bool:
    """Whether `viewer` may see what `obj` is (its card, names and choices)."""
    if viewer is None:
        return True
    ruleset = ruleset_for(board.game)
    if ruleset.is_public(obj) and not obj.face_down:
        return True
    if obj.zone in _NOBODY_LOOKS and obj.private is not False:
        return False
    return viewer in (obj.owner, obj.controller, obj.zone_owner)


def can_see_choice(choice: Choice, obj: GameObject, viewer: Viewer, board: Board) -> bool:
    """Whether `viewer` may read the name in `choice`: a secret name only its chooser (and the
    judge) until the object is turned face up, which reveals it (M17)."""
    if viewer is None:
        return True
    if not can_see(board, obj, viewer):
        return False
    if not choice.secret or not obj.face_down:
        return True
    return viewer == (choice.chosen_by or obj.owner)
