"""Card languages: MTGJSON names a language in English words ("Spanish"), Scryfall by code
("es"); both are stored as the code. What a card is called in each language, and its rulings,
are taken from a face as the data gives them, bounded and deduplicated."""

from __future__ import annotations

from collections.abc import Iterable

# MTGJSON foreignData languages -> Scryfall's codes (the ones printed cards have)
MTGJSON_LANGUAGES = {
    "Spanish": "es",
    "French": "fr",
    "German": "de",
    "Italian": "it",
    "Portuguese (Brazil)": "pt",
    "Japanese": "ja",
    "Korean": "ko",
    "Russian": "ru",
    "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
    "Phyrexian": "ph",
}
MAX_NAME = 200


def language_code(language: str) -> str:
    """The code of an MTGJSON language word, or the word itself folded when it is one."""
    return MTGJSON_LANGUAGES.get(language, language.strip().casefold()[:8])


def foreign_names(pairs: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """(language code, name) pairs, each once, English and empty names left out."""
    kept: dict[tuple[str, str], None] = {}
    for language, name in pairs:
        code, printed = language_code(language), " ".join(name.split())[:MAX_NAME]
        if code and code != "en" and printed:
            kept.setdefault((code, printed))
    return tuple(kept)
