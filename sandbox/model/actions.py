"""User actions as values: what a drop, a toggle or a menu pick asks of the board.

`sandbox.model.apply` applies them (the only way a board changes). Every action is undoable
because boards are immutable: undo restores the board from before.

Each action class registers itself (`@action`, `sandbox.model.action_registry`): its kind word
(the `type` scenario files write), the file names of fields the file calls otherwise, what a
file that leaves a field out means, and its undo words (the message code `undo.<kind>` and
its parameters); a words function stands just above the class that uses it alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal, Protocol, get_args

from sandbox.model import action_registry
from sandbox.model.action_registry import A, Words, action_spec
from sandbox.model.board import Board
from sandbox.model.cards import CardDef
from sandbox.model.effects import Choice, Effect
from sandbox.model.moves import leaves_as_two
from sandbox.model.reasons import Reason, reason, reason_with
from sandbox.model.references import ReferenceSpec
from sandbox.model.vocabulary import LinkRole, Zone

# the actions a scenario file lists (`scenario.schema.ActionModel.type`), one word per class below
ActionKind = Literal[
    "add_object",
    "move_object",
    "set_card",
    "remove_object",
    "set_owner",
    "set_controller",
    "set_face_down",
    "set_face",
    "add_effect",
    "remove_effect",
    "switch_effect",
    "make_choice",
    "set_targets",
    "set_links",
    "advance_turn",
    "turn_face_up",
    "add_reference",
    "replace_reference",
    "remove_reference",
]
ACTION_KINDS: tuple[ActionKind, ...] = get_args(ActionKind)


def action(
    kind: ActionKind,
    *,
    words: Words[A],
    file_names: Mapping[str, str] | None = None,
    when_omitted: Mapping[str, object] | None = None,
) -> Callable[[type[A]], type[A]]:
    """Register the decorated class as the action `kind` (`action_registry.action`), its kind
    word checked by mypy against `ActionKind`."""
    return action_registry.action(
        kind, words=words, file_names=file_names, when_omitted=when_omitted
    )


class _OnObject(Protocol):
    @property
    def object_id(self) -> str: ...


class _OnEffect(Protocol):
    @property
    def effect_id(self) -> str: ...


def _name(board: Board, object_id: str) -> str:
    obj = board.object(object_id)
    return obj.card.name if obj else object_id


def _undo(value: object, **params: object) -> Reason:
    """The undo words `undo.<kind>` of `value`'s kind, with `params`."""
    return reason_with(f"undo.{action_spec(value).kind}", params)


def _object_words(value: _OnObject, board: Board) -> Reason:
    return _undo(value, object=_name(board, value.object_id))


def _effect_words(value: _OnEffect, board: Board) -> Reason:
    return _undo(value, object=_name(board, value.effect_id))


def _player_name(board: Board, player_id: str) -> str:
    player = board.player(player_id)
    return player.name if player else player_id


def _add_object_words(value: AddObject, board: Board) -> Reason:
    return _undo(value, card=value.card.label, zone=value.zone)


@action("add_object", words=_add_object_words)
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


def _move_words(value: MoveObject, board: Board) -> Reason:
    """Moving an object, reordering it in its zone, or a melded permanent leaving as two."""
    obj = board.object(value.object_id)
    if obj is None:
        return _undo(value, object=value.object_id, zone=value.zone)
    if (obj.zone, value.zone_owner or obj.zone_owner) == (value.zone, obj.zone_owner):
        return reason("undo.reorder_object", object=obj.card.name, zone=value.zone)
    partner = leaves_as_two(obj, value.zone)
    if partner is not None:
        return reason(
            "undo.move_object_as_two",
            object=obj.card.faces[obj.face].name,
            zone=value.zone,
            first=obj.card.front.name,
            second=partner.front.name,
        )
    return _undo(value, object=obj.card.name, zone=value.zone)


@action("move_object", words=_move_words, file_names={"controller": "player"})
@dataclass(frozen=True)
class MoveObject:
    """Move an object to a zone: on top, at the bottom, or at `index` (0 is the top)."""

    object_id: str
    zone: Zone
    zone_owner: str | None = None
    controller: str | None = None
    to_bottom: bool = False
    index: int | None = None


def _set_card_words(value: SetCard, board: Board) -> Reason:
    return _undo(value, object=_name(board, value.object_id), card=value.card.label)


@action("set_card", words=_set_card_words)
@dataclass(frozen=True)
class SetCard:
    """Make an object another card: a FaB pitch variant of the same name (F3c), say. It keeps
    its place, owner, controller, choices and the effects on it."""

    object_id: str
    card: CardDef


@action("remove_object", words=_object_words)
@dataclass(frozen=True)
class RemoveObject:
    object_id: str


def _owner_words(value: SetOwner, board: Board) -> Reason:
    return _undo(
        value, object=_name(board, value.object_id), player=_player_name(board, value.owner)
    )


@action("set_owner", words=_owner_words, file_names={"owner": "player"})
@dataclass(frozen=True)
class SetOwner:
    object_id: str
    owner: str


def _controller_words(value: SetController, board: Board) -> Reason:
    player = _player_name(board, value.controller)
    return _undo(value, object=_name(board, value.object_id), player=player)


@action("set_controller", words=_controller_words, file_names={"controller": "player"})
@dataclass(frozen=True)
class SetController:
    object_id: str
    controller: str


@action("set_face_down", words=_object_words, when_omitted={"face_down": False})
@dataclass(frozen=True)
class SetFaceDown:
    object_id: str
    face_down: bool


@action("set_face", words=_object_words, when_omitted={"face": 0})
@dataclass(frozen=True)
class SetFace:
    object_id: str
    face: int


def _add_effect_words(value: AddEffect, board: Board) -> Reason:
    return _undo(value, effect_kind=value.effect.kind)


@action("add_effect", words=_add_effect_words)
@dataclass(frozen=True)
class AddEffect:
    """Add `effect` to the board. Without an id or timestamp of its own (a gesture in the app)
    it gets the board's next timestamp and an id from it; a scenario file's effect keeps the
    id and timestamp written for it, so later actions can name it (a taken id is refused)."""

    effect: Effect


@action("remove_effect", words=_effect_words)
@dataclass(frozen=True)
class RemoveEffect:
    effect_id: str


@action("switch_effect", words=_effect_words, when_omitted={"enabled": True})
@dataclass(frozen=True)
class SwitchEffect:
    effect_id: str
    enabled: bool


@action("make_choice", words=_object_words)
@dataclass(frozen=True)
class MakeChoice:
    """Record a choice; it replaces the earlier ones under its key, unless `add` says it is one
    more ("choose two card names")."""

    object_id: str
    choice: Choice
    add: bool = False


@action("set_targets", words=_object_words, when_omitted={"targets": ()})
@dataclass(frozen=True)
class SetTargets:
    object_id: str
    targets: tuple[str, ...]


@action("set_links", words=_object_words, when_omitted={"links": ()})
@dataclass(frozen=True)
class SetLinks:
    """Relate an object to others by role: the object that triggered its ability, the cards
    exiled with it (MTG 607.2a, 406.6), the card it revealed (`GameObject.links`)."""

    object_id: str
    links: tuple[tuple[LinkRole, str], ...]


@action("add_reference", words=_object_words)
@dataclass(frozen=True)
class AddReference:
    """Write a name-using ability on one object, or (`whole_card`) on its card: every object
    with that card (all copies, in every zone) then has it, and the saved file keeps it with
    the card."""

    object_id: str
    reference: ReferenceSpec
    whole_card: bool = False


@action("replace_reference", words=_object_words)
@dataclass(frozen=True)
class ReplaceReference:
    """A judge edits an ability: the one with the same key becomes `reference`. With
    `whole_card`, an ability of the object's card (derived, suggested or written for every
    copy): a judge confirms or corrects it for every object with that card."""

    object_id: str
    reference: ReferenceSpec
    whole_card: bool = False


@action("remove_reference", words=_object_words)
@dataclass(frozen=True)
class RemoveReference:
    """Remove a written ability from one object, or one written on its card (`whole_card`)."""

    object_id: str
    key: str
    whole_card: bool = False


def _advance_words(value: AdvanceTurn, board: Board) -> Reason:
    return _undo(value)


@action("advance_turn", words=_advance_words, file_names={"to_player": "player"})
@dataclass(frozen=True)
class AdvanceTurn:
    """Pass the turn to the next player; "this turn" and "until your next turn" effects end."""

    to_player: str | None = field(default=None)


@action("turn_face_up", words=_object_words)
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
