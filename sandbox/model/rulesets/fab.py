"""Flesh and Blood: the zones of CR 3.0.1, the arena (3.0.5), resets (F9) and monikers (2.7.3)."""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.model.board import GameObject
from sandbox.model.effects import Effect
from sandbox.model.rulesets.base import Ruleset, ZoneSpec

_PERSONAL_TYPES = frozenset({"Hero", "Demi-Hero", "Weapon"})
HONORIFICS = frozenset(
    {"ser", "sir", "lady", "lord", "dame", "king", "queen", "prince", "princess"}
)

_ZONES = (
    ZoneSpec("hero", per_player=True, public=True, in_play=True, controlled=True),
    ZoneSpec("weapon", per_player=True, public=True, in_play=True, controlled=True),
    ZoneSpec("head", per_player=True, public=True, in_play=True, controlled=True),
    ZoneSpec("chest", per_player=True, public=True, in_play=True, controlled=True),
    ZoneSpec("arms", per_player=True, public=True, in_play=True, controlled=True),
    ZoneSpec("legs", per_player=True, public=True, in_play=True, controlled=True),
    ZoneSpec("permanent", per_player=False, public=True, in_play=True, controlled=True),
    ZoneSpec(
        "combat_chain", per_player=False, public=True, in_play=True, controlled=True, ordered=True
    ),
    ZoneSpec("stack", per_player=False, public=True, in_play=False, controlled=True, ordered=True),
    ZoneSpec("arsenal", per_player=True, public=False, in_play=False, controlled=False),
    ZoneSpec("hand", per_player=True, public=False, in_play=False, controlled=False),
    ZoneSpec("deck", per_player=True, public=False, in_play=False, controlled=False, ordered=True),
    ZoneSpec(
        "graveyard", per_player=True, public=True, in_play=False, controlled=False, ordered=True
    ),
    ZoneSpec("banished", per_player=True, public=True, in_play=False, controlled=False),
    ZoneSpec("pitch", per_player=True, public=True, in_play=False, controlled=False),
)


@dataclass(frozen=True)
class FleshAndBlood(Ruleset):
    """FaB names: one printed name per card; monikers for personal names."""

    def bound_effect_survives(self, effect: Effect, origin: str, destination: str) -> bool:
        # F9: a card that moves to a zone outside the arena resets (CR 3.0.5b).
        return self.in_play(destination)

    def move_resets(self, origin: str, destination: str) -> bool:
        return not self.in_play(destination)

    def moniker(self, obj: GameObject, name: str) -> str | None:
        explicit = obj.card.moniker if obj.card.moniker is not None else None
        if explicit is not None and name.casefold() == obj.card.name.casefold():
            return explicit or None
        if not is_personal(obj, name):
            return None
        return parse_moniker(name)


def is_personal(obj: GameObject, name: str) -> bool:
    """Personal names: heroes, weapons, and allies with a titled name (F2, CR 2.7.3)."""
    if name.casefold() != obj.card.name.casefold():
        return False  # a gained name is not this object's personal name
    types = set(obj.card.types)
    if types & _PERSONAL_TYPES:
        return True
    return "Ally" in types and "," in name


def parse_moniker(name: str) -> str:
    """ "[HONORIFIC] MONIKER [LAST] [, SUFFIX]" -> MONIKER (CR 2.7.3)."""
    words = name.split(",", 1)[0].split()
    while len(words) > 1 and words[0].casefold() in HONORIFICS:
        words = words[1:]
    return words[0] if words else name


FAB = FleshAndBlood(
    game="fab",
    zones=_ZONES,
    in_play_group="arena",
    reset_ruling="F9",
    reset_rule="3.0.5b",
)
