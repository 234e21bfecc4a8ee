"""Card symbols read as words (issue 25, point 4): what a screen reader gets of card text."""

from __future__ import annotations

from sandbox.messages.symbols import spoken_symbols


def test_flesh_and_blood_symbols_are_words_in_english_and_spanish() -> None:
    text = "Whelming Gustwave gains +1{p}, go again. {r}, destroy it: Name a card."
    assert spoken_symbols(text, "fab") == (
        "Whelming Gustwave gains +1 power, go again. resource, destroy it: Name a card."
    )
    assert spoken_symbols("Pay {r}{r}. +2{d}", "fab", "es") == "Pay recurso recurso. +2 defensa"


def test_magic_symbols_are_words_and_unknown_braces_stay() -> None:
    assert spoken_symbols("{T}: Add {G}. {2}{U}: Draw.", "mtg") == (
        "tap: Add green mana. 2 generic mana blue mana: Draw."
    )
    assert spoken_symbols("{T}", "mtg", "es") == "girar"
    assert spoken_symbols("{2} and {zz} and {p}", "fab") == "{2} and {zz} and power"
