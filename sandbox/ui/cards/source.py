"""Where the palette and the naming checks get cards: the card resolver (sandbox.cards), with
the bundled library alone when the database can't be opened.

`CardSource` is the one interface the UI uses: `search` (search as you type: exact, prefix,
substring, then close spellings), `card` (the rules-model CardDef to put on the table, from
the one card resolver: the bundled library's when it has the card, else the imported card
database's, with its rules text), `effect_presets` (the effects offered by card) and
`check_name` (may this text be named? RULES.md F12–F14,
MTG 201.4 M1–M8, by the database's naming validators). The database is opened lazily, on the
first search, so start-up never waits for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from sandbox.cards.db import paths
from sandbox.cards.errors import CardDataError
from sandbox.cards.library import CardLibrary, CardNotFound
from sandbox.cards.presets import EffectPreset, presets_for
from sandbox.cards.resolver import CardResolver, default_resolver
from sandbox.model import CardDef, Game
from sandbox.ui.kit.mime import CardRef

if TYPE_CHECKING:  # the database, lookup and naming modules load on the first search/check
    from sandbox.cards.db.database import CardDatabase
    from sandbox.cards.naming.verdict import Verdict

FAB_FORMATS = ("blitz", "cc", "commoner", "ll")
SEARCH_LIMIT = 60


@dataclass(frozen=True, slots=True)
class CardHit:
    """One search result."""

    game: Game
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

    def __init__(
        self,
        library: CardLibrary | None = None,
        *,
        use_database: bool = True,
        resolver: CardResolver | None = None,
    ) -> None:
        if resolver is None:
            resolver = CardResolver(library, use_database=use_database)
        self.resolver = resolver
        self.library = resolver.library
        self._hits: dict[str, list[CardHit]] = {}
        self._encoded_names: dict[str, set[str]] = {}

    # the database -----------------------------------------------------------------------

    def database(self) -> CardDatabase | None:
        """The card database, opened on first use; None if it can't be opened."""
        return self.resolver.database()

    def reload(self) -> None:
        """Look at the card database afresh after an import: reconnect on the next query, and
        try again to open it if it could not be opened before."""
        self.resolver.reload()

    def close(self) -> None:
        """Close the card database connection (a later query opens it again)."""
        self.resolver.close()

    def has_imported(self, game: Game) -> bool:
        """Whether the user has imported the full card data of `game`."""
        return self.resolver.has_imported(game)

    def may_hold_imports(self) -> bool:
        """Whether card data may have been imported, known without opening the database
        (the window's first paint never waits for it)."""
        return self.resolver.database_opened() or paths.database_path().exists()

    def card_count(self, game: Game) -> int:
        """How many cards of `game` the user's card data holds: the imported data when there
        is some (it holds the bundled cards too), else the bundled library."""
        database = self.database() if self.has_imported(game) else None
        imported = database.counts().get((game, "import"), 0) if database is not None else 0
        return max(imported, len(self.hits(game)))

    # search -------------------------------------------------------------------------------

    def hits(self, game: Game) -> list[CardHit]:
        """Every card of the bundled library for `game` (the palette before any typing)."""
        if game not in self._hits:
            self._hits[game] = [self._hit(card) for card in self.library.cards(game)]
        return self._hits[game]

    def search(self, game: Game, text: str, limit: int = SEARCH_LIMIT) -> list[CardHit]:
        """Cards of `game` matching `text`, best first."""
        query = text.strip()
        if not query:
            return self.hits(game)[:limit]
        db = self.database()
        if db is None:
            return self._search_library(game, query, limit)
        from sandbox.cards.db import lookup

        try:
            suggestions = lookup.suggest(db, game, query, limit)
        except CardDataError:
            return self._search_library(game, query, limit)
        found: dict[tuple[str, str], CardHit] = {}
        for suggestion in suggestions:
            for ref in suggestion.refs:
                key = (ref.card_name, ref.pitch)
                if key not in found:
                    found[key] = CardHit(
                        game,
                        ref.card_name,
                        ref.pitch,
                        ref.type_line,
                        ref.is_token,
                        ref.card_name.casefold() in self._encoded(game),
                    )
        return list(found.values())[:limit]

    def _encoded(self, game: Game) -> set[str]:
        """The folded names of `game`'s library cards whose name-using abilities it encodes."""
        if game not in self._encoded_names:
            hits = self.hits(game)
            self._encoded_names[game] = {hit.name.casefold() for hit in hits if hit.encoded}
        return self._encoded_names[game]

    def _search_library(self, game: Game, query: str, limit: int) -> list[CardHit]:
        every = self.hits(game)
        folded = query.casefold()
        ranked = sorted(
            (
                (rank, hit.name.casefold(), hit.pitch, n)
                for n, hit in enumerate(every)
                if (rank := _rank(hit.name.casefold(), folded)) is not None
            ),
        )
        found = [every[n] for *_, n in ranked]
        if len(found) < 5:
            import difflib  # close spellings: on the first search that needs them

            names = sorted({hit.name.casefold() for hit in every})
            close = difflib.get_close_matches(folded, names, n=5, cutoff=0.6)
            found += [
                h for name in close for h in every if h.name.casefold() == name and h not in found
            ]
        return found[:limit]

    def _hit(self, card: CardDef) -> CardHit:
        types = " ".join(card.types)
        return CardHit(
            card.game, card.name, card.pitch, types, card.is_token, bool(card.references)
        )

    # cards --------------------------------------------------------------------------------

    def card(self, ref: CardRef) -> CardDef | None:
        """The card to put on the table for `ref` (None when no card data has it)."""
        try:
            return self.resolver.resolve(ref.game, ref.name, ref.pitch or None)
        except CardNotFound:
            return None

    def pitches(self, game: Game, name: str) -> list[CardDef]:
        """Every card sharing `name` (a FaB pitch cycle) in the bundled library."""
        folded = name.casefold()
        return [c for c in self.library.cards(game) if c.name.casefold() == folded]

    def effect_presets(self, game: Game) -> tuple[EffectPreset, ...]:
        """The effects offered by card in `game` (the bundled presets; PresetError if broken)."""
        return presets_for(game)

    # naming -------------------------------------------------------------------------------

    def check_name(
        self, game: Game, text: str, format_code: str = "", language: str = "en"
    ) -> NameCheck:
        """Whether `text` names a card (F12–F14; MTG 201.4, M1–M8)."""
        if not text.strip():
            return NameCheck(
                False, "", QCoreApplication.translate("Naming", "Type the name of a card.")
            )
        db = self.database()
        if db is None:
            return self._check_in_library(game, text)
        from sandbox.cards.naming.fab import check_fab_name
        from sandbox.cards.naming.mtg import MTG_FORMATS, check_mtg_name

        checks: dict[Game, Callable[[], Verdict]] = {
            "fab": lambda: check_fab_name(
                db, text, format=format_code if format_code in FAB_FORMATS else None
            ),
            "mtg": lambda: check_mtg_name(
                db, text, format=format_code if format_code in MTG_FORMATS else None
            ),
        }
        try:
            verdict = checks[game]()
        except CardDataError:
            return self._check_in_library(game, text)
        return _from_verdict(verdict, language)

    def _check_in_library(self, game: Game, text: str) -> NameCheck:
        query = text.strip().casefold()
        cards = self.hits(game)
        exact = {h.name for h in cards if h.name.casefold() == query}
        if exact:
            if all(h.token for h in cards if h.name in exact):
                why = QCoreApplication.translate(
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
            why = QCoreApplication.translate(
                "Naming",
                "“%1” could mean several cards; name one that only it can mean [F14]: %2",
            )
            text_out = why.replace("%1", text.strip()).replace("%2", ", ".join(partial[:8]))
            return NameCheck(False, "", text_out, tuple(partial))
        why = QCoreApplication.translate(
            "Naming", "No card is named “%1” in the card library [F12, M1]."
        )
        return NameCheck(False, "", why.replace("%1", text.strip()))


def _from_verdict(verdict: Verdict, language: str) -> NameCheck:
    from sandbox.cards.message_text import render, render_candidate

    text = f"{render(verdict.code, verdict.params, language)} [{verdict.ruling}]"
    candidates = tuple(render_candidate(c, language) for c in verdict.candidates)
    if not verdict.allowed and candidates:
        text += "\n" + "\n".join(f"• {c}" for c in candidates[:10])
    name = verdict.chosen[0] if verdict.chosen else ""
    return NameCheck(verdict.allowed and bool(name), name, text, candidates)


def _rank(name: str, query: str) -> int | None:
    if name.startswith(query):
        return 0
    if any(word.startswith(query) for word in name.replace(",", " ").split()):
        return 1
    if query in name:
        return 2
    return None


@cache
def default_source() -> CardSource:
    """The app's card source, on the process's one card resolver."""
    return CardSource(resolver=default_resolver())
