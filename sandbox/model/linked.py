"""Linked abilities (MTG 607.2, 607.5, 607.5a, M11): which choice an ability refers to.

"The chosen name" means the choice made for that ability, on that object: a `Choice` records
the ability it was made for and the card the object was (or copied) when it was made. An
ability the object gained (a gain-ability effect) is linked to no choice: it does nothing
with "the chosen name", even when the object made a choice for another ability of its own
(607.5). A choice made while the object was a copy of one card does not follow it into a copy
of another (607.5a). A choice that records neither links to every ability of its object; a
choice is stamped with the card its object is when it is made (`made_now`), in a file's
starting position too, so a later copy effect never moves it to the new card's ability.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.copies import copied_card
from sandbox.model.effects import Choice, Effect
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.slots import slot_stores

PRINTED, COPIED, WRITTEN, GAINED = "printed", "copied", "written", "gained"


@dataclass(frozen=True, slots=True, init=False)
class Ability:
    """One name-using ability an object has, and where it has it from (PRINTED...)."""

    spec: ReferenceSpec
    provenance: str
    effect: Effect | None = None  # the effect that gave a gained ability
    card: CardDef | None = None  # the card whose ability it is (a copy's: the copied card)

    def __init__(
        self,
        spec: ReferenceSpec,
        provenance: str,
        effect: Effect | None = None,
        card: CardDef | None = None,
    ) -> None:
        set_spec, set_provenance, set_effect, set_card = _ABILITY_STORES  # see slots.py
        set_spec(self, spec)
        set_provenance(self, provenance)
        set_effect(self, effect)
        set_card(self, card)


_ABILITY_STORES = slot_stores(Ability)


def gained_spec(effect: Effect) -> ReferenceSpec:
    """A gained ability's spec under a key of its own ("<effect id>.<key>"), so it never
    shadows a printed ability with the same key (Meddling Mage gaining Pithing Needle's)."""
    assert effect.ability is not None
    return replace(effect.ability, key=f"{effect.id}.{effect.ability.key}")


def made_now(board: Board, obj: GameObject, choice: Choice) -> Choice:
    """`choice` as `obj` makes it on `board`: made as the card it is now (its copy effect's
    card, else its own), unless the choice already says (607.5a)."""
    if choice.made_as:
        return choice
    card = copied_card(board, obj) or obj.card
    return replace(choice, made_as=card.name)


def with_choices_made_now(board: Board) -> Board:
    """`board` with every choice that says not as what it was made stamped as made now: a
    file's starting position was set up as the objects were then."""
    changed = [
        replace(obj, choices=tuple(made_now(board, obj, c) for c in obj.choices))
        for obj in board.objects
        if any(not c.made_as for c in obj.choices)
    ]
    if not changed:
        return board
    by_id = {obj.id: obj for obj in changed}
    return board.with_changes(objects=tuple(by_id.get(o.id, o) for o in board.objects))


def linked_choices(source: GameObject, ability: Ability) -> tuple[GameObject, Reason | None]:
    """`source` as `ability` sees it: with only the choices linked to it, and why a choice
    under its key is not linked (None when nothing is left out)."""
    look = ability.spec.looks_for
    under_key = [c for c in source.choices if c.key == look.choice]
    if not under_key:
        return source, None
    if ability.provenance == GAINED:
        gained_from = ability.effect.source_name if ability.effect is not None else ""
        why = reason(
            "ref.choice_not_linked_gained",
            rulings=("M11",),
            rules=("607.5", "607.2d"),
            source=gained_from or "-",
        )
        return replace(source, choices=_without(source.choices, under_key)), why
    card = ability.card.name if ability.card is not None else source.card.name
    key = ability.spec.key
    linked = [c for c in under_key if _links(c, key, card)]
    if len(linked) == len(under_key):
        return source, None
    unlinked = next(c for c in under_key if c not in linked)
    why = reason(
        "ref.choice_not_linked",
        rulings=("M11",),
        rules=("607.2", "607.5a"),
        ability=unlinked.ability or key,
        card=unlinked.made_as or card,
    )
    kept = tuple(c for c in source.choices if c not in under_key or c in linked)
    return replace(source, choices=kept), why


def _links(choice: Choice, key: str, card: str) -> bool:
    if choice.ability and choice.ability != key:
        return False
    return not choice.made_as or choice.made_as.casefold() == card.casefold()


def _without(choices: tuple[Choice, ...], dropped: list[Choice]) -> tuple[Choice, ...]:
    return tuple(c for c in choices if c not in dropped)


def provenance_reason(ability: Ability) -> Reason | None:
    """Where a gained or copied ability comes from, for its finding's explanation."""
    if ability.provenance == GAINED and ability.effect is not None:
        return _gained_from(ability.effect.id, ability.effect.source_name or "-")
    if ability.provenance == COPIED and ability.card is not None:
        return _copied_from(ability.card.name)
    return None


@lru_cache(maxsize=1024)
def _gained_from(effect_id: str, source: str) -> Reason:
    return reason(
        "ref.gained_ability",
        rules=("613.1f",),
        effect_id=effect_id,
        effect=effect_id,
        source=source,
    )


@lru_cache(maxsize=1024)
def _copied_from(card: str) -> Reason:
    return reason("ref.copied_ability", rules=("707.2",), card=card)
