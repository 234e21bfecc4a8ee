"""The one registry of matchers: for each kind an identification looks for
(`vocabulary.LooksForKind`), the function that builds the matcher deciding what it finds.

The matchers themselves live in `matching` (names, the same name, any) and `relations`
(different names, first printings, sticker letters), which builds on `matching`; this module
imports both, so neither imports the other back. A new kind is a word in the vocabulary, a
Matcher, and one entry here.
"""

from __future__ import annotations

from collections.abc import Callable

from sandbox.model.board import GameObject
from sandbox.model.index import BoardIndex
from sandbox.model.last_known_anchors import anchors_as_known
from sandbox.model.matching import (
    AnyMatcher,
    Matcher,
    NamesMatcher,
    NotNamedMatcher,
    SameNameAsMatcher,
    SharedNameMatcher,
    Why,
    anchors_of,
    no_anchor_reason,
)
from sandbox.model.names import NameState
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.relations import (
    DifferentNameMatcher,
    DifferentNamesMatcher,
    FirstPrintedMatcher,
    StickerInitialMatcher,
    sticker_letters,
)
from sandbox.model.rulings import rules, ruling
from sandbox.model.vocabulary import LooksForKind

Names = dict[str, NameState]
# a matcher for the ability, or the reason it cannot look for anything (an undefined choice)
Builder = Callable[[ReferenceSpec, GameObject, BoardIndex, Names], Matcher | Reason]


def matcher_for(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher | Reason:
    """The matcher for `spec`, or the reason it cannot look for anything (an undefined choice).
    A kind with no entry ("self", "definition" used as an identification) looks for its
    listed names."""
    build = MATCHERS.get(spec.looks_for.kind, _names)
    matcher = build(spec, source, index, names)
    if isinstance(matcher, Matcher):
        matcher.describe = index.describe
    return matcher


def _names(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher | Reason:
    """Literal names, the source's own name as an identifier (F7) and chosen names (F18, M11);
    "not named" finds the objects with none of them."""
    game = index.board.game
    look = spec.looks_for
    wanted = list(look.names)
    if look.include_source_name:
        wanted.append(source.card.name)
    context: Why = ()
    if look.kind == "chosen":
        chosen = source.chosen_names(look.choice)
        if not chosen:
            return reason(
                "ref.choice_undefined",
                rulings=ruling(game, "chosen"),
                rules=rules(game, "choice_undefined"),
                choice=look.choice,
            )
        wanted.extend(chosen)
        context = (reason("ref.chosen_names", rulings=ruling(game, "chosen"), names=chosen),)
    kind = NotNamedMatcher if look.negate else NamesMatcher
    matcher = kind(game, names, tuple(wanted), look.by, look.match == "all")
    matcher.context = context
    return matcher


def _same_name_as(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher:
    game = index.board.game
    anchors = anchors_of(spec, source, index)
    known, why = anchors_as_known(spec, source, anchors)
    same = SameNameAsMatcher(game, names, anchors, spec.looks_for.include_anchor, known)
    same.no_anchor = no_anchor_reason(spec, game)
    same.context = why
    return same


def _shared_name(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher:
    return SharedNameMatcher(index.board.game, names)


def _any(spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names) -> Matcher:
    return AnyMatcher(index.board.game, names)


def _different_name(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher:
    game = index.board.game
    anchors = anchors_of(spec, source, index)
    known, why = anchors_as_known(spec, source, anchors)
    different = DifferentNameMatcher(game, names, anchors, known)
    different.no_anchor = no_anchor_reason(spec, game)
    different.context = why
    return different


def _different_names(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher:
    return DifferentNamesMatcher(index.board.game, names)


def _first_printed_in(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher:
    return FirstPrintedMatcher(index.board.game, names, spec)


def _sticker_initial(
    spec: ReferenceSpec, source: GameObject, index: BoardIndex, names: Names
) -> Matcher:
    return StickerInitialMatcher(index.board.game, names, sticker_letters(source, index))


MATCHERS: dict[LooksForKind, Builder] = {
    "names": _names,
    "chosen": _names,
    "any": _any,
    "same_name_as": _same_name_as,
    "shared_name": _shared_name,
    "different_name": _different_name,
    "different_names": _different_names,
    "first_printed_in": _first_printed_in,
    "sticker_initial": _sticker_initial,
}
