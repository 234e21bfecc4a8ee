"""What a name's characters are, beyond how they look (issue 22): names compare after Unicode
NFKC normalisation with the characters that show nothing (zero-width, bidi controls) left
out, so "Surging\u00a0Strike" and "Surging\u200bStrike" are "Surging Strike"; and a name that
mixes lookalike letters of other scripts into Latin ones ("Surging Strikе", a Cyrillic е)
can be told from the real one, for the inspector to flag.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# characters that show nothing but change what a name is, or how the text beside it reads
INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u180e\u200b\u200c\u200d\u200e\u200f"
    "\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064"
    "\u2066\u2067\u2068\u2069\u3164\ufeff\uffa0"
)
_DROP_INVISIBLE = {ord(c): None for c in INVISIBLE}
_OTHER_SCRIPTS = ("CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "FULLWIDTH")


def name_key(name: str) -> str:
    """The comparison key of a name: NFKC, without invisible characters, case-folded (an
    ASCII name: just case-folded, as always)."""
    if name.isascii():
        return name.casefold()
    return _unicode_key(name)


@lru_cache(maxsize=65536)
def _unicode_key(name: str) -> str:
    return unicodedata.normalize("NFKC", name.translate(_DROP_INVISIBLE)).casefold()


def without_invisible(text: str) -> str:
    """`text` without the characters that show nothing (what a title or name shows)."""
    return text.translate(_DROP_INVISIBLE)


def lookalike_characters(name: str) -> tuple[str, ...]:
    """The characters of `name` that look like others but are not what they seem: invisible
    ones, ones NFKC changes (a no-break space, a full-width letter), and letters of another
    script in a name written in Latin letters. Empty for an ordinary name."""
    if name.isascii():
        return ()
    latin = any(c.isalpha() and unicodedata.name(c, "").startswith("LATIN") for c in name)
    return tuple(c for c in dict.fromkeys(name) if _looks_like_another(c, latin))


def _looks_like_another(char: str, among_latin: bool) -> bool:
    if char in INVISIBLE or unicodedata.normalize("NFKC", char) != char:
        return True
    return among_latin and char.isalpha() and unicodedata.name(char, "").startswith(_OTHER_SCRIPTS)
