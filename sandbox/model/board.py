"""The board: players, game objects in zones, effects, and whose turn it is. Immutable.

User gestures never edit a Board; they build an Action (see `actions`) that returns a new one.
Zone order: within a zone, objects keep the order of `Board.objects`; the first is the top.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass, replace
from functools import cached_property

from sandbox.model.cards import CardDef
from sandbox.model.effects import Choice, Effect
from sandbox.model.references import ReferenceSpec


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    hero: str = ""


@dataclass(frozen=True, slots=True)
class GameObject:
    """A card or token in a zone. `zone_owner` is whose zone it is (None for shared zones).

    `face` is the index of the face that is up (MTG transform, flip, modal DFC, a split half or
    an adventure cast on the stack); -1 means every face at once (a split card outside the stack).
    """

    id: str
    card: CardDef
    owner: str
    controller: str
    zone: str
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

    @property
    def is_token(self) -> bool:
        return self.card.is_token

    def choice(self, key: str) -> Choice | None:
        for choice in self.choices:
            if choice.key == key:
                return choice
        return None

    @property
    def references(self) -> tuple[ReferenceSpec, ...]:
        return self.card.references + self.extra_references


@dataclass(frozen=True)
class Board:
    """Everything on the table at one moment. Derived names and findings are never stored."""

    game: str
    players: tuple[Player, ...]
    objects: tuple[GameObject, ...] = ()
    effects: tuple[Effect, ...] = ()
    turn: int = 1
    active_player: str = ""
    next_timestamp: int = 1
    format: str = ""

    @cached_property
    def object_index(self) -> dict[str, GameObject]:
        return {obj.id: obj for obj in self.objects}

    @cached_property
    def player_ids(self) -> tuple[str, ...]:
        return tuple(player.id for player in self.players)

    def object(self, object_id: str) -> GameObject | None:
        return self.object_index.get(object_id)

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

    def with_changes(self, **changes: builtins.object) -> Board:
        return replace(self, **changes)  # type: ignore[arg-type]
