"""Applying the actions on effects and turns: add (checked first, so `can_apply` can ask),
remove and switch effects, make a choice, advance the turn (effects that end with it)."""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.action_registry import checks, handles
from sandbox.model.actions import AddEffect, AdvanceTurn, MakeChoice, RemoveEffect, SwitchEffect
from sandbox.model.board import Board, GameObject
from sandbox.model.copies import copied_card, with_copiable_values
from sandbox.model.effects import Effect
from sandbox.model.errors import ActionRefused, refuse
from sandbox.model.filter_words import effect_words_problem
from sandbox.model.handlers.common import (
    as_on_board,
    replace_object,
    require_object,
    require_player,
)
from sandbox.model.linked import made_now
from sandbox.model.new_ids import next_effect_id
from sandbox.model.rulesets import ruleset_for
from sandbox.model.vocabulary import EFFECT_KINDS


@handles(AddEffect)
def apply_add_effect(board: Board, action: AddEffect) -> Board:
    check_add_effect(board, action)
    draft = action.effect
    stamp = draft.timestamp or board.next_timestamp
    effect = replace(draft, id=draft.id or next_effect_id(board), timestamp=stamp)
    effect = board.named_by_source(effect)
    if effect.copy_of is not None and effect.copy_of_object is None:
        effect = replace(effect, copy_of=as_on_board(board, effect.copy_of))
    effect = with_copiable_values(board, effect)  # locked in as it begins (707.2b)
    following = max(board.next_timestamp, stamp + 1)
    return board.with_changes(effects=(*board.effects, effect), next_timestamp=following)


@checks(AddEffect)
def check_add_effect(board: Board, action: AddEffect) -> None:
    draft = action.effect
    require_player(board, draft.controller)
    require_player(board, draft.duration.player)
    if draft.target is not None:
        target = require_object(board, draft.target)
        if draft.kind == "name_sticker" and target.owner != draft.controller:
            raise refuse("action.sticker_not_owner", object=target.id, player=draft.controller)
        if draft.kind == "name_sticker" and not ruleset_for(board.game).is_public(target):
            raise refuse("action.sticker_hidden", object=target.id)  # 123.5
    elif draft.affects is None:
        raise refuse("action.effect_without_object", kind=draft.kind)
    if draft.kind not in EFFECT_KINDS:
        raise refuse("action.unknown_effect", kind=draft.kind)
    if draft.kind == "gain_ability" and draft.ability is None:
        raise refuse("action.effect_without_ability")
    if draft.id and board.effect(draft.id) is not None:
        raise refuse("action.duplicate_effect", effect=draft.id)
    if draft.copy_of_object is not None:
        require_object(board, draft.copy_of_object)
    unknown_word = effect_words_problem(board, draft)
    if unknown_word is not None:
        raise ActionRefused(unknown_word)


@handles(RemoveEffect)
def apply_remove_effect(board: Board, action: RemoveEffect) -> Board:
    removed = board.effect(action.effect_id)
    if removed is None:
        raise refuse("action.unknown_effect_id", effect=action.effect_id)
    after = board.with_changes(effects=tuple(e for e in board.effects if e.id != removed.id))
    copier = after.object(removed.target or "") if removed.kind == "copy" else None
    if copier is None or copier.face < len(copier.card.faces):
        return after
    copied = copied_card(after, copier)  # a face only the copied card had: back to the front
    if copied is not None and copier.face < len(copied.faces):
        return after
    return replace_object(after, replace(copier, face=0))


@handles(SwitchEffect)
def apply_switch_effect(board: Board, action: SwitchEffect) -> Board:
    effect = board.effect(action.effect_id)
    if effect is None:
        raise refuse("action.unknown_effect_id", effect=action.effect_id)
    effects = tuple(e.switched(action.enabled) if e.id == effect.id else e for e in board.effects)
    return board.with_changes(effects=effects)


@handles(MakeChoice)
def apply_make_choice(board: Board, action: MakeChoice) -> Board:
    obj = check_make_choice(board, action)
    key = action.choice.key
    kept = obj.choices if action.add else tuple(c for c in obj.choices if c.key != key)
    choices = (*kept, made_now(board, obj, action.choice))  # as the card it is now (607.5a)
    return replace_object(board, replace(obj, choices=choices))


@checks(MakeChoice)
def check_make_choice(board: Board, action: MakeChoice) -> GameObject:
    obj = require_object(board, action.object_id)
    require_player(board, action.choice.chosen_by)
    return obj


@handles(AdvanceTurn)
def apply_advance_turn(board: Board, action: AdvanceTurn) -> Board:
    order = board.player_ids
    if action.to_player is not None:
        require_player(board, action.to_player)
        new_active = action.to_player
    else:
        at = order.index(board.active_player) if board.active_player in order else -1
        new_active = order[(at + 1) % len(order)]
    effects = tuple(
        replace(e, ended="duration") if not e.ended and _expires(e, new_active) else e
        for e in board.effects
    )
    return board.with_changes(turn=board.turn + 1, active_player=new_active, effects=effects)


def _expires(effect: Effect, new_active: str) -> bool:
    kind = effect.duration.kind
    if kind == "this_turn":
        return True
    return kind == "until_next_turn_of" and effect.duration.player == new_active
