"""What one change to the table changed: worked out once per applied action, undo or redo.

`describe(before, before_derived, after, after_derived)` compares two boards and what the model
derived from each, and names what differs: objects added, removed or changed (any property:
zone, order within it, owner, controller, face, choices...), the zones whose objects or order
changed, effects added, removed or changed and effects whose state changed (applies, or why
not), the turn or active player, the players, the objects whose derived names changed, and
the abilities (findings) added, removed or changed. Every view updates only what it names; a
whole new table is `EVERYTHING`. Pure data (like Anki's OpChanges); the what-if list
(`diff`) reads the same comparison of derived names and findings.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from sandbox.model.board import Board, GameObject
from sandbox.model.derivation import Derived

ZoneKey = tuple[str, str | None]  # (zone, zone owner); None for a shared zone
_T = TypeVar("_T")
_NONE: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Keyed:
    """Ids added, removed, and kept but different."""

    added: frozenset[str] = _NONE
    removed: frozenset[str] = _NONE
    changed: frozenset[str] = _NONE

    @property
    def ids(self) -> frozenset[str]:
        return self.added | self.removed | self.changed

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)


NOTHING = Keyed()


@dataclass(frozen=True)
class DerivedChanges:
    """What differs between two derived states: names per object, findings per id."""

    names: frozenset[str] = _NONE  # objects whose names, provenance or moniker changed
    findings: Keyed = NOTHING
    effect_states: frozenset[str] = _NONE  # effects whose state or description changed
    protections: bool = False
    resolutions: bool = False


@dataclass(frozen=True)
class Changes:
    """What one action, undo or redo changed. `whole`: a new table, anything may differ."""

    whole: bool = False
    objects: Keyed = NOTHING
    zones: frozenset[ZoneKey] = frozenset()  # whose objects or their order changed
    effects: Keyed = NOTHING
    turn: bool = False  # the turn number or the active player
    players: bool = False  # the game, the format or the players (names, heroes, seating)
    derived: DerivedChanges = DerivedChanges()

    @property
    def names(self) -> frozenset[str]:
        return self.derived.names

    @property
    def findings(self) -> Keyed:
        return self.derived.findings

    @property
    def effect_states(self) -> frozenset[str]:
        """Effects added, removed, changed, or whose state changed."""
        return self.effects.ids | self.derived.effect_states

    @property
    def empty(self) -> bool:
        return not self.whole and self == NO_CHANGE


EVERYTHING = Changes(whole=True)
NO_CHANGE = Changes()


def describe(
    before: Board, before_derived: Derived, after: Board, after_derived: Derived
) -> Changes:
    """What differs from (`before`, `before_derived`) to (`after`, `after_derived`)."""
    if before is after:
        return NO_CHANGE
    players = (before.game, before.format, before.players) != (
        after.game,
        after.format,
        after.players,
    )
    objects, zones = NOTHING, frozenset[ZoneKey]()
    if before.objects is not after.objects:
        objects = keyed_changes(before.object_index, after.object_index)
        zones = _changed_zones(before.objects, after.objects)
    effects = NOTHING
    if before.effects is not after.effects:
        effects = keyed_changes({e.id: e for e in before.effects}, {e.id: e for e in after.effects})
    return Changes(
        objects=objects,
        zones=zones,
        effects=effects,
        turn=(before.turn, before.active_player) != (after.turn, after.active_player),
        players=players,
        derived=derived_changes(before_derived, after_derived),
    )


def derived_changes(before: Derived, after: Derived) -> DerivedChanges:
    """What differs between two derived states."""
    if before is after:
        return DerivedChanges()
    names = keyed_changes(before.names, after.names)
    findings = keyed_changes({f.id: f for f in before.findings}, {f.id: f for f in after.findings})
    inactive = keyed_changes(before.inactive_effects, after.inactive_effects).ids
    described = keyed_changes(before.effects, after.effects).ids
    return DerivedChanges(
        names=names.ids,
        findings=findings,
        effect_states=inactive | described,
        protections=before.protections != after.protections,
        resolutions=before.resolutions != after.resolutions,
    )


def keyed_changes(before: Mapping[str, _T], after: Mapping[str, _T]) -> Keyed:
    """The keys added, removed, and kept with a different (not equal) value."""
    added = frozenset(key for key in after if key not in before)
    removed = frozenset(key for key in before if key not in after)
    changed = frozenset(
        key
        for key, value in after.items()
        if key in before and (old := before[key]) is not value and old != value
    )
    return Keyed(added, removed, changed)


def _changed_zones(before: Iterable[GameObject], after: Iterable[GameObject]) -> frozenset[ZoneKey]:
    """The zones whose objects, or their order, differ."""
    old, new = _zone_orders(before), _zone_orders(after)
    return frozenset(key for key in old.keys() | new.keys() if old.get(key) != new.get(key))


def _zone_orders(objects: Iterable[GameObject]) -> dict[ZoneKey, list[str]]:
    orders: dict[ZoneKey, list[str]] = {}
    for obj in objects:
        orders.setdefault((obj.zone, obj.zone_owner), []).append(obj.id)
    return orders
