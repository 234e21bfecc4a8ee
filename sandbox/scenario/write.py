"""Writing scenario files' models: a board (`from_board`), or a board's history (`from_history`):
the starting board and the actions after it. The one writer of both.

A file loaded with `actions` is saved with them (its history), followed by whatever was done
since, not flattened to its final board. Each action is written with what it did: an added
object with everything it has (its id included), an added effect with the id and timestamp it
got, so loading the file replays the same boards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from sandbox.cards.library import CardLibrary, CardNotFound, bundled_library
from sandbox.cards.reference_schema import FilterModel, ReferenceModel
from sandbox.model import (
    Action,
    AddObject,
    Board,
    CardDef,
    Choice,
    Effect,
    GameObject,
    ReferenceSpec,
    action_spec,
    added_object_id,
    apply,
)
from sandbox.scenario.schema import (
    SCHEMA_VERSION,
    ActionModel,
    CardRefModel,
    ChoiceModel,
    DurationModel,
    EffectModel,
    ExpectModel,
    LastKnownModel,
    LinkModel,
    ObjectModel,
    PlayerModel,
    ScenarioModel,
    TranslationModel,
)
from sandbox.scenario.snapshots import CardSnapshotModel, distinct_cards, snapshot_model


def from_board(
    board: Board,
    *,
    title: str = "",
    description: str = "",
    rulings: Sequence[str] = (),
    focus: str | None = None,
    translations: Mapping[str, TranslationModel] | None = None,
    library: CardLibrary | None = None,
) -> ScenarioModel:
    """The scenario file model of `board` (derived state is never saved). Cards the bundled
    `library` lacks are embedded, so the file opens on any machine."""
    return ScenarioModel(
        schema_version=SCHEMA_VERSION,
        game=board.game,
        title=title,
        description=description,
        rulings=list(rulings),
        focus=focus,
        translations=dict(translations or {}),
        format=board.format,
        players=[PlayerModel(id=p.id, name=p.name, hero=p.hero) for p in board.players],
        turn=board.turn,
        active_player=board.active_player or None,
        next_timestamp=board.next_timestamp,
        objects=[_object_model(o) for o in board.objects],
        effects=[_effect_model(e) for e in board.effects],
        cards=_snapshots(board, library),
    )


def _snapshots(board: Board, library: CardLibrary | None) -> list[CardSnapshotModel]:
    """A snapshot of each card on `board` the bundled library lacks (and written abilities)."""
    return _snapshots_of(_cards_by_key(board).values(), library)


def _cards_by_key(board: Board) -> dict[tuple[str, str], CardDef]:
    """The cards on `board`, one per name and pitch: the one with the most written."""
    used = [o.card for o in board.objects]
    used += [e.copy_of for e in board.effects if e.copy_of is not None]
    by_key: dict[tuple[str, str], CardDef] = {}
    for card in distinct_cards(used):
        key = (card.name.casefold(), card.pitch)
        if key not in by_key or len(card.references) > len(by_key[key].references):
            by_key[key] = card
    return by_key


def _snapshots_of(cards: Iterable[CardDef], library: CardLibrary | None) -> list[CardSnapshotModel]:
    library = library if library is not None else bundled_library()
    snapshots = []
    for card in cards:
        try:
            bundled: CardDef | None = library.resolve(card.game, card.name, card.pitch or None)
        except CardNotFound:
            bundled = None
        snap = snapshot_model(card, bundled)
        if snap is not None:
            snapshots.append(snap)
    return snapshots


def _choice_model(choice: Choice) -> ChoiceModel:
    return ChoiceModel(
        key=choice.key,
        name=choice.name,
        chosen_by=choice.chosen_by,
        secret=choice.secret,
        ability=choice.ability,
        made_as=choice.made_as,
    )


def _object_model(obj: GameObject) -> ObjectModel:
    return ObjectModel(
        id=obj.id,
        card=obj.card.name,
        pitch=obj.card.pitch or None,
        owner=obj.owner,
        controller=obj.controller if obj.controller != obj.owner else None,
        zone=obj.zone,
        zone_owner=obj.zone_owner if obj.zone_owner not in (None, obj.owner) else None,
        face=obj.face,
        face_down=obj.face_down,
        private=obj.private,
        under=obj.under,
        choices=[_choice_model(c) for c in obj.choices],
        references=[ReferenceModel.from_model(r) for r in obj.extra_references],
        targets=list(obj.targets),
        face_up_since=obj.face_up_since,
        entered_at=obj.entered_at,
        incarnation=obj.incarnation,
        target_marks=list(obj.target_marks),
        links=[LinkModel(role=role, object=linked) for role, linked in obj.links],
        last_known=[
            LastKnownModel(object=k.object_id, names=list(k.names), left_zone=k.left_zone)
            for k in obj.last_known
        ],
    )


def _effect_model(effect: Effect) -> EffectModel:
    copy_of = None
    if effect.copy_of is not None:
        copy_of = CardRefModel(card=effect.copy_of.name, pitch=effect.copy_of.pitch or None)
    return EffectModel(
        id=effect.id,
        kind=effect.kind,
        controller=effect.controller,
        timestamp=effect.timestamp,
        source=effect.source_id,
        source_name=effect.source_name,
        duration=DurationModel(
            kind=effect.duration.kind,
            player=effect.duration.player,
        ),
        target=effect.target,
        affects=FilterModel.from_model(effect.affects) if effect.affects else None,
        name=effect.name,
        position=effect.position,
        cant_gain=effect.cant_gain,
        copy_of=copy_of,
        choice=_choice_model(effect.choice) if effect.choice else None,
        enabled=effect.enabled,
        applies_in=list(effect.applies_in),
        ended=effect.ended,
        ability=ReferenceModel.from_model(effect.ability) if effect.ability is not None else None,
        copy_of_object=effect.copy_of_object,
        copy_face_down=effect.copy_face_down,
    )


# What an added object gets from the board as it is added, never from the action.
_SET_BY_THE_BOARD = ("face_up_since", "entered_at", "incarnation", "target_marks", "last_known")


@dataclass(frozen=True)
class Step:
    """One action of a history as the window's undo stack holds it: the checkpoint `label`,
    the words of the undo step it begins when they are not the ones made from it (`text`),
    and whether it `joined` the step before (one gesture, several actions)."""

    action: Action
    label: str | None = None
    text: str | None = None
    joined: bool = False


def from_history(
    start: Board,
    actions: Sequence[Action | tuple[Action, str | None] | Step],
    *,
    title: str = "",
    description: str = "",
    rulings: Sequence[str] = (),
    focus: str | None = None,
    translations: Mapping[str, TranslationModel] | None = None,
    library: CardLibrary | None = None,
) -> ScenarioModel:
    """The scenario file model of `start` followed by `actions` (applied in order), each
    optionally with its label (a checkpoint's name) or as a whole `Step`. Each card is
    embedded as the history first shows it: an ability an action writes on a card is the
    action's to add again."""
    model = from_board(
        start,
        title=title,
        description=description,
        rulings=rulings,
        focus=focus,
        translations=translations,
        library=library,
    )
    written: list[ActionModel] = []
    board = start
    first_seen = _cards_by_key(start)
    for given in actions:
        step = _as_step(given)
        after = apply(board, step.action)
        model_of = action_model(step.action, board, after)
        extra = {"label": step.label, "step": step.text, "joined": step.joined or None}
        update = {key: value for key, value in extra.items() if value}
        written.append(model_of.model_copy(update=update) if update else model_of)
        board = after
        for card in _carried_cards(step.action):
            first_seen.setdefault((card.name.casefold(), card.pitch), card)
    for key, card in _cards_by_key(board).items():
        first_seen.setdefault(key, card)
    cards = _snapshots_of(first_seen.values(), library)
    return model.model_copy(update={"actions": written, "cards": cards})


def _carried_cards(action: Action) -> list[CardDef]:
    """The cards an action brings to the board (an added object's, a copy effect's)."""
    values = [getattr(action, part.name) for part in fields(action)]
    cards = [v for v in values if isinstance(v, CardDef)]
    return cards + [v.copy_of for v in values if isinstance(v, Effect) and v.copy_of is not None]


def self_contained(model: ScenarioModel, boards: Sequence[Board]) -> ScenarioModel:
    """`model` with a snapshot of every card its `boards` (its start and each board after an
    action) use that neither the bundled library nor the file already holds: a share string
    made from a file naming imported cards opens where they are not imported."""
    cards = {(c.name.casefold(), c.pitch): c for c in model.cards}
    for board in boards:
        for snap in _snapshots(board, None):
            cards.setdefault((snap.name.casefold(), snap.pitch), snap)
    return model.model_copy(update={"cards": list(cards.values())})


def _as_step(given: Action | tuple[Action, str | None] | Step) -> Step:
    if isinstance(given, Step):
        return given
    if isinstance(given, tuple):
        return Step(given[0], given[1])
    return Step(given)


def action_model(action: Action, before: Board, after: Board) -> ActionModel:
    """`action` as a file writes it, with what it did from `before` to `after`: its kind's
    `type`, and each of its fields under its file name (`ActionSpec.file_name`), the fields
    that hold more than a word written as their file parts are."""
    if isinstance(action, AddObject):
        return _add_object_model(action, before, after)
    spec = action_spec(action)
    data: dict[str, object] = {"type": spec.kind}
    for part in fields(action):
        name = spec.file_name(part.name)
        write = _PART_WRITERS.get(name)
        value = getattr(action, part.name)
        data.update(write(value, before, after) if write is not None else {name: value})
    return ActionModel.model_validate(data)


def _add_object_model(action: AddObject, before: Board, after: Board) -> ActionModel:
    """An added object is written whole, as the object it became (its id included)."""
    added = after.object(added_object_id(before, action))
    assert added is not None  # `after` is `before` with the action applied
    data = _object_model(added).model_dump(exclude_defaults=True)
    for name in _SET_BY_THE_BOARD:
        data.pop(name, None)
    return ActionModel(
        type="add_object", object=ObjectModel.model_validate(data), to_bottom=action.to_bottom
    )


def _card_part(card: CardDef, before: Board, after: Board) -> dict[str, object]:
    return {"card": card.name, "pitch": card.pitch or None}


def _effect_part(effect: Effect, before: Board, after: Board) -> dict[str, object]:
    """The effect as it was added: with the id and timestamp it got."""
    added = next(e for e in after.effects if before.effect(e.id) is None)
    return {"effect": _effect_model(added)}


def _choice_part(choice: Choice, before: Board, after: Board) -> dict[str, object]:
    return {"choice": _choice_model(choice)}


def _targets_part(targets: tuple[str, ...], before: Board, after: Board) -> dict[str, object]:
    return {"targets": list(targets)}


def _links_part(
    links: tuple[tuple[str, str], ...], before: Board, after: Board
) -> dict[str, object]:
    return {"links": [LinkModel(role=role, object=linked) for role, linked in links]}


def _reference_part(reference: ReferenceSpec, before: Board, after: Board) -> dict[str, object]:
    return {"reference": ReferenceModel.from_model(reference)}


# how an action's field is written when it holds more than a word, by its file name
_PART_WRITERS: dict[str, Callable[[Any, Board, Board], dict[str, object]]] = {
    "card": _card_part,
    "effect": _effect_part,
    "choice": _choice_part,
    "targets": _targets_part,
    "links": _links_part,
    "reference": _reference_part,
}


def kept_checkpoints(
    expect: Sequence[ExpectModel], labels: Sequence[str | None]
) -> list[ExpectModel]:
    """`expect` for a file whose actions have `labels`: an expectation checked after an
    action the file no longer has (undone before saving) is checked after its last action
    instead (or on the starting board), so the file stays one the app opens; none is lost."""
    last: int | str = len(labels) - 1 if labels else "start"
    kept = []
    for expectation in expect:
        after = expectation.after
        gone = (isinstance(after, int) and not 0 <= after < len(labels)) or (
            isinstance(after, str) and after != "start" and after not in labels
        )
        kept.append(expectation.model_copy(update={"after": last}) if gone else expectation)
    return kept
