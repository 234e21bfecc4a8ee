"""Name lookup: exact, prefix, substring and fuzzy matches, with what each name refers to.

Exact means the same name ignoring case (``text.fold``; FaB CR 2.7.5). Every result is a
``Suggestion``: the matched name, how it matched, a score, and its ``CardRef``s: the cards or
faces it names (kind "name"), an MTG card whose combined name it is (kind "full"), or FaB cards
whose moniker it is (kind "moniker"). ``suggest`` is the autocomplete: exact match first, then
names starting with the text, names containing it, and close spellings (trigram similarity).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.db.folding import fold, trigrams
from sandbox.cards.errors import reads_the_database
from sandbox.model import Game

MATCH_ORDER = {"exact": 0, "prefix": 1, "contains": 2, "fuzzy": 3}
FUZZY_MIN = 0.3
CANDIDATES = 300


@dataclass(frozen=True)
class CardRef:
    """One card (and face) a name refers to."""

    kind: str  # "name", "full" (MTG combined name), "moniker" (FaB) or "foreign" (a
    # printed name in another language: searched, never a name the rules know)
    card_id: int
    card_name: str
    game: Game
    layout: str
    is_token: bool
    pitch: str
    origin: str  # "bundled" or "import"
    first_printing: str | None
    legal: Mapping[str, str]
    rarities: tuple[str, ...]
    face_name: str
    side: str
    role: str
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]


@dataclass(frozen=True)
class Suggestion:
    """A name found for some text."""

    game: Game
    name: str
    match: str  # "exact", "prefix", "contains" or "fuzzy"
    score: float
    refs: tuple[CardRef, ...]

    @property
    def is_name(self) -> bool:
        """Whether this is a card or face name (not only a combined name or a moniker)."""
        return any(ref.kind == "name" for ref in self.refs)


_REF_COLUMNS = """
SELECT {name_id}, {kind}, c.id, c.name, c.game, c.layout, c.is_token, c.pitch, s.origin,
       c.first_printing, c.legal, c.rarities, COALESCE(f.name, ''), COALESCE(f.side, ''),
       COALESCE(f.role, ''),
       COALESCE(f.type_line, ''), COALESCE(f.supertypes, '[]'), COALESCE(f.types, '[]'),
       COALESCE(f.subtypes, '[]')
"""
_REF_SQL = (
    _REF_COLUMNS.format(name_id="r.name_id", kind="r.kind")
    + """
FROM name_refs r JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = c.source_id
LEFT JOIN faces f ON f.id = r.face_id
WHERE r.name_id IN ({marks}) ORDER BY r.name_id, r.kind, c.pitch, c.id
"""
)
_FACES_SQL = (
    _REF_COLUMNS.format(name_id="0", kind="'name'")
    + """
FROM faces f JOIN cards c ON c.id = f.card_id JOIN sources s ON s.id = c.source_id
WHERE f.card_id = ? ORDER BY f.side
"""
)


def exact(db: CardDatabase, game: Game, text: str) -> Suggestion | None:
    """The name equal to ``text`` ignoring case, or None."""
    row = db.conn.execute(
        "SELECT id, display FROM names WHERE game = ? AND fold = ?", (game, fold(text))
    ).fetchone()
    if row is None:
        return None
    return _with_refs(db, game, [(row[0], row[1], "exact", 1.0)])[0]


def prefix(db: CardDatabase, game: Game, text: str, limit: int = 10) -> list[Suggestion]:
    """Names starting with ``text`` (shortest first)."""
    return _with_refs(db, game, _prefix_rows(db, game, fold(text), limit))


def fuzzy(db: CardDatabase, game: Game, text: str, limit: int = 10) -> list[Suggestion]:
    """Names containing ``text`` or spelled like it, best first."""
    return _with_refs(db, game, _gram_rows(db, game, fold(text), limit))


@reads_the_database
def suggest(db: CardDatabase, game: Game, text: str, limit: int = 10) -> list[Suggestion]:
    """Autocomplete: exact, then prefix, then substring and fuzzy matches, up to ``limit``."""
    key = fold(text)
    if not key:
        return []
    rows = _prefix_rows(db, game, key, limit)
    if len(rows) < limit:
        seen = {row[0] for row in rows}
        rows += [row for row in _gram_rows(db, game, key, limit) if row[0] not in seen]
    rows.sort(key=lambda row: (MATCH_ORDER[row[2]], -row[3]))
    return _with_refs(db, game, rows[:limit])


def containing(db: CardDatabase, game: Game, text: str, limit: int = 50) -> list[Suggestion]:
    """Every name that contains ``text`` (a partial name), shortest first, up to ``limit``."""
    key = fold(text)
    rows = db.conn.execute(
        "SELECT id, display, fold FROM names WHERE game = ? AND instr(fold, ?) > 0", (game, key)
    ).fetchall()
    rows.sort(key=lambda row: (len(row[2]), row[2]))
    return _with_refs(
        db, game, [(i, display, _kind(f, key), 1.0) for i, display, f in rows[:limit]]
    )


@reads_the_database
def card_words(
    db: CardDatabase, game: Game, name: str
) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """What the card named `name` is called in other languages (language, name) and its
    rulings (date, text), as the imported data gives them; empty when it has none."""
    row = db.conn.execute(
        "SELECT c.id FROM cards c JOIN sources s ON s.id = c.source_id"
        " WHERE c.game = ? AND c.name = ? ORDER BY s.origin = 'bundled', c.id LIMIT 1",
        (game, name),
    ).fetchone()
    if row is None:
        return (), ()
    names = db.conn.execute(
        "SELECT language, name FROM foreign_names WHERE card_id = ? ORDER BY language, name",
        (row[0],),
    ).fetchall()
    rulings = db.conn.execute(
        "SELECT date, text FROM rulings WHERE card_id = ? ORDER BY date, rowid", (row[0],)
    ).fetchall()
    return tuple((n[0], n[1]) for n in names), tuple((r[0], r[1]) for r in rulings)


def card_faces(db: CardDatabase, card_id: int) -> list[CardRef]:
    """Every face of one card, as refs of kind "name", in side order."""
    return [_ref(row) for row in db.conn.execute(_FACES_SQL, (card_id,))]


def has_imported(db: CardDatabase, game: Game) -> bool:
    """Whether the user imported card data of `game`: without it, a name the database lacks
    may still be a real card (it is not in *your* data), so no one is told it does not exist."""
    row = db.conn.execute(
        "SELECT 1 FROM sources WHERE game = ? AND origin = 'import' LIMIT 1", (game,)
    ).fetchone()
    return row is not None


def name_count(db: CardDatabase, game: Game | None = None) -> int:
    """How many distinct names the index holds (for one game, or both)."""
    if game is None:
        return int(db.conn.execute("SELECT COUNT(*) FROM names").fetchone()[0])
    return int(db.conn.execute("SELECT COUNT(*) FROM names WHERE game = ?", (game,)).fetchone()[0])


Row = tuple[int, str, str, float]  # name id, display, match, score


def _kind(folded: str, key: str) -> str:
    if folded == key:
        return "exact"
    return "prefix" if folded.startswith(key) else "contains"


def _prefix_rows(db: CardDatabase, game: Game, key: str, limit: int) -> list[Row]:
    rows = db.conn.execute(
        "SELECT id, display, fold FROM names"
        " WHERE game = ? AND fold >= ? AND fold < ? ORDER BY fold LIMIT ?",
        (game, key, key + "\U0010ffff", max(limit * 20, 200)),
    ).fetchall()
    rows.sort(key=lambda row: (len(row[2]), row[2]))
    return [(i, display, _kind(f, key), _score(f, key)) for i, display, f in rows[:limit]]


def _score(folded: str, key: str) -> float:
    return 1.0 if folded == key else 1.0 - len(folded) / 1000


def _gram_rows(db: CardDatabase, game: Game, key: str, limit: int) -> list[Row]:
    grams = trigrams(key)
    if len(key) < 3:
        return []
    marks = ",".join("?" * len(grams))
    rows = db.conn.execute(
        f"SELECT n.id, n.display, n.fold, h.hits, n.ngrams FROM (SELECT name_id, COUNT(*) AS hits"
        f" FROM grams WHERE game = ? AND gram IN ({marks}) GROUP BY name_id"
        f" ORDER BY hits DESC LIMIT {CANDIDATES}) h JOIN names n ON n.id = h.name_id",
        (game, *grams),
    ).fetchall()
    found: list[Row] = []
    for name_id, display, folded, hits, ngrams in rows:
        if key in folded:
            found.append((name_id, display, _kind(folded, key), _score(folded, key)))
            continue
        score = 2 * hits / (len(grams) + ngrams)
        if score >= FUZZY_MIN:
            found.append((name_id, display, "fuzzy", score))
    found.sort(key=lambda row: (MATCH_ORDER[row[2]], -row[3]))
    return found[:limit]


def _with_refs(db: CardDatabase, game: Game, rows: Sequence[Row]) -> list[Suggestion]:
    refs = _refs(db, [row[0] for row in rows])
    return [
        Suggestion(game, display, match, round(score, 4), tuple(refs.get(name_id, ())))
        for name_id, display, match, score in rows
    ]


def _refs(db: CardDatabase, name_ids: Iterable[int]) -> dict[int, list[CardRef]]:
    ids = list(dict.fromkeys(name_ids))
    if not ids:
        return {}
    found: dict[int, list[CardRef]] = {}
    for row in db.conn.execute(_REF_SQL.format(marks=",".join("?" * len(ids))), ids):
        found.setdefault(row[0], []).append(_ref(row))
    return found


def _ref(row: Sequence[Any]) -> CardRef:
    """A row of the ref queries (see _REF_COLUMNS) as a CardRef."""
    return CardRef(
        kind=row[1],
        card_id=row[2],
        card_name=row[3],
        game=row[4],
        layout=row[5],
        is_token=bool(row[6]),
        pitch=row[7],
        origin=row[8],
        first_printing=row[9],
        legal=json.loads(row[10]),
        rarities=tuple(json.loads(row[11])),
        face_name=row[12],
        side=row[13],
        role=row[14],
        type_line=row[15],
        supertypes=tuple(json.loads(row[16])),
        types=tuple(json.loads(row[17])),
        subtypes=tuple(json.loads(row[18])),
    )
