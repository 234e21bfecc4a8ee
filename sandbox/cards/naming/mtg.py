"""MTG rule 201.4 as a validator: may this card name be chosen? (RULES.md M1-M8)

- M1: the name of a card in the Oracle card reference, legal in the format or not; a token's
  name only if a card also has it; a multi-face card's combined name is not a name.
- M2: "choose a [characteristic] card name" checks the card's Oracle characteristics only.
- M3: a split card's halves are chosen one at a time, with that half's characteristics.
- M4/M5/M6/M7: a flip card's alternative name, a double-faced card's back face, a meld pair's
  combined back face and an adventurer card's adventure name may be chosen, each with its own
  characteristics.
- M8: choosing one of a set of interchangeable names (CR 201.3) chooses each of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.db.folding import fold
from sandbox.cards.db.lookup import CardRef, Suggestion
from sandbox.cards.errors import reads_the_database
from sandbox.cards.naming.characteristics import Characteristic, describe, parse_characteristics
from sandbox.cards.naming.verdict import Candidate, Note, Verdict

ROLE_RULING = {
    "single": "M1",
    "front": "M1",
    "half": "M3",
    "flip": "M4",
    "back": "M5",
    "meld_back": "M6",
    "adventure": "M7",
}
SPLIT_LAYOUTS = frozenset({"split", "aftermath"})
MTG_FORMATS = frozenset(
    {
        "alchemy",
        "brawl",
        "commander",
        "duel",
        "explorer",
        "future",
        "gladiator",
        "historic",
        "historicbrawl",
        "legacy",
        "modern",
        "oathbreaker",
        "oldschool",
        "pauper",
        "paupercommander",
        "penny",
        "pioneer",
        "predh",
        "premodern",
        "standard",
        "standardbrawl",
        "timeless",
        "vintage",
    }
)


@reads_the_database
def check_mtg_name(
    db: CardDatabase, query: str, *, characteristics: Sequence[str] = (), format: str | None = None
) -> Verdict:
    """Whether ``query`` may be chosen as a card name (with the given characteristic words)."""
    wanted = parse_characteristics(characteristics)
    hit = lookup.exact(db, "mtg", query)
    if hit is None:
        return _unknown(db, query)
    cards = [ref for ref in hit.refs if ref.kind == "name" and not ref.is_token]
    if not cards:
        return _not_a_card_name(db, query, hit)
    matching = [ref for ref in cards if _matches(ref, wanted)]
    if not matching:
        return _mismatch(query, hit, cards, wanted)
    return _allowed(db, query, hit, _preferred(matching), wanted, format)


def _allowed(
    db: CardDatabase,
    query: str,
    hit: Suggestion,
    ref: CardRef,
    wanted: Sequence[Characteristic],
    format: str | None,
) -> Verdict:
    ruling = ROLE_RULING.get(ref.role, "M1")
    if wanted and ruling == "M1":
        ruling = "M2"
    params = {"name": hit.name, "card": ref.card_name, "type_line": ref.type_line, "role": ref.role}
    if wanted:
        params["characteristic"] = describe(wanted)
    notes = []
    group = _interchangeable(db, hit.name)
    if group:
        notes.append(
            Note("mtg.interchangeable", "M8", {"name": hit.name, "others": ", ".join(group)})
        )
    if format and ref.legal.get(format) not in ("legal", "restricted"):
        notes.append(Note("mtg.format_ignored", "M1", {"name": hit.name, "format": format}))
    if any(r.kind == "name" and r.is_token for r in hit.refs):
        notes.append(Note("mtg.also_token", "M1", {"name": hit.name}))
    code = f"mtg.allowed.{ref.role}" + (".characteristic" if wanted else "")
    return Verdict(
        "mtg",
        query,
        True,
        ruling,
        code,
        params,
        (hit.name, *group),
        _candidates(hit.refs),
        tuple(notes),
    )


def _mismatch(
    query: str, hit: Suggestion, cards: list[CardRef], wanted: Sequence[Characteristic]
) -> Verdict:
    ref = _preferred(cards)
    ruling = ROLE_RULING.get(ref.role, "M2")
    params = {
        "name": hit.name,
        "card": ref.card_name,
        "type_line": ref.type_line,
        "characteristic": describe(wanted),
        "role": ref.role,
    }
    code = f"mtg.mismatch.{ref.role}"
    return Verdict(
        "mtg",
        query,
        False,
        "M2" if ruling == "M1" else ruling,
        code,
        params,
        candidates=_candidates(cards),
    )


def _not_a_card_name(db: CardDatabase, query: str, hit: Suggestion) -> Verdict:
    full = [ref for ref in hit.refs if ref.kind == "full"]
    if full:
        faces = lookup.card_faces(db, full[0].card_id)
        params = {"name": hit.name, "faces": " / ".join(f.face_name for f in faces)}
        split = full[0].layout in SPLIT_LAYOUTS
        code, ruling = ("mtg.split_both", "M3") if split else ("mtg.combined_name", "M1")
        return Verdict("mtg", query, False, ruling, code, params, candidates=_candidates(faces))
    return Verdict(
        "mtg",
        query,
        False,
        "M1",
        "mtg.token_only",
        {"name": hit.name},
        candidates=_candidates(hit.refs),
    )


def _unknown(db: CardDatabase, query: str) -> Verdict:
    close = [s for s in lookup.fuzzy(db, "mtg", query, limit=5) if s.is_name]
    refs = [ref for s in close for ref in s.refs if ref.kind == "name" and not ref.is_token]
    return Verdict(
        "mtg",
        query,
        False,
        "M1",
        "mtg.unknown" if lookup.has_imported(db, "mtg") else "mtg.not_in_data",
        {"name": query.strip()},
        candidates=_candidates(refs),
    )


def _matches(ref: CardRef, wanted: Sequence[Characteristic]) -> bool:
    return all(c.matches(ref.supertypes, ref.types) for c in wanted)


def _preferred(refs: list[CardRef]) -> CardRef:
    """The ref to explain with: an ordinary name before an alternative one."""
    order = list(ROLE_RULING)
    return min(
        refs, key=lambda ref: (order.index(ref.role) if ref.role in order else 99, ref.card_id)
    )


def _interchangeable(db: CardDatabase, name: str) -> tuple[str, ...]:
    """The other names interchangeable with ``name`` (rule 201.3), if any."""
    rows = db.conn.execute(
        "SELECT DISTINCT o.name FROM interchangeable i JOIN interchangeable o ON o.grp = i.grp"
        " AND o.game = i.game WHERE i.game = 'mtg' AND i.fold = ? AND o.fold != ? ORDER BY o.name",
        (fold(name), fold(name)),
    )
    return tuple(str(row[0]) for row in rows)


def _candidates(refs: Sequence[CardRef]) -> tuple[Candidate, ...]:
    found: dict[tuple[str, str], Candidate] = {}
    for ref in refs:
        name = ref.face_name or ref.card_name
        found.setdefault(
            (name, ref.card_name),
            Candidate(
                name=name,
                card=ref.card_name,
                role=ref.role,
                type_line=ref.type_line,
                is_token=ref.is_token,
            ),
        )
    return tuple(found.values())
