"""Gestures as actions: what a drop on a zone, or a menu pick, asks the model to do.

Pure functions from the board and the gesture to a list of actions; the document applies
them as one undo step. Nothing here changes state.
"""

from __future__ import annotations

from collections.abc import Sequence

from sandbox.model import actions as act
from sandbox.model.board import Board
from sandbox.model.cards import CardDef
from sandbox.model.rulesets import ruleset_for


def _target_player(board: Board, player: str | None) -> str:
    return player or board.active_player or board.player_ids[0]


def move_actions(
    board: Board, object_ids: Sequence[str], zone: str, player: str | None
) -> list[act.Action]:
    """Move objects to `zone` of the band of `player` (None: the shared middle zones).

    Per-player zones become that player's; in a zone with controllers the objects come under
    that player's control; elsewhere they keep their owner (a shared exile)."""
    spec = ruleset_for(board.game).zone(zone)
    per_player = spec is not None and spec.per_player
    controlled = spec is not None and spec.controlled
    result: list[act.Action] = []
    for object_id in object_ids:
        obj = board.object(object_id)
        if obj is None:
            continue
        zone_owner = player if per_player else None
        controller = player if controlled and player is not None else None
        if obj.zone == zone and (obj.zone_owner == zone_owner or not per_player):
            if controller is None or controller == obj.controller:
                continue
            result.append(act.SetController(object_id, controller))
            continue
        result.append(act.MoveObject(object_id, zone, zone_owner, controller))
    return list(reversed(result))  # the first dragged ends on top, as it was


def add_action(board: Board, card: CardDef, zone: str, player: str | None) -> act.AddObject:
    """Put a new object of `card` in `zone` of `player`'s band (shared zones: the active
    player's)."""
    owner = _target_player(board, player)
    spec = ruleset_for(board.game).zone(zone)
    per_player = spec is not None and spec.per_player
    return act.AddObject(
        card,
        owner,
        zone,
        zone_owner=owner if per_player else None,
        controller=owner,
    )
