"""`derive(board)`: the pure, deterministic computation of everything the views show.

Derived state is never stored or saved; it is recomputed from the board after every action.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache

from sandbox.model.board import Board, GameObject, Player
from sandbox.model.cards import CardDef
from sandbox.model.copies import face_down_values
from sandbox.model.effect_status import blocked_effects, split_active
from sandbox.model.effects import Effect
from sandbox.model.findings import Finding, evaluate_references
from sandbox.model.index import BoardIndex
from sandbox.model.names import NameDeriver, NameState
from sandbox.model.protection import Protection, derive_protections
from sandbox.model.reasons import Reason, reason
from sandbox.model.rulesets import Ruleset, ruleset_for
from sandbox.model.rulings import RulingId
from sandbox.model.targets import Resolution, check_targets
from sandbox.model.vocabulary import EffectKind, Game

_EFFECT_RULINGS: dict[tuple[str, str], tuple[RulingId, ...]] = {
    ("fab", "lose_names"): ("F10", "F11"),
    ("fab", "gain_name"): ("F8",),
    ("mtg", "lose_names"): ("M9",),
    ("mtg", "gain_name"): ("M9",),
    ("mtg", "name_sticker"): ("M9",),
    ("mtg", "copy"): ("M9",),
    ("mtg", "set_name"): ("M9",),
}
_EFFECT_RULES = {
    "lose_names": ("1.0.2",),
    "name_sticker": ("123.6",),
    "copy": ("707.2",),
    "set_name": ("612", "123.6c"),
    "gain_ability": ("613.1f",),
}


@dataclass(frozen=True)
class Derived:
    """Names per object id, every reference's finding, and why any effect is not applying."""

    names: Mapping[str, NameState]
    findings: tuple[Finding, ...]
    effects: Mapping[str, Reason]
    inactive_effects: Mapping[str, Reason]
    protections: tuple[Protection, ...] = ()  # MTG 702.16, M13, M14
    resolutions: tuple[Resolution, ...] = ()  # targets checked on resolution, M12

    def finding(self, finding_id: str) -> Finding | None:
        for finding in self.findings:
            if finding.id == finding_id:
                return finding
        return None

    def resolution(self, object_id: str) -> Resolution | None:
        for resolution in self.resolutions:
            if resolution.object_id == object_id:
                return resolution
        return None


def derive(board: Board) -> Derived:
    """Derive names, monikers and findings for `board`. Pure: the same board, the same result.

    It changes nothing outside itself (no process-wide switch such as the garbage collector:
    an import may be running on another thread), and what it allocates is acyclic, so
    reference counting frees a discarded result at once.
    """
    ruleset = ruleset_for(board.game)
    describe = EffectDescriptions(board)
    index = BoardIndex(board, ruleset, describe)
    active, inactive = split_active(board, ruleset)
    per_object = _effects_per_object(active, index)
    pending = _pending(board, ruleset, per_object)
    names_of = NameDeriver(ruleset, describe)
    names = names_of.name_all(board.objects, per_object)
    cards = _copied_cards(per_object, active, board.game)
    entering = _EnteringNames(board, per_object, pending, names_of, names)
    gained = _gained(per_object, active)
    printed = _PrintedNames(board, names_of)
    findings = evaluate_references(board, index, names, cards, entering, gained, printed)
    battlefield = index.objects_in("battlefield")
    protections = derive_protections(board, ruleset, names, findings, cards, battlefield)
    resolutions = check_targets(index, names, protections, cards)
    if any(e.cant_gain for e in active):
        inactive = {**inactive, **blocked_effects(active, per_object, names, describe)}
    return Derived(names, findings, describe, inactive, protections, resolutions)


def names_of(board: Board, obj: GameObject) -> NameState:
    """The names `obj` has on `board` as `derive` gives them, worked out for it alone (what an
    object relating to it remembers as it changes, MTG 608.2h)."""
    ruleset = ruleset_for(board.game)
    describe = EffectDescriptions(board)
    active, _ = split_active(board, ruleset)
    touching = [e for e in active if e.target == obj.id or e.affects is not None]
    per_object = _effects_per_object(touching, BoardIndex(board, ruleset, describe))
    effects = {obj.id: per_object.get(obj.id, ())}
    _pending(board, ruleset, effects)
    return NameDeriver(ruleset, describe)(obj, effects[obj.id])


def _pending(
    board: Board, ruleset: Ruleset, per_object: dict[str, tuple[Effect, ...]]
) -> dict[str, list[Effect]]:
    """Take out of `per_object` the effects that apply only in a zone their object is not in
    yet (an "as enters" copy effect on a spell), and return them per object."""
    pending: dict[str, list[Effect]] = {}
    if not any(e.applies_in for e in board.effects):
        return pending
    for object_id, effects in per_object.items():
        obj = board.object(object_id)
        waiting = [
            e for e in effects
            if e.applies_in and obj is not None and obj.zone not in ruleset.expand(e.applies_in)
        ]  # fmt: skip
        if waiting:
            pending[object_id] = waiting
            per_object[object_id] = tuple(e for e in effects if e not in waiting)
    return pending


class _PrintedNames:
    """The names every object has with no effect applied, as outside the game (FaB 1.7.4d);
    worked out once, the first time an ability that functions there asks."""

    def __init__(self, board: Board, names_of: NameDeriver) -> None:
        self._args = (board, names_of)
        self._result: dict[str, NameState] | None = None

    def __call__(self) -> dict[str, NameState]:
        if self._result is None:
            board, names_of = self._args
            self._result = names_of.name_all(board.objects, {})
        return self._result


class _EnteringNames:
    """The names each spell on the stack would have as a permanent, with the effects waiting
    for it there (M15, 614.12); worked out once, the first time a reference asks."""

    def __init__(
        self,
        board: Board,
        per_object: Mapping[str, tuple[Effect, ...]],
        pending: Mapping[str, list[Effect]],
        names_of: NameDeriver,
        names: dict[str, NameState],
    ) -> None:
        self._args = (board, per_object, pending, names_of, names)
        self._result: dict[str, NameState] | None = None

    def __call__(self) -> dict[str, NameState]:
        if self._result is None:
            board, per_object, pending, names_of, names = self._args
            result = dict(names)
            for obj in board.objects:
                permanent = names_of.ruleset.as_it_would_enter(obj)
                if permanent is not None:
                    effects = [*per_object.get(obj.id, ()), *pending.get(obj.id, ())]
                    effects.sort(key=lambda e: (e.timestamp, e.id))
                    result[obj.id] = names_of(permanent, tuple(effects))
            self._result = result
        return self._result


def _copied_cards(
    per_object: Mapping[str, tuple[Effect, ...]], active: list[Effect], game: Game
) -> dict[str, CardDef]:
    """For each object under a copy effect, the card it copies: the latest one (707.2)."""
    cards: dict[str, CardDef] = {}
    if not any(e.kind == "copy" for e in active):
        return cards
    for object_id, effects in per_object.items():
        for effect in effects:
            if effect.kind == "copy" and effect.copy_of is not None:
                cards[object_id] = effect.copy_of
            elif effect.kind == "copy" and effect.copy_face_down:  # no abilities (708.2a)
                cards[object_id] = face_down_values(game)
    return cards


def _gained(
    per_object: Mapping[str, tuple[Effect, ...]], active: list[Effect]
) -> dict[str, list[Effect]]:
    """For each object, the gain-ability effects on it, in timestamp order (613.1f)."""
    if not any(e.kind == "gain_ability" for e in active):
        return {}
    return {
        object_id: gains
        for object_id, effects in per_object.items()
        if (gains := [e for e in effects if e.kind == "gain_ability" and e.ability is not None])
    }


def _effects_per_object(active: list[Effect], index: BoardIndex) -> dict[str, tuple[Effect, ...]]:
    """The effects on each object, in timestamp order. Objects under the same effects share one
    tuple (a deck under one Amnesia), which lets NameDeriver tell them alike at a glance."""
    per_object: dict[str, tuple[Effect, ...]] = {}
    for effect in sorted(active, key=lambda e: (e.timestamp, e.id)):
        if effect.target is not None:
            if index.board.object(effect.target) is not None:  # one object: a tuple of its own
                per_object[effect.target] = (*per_object.get(effect.target, ()), effect)
        elif effect.affects is not None:
            source = index.board.object(effect.source_id) if effect.source_id else None
            selected = index.select(effect.affects, effect.controller, source)
            _add(per_object, [obj.id for obj in selected], effect)
    return per_object


def _add(
    per_object: dict[str, tuple[Effect, ...]], object_ids: Iterable[str], effect: Effect
) -> None:
    """Add `effect` after the effects of each object, making one new tuple per distinct old one
    (each entry keeps its old tuple, so no id is reused while `extended` lives). Objects
    side by side mostly had the same effects (a deck under nothing yet): the last old tuple
    and its new one are at hand without a lookup."""
    extended: dict[int, tuple[tuple[Effect, ...], tuple[Effect, ...]]] = {}
    last_before: tuple[Effect, ...] | None = None
    last_after: tuple[Effect, ...] = ()
    for object_id in object_ids:
        before = per_object.get(object_id, ())
        if before is not last_before:
            known = extended.get(id(before))
            if known is None:
                known = extended[id(before)] = (before, (*before, effect))
            last_before, last_after = known
        per_object[object_id] = last_after


class EffectDescriptions(Mapping[str, Reason]):
    """Each effect's provenance Reason, built the first time a view or explanation asks."""

    def __init__(self, board: Board) -> None:
        self._game = board.game
        self._players = _players_by_id(board.players)
        self._effects = {e.id: e for e in board.effects}
        self._built: dict[str, Reason] = {}

    def __getitem__(self, effect_id: str) -> Reason:
        built = self._built.get(effect_id)
        if built is None:
            effect = self._effects[effect_id]
            built = self._built[effect_id] = _describe(effect, self._game, self._players)
        return built

    def __contains__(self, effect_id: object) -> bool:
        return effect_id in self._effects

    def __iter__(self) -> Iterator[str]:
        return iter(self._effects)

    def __len__(self) -> int:
        return len(self._effects)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    __hash__ = None  # type: ignore[assignment]


def describe_effect(effect: Effect, board: Board) -> Reason:
    """The provenance of an effect: what, from which source, whose, when, until when."""
    return _describe(effect, board.game, _players_by_id(board.players))


def _players_by_id(players: tuple[Player, ...]) -> dict[str, Player]:
    """Each player by id, the first one of an id as `Board.player` finds it."""
    by_id: dict[str, Player] = {}
    for player in players:
        by_id.setdefault(player.id, player)
    return by_id


def _describe(effect: Effect, game: Game, players: Mapping[str, Player]) -> Reason:
    controller = players.get(effect.controller)
    until = effect.duration.player
    until_player = players.get(until) if until else None
    return _described(
        _effect_code(effect),
        game,
        effect.kind,
        effect.id,
        effect.gained_name or effect.name,
        effect.source_name or "-",
        controller.name if controller else effect.controller,
        effect.timestamp,
        effect.duration.kind,
        until_player.name if until_player else "",
        effect.position,
        effect.ability.text if effect.ability is not None else "",
        effect.copy_of_object or "",
    )


def _effect_code(effect: Effect) -> str:
    """The message code of an effect: its kind, told apart for Amnesia's restriction (F10)."""
    if effect.kind == "lose_names" and effect.cant_gain:
        return "effect.lose_names_cant_gain"
    if effect.kind == "copy" and effect.copy_of_object is not None:
        return "effect.copy_object"
    return f"effect.{effect.kind}"


@lru_cache(maxsize=8192)
def _described(
    code: str,
    game: Game,
    kind: EffectKind,
    effect_id: str,
    name: str,
    source: str,
    controller: str,
    timestamp: int,
    until: str,
    until_player: str,
    position: int,
    ability: str,
    copied: str,
) -> Reason:
    """The Reason of `describe_effect`, kept across derivations: effects rarely change. Keyed
    by the values it shows (hashing a whole effect, with the card a copy copies, costs more)."""
    return reason(
        code,
        rulings=_EFFECT_RULINGS.get((game, kind), ()),
        rules=_EFFECT_RULES.get(kind, ()),
        effect_id=effect_id,
        name=name,
        source=source,
        controller=controller,
        timestamp=timestamp,
        until=until,
        until_player=until_player,
        position=position,
        ability=ability,
        object=copied,
    )
