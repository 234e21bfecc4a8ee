"""The lookup index: every distinct name per game, what it refers to, and its trigrams.

Rebuilt from the ``cards``, ``faces`` and ``face_pairs`` tables whenever the database is
built. Each face name is a name (kind "name"), and a multi-face card's combined "A // B" name
(MTG multi-face cards, FaB split-cards and double-faced cards) is indexed as kind "full" so
lookups find it and naming can explain why it is not a name (MTG 201.4, FaB 9.1.2b, 9.2.2b).
FaB: monikers too (kind "moniker") for moniker-aware suggestions; MTG: a token named by its
subtypes also by its 111.4 name.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator

from sandbox.cards.db.folding import fold, trigrams
from sandbox.cards.db.monikers import moniker
from sandbox.cards.games import conventions_of
from sandbox.model import Face, Game, token_name

Ref = tuple[int, str, int, int | None]  # name id, kind, card id, face id


class _Names:
    """Distinct (game, folded name) -> id, display text; and the refs to cards."""

    def __init__(self) -> None:
        self.ids: dict[tuple[str, str], int] = {}
        self.display: list[tuple[str, str, str]] = []  # game, fold, display
        self.refs: set[Ref] = set()

    def add(self, game: Game, name: str, kind: str, card_id: int, face_id: int | None) -> None:
        key = (game, fold(name))
        if not key[1]:
            return
        name_id = self.ids.get(key)
        if name_id is None:
            name_id = len(self.display) + 1
            self.ids[key] = name_id
            self.display.append((game, key[1], name.strip()))
        self.refs.add((name_id, kind, card_id, face_id))


def build_name_index(conn: sqlite3.Connection) -> int:
    """Fill names, name_refs and grams from cards and faces; return the number of names."""
    conn.execute("DELETE FROM names")
    conn.execute("DELETE FROM name_refs")
    conn.execute("DELETE FROM grams")
    names = _Names()
    rows = conn.execute(
        "SELECT c.id, c.game, c.name, f.id, f.name, f.types, c.is_token, f.subtypes FROM cards c"
        " JOIN faces f ON f.card_id = c.id ORDER BY c.id, f.side"
    )
    for card_id, game, card_name, face_id, face_name, types, is_token, subtypes in rows:
        names.add(game, face_name, "name", card_id, face_id)
        conventions = conventions_of(game)
        if (
            conventions.tokens_named_by_types and is_token
        ):  # "Zombie" is the Zombie Token's record (111.4)
            named = token_name(Face(face_name, types=tuple(json.loads(subtypes))))
            if named != face_name:
                names.add(game, named, "name", card_id, face_id)
        if " // " in card_name and fold(card_name) != fold(face_name):
            names.add(game, card_name, "full", card_id, None)  # MTG multi-face, FaB split
        if conventions.monikers:
            short = moniker(face_name, json.loads(types))
            if short and fold(short) != fold(face_name):
                names.add(game, short, "moniker", card_id, face_id)
    pairs = conn.execute(
        "SELECT p.front_id, front.name, back.name FROM face_pairs p"
        " JOIN cards front ON front.id = p.front_id JOIN cards back ON back.id = p.back_id"
    )
    for front_id, front_name, back_name in pairs:  # a FaB double-faced card (9.1.2b)
        names.add("fab", f"{front_name} // {back_name}", "full", front_id, None)
    printed = conn.execute(
        "SELECT c.id, c.game, f.name FROM foreign_names f JOIN cards c ON c.id = f.card_id"
    )
    for card_id, game, name in printed:  # searched, never a name the rules know (F12, 201.4)
        names.add(game, name, "foreign", card_id, None)
    _store(conn, names)
    return len(names.display)


def _store(conn: sqlite3.Connection, names: _Names) -> None:
    counts: list[int] = []
    conn.executemany("INSERT INTO grams VALUES (?, ?, ?)", _gram_rows(names, counts))
    conn.executemany(
        "INSERT INTO names (id, game, fold, display, ngrams) VALUES (?, ?, ?, ?, ?)",
        (
            (name_id, game, key, shown, count)
            for name_id, ((game, key, shown), count) in enumerate(
                zip(names.display, counts, strict=True), 1
            )
        ),
    )
    refs: list[Ref] = sorted(names.refs, key=_ref_order)
    conn.executemany("INSERT INTO name_refs VALUES (?, ?, ?, ?)", refs)


def _gram_rows(names: _Names, counts: list[int]) -> Iterator[tuple[str, str, int]]:
    """Every name's trigram postings; each name's number of trigrams goes to `counts` (the
    trigrams are computed once, and never all held at once)."""
    for name_id, (game, key, _) in enumerate(names.display, 1):
        grams = trigrams(key)
        counts.append(len(grams))
        for gram in grams:
            yield game, gram, name_id


def _ref_order(ref: Ref) -> tuple[int, str, int, int]:
    return ref[0], ref[1], ref[2], ref[3] or 0
