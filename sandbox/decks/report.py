"""A deck audit as data (stable JSON keys), plain text or Markdown, in English or Spanish.

JSON: `deck` (title, game, cards), `name_users` (each card with its abilities: key, text,
use, origin, rulings), `runs` (each `against`, `on` (`you`/`opponent`), `label`, `changes`:
each `card`, `source`, `ability`, `text`, `status_before`, `status_after`, `stops_finding`
and `starts_finding` (each `{id, card, owner, zone, reasons}`), `reasons`, `rulings`).
"""

from __future__ import annotations

from typing import Any

from sandbox.decks.audit import AbilityChange, Audit, AuditRun, Seen
from sandbox.decks.probe import YOU
from sandbox.decks.words import say
from sandbox.messages import render
from sandbox.messages.zones import zone_phrase

SIDE_WORDS = {"me": "you", "rival": "opponent"}


def audit_data(audit: Audit, language: str = "en") -> dict[str, Any]:
    return {
        "deck": {
            "title": audit.deck.title,
            "game": audit.deck.game,
            "cards": audit.deck.card_count,
        },
        "name_users": [
            {
                "card": card.label,
                "abilities": [
                    {
                        "key": r.key,
                        "text": r.text,
                        "use": r.use,
                        "origin": r.origin or "curated",
                        "rulings": list(r.rulings),
                    }
                    for r in card.references
                ],
            }
            for card in audit.name_users
        ],
        "runs": [_run_data(run, language) for run in audit.runs],
    }


def _run_data(run: AuditRun, language: str) -> dict[str, Any]:
    return {
        "against": run.applied.word,
        "on": SIDE_WORDS[run.applied.side],
        "label": label(run, language),
        "changes": [_change_data(change, language) for change in run.changes],
    }


def label(run: AuditRun, language: str) -> str:
    """What the run is against: the card (and the name it gives or names), a name sticker
    with its word, or face-down cards."""
    applied = run.applied
    if applied.card:
        return f"{applied.card} ({applied.name})" if applied.name else applied.card
    if applied.name:
        return say("audit.sticker", {"word": applied.name}, language)
    return say("audit.face_down", None, language)


def _change_data(change: AbilityChange, language: str) -> dict[str, Any]:
    return {
        "card": change.card,
        "source": change.source_id,
        "ability": change.key,
        "text": change.text,
        "status_before": change.status_before,
        "status_after": change.status_after,
        "stops_finding": [_seen_data(s, language) for s in change.stops_finding],
        "starts_finding": [_seen_data(s, language) for s in change.starts_finding],
        "reasons": [render(why, language) for why in change.reasons],
        "rulings": list(change.rulings),
    }


def _seen_data(seen: Seen, language: str) -> dict[str, Any]:
    return {
        "id": seen.object_id,
        "card": seen.card,
        "owner": SIDE_WORDS.get(seen.owner, seen.owner),
        "zone": seen.zone,
        "reasons": [render(why, language) for why in seen.reasons],
    }


def as_text(audit: Audit, language: str = "en", markdown: bool = False) -> str:
    """The audit for people: the cards that use names, then each effect's changes."""
    title = audit.deck.title or "deck"
    heading = "# " if markdown else ""
    sub = "## " if markdown else ""
    bullet = "- " if markdown else "  "
    out = [heading + say("audit.title", {"title": title}, language), ""]
    out.append(sub + say("audit.names", None, language))
    if not audit.name_users:
        out.append(say("audit.none", None, language))
    for card in audit.name_users:
        for r in card.references:
            cited = f" [{', '.join(r.rulings)}]" if r.rulings else ""
            use = say(f"use.{r.use}", None, language)
            origin = say(f"origin.{r.origin or 'curated'}", None, language)
            out.append(f"{bullet}{card.label} · {r.key} ({use}, {origin}): {r.text}{cited}")
    for run in audit.runs:
        side = say("audit.you" if run.applied.side == YOU else "audit.opponent", None, language)
        out += [
            "",
            sub + say("audit.against", {"effect": label(run, language), "side": side}, language),
        ]
        if not run.changes:
            out.append(bullet + say("audit.unchanged", None, language))
        for change in run.changes:
            out += _change_lines(change, language, bullet)
    return "\n".join(out) + "\n"


def _change_lines(change: AbilityChange, language: str, bullet: str) -> list[str]:
    status = say(
        "audit.status",
        {
            "before": say(f"status.{change.status_before or 'none'}", None, language),
            "after": say(f"status.{change.status_after or 'none'}", None, language),
        },
        language,
    )
    cited = f" [{', '.join(change.rulings)}]" if change.rulings else ""
    lines = [f"{bullet}{change.card} · {change.key}: {status}{cited}", f"    {change.text}"]
    for code, seen_list in (
        ("audit.stops", change.stops_finding),
        ("audit.starts", change.starts_finding),
    ):
        for seen in _one_per_card(seen_list):
            owner = say("audit.you" if seen.owner == YOU else "audit.opponent", None, language)
            where = zone_phrase(seen.zone, language)
            lines.append(f"    {say(code, None, language)}: {seen.card} ({owner}, {where})")
            lines += [f"      {render(why, language)}" for why in seen.reasons]
    return lines


def _one_per_card(seen: tuple[Seen, ...]) -> list[Seen]:
    """One object per card and owner (the copies say the same), in board order."""
    kept: dict[tuple[str, str, str], Seen] = {}
    for one in seen:
        kept.setdefault((one.card, one.owner, one.zone), one)
    return list(kept.values())
