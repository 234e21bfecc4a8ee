"""``python -m sandbox.bench deck``: a deck list onto a table, and a deck audit.

Prints, on the bundled library (no card data needed):
- ``deck table game=G cards=N median_ms=X p95_ms=Y``: a 60-card list, as text, read, resolved
  and put on an empty two-player table through the model's actions. Target: <= 200 ms.
- ``deck audit game=G cards=N objects=O against=A median_ms=X``: the audit of a 100-card deck
  against one effect on both sides (the probe board, derived before and after each side).
  Target: <= 1,000 ms.
- ``deck refuse lines=100000 median_ms=X``: a 100,000-line list refused (too large; a list
  of blank lines is refused by its line count, before it is split). Target: a few ms.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from sandbox.cards.resolver import CardResolver
from sandbox.decks.audit import Audit, audit_deck
from sandbox.decks.formats import parse_deck
from sandbox.decks.lines import DeckRefused
from sandbox.decks.probe import OPPONENT, YOU
from sandbox.decks.resolve import ResolvedDeck, read_deck
from sandbox.decks.table import put_deck
from sandbox.model import Board, CardDef, Game, Player

RUNS = 15
# copies of each card in the 100-card deck: the bundled FaB library has ~70 deck cards
AUDIT_COPIES: dict[Game, int] = {"fab": 2, "mtg": 1}


def _timed(work: Callable[[], object], runs: int = RUNS) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return sorted(times)


def _line(card: CardDef, count: int) -> str:
    pitch = {"1": " (red)", "2": " (yellow)", "3": " (blue)"}.get(card.pitch, "")
    return f"{count} {card.name}{pitch}"


def deck_text(resolver: CardResolver, game: Game, cards: int, copies: int) -> str:
    """A list of `cards` cards of the bundled library, `copies` of each (the first lines)."""
    pool = [c for c in resolver.library.cards(game) if not c.is_token and "Hero" not in c.types]
    pool = [c for c in pool if c.layout not in ("meld",)]
    pool.sort(key=lambda c: (not c.references, c.name, c.pitch))
    lines, total = [], 0
    heroes = [
        c for c in resolver.library.cards(game) if "Hero" in c.types and "Young" not in c.types
    ]
    if heroes:  # a FaB deck lists its hero first (MTG has no Hero card type)
        lines.append(f"Hero: {heroes[0].name}")
        total += 1
    for card in pool:
        count = min(copies, cards - total)
        if count <= 0:
            break
        lines.append(_line(card, count))
        total += count
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    resolver = CardResolver.library_only()
    games: tuple[Game, ...] = ("mtg", "fab")
    for game in games:
        text = deck_text(resolver, game, 60, 4)
        empty = Board(game, (Player("ann", "Ann"), Player("ben", "Ben")), active_player="ann")

        def onto_table(text: str = text, empty: Board = empty, game: Game = game) -> Board:
            return put_deck(empty, read_deck(text, game, resolver), "ann")

        board = onto_table()
        times = _timed(onto_table)
        p95 = times[int(len(times) * 0.95) - 1]
        print(
            f"deck table game={game} cards={len(board.objects)} "
            f"median_ms={statistics.median(times):.1f} p95_ms={p95:.1f}"
        )
    audits: tuple[tuple[Game, str], ...] = (("fab", "amnesia"), ("mtg", "name-sticker"))
    for game, against in audits:
        copies = AUDIT_COPIES[game]
        deck = read_deck(deck_text(resolver, game, 100, copies), game, resolver)

        def audit(deck: ResolvedDeck = deck, against: str = against) -> Audit:
            return audit_deck(deck, (against,), (YOU, OPPONENT), resolver)

        result = audit()
        times = _timed(audit, 5)
        print(
            f"deck audit game={game} cards={deck.card_count} "
            f"objects={len(result.probe.board.objects)} against={against} "
            f"median_ms={statistics.median(times):.1f}"
        )
    huge = "4 Island\n" * 100_000

    def refuse_huge() -> None:
        try:
            parse_deck(huge, "mtg")
        except DeckRefused:
            return
        raise AssertionError("a 100,000-line list was read")

    times = _timed(refuse_huge)
    print(f"deck refuse lines=100000 median_ms={statistics.median(times):.2f}")
    return 0
