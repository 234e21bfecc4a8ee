"""Every stored card's name use, derived from its rules text at import and kept with it.

`derive_all` runs inside every database build (first start, import, upgrade): it reads each
game's cards back from the tables being built, builds the game's `NameContext` (every card and
token name), runs the text derivation (sandbox.cards.reading) on each card and writes the
`name_use` table. A build keeps the rows of the cards it copies from the previous database
(same derivation version) and derives only what may have changed: new cards, and cards whose
text mentions a name the reading now knows differently (`signatures`: a name that appeared or
disappeared, or that became a token's or a card's name, an ordinary word, a type word, or is
printed otherwise), so the result is the same as deriving every card again. A drop then reads the
result (sandbox.cards.db.stored) instead of deriving, so it stays instant. The data tables hold
only what the card data says; this one is recomputed whenever `DERIVATION_VERSION` changes (it
is part of the build fingerprint), so better patterns never need a new import.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sandbox.cards.db.stored import face_from_row
from sandbox.cards.reference_schema import ReferenceModel
from sandbox.model import GAMES, CardDef, Game

if TYPE_CHECKING:
    from sandbox.cards.reading import NameContext

_WORD = re.compile(r"\w+")
_BATCH = 1000  # readings written at once
_SIGNATURES = "name_signatures."  # the meta key (and its game) of `signatures`
# Bump when the derivation's patterns or word lists change: every card is derived again.
DERIVATION_VERSION = "127"
# the digest of sandbox/cards/reading/*.py this version was set for: a test fails when the
# reading changes and the version does not (tests/cards/test_derivation_version.py)
READING_DIGEST = "a83a99acb9e51487"

# json.dumps(..., ensure_ascii=False) without making a new encoder for each of 100,000 values
_to_json = json.JSONEncoder(ensure_ascii=False).encode

_CARDS_SQL = """
SELECT c.id, c.name, c.layout, c.is_token, c.pitch, c.first_printing, c.is_funny,
       f.side, f.name, f.type_line, f.supertypes, f.types, f.subtypes, f.text, f.mana_cost
FROM cards c JOIN faces f ON f.card_id = c.id
WHERE c.game = ? ORDER BY c.id, f.side, f.id
"""


def derive_all(conn: sqlite3.Connection, previous: Mapping[str, Mapping[str, str]]) -> int:
    """Derive and store the name use of every card that lacks it or may read differently now
    (`previous`: each game's `signatures` when the kept rows were derived); return how many."""
    return sum(_derive_game(conn, game, previous.get(game)) for game in GAMES)


def _derive_game(conn: sqlite3.Connection, game: Game, before: Mapping[str, str] | None) -> int:
    """`derive_all` for one game (its cards and readings freed before the next game's)."""
    # only a database build derives: the app and the CLI start without loading the patterns
    from sandbox.cards.reading import NameContext

    cards = list(_cards(conn, game))
    context = NameContext.build(game, [card for _, card, _ in cards])
    known = signatures(context)
    was = before or {}
    changed = {name for name in known.keys() | was.keys() if known.get(name) != was.get(name)}
    kept = {row[0] for row in conn.execute("SELECT card_id FROM name_use")}
    stale = _mentions(frozenset(changed), len(known))
    redo = [
        (card_id, card, funny)
        for card_id, card, funny in cards
        if card_id not in kept or before is None or stale(card.text)
    ]
    conn.executemany("DELETE FROM name_use WHERE card_id = ?", ((c[0],) for c in redo))
    for start in range(0, len(redo), _BATCH):  # (the readings are written as they come)
        batch = redo[start : start + _BATCH]
        rows = [_row(card_id, card, context, funny) for card_id, card, funny in batch]
        conn.executemany("INSERT INTO name_use VALUES (?, ?, ?, ?, ?, ?)", rows)
    conn.execute(
        "INSERT OR REPLACE INTO meta VALUES (?, ?)",
        (f"{_SIGNATURES}{game}", json.dumps(known, ensure_ascii=False, sort_keys=True)),
    )
    return len(redo)


def previous_signatures(conn: sqlite3.Connection, schema: str) -> dict[str, dict[str, str]]:
    """Each game's `signatures` in the database attached as `schema`, when its stored name use
    was derived by this derivation version (else {}; a game without them, as a database made
    before they were kept, has every card derived again)."""
    rows = dict(conn.execute(f"SELECT key, value FROM {schema}.meta").fetchall())
    if rows.get("derivation_version") != DERIVATION_VERSION:
        return {}
    return {
        game: json.loads(rows[f"{_SIGNATURES}{game}"])
        for game in GAMES
        if f"{_SIGNATURES}{game}" in rows
    }


def signatures(context: NameContext) -> dict[str, str]:
    """What the reading knows of each name of a game: how it is printed, and whether it is a
    card's name, a token's, a moniker, an ordinary word of the game, a type word. A card's
    reading depends on the rest of the pool only through the names its text mentions, and
    through what the reading knows of them."""
    facets = (
        context.card_names,
        context.token_names,
        context.monikers,
        context.ambiguous,
        context.type_words,
    )
    every = frozenset().union(*facets)
    return {
        name: context.display.get(name, name) + "|" + "".join("01"[name in f] for f in facets)
        for name in every
    }


def _mentions(changed: frozenset[str], total: int) -> Callable[[str], bool]:
    """Whether a text mentions one of the `changed` names (all texts do when most changed)."""
    if not changed:
        return lambda text: False
    if len(changed) > total // 2:
        return lambda text: True
    # a name is mentioned only where its first word is: look at those texts only (fast), then
    # at the whole name in them
    by_first: dict[str, list[str]] = {}
    for name in changed:
        words = _WORD.findall(name)
        if words:
            by_first.setdefault(words[0], []).append(name)

    def mentions(text: str) -> bool:
        folded = text.casefold()
        firsts = by_first.keys() & set(_WORD.findall(folded))
        return any(name in folded for first in firsts for name in by_first[first])

    return mentions


def _row(card_id: int, card: CardDef, context: NameContext, funny: bool) -> tuple[object, ...]:
    from sandbox.cards.reading import read_name_use

    use = read_name_use(card, context, is_funny=funny)
    on_board = use.scope == "board"  # out of board scope: classified, not encoded
    refs = [
        ReferenceModel.from_model(ref).model_dump(mode="json", exclude_defaults=True)
        for ref in (use.references if on_board else ())
    ]
    return (
        card_id,
        use.name_use,
        use.scope,
        _to_json(refs),
        _to_json([list(span) for span in use.detected] if on_board else []),
        _to_json(list(use.dropped)),
    )


def _cards(conn: sqlite3.Connection, game: Game) -> Iterator[tuple[int, CardDef, bool]]:
    """Every card of `game` as a CardDef (with its faces), and whether it is a joke card."""
    current: list[Any] = []
    for row in conn.execute(_CARDS_SQL, (game,)):
        if current and current[0][0] != row[0]:
            yield _card(game, current)
            current = []
        current.append(row)
    if current:
        yield _card(game, current)


def _card(game: Game, rows: Sequence[Any]) -> tuple[int, CardDef, bool]:
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
