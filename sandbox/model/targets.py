"""Targets checked again on resolution (MTG 608.2b, M12).

A spell or ability on the stack keeps the targets chosen when it was put there
(`GameObject.targets`, with each target object's incarnation at that moment in
`target_marks`). On resolution each target is legal or illegal: an object that left the zone it
was in is a new object and illegal (400.7); a target with protection from the spell is illegal
(702.16b), which a changed name or a new protection can cause; a target that no longer meets
a targeting requirement of the spell (a `ReferenceSpec` with `targets`: "target creature",
"named X", "with the chosen name", "an opponent controls") is illegal (115.1, 608.2b): a
sticker, a set-name effect, a copy or a face-down turn can rename it out of the requirement.
If every target is illegal, the spell or ability does not resolve; otherwise it resolves and
the illegal targets are unaffected.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache

from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef
from sandbox.model.index import BoardIndex
from sandbox.model.matchers import matcher_for
from sandbox.model.names import NameState
from sandbox.model.protection import Protection, protection_against
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.related_players import with_related_players
from sandbox.model.rulings import RulingId
from sandbox.model.selectors import with_owner

RULINGS: tuple[RulingId, ...] = ("M12",)


@dataclass(frozen=True, slots=True)
class TargetCheck:
    """One target of a spell or ability, legal or not on resolution, and why."""

    target: str
    player: bool
    legal: bool
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Resolution:
    """The targets check of one spell or ability on the stack, and whether it resolves."""

    object_id: str
    checks: tuple[TargetCheck, ...]
    resolves: bool
    reasons: tuple[Reason, ...]

    @property
    def legal(self) -> tuple[str, ...]:
        return tuple(c.target for c in self.checks if c.legal)

    @property
    def illegal(self) -> tuple[str, ...]:
        return tuple(c.target for c in self.checks if not c.legal)

    @property
    def rulings(self) -> tuple[str, ...]:
        every = [r for why in self.reasons for r in why.rulings]
        every += [r for check in self.checks for why in check.reasons for r in why.rulings]
        return tuple(dict.fromkeys(every))


def check_targets(
    index: BoardIndex,
    names: dict[str, NameState],
    protections: Sequence[Protection],
    cards: Mapping[str, CardDef] | None = None,
) -> tuple[Resolution, ...]:
    """A Resolution for every object on the stack that has targets, in board order. `cards`:
    the card each copy copies, whose targeting requirements it has (707.2)."""
    copies = cards or {}
    return tuple(
        _resolution(index, spell, names, protections, copies.get(spell.id))
        for spell in index.objects_in("stack")
        if spell.targets
    )


def _resolution(
    index: BoardIndex,
    spell: GameObject,
    names: dict[str, NameState],
    protections: Sequence[Protection],
    card: CardDef | None,
) -> Resolution:
    board = index.board
    requirements = [s for s in index.ruleset.references(spell, card) if s.targets]
    checks = tuple(
        _check(board, spell, target, _mark(spell, i), names, protections)
        if target in board.player_ids
        else _check_object(index, spell, i, names, protections, requirements)
        for i, target in enumerate(spell.targets)
    )
    legal = sum(1 for c in checks if c.legal)
    if legal == len(checks):
        verdict = _all_legal()
    elif legal:
        verdict = reason(
            "target.some_illegal", rulings=RULINGS, rules=("608.2b",), illegal=len(checks) - legal
        )
    else:
        verdict = reason("target.all_illegal", rulings=RULINGS, rules=("608.2b",))
    return Resolution(spell.id, checks, legal > 0, (verdict,))


@cache
def _legal() -> Reason:
    return reason("target.legal", rulings=RULINGS)


@cache
def _all_legal() -> Reason:
    return reason("target.all_legal", rulings=RULINGS, rules=("608.2b",))


def _mark(spell: GameObject, number: int) -> int:
    return spell.target_marks[number] if number < len(spell.target_marks) else 0


def _check(
    board: Board,
    spell: GameObject,
    target: str,
    mark: int,
    names: Mapping[str, NameState],
    protections: Sequence[Protection],
) -> TargetCheck:
    player = target in board.player_ids
    if not player:
        gone = _left(board, target, mark)
        if gone is not None:
            return TargetCheck(target, False, False, (gone,))
    shield = protection_against(protections, target, spell.id, player)
    if shield is not None:
        return TargetCheck(target, player, False, (_protected(board, spell, shield, names),))
    return TargetCheck(target, player, True, (_legal(),))


def _check_object(
    index: BoardIndex,
    spell: GameObject,
    number: int,
    names: dict[str, NameState],
    protections: Sequence[Protection],
    requirements: list[ReferenceSpec],
) -> TargetCheck:
    """An object target: still the same object, meeting every requirement for its position
    (115.1, 608.2b), and without protection from the spell (702.16b)."""
    board = index.board
    target = spell.targets[number]
    checked = _check(board, spell, target, _mark(spell, number), names, protections)
    if not checked.legal:
        return checked
    obj = board.object(target)
    assert obj is not None  # _check found it
    for spec in requirements:
        if number in spec.targets:
            unmet = unmet_requirement(spec, spell, obj, index, names)
            if unmet is not None:
                return TargetCheck(target, False, False, unmet)
    return checked


def unmet_requirement(
    spec: ReferenceSpec,
    spell: GameObject,
    obj: GameObject,
    index: BoardIndex,
    names: dict[str, NameState],
) -> tuple[Reason, ...] | None:
    """Why `obj` does not meet the targeting requirement `spec` of `spell` (None: it does)."""
    among = with_owner(replace(spec.among, related=""), spell.owner)
    among = with_related_players(among, spell, index.board)  # "… target player controls"
    if not index.matches(among, obj, index.perspective(spell), spell):
        return (
            reason(
                "target.not_in_group",
                rulings=RULINGS,
                rules=("608.2b", "115.1"),
                target=obj.id,
                text=spec.text,
            ),
        )
    if spec.use != "identification":
        return None
    matcher = matcher_for(spec, spell, index, names)
    unmet = reason(
        "target.requirement_unmet",
        rulings=RULINGS,
        rules=("608.2b", "115.1"),
        target=obj.id,
        text=spec.text,
    )
    if isinstance(matcher, Reason):
        return (matcher, unmet)
    matcher.prepare([obj])
    why = matcher.why_not(obj)
    return None if why is None else (*why, unmet)


def _left(board: Board, target: str, mark: int) -> Reason | None:
    obj = board.object(target)
    if obj is None:
        return reason("target.gone", rulings=RULINGS, rules=("608.2b",), target=target)
    if obj.incarnation != mark:
        return reason(
            "target.left_zone",
            rulings=RULINGS,
            rules=("608.2b", "400.7"),
            target=target,
            zone=obj.zone,
        )
    return None


def _protected(
    board: Board, spell: GameObject, shield: Protection, names: Mapping[str, NameState]
) -> Reason:
    giver = board.object(shield.source_id)
    rulings: tuple[RulingId, ...] = ("M12", "M13", "M14") if shield.player else ("M12", "M13")
    rules = ("702.16b", "613.10") if shield.player else ("702.16b",)
    return reason(
        "target.protection",
        rulings=rulings,
        rules=rules,
        target=shield.holder,
        protection=shield.text,
        giver=giver.card.name if giver else shield.source_id,
        spell=names[spell.id].names or ("-",),
    )
