"""Deck lines to cards, through the one card resolver (bundled library, then the user's card
data): each line that does not resolve is one problem with its line number and the closest
card names (the card database's lookup when the user has one, else the bundled library).

MTG names are tried as written, then as the split or double-faced card they are the short form
of ("Fire/Ice" and "Fire // Ice" are the same card; a front face's name is its card).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass

from sandbox.cards.errors import CardDataError
from sandbox.cards.library import CardNotFound
from sandbox.cards.resolver import CardResolver
from sandbox.decks.formats import parse_deck
from sandbox.decks.lines import DeckLine, DeckProblem, DeckRefused, ParsedDeck, problem
from sandbox.model import CardDef, Game

CLOSEST = 3
# whether lists write a multi-face card's name short ("Fire/Ice", its front face): MTG's do
_SHORT_FORMS: dict[Game, bool] = {"fab": False, "mtg": True}


@dataclass(frozen=True, slots=True)
class DeckEntry:
    line: DeckLine
    card: CardDef


@dataclass(frozen=True)
class ResolvedDeck:
    """The cards of a list, the problems of the lines that failed, and the list's own words."""

    game: Game
    entries: tuple[DeckEntry, ...]
    problems: tuple[DeckProblem, ...]
    format: str = ""
    title: str = ""

    @property
    def card_count(self) -> int:
        return sum(entry.line.count for entry in self.entries)

    @property
    def ok(self) -> bool:
        return not self.problems


def resolve_deck(parsed: ParsedDeck, game: Game, resolver: CardResolver) -> ResolvedDeck:
    entries: list[DeckEntry] = []
    problems = list(parsed.problems)
    for line in parsed.lines:
        found = resolve_line(line, game, resolver)
        if isinstance(found, DeckProblem):
            problems.append(found)
        else:
            entries.append(DeckEntry(line, found))
    problems.sort(key=lambda p: p.line)
    return ResolvedDeck(game, tuple(entries), tuple(problems), parsed.format, parsed.title)


def known_name(game: Game, resolver: CardResolver) -> Callable[[str], bool]:
    """A check "is this a card name" for the parsers that join comma lists."""

    def known(name: str) -> bool:
        try:
            resolver.resolve(game, name)
        except CardNotFound as missing:
            return missing.code in ("card.needs_pitch", "card.no_such_pitch")
        return True

    return known


def resolve_line(line: DeckLine, game: Game, resolver: CardResolver) -> CardDef | DeckProblem:
    first: CardNotFound | None = None
    for name in _spellings(line.name, game):
        try:
            return resolver.resolve(game, name, line.pitch)
        except CardNotFound as missing:
            first = first or missing
            if missing.code != "card.unknown" and missing.code != "card.not_in_data":
                break
    assert first is not None
    if first.code in ("card.needs_pitch", "card.no_such_pitch"):
        return problem(
            line.number,
            "deck.needs_pitch" if first.code == "card.needs_pitch" else "deck.no_such_pitch",
            name=line.name,
            pitch=line.pitch or "",
            candidates=", ".join(first.candidates),
        )
    closest = closest_names(resolver, game, line.name)
    return problem(line.number, "deck.unknown_card", name=line.name, closest=", ".join(closest))


def _spellings(name: str, game: Game) -> list[str]:
    names = [name]
    if not _SHORT_FORMS[game]:
        return names
    if " // " in name:
        names.append(name.split(" // ")[0])
    elif "/" in name:
        names.append(" // ".join(part.strip() for part in name.split("/")))
    return names


def closest_names(resolver: CardResolver, game: Game, name: str) -> list[str]:
    """Up to CLOSEST card names spelled like `name`."""
    db = resolver.database()
    if db is not None:
        from sandbox.cards.db import lookup

        try:
            found = [s.name for s in lookup.suggest(db, game, name, CLOSEST * 2) if s.is_name]
        except CardDataError:
            found = []
        if found:
            return list(dict.fromkeys(found))[:CLOSEST]
    names = {card.name: None for card in resolver.library.cards(game)}
    by_fold = {n.casefold(): n for n in names}
    close = difflib.get_close_matches(name.casefold(), list(by_fold), n=CLOSEST, cutoff=0.5)
    return [by_fold[n] for n in close]


def read_deck(data: bytes | str, game: Game, resolver: CardResolver) -> ResolvedDeck:
    """A deck list in any format, resolved (DeckRefused when the list cannot be read)."""
    parsed = parse_deck(data, game, known_name(game, resolver))
    deck = resolve_deck(parsed, game, resolver)
    if not deck.entries and not deck.problems:
        raise DeckRefused(problem(0, "deck.empty"))
    return deck
