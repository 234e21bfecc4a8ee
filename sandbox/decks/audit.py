"""A deck audit: which of the deck's cards use names, and what an effect on either player
changes in what their abilities find, in the board's own explanations.

The probe board (`probe`) is derived before and after the effect (`against`); the model's
what-if (`sandbox.model.diff`) says which abilities changed. Only the deck's own sources are
reported, and the effect's own card where it is one (Pithing Needle finding the deck's
cards). Each object an ability stops or starts finding comes with the reasons the board gives
(why it is missed now, or why it is found), with their ruling ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.cards.resolver import CardResolver
from sandbox.decks.against import Applied, apply_against
from sandbox.decks.probe import Probe, build_probe, name_users
from sandbox.decks.resolve import ResolvedDeck
from sandbox.model import ActionRefused, Board, Derived, FindingChange, Reason, derive, diff
from sandbox.model import CardDef as Card


class AuditRefused(ValueError):
    """The model refused to apply the effect on the audit's board (its reason says why)."""

    def __init__(self, word: str, reason: Reason) -> None:
        super().__init__(word)
        self.word = word
        self.reason = reason


@dataclass(frozen=True)
class Seen:
    """An object an ability stops or starts finding, and why (the board's reasons)."""

    object_id: str
    card: str
    owner: str
    zone: str
    reasons: tuple[Reason, ...]


@dataclass(frozen=True)
class AbilityChange:
    card: str
    source_id: str
    finding_id: str
    key: str
    text: str
    status_before: str | None
    status_after: str | None
    stops_finding: tuple[Seen, ...]
    starts_finding: tuple[Seen, ...]
    reasons: tuple[Reason, ...]  # the ability's own reasons after the effect
    rulings: tuple[str, ...]


@dataclass(frozen=True)
class AuditRun:
    """One effect on one side: what changed, on the board the user can open."""

    applied: Applied
    changes: tuple[AbilityChange, ...]


@dataclass(frozen=True)
class Audit:
    deck: ResolvedDeck
    probe: Probe
    name_users: tuple[Card, ...]
    runs: tuple[AuditRun, ...]


def audit_deck(
    deck: ResolvedDeck,
    against: tuple[str, ...],
    sides: tuple[str, ...],
    resolver: CardResolver,
    name: str = "",
) -> Audit:
    """The audit of `deck` against each effect word on each side (UnknownAgainst if a word
    is not one of `against_words`)."""
    probe = build_probe(deck, resolver, name)
    before = derive(probe.board)
    runs = []
    for word in against:
        for side in sides:
            try:
                applied = apply_against(probe, word, side, resolver, name)
            except ActionRefused as refusal:
                raise AuditRefused(word, refusal.reason) from None
            runs.append(AuditRun(applied, _changes(probe, before, applied)))
    return Audit(deck, probe, tuple(name_users(deck)), tuple(runs))


def _changes(probe: Probe, before: Derived, applied: Applied) -> tuple[AbilityChange, ...]:
    after = derive(applied.board)
    reported = set(probe.sources) | set(applied.added)
    return tuple(
        _ability_change(applied.board, after, change)
        for change in diff(before, after).findings
        if change.source_id in reported
    )


def _ability_change(board: Board, after: Derived, change: FindingChange) -> AbilityChange:
    finding = after.finding(change.finding_id)
    misses = {m.object_id: m.reasons for m in finding.missed} if finding else {}
    hits = {h.object_id: h.reasons for h in finding.hits} if finding else {}
    source = board.object(change.source_id)
    key = change.finding_id.rpartition(":")[2]
    stops = tuple(_seen(board, i, misses.get(i, ())) for i in change.found_lost)
    starts = tuple(_seen(board, i, hits.get(i, ())) for i in change.found_gained)
    printed = next((r.rulings for r in source.references if r.key == key), ()) if source else ()
    seen_rulings = (r for seen in (*stops, *starts) for why in seen.reasons for r in why.rulings)
    rulings = tuple(dict.fromkeys((*printed, *seen_rulings)))
    return AbilityChange(
        card=source.card.label if source else change.source_id,
        source_id=change.source_id,
        finding_id=change.finding_id,
        key=key,
        text=change.text,
        status_before=change.status_before,
        status_after=change.status_after,
        stops_finding=stops,
        starts_finding=starts,
        reasons=finding.reasons if finding else (),
        rulings=rulings,
    )


def _seen(board: Board, object_id: str, reasons: tuple[Reason, ...]) -> Seen:
    obj = board.object(object_id)
    if obj is None:
        return Seen(object_id, object_id, "", "", reasons)
    return Seen(object_id, obj.card.label, obj.owner, obj.zone, reasons)
