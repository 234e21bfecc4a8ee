"""The symbols of card text as words, by language: "+1{p}" is read "+1 power", "{r}" "resource".

Card data writes the printed icons as short codes in braces: Flesh and Blood's resource point
{r}, power {p}, defense {d}, life {h}, intellect {i}, chi {c}, tap {t} and untap {u}
(the reference data's icon list); Magic's tap {T}, untap {Q} and its mana symbols. A screen
reader would spell the code out ("left brace p right brace"), so the text a screen reader gets
and the card text the inspector shows say the word instead.
"""

from __future__ import annotations

import re

from sandbox.model import Game

_FAB: dict[str, dict[str, str]] = {
    "en": {
        "r": "resource",
        "p": "power",
        "d": "defense",
        "h": "life",
        "i": "intellect",
        "I": "intellect",
        "c": "chi",
        "t": "tap",
        "u": "untap",
    },
    "es": {
        "r": "recurso",
        "p": "poder",
        "d": "defensa",
        "h": "vida",
        "i": "intelecto",
        "I": "intelecto",
        "c": "chi",
        "t": "girar",
        "u": "enderezar",
    },
}
_MTG: dict[str, dict[str, str]] = {
    "en": {
        "T": "tap",
        "Q": "untap",
        "W": "white mana",
        "U": "blue mana",
        "B": "black mana",
        "R": "red mana",
        "G": "green mana",
        "C": "colorless mana",
        "S": "snow mana",
        "X": "X mana",
        "E": "energy",
    },
    "es": {
        "T": "girar",
        "Q": "enderezar",
        "W": "maná blanco",
        "U": "maná azul",
        "B": "maná negro",
        "R": "maná rojo",
        "G": "maná verde",
        "C": "maná incoloro",
        "S": "maná nevado",
        "X": "maná X",
        "E": "energía",
    },
}
# a number in braces: Magic's generic mana ({2}); Flesh and Blood writes none
_NUMBERED: dict[Game, dict[str, str]] = {
    "fab": {},
    "mtg": {"en": "{n} generic mana", "es": "{n} de maná genérico"},
}
_WORDS: dict[Game, dict[str, dict[str, str]]] = {"fab": _FAB, "mtg": _MTG}
_SYMBOL = re.compile(r"\{([A-Za-z]|\d{1,2})\}")


def spoken_symbols(text: str, game: Game, language: str = "en") -> str:
    """`text` with the card symbols of `game` as words of `language`; other braces stay."""
    words = _WORDS[game]
    table = words.get(language, words["en"])
    numbered = _NUMBERED[game]
    generic = numbered.get(language, numbered.get("en"))

    def word(match: re.Match[str]) -> str:
        code = match.group(1)
        said = table.get(code)
        if code.isdigit() and generic:
            said = generic.format(n=code)
        if said is None:
            return match.group(0)
        before = text[match.start() - 1] if match.start() else " "
        after = text[match.end()] if match.end() < len(text) else " "
        lead = "" if before in " (\n\"'}" else " "  # "{r}{r}": one space between
        tail = "" if after in " ,.:;)\n\"'" else " "
        return f"{lead}{said}{tail}"

    return _SYMBOL.sub(word, text)
