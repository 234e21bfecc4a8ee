"""The one card resolver: what card a name (plus pitch or face) means, wherever it is stored.

Every entry point (scenario files, `namesake check`, the app's palette and drops, autosave and
recovery) asks a `CardResolver`. It looks in the bundled curated library first (its abilities
are hand encoded and tested, so it always wins), then in the user's imported card database.
Snapshots embedded in a scenario file sit between the two (see sandbox.scenario.snapshots):
a file opens with the cards it was saved with. The rules model never knows where a card came
from. The database is opened on the first card the library does not have, so opening a
bundled example never waits for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from sandbox.cards.db.folding import fold
from sandbox.cards.db.stored import STORE_ERRORS, find_stored
from sandbox.cards.errors import CardDataError
from sandbox.cards.library import CardLibrary, CardNotFound, bundled_library
from sandbox.model import CardDef, Game

if TYPE_CHECKING:  # the database (and its importers) is imported when first opened
    from sandbox.cards.db.database import CardDatabase

NOT_IN_DATA = "card.not_in_data"


@dataclass(frozen=True, slots=True)
class CardDrift:
    """A card a file embeds whose text differs from the user's card data (errata, updates)."""

    game: Game
    label: str
    embedded_text: str
    local_text: str


@dataclass(frozen=True, slots=True)
class CardWords:
    """Words about a card for people: its names in other languages (language, name) and its
    rulings (date, text)."""

    names: tuple[tuple[str, str], ...] = ()
    rulings: tuple[tuple[str, str], ...] = ()


class CardResolver:
    """Cards by name: the bundled library, then the imported card database."""

    def __init__(
        self,
        library: CardLibrary | None = None,
        *,
        database: CardDatabase | None = None,
        use_database: bool = True,
    ) -> None:
        self.library = library if library is not None else bundled_library()
        self._db = database
        self._owns_database = database is None  # a database given to it is the caller's
        self._wants_database = use_database or database is not None
        self._use_database = self._wants_database
        # cards are immutable: a card looked up once is kept until the data changes (reload)
        self._stored: dict[tuple[str, str, str | None], CardDef | None] = {}

    @classmethod
    def library_only(cls, library: CardLibrary | None = None) -> CardResolver:
        """A resolver that never opens the card database (tests, fallbacks)."""
        return cls(library, use_database=False)

    # the database -------------------------------------------------------------------------

    def database(self) -> CardDatabase | None:
        """The card database, opened on first use; None when it cannot be opened."""
        if self._db is None and self._use_database:
            from sandbox.cards.db.database import CardDatabase

            try:
                self._db = CardDatabase.open()
            except (CardDataError, *STORE_ERRORS):
                self._use_database = False
        return self._db

    def database_opened(self) -> bool:
        """Whether the card database is open (opening it is not asked for)."""
        return self._db is not None

    def reload(self) -> None:
        """Look at the card database afresh (after an import): reconnect on the next query."""
        self._stored.clear()
        if not self._owns_database:
            return  # the caller's database notices a rebuilt file by itself
        self.close()
        self._use_database = self._wants_database

    def close(self) -> None:
        """Close the card database this resolver opened (a later query opens it again); a
        database given to it is the caller's to close."""
        if self._owns_database and self._db is not None:
            self._db.close()
            self._db = None

    # resolving ----------------------------------------------------------------------------

    def resolve(self, game: Game, name: str, pitch: str | None = None) -> CardDef:
        """The card `name` (and `pitch`) means; CardNotFound with code NOT_IN_DATA when neither
        the bundled library nor the card database has it."""
        try:
            return self.library.resolve(game, name, pitch)
        except CardNotFound as missing:
            if missing.code != "card.unknown":
                raise
        found = self.local(game, name, pitch)
        if found is None:
            raise CardNotFound(NOT_IN_DATA, name)
        return found

    def bundled(self, game: Game, name: str, pitch: str | None = None) -> CardDef | None:
        """The bundled library's card, or None (also when the name needs a pitch)."""
        try:
            return self.library.resolve(game, name, pitch)
        except CardNotFound:
            return None

    def local(self, game: Game, name: str, pitch: str | None = None) -> CardDef | None:
        """The imported card database's card, or None. A name that needs a pitch raises
        CardNotFound (card.needs_pitch / card.no_such_pitch) like the library."""
        key = (game, fold(name), pitch)
        if key not in self._stored:
            self._stored[key] = self._find_stored(game, name, pitch)
        return self._stored[key]

    def _find_stored(self, game: Game, name: str, pitch: str | None) -> CardDef | None:
        db = self.database()
        if db is None:
            return None
        try:
            return find_stored(db, game, name, pitch)
        except CardNotFound as missing:
            if missing.code == "card.unknown":
                return None
            raise
        except STORE_ERRORS:
            return None

    def drift(self, cards: tuple[CardDef, ...]) -> list[CardDrift]:
        """The embedded `cards` whose rules text the user's card data now words otherwise."""
        drifts = []
        for card in cards:
            try:
                local = self.local(card.game, card.name, card.pitch or None)
            except CardNotFound:
                continue
            if local is not None and _text_of(local) != _text_of(card):
                drifts.append(CardDrift(card.game, card.label, card.text, local.text))
        return drifts

    def words(self, card: CardDef, *, open_database: bool = True) -> CardWords:
        """What `card` is called in other languages and its rulings, from the card database
        (empty when the data carries none, or there is no database; without
        `open_database`, also while the database is not open yet)."""
        if self._db is None and (not open_database or not _database_exists()):
            return CardWords()  # no database file: nothing was imported, nothing to say
        db = self.database()
        if db is None:
            return CardWords()
        from sandbox.cards.db import lookup

        try:
            names, rulings = lookup.card_words(db, card.game, card.name)
        except (CardDataError, *STORE_ERRORS):
            return CardWords()
        return CardWords(names, rulings)

    def has_imported(self, game: Game) -> bool:
        """Whether the user has imported card data for `game` (beyond the bundled library)."""
        db = self.database()
        if db is None:
            return False
        from sandbox.cards.db import lookup

        try:
            return lookup.has_imported(db, game)
        except STORE_ERRORS:
            return False


def _text_of(card: CardDef) -> tuple[tuple[str, str], ...]:
    return tuple((face.name, " ".join(face.text.split())) for face in card.faces)


@cache
def default_resolver() -> CardResolver:
    """The process's card resolver (bundled library, then the user's card database)."""
    return CardResolver()


def forget_default_resolver() -> None:
    """Close the process's resolver; the next call makes a new one (the user data directory
    may have changed: tests, a data folder the user moved)."""
    if default_resolver.cache_info().currsize:
        default_resolver().reload()
    default_resolver.cache_clear()


def _database_exists() -> bool:
    from sandbox.cards.db.paths import database_path

    return database_path().exists()
