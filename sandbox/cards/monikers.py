"""FaB monikers derived from names (FaB CR 2.7.3), for moniker-aware lookup suggestions.

A moniker exists only for personal names (RULES.md F2): heroes, weapons and some allies. A
personal name is written "[HONORIFIC?] [MONIKER] [LAST?] [, SUFFIX?]". The data does not mark
which names are personal, so this is a documented heuristic: a hero's (or demi-hero's) moniker
is the first word of its name after any honorific ("Dorinthea Ironsong" -> Dorinthea,
"Ser Boltyn, Breaker of Dawn" -> Boltyn); a weapon or ally has one only when its name has a
comma suffix ("Blasmophet, the Soul Harvester" -> Blasmophet, "Dawnblade, Resplendent" ->
Dawnblade; "Aether Ashwing" has none). The rule's own multi-word examples are listed. A
moniker is not a name (F3a, CR 2.7.3c): lookups show it, naming never matches it.
"""

from __future__ import annotations

from collections.abc import Iterable

from sandbox.cards.text import fold

PERSONAL_TYPES = frozenset({"Hero", "Demi-Hero", "Weapon", "Ally"})
HERO_TYPES = frozenset({"Hero", "Demi-Hero"})
HONORIFICS = frozenset({"ser", "sir", "dame", "lady", "lord", "professor", "captain"})
KNOWN = {"data doll mkii": "Data Doll", "the librarian": "The Librarian"}


def moniker(name: str, types: Iterable[str]) -> str | None:
    """The moniker of a FaB card named ``name`` with ``types``, or None if it has none."""
    if fold(name) in KNOWN:
        return KNOWN[fold(name)]
    kinds = set(types)
    if not kinds & PERSONAL_TYPES:
        return None
    head, comma, _ = name.partition(",")
    words = head.split()
    while len(words) > 1 and words[0].lower() in HONORIFICS:
        words.pop(0)
    if not words:
        return None
    if kinds & HERO_TYPES:
        return words[0]
    return " ".join(words) if comma else None
