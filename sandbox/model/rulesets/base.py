"""What every game's ruleset provides: its zones, zone groups, printed names and move rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from sandbox.model.board import GameObject
from sandbox.model.cards import CardDef, Face
from sandbox.model.effects import Effect
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.rulings import RulingId
from sandbox.model.vocabulary import Ending, Game, Zone, ZoneWord, zone_named


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One kind of zone. `in_play`: FaB's arena (CR 3.0.5) or MTG's battlefield."""

    kind: Zone
    per_player: bool
    public: bool
    in_play: bool
    controlled: bool  # objects here have a controller (FaB CR 1.3.1b, MTG 108.4)
    ordered: bool = False


@dataclass(frozen=True)
class Ruleset:
    """A game's rules as far as names need them. Subclasses override the name hooks."""

    game: Game
    zones: tuple[ZoneSpec, ...]
    in_play_group: ZoneWord
    deck_zone: Zone  # where a player's cards wait to be drawn: FaB's deck, MTG's library
    exile_zone: Zone  # where cards are set aside: FaB's banished zone, MTG's exile
    reset_ruling: RulingId
    reset_rule: str
    groups: dict[ZoneWord, frozenset[Zone]] = field(default_factory=dict)
    # the rules by which an ability functions outside the game, judged on the objects as they
    # are there (FaB Specialization: 1.7.4d, 5.4.3; MTG deck construction: 113.6n, 100.2a)
    outside_game_rules: tuple[str, ...] = ()
    outside_game_rulings: tuple[RulingId, ...] = ()
    # MTG 111.2: the player told to create a token owns and controls it; FaB 1.3.1a, 8.5.2c:
    # the source's controller owns it, "under target hero's control" gives it to that hero
    creator_owns_created: bool = False
    # FaB 3.0.4e: a private (or face-down) card in a public zone has no abilities that apply
    private_sources_lack_abilities: bool = False
    # MTG: the names effects give may depend on the zone (a copy of a flip card is flipped on
    # the battlefield only, 710.2); for a card with several faces, the zone always counts
    names_depend_on_zone: bool = False

    def __post_init__(self) -> None:
        in_play = frozenset(z.kind for z in self.zones if z.in_play)
        public = frozenset(z.kind for z in self.zones if z.public)
        everything = frozenset(z.kind for z in self.zones)
        self.groups.update({self.in_play_group: in_play, "public": public, "all": everything})
        self.groups.update({"hidden": everything - public})

    def zone(self, kind: Zone) -> ZoneSpec | None:
        return self._zone_specs.get(kind)

    @cached_property
    def _zone_specs(self) -> dict[Zone, ZoneSpec]:
        """Each zone kind's spec: derive asks for one per object it looks at."""
        return {spec.kind: spec for spec in self.zones}

    @cached_property
    def zone_kinds(self) -> tuple[Zone, ...]:
        return tuple(z.kind for z in self.zones)

    def expand(self, names: tuple[ZoneWord, ...]) -> frozenset[Zone]:
        """Zone kinds meant by zone names and group names ("arena", "public"...)."""
        kinds: set[Zone] = set()
        for name in names:
            group = self.groups.get(name)
            zone = zone_named(name) if group is None else None
            # a word that is neither a group of this game nor a zone (another game's group)
            # means no zone at all
            kinds |= group if group is not None else frozenset((zone,) if zone else ())
        return frozenset(kinds)

    def in_play(self, zone: Zone) -> bool:
        spec = self.zone(zone)
        return spec is not None and spec.in_play

    def is_public(self, obj: GameObject) -> bool:
        if obj.private is not None:
            return not obj.private
        spec = self.zone(obj.zone)
        return spec is not None and spec.public

    def controller_of(self, obj: GameObject) -> str | None:
        """The controller, or None where objects have none (FaB CR 1.3.1b, MTG 108.4)."""
        spec = self.zone(obj.zone)
        return obj.controller if spec is not None and spec.controlled else None

    def printed_names(self, obj: GameObject) -> tuple[str, ...]:
        """The names printed on the face(s) the object has where it is."""
        return (self.faces(obj)[0].name,)

    def faces(self, obj: GameObject, card: CardDef | None = None) -> tuple[Face, ...]:
        """The printed faces whose characteristics `obj` has where it is (`card`: a copy's)."""
        faces = (card or obj.card).faces
        return (faces[obj.face] if 0 <= obj.face < len(faces) else faces[0],)

    def face_after_reset(self, obj: GameObject) -> int:
        """The face up on the new object `obj` becomes when a move resets it: the front one."""
        return 0

    def faces_reason(self, obj: GameObject) -> Reason | None:
        """Why `obj` has the printed face(s) it has where it is, for a card with several
        faces whose game says so (FaB 9.1, 9.2); None when there is nothing to explain."""
        return None

    def copy_names(self, card: CardDef, obj: GameObject | None = None) -> tuple[str, ...]:
        """The names a copy (`obj`) of `card` takes: its printed (copiable) names (MTG 707.2)."""
        return (card.faces[0].name,)

    def references(self, obj: GameObject, card: CardDef | None = None) -> tuple[ReferenceSpec, ...]:
        """The name-using abilities `obj` has: those of the face(s) it has where it is (of
        `card` when it is a copy), then the ones a judge added."""
        printed = (card or obj.card).references
        if any(spec.side for spec in printed):
            sides = {face.side for face in self.faces(obj, card)}
            printed = tuple(s for s in printed if not s.side or s.side in sides)
        return printed + obj.extra_references if obj.extra_references else printed

    def as_it_would_enter(self, obj: GameObject) -> GameObject | None:
        """The permanent a spell would be once it enters play, or None for anything else."""
        return None

    def turn_face_up_refusal(self, obj: GameObject, player: str) -> Reason | None:
        """Why `player` can't turn `obj` face up as a special action (None: they can)."""
        return reason("action.no_special_action", object=obj.id)

    def bound_effect_survives(self, effect: Effect, origin: Zone, destination: Zone) -> bool:
        """Whether an effect bound to an object still applies after it moves zones."""
        raise NotImplementedError

    def moves_without_properties(self, obj: GameObject, destination: Zone) -> bool:
        """Whether `obj`, moving to `destination`, has no properties for effects (FaB 3.0.7a:
        it is private as it moves), so no effect bound to it follows it to its new zone."""
        return False

    def end_reason(self, effect: Effect, origin: Zone, destination: Zone) -> Ending:
        """Why an effect bound to an object ends when the object moves."""
        return "left_zone"

    def move_resets(self, origin: Zone, destination: Zone) -> bool:
        """Whether a move makes a new object that forgets choices and bound effects."""
        raise NotImplementedError

    def moniker(self, obj: GameObject, name: str) -> str | None:
        """The moniker a name gives this object, if the game has monikers."""
        return None
