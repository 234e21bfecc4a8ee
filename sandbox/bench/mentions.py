"""An independent, deliberately simple detector of name mentions, to measure recall.

It shares no code with the derivation: a card *mentions* names when its text contains "name",
"named" or "names", its own printed name, another card's printed name with the same capitals
(a single-word name only away from the start of a sentence, and never a word that is also a
type or a lowercase word of some card's text), or a token's name followed by "token". The
derivation must classify every such card `names` or `self` (issue 9, point 1: recall >= 99%).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sandbox.model import CardDef

NAME_WORDS = re.compile(r"\bnam(?:e|ed|es)\b", re.IGNORECASE)
LOWER = re.compile(r"(?<![\w'-])[a-z][a-z'-]*")
WORDS = re.compile(r"[^\s,.;:()\"“”]+")
LONGEST = 6


class MentionDetector:
    """Finds cards whose text mentions a name (see the module docstring)."""

    def __init__(self, cards: Iterable[CardDef], token_names: Iterable[str]) -> None:
        pool = list(cards)
        types = {t for card in pool for face in card.faces for t in face.types}
        lowercase = {w for card in pool for w in LOWER.findall(card.text)}
        self.names = {
            n
            for card in pool
            for n in _printed(card)
            if len(n) > 2 and (" " in n or n.casefold() not in lowercase)
        } - types
        self.tokens = {n for n in token_names if n and n not in types}

    def mentions(self, card: CardDef) -> bool:
        text = card.text
        if NAME_WORDS.search(text):
            return True
        own = _printed(card)
        if any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in own):
            return True
        return self._other_name(text, own) or any(f"{token} token" in text for token in self.tokens)

    def _other_name(self, text: str, own: set[str]) -> bool:
        words = list(WORDS.finditer(text))
        for i, first in enumerate(words):
            for j in range(i, min(i + LONGEST, len(words))):
                phrase = text[first.start() : words[j].end()]
                if (
                    phrase in self.names
                    and phrase not in own
                    and _counts(text, first.start(), i == j)
                ):
                    return True
        return False


def _printed(card: CardDef) -> set[str]:
    return {card.name, *(face.name for face in card.faces)}


def _counts(text: str, start: int, single: bool) -> bool:
    if not text[start : start + 1].isupper():
        return False
    if not single:
        return True
    before = text[:start].rstrip()
    return bool(before) and before[-1] not in ".:!?\n—•-("
