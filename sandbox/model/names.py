"""Derive every object's current names and moniker, with the provenance of each name.

Order (shared by both games): face-down objects have no name (MTG 708.2), though a name
sticker still adds its word (123.6b-c); otherwise start from the copiable (printed or copied)
names, then apply name stickers, names set, gained names and name loss in timestamp order
(MTG 613, 123.6c, M9). Once a "lose and can't gain names" effect applies, every later
gain is blocked whatever its timestamp: a restriction beats an allowance (F10, FaB CR 1.0.2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

from sandbox.model.board import GameObject
from sandbox.model.cards import CardDef
from sandbox.model.effects import Effect
from sandbox.model.name_text import name_key
from sandbox.model.reasons import Reason, reason
from sandbox.model.rulesets import Ruleset
from sandbox.model.rulings import ruling
from sandbox.model.slots import slot_stores
from sandbox.model.stickers import add_word
from sandbox.model.vocabulary import Game, NameOrigin, NameStatus

PRINTED: NameOrigin = "printed"
COPIED: NameOrigin = "copied"
STICKER: NameOrigin = "sticker"
GAINED: NameOrigin = "gained"
SET: NameOrigin = "set"
CURRENT: NameStatus = "current"
LOST: NameStatus = "lost"
BLOCKED: NameStatus = "blocked"
REPLACED: NameStatus = "replaced"
Why = tuple[Reason, ...]
# a pool of nameless reasons, keyed by the identity of each reason (see _pooled)
Pool = dict[tuple[int, ...], Why]


def fold(name: str) -> str:
    """Names compare exactly but ignoring case (FaB CR 2.7.5, F3b), and as they read: NFKC,
    invisible characters left out (`name_text.name_key`)."""
    return name_key(name)


@dataclass(frozen=True, slots=True, init=False)
class NameEntry:
    """One name an object has or had: where it came from and what became of it."""

    name: str
    origin: NameOrigin
    status: NameStatus
    effect_id: str | None = None
    lost_by: str | None = None

    def __init__(
        self,
        name: str,
        origin: NameOrigin,
        status: NameStatus,
        effect_id: str | None = None,
        lost_by: str | None = None,
    ) -> None:
        set_name, set_origin, set_status, set_effect_id, set_lost_by = _ENTRY_STORES  # slots.py
        set_name(self, name)
        set_origin(self, origin)
        set_status(self, status)
        set_effect_id(self, effect_id)
        set_lost_by(self, lost_by)


@dataclass(frozen=True, slots=True, init=False)
class NameState:
    """An object's derived names. `nameless` says why it has none (empty when it has one)."""

    names: tuple[str, ...]
    entries: tuple[NameEntry, ...]
    moniker: str | None
    nameless: tuple[Reason, ...]
    folded: frozenset[str]
    # why its printed names are the ones its active face(s) give where it is (FaB 9.1, 9.2)
    faces_why: tuple[Reason, ...] = ()

    def __init__(
        self,
        names: tuple[str, ...],
        entries: tuple[NameEntry, ...],
        moniker: str | None,
        nameless: tuple[Reason, ...],
        folded: frozenset[str],
        faces_why: tuple[Reason, ...] = (),
    ) -> None:
        set_names, set_entries, set_moniker, set_nameless, set_folded, set_faces_why = (
            _STATE_STORES  # built quickly: see slots.py
        )
        set_names(self, names)
        set_entries(self, entries)
        set_moniker(self, moniker)
        set_nameless(self, nameless)
        set_folded(self, folded)
        set_faces_why(self, faces_why)

    def has_name(self, name: str) -> bool:
        return fold(name) in self.folded


_ENTRY_STORES = slot_stores(NameEntry)
_STATE_STORES = slot_stores(NameState)


@dataclass(slots=True)
class _Working:
    current: list[NameEntry]
    history: list[NameEntry]
    restriction: Effect | None = None
    # the source named by each blocked effect's description (`describe_effect`), at hand here
    # without building the description of every blocked gain
    blocked_sources: dict[str, str] = field(default_factory=dict)


SharedKey = tuple[int, int, str, bool, int]


class NameDeriver:
    """Derives names for one board, once per distinct (card, face, zone, face-down, effects).

    The result depends on nothing else, and on a large board most objects share a card and
    the same group effects (a deck under Amnesia), so they share one computation.

    The cache is this object's own: derive makes one per derivation and drops it with it.
    A card and an effects tuple are told by identity (hashing a whole card per object would
    cost more than the sharing saves; derive gives objects under the same effects one shared
    tuple), and each entry keeps both, so no id can be reused while it lives.
    """

    def __init__(self, ruleset: Ruleset, describe: Mapping[str, Reason]) -> None:
        self.ruleset = ruleset
        self.describe = describe
        self._shared: dict[SharedKey, tuple[CardDef, tuple[Effect, ...], NameState]] = {}
        self._plain: dict[int, tuple[CardDef, NameState]] = {}  # one-faced, under no effect
        self._nameless: Pool = {}
        self._printed: dict[tuple[int, int, str], tuple[CardDef, tuple[NameEntry, ...]]] = {}

    def __call__(self, obj: GameObject, effects: tuple[Effect, ...]) -> NameState:
        """The names of `obj` under `effects` (sorted by timestamp)."""
        return self.name_all((obj,), {obj.id: effects})[obj.id]

    def name_all(
        self, objects: Iterable[GameObject], per_object: Mapping[str, tuple[Effect, ...]]
    ) -> dict[str, NameState]:
        """The names of each of `objects` under its effects in `per_object` (none if absent)."""
        by_zone = self.ruleset.names_depend_on_zone
        shared, plain = self._shared, self._plain
        names: dict[str, NameState] = {}
        for obj in objects:
            card = obj.card
            effects = per_object.get(obj.id, ())
            if not effects and not obj.face and not obj.face_down and len(card.faces) == 1:
                # the common case (a library): a one-faced card as printed, told by its card
                printed = plain.get(id(card))
                if printed is None:
                    printed = plain[id(card)] = (card, self._derive(obj, effects))
                names[obj.id] = printed[1]
                continue
            # which faces are active may depend on the zone, and in MTG what a copy copies
            zone = obj.zone if len(card.faces) > 1 or (by_zone and effects) else ""
            key = (id(card), obj.face, zone, obj.face_down, id(effects))
            known = shared.get(key)
            if known is None:
                known = shared[key] = (card, effects, self._derive(obj, effects))
            names[obj.id] = known[2]
        return names

    def _derive(self, obj: GameObject, effects: tuple[Effect, ...]) -> NameState:
        # one nameless tuple per distinct reason: matchers share their misses by it
        return derive_names(
            obj, effects, self.ruleset, self.describe, self._printed_entries(obj), self._nameless
        )

    def _printed_entries(self, obj: GameObject) -> tuple[NameEntry, ...]:
        """The printed names of `obj` as entries, once per card, face and (for a card with
        more than one face, whose active faces may depend on it) zone."""
        key = (id(obj.card), obj.face, obj.zone if len(obj.card.faces) > 1 else "")
        known = self._printed.get(key)
        if known is None:
            entries = tuple(NameEntry(n, PRINTED, CURRENT) for n in self.ruleset.printed_names(obj))
            known = self._printed[key] = (obj.card, entries)
        return known[1]


def derive_names(
    obj: GameObject,
    effects: Sequence[Effect],
    ruleset: Ruleset,
    describe: Mapping[str, Reason],
    printed: Sequence[NameEntry] | None = None,
    pool: Pool | None = None,
) -> NameState:
    """The names of `obj` under `effects` (already sorted by timestamp). `printed`: its printed
    names as entries, when known; `pool`: the nameless tuples to reuse an equal one from."""
    if obj.face_down:
        why = _face_down(ruleset.game)
        stickers = [e for e in effects if e.kind == "name_sticker"]
        if not stickers:
            return NameState((), (), None, _pooled(pool, (why,)), frozenset())
        work = _Working(current=[], history=[])  # no name, but stickers add words (123.6b-c)
        for sticker in stickers:
            _apply(sticker, work)
        return _finish(obj, work, ruleset, describe, pool)
    work = _Working(current=_copiable(obj, effects, ruleset, printed), history=[])
    for effect in effects:
        _apply(effect, work)
    state = _finish(obj, work, ruleset, describe, pool)
    if effects and not state.names and not state.nameless:
        copied = [e for e in effects if e.kind == "copy" and (e.copy_of or e.copy_face_down)]
        if copied and copied[-1].copy_face_down:
            why = _copied_face_down()
            given = (describe[copied[-1].id],) if copied[-1].id in describe else ()
            return replace(state, nameless=_pooled(pool, (*given, why)))
    return state


def _pooled(pool: Pool | None, why: Why) -> Why:
    """The tuple of `pool` that holds the same reasons as `why`, or `why` itself added to it.
    The reasons come from caches (effect descriptions, `_gain_blocked`), so equal ones are
    mostly the same objects, and their identities make a key cheaper than hashing each Reason
    by value; the pool keeps each one alive, so no id is reused while it lives."""
    if pool is None or not why:
        return why
    return pool.setdefault(tuple(map(id, why)), why)


@cache
def _face_down(game: Game) -> Reason:
    return reason("name.face_down", rulings=ruling(game, "name_face_down"), rules=("708.2",))


@cache
def _copied_face_down() -> Reason:
    return reason("name.copied_face_down", rulings=("M9",), rules=("707.2", "708.2a"))


def _copiable(
    obj: GameObject,
    effects: Sequence[Effect],
    ruleset: Ruleset,
    printed: Sequence[NameEntry] | None = None,
) -> list[NameEntry]:
    copies = (
        [e for e in effects if e.kind == "copy" and (e.copy_of or e.copy_face_down)]
        if effects
        else ()
    )
    if copies:  # the latest copy effect sets the copiable values (707.2)
        copied = copies[-1]
        if copied.copy_of is None:  # a copy of a face-down object has no name (707.2, 708.2a)
            return []
        names = ruleset.copy_names(copied.copy_of, obj)
        return [NameEntry(name, COPIED, CURRENT, copied.id) for name in names if name]
    if printed is not None:
        return list(printed)
    return [NameEntry(name, PRINTED, CURRENT) for name in ruleset.printed_names(obj)]


def _apply(effect: Effect, work: _Working) -> None:
    if effect.kind == "name_sticker":
        _apply_sticker(effect, work)
    elif effect.kind == "set_name":
        _set_name(effect, work)
    elif effect.kind == "gain_name":
        gained = effect.gained_name
        if gained is None:
            return
        if work.restriction is not None:
            work.history.append(NameEntry(gained, GAINED, BLOCKED, effect.id, work.restriction.id))
            work.blocked_sources[effect.id] = effect.source_name or "-"
        else:
            work.current.append(NameEntry(gained, GAINED, CURRENT, effect.id))
    elif effect.kind == "lose_names":
        for entry in work.current:
            lost = NameEntry(entry.name, entry.origin, LOST, entry.effect_id, effect.id)
            work.history.append(lost)
        work.current = []
        if effect.cant_gain:
            work.restriction = effect


def _apply_sticker(effect: Effect, work: _Working) -> None:
    """A sticker's word goes after `position` words, or at the end if the name is shorter;
    with no name, the name becomes the word (123.6b-c)."""
    if not work.current:
        work.current.append(NameEntry(add_word("", effect.name, 0), STICKER, CURRENT, effect.id))
        return
    first = work.current[0]
    stickered = add_word(first.name, effect.name, effect.position)
    work.history.append(NameEntry(first.name, first.origin, REPLACED, first.effect_id, effect.id))
    work.current[0] = NameEntry(stickered, STICKER, CURRENT, effect.id)


def _set_name(effect: Effect, work: _Working) -> None:
    """A text-changing effect that makes the name `name`: it replaces every name (123.6c)."""
    named = effect.gained_name
    if named is None:
        return
    for entry in work.current:
        work.history.append(
            NameEntry(entry.name, entry.origin, REPLACED, entry.effect_id, effect.id)
        )
    if work.restriction is not None:
        work.history.append(NameEntry(named, SET, BLOCKED, effect.id, work.restriction.id))
        work.blocked_sources[effect.id] = effect.source_name or "-"
        work.current = []
    else:
        work.current = [NameEntry(named, SET, CURRENT, effect.id)]


def _why_nameless(
    history: list[NameEntry], describe: Mapping[str, Reason], sources: Mapping[str, str]
) -> tuple[Reason, ...]:
    """The effects that took names away, then the gains a restriction blocked (F10), each
    with the source `sources` has for it, else its description's."""
    takers: dict[str, None] = {}
    blocked: list[tuple[str, str]] = []  # (effect id, name)
    for entry in history:
        if entry.status == BLOCKED:
            if entry.effect_id is not None:
                blocked.append((entry.effect_id, entry.name))
        elif entry.lost_by:
            takers[entry.lost_by] = None
    why = [describe[t] for t in takers if t in describe]
    for effect_id, name in blocked:
        source = sources.get(effect_id) or describe[effect_id].param("source") or "-"
        why.append(_gain_blocked(effect_id, name, source))
    return tuple(why)


@lru_cache(maxsize=4096)
def _gain_blocked(effect_id: str, name: str, source: str) -> Reason:
    return reason(
        "name.gain_blocked",
        rulings=("F10",),
        rules=("1.0.2",),
        effect_id=effect_id,
        name=name,
        source=source,
    )


def _finish(
    obj: GameObject,
    work: _Working,
    ruleset: Ruleset,
    describe: Mapping[str, Reason],
    pool: Pool | None = None,
) -> NameState:
    names: list[str] = []
    seen: set[str] = set()
    for entry in work.current:
        folded = fold(entry.name)
        if folded not in seen:  # two same names count once (F8)
            seen.add(folded)
            names.append(entry.name)
    moniker = None
    for name in names:
        moniker = ruleset.moniker(obj, name)
        if moniker:
            break
    nameless: tuple[Reason, ...] = ()
    if not names:
        nameless = _pooled(pool, _why_nameless(work.history, describe, work.blocked_sources))
    entries = (*work.history, *work.current)
    faces_why = _faces_why(obj, entries, ruleset)
    return NameState(tuple(names), entries, moniker, nameless, frozenset(seen), faces_why)


def _faces_why(
    obj: GameObject, entries: tuple[NameEntry, ...], ruleset: Ruleset
) -> tuple[Reason, ...]:
    """Why the printed names are those of its active face(s), when any printed name is in
    play (current or lost) and its game explains it (FaB double-faced and split cards)."""
    if len(obj.card.faces) < 2 or not any(e.origin == PRINTED for e in entries):
        return ()
    why = ruleset.faces_reason(obj)
    return (why,) if why is not None else ()
