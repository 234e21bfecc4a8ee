"""Where a name sticker's word goes in a name (MTG 123.6a–c, M9).

A word is a run of non-space characters; a blank line ("_____") is not a word (123.6a). A
sticker's word goes after the number of words that were before it when it was placed, or at
the end when the name now has fewer words (123.6c); with no name, the name becomes the word
(123.6b). A blank line is where the sticker is stuck: a word placed right at a blank fills it
("Wolf in _____ Clothing" + "Sheep's" after two words = "Wolf in Sheep's Clothing").
"""

from __future__ import annotations

import re
from functools import lru_cache

_BLANK = re.compile(r"_+")


def is_blank(token: str) -> bool:
    """A blank line on a card's name, which is not a word (123.6a)."""
    return bool(token) and _BLANK.fullmatch(token) is not None


def words(name: str) -> list[str]:
    """The words of a name, blank lines left out (123.6a)."""
    return [token for token in name.split() if not is_blank(token)]


def word_count(name: str) -> int:
    return len(words(name))


@lru_cache(maxsize=4096)
def add_word(name: str, word: str, position: int) -> str:
    """`name` with `word` added after `position` words (at the end if it has fewer). Kept
    across derivations: every derivation adds the same stickers to the same names again."""
    tokens = name.split()
    at = _insertion_point(tokens, max(position, 0))
    if at < len(tokens) and tokens[at].startswith("_"):
        tokens[at] = _BLANK.sub(word, tokens[at], count=1)  # the sticker covers the blank
    else:
        tokens.insert(at, word)
    return " ".join(tokens)


def _insertion_point(tokens: list[str], position: int) -> int:
    """The token index just after `position` words, or the end of the name."""
    seen = 0
    for index, token in enumerate(tokens):
        if seen == position:
            return index
        if not is_blank(token):
            seen += 1
    return len(tokens)


def initial(word: str) -> str:
    """The first letter of a sticker's word, for "starts with the same letter" (case-free)."""
    for char in word:
        if char.isalpha():
            return char.casefold()
    return ""
