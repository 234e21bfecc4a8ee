"""Magic: zones (400.1), which face names an object has where (709–715), and rule 400.7 moves.

A split card has both halves' names except on the stack, where a cast half has its own (709.4);
flip, double-faced and adventurer cards show the face that is up on the stack or battlefield,
and only the front face elsewhere (710, 712, 715). Name stickers stay on an object that moves
between public zones and are lost in a hidden zone (123.5, M9); other effects end on any move.
"""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.model.board import GameObject
from sandbox.model.effects import Effect
from sandbox.model.rulesets.base import Ruleset, ZoneSpec

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
_FACE_SHOWN_ZONES = frozenset({"battlefield", "stack"})


@dataclass(frozen=True)
class Magic(Ruleset):
    """MTG names: faces by layout and zone; stickers survive public moves only."""

    def printed_names(self, obj: GameObject) -> tuple[str, ...]:
        faces = obj.card.faces
        if obj.card.layout in SPLIT_LAYOUTS and len(faces) > 1:
            if obj.zone == "stack" and obj.face >= 0:
                return (faces[obj.face].name,)
            return tuple(face.name for face in faces)
        if obj.zone in _FACE_SHOWN_ZONES and 0 <= obj.face < len(faces):
            return (faces[obj.face].name,)
        return (faces[0].name,)

    def bound_effect_survives(self, effect: Effect, origin: str, destination: str) -> bool:
        if effect.kind != "name_sticker":
            return False  # 400.7: a new object with no memory of its previous existence
        was_public = self._public(origin)
        return was_public and self._public(destination)

    def move_resets(self, origin: str, destination: str) -> bool:
        return origin != destination

    def _public(self, zone: str) -> bool:
        spec = self.zone(zone)
        return spec is not None and spec.public


MTG = Magic(
    game="mtg",
    zones=_ZONES,
    in_play_group="battlefield",
    reset_ruling="M9",
    reset_rule="400.7",
    names_depend_on_zone=True,
)
