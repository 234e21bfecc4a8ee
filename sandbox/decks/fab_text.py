"""Flesh and Blood deck lists as text: Fabrary's export and a plain "N Name (pitch)" list.

Fabrary writes "Hero: ...", then either "Weapons: a, b" and "Equipment: a, b" lines or an
"Arena cards" section, then the deck's cards ("Deck cards"), each "3x Card Name (red)";
"Name:", "Format:" and the like are about the list, and its closing lines ("Made with ...",
"See the full deck ...") are not cards. The plain list is "3 Card Name (red)" or "(3) Card
Name (blue)" lines; the pitch is a colour or its number (red 1, yellow 2, blue 3). A name
in a comma list may itself hold a comma ("Dawnblade, Resplendent"): a piece is joined to the
next when `known` says the joined name is a card and the next piece alone is not.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from sandbox.decks.lines import DeckLine, LineChecks, ParsedDeck, Section, bounded_lines

PITCHES = {"red": "1", "yellow": "2", "blue": "3", "r": "1", "y": "2", "b": "3"}
_CARD = re.compile(
    r"^(?:\((?P<paren>\d{1,6})\)|(?P<count>\d{1,6})\s*[xX]?)\s+(?P<name>.+?)"
    r"(?:\s+\((?P<pitch>red|yellow|blue|[ryb123])\))?\s*$",
    re.IGNORECASE,
)
_KEY = re.compile(r"^(?P<key>[A-Za-z][A-Za-z ]{1,20}):\s*(?P<value>.*)$")
_LIST_KEYS: dict[str, Section] = {
    "hero": "hero",
    "weapon": "weapon",
    "weapons": "weapon",
    "equipment": "equipment",
    "equipments": "equipment",
}
_HEADERS: dict[str, Section] = {
    "arena cards": "equipment",
    "deck cards": "main",
    "deck": "main",
    "main deck": "main",
    "sideboard": "sideboard",
    "inventory": "sideboard",
}
_FOOTERS = ("made with", "see the full deck", "http://", "https://")


def pitch_of(word: str | None) -> str | None:
    if not word:
        return None
    return PITCHES.get(word.casefold(), word if word in ("1", "2", "3") else None)


def parse(text: str, known: Callable[[str], bool] = lambda _name: False) -> ParsedDeck:
    checks = LineChecks()
    lines: list[DeckLine] = []
    section: Section = "main"
    title = ""
    for number, line in enumerate(bounded_lines(text), 1):
        stripped = line.strip()
        if checks.long(number, line) or not stripped or stripped.startswith(("//", "#")):
            continue
        folded = stripped.casefold().rstrip(":")
        if folded in _HEADERS:
            section = _HEADERS[folded]
            continue
        if folded.startswith(_FOOTERS):
            continue
        card = _CARD.match(stripped)
        if card is not None:
            count = int(card["paren"] or card["count"])
            if checks.count(number, count):
                lines.append(
                    DeckLine(number, count, card["name"].strip(), section, pitch_of(card["pitch"]))
                )
            continue
        key = _KEY.match(stripped)
        if key is None:
            checks.bad(number, stripped)
            continue
        word, value = key["key"].strip().casefold(), key["value"].strip()
        if word == "name":
            title = value[:200]
        elif word in _LIST_KEYS and value:
            listed = _LIST_KEYS[word]
            names = [value] if listed == "hero" else comma_names(value, known)
            for name in names:
                if checks.count(number, 1):
                    lines.append(DeckLine(number, 1, name, listed))
    return ParsedDeck("fab_text", tuple(lines), tuple(checks.problems), title=title)


def comma_names(value: str, known: Callable[[str], bool]) -> list[str]:
    """The names of a comma list, a piece joined to the next when the joined name is a card
    and the next piece alone is not."""
    pieces = [piece.strip() for piece in value.split(",") if piece.strip()]
    names: list[str] = []
    at = 0
    while at < len(pieces):
        joined = ", ".join(pieces[at : at + 2])
        if at + 1 < len(pieces) and not known(pieces[at + 1]) and known(joined):
            names.append(joined)
            at += 2
        else:
            names.append(pieces[at])
            at += 1
    return names
