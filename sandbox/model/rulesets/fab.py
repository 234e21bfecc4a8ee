"""Flesh and Blood: the zones of CR 3.0.1, the arena (3.0.5), resets (F9) and monikers (2.7.3)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from sandbox.model.board import GameObject
from sandbox.model.cards import CardDef, Face
from sandbox.model.effects import Effect
from sandbox.model.monikers import moniker_of
from sandbox.model.reasons import Reason, reason
from sandbox.model.rulesets.base import Ruleset, ZoneSpec
from sandbox.model.vocabulary import Zone

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


# FaB card layouts with more than one face: split-cards (9.2) and the three kinds of
# double-faced card (9.1.3 flip-card, 9.1.4 twin-card, 9.1.5 transcend-card)
FAB_LAYOUTS = frozenset({"split", "flip", "twin", "transcend"})
ONE_SIDE_IN_PLAY = frozenset({"split", "twin"})
DFC_LAYOUTS = frozenset({"flip", "twin", "transcend"})
# why an object has every side's names, by layout; why it has one side's, by (layout, front)
_ALL_SIDES = {
    "split": ("name.fab_split_both", ("9.2.2",)),
    "twin": ("name.fab_twin_both", ("9.1.4", "9.1.4a")),
}
_ONE_SIDE = {
    ("split", True): ("name.fab_split_chosen", ("9.2.3",)),
    ("split", False): ("name.fab_split_chosen", ("9.2.3",)),
    ("twin", True): ("name.fab_twin_one", ("9.1.4b",)),
    ("twin", False): ("name.fab_twin_one", ("9.1.4b",)),
    ("flip", True): ("name.fab_flip_front", ("9.1.3", "9.1.3b")),
    ("flip", False): ("name.fab_flip_back", ("9.1.3b", "3.0.9")),
    ("transcend", True): ("name.fab_transcend_front", ("9.1.5", "9.1.5b")),
    ("transcend", False): ("name.fab_transcend_back", ("9.1.5b", "3.0.9")),
}


@dataclass(frozen=True)
class FleshAndBlood(Ruleset):
    """FaB names: one printed name per card; monikers for personal names."""

    def bound_effect_survives(self, effect: Effect, origin: Zone, destination: Zone) -> bool:
        # F9: a card that moves to a zone outside the arena resets (CR 3.0.5b).
        return self.in_play(destination)

    def faces(self, obj: GameObject, card: CardDef | None = None) -> tuple[Face, ...]:
        """The active face(s) (FaB 9.1, 9.2): a split-card or a twin-card has every side's
        properties outside the arena and the stack, and only the chosen side (`face`) there
        (9.2.2-9.2.3, 9.1.4a-b); a flip-card or transcend-card has only its active face, the
        front one until something makes the back one active (9.1.3b, 9.1.5b)."""
        card = card or obj.card
        faces = card.faces
        if len(faces) < 2 or card.layout not in FAB_LAYOUTS:
            return super().faces(obj, card)
        if card.layout in ONE_SIDE_IN_PLAY:
            if (obj.zone == "stack" or self.in_play(obj.zone)) and 0 <= obj.face < len(faces):
                return (faces[obj.face],)
            return faces
        return (faces[obj.face] if 0 <= obj.face < len(faces) else faces[0],)

    def printed_names(self, obj: GameObject) -> tuple[str, ...]:
        return tuple(face.name for face in self.faces(obj))

    def face_after_reset(self, obj: GameObject) -> int:
        # 9.1.5b: a transcend-card's back face stays active even as a new object; every
        # other card is a new object with its front face (9.1.3b, 9.2.3, 3.0.9)
        return obj.face if obj.card.layout == "transcend" and obj.face > 0 else 0

    def faces_reason(self, obj: GameObject) -> Reason | None:
        card = obj.card
        if len(card.faces) < 2 or card.layout not in FAB_LAYOUTS:
            return None
        active = self.faces(obj)
        if len(active) > 1:
            code, rules = _ALL_SIDES[card.layout]
            return reason(code, rules=rules, names=tuple(face.name for face in active))
        face = active[0]
        others = tuple(f.name for f in card.faces if f is not face)
        key = (card.layout, face is card.faces[0])
        code, rules = _ONE_SIDE[key]
        return reason(code, rules=rules, name=face.name, other=others)

    def moves_without_properties(self, obj: GameObject, destination: Zone) -> bool:
        # 3.0.7a: a private object (marked private, face down, or in a private zone) moving
        # zones has no properties for effects. One that will be public where it goes becomes
        # public before it moves (3.0.8), so only one private on both sides moves private.
        return self._private(obj) and self._private(replace(obj, zone=destination))

    def _private(self, obj: GameObject) -> bool:
        return obj.face_down or not self.is_public(obj)

    def move_resets(self, origin: Zone, destination: Zone) -> bool:
        return not self.in_play(destination)

    def moniker(self, obj: GameObject, name: str) -> str | None:
        face = obj.card.face_named(name) or (obj.card.front if name == obj.card.name else None)
        if face is None:
            return None  # a gained name is not this object's personal name
        if obj.card.moniker is not None and len(obj.card.faces) == 1:
            return obj.card.moniker or None
        return moniker_of(name, face.types)


FAB = FleshAndBlood(
    game="fab",
    zones=_ZONES,
    in_play_group="arena",
    deck_zone="deck",
    exile_zone="banished",
    reset_ruling="F9",
    reset_rule="3.0.5b",
    outside_game_rules=("1.7.4d", "5.4.3"),
    outside_game_rulings=("F3",),
    private_sources_lack_abilities=True,
)
