"""Zone names inside sentences, by language: the model passes zone codes ("graveyard",
"combat_chain") as message parameters, and a sentence must never show the code.

Each name is a noun phrase with its article, as the rules text writes it ("the graveyard",
"el cementerio"); a list of zones reads "the hand or the arsenal". In Spanish "de el" and
"a el" contract to "del" and "al". The words follow resources/translations/GLOSSARY.md.
"""

from __future__ import annotations

import re

from sandbox.model import ZoneWord

ZONE_PARAMS = ("zone", "needs")  # message parameters that hold zone codes
# codes whose zone parameter is what a file typed (an unknown zone): shown as typed
VERBATIM_CODES = frozenset({"action.unknown_zone"})

# keyed by the model's zone words (mypy refuses a word that is no zone or group)
_WORDS: dict[str, dict[ZoneWord, str]] = {
    "en": {
        "hero": "the hero zone",
        "weapon": "the weapon zone",
        "head": "the head zone",
        "chest": "the chest zone",
        "arms": "the arms zone",
        "legs": "the legs zone",
        "permanent": "the permanent zone",
        "combat_chain": "the combat chain",
        "stack": "the stack",
        "arsenal": "the arsenal",
        "hand": "the hand",
        "deck": "the deck",
        "graveyard": "the graveyard",
        "banished": "the banished zone",
        "pitch": "the pitch zone",
        "battlefield": "the battlefield",
        "library": "the library",
        "exile": "exile",
        "command": "the command zone",
        "arena": "the arena",
    },
    "es": {
        "hero": "la zona de héroe",
        "weapon": "la zona de arma",
        "head": "la zona de cabeza",
        "chest": "la zona de pecho",
        "arms": "la zona de brazos",
        "legs": "la zona de piernas",
        "permanent": "la zona de permanentes",
        "combat_chain": "la cadena de combate",
        "stack": "la pila",
        "arsenal": "el arsenal",
        "hand": "la mano",
        "deck": "el mazo",
        "graveyard": "el cementerio",
        "banished": "la zona de desterradas",
        "pitch": "la zona de pitch",
        "battlefield": "el campo de batalla",
        "library": "la biblioteca",
        "exile": "el exilio",
        "command": "la zona de mando",
        "arena": "la arena",
    },
}
ZONES: dict[str, dict[str, str]] = {
    language: {str(zone): text for zone, text in words.items()}
    for language, words in _WORDS.items()
}
_OR = {"en": " or ", "es": " o "}
_CONTRACTIONS = {"es": ((re.compile(r"\bde el\b"), "del"), (re.compile(r"\ba el\b"), "al"))}


def zone_phrase(codes: str, language: str) -> str:
    """A zone code, or a comma-separated list of them, as words in `language`."""
    names = ZONES.get(language, ZONES["en"])
    parts = [names.get(code.strip(), code.strip()) for code in codes.split(",") if code.strip()]
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + _OR.get(language, _OR["en"]) + parts[-1]


def zone_params(code: str, params: dict[str, str], language: str) -> dict[str, str]:
    """`params` with their zone codes written as words (unless the code is verbatim)."""
    if code in VERBATIM_CODES:
        return params
    return {
        key: zone_phrase(value, language) if key in ZONE_PARAMS else value
        for key, value in params.items()
    }


def contract(text: str, language: str) -> str:
    """Spanish "de el" → "del", "a el" → "al" (not before a capital: a card's name)."""
    for pattern, replacement in _CONTRACTIONS.get(language, ()):
        text = pattern.sub(replacement, text)
    return text
