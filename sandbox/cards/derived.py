"""Every stored card's name use, derived from its rules text at import and kept with it.

`derive_all` runs inside every database build (first start, import, upgrade): it reads each
game's cards back from the tables being built, builds the game's `NameContext` (every card and
token name), runs the text derivation (sandbox.cards.derivation) on each card and writes the
`name_use` table. A drop then reads the result (sandbox.cards.stored) instead of deriving, so it
stays instant. The tables hold only what the card data says; this one is recomputed whenever
`DERIVATION_VERSION` changes (it is part of the build fingerprint), so better patterns never
need a new import.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any

from sandbox.cards.derivation import NameContext, derive_name_use
from sandbox.cards.stored import face_from_row
from sandbox.model.cards import CardDef
from sandbox.scenario.references import ReferenceModel

# Bump when the derivation's patterns or word lists change: every card is derived again.
DERIVATION_VERSION = "1"

_CARDS_SQL = """
SELECT c.id, c.name, c.layout, c.is_token, c.pitch, c.first_printing, c.is_funny,
       f.side, f.name, f.type_line, f.supertypes, f.types, f.subtypes, f.text, f.mana_cost
FROM cards c JOIN faces f ON f.card_id = c.id
WHERE c.game = ? ORDER BY c.id, f.side, f.id
"""


def derive_all(conn: sqlite3.Connection) -> int:
    """Derive and store the name use of every card in the database; return how many."""
    conn.execute("DELETE FROM name_use")
    count = 0
    for game in ("fab", "mtg"):
        cards = list(_cards(conn, game))
        tokens = [card.name for _, card, _ in cards if card.is_token]
        context = NameContext.build(game, [card for _, card, _ in cards], tokens)
        rows = [_row(card_id, card, context, funny) for card_id, card, funny in cards]
        conn.executemany("INSERT INTO name_use VALUES (?, ?, ?, ?, ?, ?)", rows)
        count += len(rows)
    return count


def _row(card_id: int, card: CardDef, context: NameContext, funny: bool) -> tuple[object, ...]:
    use = derive_name_use(card, context, is_funny=funny)
    refs = [
        {
            "side": ref.side,
            "ref": ReferenceModel.from_model(ref).model_dump(mode="json", exclude_defaults=True),
        }
        for ref in use.references
    ]
    return (
        card_id,
        use.name_use,
        use.scope,
        json.dumps(refs, ensure_ascii=False),
        json.dumps([list(span) for span in use.detected]),
        json.dumps(list(use.dropped), ensure_ascii=False),
    )


def _cards(conn: sqlite3.Connection, game: str) -> Iterator[tuple[int, CardDef, bool]]:
    """Every card of `game` as a CardDef (with its faces), and whether it is a joke card."""
    current: list[Any] = []
    for row in conn.execute(_CARDS_SQL, (game,)):
        if current and current[0][0] != row[0]:
            yield _card(game, current)
            current = []
        current.append(row)
    if current:
        yield _card(game, current)


def _card(game: str, rows: Sequence[Any]) -> tuple[int, CardDef, bool]:
    card_id, name, layout, is_token, pitch, first_printing, funny = rows[0][:7]
    card = CardDef(
        game=game,
        name=name,
        faces=tuple(face_from_row(row[7:]) for row in rows),
        pitch=pitch,
        is_token=bool(is_token),
        layout=layout or "normal",
        first_printing=first_printing or "",
    )
    return card_id, card, bool(funny)
