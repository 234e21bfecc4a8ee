"""Which deck format a list is in, and reading one from a file or pasted text.

XML lists are told apart by their root element (MTGO's `Deck`, Cockatrice's
`cockatrice_deck`); text lists are read by the game's text format (MTG Arena/MTGO text, or
Fabrary and plain FaB lists). A file is read bounded (`sandbox.safe_read`), as UTF-8.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from sandbox.decks import cockatrice, fab_text, mtg_text, mtgo_dek
from sandbox.decks.lines import MAX_BYTES, ParsedDeck, refuse
from sandbox.model import Game
from sandbox.safe_read import UnsafeRead, read_regular

FORMATS = ("mtg_text", "mtgo_dek", "cockatrice", "fab_text")
# each game's text lists (XML lists say their format themselves)
_TEXT_PARSERS: dict[Game, Callable[[str, Callable[[str], bool]], ParsedDeck]] = {
    "fab": fab_text.parse,
    "mtg": lambda text, _known: mtg_text.parse(text),
}
_ROOT = re.compile(rb"<\s*([A-Za-z_][\w.-]*)")


def read_deck_file(path: Path) -> bytes:
    """The bytes of a deck file (DeckRefused when it is no regular file or too large)."""
    try:
        return read_regular(path, MAX_BYTES)
    except UnsafeRead as error:
        if error.kind == "too_large":
            raise refuse("deck.too_large", limit=MAX_BYTES // 1024) from None
        raise refuse("deck.unreadable", why=error.problem) from None


def parse_deck(
    data: bytes | str, game: Game, known: Callable[[str], bool] = lambda _name: False
) -> ParsedDeck:
    """The lines of a deck list in any format Namesake reads (DeckRefused when unreadable)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_BYTES:
        raise refuse("deck.too_large", limit=MAX_BYTES // 1024)
    head = raw.lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"<"):
        return _parse_xml(raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise refuse("deck.not_text", at=error.start) from None
    if "\x00" in text:
        raise refuse("deck.not_text", at=text.index("\x00"))
    return _TEXT_PARSERS[game](text, known)


def _parse_xml(raw: bytes) -> ParsedDeck:
    roots = [m.group(1) for m in _ROOT.finditer(raw[:4096]) if not m.group(1).startswith(b"?")]
    root = roots[0] if roots else b""
    if root == b"cockatrice_deck":
        return cockatrice.parse(raw)
    return mtgo_dek.parse(raw)  # it says what root it found when it is not `Deck`
