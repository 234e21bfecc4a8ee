"""``python -m sandbox.bench cards``: any card on the table, on the full reference data.

Imports both games' reference data into a temp database, then prints:
- ``cards drop origin=O cards=N median_ms=X p95_ms=Y resolve_ms=R``: what a drop costs the
  model: resolving a card by name (the one card resolver), adding it to a 150-object table and
  deriving the table, for bundled and for imported cards (``resolve_ms``: the median of the
  first resolution alone). Target: an imported card costs no more than a bundled one.
- ``cards open embedded=N median_ms=X drift_ms=Y``: opening a scenario file that embeds N
  imported cards, on a machine that never imported them, and (``drift_ms``) comparing them with
  the user's card data. Target: N=100 opens in <= 100 ms median.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from sandbox.bench.reference import imported_database, reference_files
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.library import CardNotFound
from sandbox.cards.resolver import CardResolver
from sandbox.model import GAMES, AddObject, Board, Game, Player, apply, as_game, derive, ruleset_for
from sandbox.scenario.files import parse_scenario, scenario_json
from sandbox.scenario.write import from_board

SEED = 20261130
SAMPLE = 200
RUNS = 15


def main(argv: list[str]) -> int:
    files = reference_files()
    if files is None:
        return 2
    with imported_database(files) as database, CardDatabase.open(database) as db:
        resolver = CardResolver(database=db)
        imported = _imported_names(db, random.Random(SEED))
        bundled = [(c.game, c.name, c.pitch) for g in GAMES for c in resolver.library.cards(g)]
        for origin, names in (("bundled", bundled), ("imported", imported)):
            resolving = _resolutions(resolver, names)
            timings = _drops(resolver, names)
            print(
                f"cards drop origin={origin} cards={len(timings)}"
                f" median_ms={statistics.median(timings):.3f} p95_ms={_p95(timings):.3f}"
                f" resolve_ms={statistics.median(resolving):.3f}"
            )
        _open(resolver, imported)
    return 0


def _imported_names(db: CardDatabase, rng: random.Random) -> list[tuple[Game, str, str]]:
    rows = db.conn.execute(
        "SELECT c.game, c.name, c.pitch FROM cards c JOIN sources s ON s.id = c.source_id"
        " WHERE s.origin = 'import' AND c.is_token = 0 ORDER BY c.id"
    ).fetchall()
    distinct = list(dict.fromkeys((as_game(str(g)), str(n), str(p)) for g, n, p in rows))
    return rng.sample(distinct, SAMPLE)


def _table(game: Game, resolver: CardResolver) -> Board:
    """A 150-object table of bundled cards to drop onto."""
    board = Board(game, (Player("ann", "Ann"), Player("ben", "Ben")), (), (), 1, "ann", 1, "")
    cards = resolver.library.cards(game)
    zone = ruleset_for(game).deck_zone
    for index in range(150):
        board = apply(board, AddObject(cards[index % len(cards)], "ann", zone))
    return board


def _resolutions(resolver: CardResolver, names: list[tuple[Game, str, str]]) -> list[float]:
    resolver.reload()  # nothing cached: each card is looked up for the first time
    timings = []
    for game, name, pitch in names[:SAMPLE]:

        def resolve(game: Game = game, name: str = name, pitch: str = pitch) -> None:
            resolver.resolve(game, name, pitch or None)

        try:
            timings.append(_time(resolve))
        except CardNotFound:
            continue
    return timings


def _drops(resolver: CardResolver, names: list[tuple[Game, str, str]]) -> list[float]:
    tables = {game: _table(game, resolver) for game in GAMES}
    timings = []
    for game, name, pitch in names[:SAMPLE]:

        def drop(game: Game = game, name: str = name, pitch: str = pitch) -> None:
            card = resolver.resolve(game, name, pitch or None)
            derive(apply(tables[game], AddObject(card, "ann", "hand")))

        try:
            timings.append(_time(drop))
        except CardNotFound:
            continue
    return timings


def _open(resolver: CardResolver, names: list[tuple[Game, str, str]]) -> None:
    for count in (10, 100):
        board = Board("mtg", (Player("ann", "Ann"), Player("ben", "Ben")), (), (), 1, "ann", 1, "")
        mtg = [(n, p) for g, n, p in names if g == board.game]
        for name, pitch in mtg[:count]:
            card = resolver.resolve("mtg", name, pitch or None)
            board = apply(board, AddObject(card, "ann", "library"))
        _print_open(resolver, scenario_json(from_board(board)))


def _print_open(resolver: CardResolver, text: str) -> None:
    offline = CardResolver.library_only()
    opened = [_time(lambda: parse_scenario(text, "bench.json", offline)) for _ in range(RUNS)]
    scenario = parse_scenario(text, "bench.json", offline)
    drift = [_time(lambda: resolver.drift(scenario.embedded)) for _ in range(RUNS)]
    print(
        f"cards open embedded={len(scenario.embedded)}"
        f" median_ms={statistics.median(opened):.1f} drift_ms={statistics.median(drift):.1f}"
    )


def _time(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return (time.perf_counter() - started) * 1000


def _p95(timings: list[float]) -> float:
    ordered = sorted(timings)
    return ordered[int(0.95 * (len(ordered) - 1))]
