"""MTG plain-text deck lists, as MTG Arena and MTGO export them and as players paste them.

"4 Lightning Bolt" or "4x Lightning Bolt", optionally with the printing "(M10) 146" (Arena);
sections by a header line ("Deck", "Sideboard", "Commander", "Companion"; "About" and its
"Name ..." line are the list's title); "SB: 2 Duress" (older MTGO text); and in a list with no
headers at all, the cards after the first blank line are the sideboard (MTGO's export). Lines
starting with "//" or "#" are comments.
"""

from __future__ import annotations

import re

from sandbox.decks.lines import DeckLine, LineChecks, ParsedDeck, Section, bounded_lines

_CARD = re.compile(
    r"^(?P<sb>SB:\s*)?(?P<count>\d{1,6})\s*[xX]?\s+(?P<name>.+?)"
    r"(?:\s+\((?P<set>[A-Za-z0-9]{2,8})\)(?:\s+(?P<number>[A-Za-z0-9\-★†*]{1,10}))?)?"
    r"(?:\s+\*[A-Z]{1,2}\*)?\s*$"
)
_HEADERS: dict[str, Section | None] = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "sideboard": "sideboard",
    "side": "sideboard",
    "commander": "commander",
    "commanders": "commander",
    "companion": "companion",
    "about": None,
}


def _header(line: str) -> tuple[bool, Section | None]:
    word = line.strip().rstrip(":").casefold()
    if word in _HEADERS:
        return True, _HEADERS[word]
    return False, None


def parse(text: str) -> ParsedDeck:
    raw = bounded_lines(text)
    has_headers = any(_header(line)[0] for line in raw)
    checks = LineChecks()
    lines: list[DeckLine] = []
    section: Section = "main"
    in_about = False
    title = ""
    for number, line in enumerate(raw, 1):
        if checks.long(number, line):
            continue
        stripped = line.strip()
        if not stripped:
            if not has_headers and lines and section == "main":
                section = "sideboard"  # MTGO: a blank line, then the sideboard
            in_about = False
            continue
        if stripped.startswith(("//", "#")):
            continue
        is_header, named = _header(stripped)
        if is_header:
            in_about = named is None
            section = named or section
            continue
        if in_about:
            if stripped.casefold().startswith("name "):
                title = stripped[5:].strip()
            continue
        match = _CARD.match(stripped)
        if match is None:
            checks.bad(number, stripped)
            continue
        count = int(match["count"])
        if not checks.count(number, count):
            continue
        lines.append(
            DeckLine(
                number,
                count,
                match["name"].strip(),
                "sideboard" if match["sb"] else section,
                set_code=(match["set"] or "").upper(),
                collector_number=match["number"] or "",
            )
        )
    return ParsedDeck("mtg_text", tuple(lines), tuple(checks.problems), title=title)
