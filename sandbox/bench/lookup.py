"""``python -m sandbox.bench lookup``: autocomplete latency on the full reference data.

Imports the reference data of both games into a temp database, then times
``CardDatabase.open`` plus the first lookup (``open_ms``) and a few hundred realistic queries
through ``lookup.suggest``: exact names in random case, prefixes, one-typo misspellings,
single words from inside names, and MTG face names. Prints
``lookup names=N median_ms=X p95_ms=Y open_ms=Z queries=Q``. Targets: X <= 5, Z <= 200.
"""

from __future__ import annotations

import random
import statistics
import time

from sandbox.bench.reference import imported_database, reference_files
from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.model import GAMES, Game

SEED = 20240601
PER_KIND = 70


def main(argv: list[str]) -> int:
    files = reference_files()
    if files is None:
        return 2
    with imported_database(files) as database:
        started = time.perf_counter()
        db = CardDatabase.open(database)
        lookup.suggest(db, "mtg", "lightning")
        open_ms = (time.perf_counter() - started) * 1000
        with db:
            queries = make_queries(db, random.Random(SEED))
            timings = [_time(db, game, text) for game, text in queries]
            names = lookup.name_count(db)
    timings.sort()
    p95 = timings[int(0.95 * (len(timings) - 1))]
    print(
        f"lookup names={names} median_ms={statistics.median(timings):.2f} p95_ms={p95:.2f}"
        f" open_ms={open_ms:.1f} queries={len(timings)}"
    )
    return 0


def _time(db: CardDatabase, game: Game, text: str) -> float:
    started = time.perf_counter()
    lookup.suggest(db, game, text)
    return (time.perf_counter() - started) * 1000


def make_queries(db: CardDatabase, rng: random.Random) -> list[tuple[Game, str]]:
    """Realistic autocomplete queries for both games (about a third FaB)."""
    names = db.conn.execute("SELECT game, display FROM names ORDER BY id").fetchall()
    faces = db.conn.execute(
        "SELECT DISTINCT f.name FROM faces f JOIN cards c ON c.id = f.card_id"
        " WHERE c.game = 'mtg' AND f.role != 'single' ORDER BY f.name"
    ).fetchall()
    pools: dict[str, list[str]] = {game: [] for game in GAMES}
    for game, name in names:
        pools[str(game)].append(str(name))
    fab = pools["fab"]
    mtg = [name for name in pools["mtg"] if " // " not in name]
    queries: list[tuple[Game, str]] = []
    for make in (_exact, _prefix, _typo, _word):
        for index in range(PER_KIND):
            pick: tuple[Game, list[str]] = ("fab", fab) if index % 3 == 0 else ("mtg", mtg)
            game, pool = pick
            queries.append((game, make(rng, rng.choice(pool))))
    queries += [("mtg", str(rng.choice(faces)[0])) for _ in range(PER_KIND // 2)]
    rng.shuffle(queries)
    return queries


def _exact(rng: random.Random, name: str) -> str:
    return rng.choice([name, name.lower(), name.upper()])


def _prefix(rng: random.Random, name: str) -> str:
    return name[: rng.randint(2, max(2, min(8, len(name))))]


def _typo(rng: random.Random, name: str) -> str:
    if len(name) < 5:
        return name
    i = rng.randrange(1, len(name) - 1)
    kind = rng.choice(("swap", "drop", "change"))
    if kind == "swap":
        return name[: i - 1] + name[i] + name[i - 1] + name[i + 1 :]
    if kind == "drop":
        return name[:i] + name[i + 1 :]
    return name[:i] + rng.choice("aeiourstln") + name[i + 1 :]


def _word(rng: random.Random, name: str) -> str:
    words = [w for w in name.replace(",", " ").split() if len(w) >= 4]
    return rng.choice(words) if words else name
