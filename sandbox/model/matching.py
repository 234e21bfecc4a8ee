"""How an identification decides, object by object, whether it found it (F3–F3b, F6–F8, M0a).

The basic Matchers: literal or chosen names (by name, moniker or part of a name), "the same
name as" an anchor group, and "the same name as another" within the group (`relations` has the
rest; `matchers` says which Matcher each `LooksFor.kind` gets).
An object with no name is never found, and has the same name as nothing (F6, M0a); only "not
named X" finds it, since having no name is having none of the names (MTG 201.2).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from typing import Generic, TypeVar

from sandbox.model.board import GameObject
from sandbox.model.index import BoardIndex
from sandbox.model.names import CURRENT, NameState, fold
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.rulings import rules, ruling
from sandbox.model.vocabulary import FindingStatus, Game, Related

Why = tuple[Reason, ...]
Answer = TypeVar("Answer")


class Matcher:
    """Base: the shared "nameless is never found" check and the any-found verdict."""

    def __init__(self, game: Game, names: dict[str, NameState]) -> None:
        self.game = game
        self.names = names
        self.describe: Mapping[str, Reason] = {}
        self.context: Why = ()  # what the finding says first (the chosen names it looks for)
        self._nameless: tuple[Why, Why] = ((), ())  # the last nameless reasons, and its Why

    def prepare(self, candidates: list[GameObject]) -> None:
        """Look at the whole group once before judging its members."""

    def why_found(self, obj: GameObject) -> Why:
        """Why a found object was found (asked only of found objects)."""
        return ()

    def name_came_from(self, state: NameState, name: str) -> Why:
        """For a name that is not printed: the effect that gave it, as the board derived it.
        A name the object also has printed is explained by the printing alone, the simplest
        cause, even when an effect gave it the same name too (F8)."""
        folded = fold(name)
        given = None
        for entry in state.entries:
            if entry.status == CURRENT and fold(entry.name) == folded:
                if entry.effect_id is None:
                    return state.faces_why  # printed: the simplest cause
                given = given or entry.effect_id
        if given is None:
            return ()
        return (self.describe[given],) if given in self.describe else ()

    def why_not(self, obj: GameObject) -> Why | None:
        state = self.names[obj.id]
        if not state.names:
            return self._why_nameless(state.nameless)
        return self.why_not_named(state, obj.id)

    def _why_nameless(self, nameless: Why) -> Why:
        """Why a nameless object is not found. Objects under one effect share their reasons
        (see NameDeriver), so a whole deck shares one Why instead of allocating one each."""
        seen, why = self._nameless
        if nameless is not seen or not why:
            why = (*nameless, self._nameless_reason())
            self._nameless = (nameless, why)
        return why

    def _nameless_reason(self) -> Reason:
        return _constant(self.game, "ref.nameless", "nameless")

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        raise NotImplementedError

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        if found:
            return "finds", ()
        return "fails", (_constant(self.game, "ref.found_nothing", "identification"),)


class ByState(Generic[Answer]):
    """A matcher's answers kept per NameState, for answers that look at nothing but the state:
    objects that share a derivation share their state (NameDeriver), so a battlefield of a few
    cards is judged a few times. Each entry keeps its state, so no id is reused meanwhile.
    Made as `ByState()` with the type on the attribute: `ByState[...]()` goes through typing
    at run time, about 1 µs a call."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[NameState, Answer]] = {}

    def get(self, state: NameState, judge: Callable[[NameState], Answer]) -> Answer:
        known = self._known.get(id(state))
        if known is None:
            known = self._known[id(state)] = (state, judge(state))
        return known[1]


class NamesMatcher(Matcher):
    """Literal, own or chosen names, compared as whole names, monikers or parts (CR 2.7.5)."""

    def __init__(
        self,
        game: Game,
        names: dict[str, NameState],
        wanted: tuple[str, ...],
        by: str,
        match_all: bool,
    ) -> None:
        super().__init__(game, names)
        self.wanted = tuple(dict.fromkeys(wanted))
        self.by = by
        self.match_all = match_all
        self.matched: set[str] = set()
        self._missed_by_state: ByState[Why | None] = ByState()
        self._found_by_state: ByState[Why] = ByState()

    def why_not(self, obj: GameObject) -> Why | None:
        return self._missed_by_state.get(self.names[obj.id], self._why_not_state)

    def _why_not_state(self, state: NameState) -> Why | None:
        if not state.names:
            return self._why_nameless(state.nameless)
        return self._why_not_named(state)

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        return self._missed_by_state.get(state, self._why_not_state)

    def _why_not_named(self, state: NameState) -> Why | None:
        hits = [w for w in self.wanted if self._matches(state, w)]
        if hits:
            self.matched.update(fold(h) for h in hits)
            return None
        why = [_other_names(self.game, state.names, self.wanted), *state.faces_why]
        if self.by == "name" and state.moniker and fold(state.moniker) in map(fold, self.wanted):
            why.append(
                reason(
                    "ref.moniker_is_not_name",
                    rulings=ruling(self.game, "moniker"),
                    rules=rules(self.game, "moniker"),
                    moniker=state.moniker,
                )
            )
        return tuple(why)

    def why_found(self, obj: GameObject) -> Why:
        return self._found_by_state.get(self.names[obj.id], self._why_found)

    def _why_found(self, state: NameState) -> Why:
        why: list[Reason] = []
        for wanted in self.wanted:
            if not self._matches(state, wanted):
                continue
            if self.by == "moniker":
                why.append(_found(self.game, "ref.found_by_moniker", "moniker_match", wanted))
            elif self.by == "part":
                why.append(_found(self.game, "ref.found_by_part", "exact", wanted))
            else:
                why.append(_found(self.game, "ref.found_by_name", "exact", wanted))
                why.extend(self.name_came_from(state, wanted))
        return tuple(why)

    def _matches(self, state: NameState, wanted: str) -> bool:
        if self.by == "moniker":
            return state.moniker is not None and fold(state.moniker) == fold(wanted)
        if self.by == "part":
            return any(_contains_words(name, wanted) for name in state.names)
        return state.has_name(wanted)

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        if not self.match_all:
            return super().verdict(found)
        missing = [w for w in self.wanted if fold(w) not in self.matched]
        if missing:
            return "fails", (
                reason(
                    "ref.names_missing", rulings=ruling(self.game, "all_names"), missing=missing
                ),
            )
        return "finds", (reason("ref.all_names_found", rulings=ruling(self.game, "all_names")),)


class NotNamedMatcher(NamesMatcher):
    """ "Not named X": the objects with none of the names. Having no name is having none of
    them, so a nameless object is found (MTG 201.2, F6 seen from the other side)."""

    def why_not(self, obj: GameObject) -> Why | None:
        state = self.names[obj.id]
        hits = [w for w in self.wanted if self._matches(state, w)]
        if not hits:
            return None
        why: list[Reason] = []
        for hit in hits:
            why.append(_found(self.game, "ref.named_so_excluded", "not_named", hit))
            why.extend(self.name_came_from(state, hit))
        return tuple(why)

    def why_found(self, obj: GameObject) -> Why:
        state = self.names[obj.id]
        if not state.names:
            return (*state.nameless, _named_none(self.game, (), self.wanted))
        return (_named_none(self.game, state.names, self.wanted),)

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        if found:
            return "finds", ()
        return "fails", (_constant(self.game, "ref.all_named", "not_named"),)


@cache
def _constant(game: Game, code: str, topic: str) -> Reason:
    """A parameterless reason, built once per game (derive makes many of them)."""
    return reason(code, rulings=ruling(game, topic), rules=rules(game, topic))


@lru_cache(maxsize=4096)
def _found(game: Game, code: str, topic: str, name: str) -> Reason:
    return reason(code, rulings=ruling(game, topic), rules=rules(game, topic), name=name)


@lru_cache(maxsize=4096)
def _other_names(game: Game, names: tuple[str, ...], wanted: tuple[str, ...]) -> Reason:
    return reason(
        "ref.other_names",
        rulings=ruling(game, "exact"),
        rules=rules(game, "exact"),
        has=names,
        wanted=wanted,
    )


@lru_cache(maxsize=4096)
def _named_none(game: Game, names: tuple[str, ...], wanted: tuple[str, ...]) -> Reason:
    """Why an object is "not named" any of `wanted`: its other names, or no name at all."""
    code = "ref.not_named" if names else "ref.nameless_not_named"
    return reason(
        code,
        rulings=ruling(game, "not_named"),
        rules=rules(game, "not_named"),
        has=names,
        wanted=wanted,
    )


@lru_cache(maxsize=4096)
def _having(game: Game, code: str, topic: str, names: tuple[str, ...]) -> Reason:
    """A reason that quotes the names an object has, built once per distinct names."""
    return reason(code, rulings=ruling(game, topic), rules=rules(game, topic), has=names)


def _contains_words(name: str, part: str) -> bool:
    words, sought = fold(name).split(), fold(part).split()
    size = len(sought)
    return any(words[i : i + size] == sought for i in range(len(words) - size + 1))


class AnyMatcher(Matcher):
    """No name words ("target creature"): every object of the group, named or not."""

    def why_not(self, obj: GameObject) -> Why | None:
        return None

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        return None

    def why_found(self, obj: GameObject) -> Why:
        return (_constant(self.game, "ref.found_without_name", "not_named"),)


class SameNameAsMatcher(Matcher):
    """Objects sharing a name with an anchor object (Spike Pit Trap's "with that name")."""

    def __init__(
        self,
        game: Game,
        names: dict[str, NameState],
        anchors: list[GameObject],
        include_anchor: bool,
        as_known: Mapping[str, NameState] | None = None,
    ) -> None:
        super().__init__(game, names)
        self.anchor_ids = [a.id for a in anchors]
        self.anchor_names = compared_names(self.anchor_ids, names, as_known)
        self.include_anchor = include_anchor
        self.no_anchor = no_anchor("", game)

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        for anchor_id in self.anchor_ids:
            if anchor_id == object_id and not self.include_anchor:
                continue
            if state.folded & self.anchor_names[anchor_id].folded:
                return None
        if object_id in self.anchor_ids and not self.include_anchor:  # "all other permanents"
            return (_having(self.game, "ref.is_the_anchor", "same_name", state.names),)
        return (_having(self.game, "ref.no_same_name", "same_name", state.names),)

    def why_found(self, obj: GameObject) -> Why:
        state = self.names[obj.id]
        shared: set[str] = set()
        for anchor_id in self.anchor_ids:
            if anchor_id != obj.id or self.include_anchor:
                shared |= state.folded & self.anchor_names[anchor_id].folded
        names = tuple(n for n in state.names if fold(n) in shared)
        why = [_having(self.game, "ref.found_same_name", "same_name", names)]
        for name in names:
            why.extend(self.name_came_from(state, name))
        return tuple(why)

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        status, why = super().verdict(found)
        nameless = [a for a in self.anchor_ids if not self.anchor_names[a].names]
        if nameless:
            why = (
                *why,
                reason(
                    "ref.anchor_nameless", rulings=ruling(self.game, "same_name"), anchors=nameless
                ),
            )
        if not self.anchor_ids:
            why = (*why, self.no_anchor)
        return status, why


class SharedNameMatcher(Matcher):
    """Objects with the same name as another object of the group (Righteous Cleansing).

    A member of the group holds each of its own names, so whether another object holds one
    depends only on how many hold it: members are judged once per NameState."""

    def __init__(self, game: Game, names: dict[str, NameState]) -> None:
        super().__init__(game, names)
        self.holders: dict[str, set[str]] = defaultdict(set)
        self.members: set[str] = set()
        self._missed_by_state: ByState[Why | None] = ByState()
        self._found_by_state: ByState[Why] = ByState()

    def prepare(self, candidates: list[GameObject]) -> None:
        self.holders = defaultdict(set)
        for obj in candidates:
            for name in self.names[obj.id].folded:
                self.holders[name].add(obj.id)
        self.members = {obj.id for obj in candidates}
        self._missed_by_state = ByState()  # answers for this group only
        self._found_by_state = ByState()

    def _held_by_another(self, folded_name: str, object_id: str) -> bool:
        holders = self.holders[folded_name]
        return len(holders) > 1 or (bool(holders) and object_id not in holders)

    def why_not(self, obj: GameObject) -> Why | None:
        if obj.id not in self.members:
            return super().why_not(obj)
        return self._missed_by_state.get(self.names[obj.id], self._why_not_member)

    def _why_not_member(self, state: NameState) -> Why | None:
        if not state.names:
            return self._why_nameless(state.nameless)
        if any(len(self.holders[name]) > 1 for name in state.folded):
            return None
        return (_having(self.game, "ref.no_shared_name", "shared_name", state.names),)

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        if any(self._held_by_another(name, object_id) for name in state.folded):
            return None
        return (_having(self.game, "ref.no_shared_name", "shared_name", state.names),)

    def why_found(self, obj: GameObject) -> Why:
        state = self.names[obj.id]
        if obj.id in self.members:
            return self._found_by_state.get(state, self._why_found_member)
        shared = tuple(n for n in state.names if self._held_by_another(fold(n), obj.id))
        return self._found_sharing(state, shared)

    def _why_found_member(self, state: NameState) -> Why:
        shared = tuple(n for n in state.names if len(self.holders[fold(n)]) > 1)
        return self._found_sharing(state, shared)

    def _found_sharing(self, state: NameState, names: tuple[str, ...]) -> Why:
        why = [_having(self.game, "ref.found_shared_name", "shared_name", names)]
        for name in names:
            why.extend(self.name_came_from(state, name))
        return tuple(why)

    def _nameless_reason(self) -> Reason:
        return _constant(self.game, "ref.nameless_shares_nothing", "shared_name")


def no_anchor_reason(spec: ReferenceSpec, game: Game) -> Reason:
    """Why there is nothing to compare with: no object, or none related to the source so."""
    anchor = spec.looks_for.anchor
    return no_anchor(anchor.related if anchor is not None else "", game)


@lru_cache(maxsize=32)
def no_anchor(related: Related, game: Game) -> Reason:
    if not related:
        return reason("ref.no_anchor")
    code = f"no_anchor_{related}"
    return reason(f"ref.{code}", rules=rules(game, code))


def compared_names(
    anchor_ids: list[str], names: Mapping[str, NameState], as_known: Mapping[str, NameState] | None
) -> dict[str, NameState]:
    """The names each anchor is compared by: as it last existed where `as_known` says, else
    as it is now."""
    known = as_known or {}
    return {a: known.get(a) or names[a] for a in anchor_ids}


def anchors_of(spec: ReferenceSpec, source: GameObject, index: BoardIndex) -> list[GameObject]:
    """The objects a "same name as" / "different name from" compares with: its anchor group,
    or the group it looks among."""
    look = spec.looks_for
    anchor_filter = look.anchor if look.anchor is not None else spec.among
    return index.select(anchor_filter, index.perspective(source), source)
