"""MTG characteristic words for "choose a [characteristic] card name" (rule 201.4a).

A word is a card type or supertype ("artifact", "legendary"), "permanent", or one of those
with "non" in front ("nonland", "noncreature"). A face matches when its own Oracle types and
supertypes do; a battlefield object's current characteristics never count (RULES.md M2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

CARD_TYPES = frozenset(
    {
        "artifact",
        "battle",
        "conspiracy",
        "creature",
        "dungeon",
        "enchantment",
        "instant",
        "kindred",
        "land",
        "phenomenon",
        "plane",
        "planeswalker",
        "scheme",
        "sorcery",
        "tribal",
        "vanguard",
    }
)
SUPERTYPES = frozenset({"basic", "legendary", "ongoing", "snow", "world"})
PERMANENT_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}
)
SYNONYMS = {"tribal": frozenset({"tribal", "kindred"}), "kindred": frozenset({"tribal", "kindred"})}
WORDS = tuple(sorted(CARD_TYPES | SUPERTYPES | {"permanent"}))


@dataclass(frozen=True)
class Characteristic:
    """One word: ``base`` ("land") and whether it is negated ("nonland")."""

    word: str
    base: str
    negated: bool

    def matches(self, supertypes: Sequence[str], types: Sequence[str]) -> bool:
        have = {t.lower() for t in (*supertypes, *types)}
        if self.base == "permanent":
            found = bool(have & PERMANENT_TYPES)
        else:
            found = bool(have & SYNONYMS.get(self.base, frozenset({self.base})))
        return found != self.negated


def parse_characteristic(word: str) -> Characteristic:
    """The characteristic a word names; ValueError if it is not one."""
    text = word.strip().lower()
    negated = text.startswith("non")
    base = text[3:].lstrip("-") if negated else text
    if base not in CARD_TYPES and base not in SUPERTYPES and base != "permanent":
        raise ValueError(word)
    return Characteristic(text, base, negated)


def parse_characteristics(words: Sequence[str]) -> tuple[Characteristic, ...]:
    """Each word (commas also separate words) as a characteristic."""
    parts = [part for word in words for part in word.split(",") if part.strip()]
    return tuple(parse_characteristic(part) for part in parts)


def describe(characteristics: Sequence[Characteristic]) -> str:
    """The words as written, e.g. "nonland, noncreature"."""
    return ", ".join(c.word for c in characteristics)
