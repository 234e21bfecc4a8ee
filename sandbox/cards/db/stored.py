"""Cards as the card database stores them, turned into rules-model card definitions.

`find_stored(db, game, name, pitch)` is the database's half of the card resolver: the card a
name (a card name, or an MTG face name) and a pitch mean, with every face's rules text, type
line and cost, and the name use derived from its text at import (sandbox.cards.db.name_use): its
references (origin "derived" or "suggested", with the span of text each encodes). It raises
`CardNotFound` with the same codes as the bundled library, so a caller never needs to know
where a card came from.
"""

from __future__ import annotations

import functools
import json
import re
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from pydantic import ValidationError

from sandbox.cards.db.folding import fold
from sandbox.cards.games import CONVENTIONS
from sandbox.cards.library import CardNotFound, fab_dfc_card
from sandbox.cards.reference_schema import ReferenceModel
from sandbox.model import CardDef, Face, Game, ReferenceSpec


class CardDatabase(Protocol):
    """What reading stored cards needs of the open database (`database.CardDatabase`): its
    connection. A Protocol, because the database module builds with the text reading, which
    reads faces here."""

    @property
    def conn(self) -> sqlite3.Connection: ...


_CARDS_SQL = """
SELECT c.id, c.name, c.layout, c.is_token, c.pitch, c.first_printing, s.origin
FROM cards c JOIN sources s ON s.id = c.source_id
WHERE c.id IN (
    SELECT r.card_id FROM names n JOIN name_refs r ON r.name_id = n.id
    WHERE n.game = ? AND n.fold = ? AND r.kind IN ('name', 'full')
)
ORDER BY c.is_token, c.pitch, c.id
"""
# a name in another language (foreignData, printed_name) when no card has it in English
_FOREIGN_CARDS_SQL = _CARDS_SQL.replace("('name', 'full')", "('foreign')")
_FACES_SQL = """
SELECT side, name, type_line, supertypes, types, subtypes, text, mana_cost
FROM faces WHERE card_id = ? ORDER BY side, id
"""
_COLOR = re.compile(r"[WUBRG]")
# what reading the database may raise besides CardNotFound (a broken or locked file)
STORE_ERRORS = (sqlite3.Error, OSError)


def find_stored(db: CardDatabase, game: Game, name: str, pitch: str | None = None) -> CardDef:
    """The one stored card `name` (and `pitch`) means, or CardNotFound saying why not."""
    rows = db.conn.execute(_CARDS_SQL, (game, fold(name))).fetchall()
    if not rows:
        rows = db.conn.execute(_FOREIGN_CARDS_SQL, (game, fold(name))).fetchall()
    rows = _prefer_cards_over_tokens(rows)
    if not rows:
        raise CardNotFound("card.unknown", name)
    if pitch is not None:
        matching = [r for r in rows if r[4] == pitch]
        if not matching:
            raise CardNotFound("card.no_such_pitch", name, tuple(_label(r) for r in rows))
        rows = matching
    if len({r[4] for r in rows}) > 1:
        raise CardNotFound("card.needs_pitch", name, tuple(_label(r) for r in rows))
    return stored_card(db, game, rows[0])


def stored_card(db: CardDatabase, game: Game, row: Sequence[Any]) -> CardDef:
    """The card definition of one `cards` row (id, name, layout, is_token, pitch, first...):
    for a face of a FaB double-faced card, the whole card (both faces, FaB 9.1)."""
    pair = _face_pair(db.conn, int(row[0])) if CONVENTIONS[game].paired_faces else None
    if pair is None:
        return _one_card(db, game, row)
    front_id, back_id, layout = pair
    front, back = (_one_card(db, game, _card_row(db.conn, i)) for i in (front_id, back_id))
    return fab_dfc_card(front, back, layout)


_PAIR_SQL = """
SELECT front_id, back_id, layout FROM face_pairs WHERE front_id = :id
UNION ALL
SELECT front_id, back_id, layout FROM face_pairs
WHERE back_id = :id AND (SELECT COUNT(*) FROM face_pairs WHERE back_id = :id) = 1
"""


def _face_pair(conn: sqlite3.Connection, card_id: int) -> tuple[int, int, str] | None:
    """The double-faced card a FaB face record belongs to: as its front, or as the back of
    exactly one front (Inner Chi, the back of a dozen transcend-cards, stays one face)."""
    try:
        row = conn.execute(_PAIR_SQL, {"id": card_id}).fetchone()
    except sqlite3.OperationalError:
        return None  # a database built before pairs were stored
    return None if row is None else (int(row[0]), int(row[1]), str(row[2]))


def _card_row(conn: sqlite3.Connection, card_id: int) -> Sequence[Any]:
    return conn.execute(  # type: ignore[no-any-return]
        "SELECT id, name, layout, is_token, pitch, first_printing FROM cards WHERE id = ?",
        (card_id,),
    ).fetchone()


def _one_card(db: CardDatabase, game: Game, row: Sequence[Any]) -> CardDef:
    card_id, card_name, layout, is_token, pitch, first_printing = row[:6]
    faces = tuple(face_from_row(f) for f in db.conn.execute(_FACES_SQL, (card_id,)))
    card = CardDef(
        game=game,
        name=card_name,
        faces=faces or (Face(name=card_name),),
        pitch=pitch,
        is_token=bool(is_token),
        layout=layout or "normal",
        first_printing=first_printing or "",
    )
    return with_name_use(card, stored_name_use(db.conn, card_id))


def face_from_row(row: Sequence[Any]) -> Face:
    """A face from the columns side, name, type_line, supertypes, types, subtypes, text,
    mana_cost of the faces table."""
    side, name, type_line, supertypes, types, subtypes, text, cost = row
    return Face(
        name=name,
        types=(*_words(supertypes), *_words(types), *_words(subtypes)),
        text=text,
        side=side or "a",
        colors=_colors(cost),
        type_line=type_line,
        cost=cost,
    )


# a build reads every face back to derive its name use: the same few type lists and costs
# recur on thousands of faces, so each is parsed once
@functools.lru_cache(maxsize=4096)
def _words(stored: str) -> tuple[str, ...]:
    """A stored JSON list of type words."""
    return tuple(json.loads(stored))


@functools.lru_cache(maxsize=4096)
def _colors(cost: str) -> tuple[str, ...]:
    """The colours of a mana cost, each once, in the order they first appear."""
    return tuple(dict.fromkeys(_COLOR.findall(cost)))


@dataclass(frozen=True, slots=True)
class StoredNameUse:
    """What the database says of one card's name use."""

    name_use: str
    scope: str
    references: tuple[ReferenceSpec, ...]
    unencoded: tuple[tuple[int, int], ...]


def stored_name_use(conn: sqlite3.Connection, card_id: int) -> StoredNameUse | None:
    """The stored name use of one card (None for a database built before it existed)."""
    try:
        row = conn.execute(
            "SELECT name_use, scope, refs, unencoded FROM name_use WHERE card_id = ?", (card_id,)
        ).fetchone()
    except sqlite3.OperationalError:
        return None
    if row is None:
        return None
    name_use, scope, refs, unencoded = row
    return StoredNameUse(
        name_use,
        scope,
        tuple(_references(json.loads(refs))),
        tuple((int(a), int(b)) for a, b in json.loads(unencoded)),
    )


def _references(items: list[dict[str, Any]]) -> Iterator[ReferenceSpec]:
    for item in items:
        try:
            yield ReferenceModel.model_validate(item).to_model()
        except (ValidationError, TypeError):
            continue  # written by another version: the card keeps its other abilities


def with_name_use(card: CardDef, stored: StoredNameUse | None) -> CardDef:
    """`card` with its stored name use and abilities."""
    if stored is None:
        return card
    return replace(
        card,
        references=stored.references,
        name_use=stored.name_use,
        scope=stored.scope,
        unencoded=stored.unencoded,
    )


def _prefer_cards_over_tokens(rows: list[Any]) -> list[Any]:
    """A name that is both a card and a token means the card (FaB F13: Crouching Tiger);
    several MTG token definitions under one name are one name: take the first."""
    cards = [r for r in rows if not r[3]]
    if cards:
        return _one_per_pitch(cards)
    return rows[:1]


def _one_per_pitch(rows: list[Any]) -> list[Any]:
    """The bundled library and an import may both hold a card: keep the import's row."""
    best: dict[str, Any] = {}
    for row in rows:
        if row[4] not in best or row[6] == "import":
            best[row[4]] = row
    return list(best.values())


def _label(row: Sequence[Any]) -> str:
    return f"{row[1]} ({row[4]})" if row[4] else str(row[1])
