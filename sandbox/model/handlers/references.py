"""Applying the actions on written abilities: add, replace and remove a reference on one object
or on every object with its card (checked first, so `can_apply` can ask)."""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.action_registry import checks, handles
from sandbox.model.actions import AddReference, RemoveReference, ReplaceReference
from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.errors import ActionRefused, refuse
from sandbox.model.filter_words import reference_words_problem
from sandbox.model.handlers.common import (
    replace_object,
    require_object,
)


@handles(AddReference)
def apply_add_reference(board: Board, action: AddReference) -> Board:
    obj = check_add_reference(board, action)
    if action.whole_card:
        card = replace(obj.card, references=(*obj.card.references, action.reference))
        return _with_card_everywhere(board, obj.card, card)
    new = replace(obj, extra_references=(*obj.extra_references, action.reference))
    return replace_object(board, new)


@checks(AddReference)
def check_add_reference(board: Board, action: AddReference) -> GameObject:
    obj = require_object(board, action.object_id)
    if any(ref.key == action.reference.key for ref in obj.references):
        raise refuse("action.duplicate_reference", object=obj.id, key=action.reference.key)
    unknown_word = reference_words_problem(board, action.reference)
    if unknown_word is not None:
        raise ActionRefused(unknown_word)
    if action.whole_card:
        clash = _card_reference_clash(board, obj.card, action.reference.key)
        if clash is not None:
            raise refuse("action.duplicate_reference", object=clash, key=action.reference.key)
    return obj


def _card_reference_clash(board: Board, card: CardDef, key: str) -> str | None:
    """The first object with `card` that already has an ability under `key`, if any."""
    for other in board.objects:
        if other.card == card and any(ref.key == key for ref in other.references):
            return other.id
    return None


def _with_card_everywhere(board: Board, old: CardDef, new: CardDef) -> Board:
    """Every object whose card is `old` gets `new` instead (a card-wide written ability), and
    so does every copy effect copying it."""
    objects = tuple(replace(o, card=new) if o.card == old else o for o in board.objects)
    effects = tuple(replace(e, copy_of=new) if e.copy_of == old else e for e in board.effects)
    return board.with_changes(objects=objects, effects=effects)


@handles(ReplaceReference)
def apply_replace_reference(board: Board, action: ReplaceReference) -> Board:
    obj = check_replace_reference(board, action)
    key = action.reference.key
    if action.whole_card:
        refs = tuple(action.reference if r.key == key else r for r in obj.card.references)
        return _with_card_everywhere(board, obj.card, replace(obj.card, references=refs))
    kept = tuple(action.reference if r.key == key else r for r in obj.extra_references)
    return replace_object(board, replace(obj, extra_references=kept))


@checks(ReplaceReference)
def check_replace_reference(board: Board, action: ReplaceReference) -> GameObject:
    obj = require_object(board, action.object_id)
    unknown_word = reference_words_problem(board, action.reference)
    if unknown_word is not None:
        raise ActionRefused(unknown_word)
    key = action.reference.key
    replaced = obj.card.references if action.whole_card else obj.extra_references
    if all(ref.key != key for ref in replaced):
        raise refuse("action.unknown_reference", object=obj.id, key=key)
    return obj


@handles(RemoveReference)
def apply_remove_reference(board: Board, action: RemoveReference) -> Board:
    obj = require_object(board, action.object_id)
    if action.whole_card:
        written = [r for r in obj.card.references if r.key == action.key and r.origin == "written"]
        if not written:
            raise refuse("action.unknown_reference", object=obj.id, key=action.key)
        refs = tuple(r for r in obj.card.references if r not in written)
        return _with_card_everywhere(board, obj.card, replace(obj.card, references=refs))
    kept = tuple(r for r in obj.extra_references if r.key != action.key)
    if len(kept) == len(obj.extra_references):
        raise refuse("action.unknown_reference", object=obj.id, key=action.key)
    return replace_object(board, replace(obj, extra_references=kept))
