"""Evaluate every name-using ability on the board: what it finds, what it misses, and why.

A Finding's `status` is "finds", "fails" or "n/a" (the ability is not working: its source is not
where it functions, or the choice it refers to is undefined, M11). Each missed object carries
the chain of reasons (the effects that took its names away, or the names it has instead).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from sandbox.model.agenda import once_per_object, split_by_timing
from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.effects import Effect
from sandbox.model.index import BoardIndex
from sandbox.model.linked import (
    COPIED,
    GAINED,
    PRINTED,
    WRITTEN,
    Ability,
    gained_spec,
    linked_choices,
    provenance_reason,
)
from sandbox.model.matchers import matcher_for
from sandbox.model.matching import Matcher
from sandbox.model.names import NameState
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import LooksFor, ReferenceSpec
from sandbox.model.related_players import names_related_player, unset_related_player
from sandbox.model.rulesets.base import Ruleset
from sandbox.model.rulings import RulingId, rules, ruling
from sandbox.model.selectors import ANY, OPPONENT, SOURCE_OWNER, TARGET, YOU, ObjectFilter
from sandbox.model.slots import slot_stores
from sandbox.model.vocabulary import FindingStatus, Game, Protects, Use, Zone, ZoneWord

FINDS: FindingStatus = "finds"
FAILS: FindingStatus = "fails"
NOT_APPLICABLE: FindingStatus = "n/a"


def finding_id(object_id: str, key: str) -> str:
    """The id of the finding of ability `key` of object `object_id` ("snatch:r1"): what files
    (`expect`), the command line (`render --reference`) and the views name a finding by."""
    return f"{object_id}:{key}"


@dataclass(frozen=True, slots=True, init=False)
class Miss:
    """An object the reference looked at and did not find, with the reasons why."""

    object_id: str
    reasons: tuple[Reason, ...]

    def __init__(self, object_id: str, reasons: tuple[Reason, ...]) -> None:
        set_object_id, set_reasons = _MISS_STORES  # built quickly: see slots.py
        set_object_id(self, object_id)
        set_reasons(self, reasons)

    @property
    def rulings(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r for why in self.reasons for r in why.rulings))


@dataclass(frozen=True, slots=True, init=False)
class Hit:
    """An object the reference found, with why: the name that matched and where it came from."""

    object_id: str
    reasons: tuple[Reason, ...]

    def __init__(self, object_id: str, reasons: tuple[Reason, ...]) -> None:
        set_object_id, set_reasons = _HIT_STORES  # built quickly: see slots.py
        set_object_id(self, object_id)
        set_reasons(self, reasons)


@dataclass(frozen=True, slots=True, init=False)
class Finding:
    """The outcome of one reference of one object."""

    id: str
    source_id: str
    key: str
    text: str
    use: Use
    status: FindingStatus
    found: tuple[str, ...]
    missed: tuple[Miss, ...]
    reasons: tuple[Reason, ...]
    protection: Protects = ""  # "self"/"you": a protection from what it finds (MTG 702.16a)
    hits: tuple[Hit, ...] = ()  # why each found object was found

    def __init__(
        self,
        id: str,
        source_id: str,
        key: str,
        text: str,
        use: Use,
        status: FindingStatus,
        found: tuple[str, ...],
        missed: tuple[Miss, ...],
        reasons: tuple[Reason, ...],
        protection: Protects = "",
        hits: tuple[Hit, ...] = (),
    ) -> None:
        (
            set_id,
            set_source_id,
            set_key,
            set_text,
            set_use,
            set_status,
            set_found,
            set_missed,
            set_reasons,
            set_protection,
            set_hits,
        ) = _FINDING_STORES  # built quickly: see slots.py
        set_id(self, id)
        set_source_id(self, source_id)
        set_key(self, key)
        set_text(self, text)
        set_use(self, use)
        set_status(self, status)
        set_found(self, found)
        set_missed(self, missed)
        set_reasons(self, reasons)
        set_protection(self, protection)
        set_hits(self, hits)

    @property
    def rulings(self) -> tuple[str, ...]:
        every = [r for why in self.reasons for r in why.rulings]
        every += [r for miss in self.missed for r in miss.rulings]
        return tuple(dict.fromkeys(every))


_MISS_STORES = slot_stores(Miss)
_HIT_STORES = slot_stores(Hit)
_FINDING_STORES = slot_stores(Finding)


def evaluate_references(
    board: Board,
    index: BoardIndex,
    names: dict[str, NameState],
    cards: Mapping[str, CardDef] | None = None,
    entering: Callable[[], dict[str, NameState]] | None = None,
    gained: Mapping[str, list[Effect]] | None = None,
    printed: Callable[[], dict[str, NameState]] | None = None,
) -> tuple[Finding, ...]:
    """A Finding for every reference of every object, in board order. `cards`: the card each
    copy copies, whose abilities it has instead of its own (MTG 707.2); `entering`: the names
    spells would have as permanents, for `entering` references (M15); `gained`: the
    gain-ability effects on each object, whose abilities it has too (607.5); `printed`: the
    names the objects have with no effect, for abilities that function outside the game."""
    findings: list[Finding] = []
    copies = cards or {}
    gains = gained or {}
    references = index.ruleset.references
    answers: Answers = {}
    for obj in board.objects:
        card = copies.get(obj.id) if copies else None
        if card is None and not obj.card.references:
            specs = obj.extra_references  # the common case, without a call
        else:
            specs = references(obj, card)
        for spec in specs:
            if spec.outside_game and printed is not None:
                findings.append(_outside_the_game(spec, obj, index, printed()))
                continue
            # "the chosen name" of an object that made choices reads those linked to it
            # (607.2, `linked_choices`); with none under its key, the common case's outcome
            chosen = spec.looks_for.kind == "chosen"
            if card is None and not spec.entering and not (chosen and obj.choices):
                findings.append(evaluate(spec, obj, index, names, answers))  # the common case
            elif card is None and not chosen:
                findings.append(_evaluate_here(spec, obj, index, names, entering, answers))
            else:
                ability = Ability(spec, _provenance(obj, spec, card), None, card)
                findings.append(_of_ability(ability, obj, index, names, entering, answers))
        if gains and obj.id in gains:
            for effect in gains[obj.id]:
                ability = Ability(gained_spec(effect), GAINED, effect, card)
                findings.append(_of_ability(ability, obj, index, names, entering, answers))
    return tuple(findings)


def _outside_the_game(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, printed: dict[str, NameState]
) -> Finding:
    """A meta-static ability (FaB 1.7.4d, 5.4.3): it functions outside the game, wherever its
    source is, and looks at the objects as they are there: printed, with no in-game effect
    (Amnesia takes no name from the hero a Specialization asks for)."""
    matcher = matcher_for(spec, source, index, printed)
    if isinstance(matcher, Reason):
        return _finding(spec, source, _idle(matcher))
    status, found, missed, reasons, hits = _identify(spec, source, index, matcher)
    reasons = (_functions_outside_the_game(index.ruleset), *reasons)
    return _finding(spec, source, (status, found, missed, reasons, hits))


def _functions_outside_the_game(ruleset: Ruleset) -> Reason:
    return _outside_the_game_reason(ruleset.outside_game_rulings, ruleset.outside_game_rules)


@cache
def _outside_the_game_reason(rulings: tuple[RulingId, ...], rules: tuple[str, ...]) -> Reason:
    return reason("ref.outside_the_game", rulings=rulings, rules=rules)


def _provenance(obj: GameObject, spec: ReferenceSpec, card: CardDef | None) -> str:
    for written in obj.extra_references:
        if spec is written:
            return WRITTEN
    return COPIED if card is not None else PRINTED


def _evaluate_here(
    spec: ReferenceSpec,
    obj: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
    entering: Callable[[], dict[str, NameState]] | None,
    answers: Answers,
) -> Finding:
    return _finding(spec, obj, _outcome_here(spec, obj, index, names, entering, answers))


def _outcome_here(
    spec: ReferenceSpec,
    obj: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
    entering: Callable[[], dict[str, NameState]] | None,
    answers: Answers,
) -> Answer:
    """`answers` are for `names`: an ability judging spells as they would enter asks without."""
    if spec.entering and entering is not None:
        status, found, missed, reasons, hits = _outcome(spec, obj, index, entering())
        return status, found, missed, (*reasons, _as_entering()), hits
    return _outcome(spec, obj, index, names, answers)


def _of_ability(
    ability: Ability,
    obj: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
    entering: Callable[[], dict[str, NameState]] | None,
    answers: Answers,
) -> Finding:
    """The finding of an ability with its provenance: a gained or copied one says where it
    comes from, and "the chosen name" reads only the choices linked to it (607.2, 607.5)."""
    source, unlinked = obj, None
    if ability.spec.looks_for.kind == "chosen":
        source, unlinked = linked_choices(obj, ability)
    outcome = _outcome_here(ability.spec, source, index, names, entering, answers)
    status, found, missed, reasons, hits = outcome
    if unlinked is not None and status == NOT_APPLICABLE:  # say which, not "none made"
        reasons = (unlinked, *[r for r in reasons if r.code != "ref.choice_undefined"])
    told = provenance_reason(ability)
    if told is not None:
        reasons = (told, *reasons)
    return _finding(ability.spec, source, (status, found, missed, reasons, hits))


@cache
def _as_entering() -> Reason:
    return reason("ref.as_it_would_enter", rulings=("M15",), rules=("614.12",))


def evaluate(
    spec: ReferenceSpec,
    source: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
    answers: Answers | None = None,
) -> Finding:
    """Evaluate one reference whose source is `source`. `answers`: what identifications
    already found with these `names`, to share with one asking the same question."""
    return _finding(spec, source, _outcome(spec, source, index, names, answers))


def _outcome(
    spec: ReferenceSpec,
    source: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
    answers: Answers | None = None,
) -> Answer:
    """What one reference whose source is `source` finds, as `evaluate` tells it."""
    game = index.board.game
    if spec.use == "self":
        idle = _self_idle(spec, source, index)
        if idle is not None:
            return _idle(idle)
        return _self_reference(source, names, game)
    if spec.targets and not spec.among.related:  # a targeting requirement looks at targets
        spec = replace(spec, among=replace(spec.among, related=TARGET))
    idle = _why_not_functioning(spec, source, index) or unset_related_player(
        spec.among, source, index.board
    )
    if idle is not None:
        return _idle(idle)
    if spec.use == "definition":
        return _definition(spec, source, index, names, game)
    question = _question(spec, index.perspective(source)) if answers is not None else None
    answer = answers.get(question) if answers is not None and question is not None else None
    if answer is None:
        matcher = matcher_for(spec, source, index, names)
        if isinstance(matcher, Reason):
            return _idle(matcher)
        answer = _identify(spec, source, index, matcher)
        if answers is not None and question is not None:
            answers[question] = answer
    return answer


def _idle(why: Reason) -> Answer:
    """The outcome of a reference that is not working, and why (status "n/a")."""
    return NOT_APPLICABLE, (), (), (why,), ()


# An identification's question: what it looks for, among which group, seen by which player
Question = tuple[LooksFor, ObjectFilter, str]
# and its answer: status, found, missed, summary and why each found object was found
Answer = tuple[
    FindingStatus, tuple[str, ...], tuple[Miss, ...], tuple[Reason, ...], tuple[Hit, ...]
]
Answers = dict[Question, Answer]
# the kinds whose matcher takes nothing from the object that asks (matchers.MATCHERS)
_ASKER_FREE = frozenset({"names", "shared_name", "different_names", "any", "first_printed_in"})


def _question(spec: ReferenceSpec, perspective: str) -> Question | None:
    """The question `spec` asks, when the answer cannot depend on which object asks it (beyond
    who "you" is, where the group says "you" or "opponent"): then objects asking it share one
    answer (the same card's ability on many objects, the same judge-written one). None when
    the asker matters: its own name, choices, triggers (M17), or a group relative to it (its
    targets, what lies below it, its owner)."""
    look, among = spec.looks_for, spec.among
    if look.kind not in _ASKER_FREE or look.include_source_name or spec.triggered:
        return None
    if among.exclude_source or among.below_source or among.related or among.host_of_source:
        return None
    players = (among.zone_owner, among.owner, among.controller)
    if SOURCE_OWNER in players or names_related_player(among):
        return None
    relative = YOU in players or OPPONENT in players
    return (look, among, perspective if relative else "")  # else the same for every player


def _finding(spec: ReferenceSpec, source: GameObject, answer: Answer) -> Finding:
    status, found, missed, reasons, hits = answer
    return Finding(
        finding_id(source.id, spec.key),
        source.id,
        spec.key,
        spec.text,
        spec.use,
        status,
        found,
        missed,
        reasons,
        spec.protection,
        hits,
    )


def _self_reference(source: GameObject, names: dict[str, NameState], game: Game) -> Answer:
    reasons = _self_reasons(game, not names[source.id].names)  # positional: a cheaper key
    return FINDS, (source.id,), (), reasons, ()


@cache
def _self_reasons(game: Game, nameless: bool) -> tuple[Reason, ...]:
    found = reason("ref.self", rulings=ruling(game, "self"), rules=rules(game, "self"))
    if nameless:
        return (found, reason("ref.self_nameless", rulings=ruling(game, "self")))
    return (found,)


def _definition(
    spec: ReferenceSpec,
    source: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
    game: Game,
) -> Answer:
    """A creation is never stopped by name loss; what it made follows the effects (F5).

    It says for whom it creates, lists the objects of that definition already in play that
    it may have made (owned and controlled as `creates_for` says) and which are nameless now.
    """
    look = spec.looks_for
    creates = look.creates
    reasons = [
        reason("ref.definition", rulings=ruling(game, "definition"), creates=creates),
        _created_for(game, look.creates_for, _player_name(index, source, look.creates_for)),
    ]
    group = spec.among if spec.among != ObjectFilter() else _made_for(index, look.creates_for)
    folded = creates.casefold()
    made = [
        o
        for o in index.select(group, index.perspective(source), source)
        if o.card.name.casefold() == folded
    ]
    for obj in made:
        if not names[obj.id].names:
            reasons.append(
                reason(
                    "ref.created_nameless",
                    rulings=ruling(game, "definition"),
                    object=obj.id,
                    creates=creates,
                )
            )
            reasons.extend(names[obj.id].nameless)
    return FINDS, tuple(o.id for o in made), (), tuple(reasons), ()


def _made_for(index: BoardIndex, creates_for: str) -> ObjectFilter:
    """Where the objects it made are: in play, owned and controlled by whoever created them in
    MTG (111.2); in FaB the player told to create one owns it (1.3.1a) and "under target
    hero's control" gives it to that hero (8.5.2c)."""
    in_play = (index.ruleset.in_play_group,)
    if creates_for == YOU:
        return ObjectFilter(zones=in_play, owner=YOU)
    if index.ruleset.creator_owns_created:
        return ObjectFilter(zones=in_play, owner=creates_for, controller=creates_for)
    return ObjectFilter(zones=in_play, owner=YOU, controller=creates_for)


def _player_name(index: BoardIndex, source: GameObject, creates_for: str) -> str:
    """The name of the player `creates_for` means, when it means one player."""
    meant: dict[str, str] = {YOU: index.perspective(source), SOURCE_OWNER: source.owner}
    player_id = meant.get(creates_for, creates_for)
    player = index.board.player(player_id)
    return player.name if player is not None else ""


@lru_cache(maxsize=256)
def _created_for(game: Game, creates_for: str, player: str) -> Reason:
    """For whom a definition creates (F5; MTG 111.2, FaB 8.5.2c)."""
    code = f"ref.created_for_{creates_for}" if creates_for in (OPPONENT, ANY) else "ref.created_for"
    cited = rules(game, "created_for")
    return reason(code, rulings=ruling(game, "definition"), rules=cited, player=player)


def _self_idle(spec: ReferenceSpec, source: GameObject, index: BoardIndex) -> Reason | None:
    """Why a self-reference does nothing: its source is not where the ability works ("play
    this from banished" in hand), or is a FaB private object in a public zone (3.0.4e)."""
    if spec.functions_in and source.zone not in index.zone_kinds(spec.functions_in):
        return _not_functioning(source.zone, spec.functions_in)
    return _private_source(source, index)


def _private_source(source: GameObject, index: BoardIndex) -> Reason | None:
    """FaB 3.0.4e: an ability that specifies an object in a public zone applies only if its
    source is public; a private (or face-down) card there has none that apply."""
    ruleset = index.ruleset
    if not ruleset.private_sources_lack_abilities or not (source.face_down or source.private):
        return None  # face up and visible as its zone makes it: public in a public zone
    zone = ruleset.zone(source.zone)
    if zone is None or not zone.public:
        return None
    if source.face_down or not ruleset.is_public(source):
        return reason("ref.private_source", rules=("3.0.4e",), zone=source.zone)
    return None


def _why_not_functioning(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex
) -> Reason | None:
    if spec.triggered and source.face_down:
        return reason("ref.face_down_trigger", rulings=("M17",))
    if source.face_down:  # no abilities while face down (MTG 708.2, FaB 3.0.7a)
        game = index.board.game
        return reason("ref.face_down_source", rulings=ruling(game, "face_down"))
    if source.private:
        private = _private_source(source, index)
        if private is not None:
            return private
    if spec.functions_in and source.zone not in index.zone_kinds(spec.functions_in):
        return _not_functioning(source.zone, spec.functions_in)
    return None


@lru_cache(maxsize=1024)
def _not_functioning(zone: Zone, needs: tuple[ZoneWord, ...]) -> Reason:
    return reason("ref.not_functioning", zone=zone, needs=needs)


def _identify(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, matcher: Matcher
) -> Answer:
    """What `matcher` finds among the objects `spec` looks at, seen from `source`."""
    perspective = index.perspective(source)
    candidates = index.select(spec.among, perspective, source)
    matcher.prepare(candidates)
    found: list[str] = []
    missed: list[Miss] = []
    hits: list[Hit] = []
    judge, explain = matcher.why_not, matcher.why_found
    for obj in candidates:
        why_not = judge(obj)
        if why_not is None:
            found.append(obj.id)
            hits.append(Hit(obj.id, explain(obj)))
        else:
            missed.append(Miss(obj.id, why_not))
    if spec.triggered:  # only events after it was turned face up (M17), once each (M18)
        found, late = split_by_timing(source, index.board, found)
        missed.extend(Miss(object_id, (why,)) for object_id, why in late)
        by_id = {hit.object_id: hit for hit in hits}
        hits = [by_id[i] for i in found if i in by_id]
    status, summary = matcher.verdict(found)
    if matcher.context:
        summary = (*matcher.context, *summary)
    if spec.triggered and found:
        summary = (*summary, once_per_object(len(found)))
    if not candidates:
        summary = (reason("ref.nothing_to_look_at"), *summary)
    return status, tuple(found), tuple(missed), summary, tuple(hits)
