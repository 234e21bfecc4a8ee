"""Deck-building rules that name cards ("a deck can have any number of cards named X",
MTG 113.6n; a companion's condition, 702.139a): out of board scope, and read as abilities that
function outside the game, judged on the cards of their owner's deck as printed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.common import IC, LIST, Card, names_draft
from sandbox.cards.reading.readings import Reading
from sandbox.model import LooksFor, ObjectFilter

DECK_BUILDING = re.compile(
    r"\b(?:a|your) deck can (?:have|contain|include)\b|"
    r"\b(?:you may have|you may only have|may add|may include)\b[^.]*\b(?:decks?|card pool)\b|"
    # a companion's condition and FaB's starting inventory are met before the game (MTG 702.139a)
    r"\bin your starting (?:deck|inventory)\b",
    IC,
)
# "A deck can have any number of cards named Relentless Rats", "… up to seven cards named …"
DECK_CAN_HAVE_NAMED = re.compile(
    rf"\b(?:a|your) deck can (?:have|contain|include) (?:any number of|up to \w+) cards named"
    rf" (?P<list>{LIST})",
    IC,
)
# Lutri's companion condition: "Each nonland card in your starting deck has a different name"
STARTING_DECK_DIFFERENT = re.compile(
    r"\bin your starting deck (?:has|have) (?:a )?different names?\b", IC
)

NEGATED = re.compile(r"\bnon-?([a-z]+)\b", IC)


def deck_building(r: Reading, card: Card) -> None:
    match = DECK_BUILDING.search(r.sentence.masked)
    named = re.search(r"\bnamed?\b", match.group(0), IC) if match else None
    # "each nonland card in your starting deck has a different name": no name hit, a name rule
    different = match and "starting" in match.group(0).casefold() and "name" in r.low
    if match and (r.sentence.hits or named or different):
        r.deck_building = True
        r.claim(0, len(r.sentence.masked))
        _outside_the_game(r, card)


def _outside_the_game(r: Reading, card: Card) -> None:
    """The deck rule as an ability functioning outside the game: the cards of its owner's deck
    (MTG 113.6n, 702.139a)."""
    deck = ObjectFilter(zones=(card.ruleset.deck_zone,), zone_owner="owner")
    for match in DECK_CAN_HAVE_NAMED.finditer(r.sentence.masked):
        draft = names_draft(r.hits_in(match.group("list")), card, deck, True)
        r.add(replace(draft, outside_game=True), match.span())
    for match in STARTING_DECK_DIFFERENT.finditer(r.sentence.masked):
        before = r.sentence.masked[: match.start()]  # "each nonland card": lands may share one
        negated = tuple(m.group(1).casefold() for m in NEGATED.finditer(before))
        look, group = LooksFor(kind="different_names"), replace(deck, not_types=negated)
        r.add(Draft("identification", look, group, True, outside_game=True), match.span())
