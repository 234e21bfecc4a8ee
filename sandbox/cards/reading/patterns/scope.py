"""Deck-building rules that name cards ("a deck can have any number of cards named X",
MTG 100.2a; a companion's condition, 702.139a): read, and out of board scope.
"""

from __future__ import annotations

import re

from sandbox.cards.reading.patterns.common import IC, Card
from sandbox.cards.reading.readings import Reading

DECK_BUILDING = re.compile(
    r"\b(?:a|your) deck can (?:have|contain|include)\b|"
    r"\b(?:you may have|you may only have|may add|may include)\b[^.]*\b(?:decks?|card pool)\b|"
    # a companion's condition and FaB's starting inventory are met before the game (MTG 702.139a)
    r"\bin your starting (?:deck|inventory)\b",
    IC,
)


def deck_building(r: Reading, card: Card) -> None:
    match = DECK_BUILDING.search(r.sentence.masked)
    named = re.search(r"\bnamed?\b", match.group(0), IC) if match else None
    # "each nonland card in your starting deck has a different name": no name hit, a name rule
    different = match and "starting" in match.group(0).casefold() and "name" in r.low
    if match and (r.sentence.hits or named or different):
        r.deck_building = True
        r.claim(0, len(r.sentence.masked))
