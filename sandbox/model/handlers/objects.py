"""Applying the actions on objects: add, move (a melded permanent leaves as two cards, 712.21),
remove, change card, owner, controller, face or face-down state, targets and links. A move
that makes a new object, and a turn face up or down, leave the objects relating to it
remembering it as it was just before (`last_known`, MTG 608.2h)."""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.action_registry import handles
from sandbox.model.actions import (
    AddObject,
    MoveObject,
    RemoveObject,
    SetCard,
    SetController,
    SetFace,
    SetFaceDown,
    SetLinks,
    SetOwner,
    SetTargets,
    TurnFaceUp,
)
from sandbox.model.agenda import turn_face_up
from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.copies import copied_card
from sandbox.model.errors import ActionRefused, refuse
from sandbox.model.handlers.common import (
    as_on_board,
    incarnation,
    replace_object,
    require_links,
    require_object,
    require_player,
)
from sandbox.model.last_known import remember_as_it_was, still_related
from sandbox.model.linked import made_now
from sandbox.model.moves import leaves_as_two, move_object, place, zone_owner_for
from sandbox.model.new_ids import added_object_id, card_slug, fresh_object_id
from sandbox.model.removal import remove_object
from sandbox.model.rulesets import ruleset_for


@handles(AddObject)
def apply_add_object(board: Board, action: AddObject) -> Board:
    ruleset = ruleset_for(board.game)
    if action.card.game != board.game:
        raise refuse("action.wrong_game", card=action.card.name, game=board.game)
    require_player(board, action.owner)
    require_player(board, action.controller)
    object_id = added_object_id(board, action)
    if board.object_list.has(object_id):
        raise refuse("action.duplicate_object", object=object_id)
    zone_owner = zone_owner_for(ruleset, action.zone, action.zone_owner, action.owner)
    require_player(board, zone_owner)
    if action.under is not None:
        require_object(board, action.under)
    obj = GameObject(
        object_id,
        as_on_board(board, action.card),
        action.owner,
        action.controller or action.owner,
        action.zone,
        zone_owner,
        face_down=action.face_down,
        under=action.under,
        entered_at=board.next_timestamp,
        private=action.private,
    )
    obj = _with_parts(board, obj, action)
    stamped = board.with_changes(next_timestamp=board.next_timestamp + 1)  # 613.7
    return place(stamped, obj, action.to_bottom)


def _with_parts(board: Board, obj: GameObject, action: AddObject) -> GameObject:
    """`obj` with the face, choices, abilities, targets and links `action` gives it."""
    low = -1 if obj.card.layout in ("split", "aftermath") else 0
    if not low <= action.face < len(obj.card.faces):
        raise refuse("action.no_such_face", object=obj.id, face=action.face)
    for choice in action.choices:
        require_player(board, choice.chosen_by)
    keys = [ref.key for ref in obj.card.references]
    for ref in action.references:
        if ref.key in keys:
            raise refuse("action.duplicate_reference", object=obj.id, key=ref.key)
        keys.append(ref.key)
    for target in action.targets:
        if target not in board.player_ids:
            require_object(board, target)
    require_links(board, action.links)
    return replace(
        obj,
        face=action.face,
        choices=tuple(made_now(board, obj, c) for c in action.choices),
        extra_references=action.references,
        targets=action.targets,
        target_marks=tuple(incarnation(board, t) for t in action.targets),
        links=tuple(dict.fromkeys(action.links)),
    )


@handles(MoveObject)
def apply_move_object(board: Board, action: MoveObject) -> Board:
    obj = require_object(board, action.object_id)
    require_player(board, action.zone_owner)
    require_player(board, action.controller)
    moved = move_object(
        board,
        obj,
        action.zone,
        action.zone_owner,
        action.controller,
        action.to_bottom,
        action.index,
    )
    after = moved.object(obj.id)
    if after is not None and after.incarnation != obj.incarnation:  # a new object (400.7)
        moved = remember_as_it_was(board, moved, obj.id, left_zone=True)  # 608.2h
    partner = leaves_as_two(obj, action.zone)
    if partner is None:
        return moved
    return _add_meld_partner(moved, moved.object(obj.id) or obj, partner)


def _add_meld_partner(board: Board, first: GameObject, partner: CardDef) -> Board:
    """`board` with the melded permanent's other card next to `first`, in its zone (712.21)."""
    second = replace(
        first,
        id=fresh_object_id(board, card_slug(partner.front.name)),
        card=as_on_board(board, partner),
        entered_at=board.next_timestamp,
        links=(),
    )
    same_zone = [
        o.id for o in board.objects if (o.zone, o.zone_owner) == (first.zone, first.zone_owner)
    ]
    stamped = board.with_changes(next_timestamp=board.next_timestamp + 1)  # 613.7
    return place(stamped, second, False, same_zone.index(first.id) + 1)


@handles(SetCard)
def apply_set_card(board: Board, action: SetCard) -> Board:
    obj = require_object(board, action.object_id)
    if action.card.game != board.game:
        raise refuse("action.wrong_game", card=action.card.name, game=board.game)
    face = obj.face if obj.face < len(action.card.faces) else 0
    card = as_on_board(board, action.card)
    return replace_object(board, replace(obj, card=card, face=face))


@handles(RemoveObject)
def apply_remove_object(board: Board, action: RemoveObject) -> Board:
    require_object(board, action.object_id)
    return remove_object(board, action.object_id)


@handles(SetOwner)
def apply_set_owner(board: Board, action: SetOwner) -> Board:
    obj = require_object(board, action.object_id)
    require_player(board, action.owner)
    return replace_object(board, replace(obj, owner=action.owner))


@handles(SetController)
def apply_set_controller(board: Board, action: SetController) -> Board:
    obj = require_object(board, action.object_id)
    require_player(board, action.controller)
    if ruleset_for(board.game).controller_of(obj) is None:
        raise refuse("action.no_controller_here", object=obj.id, zone=obj.zone)
    return replace_object(board, replace(obj, controller=action.controller))


@handles(SetFaceDown)
def apply_set_face_down(board: Board, action: SetFaceDown) -> Board:
    obj = require_object(board, action.object_id)
    if obj.face_down == action.face_down:
        return board
    face_up_since = None if action.face_down else board.next_timestamp
    new = replace(obj, face_down=action.face_down, face_up_since=face_up_since)
    turned = replace_object(board, new).with_changes(next_timestamp=board.next_timestamp + 1)
    return remember_as_it_was(board, turned, obj.id, left_zone=False)


@handles(SetFace)
def apply_set_face(board: Board, action: SetFace) -> Board:
    """Turn an object to a face: one of its card's, or of the card it copies (a Clone copying
    a flip card can be flipped, MTG 707.3, 110.5c)."""
    obj = require_object(board, action.object_id)
    low = -1 if obj.card.layout in ("split", "aftermath") else 0
    copied = copied_card(board, obj)
    faces = max(len(obj.card.faces), len(copied.faces) if copied is not None else 0)
    if not low <= action.face < faces:
        raise refuse("action.no_such_face", object=obj.id, face=action.face)
    return replace_object(board, replace(obj, face=action.face))


@handles(TurnFaceUp)
def apply_turn_face_up(board: Board, action: TurnFaceUp) -> Board:
    obj = require_object(board, action.object_id)
    require_player(board, action.player)
    refusal = ruleset_for(board.game).turn_face_up_refusal(obj, action.player)
    if refusal is not None:
        raise ActionRefused(refusal)
    return remember_as_it_was(board, turn_face_up(board, obj), obj.id, left_zone=False)


@handles(SetTargets)
def apply_set_targets(board: Board, action: SetTargets) -> Board:
    obj = require_object(board, action.object_id)
    for target in action.targets:
        if target not in board.player_ids:
            require_object(board, target)
    marks = tuple(incarnation(board, target) for target in action.targets)
    retargeted = replace(obj, targets=action.targets, target_marks=marks)
    return replace_object(board, still_related(retargeted, action.targets))


@handles(SetLinks)
def apply_set_links(board: Board, action: SetLinks) -> Board:
    obj = require_object(board, action.object_id)
    require_links(board, action.links)
    links = tuple(dict.fromkeys(action.links))
    relinked = replace(obj, links=links)
    return replace_object(board, still_related(relinked, tuple(i for _, i in links)))
