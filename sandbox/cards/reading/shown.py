"""The cards an earlier sentence of the card showed or moved, and where they are now: "from
among them" after "look at the top three cards of your deck", "those cards" after "exile the
top four cards of target player's library", "revealed this way", "milled this way", the top N
cards of a zone a sentence finds among.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.whose import ANY, YOU, zone_owner_before
from sandbox.cards.reading.whose import last_match as _last
from sandbox.cards.reading.zone_words import (
    OWNER_ALT,
    ZONE_LIST,
    Where,
    owner_said,
    zones_in,
)
from sandbox.model import Game, Zone, ruleset_for

MILLER = re.compile(
    r"(?P<who>\byou|\b(?:target|each|that|an?) (?:player|opponent|hero)s?)\s+mills?\b", re.I
)


def those_cards(card_text: str, game: Game) -> Where | None:
    """Where "those cards" are: the cards the last "exiles / looks at / reveals / mills the
    top N cards of <a library>" before took (in exile, a graveyard, or still the library)."""
    found = _last(TOP_CARDS_BEFORE, card_text)
    if found is None:
        return None
    verb = found.group("verb").casefold()
    owner = owner_said(found.group("owner"), card_text[: found.start()])
    if verb.startswith("exile"):
        return Where((ruleset_for(game).exile_zone,), found=True, strong=True)
    if verb.startswith("banish"):  # FaB: into the banished zone of the deck's owner (3.4)
        return Where((ruleset_for(game).exile_zone,), zone_owner=owner, found=True, strong=True)
    if verb.startswith("mill"):
        return Where(("graveyard",), zone_owner=owner, found=True, strong=True)
    zones = zones_in(found.group("zones"), game)
    return Where(zones, zone_owner=owner, found=True, strong=True) if zones else None


def shown_among(sentence: str, game: Game, card_text: str) -> Where | None:
    """Where the cards "from among them" are: the cards looked at or revealed last ("Look at
    the top three cards of your deck. You may reveal a Sun Kiss from among them and put it into
    your hand": your deck), with a zone the sentence adds itself ("from among them and from
    that player's hand"); None when nothing was shown."""
    text = card_text or sentence
    shown = _last(SHOWN_ZONE, text)
    moved = _last(TOP_CARDS_BEFORE, text)
    if moved is not None and (shown is None or moved.start() > shown.start()):
        return those_cards(text, game)
    zones = zones_in(shown.group("zones"), game) if shown else ()
    if shown is None or not zones:
        return None
    owner = owner_said(shown.group("owner"), text[: shown.start()])
    also = ALSO_FROM.search(sentence)
    if also is not None and owner_said(also.group("owner"), text[: shown.end()]) == owner:
        zones = (*zones, *(z for z in zones_in(also.group("zones"), game) if z not in zones))
    return Where(zones, zone_owner=owner, found=True, strong=True)


def _shown_by(verbs: str) -> re.Pattern[str]:
    """ "<verb> [the top N cards of] <whose> <zones>": a zone some verb shows, and whose."""
    return re.compile(
        rf"\b(?:{verbs}) (?:the (?:top|bottom) (?:\w+ )?cards? of |the cards? in )?"
        rf"(?P<owner>{OWNER_ALT}) "
        rf"(?P<zones>{ZONE_LIST})",
        re.I,
    )


REVEALED_FROM = _shown_by(r"reveals?")
# "Reveal up to four nonland cards from your hand"
CARDS_REVEALED_FROM = re.compile(
    rf"\breveals? (?:up to )?(?:any number of |\w+ )(?:[\w-]+ ){{0,3}}?cards? from "
    rf"(?P<owner>{OWNER_ALT}) (?P<zones>{ZONE_LIST})",
    re.I,
)


THOSE_CARDS = re.compile(r"\bthose cards\b", re.I)
# "Target hero reveals their hand. Banish all cards with the chosen name from it": the zone
# revealed or looked at before ("remove a counter from it" is no zone)
FROM_IT = re.compile(r"(?<!counter )(?<!counters )\b(?:from|among|in) (?:it|them)\b", re.I)
SHOWN_ZONE = _shown_by(r"reveals?|looks? at")
_AMONG_THEM = r"from among (?:them|those cards|the revealed cards|the cards revealed this way)"
FROM_AMONG_THEM = re.compile(rf"\b{_AMONG_THEM}\b", re.I)
ALSO_FROM = re.compile(
    rf"\b{_AMONG_THEM} and from (?P<owner>{OWNER_ALT}) (?P<zones>{ZONE_LIST})", re.I
)
REMOVED_THIS_WAY = re.compile(r"\b(?:exiled|banished) this way\b", re.I)
TOP_CARDS_BEFORE = re.compile(
    rf"\b(?P<verb>exiles?|banish(?:es)?|looks? at|reveals?|mills?) the top (?P<n>\w+ )?cards? of "
    rf"(?P<owner>{OWNER_ALT}) (?P<zones>{ZONE_LIST})",
    re.I,
)
SEARCHED_AND_REVEALED = re.compile(
    rf"\bsearch(?:es)? (?P<owner>{OWNER_ALT}) (?P<zones>{ZONE_LIST}) for [^.]*?\breveals? "
    r"(?:it|them|that card|those cards)\b",
    re.I,
)


# FaB: a clash reveals the top card of each hero's deck
CLASH: dict[Game, re.Pattern[str] | None] = {"fab": re.compile(r"\bclash", re.I), "mtg": None}


def revealed_before(card_text: str, game: Game) -> Where:
    """Where the card `card_text` last revealed was ("Target opponent reveals their arsenal.
    If it's a card named X, …": that opponent's arsenal); not found when it revealed none."""
    revealed = revealed_from(card_text, game)
    if revealed is None:
        return Where()
    zones, owner = revealed
    return Where(zones, owner, found=True, strong=True)


# "look at the top card of target hero's deck", "turn a face-down card in your arsenal face up"
SHOWN_CARD = _shown_by(
    r"reveals?|looks? at|turns? (?:a|the|each|all|every) (?:face-down )?cards? in"
)


def shown_before(card_text: str, game: Game) -> Where:
    """Where the card `card_text` last showed was: looked at, turned face up or revealed ("Look
    at the top card of target hero's deck. If it's a Sink Below, …"); not found when none."""
    shown = _last(SHOWN_CARD, card_text)
    zones = zones_in(shown["zones"], game) if shown else ()
    if shown is None or not zones:
        return revealed_before(card_text, game)
    return Where(
        zones, owner_said(shown["owner"], card_text[: shown.start()]), found=True, strong=True
    )


def revealed_from(card_text: str, game: Game) -> tuple[tuple[Zone, ...], str] | None:
    """Where the cards "revealed this way" were and whose zone it was: the last "reveal the
    top card of your library" / "target player reveals their hand" before, else the zone a
    card searched for and revealed was searched in."""
    shown = [
        m for m in (_last(REVEALED_FROM, card_text), _last(CARDS_REVEALED_FROM, card_text)) if m
    ]
    found = max(shown, key=lambda m: m.start()) if shown else None
    if found is None:  # "search your library for an Equipment card and reveal it"
        found = _last(SEARCHED_AND_REVEALED, card_text)
    clash = CLASH[game]
    clashed = _last(clash, card_text) if clash else None
    if clashed is not None and (found is None or clashed.start() > found.start()):
        return ("deck",), ANY  # each hero reveals the top card of their deck (FaB 8.5.45)
    if found is None:
        return None
    zones = zones_in(found.group("zones"), game)
    return (zones, owner_said(found.group("owner"), card_text[: found.start()])) if zones else None


def miller(card_text: str) -> str:
    """Whose graveyard the cards "milled this way" are in: the last player said to mill."""
    found = _last(MILLER, card_text)
    if found is None or found.group("who").casefold() == "you":
        return YOU
    return zone_owner_before(card_text[: found.end("who")])  # "that player": named before


# "Reveal the top four cards of your library and put all of them with that name into your
# hand": the objects found are among those cards only (TOP_CARDS_BEFORE, in the same sentence)
AMONG_THOSE = re.compile(r"\b(?:of|among) them\b|\bthose cards\b", re.I)
COUNT_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}


def with_top(found: Where, sentence: str, game: Game) -> Where:
    """`found` limited to the top cards of its zone the sentence took, when what it finds is
    among them ("of them", "among them", "those cards")."""
    if "top " not in sentence:  # where() reads every sentence; few take top cards
        return found
    top = TOP_CARDS_BEFORE.search(sentence)
    if top is None or found.related or not AMONG_THOSE.search(sentence, top.end()):
        return found
    if set(zones_in(top.group("zones"), game)) != set(found.zones):
        return found
    word = (top.group("n") or "").strip().casefold()
    count = 1 if not word else COUNT_WORDS.get(word, int(word) if word.isdigit() else 0)
    return replace(found, top=count) if count else found
