"""`apply(board, action)`: the only way a board changes, and `can_apply`, whether it would.

A drop, a toggle or a menu pick builds an action (`sandbox.model.actions`) and pushes it;
`apply` returns the new board or raises `ActionRefused` with a Reason the views show;
`can_apply` says whether it would (the dialogs ask it before they close). Each kind of action
has its handler in `sandbox.model.handlers`, found through the action registry.
"""

from __future__ import annotations

import sandbox.model.handlers  # noqa: F401  (importing it registers every handler)
from sandbox.model.action_registry import check_of, handler_of
from sandbox.model.actions import Action
from sandbox.model.board import Board
from sandbox.model.errors import ActionRefused, refuse
from sandbox.model.reasons import Reason


def apply(board: Board, action: Action) -> Board:
    """The board after `action`, or raise ActionRefused."""
    handler = handler_of(type(action))
    if handler is None:
        raise refuse("action.unknown", action=type(action).__name__)
    return handler(board, action)


def can_apply(board: Board, action: Action) -> Reason | None:
    """None if `apply(board, action)` would succeed, else the Reason it would be refused for.

    The actions a dialog builds (an effect, an ability, a choice) are checked without making
    the board they would give (their handler's registered check); any other action is checked
    by applying it and dropping the result, which costs as much as applying it once."""
    check = check_of(type(action))
    try:
        if check is not None:
            check(board, action)
        else:
            apply(board, action)
    except ActionRefused as refusal:
        return refusal.reason
    return None
