"""Flesh and Blood monikers: the short name a personal name gives (FaB CR 2.7.3, RULES.md F2).

A personal name is written "[HONORIFIC?] [MONIKER] [LAST?] [, SUFFIX?]"; only personal names
have a moniker. Card data does not mark which names are personal, so this is the one shared,
documented heuristic (the rules model and the card database both use it):
- heroes, demi-heroes and mentors: the first word after any honorific ("Dorinthea Ironsong" ->
  Dorinthea, "Ser Boltyn, Breaker of Dawn" -> Boltyn, "Katsu, the Wanderer" -> Katsu, "Lady
  Barthimont" -> Barthimont, "Chief Ruk'utan" -> Ruk'utan; a name that starts with "The" is
  not personal unless listed: "The Hand that Pulls the Strings");
- weapons and allies: the name before a comma suffix ("Dawnblade, Resplendent" -> Dawnblade,
  "Blasmophet, the Soul Harvester" -> Blasmophet), or a one-word name itself ("Dawnblade");
  a plain descriptive name has none ("Aether Ashwing", "Nebula Blade");
- the multi-word examples of CR 2.7.3 ("Data Doll MKII" -> Data Doll, "The Librarian").
A card's curated `moniker` overrides the heuristic. A moniker is not a name (F3a, 2.7.3c).
"""

from __future__ import annotations

from collections.abc import Iterable

HERO_TYPES = frozenset({"Hero", "Demi-Hero"})
PERSONAL_TYPES = HERO_TYPES | {"Mentor"}  # a mentor is a person: "Lady Barthimont"
NAMED_TYPES = frozenset({"Weapon", "Ally"})
HONORIFICS = frozenset(
    {
        "ser",
        "sir",
        "dame",
        "lady",
        "lord",
        "king",
        "queen",
        "prince",
        "princess",
        "professor",
        "captain",
        "chief",
    }
)
KNOWN = {"data doll mkii": "Data Doll", "the librarian": "The Librarian"}


def moniker_of(name: str, types: Iterable[str]) -> str | None:
    """The moniker of an object named `name` with `types`, or None if the name is not personal."""
    known = KNOWN.get(name.casefold())
    if known is not None:
        return known
    kinds = set(types)
    head, comma, _ = name.partition(",")
    words = head.split()
    while len(words) > 1 and words[0].casefold() in HONORIFICS:
        words = words[1:]
    if not words:
        return None
    if kinds & PERSONAL_TYPES:
        return None if words[0].casefold() == "the" else words[0]
    if kinds & NAMED_TYPES and (comma or len(words) == 1):
        return " ".join(words) if comma else words[0]
    return None
