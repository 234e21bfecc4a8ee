"""Where the palette and the naming checks get cards: the card database when it is there,
else the bundled library.

`CardSource` is the one interface the UI uses: `search` (search as you type, prefix matches
first, then words, then close spellings), `card` (the rules-model CardDef to put on the table:
the bundled library's when it has the card, since it carries the encoded name abilities) and
`check_name` (may this text be named? RULES.md F12–F14, MTG 201.4 M1–M8).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication

from sandbox.cards.library import CardLibrary, CardNotFound, bundled_library
from sandbox.model.cards import CardDef
from sandbox.ui.mime import CardRef

_t = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class CardHit:
    """One search result."""

    game: str
    name: str
    pitch: str
    types: str
    token: bool
    encoded: bool  # the bundled library encodes its name-using abilities

    @property
    def label(self) -> str:
        return f"{self.name} ({self.pitch})" if self.pitch else self.name

    @property
    def ref(self) -> CardRef:
        return CardRef(self.game, self.name, self.pitch)


@dataclass(frozen=True, slots=True)
class NameCheck:
    """The verdict on a name to choose: `name` is the card name meant when `ok`."""

    ok: bool
    name: str
    message: str
    candidates: tuple[str, ...] = ()


class CardSource:
    """Card search, card definitions and naming checks for both games."""

    def __init__(self, library: CardLibrary | None = None) -> None:
        self.library = library or bundled_library()
        self._hits: dict[str, list[CardHit]] = {}

    def hits(self, game: str) -> list[CardHit]:
        if game not in self._hits:
            self._hits[game] = [_hit(card) for card in self.library.cards(game)]
        return self._hits[game]

    def search(self, game: str, text: str, limit: int = 200) -> list[CardHit]:
        """Cards of `game` matching `text`: prefix, then word prefix, then substring, then
        close spellings."""
        every = self.hits(game)
        query = text.strip().casefold()
        if not query:
            return every[:limit]
        ranked: list[tuple[int, str, CardHit]] = []
        for hit in every:
            rank = _rank(hit.name.casefold(), query)
            if rank is not None:
                ranked.append((rank, hit.name.casefold(), hit))
        ranked.sort(key=lambda item: (item[0], item[1], item[2].pitch))
        found = [hit for _, _, hit in ranked]
        if len(found) < 5:
            found += _close(every, query, exclude=set(found))
        return found[:limit]

    def card(self, ref: CardRef) -> CardDef | None:
        try:
            return self.library.resolve(ref.game, ref.name, ref.pitch or None)
        except CardNotFound:
            return None

    def pitches(self, game: str, name: str) -> list[CardDef]:
        """Every card sharing `name` (a FaB pitch cycle)."""
        folded = name.casefold()
        return [c for c in self.library.cards(game) if c.name.casefold() == folded]

    def check_name(self, game: str, text: str, format_code: str = "") -> NameCheck:
        """Whether `text` names a card (F12–F14, M1): exact names, or an unambiguous part."""
        query = text.strip().casefold()
        if not query:
            return NameCheck(False, "", _t("Naming", "Type the name of a card."))
        cards = self.hits(game)
        exact = {h.name for h in cards if h.name.casefold() == query}
        if exact:
            if all(h.token for h in cards if h.name in exact):
                why = _t(
                    "Naming",
                    "“%1” is only a token's name; a token's name may be chosen only if a card "
                    "has it [F13, M1].",
                )
                return NameCheck(False, "", why.replace("%1", text.strip()))
            return NameCheck(True, sorted(exact)[0], "")
        partial = sorted({h.name for h in cards if query in h.name.casefold() and not h.token})
        if len(partial) == 1:
            return NameCheck(True, partial[0], "")
        if partial:
            why = _t(
                "Naming",
                "“%1” could mean several cards; name one that only it can mean [F14]: %2",
            )
            text_out = why.replace("%1", text.strip()).replace("%2", ", ".join(partial[:8]))
            return NameCheck(False, "", text_out, tuple(partial))
        why = _t("Naming", "No card is named “%1” in the card library [F12, M1].")
        return NameCheck(False, "", why.replace("%1", text.strip()))


def _hit(card: CardDef) -> CardHit:
    types = " ".join(card.types)
    return CardHit(card.game, card.name, card.pitch, types, card.is_token, bool(card.references))


def _rank(name: str, query: str) -> int | None:
    if name.startswith(query):
        return 0
    if any(word.startswith(query) for word in name.replace(",", " ").split()):
        return 1
    if query in name:
        return 2
    return None


def _close(every: list[CardHit], query: str, exclude: set[CardHit]) -> list[CardHit]:
    names = sorted({hit.name.casefold() for hit in every})
    close = difflib.get_close_matches(query, names, n=5, cutoff=0.6)
    return [
        hit for name in close for hit in every if hit.name.casefold() == name and hit not in exclude
    ]


@cache
def default_source() -> CardSource:
    """The app's card source (the bundled library until the card database is wired in)."""
    return CardSource()
