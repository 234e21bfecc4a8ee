"""User actions as values, and `apply(board, action)`: the only way a board changes.

A drop, a toggle or a menu pick builds one of these and pushes it; `apply` returns the new
board or raises `ActionRefused` with a Reason the views show; `can_apply` says whether it would
(the dialogs ask it before they close). Every action is undoable because boards are immutable:
undo restores the board from before.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from sandbox.model.agenda import turn_face_up
from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.copies import copied_card, with_copiable_values
from sandbox.model.effects import Choice, Effect
from sandbox.model.errors import ActionRefused, refuse
from sandbox.model.filter_words import effect_words_problem, reference_words_problem
from sandbox.model.moves import melded_leaving, move_object, place, zone_owner_for
from sandbox.model.reasons import Reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.removal import remove_object
from sandbox.model.rulesets import ruleset_for
from sandbox.model.vocabulary import EFFECT_KINDS, LINK_ROLES


@dataclass(frozen=True)
class AddObject:
    """Put a new object on the board with everything an object can have: the face that is up,
    its visibility, choices, judge-written abilities, targets and links (checked as the
    matching actions check them)."""

    card: CardDef
    owner: str
    zone: str
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
    links: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class MoveObject:
    """Move an object to a zone: on top, at the bottom, or at `index` (0 is the top)."""

    object_id: str
    zone: str
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
    links: tuple[tuple[str, str], ...]


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


def apply(board: Board, action: Action) -> Board:
    """The board after `action`, or raise ActionRefused."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise refuse("action.unknown", action=type(action).__name__)
    return handler(board, action)


def can_apply(board: Board, action: Action) -> Reason | None:
    """None if `apply(board, action)` would succeed, else the Reason it would be refused for.

    The actions a dialog builds (an effect, an ability, a choice) are checked without making
    the board they would give; any other action is checked by applying it and dropping the
    result, which costs as much as applying it once."""
    check = _CHECKS.get(type(action))
    try:
        if check is not None:
            check(board, action)
        else:
            apply(board, action)
    except ActionRefused as refusal:
        return refusal.reason
    return None


def added_object_id(board: Board, action: AddObject) -> str:
    """The id the object `action` adds gets on `board`: its own, or a fresh one from its card
    (so a gesture can name the new object in the same undo step without applying first)."""
    return action.object_id or next_object_id(board, action.card)


def _require_player(board: Board, player_id: str | None) -> None:
    if player_id is not None and player_id not in board.player_ids:
        raise refuse("action.unknown_player", player=player_id)


def _require_object(board: Board, object_id: str) -> GameObject:
    obj = board.object(object_id)
    if obj is None:
        raise refuse("action.unknown_object", object=object_id)
    return obj


def _replace_object(board: Board, new: GameObject) -> Board:
    objects = tuple(new if o.id == new.id else o for o in board.objects)
    return board.with_changes(objects=objects)


def next_object_id(board: Board, card: CardDef | None = None) -> str:
    """A fresh id a person can read: the card's name as a slug ("head-jab"), then "head-jab-2",
    "head-jab-3"... for further copies (scenario ids allow letters, digits, "-", "_", ".")."""
    return fresh_object_id(board, card_slug(card.name) if card is not None else "object")


def fresh_object_id(board: Board, base: str) -> str:
    """`base`, or `base-2`, `base-3`... the first that no object on `board` has."""
    taken = board.object_index
    if base not in taken:
        return base
    number = 2
    while f"{base}-{number}" in taken:
        number += 1
    return f"{base}-{number}"


def card_slug(name: str) -> str:
    """`name` folded to ASCII words joined by "-" ("Lim-Dûl's Vault" -> "lim-dul-s-vault")."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_name.lower())
    return "-".join(words)[:48].strip("-") or "card"


def next_effect_id(board: Board) -> str:
    """`e<timestamp>` for a new effect, or the first free `e<timestamp>-<n>` when a file
    already uses that id (a hand-written `e2`, say): ids the app makes never collide."""
    taken = {effect.id for effect in board.effects}
    base = f"e{board.next_timestamp}"
    if base not in taken:
        return base
    number = 2
    while f"{base}-{number}" in taken:
        number += 1
    return f"{base}-{number}"


def _add_object(board: Board, action: AddObject) -> Board:
    ruleset = ruleset_for(board.game)
    if action.card.game != board.game:
        raise refuse("action.wrong_game", card=action.card.name, game=board.game)
    _require_player(board, action.owner)
    _require_player(board, action.controller)
    object_id = added_object_id(board, action)
    if object_id in board.object_index:
        raise refuse("action.duplicate_object", object=object_id)
    zone_owner = zone_owner_for(ruleset, action.zone, action.zone_owner, action.owner)
    _require_player(board, zone_owner)
    if action.under is not None:
        _require_object(board, action.under)
    obj = GameObject(
        object_id,
        as_on_board(board, action.card),
        action.owner,
        action.controller or action.owner,
        action.zone,
        zone_owner,
        face_down=action.face_down,
        under=action.under,
        entered_at=board.next_timestamp,
        private=action.private,
    )
    obj = _with_parts(board, obj, action)
    stamped = board.with_changes(next_timestamp=board.next_timestamp + 1)  # 613.7
    return place(stamped, obj, action.to_bottom)


def _with_parts(board: Board, obj: GameObject, action: AddObject) -> GameObject:
    """`obj` with the face, choices, abilities, targets and links `action` gives it."""
    low = -1 if obj.card.layout in ("split", "aftermath") else 0
    if not low <= action.face < len(obj.card.faces):
        raise refuse("action.no_such_face", object=obj.id, face=action.face)
    for choice in action.choices:
        _require_player(board, choice.chosen_by)
    keys = [ref.key for ref in obj.card.references]
    for ref in action.references:
        if ref.key in keys:
            raise refuse("action.duplicate_reference", object=obj.id, key=ref.key)
        keys.append(ref.key)
    for target in action.targets:
        if target not in board.player_ids:
            _require_object(board, target)
    _require_links(board, action.links)
    return replace(
        obj,
        face=action.face,
        choices=action.choices,
        extra_references=action.references,
        targets=action.targets,
        target_marks=tuple(_incarnation(board, t) for t in action.targets),
        links=tuple(dict.fromkeys(action.links)),
    )


def _move_object(board: Board, action: MoveObject) -> Board:
    obj = _require_object(board, action.object_id)
    _require_player(board, action.zone_owner)
    _require_player(board, action.controller)
    moved = move_object(
        board,
        obj,
        action.zone,
        action.zone_owner,
        action.controller,
        action.to_bottom,
        action.index,
    )
    partner = leaves_as_two(obj, action.zone)
    if partner is None:
        return moved
    return _add_meld_partner(moved, moved.object(obj.id) or obj, partner)


def leaves_as_two(obj: GameObject, zone: str) -> CardDef | None:
    """The second card of a melded permanent that leaves the battlefield for `zone` (712.21):
    the permanent is one object represented by two cards (712.4a), and each card becomes its
    own object in the new zone, its front face up. None for any other move."""
    return obj.card.meld_partner if melded_leaving(obj, zone) else None


def _add_meld_partner(board: Board, first: GameObject, partner: CardDef) -> Board:
    """`board` with the melded permanent's other card next to `first`, in its zone (712.21)."""
    second = replace(
        first,
        id=fresh_object_id(board, card_slug(partner.front.name)),
        card=as_on_board(board, partner),
        entered_at=board.next_timestamp,
        links=(),
    )
    same_zone = [
        o.id for o in board.objects if (o.zone, o.zone_owner) == (first.zone, first.zone_owner)
    ]
    stamped = board.with_changes(next_timestamp=board.next_timestamp + 1)  # 613.7
    return place(stamped, second, False, same_zone.index(first.id) + 1)


def _set_card(board: Board, action: SetCard) -> Board:
    obj = _require_object(board, action.object_id)
    if action.card.game != board.game:
        raise refuse("action.wrong_game", card=action.card.name, game=board.game)
    face = obj.face if obj.face < len(action.card.faces) else 0
    card = as_on_board(board, action.card)
    return _replace_object(board, replace(obj, card=card, face=face))


def _remove_object(board: Board, action: RemoveObject) -> Board:
    _require_object(board, action.object_id)
    return remove_object(board, action.object_id)


def _set_owner(board: Board, action: SetOwner) -> Board:
    obj = _require_object(board, action.object_id)
    _require_player(board, action.owner)
    return _replace_object(board, replace(obj, owner=action.owner))


def _set_controller(board: Board, action: SetController) -> Board:
    obj = _require_object(board, action.object_id)
    _require_player(board, action.controller)
    if ruleset_for(board.game).controller_of(obj) is None:
        raise refuse("action.no_controller_here", object=obj.id, zone=obj.zone)
    return _replace_object(board, replace(obj, controller=action.controller))


def _set_face_down(board: Board, action: SetFaceDown) -> Board:
    obj = _require_object(board, action.object_id)
    if obj.face_down == action.face_down:
        return board
    face_up_since = None if action.face_down else board.next_timestamp
    new = replace(obj, face_down=action.face_down, face_up_since=face_up_since)
    return _replace_object(board, new).with_changes(next_timestamp=board.next_timestamp + 1)


def _set_face(board: Board, action: SetFace) -> Board:
    """Turn an object to a face: one of its card's, or of the card it copies (a Clone copying
    a flip card can be flipped, MTG 707.3, 110.5c)."""
    obj = _require_object(board, action.object_id)
    low = -1 if obj.card.layout in ("split", "aftermath") else 0
    copied = copied_card(board, obj)
    faces = max(len(obj.card.faces), len(copied.faces) if copied is not None else 0)
    if not low <= action.face < faces:
        raise refuse("action.no_such_face", object=obj.id, face=action.face)
    return _replace_object(board, replace(obj, face=action.face))


def _add_effect(board: Board, action: AddEffect) -> Board:
    _check_add_effect(board, action)
    draft = action.effect
    stamp = draft.timestamp or board.next_timestamp
    effect = replace(draft, id=draft.id or next_effect_id(board), timestamp=stamp)
    if effect.copy_of is not None and effect.copy_of_object is None:
        effect = replace(effect, copy_of=as_on_board(board, effect.copy_of))
    effect = with_copiable_values(board, effect)  # locked in as it begins (707.2b)
    following = max(board.next_timestamp, stamp + 1)
    return board.with_changes(effects=(*board.effects, effect), next_timestamp=following)


def _check_add_effect(board: Board, action: AddEffect) -> None:
    draft = action.effect
    _require_player(board, draft.controller)
    _require_player(board, draft.duration.player)
    if draft.target is not None:
        target = _require_object(board, draft.target)
        if draft.kind == "name_sticker" and target.owner != draft.controller:
            raise refuse("action.sticker_not_owner", object=target.id, player=draft.controller)
        if draft.kind == "name_sticker" and not ruleset_for(board.game).is_public(target):
            raise refuse("action.sticker_hidden", object=target.id)  # 123.5
    elif draft.affects is None:
        raise refuse("action.effect_without_object", kind=draft.kind)
    if draft.kind not in EFFECT_KINDS:
        raise refuse("action.unknown_effect", kind=draft.kind)
    if draft.kind == "gain_ability" and draft.ability is None:
        raise refuse("action.effect_without_ability")
    if draft.id and board.effect(draft.id) is not None:
        raise refuse("action.duplicate_effect", effect=draft.id)
    if draft.copy_of_object is not None:
        _require_object(board, draft.copy_of_object)
    unknown_word = effect_words_problem(board, draft)
    if unknown_word is not None:
        raise ActionRefused(unknown_word)


def _remove_effect(board: Board, action: RemoveEffect) -> Board:
    removed = board.effect(action.effect_id)
    if removed is None:
        raise refuse("action.unknown_effect_id", effect=action.effect_id)
    after = board.with_changes(effects=tuple(e for e in board.effects if e.id != removed.id))
    copier = after.object(removed.target or "") if removed.kind == "copy" else None
    if copier is None or copier.face < len(copier.card.faces):
        return after
    copied = copied_card(after, copier)  # a face only the copied card had: back to the front
    if copied is not None and copier.face < len(copied.faces):
        return after
    return _replace_object(after, replace(copier, face=0))


def _switch_effect(board: Board, action: SwitchEffect) -> Board:
    effect = board.effect(action.effect_id)
    if effect is None:
        raise refuse("action.unknown_effect_id", effect=action.effect_id)
    effects = tuple(e.switched(action.enabled) if e.id == effect.id else e for e in board.effects)
    return board.with_changes(effects=effects)


def _make_choice(board: Board, action: MakeChoice) -> Board:
    obj = _check_make_choice(board, action)
    key = action.choice.key
    kept = obj.choices if action.add else tuple(c for c in obj.choices if c.key != key)
    choices = (*kept, action.choice)
    return _replace_object(board, replace(obj, choices=choices))


def _check_make_choice(board: Board, action: MakeChoice) -> GameObject:
    obj = _require_object(board, action.object_id)
    _require_player(board, action.choice.chosen_by)
    return obj


def _set_targets(board: Board, action: SetTargets) -> Board:
    obj = _require_object(board, action.object_id)
    for target in action.targets:
        if target not in board.player_ids:
            _require_object(board, target)
    marks = tuple(_incarnation(board, target) for target in action.targets)
    return _replace_object(board, replace(obj, targets=action.targets, target_marks=marks))


def _set_links(board: Board, action: SetLinks) -> Board:
    obj = _require_object(board, action.object_id)
    _require_links(board, action.links)
    links = tuple(dict.fromkeys(action.links))
    return _replace_object(board, replace(obj, links=links))


def _require_links(board: Board, links: tuple[tuple[str, str], ...]) -> None:
    for role, linked in links:
        if role not in LINK_ROLES:
            raise refuse("action.unknown_link_role", role=role, roles=", ".join(LINK_ROLES))
        _require_object(board, linked)


def _incarnation(board: Board, target: str) -> int:
    """Which object a target is as it is chosen: zone changes make new ones (MTG 400.7)."""
    obj = board.object(target)
    return obj.incarnation if obj is not None else 0


def _turn_face_up(board: Board, action: TurnFaceUp) -> Board:
    obj = _require_object(board, action.object_id)
    _require_player(board, action.player)
    refusal = ruleset_for(board.game).turn_face_up_refusal(obj, action.player)
    if refusal is not None:
        raise ActionRefused(refusal)
    return turn_face_up(board, obj)


def _add_reference(board: Board, action: AddReference) -> Board:
    obj = _check_add_reference(board, action)
    if action.whole_card:
        card = replace(obj.card, references=(*obj.card.references, action.reference))
        return _with_card_everywhere(board, obj.card, card)
    new = replace(obj, extra_references=(*obj.extra_references, action.reference))
    return _replace_object(board, new)


def _check_add_reference(board: Board, action: AddReference) -> GameObject:
    obj = _require_object(board, action.object_id)
    if any(ref.key == action.reference.key for ref in obj.references):
        raise refuse("action.duplicate_reference", object=obj.id, key=action.reference.key)
    unknown_word = reference_words_problem(board, action.reference)
    if unknown_word is not None:
        raise ActionRefused(unknown_word)
    if action.whole_card:
        clash = _card_reference_clash(board, obj.card, action.reference.key)
        if clash is not None:
            raise refuse("action.duplicate_reference", object=clash, key=action.reference.key)
    return obj


def _card_reference_clash(board: Board, card: CardDef, key: str) -> str | None:
    """The first object with `card` that already has an ability under `key`, if any."""
    for other in board.objects:
        if other.card == card and any(ref.key == key for ref in other.references):
            return other.id
    return None


def _with_card_everywhere(board: Board, old: CardDef, new: CardDef) -> Board:
    """Every object whose card is `old` gets `new` instead (a card-wide written ability), and
    so does every copy effect copying it."""
    objects = tuple(replace(o, card=new) if o.card == old else o for o in board.objects)
    effects = tuple(replace(e, copy_of=new) if e.copy_of == old else e for e in board.effects)
    return board.with_changes(objects=objects, effects=effects)


def as_on_board(board: Board, card: CardDef) -> CardDef:
    """`card` as the board has it: with the abilities written for every copy of it (a saved
    file keeps them per card, so one card has one set of abilities on a board)."""
    for obj in board.objects:
        if (obj.card.name, obj.card.pitch) == (card.name, card.pitch):
            return obj.card
    for effect in board.effects:
        copied = effect.copy_of
        if copied is not None and (copied.name, copied.pitch) == (card.name, card.pitch):
            return copied
    return card


def _replace_reference(board: Board, action: ReplaceReference) -> Board:
    obj = _check_replace_reference(board, action)
    key = action.reference.key
    if action.whole_card:
        refs = tuple(action.reference if r.key == key else r for r in obj.card.references)
        return _with_card_everywhere(board, obj.card, replace(obj.card, references=refs))
    kept = tuple(action.reference if r.key == key else r for r in obj.extra_references)
    return _replace_object(board, replace(obj, extra_references=kept))


def _check_replace_reference(board: Board, action: ReplaceReference) -> GameObject:
    obj = _require_object(board, action.object_id)
    unknown_word = reference_words_problem(board, action.reference)
    if unknown_word is not None:
        raise ActionRefused(unknown_word)
    key = action.reference.key
    replaced = obj.card.references if action.whole_card else obj.extra_references
    if all(ref.key != key for ref in replaced):
        raise refuse("action.unknown_reference", object=obj.id, key=key)
    return obj


def _remove_reference(board: Board, action: RemoveReference) -> Board:
    obj = _require_object(board, action.object_id)
    if action.whole_card:
        written = [r for r in obj.card.references if r.key == action.key and r.origin == "written"]
        if not written:
            raise refuse("action.unknown_reference", object=obj.id, key=action.key)
        refs = tuple(r for r in obj.card.references if r not in written)
        return _with_card_everywhere(board, obj.card, replace(obj.card, references=refs))
    kept = tuple(r for r in obj.extra_references if r.key != action.key)
    if len(kept) == len(obj.extra_references):
        raise refuse("action.unknown_reference", object=obj.id, key=action.key)
    return _replace_object(board, replace(obj, extra_references=kept))


def _advance_turn(board: Board, action: AdvanceTurn) -> Board:
    order = board.player_ids
    if action.to_player is not None:
        _require_player(board, action.to_player)
        new_active = action.to_player
    else:
        at = order.index(board.active_player) if board.active_player in order else -1
        new_active = order[(at + 1) % len(order)]
    effects = tuple(
        replace(e, ended="duration") if not e.ended and _expires(e, new_active) else e
        for e in board.effects
    )
    return board.with_changes(turn=board.turn + 1, active_player=new_active, effects=effects)


def _expires(effect: Effect, new_active: str) -> bool:
    kind = effect.duration.kind
    if kind == "this_turn":
        return True
    return kind == "until_next_turn_of" and effect.duration.player == new_active


_HANDLERS: dict[type, Callable[[Board, Any], Board]] = {
    AddObject: _add_object,
    MoveObject: _move_object,
    SetCard: _set_card,
    RemoveObject: _remove_object,
    SetOwner: _set_owner,
    SetController: _set_controller,
    SetFaceDown: _set_face_down,
    SetFace: _set_face,
    AddEffect: _add_effect,
    RemoveEffect: _remove_effect,
    SwitchEffect: _switch_effect,
    MakeChoice: _make_choice,
    SetTargets: _set_targets,
    SetLinks: _set_links,
    AddReference: _add_reference,
    ReplaceReference: _replace_reference,
    RemoveReference: _remove_reference,
    AdvanceTurn: _advance_turn,
    TurnFaceUp: _turn_face_up,
}

# the checks `can_apply` runs instead of applying: each is the first part of its handler
_CHECKS: dict[type, Callable[[Board, Any], object]] = {
    AddEffect: _check_add_effect,
    MakeChoice: _check_make_choice,
    AddReference: _check_add_reference,
    ReplaceReference: _check_replace_reference,
}
