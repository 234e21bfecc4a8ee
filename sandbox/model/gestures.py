"""Gestures as actions: what a drop on a zone, or a menu pick, asks the model to do.

Pure functions from the board and the gesture to a list of actions; the UI's document applies
them as one undo step. Nothing here changes state, and nothing applies an action to see what
it would do.
"""

from __future__ import annotations

from collections.abc import Sequence

import sandbox.model.actions as act
from sandbox.model.board import Board
from sandbox.model.cards import CardDef
from sandbox.model.new_ids import added_object_id
from sandbox.model.rulesets import ruleset_for
from sandbox.model.vocabulary import Zone


def _target_player(board: Board, player: str | None) -> str:
    return player or board.active_player or board.player_ids[0]


def is_ordered(board: Board, zone: Zone) -> bool:
    """Whether the order of `zone` matters (a deck, a graveyard, the combat chain, a stack)."""
    spec = ruleset_for(board.game).zone(zone)
    return spec is not None and spec.ordered


def move_actions(
    board: Board,
    object_ids: Sequence[str],
    zone: Zone,
    player: str | None,
    index: int | None = None,
) -> list[act.Action]:
    """Move objects to `zone` of the band of `player` (None: the shared middle zones).

    Per-player zones become that player's; in a zone with controllers the objects come under
    that player's control; elsewhere they keep their owner (a shared exile). With `index`, in
    an ordered zone, the objects go to that place (see `place_actions`)."""
    spec = ruleset_for(board.game).zone(zone)
    per_player = spec is not None and spec.per_player
    controlled = spec is not None and spec.controlled
    if index is not None and spec is not None and spec.ordered:
        controller = player if controlled and player is not None else None
        zone_owner = player if per_player else None
        return place_actions(board, object_ids, zone, zone_owner, controller, index)
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


def place_actions(
    board: Board,
    object_ids: Sequence[str],
    zone: Zone,
    zone_owner: str | None,
    controller: str | None,
    index: int,
) -> list[act.Action]:
    """Put objects at `index` of an ordered zone, a board-order place among the zone's objects
    as they are now, the moved ones included (0: the top; past the end: the bottom).

    The objects keep their order among themselves and end together at that place; moves
    within the zone only reorder it. Each MoveObject's index is worked out on the zone as the
    moves before it leave it."""
    moving_ids = set(object_ids)
    in_zone = [o.id for o in board.objects if (o.zone, o.zone_owner) == (zone, zone_owner)]
    moving = [o.id for o in board.objects if o.id in moving_ids]  # top first, as they are
    rest = [i for i in in_zone if i not in moving_ids]
    before = sum(1 for i in in_zone[: max(index, 0)] if i not in moving_ids)
    wanted = rest[:before] + moving + rest[before:]
    current = list(in_zone)
    result: list[act.Action] = []
    for object_id in moving:
        if object_id in current:
            current.remove(object_id)
        above = set(wanted[: wanted.index(object_id)])
        at = max((n + 1 for n, i in enumerate(current) if i in above), default=0)
        result.append(act.MoveObject(object_id, zone, zone_owner, controller, index=at))
        current.insert(at, object_id)
    return result


def add_action(board: Board, card: CardDef, zone: Zone, player: str | None) -> act.AddObject:
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


def add_actions(
    board: Board, card: CardDef, zone: Zone, player: str | None, index: int | None = None
) -> list[act.Action]:
    """`add_action`, then with `index` in an ordered zone a move of the new object to that
    place (one undo step)."""
    add = add_action(board, card, zone, player)
    if index is None or index <= 0 or not is_ordered(board, zone):
        return [add]
    new_id = added_object_id(board, add)  # a refused add stops the step before the move
    return [add, act.MoveObject(new_id, zone, add.zone_owner, index=index)]
