"""Continuous effects on names: what they do, to what, from which source, and for how long.

Kinds (what an effect does to names):
- "lose_names": the affected objects lose every name; with `cant_gain` they also can't gain
  names while it lasts (Amnesia, F10: a restriction beats any allowance, FaB CR 1.0.2).
- "gain_name": the affected object gains `name` (or the name in `choice`) in addition to its
  names (Mask of Many Faces, F8).
- "name_sticker": an MTG name sticker: `name` is the word, `position` the number of words
  before it when placed (M9, MTG 123.6).
- "copy": an MTG copy effect: the copiable name becomes `copy_of`'s printed name (MTG 707.2);
  with `copy_of_object` it copies that object's copiable values (see `copies`).
- "gain_ability": the affected objects gain `ability` (a name-using ability, MTG 613.1f): it is
  a gained ability, never linked to a choice the object made for another ability (607.5, M11).
- "set_name": a text-changing effect that makes the name `name` (or the chosen name), replacing
  every other (Witness Protection; "_____"'s "This card's name becomes...", MTG 123.6c).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from sandbox.model.cards import CardDef
from sandbox.model.references import ReferenceSpec
from sandbox.model.selectors import ObjectFilter
from sandbox.model.vocabulary import DurationKind, EffectKind, Ending, ZoneWord

# Why an effect that stays listed no longer applies (`Effect.ended`, vocabulary.ENDINGS): its
# object changed zones and is a new object (MTG 400.7, FaB 3.0.5b), a sticker's object went to
# a hidden zone (MTG 123.5), its duration ran out (a turn passed), or its object moved privately.


@dataclass(frozen=True, slots=True)
class Duration:
    """How long an effect lasts. `player` is whose next turn ends "until_next_turn_of"."""

    kind: DurationKind = "indefinite"
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Choice:
    """A card name chosen by a player for an object or effect. `name` None: no choice made.

    `ability` is the key of the ability the choice was made for (the one that refers to "the
    chosen name"), and `made_as` the card the object was, or was a copy of, when it was made:
    the choice is linked to that ability of that card only (MTG 607.2, 607.5a). Empty: a
    choice recorded without them (older files) links to every ability of the object.
    """

    key: str = "named"
    name: str | None = None
    chosen_by: str | None = None
    secret: bool = False
    ability: str = ""
    made_as: str = ""


@dataclass(frozen=True, slots=True)
class Effect:
    """A continuous effect. It applies to one `target` object, or to the `affects` group."""

    kind: EffectKind
    controller: str
    source_id: str | None = None
    source_name: str = ""
    duration: Duration = field(default_factory=Duration)
    target: str | None = None
    affects: ObjectFilter | None = None
    name: str = ""
    position: int = 0
    cant_gain: bool = False
    copy_of: CardDef | None = None
    choice: Choice | None = None
    enabled: bool = True
    applies_in: tuple[ZoneWord, ...] = ()  # zones where it applies, () = any (an "as enters" copy)
    ended: Ending = ""  # why, once it has ended; it stays listed, applying to nothing
    ability: ReferenceSpec | None = None  # what a "gain_ability" effect gives
    copy_of_object: str | None = None  # "copy": the object copied (its values: `copy_of`)
    copy_face_down: bool = False  # "copy": it copied a face-down object, so no name (708.2a)
    id: str = field(default="", kw_only=True)  # given when it is added to a board
    timestamp: int = field(default=0, kw_only=True)

    @property
    def gained_name(self) -> str | None:
        """The name a gain_name effect gives: the chosen name if it came from a choice."""
        if self.choice is not None:
            return self.choice.name
        return self.name or None

    def switched(self, enabled: bool) -> Effect:
        return replace(self, enabled=enabled)
