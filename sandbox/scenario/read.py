"""Reading scenario files' models into the rules model: a Board and its actions from a scenario.

Semantic checks live here (unknown card, unknown player, unknown object, duplicate id): each
raises ScenarioProblem with the JSON path of the offending value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import MISSING, dataclass, fields, replace

from sandbox.cards.games import CONVENTIONS
from sandbox.cards.library import CardLibrary, CardNotFound
from sandbox.cards.reference_schema import FilterModel, ReferenceModel
from sandbox.cards.resolver import NOT_IN_DATA, CardResolver
from sandbox.messages import render
from sandbox.model import (
    GONE,
    PLAYER_WORDS,
    RELATIVE_PLAYERS,
    Action,
    ActionRefused,
    AddEffect,
    AddObject,
    Board,
    CardDef,
    Choice,
    Duration,
    Effect,
    Game,
    GameObject,
    LastKnown,
    LinkRole,
    ObjectFilter,
    Player,
    Reason,
    ReferenceSpec,
    Zone,
    ZoneWord,
    action_spec_for,
    apply,
    as_zone_word,
    ruleset_for,
    with_choices_made_now,
    with_copiable_values,
    zone_named,
    zone_problem,
)
from sandbox.scenario.schema import (
    ActionModel,
    ChoiceModel,
    EffectModel,
    LinkModel,
    ObjectModel,
    ScenarioModel,
)
from sandbox.scenario.snapshots import (
    CardSnapshotModel,
    snapshot_card,
    with_written,
)


class ScenarioProblem(Exception):
    """A scenario that parses but does not make sense. `path` is a JSON path like $.objects[2]."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


@dataclass(frozen=True)
class Scenario:
    """A loaded scenario: its starting board, the actions after it, and the board they give."""

    model: ScenarioModel
    start: Board
    actions: tuple[Action, ...]
    board: Board
    embedded: tuple[CardDef, ...] = ()  # the cards the file brought with it, as it saw them
    history: tuple[Board, ...] = ()  # the board after each action (the last is `board`)


def to_scenario(model: ScenarioModel, cards: CardResolver | CardLibrary) -> Scenario:
    """Check `model` against the cards and rules, and build its boards. Cards resolve from
    the bundled library, then the file's own snapshots, then the user's card database."""
    resolver = cards if isinstance(cards, CardResolver) else CardResolver.library_only(cards)
    builder = _Builder(model, resolver)
    start = with_choices_made_now(builder.board())  # made as the objects were then (607.5a)
    actions = tuple(builder.action(a, f"$.actions[{i}]") for i, a in enumerate(model.actions))
    _check_checkpoints(model)
    board = start
    history: list[Board] = []
    for i, action in enumerate(actions):
        _check_effect_objects(action, board, f"$.actions[{i}].effect")
        try:
            board = apply(board, action)
        except ActionRefused as refused:
            raise ScenarioProblem(f"$.actions[{i}]", _impossible(refused.reason)) from None
        history.append(board)
    return Scenario(model, start, actions, board, builder.embedded_cards(), tuple(history))


def _check_effect_objects(action: Action, board: Board, path: str) -> None:
    """An added effect names objects of the board it is added to (an action before it may
    have made them: a melded permanent that left as two cards, 712.21)."""
    if isinstance(action, AddEffect):
        _check_objects_named(action.effect, path, {o.id for o in board.objects})


def _check_objects_named(effect: EffectModel | Effect, path: str, ids: set[str]) -> None:
    parts = (
        ("source", effect.source if isinstance(effect, EffectModel) else effect.source_id),
        ("target", effect.target),
        ("copy_of_object", effect.copy_of_object),
    )
    for field_name, value in parts:
        if value is not None and value not in ids:
            raise ScenarioProblem(f"{path}.{field_name}", f'unknown object "{value}"')


def _check_checkpoints(model: ScenarioModel) -> None:
    """Action labels are unique (and not "start"); each `after` names an action that exists."""
    labels: dict[str, int] = {}
    for i, action in enumerate(model.actions):
        if action.label is None:
            continue
        if action.label in labels or action.label == "start":
            raise ScenarioProblem(f"$.actions[{i}].label", f'the label "{action.label}" is taken')
        labels[action.label] = i
    for i, expect in enumerate(model.expect):
        after = expect.after
        if after is None or after == "start":
            continue
        if isinstance(after, int) and not 0 <= after < len(model.actions):
            raise ScenarioProblem(
                f"$.expect[{i}].after",
                f"there is no action {after} (actions 0 to {len(model.actions) - 1})",
            )
        if isinstance(after, str) and after not in labels:
            raise ScenarioProblem(f"$.expect[{i}].after", f'no action is labelled "{after}"')


class _Builder:
    def __init__(self, model: ScenarioModel, resolver: CardResolver) -> None:
        self.model = model
        self.resolver = resolver
        self.embedded, self.written = _embedded(model, resolver)
        self._cards: dict[tuple[str, str | None], CardDef] = {}
        self.game = model.game
        self.ruleset = ruleset_for(model.game)
        self.players = [p.id for p in model.players]

    def board(self) -> Board:
        model = self.model
        self._check_unique([p.id for p in model.players], "$.players", "player id")
        for i, player in enumerate(model.players):
            if player.id in PLAYER_WORDS:
                raise ScenarioProblem(f"$.players[{i}].id", f'"{player.id}" is a reserved word')
        self._check_unique([o.id for o in model.objects], "$.objects", "object id")
        self._check_unique([e.id for e in model.effects], "$.effects", "effect id")
        objects = tuple(self.game_object(o, f"$.objects[{i}]") for i, o in enumerate(model.objects))
        ids = {o.id for o in objects}
        for i, obj in enumerate(objects):
            self._check_object_links(obj, ids, f"$.objects[{i}]")
        effects = tuple(self.effect(e, f"$.effects[{i}]", ids) for i, e in enumerate(model.effects))
        active = model.active_player or self.players[0]
        self._player(active, "$.active_player")
        stamp = model.next_timestamp or max((e.timestamp for e in effects), default=0) + 1
        board = Board(
            self.game,
            tuple(Player(p.id, p.name, p.hero) for p in model.players),
            objects,
            effects,
            model.turn,
            active,
            stamp,
            model.format,
        )
        named = tuple(board.named_by_source(effect) for effect in board.effects)
        return _with_copied_values(board.with_changes(effects=named))

    def _check_unique(self, ids: Sequence[str], path: str, what: str) -> None:
        seen: set[str] = set()
        for i, value in enumerate(ids):
            if value in seen:
                raise ScenarioProblem(f"{path}[{i}].id", f'duplicate {what} "{value}"')
            seen.add(value)

    def _player(self, player: str | None, path: str) -> None:
        if player is not None and player not in self.players:
            raise ScenarioProblem(
                path, f'unknown player "{player}" (players: {", ".join(self.players)})'
            )

    def card(self, name: str, pitch: str | None, path: str) -> CardDef:
        key = (name.casefold(), pitch)
        if key not in self._cards:  # a big deck names the same cards again and again
            try:
                card = self._find(name, pitch)
            except CardNotFound as missing:
                raise ScenarioProblem(path, _card_problem(missing, self.game)) from None
            written = self.written.get((card.name.casefold(), card.pitch))
            self._cards[key] = with_written(card, written) if written is not None else card
        return self._cards[key]

    def _find(self, name: str, pitch: str | None) -> CardDef:
        bundled = self.resolver.bundled(self.game, name, pitch)
        if bundled is not None:
            return bundled
        try:
            return self.embedded.resolve(self.game, name, pitch)
        except CardNotFound as missing:
            if missing.code != "card.unknown":
                raise
        return self.resolver.resolve(self.game, name, pitch)

    def embedded_cards(self) -> tuple[CardDef, ...]:
        return tuple(self.embedded.cards(self.game))

    def _copied(self, object_id: str) -> bool:
        """Whether a copy effect is on the object (a copy has the copied faces, and may be
        turned to one, as `SetFace` allows); a copy effect on a group gives no one's faces."""
        return any(e.kind == "copy" and e.target == object_id for e in self.model.effects)

    def game_object(self, obj: ObjectModel, path: str) -> GameObject:
        card = self.card(obj.card, obj.pitch, f"{path}.card")
        self._player(obj.owner, f"{path}.owner")
        self._player(obj.controller, f"{path}.controller")
        self._player(obj.zone_owner, f"{path}.zone_owner")
        zone = zone_named(obj.zone)
        spec = self.ruleset.zone(zone) if zone is not None else None
        if zone is None or spec is None:
            raise ScenarioProblem(
                f"{path}.zone",
                f'unknown zone "{obj.zone}" for {self.game} '
                f"(zones: {', '.join(self.ruleset.zone_kinds)})",
            )
        zone_owner = (obj.zone_owner or obj.owner) if spec.per_player else None
        if not -1 <= obj.face < len(card.faces) and not self._copied(obj.id):
            raise ScenarioProblem(f"{path}.face", f"{card.name} has {len(card.faces)} face(s)")
        for j, choice in enumerate(obj.choices):
            self._player(choice.chosen_by, f"{path}.choices[{j}].chosen_by")
        _check_reference_keys(card, obj, path)
        return GameObject(
            obj.id,
            card,
            obj.owner,
            obj.controller or obj.owner,
            zone,
            zone_owner,
            obj.face,
            obj.face_down,
            obj.private,
            obj.under,
            tuple(_choice(c) for c in obj.choices),
            self._references(obj, path),
            tuple(obj.targets),
            obj.face_up_since,
            obj.incarnation,
            tuple(obj.target_marks),
            obj.entered_at,
            _links(obj.links),
            tuple(
                LastKnown(known.object, tuple(known.names), known.left_zone)
                for known in obj.last_known
            ),
        )

    def _check_object_links(self, obj: GameObject, ids: set[str], path: str) -> None:
        if obj.under is not None and obj.under not in ids:
            raise ScenarioProblem(f"{path}.under", f'unknown object "{obj.under}"')
        for j, target in enumerate(obj.targets):
            gone = j < len(obj.target_marks) and obj.target_marks[j] == GONE
            if target not in ids and target not in self.players and not gone:
                raise ScenarioProblem(f"{path}.targets[{j}]", f'unknown object "{target}"')
        for j, (_, linked) in enumerate(obj.links):
            if linked not in ids:
                raise ScenarioProblem(f"{path}.links[{j}].object", f'unknown object "{linked}"')
        for j, known in enumerate(obj.last_known):
            if not obj.relates_to(known.object_id):
                raise ScenarioProblem(
                    f"{path}.last_known[{j}].object",
                    f'"{known.object_id}" is none of its targets or links',
                )
        for j, spec in enumerate(obj.extra_references):
            creates_for = spec.looks_for.creates_for
            if creates_for not in RELATIVE_PLAYERS and creates_for not in self.players:
                raise ScenarioProblem(
                    f"{path}.references[{j}].looks_for.creates_for",
                    f'unknown player "{creates_for}" (players: {", ".join(self.players)};'
                    f" or {', '.join(RELATIVE_PLAYERS)})",
                )

    def effect(self, eff: EffectModel, path: str, ids: set[str] | None) -> Effect:
        """The effect `eff`; the objects it names are checked against `ids` (None: an
        action's, checked against the board it is added to, `_check_effect_objects`)."""
        self._player(eff.controller, f"{path}.controller")
        self._player(eff.duration.player, f"{path}.duration.player")
        if ids is not None:
            _check_objects_named(eff, path, ids)
        if eff.target is None and eff.affects is None:
            raise ScenarioProblem(path, 'an effect needs a "target" object or an "affects" group')
        if eff.kind == "gain_ability" and eff.ability is None:
            raise ScenarioProblem(path, 'a gain_ability effect needs the "ability" it gives')
        copy_of = None
        if eff.copy_of is not None:
            copy_of = self.card(eff.copy_of.card, eff.copy_of.pitch, f"{path}.copy_of.card")
            copy_of = _as_face(copy_of, eff.copy_of.card)
        return Effect(
            id=eff.id,
            kind=eff.kind,
            controller=eff.controller,
            timestamp=eff.timestamp,
            source_id=eff.source,
            source_name=eff.source_name,
            duration=Duration(eff.duration.kind, eff.duration.player),
            target=eff.target,
            affects=self._filter(eff.affects, f"{path}.affects") if eff.affects else None,
            name=eff.name,
            position=eff.position,
            cant_gain=eff.cant_gain,
            copy_of=copy_of,
            choice=_choice(eff.choice) if eff.choice else None,
            enabled=eff.enabled,
            applies_in=self._zone_words(eff.applies_in, f"{path}.applies_in"),
            ended=eff.ended,
            ability=self._reference(eff.ability, f"{path}.ability") if eff.ability else None,
            copy_of_object=eff.copy_of_object,
            copy_face_down=eff.copy_face_down,
        )

    def _zone_words(self, words: Sequence[str], path: str) -> tuple[ZoneWord, ...]:
        """`words` as zone words, or the ScenarioProblem naming the game's zones and groups
        that the check of the built board (`semantics`) gives for them."""
        found = zone_problem(self.game, words)
        if found is not None:
            raise ScenarioProblem(path, render(found[1], cite=False))
        return tuple(as_zone_word(word) for word in words)

    def _filter(self, flt: FilterModel, path: str) -> ObjectFilter:
        self._zone_words(flt.zones, f"{path}.zones")
        return flt.to_model()

    def _references(self, obj: ObjectModel, path: str) -> tuple[ReferenceSpec, ...]:
        refs = enumerate(obj.references)
        return tuple(self._reference(ref, f"{path}.references[{j}]") for j, ref in refs)

    def _reference(self, ref: ReferenceModel, path: str) -> ReferenceSpec:
        self._zone_words(ref.among.zones, f"{path}.among.zones")
        if ref.looks_for.anchor is not None:
            self._zone_words(ref.looks_for.anchor.zones, f"{path}.looks_for.anchor.zones")
        self._zone_words(ref.functions_in, f"{path}.functions_in")
        return ref.to_model()

    def action(self, model: ActionModel, path: str) -> Action:
        return _action(self, model, path)


def _with_copied_values(board: Board) -> Board:
    """The file's copy effects that name an object but not the values it copied: the model
    works them out from the board, in timestamp order (a copy of a copy, MTG 707.3)."""
    pending = [
        e for e in board.effects
        if e.copy_of_object is not None and e.copy_of is None and not e.copy_face_down
    ]  # fmt: skip
    for effect in sorted(pending, key=lambda e: (e.timestamp, e.id)):
        worked_out = with_copiable_values(board, effect)
        effects = tuple(worked_out if e is effect else e for e in board.effects)
        board = board.with_changes(effects=effects)
    return board


def _check_reference_keys(card: CardDef, obj: ObjectModel, path: str) -> None:
    """A written ability may not reuse a key the card or another written ability has: the
    later one would silently shadow the earlier (`card:key` names one finding)."""
    keys = {ref.key for ref in card.references}
    for j, ref in enumerate(obj.references):
        if ref.key in keys:
            raise ScenarioProblem(
                f"{path}.references[{j}].key",
                f'{card.name} already has an ability "{ref.key}": give this one another key',
            )
        keys.add(ref.key)


def _embedded(
    model: ScenarioModel, resolver: CardResolver
) -> tuple[CardLibrary, dict[tuple[str, str], CardSnapshotModel]]:
    """The file's card snapshots as a library, and its per-card written abilities by card."""
    cards: list[CardDef] = []
    written: dict[tuple[str, str], CardSnapshotModel] = {}
    seen: set[tuple[str, str]] = set()
    for i, snap in enumerate(model.cards):
        key = (snap.name.casefold(), snap.pitch)
        if key in seen:
            raise ScenarioProblem(f"$.cards[{i}]", f'"{snap.label}" is embedded twice')
        seen.add(key)
        if snap.faces:
            cards.append(snapshot_card(model.game, snap))
        elif resolver.bundled(model.game, snap.name, snap.pitch or None) is not None:
            written[key] = snap
        else:
            raise ScenarioProblem(
                f"$.cards[{i}].faces", f'"{snap.label}" is not a bundled card: give its faces'
            )
    return CardLibrary(cards), written


def _card_problem(missing: CardNotFound, game: Game) -> str:
    if missing.code == "card.needs_pitch":
        return f'"{missing.name}" is several cards: add "pitch" ({", ".join(missing.candidates)})'
    if missing.code == "card.no_such_pitch":
        return f'"{missing.name}" has no such pitch ({", ".join(missing.candidates)})'
    what = CONVENTIONS[game].title
    if missing.code == NOT_IN_DATA:
        return (
            f'{what} card "{missing.name}" is not in your card data: '
            "import it with Cards › Import… or `namesake import`"
        )
    return f'unknown {game} card "{missing.name}"'


def _as_face(card: CardDef, name: str) -> CardDef:
    """A copy of one face by its name: the copy has that face alone (MTG 707.8)."""
    face = card.face_named(name)
    if face is None or face is card.faces[0] or name.casefold() == card.name.casefold():
        return card
    return replace(card, name=face.name, faces=(face,), layout="normal")


def _links(models: Sequence[LinkModel]) -> tuple[tuple[LinkRole, str], ...]:
    return tuple((link.role, link.object) for link in models)


def _choice(model: ChoiceModel) -> Choice:
    return Choice(
        model.key, model.name, model.chosen_by, model.secret, model.ability, model.made_as
    )


def _action(builder: _Builder, model: ActionModel, path: str) -> Action:
    """The action `model` writes: its kind's value class, each field read from its file name
    (`ActionSpec.file_name`), the fields that hold more than a word read from their parts."""
    if model.type == "add_object":
        return _add_object(builder, model, path)
    spec = action_spec_for(model.type)
    values: dict[str, object] = {}
    for part in fields(spec.value_class):
        name = spec.file_name(part.name)
        read = _PART_READERS.get(name)
        value = read(builder, model, path) if read is not None else getattr(model, name)
        if value is not None:
            values[part.name] = value
        elif part.name in spec.when_omitted:
            values[part.name] = spec.when_omitted[part.name]
        elif part.default is MISSING and part.default_factory is MISSING:
            raise ScenarioProblem(path, _missing(model.type, name))
    made: Action = spec.value_class(**values)
    return made


def _missing(kind: str, name: str) -> str:
    if name in _WHOLE_PARTS:
        return f'{kind} needs "{name}"'
    return f'this action needs "{name}"'


# the parts a file writes as an object of their own (the others are words and numbers)
_WHOLE_PARTS = frozenset({"object", "effect", "choice", "reference"})


def _add_object(builder: _Builder, model: ActionModel, path: str) -> AddObject:
    """An added object is written whole: the object it becomes, read as the board's are."""
    if model.object is None:
        raise ScenarioProblem(path, _missing("add_object", "object"))
    obj = builder.game_object(model.object, f"{path}.object")
    _refuse_unkept(model.object, f"{path}.object")
    return AddObject(
        obj.card,
        obj.owner,
        obj.zone,
        obj.zone_owner,
        obj.controller,
        obj.id,
        model.to_bottom,
        obj.face_down,
        obj.under,
        obj.face,
        obj.private,
        obj.choices,
        obj.extra_references,
        obj.targets,
        obj.links,
    )


def _card_part(builder: _Builder, model: ActionModel, path: str) -> CardDef | None:
    if model.card is None:
        return None
    return builder.card(model.card, model.pitch, f"{path}.card")


def _effect_part(builder: _Builder, model: ActionModel, path: str) -> Effect | None:
    if model.effect is None:
        return None
    return builder.effect(model.effect, f"{path}.effect", None)


def _choice_part(builder: _Builder, model: ActionModel, path: str) -> Choice | None:
    return _choice(model.choice) if model.choice is not None else None


def _targets_part(builder: _Builder, model: ActionModel, path: str) -> tuple[str, ...] | None:
    return tuple(model.targets) if model.targets is not None else None


def _links_part(
    builder: _Builder, model: ActionModel, path: str
) -> tuple[tuple[str, str], ...] | None:
    return _links(model.links) if model.links is not None else None


def _reference_part(builder: _Builder, model: ActionModel, path: str) -> ReferenceSpec | None:
    return model.reference.to_model() if model.reference is not None else None


def _impossible(why: Reason) -> str:
    return f"impossible action ({why.code}: {dict(why.params)})"


def _move_zone(value: str, path: str, game: Game) -> Zone:
    """The zone a move names, or the refusal applying the move to an unknown zone gives."""
    zone = zone_named(value)
    if zone is None:
        unknown = Reason("action.unknown_zone", (("game", game), ("zone", value)))
        raise ScenarioProblem(path, _impossible(unknown))
    return zone


def _zone_part(builder: _Builder, model: ActionModel, path: str) -> Zone | None:
    return None if model.zone is None else _move_zone(model.zone, path, builder.game)


# how an action's field is read when it holds more than a word, by its file name
_PART_READERS: dict[str, Callable[[_Builder, ActionModel, str], object]] = {
    "card": _card_part,
    "effect": _effect_part,
    "choice": _choice_part,
    "targets": _targets_part,
    "links": _links_part,
    "reference": _reference_part,
    "zone": _zone_part,
}


_SET_AS_IT_HAPPENS = ("face_up_since", "entered_at", "incarnation", "target_marks", "last_known")


def _refuse_unkept(obj: ObjectModel, path: str) -> None:
    """An added object's timestamps and incarnation are the board's at that moment: a value
    written for them could not be kept, so it is an error rather than silently dropped."""
    for field_name in _SET_AS_IT_HAPPENS:
        if field_name in obj.model_fields_set:
            raise ScenarioProblem(
                f"{path}.{field_name}",
                f"add_object sets {field_name} itself as the object is added: leave it out",
            )
