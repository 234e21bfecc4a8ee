"""Cockatrice's `.cod` deck files: XML, a `cockatrice_deck` root with `deckname`, `comments`
and `zone` elements (`name="main"`, `"side"`; `"tokens"` lists tokens the deck makes and puts
nothing on the table), each holding `card` elements (`number`, `name`, and in newer files the
printing `setShortName` and `collectorNumber`). Read by `safe_xml`.
"""

from __future__ import annotations

from sandbox.decks.lines import DeckLine, LineChecks, ParsedDeck, Section, refuse
from sandbox.decks.safe_xml import read_xml

_ZONES: dict[str, Section | None] = {"main": "main", "side": "sideboard", "tokens": None}


def parse(data: bytes) -> ParsedDeck:
    root = read_xml(data)
    if root.tag != "cockatrice_deck":
        raise refuse("deck.wrong_root", root.line, expected="cockatrice_deck", found=root.tag[:40])
    checks = LineChecks()
    lines: list[DeckLine] = []
    for zone in root.find_all("zone"):
        section = _ZONES.get(zone.attributes.get("name", "").casefold(), "main")
        if section is None:
            continue
        for card in zone.find_all("card"):
            name = card.attributes.get("name", "").strip()
            number = card.attributes.get("number", "")
            if not name or not number.isdigit() or checks.long(card.line, name):
                checks.bad(card.line, f'card number="{number}" name="{name}"')
                continue
            if not checks.count(card.line, int(number)):
                continue
            lines.append(
                DeckLine(
                    card.line,
                    int(number),
                    name,
                    section,
                    set_code=card.attributes.get("setShortName", "")[:8].upper(),
                    collector_number=card.attributes.get("collectorNumber", "")[:10],
                )
            )
    title = root.child_text("deckname")[:200]
    return ParsedDeck("cockatrice", tuple(lines), tuple(checks.problems), title=title)
