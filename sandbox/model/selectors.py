"""Which objects an effect applies to or a reference looks among: the ObjectFilter.

Players in a filter are relative to a *perspective* player (the controller of the reference's
source, or of the effect): "you", "opponent", "any", "owner" (the source's owner), or an
explicit player id.
Zones are zone kinds ("graveyard", "hand"...) or a ruleset group ("arena", "public").
`related` narrows the group to objects the source is related to: its targets, the object that
triggered its ability, the objects linked with it (exiled with it, MTG 607.2a, 406.6) or the
card its ability just revealed, milled or looked at (`GameObject.links`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sandbox.model.vocabulary import ObjectKind, Related, RelativePlayer, ZoneWord

YOU: RelativePlayer = "you"
OPPONENT: RelativePlayer = "opponent"
ANY: RelativePlayer = "any"
SOURCE_OWNER: RelativePlayer = "owner"  # the ability's source's owner (Specialization's hero)
TARGET: Related = "target"  # the source's targets (GameObject.targets)


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """A description of a group of objects. Every field left empty matches everything."""

    zones: tuple[ZoneWord, ...] = ()
    # each player field: a RelativePlayer word or a player id
    zone_owner: str = ANY
    owner: str = ANY
    controller: str = ANY
    types: tuple[str, ...] = ()  # the object has every one of these card types
    not_types: tuple[str, ...] = ()  # and none of these ("nonland", "noncreature")
    kind: ObjectKind = ""  # "card", "token" or "" for both
    object_ids: tuple[str, ...] = ()
    exclude_source: bool = False
    top: int = 0  # only the first N objects of each zone (0: all)
    host_of_source: bool = False  # only the object the source is under
    below_source: bool = False  # in the source's own zone, only what lies below it (older links)
    related: Related = ""  # only the objects the source relates to in that way


def with_owner(flt: ObjectFilter, owner: str) -> ObjectFilter:
    """`flt` with the word "owner" replaced by the source's owner, `owner`."""
    if SOURCE_OWNER not in (flt.zone_owner, flt.owner, flt.controller):
        return flt
    return replace(
        flt,
        zone_owner=owner if flt.zone_owner == SOURCE_OWNER else flt.zone_owner,
        owner=owner if flt.owner == SOURCE_OWNER else flt.owner,
        controller=owner if flt.controller == SOURCE_OWNER else flt.controller,
    )


def player_matches(selector: str, player: str | None, perspective: str | None) -> bool:
    """Whether `player` is the one `selector` means, seen from `perspective`."""
    if selector == ANY:
        return True
    if player is None:
        return False
    if selector == YOU:
        return player == perspective
    if selector == OPPONENT:
        return perspective is not None and player != perspective
    return player == selector
