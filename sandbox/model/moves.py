"""Zone placement and moves: whose zone, where in it, and what a move resets (F9, MTG 400.7).

A move that makes a new object also ends its links, and the links of every object that had it
"exiled with" it (MTG 607.2a, 406.6): the card that left exile is not that card any more.
In FaB, an object that is private as it moves (private where it is and where it goes: one
that will be public becomes public first, 3.0.8) has no properties for effects (3.0.7a): every
effect bound to it ends ("private_move"), even where a public one's would follow it (the arena).
"""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter

from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.effects import Effect
from sandbox.model.errors import refuse
from sandbox.model.rulesets import Ruleset, ruleset_for
from sandbox.model.vocabulary import Zone

_TARGET = attrgetter("target")


def zone_owner_for(ruleset: Ruleset, zone: Zone, requested: str | None, owner: str) -> str | None:
    """The player whose zone it is: requested or the object's owner; None for shared zones."""
    spec = ruleset.zone(zone)
    if spec is None:
        raise refuse("action.unknown_zone", zone=zone, game=ruleset.game)
    if not spec.per_player:
        return None
    return requested or owner


def place(board: Board, obj: GameObject, to_bottom: bool, index: int | None = None) -> Board:
    """Put `obj` on top of its zone, at the bottom, or at `index` among the zone's objects
    (0 is the top; an index past the last object means the bottom)."""
    listed = board.object_list
    if index is None:
        return board.with_changes(objects=listed.inserted(len(listed) if to_bottom else 0, obj))
    same_zone = [
        i
        for i, o in enumerate(board.objects)
        if o.zone == obj.zone and o.zone_owner == obj.zone_owner
    ]
    at = same_zone[index] if 0 <= index < len(same_zone) else len(board.objects)
    if index < 0:
        at = same_zone[0] if same_zone else 0
    return board.with_changes(objects=listed.inserted(at, obj))


def move_object(
    board: Board,
    obj: GameObject,
    zone: Zone,
    zone_owner: str | None,
    controller: str | None,
    to_bottom: bool,
    index: int | None = None,
) -> Board:
    """Move `obj`; a move that makes a new object drops its bound effects and choices.

    Within its own zone, an object only changes place (with `index` or `to_bottom`): a judge
    reorders a deck or the combat chain this way, and nothing about the object changes.
    """
    ruleset = ruleset_for(board.game)
    new_zone_owner = zone_owner_for(ruleset, zone, zone_owner, obj.owner)
    if zone == obj.zone and new_zone_owner == obj.zone_owner:
        if index is None and not to_bottom:
            return board
        rest = board.object_list.without(obj.id)
        return place(board.with_changes(objects=rest), obj, to_bottom, index)
    resets = ruleset.move_resets(obj.zone, zone)
    changes: dict[str, object] = {
        "zone": zone,
        "zone_owner": new_zone_owner,
        "under": None,
        "entered_at": board.next_timestamp,
    }
    if controller is not None:
        changes["controller"] = controller
    elif ruleset.controller_of(obj) is None:
        changes["controller"] = obj.owner  # enters under its owner's control
    if resets:
        changes.update(
            choices=(),
            targets=(),
            links=(),
            target_marks=(),
            last_known=(),
            face=ruleset.face_after_reset(obj),
            face_down=False,
            face_up_since=None,
            incarnation=obj.incarnation + 1,
        )
    moved = replace(obj, **changes)  # type: ignore[arg-type]
    effects = board.effects
    if obj.id in map(_TARGET, effects):  # (a scan in C: most moves bind no effect)
        effects = tuple(
            _after_move(ruleset, e, obj, zone) if e.target == obj.id and not e.ended else e
            for e in effects
        )  # an ended effect stays listed, saying why it ended
    rest = board.object_list.without(obj.id)
    if resets:  # a new object is no longer the card exiled with anything (607.2a, 400.7)
        rest = rest.mapped_where(obj.id, lambda o: unlinked(o, obj.id, ("linked",)))
    stamp = board.next_timestamp + 1  # entering a zone is an event with a timestamp (613.7)
    changed = board.with_changes(objects=rest, effects=effects, next_timestamp=stamp)
    return place(changed, moved, to_bottom, index)


def _after_move(ruleset: Ruleset, effect: Effect, obj: GameObject, zone: Zone) -> Effect:
    """`effect`, bound to `obj`, as `obj` moves to `zone`: still applying, or ended and why."""
    if ruleset.moves_without_properties(obj, zone):
        return replace(effect, ended="private_move")  # FaB 3.0.7a
    if ruleset.bound_effect_survives(effect, obj.zone, zone):
        return effect
    if melded_leaving(obj, zone):
        return replace(effect, ended="left_as_two")  # MTG 712.21
    return replace(effect, ended=ruleset.end_reason(effect, obj.zone, zone))


def melded_leaving(obj: GameObject, zone: Zone) -> bool:
    """Whether `obj` is a melded permanent (its combined back face up on the battlefield,
    712.4a) leaving the battlefield for `zone`: it becomes its two cards (712.21)."""
    melded = obj.card.layout == "meld" and obj.face > 0 and obj.zone == "battlefield"
    return melded and zone != "battlefield"


def unlinked(obj: GameObject, gone: str, roles: tuple[str, ...]) -> GameObject:
    """`obj` without its links of `roles` to the object `gone`, and without what it remembers
    of `gone` once it no longer relates to it (a record is only of a target or a link)."""
    if not any(linked == gone for _, linked in obj.links):
        return obj
    links = tuple(link for link in obj.links if not (link[1] == gone and link[0] in roles))
    cut = replace(obj, links=links)
    if cut.relates_to(gone):
        return cut
    return replace(cut, last_known=tuple(k for k in obj.last_known if k.object_id != gone))


def leaves_as_two(obj: GameObject, zone: Zone) -> CardDef | None:
    """The second card of a melded permanent that leaves the battlefield for `zone` (712.21):
    the permanent is one object represented by two cards (712.4a), and each card becomes its
    own object in the new zone, its front face up. None for any other move."""
    return obj.card.meld_partner if melded_leaving(obj, zone) else None
