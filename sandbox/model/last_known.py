"""Last known information: what an object relating to another remembers of it (MTG 608.2h).

An effect that uses a specific object uses its current information while it is still in the
public zone it was expected to be in, else its last known information (608.2h). So when an
object leaves its zone and becomes a new object (400.7), every object relating to it (its
targets, its links) remembers it as it was just before: a `LastKnown` with the names it had
then. A turn face up or down keeps it in its zone, so the rules go on using it as it is now
(a face-down object has no name, 708.2a), but it is remembered too (`left_zone` False), for
a judge's reading that compares it as it was when related (`LooksFor.anchor_as`).
The first change of each kind after the relation is the one remembered (a card that dies and
is then exiled is remembered as the creature); targets chosen or links set again relate to
the objects as they are then, so their records, and those of objects no longer related, are
forgotten.

Only the objects that relate to the changing one are touched (found through the board's
index of mentions), and its names are worked out only when one does: most moves pay nothing.
The comparison with what is remembered is `last_known_anchors.anchors_as_known`, which the
same-name and different-name matchers use.
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.board import Board, GameObject, LastKnown
from sandbox.model.derivation import names_of


def remember_as_it_was(before: Board, after: Board, object_id: str, left_zone: bool) -> Board:
    """`after` with each object that still relates to `object_id` remembering it as it was on
    `before`, as it left its zone or was turned (unless it remembers such a change already)."""
    if object_id not in after.object_list.mentions():
        return after
    was = before.object(object_id)
    if was is None:
        return after
    known: list[LastKnown] = []

    def remembering(obj: GameObject) -> GameObject:
        if obj.id == object_id or not obj.relates_to(object_id):
            return obj
        if obj.known_as(object_id, left_zone) is not None:
            return obj
        if not known:
            known.append(LastKnown(object_id, names_of(before, was).names, left_zone))
        return replace(obj, last_known=(*obj.last_known, known[0]))

    return after.with_changes(objects=after.object_list.mapped_where(object_id, remembering))


def still_related(obj: GameObject, renewed: tuple[str, ...]) -> GameObject:
    """`obj`, whose relations to the objects `renewed` were just set (its targets chosen, or
    its links set, again), forgetting its records of them (it relates to them as they are now)
    and of the objects it no longer relates to."""
    kept = tuple(
        k for k in obj.last_known if k.object_id not in renewed and obj.relates_to(k.object_id)
    )
    return obj if len(kept) == len(obj.last_known) else replace(obj, last_known=kept)
