"""Magic: zones (400.1), which faces an object has where (709–715), and rule 400.7 moves.

`GameObject.face` says which face is up. The face counts only where its layout lets it:
- split (709): both halves' names and characteristics, except a half cast on the stack (709.3b);
- flip (710.2): the flipped half only on the battlefield;
- transform, modal double-faced (712.8): the face that is up on the stack or battlefield, the
  front face everywhere else;
- meld (712.4b, 712.8g): the combined back face only for the melded permanent on the
  battlefield (one object represented by two cards, 712.4a);
- adventurer (715.3b, 715.4): the Adventure only on the stack.
Name stickers stay on an object that moves between public zones and are lost in a hidden zone
(123.5, M9); effects on a permanent spell carry on to the permanent it becomes (400.7a–b);
every other effect ends on a move (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sandbox.model.board import GameObject
from sandbox.model.cards import CardDef, Face
from sandbox.model.effects import Effect
from sandbox.model.reasons import Reason, reason
from sandbox.model.rulesets.base import Ruleset, ZoneSpec
from sandbox.model.vocabulary import Ending, Zone

_ZONES = (
    ZoneSpec("battlefield", per_player=False, public=True, in_play=True, controlled=True),
    ZoneSpec("stack", per_player=False, public=True, in_play=False, controlled=True, ordered=True),
    ZoneSpec("hand", per_player=True, public=False, in_play=False, controlled=False),
    ZoneSpec(
        "library", per_player=True, public=False, in_play=False, controlled=False, ordered=True
    ),
    ZoneSpec(
        "graveyard", per_player=True, public=True, in_play=False, controlled=False, ordered=True
    ),
    ZoneSpec("exile", per_player=False, public=True, in_play=False, controlled=False),
    ZoneSpec("command", per_player=False, public=True, in_play=False, controlled=True),
)

SPLIT_LAYOUTS = frozenset({"split", "aftermath"})
_BOTH = frozenset({"battlefield", "stack"})
# Where a face other than the front one counts, per layout (710.2, 712.8, 712.4b, 715.4).
FACE_ZONES: dict[str, frozenset[str]] = {
    "transform": _BOTH,
    "modal_dfc": _BOTH,
    "double_faced_token": _BOTH,
    "reversible_card": _BOTH,
    "flip": frozenset({"battlefield"}),
    "meld": frozenset({"battlefield"}),
    "adventure": frozenset({"stack"}),
}
CONSPIRACY = "Conspiracy"


@dataclass(frozen=True)
class Magic(Ruleset):
    """MTG names: faces by layout and zone; stickers survive public moves only."""

    def faces(self, obj: GameObject, card: CardDef | None = None) -> tuple[Face, ...]:
        card = card or obj.card
        faces = card.faces
        if card.layout in SPLIT_LAYOUTS and len(faces) > 1:
            if obj.zone == "stack" and 0 <= obj.face < len(faces):
                return (faces[obj.face],)
            return faces
        if 0 < obj.face < len(faces) and obj.zone in FACE_ZONES.get(card.layout, _BOTH):
            return (faces[obj.face],)
        return (faces[0],)

    def printed_names(self, obj: GameObject) -> tuple[str, ...]:
        faces = self.faces(obj)
        if obj.card.is_token:
            return tuple(token_name(face) for face in faces)
        return tuple(face.name for face in faces)

    def copy_names(self, card: CardDef, obj: GameObject | None = None) -> tuple[str, ...]:
        """A copy of a split card has both names (709.3c); a copy of a flip card has the
        flipped name if the copy itself is flipped, its own status (707.3, 710.2, 110.5c);
        of anything else, the face copied."""
        if card.layout in SPLIT_LAYOUTS:
            return tuple(face.name for face in card.faces)
        flipped = obj is not None and obj.zone in FACE_ZONES["flip"] and obj.face > 0
        if card.layout == "flip" and flipped and obj is not None and obj.face < len(card.faces):
            return (card.faces[obj.face].name,)
        return (card.faces[0].name,)

    def bound_effect_survives(self, effect: Effect, origin: Zone, destination: Zone) -> bool:
        if origin == "stack" and destination == "battlefield":
            return True  # a permanent spell's effects apply to the permanent (400.7a-b)
        if effect.kind != "name_sticker":
            return False  # 400.7: a new object with no memory of its previous existence
        return self._public(origin) and self._public(destination)  # 123.5

    def end_reason(self, effect: Effect, origin: Zone, destination: Zone) -> Ending:
        if effect.kind == "name_sticker" and self._public(origin):
            return "hidden_zone"  # 123.5
        return "left_zone"

    def move_resets(self, origin: Zone, destination: Zone) -> bool:
        return origin != destination

    def _public(self, zone: Zone) -> bool:
        spec = self.zone(zone)
        return spec is not None and spec.public

    def as_it_would_enter(self, obj: GameObject) -> GameObject | None:
        """A spell on the stack as the permanent it would be (614.12, M15)."""
        return replace(obj, zone="battlefield") if obj.zone == "stack" else None

    def turn_face_up_refusal(self, obj: GameObject, player: str) -> Reason | None:
        """Only a face-down conspiracy you control in the command zone (116.2j, 702.106c)."""
        if not obj.face_down:
            return reason("action.not_face_down", object=obj.id)
        if obj.zone != "command" or CONSPIRACY not in obj.card.types:
            return reason("action.not_hidden_agenda", object=obj.id)
        if player != obj.controller:
            return reason("action.not_your_conspiracy", object=obj.id, player=player)
        return None


def token_name(face: Face) -> str:
    """A token named only by its subtypes ("Zombie", from "create a Zombie token") is named
    its subtypes plus the word "Token" (111.4): "Zombie Token". A token given a name by what
    created it ("Marit Lage") keeps that name."""
    subtypes = [t for t in face.types if t not in _NOT_SUBTYPES]
    if face.name and face.name.split() == subtypes[-len(face.name.split()) :]:
        return f"{face.name} Token"
    return face.name


_NOT_SUBTYPES = frozenset(
    {"Token", "Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Legendary",
     "Snow", "Basic", "World", "Instant", "Sorcery", "Battle", "Kindred", "Tribal"}
)  # fmt: skip


MTG = Magic(
    game="mtg",
    zones=_ZONES,
    in_play_group="battlefield",
    deck_zone="library",
    exile_zone="exile",
    reset_ruling="M9",
    reset_rule="400.7",
    outside_game_rules=("113.6n", "100.2a"),
    names_depend_on_zone=True,
    creator_owns_created=True,
)
