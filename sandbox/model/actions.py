"""User actions as values: what a drop, a toggle or a menu pick asks of the board.

`sandbox.model.apply` applies them (the only way a board changes). Every action is undoable
because boards are immutable: undo restores the board from before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sandbox.model.cards import CardDef
from sandbox.model.effects import Choice, Effect
from sandbox.model.references import ReferenceSpec
from sandbox.model.vocabulary import LinkRole, Zone


@dataclass(frozen=True)
class AddObject:
    """Put a new object on the board with everything an object can have: the face that is up,
    its visibility, choices, judge-written abilities, targets and links (checked as the
    matching actions check them)."""

    card: CardDef
    owner: str
    zone: Zone
    zone_owner: str | None = None
    controller: str | None = None
    object_id: str | None = None
    to_bottom: bool = False
    face_down: bool = False
    under: str | None = None
    face: int = 0
    private: bool | None = None
    choices: tuple[Choice, ...] = ()
    references: tuple[ReferenceSpec, ...] = ()
    targets: tuple[str, ...] = ()
    links: tuple[tuple[LinkRole, str], ...] = ()


@dataclass(frozen=True)
class MoveObject:
    """Move an object to a zone: on top, at the bottom, or at `index` (0 is the top)."""

    object_id: str
    zone: Zone
    zone_owner: str | None = None
    controller: str | None = None
    to_bottom: bool = False
    index: int | None = None


@dataclass(frozen=True)
class SetCard:
    """Make an object another card: a FaB pitch variant of the same name (F3c), say. It keeps
    its place, owner, controller, choices and the effects on it."""

    object_id: str
    card: CardDef


@dataclass(frozen=True)
class RemoveObject:
    object_id: str


@dataclass(frozen=True)
class SetOwner:
    object_id: str
    owner: str


@dataclass(frozen=True)
class SetController:
    object_id: str
    controller: str


@dataclass(frozen=True)
class SetFaceDown:
    object_id: str
    face_down: bool


@dataclass(frozen=True)
class SetFace:
    object_id: str
    face: int


@dataclass(frozen=True)
class AddEffect:
    """Add `effect` to the board. Without an id or timestamp of its own (a gesture in the app)
    it gets the board's next timestamp and an id from it; a scenario file's effect keeps the
    id and timestamp written for it, so later actions can name it (a taken id is refused)."""

    effect: Effect


@dataclass(frozen=True)
class RemoveEffect:
    effect_id: str


@dataclass(frozen=True)
class SwitchEffect:
    effect_id: str
    enabled: bool


@dataclass(frozen=True)
class MakeChoice:
    """Record a choice; it replaces the earlier ones under its key, unless `add` says it is one
    more ("choose two card names")."""

    object_id: str
    choice: Choice
    add: bool = False


@dataclass(frozen=True)
class SetTargets:
    object_id: str
    targets: tuple[str, ...]


@dataclass(frozen=True)
class SetLinks:
    """Relate an object to others by role: the object that triggered its ability, the cards
    exiled with it (MTG 607.2a, 406.6), the card it revealed (`GameObject.links`)."""

    object_id: str
    links: tuple[tuple[LinkRole, str], ...]


@dataclass(frozen=True)
class AddReference:
    """Write a name-using ability on one object, or (`whole_card`) on its card: every object
    with that card (all copies, in every zone) then has it, and the saved file keeps it with
    the card."""

    object_id: str
    reference: ReferenceSpec
    whole_card: bool = False


@dataclass(frozen=True)
class ReplaceReference:
    """A judge edits an ability: the one with the same key becomes `reference`. With
    `whole_card`, an ability of the object's card (derived, suggested or written for every
    copy): a judge confirms or corrects it for every object with that card."""

    object_id: str
    reference: ReferenceSpec
    whole_card: bool = False


@dataclass(frozen=True)
class RemoveReference:
    """Remove a written ability from one object, or one written on its card (`whole_card`)."""

    object_id: str
    key: str
    whole_card: bool = False


@dataclass(frozen=True)
class AdvanceTurn:
    """Pass the turn to the next player; "this turn" and "until your next turn" effects end."""

    to_player: str | None = field(default=None)


@dataclass(frozen=True)
class TurnFaceUp:
    """A special action: `player` turns a face-down object face up, revealing its secret
    choices (MTG hidden agenda, 116.2j, 702.106c, M17). The ruleset says what may be."""

    object_id: str
    player: str


Action = (
    AddObject
    | MoveObject
    | SetCard
    | RemoveObject
    | SetOwner
    | SetController
    | SetFaceDown
    | SetFace
    | AddEffect
    | RemoveEffect
    | SwitchEffect
    | MakeChoice
    | SetTargets
    | SetLinks
    | AddReference
    | ReplaceReference
    | RemoveReference
    | AdvanceTurn
    | TurnFaceUp
)
