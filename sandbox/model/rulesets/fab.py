"""Flesh and Blood: the zones of CR 3.0.1, the arena (3.0.5), resets (F9) and monikers (2.7.3)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from sandbox.model.board import GameObject
from sandbox.model.cards import CardDef, Face
from sandbox.model.effects import Effect
from sandbox.model.monikers import moniker_of
from sandbox.model.rulesets.base import Ruleset, ZoneSpec

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

    def faces(self, obj: GameObject, card: CardDef | None = None) -> tuple[Face, ...]:
        """A split-card has both sides' properties (9.2.2), except once put onto the stack: then
        only the chosen side (`face`) for the rest of its existence (9.2.3), which lasts into
        the arena and ends when it leaves the arena or the stack for any other zone (3.0.9)."""
        faces = (card or obj.card).faces
        if (card or obj.card).layout != "split" or len(faces) < 2:
            return super().faces(obj, card)
        if (obj.zone == "stack" or self.in_play(obj.zone)) and 0 <= obj.face < len(faces):
            return (faces[obj.face],)
        return faces

    def printed_names(self, obj: GameObject) -> tuple[str, ...]:
        return tuple(face.name for face in self.faces(obj))

    def moves_without_properties(self, obj: GameObject, destination: str) -> bool:
        # 3.0.7a: a private object (marked private, face down, or in a private zone) moving
        # zones has no properties for effects. One that will be public where it goes becomes
        # public before it moves (3.0.8), so only one private on both sides moves private.
        return self._private(obj) and self._private(replace(obj, zone=destination))

    def _private(self, obj: GameObject) -> bool:
        return obj.face_down or not self.is_public(obj)

    def move_resets(self, origin: str, destination: str) -> bool:
        return not self.in_play(destination)

    def moniker(self, obj: GameObject, name: str) -> str | None:
        if name.casefold() != obj.card.name.casefold():
            return None  # a gained name is not this object's personal name
        if obj.card.moniker is not None:
            return obj.card.moniker or None
        return moniker_of(name, obj.card.types)


FAB = FleshAndBlood(
    game="fab",
    zones=_ZONES,
    in_play_group="arena",
    reset_ruling="F9",
    reset_rule="3.0.5b",
)
