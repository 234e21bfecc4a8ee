"""FaB "name a card" as a validator (RULES.md F12-F14, with F3a-F3c).

- F12: the named card must exist and be legal in the format played (blitz, cc, commoner, ll).
- F13: a token's name only if a card also has it; token-rarity cards (Phoenix Flame,
  Crouching Tiger) are cards.
- F14: a card may be identified by its name, its name and pitch ("Sink Below (blue)",
  "Sink Below 3"), a partial name, or a description (words of its name and type line), as long
  as that can mean only one card or one cycle of the same name; otherwise it is refused with
  the candidates.
- FaB 9.1.2b, 9.2.2b: a double-faced card or a split-card is named by one side, not both
  ("Comet Storm // Shock" is refused; "Comet Storm" or "Shock" is a name).
- F3a/F3b: names match exactly, ignoring case; a moniker is not a name. "Dawnblade" names
  Dawnblade, never "Dawnblade, Resplendent"; a moniker shared by several cards is ambiguous.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.db.folding import fold
from sandbox.cards.db.lookup import CardRef, Suggestion
from sandbox.cards.errors import reads_the_database
from sandbox.cards.importers.fab_common import FAB_FORMATS, PLAYABLE
from sandbox.cards.naming.verdict import Candidate, Note, Verdict

PITCH_WORDS = {"red": "1", "yellow": "2", "blue": "3", "1": "1", "2": "2", "3": "3"}
_PITCH = re.compile(
    r"^(?P<name>.+?)\s*(?:[(\[]\s*(?:pitch\s*)?(?P<a>red|yellow|blue|[123])\s*[)\]]"
    r"|\s(?P<b>red|yellow|blue)|\s+pitch\s*(?P<c>[123])|\s(?P<d>[123]))$",
    re.IGNORECASE,
)
STOPWORDS = frozenset({"a", "an", "the", "card", "cards", "of", "that", "with", "named", "-"})
MAX_CANDIDATES = 25


@reads_the_database
def check_fab_name(db: CardDatabase, query: str, *, format: str | None = None) -> Verdict:
    """Whether ``query`` names one FaB card (or cycle) legal in ``format`` (any if None)."""
    if format is not None and format not in FAB_FORMATS:
        raise ValueError(format)
    text = " ".join(query.split())
    hit = lookup.exact(db, "fab", text)
    if hit is not None and hit.is_name:
        return _named(query, hit, None, format)
    full = [ref for ref in (hit.refs if hit else ()) if ref.kind == "full"]
    if hit is not None and full:
        return _both_sides(db, query, hit.name, full[0].layout, format)
    base, pitch = split_pitch(text)
    if pitch is not None:
        with_pitch = lookup.exact(db, "fab", base)
        if with_pitch is not None and with_pitch.is_name:
            return _named(query, with_pitch, pitch, format)
    return _identify(db, query, base if pitch else text, pitch, hit, format)


def split_pitch(text: str) -> tuple[str, str | None]:
    """("Sink Below", "3") from "Sink Below (blue)", "Sink Below 3"...; (text, None) if none."""
    match = _PITCH.match(text)
    if match is None:
        return text, None
    word = next(match.group(g) for g in "abcd" if match.group(g))
    return match.group("name"), PITCH_WORDS[word.lower()]


def _named(query: str, hit: Suggestion, pitch: str | None, format: str | None) -> Verdict:
    named = [ref for ref in hit.refs if ref.kind == "name"]
    if pitch is not None and not any(ref.pitch == pitch for ref in named):
        return _refuse(
            query, "F14", "fab.no_such_pitch", {"name": hit.name, "pitch": pitch}, named, format
        )
    chosen = [ref for ref in named if pitch is None or ref.pitch == pitch]
    cards = [ref for ref in chosen if not ref.is_token]
    if not cards:
        return _refuse(query, "F13", "fab.token_only", {"name": hit.name}, chosen, format)
    legal = [ref for ref in cards if format is None or ref.legal.get(format) in PLAYABLE]
    notes = _notes(hit, cards, legal or cards, pitch)
    if not legal:
        params = {
            "name": hit.name,
            "format": format or "",
            "status": cards[0].legal.get(format or "", "not_legal"),
        }
        return _refuse(query, "F12", "fab.not_legal", params, hit.refs, format, notes)
    params = {"name": hit.name, "format": format or "", "pitch": pitch or ""}
    code = "fab.named" + (".pitch" if pitch else "") + (".format" if format else "")
    ruling = "F14" if pitch else "F12"
    candidates = _candidates(legal, format)
    return Verdict("fab", query, True, ruling, code, params, (hit.name,), candidates, notes)


def _notes(
    hit: Suggestion, cards: list[CardRef], shown: list[CardRef], pitch: str | None
) -> tuple[Note, ...]:
    notes = []
    pitches = sorted({ref.pitch for ref in shown if ref.pitch})
    if pitch is None and len(pitches) > 1:
        notes.append(Note("fab.cycle", "F3c", {"name": hit.name, "pitches": ", ".join(pitches)}))
    if any("T" in ref.rarities for ref in cards):
        notes.append(Note("fab.token_rarity", "F13", {"name": hit.name}))
    if any(ref.kind == "name" and ref.is_token for ref in hit.refs):
        notes.append(Note("fab.also_token", "F13", {"name": hit.name}))
    others = sorted({ref.card_name for ref in hit.refs if ref.kind == "moniker"})
    if others:
        notes.append(
            Note("fab.moniker_not_name", "F3a", {"name": hit.name, "others": ", ".join(others)})
        )
    return tuple(notes)


def _both_sides(
    db: CardDatabase, query: str, name: str, layout: str, format: str | None
) -> Verdict:
    """A split-card's or double-faced card's combined name: a player names one side, not
    both (FaB 9.2.2b, 9.1.2b); the sides are the candidates."""
    sides = name.split(" // ")
    found = [lookup.exact(db, "fab", side) for side in sides]
    refs = [ref for s in found if s is not None for ref in s.refs if ref.kind == "name"]
    code = "fab.split_both" if layout == "split" else "fab.double_faced_both"
    params = {"name": name, "faces": " / ".join(sides)}
    return _refuse(query, "F12", code, params, refs, format)


def _identify(
    db: CardDatabase,
    query: str,
    text: str,
    pitch: str | None,
    hit: Suggestion | None,
    format: str | None,
) -> Verdict:
    """A moniker, a partial name or a description: accepted only if it means one card or cycle."""
    how, refs = "moniker", [ref for ref in (hit.refs if hit else ()) if ref.kind == "moniker"]
    if not refs:
        how, refs = "partial", _partial(db, text)
    if not refs:
        how, refs = "description", _described(db, text)
    refs = [ref for ref in refs if not ref.is_token and (pitch is None or ref.pitch == pitch)]
    names = sorted({ref.card_name for ref in refs})
    if not names:
        return _unknown(db, query, " ".join(query.split()))
    if len(names) > 1:
        ruling = "F3a" if how == "moniker" else "F14"
        params = {"query": text, "count": str(len(names)), "how": how}
        return _refuse(query, ruling, f"fab.ambiguous.{how}", params, refs, format)
    resolved = lookup.exact(db, "fab", names[0])
    assert resolved is not None
    verdict = _named(query, resolved, pitch, format)
    if not verdict.allowed:
        return verdict
    params = {**verdict.params, "query": text, "how": how}
    return Verdict(
        "fab",
        query,
        True,
        "F14",
        f"fab.identified.{how}",
        params,
        verdict.chosen,
        verdict.candidates,
        verdict.notes,
    )


def _partial(db: CardDatabase, text: str) -> list[CardRef]:
    if len(fold(text)) < 3:
        return []
    found = lookup.containing(db, "fab", text, limit=200)
    return [ref for s in found for ref in s.refs if ref.kind == "name"]


def _described(db: CardDatabase, text: str) -> list[CardRef]:
    words = [w for w in fold(text).replace(",", " ").split() if w not in STOPWORDS]
    if not words:
        return []
    clause = " AND ".join("instr(lower(f.name || ' ' || f.type_line), ?) > 0" for _ in words)
    rows = db.conn.execute(
        f"SELECT DISTINCT f.name FROM faces f JOIN cards c ON c.id = f.card_id"
        f" WHERE c.game = 'fab' AND {clause} LIMIT 200",
        words,
    ).fetchall()
    found = [lookup.exact(db, "fab", str(row[0])) for row in rows]
    return [ref for s in found if s is not None for ref in s.refs if ref.kind == "name"]


def _unknown(db: CardDatabase, query: str, text: str) -> Verdict:
    close = [s for s in lookup.fuzzy(db, "fab", text, limit=5) if s.is_name]
    refs = [ref for s in close for ref in s.refs if ref.kind == "name" and not ref.is_token]
    code = "fab.unknown" if lookup.has_imported(db, "fab") else "fab.not_in_data"
    return _refuse(query, "F12", code, {"name": text}, refs, None)


def _refuse(
    query: str,
    ruling: str,
    code: str,
    params: dict[str, str],
    refs: Sequence[CardRef],
    format: str | None,
    notes: tuple[Note, ...] = (),
) -> Verdict:
    return Verdict("fab", query, False, ruling, code, params, (), _candidates(refs, format), notes)


def _candidates(refs: Sequence[CardRef], format: str | None) -> tuple[Candidate, ...]:
    found: dict[tuple[str, str], Candidate] = {}
    for ref in refs:
        key = (ref.card_name, ref.pitch)
        status = ref.legal.get(format, "not_legal") if format else ""
        found.setdefault(
            key,
            Candidate(
                name=ref.card_name,
                card=ref.card_name,
                pitch=ref.pitch,
                type_line=ref.type_line,
                status=status,
                is_token=ref.is_token,
            ),
        )
    ordered = sorted(found.values(), key=lambda c: (c.is_token, fold(c.name), c.pitch))
    return tuple(ordered[:MAX_CANDIDATES])
