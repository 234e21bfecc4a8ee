"""`apply(board, action)`: the only way a board changes, and `can_apply`, whether it would.

A drop, a toggle or a menu pick builds an action (`sandbox.model.actions`) and pushes it;
`apply` returns the new board or raises `ActionRefused` with a Reason the views show;
`can_apply` says whether it would (the dialogs ask it before they close). Each kind of action
has its handler in `sandbox.model.handlers`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sandbox.model.actions import (
    Action,
    AddEffect,
    AddObject,
    AddReference,
    AdvanceTurn,
    MakeChoice,
    MoveObject,
    RemoveEffect,
    RemoveObject,
    RemoveReference,
    ReplaceReference,
    SetCard,
    SetController,
    SetFace,
    SetFaceDown,
    SetLinks,
    SetOwner,
    SetTargets,
    SwitchEffect,
    TurnFaceUp,
)
from sandbox.model.board import Board
from sandbox.model.errors import ActionRefused, refuse
from sandbox.model.handlers.effects import (
    apply_add_effect,
    apply_advance_turn,
    apply_make_choice,
    apply_remove_effect,
    apply_switch_effect,
    check_add_effect,
    check_make_choice,
)
from sandbox.model.handlers.objects import (
    apply_add_object,
    apply_move_object,
    apply_remove_object,
    apply_set_card,
    apply_set_controller,
    apply_set_face,
    apply_set_face_down,
    apply_set_links,
    apply_set_owner,
    apply_set_targets,
    apply_turn_face_up,
)
from sandbox.model.handlers.references import (
    apply_add_reference,
    apply_remove_reference,
    apply_replace_reference,
    check_add_reference,
    check_replace_reference,
)
from sandbox.model.reasons import Reason


def apply(board: Board, action: Action) -> Board:
    """The board after `action`, or raise ActionRefused."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise refuse("action.unknown", action=type(action).__name__)
    return handler(board, action)


def can_apply(board: Board, action: Action) -> Reason | None:
    """None if `apply(board, action)` would succeed, else the Reason it would be refused for.

    The actions a dialog builds (an effect, an ability, a choice) are checked without making
    the board they would give; any other action is checked by applying it and dropping the
    result, which costs as much as applying it once."""
    check = _CHECKS.get(type(action))
    try:
        if check is not None:
            check(board, action)
        else:
            apply(board, action)
    except ActionRefused as refusal:
        return refusal.reason
    return None


_HANDLERS: dict[type, Callable[[Board, Any], Board]] = {
    AddObject: apply_add_object,
    MoveObject: apply_move_object,
    SetCard: apply_set_card,
    RemoveObject: apply_remove_object,
    SetOwner: apply_set_owner,
    SetController: apply_set_controller,
    SetFaceDown: apply_set_face_down,
    SetFace: apply_set_face,
    AddEffect: apply_add_effect,
    RemoveEffect: apply_remove_effect,
    SwitchEffect: apply_switch_effect,
    MakeChoice: apply_make_choice,
    SetTargets: apply_set_targets,
    SetLinks: apply_set_links,
    AddReference: apply_add_reference,
    ReplaceReference: apply_replace_reference,
    RemoveReference: apply_remove_reference,
    AdvanceTurn: apply_advance_turn,
    TurnFaceUp: apply_turn_face_up,
}

# the checks `can_apply` runs instead of applying: each is the first part of its handler
_CHECKS: dict[type, Callable[[Board, Any], object]] = {
    AddEffect: check_add_effect,
    MakeChoice: check_make_choice,
    AddReference: check_add_reference,
    ReplaceReference: check_replace_reference,
}
