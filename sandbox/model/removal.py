"""Removing an object from the board, and what that does to everything that points at it.

One rule, so a board the app shows can always be saved and opened again (no dangling ids):
- an effect on the object alone (its `target`), or one lasting "while its source is in play"
  from it, ends with it;
- an effect it was the source of keeps applying, remembered by its source's name; a copy
  of it keeps the values it copied (MTG 707.2b);
- objects under it stay where they are, under nothing; objects linked to it (it triggered
  them, was exiled with them, was revealed by them) forget the link, and what they
  remembered of it as it last existed (MTG 608.2h);
- a spell or ability that targeted it keeps the target, marked GONE: an illegal target on
  resolution (MTG 608.2b, M12), which a file may name although no such object is left;
- a filter listing it by id forgets it; an effect or judge-written ability whose list becomes
  empty would suddenly mean "every object", so it goes too.

`removal_consequences` says what the rule did, as Reasons the views render (the undo text).
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.board import Board, GameObject
from sandbox.model.effects import Effect
from sandbox.model.moves import unlinked
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.selectors import ObjectFilter
from sandbox.model.vocabulary import LINK_ROLES

GONE = -1  # the target mark of an object that ceased to exist


def remove_object(board: Board, object_id: str) -> Board:
    """`board` without `object_id` and with every pointer to it removed or rewritten."""
    gone = board.object(object_id)
    if gone is None:
        return board
    objects = board.object_list.without(object_id)
    objects = objects.mapped_where(object_id, lambda o: _unlink_object(o, object_id))
    effects = tuple(_unlink_effect(e, gone) for e in board.effects if not _ends_with(e, object_id))
    return board.with_changes(objects=objects, effects=effects)


def removal_consequences(board: Board, object_id: str) -> tuple[Reason, ...]:
    """What removing `object_id` from `board` changes besides the object itself."""
    gone = board.object(object_id)
    if gone is None:
        return ()
    why: list[Reason] = []
    for effect in board.effects:
        if _ends_with(effect, object_id):
            why.append(reason("removal.effect_ends", effect=effect.id, source=_label(effect)))
        elif effect.source_id == object_id:
            why.append(reason("removal.source_forgotten", effect=effect.id, source=gone.id))
        elif _effect_lists(effect, object_id):
            why.append(reason("removal.unlisted", effect=effect.id, holder=_label(effect)))
    for obj in board.objects:
        if obj.id == object_id:
            continue
        if obj.under == object_id:
            why.append(reason("removal.uncovered", object=obj.id, host=object_id))
        if object_id in obj.targets:
            why.append(reason("removal.untargeted", object=obj.id, target=object_id))
        if any(linked == object_id for _, linked in obj.links):
            why.append(reason("removal.unlinked", object=obj.id, linked=object_id))
        if any(_lists(ref, object_id) for ref in obj.references):
            why.append(reason("removal.unlisted", holder=obj.id))
    return tuple(why)


def _effect_lists(effect: Effect, object_id: str) -> bool:
    """Whether the effect's filter, or an ability written on the card it copies, lists it."""
    if effect.affects is not None and object_id in effect.affects.object_ids:
        return True
    copied = effect.copy_of
    return copied is not None and any(_lists(ref, object_id) for ref in copied.references)


def _label(effect: Effect) -> str:
    return effect.source_name or effect.id


def _ends_with(effect: Effect, object_id: str) -> bool:
    if effect.target == object_id:
        return True
    if effect.source_id == object_id and effect.duration.kind == "while_source_in_play":
        return True
    flt = effect.affects
    return flt is not None and flt.object_ids == (object_id,)


def _unlink_effect(effect: Effect, gone: GameObject) -> Effect:
    if effect.source_id == gone.id:
        effect = replace(effect, source_id=None, source_name=effect.source_name or gone.card.name)
    if effect.affects is not None and gone.id in effect.affects.object_ids:
        effect = replace(effect, affects=_without(effect.affects, gone.id))
    if effect.copy_of_object == gone.id:  # the values it copied are kept (MTG 707.2b)
        effect = replace(effect, copy_of_object=None)
    copied = effect.copy_of
    if copied is not None and any(_lists(ref, gone.id) for ref in copied.references):
        # a judge-written ability of the copied card lists it, as on the objects' own cards
        card = replace(copied, references=_references_without(copied.references, gone.id))
        effect = replace(effect, copy_of=card)
    return effect


def _unlink_object(obj: GameObject, object_id: str) -> GameObject:
    if obj.under == object_id:
        obj = replace(obj, under=None)
    obj = unlinked(obj, object_id, LINK_ROLES)
    if obj.known_as(object_id) is not None:  # what it remembered of it goes with it
        obj = replace(obj, last_known=tuple(k for k in obj.last_known if k.object_id != object_id))
    if object_id in obj.targets:
        marks = tuple(
            GONE if target == object_id else _mark(obj, at) for at, target in enumerate(obj.targets)
        )
        obj = replace(obj, target_marks=marks)
    if any(_lists(ref, object_id) for ref in obj.extra_references):
        obj = replace(obj, extra_references=_references_without(obj.extra_references, object_id))
    if any(_lists(ref, object_id) for ref in obj.card.references):  # written for every copy
        card = replace(obj.card, references=_references_without(obj.card.references, object_id))
        obj = replace(obj, card=card)
    return obj


def _references_without(
    refs: tuple[ReferenceSpec, ...], object_id: str
) -> tuple[ReferenceSpec, ...]:
    return tuple(_reference_without(ref, object_id) for ref in refs if not _only(ref, object_id))


def _mark(obj: GameObject, at: int) -> int:
    return obj.target_marks[at] if at < len(obj.target_marks) else 0


def _filters(ref: ReferenceSpec) -> tuple[ObjectFilter, ...]:
    anchor = ref.looks_for.anchor
    return (ref.among,) if anchor is None else (ref.among, anchor)


def _lists(ref: ReferenceSpec, object_id: str) -> bool:
    return any(object_id in flt.object_ids for flt in _filters(ref))


def _only(ref: ReferenceSpec, object_id: str) -> bool:
    return any(flt.object_ids == (object_id,) for flt in _filters(ref))


def _reference_without(ref: ReferenceSpec, object_id: str) -> ReferenceSpec:
    anchor = ref.looks_for.anchor
    looks_for = ref.looks_for
    if anchor is not None and object_id in anchor.object_ids:
        looks_for = replace(looks_for, anchor=_without(anchor, object_id))
    return replace(ref, among=_without(ref.among, object_id), looks_for=looks_for)


def _without(flt: ObjectFilter, object_id: str) -> ObjectFilter:
    if object_id not in flt.object_ids:
        return flt
    return replace(flt, object_ids=tuple(i for i in flt.object_ids if i != object_id))
