"""The board: players, game objects in zones, effects, and whose turn it is. Immutable.

User gestures never edit a Board; they build an Action (see `actions`) that returns a new one.
Zone order: within a zone, objects keep the order of `Board.objects`; the first is the top.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from sandbox.model.cards import CardDef
from sandbox.model.effects import Choice, Effect
from sandbox.model.object_list import ObjectList, as_object_list
from sandbox.model.references import ReferenceSpec
from sandbox.model.vocabulary import Game, LinkRole, Related, Zone


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    hero: str = ""


@dataclass(frozen=True, slots=True)
class LastKnown:
    """An object as it last existed for one that relates to it (MTG 608.2h): the names it had
    just before it left the zone it was in (`left_zone`) or was turned face up or down."""

    object_id: str
    names: tuple[str, ...]
    left_zone: bool = True


@dataclass(frozen=True, slots=True)
class GameObject:
    """A card or token in a zone. `zone_owner` is whose zone it is (None for shared zones).

    `links` relate it to other objects by role: the object that triggered its ability
    ("trigger"), the cards exiled with it ("linked", MTG 607.2a, 406.6), the card its ability
    revealed, milled or looked at ("revealed").
    `last_known` remembers, for each object it relates to (a target or a link) that has since
    left its zone, or been turned face up or down, that object as it was just before: the first
    change of each of the two kinds (608.2h).
    `face` is the index of the face that is up (MTG transform, flip, modal DFC, a split half or
    an adventure cast on the stack); -1 means every face at once (a split card outside the stack).
    """

    id: str
    card: CardDef
    owner: str
    controller: str
    zone: Zone
    zone_owner: str | None = None
    face: int = 0
    face_down: bool = False
    private: bool | None = None  # None: the zone's default visibility
    under: str | None = None  # the object this one is under (FaB material, soul)
    choices: tuple[Choice, ...] = ()
    extra_references: tuple[ReferenceSpec, ...] = ()
    targets: tuple[str, ...] = ()
    face_up_since: int | None = None  # timestamp it was turned face up (MTG hidden agenda)
    incarnation: int = 0  # zone changes that made it a new object (MTG 400.7)
    target_marks: tuple[int, ...] = ()  # each target object's incarnation when targeted (M12)
    entered_at: int | None = None  # the board's next timestamp when it entered its zone
    links: tuple[tuple[LinkRole, str], ...] = ()  # (role, object id)
    last_known: tuple[LastKnown, ...] = ()

    def related(self, role: Related) -> tuple[str, ...]:
        """The ids of the objects this one relates to as `role` ("target" or a link role)."""
        if role == "target":
            return self.targets
        return tuple(object_id for link_role, object_id in self.links if link_role == role)

    def relates_to(self, object_id: str) -> bool:
        """Whether `object_id` is one of its targets or links."""
        return object_id in self.targets or any(linked == object_id for _, linked in self.links)

    def known_as(self, object_id: str, left_zone: bool | None = None) -> LastKnown | None:
        """`object_id` as it was before it first changed since this object related to it: left
        its zone (`left_zone` True), was turned face up or down (False), or either (None)."""
        for known in self.last_known:
            if known.object_id == object_id and left_zone in (None, known.left_zone):
                return known
        return None

    @property
    def is_token(self) -> bool:
        return self.card.is_token

    def choice(self, key: str) -> Choice | None:
        for choice in self.choices:
            if choice.key == key:
                return choice
        return None

    def chosen_names(self, key: str) -> tuple[str, ...]:
        """Every name chosen under `key`: one per choice made ("choose two card names")."""
        return tuple(c.name for c in self.choices if c.key == key and c.name)

    @property
    def references(self) -> tuple[ReferenceSpec, ...]:
        return self.card.references + self.extra_references

    def mentions(self) -> Iterator[str]:
        """The ids this object points at: its host, targets, links and the objects its
        abilities list by id (what removing one of them rewrites)."""
        if self.under is not None:
            yield self.under
        yield from self.targets
        for _, linked in self.links:
            yield linked
        for ref in self.references:
            yield from ref.among.object_ids
            if ref.looks_for.anchor is not None:
                yield from ref.looks_for.anchor.object_ids

    def card_key(self) -> tuple[str, str | None]:
        return (self.card.name, self.card.pitch)


_FEW_LOOKUPS = 16  # lookups by id on one board before it indexes all its objects


@dataclass(frozen=True)
class Board:
    """Everything on the table at one moment. Derived names and findings are never stored.

    `objects` may be given as any sequence; the board keeps them as an ObjectList, which the
    boards made from it by actions share (`object_list`)."""

    game: Game
    players: tuple[Player, ...]
    objects: Sequence[GameObject] = ()
    effects: tuple[Effect, ...] = ()
    turn: int = 1
    active_player: str = ""
    next_timestamp: int = 1
    format: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "objects", as_object_list(self.objects))

    @property
    def object_list(self) -> ObjectList[GameObject]:
        listed = self.objects
        assert isinstance(listed, ObjectList)  # made one by __post_init__
        return listed

    @cached_property
    def object_index(self) -> dict[str, GameObject]:
        return {obj.id: obj for obj in self.objects}

    @cached_property
    def copy_effects(self) -> tuple[Effect, ...]:
        """The copy effects, in board order: what a copy's values are looked up among (a big
        table has many effects and few copies)."""
        return tuple(effect for effect in self.effects if effect.kind == "copy")

    @cached_property
    def player_ids(self) -> tuple[str, ...]:
        return tuple(player.id for player in self.players)

    def object(self, object_id: str) -> GameObject | None:
        """The object `object_id`. An action asks for a few, on each board of a history:
        they are looked up chunk by chunk; past a few, every object is indexed once."""
        index: dict[str, GameObject] | None = self.__dict__.get("object_index")
        if index is None:
            asked = self.__dict__.get("_lookups", 0) + 1
            if asked <= _FEW_LOOKUPS:
                self.__dict__["_lookups"] = asked
                return self.object_list.get(object_id)
            index = self.object_index
        return index.get(object_id)

    def player(self, player_id: str) -> Player | None:
        for player in self.players:
            if player.id == player_id:
                return player
        return None

    def effect(self, effect_id: str) -> Effect | None:
        for effect in self.effects:
            if effect.id == effect_id:
                return effect
        return None

    def named_by_source(self, effect: Effect) -> Effect:
        """`effect` with its source's card name when it names a source object but no
        `source_name`: an effect is called by the card it comes from, never left nameless."""
        source = self.object(effect.source_id) if effect.source_id else None
        if effect.source_name or source is None:
            return effect
        return replace(effect, source_name=source.card.name)

    def with_changes(self, **changes: builtins.object) -> Board:
        return replace(self, **changes)  # type: ignore[arg-type]
