"""Name relations beyond "the same name": different names, first printings and sticker letters.

- "different_name" (MTG 201.2c): an object has a different name than others only if it has a
  name and shares none with them; the others may be nameless.
- "different_names" (201.2b): a group has different names only if each object has a name and no
  two share one.
- "first_printed_in" (M10): the object's current name is one first printed in a set (Golgothian
  Sylex: Antiquities); a stickered or copied permanent is judged by the name it has now.
- "sticker_initial" (Knight in _____ Armor): a name starting with the letter of a name sticker
  on the source, a protection quality that is a name (702.16a, M13).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache

from sandbox.model.board import GameObject
from sandbox.model.cards import CardDef
from sandbox.model.index import BoardIndex
from sandbox.model.matching import ByState, Matcher, Why, compared_names, no_anchor
from sandbox.model.names import NameState, fold
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.stickers import initial
from sandbox.model.vocabulary import FindingStatus, Game


class DifferentNameMatcher(Matcher):
    """Objects with a different name than every anchor object (201.2c)."""

    def __init__(
        self,
        game: Game,
        names: dict[str, NameState],
        anchors: list[GameObject],
        as_known: Mapping[str, NameState] | None = None,
    ) -> None:
        super().__init__(game, names)
        self.anchor_ids = [a.id for a in anchors]
        self.anchor_names = compared_names(self.anchor_ids, names, as_known)
        self.no_anchor = no_anchor("", game)

    def _nameless_reason(self) -> Reason:
        return reason("ref.nameless_not_different", rulings=("M0a",), rules=("201.2c",))

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        for anchor_id in self.anchor_ids:  # an object never differs from itself
            shared = state.folded & self.anchor_names[anchor_id].folded
            if shared:
                return (
                    reason(
                        "ref.not_different",
                        rulings=("M0a",),
                        rules=("201.2c",),
                        has=state.names,
                        other=anchor_id,
                    ),
                )
        return None

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        status, why = super().verdict(found)
        nameless = [a for a in self.anchor_ids if not self.anchor_names[a].names]
        if nameless:
            why = (
                *why,
                reason(
                    "ref.nameless_others_differ",
                    rulings=("M0a",),
                    rules=("201.2c",),
                    anchors=nameless,
                ),
            )
        if not self.anchor_ids:
            why = (*why, self.no_anchor)
        return status, why


class DifferentNamesMatcher(Matcher):
    """Whether the whole group has different names (201.2b)."""

    def prepare(self, candidates: list[GameObject]) -> None:
        self.total = len(candidates)
        self.holders: dict[str, list[str]] = defaultdict(list)
        for obj in candidates:
            for name in self.names[obj.id].folded:
                self.holders[name].append(obj.id)

    def _nameless_reason(self) -> Reason:
        return reason("ref.nameless_not_different", rulings=("M0a",), rules=("201.2b",))

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        others = sorted({o for n in state.folded for o in self.holders[n] if o != object_id})
        if not others:
            return None
        return (
            reason(
                "ref.not_different",
                rulings=("M0a",),
                rules=("201.2b",),
                has=state.names,
                other=others,
            ),
        )

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        if self.total and len(found) == self.total:
            return "finds", (
                reason("ref.names_all_different", rulings=("M0a",), rules=("201.2b",)),
            )
        return "fails", (
            reason("ref.names_not_all_different", rulings=("M0a",), rules=("201.2b",)),
        )


class FirstPrintedMatcher(Matcher):
    """Current names among the names first printed in a set (Golgothian Sylex, M10)."""

    def __init__(self, game: Game, names: dict[str, NameState], spec: ReferenceSpec) -> None:
        super().__init__(game, names)
        self.wanted = frozenset(fold(n) for n in spec.looks_for.names)
        self.set = spec.looks_for.set
        # answers per (state, card), told by identity; each entry keeps both alive
        self._judged: dict[tuple[int, int], tuple[NameState, CardDef, Why | None]] = {}
        self._found_by_state: ByState[Why] = ByState()

    def why_not(self, obj: GameObject) -> Why | None:
        """Judged once per NameState and card: the answer looks at nothing else."""
        state, card = self.names[obj.id], obj.card
        known = self._judged.get((id(state), id(card)))
        if known is None:
            known = self._judged[(id(state), id(card))] = (state, card, self._judge(state, card))
        return known[2]

    def _judge(self, state: NameState, card: CardDef) -> Why | None:
        if not state.names:
            return (*state.nameless, self._nameless_reason())
        if state.folded & self.wanted:
            return None
        printed = fold(card.first_printing) == fold(self.set) if self.set else False
        return _not_printed_in(self.set, state.names, card.name if printed else "")

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        return None if state.folded & self.wanted else _not_printed_in(self.set, state.names, "")

    def why_found(self, obj: GameObject) -> Why:
        """The name that matched, first printed in the set, and the printing or effect that
        gave it (M10)."""
        return self._found_by_state.get(self.names[obj.id], self._why_found)

    def _why_found(self, state: NameState) -> Why:
        why: list[Reason] = []
        for name in state.names:
            if fold(name) in self.wanted:
                why.append(_printed_in(self.set, name))
                why.extend(self.name_came_from(state, name))
        return tuple(why)

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        if found:
            return "finds", ()
        return "fails", (reason("ref.found_nothing", rulings=("M10",)),)


@lru_cache(maxsize=2048)
def _printed_in(set_code: str, name: str) -> Reason:
    return reason("ref.first_printed_in", rulings=("M10",), set=set_code, name=name)


@lru_cache(maxsize=2048)
def _not_printed_in(set_code: str, has: tuple[str, ...], card: str) -> Why:
    """Why a name is not one first printed in `set_code`; `card`: its card was (M10)."""
    printed = reason("ref.not_printed_in", rulings=("M10",), set=set_code, has=has)
    if not card:
        return (printed,)
    renamed = reason(
        "ref.printed_in_but_renamed", rulings=("M10",), set=set_code, card=card, has=has
    )
    return (printed, renamed)


class StickerInitialMatcher(Matcher):
    """Names starting with the same letter as a name sticker on the source (M13)."""

    def __init__(self, game: Game, names: dict[str, NameState], letters: frozenset[str]) -> None:
        super().__init__(game, names)
        self.letters = letters

    def why_not_named(self, state: NameState, object_id: str) -> Why | None:
        if any(initial(name) in self.letters for name in state.names):
            return None
        return (
            reason(
                "ref.other_initial",
                rulings=("M13",),
                rules=("702.16a",),
                has=state.names,
                letters=sorted(self.letters),
            ),
        )

    def verdict(self, found: list[str]) -> tuple[FindingStatus, Why]:
        if not self.letters:
            return "fails", (reason("ref.no_stickers", rulings=("M13",)),)
        return super().verdict(found)


def sticker_letters(source: GameObject, index: BoardIndex) -> frozenset[str]:
    """The first letters of the name stickers on `source` that are in force."""
    return frozenset(
        initial(e.name)
        for e in index.board.effects
        if e.kind == "name_sticker"
        and e.target == source.id
        and e.enabled
        and not e.ended
        and initial(e.name)
    )
