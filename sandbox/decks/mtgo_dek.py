"""MTGO's `.dek` deck files: XML, a `Deck` root with one `Cards` element per card line
(`Quantity`, `Name`, `Sideboard="true"` for the sideboard; `CatID` is MTGO's own printing id
and is not used). Read by `safe_xml` (no DOCTYPE, no entities, bounded).
"""

from __future__ import annotations

from sandbox.decks.lines import DeckLine, LineChecks, ParsedDeck, refuse
from sandbox.decks.safe_xml import read_xml


def parse(data: bytes) -> ParsedDeck:
    root = read_xml(data)
    if root.tag != "Deck":
        raise refuse("deck.wrong_root", root.line, expected="Deck", found=root.tag[:40])
    checks = LineChecks()
    lines: list[DeckLine] = []
    for element in root.find_all("Cards"):
        name = element.attributes.get("Name", "").strip()
        quantity = element.attributes.get("Quantity", "")
        if not name or not quantity.isdigit() or checks.long(element.line, name):
            checks.bad(element.line, f'Cards Name="{name}" Quantity="{quantity}"')
            continue
        if not checks.count(element.line, int(quantity)):
            continue
        side = element.attributes.get("Sideboard", "false").casefold() == "true"
        lines.append(DeckLine(element.line, int(quantity), name, "sideboard" if side else "main"))
    return ParsedDeck("mtgo_dek", tuple(lines), tuple(checks.problems))
