"""How names are compared and indexed: case folding and trigrams.

Names match exactly, ignoring case (FaB CR 2.7.5; MTG names likewise). ``fold`` is that key:
Unicode NFC, case-folded, typographic apostrophes and quotes as their ASCII forms, runs of
blanks as one space, no blanks at either end. Nothing else is dropped, so "Lim-Dûl" and
"Lim-Dul" stay different names (the fuzzy lookup still finds one from the other).
"""

from __future__ import annotations

import unicodedata

_TYPOGRAPHIC = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


def fold(name: str) -> str:
    """The comparison key of a name."""
    text = unicodedata.normalize("NFC", name).translate(_TYPOGRAPHIC).casefold()
    return " ".join(text.split())


def trigrams(folded: str) -> set[str]:
    """The three-character pieces of a folded name, padded with a blank at each end."""
    padded = f" {folded} "
    return {padded[i : i + 3] for i in range(len(padded) - 2)}
